#pragma once
// polygon_polygon: do two closed quadrilaterals meet?
//
// A polygon here is four vertices v[0..3] joined in order and closed (v[3] back
// to v[0]), in either orientation. Its region is the boundary plus the points
// with odd crossing number (the even-odd rule); for a simple polygon that is
// the usual closed interior. Repeated or collinear vertices are allowed: a
// polygon of zero area is its boundary only (a segment or a point).
//
// Variants (the seed transcriptions in seeds/polygon_polygon.h,
// the robust kernel in robust/polygon_polygon.h):
//   seed000_edges  every edge of A against every edge of B with the segment test
//                  of 000_0a232b19d70a79de.txt §Line-Line intersection test
//                  revised, as the article's closing remarks suggest, plus
//                  containment by one vertex's ray-crossing test in floating point;
//   seed002_sat    the separating axis test named in 002_8da84774eab6982e.txt's
//                  comments (for convex polygons): every edge normal of both
//                  polygons as an axis, projections compared in floating point;
//   robust         box rejection, exact edge tests and exact containment.
//
// Conventions shared by every variant's result:
//   - intersecting: the closed regions share at least one point (touching
//     boundaries count);
//   - none: they share no point;
//   - invalid_input: any NaN or infinite coordinate.

#include "vec2.h"

namespace cc {

enum class PolygonContact : unsigned char { none, intersecting, invalid_input };

/// Four vertices in order; the edges are v[i] -> v[(i + 1) % 4].
template <class T>
struct Quad {
  Vec2<T> v[4];

  Segment<T> edge(int i) const { return {v[i], v[(i + 1) % 4]}; }
};

}  // namespace cc
