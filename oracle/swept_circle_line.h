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

#include <algorithm>
#include <cmath>
#include <optional>

#include "../kernels/sweep.h"
#include "filter.h"
#include "number.h"
#include "sqrt_extension.h"

namespace cc::oracle {

/// Filter statistics of the swept_circle_line oracle (process-wide).
inline FilterStats& swept_circle_line_stats() {
  thread_local FilterStats stats;
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

namespace swept_circle_line_detail {

/// k0 = cross(L, C0 - P1), k1 = cross(L, C1 - P1) and |L|^2, exactly.
struct Orientations {
  Rational k0, k1, l2;
};

inline Orientations orientations(const CircleLineQuery& q) {
  const Rational lx = exact(q.p2.x) - exact(q.p1.x), ly = exact(q.p2.y) - exact(q.p1.y);
  auto k = [&](Vec2<double> c) {
    return Rational(lx * (exact(c.y) - exact(q.p1.y)) - ly * (exact(c.x) - exact(q.p1.x)));
  };
  return {k(q.c0), k(q.c1), Rational(lx * lx + ly * ly)};
}

/// The first t in [0, 1] with |f(t)| <= R |L| (a circle of radius R >= 0
/// touching the line), exactly: 0 when |k0| <= R |L|, otherwise the smaller
/// root of |f(t)| = R |L| when it lies in [0, 1]; nullopt when there is none.
inline std::optional<RootNumber> first_touch(const Orientations& o, const Rational& R) {
  if (sign(RootNumber(abs(o.k0), Rational(-R), o.l2)) <= 0) return RootNumber(Rational(0));
  const Rational slope = o.k1 - o.k0;
  if (slope == 0) return std::nullopt;  // |f| constant and > R |L|
  const Rational inv = Rational(1) / slope;
  const RootNumber t_plus{Rational(-o.k0 * inv), Rational(R * inv), o.l2};
  const RootNumber t_minus{Rational(-o.k0 * inv), Rational(-R * inv), o.l2};
  const RootNumber& t = compare(t_plus, t_minus) <= 0 ? t_plus : t_minus;
  if (sign(t) < 0 || compare(t, RootNumber(Rational(1))) > 0) return std::nullopt;
  return t;
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
  const auto o = swept_circle_line_detail::orientations(q);
  out.k0 = o.k0;
  out.k1 = o.k1;
  out.l2 = o.l2;
  const Rational& l2 = out.l2;
  out.side = o.k0.sign() < 0 ? -1 : 1;
  const Rational sig(out.side);
  // The unit normal sigma N = sigma (-ly, lx) / sqrt(l2) = sigma (-ly, lx) / l2 * sqrt(l2).
  out.nx = RootNumber(Rational(0), Rational(-sig * ly / l2), l2);
  out.ny = RootNumber(Rational(0), Rational(sig * lx / l2), l2);

  const auto t = swept_circle_line_detail::first_touch(o, r);
  if (!t) return out;
  out.kind = SweepKind::hit;
  out.t = *t;
  if (sign(*t) == 0) {
    // |k0| <= r |L| (t = 0 is a root only then): the circle touches the line at t = 0.
    out.start_overlap = true;
    const Rational f = o.k0 / l2;
    out.px = RootNumber(Rational(exact(q.c0.x) + f * ly));
    out.py = RootNumber(Rational(exact(q.c0.y) - f * lx));
    return out;
  }
  // C(t) - sigma r N: the center at t minus r times the unit normal.
  const Rational c0x = exact(q.c0.x), c0y = exact(q.c0.y);
  const Rational mx = exact(q.c1.x) - c0x, my = exact(q.c1.y) - c0y;
  out.px = RootNumber(c0x) + mx * out.t - r * out.nx;
  out.py = RootNumber(c0y) + my * out.t - r * out.ny;
  return out;
}

/// The first time in [0, 1] at which the circle with its radius grown by
/// `offset` (shrunk when negative) touches the line, exactly; nullopt when it
/// never does or the radius r + offset is negative. For band contracts: the
/// grown and shrunk shapes' first contacts. Valid input only.
inline std::optional<RootNumber> swept_circle_line_first_contact(const CircleLineQuery& q, const Rational& offset) {
  const Rational R = exact(q.r) + offset;
  if (R.sign() < 0) return std::nullopt;
  return swept_circle_line_detail::first_touch(swept_circle_line_detail::orientations(q), R);
}

/// The sign of (min over t in [0, 1] of dist(C(t), line) - (r + offset)): the
/// separation of the whole sweep against an offset. dist = |f(t)| / |L| with f
/// linear, so its least value is 0 when f changes sign (or vanishes) over the
/// frame, else min(|k0|, |k1|) / |L|. Valid input only (|L| > 0).
inline int swept_circle_line_separation_sign(const CircleLineQuery& q, const Rational& offset) {
  const auto o = swept_circle_line_detail::orientations(q);
  const Rational least = o.k0.sign() * o.k1.sign() <= 0 ? Rational(0) : std::min(abs(o.k0), abs(o.k1));
  // sign(least / |L| - R) = sign(least - R sqrt(l2)).
  return sign(RootNumber(least, Rational(-(exact(q.r) + offset)), o.l2));
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
  ++stats.decisions;
  bool filterable = filtering();
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
  ++stats.exact;
  return swept_circle_line_exact(q).kind;
}

}  // namespace cc::oracle
