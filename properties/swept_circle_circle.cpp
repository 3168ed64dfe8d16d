// swept_circle_circle: variants, contracts, input regimes and properties.

#include "swept_circle_circle.h"

#include <limits>

#include "../kernels/robust/swept_circle_circle.h"
#include "../kernels/seeds/swept_circle_circle.h"
#include "../oracle/reference.h"
#include "../oracle/swept_circle_circle.h"
#include "common.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

using oracle::Rational;
using oracle::RootNumber;

template <class T>
struct CirclePair {
  MovingCircle<T> A, B;
};

/// What a variant promises about values (the robust contract of its scalar).
struct SweepContract {
  double time_ulps;   ///< t* - time_ulps ulp(t*) <= t <= t*
  double normal;      ///< per component, absolute
  double point_k;     ///< point per coordinate within point_k u M + eta
  double u;           ///< unit roundoff of the scalar
  double eta;         ///< absolute allowance for roundings that underflow
};

const char* kind_name(SweepKind k) {
  switch (k) {
    case SweepKind::miss: return "miss";
    case SweepKind::hit: return "hit";
    case SweepKind::invalid_input: return "invalid_input";
  }
  return "?";
}

template <class T>
std::vector<double> values_of(const CirclePair<T>& in) {
  return {in.A.c0.x, in.A.c0.y, in.A.c1.x, in.A.c1.y, in.A.r, in.B.c0.x, in.B.c0.y, in.B.c1.x, in.B.c1.y, in.B.r};
}

MovingCircle<double> widen(const MovingCircle<float>& m) { return {{m.c0.x, m.c0.y}, {m.c1.x, m.c1.y}, m.r}; }
MovingCircle<double> widen(const MovingCircle<double>& m) { return m; }

std::string show_values(const std::vector<double>& v, std::string (*f)(double)) {
  return "A=(" + f(v[0]) + ", " + f(v[1]) + ")->(" + f(v[2]) + ", " + f(v[3]) + ") r=" + f(v[4]) + " B=(" + f(v[5]) +
         ", " + f(v[6]) + ")->(" + f(v[7]) + ", " + f(v[8]) + ") r=" + f(v[9]);
}

template <class T>
std::string show_result(const SweepResult<T>& r) {
  std::string s = kind_name(r.kind);
  if (r.kind == SweepKind::hit)
    s += " t=" + hex(r.t) + " (" + decimal(r.t) + ") point=(" + hex(r.point.x) + ", " + hex(r.point.y) +
         ") normal=(" + hex(r.normal.x) + ", " + hex(r.normal.y) + ")";
  return s;
}

std::string show_exact(const oracle::SweptCircleCircleExact& e) {
  std::string s = kind_name(e.decision.kind);
  if (e.decision.start_overlap) s += " (start overlap)";
  if (e.decision.kind == SweepKind::hit)
    s += " t*=" + e.t.str() + " (~" + decimal(oracle::nearest_double(e.t)) + ") point~(" +
         decimal(oracle::nearest_double(e.px)) + ", " + decimal(oracle::nearest_double(e.py)) + ") normal~(" +
         decimal(oracle::nearest_double(e.nx)) + ", " + decimal(oracle::nearest_double(e.ny)) + ")";
  return s;
}

template <class T>
std::string header(const CirclePair<T>& in) {
  return "input " + show_values(widened(values_of(in)), hex) + "\n      = " +
         show_values(widened(values_of(in)), decimal);
}

struct Traits {
  static constexpr const char* name = "swept_circle_circle";

  template <class T>
  using Input = CirclePair<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    SweepResult<T> (*fn)(const MovingCircle<T>&, const MovingCircle<T>&);
    SweepContract contract;
    bool (*in_domain)(const CirclePair<T>&);
    SweepResult<T> operator()(const CirclePair<T>& in) const { return fn(in.A, in.B); }
  };

  static std::vector<std::string> fields() {
    return {"A0.x", "A0.y", "A1.x", "A1.y", "A.r", "B0.x", "B0.y", "B1.x", "B1.y", "B.r"};
  }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.A.c0.x, in.A.c0.y, in.A.c1.x, in.A.c1.y, in.A.r, in.B.c0.x, in.B.c0.y, in.B.c1.x, in.B.c1.y, in.B.r};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{{v[0], v[1]}, {v[2], v[3]}, v[4]}, {{v[5], v[6]}, {v[7], v[8]}, v[9]}};
  }
  static std::string describe(const std::vector<double>& v) { return show_values(v, decimal); }
  static std::string measure_unit() { return "worst t error in ulps of t*"; }
  static oracle::FilterStats& filter_stats() { return oracle::swept_circle_circle_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    const auto r = v(in);
    nlohmann::json j;
    j["kind"] = kind_name(r.kind);
    if (r.kind == SweepKind::hit) {
      j["t"] = hex(r.t);
      j["point"] = {hex(r.point.x), hex(r.point.y)};
      j["normal"] = {hex(r.normal.x), hex(r.normal.y)};
    }
    return j;
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    const auto e = oracle::swept_circle_circle_exact(in.A, in.B);
    nlohmann::json j;
    j["kind"] = kind_name(e.decision.kind);
    j["start_overlap"] = e.decision.start_overlap;
    if (e.decision.kind == SweepKind::hit) {
      auto num = [](const RootNumber& x) {
        return nlohmann::json{{"exact", x.str()}, {"approx", oracle::nearest_double(x)}};
      };
      j["t"] = num(e.t);
      j["point"] = {num(e.px), num(e.py)};
      j["normal"] = {num(e.nx), num(e.ny)};
    }
    return j;
  }
};

// ---------------------------------------------------------------- variants

template <class T>
bool always(const CirclePair<T>&) { return true; }

bool double_exact_domain(const CirclePair<double>& in) {
  const auto v = values_of(in);
  double a[10];
  for (int i = 0; i < 10; ++i) a[i] = v[i];
  return robust::swept_circle_circle_detail::in_exact_domain(a);
}

template <class T>
SweepResult<T> run_seed004(const MovingCircle<T>& a, const MovingCircle<T>& b) {
  return seed004::swept_circle_circle(a, b);
}
template <class T>
SweepResult<T> run_seed_quadratic(const MovingCircle<T>& a, const MovingCircle<T>& b) {
  return seed_quadratic::swept_circle_circle(a, b);
}
template <class T>
SweepResult<T> run_robust(const MovingCircle<T>& a, const MovingCircle<T>& b) {
  return robust::swept_circle_circle(a, b);
}

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  // The robust contract of this scalar (kernels/swept_circle_circle.h); seed
  // variants are held to it too.
  const SweepContract contract =
      f32 ? SweepContract{2.0, 0x1p-24 + 12.0 * 0x1p-53, 2.0 + 48.0 * 0x1p-29, 0x1p-24, 0x1p-148}
          : SweepContract{12.0, 12.0 * 0x1p-53, 48.0, 0x1p-53, 0x1p-1070};
  // f32 point: 2 u_f M for the final rounding (a start overlap's point B0 + rb n
  // reaches 2M), plus the double bound.
  bool (*domain)(const CirclePair<T>&) = always<T>;
  if constexpr (!f32) domain = double_exact_domain;
  const std::string robust_contract =
      f32 ? "decisions exact for every float input; t* - 2 ulp(t*) <= t <= t* (t rounded down); normal within "
            "2^-24 + 12*2^-53 per component; point within (2^-23 + 48*2^-53) M + 2^-148 per coordinate (M = "
            "largest |input|); NaN/inf/negative radius -> invalid_input"
          : "decisions exact for finite inputs whose nonzero magnitudes span at most 2^430; t* - 12 ulp(t*) <= t "
            "<= t*; normal within 12 u per component; point within 48 u M + 2^-1070 per coordinate (u = 2^-53, "
            "M = largest |input|); NaN/inf/negative radius -> invalid_input";
  const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";

  const std::vector<KnownFlaw> seed004_flaws = {
      {"decision_agrees_with_oracle",
       "only t = 0 and t = 1 are tested: circles that pass through each other in between are missed, and "
       "squared gaps under TOUCH_DISTANCE = 1e-14 count as touching"},
      {"time_within_contract", "a contact during the frame is reported at t = 1, after the first contact t*"},
      {"touching_at_reported_t", "at the reported t = 1 the circles already overlap (or, by the epsilon, are apart)"},
      {"no_contact_before_t", "the circles touch before the reported t = 1"},
      {"no_tunneling", "fast circles that pass through each other between t = 0 and t = 1 are missed"},
      {"grazing_sweeps_touch", "a grazing contact inside the frame is between the two calls: missed"},
      {"contact_within_contract", "the point and normal are those at t = 1, not at first contact"},
      {"exact_transform_invariant",
       "TOUCH_DISTANCE is absolute: scaling by 2^-7 turns a small gap into touching"},
      {"symmetric_in_circles", "two point circles meeting at t = 1 get the fixed normal (1, 0) from both sides "
                               "instead of opposite normals"},
      {"normal_unit_and_oriented", "two point circles meeting at t = 1 get the fixed normal (1, 0), whatever the "
                                   "direction of approach"},
      {"special_values_give_invalid_input", "NaN compares false and falls through to NO_COLLISION: a miss"},
  };
  const std::vector<KnownFlaw> seed_quadratic_flaws = {
      {"decision_agrees_with_oracle",
       "a start overlap whose exit lies beyond t = 1 has no root in [0, 1]: a miss; rounded roots decide "
       "contacts at t = 0 and t = 1"},
      {"time_within_contract",
       "-b - sqrt(delta) cancels: the first root is off by far more than the bound, often after t*"},
      {"start_overlap_gives_t0", "a start overlap has a negative first root: the exit time is reported instead"},
      {"touching_at_reported_t", "the rounded root lies inside the overlap or short of contact beyond the bound"},
      {"no_contact_before_t", "the rounded first root can exceed t*: the circles already touch before it"},
      {"no_tunneling", "a start overlap that lasts past t = 1 has no root in [0, 1] and is missed"},
      {"grazing_sweeps_touch", "the tangent root -b / 2a rounds above t*: the circles touch before the reported t"},
      {"zero_motion_handled", "a == 0 gives -0/0 = NaN roots, and NaN fails both range tests: a start overlap "
                              "is missed"},
      {"symmetric_in_circles", "LocalP1 + u P2MinusP1 divided by the radius sum rounds differently from the "
                               "other side: normals differ beyond the bound"},
      {"contact_within_contract", "the normal is built from the rounded root: far from the exact normal"},
      {"normal_unit_and_oriented", "zero radii divide by a zero radius sum: a NaN normal"},
      {"exact_transform_invariant", "b * b overflows from coordinates near 2^" + std::string(f32 ? "32" : "256") +
                                        " on: scaling by 2^9 turns a hit into a miss"},
      {"special_values_give_invalid_input", "NaN fails every delta comparison: a miss"},
  };

  std::vector<Variant<T>> out;
  out.push_back({VariantInfo{name, "seed004", scalar,
                             "004_97211c74b06b1151.txt §Full code listing, called at t = 0 and t = 1 as §Summary "
                             "suggests",
                             seed_contract, seed004_flaws},
                 run_seed004<T>, contract, domain});
  out.push_back({VariantInfo{name, "seed_quadratic", scalar,
                             "000_0a232b19d70a79de.txt §Circle-line intersection test, on the relative motion",
                             seed_contract, seed_quadratic_flaws},
                 run_seed_quadratic<T>, contract, domain});
  out.push_back({VariantInfo{name, "robust", scalar,
                             "exact signs of expansions (Shewchuk 1997, doi:10.1007/PL00009321); stable root "
                             "c / (b' + sqrt(disc)) rounded down; normal from Lagrange's identity",
                             robust_contract, {}},
                 run_robust<T>, contract, domain});
  return out;
}

// ---------------------------------------------------------------- regimes

template <class T>
CirclePair<T> pair_of(Vec2<T> a0, Vec2<T> a1, T ra, Vec2<T> b0, Vec2<T> b1, T rb) {
  return {{a0, a1, ra}, {b0, b1, rb}};
}

/// A and B from B's motion and the relative centers D0 = A0 - B0, D1 = A1 - B1.
template <class T>
CirclePair<T> from_relative(Vec2<T> b0, Vec2<T> b1, Vec2<T> d0, Vec2<T> d1, T ra, T rb) {
  return pair_of<T>(b0 + d0, b1 + d1, ra, b0, b1, rb);
}

template <class T>
CirclePair<T> scaled(CirclePair<T> p, int e) {
  auto s = [e](Vec2<T> v) { return Vec2<T>{std::ldexp(v.x, e), std::ldexp(v.y, e)}; };
  return {{s(p.A.c0), s(p.A.c1), std::ldexp(p.A.r, e)}, {s(p.B.c0), s(p.B.c1), std::ldexp(p.B.r, e)}};
}

/// One of the eight symmetries of the integer grid, so constructed
/// configurations are not all axis-aligned the same way.
template <class T>
Vec2<T> grid_symmetry(Vec2<T> v, int k) {
  if (k & 1) v = {v.y, v.x};
  if (k & 2) v.x = -v.x;
  if (k & 4) v.y = -v.y;
  return v;
}

template <class T>
CirclePair<T> with_symmetry(CirclePair<T> p, int k) {
  for (Vec2<T>* v : {&p.A.c0, &p.A.c1, &p.B.c0, &p.B.c1}) *v = grid_symmetry(*v, k);
  return p;
}

template <class T>
std::vector<gen::Regime<CirclePair<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using P = CirclePair<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto radius = [](std::int64_t lim) {
    return rc::gen::map(rc::gen::inRange<std::int64_t>(0, lim + 1), [](std::int64_t m) { return static_cast<T>(m); });
  };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(lim), small(lim));
  };
  auto ints = [small](std::int64_t lim) {  // four points, two radii
    return rc::gen::apply(
        [](std::vector<T> v, T ra, T rb) {
          return pair_of<T>({v[0], v[1]}, {v[2], v[3]}, ra, {v[4], v[5]}, {v[6], v[7]}, rb);
        },
        rc::gen::container<std::vector<T>>(8, small(lim)), rc::gen::map(rc::gen::inRange<std::int64_t>(0, 5),
                                                                        [](std::int64_t m) { return static_cast<T>(m); }),
        rc::gen::map(rc::gen::inRange<std::int64_t>(0, 5), [](std::int64_t m) { return static_cast<T>(m); }));
  };
  const auto symmetry = rc::gen::inRange(0, 8);
  std::vector<gen::Regime<P>> r;

  r.push_back({"small_int_grid", 3, ints(8)});

  // A common scale 2^-k, full-width significands; radii likewise (magnitudes).
  r.push_back({"generic", 3, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 return rc::gen::apply(
                     [](std::vector<T> v, T ra, T rb) {
                       return pair_of<T>({v[0], v[1]}, {v[2], v[3]}, std::fabs(ra), {v[4], v[5]}, {v[6], v[7]},
                                         std::fabs(rb));
                     },
                     rc::gen::container<std::vector<T>>(8, gen::full_precision_scaled<T>(k)),
                     gen::full_precision_scaled<T>(k + 2), gen::full_precision_scaled<T>(k + 2));
               })});

  // The relative path D(t) = T + (t (l + m) - l) (p, q) runs along a line at
  // distance R = k h from B's center, tangent at T = k (-q, p) when t = l / (l + m)
  // (Pythagorean triple p^2 + q^2 = h^2): the discriminant is exactly zero.
  r.push_back({"grazing", 3,
               rc::gen::apply(
                   [](gen::PythagoreanTriple tr, std::int64_t k, std::int64_t l, std::int64_t m, Vec2<T> b0,
                      Vec2<T> b1, std::int64_t split, int sym, int e) {
                     const T p = static_cast<T>(tr.a), q = static_cast<T>(tr.b);
                     const T R = static_cast<T>(k * tr.c);
                     const Vec2<T> tangent{static_cast<T>(-k) * q, static_cast<T>(k) * p};
                     const Vec2<T> d0 = tangent - static_cast<T>(l) * Vec2<T>{p, q};
                     const Vec2<T> d1 = tangent + static_cast<T>(m) * Vec2<T>{p, q};
                     const T ra = static_cast<T>(std::min<std::int64_t>(split, k * tr.c));
                     return scaled(with_symmetry(from_relative<T>(b0, b1, d0, d1, ra, R - ra), sym), e);
                   },
                   gen::pythagorean_triple(6), rc::gen::inRange<std::int64_t>(1, 4),
                   rc::gen::inRange<std::int64_t>(1, 9), rc::gen::inRange<std::int64_t>(-2, 9), vec(16), vec(16),
                   rc::gen::inRange<std::int64_t>(0, 40), symmetry, gen::exponent_in(-20, 20))});

  // |D1| = R exactly (D1 = k (p, q), R = k h), approached from outside:
  // D0 = D1 + E with E.D1 > 0, so the first contact is exactly t = 1.
  r.push_back({"ending_touching", 2,
               rc::gen::apply(
                   [](gen::PythagoreanTriple tr, std::int64_t k, Vec2<T> ev, Vec2<T> b0, Vec2<T> b1,
                      std::int64_t split, int sym, int e) {
                     const Vec2<T> d1{static_cast<T>(k * tr.a), static_cast<T>(k * tr.b)};
                     Vec2<T> E = ev;
                     const T dot = E.x * d1.x + E.y * d1.y;
                     if (dot < 0) E = T(-1) * E;
                     if (dot == 0) E = E + d1;
                     const T R = static_cast<T>(k * tr.c);
                     const T ra = static_cast<T>(std::min<std::int64_t>(split, k * tr.c));
                     return scaled(with_symmetry(from_relative<T>(b0, b1, d1 + E, d1, ra, R - ra), sym), e);
                   },
                   gen::pythagorean_triple(6), rc::gen::inRange<std::int64_t>(1, 4), vec(12), vec(16), vec(16),
                   rc::gen::inRange<std::int64_t>(0, 40), symmetry, gen::exponent_in(-20, 20))});

  // R > |D0|_1 >= |D0|: overlapping at t = 0, any motion.
  r.push_back({"start_overlap", 2,
               rc::gen::apply(
                   [](Vec2<T> d0, Vec2<T> b0, Vec2<T> b1, Vec2<T> d1, std::int64_t extra, std::int64_t split) {
                     const T R = std::fabs(d0.x) + std::fabs(d0.y) + 1 + static_cast<T>(extra);
                     const T ra = std::min(static_cast<T>(split), R);
                     return from_relative<T>(b0, b1, d0, d1, ra, R - ra);
                   },
                   vec(8), vec(16), vec(16), vec(24), rc::gen::inRange<std::int64_t>(0, 8),
                   rc::gen::inRange<std::int64_t>(0, 20))});

  // |D0| = R exactly (Pythagorean), any motion: touching at t = 0.
  r.push_back({"start_touching", 2,
               rc::gen::apply(
                   [](gen::PythagoreanTriple tr, Vec2<T> b0, Vec2<T> b1, Vec2<T> d1, std::int64_t split, int sym) {
                     const Vec2<T> d0{static_cast<T>(tr.a), static_cast<T>(tr.b)};
                     const T R = static_cast<T>(tr.c);
                     const T ra = std::min(static_cast<T>(split), R);
                     return with_symmetry(from_relative<T>(b0, b1, d0, d1, ra, R - ra), sym);
                   },
                   gen::pythagorean_triple(5), vec(16), vec(16), vec(24), rc::gen::inRange<std::int64_t>(0, 30),
                   symmetry)});

  // Relative motion along the line of centers: D0 = i d, D1 = j d.
  r.push_back({"head_on", 2,
               rc::gen::apply(
                   [](Vec2<T> d, std::int64_t i, std::int64_t j, Vec2<T> b0, Vec2<T> b1, T ra, T rb) {
                     if (d.x == 0 && d.y == 0) d = {1, 0};
                     return from_relative<T>(b0, b1, static_cast<T>(i) * d, static_cast<T>(j) * d, ra, rb);
                   },
                   vec(4), gen::small_signed(12), gen::small_signed(12), vec(16), vec(16), radius(6), radius(6))});

  // Fast circles: D0 = (-L, o), D1 = (L', o) with |o| < R < L, L': apart at both
  // ends, through each other in between.
  r.push_back({"tunneling", 3,
               rc::gen::apply(
                   [](std::int64_t L, std::int64_t L2, std::int64_t o, T ra, T rb, Vec2<T> b0, Vec2<T> b1, int sym,
                      int e) {
                     const T R = ra + rb + 1;
                     const T off = static_cast<T>(o % static_cast<std::int64_t>(R));
                     const Vec2<T> d0{-(R + static_cast<T>(L)), off}, d1{R + static_cast<T>(L2), off};
                     return scaled(with_symmetry(from_relative<T>(b0, b1, d0, d1, ra + 1, rb), sym), e);
                   },
                   rc::gen::inRange<std::int64_t>(1, 1000), rc::gen::inRange<std::int64_t>(1, 1000),
                   gen::small_signed(20), radius(8), radius(8), vec(16), vec(16), symmetry,
                   gen::exponent_in(-20, 20))});

  // A and B move by the same vector (possibly zero): V == 0.
  r.push_back({"zero_relative_motion", 2,
               rc::gen::apply(
                   [](Vec2<T> a0, Vec2<T> b0, Vec2<T> m, T ra, T rb, bool still) {
                     if (still) m = {0, 0};
                     return pair_of<T>(a0, a0 + m, ra, b0, b0 + m, rb);
                   },
                   vec(8), vec(8), vec(16), radius(6), radius(6), rc::gen::arbitrary<bool>())});

  // One or both radii zero; two points sometimes on a collision course
  // (D0 = -i E, V = j E: they meet at t = i / j).
  r.push_back({"zero_radius", 2,
               rc::gen::apply(
                   [](P p, int which, Vec2<T> E, std::int64_t i, std::int64_t j, bool course) {
                     if (which != 1) p.A.r = 0;
                     if (which != 0) p.B.r = 0;
                     if (which == 2 && course) {
                       if (E.x == 0 && E.y == 0) E = {1, 1};
                       const Vec2<T> d0 = static_cast<T>(-i) * E, d1 = d0 + static_cast<T>(j) * E;
                       p = from_relative<T>(p.B.c0, p.B.c1, d0, d1, T(0), T(0));
                     }
                     return p;
                   },
                   ints(8), rc::gen::inRange(0, 3), vec(4), rc::gen::inRange<std::int64_t>(0, 6),
                   rc::gen::inRange<std::int64_t>(1, 8), rc::gen::arbitrary<bool>())});

  // A small configuration at 2^e over the whole exponent range (subnormals
  // included), sometimes translated far from the origin (rounded).
  constexpr int e_lo = f32 ? -149 : -1074;
  constexpr int e_hi = f32 ? 123 : 1019;
  r.push_back({"scale_sweep", 3,
               rc::gen::apply(
                   [](P p, int e, bool translate, int shift) {
                     constexpr int top = std::is_same_v<T, float> ? 123 : 1019;
                     p = scaled(p, e);
                     if (translate) {
                       const T offset = std::ldexp(T(1), std::min(e + shift, top));
                       for (Vec2<T>* v : {&p.A.c0, &p.A.c1, &p.B.c0, &p.B.c1}) v->x += offset;
                     }
                     return p;
                   },
                   ints(16), gen::exponent_in(e_lo, e_hi), rc::gen::arbitrary<bool>(),
                   rc::gen::inRange(0, f32 ? 30 : 60))});

  // NaN and infinities in one to three places, or a negative radius.
  r.push_back({"special_values", 1,
               rc::gen::apply(
                   [](std::vector<T> v, bool negative_radius, bool which) {
                     if (negative_radius) {
                       v = {1, 2, 3, 4, 1, 0, 0, 0, 0, 1};
                       v[which ? 4 : 9] = -std::fabs(v[which ? 4 : 9]) - 1;
                     }
                     return from_values<T>(v);
                   },
                   gen::with_special_values<T>(rc::gen::container<std::vector<T>>(10, small(8)), 10),
                   rc::gen::map(rc::gen::inRange(0, 4), [](int k) { return k == 0; }), rc::gen::arbitrary<bool>())});
  return r;
}

// ---------------------------------------------------------------- properties

const std::vector<std::string> kFiniteRegimes = {
    "small_int_grid", "generic",  "grazing",    "ending_touching",      "start_overlap", "start_touching",
    "head_on",        "tunneling", "zero_radius", "zero_relative_motion", "scale_sweep"};

template <class T>
bool all_finite(const CirclePair<T>& in) {
  for (const double v : values_of(in))
    if (!std::isfinite(v)) return false;
  return true;
}

template <class T>
bool valid(const CirclePair<T>& in) {
  return all_finite(in) && in.A.r >= 0 && in.B.r >= 0;
}

template <class T>
oracle::SweptCircleCircleDecision decide(const CirclePair<T>& in) {
  return oracle::swept_circle_circle_decision(widen(in.A), widen(in.B));
}

template <class T>
oracle::SweptCircleCircleExact exact_of(const CirclePair<T>& in) {
  return oracle::swept_circle_circle_exact(widen(in.A), widen(in.B));
}

/// ulp of T at a double value (the smallest subnormal at 0).
template <class T>
double ulp_of(double v) {
  return static_cast<double>(oracle::ulp_at<T>(oracle::Real(v)));
}

/// The time contract against the exact t*: t <= t* (exactly) and t within
/// time_ulps ulps of t*. Returns an empty string when it holds.
template <class T>
std::string time_violation(const SweepContract& c, T t, const RootNumber& tstar, double& ulps) {
  if (!std::isfinite(t)) return "t is not finite";
  if (oracle::compare_across(RootNumber(oracle::exact(t)), tstar) > 0) return "t > t* (contact before t)";
  ulps = oracle::ulp_error<T>(t, tstar);
  if (ulps > c.time_ulps) return "t* - t = " + decimal(ulps) + " ulps > " + decimal(c.time_ulps);
  return {};
}

template <class T>
Rational point_bound(const SweepContract& c, const CirclePair<T>& in, double factor = 1.0) {
  return Rational(factor) *
         (Rational(c.point_k) * Rational(c.u) * Rational(max_abs(widened(values_of(in)))) + Rational(c.eta));
}

template <class T>
bool finite(Vec2<T> v) { return std::isfinite(v.x) && std::isfinite(v.y); }

/// Two results of the same query, or of related queries, agree: same kind, t
/// within tol_t, normals within tol_n per component and points within tol_p per
/// coordinate, each when asked for.
template <class T>
std::string disagreement(const SweepResult<T>& r, const SweepResult<T>& s, double tol_t, double tol_n,
                         const Rational& tol_p, bool compare_normal, bool compare_point) {
  if (r.kind != s.kind) return "kinds differ";
  if (r.kind != SweepKind::hit) return {};
  if (!std::isfinite(r.t) || !std::isfinite(s.t) || std::fabs(static_cast<double>(r.t) - s.t) > tol_t)
    return "times differ";
  if (!finite(r.point) || !finite(s.point) || !finite(r.normal) || !finite(s.normal)) return "non-finite contact";
  if (compare_point) {
    const auto dp = chebyshev_error(r.point, oracle::exact(s.point.x), oracle::exact(s.point.y));
    if (!dp || *dp > tol_p) return "points differ beyond the bound";
  }
  if (compare_normal && (std::fabs(static_cast<double>(r.normal.x) - s.normal.x) > tol_n ||
                         std::fabs(static_cast<double>(r.normal.y) - s.normal.y) > tol_n))
    return "normals differ beyond the bound";
  return {};
}

template <class T>
std::vector<PropertyDef<CirclePair<T>, Traits::Variant<T>>> Traits::properties() {
  using In = CirclePair<T>;
  using V = Traits::Variant<T>;
  std::vector<PropertyDef<In, V>> ps;
  auto all_regimes = kFiniteRegimes;

  ps.push_back({{"t_in_unit_interval", "a hit reports a finite t in [0, 1]", all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v(in);
                  if (r.kind != SweepKind::hit || (r.t >= 0 && r.t <= 1)) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r));
                }});

  ps.push_back({{"decision_agrees_with_oracle", "hit or miss equals the exact oracle's", all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  if (r.kind == decide(in).kind) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(exact_of(in)));
                }});

  ps.push_back({{"time_within_contract",
                 "when variant and oracle both hit, t* - K ulp(t*) <= t <= t* (K the contract's)", all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  if (r.kind != SweepKind::hit || decide(in).kind != SweepKind::hit) return Verdict::skip("no common hit");
                  const auto e = exact_of(in);
                  double ulps = 0;
                  const std::string why = time_violation(v.contract, r.t, e.t, ulps);
                  if (why.empty()) return Verdict::pass(ulps);
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(e) + "\n  " + why);
                }});

  ps.push_back({{"start_overlap_gives_t0", "circles that touch or overlap at t = 0 give a hit at t = 0",
                 {"start_overlap", "start_touching", "small_int_grid", "zero_relative_motion"}},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  if (!decide(in).start_overlap) return Verdict::pass();
                  const auto r = v(in);
                  if (r.kind == SweepKind::hit && r.t == 0) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(exact_of(in)));
                }});

  // The gap at the reported t, exactly: q(t) = |D(t)|^2 - R^2 >= 0 for t > 0
  // (not yet overlapping), and |D(t)| <= R + delta with delta = 2 K ulp(t)
  // (|V.x| + |V.y|), the gap that K ulps of t* - t at speed |V| can leave.
  ps.push_back({{"touching_at_reported_t",
                 "at a reported t > 0 the exact circles do not overlap and their gap is within the time "
                 "contract times the relative speed; at t = 0 they touch or overlap",
                 all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  if (r.kind != SweepKind::hit || !std::isfinite(r.t)) return Verdict::skip("no hit");
                  const auto e = exact_of(in);
                  const Rational t = oracle::exact(r.t);
                  const Rational q = (e.qa * t + e.qb) * t + e.qc;
                  const Rational vx = (oracle::exact(in.A.c1.x) - oracle::exact(in.A.c0.x)) -
                                      (oracle::exact(in.B.c1.x) - oracle::exact(in.B.c0.x));
                  const Rational vy = (oracle::exact(in.A.c1.y) - oracle::exact(in.A.c0.y)) -
                                      (oracle::exact(in.B.c1.y) - oracle::exact(in.B.c0.y));
                  const Rational R = oracle::exact(in.A.r) + oracle::exact(in.B.r);
                  const Rational delta =
                      Rational(2 * v.contract.time_ulps * ulp_of<T>(r.t)) * (oracle::abs(vx) + oracle::abs(vy));
                  // |D(t)|^2 = q + R^2 <= (R + delta)^2
                  const bool far = q > delta * (2 * R + delta);
                  const bool inside = r.t > 0 && q.sign() < 0;
                  if (!far && !inside) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(e) + "\n  q(t) = |D(t)|^2 - R^2 ~ " +
                                       decimal(oracle::approximate(q)) +
                                       (inside ? " < 0: overlapping at t > 0" : ": gap beyond the bound"));
                }});

  ps.push_back({{"no_contact_before_t", "a reported hit at t has no exact contact strictly before t (t <= t*)",
                 all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  if (r.kind != SweepKind::hit || !std::isfinite(r.t)) return Verdict::pass();
                  if (decide(in).kind != SweepKind::hit) return Verdict::pass();
                  const auto e = exact_of(in);
                  if (oracle::compare_across(RootNumber(oracle::exact(r.t)), e.t) <= 0) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(e) + "\n  t > t*");
                }});

  ps.push_back({{"no_tunneling", "whenever the exact circles touch at some t in [0, 1], the sweep reports a hit",
                 {"tunneling", "head_on", "grazing", "start_overlap", "generic", "small_int_grid"}},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  if (decide(in).kind != SweepKind::hit) return Verdict::pass();
                  const auto r = v(in);
                  if (r.kind == SweepKind::hit) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(exact_of(in)));
                }});

  ps.push_back({{"grazing_sweeps_touch",
                 "a relative path built exactly tangent (discriminant zero) hits at the tangency time within the "
                 "contract when it lies in [0, 1], and misses otherwise",
                 {"grazing"}},
                [](const In& in) {
                  if (!valid(in)) return false;
                  const auto e = exact_of(in);
                  return e.qa.sign() != 0 && e.qc.sign() > 0 && Rational(e.qb * e.qb - 4 * e.qa * e.qc).sign() == 0;
                },
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  const auto e = exact_of(in);
                  std::string why;
                  double ulps = 0;
                  if (r.kind != e.decision.kind) why = "decisions differ";
                  else if (r.kind == SweepKind::hit) why = time_violation(v.contract, r.t, e.t, ulps);
                  if (why.empty()) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(e) + "\n  " + why);
                }});

  ps.push_back({{"zero_motion_handled",
                 "without relative motion the answer is a hit at t = 0 if the circles touch or overlap, else a "
                 "miss",
                 {"zero_relative_motion"}},
                [](const In& in) { return valid(in) && exact_of(in).qa.sign() == 0; },
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  const auto d = decide(in);
                  if (r.kind == d.kind && (r.kind != SweepKind::hit || r.t == 0)) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(exact_of(in)));
                }});

  ps.push_back({{"symmetric_in_circles",
                 "swapping A and B gives the same kind and t and the negated normal (t within K ulps, point and "
                 "normal within twice their bounds; the (1, 0) normal of coincident start centers and the point "
                 "of a start overlap, which lies on B's boundary, excepted)",
                 all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  auto s = v.fn(in.B, in.A);
                  s.normal = {-s.normal.x, -s.normal.y};
                  const double tol_t =
                      v.contract.time_ulps * 2 * ulp_of<T>(std::fmax(std::fabs(r.t), std::fabs(s.t)));
                  const bool coincident = in.A.c0 == in.B.c0;
                  // A start overlap's point lies on B's boundary, the swapped one on A's.
                  const bool start = r.kind == SweepKind::hit && r.t == 0;
                  const std::string why = disagreement(r, s, tol_t, 2 * v.contract.normal,
                                                       point_bound(v.contract, in, 2.0), !coincident, !start);
                  if (why.empty()) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(A, B):  " + show_result(r) + "\n  f(B, A) (normal negated): " +
                                       show_result(s) + "\n  " + why);
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling (of centers and radii) "
                 "commute with the sweep: same kind, t within K ulps, mapped point and normal within their bounds",
                 all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  for (const auto& m : plane_transforms<T>()) {
                    if (m.scale_exponent != 0 && !exactly_scalable<T>(widened(values_of(in)), m.scale_exponent))
                      continue;
                    const In tin{{m(in.A.c0), m(in.A.c1), m.length(in.A.r)}, {m(in.B.c0), m(in.B.c1), m.length(in.B.r)}};
                    if (!v.in_domain(tin)) continue;
                    const auto s = v(tin);
                    SweepResult<T> mapped = r;
                    if (r.kind == SweepKind::hit) {
                      if (m.scale_exponent != 0 && (!finite(r.point) || !finite(r.normal))) continue;
                      mapped.point = m(r.point);
                      mapped.normal = m.map(r.normal, 0);
                    }
                    const double tol_t =
                        v.contract.time_ulps * 2 * ulp_of<T>(std::fmax(std::fabs(r.t), std::fabs(s.t)));
                    const Rational tol_p = Rational(std::ldexp(1.0, m.scale_exponent)) * point_bound(v.contract, in) +
                                           point_bound(v.contract, tin);
                    const bool coincident = in.A.c0 == in.B.c0;
                    const std::string why =
                        disagreement(mapped, s, tol_t, 2 * v.contract.normal, tol_p, !coincident, !coincident);
                    if (!why.empty())
                      return Verdict::fail(header(in) + "\n  transform: " + m.name + "\n  f mapped:   " +
                                           show_result(mapped) + "\n  f(mapped): " + show_result(s) + "\n  " + why);
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"contact_within_contract",
                 "when variant and oracle both hit, the point is within the point bound of the exact contact point "
                 "at t* and the normal within the normal bound of the exact normal",
                 all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  if (r.kind != SweepKind::hit || decide(in).kind != SweepKind::hit) return Verdict::skip("no common hit");
                  const auto e = exact_of(in);
                  using oracle::Real;
                  auto err = [](T got, const RootNumber& x) {
                    if (!std::isfinite(got)) return std::numeric_limits<double>::infinity();
                    return static_cast<double>(boost::multiprecision::abs(Real(static_cast<double>(got)) - oracle::to_real(x)));
                  };
                  const double ep = std::max(err(r.point.x, e.px), err(r.point.y, e.py));
                  const double en = std::max(err(r.normal.x, e.nx), err(r.normal.y, e.ny));
                  const double tol_p = oracle::approximate(point_bound(v.contract, in));
                  if (ep <= tol_p && en <= v.contract.normal) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(e) + "\n  point error " + decimal(ep) + " (bound " + decimal(tol_p) +
                                       "), normal error " + decimal(en) + " (bound " + decimal(v.contract.normal) + ")");
                }});

  ps.push_back({{"normal_unit_and_oriented",
                 "a hit's normal has unit length within 6 times the normal bound and points from B toward A "
                 "(positive dot product with the exact normal)",
                 all_regimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v(in);
                  if (r.kind != SweepKind::hit || decide(in).kind != SweepKind::hit) return Verdict::skip("no common hit");
                  std::string why;
                  if (!finite(r.normal)) {
                    why = "normal not finite";
                  } else {
                    const Rational nx = oracle::exact(r.normal.x), ny = oracle::exact(r.normal.y);
                    const Rational len2 = nx * nx + ny * ny;
                    if (oracle::abs(Rational(len2 - 1)) > Rational(6 * v.contract.normal)) why = "not of unit length";
                    const auto e = exact_of(in);
                    if (oracle::sign(nx * e.nx + ny * e.ny) <= 0) why = "not pointing from B toward A";
                  }
                  if (why.empty()) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  " + why);
                }});

  ps.push_back({{"special_values_give_invalid_input",
                 "any NaN or infinite value, or a negative radius, gives invalid_input", {"special_values"}},
                [](const In& in) { return !valid(in); },
                [](const V& v, const In& in) {
                  const auto r = v(in);
                  if (r.kind == SweepKind::invalid_input) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  expected: invalid_input");
                }});
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_swept_circle_circle_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
