#pragma once
// The exact oracle of point_point (kernels/point_point.h): P and Q collide iff
// |P.x - Q.x| <= tol and |P.y - Q.y| <= tol on the exact values, for finite
// inputs and a finite tol >= 0. Each |a - b| <= tol is decided as the pair
// tol + b >= a and tol + a >= b, signs of sums (linear_sign.h), all four
// comparisons as one filtered decision.

#include "../kernels/point_point.h"
#include "linear_sign.h"

namespace cc::oracle {

inline FilterStats& point_point_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// Requires finite coordinates and a finite tolerance >= 0.
inline bool point_point_collide(Vec2<double> p, Vec2<double> q, double tolerance) {
  // |a - b| <= tol  <=>  tol + b >= a  and  tol + a >= b
  return all_sums_at_least({{tolerance, q.x, p.x}, {tolerance, p.x, q.x}, {tolerance, q.y, p.y}, {tolerance, p.y, q.y}},
                           point_point_stats());
}

}  // namespace cc::oracle
