#pragma once
// What circle_capsule and circle_convex share among their bundled variants:
// the robust contract every variant is held to, and the input classes their
// seed and textbook transcriptions fail on.

#include <cmath>
#include <string>
#include <type_traits>

#include "../../include/collide_check/known_flaw.h"
#include "../../include/collide_check/register.h"
#include "../../kernels/robust/disk_core_bounds.h"

namespace collide_check::bundled {

/// The robust kernels' contract (kernels/robust/disk_core_bounds.h): the kind
/// exact, normal and separation within their bounds where M stays below the
/// values' limit; beyond it a separation may be an infinity of its sign.
template <class T>
Contract disk_contact_contract() {
  using B = cc::robust::DiskCoreBounds<T>;
  Contract c;
  c.bound("normal", B::normal);
  c.bound("separation", B::separation);
  c.bound("normal_length", B::normal_length);
  c.infinity_beyond_range("separation");
  c.note = "the kind exact; the normal from B toward A, unit; the separation the distance (apart) or minus the "
           "depth (overlapping); where the exact normal is not unique (the centre on a vertex or on a zero-area "
           "core, equally deep below two edges) only its length is judged";
  return c;
}

template <class Family, class T>
std::vector<KnownFlaw> seed002_capsule_flaws() {
  return {};
}

template <class Family, class T>
std::vector<KnownFlaw> textbook_sat_flaws() {
  return {};
}

}  // namespace collide_check::bundled
