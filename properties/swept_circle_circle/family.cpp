// swept_circle_circle: the family spec (oracle, first contact of offset
// circles, value components, maps that commute with the sweep), its regimes
// and properties. The variants are registered in
// variants.cpp, beside it.

#include <limits>

#include "../../include/collide_check/swept_circle_circle.h"
#include "../../oracle/swept_circle_circle.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/sweeps.h"
#include "../generic/values.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::swept_circle_circle::Input<T>;
template <class T>
using Result = SweepResult<T>;

struct SweptCircleCircleSpec : collide_check::swept_circle_circle {
  using Exact = oracle::SweptCircleCircleExact;

  static std::vector<std::string> kind_names() { return {"miss", "hit", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.decision.kind; }
  static bool is_hit(Kind k) { return k == Kind::hit; }
  static constexpr Kind miss_kind = Kind::miss;
  static std::string invalid_input_text() { return "NaN, an infinite value or a negative radius"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() { return {"grazing", "ending_touching", "start_touching"}; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "A=(" + f(v[0]) + ", " + f(v[1]) + ")->(" + f(v[2]) + ", " + f(v[3]) + ") r=" + f(v[4]) + " B=(" + f(v[5]) +
           ", " + f(v[6]) + ")->(" + f(v[7]) + ", " + f(v[8]) + ") r=" + f(v[9]);
  }
  template <class T>
  static std::string show(const Result<T>& r) {
    std::string s = kind_name<SweptCircleCircleSpec>(r.kind);
    if (r.kind == Kind::hit)
      s += " t=" + hex_and_decimal(r.t) + " point=(" + hex(r.point.x) + ", " + hex(r.point.y) + ") normal=(" +
           hex(r.normal.x) + ", " + hex(r.normal.y) + ")";
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<SweptCircleCircleSpec>(e.decision.kind);
    if (e.decision.start_overlap) s += " (start overlap)";
    if (e.decision.kind == Kind::hit)
      s += " t*=" + e.t.str() + " (~" + decimal(oracle::nearest_double(e.t)) + ") point~(" +
           decimal(oracle::nearest_double(e.px)) + ", " + decimal(oracle::nearest_double(e.py)) + ") normal~(" +
           decimal(oracle::nearest_double(e.nx)) + ", " + decimal(oracle::nearest_double(e.ny)) + ")";
    return s;
  }
  /// L of a per-length bound (Scale::per_length, input_per_length): rA + rB,
  /// the length of the contact offset C(t) - B that a normal is the direction
  /// of; none for a miss.
  static std::optional<oracle::Real> bound_length(const std::string&, const Input<double>& in, const Exact& e) {
    if (e.decision.kind != Kind::hit) return std::nullopt;
    return oracle::Real(in.A.r) + oracle::Real(in.B.r);
  }

  template <class T>
  static nlohmann::json json(const Result<T>& r) {
    nlohmann::json j{{"kind", kind_name<SweptCircleCircleSpec>(r.kind)}};
    if (r.kind == Kind::hit) {
      j["t"] = hex(r.t);
      j["point"] = {hex(r.point.x), hex(r.point.y)};
      j["normal"] = {hex(r.normal.x), hex(r.normal.y)};
    }
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<SweptCircleCircleSpec>(e.decision.kind)},
                     {"start_overlap", e.decision.start_overlap}};
    if (e.decision.kind == Kind::hit) {
      auto num = [](const oracle::RootNumber& x) {
        return nlohmann::json{{"exact", x.str()}, {"approx", oracle::nearest_double(x)}};
      };
      j["t"] = num(e.t);
      j["point"] = {num(e.px), num(e.py)};
      j["normal"] = {num(e.nx), num(e.ny)};
    }
    return j;
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<SweptCircleCircleSpec, double>(in)) && in.A.r >= 0 && in.B.r >= 0;
  }
  static Exact exact(const Input<double>& in) { return oracle::swept_circle_circle_exact(in.A, in.B); }
  static Kind exact_kind(const Input<double>& in) { return oracle::swept_circle_circle_decision(in.A, in.B).kind; }
  static oracle::FilterStats& filter_stats() { return oracle::swept_circle_circle_stats(); }
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    return oracle::swept_circle_circle_separation_sign(in.A, in.B, offset);
  }
  static std::optional<oracle::RootNumber> exact_time(const Input<double>& in, const oracle::Rational& offset) {
    return oracle::swept_circle_circle_first_contact(in.A, in.B, offset);
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
    if (e.decision.kind != Kind::hit) return {};
    if (component == "t") return {e.t};
    if (component == "point") return {e.px, e.py};
    return {e.nx, e.ny};
  }

  template <class T>
  static std::vector<generic::MapOf<SweptCircleCircleSpec, T>> maps() {
    std::vector<generic::MapOf<SweptCircleCircleSpec, T>> out;
    // Swapping A and B negates the normal. A start overlap's point lies on B's
    // boundary and the (1, 0) normal of coincident start centers is a fixed
    // convention: neither carries over to the swapped query.
    generic::MapOf<SweptCircleCircleSpec, T> swap{
        "symmetric_in_circles", "A and B swapped",
        [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.B, in.A}; },
        [](const Input<T>&, Result<T> r) {
          r.normal = {-r.normal.x, -r.normal.y};
          return r;
        }};
    swap.compares = [](const std::string& component, const Input<T>& in, const Result<T>& r) {
      if (component == "point") return r.t != 0;
      if (component == "normal") return !(in.A.c0 == in.B.c0);
      return true;
    };
    out.push_back(swap);
    for (auto& m : generic::plane_maps<SweptCircleCircleSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) {
               return Input<T>{{t(in.A.c0), t(in.A.c1), t.length(in.A.r)}, {t(in.B.c0), t(in.B.c1), t.length(in.B.r)}};
             },
             [](Result<T> r, const PlaneTransform<T>& t) {
               r.point = t(r.point);
               r.normal = t.direction(r.normal);
               return r;
             })) {
      // The (1, 0) normal of coincident start centers is a fixed convention.
      m.compares = [](const std::string& component, const Input<T>& in, const Result<T>&) {
        return component == "t" || !(in.A.c0 == in.B.c0);
      };
      out.push_back(m);
    }
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  template <class T>
  static std::vector<PropertyDef<SweptCircleCircleSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid", "generic",      "grazing",    "ending_touching",
                                             "start_overlap",  "start_touching", "head_on",  "tunneling",
                                             "zero_radius",    "zero_relative_motion", "scale_sweep"};
    using S = SweptCircleCircleSpec;
    std::vector<PropertyDef<S, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<S, T>(finite));
    ps.push_back(generic::t_in_unit_interval<S, T>(finite));
    ps.push_back(generic::time_within_contract<S, T>(finite));
    ps.push_back(generic::value_within_contract<S, T>("point", finite));
    ps.push_back(generic::value_within_contract<S, T>("normal", finite));
    ps.push_back(generic::normal_unit_and_oriented<S, T>(finite));
    for (auto& p : generic::invariance_properties<S, T>(
             maps<T>(),
             {{"symmetric_in_circles",
               "swapping A and B gives the same kind and t, and the negated normal (t within both bounds)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling (of centers and radii) commute "
               "with the sweep: same kind, t, mapped point and normal within their bounds"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<S, T>(
        "any NaN or infinite value, or a negative radius, gives invalid_input"));
    return ps;
  }
};

// ---------------------------------------------------------------- regimes

template <class T>
Input<T> pair_of(Vec2<T> a0, Vec2<T> a1, T ra, Vec2<T> b0, Vec2<T> b1, T rb) {
  return {{a0, a1, ra}, {b0, b1, rb}};
}

/// A and B from B's motion and the relative centers D0 = A0 - B0, D1 = A1 - B1.
template <class T>
Input<T> from_relative(Vec2<T> b0, Vec2<T> b1, Vec2<T> d0, Vec2<T> d1, T ra, T rb) {
  return pair_of<T>(b0 + d0, b1 + d1, ra, b0, b1, rb);
}

template <class T>
Input<T> scaled(Input<T> p, int e) {
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
Input<T> with_symmetry(Input<T> p, int k) {
  for (Vec2<T>* v : {&p.A.c0, &p.A.c1, &p.B.c0, &p.B.c1}) *v = grid_symmetry(*v, k);
  return p;
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> SweptCircleCircleSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using P = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  const auto radius = [](D& d, std::int64_t limit) { return static_cast<T>(d.integer(0, limit)); };
  // Four points of small integers, two radii in [0, 4].
  const auto ints = [radius](D& d, std::int64_t limit) {
    const V a0 = d.small_point(limit), a1 = d.small_point(limit), b0 = d.small_point(limit), b1 = d.small_point(limit);
    const T ra = radius(d, 4), rb = radius(d, 4);
    return pair_of<T>(a0, a1, ra, b0, b1, rb);
  };
  const auto symmetry = [](D& d) { return d.index(8); };
  constexpr int e_lo = f32 ? -149 : -1074;
  constexpr int e_hi = f32 ? 123 : 1019;
  return {
      {"small_int_grid", 3, [ints](D& d) { return ints(d, 8); }},

      // A common scale 2^-k, full-width significands; radii likewise (magnitudes).
      {"generic", 3,
       [](D& d) {
         const int k = d.index(digits + 20);
         const V a0 = d.full_point(k), a1 = d.full_point(k), b0 = d.full_point(k), b1 = d.full_point(k);
         const T ra = std::fabs(d.full_precision(k + 2)), rb = std::fabs(d.full_precision(k + 2));
         return pair_of<T>(a0, a1, ra, b0, b1, rb);
       }},

      // The relative path D(t) = T + (t (l + m) - l) (p, q) runs along a line at
      // distance R = k h from B's center, tangent at T = k (-q, p) when
      // t = l / (l + m) (Pythagorean triple p^2 + q^2 = h^2): the discriminant
      // is exactly zero.
      {"grazing", 3,
       [symmetry](D& d) {
         const gen::PythagoreanTriple tr = d.triple(6);
         const std::int64_t k = d.integer(1, 3), l = d.integer(1, 8), m = d.integer(-2, 8);
         const V b0 = d.small_point(16), b1 = d.small_point(16);
         const std::int64_t split = d.integer(0, 39);
         const int sym = symmetry(d);
         const int e = d.exponent(-20, 20);
         const T p = static_cast<T>(tr.a), q = static_cast<T>(tr.b);
         const T R = static_cast<T>(k * tr.c);
         const V tangent{static_cast<T>(-k) * q, static_cast<T>(k) * p};
         const V d0 = tangent - static_cast<T>(l) * V{p, q};
         const V d1 = tangent + static_cast<T>(m) * V{p, q};
         const T ra = static_cast<T>(std::min<std::int64_t>(split, k * tr.c));
         return scaled(with_symmetry(from_relative<T>(b0, b1, d0, d1, ra, R - ra), sym), e);
       }},

      // |D1| = R exactly (D1 = k (p, q), R = k h), approached from outside:
      // D0 = D1 + E with E.D1 > 0, so the first contact is exactly t = 1.
      {"ending_touching", 2,
       [symmetry](D& d) {
         const gen::PythagoreanTriple tr = d.triple(6);
         const std::int64_t k = d.integer(1, 3);
         V E = d.small_point(12);
         const V b0 = d.small_point(16), b1 = d.small_point(16);
         const std::int64_t split = d.integer(0, 39);
         const int sym = symmetry(d);
         const int e = d.exponent(-20, 20);
         const V d1{static_cast<T>(k * tr.a), static_cast<T>(k * tr.b)};
         const T dot = E.x * d1.x + E.y * d1.y;
         if (dot < 0) E = T(-1) * E;
         if (dot == 0) E = E + d1;
         const T R = static_cast<T>(k * tr.c);
         const T ra = static_cast<T>(std::min<std::int64_t>(split, k * tr.c));
         return scaled(with_symmetry(from_relative<T>(b0, b1, d1 + E, d1, ra, R - ra), sym), e);
       }},

      // R > |D0|_1 >= |D0|: overlapping at t = 0, any motion.
      {"start_overlap", 2,
       [](D& d) {
         const V d0 = d.small_point(8), b0 = d.small_point(16), b1 = d.small_point(16), d1 = d.small_point(24);
         const T extra = static_cast<T>(d.integer(0, 7)), split = static_cast<T>(d.integer(0, 19));
         const T R = std::fabs(d0.x) + std::fabs(d0.y) + 1 + extra;
         const T ra = std::min(split, R);
         return from_relative<T>(b0, b1, d0, d1, ra, R - ra);
       }},

      // |D0| = R exactly (Pythagorean), any motion: touching at t = 0.
      {"start_touching", 2,
       [symmetry](D& d) {
         const gen::PythagoreanTriple tr = d.triple(5);
         const V b0 = d.small_point(16), b1 = d.small_point(16), d1 = d.small_point(24);
         const T split = static_cast<T>(d.integer(0, 29));
         const int sym = symmetry(d);
         const V d0{static_cast<T>(tr.a), static_cast<T>(tr.b)};
         const T R = static_cast<T>(tr.c);
         const T ra = std::min(split, R);
         return with_symmetry(from_relative<T>(b0, b1, d0, d1, ra, R - ra), sym);
       }},

      // Relative motion along the line of centers: D0 = i d, D1 = j d.
      {"head_on", 2,
       [radius](D& d) {
         V dir = d.small_point(4);
         const T i = static_cast<T>(d.small_signed(12)), j = static_cast<T>(d.small_signed(12));
         const V b0 = d.small_point(16), b1 = d.small_point(16);
         const T ra = radius(d, 6), rb = radius(d, 6);
         if (dir.x == 0 && dir.y == 0) dir = {1, 0};
         return from_relative<T>(b0, b1, i * dir, j * dir, ra, rb);
       }},

      // Fast circles: D0 = (-L, o), D1 = (L', o) with |o| < R < L, L': apart at
      // both ends, through each other in between.
      {"tunneling", 3,
       [radius, symmetry](D& d) {
         const T L = static_cast<T>(d.integer(1, 999)), L2 = static_cast<T>(d.integer(1, 999));
         const std::int64_t o = d.small_signed(20);
         const T ra = radius(d, 8), rb = radius(d, 8);
         const V b0 = d.small_point(16), b1 = d.small_point(16);
         const int sym = symmetry(d);
         const int e = d.exponent(-20, 20);
         const T R = ra + rb + 1;
         const T off = static_cast<T>(o % static_cast<std::int64_t>(R));
         const V d0{-(R + L), off}, d1{R + L2, off};
         return scaled(with_symmetry(from_relative<T>(b0, b1, d0, d1, ra + 1, rb), sym), e);
       }},

      // A and B move by the same vector (possibly zero): V == 0.
      {"zero_relative_motion", 2,
       [radius](D& d) {
         const V a0 = d.small_point(8), b0 = d.small_point(8);
         V m = d.small_point(16);
         const T ra = radius(d, 6), rb = radius(d, 6);
         if (d.bit()) m = {0, 0};
         return pair_of<T>(a0, a0 + m, ra, b0, b0 + m, rb);
       }},

      // One or both radii zero; two points sometimes on a collision course
      // (D0 = -i E, V = j E: they meet at t = i / j).
      {"zero_radius", 2,
       [ints](D& d) {
         P p = ints(d, 8);
         const int which = d.index(3);
         V E = d.small_point(4);
         const T i = static_cast<T>(d.integer(0, 5)), j = static_cast<T>(d.integer(1, 7));
         const bool course = d.bit();
         if (which != 1) p.A.r = 0;
         if (which != 0) p.B.r = 0;
         if (which == 2 && course) {
           if (E.x == 0 && E.y == 0) E = {1, 1};
           const V d0 = -i * E, d1 = d0 + j * E;
           p = from_relative<T>(p.B.c0, p.B.c1, d0, d1, T(0), T(0));
         }
         return p;
       }},

      // A small configuration at 2^e over the whole exponent range (subnormals
      // included), sometimes translated far from the origin (rounded).
      {"scale_sweep", 3,
       [ints](D& d) {
         P p = ints(d, 16);
         const int e = d.exponent(e_lo, e_hi);
         const bool translate = d.bit();
         const int shift = d.index(f32 ? 30 : 60);
         p = scaled(p, e);
         if (translate) {
           const T offset = std::ldexp(T(1), std::min(e + shift, +e_hi));
           for (V* v : {&p.A.c0, &p.A.c1, &p.B.c0, &p.B.c1}) v->x += offset;
         }
         return p;
       }},

      // NaN and infinities in one to three places, or a negative radius.
      {"special_values", 1,
       [](D& d) {
         std::vector<T> v = d.special_values(10, 8);
         const bool negative_radius = d.index(4) == 0, which = d.bit();
         if (negative_radius) {
           v = {1, 2, 3, 4, 1, 0, 0, 0, 0, 1};
           v[which ? 4 : 9] = -std::fabs(v[which ? 4 : 9]) - 1;
         }
         return collide_check::from_values<SweptCircleCircleSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::swept_circle_circle, cc::check::SweptCircleCircleSpec)
