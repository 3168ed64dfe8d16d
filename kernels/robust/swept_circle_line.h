#pragma once
// swept_circle_line: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptCircleLineBounds). The conventions and result types
// are in ../swept_circle_line.h. Standard library only: a game copies this
// header with ../detail/, ../error_bound.h, ../swept_circle_line.h and the type
// headers those include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../detail/wide_double.h"
#include "../error_bound.h"
#include "../swept_circle_line.h"

namespace cc {
namespace robust {

/// What robust::swept_circle_line promises (derivations at robust::swept_circle_line). `t` is never after the exact
/// first contact t*. `point` holds for M <= point_input_magnitude_at_most. `normal` is per component (normal_norm),
/// and the checker also holds |normal| within that bound of 1 (normal_length).
template <class T>
struct SweptCircleLineBounds;
template <>
struct SweptCircleLineBounds<double> {
  /// t* - 19 u t* - 3 eta <= t <= t* (u = 2^-53, eta = 2^-1074): swept_circle_line_detail::first_contact_time.
  static constexpr ErrorBound t{{{19 * 0x1p-53, Scale::value_magnitude}, {3 * 0x1p-1074, Scale::absolute}},
                               Side::not_above_exact};
  /// 52 u M + eta: time error 38 u M, C(t) 5 u M, r normal 6 u r, final difference 2 u M, eta scaling back.
  static constexpr ErrorBound point{{{52 * 0x1p-53, Scale::input_magnitude}, {0x1p-1074, Scale::absolute}}};
  /// M <= 2^1021 (the kernel states it for every value; the checker applies it to the point only).
  static constexpr double point_input_magnitude_at_most = 0x1p+1021;
  /// 6 u per component of sigma N (5 u derived: lx, ly, their squares' sum, the root, the quotient).
  static constexpr ErrorBound normal{{{6 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::per_coordinate;
  /// | |normal| - 1 | within the normal bound (the checker's unit-length test).
  static constexpr ErrorBound normal_length{{{6 * 0x1p-53, Scale::absolute}}};
};
template <>
struct SweptCircleLineBounds<float> {
  /// t* - 3 u t* - 2 eta <= t <= t* (u = 2^-24, eta = 2^-149): t rounded toward zero (one float ulp), plus the
  /// double error.
  static constexpr ErrorBound t{{{3 * 0x1p-24, Scale::value_magnitude}, {2 * 0x1p-149, Scale::absolute}},
                               Side::not_above_exact};
  /// (2^-23 + 52 * 2^-53) M + 2^-149: the double bound plus one rounding to float (u_f |point| <= 2 u_f M).
  static constexpr ErrorBound point{{{0x1p-23 + 52 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
  static constexpr double point_input_magnitude_at_most = 0x1p+125;  ///< M <= 2^125
  /// 2^-24 (1 + 6 u_d) + 6 u_d <= 2^-24 + 7 u_d: the double bound plus one rounding to float.
  static constexpr ErrorBound normal{{{0x1p-24 + 7 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::per_coordinate;
  static constexpr ErrorBound normal_length{{{0x1p-24 + 7 * 0x1p-53, Scale::absolute}}};  ///< as double
};

namespace swept_circle_line_detail {

using detail::Expansion;

/// The scaled frame: the query is scaled by a power of two so that the largest
/// magnitude lies in [2^250, 2^251). Every scaled input is then below 2^251,
/// every difference below 2^252, every orientation k below 2^505, k^2 and
/// r^2 |L|^2 below 2^1010: no overflow. When every nonzero scaled input is at
/// least 2^(250 - 440) (kFrameSmallest; inputs spanning at most 2^440 always
/// are), each is a multiple of g = 2^(198 - 440), so differences are multiples
/// of g, k and |L|^2 of g^2, k^2 and r^2 |L|^2 of g^4 = 2^-968: every nonzero
/// product formed has exponent >= -968 (expansion.h's precondition, -969), the
/// expansions are exact and every nonzero value is normal. Other inputs are
/// evaluated as exact dyadic numbers (quantities_exact).
inline constexpr int kFrameTop = 251;
inline constexpr double kFrameSmallest = 0x1p-190;

/// 1 - 10 u, exactly representable: the factor that turns the rounded quotient
/// into a lower bound of t* (see first_contact_time).
inline constexpr double kShrink = 1.0 - 10.0 * 0x1p-53;

/// t* = (|k0| - R) / (sigma (k0 - k1)), R = r |L|, evaluated without
/// cancellation as D0 / ((|k0| + R) Den) with D0 = k0^2 - r^2 |L|^2 and
/// Den = sigma (k0 - k1) exact expansions (both > 0 here).
///
/// Error, first order in u = 2^-53 (every quantity normal in the scaled frame,
/// see kFrameTop): the approximations of D0, |k0|, |L|^2 and Den carry at
/// most u (1 + 2^-49) each (Expansion::approximate); R = r sqrt(|L|^2) carries
/// u/2 + u + u = 2.5 u; |k0| + R (both >= 0) 2.5 u + u = 3.5 u; the product
/// with Den 3.5 u + u + u = 5.5 u; the quotient q 5.5 u + u + u = 7.5 u, so
/// q = t* (1 + theta), |theta| <= 7.6 u. Then t = fl(q (1 - 10 u)) lies in
/// [t* (1 - 18.6 u), t* (1 - 1.4 u)]: t <= t* and t* - t <= 19 u t*.
/// Only q and t can underflow, by eta / 2 = 2^-1075 each: below 2^-1021, where
/// the spacing is eta, 2 eta is subtracted exactly, which restores t <= t* at
/// the cost of 3 eta in the lower bound. With u t* < ulp(t*):
///   t* - 19 u t* - 3 eta <= t <= t*   (at most 22 ulps of t* below it).
inline double first_contact_time(double q) {
  double t = q * kShrink;
  if (t < 0x1p-1021) t = std::max(0.0, t - 0x1p-1073);
  return std::min(t, 1.0);
}

/// What the decisions and the values need: the exact signs of D0 = k0^2 -
/// r^2 |L|^2, k0, k1 and (when the decision needs it) D1 = k1^2 - r^2 |L|^2;
/// the quotient q = D0 / ((|k0| + R) Den), R = r |L|, Den = sigma (k0 - k1),
/// before the shrink of first_contact_time; and the foot and normal's
/// direction l (a multiple of L by a power of two) with f such that the foot of
/// C0 on the line is C0 - f perp(l) in the frame.
struct Quantities {
  int d0_sign = 0, k0_sign = 0, k1_sign = 0, d1_sign = 0;
  double quotient = 0.0, f = 0.0;
  Vec2<double> l{};
  int sigma() const { return k0_sign < 0 ? -1 : 1; }
  /// D1's sign decides only a circle clear of the line at t = 0 whose end lies beyond it.
  bool needs_d1() const { return d0_sign > 0 && sigma() * k1_sign > 0; }
};

/// Fixed-size expansions of the frame's doubles: exact inside the frame, where
/// every approximation is normal (relative error u (1 + 2^-49)).
inline Quantities quantities_in_frame(Vec2<double> c0, Vec2<double> c1, double rs, Vec2<double> p1,
                                      Vec2<double> p2) {
  const Expansion<16> k0 = detail::compressed(detail::orient2d_expansion(p1, p2, c0));
  const Expansion<16> k1 = detail::compressed(detail::orient2d_expansion(p1, p2, c1));
  const Expansion<2> lx = detail::difference(p2.x, p1.x), ly = detail::difference(p2.y, p1.y);
  const Expansion<16> l2 = detail::compressed(detail::sum(detail::product(lx, lx), detail::product(ly, ly)));
  const Expansion<64> r2l2 = detail::compressed(detail::scaled(detail::scaled(l2, rs), rs));
  const auto d0 = detail::sum(detail::product(k0, k0), detail::negated(r2l2));
  Quantities q;
  q.d0_sign = d0.sign();
  q.k0_sign = k0.sign();
  q.k1_sign = k1.sign();
  if (q.needs_d1()) q.d1_sign = detail::sum(detail::product(k1, k1), detail::negated(r2l2)).sign();
  const double a = std::fabs(k0.approximate()), l2a = l2.approximate();
  const double R = rs * std::sqrt(l2a);
  const double den = q.sigma() * detail::sum(k0, detail::negated(k1)).approximate();
  q.quotient = d0.approximate() / ((a + R) * den);
  q.f = k0.approximate() / l2a;
  q.l = {p2.x - p1.x, p2.y - p1.y};
  return q;
}

/// The same quantities as exact dyadic numbers of the inputs times 2^s, for any
/// finite input. The approximations go through WideDouble, so that none
/// underflows or overflows on the way: the same roundings as in the frame.
inline Quantities quantities_exact(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1, Vec2<double> P2,
                                   int s) {
  using detail::BigDyadic;
  using detail::WideDouble;
  const auto B = [s](double v) { return BigDyadic(v).scaled(s); };
  const BigDyadic p1x = B(P1.x), p1y = B(P1.y), lx = B(P2.x) - p1x, ly = B(P2.y) - p1y, rr = B(r);
  const auto k = [&](Vec2<double> C) { return lx * (B(C.y) - p1y) - ly * (B(C.x) - p1x); };  // orient2d(P1, P2, C)
  const BigDyadic k0 = k(C0), k1 = k(C1), l2 = lx * lx + ly * ly, r2l2 = rr * rr * l2;
  const BigDyadic d0 = k0 * k0 - r2l2;
  Quantities q;
  q.d0_sign = d0.sign();
  q.k0_sign = k0.sign();
  q.k1_sign = k1.sign();
  if (q.needs_d1()) q.d1_sign = (k1 * k1 - r2l2).sign();
  const WideDouble a = WideDouble::of(k0).abs(), R = sqrt(WideDouble::of(r2l2));
  WideDouble den = WideDouble::of(k0 - k1);
  if (q.sigma() < 0) den.m = -den.m;
  if (q.d0_sign > 0 && den.m > 0) q.quotient = (WideDouble::of(d0) / ((a + R) * den)).to_double();
  // l = L 2^-eL (size near 1), f = (k0 / |L|^2) 2^eL.
  long el = 0, ey = 0;
  lx.frexp(el);
  ly.frexp(ey);
  if (lx.sign() == 0 || (ly.sign() != 0 && ey > el)) el = ey;
  q.l = {lx.to_double(-el), ly.to_double(-el)};
  const WideDouble l2w = WideDouble::of(l2);
  q.f = (WideDouble::of(k0) / l2w).to_double(el);
  return q;
}

}  // namespace swept_circle_line_detail

/// Exact decisions: start overlap, hit or miss are decided on exact signs of
/// k0^2 - r^2 |L|^2 and k1^2 - r^2 |L|^2 (k = orient2d(P1, P2, C), |L| =
/// |P2 - P1|, expansions of kernels/detail/expansion.h in a scaled frame, exact
/// dyadic numbers for inputs the frame cannot hold) for every finite input.
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
  using namespace swept_circle_line_detail;
  const double v[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  double max_abs = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return {SweepKind::invalid_input, {}, {}, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (r < 0 || P1 == P2) return {SweepKind::invalid_input, {}, {}, {}};

  // The scaled frame (kFrameTop).
  int e;
  std::frexp(max_abs, &e);
  const int s = kFrameTop - e;
  auto sc = [s](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, s), std::ldexp(p.y, s)}; };
  const Vec2<double> c0 = sc(C0), c1 = sc(C1), p1 = sc(P1), p2 = sc(P2);
  const double rs = std::ldexp(r, s);

  // Every nonzero input at least kFrameSmallest in the frame (not flushed to zero).
  const double fr[9] = {c0.x, c0.y, c1.x, c1.y, rs, p1.x, p1.y, p2.x, p2.y};
  bool in_frame = true;
  for (int i = 0; i < 9; ++i) in_frame = in_frame && (v[i] == 0.0 || std::fabs(fr[i]) >= kFrameSmallest);
  const Quantities q = in_frame ? quantities_in_frame(c0, c1, rs, p1, p2) : quantities_exact(C0, C1, r, P1, P2, s);

  const bool start_overlap = q.d0_sign <= 0;
  const int sigma = q.sigma();
  // Hit iff sigma k1 <= r |L|: certain when k1 is on the line or beyond it.
  if (!start_overlap && q.needs_d1() && q.d1_sign > 0) return {};

  // Unit normal sigma N from the rounded direction (error at the header above).
  const double dx = q.l.x, dy = q.l.y;
  const double h = std::sqrt(dx * dx + dy * dy);
  const Vec2<double> n{sigma * (-dy / h), sigma * (dx / h)};

  SweepResult<double> out{SweepKind::hit, 0.0, {}, n};
  Vec2<double> x;
  if (start_overlap) {
    // Foot of the perpendicular: C0 - (k0 / |L|^2) (-Ly, Lx).
    x = {c0.x - q.f * -dy, c0.y - q.f * dx};
  } else {
    out.t = first_contact_time(q.quotient);
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
