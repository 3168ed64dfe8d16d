#pragma once
// circle_line: where does the boundary of a circle (centre C, radius r) meet the
// infinite line through P1 and P2?
//
// Variants, side by side:
//   seed000  the quadratic in the line parameter of 000_0a232b19d70a79de.txt
//            §Circle-line intersection test, transcribed as written;
//   seed002  the distance test of 002_8da84774eab6982e.txt §Shortest distance
//            between a line and a circle (with §Normals, §Dot product): a
//            decision only, no points;
//   robust   exact count from exact signs, points to a derived bound.
//
// Conventions shared by every variant's result:
//   - the answer is the set of points of the circle (the boundary, not the disk)
//     on the line: `none`, `one_point` (the line is tangent), `two_points`;
//   - points are ordered by the line parameter u of P1 + u (P2 - P1): p[0] has
//     the lower u;
//   - a zero-length line (P1 == P2) is the point P1: `one_point` at P1 when P1
//     lies on the circle, `none` otherwise;
//   - a zero radius makes the circle the point C: `one_point` at C when C lies on
//     the line (the tangent case), `none` otherwise;
//   - `invalid_input` is the answer to any NaN or infinite value and to a
//     negative radius (-0 is a zero radius).

#include <cmath>

#include "detail/circle_line_quadratic.h"
#include "vec2.h"

namespace cc {

enum class CircleCrossing : unsigned char { none, one_point, two_points, invalid_input };

/// The points where a circle's boundary meets a line or a segment, ordered by the
/// line parameter u (p[0] lower). p[1] is unused for `one_point`.
template <class T>
struct CircleCrossings {
  CircleCrossing kind = CircleCrossing::none;
  Vec2<T> p[2]{};

  int count() const {
    return kind == CircleCrossing::one_point ? 1 : (kind == CircleCrossing::two_points ? 2 : 0);
  }
};

namespace seed000 {

/// 000 §Circle-line intersection test: local coordinates, a = |P2 - P1|^2,
/// b = 2 (P2 - P1).LocalP1, c = |LocalP1|^2 - r^2, delta = b^2 - 4ac; delta < 0
/// none, delta == 0 one point u = -b / 2a, delta > 0 two points
/// u1, u2 = (-b +- sqrt(delta)) / 2a, each LineP1 + u (P2MinusP1). The article
/// returns {u1 point; u2 point}; they are reported here in this header's order
/// (u2, the lower for a > 0, first). Known by construction: delta == 0 almost
/// never holds in floating point, so tangency is missed; a zero-length line has
/// a == 0 and divides by zero; -b +- sqrt(delta) cancels; a NaN delta falls
/// through every branch (no point, and no invalid_input).
template <class T>
CircleCrossings<T> circle_line(Vec2<T> centre, T radius, Vec2<T> line_p1, Vec2<T> line_p2) {
  const Vec2<T> local_p1 = line_p1 - centre;
  const Vec2<T> local_p2 = line_p2 - centre;
  const Vec2<T> p2_minus_p1 = local_p2 - local_p1;

  const T a = (p2_minus_p1.x) * (p2_minus_p1.x) + (p2_minus_p1.y) * (p2_minus_p1.y);
  const T b = 2 * ((p2_minus_p1.x * local_p1.x) + (p2_minus_p1.y * local_p1.y));
  const T c = (local_p1.x * local_p1.x) + (local_p1.y * local_p1.y) - (radius * radius);
  const T delta = b * b - (4 * a * c);
  if (delta < 0) return {};
  if (delta == 0) {
    const T u = -b / (2 * a);
    return {CircleCrossing::one_point, {line_p1 + u * p2_minus_p1, {}}};
  }
  if (delta > 0) {
    const T square_root_delta = std::sqrt(delta);
    const T u1 = (-b + square_root_delta) / (2 * a);
    const T u2 = (-b - square_root_delta) / (2 * a);
    return {CircleCrossing::two_points, {line_p1 + u2 * p2_minus_p1, line_p1 + u1 * p2_minus_p1}};
  }
  return {};
}

}  // namespace seed000

namespace seed002 {

/// 002 §Shortest distance between a line and a circle: the distance from C to
/// the line is the dot product of P1C = C - P1 with the line's unit normal N
/// (§Normals; the article does not say which normal: N = (-dy, dx) / |d| here,
/// d = P2 - P1); "if this distance is less than the radius ... the circle is
/// colliding with the line", and "a collision occurs when the distance is equal
/// to the radius" (§Predicting collisions). Mapped to the count: distance < r
/// two points, == r one point (tangent), otherwise none. A decision only: no
/// points are constructed (p[] stays zero). Known by construction: the dot
/// product is signed, so a circle on the far side of the normal is "colliding"
/// at any distance (the article's comments note it handles one side only); the
/// tangent case needs exact equality of rounded values; P1 == P2 gives 0/0.
template <class T>
CircleCrossings<T> circle_line(Vec2<T> centre, T radius, Vec2<T> p1, Vec2<T> p2) {
  const Vec2<T> d = p2 - p1;
  const T length = std::sqrt(d.x * d.x + d.y * d.y);
  const Vec2<T> normal{-d.y / length, d.x / length};
  const Vec2<T> p1c = centre - p1;
  const T distance = (p1c.x * normal.x) + (p1c.y * normal.y);
  if (distance < radius) return {CircleCrossing::two_points, {}};
  if (distance == radius) return {CircleCrossing::one_point, {}};
  return {};
}

}  // namespace seed002

namespace robust {

/// Exact count: disc = r^2 |d|^2 - cross(d, P1 - C)^2 is evaluated exactly
/// (detail::CircleLineQuadratic), so tangency (disc == 0) and zero-length lines
/// on the circle are decided exactly for finite inputs whose nonzero magnitudes
/// span at most 2^460 (detail::in_circle_line_domain).
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
    return {CircleCrossing::one_point, {q.unscaled(q.tangent_point()), {}}};
  }
  Vec2<double> lo, hi;
  q.secant_points(lo, hi);
  return {CircleCrossing::two_points, {q.unscaled(lo), q.unscaled(hi)}};
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
