#pragma once
// convex_distance: the distance between two convex polygons A and B
// (convex_polygon.h: up to eight vertices, counterclockwise, consecutive
// repeats merged; a point or a segment is valid; no radius: the polygons
// themselves, boundary and interior), and a pair of closest points.
//
// Conventions, on the exact values (a kernel approximates them within its
// contract), in the input's frame (x right, y up):
//   - apart (no common point): distance = min |a - b| over a in A, b in B,
//     > 0; pA on A's boundary and pB on B's with |pA - pB| = distance. The
//     pair is not unique where the closest features are parallel edges
//     facing each other: any closest pair is right, and the family judges
//     only what every closest pair satisfies (each point on its polygon, the
//     two the distance apart);
//   - touching (a common point, but no common interior point; for segments
//     and points, which have no interior: a common point): distance 0, and
//     pA = pB = a common point. Two convex polygons that touch always have
//     a vertex of one on the other's boundary, so a kernel can report one
//     exactly;
//   - overlapping (a common interior point, both of 3 or more vertices):
//     distance 0 and no points: pA and pB are (0, 0) and are not judged
//     (GEOS, Boost.Geometry and Box2D's b2Distance each report some common
//     point there; an adapter keeps its distance and drops the points);
//   - invalid_input (a NaN or an infinite value, or a polygon of 3 or more
//     merged vertices that is not strictly convex and counterclockwise, as
//     convex_polygon.h states): distance 0, points (0, 0).
// Degenerate polygons follow convex_convex: a polygon of 1 merged vertex is
// that point, of 2 the segment between them; two of them can touch (a common
// point) but never overlap.
//
// Variants (seeds/convex_distance.h, robust/convex_distance.h):
//   textbook_closest_features  the brute-force closest-feature loop of
//                              Ericson, Real-Time Collision Detection (2005),
//                              §5.1.2 and §5.1.9, with its epsilon;
//   robust                     the kind exact, distance and points within
//                              derived bounds.

#include "convex_polygon.h"
#include "shape_contact.h"
#include "vec2.h"

namespace cc {

template <class T>
struct ConvexDistance {
  ContactKind kind = ContactKind::invalid_input;
  T distance{};  ///< > 0 apart, 0 touching and overlapping
  Vec2<T> pA{};  ///< on A: the closest point (apart), a common point (touching); (0, 0) otherwise
  Vec2<T> pB{};  ///< on B, likewise
};

}  // namespace cc
