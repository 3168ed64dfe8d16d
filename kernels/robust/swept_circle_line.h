#pragma once
// swept_circle_line: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptCircleLineBounds). The conventions and result types
// are in ../swept_circle_line.h. Standard library only: a game copies this
// header with ../detail/, ../error_bound.h, ../swept_circle_line.h and the type
// headers those include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "../detail/narrow_to_float.h"
#include "../detail/coarse_grid.h"
#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../detail/split_product.h"
#include "../detail/wide_double.h"
#include "../error_bound.h"
#include "../swept_circle_line.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::swept_circle_line promises (derivations at robust::swept_circle_line_exact, the fast path's at
/// swept_circle_line_detail::start_values, dd_quotient and float_hit). `t` is never after the exact
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

/// The stages of robust::swept_circle_line, by the names its CC_STAGE markers
/// pass (stage.h). The fast path decides most calls on the plain values: the
/// filter's certified signs (filter_miss, filter_start_overlap) or, on the
/// coarse grid, exact ones (grid_miss, grid_start_overlap, and grid_hit with the
/// time from the exact plain values); a hit the filter proves takes its time
/// from checked double-double values (dd_hit). What it leaves goes to
/// swept_circle_line_exact: invalid_input (a NaN or infinite value, a negative
/// radius), zero_length (P1 == P2, no line), exact_dyadic (inputs the scaled
/// frame cannot hold, as exact dyadic numbers), then the exact decision:
/// exact_miss, exact_start_overlap, exact_hit.
///
/// Rare in generated inputs, declared so with the regime that reaches them:
/// for float, dd_hit (float_hit decides nearly every float hit; the
/// double-double time is reached from threshold_band, grazing cases moved
/// off by swept distances); for double, grid_miss (a miss of values on the
/// grid that the filter cannot prove: the filter certifies signs for M in
/// [2^-200, 2^190], the grid holds M in [2^-241, 2^250), so only
/// configurations of few bits in the 100 binades between reach it:
/// range_edges, small configurations at 2^e for |e| in [150, 260], puts
/// about half its cases there, and only its misses reach the stage).
template <class T>
struct SweptCircleLineStages {
  static constexpr const char* names[] = {
      "filter_miss",   "filter_start_overlap", "grid_miss",    "grid_start_overlap",  "grid_hit",   "dd_hit",
      "invalid_input", "zero_length",          "exact_dyadic", "exact_start_overlap", "exact_miss", "exact_hit"};
};
/// Float adds float_hit (a hit's time and point from the filter's plain
/// doubles, checked against the float bounds), and never reaches exact_dyadic:
/// the nonzero magnitudes of float inputs lie in [2^-149, 2^128) and so span
/// less than 2^277, within the 2^440 the scaled frame holds.
template <>
struct SweptCircleLineStages<float> {
  static constexpr const char* names[] = {
      "filter_miss", "filter_start_overlap", "grid_miss",   "grid_start_overlap",  "grid_hit",   "float_hit",
      "dd_hit",      "invalid_input",        "zero_length", "exact_start_overlap", "exact_miss", "exact_hit"};
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

/// The exact path (robust::swept_circle_line's fallback, and its reference).
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
inline SweepResult<double> swept_circle_line_exact(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1,
                                                   Vec2<double> P2) {
  using namespace swept_circle_line_detail;
  const double v[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  double max_abs = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, {}, {}, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (r < 0) return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, {}, {}, {}};
  if (P1 == P2) return CC_STAGE("zero_length"), SweepResult<double>{SweepKind::invalid_input, {}, {}, {}};

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
  const Quantities q = in_frame ? quantities_in_frame(c0, c1, rs, p1, p2)
                                : (CC_STAGE("exact_dyadic"), quantities_exact(C0, C1, r, P1, P2, s));

  const bool start_overlap = q.d0_sign <= 0;
  const int sigma = q.sigma();
  // Hit iff sigma k1 <= r |L|: certain when k1 is on the line or beyond it.
  if (!start_overlap && q.needs_d1() && q.d1_sign > 0) return CC_STAGE("exact_miss"), SweepResult<double>{};

  // Unit normal sigma N from the rounded direction (error at the header above).
  const double dx = q.l.x, dy = q.l.y;
  const double h = std::sqrt(dx * dx + dy * dy);
  const Vec2<double> n{sigma * (-dy / h), sigma * (dx / h)};

  SweepResult<double> out{SweepKind::hit, 0.0, {}, n};
  Vec2<double> x;
  if (start_overlap) {
    CC_STAGE("exact_start_overlap");
    // Foot of the perpendicular: C0 - (k0 / |L|^2) (-Ly, Lx).
    x = {c0.x - q.f * -dy, c0.y - q.f * dx};
  } else {
    CC_STAGE("exact_hit");
    out.t = first_contact_time(q.quotient);
    const Vec2<double> center = c0 + out.t * (c1 - c0);
    x = center - rs * n;
  }
  out.point = {std::ldexp(x.x, -s), std::ldexp(x.y, -s)};
  return out;
}

namespace swept_circle_line_detail {

/// The fast path's quantities in plain double, from the inputs as given (no
/// scaling): l = fl(P2 - P1), a = fl(C0 - P1), b = fl(C1 - P1) (per
/// component), k0 = fl(fl(lx ay) - fl(ly ax)) (orient2d(P1, P2, C0)), k1 likewise
/// from b, l2 = fl(lx^2 + ly^2), rl = fl(fl(r r) l2), d0 = fl(fl(k0 k0) - rl),
/// d1 likewise from k1.
///
/// Semi-static error bounds (as swept_circle_circle_detail::Rounded: Ozaki et
/// al., BIT 2016, doi:10.1007/s10543-015-0574-9), with u = 2^-53 and
///   m = max(|lx|, |ly|, |ax|, |ay|, |bx|, |by|, r),   taken only for 2^-200 <= m <= 2^190.
/// The exact differences are within u m of the rounded ones per component (r
/// is exact); for exact X, Y within alpha u m^i, beta u m^j of computed x, y
/// with |x| <= A m^i, |y| <= B m^j, |XY - xy| <= (alpha B + A beta) u m^(i+j) +
/// O(u^2); plus u times the bound of each rounded intermediate:
///   k0, k1:          inputs (1 + 1) * 2, products 1 + 1, difference 2             =  8 u m^2
///   l2 (<= 2 m^2):   inputs 2 + 2, squares 1 + 1, sum 2                           =  8 u m^2
///   rl (<= 2 m^4):   r^2 rounded (1) * 2 + 1 * 8 (l2), product 2                  = 12 u m^4
///   d0, d1:          k^2: 2 * 2 * 8 + 4, rl 12, difference 4                      = 52 u m^4
/// Underflow (eta / 2 per product) and the O(u^2) terms fit in the margins of
/// kK and kD, as in swept_circle_circle_detail::Rounded (m >= 2^-200 makes
/// every eta term below 2^-600 u m^4); m <= 2^190 rules out overflow.
struct Rounded {
  double lx, ly, ax, ay, bx, by, k0, k1, l2, rl, d0, d1;
  double e2, e4;  ///< u m^2 and u m^4, NaN (no sign certified) for m outside [2^-200, 2^190]
};
inline constexpr double kK = 9;   ///< k0, k1: 8 derived
inline constexpr double kD = 54;  ///< d0, d1: 52 derived

/// in: C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y.
inline Rounded rounded(const double (&in)[9]) {
  Rounded q;
  q.lx = in[7] - in[5];
  q.ly = in[8] - in[6];
  q.ax = in[0] - in[5];
  q.ay = in[1] - in[6];
  q.bx = in[2] - in[5];
  q.by = in[3] - in[6];
  q.k0 = q.lx * q.ay - q.ly * q.ax;
  q.k1 = q.lx * q.by - q.ly * q.bx;
  q.l2 = q.lx * q.lx + q.ly * q.ly;
  q.rl = (in[4] * in[4]) * q.l2;
  q.d0 = q.k0 * q.k0 - q.rl;
  q.d1 = q.k1 * q.k1 - q.rl;
  auto mag = [](double x) { return std::fabs(x); };
  auto larger = [](double x, double y) { return x > y ? x : y; };
  const double m = larger(larger(larger(mag(q.lx), mag(q.ly)), larger(mag(q.ax), mag(q.ay))),
                          larger(larger(mag(q.bx), mag(q.by)), in[4]));
  const double m2 = m * m;
  const bool in_range = m >= 0x1p-200 && m <= 0x1p+190;
  q.e2 = in_range ? m2 * 0x1p-53 : std::numeric_limits<double>::quiet_NaN();
  q.e4 = q.e2 * m2;
  return q;
}

enum class Outcome : unsigned char { unknown, miss, start_overlap, hit };

/// The exact path's decisions on certified signs (x > 0 when x~ > k e, x <= 0
/// when x~ <= -k e; exact signs for e = 0; nothing for a NaN). A start overlap
/// needs k0's sign too (sigma, +1 on the line). Past it, a hit iff sigma k1 <= 0
/// or d1 <= 0: d1 <= 0 alone decides even where k1's sign is uncertain.
inline Outcome decide(const Rounded& q, double e2, double e4, int& sigma) {
  const double ek = kK * e2, ed = kD * e4;
  const bool k_neg = q.k0 < -ek, k_pos = q.k0 > ek;  // with exact values (e2 = 0) k0 = 0 is k0 >= 0
  sigma = k_neg ? -1 : 1;
  const double sk1 = sigma * q.k1;
  const bool known_side = k_neg | k_pos, d0_pos = q.d0 > ed;
  const bool hit = d0_pos & known_side & ((sk1 <= -ek) | (q.d1 <= -ed));
  const bool miss = d0_pos & known_side & (sk1 > ek) & (q.d1 > ed);
  if (miss) return Outcome::miss;
  if (hit) return Outcome::hit;
  if ((q.d0 <= -ed) & (known_side | (e2 == 0.0))) return Outcome::start_overlap;
  return Outcome::unknown;
}

/// Inputs on the grid of cc::detail::on_coarse_grid with 11 bits: in units of
/// 2^g every input is an integer below 2^11, so l, a, b are below 2^12, k0, k1
/// below 2^25 (and k0 - k1 below 2^26), l2 below 2^25, r^2 below 2^22, rl below
/// 2^47, k^2 below 2^50 and d0, d1 below 2^50: every value of rounded() is
/// exact. E in [-240, 250] keeps 2^(4g) >= 2^-1004 (the degree-4 products of
/// the time's quotient stay normal) and d0 below 2^1006.
inline bool exact_on_grid(const double (&in)[9]) { return cc::detail::on_coarse_grid<11, -240, 250>(in); }

/// The normal sigma N from the rounded direction l (the exact path's normal:
/// 5 u per component). False where l^2 could under- or overflow (l2 outside
/// [2^-1000, 2^1000]; inside, the smaller square's eta / 2 is below 2^-70
/// relative).
inline bool line_normal(const Rounded& q, int sigma, Vec2<double>& n) {
  if (!(q.l2 >= 0x1p-1000 && q.l2 <= 0x1p+1000)) return false;
  const double h = std::sqrt(q.l2);
  n = {sigma * (-q.ly / h), sigma * (q.lx / h)};
  return true;
}

/// A start overlap: the foot C0 - (k0 / l2) perp(l) from the plain values.
/// Within 21 u M + eta of the exact foot F = C0 - G, G = (k0 / |L|^2) perp(L),
/// |G| = |k0| / |L| <= r (a start overlap) and |F| <= 2M: the computed k0 is
/// within 4u (|lx ay| + |ly ax|) + eta of the exact one (inputs 2u, the
/// products u, the difference u; Shewchuk's orient2d bound) and |lx ay| +
/// |ly ax| <= |l| |a| (Cauchy-Schwarz), so that error moves G by at most 4.01 u
/// |a| <= 11.35 u M (|a| <= 2 sqrt(2) M); l2 carries 4 u relative, the quotient,
/// l's rounding and the product 3 u more, 7.02 u |G| <= 7.02 u M; the final
/// difference u 2M; underflows eta / 2 each, below u M here (M >= m / 2 >=
/// 2^-201 past the filter, M >= 2^-241 on the grid) but for the last, exact,
/// one. On the grid k0 and l2 are exact: closer still.
inline bool start_values(const double (&in)[9], const Rounded& q, int sigma, SweepResult<double>& out) {
  if (!(q.bx - q.bx == 0.0 && q.by - q.by == 0.0)) return false;  // C1 not finite: not read by the decision
  Vec2<double> n;
  if (!line_normal(q, sigma, n)) return false;
  const double f = q.k0 / q.l2;
  out = {SweepKind::hit, 0.0, {in[0] - f * -q.ly, in[1] - f * q.lx}, n};
  return true;
}

/// A hit's values from its quotient q = d0 / ((|k0| + r sqrt(l2)) den), den =
/// sigma (k0 - k1) > 0 (the exact path's Quantities::quotient, within 7.9 u of
/// t*) and the normal: time at first_contact_time, point C(t) - r n (the exact
/// path's point derivation).
inline SweepResult<double> hit_values(const double (&in)[9], double quotient, Vec2<double> n) {
  SweepResult<double> out{SweepKind::hit, first_contact_time(quotient), {}, n};
  const Vec2<double> c0{in[0], in[1]}, c1{in[2], in[3]};
  const Vec2<double> center = c0 + out.t * (c1 - c0);
  out.point = center - in[4] * n;
  return out;
}

inline double quotient_of(double d0, double abs_k0, double l2, double r, double den) {
  return d0 / ((abs_k0 + r * std::sqrt(l2)) * den);
}

/// A certified hit's quotient from double-double values (hi + lo) of k0, k1, l2
/// and d0, from error-free differences and products (cc::detail::two_diff,
/// two_sum, split_product.h), each within a bound delta, checked to leave each
/// approximation within u + u / 16 = 1.0625 u (relative) of its exact value;
/// false (the exact path) when a check fails.
///
/// Underflow (as in swept_circle_circle_detail::dd_hit): lx, ly, ax, ay, bx,
/// by and r are checked to be zero or at least 2^-242, so the degree-2
/// TwoProducts are zero or at least 2^-484 and r^2 l2's zero or at least
/// 2^-968; k0h^2 is above 2^-890 wherever the checks below pass (|k0~| >=
/// 450 u m^2 >= 2^-444). The low-part products that may underflow add at most
/// eta / 2 each, below 2^-1000 u^2 m^2 in all, inside the deltas' margins; m <=
/// 2^190 (the filter) rules out overflow.
///
/// Pieces, exact: Lx = lx + elx (|elx| <= u m), Ay = ay + eay, likewise the
/// others; r is exact. Each delta sums, first order in u^2 (m^2 or m^4), the
/// terms left out and u times each rounded intermediate of the low part:
///   k0, k1: left out elx eay - ely eax (2), roundings 26                  delta_k   =  28 u^2 m^2
///   den = k0 - k1: the two deltas, roundings 16 + 20                      delta_den =  92 u^2 m^2
///   l2: left out elx^2 + ely^2 (2), roundings 22                          delta_l2  =  24 u^2 m^2
///   d0 = k0^2 - r^2 l2: 2 |k0| delta_k 112, k0l^2 64, 2 k0h k0l 32, r^2
///       delta_l2 24, the cross products of r^2 l2 20, roundings 110         delta_d0  = 363 u^2 m^4
/// Checks: delta <= u |x~| / 16 for x = k0, den, l2, d0 (thresholds rounded up
/// over e2 = u m^2 (1 - u), e4 = u m^4 (1 - u)^3 and the product's rounding).
///
/// Time: first_contact_time's derivation with 1.0625 u per approximation in
/// place of u (1 + 2^-49): R = r sqrt(l2~) within 0.532 u + 2u, |k0~| + R
/// within 3.532 u, times den~ 5.6 u, the quotient 7.66 u < 7.9 u; t = fl(q (1
/// - 10u)) <= t* (1 + 7.9 u)(1 - 10 u)(1 + u) < t*, and t >= t* (1 - 7.9 u)(1 -
/// 11 u) > t* (1 - 19 u); q below 2^-1021 is handled there (the checked values
/// are at least 2^-845, their products in the quotient at least 2^-890: normal).
inline bool dd_quotient(const double (&in)[9], double e2, double e4, int sigma, double& quotient) {
  using cc::detail::SplitDouble;
  using cc::detail::split_double;
  using cc::detail::two_diff;
  using cc::detail::two_product_split;
  using cc::detail::two_square_split;
  using cc::detail::two_sum;
  double lx, elx, ly, ely, ax, eax, ay, eay, bx, ebx, by, eby;
  two_diff(in[7], in[5], lx, elx);
  two_diff(in[8], in[6], ly, ely);
  two_diff(in[0], in[5], ax, eax);
  two_diff(in[1], in[6], ay, eay);
  two_diff(in[2], in[5], bx, ebx);
  two_diff(in[3], in[6], by, eby);
  const SplitDouble slx = split_double(lx), sly = split_double(ly);
  // k = Lx Ay - Ly Ax for (ax, ay) and (bx, by).
  auto orient = [&](double px, double epx, double py, double epy, double& kh, double& kl) {
    double p1, g1, p2, g2, fk;
    two_product_split(slx, split_double(py), p1, g1);
    two_product_split(sly, split_double(px), p2, g2);
    two_diff(p1, p2, kh, fk);
    kl = (fk + (g1 - g2)) + ((lx * epy + elx * py) - (ly * epx + ely * px));
  };
  double k0h, k0l, k1h, k1l;
  orient(ax, eax, ay, eay, k0h, k0l);
  orient(bx, ebx, by, eby, k1h, k1l);
  double dh, fd;
  two_diff(k0h, k1h, dh, fd);
  const double den_ = sigma * (dh + (fd + (k0l - k1l)));
  // l2 = |L|^2.
  double q1, h1, q2, h2, lh, fl;
  two_square_split(slx, q1, h1);
  two_square_split(sly, q2, h2);
  two_sum(q1, q2, lh, fl);
  const double ll = (fl + (h1 + h2)) + 2.0 * (lx * elx + ly * ely);
  // d0 = k0^2 - r^2 l2 (r^2 = rh + rg exactly).
  double rh, rg, pp, gp, s, sg, Dh, fD;
  two_square_split(split_double(in[4]), rh, rg);
  two_product_split(split_double(rh), split_double(lh), pp, gp);
  two_square_split(split_double(k0h), s, sg);
  const double cross = rh * ll + rg * lh, kk = 2.0 * (k0h * k0l);
  two_diff(s, pp, Dh, fD);
  const double d0_ = Dh + ((fD + (sg - gp)) + (kk - cross));

  const double k0_ = k0h + k0l, l2_ = lh + ll;
  const double abs_k0 = k0_ < 0 ? -k0_ : k0_;
  auto below = [](double x) { return (x != 0.0) & (std::fabs(x) < 0x1p-242); };
  if (below(lx) | below(ly) | below(ax) | below(ay) | below(bx) | below(by) | below(in[4])) return false;
  const bool accurate =
      (abs_k0 >= 450 * e2) & (den_ >= 1480 * e2) & (l2_ >= 390 * e2) & (d0_ >= 5820 * e4);
  if (!accurate) return false;
  quotient = quotient_of(d0_, abs_k0, l2_, in[4], den_);
  return true;
}

}  // namespace swept_circle_line_detail

/// robust::swept_circle_line: the exact path's decisions and values
/// (swept_circle_line_exact), with a fast path in front: the filter
/// (swept_circle_line_detail::Rounded, decide) certifies the signs in plain
/// double; where one is uncertain and the inputs lie on a coarse grid
/// (exact_on_grid) the same plain values are exact and decide; a start
/// overlap's foot and normal come from the plain values (start_values), a
/// hit's time from the exact plain values or from double-double values checked
/// against their bounds (dd_quotient). Anything else takes the exact path.
inline SweepResult<double> swept_circle_line(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1,
                                             Vec2<double> P2) {
  using namespace swept_circle_line_detail;
  const double in[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  if (r >= 0) {
    const Rounded q = rounded(in);
    int sigma = 1;
    Outcome o = decide(q, q.e2, q.e4, sigma);
    bool exact = false;
    if (o == Outcome::unknown && exact_on_grid(in)) {
      exact = true;
      o = decide(q, 0.0, 0.0, sigma);
    }
    SweepResult<double> out;
    Vec2<double> n;
    double quotient;
    switch (o) {
      case Outcome::miss:
        return (exact ? CC_STAGE("grid_miss") : CC_STAGE("filter_miss")), SweepResult<double>{};
      case Outcome::start_overlap:
        if (start_values(in, q, sigma, out))
          return (exact ? CC_STAGE("grid_start_overlap") : CC_STAGE("filter_start_overlap")), out;
        break;
      case Outcome::hit:
        if (!line_normal(q, sigma, n)) break;
        if (exact) {
          const double abs_k0 = q.k0 < 0 ? -q.k0 : q.k0;
          return CC_STAGE("grid_hit"), hit_values(in, quotient_of(q.d0, abs_k0, q.l2, r, sigma * (q.k0 - q.k1)), n);
        }
        if (dd_quotient(in, q.e2, q.e4, sigma, quotient)) return CC_STAGE("dd_hit"), hit_values(in, quotient, n);
        break;
      case Outcome::unknown:
        break;
    }
  }
  return swept_circle_line_exact(C0, C1, r, P1, P2);
}

namespace swept_circle_line_detail {

using detail::float_not_above;
using detail::narrow;

/// A float hit's time and point from the filter's plain doubles (the inputs
/// are floats, widened), checked to meet the float bounds; false where a check
/// fails (then the double path's values, rounded). With kK e2 and kD e4
/// bounding k0's, k1's and d0's errors, and l2 within 4.01 u (no cancellation):
///   Time: |d0~| >= 2^30 kD e4, |k0~| >= 2^30 kK e2 and den~ = sigma (k0~ -
///   k1~) >= 2^31 kK e2 put d0, |k0| and den within 2^-30 + u (relative), so
///   the quotient is within 3 * 2^-30 + 8u < 2^-28.4 of t*; t_d = fl(q (1 -
///   2^-27)) lies in [t* (1 - 2^-26.4), t*), and rounded down to a float t* - t
///   <= 2^-26.4 t* + 2 u_f t* (u_f = 2^-24; 2^-149 where subnormal, and a t_d
///   below 2^-149, even rounded wrongly, gives t = 0): within 3 u_f t* + 2 eta_f.
///   Point: C(t_d) - r n is within 2^-26.4 t* 2M (time) + 6 u r + 7 u M
///   (roundings) < 2^-25.3 M of the exact point; with |p_d| <= 1.5 M' per
///   coordinate (M' <= M the largest magnitude among C0, C1 and r) the float
///   rounding, 2^-24 |p_d| (2^-150 where subnormal), keeps it within 2^-23 M +
///   2^-149.
///   Normal: the double normal (line_normal), rounded: the double bound.
inline bool float_hit(const double (&in)[9], const Rounded& q, int sigma, Vec2<double> n, SweepResult<float>& out) {
  const double ek = kK * q.e2;
  const double abs_k0 = q.k0 < 0 ? -q.k0 : q.k0, den = sigma * (q.k0 - q.k1);
  if (!((q.d0 >= 0x1p+30 * kD * q.e4) & (abs_k0 >= 0x1p+30 * ek) & (den >= 0x1p+31 * ek))) return false;
  const double t = quotient_of(q.d0, abs_k0, q.l2, in[4], den) * (1.0 - 0x1p-27);
  const Vec2<double> c0{in[0], in[1]}, c1{in[2], in[3]};
  const Vec2<double> p = (c0 + t * (c1 - c0)) - in[4] * n;
  auto mag = [](double x) { return std::fabs(x); };
  auto larger = [](double x, double y) { return x > y ? x : y; };
  const double Mc = larger(larger(larger(mag(c0.x), mag(c0.y)), larger(mag(c1.x), mag(c1.y))), in[4]);
  if (!((mag(p.x) <= 1.5 * Mc) & (mag(p.y) <= 1.5 * Mc))) return false;
  out = {SweepKind::hit, float_not_above(t), narrow(p), narrow(n)};
  return true;
}

}  // namespace swept_circle_line_detail

/// The float variant: the double fast path's decisions on the exactly widened
/// inputs, a hit's time and point from the filter's plain doubles where
/// float_hit certifies them, else the double path's values rounded once: t
/// toward zero, so that t <= t* still holds and t* - t <= 3 u t* + 2 eta (u =
/// 2^-24, eta = 2^-149: one float ulp, at most 2 u t* or eta, plus the double
/// error); normal components within 2^-24 (1 + 6 * 2^-53) + 6 * 2^-53 <= 2^-24
/// + 7 * 2^-53 of sigma N; point coordinates within (2^-23 + 52 * 2^-53) M +
/// 2^-149 (M <= 2^125).
inline SweepResult<float> swept_circle_line(Vec2<float> C0, Vec2<float> C1, float r, Vec2<float> P1,
                                            Vec2<float> P2) {
  using namespace swept_circle_line_detail;
  const double in[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  if (in[4] >= 0) {
    const Rounded q = rounded(in);
    int sigma = 1;
    // Inputs on the coarse grid decide exactly at once (few significant bits rule the
    // grid out cheaply for generic inputs); the others go through the filter.
    const bool exact = cc::detail::few_significant_bits(in) && exact_on_grid(in);
    const Outcome o = exact ? decide(q, 0.0, 0.0, sigma) : decide(q, q.e2, q.e4, sigma);
    SweepResult<double> d;
    SweepResult<float> out;
    Vec2<double> n;
    double quotient;
    switch (o) {
      case Outcome::miss:
        return (exact ? CC_STAGE("grid_miss") : CC_STAGE("filter_miss")), SweepResult<float>{};
      case Outcome::start_overlap:
        if (start_values(in, q, sigma, d))
          return (exact ? CC_STAGE("grid_start_overlap") : CC_STAGE("filter_start_overlap")), narrow(d);
        break;
      case Outcome::hit:
        if (!line_normal(q, sigma, n)) break;
        if (exact) {
          const double abs_k0 = q.k0 < 0 ? -q.k0 : q.k0;
          return CC_STAGE("grid_hit"),
                 narrow(hit_values(in, quotient_of(q.d0, abs_k0, q.l2, in[4], sigma * (q.k0 - q.k1)), n));
        }
        if (float_hit(in, q, sigma, n, out)) return CC_STAGE("float_hit"), out;
        if (dd_quotient(in, q.e2, q.e4, sigma, quotient))
          return CC_STAGE("dd_hit"), narrow(hit_values(in, quotient, n));
        break;
      case Outcome::unknown:
        break;
    }
  }
  return narrow(swept_circle_line_exact({in[0], in[1]}, {in[2], in[3]}, in[4], {in[5], in[6]}, {in[7], in[8]}));
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
