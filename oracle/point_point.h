#pragma once
// The exact oracle of point_point (kernels/point_point.h): P and Q collide iff
// |P.x - Q.x| <= tol and |P.y - Q.y| <= tol on the exact values, for finite
// inputs and a finite tol >= 0. Each |a - b| <= tol is decided as the pair
// a - b - tol <= 0 and b - a - tol <= 0, signs of sums (linear_sign.h).

#include "../kernels/point_point.h"
#include "linear_sign.h"

namespace cc::oracle {

inline FilterStats& point_point_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// Requires finite coordinates and a finite tolerance >= 0.
inline bool point_point_collide(Vec2<double> p, Vec2<double> q, double tolerance) {
  auto within = [&](double a, double b) {
    return sign_of_sum_minus(a, -b, tolerance, point_point_stats()) <= 0 &&
           sign_of_sum_minus(b, -a, tolerance, point_point_stats()) <= 0;
  };
  return within(p.x, q.x) && within(p.y, q.y);
}

}  // namespace cc::oracle
