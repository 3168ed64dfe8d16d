#pragma once
// Closed shapes that may be degenerate (a segment of zero length is a point, a
// triangle of collinear vertices is its hull), decided with Epeck's exact
// predicates. CGAL's segment routines are stated for segments of positive
// length; these helpers hand a zero-length one to the point routines instead.

#include <algorithm>
#include <array>

#include "cgal_numbers.h"

namespace cc::cgal_check {

/// Whether the closed segments [a0, a1] and [b0, b1] share a point.
inline bool segments_meet(const Point& a0, const Point& a1, const Point& b0, const Point& b1) {
  const bool a_point = a0 == a1, b_point = b0 == b1;
  if (a_point && b_point) return a0 == b0;
  if (a_point) return K::Segment_2(b0, b1).has_on(a0);
  if (b_point) return K::Segment_2(a0, a1).has_on(b0);
  return CGAL::do_intersect(K::Segment_2(a0, a1), K::Segment_2(b0, b1));
}

/// The squared distance from p to the closed segment [a, b].
inline FT squared_distance_to_segment(const Point& p, const Point& a, const Point& b) {
  if (a == b) return CGAL::squared_distance(p, a);
  return CGAL::squared_distance(p, K::Segment_2(a, b));
}

/// The squared distance between the closed segments [a0, a1] and [b0, b1].
inline FT squared_distance_between_segments(const Point& a0, const Point& a1, const Point& b0, const Point& b1) {
  if (a0 == a1) return squared_distance_to_segment(a0, b0, b1);
  if (b0 == b1) return squared_distance_to_segment(b0, a0, a1);
  return CGAL::squared_distance(K::Segment_2(a0, a1), K::Segment_2(b0, b1));
}

using Triangle = std::array<Point, 3>;

/// Whether p lies in the closed triangle t (its hull when degenerate).
inline bool triangle_has(const Triangle& t, const Point& p) {
  if (CGAL::orientation(t[0], t[1], t[2]) != CGAL::COLLINEAR)
    return !K::Triangle_2(t[0], t[1], t[2]).has_on_unbounded_side(p);
  for (int i = 0; i < 3; ++i)
    if (segments_meet(t[i], t[(i + 1) % 3], p, p)) return true;
  return false;
}

/// Whether the closed triangles share a point: an edge of one meets an edge of
/// the other, or one contains a vertex of the other.
inline bool triangles_meet(const Triangle& a, const Triangle& b) {
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      if (segments_meet(a[i], a[(i + 1) % 3], b[j], b[(j + 1) % 3])) return true;
  return triangle_has(b, a[0]) || triangle_has(a, b[0]);
}

}  // namespace cc::cgal_check
