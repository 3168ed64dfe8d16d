#pragma once
// circle_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (CircleSegmentBounds). The conventions and result types are
// in ../circle_segment.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../circle_segment.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <cmath>

#include "../detail/circle_line_quadratic.h"
#include "../error_bound.h"
#include "../circle_segment.h"

namespace cc {
namespace robust {

/// What robust::circle_segment promises (the roots of robust::circle_line, computed the same way), per coordinate of
/// every returned point; a root at an input point (an end on the circle, a zero radius) is returned exactly. `point`
/// holds for M < point_input_magnitude_below (so that |C| + r, which bounds every point, stays finite); the checker
/// judges the count and the points only there.
template <class T>
struct CircleSegmentBounds;
template <>
struct CircleSegmentBounds<double> {
  /// 28 u M + eta (u = 2^-53, eta = 2^-1074): derivation at robust::circle_line.
  static constexpr ErrorBound point{{{28 * 0x1p-53, Scale::input_magnitude}, {0x1p-1074, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+1022;  ///< M < 2^1022
};
template <>
struct CircleSegmentBounds<float> {
  /// (2 u_f + 29 u_d) M + eta_f: the double bound, u_f |P| <= 2 u_f M and eta_f / 2 (robust::circle_segment for
  /// float).
  static constexpr ErrorBound point{{{0x1p-23 + 29 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+126;  ///< M < 2^126
};

/// Exact count: the line's discriminant and the membership of each root in
/// [0, 1] are signs of exact polynomials (detail::CircleLineQuadratic: disc,
/// beta, c, beta2, c2), so tangency, endpoints on the circle and roots at
/// u = 0 or 1 are decided exactly for every finite input.
///
/// Points: as circle_line's robust variant (an endpoint on the circle or a zero
/// radius returned exactly; otherwise within 28 u M + eta per coordinate, u =
/// 2^-53, eta = 2^-1074, M the largest input magnitude, M < 2^1022): the points
/// kept are the same roots, computed the same way.
inline CircleCrossings<double> circle_segment(Vec2<double> centre, double radius, Vec2<double> p1,
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
    if (!q.tangent_in_segment()) return {};
    if (radius == 0.0) return {CircleCrossing::one_point, {centre, {}}};
    return {CircleCrossing::one_point, {q.tangent_point(), {}}};
  }
  Vec2<double> lo, hi;
  q.secant_points(lo, hi);
  const bool keep_lo = q.lo_in_segment(), keep_hi = q.hi_in_segment();
  if (keep_lo && keep_hi) return {CircleCrossing::two_points, {lo, hi}};
  if (keep_lo) return {CircleCrossing::one_point, {lo, {}}};
  if (keep_hi) return {CircleCrossing::one_point, {hi, {}}};
  return {};
}

/// The float variant: the double algorithm on widened inputs, each coordinate
/// rounded once. Count exact for every float input; points within
/// (2 u_f + 29 u_d) M + eta_f (u_f = 2^-24, u_d = 2^-53, eta_f = 2^-149), M < 2^126.
inline CircleCrossings<float> circle_segment(Vec2<float> centre, float radius, Vec2<float> p1, Vec2<float> p2) {
  const auto r = circle_segment(Vec2<double>{centre.x, centre.y}, static_cast<double>(radius),
                                Vec2<double>{p1.x, p1.y}, Vec2<double>{p2.x, p2.y});
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  return {r.kind, {narrow(r.p[0]), narrow(r.p[1])}};
}

}  // namespace robust
}  // namespace cc
