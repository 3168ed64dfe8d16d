// The bundled variants of point_segment, registered through the public API:
// the seed transcription with its declared flaws, and the robust kernel with
// the bounds its header exports.

#include <limits>

#include "../../include/collide_check/point_segment.h"
#include "../../kernels/robust/point_segment.h"
#include "../../kernels/seeds/point_segment.h"
#include "../../oracle/number.h"
#include "../../oracle/point_segment.h"
#include "../variants/bundled.h"

namespace collide_check::bundled {
namespace {

using cc::oracle::Rational;

template <class T>
Contract robust_contract() {
  Contract c;
  c.note = "exactly on, no tolerance; a zero-length segment is a point";
  return c;
}

/// Where seed001_slope's rounding can decide: the seed tests p.y == m p.x + b
/// with m = (b.y - a.y) / (b.x - a.x) and b = a.y - m a.x, each step rounded.
/// To first order the rounded right side is within
///   u (5 |m| (|p.x| + |a.x|) + |a.y| + |p.y|)
/// of the exact one, so an off-line P that passes, or an on-line P that fails,
/// has |p.y - (m p.x + b)| within that; times |b.x - a.x| this is the cross
/// product. Bounded generously (8u, both endpoints, so that reversing the
/// segment and the exact maps of the plane keep the class), with the
/// subnormal range's absolute error 2 eta per product and slope, and a
/// difference b - a that overflows (the slope is then 0 or NaN).
template <class T>
bool within_slope_rounding(const point_segment::Input<double>& in) {
  using cc::oracle::abs;
  using cc::oracle::exact;
  const Rational u = exact(std::ldexp(1.0, -std::numeric_limits<T>::digits));
  const Rational eta = exact(static_cast<double>(std::numeric_limits<T>::denorm_min()));
  const Rational top = exact(static_cast<double>(std::numeric_limits<T>::max()));
  const Rational ax = exact(in.S.a.x), ay = exact(in.S.a.y), bx = exact(in.S.b.x), by = exact(in.S.b.y);
  const Rational px = exact(in.P.x), py = exact(in.P.y);
  const Rational dx = bx - ax, dy = by - ay;
  if (abs(dx) > top || abs(dy) > top) return true;
  const Rational cross = dx * (py - ay) - dy * (px - ax);
  const Rational xs = abs(px) + abs(ax) + abs(bx), ys = abs(py) + abs(ay) + abs(by);
  const Rational reach = 8 * u * (abs(dy) * xs + abs(dx) * ys) + 2 * eta * (abs(dx) * (xs + 128) + abs(dy) * (ys + 128));
  return abs(cross) <= reach;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  // The seed promises nothing of its own: it is held to the robust contract,
  // and what it fails is declared.
  const Contract held_to_robust = robust_contract<T>();
  const std::string u_text = f32 ? "2^-24" : "2^-53";
  const InputClass beyond_an_end = when<point_segment>(
      "P on the segment's line beyond an end (exactly)",
      [](const point_segment::Input<double>& in) {
        return cc::oracle::point_segment_exact(in.P, in.S) == PointSegmentContact::on_line_outside;
      });
  const InputClass vertical = when<point_segment>(
      "a vertical or zero-length segment (a.x == b.x)",
      [](const point_segment::Input<double>& in) { return in.S.a.x == in.S.b.x; });
  const InputClass slope_rounding = when<point_segment>(
      "P within rounding reach of the line's slope-intercept equation: |cross(b - a, P - a)| <= 8u (|b.y - a.y| "
      "(|P.x| + |a.x| + |b.x|) + |b.x - a.x| (|P.y| + |a.y| + |b.y|)) + subnormal terms (u = " + u_text +
          "), or b - a overflowing",
      within_slope_rounding<T>);

  register_variant<point_segment, T>(
      {"seed001_slope", "001_81a389abe9bca56c.txt §Collision between point and line", held_to_robust,
       {
           {"decision_agrees_with_oracle", beyond_an_end,
            "no range check and no on_line_outside answer: a point on the line beyond an end is on_segment or, "
            "rounded, off_line"},
           {"decision_agrees_with_oracle", vertical,
            "b.x == a.x makes m infinite (or 0/0 = NaN when a == b): p.y == m p.x + b never holds, so a point on "
            "the segment is off_line"},
           {"decision_agrees_with_oracle", slope_rounding,
            "m, b and m p.x + b are rounded: a point exactly on the line fails p.y == m p.x + b, and one just off "
            "it passes"},
           {"endpoint_order_invariant", slope_rounding,
            "the intercept b = y1 - m x1 rounds differently from either endpoint: reversing the segment flips a "
            "rounded equality"},
           {"exact_transform_invariant", slope_rounding,
            "a 90-degree map turns a horizontal segment (m = 0, exact) into a vertical one (m infinite), and the "
            "rounded equality of a point on or near the line differs between the maps"},
           {"special_values_give_invalid_input", InputClass::any(),
            "no invalid answer: NaN fails the comparison (off_line), infinities propagate"},
       }},
      [](Vec2<T> p, const Segment<T>& s) { return cc::seed001_slope::point_segment<T>(p, s); });

  register_variant<point_segment, T>(
      collide_check::VariantSpec{
          "robust",
          "exact orientation sign (Shewchuk 1997, doi:10.1007/PL00009321) behind a static filter, then an exact box "
          "test",
          robust_contract<T>(),
          {}}
          .declare_stages(cc::robust::PointSegmentStages<T>::names),
      [](Vec2<T> p, const Segment<T>& s) { return cc::robust::point_segment(p, s); });
}

}  // namespace

void register_point_segment() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
