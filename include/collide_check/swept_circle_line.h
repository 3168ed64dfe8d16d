#pragma once
// swept_circle_line: the first contact of a moving circle with a static line
// over one frame.
//
// A kernel takes (Vec2<T> C0, Vec2<T> C1, T r, Vec2<T> P1, Vec2<T> P2): the
// circle of radius r moves its center linearly from C0 (t = 0) to C1 (t = 1);
// the line is the infinite line through P1 and P2. It returns a SweepResult
// (kernels/sweep.h): miss, or hit with the first contact time t in [0, 1] (0
// when the circle starts touching or overlapping the line), the contact point
// and the unit normal from the line toward the circle. kernels/swept_circle_line.h
// states the conventions (P1 == P2 is invalid_input). Value components: "t",
// "point", "normal". A kernel returning only a time of impact registers through
// time_of_impact.

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/swept_circle_line.h"
#include "register.h"

namespace collide_check {

using cc::SweepKind;
using cc::SweepResult;
using cc::Vec2;

namespace detail {

/// What swept_circle_line and swept_circle_segment share: a circle of radius r
/// moving from c0 to c1 and the line or segment through p1, p2, as input; a
/// SweepResult; the case-file fields and how a kernel is called.
struct MovingCircleAndLine {
  using Kind = SweepKind;

  template <class T>
  struct Input {
    Vec2<T> c0, c1;
    T r{};
    Vec2<T> p1, p2;
  };
  template <class T>
  using Result = SweepResult<T>;

  static std::vector<std::string> field_names() {
    return {"C0.x", "C0.y", "C1.x", "C1.y", "r", "P1.x", "P1.y", "P2.x", "P2.y"};
  }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.c0.x, in.c0.y, in.c1.x, in.c1.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.c0, in.c1, in.r, in.p1, in.p2); }

  static std::vector<std::string> value_components() { return {"t", "point", "normal"}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return {hit ? Kind::hit : Kind::miss, 0, {}, {}}; }
  template <class T>
  static Result<T> from_time(std::optional<T> t) { return t ? Result<T>{Kind::hit, *t, {}, {}} : Result<T>{}; }
};

}  // namespace detail

struct swept_circle_line : detail::MovingCircleAndLine {
  static constexpr const char* name = "swept_circle_line";
  static constexpr const char* question = "when does a moving circle first touch a line during the frame?";
};

}  // namespace collide_check
