#pragma once
// Exact geometric predicates on double inputs, for writing preconditions and
// flaw classes: the same arithmetic the oracles use, so a condition stated with
// them has no rounding at its edge. Every function is exact for all finite
// inputs (rationals behind a static filter) and answers 0 / false on NaN or
// infinities.

#include "kernels/convex_polygon.h"
#include "kernels/polygon_polygon.h"
#include "kernels/vec2.h"

namespace collide_check::exact {

using cc::Quad;
using cc::Segment;
using cc::Vec2;

/// +1 when c lies left of the directed line a -> b (a counter-clockwise turn),
/// -1 right, 0 on the line (and when a == b).
int orientation(Vec2<double> a, Vec2<double> b, Vec2<double> c);

/// The sign of the quadrilateral's signed area (the shoelace sum): +1 for a
/// simple quadrilateral listed counter-clockwise, -1 clockwise.
int area_sign(const Quad<double>& q);

/// The sign of |p - q| - r, for r >= 0: -1 when p lies strictly inside the
/// circle of center q and radius r, 0 on it, +1 outside.
int distance_sign(Vec2<double> p, Vec2<double> q, double r);

/// The sign of |p - q| - (r1 + r2), the sum taken exactly: how two circles
/// of centres p, q and radii r1, r2 >= 0 stand (-1 overlapping, 0 touching).
int distance_sign(Vec2<double> p, Vec2<double> q, double r1, double r2);

/// The sign of dist(p, S) - r for the closed segment S (a point when
/// S.a == S.b) and r >= 0.
int distance_sign(Vec2<double> p, const Segment<double>& s, double r);

/// Do the closed segments meet (an endpoint on the other counts)?
bool segments_meet(const Segment<double>& A, const Segment<double>& B);

/// +1 for a convex quadrilateral of nonzero area whose every turn is
/// counter-clockwise or straight, -1 for clockwise, 0 otherwise (concave,
/// self-intersecting, zero area).
int convex_orientation(const Quad<double>& q);

/// A simple quadrilateral: nonzero area, and no two edges meet except adjacent
/// ones at their shared vertex (a ring valid in the OGC sense, convex or not).
bool is_simple(const Quad<double>& q);

/// The same four vertices in the first of the orders 0123, 0213, 0132 that
/// makes a simple quadrilateral (there is one unless three are collinear or
/// two coincide); `q` itself when none does. For preconditions' `conform`.
Quad<double> simple_order(const Quad<double>& q);

/// The same four vertices as a convex quadrilateral listed counter-clockwise,
/// when they are in convex position; `q` itself otherwise.
Quad<double> convex_ccw_order(const Quad<double>& q);

/// The convention of kernels/convex_polygon.h: after merging repeated slots, 1
/// or 2 vertices, or 3 to 8 that turn strictly left at every vertex and wind
/// once (a strictly convex polygon, counter-clockwise).
bool convex_polygon_valid(const cc::ConvexPolygon<double>& p);

/// a + b is exact in double: no rounding and no overflow (a rectangle's far
/// edge x + w that a min/max box can hold).
bool sum_is_exact(double a, double b);

}  // namespace collide_check::exact
