#pragma once
// point_rect: the seed transcription (seed001): the seed articles' code as
// written, flaws included, specimens under test rather than kernels to copy.
// The conventions and result types are in ../point_rect.h, the robust kernel in
// ../robust/point_rect.h.

#include "../point_rect.h"

namespace cc {

namespace seed001 {

/// 001_81a389abe9bca56c.txt §Collision between point and rectangle, as
/// written: four inclusive comparisons against r1.x + r1.w and r1.y + r1.h,
/// which are rounded sums.
template <class T>
PointRectContact point_rect(Vec2<T> p1, const Rect<T>& r1) {
  if (p1.x >= r1.x && p1.x <= r1.x + r1.w && p1.y >= r1.y && p1.y <= r1.y + r1.h) {
    return PointRectContact::inside;
  }
  return PointRectContact::outside;
}

}  // namespace seed001

}  // namespace cc
