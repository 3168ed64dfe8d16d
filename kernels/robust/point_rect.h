#pragma once
// point_rect: the robust kernel (namespace cc::robust) and what it promises, as
// data (PointRectBounds). The conventions and result types are in
// ../point_rect.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_rect.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <cmath>

#include "../detail/exact_compare.h"
#include "../detail/finite.h"
#include "../error_bound.h"
#include "../point_rect.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::point_rect promises: decisions only, no values.
template <class T>
struct PointRectBounds;
template <>
struct PointRectBounds<double> {
  // Decisions only, exact for every finite input: nothing to bound.
};
template <>
struct PointRectBounds<float> {
  // Decisions only, exact for every finite input: nothing to bound.
};

/// The stages of robust::point_rect, by the names its CC_STAGE markers pass
/// (stage.h): the fast path's two answers on rounded far edges (fast_inside,
/// fast_outside), invalid input, and the exact comparisons of the far edges
/// (exact_compare).
template <class T>
struct PointRectStages {
  static constexpr const char* names[] = {"fast_inside", "fast_outside", "invalid_input", "exact_compare"};
};

/// Exact for every input: the far edges are compared as exact sums
/// (detail/exact_compare.h).
///
/// Fast path: with the far edges rounded, sx = fl(R.x + R.w), monotone rounding
/// makes P.x < sx (or P.x > sx) hold exactly of R.x + R.w; the near edges are
/// inputs. It answers when every comparison is strict or the point is out, and
/// every value is finite: with w >= 0 (false for NaN), a finite rounded far
/// edge x + w has finite x and w (an infinite or NaN operand, or an overflow,
/// leaves it infinite or NaN).
template <class T>
PointRectContact point_rect(Vec2<T> p, const Rect<T>& r) {
  const T sx = r.x + r.w, sy = r.y + r.h;
  if (detail::all_finite(p.x, p.y, sx, sy) & (r.w >= 0) & (r.h >= 0)) {
    if ((p.x >= r.x) & (p.y >= r.y) & (p.x < sx) & (p.y < sy)) return CC_STAGE("fast_inside"), PointRectContact::inside;
    if ((p.x < r.x) | (p.y < r.y) | (p.x > sx) | (p.y > sy)) return CC_STAGE("fast_outside"), PointRectContact::outside;
  }
  if (!(detail::all_finite(p.x, p.y, r.x, r.y, r.w, r.h) & (r.w >= 0) & (r.h >= 0)))
    return CC_STAGE("invalid_input"), PointRectContact::invalid_input;
  CC_STAGE("exact_compare");
  // P.x <= R.x + R.w  <=>  R.x + R.w - P.x >= 0
  // & rather than &&: every test is cheap, and one branch predicts better than four.
  const bool inside = (p.x >= r.x) & (p.y >= r.y) & (detail::sign_of_sum_minus(r.x, r.w, p.x) >= 0) &
                      (detail::sign_of_sum_minus(r.y, r.h, p.y) >= 0);
  return inside ? PointRectContact::inside : PointRectContact::outside;
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
