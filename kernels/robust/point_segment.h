#pragma once
// point_segment: the robust kernel (namespace cc::robust) and what it promises,
// as data (PointSegmentBounds). The conventions and result types are in
// ../point_segment.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_segment.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <cmath>

#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../point_segment.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

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

/// The stages of robust::point_segment, by the names its CC_STAGE markers
/// pass (stage.h). Stage A of the orientation decides most calls: a_off_line
/// (a proven nonzero sign). What it leaves goes to `classify`: invalid_input,
/// zero_length (a segment that is a point), exact_off_line (a nonzero exact
/// sign, from stage B or the exact expansion), and for a collinear P the exact
/// box test: exact_on_segment, exact_on_line_outside.
template <class T>
struct PointSegmentStages {
  static constexpr const char* names[] = {"a_off_line",     "invalid_input",    "zero_length",
                                          "exact_off_line", "exact_on_segment", "exact_on_line_outside"};
};

namespace point_segment_detail {

/// The decision once stage A could not prove P off the line: every check, then
/// the exact orientation sign's later stages (stage B, then
/// detail::Orientation's exact paths), and for a collinear P the
/// coordinate-wise box test, which is exact betweenness.
inline PointSegmentContact classify(Vec2<double> p, const Segment<double>& s) {
  // 0 * v is 0 for finite v and NaN otherwise: one test, no branch per value.
  const double finite = 0.0 * p.x + 0.0 * p.y + 0.0 * s.a.x + 0.0 * s.a.y + 0.0 * s.b.x + 0.0 * s.b.y;
  if (finite != 0.0) return CC_STAGE("invalid_input"), PointSegmentContact::invalid_input;
  if (s.a == s.b)
    return CC_STAGE("zero_length"), p == s.a ? PointSegmentContact::on_segment : PointSegmentContact::off_line;
  int o = detail::orient2d_sign_exact_differences(s.a, s.b, p);
  if (o == detail::kUndecided) {
    double max_abs = 0.0;
    for (double c : {p.x, p.y, s.a.x, s.a.y, s.b.x, s.b.y}) max_abs = std::max(max_abs, std::fabs(c));
    o = detail::Orientation(max_abs).sign_exact(s.a, s.b, p);
  }
  if (o != 0) return CC_STAGE("exact_off_line"), PointSegmentContact::off_line;
  const bool between = std::min(s.a.x, s.b.x) <= p.x && p.x <= std::max(s.a.x, s.b.x) &&
                       std::min(s.a.y, s.b.y) <= p.y && p.y <= std::max(s.a.y, s.b.y);
  return between ? (CC_STAGE("exact_on_segment"), PointSegmentContact::on_segment)
                 : (CC_STAGE("exact_on_line_outside"), PointSegmentContact::on_line_outside);
}

}  // namespace point_segment_detail

/// Exact for every finite input. The common case costs one stage A orientation
/// (detail::orient2d_stage_a, about ten flops): a proven nonzero sign is
/// off_line, whatever else holds. It needs no checks first: a NaN or an
/// infinity anywhere (every coordinate enters the determinant) makes the bound
/// refuse, and so does a == b (the determinant is then exactly zero).
/// Everything else goes to point_segment_detail::classify.
inline PointSegmentContact point_segment(Vec2<double> p, const Segment<double>& s) {
  if (detail::orient2d_stage_a(s.a, s.b, p).decided()) return CC_STAGE("a_off_line"), PointSegmentContact::off_line;
  return point_segment_detail::classify(p, s);
}

/// Float inputs widen exactly, so the double algorithm is exact for all of them.
/// The common case is decided by stage A in float arithmetic
/// (detail::det2_stage_a for floats), without widening.
inline PointSegmentContact point_segment(Vec2<float> p, const Segment<float>& s) {
  if (detail::orient2d_stage_a(s.a, s.b, p).decided()) return CC_STAGE("a_off_line"), PointSegmentContact::off_line;
  return point_segment_detail::classify(Vec2<double>{p.x, p.y}, Segment<double>{{s.a.x, s.a.y}, {s.b.x, s.b.y}});
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
