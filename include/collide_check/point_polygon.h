#pragma once
// point_polygon: a point P against a simple polygon of up to 64 vertices
// (either orientation, consecutive repeats merged): inside, on the boundary,
// or outside, exactly (kernels/point_polygon.h states the conventions).
//
// A kernel takes (const SimplePolygon<T>& polygon, Vec2<T> P) and returns a
// PolygonSide. The hit is inside or boundary (the closed polygon). No value
// components. Fields: P.x, P.y, then the 64 slots v.0.x, v.0.y, ... v.63.y.

#include <array>
#include <string>
#include <vector>

#include "kernels/point_polygon.h"
#include "register.h"

namespace collide_check {

using cc::PolygonSide;
using cc::SimplePolygon;
using cc::Vec2;

struct point_polygon {
  static constexpr const char* name = "point_polygon";
  static constexpr const char* question =
      "is P inside, on the boundary of, or outside a simple polygon of up to "
      "64 vertices?";
  using Kind = PolygonSide;

  template <class T>
  struct Input {
    SimplePolygon<T> polygon;
    Vec2<T> P;
  };
  template <class T>
  using Result = PolygonSide;

  static std::vector<std::string> field_names() {
    std::vector<std::string> f = {"P.x", "P.y"};
    for (int i = 0; i < cc::kPolygonSlots; ++i)
      for (const char* c : {"x", "y"}) f.push_back("v." + std::to_string(i) + "." + c);
    return f;
  }
  /// The input's scalars in field_names() order (fields.h): pointers, not a
  /// tuple of 130 references.
  template <class T>
  static std::array<T*, 2 + 2 * cc::kPolygonSlots> field_pointers(Input<T>& in) {
    std::array<T*, 2 + 2 * cc::kPolygonSlots> out{&in.P.x, &in.P.y};
    for (int i = 0; i < cc::kPolygonSlots; ++i) {
      out[2 + 2 * i] = &in.polygon.v[i].x;
      out[3 + 2 * i] = &in.polygon.v[i].y;
    }
    return out;
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) {
    return f(in.polygon, in.P);
  }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) {
    return hit ? Kind::inside : Kind::outside;
  }
};

}  // namespace collide_check
