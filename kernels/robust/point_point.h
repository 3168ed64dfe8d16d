#pragma once
// point_point: the robust kernel (namespace cc::robust) and what it promises,
// as data (PointPointBounds). The conventions and result types are in
// ../point_point.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_point.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <cmath>
#include <limits>

#include "../detail/exact_compare.h"
#include "../detail/finite.h"
#include "../error_bound.h"
#include "../point_point.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

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

/// The stages of robust::point_point, by the names its CC_STAGE markers pass
/// (stage.h): the fast path's two answers, invalid input, and the exact signs.
template <class T>
struct PointPointStages {
  static constexpr const char* names[] = {"fast_contact", "fast_apart", "invalid_input", "exact_compare"};
};

/// Exact for every input: each |difference| - tolerance is signed exactly
/// (detail/exact_compare.h), so the answer is that of the convention above.
///
/// Fast path: rounding is monotone and the tolerance t is representable, so a
/// rounded |difference| below t (or above it) is one exactly; and a finite
/// rounded difference has finite operands (inf - x is infinite, inf - inf
/// NaN). Only a difference that rounds onto t, one that overflows, and invalid
/// input take the exact path.
template <class T>
PointPointContact point_point(Vec2<T> p, Vec2<T> q, T tolerance) {
  constexpr T inf = std::numeric_limits<T>::infinity();
  const T dx = std::fabs(p.x - q.x), dy = std::fabs(p.y - q.y);
  if ((dx < inf) & (dy < inf) & (tolerance >= 0) & (tolerance < inf)) {
    if ((dx < tolerance) & (dy < tolerance)) return CC_STAGE("fast_contact"), PointPointContact::contact;
    if ((dx > tolerance) | (dy > tolerance)) return CC_STAGE("fast_apart"), PointPointContact::none;
  }
  if (!(detail::all_finite(p.x, p.y, q.x, q.y, tolerance) & (tolerance >= 0)))
    return CC_STAGE("invalid_input"), PointPointContact::invalid_input;
  CC_STAGE("exact_compare");
  const bool within = (detail::sign_of_abs_difference_minus(p.x, q.x, tolerance) <= 0) &
                      (detail::sign_of_abs_difference_minus(p.y, q.y, tolerance) <= 0);
  return within ? PointPointContact::contact : PointPointContact::none;
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
