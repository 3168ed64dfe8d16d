#pragma once
// circle_segment: where does the boundary of a circle (centre C, radius r) meet
// the closed segment from P1 to P2?
//
// Variants (the seed transcriptions in seeds/circle_segment.h,
// the robust kernel in robust/circle_segment.h):
//   seed000  000_0a232b19d70a79de.txt §Circle-line intersection test, with the
//            article's "use this u value to determine whether or not the
//            intersection occurs on the line segment": roots kept for u in [0, 1];
//   seed002  002_8da84774eab6982e.txt §Shortest distance between a line and a
//            circle, extended to segments as its comments propose: a decision only;
//   robust   exact count (every root's membership in [0, 1] decided exactly),
//            points to a derived bound.
//
// Conventions (the result type and its order are circle_line.h's):
//   - the answer is the set of points of the circle (the boundary, not the disk)
//     on the closed segment: an endpoint on the circle is one of them; a segment
//     inside the disk meets no point of the circle;
//   - `one_point` is a tangent touching the segment, or a single crossing;
//   - points are ordered by u along P1 + u (P2 - P1), p[0] lowest;
//   - a zero-length segment (P1 == P2) is the point P1: `one_point` at P1 when
//     P1 lies on the circle, `none` otherwise;
//   - a zero radius makes the circle the point C: `one_point` at C when C lies on
//     the segment, `none` otherwise;
//   - `invalid_input` for any NaN or infinite value and for a negative radius.

#include "circle_line.h"
