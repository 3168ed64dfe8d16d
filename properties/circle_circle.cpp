// circle_circle: variants, contracts, input regimes and properties.

#include "circle_circle.h"

#include "../kernels/robust/circle_circle.h"
#include "../kernels/seeds/circle_circle.h"
#include "../oracle/circle_circle.h"
#include "common.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

template <class T>
struct CirclePair {
  Circle<T> A, B;
};

const char* kind_name(CircleCircleContact k) {
  switch (k) {
    case CircleCircleContact::none: return "none";
    case CircleCircleContact::touching: return "touching";
    case CircleCircleContact::overlapping: return "overlapping";
    case CircleCircleContact::invalid_input: return "invalid_input";
  }
  return "?";
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  return "A=(" + f(v[0]) + ", " + f(v[1]) + ") r " + f(v[2]) + "  B=(" + f(v[3]) + ", " + f(v[4]) + ") r " + f(v[5]);
}

Circle<double> wide(const Circle<float>& c) { return {{c.c.x, c.c.y}, c.r}; }
Circle<double> wide(const Circle<double>& c) { return c; }

using ExactRule = CircleCircleContact (*)(const Circle<double>&, const Circle<double>&);

struct Traits {
  static constexpr const char* name = "circle_circle";

  template <class T>
  using Input = CirclePair<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    CircleCircleContact (*fn)(const Circle<T>&, const Circle<T>&);
    ExactRule own_rule;  ///< the variant's own rule (epsilon and all) on exact values
    bool (*in_domain)(const CirclePair<T>&);
  };

  static std::vector<std::string> fields() { return {"A.c.x", "A.c.y", "A.r", "B.c.x", "B.c.y", "B.r"}; }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.A.c.x, in.A.c.y, in.A.r, in.B.c.x, in.B.c.y, in.B.r};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{{v[0], v[1]}, v[2]}, {{v[3], v[4]}, v[5]}};
  }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "none (decisions only)"; }
  static oracle::FilterStats& filter_stats() { return oracle::circle_circle_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    return {{"kind", kind_name(v.fn(in.A, in.B))}};
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    if (!check::all_finite(to_values(in)) || in.A.r < 0 || in.B.r < 0) return {{"kind", "invalid_input"}};
    const auto q = oracle::squared_distances(in.A, in.B);
    return {{"kind", kind_name(oracle::circle_circle_kind(in.A, in.B))},
            {"squared_distance", q.D.str()},
            {"squared_radius_sum", q.R.str()}};
  }
};

CircleCircleContact seed004_rule_f64(const Circle<double>& a, const Circle<double>& b) {
  return oracle::seed004_rule_exact(a, b, seed004::kTouchDistance);
}
CircleCircleContact seed004_rule_f32(const Circle<double>& a, const Circle<double>& b) {
  return oracle::seed004_rule_exact(a, b, static_cast<float>(seed004::kTouchDistance));
}

template <class T>
bool always(const CirclePair<T>&) { return true; }
bool double_exact_domain(const CirclePair<double>& in) {
  const double v[6] = {in.A.c.x, in.A.c.y, in.A.r, in.B.c.x, in.B.c.y, in.B.r};
  return detail::in_exact_domain(v);
}

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  bool (*domain)(const CirclePair<T>&) = always<T>;
  if constexpr (!f32) domain = double_exact_domain;
  const std::string seed_contract = "held to the exact convention of kernels/circle_circle.h; what it fails is declared";
  const std::vector<KnownFlaw> seed001_flaws = {
      {"decision_agrees_with_oracle", "strict c < r1 + r2 reports touching circles as none, never touching"},
      {"exact_transform_invariant",
       "pow(a, 2) overflows from distances near 2^512 (f64) or 2^64 (f32) on: scaled-up overlapping circles "
       "become none"},
      {"exact_tangency_is_touching", "exactly tangent circles: c == r1 + r2 is not < r1 + r2, so none"},
      {"own_rule_agrees_with_exact",
       "pow(pow(a, 2) + pow(b, 2), 0.5) rounds three times: near tangency the rounded distance falls on the "
       "wrong side of r1 + r2"},
      {"degenerate_circles_handled", "two zero-radius circles at the same point: 0 < 0 is false, so none"},
      {"special_values_give_invalid_input",
       "NaN compares false (none); infinities and negative radii are compared as numbers"},
  };
  const std::vector<KnownFlaw> seed004_flaws = {
      {"decision_agrees_with_oracle",
       "TOUCH_DISTANCE is absolute: at small scales circles apart by less than 1e-14 in squared units are "
       "touching, at large scales rounding exceeds it"},
      {"exact_transform_invariant",
       "scaling by a power of two scales R - D but not TOUCH_DISTANCE: touching becomes overlapping or none"},
      {"exact_tangency_is_touching",
       "at large scales the rounding of the squares exceeds TOUCH_DISTANCE: exactly tangent circles come out "
       "overlapping or none"},
      {"degenerate_circles_handled",
       "a point at the center of a circle of radius below 1e-7: R - D < TOUCH_DISTANCE, so touching"},
      {"internal_tangency_is_overlapping",
       "for small circles R - D is below TOUCH_DISTANCE even with one circle inside the other: touching"},
      {"own_rule_agrees_with_exact",
       "radii_squared - distance_squared is rounded: where the band is narrower than an ulp of the squares the "
       "rule's answer flips"},
      {"special_values_give_invalid_input",
       "NaN fails every comparison (no collision); infinities give inf - inf = NaN; negative radii are squared "
       "away"},
  };
  std::vector<Variant<T>> out;
  out.push_back({VariantInfo{name, "seed001", scalar, "001_81a389abe9bca56c.txt §Collision between two circles",
                             seed_contract, seed001_flaws},
                 seed001::circle_circle<T>, oracle::seed001_rule_exact, domain});
  out.push_back({VariantInfo{name, "seed004", scalar, "004_97211c74b06b1151.txt §Full code listing",
                             seed_contract + "; its own epsilon rule is also evaluated exactly", seed004_flaws},
                 seed004::circle_circle<T>, f32 ? seed004_rule_f32 : seed004_rule_f64, domain});
  out.push_back(
      {VariantInfo{name, "robust", scalar,
                   "exact sign of (r1 + r2)^2 - |c1 - c2|^2: static filter, then an expansion of exact products in "
                   "a power-of-two-scaled frame (Shewchuk 1997, doi:10.1007/PL00009321)",
                   f32 ? "exact none/touching/overlapping for every float input (touching: D == R exactly); "
                         "NaN/inf or a negative radius -> invalid_input"
                       : "exact none/touching/overlapping for finite inputs whose nonzero magnitudes span at most "
                         "2^900 (touching: D == R exactly); NaN/inf or a negative radius -> invalid_input",
                   {}},
       robust::circle_circle<T>, oracle::circle_circle_kind, domain});
  return out;
}

template <class T>
std::vector<gen::Regime<CirclePair<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using In = CirclePair<T>;
  const auto from = [](const std::vector<T>& v) { return from_values<T>(v); };
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto size = [](std::int64_t lim) {
    return rc::gen::map(rc::gen::inRange<std::int64_t>(0, lim + 1), [](std::int64_t v) { return T(v); });
  };
  std::vector<gen::Regime<In>> r;

  r.push_back({"small_int_grid", 2,
               rc::gen::apply([](T ax, T ay, T ar, T bx, T by, T br) { return In{{{ax, ay}, ar}, {{bx, by}, br}}; },
                              small(8), small(8), size(6), small(8), small(8), size(6))});

  r.push_back({"generic", 2, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 const auto g = gen::full_precision_scaled<T>(k);
                 return rc::gen::apply(
                     [](T ax, T ay, T ar, T bx, T by, T br) {
                       return In{{{ax, ay}, std::fabs(ar)}, {{bx, by}, std::fabs(br)}};
                     },
                     g, g, g, g, g, g);
               })});

  // Centers (a, b) apart with a^2 + b^2 = c^2 (a Pythagorean triple, legs in
  // either order and sign), radii summing (external) or differing (internal) to
  // c, all scaled by 2^e and translated by a small integer: tangency exact in T.
  const auto tangent = [small](bool internal, int e_lo, int e_hi) {
    return rc::gen::apply(
        [internal](gen::PythagoreanTriple t, std::int64_t split, int signs, T ox, T oy, int e, bool swap) {
          std::int64_t a = t.a, b = t.b;
          if (signs & 4) std::swap(a, b);
          const T dx = T((signs & 1) ? -a : a), dy = T((signs & 2) ? -b : b);
          const std::int64_t j = split % (t.c + 1);
          const T r1 = internal ? T(t.c + j) : T(j), r2 = internal ? T(j) : T(t.c - j);
          const T f = std::ldexp(T(1), e);
          In in{{{f * ox, f * oy}, f * r1}, {{f * (ox + dx), f * (oy + dy)}, f * r2}};
          if (swap) std::swap(in.A, in.B);
          return in;
        },
        gen::pythagorean_triple(12), rc::gen::inRange<std::int64_t>(0, 1000), rc::gen::inRange(0, 8), small(64),
        small(64), gen::exponent_in(e_lo, e_hi), rc::gen::arbitrary<bool>());
  };
  constexpr int e_lo = f32 ? -100 : -900;
  constexpr int e_hi = f32 ? 100 : 900;
  r.push_back({"tangent_external", 2, tangent(false, -40, 40)});
  r.push_back({"tangent_internal", 2, tangent(true, -40, 40)});

  // External tangency at any scale, then one radius moved k ulps.
  r.push_back({"near_tangent", 3,
               rc::gen::apply(
                   [](In in, std::int64_t k, bool which) {
                     T& rad = which ? in.A.r : in.B.r;
                     if (rad > 0) rad = gen::ulps_away(rad, static_cast<int>(k));
                     return in;
                   },
                   tangent(false, e_lo, e_hi), gen::small_signed(3), rc::gen::arbitrary<bool>())});

  r.push_back({"concentric", 1,
               rc::gen::apply([](T x, T y, T r1, T r2) { return In{{{x, y}, r1}, {{x, y}, r2}}; }, small(16), small(16),
                              size(8), size(8))});

  // A zero-radius circle (a point) on, inside or outside the other circle.
  r.push_back({"zero_radius", 1,
               rc::gen::apply(
                   [](In in, int where, bool both) {
                     // in is externally tangent with radii (r1, r2): move all radius to one circle.
                     const T total = in.A.r + in.B.r;
                     in.A.r = both ? T(0) : total + T(where - 1);
                     in.B.r = 0;
                     if (in.A.r < 0) in.A.r = 0;
                     return in;
                   },
                   tangent(false, -4, 4), rc::gen::inRange(0, 3), rc::gen::arbitrary<bool>())});

  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(6, 16), [from](std::vector<T> v) {
                 for (int i : {2, 5}) v[i] = std::fabs(v[i]);
                 return from(v);
               })});

  r.push_back({"special_values", 1,
               rc::gen::apply(
                   [from](std::vector<T> v, bool negative_radius) {
                     if (negative_radius && std::isfinite(v[5])) v[5] = -1 - std::fabs(v[5]);
                     return from(v);
                   },
                   gen::with_special_values<T>(rc::gen::container<std::vector<T>>(6, small(4)), 6),
                   rc::gen::arbitrary<bool>())});
  return r;
}

template <class T>
bool valid(const CirclePair<T>& in) {
  return check::all_finite(widened(Traits::to_values(in))) && in.A.r >= 0 && in.B.r >= 0;
}

template <class T>
std::string header(const CirclePair<T>& in) {
  return input_lines(widened(Traits::to_values(in)), show);
}

template <class T>
Verdict expect_kind(const Traits::Variant<T>& v, const CirclePair<T>& in, CircleCircleContact want, const char* what) {
  const auto r = v.fn(in.A, in.B);
  if (r == want) return Verdict::pass();
  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  " + what + ": " + kind_name(want));
}

template <class T>
Verdict agree(const Traits::Variant<T>& v, const CirclePair<T>& in) {
  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
  return expect_kind(v, in, oracle::circle_circle_kind(wide(in.A), wide(in.B)), "oracle");
}

/// D and R, exactly.
template <class T>
oracle::SquaredDistances squares(const CirclePair<T>& in) {
  return oracle::squared_distances(wide(in.A), wide(in.B));
}

template <class T>
std::vector<PropertyDef<CirclePair<T>, Traits::Variant<T>>> Traits::properties() {
  using In = CirclePair<T>;
  using V = Traits::Variant<T>;
  const std::vector<std::string> finite = {"small_int_grid", "generic",    "tangent_external", "tangent_internal",
                                           "near_tangent",   "concentric", "zero_radius",      "scale_sweep"};
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle",
                 "none, touching or overlapping equals the exact geometric classification", finite},
                valid<T>, agree<T>});

  ps.push_back({{"symmetric_in_circles", "swapping A and B gives the same answer", finite}, valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B), s = v.fn(in.B, in.A);
                  if (r == s) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(A, B): " + kind_name(r) + "\n  f(B, A): " + kind_name(s));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling (of the radii too) give the "
                 "same answer",
                 finite},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.A, in.B);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(widened(to_values(in)), t.scale_exponent)) continue;
                    const Circle<T> a{t(in.A.c), t.length(in.A.r)}, b{t(in.B.c), t.length(in.B.r)};
                    const auto s = v.fn(a, b);
                    if (r != s)
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  as given: " + kind_name(r) +
                                           "\n  mapped:   " + kind_name(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"exact_tangency_is_touching",
                 "circles whose center distance equals the radius sum exactly (built from Pythagorean triples, at "
                 "every scale) are touching",
                 {"tangent_external", "near_tangent", "zero_radius"}},
                [](const In& in) {
                  if (!valid(in)) return false;
                  const auto q = squares(in);
                  return q.D == q.R;
                },
                [](const V& v, const In& in) { return expect_kind(v, in, CircleCircleContact::touching, "expected"); }});

  ps.push_back({{"internal_tangency_is_overlapping",
                 "one circle inside the other touching it (D == (r1 - r2)^2, both radii > 0) is overlapping",
                 {"tangent_internal"}},
                [](const In& in) {
                  if (!valid(in) || in.A.r == 0 || in.B.r == 0) return false;
                  const auto dr = oracle::exact(in.A.r) - oracle::exact(in.B.r);
                  return squares(in).D == dr * dr;
                },
                [](const V& v, const In& in) {
                  return expect_kind(v, in, CircleCircleContact::overlapping, "expected");
                }});

  ps.push_back({{"own_rule_agrees_with_exact",
                 "the variant's answer equals its own rule (tolerances included) evaluated on exact values: every "
                 "difference is rounding",
                 finite},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  return expect_kind(v, in, v.own_rule(wide(in.A), wide(in.B)), "its rule, exactly");
                }});

  ps.push_back({{"degenerate_circles_handled",
                 "concentric circles and zero radii give the exact answer", {"concentric", "zero_radius"}},
                [](const In& in) {
                  return valid(in) && (in.A.r == 0 || in.B.r == 0 || in.A.c == in.B.c);
                },
                agree<T>});

  ps.push_back({{"special_values_give_invalid_input",
                 "a NaN or infinite value, or a negative radius, gives invalid_input", {"special_values"}},
                [](const In& in) { return !valid(in); },
                [](const V& v, const In& in) {
                  return expect_kind(v, in, CircleCircleContact::invalid_input, "expected");
                }});
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_circle_circle_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
