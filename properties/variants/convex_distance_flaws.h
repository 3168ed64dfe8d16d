#pragma once
// convex_distance's bundled variants: the robust contract every variant is
// held to (kernels/robust/convex_distance.h, ConvexDistanceBounds), and the
// input classes the textbook transcription fails on, by mechanism.

#include <string>
#include <vector>

#include "../../include/collide_check/convex_distance.h"
#include "../../include/collide_check/known_flaw.h"
#include "../../include/collide_check/register.h"
#include "../../kernels/robust/convex_distance.h"

namespace collide_check::bundled {

/// The robust kernel's contract: the kind exact; the distance within its
/// bound (an infinity beyond the range); the closest points, where reported
/// (apart and touching), each within the bound "points" of its polygon and
/// |pA - pB| within it of the exact distance.
template <class T>
Contract convex_distance_contract() {
  using B = cc::robust::ConvexDistanceBounds<T>;
  Contract c;
  c.bound("distance", B::distance);
  c.bound("points", B::points, Norm::euclidean);
  c.infinity_beyond_range("distance");
  c.note =
      "the kind exact (convex_convex's with radii 0: overlapping iff the penetration depth is positive); the "
      "distance 0 unless apart; the closest points reported apart and touching (a common point), each within "
      "'points' of its polygon and |pA - pB| within it of the exact distance; none on overlap";
  return c;
}

template <class T>
std::vector<KnownFlaw> textbook_closest_features_flaws() {
  return {};
}

}  // namespace collide_check::bundled
