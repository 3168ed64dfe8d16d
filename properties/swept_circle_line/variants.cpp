// The bundled variants of swept_circle_line, registered through the public
// API: the seed transcription with its declared flaws, and the robust kernel
// with the bounds its header exports.

#include "../../include/collide_check/swept_circle_line.h"
#include "../../kernels/robust/swept_circle_line.h"
#include "../../kernels/seeds/swept_circle_line.h"
#include "../../oracle/swept_circle_line.h"
#include "../variants/bundled.h"
#include "../variants/moving_circle_and_line.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  return moving_circle_contract<cc::robust::SweptCircleLineBounds<T>>(
      "normal N = (-(P2 - P1).y, (P2 - P1).x) / |P2 - P1| when C0 lies on the line");
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Contract held = robust_contract<T>();
  using namespace seed002_classes;
  using F = swept_circle_line;
  const auto [one_sided, start_touch, near_boundary, contact] =
      line_test_classes<F, T>("line", cc::oracle::swept_circle_line_kind);
  const InputClass rounds = seed002_arithmetic_rounds<F>();
  const InputClass out_of_range = length_squared_out_of_range<F>();
  const InputClass normal_off = f32 ? line_not_axis_aligned<F>() || c0_opposite_n<F>() : c0_opposite_n<F>();

  VariantSpec seed002{
      "seed002",
       "002_8da84774eab6982e.txt §Predicting collisions between a circle and a line, §Shortest distance between a "
       "line and a circle",
       held,
       {
           {"decision_agrees_with_oracle", one_sided || start_touch || near_boundary || out_of_range,
            "t = (r - d1) / (d2 - d1) is the time d reaches +r: a start overlap moving off N's side gets t < 0, an "
            "approach from the other side that stops short of +r t > 1, parallel motion 0/0 (all missed); the "
            "rounded r - d1 and d2 - r decide touches at t = 0 and t = 1; out-of-range |P2 - P1|^2 makes N 0 or NaN"},
           {"time_within_contract", one_sided || rounds,
            "a start overlap or an approach from the side opposite N is reported at the later time d reaches +r; "
            "elsewhere t is rounded to nearest, never down, so it lands after t* (d2 - d1 cancels when the motion "
            "across the line is small)"},
           {"point_within_contract", one_sided || rounds,
            "the point C(t) - r N is built at that late t and on N's side; elsewhere t's rounding, amplified by "
            "1 / (d2 - d1), moves it along C1 - C0"},
           {"normal_within_contract", normal_off || out_of_range,
            f32 ? "the normal is always N, rounded three times in float where the bound allows one: -sigma N when C0 "
                  "is on the side opposite N, 0 or NaN when |P2 - P1|^2 leaves float's range"
                : "the normal is always N: -sigma N when C0 is on the side opposite N, 0 or NaN when |P2 - P1|^2 "
                  "leaves double's range"},
           {"normal_unit_and_oriented", normal_off || out_of_range,
            f32 ? "N points away from a circle on the side opposite N, and its three float roundings put its length "
                  "off 1 by more than the bound; 0 or NaN when |P2 - P1|^2 leaves float's range"
                : "N points away from a circle on the side opposite N; 0 or NaN when |P2 - P1|^2 leaves double's "
                  "range"},
           {"endpoint_order_invariant", contact || near_boundary,
            "swapping P1 and P2 turns N around: every contact is one-sided in one of the two orders (late, missed "
            "or with the normal -sigma N), and near the decision boundary d measured from P1 or from P2 rounds "
            "differently"},
           {"exact_transform_invariant", contact || near_boundary,
            "a mirror turns N around relative to the circle: every contact is one-sided in one orientation (late, "
            "missed or with the normal -sigma N), and near the decision boundary a rounded d of the mirrored query "
            "touches where the other misses"},
           {"special_values_give_invalid_input", InputClass::any(),
            "it never answers invalid_input: NaN and infinities fall through the comparisons to a miss or a NaN "
            "answer, r < 0 is used as given, and P1 == P2 divides by length 0"},
       }};
  if (!f32)
    for (const char* property : {"endpoint_order_invariant", "exact_transform_invariant"})
      seed002.flaws.push_back(
          {property, !InputClass::magnitude_above(0x1p-480),
           "every value below 2^-480: the products in d = cross(P2 - P1, C - P1) / |P2 - P1| are subnormal and "
           "keep a few bits, so d of the swapped or mirrored query differs by more than the distance it decides on "
           "(rare: 0 or 1 in 100000 generated cases)",
           false, true});
  if (f32)
    for (const char* property : {"endpoint_order_invariant", "exact_transform_invariant"})
      seed002.flaws.push_back(
          {property, !InputClass::magnitude_above(0x1p-56),
           "every value below 2^-56: the products in d = cross(P2 - P1, C - P1) / |P2 - P1| fall below float's "
           "normal range (2^-126) and keep a few bits, so d of the swapped, mirrored or scaled query differs by more "
           "than the distance it decides on (tiny cases of extreme_scale and scale_sweep; rare, as a failure "
           "outside the contact class)",
           false, true});
  register_variant<swept_circle_line, T>(seed002,
                                         [](const auto&... args) { return cc::seed002::swept_circle_line(args...); });

  register_variant<swept_circle_line, T>(
      with_rare_stages<T>(
          collide_check::VariantSpec{
              "robust",
              "exact signs of k^2 - r^2 |L|^2 over expansions (Shewchuk 1997, doi:10.1007/PL00009321); t from "
              "D0 / ((|k0| + r|L|) Den), shrunk to a lower bound",
              robust_contract<T>(),
              {}}
              .declare_stages(cc::robust::SweptCircleLineStages<T>::names),
          "an earlier stage decides nearly every such input (robust/swept_circle_line.h)",
          {{"dd_hit", "threshold_band"}}, {{"grid_miss", "range_edges"}}),
      [](const auto&... args) { return cc::robust::swept_circle_line(args...); });
}

}  // namespace

void register_swept_circle_line() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
