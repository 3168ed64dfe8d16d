// The bundled variants of point_side, registered through the public API: the
// textbook transcription with its declared flaws, and the robust kernel.

#include <limits>

#include "../../include/collide_check/point_side.h"
#include "../../kernels/robust/point_side.h"
#include "../../kernels/seeds/point_side.h"
#include "../../oracle/number.h"
#include "../variants/bundled.h"

namespace collide_check::bundled {
namespace {

using cc::oracle::Rational;

/// The exact differences and products of the textbook's determinant
/// (B - A) x (P - A): e = B - A, w = P - A, t1 = e.x w.y, t2 = e.y w.x.
struct Terms {
  Rational ex, ey, wx, wy, t1, t2;
};
Terms terms(const point_side::Input<double>& in) {
  using cc::oracle::exact;
  Terms t;
  t.ex = exact(in.B.x) - exact(in.A.x);
  t.ey = exact(in.B.y) - exact(in.A.y);
  t.wx = exact(in.P.x) - exact(in.A.x);
  t.wy = exact(in.P.y) - exact(in.A.y);
  t.t1 = t.ex * t.wy;
  t.t2 = t.ey * t.wx;
  return t;
}

/// Where the textbook's rounding can decide: each difference, product and the
/// final difference rounds once (relative u, or absolute eta in the
/// subnormals), so the rounded determinant is within 3.01 u (|t1| + |t2|) +
/// 3 eta of the exact one; a wrong sign needs |t1 - t2| within that. Bounded
/// at 4u and 4 eta.
template <class T>
bool within_rounding(const point_side::Input<double>& in) {
  using cc::oracle::abs;
  using cc::oracle::exact;
  const Rational u = exact(std::ldexp(1.0, -std::numeric_limits<T>::digits));
  const Rational eta = exact(static_cast<double>(std::numeric_limits<T>::denorm_min()));
  const Terms t = terms(in);
  return abs(Rational(t.t1 - t.t2)) <= 4 * u * (abs(t.t1) + abs(t.t2)) + 4 * eta;
}

/// A difference or a product of the textbook's beyond T's largest finite
/// value (within 2^slack of it): it rounds to an infinity, and the
/// determinant to an infinity or NaN.
template <class T>
bool beyond_range(const point_side::Input<double>& in, int slack) {
  using cc::oracle::abs;
  const Rational top = cc::oracle::exact(std::ldexp(static_cast<double>(std::numeric_limits<T>::max()), -slack));
  const Terms t = terms(in);
  for (const Rational* v : {&t.ex, &t.ey, &t.wx, &t.wy, &t.t1, &t.t2})
    if (abs(*v) > top) return true;
  return false;
}

/// Products that leave the normal range at the bottom (within 2^slack): their
/// rounding is absolute, and a scaling by 2^-7 can move them there.
template <class T>
bool products_near_subnormal(const point_side::Input<double>& in, int slack) {
  using cc::oracle::abs;
  const Rational low = cc::oracle::exact(std::ldexp(static_cast<double>(std::numeric_limits<T>::min()), slack));
  const Terms t = terms(in);
  return (t.t1 != 0 && abs(t.t1) < low) || (t.t2 != 0 && abs(t.t2) < low);
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const std::string u_text = f32 ? "2^-24" : "2^-53";
  Contract exact_contract;
  exact_contract.note = "the exact side, no tolerance; A == B makes every P collinear";
  const InputClass rounding = when<point_side>(
      "P within rounding reach of the line: |cross(B - A, P - A)| <= 4u (|(B - A).x (P - A).y| + "
      "|(B - A).y (P - A).x|) + 4 eta (u = " +
          u_text + ", eta the least subnormal)",
      within_rounding<T>);
  const InputClass overflow =
      when<point_side>("a difference or a product of the determinant beyond the largest finite value",
                       [](const point_side::Input<double>& in) { return beyond_range<T>(in, 0); });
  const InputClass scaled_range = when<point_side>(
      "a difference or a product within 2^9 of the largest finite value, or a nonzero product within 2^7 of the "
      "subnormals",
      [](const point_side::Input<double>& in) { return beyond_range<T>(in, 9) || products_near_subnormal<T>(in, 7); });
  register_variant<point_side, T>(
      {"textbook",
       "Kettner, Mehlhorn, Pion, Schirra, Yap, Classroom examples of robustness problems in geometric computations, "
       "Comput. Geom. 40(1) 2008, §2: the orientation determinant in floating point",
       exact_contract,
       {
           {"decision_agrees_with_oracle", rounding || overflow,
            "the determinant's differences and products round: within their rounding of the line the sign is "
            "noise (the paper's Figure 2), and beyond the range it is an infinity or NaN (collinear)"},
           {"cyclic_invariant", (rounding || overflow).or_its_image(),
            "rotating the roles changes the pivot A of the differences: the roundings differ, and within their "
            "reach of the line so does the sign"},
           {"swap_flips_side", (rounding || overflow).or_its_image(),
            "B - A and P - B round differently from A - B and P - A: within their reach of the line the two "
            "orders disagree"},
           {"exact_transform_invariant", (overflow || (rounding && scaled_range)).or_its_image(),
            "rotations and mirrors negate or swap differences exactly; a power-of-two scaling is exact too unless "
            "a product leaves the normal range, where a point within rounding of the line changes side"},
           {"special_values_give_invalid_input", InputClass::any(),
            "no check of the values: NaN compares false (collinear), infinities propagate"},
       }},
      [](Vec2<T> a, Vec2<T> b, Vec2<T> p) { return cc::textbook::point_side<T>(a, b, p); });

  register_variant<point_side, T>(
      collide_check::VariantSpec{"robust",
                                 "exact orientation sign (Shewchuk 1997, doi:10.1007/PL00009321): stage A's static "
                                 "filter, then stage B and the exact expansion",
                                 exact_contract,
                                 {}}
          .declare_stages(cc::robust::PointSideStages<T>::names),
      [](Vec2<T> a, Vec2<T> b, Vec2<T> p) { return cc::robust::point_side(a, b, p); });
}

}  // namespace

void register_point_side() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
