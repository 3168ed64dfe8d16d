// The bundled variants of point_rect, registered through the public API: the
// seed transcription with its declared flaws, and the robust kernel with the
// bounds its header exports.

#include "../../include/collide_check/point_rect.h"
#include "../../kernels/robust/point_rect.h"
#include "../../kernels/seeds/point_rect.h"
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
  // fl(x + w) and fl(y + h) are each within u |x + w| <= 2u M of the exact far
  // edge; the near edges are compared exactly. A wrong answer puts P within
  // 2u M of a far edge along that axis: inside by less (a depth below 2u M),
  // or outside by less in each axis (a distance below 2 sqrt(2) u M < 4u M).
  const double rounding_reach = f32 ? 0x1p-22 : 0x1p-51;
  const std::string reach_text = f32 ? "2^-22 M" : "2^-51 M";

  register_variant<point_rect, T>(
      {"seed001", "001_81a389abe9bca56c.txt §Collision between point and rectangle", held_to_robust,
       {
           {"decision_agrees_with_oracle", InputClass::near_decision_boundary(rounding_reach),
            "r1.x + r1.w and r1.y + r1.h are rounded: a point within " + reach_text +
                " beyond the exact far edge is inside, or one just within it outside"},
           {"special_values_give_invalid_input", InputClass::any(),
            "no invalid answer: NaN fails the comparisons (outside); infinities and negative sizes are compared "
            "as numbers"},
       }},
      [](Vec2<T> p, const Rect<T>& r) { return cc::seed001::point_rect<T>(p, r); });

  register_variant<point_rect, T>(
      collide_check::VariantSpec{
          "robust",
          "far edges compared as exact sums: monotone rounding and Fast2Sum (Dekker 1971, doi:10.1007/BF01397083)",
          robust_contract<T>(),
          {}}
          .declare_stages(cc::robust::PointRectStages<T>::names),
      [](Vec2<T> p, const Rect<T>& r) { return cc::robust::point_rect<T>(p, r); });
}

}  // namespace

void register_point_rect() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
