#pragma once
// The exact oracle of rect_rect (kernels/rect_rect.h): closed rectangles meet
// iff their spans overlap on both axes, B.x <= A.x + A.w and A.x <= B.x + B.w
// (and in y), on the exact values.

#include "../kernels/rect_rect.h"
#include "linear_sign.h"

namespace cc::oracle {

inline FilterStats& rect_rect_stats() {
  static FilterStats stats;
  return stats;
}

/// Requires finite values and w, h >= 0.
inline bool rect_rect_meet(const Rect<double>& a, const Rect<double>& b) {
  FilterStats& s = rect_rect_stats();
  return sign_of_sum_minus(a.x, a.w, b.x, s) >= 0 && sign_of_sum_minus(b.x, b.w, a.x, s) >= 0 &&
         sign_of_sum_minus(a.y, a.h, b.y, s) >= 0 && sign_of_sum_minus(b.y, b.h, a.y, s) >= 0;
}

}  // namespace cc::oracle
