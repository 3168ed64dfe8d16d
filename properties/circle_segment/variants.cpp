// The bundled variants of circle_segment, registered through the public API: the
// seed transcriptions with their declared flaws, and the robust kernel with
// the bounds its header exports.

#include <cmath>

#include "../../include/collide_check/circle_segment.h"
#include "../../kernels/robust/circle_segment.h"
#include "../../kernels/seeds/circle_segment.h"
#include "../variants/bundled.h"
#include "../variants/circle_crossings_flaws.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  using B = cc::robust::CircleSegmentBounds<T>;
  Contract c;
  // The header's limit M < point_input_magnitude_below is the point bound's
  // (|C| + r must stay finite); a domain applies to every property.
  c.domain.max_magnitude = std::nextafter(static_cast<T>(B::point_input_magnitude_below), T(0));
  c.bound("point", B::point);
  c.note = std::string("M < ") + (std::is_same_v<T, float> ? "2^126" : "2^1022") +
           " is the point bound's limit (|C| + r stays finite): the count is exact beyond it, but a domain covers "
           "every property; points in increasing u along P1 + u (P2 - P1); "
           "an end on the circle is one of the points; P1 == P2 is the point P1";
  return c;
}

/// The robust kernel's contract: robust_contract and its roots at input
/// points returned exactly (an end on the circle; a zero radius's centre on
/// the line). The seeds are held to robust_contract alone: they compute every
/// point by a formula.
template <class T>
Contract robust_contract_with_exact_roots() {
  Contract c = robust_contract<T>();
  c.exact_where_input_point("point");
  return c;
}

template <class T>
void register_at() {
  using namespace crossings;
  constexpr bool f32 = std::is_same_v<T, float>;
  constexpr double u = f32 ? 0x1p-24 : 0x1p-53;
  // The seeds promise nothing of their own: they are held to the robust
  // contract, and what they fail is declared.
  const Contract held = robust_contract<T>();
  Contract held_decision = held;  // seed002 constructs no points
  held_decision.values.clear();
  held_decision.note = "a decision only (no points)";

  const std::string top = f32 ? "2^128" : "2^1024", bottom = f32 ? "2^-126" : "2^-1022";
  const InputClass degenerate = zero_length<circle_segment>();
  const InputClass tangent = near_tangent<circle_segment>(u);
  const InputClass end = end_near_circle<circle_segment>(u);
  const InputClass range = quadratic_out_of_range<circle_segment, T>(
      2, "a, b, |P1 - C|^2, r^2, b^2 or 4ac beyond " + top + " / 4; or a nonzero a, |P1 - C|^2 or r^2, or b^2 and 4ac (not both 0), below " + bottom + " * 4");
  const InputClass scaled_range = quadratic_out_of_range<circle_segment, T>(
      40, "a, b, |P1 - C|^2, r^2, b^2 or 4ac within 2^40 of overflow; or a nonzero a, |P1 - C|^2 or r^2, or b^2 and 4ac (not both 0), within 2^40 of " + bottom);
  // f64: the bound 28 u M holds where the points are well conditioned; f32:
  // the contract allows (2 u + 29 u_d) M, the final rounding of a double
  // computation, and float arithmetic meets it only where it does not round.
  const InputClass inaccurate =
      f32 ? arithmetic_rounds<circle_segment, T>(
                "some step of the float arithmetic rounds (local points, a, b, c, delta, sqrt(delta), the roots or "
                "the points are not exactly floats)")
          : short_chord<circle_segment>() || far_from_short_line<circle_segment>();
  const std::string inaccurate_why =
      f32 ? "every step rounds in float: a few u M in each point, where the contract allows the final rounding only"
          : "sqrt(delta) of a cancelling delta = b^2 - 4ac: its rounding, of order u |d|^2 W^2, moves the points "
            "by about u W^2 / h; and P2 - P1, formed from the local points P - C (each rounded by u W), turns "
            "the line, which the points follow over |u| lengths of P2 - P1";

  register_variant<circle_segment, T>(
      {"seed000", "000_0a232b19d70a79de.txt §Circle-line intersection test (u in [0, 1] for the segment)", held,
       {
           {"decision_agrees_with_oracle", degenerate,
            "a == 0 and b == 0 give delta == 0 and u = -0/0, which fails 0 <= u <= 1: an end on the circle is missed"},
           {"decision_agrees_with_oracle", range,
            "delta is quartic in the coordinates: b * b and 4 * a * c overflow (inf - inf = NaN: no point) or "
            "underflow to 0 (delta == 0: one point)"},
           {"decision_agrees_with_oracle", tangent || end,
            "the count is the sign of the rounded delta = b^2 - 4ac, which cancels near tangency (delta == 0 "
            "rarely survives it), and a root at u = 0 or 1 (an end on the circle) is kept or dropped on the "
            "rounded u"},
           {"point_within_contract", range, "b * b and 4 * a * c overflow or underflow: inf, NaN or lost points"},
           {"point_within_contract", inaccurate, inaccurate_why},
           {"endpoint_order_invariant", range || tangent || end || inaccurate,
            "P1 and P2 swapped round delta and u differently: near tangency another count, near an end another "
            "membership, elsewhere other points; out of range, overflow or underflow in one order or both"},
           {"exact_transform_invariant", scaled_range,
            "scaling by 2^9 or 2^-7 multiplies the quartic terms of delta by 2^36 or 2^-28: overflow or underflow "
            "where the unscaled query had none"},
           {"special_values_give_invalid_input", InputClass::any(),
            "never answers invalid_input: a NaN delta falls through every branch (none), infinities and negative "
            "radii are computed with"},
       }},
      [](Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return cc::seed000::circle_segment(c, r, p1, p2); });

  const InputClass right = centre_on_the_right<circle_segment>();
  const InputClass inside = end_in_disk<circle_segment>();
  const InputClass misses = line_misses_or_touches<circle_segment>();
  const InputClass length_range = length_out_of_range<circle_segment, T>(
      2, "d.x^2 or d.y^2 beyond " + top + " / 4, or |d|^2 below " + bottom + " * 4");
  const InputClass scaled_length_range = length_out_of_range<circle_segment, T>(
      20, "d.x^2 or d.y^2 within 2^20 of overflow, or |d|^2 within 2^20 of " + bottom);
  register_variant<circle_segment, T>(
      {"seed002",
       "002_8da84774eab6982e.txt §Shortest distance between a line and a circle, with the segment extension of "
       "its comments",
       held_decision,
       {
           {"decision_agrees_with_oracle", length_range,
            "|d| overflows (N = (0, 0), distance 0 <= r) or underflows (N inf or NaN)"},
           {"decision_agrees_with_oracle", inside,
            "it decides whether the disk and the segment overlap, not how often the circle crosses the segment: a "
            "crossing segment with an end inside the disk is two points, a segment inside it one; an end on the "
            "circle beyond the foot of the perpendicular is missed (corners need |P - C| < r)"},
           {"decision_agrees_with_oracle", right,
            "the distance (C - P1).N is signed: C on the right of P1 -> P2 is 'colliding' (two points) at any "
            "distance once the foot lies between the ends"},
           {"decision_agrees_with_oracle", tangent || end,
            "touching needs the rounded distance to equal r exactly, and the corner test compares a rounded "
            "|P - C| with r: near tangency or with an end near the circle the rounding decides"},
           {"endpoint_order_invariant", length_range,
            "|d| overflows or underflows: N is (0, 0), inf or NaN, with an answer that need not follow the swap"},
           {"endpoint_order_invariant", misses || inside || tangent || end,
            "swapping P1 and P2 flips N: a line that misses or touches the circle is 'colliding' on one side of C "
            "only; near tangency or an end the roundings differ"},
           {"exact_transform_invariant", scaled_length_range,
            "scaling by 2^9 or 2^-7 moves |d|^2 by 2^18 or 2^-14, out of range where the unscaled query was within it"},
           {"exact_transform_invariant", misses || inside || tangent || end,
            "mirrors flip N, and with it the side C is on: none or one point becomes two"},
           {"special_values_give_invalid_input", InputClass::any(),
            "never answers invalid_input: NaN compares false (none), infinities give NaN or a collision, a "
            "negative radius is compared as is"},
       }},
      partial(Reports{Reports::Decision::kinds, {}},
              [](Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return cc::seed002::circle_segment(c, r, p1, p2); }));

  register_variant<circle_segment, T>(
      with_rare_stages<T>(
          collide_check::VariantSpec{
              "robust",
              "exact signs of disc, beta, c, beta2, c2 by expansions (Shewchuk 1997, doi:10.1007/PL00009321); stable "
              "roots q/a, c/q",
              robust_contract_with_exact_roots<T>(),
              {}}
              .declare_stages(cc::robust::CircleSegmentStages<T>::names),
          "stage A2 proves both roots off the segment only for lines beside it, closer to tangency than stage A "
          "resolves (robust/circle_segment.h)",
          {{"a2_outside", "tangent_band"}}, {{"a2_outside", "tangent_band"}}),
      [](Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return cc::robust::circle_segment(c, r, p1, p2); });
}

}  // namespace

void register_circle_segment() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
