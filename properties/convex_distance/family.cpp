// convex_distance: the family spec (the answer's structure, the oracle, the
// shapes the closest points are judged on, the maps, the regimes and the
// properties). The variants are registered in variants.cpp, beside it.

#include "../family.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../../include/collide_check/convex_distance.h"
#include "../../oracle/convex_distance.h"
#include "../common.h"
#include "../contact_kinds.h"
#include "../exact_lines.h"
#include "../format.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/values.h"
#include "../lattice_polygon.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::convex_distance::Input<T>;

oracle::ConvexCore core_of(const ConvexPolygon<double>& p) {
  oracle::ConvexCore k;
  k.n = merged_vertices(p, k.v);
  return k;
}

struct ConvexDistanceSpec : collide_check::convex_distance, ContactKinds {
  using Self = ConvexDistanceSpec;
  using Exact = oracle::ConvexDistanceExact;

  template <class T>
  static Kind kind(const ConvexDistance<T>& r) {
    return r.kind;
  }
  static Kind kind(const Exact& e) { return e.kind; }
  static std::string invalid_input_text() {
    return "NaN, an infinite value, or a polygon of 3 or more vertices that is not strictly convex and "
           "counterclockwise";
  }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"touching_edge", "touching_vertex", "vertex_on_edge", "near_touching", "full_precision_touching"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    const auto shape = [&](std::size_t at) {
      std::string s;
      for (int i = 0; i < kMaxPolygonVertices; ++i)
        s += "(" + f(v[at + 2 * static_cast<std::size_t>(i)]) + ", " + f(v[at + 2 * static_cast<std::size_t>(i) + 1]) +
             ") ";
      return s;
    };
    return "A=" + shape(0) + " B=" + shape(16);
  }
  template <class T>
  static std::string show(const ConvexDistance<T>& r) {
    std::string s = kind_name<Self>(r.kind);
    if (r.kind == Kind::invalid_input) return s;
    s += " distance=" + hex_and_decimal(r.distance);
    if (r.kind != Kind::overlapping)
      s += " pA=(" + hex(r.pA.x) + ", " + hex(r.pA.y) + ") pB=(" + hex(r.pB.x) + ", " + hex(r.pB.y) + ")";
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<Self>(e.kind);
    if (e.kind == Kind::invalid_input) return s;
    return s + " distance=" + e.distance.str() + " ~ " + decimal(oracle::nearest_double(e.distance));
  }
  template <class T>
  static nlohmann::json json(const ConvexDistance<T>& r) {
    nlohmann::json j{{"kind", kind_name<Self>(r.kind)}};
    if (r.kind == Kind::invalid_input) return j;
    j["distance"] = hex(r.distance);
    if (r.kind != Kind::overlapping) {
      j["pA"] = {hex(r.pA.x), hex(r.pA.y)};
      j["pB"] = {hex(r.pB.x), hex(r.pB.y)};
    }
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<Self>(e.kind)}};
    if (e.kind == Kind::invalid_input) return j;
    j["distance"] = e.distance.str();
    return j;
  }

  /// Finite values and valid polygons.
  static bool valid(const Input<double>& in) {
    if (!check::all_finite(values_of<Self, double>(in))) return false;
    return oracle::convex_core_valid(core_of(in.A), oracle::convex_convex_stats()) &&
           oracle::convex_core_valid(core_of(in.B), oracle::convex_convex_stats());
  }
  static Exact exact(const Input<double>& in) {
    if (!valid(in)) return {};
    return oracle::convex_distance_exact(core_of(in.A), core_of(in.B));
  }
  static Kind exact_kind(const Input<double>& in) {
    if (!valid(in)) return Kind::invalid_input;
    return oracle::convex_distance_kind(core_of(in.A), core_of(in.B));
  }
  /// The decision is convex_convex's with radii 0: its filters count there.
  static oracle::FilterStats& filter_stats() { return oracle::convex_convex_stats(); }
  static Contact exact_contact(const Input<double>& in) { return contact_of(exact_kind(in)); }
  /// The sign of (separation - offset), exactly: the separation is the
  /// distance apart and minus the penetration depth where the polygons meet
  /// (convex_convex's, radii 0).
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    const auto e = oracle::convex_convex_exact(core_of(in.A), 0, core_of(in.B), 0);
    return oracle::sign(oracle::RootNumber(oracle::Rational(e.separation.a - offset), e.separation.b, e.separation.d));
  }

  template <class T>
  static std::vector<double> coordinates(const std::string& component, const ConvexDistance<T>& r) {
    if (r.kind == Kind::invalid_input) return {};
    if (component == "distance") return {r.distance};
    if (r.kind == Kind::overlapping) return {};  // no points on overlap
    return {r.pA.x, r.pA.y, r.pB.x, r.pB.y};
  }
  /// The distance; the points have no exact value (closest_points_within_contract
  /// judges them through near_shape).
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string& component, const Input<double>&,
                                                           const Exact& e, const std::vector<double>&) {
    if (e.kind == Kind::invalid_input || component != "distance") return {};
    return {e.distance};
  }
  /// Whether p lies within `bound` of A (which == 0) or B, the closed polygon.
  static bool near_shape(const Input<double>& in, int which, const oracle::RationalPoint& p,
                         const oracle::Rational& bound, double* distance) {
    return oracle::near_convex_core(core_of(which == 0 ? in.A : in.B), p, bound, distance);
  }
  /// Maps compare kind and distance; the closest points are an algorithm's
  /// choice where they are not unique, judged on each case by
  /// closest_points_within_contract.
  template <class T>
  static bool compares(const std::string& component, const Input<T>&) {
    return component != "points";
  }

  template <class T>
  static std::vector<generic::MapOf<Self, T>> maps();
  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {
        {"constructed contacts touch",
         "an edge on an edge, a vertex on an edge or two vertices, exactly (lattice polygons, quarter turns and "
         "powers of two; full-width coordinates on one exact line)",
         {"touching_edge", "touching_vertex", "vertex_on_edge"},
         [](const Input<T>&) -> std::optional<Kind> { return Kind::touching; }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<Self, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid", "generic",     "touching_edge", "touching_vertex",         "vertex_on_edge", "near_touching",
        "parallel_edges", "overlapping", "degenerate",    "full_precision_touching", "scale_sweep"};
    std::vector<PropertyDef<Self, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<Self, T>(finite));
    ps.push_back(generic::value_within_contract<Self, T>("distance", finite));
    ps.push_back(generic::closest_points_within_contract<Self, T>(finite));
    for (auto& p : generic::invariance_properties<Self, T>(
             maps<T>(),
             {{"symmetric_in_a_and_b", "swapping A and B gives the same kind and distance (the points swap)"},
              {"vertex_order_invariant", "starting A or B at another slot gives the same kind and distance"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors (both orders reversed), transposition and power-of-two scaling give "
               "the mapped kind and distance"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<Self, T>(
        "a NaN or infinite value, or a polygon that is not strictly convex and counterclockwise, gives "
        "invalid_input",
        {"special_values", "invalid_polygon"}));
    return ps;
  }
};

/// A polygon under an exact map of the plane: a mirror reverses the slots to
/// keep it counterclockwise.
template <class T>
ConvexPolygon<T> transformed(const ConvexPolygon<T>& p, const PlaneTransform<T>& t) {
  ConvexPolygon<T> out;
  for (int i = 0; i < kMaxPolygonVertices; ++i) out.v[i] = t(p.v[t.orientation > 0 ? i : kMaxPolygonVertices - 1 - i]);
  return out;
}

template <class T>
std::vector<generic::MapOf<ConvexDistanceSpec, T>> ConvexDistanceSpec::maps() {
  using M = generic::MapOf<Self, T>;
  std::vector<M> out;
  const auto keep = [](const std::string& component, const Input<T>& in, const ConvexDistance<T>&) {
    return compares(component, in);
  };
  M swap{"symmetric_in_a_and_b", "A and B swapped",
         [](const Input<T>& in) -> std::optional<Input<T>> {
           return Input<T>{in.B, in.A};
         },
         [](const Input<T>&, ConvexDistance<T> r) {
           std::swap(r.pA, r.pB);
           return r;
         }};
  swap.compares = keep;
  out.push_back(swap);
  for (int k = 1; k < kMaxPolygonVertices; ++k) {
    M m{"vertex_order_invariant", "A's slots rotated by " + std::to_string(k) + ", B's by " + std::to_string(8 - k),
        [k](const Input<T>& in) -> std::optional<Input<T>> {
          Input<T> o = in;
          for (int i = 0; i < kMaxPolygonVertices; ++i) {
            o.A.v[i] = in.A.v[(i + k) % kMaxPolygonVertices];
            o.B.v[i] = in.B.v[(i + kMaxPolygonVertices - k) % kMaxPolygonVertices];
          }
          return o;
        },
        [](const Input<T>&, const ConvexDistance<T>& r) { return r; }};
    m.compares = keep;
    out.push_back(m);
  }
  auto planes = generic::plane_maps<Self, T>(
      "exact_transform_invariant",
      [](const Input<T>& in, const PlaneTransform<T>& t) {
        return Input<T>{transformed(in.A, t), transformed(in.B, t)};
      },
      [](ConvexDistance<T> r, const PlaneTransform<T>& t) {
        r.distance = t.length(r.distance);
        r.pA = t(r.pA);
        r.pB = t(r.pB);
        return r;
      });
  for (auto& m : planes) {
    m.compares = keep;
    out.push_back(m);
  }
  return out;
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> ConvexDistanceSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  const auto lattice = [](D& d, const gen::PythagoreanTriple& t, int min_n, std::vector<V> must, T cut = 0) {
    return lattice_subset<T>(d, t, min_n, std::move(must), cut);
  };
  const auto placed = [](D& d, const std::vector<V>& poly, V o) { return placed_polygon<T>(d, poly, o); };
  // A quarter turn (drawn) and a power of two: exact maps that keep a contact.
  const auto turned_and_scaled = [](D& d, In in, int lo, int hi) {
    const int quarter = d.index(4);
    const T f = std::ldexp(T(1), d.exponent(lo, hi));
    for (ConvexPolygon<T>* p : {&in.A, &in.B})
      for (V& v : p->v) {
        for (int q = 0; q < quarter; ++q) v = V{-v.y, v.x};
        v = f * v;
      }
    return in;
  };
  // B's top edge (-a, b) -> (a, b) is horizontal; A's bottom edge (a', -b')
  // -> (-a', -b') lies on it, or `gap` above it, overlapping it along x.
  const auto edge_on_edge = [lattice, placed](D& d, std::int64_t gap) {
    const gen::PythagoreanTriple tb = d.triple(12);
    const gen::PythagoreanTriple ta = d.triple(12);
    const T a = T(tb.a), b = T(tb.b), a2 = T(ta.a), b2 = T(ta.b);
    const auto pb = lattice(d, tb, 3, {V{a, b}, V{-a, b}}, b);
    const auto pa = lattice(d, ta, 3, {V{a2, -b2}, V{-a2, -b2}}, -b2);
    const V ob = d.small_point(32);
    const std::int64_t reach = tb.a + ta.a - 1;
    const std::int64_t dx = d.integer(-reach, reach);
    In in;
    in.B = placed(d, pb, ob);
    in.A = placed(d, pa, ob + V{T(dx), b + b2 + T(gap)});
    return in;
  };
  // B's vertex v = (a, b) and A's vertex -v on the same circle: A's centre at
  // 2 v, the two vertices at one point (v lies inside both normal cones).
  const auto vertex_vertex = [lattice, placed](D& d) {
    const gen::PythagoreanTriple t = d.triple(12);
    const V v{T(t.a), T(t.b)};
    const auto pb = lattice(d, t, 3, {v});
    const auto pa = lattice(d, t, 3, {V{-v.x, -v.y}});
    const V ob = d.small_point(32);
    In in;
    in.B = placed(d, pb, ob);
    in.A = placed(d, pa, ob + T(2) * v);
    return in;
  };
  // A's lowest vertex (0, -c') on B's top edge (-a, b) -> (a, b), or `gap` above it.
  const auto vertex_edge = [lattice, placed](D& d, std::int64_t gap) {
    const gen::PythagoreanTriple tb = d.triple(12);
    const gen::PythagoreanTriple ta = d.triple(12);
    const T a = T(tb.a), b = T(tb.b);
    const auto pb = lattice(d, tb, 3, {V{a, b}, V{-a, b}}, b);
    const auto pa = lattice(d, ta, 3, {V{0, T(-ta.c)}});
    const V ob = d.small_point(32);
    const std::int64_t dx = d.integer(-tb.a, tb.a);
    In in;
    in.B = placed(d, pb, ob);
    in.A = placed(d, pa, ob + V{T(dx), b + T(ta.c) + T(gap)});
    return in;
  };
  // Within [2^-18, 2^12] mostly (the ends of the range are extreme_scale's
  // and scale_sweep's).
  constexpr int e_lo = -18, e_hi = 12;
  // Two lattice polygons near each other on small integers.
  const auto small = [lattice, placed](D& d) {
    const gen::PythagoreanTriple ta = d.triple(12);
    const gen::PythagoreanTriple tb = d.triple(12);
    const auto pa = lattice(d, ta, 3, {});
    const auto pb = lattice(d, tb, 3, {});
    const V oa = d.small_point(32);
    const V ob = d.small_point(32);
    In in;
    in.A = placed(d, pa, oa);
    in.B = placed(d, pb, ob);
    return in;
  };
  return {
      {"small_int_grid", 2, small},
      // Two valid polygons near each other at full precision: the small-integer
      // case scaled by a full-width factor and moved.
      {"generic", 3,
       [small](D& d) {
         In in = small(d);
         const int k = d.index(digits);
         const T f = std::fabs(d.full_precision(k)) + std::ldexp(T(1), -k);
         const V shift = d.full_point(k);
         for (ConvexPolygon<T>* p : {&in.A, &in.B})
           for (V& v : p->v) v = f * v + shift;
         return in;
       }},
      {"touching_edge", 3,
       [edge_on_edge, turned_and_scaled](D& d) {
         const In in = edge_on_edge(d, 0);  // drawn first: a call's arguments have no order
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      {"touching_vertex", 2,
       [vertex_vertex, turned_and_scaled](D& d) {
         const In in = vertex_vertex(d);
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      {"vertex_on_edge", 3,
       [vertex_edge, turned_and_scaled](D& d) {
         const In in = vertex_edge(d, 0);
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      // A touching case with one vertex of A (every slot holding it) moved by
      // 1 to 3 ulps either way in x or y: k ulps apart, or overlapping.
      {"near_touching", 3,
       [edge_on_edge, vertex_vertex, vertex_edge, turned_and_scaled](D& d) {
         const int which = d.index(3);
         In in = which == 0 ? edge_on_edge(d, 0) : which == 1 ? vertex_vertex(d) : vertex_edge(d, 0);
         in = turned_and_scaled(d, in, e_lo, e_hi);
         const int k0 = static_cast<int>(d.small_signed(3));
         const int k = k0 == 0 ? 1 : k0;
         const bool along_x = d.bit();
         const int slot = d.index(kMaxPolygonVertices);
         const V old = in.A.v[slot];
         const V moved = along_x ? V{gen::ulps_away(old.x, k), old.y} : V{old.x, gen::ulps_away(old.y, k)};
         for (V& v : in.A.v)
           if (v == old) v = moved;
         return in;
       }},
      // Parallel edges facing each other 1 to 4 apart: the closest points are
      // not unique.
      {"parallel_edges", 2,
       [edge_on_edge, turned_and_scaled](D& d) {
         const std::int64_t gap = d.integer(1, 4);
         const In in = edge_on_edge(d, gap);
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      // Overlapping: edge on edge pushed 1 to 3 into B, or A's centre inside B.
      {"overlapping", 2,
       [edge_on_edge, lattice, placed, turned_and_scaled](D& d) {
         if (d.bit()) {
           const std::int64_t down = d.integer(1, 3);
           const In in = edge_on_edge(d, -down);
           return turned_and_scaled(d, in, e_lo, e_hi);
         }
         const gen::PythagoreanTriple tb = d.triple(12);
         const gen::PythagoreanTriple ta = d.triple(4);
         const auto pb = lattice(d, tb, 3, {});
         const auto pa = lattice(d, ta, 3, {});
         const V ob = d.small_point(32);
         const V off = d.small_point(std::max<std::int64_t>(1, tb.c / 4));
         In in;
         in.B = placed(d, pb, ob);
         in.A = placed(d, pa, ob + off);
         return in;
       }},
      // Polygons of one or two distinct vertices (points, segments), against
      // each other or a polygon; segments on one line half the time.
      {"degenerate", 2,
       [](D& d) {
         const int kind_a = d.index(3), kind_b = d.index(3);  // 0 point, 1 segment, 2 polygon
         const bool same_line = d.bit();
         const T line_y = T(d.integer(-8, 8));
         In in;
         for (int s = 0; s < 2; ++s) {
           ConvexPolygon<T>& p = s == 0 ? in.A : in.B;
           const int kind = s == 0 ? kind_a : kind_b;
           p = degenerate_slots<T>(d, kind, same_line, line_y);
         }
         return in;
       }},
      // A vertex q of triangle A exactly on segment B = p0 p1 at full
      // precision (three points of one exact line, gen::ExactLine, at
      // unrelated exponents, q between the others), or q moved 1 ulp off the
      // line either way (apart, or overlapping); A's other vertices a
      // segment's length off the line.
      {"full_precision_touching", 3,
       [](D& d) {
         const auto line = gen::ExactLine<T>::draw(d);
         const std::int64_t k0 = gen::ExactLine<T>::significand(d);
         const std::int64_t k1 = gen::ExactLine<T>::significand(d);
         const std::int64_t k2 = gen::ExactLine<T>::significand(d);
         const int s = d.exponent(-12, 4);
         const int s0 = s + static_cast<int>(d.integer(0, 3));
         const int s1 = s + static_cast<int>(d.integer(0, 3));
         const int s2 = s - 2 - d.index(digits);
         const V p0 = line.point(k0, s0), p1 = line.point(-k1, s1);
         V q = line.point(d.bit() ? k2 : -k2, s2);
         const int off = d.index(3);  // 0 on the line, 1 or 2 one ulp off
         if (off > 0) {
           const int k = off == 1 ? 1 : -1;
           q = d.bit() ? V{gen::ulps_away(q.x, k), q.y} : V{q.x, gen::ulps_away(q.y, k)};
         }
         const V dir = p1 - p0;
         const V nrm{-dir.y, dir.x};
         const T side = d.bit() ? T(0.5) : T(-0.5);
         const V u = q + side * nrm - T(0.25) * dir, w = q + side * nrm + T(0.25) * dir;
         In in;
         const bool ccw = (u.x - q.x) * (w.y - q.y) - (u.y - q.y) * (w.x - q.x) > 0;
         const V tri[3] = {q, ccw ? u : w, ccw ? w : u};
         const int rot = d.index(kMaxPolygonVertices);
         for (int i = 0; i < kMaxPolygonVertices; ++i) {
           in.A.v[(i + rot) % kMaxPolygonVertices] = tri[std::min(i, 2)];
           in.B.v[i] = i < 4 ? p0 : p1;
         }
         if (d.bit()) std::swap(in.A, in.B);
         return in;
       }},
      // Invalid polygons (A or B): clockwise, a vertex on its neighbours' line,
      // a five-pointed star (every turn left, two windings).
      {"invalid_polygon", 1,
       [lattice, small](D& d) {
         In in = small(d);
         const gen::PythagoreanTriple t = d.triple(12);
         const auto p = lattice(d, t, 5, {});
         const int kind = d.index(3);
         const bool on_a = d.bit();
         const V o = d.small_point(16);
         ConvexPolygon<T>& target = on_a ? in.A : in.B;
         target = invalid_polygon_slots<T>(p, kind, o);
         return in;
       }},
      // A small-integer case scaled whole by 2^e, e over most of T's range.
      {"scale_sweep", 2,
       [small](D& d) {
         In in = small(d);
         constexpr int top = std::numeric_limits<T>::max_exponent - 12;
         const T f = std::ldexp(T(1), d.exponent(-top, top));
         for (ConvexPolygon<T>* p : {&in.A, &in.B})
           for (V& v : p->v) v = f * v;
         return in;
       }},
      {"special_values", 1,
       [](D& d) {
         const std::vector<T> v = d.special_values(32, 4);
         return collide_check::from_values<ConvexDistanceSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::convex_distance, cc::check::ConvexDistanceSpec)
