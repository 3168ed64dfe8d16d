// The bundled variants of circle_circle, registered through the public API:
// the seed transcriptions with their own rules evaluated exactly (so a
// disagreement with the rule is rounding, and one with geometry is the rule),
// and the robust kernel.

#include "../../include/collide_check/circle_circle.h"
#include "../../kernels/robust/circle_circle.h"
#include "../../kernels/seeds/circle_circle.h"
#include "../../oracle/circle_circle.h"
#include "bundled.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  Contract c;
  c.domain.max_span_log2 = cc::robust::CircleCircleBounds<T>::decision_span_log2;
  c.note = "touching: D == R exactly";
  return c;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Contract held = robust_contract<T>();
  const double overflow = f32 ? 0x1p63 : 0x1p511;

  register_variant<circle_circle, T>(
      {"seed001", "001_81a389abe9bca56c.txt §Collision between two circles", held,
       {
           {"decision_agrees_with_oracle", InputClass::any(),
            "strict c < r1 + r2 reports touching circles as none, never touching"},
           {"exact_transform_invariant", InputClass::any(),
            "pow(a, 2) overflows from distances near " + std::string(f32 ? "2^64" : "2^512") +
                " on: scaled-up overlapping circles become none"},
           {"own_rule_agrees_with_exact", InputClass::any(),
            "pow(pow(a, 2) + pow(b, 2), 0.5) rounds three times: near tangency the rounded distance falls on the "
            "wrong side of r1 + r2"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN compares false (none); infinities and negative radii are compared as numbers"},
       }},
      [](const Circle<T>& a, const Circle<T>& b) { return cc::seed001::circle_circle(a, b); },
      [](const circle_circle::Input<double>& in) { return cc::oracle::seed001_rule_exact(in.A, in.B); });
  (void)overflow;

  const double touch = f32 ? static_cast<double>(static_cast<float>(cc::seed004::kTouchDistance))
                           : cc::seed004::kTouchDistance;
  register_variant<circle_circle, T>(
      {"seed004", "004_97211c74b06b1151.txt §Full code listing", held,
       {
           {"decision_agrees_with_oracle", InputClass::any(),
            "TOUCH_DISTANCE is absolute: at small scales circles apart by less than 1e-14 in squared units are "
            "touching, at large scales rounding exceeds it"},
           {"exact_transform_invariant", InputClass::any(),
            "scaling by a power of two scales R - D but not TOUCH_DISTANCE: touching becomes overlapping or none"},
           {"own_rule_agrees_with_exact", InputClass::any(),
            "radii_squared - distance_squared is rounded: where the band is narrower than an ulp of the squares "
            "the rule's answer flips"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN fails every comparison (no collision); infinities give inf - inf = NaN; negative radii are "
            "squared away"},
       }},
      [](const Circle<T>& a, const Circle<T>& b) { return cc::seed004::circle_circle(a, b); },
      [touch](const circle_circle::Input<double>& in) { return cc::oracle::seed004_rule_exact(in.A, in.B, touch); });

  register_variant<circle_circle, T>(
      {"robust",
       "exact sign of (r1 + r2)^2 - |c1 - c2|^2: static filter, then an expansion of exact products in a "
       "power-of-two-scaled frame (Shewchuk 1997, doi:10.1007/PL00009321)",
       robust_contract<T>(),
       {}},
      [](const Circle<T>& a, const Circle<T>& b) { return cc::robust::circle_circle(a, b); });
}

}  // namespace

void register_circle_circle() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
