#pragma once
// line_line: where do two infinite lines meet? Line A passes through A.a and
// A.b, line B through B.a and B.b.
//
// A kernel takes (const Segment<T>& A, const Segment<T>& B) and returns point
// (with the crossing p), parallel or coincident; a line given by two equal
// points is invalid input, and a crossing beyond the scalar's range is an
// infinity of its coordinate's sign (kernels/line_line.h). The hits are point
// and coincident. Value component: "point" (the crossing; of coincident lines,
// any point of the line).

#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/line_line.h"
#include "register.h"

namespace collide_check {

using cc::LineContact;
using cc::LineLineResult;
using cc::Segment;
using cc::Vec2;

struct line_line {
  static constexpr const char* name = "line_line";
  static constexpr const char* question = "where do two infinite lines meet (parallel, point, coincident)?";
  using Kind = LineContact;

  template <class T>
  struct Input {
    Segment<T> A, B;
  };
  template <class T>
  using Result = LineLineResult<T>;

  static std::vector<std::string> field_names() {
    return {"A.a.x", "A.a.y", "A.b.x", "A.b.y", "B.a.x", "B.a.y", "B.b.x", "B.b.y"};
  }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.A.a.x, in.A.a.y, in.A.b.x, in.A.b.y, in.B.a.x, in.B.a.y, in.B.b.x, in.B.b.y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }

  static std::vector<std::string> value_components() { return {"point"}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return {hit ? Kind::point : Kind::parallel, {}}; }
  /// No points: parallel; one: the crossing; more: coincident lines (the first
  /// point kept as a point of the line).
  template <class T>
  static Result<T> from_points(std::span<const Vec2<T>> p) {
    if (p.empty()) return {};
    return {p.size() == 1 ? Kind::point : Kind::coincident, p[0]};
  }
};

}  // namespace collide_check
