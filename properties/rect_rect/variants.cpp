// The bundled variants of rect_rect, registered through the public API: the
// seed transcription with its declared flaws, and the robust kernel with the
// bounds its header exports.

#include "../../include/collide_check/rect_rect.h"
#include "../../kernels/robust/rect_rect.h"
#include "../../kernels/seeds/rect_rect.h"
#include "../variants/bundled.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  Contract c;
  c.note = "the far edges x + w and y + h are exact sums; a zero width or height is a segment or a point";
  return c;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  // The seed promises nothing of its own: it is held to the robust contract,
  // and what it fails is declared.
  const Contract held_to_robust = robust_contract<T>();
  // Each far edge fl(x + w) is within u |x + w| <= 2u M of the exact one; the
  // near edges are compared exactly. A wrong answer puts the rectangles within
  // 2u M of touching along an axis: overlapping by less (a penetration depth
  // below 2u M), or apart by less along each axis (a distance below
  // 2 sqrt(2) u M < 4u M).
  const double rounding_reach = f32 ? 0x1p-22 : 0x1p-51;
  const std::string reach_text = f32 ? "2^-22 M" : "2^-51 M";

  register_variant<rect_rect, T>(
      {"seed001", "001_81a389abe9bca56c.txt §Collision between two rectangles (De Morgan form)", held_to_robust,
       {
           {"decision_agrees_with_oracle", InputClass::near_decision_boundary(rounding_reach),
            "r1.x + r1.w and r2.x + r2.w are rounded: rectangles apart by less than " + reach_text +
                " touch, or ones overlapping by less separate"},
           {"special_values_give_invalid_input", InputClass::any(),
            "no invalid answer: NaN fails every comparison and so reports contact; infinities and negative sizes "
            "are compared as numbers"},
       }},
      [](const Rect<T>& a, const Rect<T>& b) { return cc::seed001::rect_rect<T>(a, b); });

  register_variant<rect_rect, T>(
      collide_check::VariantSpec{
          "robust",
          "far edges compared as exact sums: monotone rounding and Fast2Sum (Dekker 1971, doi:10.1007/BF01397083)",
          robust_contract<T>(),
          {}}
          .declare_stages(cc::robust::RectRectStages<T>::names),
      [](const Rect<T>& a, const Rect<T>& b) { return cc::robust::rect_rect<T>(a, b); });
}

}  // namespace

void register_rect_rect() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
