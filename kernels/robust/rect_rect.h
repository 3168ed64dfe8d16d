#pragma once
// rect_rect: the robust kernel (namespace cc::robust) and what it promises, as
// data (RectRectBounds). The conventions and result types are in
// ../rect_rect.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../rect_rect.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <cmath>

#include "../detail/exact_compare.h"
#include "../detail/finite.h"
#include "../error_bound.h"
#include "../rect_rect.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::rect_rect promises: decisions only, no values.
template <class T>
struct RectRectBounds;
template <>
struct RectRectBounds<double> {
  // Decisions only, exact for every finite input: nothing to bound.
};
template <>
struct RectRectBounds<float> {
  // Decisions only, exact for every finite input: nothing to bound.
};

/// The stages of robust::rect_rect, by the names its CC_STAGE markers pass
/// (stage.h): the fast path's two answers on rounded far edges (fast_contact,
/// fast_apart), invalid input, and the exact comparisons of the far edges
/// (exact_compare).
template <class T>
struct RectRectStages {
  static constexpr const char* names[] = {"fast_contact", "fast_apart", "invalid_input", "exact_compare"};
};

/// Exact for every input: every far edge is compared as an exact sum
/// (detail/exact_compare.h).
///
/// Fast path: the far edges rounded, fl(A.x + A.w) and so on; monotone
/// rounding makes a strict comparison of a rounded far edge with an input hold
/// exactly. It answers when every comparison is strict, and every value is
/// finite: with w >= 0 (false for NaN), a finite rounded far edge x + w has
/// finite x and w (an infinite or NaN operand, or an overflow, leaves it
/// infinite or NaN).
template <class T>
RectRectContact rect_rect(const Rect<T>& a, const Rect<T>& b) {
  const T ax = a.x + a.w, ay = a.y + a.h, bx = b.x + b.w, by = b.y + b.h;
  if (detail::all_finite(ax, ay, bx, by) & (a.w >= 0) & (a.h >= 0) & (b.w >= 0) & (b.h >= 0)) {
    if ((b.x < ax) & (a.x < bx) & (b.y < ay) & (a.y < by)) return CC_STAGE("fast_contact"), RectRectContact::contact;
    if ((b.x > ax) | (a.x > bx) | (b.y > ay) | (a.y > by)) return CC_STAGE("fast_apart"), RectRectContact::none;
  }
  if (!(detail::all_finite(a.x, a.y, a.w, a.h, b.x, b.y, b.w, b.h) & (a.w >= 0) & (a.h >= 0) & (b.w >= 0) &
        (b.h >= 0)))
    return CC_STAGE("invalid_input"), RectRectContact::invalid_input;
  CC_STAGE("exact_compare");
  // & rather than &&: every test is cheap, and one branch predicts better than four.
  const bool meet = (detail::sign_of_sum_minus(a.x, a.w, b.x) >= 0) & (detail::sign_of_sum_minus(b.x, b.w, a.x) >= 0) &
                    (detail::sign_of_sum_minus(a.y, a.h, b.y) >= 0) & (detail::sign_of_sum_minus(b.y, b.h, a.y) >= 0);
  return meet ? RectRectContact::contact : RectRectContact::none;
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
