#pragma once
// swept_circle_line: when does a moving circle first touch a static line?
//
// The circle (A) has radius r; its center moves linearly from C0 (t = 0) to C1
// (t = 1). The line (B) is the infinite line through P1 and P2. Results follow
// kernels/sweep.h: t is the first time in [0, 1] at which the circle touches the
// line, `point` the contact point on the line at time t, `normal` the unit
// normal of the line pointing from the line toward the circle's center.
//
// Variants, side by side:
//   seed002  the one-sided prediction of 002_8da84774eab6982e.txt
//            §Predicting collisions between a circle and a line, with the
//            distance of §Shortest distance between a line and a circle,
//            transcribed as written;
//   robust   two-sided, exact decisions, t a certified lower bound of t*.
//
// Conventions of the robust variant:
//   - touching counts: a circle at distance exactly r is in contact;
//   - the normal of the line is N = (-(P2 - P1).y, (P2 - P1).x) / |P2 - P1|,
//     the "right-hand normal" of 002's comments (James: "right norma: rx = -dy,
//     ry = dx"; Aaron Steed: "line.rx is the right hand normal of the line"),
//     which is the left-hand one in a y-up frame; sigma = +1 when C0 lies on
//     N's side or on the line, -1 otherwise; the reported normal is sigma N;
//   - start overlap (distance of C0 to the line <= r, touching included): hit at
//     t = 0, point = the foot of the perpendicular from C0 on the line, normal
//     sigma N (N itself when C0 lies exactly on the line);
//   - motion parallel to the line, or no motion: a miss unless start overlap;
//   - P1 == P2 (no line through one point is singled out): invalid_input, as
//     are NaN, infinities and r < 0 (r == 0 is a moving point).

#include <algorithm>
#include <cmath>
#include <limits>

#include "detail/expansion.h"
#include "detail/orient2d.h"
#include "sweep.h"
#include "vec2.h"

namespace cc {

namespace seed002 {

/// 002 §Shortest distance between a line and a circle and §Predicting collisions
/// between a circle and a line: N the right-hand unit normal of P1 -> P2 (the one
/// the article's commenters use), d1 = (C0 - P1) . N, d2 = (C1 - P1) . N,
/// t = (r - d1) / (d2 - d1), a collision iff 0 <= t <= 1; the center at that
/// time is C0 + t (C1 - C0) ("take the vector between C1 and C2, multiply it by
/// t and add it to C1"). The article stops at the center; the contact point is
/// reported as that center minus r N (the circle touches the line at distance r
/// along -N), the normal as N. One-sided by construction: only approaches from
/// N's side are predicted, a circle already overlapping at t = 0 is missed or
/// reported late, motion parallel to the line divides by d2 - d1 == 0, and a
/// zero-length line normalizes by 0.
template <class T>
SweepResult<T> swept_circle_line(Vec2<T> C0, Vec2<T> C1, T r, Vec2<T> P1, Vec2<T> P2) {
  const T vx = P2.x - P1.x;
  const T vy = P2.y - P1.y;
  const T length = std::sqrt(vx * vx + vy * vy);
  const Vec2<T> N{-(vy / length), vx / length};
  const T d1 = (C0.x - P1.x) * N.x + (C0.y - P1.y) * N.y;
  const T d2 = (C1.x - P1.x) * N.x + (C1.y - P1.y) * N.y;
  const T t = (r - d1) / (d2 - d1);
  if (!(t >= 0 && t <= 1)) return {};
  const Vec2<T> center = C0 + t * (C1 - C0);
  return {SweepKind::hit, t, center - r * N, N};
}

}  // namespace seed002

namespace robust {

namespace detail_scl {

using detail::Expansion;

/// Decisions are exact when the nonzero input magnitudes (coordinates and r)
/// span at most 2^kSpanExponent. Derivation: the query is scaled by a power of
/// two so that the largest magnitude lies in [2^250, 2^251). Every scaled
/// input is then below 2^251, every difference below 2^252, every orientation
/// k below 2^505, k^2 and r^2 |L|^2 below 2^1010: no overflow. A nonzero input
/// of at least 2^(250 - 440) is a multiple of g = 2^(198 - 440), so differences
/// are multiples of g, k and |L|^2 of g^2, k^2 and r^2 |L|^2 of g^4 = 2^-968:
/// every nonzero product formed has exponent >= -968 (expansion.h's
/// precondition, -969), and every nonzero value below is normal.
inline constexpr int kSpanExponent = 440;
inline constexpr int kFrameTop = 251;

/// True when every input is finite and the nonzero magnitudes span at most
/// 2^kSpanExponent (every float input qualifies: floats span 2^277).
template <std::size_t N>
bool in_exact_domain(const double (&values)[N]) {
  double hi = 0.0, lo = INFINITY;
  for (double v : values) {
    if (!std::isfinite(v)) return false;
    const double m = std::fabs(v);
    if (m == 0.0) continue;
    hi = std::max(hi, m);
    lo = std::min(lo, m);
  }
  return hi == 0.0 || hi <= std::ldexp(lo, kSpanExponent);
}

/// 1 - 10 u, exactly representable: the factor that turns the rounded quotient
/// into a lower bound of t* (see first_contact_time).
inline constexpr double kShrink = 1.0 - 10.0 * 0x1p-53;

/// t* = (|k0| - R) / (sigma (k0 - k1)), R = r |L|, evaluated without
/// cancellation as D0 / ((|k0| + R) Den) with D0 = k0^2 - r^2 |L|^2 and
/// Den = sigma (k0 - k1) exact expansions (both > 0 here).
///
/// Error, first order in u = 2^-53 (every quantity normal in the scaled frame,
/// see kSpanExponent): the approximations of D0, |k0|, |L|^2 and Den carry at
/// most u (1 + 2^-49) each (Expansion::approximate); R = r sqrt(|L|^2) carries
/// u/2 + u + u = 2.5 u; |k0| + R (both >= 0) 2.5 u + u = 3.5 u; the product
/// with Den 3.5 u + u + u = 5.5 u; the quotient q 5.5 u + u + u = 7.5 u, so
/// q = t* (1 + theta), |theta| <= 7.6 u. Then t = fl(q (1 - 10 u)) lies in
/// [t* (1 - 18.6 u), t* (1 - 1.4 u)]: t <= t* and t* - t <= 19 u t*.
/// Only q and t can underflow, by eta / 2 = 2^-1075 each: below 2^-1021, where
/// the spacing is eta, 2 eta is subtracted exactly, which restores t <= t* at
/// the cost of 3 eta in the lower bound. With u t* < ulp(t*):
///   t* - 19 u t* - 3 eta <= t <= t*   (at most 22 ulps of t* below it).
template <std::size_t A, std::size_t B, std::size_t C>
double first_contact_time(const Expansion<A>& d0, const Expansion<B>& k0, const Expansion<B>& k1,
                          const Expansion<C>& l2, double r, int sigma) {
  const double a = std::fabs(k0.approximate());
  const double R = r * std::sqrt(l2.approximate());
  double den = detail::sum(k0, detail::negated(k1)).approximate();
  if (sigma < 0) den = -den;
  const double q = d0.approximate() / ((a + R) * den);
  double t = q * kShrink;
  if (t < 0x1p-1021) t = std::max(0.0, t - 0x1p-1073);
  return std::min(t, 1.0);
}

}  // namespace detail_scl

/// Exact decisions: start overlap, hit or miss are decided on exact signs of
/// k0^2 - r^2 |L|^2 and k1^2 - r^2 |L|^2 (k = orient2d(P1, P2, C), |L| =
/// |P2 - P1|, expansions of kernels/detail/expansion.h) for finite inputs whose
/// nonzero magnitudes span at most 2^440 (detail_scl::in_exact_domain).
///
/// Values, with u = 2^-53, eta = 2^-1074, M the largest input magnitude (r
/// included), for M <= 2^1021:
///   t:      t* - 19 u t* - 3 eta <= t <= t* (derivation at first_contact_time);
///   normal: each component within 6 u of sigma N, so |normal| within 6 u of 1
///           (lx = fl(Lx) and ly carry u, lx^2 + ly^2 rounded twice 4 u, the
///           square root 2 u + u, the quotient u: 5 u per component);
///   point:  each coordinate within 52 u M + eta of the exact contact point
///           C(t*) - sigma r N (start overlap: of the exact foot of C0). The
///           time error moves the center by up to 19 u t* |C1 - C0| <= 38 u M;
///           C(t) = C0 + t (C1 - C0) rounds three times, 5 u M; r normal carries
///           6 u r; the final difference, of magnitude <= 2 M, u 2 M; eta for
///           the scaling back, which can underflow.
inline SweepResult<double> swept_circle_line(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1,
                                             Vec2<double> P2) {
  using namespace detail_scl;
  const double v[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  double max_abs = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return {SweepKind::invalid_input, {}, {}, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (r < 0 || P1 == P2) return {SweepKind::invalid_input, {}, {}, {}};

  // The scaled frame of kSpanExponent's derivation.
  int e;
  std::frexp(max_abs, &e);
  const int s = kFrameTop - e;
  auto sc = [s](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, s), std::ldexp(p.y, s)}; };
  const Vec2<double> c0 = sc(C0), c1 = sc(C1), p1 = sc(P1), p2 = sc(P2);
  const double rs = std::ldexp(r, s);

  const Expansion<16> k0 = detail::compressed(detail::orient2d_expansion(p1, p2, c0));
  const Expansion<16> k1 = detail::compressed(detail::orient2d_expansion(p1, p2, c1));
  const Expansion<2> lx = detail::difference(p2.x, p1.x), ly = detail::difference(p2.y, p1.y);
  const Expansion<16> l2 = detail::compressed(detail::sum(detail::product(lx, lx), detail::product(ly, ly)));
  const Expansion<64> r2l2 = detail::compressed(detail::scaled(detail::scaled(l2, rs), rs));
  const auto d0 = detail::sum(detail::product(k0, k0), detail::negated(r2l2));

  const bool start_overlap = d0.sign() <= 0;
  const int sigma = k0.sign() < 0 ? -1 : 1;
  if (!start_overlap) {
    // Hit iff sigma k1 <= r |L|: certain when k1 is on the line or beyond it.
    if (sigma * k1.sign() > 0 && detail::sum(detail::product(k1, k1), detail::negated(r2l2)).sign() > 0) return {};
  }

  // Unit normal sigma N from the rounded direction (error at the header above).
  const double dx = p2.x - p1.x, dy = p2.y - p1.y;
  const double h = std::sqrt(dx * dx + dy * dy);
  const Vec2<double> n{sigma * (-dy / h), sigma * (dx / h)};

  SweepResult<double> out{SweepKind::hit, 0.0, {}, n};
  Vec2<double> x;
  if (start_overlap) {
    // Foot of the perpendicular: C0 - (k0 / |L|^2) (-Ly, Lx).
    const double f = k0.approximate() / l2.approximate();
    x = {c0.x - f * -dy, c0.y - f * dx};
  } else {
    out.t = first_contact_time(d0, k0, k1, l2, rs, sigma);
    const Vec2<double> center = c0 + out.t * (c1 - c0);
    x = center - rs * n;
  }
  out.point = {std::ldexp(x.x, -s), std::ldexp(x.y, -s)};
  return out;
}

/// The float variant runs the double algorithm on the exactly widened inputs
/// (always inside its exact domain) and rounds once: t toward zero, so that
/// t <= t* still holds and t* - t <= 3 u t* + 2 eta (u = 2^-24, eta = 2^-149:
/// one float ulp, at most 2 u t* or eta, plus the double error); normal
/// components within 2^-24 (1 + 6 * 2^-53) + 6 * 2^-53 <= 2^-24 + 7 * 2^-53 of
/// sigma N; point coordinates within
/// (2^-23 + 52 * 2^-53) M + 2^-149 (M <= 2^125).
inline SweepResult<float> swept_circle_line(Vec2<float> C0, Vec2<float> C1, float r, Vec2<float> P1,
                                            Vec2<float> P2) {
  auto widen = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  const auto d = swept_circle_line(widen(C0), widen(C1), static_cast<double>(r), widen(P1), widen(P2));
  float t = static_cast<float>(d.t);
  if (static_cast<double>(t) > d.t) t = std::nextafter(t, 0.0f);
  return {d.kind, t, narrow(d.point), narrow(d.normal)};
}

}  // namespace robust
}  // namespace cc
