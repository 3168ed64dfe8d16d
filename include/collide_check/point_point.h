#pragma once
// point_point: do two points P and Q coincide, within a tolerance?
//
// A kernel takes (Vec2<T> P, Vec2<T> Q, T tolerance) and returns none or
// contact: contact when |P.x - Q.x| <= tolerance and |P.y - Q.y| <= tolerance
// on the exact values (kernels/point_point.h states the conventions). No value
// components. A bool kernel registers through hit_only.

#include <string>
#include <tuple>
#include <vector>

#include "kernels/point_point.h"
#include "register.h"

namespace collide_check {

using cc::PointPointContact;
using cc::Vec2;

struct point_point {
  static constexpr const char* name = "point_point";
  static constexpr const char* question = "do two points coincide within a per-coordinate tolerance?";
  using Kind = PointPointContact;

  template <class T>
  struct Input {
    Vec2<T> P, Q;
    T tolerance;
  };
  template <class T>
  using Result = PointPointContact;

  static std::vector<std::string> field_names() { return {"P.x", "P.y", "Q.x", "Q.y", "tolerance"}; }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.P.x, in.P.y, in.Q.x, in.Q.y, in.tolerance);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.P, in.Q, in.tolerance); }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return hit ? Kind::contact : Kind::none; }
};

}  // namespace collide_check
