#pragma once
// polygon_polygon: do two closed quadrilaterals A and B meet?
//
// A kernel takes (const Quad<T>& A, const Quad<T>& B): four vertices each,
// joined in order and closed, in either orientation; the region is the
// boundary plus the points of odd crossing number (even-odd rule), so concave,
// self-intersecting and zero-area quadrilaterals are valid.
// kernels/polygon_polygon.h states the conventions. The answer is none or
// intersecting (touching counts); no value components. A bool kernel
// registers through hit_only.

#include <string>
#include <tuple>
#include <vector>

#include "kernels/polygon_polygon.h"
#include "register.h"

namespace collide_check {

using cc::PolygonContact;
using cc::Quad;
using cc::Vec2;

struct polygon_polygon {
  static constexpr const char* name = "polygon_polygon";
  static constexpr const char* question =
      "do two closed quadrilaterals (even-odd rule, possibly concave or self-intersecting) meet?";
  using Kind = PolygonContact;

  template <class T>
  struct Input {
    Quad<T> A, B;
  };
  template <class T>
  using Result = PolygonContact;

  static std::vector<std::string> field_names() {
    std::vector<std::string> f;
    for (const char* p : {"A", "B"})
      for (int i = 0; i < 4; ++i)
        for (const char* c : {"x", "y"}) f.push_back(std::string(p) + "." + std::to_string(i) + "." + c);
    return f;
  }
  template <class T>
  static auto tie(Input<T>& in) {
    auto& a = in.A.v;
    auto& b = in.B.v;
    return std::tie(a[0].x, a[0].y, a[1].x, a[1].y, a[2].x, a[2].y, a[3].x, a[3].y, b[0].x, b[0].y, b[1].x, b[1].y,
                    b[2].x, b[2].y, b[3].x, b[3].y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return hit ? Kind::intersecting : Kind::none; }
};

}  // namespace collide_check
