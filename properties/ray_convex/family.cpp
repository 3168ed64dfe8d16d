// ray_convex: the family spec (oracle, value components, the maps that commute
// with the query, answers known by construction), its regimes and properties.
// The variants are registered in variants.cpp, beside it.

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <map>

#include "../../include/collide_check/ray_convex.h"
#include "../../kernels/detail/orient2d.h"
#include "../../oracle/ray_convex.h"
#include "../../oracle/swept_polygon_polygon.h"
#include "../exact_lines.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/sweeps.h"
#include "../generic/values.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::ray_convex::Input<T>;
template <class T>
using Result = SweepResult<T>;
using Exact = oracle::RayConvexExact;
using oracle::Rational;
using oracle::RootNumber;

/// The exact oracle, memoized on the input's bits: the value and invariance
/// properties ask about the same input several times.
const Exact& exact_of(const Input<double>& q) {
  using Key = std::array<std::uint64_t, 20>;
  static std::map<Key, Exact> memo;
  double v[20] = {q.p0.x, q.p0.y, q.p1.x, q.p1.y};
  for (int i = 0; i < 8; ++i) v[4 + 2 * i] = q.b.v[i].x, v[5 + 2 * i] = q.b.v[i].y;
  Key k;
  for (int i = 0; i < 20; ++i) std::memcpy(&k[i], &v[i], sizeof(double));
  const auto it = memo.find(k);
  if (it != memo.end()) return it->second;
  if (memo.size() > 100000) memo.clear();
  return memo.emplace(k, oracle::ray_convex_exact(q)).first->second;
}

/// The exact normal is unique (an edge's interior, or (0, 0) for a start
/// strictly inside), or there is no contact: the normals of two answers compare.
bool unique_normal(const Input<double>& q) {
  const Exact& e = exact_of(q);
  return e.kind != SweepKind::hit || e.has_normal || e.inside;
}

/// P(j / 8) lies in the closed polygon for some j = 0..8 (exact rationals).
bool inside_at_an_eighth(const Input<double>& q) {
  using oracle::exact;
  Vec2<double> w[kMaxPolygonVertices];
  const int n = merged_vertices(q.b, w);
  for (int j = 0; j <= 8; ++j) {
    const Rational t(j, 8);
    const Rational px = exact(q.p0.x) + t * (exact(q.p1.x) - exact(q.p0.x));
    const Rational py = exact(q.p0.y) + t * (exact(q.p1.y) - exact(q.p0.y));
    if (n == 1) {
      if (px == exact(w[0].x) && py == exact(w[0].y)) return true;
      continue;
    }
    bool in = true;
    for (int i = 0; i < n && in; ++i) {
      const int k = (i + 1) % n;
      const Rational ex = exact(w[k].x) - exact(w[i].x), ey = exact(w[k].y) - exact(w[i].y);
      const Rational c = ex * (py - exact(w[i].y)) - ey * (px - exact(w[i].x));
      if (n == 2) {
        const Rational dot = ex * (px - exact(w[i].x)) + ey * (py - exact(w[i].y));
        in = c == 0 && dot >= 0 && dot <= ex * ex + ey * ey;
        break;
      }
      in = c >= 0;
    }
    if (in) return true;
  }
  return false;
}

template <class T>
Input<T> rotated_slots(const Input<T>& q, int r) {
  Input<T> out = q;
  for (int i = 0; i < kMaxPolygonVertices; ++i) out.b.v[i] = q.b.v[(i + r) % kMaxPolygonVertices];
  return out;
}

struct RayConvexSpec : collide_check::ray_convex {
  using Exact = oracle::RayConvexExact;

  static std::vector<std::string> kind_names() { return {"miss", "hit", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::hit; }
  static constexpr Kind miss_kind = Kind::miss;
  static std::string invalid_input_text() {
    return "NaN or an infinite coordinate, or a polygon of three or more vertices that is not strictly convex "
           "counterclockwise";
  }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"through_vertex", "graze_edge", "end_on_boundary", "start_on_boundary", "near_boundary",
            "parallel_outside", "full_width_collinear", "full_width_vertex"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    auto pt = [&](int i) { return "(" + f(v[i]) + ", " + f(v[i + 1]) + ")"; };
    std::string s = "ray " + pt(0) + " -> " + pt(2) + ", B";
    for (int i = 4; i < 20; i += 2) s += " " + pt(i);
    return s;
  }
  template <class T>
  static std::string show(const Result<T>& r) { return generic::show_sweep<RayConvexSpec, T>(r); }
  static std::string show(const Exact& e) {
    std::string s = kind_name<RayConvexSpec>(e.kind);
    if (e.kind != Kind::hit) return s;
    const auto n = oracle::reference_normal(e);
    s += " t*=" + e.t.str() + " (~" + decimal(oracle::approximate(e.t)) + ") point~(" +
         decimal(oracle::approximate(e.px)) + ", " + decimal(oracle::approximate(e.py)) + ")";
    if (e.has_normal)
      s += " normal~(" + decimal(n.first.convert_to<double>()) + ", " + decimal(n.second.convert_to<double>()) + ")";
    else if (e.inside)
      s += " (normal (0, 0): a start strictly inside, or a still point on a point polygon)";
    else
      s += " (at a vertex, a point or a segment's end, or a start on a segment: no unique normal)";
    return s;
  }
  template <class T>
  static nlohmann::json json(const Result<T>& r) { return generic::sweep_json<RayConvexSpec, T>(r); }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<RayConvexSpec>(e.kind)}};
    if (e.kind != Kind::hit) return j;
    auto num = [](const Rational& x) { return nlohmann::json{{"exact", x.str()}, {"approx", oracle::approximate(x)}}; };
    j["t"] = num(e.t);
    j["point"] = {num(e.px), num(e.py)};
    const auto n = oracle::reference_normal(e);
    j["normal"] = {{"approx", {n.first.convert_to<double>(), n.second.convert_to<double>()}},
                   {"unique", e.has_normal || e.inside},
                   {"inside", e.inside}};
    return j;
  }

  static bool valid(const Input<double>& in) { return oracle::ray_convex_valid(in); }
  static Exact exact(const Input<double>& in) { return exact_of(in); }
  static Kind exact_kind(const Input<double>& in) {
    return oracle::ray_convex_kind(in, [](const Input<double>& q) -> const Exact& { return exact_of(q); });
  }
  static oracle::FilterStats& filter_stats() { return oracle::ray_convex_stats(); }
  /// The polygon seen from the ray's start: K = B - p0 (counterclockwise, its
  /// merged vertices), the point moving by w = p1 - p0 (the Minkowski
  /// difference of swept_polygon_polygon's oracle, for a point and a polygon).
  static oracle::swept_polygon_polygon_detail::Relative relative_of(const Input<double>& in) {
    Vec2<double> v[kMaxPolygonVertices];
    const int n = merged_vertices(in.b, v);
    oracle::swept_polygon_polygon_detail::Relative r;
    for (int i = 0; i < n; ++i)
      r.K.push_back({Rational(oracle::exact(v[i].x) - oracle::exact(in.p0.x)),
                     Rational(oracle::exact(v[i].y) - oracle::exact(in.p0.y))});
    r.w = {Rational(oracle::exact(in.p1.x) - oracle::exact(in.p0.x)),
           Rational(oracle::exact(in.p1.y) - oracle::exact(in.p0.y))};
    return r;
  }
  /// The separation: the least, over the frame, of the point's distance to the
  /// polygon when apart, and minus its depth in the polygon where it enters.
  static int separation_sign(const Input<double>& in, const Rational& offset) {
    return oracle::relative_sweep_separation_sign(relative_of(in), offset);
  }
  /// The first t at which the point is within `offset` of the polygon (its
  /// depth at least -offset for offset < 0).
  static std::optional<RootNumber> exact_time(const Input<double>& in, const Rational& offset) {
    return oracle::relative_sweep_first_contact(relative_of(in), offset);
  }
  /// Apart, touching (the path meets the boundary only), or overlapping (it
  /// enters the interior).
  static Contact exact_contact(const Input<double>& in) {
    const int s = separation_sign(in, Rational(0));
    return s > 0 ? Contact::apart : s == 0 ? Contact::touching : Contact::overlapping;
  }

  template <class T>
  static std::vector<double> coordinates(const std::string& component, const Result<T>& r) {
    return generic::sweep_coordinates(component, r);
  }
  /// The normal is not unique where the contact point is a vertex, a point
  /// polygon or a segment's end, or a start on a segment (kernels/ray_convex.h):
  /// its value is not judged there, only its length.
  static bool value_not_unique(const std::string& component, const Input<double>&, const Exact& e) {
    return component == "normal" && e.kind == Kind::hit && !e.has_normal && !e.inside;
  }
  /// The normal (nx, ny) / |(nx, ny)| as 0 + (n / L2) sqrt(L2), L2 = nx^2 + ny^2;
  /// (0, 0) for a start strictly inside; none where it is not unique.
  static std::vector<RootNumber> exact_coordinates(const std::string& component, const Input<double>&,
                                                   const Exact& e, const std::vector<double>&) {
    if (e.kind != Kind::hit) return {};
    if (component == "t") return {RootNumber(e.t)};
    if (component == "point") return {RootNumber(e.px), RootNumber(e.py)};
    if (e.inside) return {RootNumber(Rational(0)), RootNumber(Rational(0))};
    if (!e.has_normal) return {};
    const Rational l2 = e.nx * e.nx + e.ny * e.ny;
    return {RootNumber(Rational(0), Rational(e.nx / l2), l2), RootNumber(Rational(0), Rational(e.ny / l2), l2)};
  }

  template <class T>
  static std::vector<generic::MapOf<RayConvexSpec, T>> maps() {
    using Map = generic::MapOf<RayConvexSpec, T>;
    using S = RayConvexSpec;
    std::vector<Map> out;
    const auto unique = [](const std::string& component, const Input<T>& q, const Result<T>&) {
      return component != "normal" || unique_normal(widen<S, T>(q));
    };
    for (int r = 1; r < kMaxPolygonVertices; ++r) {
      Map m{"vertex_order_invariant", "the polygon's slots rotated by " + std::to_string(r),
            [r](const Input<T>& q) -> std::optional<Input<T>> { return rotated_slots(q, r); },
            [](const Input<T>&, Result<T> res) { return res; }};
      m.compares = unique;
      out.push_back(m);
    }
    auto planar = generic::plane_maps<S, T>(
        "exact_transform_invariant",
        [](const Input<T>& q, const PlaneTransform<T>& t) {
          Input<T> m{t(q.p0), t(q.p1), {}};
          // A mirror reverses the orientation: the slots are reversed to keep
          // the polygon counterclockwise.
          for (int i = 0; i < kMaxPolygonVertices; ++i)
            m.b.v[i] = t(q.b.v[t.orientation < 0 ? kMaxPolygonVertices - 1 - i : i]);
          return m;
        },
        [](Result<T> r, const PlaneTransform<T>& t) {
          r.point = t(r.point);
          r.normal = t.direction(r.normal);
          return r;
        });
    for (auto& m : planar) {
      m.compares = unique;
      out.push_back(m);
    }
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {{"the ray's point in the polygon at a time j/8 is a contact",
             "P(j/8) in the closed polygon for some j = 0..8 (exact rationals): a hit",
             {"through_vertex", "graze_edge", "end_on_boundary", "start_on_boundary", "start_inside", "degenerate",
              "small_int_grid", "regular_8gon", "random_convex"},
             [](const Input<T>& q) -> std::optional<Kind> {
               const auto w = widen<RayConvexSpec, T>(q);
               if (!oracle::ray_convex_valid(w) || !inside_at_an_eighth(w)) return std::nullopt;
               return Kind::hit;
             }}};
  }

  template <class T>
  static std::vector<PropertyDef<RayConvexSpec, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid",    "generic",         "scale_sweep",  "regular_8gon",     "random_convex",
        "through_vertex",    "graze_edge",      "end_on_boundary", "start_on_boundary", "start_inside",
        "near_boundary",     "parallel_outside", "degenerate",  "full_width_collinear", "full_width_vertex"};
    using S = RayConvexSpec;
    std::vector<PropertyDef<S, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<S, T>(finite));
    ps.push_back(generic::t_in_unit_interval<S, T>(finite));
    ps.push_back(generic::time_within_contract<S, T>(finite));
    ps.push_back(generic::value_within_contract<S, T>("point", finite));
    ps.push_back(generic::value_within_contract<S, T>("normal", finite));
    ps.push_back(generic::normal_unit_and_oriented<S, T>(finite));
    for (auto& p : generic::invariance_properties<S, T>(
             maps<T>(),
             {{"vertex_order_invariant",
               "starting the polygon at another slot (the eight slots rotated) gives the same kind, t and point "
               "within both bounds, and the same normal where the exact normal is unique"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors (with the slots reversed, to stay counterclockwise), transposition and "
               "power-of-two scaling commute with the query: same kind, t, mapped point within their bounds, and "
               "the mapped normal where the exact normal is unique"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<S, T>(
        "any NaN or infinite coordinate, or a polygon that is not strictly convex counterclockwise, gives "
        "invalid_input",
        {"special_values", "invalid_polygon"}));
    return ps;
  }
};

// ---------------------------------------------------------------- regimes

template <class T>
using V = Vec2<T>;

/// The exact sign of orient(a, b, c) for values of T (widened exactly).
template <class T>
int orient(V<T> a, V<T> b, V<T> c) {
  const double m = std::max({std::fabs(double(a.x)), std::fabs(double(a.y)), std::fabs(double(b.x)),
                             std::fabs(double(b.y)), std::fabs(double(c.x)), std::fabs(double(c.y))});
  const detail::Orientation o(m);
  return o.sign({a.x, a.y}, {b.x, b.y}, {c.x, c.y});
}

/// The strictly convex hull of the points, counterclockwise (Andrew's monotone
/// chain with exact orientation signs): 1 or 2 points when they are collinear.
template <class T>
std::vector<V<T>> hull(std::vector<V<T>> p) {
  std::sort(p.begin(), p.end(), [](V<T> a, V<T> b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  p.erase(std::unique(p.begin(), p.end()), p.end());
  if (p.size() < 3) return p;
  std::vector<V<T>> h(2 * p.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    while (k >= 2 && orient(h[k - 2], h[k - 1], p[i]) <= 0) --k;
    h[k++] = p[i];
  }
  for (std::size_t i = p.size() - 1, lo = k + 1; i-- > 0;) {
    while (k >= lo && orient(h[k - 2], h[k - 1], p[i]) <= 0) --k;
    h[k++] = p[i];
  }
  h.resize(k - 1);
  return h;
}

/// The polygon of distinct counterclockwise vertices `h` (1 to 8) in the eight
/// slots: the extra slots repeat vertices (each repeat next to its vertex,
/// at positions drawn), then the slots are rotated by a drawn amount.
template <class T>
ConvexPolygon<T> in_slots(gen::Draw<T>& d, const std::vector<V<T>>& h) {
  std::vector<V<T>> s = h;
  while (s.size() < kMaxPolygonVertices) {
    const int at = d.index(static_cast<int>(s.size()));
    s.insert(s.begin() + at, s[at]);
  }
  const int r = d.index(kMaxPolygonVertices);
  ConvexPolygon<T> b;
  for (int i = 0; i < kMaxPolygonVertices; ++i) b.v[i] = s[(i + r) % kMaxPolygonVertices];
  return b;
}

/// A random convex polygon: the hull of 3 to 8 small integer points (the
/// vertices come sorted by angle), at most 8 by construction.
template <class T>
std::vector<V<T>> small_hull(gen::Draw<T>& d, std::int64_t limit) {
  const int count = 3 + d.index(6);
  std::vector<V<T>> p;
  for (int i = 0; i < count; ++i) p.push_back(d.small_point(limit));
  return hull(p);
}

/// The regular-ish 8-gon of a Pythagorean triple (a, b, c), a != b: the eight
/// points (+-a, +-b), (+-b, +-a) on the circle of radius c, counterclockwise,
/// moved by a small integer centre: exact, strictly convex.
template <class T>
std::vector<V<T>> triple_octagon(gen::Draw<T>& d) {
  const auto tr = d.triple(40);
  const T a = static_cast<T>(std::max(tr.a, tr.b)), b = static_cast<T>(std::min(tr.a, tr.b));
  const V<T> c = d.small_point(16);
  const V<T> pts[8] = {{a, b}, {b, a}, {-b, a}, {-a, b}, {-a, -b}, {-b, -a}, {b, -a}, {a, -b}};
  std::vector<V<T>> out;
  for (const auto& p : pts) out.push_back(c + p);
  return out;
}

/// A polygon of three or more vertices, for the regimes built on its edges.
template <class T>
std::vector<V<T>> some_polygon(gen::Draw<T>& d) {
  const bool octagon = d.index(4) == 0;
  if (octagon) return triple_octagon(d);
  for (;;) {
    auto h = small_hull(d, 12);
    if (h.size() >= 3) return h;
    const V<T> a = d.small_point(12);
    return {a, a + V<T>{4, 0}, a + V<T>{0, 4}};
  }
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> RayConvexSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using Q = Input<T>;
  using D = gen::Draw<T>;
  using P = V<T>;
  const auto quarter = [](D& d) { return static_cast<T>(d.integer(0, 4)) / 4; };
  return {
      {"small_int_grid", 2,
       [](D& d) {
         const P p0 = d.small_point(10), p1 = d.small_point(10);
         const auto h = small_hull(d, 8);
         return Q{p0, p1, in_slots(d, h)};
       }},
      {"generic", 3,
       [](D& d) {
         const int k = d.index(digits + 20);
         const P p0 = d.full_point(k), p1 = d.full_point(k);
         const int count = 3 + d.index(6);
         std::vector<P> pts;
         for (int i = 0; i < count; ++i) pts.push_back(d.full_point(k));
         return Q{p0, p1, in_slots(d, hull(pts))};
       }},
      {"scale_sweep", 3,
       [](D& d) {
         constexpr int top = f32 ? 120 : 1016;
         const P p0 = d.small_point(12), p1 = d.small_point(12);
         const auto h = small_hull(d, 12);
         const int e = d.exponent(f32 ? -149 : -1074, top);
         const bool translate = d.bit();
         const int shift = d.index(f32 ? 30 : 60);
         const T offset = translate ? std::ldexp(T(1), std::min(e + shift, top)) : T(0);
         auto s = [&](P p) { return P{std::ldexp(p.x, e) + offset, std::ldexp(p.y, e)}; };
         std::vector<P> hs;
         for (const P& p : h) hs.push_back(s(p));
         // Scaling and translating may round vertices together: the hull again.
         return Q{s(p0), s(p1), in_slots(d, hull(hs))};
       }},
      {"regular_8gon", 2,
       [](D& d) {
         const auto h = triple_octagon(d);
         const P p0 = d.small_point(60), p1 = d.small_point(60);
         return Q{p0, p1, in_slots(d, h)};
       }},
      {"random_convex", 2,
       [](D& d) {
         const auto h = small_hull(d, 1000);
         const P p0 = d.small_point(1000), p1 = d.small_point(1000);
         return Q{p0, p1, in_slots(d, h)};
       }},

      // The ray passes exactly through a vertex (at t = j/4 of the way).
      {"through_vertex", 2,
       [quarter](D& d) {
         const auto h = some_polygon(d);
         const P v = h[d.index(static_cast<int>(h.size()))];
         const P u = d.small_point(8);
         const T s = quarter(d) * 4, r = quarter(d) * 4;
         return Q{v - s * u, v + r * u, in_slots(d, h)};
       }},
      // The ray along an edge's line: into a vertex, along the edge, or past it.
      {"graze_edge", 2,
       [](D& d) {
         const auto h = some_polygon(d);
         const int i = d.index(static_cast<int>(h.size()));
         const P a = h[i], e = h[(i + 1) % h.size()] - a;
         const T s = static_cast<T>(d.small_signed(8)) / 4, r = static_cast<T>(d.small_signed(8)) / 4;
         return Q{a + s * e, a + r * e, in_slots(d, h)};
       }},
      // The ray ends exactly on the boundary (t* = 1 touching, from outside).
      {"end_on_boundary", 2,
       [quarter](D& d) {
         const auto h = some_polygon(d);
         const int i = d.index(static_cast<int>(h.size()));
         const P a = h[i], e = h[(i + 1) % h.size()] - a;
         const P p1 = a + quarter(d) * e;
         const P n{e.y, -e.x};
         // One draw a declaration: the operands of + have no order.
         const T back = static_cast<T>(1 + d.index(4));
         const T along = static_cast<T>(d.small_signed(4));
         const P p0 = p1 + back * n + along * e;
         return Q{p0, p1, in_slots(d, h)};
       }},
      // The ray starts exactly on the boundary (an edge at j/4, a vertex at 0).
      {"start_on_boundary", 2,
       [quarter](D& d) {
         const auto h = some_polygon(d);
         const int i = d.index(static_cast<int>(h.size()));
         const P a = h[i], e = h[(i + 1) % h.size()] - a;
         const P p0 = a + quarter(d) * e;
         return Q{p0, d.small_point(24), in_slots(d, h)};
       }},
      // The ray starts strictly inside: v0 / 2 + v1 / 4 + v2 / 4.
      {"start_inside", 1,
       [](D& d) {
         const auto h = some_polygon(d);
         const P p0 = T(0.5) * h[0] + T(0.25) * h[1] + T(0.25) * h[2];
         return Q{p0, d.small_point(24), in_slots(d, h)};
       }},
      // One of the boundary constructions above, one ray coordinate moved by a
      // few ulps.
      {"near_boundary", 3,
       [quarter](D& d) {
         const auto h = some_polygon(d);
         const int i = d.index(static_cast<int>(h.size()));
         const P a = h[i], e = h[(i + 1) % h.size()] - a;
         const int shape = d.index(4);
         const T s = quarter(d);
         P p0, p1;
         if (shape == 0) p0 = a - e, p1 = a + e;                            // grazing the edge's line
         if (shape == 1) p0 = a + s * e, p1 = d.small_point(24);           // starting on it
         if (shape == 2) p1 = a + s * e, p0 = p1 + P{e.y, -e.x};           // ending on it
         if (shape == 3) p0 = a - d.small_point(8), p1 = a + (a - p0);     // through the vertex
         const int which = d.index(4);
         const int k = static_cast<int>(d.small_signed(3));
         T* c = which == 0 ? &p0.x : which == 1 ? &p0.y : which == 2 ? &p1.x : &p1.y;
         *c = gen::ulps_away(*c, k == 0 ? 1 : k);
         return Q{p0, p1, in_slots(d, h)};
       }},
      // Parallel to an edge, just outside it (by 1/8 of the normal or by ulps).
      {"parallel_outside", 2,
       [](D& d) {
         const auto h = some_polygon(d);
         const int i = d.index(static_cast<int>(h.size()));
         const P a = h[i], e = h[(i + 1) % h.size()] - a;
         const T s = static_cast<T>(d.small_signed(8)) / 4, r = static_cast<T>(d.small_signed(8)) / 4;
         P p0 = a + s * e, p1 = a + r * e;
         if (d.bit()) {
           const P off = T(0.125) * P{e.y, -e.x};
           p0 = p0 + off, p1 = p1 + off;
         } else {
           const int k = 1 + d.index(3);
           // Outward: the side where orient(a, b, p) < 0.
           const P b = h[(i + 1) % h.size()];
           for (P* p : {&p0, &p1}) {
             const P x{gen::ulps_away(p->x, k), p->y}, y{gen::ulps_away(p->x, -k), p->y};
             *p = orient(a, b, x) < 0 ? x : y;
           }
         }
         return Q{p0, p1, in_slots(d, h)};
       }},
      // A point or a segment polygon (repeated vertices), the ray anywhere, through it or along it.
      {"degenerate", 3,
       [quarter](D& d) {
         const P a = d.small_point(8), b = d.small_point(8);
         const bool point = d.index(3) == 0;
         std::vector<P> h{a};
         if (!point && !(a == b)) h.push_back(b);
         const int shape = d.index(6);
         P p0 = d.small_point(12), p1 = d.small_point(12);
         const P mid = a + quarter(d) * (b - a);
         if (shape >= 4) p0 = point ? a : mid;                            // starts on it
         if (shape == 5) p1 = p0 + T(2) * (b - a);                          // and moves along its line
         if (shape == 1) p1 = point ? a : mid;                            // ends on it
         if (shape == 2) p1 = p0 + T(2) * ((point ? a : mid) - p0);        // passes through it
         if (shape == 3) p0 = a - T(2) * (b - a), p1 = a + T(2) * (b - a);  // along the segment's line
         return Q{p0, p1, in_slots(d, h)};
       }},
      // Full-width coordinates on one exact line (exact_lines.h): a segment
      // polygon or a triangle's edge on it, the ray on it or crossing it.
      {"full_width_collinear", 2,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         constexpr int top = f32 ? 60 : 900;
         const Line line = Line::draw(d);
         const int s = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d);
         const std::int64_t k3 = Line::significand(d), k4 = Line::significand(d);
         const int s3 = s + d.index(4), s4 = s - d.index(4);
         const P a = line.point(k1, s), b = line.point(k2 == k1 ? k1 + 2 : k2, s);
         const P p0 = line.point(k3, s3), p1 = line.point(k4, s4);
         std::vector<P> h{a, b};
         if (d.bit()) {
           const int c = s + 1 + d.index(digits - 3);
           const P off = line.shifted_point(Line::significand(d), s, c);
           h = hull(std::vector<P>{a, b, off});
         }
         if (d.bit()) return Q{p0, p1, in_slots(d, h)};
         // The ray crossing the line instead: from a point off it through a point on it.
         const P q = line.shifted_point(k3, s, s + 1 + d.index(digits - 3));
         return Q{q, q + T(2) * (p0 - q), in_slots(d, h)};
       }},
      // Finite polygons that are not strictly convex counterclockwise: judged
      // by special_values_give_invalid_input only. A valid polygon reversed
      // (clockwise), with a vertex on its neighbours' line (an edge's
      // midpoint inserted), with a reflex vertex (one vertex moved to the
      // centroid side), or the triple 8-gon taken in steps of 3 (every turn
      // left, winding three times).
      {"invalid_polygon", 1,
       [](D& d) {
         auto h = some_polygon(d);
         const P p0 = d.small_point(12), p1 = d.small_point(12);
         const int shape = d.index(4);
         if (shape == 0) std::reverse(h.begin(), h.end());
         if (shape == 1 && h.size() < kMaxPolygonVertices) {
           const int i = d.index(static_cast<int>(h.size()));
           const P a = h[i], b = h[(i + 1) % h.size()];
           h.insert(h.begin() + i + 1, T(0.5) * (a + b));
         }
         if (shape == 1 && h.size() == kMaxPolygonVertices) std::reverse(h.begin(), h.end());
         if (shape == 2) {
           const int i = d.index(static_cast<int>(h.size()));
           const P a = h[(i + h.size() - 1) % h.size()], b = h[(i + 1) % h.size()];
           h[i] = T(0.5) * (a + b) + T(0.25) * (T(0.5) * (a + b) - h[i]);
         }
         if (shape == 3) {
           const auto o = triple_octagon(d);
           h.clear();
           for (int i = 0; i < 8; ++i) h.push_back(o[(3 * i) % 8]);
         }
         return Q{p0, p1, in_slots(d, h)};
       }},
      // The ray through a vertex of a triangle at full width: the ray's ends
      // and the vertex on one exact line (exact_lines.h), the other two
      // vertices full-width offsets of the vertex's magnitude. Two edges'
      // parameters tie exactly where every product rounds.
      {"full_width_vertex", 2,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         constexpr int top = f32 ? 60 : 900;
         const Line line = Line::draw(d);
         const int s = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d), k3 = Line::significand(d);
         const P v = line.point(k1, s);
         const P p0 = line.point(k2, s + 4 + d.index(4)), p1 = line.point(-k3, s + d.index(4));
         const int k = 4 - s + d.index(6);  // full_point(k): below 2^(digits - k), near v's 2^(s + digits - 4)
         const P a = d.full_point(k), b = d.full_point(k);
         const bool reversed = d.bit();
         return reversed ? Q{p1, p0, in_slots(d, hull(std::vector<P>{v, v + a, v + b}))}
                         : Q{p0, p1, in_slots(d, hull(std::vector<P>{v, v + a, v + b}))};
       }},
      {"special_values", 1,
       [](D& d) {
         const std::vector<T> v = d.special_values(20, 8);
         return collide_check::from_values<RayConvexSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::ray_convex, cc::check::RayConvexSpec)
