#pragma once
// point_segment: where does point P lie relative to the closed segment S = [a, b]
// and the line through it?
//
// Variants (the seed transcription in seeds/point_segment.h,
// the robust kernel in robust/point_segment.h):
//   seed001_slope  the slope-intercept test of 001_81a389abe9bca56c.txt
//                  §Collision between point and line, transcribed as written;
//   robust         exact orientation sign and exact betweenness.
//
// Conventions shared by every variant's result:
//   - on_segment: P lies on the closed segment (endpoints included);
//   - on_line_outside: P lies on the line through a and b, beyond an endpoint;
//   - off_line: P is not on that line;
//   - "on" means exactly on, on the exact values of the inputs: there is no
//     tolerance. A caller that wants "within eps of the segment" asks a distance
//     question, which is not this family's;
//   - a zero-length segment (a == b) is a point and defines no line: P is
//     on_segment when P == a, off_line otherwise;
//   - invalid_input: any NaN or infinite coordinate.

#include "vec2.h"

namespace cc {

enum class PointSegmentContact : unsigned char { off_line, on_line_outside, on_segment, invalid_input };

}  // namespace cc
