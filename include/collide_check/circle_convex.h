#pragma once
// circle_convex: a disk A (centre c, radius r) against a rounded convex
// polygon B (up to eight vertices, counterclockwise, consecutive repeats
// merged; the points within B.r of it): apart, touching or overlapping, with
// the unit normal from B toward A and the separation.
//
// A kernel takes (const Circle<T>& A, const RoundedPolygon<T>& B) and returns
// a ShapeContact<T>; kernels/circle_convex.h, kernels/convex_polygon.h and
// kernels/shape_contact.h state the conventions. A polygon of fewer than
// eight vertices repeats one ({a, b, c, c, c, c, c, c}); a case file holds
// the eight. Value components: "normal", "separation".

#include <string>
#include <tuple>
#include <vector>

#include "kernels/circle_convex.h"
#include "shape_contact.h"

namespace collide_check {

using cc::Circle;
using cc::ConvexPolygon;
using cc::RoundedPolygon;
using cc::Vec2;

struct circle_convex : detail::shape_contact_answer {
  static constexpr const char* name = "circle_convex";
  static constexpr const char* question =
      "how do a disk and a rounded convex polygon of up to eight vertices stand: apart, touching or overlapping, "
      "along which normal, by how much?";

  template <class T>
  struct Input {
    Circle<T> A;
    RoundedPolygon<T> B;
  };

  static std::vector<std::string> field_names() {
    std::vector<std::string> f = {"A.c.x", "A.c.y", "A.r"};
    for (int i = 0; i < cc::kMaxPolygonVertices; ++i)
      for (const char* c : {"x", "y"}) f.push_back("B." + std::to_string(i) + "." + c);
    f.push_back("B.r");
    return f;
  }
  template <class T>
  static auto tie(Input<T>& in) {
    auto& v = in.B.core.v;
    return std::tie(in.A.c.x, in.A.c.y, in.A.r, v[0].x, v[0].y, v[1].x, v[1].y, v[2].x, v[2].y, v[3].x, v[3].y,
                    v[4].x, v[4].y, v[5].x, v[5].y, v[6].x, v[6].y, v[7].x, v[7].y, in.B.r);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }
};

}  // namespace collide_check
