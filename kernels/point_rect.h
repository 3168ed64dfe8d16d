#pragma once
// point_rect: does point P lie in the closed rectangle R (kernels/rect.h)?
//
// Convention shared by every variant: P is inside when
//   R.x <= P.x <= R.x + R.w  and  R.y <= P.y <= R.y + R.h
// on the exact values; the boundary is inside. `invalid_input` is the answer to
// a NaN or infinite value and to a negative width or height.

#include <cmath>

#include "detail/exact_compare.h"
#include "rect.h"
#include "vec2.h"

namespace cc {

enum class PointRectContact : unsigned char { outside, inside, invalid_input };

namespace seed001 {

/// 001_81a389abe9bca56c.txt §Collision between point and rectangle, as
/// written: four inclusive comparisons against r1.x + r1.w and r1.y + r1.h,
/// which are rounded sums.
template <class T>
PointRectContact point_rect(Vec2<T> p1, const Rect<T>& r1) {
  if (p1.x >= r1.x && p1.x <= r1.x + r1.w && p1.y >= r1.y && p1.y <= r1.y + r1.h) {
    return PointRectContact::inside;
  }
  return PointRectContact::outside;
}

}  // namespace seed001

namespace robust {

/// Exact for every input: the far edges are compared as exact sums
/// (detail/exact_compare.h).
template <class T>
PointRectContact point_rect(Vec2<T> p, const Rect<T>& r) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(r.x) || !std::isfinite(r.y) ||
      !std::isfinite(r.w) || !std::isfinite(r.h) || r.w < 0 || r.h < 0) {
    return PointRectContact::invalid_input;
  }
  // P.x <= R.x + R.w  <=>  R.x + R.w - P.x >= 0
  const bool inside = p.x >= r.x && p.y >= r.y && detail::sign_of_sum_minus(r.x, r.w, p.x) >= 0 &&
                      detail::sign_of_sum_minus(r.y, r.h, p.y) >= 0;
  return inside ? PointRectContact::inside : PointRectContact::outside;
}

}  // namespace robust
}  // namespace cc
