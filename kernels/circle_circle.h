#pragma once
// circle_circle: how do two circles (closed disks) A and B meet?
//
// Convention shared by every variant's result, on the exact values, with
// D = |A.c - B.c|^2 and R = (A.r + B.r)^2:
//   none         D > R: the disks are apart;
//   touching     D == R: external tangency, the disks share exactly one point
//                (also two zero-radius circles at the same point);
//   overlapping  D < R: the disks share an area or one contains the other;
//                internal tangency (D == (A.r - B.r)^2 with both radii > 0)
//                and concentric circles are overlapping;
//   invalid_input  any NaN or infinite value, or a negative radius.
//
// Variants: seed001 and seed004 (seeds/circle_circle.h, the seed
// transcriptions) and robust (robust/circle_circle.h).

#include "circle.h"

namespace cc {

enum class CircleCircleContact : unsigned char { none, touching, overlapping, invalid_input };

}  // namespace cc
