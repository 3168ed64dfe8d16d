#pragma once
// The exact oracle of point_rect (kernels/point_rect.h): P is inside R iff
// R.x <= P.x <= R.x + R.w and R.y <= P.y <= R.y + R.h on the exact values.

#include "../kernels/point_rect.h"
#include "linear_sign.h"

namespace cc::oracle {

inline FilterStats& point_rect_stats() {
  static FilterStats stats;
  return stats;
}

/// Requires finite values and w, h >= 0.
inline bool point_rect_inside(Vec2<double> p, const Rect<double>& r) {
  FilterStats& s = point_rect_stats();
  return sign_of_sum_minus(p.x, 0.0, r.x, s) >= 0 && sign_of_sum_minus(r.x, r.w, p.x, s) >= 0 &&
         sign_of_sum_minus(p.y, 0.0, r.y, s) >= 0 && sign_of_sum_minus(r.y, r.h, p.y, s) >= 0;
}

}  // namespace cc::oracle
