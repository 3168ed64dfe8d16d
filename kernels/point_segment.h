#pragma once
// point_segment: where does point P lie relative to the closed segment S = [a, b]
// and the line through it?
//
// Variants, side by side:
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

#include <algorithm>
#include <cmath>

#include "detail/orient2d.h"
#include "vec2.h"

namespace cc {

enum class PointSegmentContact : unsigned char { off_line, on_line_outside, on_segment, invalid_input };

namespace seed001_slope {

/// 001 §Collision between point and line, as written: slope m = (y2 - y1) /
/// (x2 - x1), intercept b = y1 - m x1, and "collision" when p.y == m p.x + b,
/// every step rounded. The slides test the line only (no range check); their
/// "collision" is reported here as on_segment, anything else as off_line. A
/// vertical segment makes m infinite (or NaN when a == b), which no point
/// satisfies.
template <class T>
PointSegmentContact point_segment(Vec2<T> p, const Segment<T>& line) {
  const T fSlope = (line.b.y - line.a.y) / (line.b.x - line.a.x);
  const T b = line.a.y - fSlope * line.a.x;
  if (p.y == (fSlope * p.x) + b) {
    return PointSegmentContact::on_segment;
  }
  return PointSegmentContact::off_line;
}

}  // namespace seed001_slope

namespace robust {

/// Exact for finite inputs whose nonzero magnitudes span at most 2^900
/// (detail::in_exact_domain), which every float input does: the orientation
/// sign of (a, b, P) is exact (detail::Orientation), and for a collinear P the
/// coordinate-wise box test is exact betweenness.
inline PointSegmentContact point_segment(Vec2<double> p, const Segment<double>& s) {
  double max_abs = 0.0;
  for (double c : {p.x, p.y, s.a.x, s.a.y, s.b.x, s.b.y}) {
    if (!std::isfinite(c)) return PointSegmentContact::invalid_input;
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (s.a == s.b) return p == s.a ? PointSegmentContact::on_segment : PointSegmentContact::off_line;
  if (detail::Orientation(max_abs).sign(s.a, s.b, p) != 0) return PointSegmentContact::off_line;
  const bool between = std::min(s.a.x, s.b.x) <= p.x && p.x <= std::max(s.a.x, s.b.x) &&
                       std::min(s.a.y, s.b.y) <= p.y && p.y <= std::max(s.a.y, s.b.y);
  return between ? PointSegmentContact::on_segment : PointSegmentContact::on_line_outside;
}

/// Float inputs widen exactly, so the double algorithm is exact for all of them.
inline PointSegmentContact point_segment(Vec2<float> p, const Segment<float>& s) {
  return point_segment(Vec2<double>{p.x, p.y}, Segment<double>{{s.a.x, s.a.y}, {s.b.x, s.b.y}});
}

}  // namespace robust
}  // namespace cc
