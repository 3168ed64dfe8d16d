#pragma once
// point_point: do two points P and Q coincide, within a tolerance?
//
// Convention shared by every variant: P and Q collide when
//   |P.x - Q.x| <= tolerance  and  |P.y - Q.y| <= tolerance,
// evaluated on the exact values (a square of side 2 tolerance around P, the
// per-coordinate reading of 001's "tolerance value"). A tolerance of 0 is
// exact equality, and -0 equals +0. `invalid_input` is the answer to a NaN or
// infinite coordinate, and to a tolerance that is negative, NaN or infinite.
//
// Variants: seed001 (seeds/point_point.h, the seed transcription) and robust
// (robust/point_point.h).

#include "vec2.h"

namespace cc {

enum class PointPointContact : unsigned char { none, contact, invalid_input };

}  // namespace cc
