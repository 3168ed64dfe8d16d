#pragma once
// point_side: the robust kernel (namespace cc::robust) and what it promises,
// as data (PointSideBounds). The conventions and result types are in
// ../point_side.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_side.h and the type headers those
// include.

#include <algorithm>
#include <cmath>

#include "../detail/fp_environment.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../point_side.h"
#include "stage.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::point_side promises: a decision only, exact for every finite
/// input; nothing to bound.
template <class T>
struct PointSideBounds {};

/// The stages of robust::point_side, by the names its CC_STAGE markers pass
/// (stage.h): stage_a (the rounded determinant's sign proven by Shewchuk's
/// static bound), invalid_input, and exact (stage B, then
/// detail::Orientation's exact paths, for what stage A leaves).
template <class T>
struct PointSideStages {
  static constexpr const char* names[] = {"stage_a", "invalid_input", "exact"};
};

namespace point_side_detail {

inline PointSide from_sign(int s) {
  return s > 0 ? PointSide::left : (s < 0 ? PointSide::right : PointSide::collinear);
}

/// What stage A leaves: every check, then the exact sign. Out of line: the
/// callers' stage A stays small.
[[gnu::noinline]] inline PointSide classify(Vec2<double> a, Vec2<double> b, Vec2<double> p) {
  // 0 * v is 0 for finite v and NaN otherwise: one test, no branch per value.
  const double finite = 0.0 * a.x + 0.0 * a.y + 0.0 * b.x + 0.0 * b.y + 0.0 * p.x + 0.0 * p.y;
  if (finite != 0.0) return CC_STAGE("invalid_input"), PointSide::invalid_input;
  CC_STAGE("exact");
  double max_abs = 0.0;
  for (double c : {a.x, a.y, b.x, b.y, p.x, p.y}) max_abs = std::max(max_abs, std::fabs(c));
  return from_sign(detail::Orientation(max_abs).sign_after_stage_a(a, b, p));
}

}  // namespace point_side_detail

/// Exact for every finite input. The common case costs one stage A
/// orientation (Shewchuk 1997, doi:10.1007/PL00009321: the rounded
/// determinant of the differences and its static bound, about ten flops): a
/// NaN or an infinity anywhere makes the bound refuse, so no check comes
/// first. What it leaves goes to point_side_detail::classify.
inline PointSide point_side(Vec2<double> a, Vec2<double> b, Vec2<double> p) {
  const auto d = detail::orient2d_stage_a(a, b, p);
  if (d.det > d.bound) return CC_STAGE("stage_a"), PointSide::left;
  if (-d.det > d.bound) return CC_STAGE("stage_a"), PointSide::right;
  return point_side_detail::classify(a, b, p);
}

/// Float inputs widen exactly, so the double algorithm is exact for all of
/// them; stage A runs in float arithmetic first (detail::det2_stage_a's float
/// bound), without widening.
inline PointSide point_side(Vec2<float> a, Vec2<float> b, Vec2<float> p) {
  const auto d = detail::orient2d_stage_a(a, b, p);
  if (d.det > d.bound) return CC_STAGE("stage_a"), PointSide::left;
  if (-d.det > d.bound) return CC_STAGE("stage_a"), PointSide::right;
  return point_side_detail::classify({a.x, a.y}, {b.x, b.y}, {p.x, p.y});
}

}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
