#pragma once
// circle_line: where does the boundary of a circle (centre C, radius r) meet the
// infinite line through P1 and P2?
//
// Variants (the seed transcriptions in seeds/circle_line.h,
// the robust kernel in robust/circle_line.h):
//   seed000  the quadratic in the line parameter of 000_0a232b19d70a79de.txt
//            §Circle-line intersection test, transcribed as written;
//   seed002  the distance test of 002_8da84774eab6982e.txt §Shortest distance
//            between a line and a circle (with §Normals, §Dot product): a
//            decision only, no points;
//   robust   exact count from exact signs, points to a derived bound.
//
// Conventions shared by every variant's result:
//   - the answer is the set of points of the circle (the boundary, not the disk)
//     on the line: `none`, `one_point` (the line is tangent), `two_points`;
//   - points are ordered by the line parameter u of P1 + u (P2 - P1): p[0] has
//     the lower u;
//   - a zero-length line (P1 == P2) is the point P1: `one_point` at P1 when P1
//     lies on the circle, `none` otherwise;
//   - a zero radius makes the circle the point C: `one_point` at C when C lies on
//     the line (the tangent case), `none` otherwise;
//   - `invalid_input` is the answer to any NaN or infinite value and to a
//     negative radius (-0 is a zero radius).

#include "vec2.h"

namespace cc {

enum class CircleCrossing : unsigned char { none, one_point, two_points, invalid_input };

/// The points where a circle's boundary meets a line or a segment, ordered by the
/// line parameter u (p[0] lower). p[1] is unused for `one_point`.
template <class T>
struct CircleCrossings {
  CircleCrossing kind = CircleCrossing::none;
  Vec2<T> p[2]{};

  int count() const {
    return kind == CircleCrossing::one_point ? 1 : (kind == CircleCrossing::two_points ? 2 : 0);
  }
};

}  // namespace cc
