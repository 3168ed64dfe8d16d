#pragma once
// swept_circle_circle: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptCircleCircleBounds). The conventions and result types
// are in ../swept_circle_circle.h. Standard library only: a game copies this
// header with ../detail/, ../error_bound.h, ../swept_circle_circle.h and the
// type headers those include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "../detail/narrow_to_float.h"
#include "../detail/big_dyadic.h"
#include "../detail/coarse_grid.h"
#include "../detail/expansion.h"
#include "../detail/split_product.h"
#include "../error_bound.h"
#include "../swept_circle_circle.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::swept_circle_circle promises (derivations at robust::swept_circle_circle_exact: Time, Normal,
/// Point; the fast path's at swept_circle_circle_detail::dd_hit and float_hit).
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

/// The stages of robust::swept_circle_circle, by the names its CC_STAGE
/// markers pass (stage.h). The filter (decide on Rounded) decides most calls:
/// filter_miss (no contact proven), start (a start overlap, t = 0, certified
/// by the filter or on the grid, values from the rounded difference), dd_hit
/// (a certified hit, values in double-double). On the coarse grid the plain
/// values are exact: grid_miss, grid_hit. The exact path
/// (swept_circle_circle_exact, in the frame or beyond it) decides the rest:
/// invalid_input (a non-finite input or a negative radius), exact_start
/// (c <= 0), exact_miss (no relative motion included), exact_hit.
///
/// Rare in generated inputs, declared so with the regime that reaches them:
/// for float, dd_hit (float_hit decides nearly every float hit) and
/// exact_start (a float start overlap the filter and the grid both leave:
/// values of widely different magnitudes); threshold_band, which moves
/// grazing and touching cases off by distances swept through the filters'
/// thresholds, reaches both.
template <class T>
struct SweptCircleCircleStages {
  static constexpr const char* names[] = {"filter_miss",   "start",       "dd_hit",     "grid_miss", "grid_hit",
                                          "invalid_input", "exact_start", "exact_miss", "exact_hit"};
};
/// The float variant also has float_hit: a certified hit whose values from
/// the filter's plain doubles meet the float bounds (float_hit), before dd_hit.
template <>
struct SweptCircleCircleStages<float> {
  static constexpr const char* names[] = {"filter_miss", "start",         "float_hit",   "dd_hit",     "grid_miss",
                                          "grid_hit",    "invalid_input", "exact_start", "exact_miss", "exact_hit"};
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
    CC_STAGE("exact_start");
    const Vec2<double> n = direction_of_d0();
    return {SweepKind::hit, 0.0, unscaled(b0 + rb * n), n};
  }
  const BigDyadic vx = (X[2] - X[0]) - (X[7] - X[5]), vy = (X[3] - X[1]) - (X[8] - X[6]);
  if (vx.sign() == 0 && vy.sign() == 0) return CC_STAGE("exact_miss"), SweepResult<double>{};  // no relative motion
  const BigDyadic d1x = X[2] - X[7], d1y = X[3] - X[8];
  const BigDyadic q1 = d1x * d1x + d1y * d1y - r2;
  const BigDyadic bh = -(d0x * vx + d0y * vy);
  const BigDyadic w = vx * d0y - vy * d0x, a = vx * vx + vy * vy;
  if (q1.sign() > 0) {
    if (bh.sign() <= 0) return CC_STAGE("exact_miss"), SweepResult<double>{};
    if ((d1x * vx + d1y * vy).sign() <= 0) return CC_STAGE("exact_miss"), SweepResult<double>{};
  }
  const BigDyadic disc = a * r2 - w * w;
  if (disc.sign() < 0) return CC_STAGE("exact_miss"), SweepResult<double>{};
  CC_STAGE("exact_hit");
  // t = c / (bh + sqrt(disc)) with every term rescaled by one power of two
  // (degree 2 by 2^k, disc by 2^2k), so that the larger of c and bh is near 1.
  long ec = 0, eb = 0;
  c.frexp(ec);
  bh.frexp(eb);
  const long k = -std::max(ec, eb);
  const double root = std::sqrt(disc.to_double(2 * k));
  const double t_est = c.to_double(k) / (bh.to_double(k) + root);
  double t = t_est * (1.0 - 0x1p-53 * 6.0);
  // Beyond the frame t* can be subnormal (inputs down to 2^-1074 beside O(1)
  // ones), where the quotient and the shrink each round by up to eta / 2
  // absolute (eta = 2^-1074) instead of relatively: subtracting 2 eta (exact
  // there) keeps t <= t*, and t* - t <= 3 eta + 11.7 u t* <= 12 ulp(t*).
  if (t < 0x1p-1021) t = std::max(0.0, t - 0x1p-1073);
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

/// The exact path (robust::swept_circle_circle's fallback, and its reference).
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
inline SweepResult<double> swept_circle_circle_exact(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  using namespace swept_circle_circle_detail;
  using cc::detail::difference;
  using cc::detail::product;
  using cc::detail::sum;
  const double in[10] = {A.c0.x, A.c0.y, A.c1.x, A.c1.y, A.r, B.c0.x, B.c0.y, B.c1.x, B.c1.y, B.r};
  double max_abs = 0.0;
  for (double v : in) {
    if (!std::isfinite(v)) return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, 0.0, {}, {}};
    max_abs = std::max(max_abs, std::fabs(v));
  }
  if (A.r < 0 || B.r < 0) return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, 0.0, {}, {}};
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
    CC_STAGE("exact_start");
    const Vec2<double> n = direction_of_d0();
    return {SweepKind::hit, 0.0, unscaled(b0 + rb * n), n};
  }
  const auto vx = motion(a0.x, a1.x, b0.x, b1.x), vy = motion(a0.y, a1.y, b0.y, b1.y);
  if (vx.n == 0 && vy.n == 0) return CC_STAGE("exact_miss"), SweepResult<double>{};  // no relative motion, apart
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
    // Moving apart at t = 0 (both roots <= 0), or the vertex at or after t = 1.
    if (bh.sign() <= 0) return CC_STAGE("exact_miss"), SweepResult<double>{};
    if (dot(d1x, d1y, vx, vy).sign() <= 0) return CC_STAGE("exact_miss"), SweepResult<double>{};
  }
  auto disc = difference(product(a, r2), product(w, w));
  disc.compress();
  if (disc.sign() < 0) return CC_STAGE("exact_miss"), SweepResult<double>{};  // the relative path passes wide
  CC_STAGE("exact_hit");

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

namespace swept_circle_circle_detail {

/// The fast path's quantities in plain double, from the inputs as given (no
/// scaling): d0 = fl(A.c0 - B.c0), d1 = fl(A.c1 - B.c1), R = fl(A.r + B.r),
/// v = fl(d1 - d0) (V = D1 - D0), and c, q1, bh, d1v = D1.V, w, a, r2 = R^2,
/// disc evaluated from them as written in rounded().
///
/// Semi-static error bounds (Ozaki, Bünger, Ogita, Oishi, Rump, "Simple
/// floating-point filters for the two-dimensional orientation problem", BIT
/// Numer. Math. 56 (2016), doi:10.1007/s10543-015-0574-9: a bound from the
/// largest magnitude, a few flops), with u = 2^-53 and
///   m = max(|d0x|, |d0y|, |d1x|, |d1y|, R),   taken only for 2^-200 <= m <= 2^190.
/// A rounded sum or difference z = fl(x +- y) has |z - (x +- y)| <= u |z| (also
/// when subnormal, where it is exact); a product adds at most eta / 2 = 2^-1075
/// beyond u |fl(xy)| when it underflows (Higham, Accuracy and Stability of
/// Numerical Algorithms, 2002, §2.1). So the exact D0, D1, R are within u m of
/// the rounded ones per component, |v| <= 2m, and |V - v| <= u m + u m + u |v|
/// <= 4u m per component. For exact X, Y within alpha u m^i, beta u m^j of
/// computed x, y with |x| <= A m^i, |y| <= B m^j: |XY - xy| <= (alpha B + A beta)
/// u m^(i+j) + O(u^2). Adding the roundings of the evaluation (u times each
/// intermediate's bound), first order in u:
///   c, q1 (|d|^2 - R^2):         inputs 2+2+2, squares 1+1+1, sum 2, difference 3   = 13 u m^2
///   bh, d1v, w (two products):   inputs (1*2 + 1*4) * 2, products 2+2, sum 4        = 20 u m^2
///   a = |v|^2 (|a| <= 8 m^2):    inputs (2*4 + 2*4) * 2, squares 4+4, sum 8         = 48 u m^2
///   r2 = R^2 (<= m^2):           input 2, square 1                                   =  3 u m^2
///   disc = a r2 - w^2:           a r2: 48*1 + 8*3, w^2: 2*4*20, products 8+16, diff 16 = 280 u m^4
/// The underflow terms: at most 3 eta/2 per degree-2 quantity, at most 2^-1073 <=
/// 2^-620 u m^2 (u m^2 >= 2^-453); carried into disc by factors <= 8 m^2 and
/// with disc's own, at most 2^-600 u m^4. They and the O(u^2) terms fit in the
/// margin of the coefficients used (kC, kDot, kDisc); m <= 2^190 keeps every
/// value below 2^770 (no overflow). e2 = fl(u fl(m m)) >= u m^2 (1 - u) and
/// e4 = fl(e2 fl(m m)) >= u m^4 (1 - u)^3 (normal: m >= 2^-200), and the bound
/// k e is rounded once more: each coefficient exceeds the derived one by more
/// than those factors.
struct Rounded {
  double d0x, d0y, d1x, d1y, R, vx, vy;
  double c, q1, bh, d1v, w, a, r2, disc;
  double e2, e4;  ///< u m^2 and u m^4, NaN (no sign certified) for m outside [2^-200, 2^190]
};
inline constexpr double kC = 14;     ///< c and q1: 13 derived
inline constexpr double kDot = 21;   ///< bh, d1v and w: 20 derived
inline constexpr double kDisc = 290; ///< disc: 280 derived

inline Rounded rounded(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  Rounded q;
  q.d0x = A.c0.x - B.c0.x;
  q.d0y = A.c0.y - B.c0.y;
  q.d1x = A.c1.x - B.c1.x;
  q.d1y = A.c1.y - B.c1.y;
  q.R = A.r + B.r;
  q.vx = q.d1x - q.d0x;
  q.vy = q.d1y - q.d0y;
  q.r2 = q.R * q.R;
  q.c = (q.d0x * q.d0x + q.d0y * q.d0y) - q.r2;
  q.q1 = (q.d1x * q.d1x + q.d1y * q.d1y) - q.r2;
  q.bh = -(q.d0x * q.vx + q.d0y * q.vy);
  q.d1v = q.d1x * q.vx + q.d1y * q.vy;
  q.w = q.vx * q.d0y - q.vy * q.d0x;
  q.a = q.vx * q.vx + q.vy * q.vy;
  q.disc = q.a * q.r2 - q.w * q.w;
  auto larger = [](double x, double y) { return x > y ? x : y; };
  const double m =
      larger(larger(larger(std::fabs(q.d0x), std::fabs(q.d0y)), larger(std::fabs(q.d1x), std::fabs(q.d1y))), q.R);
  const double m2 = m * m;
  const bool in_range = m >= 0x1p-200 && m <= 0x1p+190;
  q.e2 = in_range ? m2 * 0x1p-53 : std::numeric_limits<double>::quiet_NaN();
  q.e4 = q.e2 * m2;
  return q;
}

enum class Outcome : unsigned char { unknown, miss, start_overlap, hit };

/// The exact path's decisions on certified signs: x > 0 when x~ > k e, x <= 0
/// when x~ <= -k e (likewise >= and <). With e2 = e4 = 0 (exact values) these
/// are the exact signs. A NaN bound or value certifies nothing. Start overlap
/// iff c <= 0; past it (c > 0), a hit iff q1 <= 0 (the path enters the circle
/// within (0, 1], disc >= 0 follows), or bh > 0 and D1.V > 0 (the vertex lies
/// in (0, 1)) and disc >= 0; V = 0 (q1 = c, bh = 0) is a miss, as in the exact
/// path. The signs are combined without branches (& on bools): the outcome of
/// a generic input is unpredictable, one branch on it costs less than several.
inline Outcome decide(const Rounded& q, double e2, double e4) {
  const double ec = kC * e2, ed = kDot * e2, edisc = kDisc * e4;
  const bool c_pos = q.c > ec, q1_neg = q.q1 <= -ec, q1_pos = q.q1 > ec;
  const bool apart = (q.bh <= -ed) | (q.d1v <= -ed);  // moving apart at 0, or vertex at or after 1
  const bool toward = (q.bh > ed) & (q.d1v > ed);
  const bool miss = c_pos & q1_pos & (apart | (toward & (q.disc < -edisc)));
  const bool hit = c_pos & (q1_neg | (q1_pos & toward & (q.disc >= edisc)));
  if (miss) return Outcome::miss;
  if (hit) return Outcome::hit;
  if (q.c <= -ec) return Outcome::start_overlap;
  return Outcome::unknown;
}

/// Inputs on the grid of cc::detail::on_coarse_grid with 11 bits: in units of
/// 2^g every input is an integer below 2^11, so d0, d1 and R are below 2^12,
/// v below 2^13, c and q1 in (-2^24, 2^25), bh, d1v and w below 2^26, a below
/// 2^27, a r2 below 2^51 and w^2 below 2^52: every value of rounded() is exact.
/// E in [-250, 250] keeps 2^(4g) >= 2^-1044 and disc below 2^1008.
inline bool exact_on_grid(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  const double in[10] = {A.c0.x, A.c0.y, A.c1.x, A.c1.y, A.r, B.c0.x, B.c0.y, B.c1.x, B.c1.y, B.r};
  return cc::detail::on_coarse_grid<11, -250, 250>(in);
}

/// A start overlap (t = 0): the exact path's normal D0 / |D0| from the rounded
/// difference (within 5 u, Normal) and point B.c0 + B.r n. False where A.c1 or
/// B.c1 is not finite (the decision did not read them) or where |d0|^2 could
/// underflow (max |d0| below 2^-480; above, the smaller square's eta/2 is
/// below 2^-110 relative).
inline bool start_values(const MovingCircle<double>& A, const MovingCircle<double>& B, SweepResult<double>& out) {
  const double d0x = A.c0.x - B.c0.x, d0y = A.c0.y - B.c0.y, vx = (A.c1.x - B.c1.x) - d0x, vy = (A.c1.y - B.c1.y) - d0y;
  if (!(vx - vx == 0.0 && vy - vy == 0.0)) return false;
  Vec2<double> n{1.0, 0.0};
  if (d0x != 0.0 || d0y != 0.0) {
    const double ax = std::fabs(d0x), ay = std::fabs(d0y);
    if (!((ax > ay ? ax : ay) >= 0x1p-480)) return false;
    const double len = std::sqrt(d0x * d0x + d0y * d0y);
    n = {d0x / len, d0y / len};
  }
  out = {SweepKind::hit, 0.0, Vec2<double>{B.c0.x, B.c0.y} + B.r * n, n};
  return true;
}

/// The exact path's first-contact values (Time, Normal, Point) from
/// approximations c_, bh_, disc_, w_, a_ (relative error at most 1.126 u each
/// where the derivation needs it: exact values on the grid, double-double
/// values in dd_hit) and v_ (V within 1.126 u |V|), R exact or rounded once.
inline SweepResult<double> hit_values(double c_, double bh_, double disc_, double w_, double vx_, double vy_,
                                      double a_, double R, double d0x, double d0y, Vec2<double> b0,
                                      Vec2<double> b1, double rb) {
  const double root = std::sqrt(disc_);
  const double t = c_ / (bh_ + root) * (1.0 - 0x1p-53 * 6.0);
  Vec2<double> n;
  if (R == 0.0) {
    const double len = std::sqrt(d0x * d0x + d0y * d0y);  // d0 != 0: c > 0
    n = {d0x / len, d0y / len};
  } else {
    const double den = a_ * R;
    n = {(w_ * -vy_ - root * vx_) / den, (w_ * vx_ - root * vy_) / den};
  }
  return {SweepKind::hit, t, b0 + t * (b1 - b0) + rb * n, n};
}

/// The values of a hit with c > 0 certified by the filter (not on the grid):
/// c, bh, w, a and disc as double-double numbers (hi + lo) from error-free
/// differences and products (cc::detail::two_diff, two_sum, split_product.h),
/// each within a bound delta below, then checked to be accurate enough for
/// hit_values' derivation; false (the exact path) when a check fails.
///
/// Underflow: TwoProduct is exact where its product is zero or at least
/// 2^-969 (expansion.h). The high parts d0x, d0y, R, vx, vy are checked to be
/// zero or at least 2^-242, so every degree-2 TwoProduct is zero or at least
/// 2^-484 and a R^2's zero or at least 2^-968; wh is checked to be zero or at
/// least 2^-484. The remaining products (a low part times another part) may
/// underflow, each adding at most eta / 2 = 2^-1075: at most 24 of them, below
/// 2^-1000 u^2 m^2 (m >= 2^-200), inside the margin of every delta below.
/// m <= 2^190 (the filter) bounds everything by 2^770.
///
/// Pieces, exact: D0x = d0x + e0x (|e0x| <= u m), likewise D0y, D1x, D1y, and
/// R + eR; d1x - d0x = vx + fx (|fx| <= 2u m), so Vx = vx + fx + e1x - e0x, and
/// vlx = fl(fl(fx + e1x) - e0x) is within 7.01 u^2 m of Vx - vx, |vlx| <= 4.01 u m.
/// Each delta below sums, first order in u^2, the terms left out and u times
/// the bound of each rounded intermediate of the low part (|q| <= u |p| for
/// p + q from TwoProduct, |f| <= u |s| for s + f from TwoSum):
///   c:    left out e0x^2 + e0y^2 - eR^2 (2), low-part roundings 45            delta_c    =   48 u^2 m^2
///   bh:   left out e0 vl and D0 xi (22.04), roundings 68.08                  delta_bh   =   91 u^2 m^2
///   w:    as bh                                                             delta_w    =   91 u^2 m^2
///   a:    left out vl^2 and 2 (v + vl) xi (88.6), roundings 136.24           delta_a    =  225 u^2 m^2
///   r2:   left out eR^2 (1), roundings 5                                     delta_r2   =    6 u^2 m^2
///   disc: al r2l 144.7, cross roundings 144.4, delta_a r2 225, a delta_r2 48,
///         2 w wl 160.2, wl^2 400.8, 2 |w| delta_w 728, combination 400.4     delta_disc = 2256 u^2 m^4
/// Checks: delta <= u |x~| / 8 for x = c, bh, a, disc (|x~| >= 8 delta / u,
/// with e2 = u m^2 (1 - u) and e4 = u m^4 (1 - u)^3 from the filter, each
/// threshold below rounded up by more than those factors and the product's
/// rounding), so that x~ = fl(hi + lo) is within u |x~| + u |x~| / 8 <=
/// 1.126 u |x| of x; and delta_w <= u max(|w~|, sqrt(disc~)) / 16 for the
/// normal (w is not needed relatively: w^2 + disc = a R^2 bounds its weight).
/// a~ >= 1810 u m^2 also gives |V| >= 42 u m, so V's components are within
/// u |v~| + 7.01 u^2 m <= 1.126 u |V| of V.
///
/// Time (the exact path's derivation with 1.126 u in place of u (1 + 2^-49)):
/// sqrt(disc~) within 0.563 u + u = 1.563 u of sqrt(disc), bh~ + sqrt(disc~)
/// (two nonnegative terms) within 1.563 u + u = 2.563 u, the quotient within
/// rho = 1.126 u + 2.563 u + u = 4.689 u (plus O(u^2)) < 4.7 u:
/// t = fl(t~ (1 - 6u)) <= t* (1 + 4.7u)(1 - 6u)(1 + u) < t*, and t >= t* (1 -
/// 4.7u)(1 - 7u) > t* (1 - 11.7 u) >= t* - 12 ulp(t*). The values are normal
/// (c~ >= 2^-446, bh~ + sqrt(disc~) <= 2^384): nothing underflows.
///
/// Normal: n = (w perp(V) - s V) / (a R), s = sqrt(disc), w^2 + s^2 = a R^2,
/// |w|, s <= |V| R. Per component, relative to |V|^2 R in the numerator: V's
/// error (|w| + s) 1.126 u |V| <= sqrt(2) 1.126 u; w's and s's errors together
/// <= max(u + 1/16 u, 0.563 u + u) = 1.563 u (+ u/16 for w's delta); the two
/// products and the difference 2 u; then the denominator a~ R~ (1.126 u + u +
/// u) and the quotient u: 1.593 + 1.625 + 2 + 3.126 + 1 < 9.4 u < 12 u.
/// Point: as the exact path's (Point).
inline bool dd_hit(const MovingCircle<double>& A, const MovingCircle<double>& B, double e2, double e4,
                   SweepResult<double>& out) {
  using cc::detail::SplitDouble;
  using cc::detail::split_double;
  using cc::detail::two_diff;
  using cc::detail::two_product_split;
  using cc::detail::two_square_split;
  using cc::detail::two_sum;
  double d0x, e0x, d0y, e0y, d1x, e1x, d1y, e1y, R, eR, vx, fx, vy, fy;
  two_diff(A.c0.x, B.c0.x, d0x, e0x);
  two_diff(A.c0.y, B.c0.y, d0y, e0y);
  two_diff(A.c1.x, B.c1.x, d1x, e1x);
  two_diff(A.c1.y, B.c1.y, d1y, e1y);
  two_sum(A.r, B.r, R, eR);
  two_diff(d1x, d0x, vx, fx);
  two_diff(d1y, d0y, vy, fy);
  const double vlx = (fx + e1x) - e0x, vly = (fy + e1y) - e0y;
  const SplitDouble sd0x = split_double(d0x), sd0y = split_double(d0y), sR = split_double(R);
  const SplitDouble svx = split_double(vx), svy = split_double(vy);

  // c = |D0|^2 - R^2.
  double px, qx, py, qy, pR, qR, s1, f1, ch, f2;
  two_square_split(sd0x, px, qx);
  two_square_split(sd0y, py, qy);
  two_square_split(sR, pR, qR);
  two_sum(px, py, s1, f1);
  two_diff(s1, pR, ch, f2);
  const double cl = ((f1 + f2) + ((qx + qy) - qR)) + 2.0 * ((d0x * e0x + d0y * e0y) - R * eR);
  const double c_ = ch + cl;
  // bh = -D0.V.
  double p1, g1, p2, g2, sb, fb;
  two_product_split(sd0x, svx, p1, g1);
  two_product_split(sd0y, svy, p2, g2);
  two_sum(p1, p2, sb, fb);
  const double bl = (fb + (g1 + g2)) + ((d0x * vlx + e0x * vx) + (d0y * vly + e0y * vy));
  const double bh_ = -(sb + bl);
  // w = cross(V, D0) = Vx D0y - Vy D0x.
  double p3, g3, p4, g4, wh, fw;
  two_product_split(svx, sd0y, p3, g3);
  two_product_split(svy, sd0x, p4, g4);
  two_diff(p3, p4, wh, fw);
  const double wl = (fw + (g3 - g4)) + ((vx * e0y + vlx * d0y) - (vy * e0x + vly * d0x));
  const double w_ = wh + wl;
  // a = |V|^2.
  double pa1, ga1, pa2, ga2, ah, fa;
  two_square_split(svx, pa1, ga1);
  two_square_split(svy, pa2, ga2);
  two_sum(pa1, pa2, ah, fa);
  const double al = (fa + (ga1 + ga2)) + 2.0 * (vx * vlx + vy * vly);
  const double a_ = ah + al;
  // disc = a R^2 - w^2, R^2 = pR + r2l.
  const double r2l = qR + 2.0 * (R * eR);
  double pp, gp, pw, gw, dh, fd;
  two_product_split(split_double(ah), split_double(pR), pp, gp);
  const SplitDouble swh = split_double(wh);
  two_square_split(swh, pw, gw);
  two_diff(pp, pw, dh, fd);
  const double cross = ah * r2l + al * pR, cross2 = 2.0 * (wh * wl);
  const double disc_ = dh + ((fd + (gp - gw)) + (cross - cross2));

  auto below = [](double x, double lo) { return (x != 0.0) & (std::fabs(x) < lo); };
  if (below(d0x, 0x1p-242) | below(d0y, 0x1p-242) | below(R, 0x1p-242) | below(vx, 0x1p-242) |
      below(vy, 0x1p-242) | below(wh, 0x1p-484))
    return false;
  const double root = std::sqrt(disc_ < 0 ? 0.0 : disc_);
  const double wmag = std::fabs(w_);
  const bool accurate = (c_ >= 385 * e2) & (bh_ >= 730 * e2) & (a_ >= 1810 * e2) & (disc_ >= 18100 * e4) &
                        ((wmag > root ? wmag : root) >= 1460 * e2);
  if (!accurate) return false;
  const Vec2<double> b0{B.c0.x, B.c0.y}, b1{B.c1.x, B.c1.y};
  out = hit_values(c_, bh_, disc_, w_, vx + vlx, vy + vly, a_, R, d0x, d0y, b0, b1, B.r);
  return true;
}

}  // namespace swept_circle_circle_detail

/// robust::swept_circle_circle: the exact path's decisions and values
/// (swept_circle_circle_exact: Time, Normal, Point), with a fast path in front.
/// The filter (swept_circle_circle_detail::Rounded, decide) certifies the signs
/// the decision reads in plain double; where one is uncertain and the inputs
/// lie on a coarse grid (exact_on_grid) the same plain values are exact and
/// decide; a certified hit's values come from those exact values, or from
/// double-double evaluations checked against their bounds (dd_hit). Anything
/// else (uncertain signs off the grid, a failed check, a negative radius,
/// a non-finite input) takes the exact path.
inline SweepResult<double> swept_circle_circle(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  using namespace swept_circle_circle_detail;
  if (!(A.r >= 0 && B.r >= 0)) return swept_circle_circle_exact(A, B);
  double e2, e4;
  Outcome o;
  {
    const Rounded q = rounded(A, B);  // dead past the decision: the rare paths recompute what they need
    e2 = q.e2;
    e4 = q.e4;
    o = decide(q, e2, e4);
  }
  if (o == Outcome::miss) return CC_STAGE("filter_miss"), SweepResult<double>{};
  SweepResult<double> out;
  if (o == Outcome::hit && dd_hit(A, B, e2, e4, out)) return CC_STAGE("dd_hit"), out;
  if (o == Outcome::start_overlap && start_values(A, B, out)) return CC_STAGE("start"), out;
  if (o == Outcome::unknown && exact_on_grid(A, B)) {
    const Rounded q = rounded(A, B);  // exact values
    o = decide(q, 0.0, 0.0);
    if (o == Outcome::miss) return CC_STAGE("grid_miss"), SweepResult<double>{};
    if (o == Outcome::hit)
      return CC_STAGE("grid_hit"),
             hit_values(q.c, q.bh, q.disc, q.w, q.vx, q.vy, q.a, q.R, q.d0x, q.d0y, B.c0, B.c1, B.r);
    if (o == Outcome::start_overlap && start_values(A, B, out)) return CC_STAGE("start"), out;
  }
  return swept_circle_circle_exact(A, B);
}

namespace swept_circle_circle_detail {

using detail::float_not_above;
using detail::narrow;

/// A float hit's values from the filter's plain doubles (the inputs are
/// floats, widened), checked to meet the float bounds, whose unit 2^-24 leaves
/// room for the filter's errors; false where a check fails (then the double
/// path's values, rounded). With kC, kDot, kDisc e (Rounded) bounding each
/// value's error:
///   Time: c~ >= 2^30 kC e2, bh~ >= 2^30 kDot e2, disc~ >= 2^30 kDisc e4 put
///   each within 2^-30 (relative, to first order), so t~ = fl(c~ / (bh~ +
///   sqrt(disc~))) is within rho <= 2^-30 + 2^-30 + 3u < 2^-28.9 of t*, and
///   t_d = fl(t~ (1 - 2^-28)) lies in [t* (1 - 2^-27), t*); rounded down to a
///   float, t* - t < 2^-27 t* + ulp_f(t*) <= 2 ulp_f(t*) (ulp_f(t*) >= 2^-24 t*,
///   or 2^-149 for subnormal floats).
///   Normal (hit_values' formula, its derivation with these errors): v within
///   4u m per component, and a~ >= 2^36 e2 (|V| >= 2^-8.5 m, with a~'s own 48
///   e2) puts V's share at sqrt(2) 4u m / |V| < 2^-29.5 and a's error below
///   2^-30; w within kDot e2 <= 2^-29 max(|w~|, sqrt(disc~)); sqrt(disc~)
///   within 2^-31 + u; so n_d is within 2^-27 of n* per component, and the
///   float rounding of |n_d| <= 1 + 2^-27 adds at most 2^-25: within 2^-24.
///   Point: B.c0 + t_d (B.c1 - B.c0) + B.r n_d is within 2^-27 t* 2M (time)
///   + 2^-27 M (normal) + 24 u M (roundings) < 2^-25.4 M of the exact point;
///   with |p_d| <= 1.5 M' per coordinate (M' <= M the largest of B's
///   magnitudes) the float rounding, 2^-24 |p_d| (2^-150 where subnormal),
///   keeps it within 2^-23 M + 2^-148.
inline bool float_hit(const MovingCircle<double>& B, const Rounded& q, SweepResult<float>& out) {
  const double e2 = q.e2, e4 = q.e4;
  const double root = std::sqrt(q.disc < 0 ? 0.0 : q.disc);
  const double wmag = std::fabs(q.w);
  const bool accurate = (q.c >= 0x1p+30 * kC * e2) & (q.bh >= 0x1p+30 * kDot * e2) &
                        (q.disc >= 0x1p+30 * kDisc * e4) & (q.a >= 0x1p+36 * e2) &
                        ((wmag > root ? wmag : root) >= 0x1p+29 * kDot * e2);
  if (!accurate) return false;
  const double t = q.c / (q.bh + root) * (1.0 - 0x1p-28);
  Vec2<double> n;
  if (q.R == 0.0) {
    const double len = std::sqrt(q.d0x * q.d0x + q.d0y * q.d0y);
    n = {q.d0x / len, q.d0y / len};
  } else {
    const double den = q.a * q.R;
    n = {(q.w * -q.vy - root * q.vx) / den, (q.w * q.vx - root * q.vy) / den};
  }
  const Vec2<double> b0{B.c0.x, B.c0.y}, b1{B.c1.x, B.c1.y};
  const Vec2<double> p = b0 + t * (b1 - b0) + B.r * n;
  auto larger = [](double x, double y) { return x > y ? x : y; };
  const double Mb =
      larger(larger(larger(std::fabs(b0.x), std::fabs(b0.y)), larger(std::fabs(b1.x), std::fabs(b1.y))), B.r);
  if (!((std::fabs(p.x) <= 1.5 * Mb) & (std::fabs(p.y) <= 1.5 * Mb))) return false;
  out = {SweepKind::hit, float_not_above(t), narrow(p), narrow(n)};
  return true;
}

}  // namespace swept_circle_circle_detail

/// The float variant: the double fast path's decisions on the exactly widened
/// inputs (floats are never beyond its range checks for long: everything it
/// cannot certify goes to the double path), a float hit's values from the
/// filter's plain doubles where float_hit certifies them, else the double
/// path's values rounded once: t down to a float (so t <= t* still holds;
/// t* - t < ulp_f(t*) (1 + 2^-25): within 2 float ulps), normal and point to
/// nearest: normal within u_f + 12 u_d per component, point within (2 u_f + 48
/// u_d) M + 2^-148 per coordinate (u_f = 2^-24, u_d = 2^-53; the point's
/// magnitude reaches 2M at a start overlap, B.c0 + B.r n).
inline SweepResult<float> swept_circle_circle(const MovingCircle<float>& A, const MovingCircle<float>& B) {
  using namespace swept_circle_circle_detail;
  const MovingCircle<double> Ad{{A.c0.x, A.c0.y}, {A.c1.x, A.c1.y}, A.r}, Bd{{B.c0.x, B.c0.y}, {B.c1.x, B.c1.y}, B.r};
  if (!(A.r >= 0 && B.r >= 0)) return narrow(swept_circle_circle_exact(Ad, Bd));
  const Rounded q = rounded(Ad, Bd);  // float_hit reads it: kept, unlike the double variant's
  // Inputs on the coarse grid decide exactly at once (few significant bits rule the
  // grid out cheaply for generic inputs); the others go through the filter.
  const double in[10] = {Ad.c0.x, Ad.c0.y, Ad.c1.x, Ad.c1.y, Ad.r, Bd.c0.x, Bd.c0.y, Bd.c1.x, Bd.c1.y, Bd.r};
  const bool exact = cc::detail::few_significant_bits(in) && exact_on_grid(Ad, Bd);
  const Outcome o = exact ? decide(q, 0.0, 0.0) : decide(q, q.e2, q.e4);
  if (o == Outcome::miss) return CC_STAGE(exact ? "grid_miss" : "filter_miss"), SweepResult<float>{};
  SweepResult<double> d;
  SweepResult<float> out;
  if (o == Outcome::hit) {
    if (exact)
      return CC_STAGE("grid_hit"),
             narrow(hit_values(q.c, q.bh, q.disc, q.w, q.vx, q.vy, q.a, q.R, q.d0x, q.d0y, Bd.c0, Bd.c1, Bd.r));
    if (float_hit(Bd, q, out)) return CC_STAGE("float_hit"), out;
    if (dd_hit(Ad, Bd, q.e2, q.e4, d)) return CC_STAGE("dd_hit"), narrow(d);
  }
  if (o == Outcome::start_overlap && start_values(Ad, Bd, d)) return CC_STAGE("start"), narrow(d);
  return narrow(swept_circle_circle_exact(Ad, Bd));
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
