#pragma once
// point_segment: where does point P lie relative to the closed segment S and
// the line through it?
//
// A kernel takes (Vec2<T> P, const Segment<T>& S) and returns on_segment (P on
// the closed segment, endpoints included), on_line_outside (on the line
// through S.a and S.b, beyond an end) or off_line, exactly, with no tolerance;
// a zero-length segment is a point (kernels/point_segment.h). The hit is
// on_segment. No value components. A bool kernel ("is P on S?") registers
// through hit_only.

#include <string>
#include <tuple>
#include <vector>

#include "kernels/point_segment.h"
#include "register.h"

namespace collide_check {

using cc::PointSegmentContact;
using cc::Segment;
using cc::Vec2;

struct point_segment {
  static constexpr const char* name = "point_segment";
  static constexpr const char* question =
      "does a point lie on a closed segment, on its line beyond an end, or off the line?";
  using Kind = PointSegmentContact;

  template <class T>
  struct Input {
    Vec2<T> P;
    Segment<T> S;
  };
  template <class T>
  using Result = PointSegmentContact;

  static std::vector<std::string> field_names() { return {"P.x", "P.y", "S.a.x", "S.a.y", "S.b.x", "S.b.y"}; }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.P.x, in.P.y, in.S.a.x, in.S.a.y, in.S.b.x, in.S.b.y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.P, in.S); }

  static std::vector<std::string> value_components() { return {}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return hit ? Kind::on_segment : Kind::off_line; }
};

}  // namespace collide_check
