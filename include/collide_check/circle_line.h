#pragma once
// circle_line: where does the boundary of a circle (centre C, radius r) meet
// the infinite line through P1 and P2?
//
// A kernel takes (Vec2<T> C, T r, Vec2<T> P1, Vec2<T> P2); the input, result
// and adapters are shared with circle_segment (circle_crossings.h), the
// conventions (points ordered by u, P1 == P2 is the point P1, r = 0 the point
// C) are in kernels/circle_line.h. Value component: "point".

#include "circle_crossings.h"

namespace collide_check {

struct circle_line : detail::circle_crossings_tag {
  static constexpr const char* name = "circle_line";
  static constexpr const char* question =
      "where does a circle's boundary meet the line through two points (none, one point, two points)?";
};

}  // namespace collide_check
