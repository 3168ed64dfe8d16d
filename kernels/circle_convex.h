#pragma once
// circle_convex: a disk A (centre c, radius r) against a rounded convex
// polygon B (convex_polygon.h: up to eight vertices, counterclockwise,
// repeats merged; a point or a segment core is valid), the points within B.r
// of B's core.
//
// The answer is a ShapeContact (shape_contact.h states the conventions). With
// K the core and R = r + B.r:
//   - c outside K or on its boundary: separation = dist(c, K) - R, normal from
//     the point of K nearest to c toward c (on the boundary: the outward
//     normal of the edge c lies on; not unique at a vertex);
//   - c inside K: separation = -(depth + R), depth the distance from c to the
//     nearest edge line; normal: that edge's outward unit normal (not unique
//     where two edges are equally near).
//
// Variants (the textbook transcription in seeds/circle_convex.h, the robust
// kernel in robust/circle_convex.h):
//   textbook_sat  the separating-axis test of a circle against a polygon as
//                 Ericson, Real-Time Collision Detection (2005), §5.2.1 states
//                 it and the tutorials apply it: the edge normals and the axis
//                 from the nearest vertex, each projection compared in
//                 floating point, the axis of least overlap reported;
//   robust        the decision exact, normal and separation to a derived
//                 bound; an invalid polygon gives invalid_input.

#include "circle.h"
#include "convex_polygon.h"
#include "shape_contact.h"
