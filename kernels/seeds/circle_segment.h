#pragma once
// circle_segment: the seed transcriptions (seed000, seed002): the seed
// articles' code as written, flaws included, specimens under test rather than
// kernels to copy. The conventions and result types are in ../circle_segment.h,
// the robust kernel in ../robust/circle_segment.h.

#include <cmath>

#include "../circle_segment.h"

namespace cc {

namespace seed000 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

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
    const T square_root_delta = sqrt(delta);
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

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

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
  const T length = sqrt(d.x * d.x + d.y * d.y);
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
    if (sqrt(to_corner.x * to_corner.x + to_corner.y * to_corner.y) < radius + 0)
      return {CircleCrossing::one_point, {}};
  }
  return {};
}

}  // namespace seed002

}  // namespace cc
