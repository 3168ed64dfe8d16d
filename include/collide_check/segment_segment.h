#pragma once
// segment_segment: where do two closed segments A and B meet?
//
// A kernel takes (const Segment<T>& A, const Segment<T>& B). Its result, and the
// conventions every variant keeps (closed segments, an endpoint on the other
// segment is a `point`, collinear pieces of positive length an `overlap`), are in
// kernels/segment_segment.h. Value component: "point" (the point, or both ends
// of an overlap).

#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/segment_segment.h"
#include "register.h"

namespace collide_check {

using cc::Segment;
using cc::SegmentContact;
using cc::SegmentSegmentResult;
using cc::Vec2;

struct segment_segment {
  static constexpr const char* name = "segment_segment";
  static constexpr const char* question = "where do two closed segments meet (none, point, overlap)?";
  using Kind = SegmentContact;

  template <class T>
  struct Input {
    Segment<T> A, B;
  };
  template <class T>
  using Result = SegmentSegmentResult<T>;

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
  static Result<T> from_hit(bool hit) { return {hit ? Kind::point : Kind::none, {}, {}}; }
  /// No points: none; one: a point; two: the ends of an overlap.
  template <class T>
  static Result<T> from_points(std::span<const Vec2<T>> p) {
    if (p.empty()) return {};
    if (p.size() == 1) return {Kind::point, p[0], {}};
    return {Kind::overlap, p[0], p[1]};
  }
};

}  // namespace collide_check
