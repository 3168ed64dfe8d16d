#pragma once
// point_segment: the robust kernel (namespace cc::robust) and what it promises,
// as data (PointSegmentBounds). The conventions and result types are in
// ../point_segment.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_segment.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../point_segment.h"

namespace cc {
namespace robust {

/// What robust::point_segment promises: decisions only, no values.
template <class T>
struct PointSegmentBounds;
template <>
struct PointSegmentBounds<double> {
  // Decisions only, exact for every finite input: nothing to bound.
};
template <>
struct PointSegmentBounds<float> {
  // Decisions only, exact for every finite input: nothing to bound.
};

/// Exact for every finite input: the orientation sign of (a, b, P) is exact
/// (detail::Orientation), and for a collinear P the
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
