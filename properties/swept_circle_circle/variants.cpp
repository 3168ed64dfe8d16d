// The bundled variants of swept_circle_circle, registered through the public
// API: the seed transcriptions with their declared flaws, and the robust
// kernel with the bounds its header exports.

#include <cmath>

#include "../../include/collide_check/swept_circle_circle.h"
#include "../../kernels/robust/swept_circle_circle.h"
#include "../../kernels/seeds/swept_circle_circle.h"
#include "../../oracle/swept_circle_circle.h"
#include "../variants/bundled.h"
#include "../variants/rounding_probe.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  using B = cc::robust::SweptCircleCircleBounds<T>;
  Contract c;
  c.bound("t", B::t).bound("point", B::point).bound("normal", B::normal);
  c.bound("normal_length", unit_length_bound(B::normal_length_squared));
  c.note = "normal (1, 0) for coincident centers at t = 0";
  return c;
}

using In64 = swept_circle_circle::Input<double>;

cc::oracle::SweptCircleCircleExact exact_of(const In64& in) {
  return cc::oracle::swept_circle_circle_exact(in.A, in.B);
}

/// Touching or overlapping at t = 0: the exact first contact is t* = 0.
InputClass start_overlap() {
  return when<swept_circle_circle>("circles that touch or overlap at t = 0",
                                   [](const In64& in) { return exact_of(in).decision.start_overlap; });
}

/// Apart at t = 0, first contact strictly before t = 1: what a test at t = 0
/// and t = 1 only cannot place.
InputClass contact_inside_the_frame() {
  return when<swept_circle_circle>("circles apart at t = 0 whose first contact comes before t = 1",
                                   [](const In64& in) {
                                     const auto e = exact_of(in);
                                     return e.decision.kind == SweepKind::hit && !e.decision.start_overlap &&
                                            cc::oracle::compare(e.t, cc::oracle::RootNumber(cc::oracle::Rational(1))) < 0;
                                   });
}

/// The centers coincide at t = 0 or at t = 1, where seed004 gives the fixed normal (1, 0).
InputClass coincident_centers() {
  return when<swept_circle_circle>("centers that coincide at t = 0 or at t = 1",
                                   [](const In64& in) { return in.A.c0 == in.B.c0 || in.A.c1 == in.B.c1; });
}

/// Both radii zero: seed_quadratic's normal divides by a zero radius sum.
InputClass point_circles() {
  return when<swept_circle_circle>("two circles of radius zero", [](const In64& in) { return in.A.r == 0 && in.B.r == 0; });
}

/// |R^2 - |D(t)|^2| < 2^18 TOUCH_DISTANCE at t = 0 or t = 1, nonzero: within
/// reach of seed004's absolute band at some power-of-two scale.
InputClass near_touch_band(double touch, double reach) {
  return when<swept_circle_circle>(
      "circles whose squared gap at t = 0 or t = 1 is within " + std::string(reach == 1 ? "" : "2^18 ") +
          "TOUCH_DISTANCE of tangency (not exactly tangent)",
      [touch, reach](const In64& in) {
        using cc::oracle::exact;
        using cc::oracle::Rational;
        const Rational R = exact(in.A.r) + exact(in.B.r);
        for (auto [a, b] : {std::pair{in.A.c0, in.B.c0}, std::pair{in.A.c1, in.B.c1}}) {
          const Rational dx = exact(a.x) - exact(b.x), dy = exact(a.y) - exact(b.y);
          const Rational gap = R * R - (dx * dx + dy * dy);
          if (gap != 0 && cc::oracle::abs(gap) < exact(touch) * exact(reach)) return true;
        }
        return false;
      });
}

/// Swapped, and the exact maps of the plane: the images the invariance properties compare against.
template <class In>
std::vector<In> swapped(const In& in) {
  return {In{in.B, in.A}};
}
template <class In>
std::vector<In> mapped(const In& in) {
  using P = std::remove_cvref_t<decltype(in.A.c0)>;
  P (*const maps[])(P) = {[](P p) { return P{-p.y, p.x}; }, [](P p) { return P{-p.x, -p.y}; },
                          [](P p) { return P{p.y, -p.x}; }, [](P p) { return P{-p.x, p.y}; },
                          [](P p) { return P{p.x, -p.y}; }, [](P p) { return P{p.y, p.x}; }};
  std::vector<In> out;
  for (auto m : maps) out.push_back({{m(in.A.c0), m(in.A.c1), in.A.r}, {m(in.B.c0), m(in.B.c1), in.B.r}});
  for (int e : {-7, 9}) {
    const auto k = std::ldexp(1.0, e);
    auto sc = [k](P p) { return P{p.x * k, p.y * k}; };
    out.push_back({{sc(in.A.c0), sc(in.A.c1), in.A.r * k}, {sc(in.B.c0), sc(in.B.c1), in.B.r * k}});
  }
  return out;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Contract held = robust_contract<T>();
  const auto call = [](auto f) {
    return [f](const MovingCircle<T>& a, const MovingCircle<T>& b) { return f(a, b); };
  };
  const auto s004 = [](const auto& in) { return cc::seed004::swept_circle_circle(in.A, in.B); };
  const auto squad = [](const auto& in) { return cc::seed_quadratic::swept_circle_circle(in.A, in.B); };
  const double touch = f32 ? static_cast<double>(static_cast<float>(0.00000000000001)) : 0.00000000000001;
  const auto rounds = [](const char* text, auto f) { return arithmetic_rounds<swept_circle_circle, T>(text, f); };
  const auto rounds_swapped = [](const char* text, auto f) {
    return arithmetic_rounds_on_images<swept_circle_circle, T>(text, f, [](const auto& in) { return swapped(in); });
  };
  const auto rounds_mapped = [](const char* text, auto f) {
    return arithmetic_rounds_on_images<swept_circle_circle, T>(text, f, [](const auto& in) { return mapped(in); });
  };

  // seed004's mechanisms, each where it shows.
  const InputClass inside = contact_inside_the_frame(), band = near_touch_band(touch, 1),
                   coincident = coincident_centers(),
                   rounding = rounds("inputs on which seed004's arithmetic rounds", s004);
  const std::string band_why = "TOUCH_DISTANCE = 1e-14 is absolute: a squared gap below it at t = 0 or t = 1 counts as "
                               "touching, which at small scales is a wide gap";
  register_variant<swept_circle_circle, T>(
      {"seed004", "004_97211c74b06b1151.txt §Full code listing, called at t = 0 and t = 1 as §Summary suggests", held,
       {
           {"decision_agrees_with_oracle", inside,
            "only t = 0 and t = 1 are tested: circles that pass through each other in between are missed"},
           {"decision_agrees_with_oracle", band, band_why},
           {"decision_agrees_with_oracle", rounding,
            "the squares are rounded: at large scales their rounding exceeds TOUCH_DISTANCE, and they overflow"},
           {"time_within_contract", inside || band,
            "a contact during the frame is reported at t = 1, after the first contact t*; and " + band_why +
                ": a hit at t = 0 long before the first contact"},
           {"time_within_contract", InputClass::magnitude_above(f32 ? 0x1p+62 : 0x1p+510),
            "a value beyond " + std::string(f32 ? "2^62" : "2^510") +
                ": the squared distances overflow to infinity, so a touch at t = 0 is reported at t = 1"},
           {"point_within_contract", inside || band || rounding,
            "the point is that at t = 1, not at first contact; " + band_why +
                ", a contact that has not happened; and the point is built from a rounded length"},
           {"normal_within_contract", inside, "the normal is that at t = 1, not at first contact"},
           {"normal_within_contract", coincident,
            "centers that coincide at the reported time get the fixed normal (1, 0)"},
           {"normal_within_contract", band || rounding,
            band_why + ", a contact that has not happened; and the normal divides by a rounded length"},
           {"normal_unit_and_oriented", inside,
            "the normal at t = 1 of circles that passed through each other points from A toward B"},
           {"normal_unit_and_oriented", coincident,
            "centers that coincide at the reported time get the fixed normal (1, 0), whatever the approach"},
           {"normal_unit_and_oriented", band || rounding,
            band_why + ", a contact that has not happened; and the length is a rounded (or underflowing) square "
                       "root"},
           {"symmetric_in_circles", inside,
            "circles overlapping at the reported t = 1 have their point on B's boundary, which is not on A's"},
           {"symmetric_in_circles", coincident,
            "coincident centers get the fixed normal (1, 0) from both sides instead of opposite normals"},
           {"symmetric_in_circles",
            band || rounds_swapped("inputs on which seed004's arithmetic rounds, in either order", s004),
            band_why + ": the contact point of two circles still apart is on B's boundary; and the point and normal "
                       "round (or underflow) differently from the other side"},
           {"exact_transform_invariant", near_touch_band(touch, 0x1p18),
            "TOUCH_DISTANCE is absolute: scaling by 2^-7 turns a small gap into touching, 2^9 the reverse"},
           {"exact_transform_invariant",
            coincident || rounds_mapped("inputs on which seed004's arithmetic rounds, as given or under an exact map", s004),
            "the fixed normal (1, 0) does not rotate, and a rotated or scaled copy rounds where the original does not"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN compares false and falls through to NO_COLLISION: a miss"},
       }},
      call([](const MovingCircle<T>& a, const MovingCircle<T>& b) { return cc::seed004::swept_circle_circle(a, b); }));

  register_variant<swept_circle_circle, T>(
      {"seed_quadratic", "000_0a232b19d70a79de.txt §Circle-line intersection test, on the relative motion", held,
       {
           {"decision_agrees_with_oracle", start_overlap(),
            "a start overlap has a negative first root: when the exit lies beyond t = 1, or without relative "
            "motion (a == 0, NaN roots), it is missed"},
           {"decision_agrees_with_oracle", rounds("inputs on which seed_quadratic's arithmetic rounds", squad),
            "rounded roots decide contacts at t = 0 and t = 1, and a grazing path's discriminant rounds"},
           {"time_within_contract", start_overlap(), "a start overlap reports the exit root instead of t = 0"},
           {"time_within_contract", rounds("inputs on which seed_quadratic's arithmetic rounds", squad),
            "-b - sqrt(delta) cancels: the first root is off by far more than the bound, often after t*"},
           {"point_within_contract", start_overlap(), "a start overlap's point is that at the exit root"},
           {"point_within_contract", rounds("inputs on which seed_quadratic's arithmetic rounds", squad),
            "the point is built from the rounded root"},
           {"normal_within_contract", start_overlap(), "a start overlap's normal is that at the exit root"},
           {"normal_within_contract", rounds("inputs on which seed_quadratic's arithmetic rounds", squad),
            "the normal is built from the rounded root"},
           {"normal_unit_and_oriented", point_circles(), "zero radii divide by a zero radius sum: a NaN normal"},
           {"normal_unit_and_oriented", start_overlap(), "a start overlap's normal at the exit root points from A to B"},
           {"normal_unit_and_oriented", rounds("inputs on which seed_quadratic's arithmetic rounds", squad),
            "the normal (LocalP1 + u P2MinusP1) / Radius from a rounded root is not of unit length"},
           {"symmetric_in_circles",
            rounds_swapped("inputs on which seed_quadratic's arithmetic rounds, in either order", squad),
            "LocalP1 + u P2MinusP1 divided by the radius sum rounds differently from the other side"},
           {"exact_transform_invariant",
            rounds_mapped("inputs on which seed_quadratic's arithmetic rounds, as given or under an exact map", squad),
            "b * b overflows from coordinates near 2^" + std::string(f32 ? "32" : "256") +
                " on (scaling by 2^9 turns a hit into a miss), and rotations change every rounding"},
           {"special_values_give_invalid_input", InputClass::any(), "NaN fails every delta comparison: a miss"},
       }},
      call([](const MovingCircle<T>& a, const MovingCircle<T>& b) {
        return cc::seed_quadratic::swept_circle_circle(a, b);
      }));

  register_variant<swept_circle_circle, T>(
      with_rare_stages<T>(
          collide_check::VariantSpec{
              "robust",
              "exact signs of expansions (Shewchuk 1997, doi:10.1007/PL00009321); stable root c / (b' + sqrt(disc)) "
              "rounded down; normal from Lagrange's identity",
              robust_contract<T>(),
              {}}
              .declare_stages(cc::robust::SweptCircleCircleStages<T>::names),
          "an earlier stage decides nearly every float input (robust/swept_circle_circle.h)",
          {{"dd_hit", "threshold_band"}, {"exact_start", "threshold_band"}}, {}),
      call([](const MovingCircle<T>& a, const MovingCircle<T>& b) { return cc::robust::swept_circle_circle(a, b); }));
}

}  // namespace

void register_swept_circle_circle() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
