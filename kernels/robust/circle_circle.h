#pragma once
// circle_circle: the robust kernel (namespace cc::robust) and what it promises,
// as data (CircleCircleBounds). The conventions and result types are in
// ../circle_circle.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../circle_circle.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>

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
  /// Decisions exact when nonzero magnitudes span at most 2^this (0: every finite input): detail::in_exact_domain,
  /// the exact sign of (r1 + r2)^2 - |c1 - c2|^2 (circle_circle_detail::sign_radius_sum_minus_distance).
  static constexpr int decision_span_log2 = 900;
};
template <>
struct CircleCircleBounds<float> {
  /// Floats widen exactly and span at most 2^277: inside the double domain.
  static constexpr int decision_span_log2 = 0;
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

/// sign((r1 + r2)^2 - |c1 - c2|^2), exact for finite inputs whose nonzero
/// magnitudes span at most 2^900 (detail::in_exact_domain).
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
  return sign_radius_sum_minus_distance_exact(sc(c1.x), sc(c1.y), sc(r1), sc(c2.x), sc(c2.y), sc(r2));
}

}  // namespace circle_circle_detail

/// Exact classification of the convention above. f64: exact for finite inputs
/// whose nonzero magnitudes span at most 2^900; f32: widened to double, exact
/// for every float input (floats span at most 2^277).
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
