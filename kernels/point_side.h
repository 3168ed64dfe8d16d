#pragma once
// point_side: on which side of the directed line from A to B does P lie?
//
// Variants (the textbook transcription in seeds/point_side.h, the robust
// kernel in robust/point_side.h):
//   textbook  the orientation determinant in floating point, as Kettner,
//             Mehlhorn, Pion, Schirra and Yap state and study it
//             ("Classroom examples of robustness problems in geometric
//             computations", Comput. Geom. 40(1), 2008, §2);
//   robust    the exact sign of the same determinant.
//
// Conventions shared by every variant's result, on the exact values of the
// inputs:
//   - left: P strictly left of the line A -> B (A, B, P counterclockwise:
//     cross(B - A, P - A) > 0);
//   - right: strictly right (clockwise, cross < 0);
//   - collinear: cross(B - A, P - A) == 0 exactly, with no tolerance; A == B
//     defines no line, and every P is collinear with it;
//   - invalid_input: any NaN or infinite coordinate.

#include "vec2.h"

namespace cc {

enum class PointSide : unsigned char { right, collinear, left, invalid_input };

}  // namespace cc
