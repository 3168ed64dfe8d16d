#pragma once
// circle_line: the robust kernel (namespace cc::robust) and what it promises,
// as data (CircleLineBounds). The conventions and result types are in
// ../circle_line.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../circle_line.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <cmath>

#include "../detail/circle_line_quadratic.h"
#include "../error_bound.h"
#include "../circle_line.h"

namespace cc {
namespace robust {

/// What robust::circle_line promises (derivation at robust::circle_line), per coordinate of every returned point; a
/// root at an input point (an end on the circle, a zero radius) is returned exactly. `point` holds for M <
/// point_input_magnitude_below (so that |C| + r, which bounds every point, stays finite); the checker judges the
/// count and the points only there.
template <class T>
struct CircleLineBounds;
template <>
struct CircleLineBounds<double> {
  /// 28 u M + eta (u = 2^-53, eta = 2^-1074): derivation at robust::circle_line.
  static constexpr ErrorBound point{{{28 * 0x1p-53, Scale::input_magnitude}, {0x1p-1074, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+1022;  ///< M < 2^1022
};
template <>
struct CircleLineBounds<float> {
  /// (2 u_f + 29 u_d) M + eta_f: the double bound, u_f |P| <= 2 u_f M and eta_f / 2 (robust::circle_line for float).
  static constexpr ErrorBound point{{{0x1p-23 + 29 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+126;  ///< M < 2^126
};

/// Exact count: disc = r^2 |d|^2 - cross(d, P1 - C)^2 is evaluated exactly
/// (detail::CircleLineQuadratic), so tangency (disc == 0) and zero-length lines
/// on the circle are decided exactly for every finite input.
///
/// Points: a root at an input point (P1 or P2 on the circle, a zero radius) is
/// returned exactly; otherwise each coordinate is within 28 u M + eta of the
/// exact point, u = 2^-53, M the largest input magnitude, eta = 2^-1074, as long
/// as M < 2^1022 (so that |C| + r, which bounds every point, is representable).
///
/// Derivation, to first order in u, in the scaled frame (which only multiplies
/// M and the error by the same power of two): a, beta, c and disc carry relative
/// error u' = u (1 + 2^-49) each (expansion_approximate); sqrt(disc) u'/2 + u;
/// q = -(beta + sign(beta) sqrt(disc)) adds terms of one sign, 2.5 u; each root
/// q / a or c / q, 4.5 u; the product with d = P2 - P1 (rounded, u) rounds
/// once more, so u d carries 6.5 u relative. |u d| = |P - P1| <= r + |P1 - C| <=
/// (1 + 2 sqrt 2) M = 3.83 M, so 24.9 u M, plus the final sum's rounding
/// u |P| <= u (|C| + r) <= 2 u M: 26.9 u M. Underflow inside the frame costs at
/// most 2^-1070 there, below 2^-1000 u M; hence 28 u M. Scaling back rounds once
/// only if the result is subnormal: eta / 2. The tangent point -beta / a is
/// tighter (5 u M).
inline CircleCrossings<double> circle_line(Vec2<double> centre, double radius, Vec2<double> p1,
                                           Vec2<double> p2) {
  const double v[7] = {centre.x, centre.y, radius, p1.x, p1.y, p2.x, p2.y};
  for (double x : v)
    if (!std::isfinite(x)) return {CircleCrossing::invalid_input, {}};
  if (radius < 0.0) return {CircleCrossing::invalid_input, {}};
  const detail::CircleLineQuadratic q(centre, radius, p1, p2);
  if (q.point) return q.sign_c == 0 ? CircleCrossings<double>{CircleCrossing::one_point, {p1, {}}}
                                    : CircleCrossings<double>{};
  if (q.sign_disc < 0) return {};
  if (q.sign_disc == 0) {
    if (radius == 0.0) return {CircleCrossing::one_point, {centre, {}}};
    return {CircleCrossing::one_point, {q.tangent_point(), {}}};
  }
  Vec2<double> lo, hi;
  q.secant_points(lo, hi);
  return {CircleCrossing::two_points, {lo, hi}};
}

/// The float variant runs the double algorithm on the (exactly widened) inputs
/// and rounds each coordinate once: the count is exact for every float input;
/// points within (2 u_f + 29 u_d) M + eta_f, u_f = 2^-24, u_d = 2^-53,
/// eta_f = 2^-149 (the double bound, plus u_f |P| <= 2 u_f M and eta_f / 2),
/// as long as M < 2^126.
inline CircleCrossings<float> circle_line(Vec2<float> centre, float radius, Vec2<float> p1, Vec2<float> p2) {
  const auto r = circle_line(Vec2<double>{centre.x, centre.y}, static_cast<double>(radius),
                             Vec2<double>{p1.x, p1.y}, Vec2<double>{p2.x, p2.y});
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  return {r.kind, {narrow(r.p[0]), narrow(r.p[1])}};
}

}  // namespace robust
}  // namespace cc
