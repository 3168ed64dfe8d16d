#pragma once
// segment_segment: where do two closed line segments A and B meet?
//
// Variants (the seed transcriptions in seeds/segment_segment.h,
// the robust kernel in robust/segment_segment.h):
//   seed000        the parametric test of 000_0a232b19d70a79de.txt
//                  §Line-Line intersection test revised, transcribed as written;
//   seed001_slope  the slope-intercept test of 001_81a389abe9bca56c.txt
//                  §Collision between line and line, transcribed as written;
//   robust         exact decisions from exact orientation signs, an accurate point.
//
// Conventions shared by every variant's result:
//   - segments are closed: an endpoint lying on the other segment is a contact,
//     reported as `point` at that endpoint;
//   - `overlap` means the segments are collinear and share a piece of positive
//     length, reported as its two ends p, q, ordered along A (p nearer A.a);
//     collinear segments sharing only an endpoint give `point`;
//   - a zero-length segment (a == b) is a point: it meets the other segment iff
//     it lies on it;
//   - `invalid_input` is the answer to any NaN or infinite coordinate.

#include "vec2.h"

namespace cc {

enum class SegmentContact : unsigned char { none, point, overlap, invalid_input };

template <class T>
struct SegmentSegmentResult {
  SegmentContact kind = SegmentContact::none;
  Vec2<T> p{};  ///< the point, or the overlap's end nearer A.a
  Vec2<T> q{};  ///< the overlap's other end; unused otherwise
};

}  // namespace cc
