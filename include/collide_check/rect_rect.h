#pragma once
// rect_rect: do two closed rectangles A and B (x, y, w, h) meet?
//
// A kernel takes (const Rect<T>& A, const Rect<T>& B) and returns none or
// contact: contact when the closed spans overlap on both axes on the exact
// values, touching along an edge or at a corner included (kernels/rect_rect.h,
// kernels/rect.h). No value components. A bool kernel registers through
// hit_only.

#include <string>
#include <tuple>
#include <vector>

#include "kernels/rect_rect.h"
#include "register.h"

namespace collide_check {

using cc::Rect;
using cc::RectRectContact;

struct rect_rect {
  static constexpr const char* name = "rect_rect";
  static constexpr const char* question = "do two closed axis-aligned rectangles meet?";
  using Kind = RectRectContact;

  template <class T>
  struct Input {
    Rect<T> A, B;
  };
  template <class T>
  using Result = RectRectContact;

  static std::vector<std::string> field_names() { return {"A.x", "A.y", "A.w", "A.h", "B.x", "B.y", "B.w", "B.h"}; }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.A.x, in.A.y, in.A.w, in.A.h, in.B.x, in.B.y, in.B.w, in.B.h);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return hit ? Kind::contact : Kind::none; }
};

}  // namespace collide_check
