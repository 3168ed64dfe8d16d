#pragma once
// point_rect: does point P lie in the closed rectangle R = (x, y, w, h)?
//
// A kernel takes (Vec2<T> P, const Rect<T>& R) and returns outside or inside:
// inside when R.x <= P.x <= R.x + R.w and R.y <= P.y <= R.y + R.h on the exact
// values, the boundary included (kernels/point_rect.h, kernels/rect.h). No
// value components. A bool kernel registers through hit_only.

#include <string>
#include <tuple>
#include <vector>

#include "kernels/point_rect.h"
#include "register.h"

namespace collide_check {

using cc::PointRectContact;
using cc::Rect;
using cc::Vec2;

struct point_rect {
  static constexpr const char* name = "point_rect";
  static constexpr const char* question = "does a point lie in a closed axis-aligned rectangle?";
  using Kind = PointRectContact;

  template <class T>
  struct Input {
    Vec2<T> P;
    Rect<T> R;
  };
  template <class T>
  using Result = PointRectContact;

  static std::vector<std::string> field_names() { return {"P.x", "P.y", "R.x", "R.y", "R.w", "R.h"}; }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.P.x, in.P.y, in.R.x, in.R.y, in.R.w, in.R.h);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.P, in.R); }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return hit ? Kind::inside : Kind::outside; }
};

}  // namespace collide_check
