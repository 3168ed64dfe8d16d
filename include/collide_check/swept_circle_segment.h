#pragma once
// swept_circle_segment: the first contact of a moving circle with a static
// closed segment over one frame.
//
// The input, the call and the result are swept_circle_line's
// (swept_circle_line.h): a kernel takes (Vec2<T> C0, Vec2<T> C1, T r, Vec2<T> P1,
// Vec2<T> P2), the segment runs from P1 to P2, and it returns a SweepResult
// (kernels/sweep.h). kernels/swept_circle_segment.h states the conventions (a
// zero-length segment is a point; the endpoints are reached as circles of
// radius 0). Value components: "t", "point", "normal".

#include "swept_circle_line.h"

#include "kernels/swept_circle_segment.h"

namespace collide_check {

struct swept_circle_segment : detail::MovingCircleAndLine {
  static constexpr const char* name = "swept_circle_segment";
  static constexpr const char* question = "when does a moving circle first touch a segment during the frame?";
};

}  // namespace collide_check
