#pragma once
// The exact oracle of circle_circle (kernels/circle_circle.h) and the exact
// evaluation of each seed variant's own rule, on rationals:
// D = |A.c - B.c|^2, R = (A.r + B.r)^2.

#include <algorithm>
#include <cmath>

#include "../kernels/circle_circle.h"
#include "filter.h"
#include "number.h"

namespace cc::oracle {

inline FilterStats& circle_circle_stats() {
  thread_local FilterStats stats;
  return stats;
}

struct SquaredDistances {
  Rational D;  ///< squared center distance
  Rational R;  ///< squared radius sum
};

inline SquaredDistances squared_distances(const Circle<double>& a, const Circle<double>& b) {
  const Rational dx = exact(a.c.x) - exact(b.c.x), dy = exact(a.c.y) - exact(b.c.y), s = exact(a.r) + exact(b.r);
  return {Rational(dx * dx + dy * dy), Rational(s * s)};
}

inline CircleCircleContact classify(int sign_r_minus_d) {
  if (sign_r_minus_d > 0) return CircleCircleContact::overlapping;
  if (sign_r_minus_d == 0) return CircleCircleContact::touching;
  return CircleCircleContact::none;
}

/// The geometric truth for finite inputs with nonnegative radii. Filter: in
/// doubles, |fl(R - D) - (R - D)| <= 5.01u (R + D) (rounded difference, sum and
/// squares; no overflow below 2^500, underflow negligible above R + D = 2^-900);
/// decided when |fl(R - D)| > 16u fl(R + D), else by rationals.
inline CircleCircleContact circle_circle_kind(const Circle<double>& a, const Circle<double>& b) {
  FilterStats& stats = circle_circle_stats();
  ++stats.decisions;
  const double m = max_magnitude({a.c.x, a.c.y, a.r, b.c.x, b.c.y, b.r});
  if (filtering() && m <= 0x1p+500) {
    const double dx = a.c.x - b.c.x, dy = a.c.y - b.c.y, s = a.r + b.r;
    const double D = dx * dx + dy * dy, R = s * s;
    if (R + D >= 0x1p-900 && std::fabs(R - D) > 16 * 0x1p-53 * (R + D)) return classify(R - D > 0 ? 1 : -1);
  }
  ++stats.exact;
  const auto q = squared_distances(a, b);
  return classify(sign(Rational(q.R - q.D)));
}

/// seed001's rule on exact values: collided (overlapping) iff sqrt(D) < A.r + B.r,
/// which for nonnegative radii is D < R; otherwise none.
inline CircleCircleContact seed001_rule_exact(const Circle<double>& a, const Circle<double>& b) {
  const auto q = squared_distances(a, b);
  return q.D < q.R ? CircleCircleContact::overlapping : CircleCircleContact::none;
}

/// seed004's rule on exact values, with TOUCH_DISTANCE the double it is written
/// as (or the float nearest it for the float variant): touching iff
/// -T < R - D < T, else overlapping iff R > D, else none.
inline CircleCircleContact seed004_rule_exact(const Circle<double>& a, const Circle<double>& b,
                                              double touch_distance) {
  const auto q = squared_distances(a, b);
  const Rational diff = q.R - q.D, t = exact(touch_distance);
  if (-t < diff && diff < t) return CircleCircleContact::touching;
  if (q.R > q.D) return CircleCircleContact::overlapping;
  return CircleCircleContact::none;
}

}  // namespace cc::oracle
