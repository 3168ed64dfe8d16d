#pragma once
// The exact quadratic of a circle (centre C, radius r) against the line
// P(u) = P1 + u d, d = P2 - P1, shared by the robust circle_line and
// circle_segment kernels. With w = P1 - C, w2 = P2 - C:
//
//   |P(u) - C|^2 - r^2 = a u^2 + 2 beta u + c,
//   a = |d|^2,  beta = d.w,  c = |w|^2 - r^2,
//   disc = beta^2 - a c = r^2 a - cross(d, w)^2      (Lagrange's identity),
//
// and at the far end, beta2 = d.w2 = a + beta, c2 = |w2|^2 - r^2 = a + 2 beta + c.
// The roots are u = (-beta -+ sqrt(disc)) / a. Every decision is a sign of one of
// these polynomials (degree 4 for disc, 2 for the others), computed exactly with
// expansions in a frame scaled by a power of two, or as exact dyadic numbers
// for inputs the frame cannot hold: exact for every finite input.

#include "fp_environment.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

#include "../vec2.h"
#include "big_dyadic.h"
#include "expansion.h"
#include "expansion_product.h"
#include "pow2_bits.h"
#include "wide_double.h"

namespace cc::detail {

/// Scaled frame: the largest input magnitude M_s lies in [2^249, 2^250), so every
/// degree-4 quantity stays below 2^1010. When every input is a multiple of
/// 2^-268 there, every degree-4 product is a multiple of 2^-1072 and every
/// error term of expansion_product.h is representable.
inline constexpr int kCircleLineFrameExponent = 250;

/// Smallest nonzero magnitude a scaled input may have for the expansions to be
/// exact: an input of at least 2^-211 is a multiple of 2^(-211 - 52) = 2^-263,
/// within the 2^-268 the frame needs. Inputs whose nonzero magnitudes span at
/// most 2^460 always meet it (every float input does: floats span at most
/// 2^(127 + 149) = 2^276). Below it the quantities are computed as exact dyadic
/// numbers instead.
inline constexpr double kCircleLineFrameSmallest = 0x1p-211;

// In the frame every value this file forms from the inputs (differences,
// products, sums, their roundings and error terms) is a multiple of 2^-1074
// that stays below 2^1010: a product of multiples of 2^-k is a multiple of
// 2^-k', and rounding a multiple of 2^-k keeps it one. So nothing underflows
// with a loss (a subnormal result is exact) and nothing overflows; roundings
// are purely relative. The stages below rely on that.
namespace circle_line_stage {

inline constexpr double kU = 0x1p-53;

/// An exact difference hi + lo (two_diff).
struct Split {
  double hi = 0.0, lo = 0.0;
};
inline Split split_difference(double a, double b) {
  Split s;
  two_diff(a, b, s.hi, s.lo);
  return s;
}

/// An exact value within err of hi + lo (err == 0: exactly hi).
struct Near {
  double hi = 0.0, lo = 0.0, err = 0.0;
  double value() const { return hi + lo; }
};

/// sum_k sign_k X_k Y_k for exact differences X_k, Y_k (n <= 3): the heads' exact
/// products p_k + e_k (two_product), the p_k summed by two_sum into hi, and the
/// rest (the two_sum errors, the e_k, the three products with a tail per term)
/// summed in floating point into lo. At most 14 terms there, 9 of them rounded
/// products: |exact - (hi + lo)| <= gamma_14 (sum of magnitudes) <= 16u m, m the
/// computed sum of the terms' magnitudes (Higham, Lemma 3.1 and §4.2); 2^-1000
/// more covers a subnormal 16u m rounding down (no subnormal constant: x86 takes
/// a microcode assist on one). When every term is zero, the value is hi exactly.
inline Near products_sum(const Split* x, const Split* y, const double* sign, int n) {
  Near out;
  double mag = 0.0;
  const auto add = [&](double t) {
    out.lo += t;
    mag += std::fabs(t);
  };
  for (int k = 0; k < n; ++k) {
    double p, e;
    two_product(x[k].hi, y[k].hi, p, e);
    if (k == 0) {
      out.hi = sign[k] * p;
    } else {
      double s, se;
      two_sum(out.hi, sign[k] * p, s, se);
      out.hi = s;
      add(se);
    }
    add(sign[k] * e);
    add(sign[k] * (x[k].hi * y[k].lo));
    add(sign[k] * (x[k].lo * y[k].hi));
    add(sign[k] * (x[k].lo * y[k].lo));
  }
  out.err = mag == 0.0 ? 0.0 : 16 * kU * mag + 0x1p-1000;
  return out;
}

/// The sign of the exact value q stands for, or 2 when q cannot prove it:
/// |fl(hi + lo) - (hi + lo)| <= u |fl(hi + lo)|, so |fl(hi + lo)| (1 - 2u) > err
/// decides.
inline int proven_sign(const Near& q) {
  if (q.err == 0.0) return (q.hi > 0) - (q.hi < 0);
  const double v = q.value();
  if (std::fabs(v) * (1 - 2 * kU) > q.err) return v > 0 ? 1 : -1;
  return 2;
}

/// disc* = r^2 a* - cr*^2 from r^2 = R + Rl exactly and a*, cr* within A.err, C.err
/// of A.hi + A.lo, C.hi + C.lo. With R A.hi = m + me, C.hi^2 = n + ne (two_product)
/// and m - n = dh + dhe (two_diff),
///   disc* = dh + [dhe + me - ne + R A.lo + Rl A.hi + Rl A.lo - 2 C.hi C.lo - C.lo^2]
///           + r^2 eps_a - 2 (C.hi + C.lo) eps_c - eps_c^2,   |eps_a| <= A.err, |eps_c| <= C.err.
/// The bracket's 8 terms (5 rounded products) are summed within gamma_8 <= 9u of
/// their magnitudes; the last three terms are bounded as they stand; the bound's
/// own few roundings are covered by 1 + 2^-40, and 2^-1000 covers a bound term
/// rounded below 2^-1022 (a disc* that small is left to the exact stages).
inline Near discriminant(double R, double Rl, const Near& A, const Near& C) {
  double m, me, n, ne;
  two_product(R, A.hi, m, me);
  two_product(C.hi, C.hi, n, ne);
  Near out;
  double dhe;
  two_diff(m, n, out.hi, dhe);
  const double terms[8] = {dhe, me, -ne, R * A.lo, Rl * A.hi, Rl * A.lo, -2 * (C.hi * C.lo), -(C.lo * C.lo)};
  double mag = 0.0;
  for (double t : terms) {
    out.lo += t;
    mag += std::fabs(t);
  }
  const double c_mag = std::fabs(C.hi) + std::fabs(C.lo);
  out.err = (9 * kU * mag + (std::fabs(R) + std::fabs(Rl)) * A.err + (2 * c_mag + C.err) * C.err) * (1 + 0x1p-40) +
            0x1p-1000;
  return out;
}

/// The exponent of the lowest set bit of a finite double (v is a multiple of 2
/// to that power), or 2000 for a zero (which is a multiple of everything).
/// Branch-free: a branch on v == 0 would be mispredicted on mixed inputs.
inline int lowest_bit_exponent(double v) {
  const std::uint64_t bits = std::bit_cast<std::uint64_t>(v) & 0x7fffffffffffffffULL;
  const int biased = static_cast<int>(bits >> 52);
  const std::uint64_t significand = (bits & 0xfffffffffffffULL) | (biased != 0 ? (1ULL << 52) : 0);
  const int e = (biased != 0 ? biased : 1) - 1075 + std::countr_zero(significand | (1ULL << 63));
  return bits == 0 ? 2000 : e;
}

/// The double nearest to x (correctly rounded): the top 64 bits with a sticky bit
/// for whatever lies below them round exactly as x does (64 >= 53 + 2), and the
/// conversion of a 64-bit integer rounds correctly; scaling back is exact.
inline double to_double(U128 x) {
  const auto hi = static_cast<std::uint64_t>(x >> 64);
  if (hi == 0) return static_cast<double>(static_cast<std::uint64_t>(x));
  const int shift = 64 - std::countl_zero(hi);
  auto top = static_cast<std::uint64_t>(x >> shift);
  if ((x & ((static_cast<U128>(1) << shift) - 1)) != 0) top |= 1;
  return static_cast<double>(top) * pow2(shift);
}

}  // namespace circle_line_stage

/// The exact quantities of one query, and what the root construction needs.
/// Signs are exact for every finite input. In the frame the approximations of a,
/// cr = cross(d, w) and disc are doubles (fa_, fcr_, fdisc_, with what bounds
/// them stated at each stage); beyond it they and the roots are WideDoubles (an
/// unbounded exponent), so that nothing underflows before the point P1 + u d is
/// formed (a tiny segment beside a large circle, a circle nearly tangent to a
/// line).
struct CircleLineQuadratic {
  bool point = false;  ///< P1 == P2
  int sign_disc = 0, sign_beta = 0, sign_c = 0, sign_beta2 = 0, sign_c2 = 0;

  /// Stage S2 alone on the unscaled inputs (exact, and the cheapest stage where
  /// it applies: inputs on a common grid of at most 31 bits per difference, such
  /// as small integers); grid_applied() says whether it did, and the object is
  /// usable only then. Requires finite inputs and r >= 0.
  struct GridOnly {};
  CircleLineQuadratic(Vec2<double> centre, double radius, Vec2<double> q1, Vec2<double> q2, GridOnly)
      : point(q1 == q2), in_c_(centre), in_p1_(q1), in_p2_(q2), in_r_(radius), in_frame_(true), c_(centre), p1_(q1),
        p2_(q2), r_(radius) {
    grid_applied_ = evaluate_on_grid();
  }
  bool grid_applied() const { return grid_applied_; }

  /// Scales and evaluates. Requires finite inputs and r >= 0.
  CircleLineQuadratic(Vec2<double> centre, double radius, Vec2<double> q1, Vec2<double> q2)
      : in_c_(centre), in_p1_(q1), in_p2_(q2), in_r_(radius) {
    const double m = std::max({std::fabs(centre.x), std::fabs(centre.y), radius, std::fabs(q1.x),
                               std::fabs(q1.y), std::fabs(q2.x), std::fabs(q2.y)});
    // m in [2^(e-1), 2^e): scale = 250 - e in [-774, 1323]; scaled_by_pow2 rounds
    // exactly as std::ldexp would (once, and only below 2^-1022).
    if (m > 0.0) scale_ = kCircleLineFrameExponent - binary_exponent(m);
    auto s = [this](Vec2<double> p) { return Vec2<double>{scaled_by_pow2(p.x, scale_), scaled_by_pow2(p.y, scale_)}; };
    c_ = s(centre);
    p1_ = s(q1);
    p2_ = s(q2);
    r_ = scaled_by_pow2(radius, scale_);
    point = q1 == q2;
    // Every nonzero input at least kCircleLineFrameSmallest in the frame (and
    // so not flushed to zero by the scaling).
    const double in[7] = {centre.x, centre.y, radius, q1.x, q1.y, q2.x, q2.y};
    const double fr[7] = {c_.x, c_.y, r_, p1_.x, p1_.y, p2_.x, p2_.y};
    bool in_frame = true;
    for (int i = 0; i < 7; ++i) in_frame = in_frame && (in[i] == 0.0 || std::fabs(fr[i]) >= kCircleLineFrameSmallest);
    in_frame_ = in_frame;
    if (!in_frame) {
      evaluate_exactly();
      return;
    }
    fdx_ = p2_.x - p1_.x;
    fdy_ = p2_.y - p1_.y;
    if (evaluate_on_grid()) return;
    if (evaluate_stage_b()) return;
    evaluate_in_frame();
  }

  /// The double root -beta / a (disc == 0) in input coordinates: the foot of the
  /// perpendicular from C. An input point (C for r == 0, P1, P2) exactly.
  Vec2<double> tangent_point() const {
    if (r_ == 0.0 && in_r_ == 0.0) return in_c_;
    if (sign_beta == 0) return in_p1_;
    if (sign_beta2 == 0) return in_p2_;
    if (in_frame_) return unscaled(frame_point(0.0));
    return unscaled(at(WideDouble{-beta_.m, beta_.e} / a_));
  }

  /// The two roots (disc > 0) in input coordinates, lower u first. A root at an
  /// endpoint (c == 0 or c2 == 0) is that endpoint, exactly.
  void secant_points(Vec2<double>& lo, Vec2<double>& hi) const {
    if (in_frame_) {
      lo = unscaled(frame_point(-1.0));
      hi = unscaled(frame_point(1.0));
    } else {
      // Beyond the frame: the stable form q = -(beta + sign(beta) sqrt(disc)),
      // roots q / a and c / q, as WideDoubles.
      const WideDouble root = sqrt(disc_);
      const WideDouble neg_beta{-beta_.m, beta_.e};
      WideDouble q = sign_beta >= 0 ? beta_ + root : neg_beta + root;  // terms of one sign
      if (sign_beta >= 0) q.m = -q.m;
      const WideDouble u_lo = sign_beta >= 0 ? q / a_ : c0_ / q;
      const WideDouble u_hi = sign_beta >= 0 ? c0_ / q : q / a_;
      lo = unscaled(at(u_lo));
      hi = unscaled(at(u_hi));
    }
    // c == 0: u = 0 is a root, the lower one when beta < 0 (the other is -2 beta / a).
    if (sign_c == 0) (sign_beta < 0 ? lo : hi) = in_p1_;
    // c2 == 0: u = 1 is a root, the upper one when beta2 > 0.
    if (sign_c2 == 0) (sign_beta2 > 0 ? hi : lo) = in_p2_;
  }

  /// Whether the lower / upper root lies in [0, 1] (disc > 0), from the signs:
  /// u_lo >= 0 iff beta <= 0 and c >= 0;  u_hi >= 0 iff beta <= 0 or c <= 0;
  /// u_lo <= 1 iff beta2 >= 0 or c2 <= 0; u_hi <= 1 iff beta2 >= 0 and c2 >= 0
  /// (disc - beta^2 = -a c and disc - beta2^2 = -a c2, a > 0).
  bool lo_in_segment() const {
    return sign_beta <= 0 && sign_c >= 0 && (sign_beta2 >= 0 || sign_c2 <= 0);
  }
  bool hi_in_segment() const {
    return (sign_beta <= 0 || sign_c <= 0) && sign_beta2 >= 0 && sign_c2 >= 0;
  }
  /// Whether the double root -beta / a lies in [0, 1] (disc == 0).
  bool tangent_in_segment() const { return sign_beta <= 0 && sign_beta2 >= 0; }

 private:
  /// A frame point back in input coordinates: one multiplication by 2^-scale when
  /// that power is a normal double (exact unless the result is subnormal, then
  /// rounded once, as std::ldexp), std::ldexp for the rest (inputs below 2^-772).
  Vec2<double> unscaled(Vec2<double> p) const {
    if (scale_ == 0) return p;
    if (-scale_ >= -1022) return {p.x * pow2(-scale_), p.y * pow2(-scale_)};
    return {std::ldexp(p.x, -scale_), std::ldexp(p.y, -scale_)};
  }

  /// The root C + (-cr d_y + sigma s d_x, cr d_x + sigma s d_y) / a in the frame,
  /// s = sqrt(disc), sigma = -1 (lower u), +1 (upper) or 0 (the tangent point):
  /// the foot of the perpendicular from C, C + (cr / a)(-d_y, d_x), then
  /// sigma h along d / |d|. The error bound is derived at robust::circle_line.
  /// unit_ is the grid unit of evaluate_on_grid (1 elsewhere): the quotient is
  /// homogeneous of degree one.
  Vec2<double> frame_point(double sigma) const {
    const double s = sigma == 0.0 ? 0.0 : sigma * std::sqrt(fdisc_);
    const double x = (s * fdx_ - fcr_ * fdy_) / fa_, y = (fcr_ * fdx_ + s * fdy_) / fa_;
    return {c_.x + x * unit_, c_.y + y * unit_};
  }

  /// P1 + u d in the frame as WideDoubles (beyond the frame only).
  Vec2<double> at(WideDouble u) const { return {p1_.x + (u * dx_).to_double(), p1_.y + (u * dy_).to_double()}; }

  /// Stage S2: the values on a common grid 2^g of at most 31 bits per
  /// difference, evaluated exactly in 64- and 128-bit integers. With M in
  /// [2^(e-1), 2^e) and g0 = e - 62, every value is below 2^62 units of 2^g0;
  /// each is converted exactly when it is a multiple of 2^g0 (checked by the
  /// round trip: x 2^-g0 is exact unless it falls below 2^-1022, and then it is
  /// no nonzero integer); the common power of two t of all of them (the lowest
  /// set bit of their OR) then gives the coarsest grid 2^g, g = g0 + t. With
  /// every difference and r below 2^31 units: a, c, c2, beta, beta2 and cr are
  /// below 2^63 in magnitude, r^2 a below 2^125 and cr^2 below 2^126, all exact.
  /// The approximations are the exact values correctly rounded (relative error
  /// at most u), in grid units (unit_ = 2^g, g in [-1022, 1023]). In grid units
  /// nothing underflows: every value is 0 or at least 1. Scalar code, no arrays of
  /// the values: GCC packs such arrays into 16-byte vectors through the stack, a
  /// store-forwarding stall per pair.
  bool evaluate_on_grid() {
    using circle_line_stage::lowest_bit_exponent;
    // A nonzero r spanning more than 31 bits (most near-tangent and full-precision
    // inputs) cannot fit: leave before the rest.
    if (r_ != 0.0 && binary_exponent(r_) - lowest_bit_exponent(r_) > 31) return false;
    const double m = std::max(std::max(std::max(std::fabs(c_.x), std::fabs(c_.y)), std::max(std::fabs(p1_.x), std::fabs(p1_.y))),
                              std::max(std::max(std::fabs(p2_.x), std::fabs(p2_.y)), r_));
    if (m == 0.0) {  // every value zero: P1 == P2 == C on a zero circle
      sign_c = sign_c2 = 0;
      return point;
    }
    const int g0 = binary_exponent(m) - 62;
    if (g0 < -1022) return false;
    const double to_grid = pow2(-g0);
    bool fits = true;
    const auto grid_int = [to_grid, &fits](double x) -> std::int64_t {
      const double y = x * to_grid;  // |y| < 2^62
      const auto n = static_cast<std::int64_t>(y);
      fits = fits & (static_cast<double>(n) == y) & ((n != 0) | (x == 0.0));
      return n;
    };
    std::int64_t ncx = grid_int(c_.x), ncy = grid_int(c_.y), rr = grid_int(r_);
    std::int64_t n1x = grid_int(p1_.x), n1y = grid_int(p1_.y), n2x = grid_int(p2_.x), n2y = grid_int(p2_.y);
    if (!fits) return false;
    const auto mag = [](std::int64_t x) { return static_cast<std::uint64_t>(x < 0 ? -x : x); };
    const std::uint64_t any = mag(ncx) | mag(ncy) | mag(rr) | mag(n1x) | mag(n1y) | mag(n2x) | mag(n2y);
    const int t = std::countr_zero(any);  // any != 0: M's own value is at least 2^61 units
    ncx >>= t;  // exact: every value is a multiple of 2^t (arithmetic shift, C++20)
    ncy >>= t;
    rr >>= t;
    n1x >>= t;
    n1y >>= t;
    n2x >>= t;
    n2y >>= t;
    const int g = g0 + t;
    const std::int64_t dx = n2x - n1x, dy = n2y - n1y, wx = n1x - ncx, wy = n1y - ncy;
    const std::int64_t vx = n2x - ncx, vy = n2y - ncy;
    constexpr std::int64_t lim = std::int64_t{1} << 31;
    const auto small = [](std::int64_t x) { return x > -lim && x < lim; };
    if (!(small(dx) & small(dy) & small(wx) & small(wy) & small(vx) & small(vy) & small(rr))) return false;
    const auto sgn = [](std::int64_t x) { return (x > 0) - (x < 0); };
    const std::int64_t r2 = rr * rr;
    sign_c = sgn(wx * wx + wy * wy - r2);
    sign_c2 = sgn(vx * vx + vy * vy - r2);
    if (point) return true;
    const std::int64_t a = dx * dx + dy * dy, cr = dx * wy - dy * wx;
    sign_beta = sgn(dx * wx + dy * wy);
    sign_beta2 = sgn(dx * vx + dy * vy);
    const std::uint64_t cr_mag = mag(cr);
    const U128 ra = static_cast<U128>(static_cast<std::uint64_t>(r2)) * static_cast<std::uint64_t>(a);
    const U128 cc = static_cast<U128>(cr_mag) * cr_mag;
    sign_disc = ra > cc ? 1 : (ra < cc ? -1 : 0);
    fdisc_ = circle_line_stage::to_double(ra > cc ? ra - cc : cc - ra);
    fa_ = static_cast<double>(a);
    fcr_ = static_cast<double>(cr);
    fdx_ = static_cast<double>(dx);
    fdy_ = static_cast<double>(dy);
    unit_ = pow2(g);
    return true;
  }

  /// Stage S3: every quantity as hi + lo within a proven err (products_sum and
  /// discriminant above, on the exact differences), in the frame. Succeeds when
  /// every sign is proven and, for disc > 0, the roots' accuracy condition of
  /// robust::circle_line holds: with a_d = fl(a.hi + a.lo), cr_d, D likewise and
  /// their errors Ea = a.err + u a_d, Ec = cr.err + u |cr_d|, Ed = disc.err + u |D|,
  /// Ea <= 2u a_d and 1.01 (Ec s + Ed) <= 8u 2^249 L s (s = sqrt(D), L = sqrt(a_d);
  /// 2^249 <= M in the frame), i.e. (Ec + Ed / s) / L <= 8u M / 1.01.
  bool evaluate_stage_b() {
    using namespace circle_line_stage;
    const Split dx = split_difference(p2_.x, p1_.x), dy = split_difference(p2_.y, p1_.y);
    const Split wx = split_difference(p1_.x, c_.x), wy = split_difference(p1_.y, c_.y);
    const Split vx = split_difference(p2_.x, c_.x), vy = split_difference(p2_.y, c_.y);
    const Split r{r_, 0.0};
    const double plus[3] = {1.0, 1.0, -1.0}, minus[2] = {1.0, -1.0};
    {
      const Split x[3] = {wx, wy, r}, x2[3] = {vx, vy, r};
      const int sc = proven_sign(products_sum(x, x, plus, 3)), sc2 = proven_sign(products_sum(x2, x2, plus, 3));
      if (sc == 2 || sc2 == 2) return false;
      sign_c = sc;
      sign_c2 = sc2;
    }
    if (point) return true;
    const Split d1[2] = {dx, dy}, w1[2] = {wx, wy}, v1[2] = {vx, vy}, w_swapped[2] = {wy, wx};
    const int sb = proven_sign(products_sum(d1, w1, plus, 2)), sb2 = proven_sign(products_sum(d1, v1, plus, 2));
    if (sb == 2 || sb2 == 2) return false;
    const Near A = products_sum(d1, d1, plus, 2), C = products_sum(d1, w_swapped, minus, 2);
    double R, Rl;
    two_product(r_, r_, R, Rl);
    const Near disc = discriminant(R, Rl, A, C);
    const int sd = proven_sign(disc);
    if (sd == 2) return false;
    fa_ = A.value();
    fcr_ = C.value();
    fdisc_ = disc.value();
    if (sd > 0) {
      const double Ea = A.err + kU * fa_, Ec = C.err + kU * std::fabs(fcr_), Ed = disc.err + kU * std::fabs(fdisc_);
      const double s = std::sqrt(fdisc_), L = std::sqrt(fa_);
      if (!(Ea <= 2 * kU * fa_ && 1.01 * (Ec * s + Ed) <= 8 * kU * 0x1p+249 * L * s)) return false;
    }
    sign_beta = sb;
    sign_beta2 = sb2;
    sign_disc = sd;
    return true;
  }

  // Stage S4: expansions of the scaled inputs, exact inside the frame. The
  // approximations carry relative error at most u (1 + 2^-49) each
  // (expansion_approximate), or an absolute 2^-1075 where they are subnormal.
  void evaluate_in_frame() {
    const ExpansionVec dx = difference_of(p2_.x, p1_.x), dy = difference_of(p2_.y, p1_.y);
    const ExpansionVec wx = difference_of(p1_.x, c_.x), wy = difference_of(p1_.y, c_.y);
    const ExpansionVec vx = difference_of(p2_.x, c_.x), vy = difference_of(p2_.y, c_.y);
    const ExpansionVec r2 = product_of(r_, r_);
    auto dot = [](const ExpansionVec& ax, const ExpansionVec& ay, const ExpansionVec& bx, const ExpansionVec& by) {
      return compressed(expansion_sum(expansion_product(ax, bx), expansion_product(ay, by)));
    };
    const ExpansionVec cw = compressed(expansion_sum(dot(wx, wy, wx, wy), negated(r2)));
    const ExpansionVec cv = compressed(expansion_sum(dot(vx, vy, vx, vy), negated(r2)));
    sign_c = expansion_sign(cw);
    sign_c2 = expansion_sign(cv);
    if (point) return;
    const ExpansionVec aa = dot(dx, dy, dx, dy);
    const ExpansionVec bw = dot(dx, dy, wx, wy), bv = dot(dx, dy, vx, vy);
    const ExpansionVec cross =
        compressed(expansion_sum(expansion_product(dx, wy), negated(expansion_product(dy, wx))));
    const ExpansionVec dsc =
        compressed(expansion_sum(expansion_product(aa, r2), negated(expansion_product(cross, cross))));
    sign_beta = expansion_sign(bw);
    sign_beta2 = expansion_sign(bv);
    sign_disc = expansion_sign(dsc);
    fa_ = expansion_approximate(aa);
    fcr_ = expansion_approximate(cross);
    fdisc_ = expansion_approximate(dsc);
  }

  // Exact dyadic numbers of the inputs times 2^scale: exact for any finite
  // input; their approximations keep their exponents (WideDouble).
  void evaluate_exactly() {
    const auto B = [this](double v) { return BigDyadic(v).scaled(scale_); };
    const BigDyadic cx = B(in_c_.x), cy = B(in_c_.y), rr = B(in_r_);
    const BigDyadic ax = B(in_p1_.x), ay = B(in_p1_.y), bx = B(in_p2_.x), by = B(in_p2_.y);
    const BigDyadic wx = ax - cx, wy = ay - cy, vx = bx - cx, vy = by - cy, r2 = rr * rr;
    const BigDyadic cw = wx * wx + wy * wy - r2, cv = vx * vx + vy * vy - r2;
    sign_c = cw.sign();
    sign_c2 = cv.sign();
    c0_ = WideDouble::of(cw);
    if (point) return;
    const BigDyadic ddx = bx - ax, ddy = by - ay;
    dx_ = WideDouble::of(ddx);
    dy_ = WideDouble::of(ddy);
    const BigDyadic aa = ddx * ddx + ddy * ddy, bw = ddx * wx + ddy * wy, bv = ddx * vx + ddy * vy;
    const BigDyadic cross = ddx * wy - ddy * wx, dsc = aa * r2 - cross * cross;
    sign_beta = bw.sign();
    sign_beta2 = bv.sign();
    sign_disc = dsc.sign();
    a_ = WideDouble::of(aa);
    beta_ = WideDouble::of(bw);
    disc_ = WideDouble::of(dsc);
  }

  Vec2<double> in_c_, in_p1_, in_p2_;  ///< the inputs, unscaled
  double in_r_ = 0.0;
  int scale_ = 0;          ///< the frame is the input times 2^scale_
  bool in_frame_ = false;  ///< evaluated in the frame (doubles) rather than exactly (BigDyadic)
  bool grid_applied_ = false;
  // The fields below are set by the constructor that uses them, and read only on
  // the paths that set them (no default initializers: the grid stage is built
  // on the hot slow path).
  Vec2<double> c_, p1_, p2_;  ///< scaled inputs
  double r_;                  ///< scaled radius
  // In the frame: the rounded d = P2 - P1 and the approximations of a, cr, disc,
  // in units of unit_ (d), unit_^2 (a, cr) and unit_^4 (disc).
  double fdx_, fdy_, fa_, fcr_, fdisc_, unit_ = 1.0;
  // Beyond the frame: WideDouble approximations (relative error at most u (1 + 2^-49)).
  WideDouble dx_, dy_, a_, beta_, c0_, disc_;
};

}  // namespace cc::detail
