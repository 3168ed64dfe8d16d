#pragma once
// circle_segment: where does the boundary of a circle (centre C, radius r) meet
// the closed segment from P1 to P2?
//
// Variants, side by side:
//   seed000  000_0a232b19d70a79de.txt §Circle-line intersection test, with the
//            article's "use this u value to determine whether or not the
//            intersection occurs on the line segment": roots kept for u in [0, 1];
//   seed002  002_8da84774eab6982e.txt §Shortest distance between a line and a
//            circle, extended to segments as its comments propose: a decision only;
//   robust   exact count (every root's membership in [0, 1] decided exactly),
//            points to a derived bound.
//
// Conventions (the result type and its order are circle_line.h's):
//   - the answer is the set of points of the circle (the boundary, not the disk)
//     on the closed segment: an endpoint on the circle is one of them; a segment
//     inside the disk meets no point of the circle;
//   - `one_point` is a tangent touching the segment, or a single crossing;
//   - points are ordered by u along P1 + u (P2 - P1), p[0] lowest;
//   - a zero-length segment (P1 == P2) is the point P1: `one_point` at P1 when
//     P1 lies on the circle, `none` otherwise;
//   - a zero radius makes the circle the point C: `one_point` at C when C lies on
//     the segment, `none` otherwise;
//   - `invalid_input` for any NaN or infinite value and for a negative radius.

#include <cmath>

#include "circle_line.h"

namespace cc {

namespace seed000 {

/// 000 §Circle-line intersection test on a segment: the line test of
/// circle_line.h, each root kept only if 0 <= u <= 1 on the rounded u. Known by
/// construction: its flaws, plus membership decided on a rounded u (an endpoint
/// on the circle can be dropped or doubled).
template <class T>
CircleCrossings<T> circle_segment(Vec2<T> centre, T radius, Vec2<T> line_p1, Vec2<T> line_p2) {
  const Vec2<T> local_p1 = line_p1 - centre;
  const Vec2<T> local_p2 = line_p2 - centre;
  const Vec2<T> p2_minus_p1 = local_p2 - local_p1;

  const T a = (p2_minus_p1.x) * (p2_minus_p1.x) + (p2_minus_p1.y) * (p2_minus_p1.y);
  const T b = 2 * ((p2_minus_p1.x * local_p1.x) + (p2_minus_p1.y * local_p1.y));
  const T c = (local_p1.x * local_p1.x) + (local_p1.y * local_p1.y) - (radius * radius);
  const T delta = b * b - (4 * a * c);
  auto on_segment = [](T u) { return u >= 0 && u <= 1; };
  if (delta < 0) return {};
  if (delta == 0) {
    const T u = -b / (2 * a);
    if (!on_segment(u)) return {};
    return {CircleCrossing::one_point, {line_p1 + u * p2_minus_p1, {}}};
  }
  if (delta > 0) {
    const T square_root_delta = std::sqrt(delta);
    const T u1 = (-b + square_root_delta) / (2 * a);
    const T u2 = (-b - square_root_delta) / (2 * a);
    CircleCrossings<T> out;
    int n = 0;
    for (T u : {u2, u1})
      if (on_segment(u)) out.p[n++] = line_p1 + u * p2_minus_p1;
    out.kind = n == 0 ? CircleCrossing::none : (n == 1 ? CircleCrossing::one_point : CircleCrossing::two_points);
    return out;
  }
  return {};
}

}  // namespace seed000

namespace seed002 {

/// 002 §Shortest distance between a line and a circle, for a segment as the
/// article's comments propose it (a reader's two steps, which the author
/// confirms: "yes, that's exactly it, check the endpoints as circles"): "First,
/// do the circle-line collision normally. Then find, if the circle collides with
/// the line, the point on the line closest to the center of the circle. If this
/// point isn't between the 2 corners of the line segment, ignore the collision.
/// Second, do a circle-circle collision with the two corners of the segment, and
/// assume the corners are circles with radii of 0."
///
/// Transcribed as: the signed distance of circle_line.h's seed002; if it is
/// below r (or equal), the closest point E = C - distance N, and "between the
/// corners" as 0 <= (E - P1).d <= d.d (the article's dot product); otherwise
/// each corner collides when |corner - C| < r + 0. Mapped to the count: the line
/// step as in circle_line (distance < r two points, == r one); a corner
/// collision one point. A decision only, no points. Known by construction: it
/// decides whether the disk and the segment overlap, not how often the circle's
/// boundary crosses the segment (a segment inside the disk collides), plus the
/// signed distance of the line test.
template <class T>
CircleCrossings<T> circle_segment(Vec2<T> centre, T radius, Vec2<T> p1, Vec2<T> p2) {
  const Vec2<T> d = p2 - p1;
  const T length = std::sqrt(d.x * d.x + d.y * d.y);
  const Vec2<T> normal{-d.y / length, d.x / length};
  const Vec2<T> p1c = centre - p1;
  const T distance = (p1c.x * normal.x) + (p1c.y * normal.y);
  if (distance <= radius) {
    const Vec2<T> closest = centre - distance * normal;
    const Vec2<T> along = closest - p1;
    const T t = along.x * d.x + along.y * d.y;
    if (t >= 0 && t <= d.x * d.x + d.y * d.y)
      return {distance < radius ? CircleCrossing::two_points : CircleCrossing::one_point, {}};
  }
  for (Vec2<T> corner : {p1, p2}) {
    const Vec2<T> to_corner = corner - centre;
    if (std::sqrt(to_corner.x * to_corner.x + to_corner.y * to_corner.y) < radius + 0)
      return {CircleCrossing::one_point, {}};
  }
  return {};
}

}  // namespace seed002

namespace robust {

/// Exact count: the line's discriminant and the membership of each root in
/// [0, 1] are signs of exact polynomials (detail::CircleLineQuadratic: disc,
/// beta, c, beta2, c2), so tangency, endpoints on the circle and roots at
/// u = 0 or 1 are decided exactly for finite inputs whose nonzero magnitudes
/// span at most 2^460.
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
    return {CircleCrossing::one_point, {q.unscaled(q.tangent_point()), {}}};
  }
  Vec2<double> lo, hi;
  q.secant_points(lo, hi);
  const bool keep_lo = q.lo_in_segment(), keep_hi = q.hi_in_segment();
  if (keep_lo && keep_hi) return {CircleCrossing::two_points, {q.unscaled(lo), q.unscaled(hi)}};
  if (keep_lo) return {CircleCrossing::one_point, {q.unscaled(lo), {}}};
  if (keep_hi) return {CircleCrossing::one_point, {q.unscaled(hi), {}}};
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
