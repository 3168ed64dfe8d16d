#pragma once
// The public input and result shared by circle_line and circle_segment: a
// circle (centre C, radius r) and two points P1, P2 of a line or a segment,
// answered by the points where the circle's boundary meets it.
//
// A kernel takes (Vec2<T> C, T r, Vec2<T> P1, Vec2<T> P2) and returns a
// CircleCrossings<T> (kernels/circle_line.h): none, one_point or two_points,
// the points ordered by the line parameter u of P1 + u (P2 - P1). Value
// component: "point" (every point returned). A kernel returning a range of
// points registers through count_and_points, a bool one through hit_only.

#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/circle_line.h"
#include "register.h"

namespace collide_check {

using cc::CircleCrossing;
using cc::CircleCrossings;
using cc::Vec2;

namespace detail {

/// Everything of the tag but its name and question, which circle_line and
/// circle_segment state themselves.
struct circle_crossings_tag {
  using Kind = CircleCrossing;

  template <class T>
  struct Input {
    Vec2<T> c;
    T r;
    Vec2<T> p1, p2;
  };
  template <class T>
  using Result = CircleCrossings<T>;

  static std::vector<std::string> field_names() { return {"C.x", "C.y", "r", "P1.x", "P1.y", "P2.x", "P2.y"}; }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.c.x, in.c.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.c, in.r, in.p1, in.p2); }

  static std::vector<std::string> value_components() { return {"point"}; }
  /// A bool kernel's contact: one_point stands for "some point" (judged as hit or miss).
  template <class T>
  static Result<T> from_hit(bool hit) { return {hit ? Kind::one_point : Kind::none, {}}; }
  /// No points: none; one: one_point; two: two_points, in the kernel's order
  /// (the convention is increasing u).
  template <class T>
  static Result<T> from_points(std::span<const Vec2<T>> p) {
    if (p.empty()) return {};
    if (p.size() == 1) return {Kind::one_point, {p[0], {}}};
    return {Kind::two_points, {p[0], p[1]}};
  }
};

}  // namespace detail

}  // namespace collide_check
