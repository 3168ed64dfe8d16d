#pragma once
// point_side: the textbook transcription (textbook): the orientation
// predicate computed in floating point, flaws included, a specimen under test
// rather than a kernel to copy. The conventions and result types are in
// ../point_side.h, the robust kernel in ../robust/point_side.h.

#include "../point_side.h"

namespace cc::textbook {

/// Kettner, Mehlhorn, Pion, Schirra and Yap, "Classroom examples of robustness
/// problems in geometric computations" (Comput. Geom. 40(1), 2008), §2:
/// orientation(p, q, r) = sign((q_x - p_x)(r_y - p_y) - (q_y - p_y)(r_x - p_x)),
/// "evaluated in floating-point arithmetic", with p = A, q = B, r = P: every
/// difference, product and the final difference rounded. Positive is a left
/// turn. No check of the values: NaN compares false (collinear).
template <class T>
PointSide point_side(Vec2<T> a, Vec2<T> b, Vec2<T> p) {
  const T det = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (det > 0) return PointSide::left;
  if (det < 0) return PointSide::right;
  return PointSide::collinear;
}

}  // namespace cc::textbook
