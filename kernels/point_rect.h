#pragma once
// point_rect: does point P lie in the closed rectangle R (kernels/rect.h)?
//
// Convention shared by every variant: P is inside when
//   R.x <= P.x <= R.x + R.w  and  R.y <= P.y <= R.y + R.h
// on the exact values; the boundary is inside. `invalid_input` is the answer to
// a NaN or infinite value and to a negative width or height.
//
// Variants: seed001 (seeds/point_rect.h, the seed transcription) and robust
// (robust/point_rect.h).

#include "rect.h"
#include "vec2.h"

namespace cc {

enum class PointRectContact : unsigned char { outside, inside, invalid_input };

}  // namespace cc
