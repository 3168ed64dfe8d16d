#pragma once
// Exact oracle for kernels/swept_circle_circle.h, with the same conventions
// (touching is a hit, c <= 0 is a hit at t = 0, point B(t) + B.r n, normal from
// B toward A, (1, 0) for coincident centers at t = 0, D0 / |D0| for two point
// circles, invalid_input for NaN, infinities and negative radii).
//
// Formulated independently of the robust kernel: the quadratic
// q(t) = a t^2 + b t + c in rationals, its roots as RootNumbers (quadratic_roots),
// and the first root compared exactly with 0 and 1. A cheap filter in front
// decides the common cases from sign conditions evaluated in doubles with a
// running error bound; anything it cannot certify goes to the rationals.

#include <cmath>
#include <optional>

#include "../kernels/swept_circle_circle.h"
#include "bounded.h"
#include "filter.h"
#include "number.h"
#include "sqrt_extension.h"

namespace cc::oracle {

/// Filter statistics of the swept_circle_circle oracle (process-wide).
inline FilterStats& swept_circle_circle_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// The exact decision: kind, and whether the hit is a start overlap (c <= 0).
struct SweptCircleCircleDecision {
  SweepKind kind = SweepKind::miss;
  bool start_overlap = false;

  friend bool operator==(const SweptCircleCircleDecision&, const SweptCircleCircleDecision&) = default;
};

/// The exact answer: the decision, and on a hit the first contact time t*, the
/// contact point and the unit normal, all as a + b sqrt(d). The quadratic's
/// coefficients are kept for properties that evaluate the gap at other times.
struct SweptCircleCircleExact {
  SweptCircleCircleDecision decision;
  RootNumber t;
  RootNumber px, py;
  RootNumber nx, ny;
  Rational qa, qb, qc;  ///< q(t) = |D(t)|^2 - R^2 = qa t^2 + qb t + qc
};

namespace swept_circle_circle_detail {

inline bool valid(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  const double v[10] = {A.c0.x, A.c0.y, A.c1.x, A.c1.y, A.r, B.c0.x, B.c0.y, B.c1.x, B.c1.y, B.r};
  for (double x : v)
    if (!std::isfinite(x)) return false;
  return A.r >= 0 && B.r >= 0;
}

struct Exact {
  Rational d0x, d0y, vx, vy, r, a, b, c;
};

inline Exact quantities(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  Exact e;
  e.d0x = exact(A.c0.x) - exact(B.c0.x);
  e.d0y = exact(A.c0.y) - exact(B.c0.y);
  e.vx = (exact(A.c1.x) - exact(A.c0.x)) - (exact(B.c1.x) - exact(B.c0.x));
  e.vy = (exact(A.c1.y) - exact(A.c0.y)) - (exact(B.c1.y) - exact(B.c0.y));
  e.r = exact(A.r) + exact(B.r);
  e.a = e.vx * e.vx + e.vy * e.vy;
  e.b = 2 * (e.d0x * e.vx + e.d0y * e.vy);
  e.c = e.d0x * e.d0x + e.d0y * e.d0y - e.r * e.r;
  return e;
}

inline SweptCircleCircleDecision decide_exact(const Exact& e, RootNumber* first_root) {
  if (e.c.sign() <= 0) {
    if (first_root) *first_root = RootNumber(Rational(0));
    return {SweepKind::hit, true};
  }
  if (e.a.sign() == 0) return {};
  if (Rational(e.b * e.b - 4 * e.a * e.c).sign() < 0) return {};
  const RootNumber lo = quadratic_roots(e.a, e.b, e.c).lo;
  if (sign(lo) < 0 || compare(lo, RootNumber(Rational(1))) > 0) return {};
  if (first_root) *first_root = lo;
  return {SweepKind::hit, false};
}

// The filter: the same decision from sign conditions. With c > 0 and V != 0:
// hit iff q(1) <= 0, or else b < 0, q'(1) > 0 and b^2 - 4ac >= 0.
// Returns false when a sign it needs is uncertain.
inline bool decide_filtered(const MovingCircle<double>& A, const MovingCircle<double>& B,
                            SweptCircleCircleDecision& out) {
  auto in = [](double x) { return Bounded{x, 0}; };
  const Bounded d0x = in(A.c0.x) - in(B.c0.x), d0y = in(A.c0.y) - in(B.c0.y);
  const Bounded d1x = in(A.c1.x) - in(B.c1.x), d1y = in(A.c1.y) - in(B.c1.y);
  const Bounded vx = (in(A.c1.x) - in(A.c0.x)) - (in(B.c1.x) - in(B.c0.x));
  const Bounded vy = (in(A.c1.y) - in(A.c0.y)) - (in(B.c1.y) - in(B.c0.y));
  const Bounded r = in(A.r) + in(B.r);
  const int c = certain(d0x * d0x + d0y * d0y - r * r);
  if (c == 2) return false;
  if (c < 0) {
    out = {SweepKind::hit, true};
    return true;
  }
  if (certain(vx) == 2 && certain(vy) == 2) return false;  // V may be zero
  const int q1 = certain(d1x * d1x + d1y * d1y - r * r);
  if (q1 == 2) return false;
  if (q1 < 0) {
    out = {SweepKind::hit, false};
    return true;
  }
  const Bounded b = Bounded{2, 0} * (d0x * vx + d0y * vy);
  const int sb = certain(b), s1 = certain(d1x * vx + d1y * vy);
  if (sb == 1 || s1 == -1) {
    out = {};
    return true;
  }
  if (sb == 2 || s1 == 2) return false;
  const Bounded a = vx * vx + vy * vy;
  const Bounded cc = d0x * d0x + d0y * d0y - r * r;
  const int disc = certain(b * b - Bounded{4, 0} * a * cc);
  if (disc == 2) return false;
  out = disc > 0 ? SweptCircleCircleDecision{SweepKind::hit, false} : SweptCircleCircleDecision{};
  return true;
}

}  // namespace swept_circle_circle_detail

/// The exact decision, behind the filter (counted in swept_circle_circle_stats).
inline SweptCircleCircleDecision swept_circle_circle_decision(const MovingCircle<double>& A,
                                                              const MovingCircle<double>& B) {
  if (!swept_circle_circle_detail::valid(A, B)) return {SweepKind::invalid_input, false};
  auto& stats = swept_circle_circle_stats();
  ++stats.decisions;
  // An overflow inside the filter leaves a bound infinite or NaN, and the sign uncertain (bounded.h).
  SweptCircleCircleDecision out;
  if (filtering() && swept_circle_circle_detail::decide_filtered(A, B, out))
    return out;
  ++stats.exact;
  return swept_circle_circle_detail::decide_exact(swept_circle_circle_detail::quantities(A, B), nullptr);
}

/// Everything exactly, in rationals (no filter).
inline SweptCircleCircleExact swept_circle_circle_exact(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  SweptCircleCircleExact x;
  if (!swept_circle_circle_detail::valid(A, B)) {
    x.decision = {SweepKind::invalid_input, false};
    return x;
  }
  const auto e = swept_circle_circle_detail::quantities(A, B);
  x.qa = e.a;
  x.qb = e.b;
  x.qc = e.c;
  x.decision = swept_circle_circle_detail::decide_exact(e, &x.t);
  if (x.decision.kind != SweepKind::hit) return x;
  const Rational b0x = exact(B.c0.x), b0y = exact(B.c0.y), rb = exact(B.r);
  const Rational mbx = exact(B.c1.x) - b0x, mby = exact(B.c1.y) - b0y;
  // B's center at t*, and the relative center D(t*) = D0 + t* V.
  const RootNumber bx = RootNumber(b0x) + mbx * x.t, by = RootNumber(b0y) + mby * x.t;
  const Rational len2 = e.d0x * e.d0x + e.d0y * e.d0y;
  if (x.decision.start_overlap || e.r.sign() == 0) {
    if (len2.sign() == 0) {  // coincident centers at t = 0
      x.nx = RootNumber(Rational(1));
      x.ny = RootNumber(Rational(0));
    } else {  // D0 / |D0| = (D0 / |D0|^2) sqrt(|D0|^2)
      x.nx = RootNumber(Rational(0), Rational(e.d0x / len2), len2);
      x.ny = RootNumber(Rational(0), Rational(e.d0y / len2), len2);
    }
    // t* is rational here (0, or the double root of two point circles), so B(t*)
    // is its rational part.
    x.px = RootNumber(bx.a) + rb * x.nx;
    x.py = RootNumber(by.a) + rb * x.ny;
    return x;
  }
  const RootNumber dx = RootNumber(e.d0x) + e.vx * x.t, dy = RootNumber(e.d0y) + e.vy * x.t;
  const Rational inv_r = Rational(1) / e.r;
  x.nx = inv_r * dx;
  x.ny = inv_r * dy;
  x.px = bx + rb * x.nx;
  x.py = by + rb * x.ny;
  return x;
}

/// The first time in [0, 1] at which the circles touch with their radius sum
/// R grown by `offset` (shrunk when negative), exactly; nullopt when they never
/// do. For band contracts: the grown and shrunk shapes' first contacts.
inline std::optional<RootNumber> swept_circle_circle_first_contact(const MovingCircle<double>& A,
                                                                   const MovingCircle<double>& B,
                                                                   const Rational& offset) {
  auto e = swept_circle_circle_detail::quantities(A, B);
  e.r += offset;
  if (e.r.sign() < 0) return std::nullopt;
  e.c = e.d0x * e.d0x + e.d0y * e.d0y - e.r * e.r;
  RootNumber t;
  if (swept_circle_circle_detail::decide_exact(e, &t).kind != SweepKind::hit) return std::nullopt;
  return t;
}

/// The sign of (min over t in [0, 1] of |D(t)| - (R + offset)), D(t) the
/// relative center: the separation of the whole sweep against an offset.
inline int swept_circle_circle_separation_sign(const MovingCircle<double>& A, const MovingCircle<double>& B,
                                               const Rational& offset) {
  const auto e = swept_circle_circle_detail::quantities(A, B);
  const Rational reach = e.r + offset;
  if (reach.sign() < 0) return 1;
  // |D(t)|^2 = a t^2 + b t + |D0|^2 is least at t = -b / 2a, clamped to [0, 1].
  const Rational d0 = e.d0x * e.d0x + e.d0y * e.d0y;
  Rational t = 0;
  if (e.a.sign() > 0) {
    t = -e.b / (2 * e.a);
    if (t < 0) t = 0;
    if (t > 1) t = 1;
  }
  const Rational least = (e.a * t + e.b) * t + d0;
  return sign(Rational(least - reach * reach));
}

}  // namespace cc::oracle
