#pragma once
// circle_circle: do two closed disks A and B meet, and how?
//
// A kernel takes (const Circle<T>& A, const Circle<T>& B) and returns
// none, touching (the boundaries meet in one point, the interiors do not) or
// overlapping; kernels/circle_circle.h states the conventions. No value
// components. A bool kernel registers through hit_only.

#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/circle_circle.h"
#include "register.h"

namespace collide_check {

using cc::Circle;
using cc::CircleCircleContact;
using cc::Vec2;

struct circle_circle {
  static constexpr const char* name = "circle_circle";
  static constexpr const char* question = "do two closed disks meet: none, touching or overlapping?";
  using Kind = CircleCircleContact;

  template <class T>
  struct Input {
    Circle<T> A, B;
  };
  template <class T>
  using Result = CircleCircleContact;

  static std::vector<std::string> field_names() { return {"A.c.x", "A.c.y", "A.r", "B.c.x", "B.c.y", "B.r"}; }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.A.c.x, in.A.c.y, in.A.r, in.B.c.x, in.B.c.y, in.B.r);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return hit ? Kind::overlapping : Kind::none; }
};

}  // namespace collide_check
