#pragma once
// point_side: on which side of the directed line from A to B does P lie?
//
// A kernel takes (Vec2<T> A, Vec2<T> B, Vec2<T> P) and returns left (A, B, P
// counterclockwise), collinear (exactly; A == B makes every P collinear) or
// right (kernels/point_side.h). The hit is collinear. No value components. A
// kernel returning the sign as an int registers through a converter (see the
// GEOS example's GEOSOrientationIndex).

#include <string>
#include <tuple>
#include <vector>

#include "kernels/point_side.h"
#include "register.h"

namespace collide_check {

using cc::PointSide;
using cc::Vec2;

struct point_side {
  static constexpr const char* name = "point_side";
  static constexpr const char* question =
      "is P left of, on, or right of the directed line from A to B (the orientation of A, B, P)?";
  using Kind = PointSide;

  template <class T>
  struct Input {
    Vec2<T> A, B, P;
  };
  template <class T>
  using Result = PointSide;

  static std::vector<std::string> field_names() { return {"A.x", "A.y", "B.x", "B.y", "P.x", "P.y"}; }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.A.x, in.A.y, in.B.x, in.B.y, in.P.x, in.P.y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) {
    return f(in.A, in.B, in.P);
  }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) {
    return hit ? Kind::collinear : Kind::left;
  }
};

}  // namespace collide_check
