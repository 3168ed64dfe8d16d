#pragma once
// Exact oracle for kernels/swept_circle_line.h, with the robust variant's
// conventions (two-sided, touching counts, start overlap gives t = 0 with the
// foot of C0 and sigma N, P1 == P2 or r < 0 or non-finite input is invalid).
//
// Formulated independently of the robust kernel: the signed distance of the
// center to the line, times |L|, is the linear function
//   f(t) = k0 + t (k1 - k0),   k(C) = cross(L, C - P1), L = P2 - P1,
// and the circle touches the line exactly while |f(t)| <= r |L|, an interval
// whose ends are the roots t = (+-r|L| - k0) / (k1 - k0), numbers
// a + b sqrt(|L|^2). The first contact is 0 when |k0| <= r |L|, otherwise the
// smaller root when it lies in [0, 1]; else a miss.

#include <cmath>

#include "../kernels/sweep.h"
#include "filter_stats.h"
#include "number.h"
#include "sqrt_extension.h"

namespace cc::oracle {

/// Filter statistics of the swept_circle_line oracle (process-wide).
inline FilterStats& swept_circle_line_stats() {
  static FilterStats stats;
  return stats;
}

/// The exact first contact. For a hit: t (0 on start overlap), the contact
/// point and the unit normal sigma N as numbers over the radicand |L|^2.
struct SweptCircleLineExact {
  SweepKind kind = SweepKind::miss;
  bool start_overlap = false;
  int side = 1;  ///< sigma: the side of C0, +1 when on the line
  RootNumber t, px, py, nx, ny;
  Rational k0, k1, l2;  ///< orientations of C0, C1 and |L|^2, for properties
};

struct CircleLineQuery {
  Vec2<double> c0, c1;
  double r;
  Vec2<double> p1, p2;
};

namespace swept_circle_line_detail {

inline bool valid(const CircleLineQuery& q) {
  for (double v : {q.c0.x, q.c0.y, q.c1.x, q.c1.y, q.r, q.p1.x, q.p1.y, q.p2.x, q.p2.y})
    if (!std::isfinite(v)) return false;
  return q.r >= 0 && !(q.p1 == q.p2);
}

}  // namespace swept_circle_line_detail

/// The exact answer, in rationals and RootNumbers throughout.
inline SweptCircleLineExact swept_circle_line_exact(const CircleLineQuery& q) {
  SweptCircleLineExact out;
  if (!swept_circle_line_detail::valid(q)) {
    out.kind = SweepKind::invalid_input;
    return out;
  }
  const Rational lx = exact(q.p2.x) - exact(q.p1.x), ly = exact(q.p2.y) - exact(q.p1.y);
  const Rational r = exact(q.r);
  auto k = [&](Vec2<double> c) {
    return Rational(lx * (exact(c.y) - exact(q.p1.y)) - ly * (exact(c.x) - exact(q.p1.x)));
  };
  out.k0 = k(q.c0);
  out.k1 = k(q.c1);
  out.l2 = lx * lx + ly * ly;
  const Rational& k0 = out.k0;
  const Rational& k1 = out.k1;
  const Rational& l2 = out.l2;
  out.side = k0.sign() < 0 ? -1 : 1;
  const Rational sig(out.side);
  // The unit normal sigma N = sigma (-ly, lx) / sqrt(l2) = sigma (-ly, lx) / l2 * sqrt(l2).
  out.nx = RootNumber(Rational(0), Rational(-sig * ly / l2), l2);
  out.ny = RootNumber(Rational(0), Rational(sig * lx / l2), l2);

  // |k0| - r sqrt(l2) <= 0: the circle touches the line at t = 0.
  if (sign(RootNumber(abs(k0), Rational(-r), l2)) <= 0) {
    out.kind = SweepKind::hit;
    out.start_overlap = true;
    out.t = RootNumber(Rational(0));
    const Rational f = k0 / l2;
    out.px = RootNumber(Rational(exact(q.c0.x) + f * ly));
    out.py = RootNumber(Rational(exact(q.c0.y) - f * lx));
    return out;
  }
  const Rational slope = k1 - k0;
  if (slope == 0) return out;  // |f| constant and > r |L|
  const Rational inv = Rational(1) / slope;
  const RootNumber t_plus{Rational(-k0 * inv), Rational(r * inv), l2};
  const RootNumber t_minus{Rational(-k0 * inv), Rational(-r * inv), l2};
  const RootNumber& t = compare(t_plus, t_minus) <= 0 ? t_plus : t_minus;
  if (sign(t) < 0 || compare(t, RootNumber(Rational(1))) > 0) return out;
  out.kind = SweepKind::hit;
  out.t = t;
  // C(t) - sigma r N: the center at t minus r times the unit normal.
  const Rational c0x = exact(q.c0.x), c0y = exact(q.c0.y);
  const Rational mx = exact(q.c1.x) - c0x, my = exact(q.c1.y) - c0y;
  out.px = RootNumber(c0x) + mx * t - r * out.nx;
  out.py = RootNumber(c0y) + my * t - r * out.ny;
  return out;
}

/// The exact kind only, behind a floating-point filter. With every nonzero input
/// magnitude in [2^-200, 2^200] nothing underflows or overflows, and
///   k = lx (cy - p1y) - ly (cx - p1x) in doubles errs by at most
///       (3 u + 16 u^2) (|lx (cy - p1y)| + |ly (cx - p1x)|)
///       (Shewchuk 1997, doi:10.1007/PL00009321, orient2d stage A);
///   R = r sqrt(lx^2 + ly^2) by at most 4.1 u R (the rounded differences 2 u and
///       the sum u of the square, halved by the root, plus the root and the
///       product u each), taken as 5 u of the computed R;
/// so each comparison |k| <=> R is decided in doubles when the two differ by
/// more than both allowances; otherwise by swept_circle_line_exact.
inline SweepKind swept_circle_line_kind(const CircleLineQuery& q) {
  if (!swept_circle_line_detail::valid(q)) return SweepKind::invalid_input;
  FilterStats& stats = swept_circle_line_stats();
  stats.decisions.fetch_add(1, std::memory_order_relaxed);
  bool filterable = true;
  for (double v : {q.c0.x, q.c0.y, q.c1.x, q.c1.y, q.r, q.p1.x, q.p1.y, q.p2.x, q.p2.y}) {
    const double m = std::fabs(v);
    if (m != 0 && (m < 0x1p-200 || m > 0x1p+200)) filterable = false;
  }
  if (filterable) {
    // Small-integer and dyadic inputs: when every operation below is exact (fma
    // and two-sum residuals of zero), k0^2, k1^2 and r^2 |L|^2 are exact doubles
    // and the comparisons decide exactly.
    bool exact_ops = true;
    auto add = [&](double a, double b) {  // Knuth's TwoSum residual
      const double s = a + b, bv = s - a, av = s - bv;
      if ((a - av) + (b - bv) != 0) exact_ops = false;
      return s;
    };
    auto sub = [&](double a, double b) { return add(a, -b); };
    auto mul = [&](double a, double b) {
      const double p = a * b;
      if (std::fma(a, b, -p) != 0) exact_ops = false;
      return p;
    };
    const double ex = sub(q.p2.x, q.p1.x), ey = sub(q.p2.y, q.p1.y);
    auto kx = [&](Vec2<double> c) { return sub(mul(ex, sub(c.y, q.p1.y)), mul(ey, sub(c.x, q.p1.x))); };
    const double ek0 = kx(q.c0), ek1 = kx(q.c1);
    const double r2l2 = mul(mul(q.r, q.r), add(mul(ex, ex), mul(ey, ey)));
    const double k02 = mul(ek0, ek0), k12 = mul(ek1, ek1);
    if (exact_ops && std::isfinite(r2l2) && std::isfinite(k02) && std::isfinite(k12)) {
      if (k02 <= r2l2) return SweepKind::hit;
      const bool beyond = (ek0 > 0) != (ek1 > 0) || ek1 == 0;  // sigma k1 <= 0
      return beyond || k12 <= r2l2 ? SweepKind::hit : SweepKind::miss;
    }
    constexpr double u = 0x1p-53;
    const double lx = q.p2.x - q.p1.x, ly = q.p2.y - q.p1.y;
    const double R = q.r * std::sqrt(lx * lx + ly * ly);
    const double eR = 5 * u * R;
    auto k = [&](Vec2<double> c, double& err) {
      const double a = lx * (c.y - q.p1.y), b = ly * (c.x - q.p1.x);
      err = (3 * u + 16 * u * u) * (std::fabs(a) + std::fabs(b));
      return a - b;
    };
    double e0, e1;
    const double k0 = k(q.c0, e0), k1 = k(q.c1, e1);
    if (std::fabs(k0) + e0 < R - eR) return SweepKind::hit;  // start overlap
    if (std::fabs(k0) - e0 > R + eR) {
      const double sk1 = k0 > 0 ? k1 : -k1;  // sigma k1; hit iff sigma k1 <= R
      if (sk1 + e1 < R - eR) return SweepKind::hit;
      if (sk1 - e1 > R + eR) return SweepKind::miss;
    }
  }
  stats.exact.fetch_add(1, std::memory_order_relaxed);
  return swept_circle_line_exact(q).kind;
}

}  // namespace cc::oracle
