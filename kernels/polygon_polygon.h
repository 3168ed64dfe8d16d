#pragma once
// polygon_polygon: do two closed quadrilaterals meet?
//
// A polygon here is four vertices v[0..3] joined in order and closed (v[3] back
// to v[0]), in either orientation. Its region is the boundary plus the points
// with odd crossing number (the even-odd rule); for a simple polygon that is
// the usual closed interior. Repeated or collinear vertices are allowed: a
// polygon of zero area is its boundary only (a segment or a point).
//
// Variants, side by side:
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

#include <algorithm>
#include <cmath>

#include "detail/orient2d.h"
#include "segment_segment.h"
#include "vec2.h"

namespace cc {

enum class PolygonContact : unsigned char { none, intersecting, invalid_input };

/// Four vertices in order; the edges are v[i] -> v[(i + 1) % 4].
template <class T>
struct Quad {
  Vec2<T> v[4];

  Segment<T> edge(int i) const { return {v[i], v[(i + 1) % 4]}; }
};

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

namespace robust {

namespace detail_pp {

/// Exact even-odd containment of p in poly, p not on poly's boundary: an edge
/// crossing the horizontal through p (one end strictly above, the other not)
/// counts when p lies strictly to the left of the edge directed upward, an
/// exact orientation sign.
inline bool contains(const Quad<double>& poly, Vec2<double> p, const detail::Orientation& o) {
  bool inside = false;
  for (int i = 0; i < 4; ++i) {
    const Vec2<double> a = poly.v[i], b = poly.v[(i + 1) % 4];
    const bool a_above = a.y > p.y, b_above = b.y > p.y;
    if (a_above == b_above) continue;
    const Vec2<double> lo = a_above ? b : a, hi = a_above ? a : b;
    if (o.sign(lo, hi, p) > 0) inside = !inside;
  }
  return inside;
}

struct Box {
  double lo_x = INFINITY, lo_y = INFINITY, hi_x = -INFINITY, hi_y = -INFINITY;

  void add(Vec2<double> p) {
    lo_x = std::min(lo_x, p.x);
    lo_y = std::min(lo_y, p.y);
    hi_x = std::max(hi_x, p.x);
    hi_y = std::max(hi_y, p.y);
  }
  bool meets(const Box& b) const { return lo_x <= b.hi_x && b.lo_x <= hi_x && lo_y <= b.hi_y && b.lo_y <= hi_y; }
};

/// Do the closed segments ab and cd share a point? Exact orientation signs: they
/// do iff c, d are not strictly on one side of line ab and a, b not strictly on
/// one side of line cd; when all four signs are zero (one line, or points) iff
/// their boxes meet. Zero-length segments are covered by the same rules.
inline bool segments_meet(Vec2<double> a, Vec2<double> b, Vec2<double> c, Vec2<double> d,
                          const detail::Orientation& o) {
  const int o1 = o.sign(a, b, c), o2 = o.sign(a, b, d);
  if (o1 * o2 > 0) return false;
  const int o3 = o.sign(c, d, a), o4 = o.sign(c, d, b);
  if (o3 * o4 > 0) return false;
  if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) {
    Box s, t;
    s.add(a);
    s.add(b);
    t.add(c);
    t.add(d);
    return s.meets(t);
  }
  return true;
}

}  // namespace detail_pp

/// Exact for finite inputs whose nonzero magnitudes span at most 2^900
/// (detail::in_exact_domain; every float input is inside). Disjoint bounding
/// boxes answer none at once; otherwise the boundaries meet iff some edge pair
/// meets (exact orientation signs in one shared frame); if they do not, the
/// regions meet iff one contains a vertex of the other (exact even-odd test of
/// one vertex each).
inline PolygonContact polygon_polygon(const Quad<double>& A, const Quad<double>& B) {
  double max_abs = 0.0;
  detail_pp::Box box_a, box_b;
  for (int i = 0; i < 4; ++i) {
    for (const Vec2<double>& v : {A.v[i], B.v[i]}) {
      if (!std::isfinite(v.x) || !std::isfinite(v.y)) return PolygonContact::invalid_input;
      max_abs = std::max({max_abs, std::fabs(v.x), std::fabs(v.y)});
    }
    box_a.add(A.v[i]);
    box_b.add(B.v[i]);
  }
  if (!box_a.meets(box_b)) return PolygonContact::none;
  const detail::Orientation o(max_abs);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      if (detail_pp::segments_meet(A.v[i], A.v[(i + 1) % 4], B.v[j], B.v[(j + 1) % 4], o))
        return PolygonContact::intersecting;
  if (detail_pp::contains(B, A.v[0], o) || detail_pp::contains(A, B.v[0], o)) return PolygonContact::intersecting;
  return PolygonContact::none;
}

/// Float inputs widen exactly: the double algorithm is exact for all of them.
inline PolygonContact polygon_polygon(const Quad<float>& A, const Quad<float>& B) {
  const auto widen = [](const Quad<float>& q) {
    Quad<double> w;
    for (int i = 0; i < 4; ++i) w.v[i] = {q.v[i].x, q.v[i].y};
    return w;
  };
  return polygon_polygon(widen(A), widen(B));
}

}  // namespace robust
}  // namespace cc
