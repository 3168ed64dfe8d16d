#pragma once
// rect_rect: the seed transcription (seed001): the seed articles' code as
// written, flaws included, specimens under test rather than kernels to copy.
// The conventions and result types are in ../rect_rect.h, the robust kernel in
// ../robust/rect_rect.h.

#include "../rect_rect.h"

namespace cc {

namespace seed001 {

/// 001_81a389abe9bca56c.txt §Collision between two rectangles, the De Morgan
/// form as written: no collision when r2 is left of, right of, above or below
/// r1, each tested with a rounded sum.
template <class T>
RectRectContact rect_rect(const Rect<T>& r1, const Rect<T>& r2) {
  if (!(r2.x + r2.w < r1.x || r2.x > r1.x + r1.w || r2.y + r2.h < r1.y || r2.y > r1.y + r1.h)) {
    return RectRectContact::contact;
  }
  return RectRectContact::none;
}

}  // namespace seed001

}  // namespace cc
