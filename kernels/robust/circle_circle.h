#pragma once
// circle_circle: the robust kernel (namespace cc::robust) and what it promises,
// as data (CircleCircleBounds). The conventions and result types are in
// ../circle_circle.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../circle_circle.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../detail/big_dyadic.h"
#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../circle_circle.h"

namespace cc {
namespace robust {

/// What robust::circle_circle promises: decisions only, no values.
template <class T>
struct CircleCircleBounds;
template <>
struct CircleCircleBounds<double> {
  // Decisions only, exact for every finite input: nothing to bound.
};
template <>
struct CircleCircleBounds<float> {
  // Decisions only, exact for every finite input: nothing to bound.
};

namespace circle_circle_detail {

/// The exact sign of (r1 + r2)^2 - (x1 - x2)^2 - (y1 - y2)^2 for doubles in the
/// scaled frame of detail/orient2d.h (magnitudes at most 2^501, nonzero ones
/// at least 2^-401): each difference or sum is split exactly into hi + lo
/// (two_sum), each square hi^2 + 2 hi lo + lo^2 into exact products
/// (two_product, whose error terms cannot underflow in that frame), and the
/// eighteen terms are summed exactly into an expansion.
inline int sign_radius_sum_minus_distance_exact(double x1, double y1, double r1, double x2, double y2, double r2) {
  detail::Expansion<24> e;
  const auto add_square = [&e](double hi, double lo, double sign) {
    double p, q;
    detail::two_product(hi, hi, p, q);
    e.add(sign * p);
    e.add(sign * q);
    detail::two_product(hi, lo, p, q);
    e.add(sign * 2 * p);
    e.add(sign * 2 * q);
    detail::two_product(lo, lo, p, q);
    e.add(sign * p);
    e.add(sign * q);
  };
  double hi, lo;
  detail::two_sum(r1, r2, hi, lo);
  add_square(hi, lo, 1.0);
  detail::two_diff(x1, x2, hi, lo);
  add_square(hi, lo, -1.0);
  detail::two_diff(y1, y2, hi, lo);
  add_square(hi, lo, -1.0);
  return e.sign();
}

/// sign((r1 + r2)^2 - |c1 - c2|^2), exact for every finite input: a filter,
/// then expansions in the scaled frame, then exact dyadic numbers for inputs
/// the frame cannot hold (a nonzero one more than 2^900 times smaller than the
/// largest).
///
/// Filter: with dx, dy, s the rounded differences and sum, D = dx^2 + dy^2 and
/// R = s^2 rounded, fl(R - D) differs from the exact value by at most
/// 3u R + 4u D + u |R - D| + O(u^2)(R + D) <= 5.01u (R + D), u = 2^-53, so
/// |fl(R - D)| > 8u fl(R + D) decides; inputs at most 2^500 cannot overflow,
/// and R + D >= 2^-900 keeps underflowed products far below the bound.
inline int sign_radius_sum_minus_distance(Vec2<double> c1, double r1, Vec2<double> c2, double r2) {
  const double m = std::max({std::fabs(c1.x), std::fabs(c1.y), std::fabs(r1), std::fabs(c2.x), std::fabs(c2.y),
                             std::fabs(r2)});
  if (m == 0.0) return 0;
  if (m <= 0x1p+500) {
    const double dx = c1.x - c2.x, dy = c1.y - c2.y, s = r1 + r2;
    const double D = dx * dx + dy * dy, R = s * s;
    const double diff = R - D, sum = R + D;
    if (sum >= 0x1p-900 && std::fabs(diff) > 8 * 0x1p-53 * sum) return diff > 0 ? 1 : -1;
  }
  const int k = detail::scale_exponent(m);
  const auto sc = [k](double v) { return std::ldexp(v, k); };
  const double s[6] = {sc(c1.x), sc(c1.y), sc(r1), sc(c2.x), sc(c2.y), sc(r2)};
  const double in[6] = {c1.x, c1.y, r1, c2.x, c2.y, r2};
  bool in_frame = true;  // every nonzero input at least 2^-401 in the frame (not flushed to zero)
  for (int i = 0; i < 6; ++i) in_frame = in_frame && (in[i] == 0.0 || std::fabs(s[i]) >= 0x1p-401);
  if (in_frame) return sign_radius_sum_minus_distance_exact(s[0], s[1], s[2], s[3], s[4], s[5]);
  // A nonzero input more than 2^900 times smaller than the largest: exact dyadic numbers.
  using detail::BigDyadic;
  const BigDyadic dx = BigDyadic(c1.x) - BigDyadic(c2.x), dy = BigDyadic(c1.y) - BigDyadic(c2.y);
  const BigDyadic rs = BigDyadic(r1) + BigDyadic(r2);
  return (rs * rs - dx * dx - dy * dy).sign();
}

}  // namespace circle_circle_detail

/// Exact classification of the convention above, for every finite input (f32
/// widened to double exactly).
template <class T>
CircleCircleContact circle_circle(const Circle<T>& a, const Circle<T>& b) {
  const double v[6] = {a.c.x, a.c.y, a.r, b.c.x, b.c.y, b.r};
  for (double x : v)
    if (!std::isfinite(x)) return CircleCircleContact::invalid_input;
  if (a.r < 0 || b.r < 0) return CircleCircleContact::invalid_input;
  const int s = circle_circle_detail::sign_radius_sum_minus_distance({v[0], v[1]}, v[2], {v[3], v[4]}, v[5]);
  if (s > 0) return CircleCircleContact::overlapping;
  if (s == 0) return CircleCircleContact::touching;
  return CircleCircleContact::none;
}

}  // namespace robust
}  // namespace cc
