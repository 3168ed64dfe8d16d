#pragma once
// Exact plane transforms applied to an (x, y, w, h) rectangle. A rotation or a
// mirror moves the far corner (x + w, y + h) to the near one, so it is exact
// only when those sums are: otherwise there is no exact image, and the caller
// skips the transform.

#include <algorithm>
#include <optional>

#include "../kernels/detail/exact_compare.h"
#include "../kernels/rect.h"
#include "common.h"

namespace cc::check {

/// The image of r under t, or nullopt when it is not exactly representable.
template <class T>
std::optional<Rect<T>> map_rect(const PlaneTransform<T>& t, const Rect<T>& r) {
  const T far_x = r.x + r.w, far_y = r.y + r.h;
  if (!std::isfinite(far_x) || !std::isfinite(far_y) || detail::sum_error(r.x, r.w, far_x) != 0 ||
      detail::sum_error(r.y, r.h, far_y) != 0)
    return std::nullopt;
  const Vec2<T> a = t({r.x, r.y}), b = t({far_x, far_y});
  if (!std::isfinite(b.x) || !std::isfinite(b.y)) return std::nullopt;  // the far corner scaled past the range
  const Vec2<T> lo{std::min(a.x, b.x), std::min(a.y, b.y)}, hi{std::max(a.x, b.x), std::max(a.y, b.y)};
  // hi - lo is a mapped width or height, representable, so the subtraction is exact.
  return Rect<T>{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
}

}  // namespace cc::check
