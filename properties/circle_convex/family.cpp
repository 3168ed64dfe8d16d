// circle_convex: the family spec (disk_contact.h, shared with circle_capsule)
// with the polygon's core, maps, regimes and properties. The variants are
// registered in variants.cpp, beside it.

#include <algorithm>
#include <cmath>
#include <limits>

#include "../../include/collide_check/circle_convex.h"
#include "../disk_contact.h"
#include "../lattice_polygon.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::circle_convex::Input<T>;

struct PolygonShape {
  static oracle::ConvexCore core(const Input<double>& in) {
    oracle::ConvexCore k;
    k.n = merged_vertices(in.B.core, k.v);
    return k;
  }
  static double core_radius(const Input<double>& in) { return in.B.r; }
  /// A mirror reverses the turn: the slots are reversed to keep B
  /// counterclockwise.
  template <class T>
  static Input<T> transformed(const Input<T>& in, const PlaneTransform<T>& t) {
    Input<T> out{{t(in.A.c), t.length(in.A.r)}, {{}, t.length(in.B.r)}};
    for (int i = 0; i < kMaxPolygonVertices; ++i) {
      const int from = t.orientation > 0 ? i : kMaxPolygonVertices - 1 - i;
      out.B.core.v[i] = t(in.B.core.v[from]);
    }
    return out;
  }
  static std::string show_shape(const std::vector<double>& v, std::string (*f)(double)) {
    std::string s;
    for (int i = 0; i < kMaxPolygonVertices; ++i) s += "(" + f(v[3 + 2 * i]) + ", " + f(v[4 + 2 * i]) + ") ";
    return s + "r " + f(v[19]);
  }
};

struct CircleConvexSpec
    : disk_contact::DiskContactSpec<collide_check::circle_convex, PolygonShape, struct CircleConvexSpec> {
  using Self = CircleConvexSpec;
  static std::string invalid_input_text() {
    return "NaN, an infinite value, a negative radius, or a polygon of 3 or more vertices that is not strictly "
           "convex and counterclockwise";
  }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"touching_vertex", "touching_edge", "near_touching", "centre_on_boundary", "equidistant_inside"};
  }

  template <class T>
  static std::vector<generic::MapOf<Self, T>> maps() {
    std::vector<generic::MapOf<Self, T>> out;
    for (int k = 1; k < kMaxPolygonVertices; ++k) {
      generic::MapOf<Self, T> m{"vertex_order_invariant", "B's slots rotated by " + std::to_string(k),
                                [k](const Input<T>& in) -> std::optional<Input<T>> {
                                  Input<T> o = in;
                                  for (int i = 0; i < kMaxPolygonVertices; ++i)
                                    o.B.core.v[i] = in.B.core.v[(i + k) % kMaxPolygonVertices];
                                  return o;
                                },
                                [](const Input<T>&, const ShapeContact<T>& r) { return r; }};
      m.compares = [](const std::string& component, const Input<T>& in, const ShapeContact<T>&) {
        return component != "normal" || normal_unique(in);
      };
      out.push_back(m);
    }
    for (auto& m : Self::template plane_maps<T>()) out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {
        {"a centre inside the polygon overlaps",
         "the centre drawn strictly inside a polygon inscribed in a circle around it",
         {"inside", "equidistant_inside"},
         [](const Input<T>&) -> std::optional<Kind> { return Kind::overlapping; }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<Self, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid",  "generic",    "touching_vertex",    "touching_edge",
        "near_touching",   "inside",     "equidistant_inside", "centre_on_boundary",
        "degenerate_core", "scale_sweep"};
    auto ps = Self::template value_properties<T>(finite);
    for (auto& p : generic::invariance_properties<Self, T>(
             maps<T>(),
             {{"vertex_order_invariant",
               "starting B at another slot gives the same kind, normal and separation (the normal where unique)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors (B's order reversed), transposition and power-of-two scaling (of the "
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

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> CircleConvexSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  // A strictly convex polygon of n = 3..8 vertices chosen among the lattice
  // points of a circle of radius c (counterclockwise), centred at o, the
  // slots padded by repeating the last vertex (or rotated).
  struct Drawn {
    In in;
    std::vector<V> poly;  // the distinct vertices, counterclockwise, relative to o
    V o;
  };
  const auto polygon = [](D& d, int min_n) {
    const gen::PythagoreanTriple t = d.triple(12);
    const auto pts = lattice_circle<T>(t);
    const int n = std::min<int>(static_cast<int>(pts.size()), min_n + d.index(kMaxPolygonVertices - min_n + 1));
    // n of the points, in order: drop random ones.
    std::vector<V> poly = pts;
    while (static_cast<int>(poly.size()) > n) poly.erase(poly.begin() + d.index(static_cast<int>(poly.size())));
    Drawn out;
    out.o = d.small_point(64);
    out.poly = poly;
    const int rot = d.index(kMaxPolygonVertices);
    for (int i = 0; i < kMaxPolygonVertices; ++i)
      out.in.B.core.v[(i + rot) % kMaxPolygonVertices] = out.o + poly[std::min<std::size_t>(i, poly.size() - 1)];
    out.in.A = {out.o, T(0)};
    out.in.B.r = T(0);
    return out;
  };
  const auto scaled = [](In in, T f) {
    in.A.c = f * in.A.c;
    in.A.r *= f;
    for (V& v : in.B.core.v) v = f * v;
    in.B.r *= f;
    return in;
  };
  const auto split = [](D& d, std::int64_t total, In& in) {
    const std::int64_t j = d.integer(0, total);
    in.A.r = T(j);
    in.B.r = T(total - j);
  };
  // Tangent at a vertex: the centre on the vertex's outward radial ray
  // (inside its normal cone), c = o + (1 + m) p, at distance m |p| = m c.
  const auto touching_vertex = [polygon, split](D& d) {
    Drawn p = polygon(d, 3);
    const V v = p.poly[static_cast<std::size_t>(d.index(static_cast<int>(p.poly.size())))];
    const std::int64_t m = d.integer(1, 3);
    const T len = std::sqrt(v.x * v.x + v.y * v.y);  // c, an integer
    p.in.A.c = p.o + T(1 + m) * v;
    split(d, m * static_cast<std::int64_t>(len), p.in);
    return p.in;
  };
  // Tangent to an edge parallel to an axis (the lattice points (a, b) and
  // (-a, b) make one), the centre above a point of its interior or an end.
  const auto touching_edge = [polygon, split](D& d) {
    Drawn p = polygon(d, 3);
    for (std::size_t i = 0; i < p.poly.size(); ++i) {
      const V a = p.poly[i], b = p.poly[(i + 1) % p.poly.size()];
      if (a.x != b.x && a.y != b.y) continue;
      const V e = b - a;
      const T len = std::fabs(e.x) + std::fabs(e.y);
      const V outward{e.y / len, -e.x / len};
      const std::int64_t along = d.integer(0, static_cast<std::int64_t>(len)), m = d.integer(1, 4);
      p.in.A.c = p.o + a + T(along) * V{e.x / len, e.y / len} + T(m) * outward;
      split(d, m, p.in);
      return p.in;
    }
    p.in.A.c = p.o + T(2) * p.poly[0];  // no axis edge: at a vertex
    const T len = std::sqrt(p.poly[0].x * p.poly[0].x + p.poly[0].y * p.poly[0].y);
    split(d, static_cast<std::int64_t>(len), p.in);
    return p.in;
  };
  // Within [2^-20, 2^16] mostly, where engines tuned for metres work (the
  // ends of the range are extreme_scale's and scale_sweep's).
  constexpr int e_lo = -18, e_hi = 12;
  return {
      // A lattice polygon and a disk near it, on small integers.
      {"small_int_grid", 2,
       [polygon](D& d) {
         Drawn p = polygon(d, 3);
         p.in.A = {p.o + d.small_point(16), T(d.integer(0, 6))};
         p.in.B.r = T(d.integer(0, 3));
         return p.in;
       }},
      // A valid polygon and a disk anywhere near it, at full precision: the
      // lattice polygon scaled by a full-width factor and moved (its turns are
      // far from zero, so rounding keeps it convex).
      {"generic", 3,
       [polygon](D& d) {
         Drawn p = polygon(d, 3);
         const int k = d.index(digits);
         const T f = std::fabs(d.full_precision(k)) + std::ldexp(T(1), -k);
         const V shift = d.full_point(k);
         for (V& v : p.in.B.core.v) v = f * v + shift;
         const V c = d.small_point(24);
         p.in.A = {f * (p.o + c) + shift, f * T(d.integer(0, 8))};
         p.in.B.r = f * T(d.integer(0, 3));
         return p.in;
       }},
      {"touching_vertex", 3,
       [touching_vertex, scaled](D& d) {
         const In in = touching_vertex(d);  // drawn first: a call's arguments have no order
         return scaled(in, std::ldexp(T(1), d.exponent(e_lo, e_hi)));
       }},
      {"touching_edge", 3,
       [touching_edge, scaled](D& d) {
         const In in = touching_edge(d);  // drawn first: a call's arguments have no order
         return scaled(in, std::ldexp(T(1), d.exponent(e_lo, e_hi)));
       }},
      // A tangent configuration with the centre or a radius moved by 1 to 3 ulps.
      {"near_touching", 3,
       [touching_vertex, touching_edge, scaled](D& d) {
         const bool vertex = d.bit();
         In in = vertex ? touching_vertex(d) : touching_edge(d);
         in = scaled(in, std::ldexp(T(1), d.exponent(e_lo, e_hi)));
         return disk_contact::nudged_off_touching(in, d);
       }},
      // The centre strictly inside: (v_i + v_j + 2 v_k) / 4 for three
      // distinct vertices, inside their triangle.
      {"inside", 2,
       [polygon](D& d) {
         Drawn p = polygon(d, 3);
         const int n = static_cast<int>(p.poly.size()), i = d.index(n);
         const V a = p.poly[static_cast<std::size_t>(i)], b = p.poly[static_cast<std::size_t>((i + 1) % n)],
                 c = p.poly[static_cast<std::size_t>((i + 2) % n)];
         p.in.A = {p.o + T(0.25) * (a + b + T(2) * c), T(d.integer(0, 5))};
         p.in.B.r = T(d.integer(0, 2));
         return p.in;
       }},
      // A polygon symmetric under the quarter turn around its centre, the disk
      // at the centre: every edge line equally far (ties compared exactly).
      {"equidistant_inside", 2,
       [](D& d) {
         const gen::PythagoreanTriple t = d.triple(12);
         const V o = d.small_point(64);
         const V p{T(t.a), T(t.b)};
         const bool eight = d.bit();
         std::vector<V> poly = {p, {-p.y, p.x}, {-p.x, -p.y}, {p.y, -p.x}};
         if (eight && t.a != t.b)
           poly = {p, {p.y, p.x}, {-p.y, p.x}, {-p.x, p.y}, {-p.x, -p.y}, {-p.y, -p.x}, {p.y, -p.x}, {p.x, -p.y}};
         std::sort(poly.begin(), poly.end(), [](V u, V v) {
           return std::atan2(static_cast<double>(u.y), static_cast<double>(u.x)) <
                  std::atan2(static_cast<double>(v.y), static_cast<double>(v.x));
         });
         In in{{o, T(d.integer(0, 4))}, {{}, T(0)}};
         for (int i = 0; i < kMaxPolygonVertices; ++i)
           in.B.core.v[i] = o + poly[std::min<std::size_t>(i, poly.size() - 1)];
         return in;
       }},
      // The centre exactly on the boundary: on a vertex, or on an axis edge.
      {"centre_on_boundary", 2,
       [polygon](D& d) {
         Drawn p = polygon(d, 3);
         const std::size_t i = static_cast<std::size_t>(d.index(static_cast<int>(p.poly.size())));
         const V a = p.poly[i], b = p.poly[(i + 1) % p.poly.size()];
         const bool zero = d.bit();
         p.in.A = {p.o + ((a.x == b.x || a.y == b.y) && d.bit() ? T(0.5) * (a + b) : a),
                   zero ? T(0) : T(d.integer(1, 3))};
         return p.in;
       }},
      // Cores of one or two distinct vertices (a disk, a capsule), or a
      // polygon with a repeated slot in the middle.
      {"degenerate_core", 2,
       [](D& d) {
         const V a = d.small_point(16), b = d.small_point(16);
         const bool point = d.bit();
         In in{{d.small_point(16), T(d.integer(0, 4))}, {{}, T(d.integer(0, 3))}};
         const int split = d.index(kMaxPolygonVertices);
         for (int i = 0; i < kMaxPolygonVertices; ++i) in.B.core.v[i] = point || i < split ? a : b;
         return in;
       }},
      // Invalid polygons: clockwise, a vertex on its neighbours' line, a
      // five-pointed star (every turn left, two windings).
      {"invalid_polygon", 1,
       [polygon](D& d) {
         Drawn p = polygon(d, 5);
         const int kind = d.index(3);
         In in = p.in;
         const std::size_t n = p.poly.size();
         if (kind == 0) {
           for (int i = 0; i < kMaxPolygonVertices; ++i)
             in.B.core.v[i] = p.o + p.poly[n - 1 - std::min<std::size_t>(static_cast<std::size_t>(i), n - 1)];
         } else if (kind == 1) {
           in.B.core.v[0] = p.o + p.poly[0];
           in.B.core.v[1] = p.o + T(0.5) * (p.poly[0] + p.poly[1]);
           for (int i = 2; i < kMaxPolygonVertices; ++i)
             in.B.core.v[i] = p.o + p.poly[std::min<std::size_t>(static_cast<std::size_t>(i - 1), n - 1)];
         } else {
           for (int i = 0; i < kMaxPolygonVertices; ++i) in.B.core.v[i] = p.o + p.poly[(2 * std::min(i, 4)) % 5];
         }
         in.A = {p.o + d.small_point(8), T(d.integer(0, 4))};
         return in;
       }},
      // A small-integer case scaled whole by 2^e, e over most of T's range.
      {"scale_sweep", 2,
       [polygon, scaled](D& d) {
         Drawn p = polygon(d, 3);
         p.in.A = {p.o + d.small_point(16), T(d.integer(0, 6))};
         p.in.B.r = T(d.integer(0, 3));
         constexpr int top = std::numeric_limits<T>::max_exponent - 12;
         return scaled(p.in, std::ldexp(T(1), d.exponent(-top, top)));
       }},
      {"special_values", 1,
       [](D& d) {
         const std::vector<T> v = d.special_values(20, 4);
         return collide_check::from_values<CircleConvexSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::circle_convex, cc::check::CircleConvexSpec)
