#pragma once
// point_segment: the seed transcription (seed001_slope): the seed articles'
// code as written, flaws included, specimens under test rather than kernels to
// copy. The conventions and result types are in ../point_segment.h, the robust
// kernel in ../robust/point_segment.h.

#include "../point_segment.h"

namespace cc {

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

}  // namespace cc
