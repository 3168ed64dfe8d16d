#pragma once
// rect_rect: do two closed rectangles (kernels/rect.h) meet?
//
// Convention shared by every variant: A and B meet when their closed spans
// overlap on both axes, on the exact values:
//   B.x <= A.x + A.w  and  A.x <= B.x + B.w  (and the same in y).
// Touching along an edge or at a corner is contact. `invalid_input` is the
// answer to a NaN or infinite value and to a negative width or height.
//
// Variants: seed001 (seeds/rect_rect.h, the seed transcription) and robust
// (robust/rect_rect.h).

#include "rect.h"

namespace cc {

enum class RectRectContact : unsigned char { none, contact, invalid_input };

}  // namespace cc
