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
#include <cmath>

#include "../vec2.h"
#include "big_dyadic.h"
#include "expansion_product.h"
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

/// The exact quantities of one query, and what the root construction needs.
/// Signs are exact for every finite input; approximations (a, beta, c, disc)
/// carry relative error at most 2^-53 (1 + 2^-49) each. They and the roots are
/// WideDoubles (an unbounded exponent), so that beyond the frame, where a
/// quantity can lie far outside the double range (a tiny segment beside a large
/// circle, a circle nearly tangent to a line), nothing underflows before the
/// point P1 + u d is formed; inside the frame they round exactly as doubles.
struct CircleLineQuadratic {
  Vec2<double> c{}, p1{}, p2{};  ///< scaled inputs
  WideDouble dx{}, dy{};         ///< d = P2 - P1 in the frame, rounded
  double r = 0.0;                ///< scaled radius
  int scale = 0;                 ///< the frame is the input times 2^scale
  bool point = false;            ///< P1 == P2
  int sign_disc = 0, sign_beta = 0, sign_c = 0, sign_beta2 = 0, sign_c2 = 0;
  WideDouble a{}, beta{}, c0{}, disc{};

  /// Scales and evaluates. Requires finite inputs and r >= 0.
  CircleLineQuadratic(Vec2<double> centre, double radius, Vec2<double> q1, Vec2<double> q2)
      : in_c_(centre), in_p1_(q1), in_p2_(q2), in_r_(radius) {
    const double m = std::max({std::fabs(centre.x), std::fabs(centre.y), radius, std::fabs(q1.x),
                               std::fabs(q1.y), std::fabs(q2.x), std::fabs(q2.y)});
    if (m > 0.0) {
      int e;
      std::frexp(m, &e);  // m in [2^(e-1), 2^e)
      scale = kCircleLineFrameExponent - e;
    }
    auto s = [this](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, scale), std::ldexp(p.y, scale)}; };
    c = s(centre);
    p1 = s(q1);
    p2 = s(q2);
    r = std::ldexp(radius, scale);
    point = q1 == q2;
    dx = WideDouble::of(p2.x - p1.x);
    dy = WideDouble::of(p2.y - p1.y);
    // Every nonzero input at least kCircleLineFrameSmallest in the frame (and
    // so not flushed to zero by the scaling).
    const double in[7] = {centre.x, centre.y, radius, q1.x, q1.y, q2.x, q2.y};
    const double fr[7] = {c.x, c.y, r, p1.x, p1.y, p2.x, p2.y};
    bool in_frame = true;
    for (int i = 0; i < 7; ++i) in_frame = in_frame && (in[i] == 0.0 || std::fabs(fr[i]) >= kCircleLineFrameSmallest);
    if (in_frame) {
      evaluate_in_frame();
    } else {
      evaluate_exactly();
    }
  }

  /// P1 + u d in the frame: see the points' error at robust::circle_line (../robust/circle_line.h).
  Vec2<double> at(WideDouble u) const { return {p1.x + (u * dx).to_double(), p1.y + (u * dy).to_double()}; }

  /// The double root -beta / a (disc == 0) in input coordinates: the foot of the
  /// perpendicular from C. An input point (C for r == 0, P1, P2) exactly.
  Vec2<double> tangent_point() const {
    if (r == 0.0 && in_r_ == 0.0) return in_c_;
    if (sign_beta == 0) return in_p1_;
    if (sign_beta2 == 0) return in_p2_;
    return unscaled(at(WideDouble{-beta.m, beta.e} / a));
  }

  /// The two roots (disc > 0) in input coordinates, lower u first, by the
  /// stable form q = -(beta + sign(beta) sqrt(disc)), roots q / a and c / q. A
  /// root at an endpoint (c == 0 or c2 == 0) is that endpoint, exactly.
  void secant_points(Vec2<double>& lo, Vec2<double>& hi) const {
    const WideDouble root = sqrt(disc);
    const WideDouble neg_beta{-beta.m, beta.e};
    WideDouble q = sign_beta >= 0 ? beta + root : neg_beta + root;  // terms of one sign
    if (sign_beta >= 0) q.m = -q.m;
    const WideDouble u_lo = sign_beta >= 0 ? q / a : c0 / q;
    const WideDouble u_hi = sign_beta >= 0 ? c0 / q : q / a;
    lo = unscaled(at(u_lo));
    hi = unscaled(at(u_hi));
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
  /// A frame point back in input coordinates (exact unless it is subnormal there).
  Vec2<double> unscaled(Vec2<double> p) const { return {std::ldexp(p.x, -scale), std::ldexp(p.y, -scale)}; }

  // Expansions of the scaled inputs: exact inside the frame.
  void evaluate_in_frame() {
    const ExpansionVec dx = difference_of(p2.x, p1.x), dy = difference_of(p2.y, p1.y);
    const ExpansionVec wx = difference_of(p1.x, c.x), wy = difference_of(p1.y, c.y);
    const ExpansionVec vx = difference_of(p2.x, c.x), vy = difference_of(p2.y, c.y);
    const ExpansionVec r2 = product_of(r, r);
    auto dot = [](const ExpansionVec& ax, const ExpansionVec& ay, const ExpansionVec& bx, const ExpansionVec& by) {
      return compressed(expansion_sum(expansion_product(ax, bx), expansion_product(ay, by)));
    };
    const ExpansionVec cw = compressed(expansion_sum(dot(wx, wy, wx, wy), negated(r2)));
    const ExpansionVec cv = compressed(expansion_sum(dot(vx, vy, vx, vy), negated(r2)));
    sign_c = expansion_sign(cw);
    sign_c2 = expansion_sign(cv);
    c0 = WideDouble::of(expansion_approximate(cw));
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
    a = WideDouble::of(expansion_approximate(aa));
    beta = WideDouble::of(expansion_approximate(bw));
    disc = WideDouble::of(expansion_approximate(dsc));
  }

  // Exact dyadic numbers of the inputs times 2^scale: exact for any finite
  // input; their approximations keep their exponents (WideDouble).
  void evaluate_exactly() {
    const auto B = [this](double v) { return BigDyadic(v).scaled(scale); };
    const BigDyadic cx = B(in_c_.x), cy = B(in_c_.y), rr = B(in_r_);
    const BigDyadic ax = B(in_p1_.x), ay = B(in_p1_.y), bx = B(in_p2_.x), by = B(in_p2_.y);
    const BigDyadic wx = ax - cx, wy = ay - cy, vx = bx - cx, vy = by - cy, r2 = rr * rr;
    const BigDyadic cw = wx * wx + wy * wy - r2, cv = vx * vx + vy * vy - r2;
    sign_c = cw.sign();
    sign_c2 = cv.sign();
    c0 = WideDouble::of(cw);
    if (point) return;
    const BigDyadic ddx = bx - ax, ddy = by - ay;
    dx = WideDouble::of(ddx);
    dy = WideDouble::of(ddy);
    const BigDyadic aa = ddx * ddx + ddy * ddy, bw = ddx * wx + ddy * wy, bv = ddx * vx + ddy * vy;
    const BigDyadic cross = ddx * wy - ddy * wx, dsc = aa * r2 - cross * cross;
    sign_beta = bw.sign();
    sign_beta2 = bv.sign();
    sign_disc = dsc.sign();
    a = WideDouble::of(aa);
    beta = WideDouble::of(bw);
    disc = WideDouble::of(dsc);
  }

  Vec2<double> in_c_, in_p1_, in_p2_;  ///< the inputs, unscaled
  double in_r_ = 0.0;
};

}  // namespace cc::detail
