#pragma once
// circle_segment: where does the boundary of a circle (centre C, radius r)
// meet the closed segment from P1 to P2?
//
// A kernel takes (Vec2<T> C, T r, Vec2<T> P1, Vec2<T> P2); the input, result
// and adapters are shared with circle_line (circle_crossings.h), the
// conventions (an endpoint on the circle is one of the points; a segment inside
// the disk meets none) are in kernels/circle_segment.h. Value component: "point".

#include "circle_crossings.h"
#include "kernels/circle_segment.h"

namespace collide_check {

struct circle_segment : detail::circle_crossings_tag {
  static constexpr const char* name = "circle_segment";
  static constexpr const char* question =
      "where does a circle's boundary meet a closed segment (none, one point, two points)?";
};

}  // namespace collide_check
