#pragma once
// segment_segment: where do two closed segments A and B meet?
//
// A kernel takes (const Segment<T>& A, const Segment<T>& B). Its result, and the
// conventions every variant keeps (closed segments, an endpoint on the other
// segment is a `point`, collinear pieces of positive length an `overlap`), are in
// kernels/segment_segment.h. Value component: "point" (the point, or both ends
// of an overlap).

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/segment_segment.h"
#include "register.h"

namespace collide_check {
namespace detail {

/// 0.25 as "1/4"; other values as the shortest decimal that reads back.
inline std::string short_decimal_or_unit_fraction(double x) {
  if (x == 1) return "1";
  if (x > 0 && x < 1 && std::rint(1 / x) == 1 / x) return "1/" + std::to_string(static_cast<long long>(1 / x));
  char text[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof text, "%.*g", digits, x);
    if (std::strtod(text, nullptr) == x) break;
  }
  return text;
}

}  // namespace detail

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

  /// A flaw class: segments whose directions cross at an angle whose sine is
  /// below `sine`, |cross(dA, dB)| < sine |dA| |dB| with dA = A.b - A.a and
  /// dB = B.b - B.a, evaluated in long double (a case within a few roundings of
  /// the threshold may fall on either side). Parallel segments of positive
  /// length are inside; a zero-length segment, which has no direction, is not.
  /// There a crossing point computed in floating point is ill-conditioned: the
  /// rounding of a segment ratio moves it by about 2 u M / sine.
  static InputClass crossing_angle_sine_below(double sine) {
    if (!(sine > 0 && sine <= 1))
      throw std::invalid_argument("segment_segment::crossing_angle_sine_below: the sine must be in (0, 1]");
    return when<segment_segment>(
        "segments crossing at an angle whose sine is below " + detail::short_decimal_or_unit_fraction(sine),
        [sine](const Input<double>& in) {
          using L = long double;
          const L ax = L(in.A.b.x) - in.A.a.x, ay = L(in.A.b.y) - in.A.a.y;
          const L bx = L(in.B.b.x) - in.B.a.x, by = L(in.B.b.y) - in.B.a.y;
          return std::fabs(ax * by - ay * bx) < sine * std::sqrt((ax * ax + ay * ay) * (bx * bx + by * by));
        });
  }
};

}  // namespace collide_check
