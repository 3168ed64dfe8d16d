#pragma once
// ray_convex: the textbook and seed transcriptions, flaws included:
// specimens under test rather than kernels to copy. The conventions and result types are in
// ../ray_convex.h, the robust kernel in ../robust/ray_convex.h.

#include <cmath>

#include "../ray_convex.h"
#include "moving_point_segment.h"

namespace cc {

namespace textbook {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::fabs;
using std::sqrt;

/// Cyrus-Beck parametric clipping of the segment p0 -> p1 against the polygon's
/// edges, in the loop of M. Cyrus and J. Beck, "Generalized two- and
/// three-dimensional clipping", Computers & Graphics 3(1):23-28, 1978
/// (doi:10.1016/0097-8493(78)90021-3), as the 2D tutorials write it and as
/// C. Ericson, Real-Time Collision Detection (2005), §5.3.8 "Intersecting ray
/// or segment against convex polyhedron" writes its 3D form: per edge, the
/// outward normal n = (e.y, -e.x), num = n.(v_i - p0), den = n.d; an edge with
/// |den| below an absolute epsilon (1e-9, the tutorials' choice) is parallel
/// and rejects the ray when num < 0; otherwise t = num / den raises t_enter
/// (den < 0, strictly larger t) or lowers t_exit (den > 0, strictly smaller
/// t), and t_enter > t_exit rejects. The hit is at t_enter with the normal of
/// the edge that last raised it, normalized; none raised it (a start inside or
/// on the boundary): (0, 0). As written, the loop runs over the eight slots
/// without merging (a repeated vertex gives n = 0, a parallel edge with
/// num = 0), and nothing checks NaN, infinities or convexity.
template <class T>
SweepResult<T> ray_convex(const RayConvex<T>& in) {
  const T eps = static_cast<T>(1e-9);
  const Vec2<T> d = in.p1 - in.p0;
  T t_enter = 0, t_exit = 1;
  Vec2<T> n_enter{0, 0};
  for (int i = 0; i < kMaxPolygonVertices; ++i) {
    const Vec2<T> a = in.b.v[i], b = in.b.v[(i + 1) % kMaxPolygonVertices];
    const Vec2<T> e = b - a;
    const Vec2<T> n{e.y, -e.x};
    const T num = n.x * (a.x - in.p0.x) + n.y * (a.y - in.p0.y);
    const T den = n.x * d.x + n.y * d.y;
    if (fabs(den) < eps) {
      if (num < 0) return {};
      continue;
    }
    const T t = num / den;
    if (den < 0) {
      if (t > t_enter) {
        t_enter = t;
        n_enter = n;
      }
    } else if (t < t_exit) {
      t_exit = t;
    }
    if (t_enter > t_exit) return {};
  }
  Vec2<T> normal{0, 0};
  const T len = sqrt(n_enter.x * n_enter.x + n_enter.y * n_enter.y);
  if (len > 0) normal = {n_enter.x / len, n_enter.y / len};
  return {SweepKind::hit, t_enter, in.p0 + t_enter * d, normal};
}

}  // namespace textbook

namespace seed003 {

/// 003 §2D Parametric Collision Detection, its closing paragraph: "run this
/// algorithm for each point in A and each line segment in B, and vice versa
/// ... keeping track of the time of collision we can find the earliest
/// collision, the point at which collision occurred, and the normal of the
/// line segment where we collided". A is the ray's point (no segments, so no
/// "vice versa"); B's line segments are its eight slot edges v[i] -> v[i+1],
/// each static (l3 = l1, l4 = l2), handed to the article's moving point
/// against moving segment as transcribed in seeds/moving_point_segment.h; the
/// earliest hit is kept (the first edge on a tie). The article's quadratic
/// coefficient a = (y_l3 + y_l2 - y_l1 - y_l4)(...) - (...)(x_l3 + x_l2 - x_l1
/// - x_l4) is zero for a static segment, or the rounding noise of those sums:
/// t1 then divides by it. Nothing tests whether the point starts inside B.
template <class T>
SweepResult<T> ray_convex(const RayConvex<T>& in) {
  SweepResult<T> best{};
  for (int i = 0; i < kMaxPolygonVertices; ++i) {
    const Vec2<T> a = in.b.v[i], b = in.b.v[(i + 1) % kMaxPolygonVertices];
    const SweepResult<T> r = moving_point_segment(MovingPointSegment<T>{in.p0, in.p1, a, b, a, b});
    if (r.kind == SweepKind::hit && (best.kind != SweepKind::hit || r.t < best.t)) best = r;
  }
  return best;
}

}  // namespace seed003

}  // namespace cc
