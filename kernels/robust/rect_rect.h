#pragma once
// rect_rect: the robust kernel (namespace cc::robust) and what it promises, as
// data (RectRectBounds). The conventions and result types are in
// ../rect_rect.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../rect_rect.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <cmath>

#include "../detail/exact_compare.h"
#include "../error_bound.h"
#include "../rect_rect.h"

namespace cc {
namespace robust {

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

/// Exact for every input: every far edge is compared as an exact sum
/// (detail/exact_compare.h).
template <class T>
RectRectContact rect_rect(const Rect<T>& a, const Rect<T>& b) {
  for (const Rect<T>* r : {&a, &b}) {
    if (!std::isfinite(r->x) || !std::isfinite(r->y) || !std::isfinite(r->w) || !std::isfinite(r->h) ||
        r->w < 0 || r->h < 0) {
      return RectRectContact::invalid_input;
    }
  }
  const bool meet = detail::sign_of_sum_minus(a.x, a.w, b.x) >= 0 && detail::sign_of_sum_minus(b.x, b.w, a.x) >= 0 &&
                    detail::sign_of_sum_minus(a.y, a.h, b.y) >= 0 && detail::sign_of_sum_minus(b.y, b.h, a.y) >= 0;
  return meet ? RectRectContact::contact : RectRectContact::none;
}

}  // namespace robust
}  // namespace cc
