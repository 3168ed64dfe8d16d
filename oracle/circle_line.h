#pragma once
// Exact oracle for kernels/circle_line.h, with the same conventions (the circle's
// boundary against the infinite line through P1, P2; points ordered by u; a
// zero-length line is the point P1; NaN, inf or a negative radius give
// invalid_input).
//
// Formulated as the article states the problem (000 §Circle-line intersection
// test), in rationals, independently of the robust kernel: A u^2 + B u + C0 = 0
// with A = |d|^2, B = 2 d.(P1 - C), C0 = |P1 - C|^2 - r^2, the discriminant
// B^2 - 4 A C0 in rationals, the roots as numbers a + b sqrt(disc)
// (quadratic_roots) and the points P1 + u d with RootNumber coordinates.

#include <array>
#include <cmath>

#include "../kernels/circle_line.h"
#include "filter.h"
#include "number.h"
#include "sqrt_extension.h"

namespace cc::oracle {

/// Filter statistics of the circle_line oracle (process-wide).
inline FilterStats& circle_line_stats() {
  thread_local FilterStats stats;
  return stats;
}

struct RootPoint {
  RootNumber x, y;
};

/// The exact answer: kind, the roots u (lower first) and the points P1 + u d.
struct CircleLineExact {
  CircleCrossing kind = CircleCrossing::none;
  int count = 0;
  std::array<RootNumber, 2> u{};
  std::array<RootPoint, 2> p{};
};

namespace circle_line_detail {

inline bool valid(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  for (double v : {c.x, c.y, r, p1.x, p1.y, p2.x, p2.y})
    if (!std::isfinite(v)) return false;
  return r >= 0.0;
}

/// The rational coefficients of the quadratic in u.
struct Quadratic {
  Rational p1x, p1y, dx, dy, A, B, C0, disc;

  Quadratic(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2)
      : p1x(exact(p1.x)), p1y(exact(p1.y)), dx(exact(p2.x) - p1x), dy(exact(p2.y) - p1y) {
    const Rational wx = p1x - exact(c.x), wy = p1y - exact(c.y), rr = exact(r);
    A = dx * dx + dy * dy;
    B = 2 * (dx * wx + dy * wy);
    C0 = wx * wx + wy * wy - rr * rr;
    disc = B * B - 4 * A * C0;
  }

  RootPoint at(const RootNumber& u) const { return {RootNumber(p1x) + dx * u, RootNumber(p1y) + dy * u}; }
};

}  // namespace circle_line_detail

/// The exact answer, entirely in rationals (no filter): the reference for points.
inline CircleLineExact circle_line_exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  if (!circle_line_detail::valid(c, r, p1, p2)) return {CircleCrossing::invalid_input, 0, {}, {}};
  const circle_line_detail::Quadratic q(c, r, p1, p2);
  CircleLineExact out;
  if (q.A == 0) {  // the point P1: on the circle or not
    if (q.C0 != 0) return out;
    out.kind = CircleCrossing::one_point;
    out.count = 1;
    out.u[0] = RootNumber(Rational(0));
    out.p[0] = q.at(out.u[0]);
    return out;
  }
  const int s = q.disc.sign();
  if (s < 0) return out;
  if (s == 0) {
    out.kind = CircleCrossing::one_point;
    out.count = 1;
    out.u[0] = RootNumber(Rational(-q.B / (2 * q.A)));
    out.p[0] = q.at(out.u[0]);
    return out;
  }
  const QuadraticRoots roots = quadratic_roots(q.A, q.B, q.C0);
  out.kind = CircleCrossing::two_points;
  out.count = 2;
  out.u = {roots.lo, roots.hi};
  out.p = {q.at(roots.lo), q.at(roots.hi)};
  return out;
}

namespace circle_line_detail {

/// The sign of the discriminant B^2 - 4 A C0 behind a static filter. The inputs
/// are first scaled by the power of two that brings the largest to [1, 2), which
/// multiplies the discriminant by a power of two (2^(4s)) and so keeps its sign,
/// when every input survives the scaling exactly; then all magnitudes are at most
/// 2, so that no product overflows.
/// Evaluated in doubles, the expression tree has depth 6 (difference, product,
/// sum, square or product, product, difference; the factors 2 and 4 are exact),
/// so |computed - exact| <= gamma_6 F with gamma_6 = 6u / (1 - 6u) and F the same
/// tree over absolute values (Higham, Accuracy and Stability of Numerical
/// Algorithms, 2nd ed., §3.1 and Lemma 3.1); computing F itself in doubles
/// understates it by at most a factor (1 - u)^6, so 8 u F_computed bounds the
/// error. An underflowing operation adds at most 2^-1074, which the later
/// products (factors below 2^6) amplify to below 2^-1060 each, 2^-1050 in all;
/// requiring F_computed >= 2^-400 keeps that below the margin of 8u over 6.01u.
/// Unscaled, when the largest magnitude m lies in [2^-200, 2^200]: no product
/// overflows (the quartic terms stay below 2^820), and an underflowing
/// operation's error (at most 2^-1074), carried through the later products
/// (factors below 2^406), stays below 2^-660, far below the margin
/// (8u - 6.01u) F >= 2^-452 that F >= 2^-400 leaves; a smaller F, or m outside
/// that range, goes to the scaled frame.
inline int filtered_disc_sign(Vec2<double> c0, double r0, Vec2<double> q1, Vec2<double> q2, FilterStats& stats) {
  ++stats.decisions;
  // The sign where the bound proves it, 2 where it does not.
  const auto decide = [](Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    const double dx = p2.x - p1.x, dy = p2.y - p1.y, wx = p1.x - c.x, wy = p1.y - c.y;
    const double A = dx * dx + dy * dy;
    const double B = 2 * (dx * wx + dy * wy);
    const double C0 = (wx * wx + wy * wy) - r * r;
    const double disc = B * B - 4 * A * C0;
    const double Babs = 2 * (std::fabs(dx * wx) + std::fabs(dy * wy));
    const double Cabs = (wx * wx + wy * wy) + r * r;
    const double F = Babs * Babs + 4 * A * Cabs;
    if (F >= 0x1p-400 && std::fabs(disc) > 0x1p-50 * F) return disc > 0 ? 1 : -1;
    return 2;
  };
  const double m = max_magnitude({c0.x, c0.y, r0, q1.x, q1.y, q2.x, q2.y});
  if (filtering() && m >= 0x1p-200 && m <= 0x1p+200) {
    const int s = decide(c0, r0, q1, q2);
    if (s != 2) return s;
  }
  // Scaling by 2^(1 - e) and back multiplies by powers of two; the filter runs
  // for |e| <= 1000 only, where both are normal.
  const int e = normal_exponent(m);
  bool exact_scaling = m > 0.0 && e >= -1000 && e <= 1000;
  const double down = power_of_two(exact_scaling ? 1 - e : 0), up = power_of_two(exact_scaling ? e - 1 : 0);
  auto s = [&](double v) {
    const double w = v * down;
    exact_scaling = exact_scaling && w * up == v;
    return w;
  };
  const Vec2<double> c{s(c0.x), s(c0.y)}, p1{s(q1.x), s(q1.y)}, p2{s(q2.x), s(q2.y)};
  const double r = s(r0);
  if (filtering() && exact_scaling) {
    const int sign = decide(c, r, p1, p2);
    if (sign != 2) return sign;
  }
  ++stats.exact;
  return circle_line_detail::Quadratic(c0, r0, q1, q2).disc.sign();
}

}  // namespace circle_line_detail

/// The exact count's kind only, deciding the discriminant's sign behind the
/// filter so that generic inputs never reach GMP.
inline CircleCrossing circle_line_kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  if (!circle_line_detail::valid(c, r, p1, p2)) return CircleCrossing::invalid_input;
  if (p1 == p2) return circle_line_exact(c, r, p1, p2).kind;
  const int s = circle_line_detail::filtered_disc_sign(c, r, p1, p2, circle_line_stats());
  return s < 0 ? CircleCrossing::none : (s == 0 ? CircleCrossing::one_point : CircleCrossing::two_points);
}

}  // namespace cc::oracle
