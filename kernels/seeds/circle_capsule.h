#pragma once
// circle_capsule: the seed transcription (seed002): the seed article's method
// as written, flaws included, a specimen under test rather than a kernel to
// copy. The conventions and result types are in ../circle_capsule.h, the robust
// kernel in ../robust/circle_capsule.h.

#include <cmath>

#include "../circle_capsule.h"

namespace cc::seed002 {

// Unqualified, so that a probe scalar standing in for T finds its own; for
// float and double these are std's.
using std::sqrt;

/// 002 §Shortest distance between a line and a circle, extended to a segment by
/// the article's comments (a reader's two steps, confirmed by the author: "yes,
/// that's exactly it, check the endpoints as circles"): "First, do the
/// circle-line collision normally. Then find, if the circle collides with the
/// line, the point on the line closest to the center of the circle. If this
/// point isn't between the 2 corners of the line segment, ignore the collision.
/// Second, do a circle-circle collision with the two corners of the segment,
/// and assume the corners are circles with radii of 0."
///
/// Transcribed for a capsule by adding its radius to the circle's (R = r +
/// B.r, rounded): the line step's distance is P1C . N with N the unit normal
/// (-d.y, d.x) / |d| (signed, as the article computes it); below R (or equal)
/// the closest point E = C - distance N is "between the corners" when
/// 0 <= (E - P1).d <= d.d; then overlapping (distance < R) or touching (==),
/// with normal N and separation distance - R. Otherwise a corner collides when
/// |corner - C| < R: overlapping, normal (C - corner) / |C - corner|,
/// separation |C - corner| - R. Else apart, with the nearer corner's values.
template <class T>
ShapeContact<T> circle_capsule(const Circle<T>& A, const Capsule<T>& B) {
  const T radius = A.r + B.r;
  const Vec2<T> d = B.p2 - B.p1;
  const T length = sqrt(d.x * d.x + d.y * d.y);
  const Vec2<T> normal{-d.y / length, d.x / length};
  const Vec2<T> p1c = A.c - B.p1;
  const T distance = (p1c.x * normal.x) + (p1c.y * normal.y);
  if (distance <= radius) {
    const Vec2<T> closest = A.c - distance * normal;
    const Vec2<T> along = closest - B.p1;
    const T t = along.x * d.x + along.y * d.y;
    if (t >= 0 && t <= d.x * d.x + d.y * d.y)
      return {distance < radius ? ContactKind::overlapping : ContactKind::touching, normal, distance - radius};
  }
  ShapeContact<T> nearest{ContactKind::apart, {}, T(0)};
  bool first = true;
  for (Vec2<T> corner : {B.p1, B.p2}) {
    const Vec2<T> from_corner = A.c - corner;
    const T between = sqrt(from_corner.x * from_corner.x + from_corner.y * from_corner.y);
    const ShapeContact<T> here{ContactKind::apart, {from_corner.x / between, from_corner.y / between},
                               between - radius};
    if (between < radius + 0) return {ContactKind::overlapping, here.normal, here.separation};
    if (first || here.separation < nearest.separation) nearest = here;
    first = false;
  }
  return nearest;
}

}  // namespace cc::seed002
