// swept_polygon_polygon: the family spec (oracle, value components whose
// exact values are sets, the maps that commute with the sweep, answers known
// by construction), its regimes and properties. The variants are registered
// in variants.cpp, beside it.

#include <array>
#include <cstring>
#include <limits>
#include <map>

#include "../../include/collide_check/swept_polygon_polygon.h"
#include "../../oracle/swept_polygon_polygon.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/sweeps.h"
#include "../generic/values.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::swept_polygon_polygon::Input<T>;
template <class T>
using Result = SweepResult<T>;
using Exact = oracle::SweptPolygonPolygonExact;
using oracle::Rational;
using oracle::RationalPoint;
using oracle::Real;
using oracle::RootNumber;

/// The exact oracle, memoized on the input's bits: the value and invariance
/// properties ask about the same input several times.
const Exact& exact_of(const Input<double>& q) {
  using Key = std::array<std::uint64_t, 16>;
  static std::map<Key, Exact> memo;
  const double v[16] = {q.a[0].x, q.a[0].y, q.a[1].x, q.a[1].y, q.a[2].x, q.a[2].y, q.va.x, q.va.y,
                        q.b[0].x, q.b[0].y, q.b[1].x, q.b[1].y, q.b[2].x, q.b[2].y, q.vb.x, q.vb.y};
  Key k;
  for (int i = 0; i < 16; ++i) std::memcpy(&k[i], &v[i], sizeof(double));
  const auto it = memo.find(k);
  if (it != memo.end()) return it->second;
  if (memo.size() > 100000) memo.clear();
  return memo.emplace(k, oracle::swept_polygon_polygon_exact(q)).first->second;
}

/// The normals an answer may carry (kernels/swept_polygon_polygon.h): those of
/// the earliest pairs whose edge has positive length, each once; empty when
/// there is none (the normal is then (0, 0)). `collinear` says the normal is
/// the left normal of a pair whose vertex stays on the edge's line, `mixed`
/// that the same normal also comes from a pair that is not.
struct AllowedNormal {
  RootNumber x, y;
  bool collinear = false, mixed = false;
};

std::vector<AllowedNormal> allowed_normals(const Exact& e) {
  std::vector<AllowedNormal> out;
  for (const auto& p : e.earliest) {
    if (p.degenerate) continue;
    const auto [x, y] = oracle::exact_normal(p);
    bool found = false;
    for (auto& n : out)
      if (oracle::compare_across(n.x, x) == 0 && oracle::compare_across(n.y, y) == 0) {
        found = true;
        if (n.collinear != p.collinear) n.mixed = true;
      }
    if (!found) out.push_back({x, y, p.collinear, false});
  }
  return out;
}

/// The triangles share exactly one point at t*, or never touch (no set of
/// right answers: two answers compare like those of any function).
bool single_contact_point(const Input<double>& q) {
  const Exact& e = exact_of(q);
  return e.kind != SweepKind::hit || oracle::swept_polygon_polygon_contact_set(q, e.t).size() == 1;
}

/// Exactly one normal is allowed, or none ((0, 0)), from pairs alike in being
/// on the edge's line throughout or not (sets `collinear` to which); or the
/// triangles never touch.
bool single_normal(const Input<double>& q, bool* collinear = nullptr) {
  const Exact& e = exact_of(q);
  if (collinear) *collinear = false;
  if (e.kind != SweepKind::hit) return true;
  const auto n = allowed_normals(e);
  if (n.size() > 1 || (n.size() == 1 && n[0].mixed)) return false;
  if (collinear) *collinear = n.size() == 1 && n[0].collinear;
  return true;
}

/// A vertex of one triangle lies in the other (closed, its hull when
/// degenerate) at some t = j/4, j = 0..4: exact rationals at those times.
bool vertex_inside_at_a_quarter(const Input<double>& q) {
  using oracle::swept_polygon_polygon_detail::in_triangle_exact;
  for (int j = 0; j <= 4; ++j) {
    const Rational t(j, 4);
    RationalPoint A[3], B[3];
    for (int i = 0; i < 3; ++i) {
      A[i] = {Rational(oracle::exact(q.a[i].x) + t * oracle::exact(q.va.x)),
              Rational(oracle::exact(q.a[i].y) + t * oracle::exact(q.va.y))};
      B[i] = {Rational(oracle::exact(q.b[i].x) + t * oracle::exact(q.vb.x)),
              Rational(oracle::exact(q.b[i].y) + t * oracle::exact(q.vb.y))};
    }
    for (int i = 0; i < 3; ++i)
      if (in_triangle_exact(A[i], B) || in_triangle_exact(B[i], A)) return true;
  }
  return false;
}

template <class T>
Input<T> swapped(const Input<T>& q) {
  return {{q.b[0], q.b[1], q.b[2]}, q.vb, {q.a[0], q.a[1], q.a[2]}, q.va};
}

struct SweptPolygonPolygonSpec : collide_check::swept_polygon_polygon {
  using Exact = oracle::SweptPolygonPolygonExact;

  static std::vector<std::string> kind_names() { return {"miss", "hit", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::hit; }
  static constexpr Kind miss_kind = Kind::miss;
  static std::string invalid_input_text() { return "NaN or an infinite coordinate"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"grazing", "vertex_hits_vertex", "start_touching", "parallel_edges"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    auto pt = [&](int i) { return "(" + f(v[i]) + ", " + f(v[i + 1]) + ")"; };
    return "A " + pt(0) + " " + pt(2) + " " + pt(4) + " moving " + pt(6) + ", B " + pt(8) + " " + pt(10) + " " +
           pt(12) + " moving " + pt(14);
  }
  template <class T>
  static std::string show(const Result<T>& r) { return generic::show_sweep<SweptPolygonPolygonSpec, T>(r); }
  static std::string show(const Exact& e) {
    std::string s = kind_name<SweptPolygonPolygonSpec>(e.kind);
    if (e.kind != Kind::hit) return s;
    s += " t*=" + e.t.str() + " (~" + decimal(oracle::approximate(e.t)) + ")";
    if (e.start_overlap) s += " start overlap";
    s += " earliest pairs:";
    if (e.earliest.empty()) s += " none";
    for (const auto& p : e.earliest) {
      const auto n = oracle::reference_normal(p);
      s += " #" + std::to_string(p.index) + " at (" + decimal(oracle::approximate(p.px)) + ", " +
           decimal(oracle::approximate(p.py)) + ") normal~(" + decimal(n.first.convert_to<double>()) + ", " +
           decimal(n.second.convert_to<double>()) + ")" + (p.collinear ? " collinear" : "") +
           (p.degenerate ? " zero-length edge" : "");
    }
    return s;
  }
  template <class T>
  static nlohmann::json json(const Result<T>& r) { return generic::sweep_json<SweptPolygonPolygonSpec, T>(r); }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<SweptPolygonPolygonSpec>(e.kind)}};
    if (e.kind != Kind::hit) return j;
    j["t"] = {{"exact", e.t.str()}, {"approx", oracle::approximate(e.t)}};
    j["start_overlap"] = e.start_overlap;
    nlohmann::json pairs = nlohmann::json::array();
    for (const auto& p : e.earliest) {
      const auto n = oracle::reference_normal(p);
      pairs.push_back({{"pair", p.index},
                       {"point", {p.px.str(), p.py.str()}},
                       {"normal", {n.first.convert_to<double>(), n.second.convert_to<double>()}},
                       {"collinear", p.collinear},
                       {"zero_length_edge", p.degenerate}});
    }
    j["earliest_pairs"] = pairs;
    return j;
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<SweptPolygonPolygonSpec, double>(in));
  }
  static Exact exact(const Input<double>& in) { return exact_of(in); }
  static Kind exact_kind(const Input<double>& in) {
    return oracle::swept_polygon_polygon_kind(in, [](const Input<double>& q) -> const Exact& { return exact_of(q); });
  }
  static oracle::FilterStats& filter_stats() { return oracle::swept_polygon_polygon_stats(); }
  /// The separation: the least, over the frame, of the distance between A(t)
  /// and B(t) when apart and minus the penetration depth when they overlap.
  static int separation_sign(const Input<double>& in, const Rational& offset) {
    return oracle::swept_polygon_polygon_separation_sign(in, offset);
  }
  static std::optional<RootNumber> exact_time(const Input<double>& in, const Rational& offset) {
    return oracle::swept_polygon_polygon_first_contact(in, offset);
  }
  static Contact exact_contact(const Input<double>& in) {
    const int s = separation_sign(in, Rational(0));
    return s > 0 ? Contact::apart : s == 0 ? Contact::touching : Contact::overlapping;
  }

  template <class T>
  static std::vector<double> coordinates(const std::string& component, const Result<T>& r) {
    return generic::sweep_coordinates(component, r);
  }
  /// The point: of the contact set A(t*) ∩ B(t*) (a vertex on an edge, a
  /// stretch of edge, or at t* = 0 a region), the point nearest to the
  /// variant's. The normal: of the allowed normals (allowed_normals), the one
  /// nearest to the variant's; (0, 0) when none is allowed.
  static std::vector<RootNumber> exact_coordinates(const std::string& component, const Input<double>& in,
                                                   const Exact& e, const std::vector<double>& hint) {
    if (e.kind != Kind::hit) return {};
    if (component == "t") return {RootNumber(e.t)};
    const bool has_hint = hint.size() == 2 && std::isfinite(hint[0]) && std::isfinite(hint[1]);
    if (component == "point") {
      const auto set = oracle::swept_polygon_polygon_contact_set(in, e.t);
      if (set.empty()) throw std::logic_error("swept_polygon_polygon: a hit without a contact point");
      const RationalPoint p =
          has_hint ? oracle::nearest_in_hull(set, oracle::exact_point(hint[0], hint[1])) : set.front();
      return {RootNumber(p.x), RootNumber(p.y)};
    }
    const auto normals = allowed_normals(e);
    if (normals.empty()) return {RootNumber(Rational(0)), RootNumber(Rational(0))};
    std::size_t best = 0;
    if (has_hint) {
      Real best_d2 = -1;
      for (std::size_t i = 0; i < normals.size(); ++i) {
        const Real dx = Real(hint[0]) - oracle::to_real(normals[i].x);
        const Real dy = Real(hint[1]) - oracle::to_real(normals[i].y);
        const Real d2 = dx * dx + dy * dy;
        if (best_d2 < 0 || d2 < best_d2) best = i, best_d2 = d2;
      }
    }
    return {normals[best].x, normals[best].y};
  }

  template <class T>
  static std::vector<generic::MapOf<SweptPolygonPolygonSpec, T>> maps() {
    using Map = generic::MapOf<SweptPolygonPolygonSpec, T>;
    using S = SweptPolygonPolygonSpec;
    std::vector<Map> out;
    // Where the exact answer is a set (several contact points, several
    // earliest edges), two right answers may differ: only singletons compare.
    const auto singletons = [](const std::string& component, const Input<T>& q, const Result<T>&) {
      if (component == "point") return single_contact_point(widen<S, T>(q));
      if (component == "normal") return single_normal(widen<S, T>(q));
      return true;
    };
    // Swapping A and B turns every pair's vertex to the other triangle: the
    // normal is negated (the left normal of a collinear pair too).
    Map swap{"symmetric_in_triangles", "A and B swapped",
             [](const Input<T>& q) -> std::optional<Input<T>> { return swapped(q); },
             [](const Input<T>&, Result<T> r) {
               r.normal = T(-1) * r.normal;
               return r;
             }};
    swap.compares = singletons;
    out.push_back(swap);
    const auto transforms = plane_transforms<T>();
    auto planar = generic::plane_maps<S, T>(
        "exact_transform_invariant",
        [](const Input<T>& q, const PlaneTransform<T>& t) {
          return Input<T>{{t(q.a[0]), t(q.a[1]), t(q.a[2])}, t(q.va), {t(q.b[0]), t(q.b[1]), t(q.b[2])}, t(q.vb)};
        },
        [](Result<T> r, const PlaneTransform<T>& t) {
          r.point = t(r.point);
          r.normal = t.direction(r.normal);
          return r;
        });
    for (std::size_t i = 0; i < planar.size(); ++i) {
      planar[i].compares = singletons;
      // A mirror negates the left normal of a vertex on the edge's line throughout.
      if (transforms[i].orientation < 0)
        planar[i].result = [inner = planar[i].result](const Input<T>& q, const Result<T>& r) {
          Result<T> m = inner(q, r);
          bool collinear = false;
          if (r.kind == Kind::hit && single_normal(widen<S, T>(q), &collinear) && collinear)
            m.normal = T(-1) * m.normal;
          return m;
        };
      out.push_back(planar[i]);
    }
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {{"a vertex inside the other triangle at a time j/4 is a contact",
             "a vertex of one triangle in the other (closed) at t = j/4 for some j = 0..4, on exact rationals: a hit",
             {"grazing", "vertex_hits_vertex", "start_overlap", "parallel_edges", "zero_motion", "degenerate",
              "small_int_grid"},
             [](const Input<T>& q) -> std::optional<Kind> {
               if (!vertex_inside_at_a_quarter(widen<SweptPolygonPolygonSpec, T>(q))) return std::nullopt;
               return Kind::hit;
             }}};
  }

  template <class T>
  static std::vector<PropertyDef<SweptPolygonPolygonSpec, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid",         "generic",          "grazing",     "vertex_hits_vertex", "start_touching",
        "start_overlap",          "parallel_edges",   "zero_motion", "degenerate",         "scale_sweep",
        "dyadic_contact_rounded", "star_near_contact"};
    using S = SweptPolygonPolygonSpec;
    std::vector<PropertyDef<S, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<S, T>(finite));
    ps.push_back(generic::t_in_unit_interval<S, T>(finite));
    ps.push_back(generic::time_within_contract<S, T>(finite));
    ps.push_back(generic::value_within_contract<S, T>("point", finite));
    ps.push_back(generic::value_within_contract<S, T>("normal", finite));
    ps.push_back(generic::normal_unit_and_oriented<S, T>(finite));
    for (auto& p : generic::invariance_properties<S, T>(
             maps<T>(),
             {{"symmetric_in_triangles",
               "swapping A and B gives the same kind and t within both bounds, and the point and the negated normal "
               "where the exact contact point and normal are unique"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the sweep: same "
               "kind, t within both bounds, and the mapped point and normal where the exact ones are unique (a "
               "mirror negates the left normal of a vertex on the edge's line throughout)"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(
        generic::special_values_give_invalid_input<S, T>("any NaN or infinite coordinate gives invalid_input"));
    return ps;
  }
};

// ---------------------------------------------------------------- regimes

template <class T>
Input<T> from_vector(const std::vector<T>& v) {
  return collide_check::from_values<SweptPolygonPolygonSpec, T>(std::span<const T>(v));
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> SweptPolygonPolygonSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using Q = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  // Exact touching at tau = j/4 (j drawn by `quarters`: 1..4, so t = 1/2 and
  // t = 1 among them, or 0: touching at the start): at tau, vertex i of A sits
  // on edge e of B at parameter s (drawn by `s_quarters`), A's other vertices
  // in the closed half-plane outside that edge, and A approaches from outside
  // (or slides along the edge's line when the approach is 0). Built at tau and
  // moved back exactly (small dyadic values); roles swapped half the time.
  using Quarters = std::int64_t (*)(D&);
  const auto touching = [](Quarters s_quarters, Quarters quarters) {
    return [s_quarters, quarters](D& d) {
      const std::array<V, 3> b{d.small_point(8), d.small_point(8), d.small_point(8)};
      const V vb = d.small_point(4);
      const int i = d.index(3), e = d.index(3);
      const T s = static_cast<T>(s_quarters(d)) / 4;
      const T tau = static_cast<T>(quarters(d)) / 4;
      const std::int64_t o0 = d.integer(0, 2), o1 = d.small_signed(2), o2 = d.integer(0, 2), o3 = d.small_signed(2);
      const T approach = static_cast<T>(d.integer(0, 2)), slide = static_cast<T>(d.small_signed(2));
      const bool swap = d.bit();
      const V b0 = b[e], b1 = b[(e + 1) % 3], third = b[(e + 2) % 3];
      const V dir = b1 - b0;
      V n{-dir.y, dir.x};
      if (cross(dir, third - b0) > 0) n = T(-1) * n;  // away from B
      const V c = b0 + s * dir;
      std::array<V, 3> a;
      a[i] = c;
      a[(i + 1) % 3] = c + static_cast<T>(o0) * n + static_cast<T>(o1) * dir;
      a[(i + 2) % 3] = c + static_cast<T>(o2) * n + static_cast<T>(o3) * dir;
      const V va = vb - approach * n + slide * dir;
      Q q{{a[0] - tau * va, a[1] - tau * va, a[2] - tau * va}, va,
          {b[0] - tau * vb, b[1] - tau * vb, b[2] - tau * vb}, vb};
      return swap ? swapped(q) : q;
    };
  };
  const Quarters later = [](D& d) { return d.integer(1, 4); };
  const Quarters any_quarter = [](D& d) { return d.integer(0, 4); };
  return {
      {"small_int_grid", 2, [](D& d) { return from_vector<T>(d.small_integers(16, 8)); }},
      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         return from_vector<T>(d.full_precisions(16, k));
       }},
      {"grazing", 3, touching(any_quarter, later)},
      {"vertex_hits_vertex", 2, touching([](D& d) -> std::int64_t { return d.bit() ? 4 : 0; }, later)},
      {"start_touching", 2, touching(any_quarter, [](D&) -> std::int64_t { return 0; })},

      // Overlapping at t = 0: B's vertices convex combinations (weights k/4) of
      // A's (B inside A), only B's first vertex inside, or B == A; roles
      // swapped half the time.
      {"start_overlap", 3,
       [](D& d) {
         const V a0 = d.small_point(8), a1 = d.small_point(8), a2 = d.small_point(8), b1 = d.small_point(8),
                 b2 = d.small_point(8);
         std::array<std::int64_t, 6> w;
         for (auto& x : w) x = d.integer(0, 4);
         const int mode = d.index(3);
         const V va = d.small_point(8), vb = d.small_point(8);
         const bool swap = d.bit();
         const auto combo = [&](std::int64_t p, std::int64_t q) {
           const std::int64_t s = std::min<std::int64_t>(q, 4 - p);
           return static_cast<T>(p) * a0 + static_cast<T>(s) * a1 + static_cast<T>(4 - p - s) * a2;
         };
         const auto quarter = [](V p) { return T(0.25) * p; };
         Q q{{a0, a1, a2}, va, {quarter(combo(w[0], w[1])), b1, b2}, vb};
         if (mode == 0) q.b[1] = quarter(combo(w[2], w[3])), q.b[2] = quarter(combo(w[4], w[5]));
         if (mode == 2) q.b[0] = a0, q.b[1] = a1, q.b[2] = a2;
         return swap ? swapped(q) : q;
       }},

      // An edge of A parallel to edge 0 of B (on its line, one normal away, or
      // a small offset), A moving relative to B along that direction, sometimes
      // with a unit of approach across it.
      {"parallel_edges", 2,
       [](D& d) {
         const V b0 = d.small_point(8), dir = d.small_point(4), b2 = d.small_point(8), a2 = d.small_point(8);
         const T k = static_cast<T>(d.small_signed(12)), lam = static_cast<T>(d.small_signed(6)),
                 mu = static_cast<T>(d.small_signed(8));
         const int off = d.index(4);
         const V o = d.small_point(2);
         const T across = static_cast<T>(d.small_signed(1));
         const V vb = d.small_point(4);
         const V n{-dir.y, dir.x};
         V shift{0, 0};
         if (off == 1) shift = n;
         if (off == 2) shift = T(-1) * n;
         if (off == 3) shift = o;
         const V a0 = b0 + (k / 4) * dir + shift;
         const V a1 = a0 + (lam / 2) * dir;
         const V va = vb + (mu / 2) * dir + across * n;
         return Q{{a0, a1, a2}, va, {b0, b0 + dir, b2}, vb};
       }},

      {"zero_motion", 2,
       [](D& d) {
         Q q = from_vector<T>(d.small_integers(16, 8));
         const V w = d.small_point(8);
         q.va = w;
         q.vb = w;
         return q;
       }},

      // Degenerate triangles: a repeated vertex, all three equal, or three
      // collinear vertices, in A, in B or in both.
      {"degenerate", 2,
       [](D& d) {
         Q q = from_vector<T>(d.small_integers(16, 8));
         const int ma = d.index(4), mb = d.index(4);
         const auto make = [](Vec2<T>(&t)[3], int m) {
           if (m == 1) t[2] = t[0];
           if (m == 2) t[1] = t[0], t[2] = t[0];
           if (m == 3) t[2] = t[0] + T(2) * (t[1] - t[0]);
         };
         make(q.a, ma);
         make(q.b, mb == 0 && ma == 0 ? 1 : mb);
         return q;
       }},

      // A vertex of A reaching an edge of B exactly at tau = j / 4, where the
      // differences round: B's edge lies on y = 0 from x0 < 0 to x1 > 1 (full
      // width, opposite signs: x1 - x0 rounds in double; for float, whose
      // differences double holds exactly, x0 is 2^-30 to 2^-60 of x1), A's
      // lowest vertex at a full-width x in (0, 1), A moving straight down
      // relative to B (B moving sideways by a full-width speed, or not),
      // transposed half the time and roles swapped half the time. t* = tau is
      // then exactly a double while the products that bracket it carry rounded
      // differences: fast_time cannot prove it, and the exact search
      // (fast_hit_exact_time) takes it.
      {"dyadic_contact_rounded", 2,
       [](D& d) {
         constexpr int k = digits - 6;                                           // full-width values below 2^6 ...
         const auto unit = [&] { return std::fabs(d.full_precision(digits)); };  // ... and below 1
         const int below = std::is_same_v<T, float> ? static_cast<int>(d.integer(30, 60)) : 0;
         const T x0 = -std::ldexp(T(1) + std::fabs(d.full_precision(k)), -below);
         const T x1 = T(1) + std::fabs(d.full_precision(k));
         const T px = unit(), third = unit();
         const T h = static_cast<T>(d.integer(1, 4)), tau = static_cast<T>(d.integer(1, 4)) / 4,
                 down = static_cast<T>(d.integer(1, 4));
         const T m1 = static_cast<T>(d.integer(1, 4)), m2 = static_cast<T>(d.integer(1, 4));
         const T w1 = T(1) + unit(), w2 = T(1) + unit();
         const bool sideways = d.bit(), transpose = d.bit(), swap = d.bit();
         const T vbx = sideways ? d.full_precision(k) : T(0);
         const T q = tau * down;  // the vertex starts q above the edge's line, reached at tau
         Q out{{V{px, q}, V{px - w1, q + m1}, V{px + w2, q + m2}},
               V{vbx, -down},
               {V{x0, 0}, V{x1, 0}, V{third, -h}},
               V{vbx, 0}};
         if (transpose) {
           for (V* v : {&out.a[0], &out.a[1], &out.a[2], &out.va, &out.b[0], &out.b[1], &out.b[2], &out.vb})
             std::swap(v->x, v->y);
         }
         return swap ? swapped(out) : out;
       }},
      // Overlapping at t = 0 as a hexagram: no vertex of either triangle in
      // the other, so the start point comes from a proper crossing of edges.
      // A's apex lies 4 * 2^-k above the line of B's top edge (k over
      // ThresholdBandRange: from a clear crossing down to within a double-double
      // bound of a vertex on that line, outside B), so the orientation that
      // decides the crossing is swept through every filter threshold; scaled
      // by 2^e, e in [-20, 20], or for double half the time so that M lies in
      // (2^500, 2^511) (beyond the fast path's 2^500, products near overflow);
      // turned off the axes 3 times in 4, a random 90-degree rotation or
      // mirror, roles swapped half the time.
      {"star_near_contact", 2,
       [](D& d) {
         using Range = gen::ThresholdBandRange<T>;
         const int k = static_cast<int>(d.integer(Range::first, Range::last));
         const bool far = std::is_same_v<T, double> && d.bit();
         const int e = far ? static_cast<int>(d.integer(498, 508)) : d.exponent(-20, 20);
         const int map = d.index(8);
         const bool swap = d.bit(), turn = d.index(4) != 0;
         const V va = d.small_point(4), vb = d.small_point(4);
         const T apex = std::ldexp(T(4), -k);
         Q q{{V{0, apex}, V{-4, -4}, V{4, -4}}, va, {V{0, -6}, V{4, 0}, V{-4, 0}}, vb};
         const auto place = [&](V p) {
           // Turned by (4, 3) / 5 and scaled by 5, exactly: the edge's line is no
           // longer axis-aligned, so the orientation of the apex is a
           // difference of rounded products that cancel.
           if (turn) p = V{4 * p.x - 3 * p.y, 3 * p.x + 4 * p.y};
           if (map & 1) p = V{-p.y, p.x};
           if (map & 2) p = V{-p.x, -p.y};
           if (map & 4) p = V{p.y, p.x};
           return V{std::ldexp(p.x, e), std::ldexp(p.y, e)};
         };
         for (V* p : {&q.a[0], &q.a[1], &q.a[2], &q.va, &q.b[0], &q.b[1], &q.b[2], &q.vb}) *p = place(*p);
         return swap ? swapped(q) : q;
       }},
      {"scale_sweep", 2, [](D& d) { return from_vector<T>(d.scale_swept(16, 15)); }},
      {"special_values", 1, [](D& d) { return from_vector<T>(d.special_values(16, 8)); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::swept_polygon_polygon, cc::check::SweptPolygonPolygonSpec)
