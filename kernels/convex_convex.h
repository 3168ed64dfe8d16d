#pragma once
// convex_convex: two rounded convex polygons A and B (convex_polygon.h: up to
// eight vertices, counterclockwise, repeats merged; a point or a segment core
// is valid; the points within r of the core), answered by a ConvexContact
// (convex_contact.h states the conventions). With R = A.r + B.r:
//   - cores apart: separation = dist(A.core, B.core) - R, normal from B's
//     closest point toward A's (unique: the closest pairs of two disjoint
//     convex sets share one direction);
//   - cores meeting: separation = -(depth + R), depth the least overlap of
//     the cores' projections over the edge normals of both (the separating-axis
//     theorem; 0 where the cores only touch or their Minkowski difference has
//     no area), normal that axis (an outward edge normal of B, or an inward
//     one of A). Not unique where two axes of different directions tie (cores
//     touching at two vertices, a vertex in a corner, zero-area cores).
//
// Variants (seeds/convex_convex.h, robust/convex_convex.h):
//   textbook_sat  the separating-axis test with reference-face clipping as
//                 Ericson, Real-Time Collision Detection (2005), §5.2.1 and
//                 Catto's "Contact Manifolds" (GDC 2007) describe it;
//   robust        the decision exact, values and manifold within derived bounds.

#include "convex_contact.h"
#include "convex_polygon.h"
