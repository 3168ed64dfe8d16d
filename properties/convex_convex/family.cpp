// convex_convex: the family spec (the answer's structure, the oracle, the
// manifold's surfaces, the maps, the regimes and the properties). The variants
// are registered in variants.cpp, beside it.

#include <algorithm>
#include <cmath>
#include <limits>

#include "../../include/collide_check/convex_convex.h"
#include "../../oracle/convex_convex.h"
#include "../common.h"
#include "../contact_kinds.h"
#include "../family.h"
#include "../format.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/sweeps.h"
#include "../generic/values.h"
#include "../lattice_polygon.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::convex_convex::Input<T>;

oracle::ConvexCore core_of(const RoundedPolygon<double>& p) {
  oracle::ConvexCore k;
  k.n = merged_vertices(p.core, k.v);
  return k;
}

struct ConvexConvexSpec : collide_check::convex_convex, ContactKinds {
  using Self = ConvexConvexSpec;
  using Exact = oracle::ConvexConvexExact;

  template <class T>
  static Kind kind(const ConvexContact<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static std::string invalid_input_text() {
    return "NaN, an infinite value, a negative radius, or a polygon of 3 or more vertices that is not strictly "
           "convex and counterclockwise";
  }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"touching_edge", "touching_vertex", "vertex_on_edge", "near_touching", "coincident"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    const auto shape = [&](std::size_t at) {
      std::string s;
      for (int i = 0; i < kMaxPolygonVertices; ++i)
        s += "(" + f(v[at + 2 * static_cast<std::size_t>(i)]) + ", " + f(v[at + 2 * static_cast<std::size_t>(i) + 1]) + ") ";
      return s + "r " + f(v[at + 16]);
    };
    return "A=" + shape(0) + "  B=" + shape(17);
  }
  template <class T>
  static std::string show(const ConvexContact<T>& r) {
    std::string s = kind_name<Self>(r.kind);
    if (r.kind == Kind::invalid_input) return s;
    s += " normal=(" + hex(r.normal.x) + ", " + hex(r.normal.y) + ") separation=" + hex_and_decimal(r.separation);
    for (int i = 0; i < r.count && i < kMaxManifoldPoints; ++i)
      s += " point" + std::to_string(i) + "=(" + hex(r.point[i].x) + ", " + hex(r.point[i].y) + ") gap " +
           hex_and_decimal(r.gap[i]);
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<Self>(e.kind);
    if (e.kind == Kind::invalid_input) return s;
    s += " separation=" + e.separation.str() + " ~ " + decimal(oracle::nearest_double(e.separation));
    if (e.normal)
      s += " normal~(" + decimal(oracle::nearest_double((*e.normal)[0])) + ", " +
           decimal(oracle::nearest_double((*e.normal)[1])) + ")";
    else
      s += " normal not unique";
    return s + (e.cores_meet ? " (cores meet)" : " (cores apart)");
  }
  template <class T>
  static nlohmann::json json(const ConvexContact<T>& r) {
    nlohmann::json j{{"kind", kind_name<Self>(r.kind)}};
    if (r.kind == Kind::invalid_input) return j;
    j["normal"] = {hex(r.normal.x), hex(r.normal.y)};
    j["separation"] = hex(r.separation);
    nlohmann::json points = nlohmann::json::array();
    for (int i = 0; i < r.count && i < kMaxManifoldPoints; ++i)
      points.push_back({{"point", {hex(r.point[i].x), hex(r.point[i].y)}}, {"gap", hex(r.gap[i])}});
    j["manifold"] = points;
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<Self>(e.kind)}};
    if (e.kind == Kind::invalid_input) return j;
    j["separation"] = e.separation.str();
    if (e.normal) j["normal"] = {(*e.normal)[0].str(), (*e.normal)[1].str()};
    return j;
  }

  /// Finite values, radii >= 0 and valid cores.
  static bool valid(const Input<double>& in) {
    if (!check::all_finite(values_of<Self, double>(in)) || in.A.r < 0 || in.B.r < 0) return false;
    return oracle::convex_core_valid(core_of(in.A), oracle::convex_convex_stats()) &&
           oracle::convex_core_valid(core_of(in.B), oracle::convex_convex_stats());
  }
  static Exact exact(const Input<double>& in) {
    if (!valid(in)) return {};
    return oracle::convex_convex_exact(core_of(in.A), in.A.r, core_of(in.B), in.B.r);
  }
  static Kind exact_kind(const Input<double>& in) {
    if (!valid(in)) return Kind::invalid_input;
    return oracle::convex_convex_kind(core_of(in.A), in.A.r, core_of(in.B), in.B.r);
  }
  static oracle::FilterStats& filter_stats() { return oracle::convex_convex_stats(); }
  static Contact exact_contact(const Input<double>& in) {
    return contact_of(exact_kind(in));
  }
  /// The sign of (separation - offset), exactly.
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    const Exact e = exact(in);
    return oracle::sign(oracle::RootNumber(oracle::Rational(e.separation.a - offset), e.separation.b, e.separation.d));
  }

  template <class T>
  static std::vector<double> coordinates(const std::string& component, const ConvexContact<T>& r) {
    if (r.kind == Kind::invalid_input) return {};
    if (component == "normal") return {r.normal.x, r.normal.y};
    if (component == "separation") return {r.separation};
    std::vector<double> m;
    for (int i = 0; i < std::clamp(r.count, 0, kMaxManifoldPoints); ++i)
      m.insert(m.end(), {static_cast<double>(r.point[i].x), static_cast<double>(r.point[i].y),
                         static_cast<double>(r.gap[i])});
    return m;
  }
  /// The normal where unique, the separation; the manifold has no exact value
  /// (manifold_within_contract judges it through near_surface).
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string& component, const Input<double>&,
                                                           const Exact& e, const std::vector<double>&) {
    if (e.kind == Kind::invalid_input) return {};
    if (component == "normal") {
      if (!e.normal) return {};
      return {(*e.normal)[0], (*e.normal)[1]};
    }
    if (component == "separation") return {e.separation};
    return {};
  }
  static bool value_not_unique(const std::string& component, const Input<double>&, const Exact& e) {
    return component == "normal" && e.kind != Kind::invalid_input && !e.normal;
  }
  /// Whether p lies within `bound` of A's (which == 0) or B's rounded surface.
  static bool near_surface(const Input<double>& in, int which, const oracle::RationalPoint& p,
                           const oracle::Rational& bound, double* distance) {
    const RoundedPolygon<double>& s = which == 0 ? in.A : in.B;
    return oracle::near_rounded_surface(core_of(s), s.r, p, bound, distance);
  }

  /// Whether the exact normal of a (T-valued) input is unique: maps compare
  /// normals only there.
  template <class T>
  static bool normal_unique(const Input<T>& in) {
    const auto wide = widen<Self, T>(in);
    if (!valid(wide)) return true;
    // Every map of a case asks it of the same input (recent_answers.h).
    thread_local RecentAnswers<bool> recent;
    return recent.get(values_of<Self, double>(wide), [&](const Values&) { return exact(wide).normal.has_value(); });
  }
  /// Maps compare kind, separation, and the normal where unique; a manifold is
  /// an algorithm's choice, judged on each case by manifold_within_contract.
  template <class T>
  static bool compares(const std::string& component, const Input<T>& in) {
    if (component == "manifold") return false;
    return component != "normal" || normal_unique(in);
  }

  template <class T>
  static std::vector<generic::MapOf<Self, T>> maps();
  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {
        {"constructed tangencies touch",
         "an edge on an edge, a vertex on an edge or two vertices, at distance A.r + B.r exactly (lattice polygons, "
         "quarter turns and powers of two)",
         {"touching_edge", "touching_vertex", "vertex_on_edge"},
         [](const Input<T>&) -> std::optional<Kind> { return Kind::touching; }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<Self, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid", "generic",        "touching_edge", "touching_vertex",
                                             "vertex_on_edge", "near_touching",  "parallel_edges", "inside",
                                             "coincident",     "degenerate_core", "scale_sweep"};
    std::vector<PropertyDef<Self, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<Self, T>(finite));
    ps.push_back(generic::value_within_contract<Self, T>("normal", finite));
    ps.push_back(generic::value_within_contract<Self, T>("separation", finite));
    ps.push_back(generic::normal_unit_and_oriented<Self, T>(finite));
    ps.push_back(generic::manifold_within_contract<Self, T>(finite));
    for (auto& p : generic::invariance_properties<Self, T>(
             maps<T>(),
             {{"symmetric_in_a_and_b",
               "swapping A and B gives the same kind and separation and the opposite normal (where unique)"},
              {"vertex_order_invariant",
               "starting A or B at another slot gives the same kind, normal and separation (the normal where unique)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors (both orders reversed), transposition and power-of-two scaling (of the "
               "radii too) give the mapped kind, normal and separation"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<Self, T>(
        "a NaN or infinite value, a negative radius, or a polygon that is not strictly convex and counterclockwise, "
        "gives invalid_input",
        {"special_values", "invalid_polygon"}));
    return ps;
  }
};

/// A rounded polygon under an exact map of the plane: a mirror reverses the
/// slots to keep it counterclockwise.
template <class T>
RoundedPolygon<T> transformed(const RoundedPolygon<T>& p, const PlaneTransform<T>& t) {
  RoundedPolygon<T> out{{}, t.length(p.r)};
  for (int i = 0; i < kMaxPolygonVertices; ++i)
    out.core.v[i] = t(p.core.v[t.orientation > 0 ? i : kMaxPolygonVertices - 1 - i]);
  return out;
}

/// The answer to (B, A) from the answer to (A, B): the normal reversed, each
/// point moved by its gap onto the other surface.
template <class T>
ConvexContact<T> swapped(ConvexContact<T> r) {
  for (int i = 0; i < std::clamp(r.count, 0, kMaxManifoldPoints); ++i)
    r.point[i] = {r.point[i].x + r.gap[i] * r.normal.x, r.point[i].y + r.gap[i] * r.normal.y};
  r.normal = {-r.normal.x, -r.normal.y};
  return r;
}

template <class T>
std::vector<generic::MapOf<ConvexConvexSpec, T>> ConvexConvexSpec::maps() {
  using M = generic::MapOf<Self, T>;
  std::vector<M> out;
  const auto keep = [](const std::string& component, const Input<T>& in, const ConvexContact<T>&) {
    return compares(component, in);
  };
  M swap{"symmetric_in_a_and_b", "A and B swapped",
         [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.B, in.A}; },
         [](const Input<T>&, const ConvexContact<T>& r) { return swapped(r); }};
  swap.compares = keep;
  out.push_back(swap);
  for (int k = 1; k < kMaxPolygonVertices; ++k) {
    M m{"vertex_order_invariant", "A's slots rotated by " + std::to_string(k) + ", B's by " + std::to_string(8 - k),
        [k](const Input<T>& in) -> std::optional<Input<T>> {
          Input<T> o = in;
          for (int i = 0; i < kMaxPolygonVertices; ++i) {
            o.A.core.v[i] = in.A.core.v[(i + k) % kMaxPolygonVertices];
            o.B.core.v[i] = in.B.core.v[(i + kMaxPolygonVertices - k) % kMaxPolygonVertices];
          }
          return o;
        },
        [](const Input<T>&, const ConvexContact<T>& r) { return r; }};
    m.compares = keep;
    out.push_back(m);
  }
  auto planes = generic::plane_maps<Self, T>(
      "exact_transform_invariant",
      [](const Input<T>& in, const PlaneTransform<T>& t) { return Input<T>{transformed(in.A, t), transformed(in.B, t)}; },
      [](ConvexContact<T> r, const PlaneTransform<T>& t) {
        r.normal = t.direction(r.normal);
        r.separation = t.length(r.separation);
        for (int i = 0; i < std::clamp(r.count, 0, kMaxManifoldPoints); ++i) {
          r.point[i] = t(r.point[i]);
          r.gap[i] = t.length(r.gap[i]);
        }
        return r;
      });
  for (auto& m : planes) {
    m.compares = keep;
    out.push_back(m);
  }
  return out;
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> ConvexConvexSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  const auto lattice = [](D& d, const gen::PythagoreanTriple& t, int min_n, std::vector<V> must, T cut = 0) {
    return lattice_subset<T>(d, t, min_n, std::move(must), cut);
  };
  const auto placed = [](D& d, const std::vector<V>& poly, V o) {
    return RoundedPolygon<T>{placed_polygon<T>(d, poly, o), T(0)};
  };
  const auto split = [](D& d, std::int64_t total, In& in) {
    const std::int64_t j = d.integer(0, total);
    in.A.r = T(j);
    in.B.r = T(total - j);
  };
  // A quarter turn (drawn) and a power of two: exact maps that keep a tangency.
  const auto turned_and_scaled = [](D& d, In in, int lo, int hi) {
    const int quarter = d.index(4);
    const T f = std::ldexp(T(1), d.exponent(lo, hi));
    for (RoundedPolygon<T>* p : {&in.A, &in.B}) {
      for (V& v : p->core.v) {
        for (int q = 0; q < quarter; ++q) v = V{-v.y, v.x};
        v = f * v;
      }
      p->r *= f;
    }
    return in;
  };
  // B's top edge (-a, b) -> (a, b) is horizontal; A's bottom edge (a', -b')
  // -> (-a', -b') lies on it (R = 0) or R above it, overlapping it along x.
  const auto touching_edge = [lattice, placed, split](D& d) {
    const gen::PythagoreanTriple tb = d.triple(12);
    const gen::PythagoreanTriple ta = d.triple(12);
    const T a = T(tb.a), b = T(tb.b), a2 = T(ta.a), b2 = T(ta.b);
    const auto pb = lattice(d, tb, 3, {V{a, b}, V{-a, b}}, b);
    const auto pa = lattice(d, ta, 3, {V{a2, -b2}, V{-a2, -b2}}, -b2);
    const V ob = d.small_point(32);
    const std::int64_t reach = tb.a + ta.a - 1;
    const std::int64_t dx = d.integer(-reach, reach);
    const std::int64_t R = d.integer(0, 3);
    In in;
    in.B = placed(d, pb, ob);
    in.A = placed(d, pa, ob + V{T(dx), b + b2 + T(R)});
    split(d, R, in);
    return in;
  };
  // B's vertex v = (a, b) and A's vertex -v on the same circle: A's centre at
  // (2 + m) v, the vertices m c apart along v (inside both normal cones).
  const auto touching_vertex = [lattice, placed, split](D& d) {
    const gen::PythagoreanTriple t = d.triple(12);
    const V v{T(t.a), T(t.b)};
    const auto pb = lattice(d, t, 3, {v});
    const auto pa = lattice(d, t, 3, {V{-v.x, -v.y}});
    const V ob = d.small_point(32);
    const std::int64_t m = d.integer(0, 3);
    In in;
    in.B = placed(d, pb, ob);
    in.A = placed(d, pa, ob + T(2 + m) * v);
    split(d, m * t.c, in);
    return in;
  };
  // A's lowest vertex (0, -c') on B's top edge (-a, b) -> (a, b), or R above it.
  const auto vertex_on_edge = [lattice, placed, split](D& d) {
    const gen::PythagoreanTriple tb = d.triple(12);
    const gen::PythagoreanTriple ta = d.triple(12);
    const T a = T(tb.a), b = T(tb.b);
    const auto pb = lattice(d, tb, 3, {V{a, b}, V{-a, b}}, b);
    const auto pa = lattice(d, ta, 3, {V{0, T(-ta.c)}});
    const V ob = d.small_point(32);
    const std::int64_t dx = d.integer(-tb.a, tb.a);
    const std::int64_t R = d.integer(0, 3);
    In in;
    in.B = placed(d, pb, ob);
    in.A = placed(d, pa, ob + V{T(dx), b + T(ta.c) + T(R)});
    split(d, R, in);
    return in;
  };
  // Within [2^-18, 2^12] mostly, where engines tuned for metres work (the
  // ends of the range are extreme_scale's and scale_sweep's).
  constexpr int e_lo = -18, e_hi = 12;
  // Two lattice polygons near each other on small integers.
  const auto small = [lattice, placed](D& d) {
    const gen::PythagoreanTriple ta = d.triple(12);
    const gen::PythagoreanTriple tb = d.triple(12);
    const auto pa = lattice(d, ta, 3, {});
    const auto pb = lattice(d, tb, 3, {});
    const V oa = d.small_point(24);
    const V ob = d.small_point(24);
    In in;
    in.A = placed(d, pa, oa);
    in.B = placed(d, pb, ob);
    in.A.r = T(d.integer(0, 3));
    in.B.r = T(d.integer(0, 3));
    return in;
  };
  return {
      {"small_int_grid", 2, small},
      // Two valid polygons near each other at full precision: the small-integer
      // case scaled by a full-width factor and moved (turns far from zero, so
      // rounding keeps both convex).
      {"generic", 3,
       [small](D& d) {
         In in = small(d);
         const int k = d.index(digits);
         const T f = std::fabs(d.full_precision(k)) + std::ldexp(T(1), -k);
         const V shift = d.full_point(k);
         for (RoundedPolygon<T>* p : {&in.A, &in.B}) {
           for (V& v : p->core.v) v = f * v + shift;
           p->r *= f;
         }
         return in;
       }},
      {"touching_edge", 3,
       [touching_edge, turned_and_scaled](D& d) {
         const In in = touching_edge(d);  // drawn first: a call's arguments have no order
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      {"touching_vertex", 3,
       [touching_vertex, turned_and_scaled](D& d) {
         const In in = touching_vertex(d);
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      {"vertex_on_edge", 3,
       [vertex_on_edge, turned_and_scaled](D& d) {
         const In in = vertex_on_edge(d);
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      // A tangency with one value moved by 1 to 3 ulps either way: a radius, or
      // one vertex of A (every slot holding it).
      {"near_touching", 3,
       [touching_edge, touching_vertex, vertex_on_edge, turned_and_scaled](D& d) {
         const int which = d.index(3);
         In in = which == 0 ? touching_edge(d) : which == 1 ? touching_vertex(d) : vertex_on_edge(d);
         in = turned_and_scaled(d, in, e_lo, e_hi);
         const int k0 = static_cast<int>(d.small_signed(3));
         const int k = k0 == 0 ? 1 : k0;
         const int what = d.index(4);
         if (what < 2) {
           T& r = what == 0 ? in.A.r : in.B.r;
           r = std::max(T(0), gen::ulps_away(r, k));
         } else {
           const int slot = d.index(kMaxPolygonVertices);
           const V old = in.A.core.v[slot];
           const V moved = what == 2 ? V{gen::ulps_away(old.x, k), old.y} : V{old.x, gen::ulps_away(old.y, k)};
           for (V& v : in.A.core.v)
             if (v == old) v = moved;
         }
         return in;
       }},
      // Edge on edge, then A pushed down into B by 1 to 3: parallel faces overlapping.
      {"parallel_edges", 2,
       [touching_edge, turned_and_scaled](D& d) {
         In in = touching_edge(d);
         const T down = T(d.integer(1, 3));
         for (V& v : in.A.core.v) v.y -= down;
         return turned_and_scaled(d, in, e_lo, e_hi);
       }},
      // A's centre strictly inside B (deep overlap), A the smaller polygon.
      {"inside", 2,
       [lattice, placed](D& d) {
         const gen::PythagoreanTriple tb = d.triple(12);
         const gen::PythagoreanTriple ta = d.triple(4);
         const auto pb = lattice(d, tb, 3, {});
         const auto pa = lattice(d, ta, 3, {});
         const V ob = d.small_point(32);
         const V off = d.small_point(std::max<std::int64_t>(1, tb.c / 4));
         In in;
         in.B = placed(d, pb, ob);
         in.A = placed(d, pa, ob + off);
         in.A.r = T(d.integer(0, 2));
         in.B.r = T(d.integer(0, 2));
         return in;
       }},
      // A equal to B, or B moved by one of its own edges: every axis ties, or
      // two do (normals not unique).
      {"coincident", 1,
       [lattice, placed](D& d) {
         const gen::PythagoreanTriple t = d.triple(12);
         const auto p = lattice(d, t, 3, {});
         const V o = d.small_point(32);
         const bool moved = d.bit();
         const std::size_t i = static_cast<std::size_t>(d.index(static_cast<int>(p.size())));
         const V shift = moved ? p[(i + 1) % p.size()] - p[i] : V{};
         In in;
         in.B = placed(d, p, o);
         in.A = placed(d, p, o + shift);
         in.A.r = T(d.integer(0, 2));
         in.B.r = T(d.integer(0, 2));
         return in;
       }},
      // Cores of one or two distinct vertices (disks, capsules), against each
      // other or a polygon; segments on one line half the time.
      {"degenerate_core", 2,
       [](D& d) {
         const int kind_a = d.index(3), kind_b = d.index(3);  // 0 point, 1 segment, 2 polygon
         const bool same_line = d.bit();
         const T line_y = T(d.integer(-8, 8));
         In in;
         for (int s = 0; s < 2; ++s) {
           RoundedPolygon<T>& p = s == 0 ? in.A : in.B;
           const int kind = s == 0 ? kind_a : kind_b;
           p.core = degenerate_slots<T>(d, kind, same_line, line_y);
           p.r = T(d.integer(0, 3));
         }
         return in;
       }},
      // Invalid polygons (A or B): clockwise, a vertex on its neighbours' line,
      // a five-pointed star (every turn left, two windings).
      {"invalid_polygon", 1,
       [lattice, placed, small](D& d) {
         In in = small(d);
         const gen::PythagoreanTriple t = d.triple(12);
         const auto p = lattice(d, t, 5, {});
         const int kind = d.index(3);
         const bool on_a = d.bit();
         const V o = d.small_point(16);
         RoundedPolygon<T>& target = on_a ? in.A : in.B;
         target.core = invalid_polygon_slots<T>(p, kind, o);
         return in;
       }},
      // A small-integer case scaled whole by 2^e, e over most of T's range.
      {"scale_sweep", 2,
       [small](D& d) {
         In in = small(d);
         constexpr int top = std::numeric_limits<T>::max_exponent - 12;
         const T f = std::ldexp(T(1), d.exponent(-top, top));
         for (RoundedPolygon<T>* p : {&in.A, &in.B}) {
           for (V& v : p->core.v) v = f * v;
           p->r *= f;
         }
         return in;
       }},
      {"special_values", 1,
       [](D& d) {
         const std::vector<T> v = d.special_values(34, 4, {16, 33});
         return collide_check::from_values<ConvexConvexSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::convex_convex, cc::check::ConvexConvexSpec)
