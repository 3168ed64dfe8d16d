#pragma once
// The one spec of swept_circle_line and swept_circle_segment: a circle of
// radius r moving from C0 to C1 against the infinite line, or the closed
// segment, through P1 and P2. What differs is the shape B, a policy:
//
//   struct Shape {
//     using Exact;                                   // the oracle's answer
//     static constexpr OracleOf<Exact> oracle;       // exact, kind, stats, band support
//     static constexpr ShapeFacts facts;             // its noun, zero-length regime, invalid inputs
//     static std::string feature(const Exact&);      // where the contact is ("" when one feature)
//     static Rational squared_distance(p, q);        // from an exact point to B, exactly
//     static bool path_meets(q);                     // the center's path C0-C1 meets B
//     static bool distance_constant(q);              // the center keeps its distance to B
//     template <class T> static std::vector<gen::DrawnRegime<...>> own_regimes();
//     template <class T> static std::vector<ExpectedAnswer<...>> own_constructions();
//   };
//
// The oracles are oracle/swept_circle_line.h and oracle/swept_circle_segment.h;
// the variants are registered in each family's variants.cpp.

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "../include/collide_check/swept_circle_line.h"
#include "../oracle/distance.h"
#include "../oracle/swept_circle_line.h"
#include "family.h"
#include "generic/decisions.h"
#include "generic/invariance.h"
#include "generic/plane_maps.h"
#include "generic/sweeps.h"
#include "generic/values.h"

namespace cc::check::moving_circle_and_line {

template <class T>
using Input = collide_check::detail::MovingCircleAndLine::Input<T>;
template <class T>
using Result = SweepResult<T>;

inline oracle::CircleLineQuery query(const Input<double>& in) { return {in.c0, in.c1, in.r, in.p1, in.p2}; }

/// What a shape says of itself.
struct ShapeFacts {
  const char* noun;                ///< "line", "segment"
  const char* zero_length_regime;  ///< the regime drawing P1 == P2
  bool zero_length_valid;          ///< P1 == P2 is a point (else invalid_input)
  const char* invalid_inputs;      ///< the inputs that give invalid_input, in words
};

/// A shape's oracle: the exact answer, the filtered kind, the filter's
/// statistics, and the band support (the separation's sign against an offset,
/// and the first contact of the offset circle), all exact.
template <class Exact>
struct OracleOf {
  Exact (*exact)(const oracle::CircleLineQuery&);
  SweepKind (*kind)(const oracle::CircleLineQuery&);
  oracle::FilterStats& (*stats)();
  int (*separation_sign)(const oracle::CircleLineQuery&, const oracle::Rational&);
  std::optional<oracle::RootNumber> (*first_contact)(const oracle::CircleLineQuery&, const oracle::Rational&);
};

inline oracle::RationalPoint exact_point(Vec2<double> p) { return oracle::exact_point(p.x, p.y); }

template <class T>
Vec2<T> vadd(Vec2<T> a, Vec2<T> b) { return {a.x + b.x, a.y + b.y}; }

template <class T>
Input<T> scaled_by(Input<T> in, int e) {
  auto s = [e](Vec2<T> p) { return Vec2<T>{std::ldexp(p.x, e), std::ldexp(p.y, e)}; };
  return {s(in.c0), s(in.c1), std::ldexp(in.r, e), s(in.p1), s(in.p2)};
}

template <class T>
Input<T> from_vector(const std::vector<T>& v) {
  return {{v[0], v[1]}, {v[2], v[3]}, v[4], {v[5], v[6]}, {v[7], v[8]}};
}

/// A radius in [0, limit], integer-valued.
template <class T>
T small_radius(gen::Draw<T>& d, std::int64_t limit) {
  return T(d.integer(0, limit));
}

/// -1 or +1: the side of the line a construction starts on.
template <class T>
int side_sign(gen::Draw<T>& d) {
  return d.bit() ? -1 : 1;
}

/// The regimes of both shapes, in order: the zero-length one is named by the
/// shape, then come the shape's own regimes and special_values.
template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> common_regimes(const char* zero_length_name) {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using In = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  constexpr int e_lo = f32 ? -149 : -1074;
  constexpr int e_hi = f32 ? 123 : 1019;
  return {
      {"small_int_grid", 2,
       [](D& d) {
         const V c0 = d.small_point(8), c1 = d.small_point(8);
         const T rad = small_radius(d, 8);
         const V p1 = d.small_point(8), p2 = d.small_point(8);
         return In{c0, c1, rad, p1, p2};
       }},

      // A common scale 2^-k for all values, full-width significands.
      {"generic", 3,
       [](D& d) {
         const int k = d.index(digits + 20);
         std::vector<T> v = d.full_precisions(9, k);
         v[4] = std::fabs(v[4]);
         return from_vector<T>(v);
       }},

      // A line of direction L = (a, b) from a Pythagorean triple (|L| = c),
      // unit normal W / c with W = (-b, a), r = m c: offsets j W are exact
      // distances j c. Mode 0 ends exactly tangent (t* = 1), mode 1 touches at
      // t* = q / (q + q2), mode 2 slides along the line exactly tangent (start
      // touching, parallel).
      {"grazing", 2,
       [](D& d) {
         const gen::PythagoreanTriple tr = d.triple(5);
         const V p1 = d.small_point(8);
         const T mm = static_cast<T>(d.integer(0, 3) + 1), q = static_cast<T>(d.integer(0, 3)),
                 q2 = static_cast<T>(d.integer(0, 7));
         const T j0 = static_cast<T>(d.small_signed(3)), j1 = static_cast<T>(d.small_signed(3));
         const T s = static_cast<T>(side_sign(d));
         const int mode = d.index(3);
         const bool swap_legs = d.bit();
         const int e = d.exponent(-8, 8);
         const T a = static_cast<T>(swap_legs ? tr.b : tr.a), b = static_cast<T>(swap_legs ? tr.a : tr.b);
         const V L{a, b}, W{-b, a};
         const T c = static_cast<T>(tr.c);
         const T far0 = mode == 2 ? mm : mm + q + 1;
         const T far1 = mode == 0 ? mm : mode == 1 ? mm - (q2 + 1) : mm;
         const In in{vadd(vadd(p1, j0 * L), (s * far0) * W), vadd(vadd(p1, j1 * L), (s * far1) * W), mm * c, p1,
                     vadd(p1, L)};
         return scaled_by(in, e);
       }},

      // C0 strictly closer to the line than r (r = floor(distance) + 1 + extra).
      {"start_overlap", 2,
       [](D& d) {
         const V c0 = d.small_point(8), c1 = d.small_point(8), p1 = d.small_point(8);
         V dir = d.small_point(4);
         const T extra = small_radius(d, 3);
         if (dir.x == 0 && dir.y == 0) dir.x = 1;
         const V p2 = vadd(p1, dir);
         const double k = static_cast<double>(dir.x) * (c0.y - p1.y) - static_cast<double>(dir.y) * (c0.x - p1.x);
         const double dist = std::fabs(k) / std::hypot(static_cast<double>(dir.x), static_cast<double>(dir.y));
         return In{c0, c1, static_cast<T>(std::floor(dist) + 1) + extra, p1, p2};
       }},

      // C0 exactly at distance r (Pythagorean direction), C1 anywhere.
      {"start_touching", 2,
       [](D& d) {
         const gen::PythagoreanTriple tr = d.triple(4);
         const V p1 = d.small_point(8), c1 = d.small_point(16);
         const T mm = static_cast<T>(d.integer(0, 2)), j0 = static_cast<T>(d.small_signed(2));
         const T side = static_cast<T>(side_sign(d));
         const V L{static_cast<T>(tr.a), static_cast<T>(tr.b)}, W{-L.y, L.x};
         const V c0 = vadd(vadd(p1, j0 * L), (side * mm) * W);
         return In{c0, vadd(c0, c1), mm * static_cast<T>(tr.c), p1, vadd(p1, L)};
       }},

      // C1 - C0 a multiple j/2 of P2 - P1.
      {"parallel_motion", 2,
       [](D& d) {
         const V c0 = d.small_point(8);
         const T rad = small_radius(d, 8);
         const V p1 = d.small_point(8);
         V dir = d.small_point(4);
         const std::int64_t j = d.small_signed(6);
         if (dir.x == 0 && dir.y == 0) dir.y = 1;
         return In{c0, vadd(c0, (static_cast<T>(j == 0 ? 1 : j) / 2) * dir), rad, p1, vadd(p1, dir)};
       }},

      {"zero_motion", 1,
       [](D& d) {
         const V c0 = d.small_point(8);
         const T rad = small_radius(d, 8);
         const V p1 = d.small_point(8), p2 = d.small_point(8);
         return In{c0, c0, rad, p1, p2};
       }},

      // C0 and C1 on either side of the line at integer multiples of its normal.
      {"both_sides", 2,
       [](D& d) {
         const V p1 = d.small_point(8);
         V dir = d.small_point(4);
         const T a0 = static_cast<T>(d.small_signed(3)), w0 = static_cast<T>(d.small_signed(6)),
                 a1 = static_cast<T>(d.small_signed(3)), w1 = static_cast<T>(d.small_signed(6));
         const T rad = small_radius(d, 8);
         if (dir.x == 0 && dir.y == 0) dir.x = 1;
         const V W{-dir.y, dir.x};
         const auto at = [&](T a, T w) { return vadd(vadd(p1, a * dir), w * W); };
         return In{at(a0, w0), at(a1, w1), rad, p1, vadd(p1, dir)};
       }},

      // A vertical line, optionally transposed to horizontal.
      {"axis_aligned", 2,
       [](D& d) {
         const T x0 = d.small_integer(16), y0 = d.small_integer(16), dy = d.small_integer(16);
         const V c0 = d.small_point(16), c1 = d.small_point(16);
         const T rad = small_radius(d, 8);
         const bool transpose = d.bit();
         const int e = d.exponent(-20, 20);
         In in{c0, c1, rad, {x0, y0}, {x0, y0 + (dy < 0 ? dy - 1 : dy + 1)}};
         if (transpose)
           for (V* v : {&in.c0, &in.c1, &in.p1, &in.p2}) std::swap(v->x, v->y);
         return scaled_by(in, e);
       }},

      // One small configuration at 2^e over the whole exponent range,
      // sometimes translated far from the origin (rounded).
      {"scale_sweep", 3,
       [](D& d) {
         std::vector<T> v = d.small_integers(9, 16);
         const int e = d.exponent(e_lo, e_hi);
         const bool translate = d.bit();
         const int shift = d.index(f32 ? 30 : 60);
         v[4] = std::fabs(v[4]);
         for (T& x : v) x = std::ldexp(x, e);
         if (translate) {
           const T offset = std::ldexp(T(1), std::min(e + shift, +e_hi));
           for (std::size_t i : {0, 2, 5, 7}) v[i] += offset;
         }
         return from_vector<T>(v);
       }},

      // A small configuration at 2^e where quartic predicates of M (k^2 -
      // r^2 |L|^2 is of degree 4) near the ends of double's range: |e| in
      // [150, 260], where squares stay normal but fourth powers and the
      // filters' error terms approach under- or overflow, and filters give up
      // while a grid of few bits still holds the values (for double; float's
      // range never reaches there: its cases are scale_sweep's).
      {"range_edges", 1,
       [](D& d) {
         std::vector<T> v = d.small_integers(9, 16);
         const bool high = d.bit();
         const int e = f32 ? d.exponent(e_lo, e_hi) : (high ? 1 : -1) * static_cast<int>(d.integer(150, 260));
         v[4] = std::fabs(v[4]);
         for (T& x : v) x = std::ldexp(x, e);
         return from_vector<T>(v);
       }},

      {zero_length_name, 1,
       [](D& d) {
         const V c0 = d.small_point(8), c1 = d.small_point(8);
         const T rad = small_radius(d, 8);
         const V p = d.small_point(8);
         return In{c0, c1, rad, p, p};
       }},
  };
}

/// NaN and infinities in one to three places, or a negative radius.
template <class T>
gen::DrawnRegime<Input<T>, T> special_values_regime() {
  return {"special_values", 1, [](gen::Draw<T>& d) { return from_vector<T>(d.special_values(9, 8, {4})); }};
}

template <class Tag, class Shape>
struct Spec : Tag {
  using Kind = SweepKind;
  using Exact = typename Shape::Exact;

  static std::vector<std::string> kind_names() { return {"miss", "hit", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::hit; }
  static constexpr Kind miss_kind = Kind::miss;
  static std::string invalid_input_text() { return Shape::facts.invalid_inputs; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() { return {"grazing", "start_touching"}; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "C0=(" + f(v[0]) + ", " + f(v[1]) + ") C1=(" + f(v[2]) + ", " + f(v[3]) + ") r=" + f(v[4]) + " P1=(" +
           f(v[5]) + ", " + f(v[6]) + ") P2=(" + f(v[7]) + ", " + f(v[8]) + ")";
  }
  template <class T>
  static std::string show(const Result<T>& r) {
    std::string s = kind_name<Spec>(r.kind);
    if (r.kind == Kind::hit)
      s += " t=" + hex_and_decimal(r.t) + " point=(" + hex(r.point.x) + ", " + hex(r.point.y) + ") normal=(" +
           hex(r.normal.x) + ", " + hex(r.normal.y) + ")";
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<Spec>(e.kind);
    if (e.kind != Kind::hit) return s;
    if (e.start_overlap) s += " (start overlap)";
    const std::string feature = Shape::feature(e);
    if (!feature.empty()) s += " at " + feature;
    return s + " t*=" + e.t.str() + " (~" + decimal(oracle::nearest_double(e.t)) + ") point~(" +
           decimal(oracle::nearest_double(e.px)) + ", " + decimal(oracle::nearest_double(e.py)) + ") normal~(" +
           decimal(oracle::nearest_double(e.nx)) + ", " + decimal(oracle::nearest_double(e.ny)) + ")";
  }
  template <class T>
  static nlohmann::json json(const Result<T>& r) {
    nlohmann::json j{{"kind", kind_name<Spec>(r.kind)}};
    if (r.kind == Kind::hit) {
      j["t"] = hex(r.t);
      j["point"] = {hex(r.point.x), hex(r.point.y)};
      j["normal"] = {hex(r.normal.x), hex(r.normal.y)};
    }
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<Spec>(e.kind)}, {"start_overlap", e.start_overlap}};
    if (e.kind != Kind::hit) return j;
    auto num = [](const oracle::RootNumber& x) {
      return nlohmann::json{{"exact", x.str()}, {"approx", oracle::nearest_double(x)}};
    };
    const std::string feature = Shape::feature(e);
    if (!feature.empty()) j["feature"] = feature;
    j["t"] = num(e.t);
    j["point"] = {num(e.px), num(e.py)};
    j["normal"] = {num(e.nx), num(e.ny)};
    return j;
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<Spec, double>(in)) && in.r >= 0 &&
           (Shape::facts.zero_length_valid || !(in.p1 == in.p2));
  }
  static Exact exact(const Input<double>& in) { return Shape::oracle.exact(query(in)); }
  static Kind exact_kind(const Input<double>& in) { return Shape::oracle.kind(query(in)); }
  static oracle::FilterStats& filter_stats() { return Shape::oracle.stats(); }
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    return Shape::oracle.separation_sign(query(in), offset);
  }
  static std::optional<oracle::RootNumber> exact_time(const Input<double>& in, const oracle::Rational& offset) {
    return Shape::oracle.first_contact(query(in), offset);
  }
  static Contact exact_contact(const Input<double>& in) {
    const int s = separation_sign(in, oracle::Rational(0));
    return s > 0 ? Contact::apart : s == 0 ? Contact::touching : Contact::overlapping;
  }

  template <class T>
  static std::vector<double> coordinates(const std::string& component, const Result<T>& r) {
    if (r.kind != Kind::hit) return {};
    if (component == "t") return {r.t};
    if (component == "point") return {r.point.x, r.point.y};
    return {r.normal.x, r.normal.y};
  }
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string& component, const Input<double>&,
                                                           const Exact& e, const std::vector<double>&) {
    if (e.kind != Kind::hit) return {};
    if (component == "t") return {e.t};
    if (component == "point") return {e.px, e.py};
    return {e.nx, e.ny};
  }

  /// C0 lies on B: a start overlap whose normal is a convention, N of the
  /// order P1 -> P2 (which turns with that order and with mirrors), or (0, 1)
  /// when B is a single point.
  template <class T>
  static bool center_on_shape(const Input<T>& in) {
    const auto wide = widen<Spec, T>(in);
    return Shape::squared_distance(exact_point(wide.c0), query(wide)) == 0;
  }

  template <class T>
  static std::vector<generic::MapOf<Spec, T>> maps() {
    std::vector<generic::MapOf<Spec, T>> out;
    out.push_back({"endpoint_order_invariant", "P1 and P2 swapped",
                   [](const Input<T>& in) -> std::optional<Input<T>> {
                     return Input<T>{in.c0, in.c1, in.r, in.p2, in.p1};
                   },
                   [](const Input<T>& in, Result<T> r) {
                     if (center_on_shape(in) && !(in.p1 == in.p2)) r.normal = {-r.normal.x, -r.normal.y};
                     return r;
                   }});
    const auto transforms = plane_transforms<T>();
    for (auto& m : generic::plane_maps<Spec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) {
               return Input<T>{t(in.c0), t(in.c1), t.length(in.r), t(in.p1), t(in.p2)};
             },
             [](Result<T> r, const PlaneTransform<T>& t) {
               r.point = t(r.point);
               r.normal = t.direction(r.normal);
               return r;
             })) {
      const auto t = std::find_if(transforms.begin(), transforms.end(),
                                  [&](const PlaneTransform<T>& p) { return m.name == p.name; });
      if (t != transforms.end() && t->orientation < 0) {
        // A mirror turns N of the order P1 -> P2 against the mirrored line.
        m.result = [mapped = m.result](const Input<T>& in, const Result<T>& r) {
          Result<T> s = mapped(in, r);
          if (center_on_shape(in) && !(in.p1 == in.p2)) s.normal = {-s.normal.x, -s.normal.y};
          return s;
        };
      }
      // The (0, 1) normal of a center on a point segment is a fixed convention.
      m.compares = [](const std::string& component, const Input<T>& in, const Result<T>&) {
        return component != "normal" || !(in.p1 == in.p2) || !center_on_shape(in);
      };
      out.push_back(m);
    }
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes() {
    auto r = common_regimes<T>(Shape::facts.zero_length_regime);
    for (auto& own : Shape::template own_regimes<T>()) r.push_back(std::move(own));
    r.push_back(special_values_regime<T>());
    return r;
  }

  /// Answers known by construction, from exact distances (never from the
  /// oracle's roots); the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    using Answer = std::optional<Kind>;
    auto distance2 = [](const Input<T>& in, Vec2<T> p) {
      const auto wide = widen<Spec, T>(in);
      return Shape::squared_distance(exact_point({p.x, p.y}), query(wide));
    };
    auto r2 = [](const Input<T>& in) { return oracle::Rational(oracle::exact(in.r) * oracle::exact(in.r)); };
    std::vector<ExpectedAnswer<Input<T>, Kind>> out = {
        {"touching at t = 0 or t = 1 is a hit",
         "C0 or C1 at distance at most r from B (exact tangency included)",
         {"grazing", "start_overlap", "start_touching"},
         [=](const Input<T>& in) -> Answer {
           if (distance2(in, in.c0) > r2(in) && distance2(in, in.c1) > r2(in)) return std::nullopt;
           return Kind::hit;
         }},
        {"a path through B is a hit", "the center's path C0-C1 meets B", {"both_sides", "small_int_grid"},
         [](const Input<T>& in) -> Answer {
           if (!Shape::path_meets(query(widen<Spec, T>(in)))) return std::nullopt;
           return Kind::hit;
         }},
        {"a constant distance decides at t = 0",
         "the center keeps its distance to B over the frame: a hit exactly when it starts within r",
         {"zero_motion", "parallel_motion"},
         [=](const Input<T>& in) -> Answer {
           if (!Shape::distance_constant(query(widen<Spec, T>(in)))) return std::nullopt;
           return distance2(in, in.c0) <= r2(in) ? Kind::hit : Kind::miss;
         }},
    };
    for (auto& own : Shape::template own_constructions<T>()) out.push_back(std::move(own));
    return out;
  }

  template <class T>
  static std::vector<PropertyDef<Spec, T>> properties() {
    std::vector<std::string> finite;
    for (const auto& r : regimes<T>())
      if (r.name != "special_values" && (Shape::facts.zero_length_valid || r.name != Shape::facts.zero_length_regime))
        finite.push_back(r.name);
    const std::string shape = Shape::facts.noun;
    std::vector<PropertyDef<Spec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<Spec, T>(finite));
    ps.push_back(generic::t_in_unit_interval<Spec, T>(finite));
    ps.push_back(generic::time_within_contract<Spec, T>(finite));
    ps.push_back(generic::value_within_contract<Spec, T>("point", finite));
    ps.push_back(generic::value_within_contract<Spec, T>("normal", finite));
    ps.push_back(generic::normal_unit_and_oriented<Spec, T>(finite));
    for (auto& p : generic::invariance_properties<Spec, T>(
             maps<T>(),
             {{"endpoint_order_invariant",
               "swapping P1 and P2 (the same " + shape +
                   ") gives the same kind, t and point, and the same normal within both bounds (negated when C0 "
                   "lies on the " + shape + ": its normal is then N of the order P1 -> P2)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling (of the radius too) commute "
               "with the sweep: same kind, t, mapped point and normal within their bounds"}},
             finite))
      ps.push_back(std::move(p));
    auto special = generic::special_values_give_invalid_input<Spec, T>(std::string(Shape::facts.invalid_inputs) +
                                                                        " gives invalid_input");
    if (!Shape::facts.zero_length_valid) special.info.regimes.push_back(Shape::facts.zero_length_regime);
    ps.push_back(std::move(special));
    return ps;
  }
};

}  // namespace cc::check::moving_circle_and_line
