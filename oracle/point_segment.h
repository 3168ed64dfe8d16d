#pragma once
// The exact oracle of point_segment (kernels/point_segment.h), with the same
// conventions. Formulated independently of the robust kernel: P is on the line
// through a != b iff cross(b - a, P - a) == 0 (filtered sign, cross_sign.h), and
// a collinear P is on the segment iff both projections are nonnegative,
// dot(P - a, b - a) >= 0 and dot(P - b, a - b) >= 0 (rationals).

#include <cmath>

#include "../kernels/point_segment.h"
#include "cross_sign.h"
#include "number.h"

namespace cc::oracle {

inline FilterStats& point_segment_stats() {
  thread_local FilterStats stats;
  return stats;
}

inline PointSegmentContact point_segment_exact(Vec2<double> p, const Segment<double>& s) {
  for (double c : {p.x, p.y, s.a.x, s.a.y, s.b.x, s.b.y})
    if (!std::isfinite(c)) return PointSegmentContact::invalid_input;
  if (s.a == s.b) return p == s.a ? PointSegmentContact::on_segment : PointSegmentContact::off_line;
  FilterStats& stats = point_segment_stats();
  if (cross_sign(s.b, s.a, p, s.a, stats) != 0) return PointSegmentContact::off_line;
  const Rational ax = exact(s.a.x), ay = exact(s.a.y), bx = exact(s.b.x), by = exact(s.b.y);
  const Rational px = exact(p.x), py = exact(p.y);
  const Rational from_a = (px - ax) * (bx - ax) + (py - ay) * (by - ay);
  const Rational from_b = (px - bx) * (ax - bx) + (py - by) * (ay - by);
  return sign(from_a) >= 0 && sign(from_b) >= 0 ? PointSegmentContact::on_segment
                                                : PointSegmentContact::on_line_outside;
}

}  // namespace cc::oracle
