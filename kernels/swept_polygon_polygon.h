#pragma once
// swept_polygon_polygon: when do two translating triangles first touch?
//
// Triangle A has vertices a[0], a[1], a[2] at t = 0 and moves by va over the
// frame, triangle B has b[0], b[1], b[2] and moves by vb, t in [0, 1]:
//   A(t) = {p + t va : p in A},  B(t) = {q + t vb : q in B}.
// Both are closed regions (boundary and interior), of either orientation. A
// degenerate triangle (collinear or repeated vertices) is its convex hull: a
// segment or a point. Edge i of a triangle runs from vertex i to vertex i + 1
// (mod 3). Variants (the seed transcription in seeds/swept_polygon_polygon.h,
// the robust kernel in robust/swept_polygon_polygon.h):
//   seed003  003_5f9cd7bc7b096bf6.txt §2D Parametric Collision Detection, the
//            paragraph "To extrapolate this to finding the first collision
//            between polygons A and B": the point/moving-segment test for every
//            vertex of A against every edge of B and vice versa, the earliest hit;
//   robust   exact decisions; t the largest double not above the exact first
//            contact time.
//
// Conventions of every variant's SweepResult (kernels/sweep.h):
//   - touching counts: the first t at which the closed triangles share a point;
//     t == 0 when they touch or overlap at the start (one inside the other too);
//   - the 18 vertex/edge pairs, in this order: pair 3 i + j is vertex a[i]
//     against edge j of B, pair 9 + 3 i + j is vertex b[i] against edge j of A.
//     Each pair follows kernels/moving_point_segment.h (the vertex is the moving
//     point, the edge the moving segment), so its normal points from the edge
//     toward the vertex: the normal of a pair whose vertex is B's is negated, so
//     that every normal points from B toward A;
//   - hit at t > 0: point is the contact vertex at t, normal the unit normal of
//     the edge it touches, on the side the vertex comes from (the pair's
//     convention; an edge of zero length has the normal (0, 0));
//   - invalid_input: any NaN or infinite coordinate.

#include "sweep.h"
#include "vec2.h"

namespace cc {

/// Two translating triangles: A = a[0..2] moving by va, B = b[0..2] moving by vb.
template <class T>
struct SweptPolygonPolygon {
  Vec2<T> a[3];  ///< A at t = 0
  Vec2<T> va;    ///< A's displacement over the frame
  Vec2<T> b[3];  ///< B at t = 0
  Vec2<T> vb;    ///< B's displacement over the frame
};

}  // namespace cc
