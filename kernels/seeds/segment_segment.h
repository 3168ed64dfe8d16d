#pragma once
// segment_segment: the seed transcriptions (seed000, seed001_slope): the seed
// articles' code as written, flaws included, specimens under test rather than
// kernels to copy. The conventions and result types are in
// ../segment_segment.h, the robust kernel in ../robust/segment_segment.h.

#include <algorithm>

#include "../segment_segment.h"

namespace cc {

namespace seed000 {

/// 000 §Line-Line intersection test revised: denominator test, then ua and ub in
/// [0, 1], point A.a + ua (A.b - A.a). Known by construction to answer `none` for
/// every parallel pair (denom == 0), collinear overlaps included, and to decide
/// near-endpoint contacts from rounded ua, ub.
template <class T>
SegmentSegmentResult<T> segment_segment(const Segment<T>& A, const Segment<T>& B) {
  const T denom = ((B.b.y - B.a.y) * (A.b.x - A.a.x)) - ((B.b.x - B.a.x) * (A.b.y - A.a.y));
  if (denom == 0) return {};
  const T ua = (((B.b.x - B.a.x) * (A.a.y - B.a.y)) - ((B.b.y - B.a.y) * (A.a.x - B.a.x))) / denom;
  const T ub = (((A.b.x - A.a.x) * (A.a.y - B.a.y)) - ((A.b.y - A.a.y) * (A.a.x - B.a.x))) / denom;
  if ((ua < 0) || (ua > 1) || (ub < 0) || (ub > 1)) return {};
  return {SegmentContact::point, A.a + ua * (A.b - A.a), {}};
}

}  // namespace seed000

namespace seed001_slope {

/// 001 §Collision between line and line: y = m x + b for both segments, the
/// crossing x = (-b1 + b2) / (m1 - m2), then x within both segments' x ranges.
/// The slides stop at the decision; the point reported is (x, m1 x + b1), the
/// crossing they compute. Vertical segments make m infinite or NaN.
template <class T>
SegmentSegmentResult<T> segment_segment(const Segment<T>& line1, const Segment<T>& line2) {
  const T m1 = (line1.b.y - line1.a.y) / (line1.b.x - line1.a.x);
  const T b1 = line1.a.y - (m1 * line1.a.x);
  const T m2 = (line2.b.y - line2.a.y) / (line2.b.x - line2.a.x);
  const T b2 = line2.a.y - (m2 * line2.a.x);
  const T x = (-b1 + b2) / (m1 - m2);
  if ((x >= std::min(line1.a.x, line1.b.x)) && (x <= std::max(line1.a.x, line1.b.x)) &&
      (x >= std::min(line2.a.x, line2.b.x)) && (x <= std::max(line2.a.x, line2.b.x))) {
    return {SegmentContact::point, {x, m1 * x + b1}, {}};
  }
  return {};
}

}  // namespace seed001_slope

}  // namespace cc
