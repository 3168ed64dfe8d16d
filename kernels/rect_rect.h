#pragma once
// rect_rect: do two closed rectangles (kernels/rect.h) meet?
//
// Convention shared by every variant: A and B meet when their closed spans
// overlap on both axes, on the exact values:
//   B.x <= A.x + A.w  and  A.x <= B.x + B.w  (and the same in y).
// Touching along an edge or at a corner is contact. `invalid_input` is the
// answer to a NaN or infinite value and to a negative width or height.

#include <cmath>

#include "detail/exact_compare.h"
#include "rect.h"

namespace cc {

enum class RectRectContact : unsigned char { none, contact, invalid_input };

namespace seed001 {

/// 001_81a389abe9bca56c.txt §Collision between two rectangles, the De Morgan
/// form as written: no collision when r2 is left of, right of, above or below
/// r1, each tested with a rounded sum.
template <class T>
RectRectContact rect_rect(const Rect<T>& r1, const Rect<T>& r2) {
  if (!(r2.x + r2.w < r1.x || r2.x > r1.x + r1.w || r2.y + r2.h < r1.y || r2.y > r1.y + r1.h)) {
    return RectRectContact::contact;
  }
  return RectRectContact::none;
}

}  // namespace seed001

namespace robust {

/// Exact for every input: every far edge is compared as an exact sum
/// (detail/exact_compare.h).
template <class T>
RectRectContact rect_rect(const Rect<T>& a, const Rect<T>& b) {
  for (const Rect<T>* r : {&a, &b}) {
    if (!std::isfinite(r->x) || !std::isfinite(r->y) || !std::isfinite(r->w) || !std::isfinite(r->h) ||
        r->w < 0 || r->h < 0) {
      return RectRectContact::invalid_input;
    }
  }
  const bool meet = detail::sign_of_sum_minus(a.x, a.w, b.x) >= 0 && detail::sign_of_sum_minus(b.x, b.w, a.x) >= 0 &&
                    detail::sign_of_sum_minus(a.y, a.h, b.y) >= 0 && detail::sign_of_sum_minus(b.y, b.h, a.y) >= 0;
  return meet ? RectRectContact::contact : RectRectContact::none;
}

}  // namespace robust
}  // namespace cc
