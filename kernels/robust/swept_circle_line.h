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
  /// Decisions exact when nonzero magnitudes span at most 2^this (0: every finite input):
  /// swept_circle_line_detail::kSpanExponent.
  static constexpr int decision_span_log2 = 440;
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
  static constexpr int decision_span_log2 = 0;  ///< every float input is inside the double domain
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

}  // namespace swept_circle_line_detail

/// Exact decisions: start overlap, hit or miss are decided on exact signs of
/// k0^2 - r^2 |L|^2 and k1^2 - r^2 |L|^2 (k = orient2d(P1, P2, C), |L| =
/// |P2 - P1|, expansions of kernels/detail/expansion.h) for finite inputs whose
/// nonzero magnitudes span at most 2^440 (swept_circle_line_detail::in_exact_domain).
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
