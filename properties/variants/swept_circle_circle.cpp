// The bundled variants of swept_circle_circle, registered through the public
// API: the seed transcriptions with their declared flaws, and the robust
// kernel with the bounds its header exports.

#include <cmath>

#include "../../include/collide_check/swept_circle_circle.h"
#include "../../kernels/robust/swept_circle_circle.h"
#include "../../kernels/seeds/swept_circle_circle.h"
#include "bundled.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  using B = cc::robust::SweptCircleCircleBounds<T>;
  Contract c;
  c.domain.max_span_log2 = B::decision_span_log2;
  c.bound("t", B::t).bound("point", B::point).bound("normal", B::normal);
  c.bound("normal_length", unit_length_bound(B::normal_length_squared));
  c.note = "normal (1, 0) for coincident centers at t = 0";
  return c;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Contract held = robust_contract<T>();
  const auto call = [](auto f) {
    return [f](const MovingCircle<T>& a, const MovingCircle<T>& b) { return f(a, b); };
  };

  register_variant<swept_circle_circle, T>(
      {"seed004", "004_97211c74b06b1151.txt §Full code listing, called at t = 0 and t = 1 as §Summary suggests", held,
       {
           {"decision_agrees_with_oracle", InputClass::any(),
            "only t = 0 and t = 1 are tested: circles that pass through each other in between are missed, and "
            "squared gaps under TOUCH_DISTANCE = 1e-14 count as touching"},
           {"time_within_contract", InputClass::any(),
            "a contact during the frame is reported at t = 1, after the first contact t*"},
           {"point_within_contract", InputClass::any(), "the point is that at t = 1, not at first contact"},
           {"normal_within_contract", InputClass::any(), "the normal is that at t = 1, not at first contact"},
           {"normal_unit_and_oriented", InputClass::any(),
            "two point circles meeting at t = 1 get the fixed normal (1, 0), whatever the direction of approach"},
           {"exact_transform_invariant", InputClass::any(),
            "TOUCH_DISTANCE is absolute: scaling by 2^-7 turns a small gap into touching"},
           {"symmetric_in_circles", InputClass::any(),
            "two point circles meeting at t = 1 get the fixed normal (1, 0) from both sides instead of opposite "
            "normals"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN compares false and falls through to NO_COLLISION: a miss"},
       }},
      call([](const MovingCircle<T>& a, const MovingCircle<T>& b) { return cc::seed004::swept_circle_circle(a, b); }));

  register_variant<swept_circle_circle, T>(
      {"seed_quadratic", "000_0a232b19d70a79de.txt §Circle-line intersection test, on the relative motion", held,
       {
           {"decision_agrees_with_oracle", InputClass::any(),
            "a start overlap whose exit lies beyond t = 1 has no root in [0, 1]: a miss; rounded roots decide "
            "contacts at t = 0 and t = 1"},
           {"time_within_contract", InputClass::any(),
            "-b - sqrt(delta) cancels: the first root is off by far more than the bound, often after t*"},
           {"symmetric_in_circles", InputClass::any(),
            "LocalP1 + u P2MinusP1 divided by the radius sum rounds differently from the other side: normals "
            "differ beyond the bound"},
           {"point_within_contract", InputClass::any(), "the point is built from the rounded root"},
           {"normal_within_contract", InputClass::any(), "the normal is built from the rounded root: far from the exact normal"},
           {"normal_unit_and_oriented", InputClass::any(), "zero radii divide by a zero radius sum: a NaN normal"},
           {"exact_transform_invariant", InputClass::any(),
            "b * b overflows from coordinates near 2^" + std::string(f32 ? "32" : "256") +
                " on: scaling by 2^9 turns a hit into a miss"},
           {"special_values_give_invalid_input", InputClass::any(), "NaN fails every delta comparison: a miss"},
       }},
      call([](const MovingCircle<T>& a, const MovingCircle<T>& b) {
        return cc::seed_quadratic::swept_circle_circle(a, b);
      }));

  register_variant<swept_circle_circle, T>(
      {"robust",
       "exact signs of expansions (Shewchuk 1997, doi:10.1007/PL00009321); stable root c / (b' + sqrt(disc)) "
       "rounded down; normal from Lagrange's identity",
       robust_contract<T>(),
       {}},
      call([](const MovingCircle<T>& a, const MovingCircle<T>& b) { return cc::robust::swept_circle_circle(a, b); }));
}

}  // namespace

void register_swept_circle_circle() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
