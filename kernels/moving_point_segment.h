#pragma once
// moving_point_segment: when does a moving point first touch a moving segment?
//
// A point moves p1 -> p2 while a segment moves from l1-l2 to l3-l4 (endpoint l1
// goes to l3, l2 to l4), every position linear in t in [0, 1]:
//   p(t) = p1 + t (p2 - p1),  a(t) = l1 + t (l3 - l1),  b(t) = l2 + t (l4 - l2).
// A is the point, B the segment (kernels/sweep.h). Variants (the seed
// transcription in seeds/moving_point_segment.h, the robust kernel in
// robust/moving_point_segment.h):
//   seed003  the quadratic of 003_5f9cd7bc7b096bf6.txt §2D Parametric Collision
//            Detection, transcribed as written;
//   robust   exact decisions (floating-point filter, exact dyadic slow path),
//            t the largest double not above the exact first contact time.
//
// Conventions of every variant's SweepResult:
//   - the segment is closed: touching an endpoint is a contact; a segment of
//     zero length at time t is a point, and the moving point touches it only by
//     coinciding with it (the point hits a point);
//   - hit: t is the first t in [0, 1] with p(t) on [a(t), b(t)]; t == 0 when
//     the point starts on the segment; point = p(t);
//   - normal: the unit normal of the segment at t pointing to the side the
//     point comes from (from B toward A): the side of the oriented line
//     a(t) -> b(t) on which p lies just before t, read from the lowest-order
//     nonzero derivative of f(t) = cross(b - a, p - a) at t (so for t == 0 the
//     side it arrives from, as if the motion had begun earlier). Two stated
//     exceptions: when p stays on the segment's line for all t (f == 0) the
//     normal is the left normal of a -> b, perp(b - a) / |b - a| with
//     perp(x, y) = (-y, x); when the segment has zero length at the contact the
//     normal is (0, 0) (a point has no normal);
//   - invalid_input: any NaN or infinite coordinate.

#include "sweep.h"
#include "vec2.h"

namespace cc {

/// One moving point (p1 -> p2) and one moving segment (l1-l2 -> l3-l4).
template <class T>
struct MovingPointSegment {
  Vec2<T> p1, p2;  ///< the point at t = 0 and t = 1
  Vec2<T> l1, l2;  ///< the segment at t = 0
  Vec2<T> l3, l4;  ///< the segment at t = 1 (l1 moves to l3, l2 to l4)
};

}  // namespace cc
