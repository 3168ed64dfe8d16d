#pragma once
// The exact oracle of point_side (kernels/point_side.h), with the same
// conventions: the sign of cross(B - A, P - A) (filtered sign, cross_sign.h;
// rationals where the filter cannot decide).

#include <cmath>

#include "../kernels/point_side.h"
#include "cross_sign.h"
#include "number.h"

namespace cc::oracle {

inline FilterStats& point_side_stats() {
  thread_local FilterStats stats;
  return stats;
}

inline PointSide point_side_exact(Vec2<double> a, Vec2<double> b, Vec2<double> p) {
  for (double c : {a.x, a.y, b.x, b.y, p.x, p.y})
    if (!std::isfinite(c)) return PointSide::invalid_input;
  const int s = cross_sign(b, a, p, a, point_side_stats());
  return s > 0 ? PointSide::left : (s < 0 ? PointSide::right : PointSide::collinear);
}

}  // namespace cc::oracle
