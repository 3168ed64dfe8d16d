#pragma once
// convex_convex: two rounded convex polygons of up to eight vertices each
// (counterclockwise, consecutive repeats merged; the points within r of
// them): apart, touching or overlapping, with the unit normal from B toward
// A, the separation, and a contact manifold of up to two points.
//
// A kernel takes (const RoundedPolygon<T>& A, const RoundedPolygon<T>& B) and
// returns a ConvexContact<T>; kernels/convex_convex.h, kernels/convex_contact.h
// and kernels/convex_polygon.h state the conventions. Value components:
// "normal", "separation", and "manifold" (per point x, y and its gap; judged
// by manifold_within_contract with the bounds "manifold" and "manifold_gap").

#include <string>
#include <tuple>
#include <vector>

#include "kernels/convex_convex.h"
#include "register.h"

namespace collide_check {

using cc::ContactKind;
using cc::ConvexContact;
using cc::ConvexPolygon;
using cc::RoundedPolygon;
using cc::Vec2;

struct convex_convex {
  static constexpr const char* name = "convex_convex";
  static constexpr const char* question =
      "how do two rounded convex polygons of up to eight vertices stand: apart, touching or overlapping, along "
      "which normal, by how much, and at which contact points?";

  using Kind = ContactKind;
  template <class T>
  using Result = ConvexContact<T>;
  template <class T>
  struct Input {
    RoundedPolygon<T> A;
    RoundedPolygon<T> B;
  };

  static std::vector<std::string> value_components() { return {"normal", "separation", "manifold"}; }
  template <class T>
  static Result<T> from_hit(bool hit) {
    Result<T> r;
    r.kind = hit ? Kind::overlapping : Kind::apart;
    return r;
  }

  static std::vector<std::string> field_names() {
    std::vector<std::string> f;
    for (const char* s : {"A", "B"}) {
      for (int i = 0; i < cc::kMaxPolygonVertices; ++i)
        for (const char* c : {"x", "y"}) f.push_back(std::string(s) + "." + std::to_string(i) + "." + c);
      f.push_back(std::string(s) + ".r");
    }
    return f;
  }
  template <class T>
  static auto tie(Input<T>& in) {
    auto& a = in.A.core.v;
    auto& b = in.B.core.v;
    return std::tie(a[0].x, a[0].y, a[1].x, a[1].y, a[2].x, a[2].y, a[3].x, a[3].y, a[4].x, a[4].y, a[5].x, a[5].y,
                    a[6].x, a[6].y, a[7].x, a[7].y, in.A.r, b[0].x, b[0].y, b[1].x, b[1].y, b[2].x, b[2].y, b[3].x,
                    b[3].y, b[4].x, b[4].y, b[5].x, b[5].y, b[6].x, b[6].y, b[7].x, b[7].y, in.B.r);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }
};

}  // namespace collide_check
