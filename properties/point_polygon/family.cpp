// point_polygon: the family spec (oracle, answer structure, maps that commute
// with the query, answers known by construction), its regimes and properties.
// The variants are registered in variants.cpp, beside it.

#include "../family.h"

#include <algorithm>
#include <limits>

#include "../../include/collide_check/point_polygon.h"
#include "../../oracle/point_polygon.h"
#include "../common.h"
#include "../exact_lines.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::point_polygon::Input<T>;
using oracle::Rational;
constexpr int kSlots = kPolygonSlots;

/// An input from a vertex list (at most 64; the last repeated into the
/// trailing slots) and P, the list starting at slot `start`.
template <class T>
Input<T> polygon_input(const std::vector<Vec2<T>>& vertices, Vec2<T> p, int start = 0) {
  Input<T> in{};
  const int n = static_cast<int>(std::min<std::size_t>(vertices.size(), kSlots));
  for (int i = 0; i < kSlots; ++i)
    in.polygon.v[(i + start) % kSlots] = vertices[static_cast<std::size_t>(std::min(i, n - 1))];
  in.P = p;
  return in;
}

struct PointPolygonSpec : collide_check::point_polygon {
  using Self = PointPolygonSpec;
  struct Exact {
    Kind kind;
  };

  static std::vector<std::string> kind_names() { return {"outside", "boundary", "inside", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::inside || k == Kind::boundary; }
  static constexpr Kind miss_kind = Kind::outside;
  static std::string invalid_input_text() {
    return "a NaN or infinite coordinate, or a polygon that is not simple "
           "(fewer than 3 vertices after merging, or "
           "edges meeting other than adjacent ones at their shared vertex)";
  }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their
  /// cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"on_vertex",          "on_edge",    "near_boundary",         "ray_through_vertex", "horizontal_edges",
            "collinear_vertices", "thin_spike", "full_precision_on_edge"};
  }

  /// P and the merged vertices (a polygon's trailing repeats are not shown).
  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    std::string s = "P=(" + f(v[0]) + ", " + f(v[1]) + ") polygon=";
    for (int i = 0; i < kSlots; ++i) {
      const std::size_t at = 2 + 2 * static_cast<std::size_t>(i);
      if (i > 0 && v[at] == v[at - 2] && v[at + 1] == v[at - 1]) continue;
      s += "[" + std::to_string(i) + "](" + f(v[at]) + ", " + f(v[at + 1]) + ") ";
    }
    return s;
  }
  static std::string show(Kind k) { return kind_name<Self>(k); }
  static std::string show(const Exact& e) { return kind_name<Self>(e.kind); }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<Self>(k)}}; }
  static nlohmann::json json(const Exact& e) { return {{"kind", kind_name<Self>(e.kind)}}; }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<Self, double>(in)) && oracle::polygon_is_simple_exact(in.polygon);
  }
  static Kind exact_kind(const Input<double>& in) { return oracle::point_polygon_exact(in.polygon, in.P); }
  static Exact exact(const Input<double>& in) { return {exact_kind(in)}; }
  static oracle::FilterStats& filter_stats() { return oracle::point_polygon_stats(); }
  static Contact exact_contact(const Input<double>& in) {
    const Kind k = exact_kind(in);
    return k == Kind::inside ? Contact::overlapping : (k == Kind::boundary ? Contact::touching : Contact::apart);
  }

  static std::vector<double> coordinates(const std::string&, Kind) { return {}; }
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>&, const Exact&,
                                                           const std::vector<double>&) {
    return {};
  }

  template <class T>
  static std::vector<generic::MapOf<Self, T>> maps() {
    std::vector<generic::MapOf<Self, T>> out;
    const auto same = [](const Input<T>&, Kind k) { return k; };
    for (int k : {1, 29})
      out.push_back({"vertex_order_invariant", "slots rotated by " + std::to_string(k),
                     [k](const Input<T>& in) -> std::optional<Input<T>> {
                       Input<T> r = in;
                       for (int i = 0; i < kSlots; ++i) r.polygon.v[i] = in.polygon.v[(i + k) % kSlots];
                       return r;
                     },
                     same});
    out.push_back({"vertex_order_invariant", "slots reversed (the other orientation)",
                   [](const Input<T>& in) -> std::optional<Input<T>> {
                     Input<T> r = in;
                     for (int i = 0; i < kSlots; ++i) r.polygon.v[i] = in.polygon.v[kSlots - 1 - i];
                     return r;
                   },
                   same});
    for (auto& m : generic::plane_maps<Self, T>(
             "exact_transform_invariant",
             [](const Input<T>&in, const PlaneTransform<T>&t) {
               Input<T> r;
               for (int i = 0; i < kSlots; ++i) r.polygon.v[i] = t(in.polygon.v[i]);
               r.P = t(in.P);
               return r;
             },
             [](Kind k, const PlaneTransform<T>&) { return k; }))
      out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    using oracle::exact;
    return {
        {"a vertex is on the boundary",
         "P equal to a vertex of a simple polygon is on the boundary",
         {"on_vertex"},
         [](const Input<T>& in) -> std::optional<Kind> {
           const Input<double> w = widen(in);
           if (!oracle::polygon_is_simple_exact(w.polygon)) return std::nullopt;
           for (const Vec2<double>& v : w.polygon.v)
             if (v == w.P) return Kind::boundary;
           return std::nullopt;
         }},
        {"a quarter point of an edge is on the boundary",
         "P = a + j (b - a) / 4 (j = 0..4) for consecutive vertices a, b of a "
         "simple polygon is on the boundary, "
         "restated in rationals",
         {"on_edge"},
         [](const Input<T>& in) -> std::optional<Kind> {
           const Input<double> w = widen(in);
           if (!oracle::polygon_is_simple_exact(w.polygon)) return std::nullopt;
           for (int i = 0; i < kSlots; ++i) {
             const Vec2<double> a = w.polygon.v[i], b = w.polygon.v[(i + 1) % kSlots];
             for (int j = 0; j <= 4; ++j)
               if (Rational(4 * exact(w.P.x)) == Rational((4 - j) * exact(a.x) + j * exact(b.x)) &&
                   Rational(4 * exact(w.P.y)) == Rational((4 - j) * exact(a.y) + j * exact(b.y)))
                 return Kind::boundary;
           }
           return std::nullopt;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<Self, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid",        "generic",          "on_vertex",          "on_edge",    "near_boundary",
        "ray_through_vertex",    "horizontal_edges", "collinear_vertices", "thin_spike", "scale_sweep",
        "full_precision_on_edge"};
    std::vector<PropertyDef<Self, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<Self, T>(finite));
    for (auto& p :
         generic::invariance_properties<Self, T>(maps<T>(),
                                                 {{"vertex_order_invariant",
                                                   "starting the polygon at another slot, or listing it the other "
                                                   "way round, gives the same answer"},
                                                  {"exact_transform_invariant",
                                                   "90-degree rotations, mirrors, transposition and power-of-two "
                                                   "scaling give the same answer"}},
                                                 finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<Self, T>(
        "a NaN or infinite coordinate, or a self-intersecting polygon, gives "
        "invalid_input",
        {"special_values", "self_intersecting"}));
    return ps;
  }

 private:
  template <class T>
  static Input<double> widen(const Input<T>& in) {
    Input<double> w;
    for (int i = 0; i < kSlots; ++i) w.polygon.v[i] = {in.polygon.v[i].x, in.polygon.v[i].y};
    w.P = {in.P.x, in.P.y};
    return w;
  }
};

/// An x-monotone polygon: a left end, the lower chain left to right, a right
/// end, the upper chain right to left (counterclockwise). Both chains break at
/// the same strictly increasing x values with the lower vertex strictly below
/// the upper one, so the chains meet only at the ends: simple by construction,
/// whatever the values' rounding (every test is a comparison of inputs).
template <class T>
struct Monotone {
  std::vector<T> xs;      ///< strictly increasing, at least 3
  std::vector<T> lo, hi;  ///< at xs[1 .. m - 2], lo < hi
  T left_y{}, right_y{};

  std::vector<Vec2<T>> vertices() const {
    const std::size_t m = xs.size();
    std::vector<Vec2<T>> v = {{xs[0], left_y}};
    for (std::size_t i = 1; i + 1 < m; ++i) v.push_back({xs[i], lo[i - 1]});
    v.push_back({xs[m - 1], right_y});
    for (std::size_t i = m - 1; i-- > 1;) v.push_back({xs[i], hi[i - 1]});
    return v;
  }
};

/// A monotone polygon on small integers: breaks at x steps of 1 to `step`,
/// lower vertices from small_integer(limit), upper ones 1 to `limit` above
/// (`levels` > 0: lower and upper y drawn from `levels` values only, so
/// consecutive vertices share a y and edges are horizontal). 3 to `breaks`
/// breaks: 4 to 2 breaks - 2 vertices.
template <class T>
Monotone<T> small_monotone(gen::Draw<T>& d, std::int64_t limit, std::int64_t step, int breaks, int levels = 0) {
  Monotone<T> m;
  const int count = 3 + d.index(breaks - 2);
  T x = d.small_integer(limit);
  const auto y = [&]() {
    if (levels > 0) return T(d.integer(0, levels - 1)) * T(2);
    return d.small_integer(limit);
  };
  for (int i = 0; i < count; ++i) {
    if (i > 0) x += T(d.integer(1, step));
    m.xs.push_back(x);
    if (i == 0) {
      m.left_y = y();
    } else if (i == count - 1) {
      m.right_y = y();
    } else {
      const T l = y();
      const T gap = levels > 0 ? T(2) * T(d.integer(1, 2)) : T(d.integer(1, limit));
      m.lo.push_back(l);
      m.hi.push_back(l + gap);
    }
  }
  return m;
}

template <class T>
std::vector<Vec2<T>> transposed(std::vector<Vec2<T>> v) {
  for (Vec2<T>& p : v) std::swap(p.x, p.y);
  return v;
}

template <class T>
Vec2<T> scaled(Vec2<T> p, T f) {
  return {p.x * f, p.y * f};
}

/// The regime's last steps, shared: the list scaled by f, perhaps transposed
/// and reversed, started at a drawn slot.
template <class T>
Input<T> finish(gen::Draw<T>& d, std::vector<Vec2<T>> v, Vec2<T> p, T f) {
  const bool transpose = d.bit();
  const bool reverse = d.bit();
  const int start = d.index(kSlots);
  for (Vec2<T>& q : v) q = scaled(q, f);
  p = scaled(p, f);
  if (transpose) {
    v = transposed(v);
    std::swap(p.x, p.y);
  }
  if (reverse) std::reverse(v.begin(), v.end());
  return polygon_input(v, p, start);
}

/// P moved by 1 to 3 ulps in x, in y, or both.
template <class T>
Vec2<T> nudged(gen::Draw<T>& d, Vec2<T> p) {
  const int which = d.index(3);
  const int ux = static_cast<int>(d.small_signed(3));
  const int uy = static_cast<int>(d.small_signed(3));
  if (which != 1) p.x = gen::ulps_away(p.x, ux == 0 ? 1 : ux);
  if (which != 0) p.y = gen::ulps_away(p.y, uy == 0 ? -1 : uy);
  return p;
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> PointPolygonSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using D = gen::Draw<T>;
  using V = Vec2<T>;
  // Small-integer polygons below 2^(digits - 8) (edge quarter points exact),
  // scaled by 2^-k after P is placed.
  const std::int64_t big = (std::int64_t{1} << (digits - 8)) - 1;
  const auto scale = [](D& d) { return std::ldexp(T(1), -d.index(digits)); };
  // P a quarter point of an edge (a vertex for j = 0), exact on integers.
  const auto on_edge_of = [](D& d, const std::vector<V>& v) {
    const std::size_t i = static_cast<std::size_t>(d.index(static_cast<int>(v.size())));
    const V a = v[i], b = v[(i + 1) % v.size()];
    const T j = T(d.integer(0, 4));
    return V{a.x + (b.x - a.x) * j / 4, a.y + (b.y - a.y) * j / 4};
  };
  return {
      {"small_int_grid", 2,
       [](D& d) {
         const std::vector<V> v = small_monotone(d, 8, 3, 10).vertices();
         const V p = d.small_point(12);
         return finish(d, v, p, T(1));
       }},

      // Full-width coordinates: breaks at sorted full_precision values.
      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         const int count = 3 + d.index(31);
         std::vector<T> xs;
         for (int i = 0; i < count; ++i) xs.push_back(d.full_precision(k));
         std::sort(xs.begin(), xs.end());
         xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
         Monotone<T> m;
         m.xs = xs;
         m.left_y = d.full_precision(k);
         m.right_y = d.full_precision(k);
         for (std::size_t i = 1; i + 1 < xs.size(); ++i) {
           const T a = d.full_precision(k), b = d.full_precision(k);
           m.lo.push_back(std::min(a, b));
           m.hi.push_back(a == b ? std::nextafter(a, std::numeric_limits<T>::infinity()) : std::max(a, b));
         }
         if (m.xs.size() < 3) m = Monotone<T>{{T(-1), T(0), T(1)}, {T(-1)}, {T(1)}, T(0), T(0)};
         const V p = d.full_point(k);
         return finish(d, m.vertices(), p, T(1));
       }},

      {"on_vertex", 2,
       [big, scale](D& d) {
         const std::vector<V> v = small_monotone(d, big, big / 64, 33).vertices();
         const V p = v[static_cast<std::size_t>(d.index(static_cast<int>(v.size())))];
         const T f = scale(d);
         return finish(d, v, p, f);
       }},
      {"on_edge", 3,
       [big, scale, on_edge_of](D& d) {
         const std::vector<V> v = small_monotone(d, big, big / 64, 33).vertices();
         const V p = on_edge_of(d, v);
         const T f = scale(d);
         return finish(d, v, p, f);
       }},
      // A vertex or a quarter point of an edge moved by 1 to 3 ulps (after
      // the scaling, so the ulps are the scaled values').
      {"near_boundary", 3,
       [big, scale, on_edge_of](D& d) {
         const std::vector<V> v = small_monotone(d, big, big / 64, 33).vertices();
         const V p = on_edge_of(d, v);
         const T f = scale(d);
         In in = finish(d, v, p, f);
         in.P = nudged(d, in.P);
         return in;
       }},
      // P on the horizontal of a vertex, left of it (the ray toward +x passes
      // through the vertex: the classic crossing-count trap) or anywhere on
      // that horizontal; small ranges, so many vertices share the y.
      {"ray_through_vertex", 3,
       [scale](D& d) {
         const std::vector<V> v = small_monotone(d, 16, 2, 20).vertices();
         const V q = v[static_cast<std::size_t>(d.index(static_cast<int>(v.size())))];
         const bool left = d.bit();
         const T x = left ? q.x - T(d.integer(1, 40)) : d.small_integer(60);
         const T f = scale(d);
         return finish(d, v, V{x, q.y}, f);
       }},
      // Lower and upper y from a few levels: horizontal edges and collinear
      // runs of them; P on a level, at a break's x or between.
      {"horizontal_edges", 3,
       [scale](D& d) {
         const std::vector<V> v = small_monotone(d, 16, 2, 24, 4).vertices();
         const T y = T(d.integer(0, 5)) * T(2) - T(d.bit());
         const V q = v[static_cast<std::size_t>(d.index(static_cast<int>(v.size())))];
         const T x = q.x + T(d.small_signed(2));
         const T f = scale(d);
         return finish(d, v, V{x, d.bit() ? q.y : y}, f);
       }},
      // Every edge of a small monotone polygon cut at its quarter points
      // (collinear vertices), P a quarter point, a vertex, or near one.
      {"collinear_vertices", 2,
       [scale, on_edge_of](D& d) {
         const std::vector<V> base = small_monotone(d, 1000, 40, 8).vertices();
         std::vector<V> v;
         for (std::size_t i = 0; i < base.size(); ++i) {
           const V a = base[i], b = base[(i + 1) % base.size()];
           const int cuts = d.index(4);
           for (int j = 0; j <= cuts; ++j) {
             const T t = T(j);
             v.push_back({a.x + (b.x - a.x) * t / 4, a.y + (b.y - a.y) * t / 4});
           }
         }
         if (v.size() > kSlots) v.resize(kSlots);
         const V p = on_edge_of(d, v);
         const bool nudge = d.bit();
         const T f = scale(d);
         In in = finish(d, v, p, f);
         if (nudge) in.P = nudged(d, in.P);
         return in;
       }},
      // One upper vertex raised by 2^h (h up to digits - 2) over neighbours 1
      // to 2 units away: a spike whose width at P's height is 2^-h of its
      // height or less; P on its axis, an ulp or two beside it, or on an edge.
      {"thin_spike", 3,
       [scale](D& d) {
         Monotone<T> m = small_monotone(d, 16, 2, 12);
         const std::size_t i = static_cast<std::size_t>(d.index(static_cast<int>(m.hi.size())));
         const int h = 8 + d.index(digits - 10);
         const T tip = m.hi[i] + std::ldexp(T(1), h);
         m.hi[i] = tip;
         const T below = std::ldexp(T(1), d.index(h));  // P this far below the tip
         const T x = m.xs[i + 1];
         V p{x, tip - below};
         const int ux = static_cast<int>(d.small_signed(2));
         if (ux != 0) p.x = gen::ulps_away(p.x, ux);
         const T f = scale(d);
         return finish(d, m.vertices(), p, f);
       }},
      // A small-integer case scaled whole by 2^e, e over most of T's range.
      {"scale_sweep", 2,
       [](D& d) {
         const std::vector<V> v = small_monotone(d, 12, 3, 12).vertices();
         const V p = d.small_point(16);
         constexpr int top = std::numeric_limits<T>::max_exponent - 8;
         const T f = std::ldexp(T(1), d.exponent(-top, top));
         return finish(d, v, p, f);
       }},
      // An edge a -> b of full-width points of one exact line
      // (exact_lines.h), cut at a third point q of the line between them
      // (collinear vertices) or not, closed by a vertex off the line; P a
      // fourth point of the line (on the edge, or on the line beyond it),
      // sometimes one ulp off.
      {"full_precision_on_edge", 3,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         constexpr int top = std::is_same_v<T, float> ? 60 : 900;
         const Line line = Line::draw(d);
         const int base = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d);
         const std::int64_t k3 = Line::significand(d), k4 = Line::significand(d);
         const int s1 = base - d.index(8), s2 = base - d.index(8), s3 = base - d.index(8), s4 = base - d.index(8);
         const bool cut = d.bit();
         const int nudge = d.index(4);  // 0, 1: on the line; 2: one ulp off in x; 3: in y
         const bool above = d.bit();
         V a = line.point(k1, s1), b = line.point(k2, s2);
         if (a == b) b = line.point(k2 + 2, s2);
         V p = line.point(k4, s4);
         if (nudge == 2) p.x = gen::ulps_away(p.x, 1);
         if (nudge == 3) p.y = gen::ulps_away(p.y, -1);
         // The closing vertex: the farther end moved off the line by its own
         // magnitude in y (the line's points are a multiple of one direction).
         const V far = std::fabs(a.x) + std::fabs(a.y) > std::fabs(b.x) + std::fabs(b.y) ? a : b;
         const T off = std::fmax(std::fabs(far.x), std::fabs(far.y));
         const V c = {far.x * T(0.5), far.y * T(0.5) + (above ? off : -off)};
         std::vector<V> v = {a};
         if (cut) v.push_back(line.point(k3, s3));
         v.push_back(b);
         v.push_back(c);
         return finish(d, v, p, T(1));
       }},
      // Bad input: 4 to 12 small-integer points in drawn order (mostly
      // self-intersecting; the oracle decides), or a monotone polygon with
      // two vertices swapped.
      {"self_intersecting", 1,
       [](D& d) {
         const bool random_points = d.bit();
         std::vector<V> v;
         if (random_points) {
           const int n = 4 + d.index(9);
           for (int i = 0; i < n; ++i) v.push_back(d.small_point(6));
         } else {
           v = small_monotone(d, 8, 2, 10).vertices();
           const std::size_t i = static_cast<std::size_t>(d.index(static_cast<int>(v.size())));
           const std::size_t j = static_cast<std::size_t>(d.index(static_cast<int>(v.size())));
           std::swap(v[i], v[j]);
         }
         const V p = d.small_point(8);
         return finish(d, v, p, T(1));
       }},
      {"special_values", 1,
       [](D& d) {
         const std::vector<T> v = d.special_values(2 + 2 * kSlots, 4);
         return collide_check::from_values<PointPolygonSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::point_polygon, cc::check::PointPolygonSpec)
