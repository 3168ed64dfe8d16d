#pragma once
// moving_point_segment: the first contact of a moving point with a moving
// segment over one frame.
//
// A kernel takes (const MovingPointSegment<T>& q): the point moves p1 -> p2,
// the segment's endpoints l1 -> l3 and l2 -> l4, every position linear in
// t in [0, 1]. It returns a SweepResult (kernels/sweep.h): miss, or hit with
// the first contact time t (0 when the point starts on the segment), the point
// p(t) and the unit normal of the segment toward the side the point comes
// from; kernels/moving_point_segment.h states the conventions (the closed
// segment, the left normal when the point stays on the segment's line, the
// normal (0, 0) of a segment of zero length). Value components: "t", "point",
// "normal". A kernel returning only a time of impact registers through
// time_of_impact.

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/moving_point_segment.h"
#include "register.h"

namespace collide_check {

using cc::MovingPointSegment;
using cc::SweepKind;
using cc::SweepResult;
using cc::Vec2;

struct moving_point_segment {
  static constexpr const char* name = "moving_point_segment";
  static constexpr const char* question = "when does a moving point first touch a moving segment during the frame?";
  using Kind = SweepKind;

  template <class T>
  using Input = MovingPointSegment<T>;
  template <class T>
  using Result = SweepResult<T>;

  static std::vector<std::string> field_names() {
    return {"p1.x", "p1.y", "p2.x", "p2.y", "l1.x", "l1.y", "l2.x", "l2.y", "l3.x", "l3.y", "l4.x", "l4.y"};
  }
  template <class T>
  static auto tie(Input<T>& q) {
    return std::tie(q.p1.x, q.p1.y, q.p2.x, q.p2.y, q.l1.x, q.l1.y, q.l2.x, q.l2.y, q.l3.x, q.l3.y, q.l4.x, q.l4.y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& q) { return f(q); }

  static std::vector<std::string> value_components() { return {"t", "point", "normal"}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return {hit ? Kind::hit : Kind::miss, 0, {}, {}}; }
  template <class T>
  static Result<T> from_time(std::optional<T> t) { return t ? Result<T>{Kind::hit, *t, {}, {}} : Result<T>{}; }
};

}  // namespace collide_check
