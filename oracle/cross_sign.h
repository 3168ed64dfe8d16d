#pragma once
// The oracle's one predicate: the exact sign of
//   cross(p - q, r - s) = (p.x - q.x) (r.y - s.y) - (p.y - q.y) (r.x - s.x)
// for double inputs, behind a static filter.
//
// Filter: evaluated in doubles, the error is at most (3 + 16 eps) eps times
// |(p.x - q.x)(r.y - s.y)| + |(p.y - q.y)(r.x - s.x)| (Shewchuk 1997,
// doi:10.1007/PL00009321, the orient2d stage-A bound, whose derivation does not
// use the shared point of orient2d). It holds without overflow (inputs at most
// 2^500) and with that sum above 2^-900, where any underflow is absorbed by the
// bound's 16 eps^2 term; otherwise the rationals decide.

#include <cmath>

#include "../kernels/vec2.h"
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
    const double l = (p.x - q.x) * (r.y - s.y);
    const double rr = (p.y - q.y) * (r.x - s.x);
    const double det = l - rr;
    const double sum = std::fabs(l) + std::fabs(rr);
    const double m = max_magnitude({p.x, p.y, q.x, q.y, r.x, r.y, s.x, s.y});
    if (m <= 0x1p+500 && sum >= 0x1p-900 && std::fabs(det) > bound_factor * sum) {
      return det > 0.0 ? 1 : -1;
    }
  }
  ++stats.exact;
  return cross_sign_exact(p, q, r, s);
}

}  // namespace cc::oracle
