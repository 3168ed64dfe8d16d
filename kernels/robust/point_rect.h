#pragma once
// point_rect: the robust kernel (namespace cc::robust) and what it promises, as
// data (PointRectBounds). The conventions and result types are in
// ../point_rect.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_rect.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <cmath>

#include "../detail/exact_compare.h"
#include "../error_bound.h"
#include "../point_rect.h"

namespace cc {
namespace robust {

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

/// Exact for every input: the far edges are compared as exact sums
/// (detail/exact_compare.h).
template <class T>
PointRectContact point_rect(Vec2<T> p, const Rect<T>& r) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(r.x) || !std::isfinite(r.y) ||
      !std::isfinite(r.w) || !std::isfinite(r.h) || r.w < 0 || r.h < 0) {
    return PointRectContact::invalid_input;
  }
  // P.x <= R.x + R.w  <=>  R.x + R.w - P.x >= 0
  const bool inside = p.x >= r.x && p.y >= r.y && detail::sign_of_sum_minus(r.x, r.w, p.x) >= 0 &&
                      detail::sign_of_sum_minus(r.y, r.h, p.y) >= 0;
  return inside ? PointRectContact::inside : PointRectContact::outside;
}

}  // namespace robust
}  // namespace cc
