#pragma once
// polygon_polygon: the seed transcriptions (seed000_edges, seed002_sat): the
// seed articles' code as written, flaws included, specimens under test rather
// than kernels to copy. The conventions and result types are in
// ../polygon_polygon.h, the robust kernel in ../robust/polygon_polygon.h.

#include <algorithm>

#include "../polygon_polygon.h"
#include "segment_segment.h"

namespace cc {

namespace seed000_edges {

/// The even-odd ray-crossing test toward +x, in floating point: the x where an
/// edge crosses the horizontal through p is rounded.
template <class T>
bool contains(const Quad<T>& poly, Vec2<T> p) {
  bool inside = false;
  for (int i = 0; i < 4; ++i) {
    const Vec2<T> a = poly.v[i], b = poly.v[(i + 1) % 4];
    if ((a.y > p.y) != (b.y > p.y)) {
      const T x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x);
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

/// 000 closing remarks: "With clever application of the line-line segment
/// intersection test, you could even determine the intersections between any
/// polygons". Every edge pair through seed000::segment_segment (which misses
/// collinear pieces, denom == 0); if none meets, one polygon may contain the
/// other, tested with A's first vertex in B and B's first vertex in A.
template <class T>
PolygonContact polygon_polygon(const Quad<T>& A, const Quad<T>& B) {
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      if (seed000::segment_segment(A.edge(i), B.edge(j)).kind != SegmentContact::none)
        return PolygonContact::intersecting;
  if (contains(B, A.v[0]) || contains(A, B.v[0])) return PolygonContact::intersecting;
  return PolygonContact::none;
}

}  // namespace seed000_edges

namespace seed002_sat {

/// True when the axis n separates the projections of A and B (strictly: a
/// shared endpoint of the intervals is contact).
template <class T>
bool separates(const Quad<T>& A, const Quad<T>& B, Vec2<T> n) {
  T min_a = n.x * A.v[0].x + n.y * A.v[0].y, max_a = min_a;
  T min_b = n.x * B.v[0].x + n.y * B.v[0].y, max_b = min_b;
  for (int i = 1; i < 4; ++i) {
    const T pa = n.x * A.v[i].x + n.y * A.v[i].y, pb = n.x * B.v[i].x + n.y * B.v[i].y;
    min_a = std::min(min_a, pa);
    max_a = std::max(max_a, pa);
    min_b = std::min(min_b, pb);
    max_b = std::max(max_b, pb);
  }
  return max_a < min_b || max_b < min_a;
}

/// The separating axis test the 002 comments name: the polygons are disjoint iff
/// some edge normal (-dy, dx) of either polygon separates their projections.
/// Sound for convex polygons only; normals are not normalized (the test does not
/// need it); every projection is rounded.
template <class T>
PolygonContact polygon_polygon(const Quad<T>& A, const Quad<T>& B) {
  for (const Quad<T>* P : {&A, &B}) {
    for (int i = 0; i < 4; ++i) {
      const Segment<T> e = P->edge(i);
      const Vec2<T> n{-(e.b.y - e.a.y), e.b.x - e.a.x};
      if (separates(A, B, n)) return PolygonContact::none;
    }
  }
  return PolygonContact::intersecting;
}

}  // namespace seed002_sat

}  // namespace cc
