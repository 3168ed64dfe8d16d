#pragma once
// A seed's flaws by mechanism: one class of inputs and one explanation,
// declared as a known flaw on each property where the mechanism shows, on the
// case itself or also on the mapped image an invariance fails on, and rare
// where its measured rate says so (known_flaw.h).

#include <initializer_list>
#include <string>
#include <vector>

#include "../../include/collide_check/known_flaw.h"

namespace collide_check::bundled {

struct FlawMechanism {
  InputClass inputs;
  std::string why;
};

/// One mechanism on one property; `rare` the measured rate, where rare.
struct FlawEntry {
  const FlawMechanism* m;
  const char* rare = nullptr;
};

/// Each entry's mechanism as a known flaw of `property` (with `image`, on
/// the case or on its mapped image).
inline void declare_flaws(std::vector<KnownFlaw>& flaws, const std::string& property,
                          std::initializer_list<FlawEntry> entries, bool image) {
  for (const FlawEntry& e : entries) {
    KnownFlaw k{property, image ? e.m->inputs.or_its_image() : e.m->inputs, e.m->why};
    if (e.rare) {
      k.rare = true;
      k.explanation += std::string(" (rare: ") + e.rare + ")";
    }
    flaws.push_back(std::move(k));
  }
}

}  // namespace collide_check::bundled
