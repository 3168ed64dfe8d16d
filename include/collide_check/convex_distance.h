#pragma once
// convex_distance: two convex polygons of up to eight vertices each
// (counterclockwise, consecutive repeats merged; a point or a segment is
// valid): apart, touching or overlapping, the distance between them, and a
// pair of closest points.
//
// A kernel takes (const ConvexPolygon<T>& A, const ConvexPolygon<T>& B) and
// returns a ConvexDistance<T>; kernels/convex_distance.h and
// kernels/convex_polygon.h state the conventions. Value components:
// "distance" and "points" (pA.x, pA.y, pB.x, pB.y; judged by
// closest_points_within_contract with the bound "points").

#include <string>
#include <tuple>
#include <vector>

#include "kernels/convex_distance.h"
#include "register.h"

namespace collide_check {

using cc::ContactKind;
using cc::ConvexDistance;
using cc::ConvexPolygon;
using cc::Vec2;

struct convex_distance {
  static constexpr const char* name = "convex_distance";
  static constexpr const char* question =
      "how far apart are two convex polygons of up to eight vertices, and at which pair of closest points?";

  using Kind = ContactKind;
  template <class T>
  using Result = ConvexDistance<T>;
  template <class T>
  struct Input {
    ConvexPolygon<T> A;
    ConvexPolygon<T> B;
  };

  static std::vector<std::string> value_components() { return {"distance", "points"}; }
  template <class T>
  static Result<T> from_hit(bool hit) {
    Result<T> r;
    r.kind = hit ? Kind::overlapping : Kind::apart;
    return r;
  }

  static std::vector<std::string> field_names() {
    std::vector<std::string> f;
    for (const char* s : {"A", "B"})
      for (int i = 0; i < cc::kMaxPolygonVertices; ++i)
        for (const char* c : {"x", "y"}) f.push_back(std::string(s) + "." + std::to_string(i) + "." + c);
    return f;
  }
  template <class T>
  static auto tie(Input<T>& in) {
    auto& a = in.A.v;
    auto& b = in.B.v;
    return std::tie(a[0].x, a[0].y, a[1].x, a[1].y, a[2].x, a[2].y, a[3].x, a[3].y, a[4].x, a[4].y, a[5].x, a[5].y,
                    a[6].x, a[6].y, a[7].x, a[7].y, b[0].x, b[0].y, b[1].x, b[1].y, b[2].x, b[2].y, b[3].x, b[3].y,
                    b[4].x, b[4].y, b[5].x, b[5].y, b[6].x, b[6].y, b[7].x, b[7].y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) {
    return f(in.A, in.B);
  }
};

}  // namespace collide_check
