#pragma once
// ray_convex: when does a moving point (a ray over one frame) first touch a
// static convex polygon?
//
// The point moves P(t) = p0 + t (p1 - p0), t in [0, 1]; B is a ConvexPolygon
// (convex_polygon.h: eight vertex slots, counterclockwise, consecutive repeats
// merged). A is the point, B the polygon (kernels/sweep.h). Variants (the
// robust kernel in robust/ray_convex.h, the textbook and seed transcriptions
// in seeds/ray_convex.h):
//   robust     exact decisions (Cyrus-Beck clipping compared exactly), t, point
//              and normal in floating point within RayConvexBounds;
//   textbook   Cyrus-Beck / Liang-Barsky parametric clipping as tutorials
//              write it in floating point;
//   seed003    003_5f9cd7bc7b096bf6.txt's moving point against each edge of B.
//
// Conventions of every variant's SweepResult:
//   - B is closed: t* is the first t in [0, 1] with P(t) in the closed polygon
//     (its boundary included); hit with t = t*, point = P(t*); else miss;
//   - p0 in the closed polygon (inside or on its boundary): hit at t = 0,
//     point p0; p0 == p1: hit at t = 0 when p0 is in the polygon, else miss;
//   - normal: the unit outward normal of the edge whose interior holds the
//     contact point, (e.y, -e.x) / |e| for the edge e = v[i+1] - v[i] of a
//     counterclockwise polygon: it points from B toward the ray's point. In
//     particular a start on exactly one edge's interior has that edge's outward
//     normal, and a start strictly inside has the normal (0, 0) (no edge is
//     crossed);
//   - where the contact point is a vertex (the ray passes exactly through a
//     vertex, grazes along an edge's line into a vertex, or starts on one) the
//     normal is not unique: the oracle has no exact normal there, its value is
//     not judged (counted as vacuous), only that it is a unit vector. The
//     robust kernel returns the outward normal of one edge through the vertex;
//   - degenerate polygons (after merging): 1 vertex is a point, 2 vertices the
//     closed segment between them; both are valid. A segment hit at t > 0 in
//     its interior from one side has the segment's unit normal toward the side
//     p0 lies on; at a segment's end, at a point polygon, and for a start on
//     the segment (which lies on both of its edges, v0 -> v1 and v1 -> v0)
//     there is no unique normal, as at a vertex: the robust kernel returns
//     (p0 - p1) / |p0 - p1| (back along the motion) at a point polygon and at
//     a segment's end reached along the segment's line, the segment's unit
//     normal toward p0's side (toward p1's for a start on it) otherwise. A
//     still point (p0 == p1) on a point polygon has the normal (0, 0);
//   - invalid_input: any NaN or infinite coordinate, and a polygon of three or
//     more vertices (after merging) that is not strictly convex and
//     counterclockwise: a turn that is not strictly left at some vertex, or a
//     polygon that winds around more than once.

#include "convex_polygon.h"
#include "sweep.h"
#include "vec2.h"

namespace cc {

/// A ray over one frame (p0 at t = 0 to p1 at t = 1) and a static convex polygon.
template <class T>
struct RayConvex {
  Vec2<T> p0, p1;       ///< the point at t = 0 and t = 1
  ConvexPolygon<T> b;   ///< the polygon (eight slots, counterclockwise)
};

}  // namespace cc
