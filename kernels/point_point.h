#pragma once
// point_point: do two points P and Q coincide, within a tolerance?
//
// Convention shared by every variant: P and Q collide when
//   |P.x - Q.x| <= tolerance  and  |P.y - Q.y| <= tolerance,
// evaluated on the exact values (a square of side 2 tolerance around P, the
// per-coordinate reading of 001's "tolerance value"). A tolerance of 0 is
// exact equality, and -0 equals +0. `invalid_input` is the answer to a NaN or
// infinite coordinate, and to a tolerance that is negative, NaN or infinite.

#include <cmath>

#include "detail/exact_compare.h"
#include "vec2.h"

namespace cc {

enum class PointPointContact : unsigned char { none, contact, invalid_input };

namespace seed001 {

/// 001_81a389abe9bca56c.txt §Collision between two points: `p1.x == p2.x &&
/// p1.y == p2.y`, with the slide's "tolerance value (especially for
/// non-integers)" applied to each coordinate as written: |p1.x - p2.x| <= tol.
/// The differences are rounded before they are compared.
template <class T>
PointPointContact point_point(Vec2<T> p1, Vec2<T> p2, T tolerance) {
  if (std::fabs(p1.x - p2.x) <= tolerance && std::fabs(p1.y - p2.y) <= tolerance) {
    return PointPointContact::contact;
  }
  return PointPointContact::none;
}

}  // namespace seed001

namespace robust {

/// Exact for every input: each |difference| - tolerance is signed exactly
/// (detail/exact_compare.h), so the answer is that of the convention above.
template <class T>
PointPointContact point_point(Vec2<T> p, Vec2<T> q, T tolerance) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(q.x) || !std::isfinite(q.y) ||
      !std::isfinite(tolerance) || tolerance < 0) {
    return PointPointContact::invalid_input;
  }
  const bool within = detail::sign_of_abs_difference_minus(p.x, q.x, tolerance) <= 0 &&
                      detail::sign_of_abs_difference_minus(p.y, q.y, tolerance) <= 0;
  return within ? PointPointContact::contact : PointPointContact::none;
}

}  // namespace robust
}  // namespace cc
