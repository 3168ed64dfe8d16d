// The bundled variants of point_point, registered through the public API: the
// seed transcription with its declared flaws, and the robust kernel with the
// bounds its header exports.

#include "../../include/collide_check/point_point.h"
#include "../../kernels/robust/point_point.h"
#include "../../kernels/seeds/point_point.h"
#include "../variants/bundled.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  Contract c;
  c.note = "a tolerance of 0 is exact equality (-0 == +0)";
  return c;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  // The seed promises nothing of its own: it is held to the robust contract,
  // and what it fails is declared.
  const Contract held_to_robust = robust_contract<T>();
  // fl(p1.x - p2.x) is within u |p1.x - p2.x| <= 2u M of the exact difference
  // (a subnormal difference is exact), so a decision can flip only where
  // max(|dx|, |dy|) - tolerance is within 2u M of 0.
  const double rounding_reach = f32 ? 0x1p-23 : 0x1p-52;
  const std::string reach_text = f32 ? "2^-23 M" : "2^-52 M";

  register_variant<point_point, T>(
      {"seed001", "001_81a389abe9bca56c.txt §Collision between two points", held_to_robust,
       {
           {"decision_agrees_with_oracle", InputClass::near_decision_boundary(rounding_reach),
            "p1.x - p2.x is rounded before |.| <= tolerance (by at most " + reach_text +
                "): a difference just beyond the tolerance rounds onto it and reports contact, or one just within "
                "it rounds above and reports none"},
           {"special_values_give_invalid_input", InputClass::any(),
            "no invalid answer: NaN fails every comparison (none) and infinities and negative tolerances are "
            "compared as numbers"},
       }},
      [](Vec2<T> p, Vec2<T> q, T tolerance) { return cc::seed001::point_point<T>(p, q, tolerance); });

  register_variant<point_point, T>(
      collide_check::VariantSpec{"robust",
       "exact signs of |a - b| - tolerance from the monotonicity of rounding and Fast2Sum (Dekker 1971, "
       "doi:10.1007/BF01397083)",
       robust_contract<T>(),
       {}}.declare_stages(cc::robust::PointPointStages<T>::names),
      [](Vec2<T> p, Vec2<T> q, T tolerance) { return cc::robust::point_point<T>(p, q, tolerance); });
}

}  // namespace

void register_point_point() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
