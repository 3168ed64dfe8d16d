#pragma once
// The bundled variants, one registration function per family; together they
// are collide_check::register_bundled_variants().

#include <cmath>

#include "../../include/collide_check/contract.h"

namespace collide_check::bundled {

void register_segment_segment();
void register_circle_circle();
void register_swept_circle_circle();
void register_moving_point_segment();
void register_swept_polygon_polygon();

/// A kernel header's bound c on | |n|^2 - 1 | (an absolute term) as the
/// contract's "normal_length" bound L on | |n| - 1 |, no looser:
/// L = sqrt(1 + c) - 1 rounded down gives (1 + L)^2 <= 1 + c and (1 - L)^2 >= 1 - c.
inline ErrorBound unit_length_bound(const ErrorBound& squared) {
  const double c = squared.terms[0].coefficient;
  const double L = std::nextafter(std::sqrt(1 + c) - 1, 0.0);
  return bound::absolute(L);
}

}  // namespace collide_check::bundled
