// The bundled variants of circle_circle, registered through the public API:
// the seed transcriptions with their own rules evaluated exactly (so a
// disagreement with the rule is rounding, and one with geometry is the rule),
// and the robust kernel.

#include "../../include/collide_check/circle_circle.h"
#include "../../kernels/robust/circle_circle.h"
#include "../../kernels/seeds/circle_circle.h"
#include "../../oracle/circle_circle.h"
#include "../variants/bundled.h"
#include "../variants/rounding_probe.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  Contract c;
  c.note = "touching: D == R exactly";
  return c;
}

/// Scaled copies of a circle_circle input: by 2^-7 and 2^9, the scalings
/// exact_transform_invariant applies.
template <class In>
std::vector<In> scaled_copies(const In& in) {
  std::vector<In> out;
  for (int e : {-7, 9}) {
    const auto s = std::ldexp(1.0, e);
    out.push_back({{{in.A.c.x * s, in.A.c.y * s}, in.A.r * s}, {{in.B.c.x * s, in.B.c.y * s}, in.B.r * s}});
  }
  return out;
}

/// R - D, exactly (R = (A.r + B.r)^2, D = |A.c - B.c|^2).
cc::oracle::Rational radius_minus_distance(const circle_circle::Input<double>& in) {
  const auto q = cc::oracle::squared_distances(in.A, in.B);
  return q.R - q.D;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Contract held = robust_contract<T>();
  // The squares leave the normal range: they overflow beyond the square root
  // of the largest value and underflow below that of the smallest normal one.
  const InputClass out_of_range = InputClass::magnitude_above(f32 ? 0x1p63 : 0x1p511) ||
                                  InputClass::nonzero_magnitude_below(f32 ? 0x1p-63 : 0x1p-511);
  const double touch = f32 ? static_cast<double>(static_cast<float>(cc::seed004::kTouchDistance))
                           : cc::seed004::kTouchDistance;
  const auto s001 = [](const auto& in) { return cc::seed001::circle_circle(in.A, in.B); };
  const auto s004 = [](const auto& in) { return cc::seed004::circle_circle(in.A, in.B); };

  register_variant<circle_circle, T>(
      {"seed001", "001_81a389abe9bca56c.txt §Collision between two circles", held,
       {
           {"decision_agrees_with_oracle", InputClass::exactly_touching(),
            "the strict c < r1 + r2 answers none for touching circles, and never answers touching"},
           {"decision_agrees_with_oracle", InputClass::near_decision_boundary(f32 ? 0x1p-20 : 0x1p-49),
            "the distance rounds three times (two squares and a square root): near tangency it falls on the wrong "
            "side of r1 + r2"},
           {"decision_agrees_with_oracle", out_of_range,
            "pow(a, 2) overflows from distances near " + std::string(f32 ? "2^64" : "2^512") +
                " on (overlapping circles become none) and underflows below " + (f32 ? "2^-63" : "2^-511") +
                " (circles apart become overlapping)"},
           {"exact_transform_invariant",
            arithmetic_rounds_on_images<circle_circle, T>("inputs on which seed001's arithmetic rounds, as given or "
                                                          "scaled by 2^-7 or 2^9",
                                                          s001, [](const auto& in) { return scaled_copies(in); }),
            "scaling changes which squares round or overflow: near tangency, or near the overflow of pow(a, 2), the "
            "answer flips"},
           {"own_rule_agrees_with_exact",
            arithmetic_rounds<circle_circle, T>("inputs on which seed001's arithmetic rounds", s001),
            "pow(pow(a, 2) + pow(b, 2), 0.5) rounds three times: the rounded distance falls on the other side of "
            "r1 + r2 from the exact one"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN compares false (none); infinities and negative radii are compared as numbers"},
       }},
      [](const Circle<T>& a, const Circle<T>& b) { return cc::seed001::circle_circle(a, b); },
      [](const circle_circle::Input<double>& in) { return cc::oracle::seed001_rule_exact(in.A, in.B); });

  // The rule's own band: 0 < |R - D| < TOUCH_DISTANCE is touching by the rule
  // and not by geometry.
  const InputClass in_band = when<circle_circle>(
      "circles with 0 < |R - D| < TOUCH_DISTANCE (R, D the squared radius sum and center distance)",
      [touch](const circle_circle::Input<double>& in) {
        const auto d = radius_minus_distance(in);
        return d != 0 && cc::oracle::abs(d) < cc::oracle::exact(touch);
      });
  // Within reach of the band after scaling by 2^9 (R - D grows by 2^18) or 2^-7 (shrinks by 2^14).
  const InputClass band_under_scaling = when<circle_circle>(
      "circles with 0 < |R - D| < 2^18 TOUCH_DISTANCE, which some power-of-two scaling moves into or out of the "
      "band",
      [touch](const circle_circle::Input<double>& in) {
        const auto d = radius_minus_distance(in);
        return d != 0 && cc::oracle::abs(d) < cc::oracle::exact(touch) * 0x1p18;
      });
  register_variant<circle_circle, T>(
      {"seed004", "004_97211c74b06b1151.txt §Full code listing", held,
       {
           {"decision_agrees_with_oracle", in_band,
            "TOUCH_DISTANCE is absolute: circles within 1e-14 in squared units of tangency are touching"},
           {"decision_agrees_with_oracle",
            arithmetic_rounds<circle_circle, T>("inputs on which seed004's arithmetic rounds", s004),
            "radii_squared - distance_squared is rounded: at large scales the rounding exceeds TOUCH_DISTANCE and "
            "touching circles come out overlapping or none; the squares overflow"},
           {"exact_transform_invariant", band_under_scaling,
            "scaling by a power of two scales R - D but not TOUCH_DISTANCE: touching becomes overlapping or none"},
           {"exact_transform_invariant",
            arithmetic_rounds_on_images<circle_circle, T>("inputs on which seed004's arithmetic rounds, as given or "
                                                          "scaled by 2^-7 or 2^9",
                                                          s004, [](const auto& in) { return scaled_copies(in); }),
            "a scaled copy rounds (or overflows) where the original does not"},
           {"own_rule_agrees_with_exact",
            arithmetic_rounds<circle_circle, T>("inputs on which seed004's arithmetic rounds", s004),
            "radii_squared - distance_squared is rounded: where the band is narrower than an ulp of the squares the "
            "rule's answer flips"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN fails every comparison (no collision); infinities give inf - inf = NaN; negative radii are "
            "squared away"},
       }},
      [](const Circle<T>& a, const Circle<T>& b) { return cc::seed004::circle_circle(a, b); },
      [touch](const circle_circle::Input<double>& in) { return cc::oracle::seed004_rule_exact(in.A, in.B, touch); });

  register_variant<circle_circle, T>(
      collide_check::VariantSpec{
          "robust",
          "exact sign of (r1 + r2)^2 - |c1 - c2|^2: static filter, then an expansion of exact products in a "
          "power-of-two-scaled frame (Shewchuk 1997, doi:10.1007/PL00009321)",
          robust_contract<T>(),
          {}}
          .declare_stages(cc::robust::CircleCircleStages<T>::names),
      [](const Circle<T>& a, const Circle<T>& b) { return cc::robust::circle_circle(a, b); });
}

}  // namespace

void register_circle_circle() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
