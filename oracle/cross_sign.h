#pragma once
// The oracle's one predicate: the exact sign of
//   cross(p - q, r - s) = (p.x - q.x) (r.y - s.y) - (p.y - q.y) (r.x - s.x)
// for double inputs, behind a static filter.
//
// Filter: evaluated in doubles, the error is at most (3 + 16 eps) eps times
// |(p.x - q.x)(r.y - s.y)| + |(p.y - q.y)(r.x - s.x)| (Shewchuk 1997,
// doi:10.1007/PL00009321, the orient2d stage-A bound, whose derivation does not
// use the shared point of orient2d). It holds without overflow (an overflow
// leaves det infinite or NaN, which is never trusted) and with that sum above
// 2^-900, where any underflow is absorbed by the bound's 16 eps^2 term. Where
// it cannot decide, a second stage proves every difference, product and the
// final difference exact (exact_in_doubles.h) and takes det's sign, zero
// included; otherwise the rationals decide.

#include <cmath>

#include "../kernels/vec2.h"
#include "exact_in_doubles.h"
#include "filter.h"
#include "number.h"

namespace cc::oracle {

inline int cross_sign_exact(Vec2<double> p, Vec2<double> q, Vec2<double> r, Vec2<double> s) {
  const Rational lhs = (exact(p.x) - exact(q.x)) * (exact(r.y) - exact(s.y));
  const Rational rhs = (exact(p.y) - exact(q.y)) * (exact(r.x) - exact(s.x));
  return sign(Rational(lhs - rhs));
}

inline int cross_sign(Vec2<double> p, Vec2<double> q, Vec2<double> r, Vec2<double> s,
                      FilterStats& stats) {
  ++stats.decisions;
  if (filtering()) {
    constexpr double eps = 0x1p-53;
    constexpr double bound_factor = (3.0 + 16.0 * eps) * eps;
    const double ax = p.x - q.x, ay = p.y - q.y, bx = r.x - s.x, by = r.y - s.y;
    const double l = ax * by;
    const double rr = ay * bx;
    const double det = l - rr;
    const double sum = std::fabs(l) + std::fabs(rr);
    if (std::isfinite(det)) {
      if (sum >= 0x1p-900 && std::fabs(det) > bound_factor * sum) return det > 0.0 ? 1 : -1;
      // Grids and collinear points: every operation exact, det is the value.
      if (sum_is_exact(p.x, -q.x, ax) && sum_is_exact(p.y, -q.y, ay) && sum_is_exact(r.x, -s.x, bx) &&
          sum_is_exact(r.y, -s.y, by) && product_is_exact(ax, by, l) && product_is_exact(ay, bx, rr) &&
          sum_is_exact(l, -rr, det))
        return (det > 0) - (det < 0);
    }
  }
  ++stats.exact;
  return cross_sign_exact(p, q, r, s);
}

}  // namespace cc::oracle
