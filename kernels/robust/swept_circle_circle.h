#pragma once
// swept_circle_circle: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptCircleCircleBounds). The conventions and result types
// are in ../swept_circle_circle.h. Standard library only: a game copies this
// header with ../detail/, ../error_bound.h, ../swept_circle_circle.h and the
// type headers those include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../detail/big_dyadic.h"
#include "../detail/expansion.h"
#include "../error_bound.h"
#include "../swept_circle_circle.h"

namespace cc {
namespace robust {

/// What robust::swept_circle_circle promises (derivations at robust::swept_circle_circle: Time, Normal, Point).
/// `t` is never after the exact first contact t*; `normal` is per component (Norm::per_coordinate); the checker
/// holds | |normal|^2 - 1 | <= normal_length_squared.
template <class T>
struct SweptCircleCircleBounds;
template <>
struct SweptCircleCircleBounds<double> {
  /// t* - 12 ulp(t*) <= t <= t*: the root within 4.6 u, shrunk by 1 - 6 u (Time).
  static constexpr ErrorBound t{{{12, Scale::value_ulp}}, Side::not_above_exact};
  /// 12 u per component (u = 2^-53): (3.5 sqrt 2 + 5) u < 10 u at first contact, 5 u for D0 / |D0| (Normal).
  static constexpr ErrorBound normal{{{12 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::per_coordinate;
  /// 48 u M + 2^-1070: 24 u M from the time, 12 u M from the normal, six roundings (Point).
  static constexpr ErrorBound point{{{48 * 0x1p-53, Scale::input_magnitude}, {0x1p-1070, Scale::absolute}}};
  /// 6 times the normal bound, on |normal|^2 (the checker's unit-length test; not stated by the kernel).
  static constexpr ErrorBound normal_length_squared{{{6 * (12 * 0x1p-53), Scale::absolute}}};
};
template <>
struct SweptCircleCircleBounds<float> {
  /// t* - 2 ulp_f(t*) <= t <= t*: the double t rounded down to a float.
  static constexpr ErrorBound t{{{2, Scale::value_ulp}}, Side::not_above_exact};
  /// u_f + 12 u_d per component: the double bound plus one rounding to float.
  static constexpr ErrorBound normal{{{0x1p-24 + 12 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::per_coordinate;
  /// (2 u_f + 48 u_d) M + 2^-148: the double bound plus one rounding of a point of magnitude up to 2M.
  static constexpr ErrorBound point{{{0x1p-23 + 48 * 0x1p-53, Scale::input_magnitude}, {0x1p-148, Scale::absolute}}};
  /// 6 times the normal bound, on |normal|^2 (as double).
  static constexpr ErrorBound normal_length_squared{{{6 * (0x1p-24 + 12 * 0x1p-53), Scale::absolute}}};
};

namespace swept_circle_circle_detail {

using cc::detail::Expansion;

/// The scaled frame: the inputs are scaled by a power of two so that the largest
/// lies in [2^249, 2^250). When every nonzero scaled input is at least 2^-180
/// (kFrameSmallest; inputs spanning at most 2^430 always are), each is a
/// multiple of 2^L with L >= -233, so every component of a degree-k expansion
/// below is a nonzero multiple of 2^(kL), and the smallest products (degree 4)
/// are at least 2^-932, above two_product's 2^-969. The largest, w^2 and
/// a R^2, stay below 2^1009: nothing overflows. Float inputs span at most 2^277
/// and are always inside. Other inputs are evaluated as exact dyadic numbers
/// (sweep_exact).
inline constexpr double kFrameSmallest = 0x1p-180;

inline Expansion<2> diff2(double a, double b) {
  double s, e;
  cc::detail::two_diff(a, b, s, e);
  Expansion<2> r;
  if (e != 0.0) r.c[r.n++] = e;
  if (s != 0.0) r.c[r.n++] = s;
  return r;
}

// (a1 - a0) - (b1 - b0), exactly.
inline Expansion<4> motion(double a0, double a1, double b0, double b1) {
  Expansion<4> r;
  r.add(a1);
  r.add(-a0);
  r.add(-b1);
  r.add(b0);
  r.compress();
  return r;
}

template <std::size_t N, std::size_t M>
Expansion<2 * (2 * N * M)> dot(const Expansion<N>& ux, const Expansion<N>& uy, const Expansion<M>& vx,
                                const Expansion<M>& vy) {
  auto r = cc::detail::sum(cc::detail::product(ux, vx), cc::detail::product(uy, vy));
  r.compress();
  return r;
}

/// The sweep for inputs the frame cannot hold: the same decisions and
/// constructions as robust::swept_circle_circle, on exact dyadic numbers of the
/// inputs times 2^scale (`in` unscaled, `s` the frame's doubles).
inline SweepResult<double> sweep_exact(const double (&in)[10], const double (&s)[10], int scale) {
  using cc::detail::BigDyadic;
  BigDyadic X[10];
  for (int i = 0; i < 10; ++i) X[i] = BigDyadic(in[i]).scaled(scale);
  const Vec2<double> b0{s[5], s[6]}, b1{s[7], s[8]};
  const double rb = s[9];
  auto unscaled = [scale](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, -scale), std::ldexp(p.y, -scale)}; };
  const BigDyadic d0x = X[0] - X[5], d0y = X[1] - X[6], rr = X[4] + X[9], r2 = rr * rr;
  const BigDyadic c = d0x * d0x + d0y * d0y - r2;
  // D0's direction from the exact difference, rescaled so that nothing underflows.
  auto direction_of_d0 = [&]() {
    if (d0x.sign() == 0 && d0y.sign() == 0) return Vec2<double>{1.0, 0.0};
    long ex = 0, ey = 0;
    d0x.frexp(ex);
    d0y.frexp(ey);
    const long top = d0x.sign() == 0 ? ey : (d0y.sign() == 0 ? ex : std::max(ex, ey));
    const double x = d0x.to_double(-top), y = d0y.to_double(-top);
    const double len = std::sqrt(x * x + y * y);
    return Vec2<double>{x / len, y / len};
  };
  if (c.sign() <= 0) {  // start overlap or touch
    const Vec2<double> n = direction_of_d0();
    return {SweepKind::hit, 0.0, unscaled(b0 + rb * n), n};
  }
  const BigDyadic vx = (X[2] - X[0]) - (X[7] - X[5]), vy = (X[3] - X[1]) - (X[8] - X[6]);
  if (vx.sign() == 0 && vy.sign() == 0) return {};  // no relative motion, apart
  const BigDyadic d1x = X[2] - X[7], d1y = X[3] - X[8];
  const BigDyadic q1 = d1x * d1x + d1y * d1y - r2;
  const BigDyadic bh = -(d0x * vx + d0y * vy);
  const BigDyadic w = vx * d0y - vy * d0x, a = vx * vx + vy * vy;
  if (q1.sign() > 0) {
    if (bh.sign() <= 0) return {};
    if ((d1x * vx + d1y * vy).sign() <= 0) return {};
  }
  const BigDyadic disc = a * r2 - w * w;
  if (disc.sign() < 0) return {};
  // t = c / (bh + sqrt(disc)) with every term rescaled by one power of two
  // (degree 2 by 2^k, disc by 2^2k), so that the larger of c and bh is near 1.
  long ec = 0, eb = 0;
  c.frexp(ec);
  bh.frexp(eb);
  const long k = -std::max(ec, eb);
  const double root = std::sqrt(disc.to_double(2 * k));
  const double t_est = c.to_double(k) / (bh.to_double(k) + root);
  const double t = t_est * (1.0 - 0x1p-53 * 6.0);
  Vec2<double> n;
  if (rr.sign() == 0) {
    n = direction_of_d0();
  } else {
    // n = (w perp(V) - sqrt(disc) V) / (a R) is of degree 0 in V and in the
    // positions (D0, R) separately: V is rescaled by 2^kv to near 1 and the
    // positions by 2^kp to R near 1, so w by 2^(kv + kp), disc by 2^(2 kv + 2 kp),
    // a by 2^(2 kv); |w| <= |V| R when disc >= 0, so nothing overflows.
    long ex = 0, ey = 0, er = 0;
    vx.frexp(ex);
    vy.frexp(ey);
    rr.frexp(er);
    const long kv = -(vx.sign() == 0 ? ey : (vy.sign() == 0 ? ex : std::max(ex, ey))), kp = -er;
    const double vx_ = vx.to_double(kv), vy_ = vy.to_double(kv), w_ = w.to_double(kv + kp);
    const double root_n = std::sqrt(disc.to_double(2 * (kv + kp)));
    const double den = a.to_double(2 * kv) * rr.to_double(kp);
    n = {(w_ * -vy_ - root_n * vx_) / den, (w_ * vx_ - root_n * vy_) / den};
  }
  const Vec2<double> p = b0 + t * (b1 - b0) + rb * n;
  return {SweepKind::hit, t, unscaled(p), n};
}

}  // namespace swept_circle_circle_detail

/// Exact decisions: start overlap (c <= 0), hit or miss, from exact signs of
/// expansions (Shewchuk 1997, doi:10.1007/PL00009321) of degree-2 and degree-4
/// polynomials in the inputs, for every finite input (in a scaled frame, or as
/// exact dyadic numbers for inputs it cannot hold: sweep_exact). With c > 0 and V != 0, the sweep hits iff
/// q(1) = |D1|^2 - R^2 <= 0, or D0.V < 0 < D1.V (the vertex lies in (0, 1)) and
/// disc >= 0.
///
/// Time: t <= t* always, and t* - t <= 12 ulp(t*) (relative bound, u = 2^-53).
/// Derivation: c, bh, disc are rounded from exact expansions, relative error
/// <= u (1 + 2^-49) each (Expansion::approximate); sqrt adds u on top of half
/// of disc's; bh + sqrt(disc) adds u (both terms >= 0), the quotient u: the
/// estimate t~ is within rho = 4.5 u + 20 u^2 < 4.6 u of t*, relative. Then
/// t = fl(t~ (1 - 6u)) <= t~ (1 - 5u) < t* and t >= t* (1 - rho)(1 - 7u) >
/// t* (1 - 11.7 u); ulp(t*) > u t*. Every value is normal in the scaled frame
/// (t* >= 2^-994), so nothing underflows.
///
/// Normal: each component within 12 u of the exact n*. At first contact
/// (t* > 0, R > 0) it is n = (w perp(V) - sqrt(disc) V) / (a R), perp(V) =
/// (-V.y, V.x), with no dependence on t: the five rounded inputs carry <= 1.5 u
/// each, and |w V| + sqrt(disc) |V| <= sqrt(2) a R bounds every cancellation, so
/// (3.5 sqrt(2) + 1 + 4) u < 10 u. For t* = 0 (and zero radii) it is D0 / |D0|
/// from the rounded difference, within 5 u.
///
/// Point: B.c0 + t (B.c1 - B.c0) + B.r n, each coordinate within 48 u M +
/// 2^-1070 of the exact contact point at t* (M the largest |input|): 24 u M from
/// t* - t times |B.c1 - B.c0| <= 2M, 12 u M from the normal, the rest from six
/// roundings of terms <= 4M; the absolute term covers the scaling back into the
/// subnormal range.
inline SweepResult<double> swept_circle_circle(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  using namespace swept_circle_circle_detail;
  using cc::detail::difference;
  using cc::detail::product;
  using cc::detail::sum;
  const double in[10] = {A.c0.x, A.c0.y, A.c1.x, A.c1.y, A.r, B.c0.x, B.c0.y, B.c1.x, B.c1.y, B.r};
  double max_abs = 0.0;
  for (double v : in) {
    if (!std::isfinite(v)) return {SweepKind::invalid_input, 0.0, {}, {}};
    max_abs = std::max(max_abs, std::fabs(v));
  }
  if (A.r < 0 || B.r < 0) return {SweepKind::invalid_input, 0.0, {}, {}};
  int scale = 0;
  if (max_abs > 0.0) {
    int e;
    std::frexp(max_abs, &e);  // max_abs in [2^(e-1), 2^e)
    scale = 250 - e;
  }
  double s[10];
  bool in_frame = true;
  for (int i = 0; i < 10; ++i) {
    s[i] = std::ldexp(in[i], scale);
    in_frame = in_frame && (in[i] == 0.0 || std::fabs(s[i]) >= kFrameSmallest);  // not flushed to zero
  }
  if (!in_frame) return sweep_exact(in, s, scale);
  const Vec2<double> a0{s[0], s[1]}, a1{s[2], s[3]}, b0{s[5], s[6]}, b1{s[7], s[8]};
  const double ra = s[4], rb = s[9];

  const auto d0x = diff2(a0.x, b0.x), d0y = diff2(a0.y, b0.y);
  Expansion<2> rr;
  {
    double hi, lo;
    cc::detail::two_sum(ra, rb, hi, lo);
    if (lo != 0.0) rr.c[rr.n++] = lo;
    if (hi != 0.0) rr.c[rr.n++] = hi;
  }
  auto r2 = product(rr, rr);
  r2.compress();
  auto c = difference(dot(d0x, d0y, d0x, d0y), r2);
  c.compress();

  auto unscaled = [scale](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, -scale), std::ldexp(p.y, -scale)}; };
  auto direction_of_d0 = [&]() {
    const double x = a0.x - b0.x, y = a0.y - b0.y;
    if (x == 0.0 && y == 0.0) return Vec2<double>{1.0, 0.0};
    const double len = std::sqrt(x * x + y * y);
    return Vec2<double>{x / len, y / len};
  };

  if (c.sign() <= 0) {  // start overlap or touch
    const Vec2<double> n = direction_of_d0();
    return {SweepKind::hit, 0.0, unscaled(b0 + rb * n), n};
  }
  const auto vx = motion(a0.x, a1.x, b0.x, b1.x), vy = motion(a0.y, a1.y, b0.y, b1.y);
  if (vx.n == 0 && vy.n == 0) return {};  // no relative motion, apart
  const auto d1x = diff2(a1.x, b1.x), d1y = diff2(a1.y, b1.y);
  auto q1 = difference(dot(d1x, d1y, d1x, d1y), r2);
  q1.compress();
  const auto bh = dot(d0x, d0y, vx, vy).negated();  // -D0.V
  auto w = difference(product(vx, d0y), product(vy, d0x));
  w.compress();
  const auto a = dot(vx, vy, vx, vy);
  // In the scaled frame, with exact quantities c = |D0|^2 - R^2, bh = -D0.V
  // (= -b/2), a = |V|^2, w = cross(V, D0), disc = a R^2 - w^2 (= bh^2 - a c by
  // Lagrange's identity); the first root is t* = c / (bh + sqrt(disc)), which
  // does not cancel (bh > 0 on every hit with c > 0).
  if (q1.sign() > 0) {
    if (bh.sign() <= 0) return {};  // moving apart at t = 0: both roots <= 0
    if (dot(d1x, d1y, vx, vy).sign() <= 0) return {};  // vertex at or after t = 1
  }
  auto disc = difference(product(a, r2), product(w, w));
  disc.compress();
  if (disc.sign() < 0) return {};  // the relative path passes wide

  const double c_ = c.approximate(), bh_ = bh.approximate(), disc_ = disc.approximate();
  const double root = std::sqrt(disc_);
  const double t_est = c_ / (bh_ + root);
  const double t = t_est * (1.0 - 0x1p-53 * 6.0);

  Vec2<double> n;
  const double r_ = rr.approximate();
  if (r_ == 0.0) {
    n = direction_of_d0();
  } else {
    const double w_ = w.approximate(), vx_ = vx.approximate(), vy_ = vy.approximate(), a_ = a.approximate();
    const double den = a_ * r_;
    n = {(w_ * -vy_ - root * vx_) / den, (w_ * vx_ - root * vy_) / den};
  }
  const Vec2<double> p = b0 + t * (b1 - b0) + rb * n;
  return {SweepKind::hit, t, unscaled(p), n};
}

/// The float variant runs the double algorithm on the (exactly widened) inputs,
/// which are always inside its exact domain, and rounds t down to a float
/// (so t <= t* still holds; t* - t < ulp_f(t*) (1 + 2^-25): within 2 float ulps),
/// normal and point to nearest: normal within u_f + 12 u_d per component, point
/// within (2 u_f + 48 u_d) M + 2^-148 per coordinate (u_f = 2^-24, u_d = 2^-53;
/// the point's magnitude reaches 2M at a start overlap, B.c0 + B.r n).
inline SweepResult<float> swept_circle_circle(const MovingCircle<float>& A, const MovingCircle<float>& B) {
  auto widen = [](const MovingCircle<float>& m) {
    return MovingCircle<double>{{m.c0.x, m.c0.y}, {m.c1.x, m.c1.y}, m.r};
  };
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  const auto r = swept_circle_circle(widen(A), widen(B));
  float t = static_cast<float>(r.t);
  if (static_cast<double>(t) > r.t) t = std::nextafter(t, 0.0f);
  return {r.kind, t, narrow(r.point), narrow(r.normal)};
}

}  // namespace robust
}  // namespace cc
