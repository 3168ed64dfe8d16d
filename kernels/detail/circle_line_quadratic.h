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
// expansions in a frame scaled by a power of two; see in_circle_line_domain.

#include "fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../vec2.h"
#include "expansion_product.h"

namespace cc::detail {

/// Scaled frame: the largest input magnitude M_s lies in [2^249, 2^250), so every
/// degree-4 quantity stays below 2^1010. Every input is then a multiple of 2^-268
/// (the exact domain below), so every degree-4 product is a multiple of 2^-1072
/// and every error term of expansion_product.h is representable.
inline constexpr int kCircleLineFrameExponent = 250;

/// The exact domain of the double kernels: every input finite, and the nonzero
/// magnitudes spanning at most 2^460. Scaled so that the largest is below 2^250,
/// the smallest nonzero one is at least 2^(249 - 460) = 2^-211 and so a multiple
/// of 2^(-211 - 52) = 2^-263, within the 2^-268 the frame needs. Every float
/// input is inside (float magnitudes span at most 2^(127 + 149) = 2^276).
inline bool in_circle_line_domain(const double (&v)[7]) {
  double hi = 0.0, lo = INFINITY;
  for (double x : v) {
    if (!std::isfinite(x)) return false;
    const double m = std::fabs(x);
    if (m == 0.0) continue;
    hi = std::max(hi, m);
    lo = std::min(lo, m);
  }
  return hi == 0.0 || hi <= lo * 0x1p+460;
}

/// The exact quantities of one query in the scaled frame, and what the root
/// construction needs. Signs are exact; approximations (a, beta, c, disc) carry
/// relative error at most 2^-53 (1 + 2^-49) each.
struct CircleLineQuadratic {
  Vec2<double> c{}, p1{}, p2{};  ///< scaled inputs
  double r = 0.0;                ///< scaled radius
  int scale = 0;                 ///< the frame is the input times 2^scale
  bool point = false;            ///< P1 == P2
  int sign_disc = 0, sign_beta = 0, sign_c = 0, sign_beta2 = 0, sign_c2 = 0;
  double a = 0.0, beta = 0.0, c0 = 0.0, disc = 0.0;

  /// Scales and evaluates. Requires finite inputs and r >= 0.
  CircleLineQuadratic(Vec2<double> centre, double radius, Vec2<double> q1, Vec2<double> q2) {
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
    c0 = expansion_approximate(cw);
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
    a = expansion_approximate(aa);
    beta = expansion_approximate(bw);
    disc = expansion_approximate(dsc);
  }

  /// A frame point back in input coordinates (exact unless it is subnormal there).
  Vec2<double> unscaled(Vec2<double> p) const { return {std::ldexp(p.x, -scale), std::ldexp(p.y, -scale)}; }

  /// P1 + u d in the frame, d rounded: see the points' error at robust::circle_line (../robust/circle_line.h).
  Vec2<double> at(double u) const { return {p1.x + u * (p2.x - p1.x), p1.y + u * (p2.y - p1.y)}; }

  /// The double root -beta / a (disc == 0), in the frame: the foot of the
  /// perpendicular from C. Exact where it is an input point.
  Vec2<double> tangent_point() const {
    if (r == 0.0) return c;
    if (sign_beta == 0) return p1;
    if (sign_beta2 == 0) return p2;
    return at(-beta / a);
  }

  /// The two roots (disc > 0) as frame points, lower u first, by the stable form
  /// q = -(beta + sign(beta) sqrt(disc)), roots q / a and c / q. A root at an
  /// endpoint (c == 0 or c2 == 0) is that endpoint, exactly.
  void secant_points(Vec2<double>& lo, Vec2<double>& hi) const {
    const double root = std::sqrt(disc);
    const double q = sign_beta >= 0 ? -(beta + root) : -beta + root;
    double u_lo = sign_beta >= 0 ? q / a : c0 / q;
    double u_hi = sign_beta >= 0 ? c0 / q : q / a;
    lo = at(u_lo);
    hi = at(u_hi);
    // c == 0: u = 0 is a root, the lower one when beta < 0 (the other is -2 beta / a).
    if (sign_c == 0) (sign_beta < 0 ? lo : hi) = p1;
    // c2 == 0: u = 1 is a root, the upper one when beta2 > 0.
    if (sign_c2 == 0) (sign_beta2 > 0 ? hi : lo) = p2;
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
};

}  // namespace cc::detail
