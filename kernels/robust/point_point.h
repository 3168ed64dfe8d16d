#pragma once
// point_point: the robust kernel (namespace cc::robust) and what it promises,
// as data (PointPointBounds). The conventions and result types are in
// ../point_point.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_point.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <cmath>

#include "../detail/exact_compare.h"
#include "../error_bound.h"
#include "../point_point.h"

namespace cc {
namespace robust {

/// What robust::point_point promises: decisions only, no values.
template <class T>
struct PointPointBounds;
template <>
struct PointPointBounds<double> {
  // Decisions only, exact for every finite input: nothing to bound.
};
template <>
struct PointPointBounds<float> {
  // Decisions only, exact for every finite input: nothing to bound.
};

/// Exact for every input: each |difference| - tolerance is signed exactly
/// (detail/exact_compare.h), so the answer is that of the convention above.
template <class T>
PointPointContact point_point(Vec2<T> p, Vec2<T> q, T tolerance) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(q.x) || !std::isfinite(q.y) ||
      !std::isfinite(tolerance) || tolerance < 0) {
    return PointPointContact::invalid_input;
  }
  const bool within = detail::sign_of_abs_difference_minus(p.x, q.x, tolerance) <= 0 &&
                      detail::sign_of_abs_difference_minus(p.y, q.y, tolerance) <= 0;
  return within ? PointPointContact::contact : PointPointContact::none;
}

}  // namespace robust
}  // namespace cc
