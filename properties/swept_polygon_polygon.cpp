// swept_polygon_polygon: variants, contracts, input regimes and properties.

#include "swept_polygon_polygon.h"

#include <array>
#include <cstring>
#include <limits>
#include <map>

#include "../kernels/robust/swept_polygon_polygon.h"
#include "../kernels/seeds/swept_polygon_polygon.h"
#include "../oracle/swept_polygon_polygon.h"
#include "common.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

using oracle::Rational;
using oracle::Real;

template <class T>
using Query = SweptPolygonPolygon<T>;

/// The robust contract of one scalar, as data (kernels/swept_polygon_polygon.h).
struct SweepBound {
  double t_ulps;     ///< t* - t_ulps ulp(t*) < t <= t*
  double point_uM;   ///< point: Euclidean distance to each triangle at t* <= point_uM u_d M + point_abs
  double point_abs;  ///<   + point_rel_out |p| (the rounding to float, 0 for double)
  double point_rel_out;
  double normal;     ///< |n - n*| <= normal (Euclidean)
  double unit;       ///< | |n| - 1 | <= unit
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
std::vector<double> values_of(const Query<T>& q) {
  return {q.a[0].x, q.a[0].y, q.a[1].x, q.a[1].y, q.a[2].x, q.a[2].y, q.va.x, q.va.y,
          q.b[0].x, q.b[0].y, q.b[1].x, q.b[1].y, q.b[2].x, q.b[2].y, q.vb.x, q.vb.y};
}

template <class T>
Query<T> from_vector(const std::vector<T>& v) {
  return {{{v[0], v[1]}, {v[2], v[3]}, {v[4], v[5]}}, {v[6], v[7]},
          {{v[8], v[9]}, {v[10], v[11]}, {v[12], v[13]}}, {v[14], v[15]}};
}

Query<double> widen(const Query<float>& q) {
  auto w = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  return {{w(q.a[0]), w(q.a[1]), w(q.a[2])}, w(q.va), {w(q.b[0]), w(q.b[1]), w(q.b[2])}, w(q.vb)};
}
Query<double> widen(const Query<double>& q) { return q; }

template <class T>
Query<T> swapped(const Query<T>& q) {
  return {{q.b[0], q.b[1], q.b[2]}, q.vb, {q.a[0], q.a[1], q.a[2]}, q.va};
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  auto pt = [&](int i) { return "(" + f(v[i]) + ", " + f(v[i + 1]) + ")"; };
  return "A " + pt(0) + " " + pt(2) + " " + pt(4) + " moving " + pt(6) + ", B " + pt(8) + " " + pt(10) + " " +
         pt(12) + " moving " + pt(14);
}

template <class T>
std::string show_result(const SweepResult<T>& r) {
  std::string s = kind_name(r.kind);
  if (r.kind == SweepKind::hit)
    s += " t=" + hex(r.t) + " (" + decimal(r.t) + ") point=(" + hex(r.point.x) + ", " + hex(r.point.y) +
         ") normal=(" + hex(r.normal.x) + ", " + hex(r.normal.y) + ")";
  return s;
}

std::string show_exact(const oracle::SweptPolygonPolygonExact& e) {
  std::string s = kind_name(e.kind);
  if (e.kind != SweepKind::hit) return s;
  s += " t*=" + e.t.str() + " (~" + decimal(oracle::approximate(e.t)) + ")";
  if (e.start_overlap) s += " start overlap";
  s += " earliest pairs:";
  if (e.earliest.empty()) s += " none";
  for (const auto& p : e.earliest) {
    const auto n = oracle::reference_normal(p);
    s += " #" + std::to_string(p.index) + " normal~(" + decimal(n.first.convert_to<double>()) + ", " +
         decimal(n.second.convert_to<double>()) + ")" + (p.collinear ? " collinear" : "") +
         (p.degenerate ? " zero-length edge" : "");
  }
  return s;
}

/// The exact oracle, memoized on the input's bits: every variant and property
/// asks about the same generated inputs.
const oracle::SweptPolygonPolygonExact& exact_of(const Query<double>& q) {
  using Key = std::array<std::uint64_t, 16>;
  static std::map<Key, oracle::SweptPolygonPolygonExact> memo;
  Key k;
  const auto v = values_of(q);
  for (int i = 0; i < 16; ++i) std::memcpy(&k[i], &v[i], sizeof(double));
  const auto it = memo.find(k);
  if (it != memo.end()) return it->second;
  if (memo.size() > 100000) memo.clear();
  return memo.emplace(k, oracle::swept_polygon_polygon_exact(q)).first->second;
}

/// The exact kind, the oracle's filter first, its exact path through the memo.
SweepKind kind_of(const Query<double>& q) {
  return oracle::swept_polygon_polygon_kind(
      q, [](const Query<double>& x) -> const oracle::SweptPolygonPolygonExact& { return exact_of(x); });
}

struct Traits {
  static constexpr const char* name = "swept_polygon_polygon";

  template <class T>
  using Input = Query<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    SweepResult<T> (*fn)(const Query<T>&);
    SweepBound bound;
  };

  static std::vector<std::string> fields() {
    return {"A.0.x", "A.0.y", "A.1.x", "A.1.y", "A.2.x", "A.2.y", "vA.x", "vA.y",
            "B.0.x", "B.0.y", "B.1.x", "B.1.y", "B.2.x", "B.2.y", "vB.x", "vB.y"};
  }
  template <class T>
  static std::vector<T> to_values(const Input<T>& q) {
    return {q.a[0].x, q.a[0].y, q.a[1].x, q.a[1].y, q.a[2].x, q.a[2].y, q.va.x, q.va.y,
            q.b[0].x, q.b[0].y, q.b[1].x, q.b[1].y, q.b[2].x, q.b[2].y, q.vb.x, q.vb.y};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) { return from_vector<T>(v); }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "worst t error, in ulps of t*"; }
  static oracle::FilterStats& filter_stats() { return oracle::swept_polygon_polygon_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    const auto r = v.fn(in);
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
    const auto e = oracle::swept_polygon_polygon_exact(in);
    nlohmann::json j;
    j["kind"] = kind_name(e.kind);
    if (e.kind == SweepKind::hit) {
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
    }
    return j;
  }
};

// ---------------------------------------------------------------- variants

template <class T>
SweepResult<T> run_seed003(const Query<T>& q) { return seed003::swept_polygon_polygon(q); }
template <class T>
SweepResult<T> run_robust(const Query<T>& q) { return robust::swept_polygon_polygon(q); }

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  constexpr double ud = 0x1p-53, uf = 0x1p-24, eta = 0x1p-1074;
  // Point: per coordinate 8 u M + 2 eta (the start crossing; 6 u M + 2 eta at
  // t > 0), Euclidean times sqrt 2 < 1.5; float adds one rounding, u_f |p| + eta_f / 2.
  const SweepBound bound = f32 ? SweepBound{1, 12, 3 * eta + 0x1p-149, 1.5 * uf, 8 * ud + 1.5 * uf, 4 * ud + 2 * uf}
                               : SweepBound{1, 12, 3 * eta, 0, 8 * ud, 4 * ud};
  const std::string robust_contract =
      std::string("decisions exact for every finite input (start overlap, hit/miss, the earliest pair); ") +
      (f32 ? "t the largest float not above t*: t* - ulp_f(t*) < t <= t*; point within (12 u_d M + 3 eta_d) + "
             "1.5 (u_f |p| + eta_f) of both triangles at t*; normal within 8 u_d + 1.5 u_f of an earliest pair's, "
             "| |n| - 1 | <= 4 u_d + 2 u_f"
           : "t the largest double not above t*: t* - ulp(t*) < t <= t*; point within 12 u M + 3 eta of both "
             "triangles at t* (Euclidean); normal within 8 u of an earliest pair's, | |n| - 1 | <= 4 u") +
      " (M = largest |input|; a start crossing point only where the start positions' magnitudes span at most "
      "2^900); start overlap with no vertex on an edge: normal (0, 0); a zero-length edge: "
      "normal (0, 0); NaN/inf -> invalid_input";
  const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "for translating pairs the article's a is exactly 0 (l3 - l1 == l4 - l2): t1 divides by zero and contacts "
       "are missed unless the rounding of p + v, l + v makes a nonzero; overlap at t = 0 is never tested"},
      {"time_within_contract",
       "starts overlapping -> a later t from a vertex crossing an edge; where rounding leaves a tiny a != 0, "
       "-b + sqrt(b^2 - 4ac) cancels to 0 and t1 = 0 is reported (t = -0 for a contact at 1/1559937)"},
      {"no_tunneling",
       "a == 0 gives t1 = +-inf or 0/0 = NaN: a point triangle resting on another (a == b == c == 0) and every "
       "start overlap without a crossing vertex are passed through"},
      {"no_early_hit",
       "t1 from rounded moved positions falls below t* by more than an ulp, and the t2 = (p - a) / (a - b) sign "
       "flaw reports contacts on the edge's mirror image: hits where the triangles never touch"},
      {"start_overlap_gives_t0",
       "touching at t = 0 needs t1 = 0 but a == b == c == 0 gives 0/0; containment and crossing edges at t = 0 "
       "are never looked at: miss or a later t"},
      {"contact_point_on_both",
       "a rounding-residue a and the cancellation in -b + sqrt(b^2 - 4ac) give t1 = 0, which the mirrored t2 "
       "test accepts: the reported vertex is far from the other triangle"},
      {"normal_of_earliest_edge",
       "the normal is turned toward the side of the vertex's start, so a vertex starting on the edge's line "
       "keeps the left normal (pointing from A toward B half the time); a start overlap gets a later contact's "
       "edge normal instead of the stated (0, 0)"},
      {"exact_transform_invariant",
       "whether a is 0 (a miss) or a rounding residue (a hit) depends on how p + v and l + v round, which a "
       "rotation changes: a hit in one frame is a miss in the rotated one"},
      {"zero_motion_hits_only_at_start",
       "with no relative motion a == b == 0, so t1 is 0/0 or +-inf: touching or overlapping triangles at rest "
       "give a miss"},
      {"special_values_give_invalid_input",
       "NaN and infinities propagate through a, b, c and fail the comparisons: a miss instead of invalid_input"},
  };
  std::vector<Variant<T>> out;
  out.push_back({VariantInfo{name, "seed003", scalar,
                             "003_5f9cd7bc7b096bf6.txt §2D Parametric Collision Detection (\"To extrapolate this "
                             "to finding the first collision between polygons A and B\")",
                             seed_contract, seed_flaws},
                 run_seed003<T>, bound});
  out.push_back({VariantInfo{name, "robust", scalar,
                             "start overlap from exact orientation signs; otherwise the earliest of the 18 "
                             "vertex/edge pairs, each decided exactly by robust::moving_point_segment's machinery "
                             "on polynomials built from the velocities, compared exactly",
                             robust_contract, {}},
                 run_robust<T>, bound});
  return out;
}

// ---------------------------------------------------------------- regimes

template <class T>
std::vector<gen::Regime<Query<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using Q = Query<T>;
  using V = Vec2<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return V{x, y}; }, small(lim), small(lim));
  };
  auto sixteen = [](rc::Gen<T> g) {
    return rc::gen::map(rc::gen::container<std::vector<T>>(16, std::move(g)), from_vector<T>);
  };
  std::vector<gen::Regime<Q>> r;

  r.push_back({"small_int_grid", 2, sixteen(small(8))});

  r.push_back({"generic", 2, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [sixteen](int k) {
                 return sixteen(gen::full_precision_scaled<T>(k));
               })});

  // Exact touching at tau = j/4 (j = 1..4, so t = 1/2 and t = 1 among them):
  // at tau, vertex i of A sits on edge e of B at parameter s, A's other vertices
  // in the closed half-plane outside that edge, and A approaches from outside
  // (or slides along the edge's line when the approach is 0). Built at tau and
  // moved back exactly (small dyadic values); roles swapped half the time.
  auto touching = [vec](rc::Gen<std::int64_t> s_quarters) {
    return rc::gen::apply(
        [](std::array<V, 3> b, V vb, int i, int e, std::int64_t sq, std::int64_t j, std::array<std::int64_t, 4> o,
           std::int64_t approach, std::int64_t slide, bool swap) {
          const T tau = static_cast<T>(j) / 4, s = static_cast<T>(sq) / 4;
          const V b0 = b[e], b1 = b[(e + 1) % 3], third = b[(e + 2) % 3];
          const V d = b1 - b0;
          V n{-d.y, d.x};
          if (cross(d, third - b0) > 0) n = T(-1) * n;  // away from B
          const V c = b0 + s * d;
          std::array<V, 3> a;
          a[i] = c;
          a[(i + 1) % 3] = c + static_cast<T>(o[0]) * n + static_cast<T>(o[1]) * d;
          a[(i + 2) % 3] = c + static_cast<T>(o[2]) * n + static_cast<T>(o[3]) * d;
          const V va = vb - static_cast<T>(approach) * n + static_cast<T>(slide) * d;
          Q q{{a[0] - tau * va, a[1] - tau * va, a[2] - tau * va}, va,
              {b[0] - tau * vb, b[1] - tau * vb, b[2] - tau * vb}, vb};
          return swap ? swapped(q) : q;
        },
        rc::gen::apply([](V x, V y, V z) { return std::array<V, 3>{x, y, z}; }, vec(8), vec(8), vec(8)), vec(4),
        rc::gen::inRange(0, 3), rc::gen::inRange(0, 3), std::move(s_quarters), rc::gen::inRange<std::int64_t>(1, 5),
        rc::gen::apply([](std::int64_t p, std::int64_t q, std::int64_t s, std::int64_t t) {
          return std::array<std::int64_t, 4>{p, q, s, t};
        }, rc::gen::inRange<std::int64_t>(0, 3), gen::small_signed(2), rc::gen::inRange<std::int64_t>(0, 3),
           gen::small_signed(2)),
        rc::gen::inRange<std::int64_t>(0, 3), gen::small_signed(2), rc::gen::arbitrary<bool>());
  };
  r.push_back({"grazing", 3, touching(rc::gen::inRange<std::int64_t>(0, 5))});
  r.push_back({"vertex_hits_vertex", 2,
               touching(rc::gen::map(rc::gen::arbitrary<bool>(), [](bool end) { return std::int64_t{end ? 4 : 0}; }))});

  // Overlapping at t = 0: B's vertices convex combinations (weights k/4) of A's
  // (B inside A), only B's first vertex inside, or B == A; roles swapped half the time.
  r.push_back({"start_overlap", 3,
               rc::gen::apply(
                   [](V a0, V a1, V a2, V b1, V b2, std::array<std::int64_t, 6> w, int mode, V va, V vb, bool swap) {
                     auto combo = [&](std::int64_t p, std::int64_t q) {
                       const std::int64_t s = std::min<std::int64_t>(q, 4 - p);
                       return (static_cast<T>(p) * a0 + static_cast<T>(s) * a1 + static_cast<T>(4 - p - s) * a2);
                     };
                     auto quarter = [](V p) { return T(0.25) * p; };
                     Q q{{a0, a1, a2}, va, {quarter(combo(w[0], w[1])), b1, b2}, vb};
                     if (mode == 0) q.b[1] = quarter(combo(w[2], w[3])), q.b[2] = quarter(combo(w[4], w[5]));
                     if (mode == 2) q.b[0] = a0, q.b[1] = a1, q.b[2] = a2;
                     return swap ? swapped(q) : q;
                   },
                   vec(8), vec(8), vec(8), vec(8), vec(8),
                   rc::gen::apply([](std::vector<std::int64_t> v) {
                     return std::array<std::int64_t, 6>{v[0], v[1], v[2], v[3], v[4], v[5]};
                   }, rc::gen::container<std::vector<std::int64_t>>(6, rc::gen::inRange<std::int64_t>(0, 5))),
                   rc::gen::inRange(0, 3), vec(8), vec(8), rc::gen::arbitrary<bool>())});

  // An edge of A parallel to edge 0 of B (on its line, one normal away, or
  // a small offset), A moving relative to B along that direction, sometimes
  // with a unit of approach across it.
  r.push_back({"parallel_edges", 2,
               rc::gen::apply(
                   [](V b0, V d, V b2, V a2, std::int64_t k, std::int64_t lam, std::int64_t mu, int off, V o,
                      std::int64_t across, V vb) {
                     const V n{-d.y, d.x};
                     V shift{0, 0};
                     if (off == 1) shift = n;
                     if (off == 2) shift = T(-1) * n;
                     if (off == 3) shift = o;
                     const V a0 = b0 + (static_cast<T>(k) / 4) * d + shift;
                     const V a1 = a0 + (static_cast<T>(lam) / 2) * d;
                     const V va = vb + (static_cast<T>(mu) / 2) * d + static_cast<T>(across) * n;
                     return Q{{a0, a1, a2}, va, {b0, b0 + d, b2}, vb};
                   },
                   vec(8), vec(4), vec(8), vec(8), gen::small_signed(12), gen::small_signed(6), gen::small_signed(8),
                   rc::gen::inRange(0, 4), vec(2), gen::small_signed(1), vec(4))});

  r.push_back({"zero_motion", 2,
               rc::gen::apply(
                   [](std::vector<T> v, V w) {
                     Q q = from_vector<T>(v);
                     q.va = w;
                     q.vb = w;
                     return q;
                   },
                   rc::gen::container<std::vector<T>>(16, small(8)), vec(8))});

  // Degenerate triangles: a repeated vertex, all three equal, or three
  // collinear vertices, in A, in B or in both.
  r.push_back({"degenerate", 2,
               rc::gen::apply(
                   [](std::vector<T> v, int ma, int mb) {
                     Q q = from_vector<T>(v);
                     auto make = [](Vec2<T>(&t)[3], int m) {
                       if (m == 1) t[2] = t[0];
                       if (m == 2) t[1] = t[0], t[2] = t[0];
                       if (m == 3) t[2] = t[0] + T(2) * (t[1] - t[0]);
                     };
                     make(q.a, ma);
                     make(q.b, mb == 0 && ma == 0 ? 1 : mb);
                     return q;
                   },
                   rc::gen::container<std::vector<T>>(16, small(8)), rc::gen::inRange(0, 4), rc::gen::inRange(0, 4))});

  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(16, 15), from_vector<T>)});

  r.push_back({"special_values", 1,
               rc::gen::map(gen::with_special_values<T>(rc::gen::container<std::vector<T>>(16, small(8)), 16),
                            from_vector<T>)});
  return r;
}

// ---------------------------------------------------------------- properties

const std::vector<std::string> kFinite = {"small_int_grid", "generic",     "grazing",    "vertex_hits_vertex",
                                          "start_overlap",  "parallel_edges", "zero_motion", "degenerate",
                                          "scale_sweep"};

template <class T>
bool finite(const Query<T>& q) { return check::all_finite(values_of(q)); }

template <class T>
double max_abs(const Query<T>& q) { return check::max_abs(values_of(q)); }

template <class T>
std::string header(const Query<T>& q) {
  return "input " + show(values_of(q), hex) + "\n      = " + show(values_of(q), decimal);
}

template <class T>
Verdict fail(const Query<T>& q, const SweepResult<T>& r, const std::string& why) {
  return Verdict::fail(header(q) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                       show_exact(exact_of(widen(q))) + "\n  " + why);
}

/// The exact comparison of a finite T with a rational.
template <class T>
int compare_exact(T x, const Rational& y) {
  return oracle::Rational(oracle::exact(static_cast<double>(x)) - y).sign();
}

/// t is the largest T not above t*, or within t_ulps of it below: t <= t* and
/// t* < t + t_ulps ulp. The error in ulps of t* when inside, nullopt outside.
template <class T>
std::optional<double> time_error(const SweepBound& b, T t, const Rational& t_star) {
  if (!std::isfinite(t) || compare_exact(t, t_star) > 0) return std::nullopt;
  T above = t;
  for (int i = 0; i < static_cast<int>(b.t_ulps); ++i) above = std::nextafter(above, T(2));
  if (compare_exact(above, t_star) <= 0) return std::nullopt;
  return oracle::ulp_error<T>(t, t_star);
}

using RVec2 = std::pair<Real, Real>;

/// Euclidean distance from x to the closed triangle (its hull when degenerate).
Real distance_to_triangle(const RVec2& x, const RVec2 (&t)[3]) {
  auto cross = [](const RVec2& o, const RVec2& a, const RVec2& b) {
    return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
  };
  const Real area = cross(t[0], t[1], t[2]);
  if (area != 0) {
    bool inside = true;
    for (int j = 0; j < 3; ++j)
      if (cross(t[j], t[(j + 1) % 3], x) * area < 0) inside = false;
    if (inside) return Real(0);
  }
  Real best = -1;
  for (int j = 0; j < 3; ++j) {
    const RVec2& a = t[j];
    const RVec2& b = t[(j + 1) % 3];
    const Real dx = b.first - a.first, dy = b.second - a.second;
    const Real L = dx * dx + dy * dy;
    Real s = 0;
    if (L > 0) {
      s = ((x.first - a.first) * dx + (x.second - a.second) * dy) / L;
      if (s < 0) s = 0;
      if (s > 1) s = 1;
    }
    const Real ex = x.first - (a.first + s * dx), ey = x.second - (a.second + s * dy);
    const Real d = boost::multiprecision::sqrt(ex * ex + ey * ey);
    if (best < 0 || d < best) best = d;
  }
  return best;
}

/// The triangle's vertices at the exact time t.
void triangle_at(const Vec2<double> (&v)[3], Vec2<double> vel, const Rational& t, RVec2 (&out)[3]) {
  const Real tr = oracle::to_real(t);
  for (int i = 0; i < 3; ++i)
    out[i] = {Real(v[i].x) + tr * Real(vel.x), Real(v[i].y) + tr * Real(vel.y)};
}

template <class T>
Real point_bound(const SweepBound& b, const Query<T>& q, Vec2<T> p) {
  const double pa = std::max(std::fabs(static_cast<double>(p.x)), std::fabs(static_cast<double>(p.y)));
  return Real(b.point_uM) * Real(0x1p-53) * Real(max_abs(q)) + Real(b.point_abs) + Real(b.point_rel_out) * Real(pa);
}

Real dist(Real ax, Real ay, Real bx, Real by) {
  const Real dx = ax - bx, dy = ay - by;
  return boost::multiprecision::sqrt(dx * dx + dy * dy);
}

/// Whether n is an allowed normal for the exact answer e: (0, 0) when no pair
/// is earliest or every earliest pair has a zero-length edge, else within the
/// bound of the reference normal of some earliest pair.
template <class T>
std::optional<std::string> normal_problem(const SweepBound& b, Vec2<T> n, const oracle::SweptPolygonPolygonExact& e) {
  if (!std::isfinite(n.x) || !std::isfinite(n.y)) return "non-finite normal";
  const bool zero = n.x == 0 && n.y == 0;
  bool all_degenerate = true;
  for (const auto& p : e.earliest) all_degenerate = all_degenerate && p.degenerate;
  if (all_degenerate) {
    if (zero) return std::nullopt;
    return std::string("expected the normal (0, 0)");
  }
  if (zero) return "(0, 0) although an earliest pair has an edge of positive length";
  const Real nx(static_cast<double>(n.x)), ny(static_cast<double>(n.y));
  const Real len = boost::multiprecision::sqrt(nx * nx + ny * ny);
  if (boost::multiprecision::abs(len - 1) > Real(b.unit)) return "|n| = " + decimal(len.convert_to<double>());
  for (const auto& p : e.earliest) {
    if (p.degenerate) continue;
    const auto ref = oracle::reference_normal(p);
    if (dist(nx, ny, ref.first, ref.second) <= Real(b.normal)) return std::nullopt;
  }
  return "not the normal of any earliest pair (within " + decimal(b.normal) + ")";
}

template <class T>
std::vector<PropertyDef<Query<T>, Traits::Variant<T>>> Traits::properties() {
  using In = Query<T>;
  using Var = Traits::Variant<T>;
  std::vector<PropertyDef<In, Var>> ps;

  ps.push_back({{"t_in_unit_interval", "a hit reports a finite t in [0, 1] and a finite point and normal", kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::pass();
                  const bool ok = r.t >= 0 && r.t <= 1 && std::isfinite(r.point.x) && std::isfinite(r.point.y) &&
                                  std::isfinite(r.normal.x) && std::isfinite(r.normal.y);
                  return ok ? Verdict::pass() : fail(q, r, "t outside [0, 1] or a non-finite value");
                }});

  ps.push_back({{"decision_agrees_with_oracle", "hit or miss equals the exact oracle's", kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  const SweepKind truth = kind_of(widen(q));
                  if (r.kind == truth) return Verdict::pass();
                  return fail(q, r, std::string("expected ") + kind_name(truth));
                }});

  ps.push_back({{"time_within_contract",
                 "on a hit both agree on, t is the largest value not above the exact earliest time t* (within K "
                 "ulps below it, never above)",
                 kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::skip("no hit");
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::skip("decisions differ");
                  const auto& e = exact_of(widen(q));
                  const auto err = time_error(v.bound, r.t, e.t);
                  if (err) return Verdict::pass(*err);
                  return fail(q, r, "t outside (t* - " + decimal(v.bound.t_ulps) + " ulp, t*]");
                }});

  ps.push_back({{"no_tunneling",
                 "whenever the exact triangles touch at some t in [0, 1], the variant hits no later than the first "
                 "such t",
                 {"grazing", "vertex_hits_vertex", "parallel_edges", "start_overlap", "degenerate", "generic",
                  "small_int_grid"}},
                finite<T>,
                [](const Var& v, const In& q) {
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::skip("no contact");
                  const auto& e = exact_of(widen(q));
                  const auto r = v.fn(q);
                  if (r.kind == SweepKind::hit && std::isfinite(r.t) && compare_exact(r.t, e.t) <= 0)
                    return Verdict::pass();
                  return fail(q, r, "tunneled: no hit at or before t*");
                }});

  ps.push_back({{"no_early_hit",
                 "a hit is reported only when the exact triangles touch, and not before the exact earliest time "
                 "(beyond the K ulps of rounding down the contract allows)",
                 {"grazing", "vertex_hits_vertex", "parallel_edges", "degenerate", "generic", "small_int_grid",
                  "scale_sweep"}},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::pass();  // nothing reported, nothing early
                  if (kind_of(widen(q)) != SweepKind::hit) return fail(q, r, "hit, but the triangles never touch");
                  if (!std::isfinite(r.t)) return fail(q, r, "non-finite t");
                  const auto& e = exact_of(widen(q));
                  T above = r.t;
                  for (int i = 0; i < static_cast<int>(v.bound.t_ulps); ++i) above = std::nextafter(above, T(2));
                  if (r.t >= 1 || compare_exact(above, e.t) > 0) return Verdict::pass();
                  return fail(q, r, "hit reported before the exact earliest contact");
                }});

  ps.push_back({{"start_overlap_gives_t0",
                 "when the triangles touch or overlap at t = 0 (one inside the other included), the variant hits "
                 "at t == 0 exactly",
                 {"start_overlap", "small_int_grid", "degenerate", "zero_motion", "parallel_edges"}},
                finite<T>,
                [](const Var& v, const In& q) {
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::skip("no contact");
                  const auto& e = exact_of(widen(q));
                  if (e.t != 0) return Verdict::skip("no start contact");
                  const auto r = v.fn(q);
                  if (r.kind == SweepKind::hit && r.t == 0) return Verdict::pass();
                  return fail(q, r, "expected a hit at t = 0");
                }});

  ps.push_back({{"contact_point_on_both",
                 "on a hit both agree on, the point lies on both triangles at t* within the bound", kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::skip("no hit");
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::skip("decisions differ");
                  if (!std::isfinite(r.point.x) || !std::isfinite(r.point.y)) return fail(q, r, "non-finite point");
                  const auto& e = exact_of(widen(q));
                  const Query<double> w = widen(q);
                  RVec2 A[3], B[3];
                  triangle_at(w.a, w.va, e.t, A);
                  triangle_at(w.b, w.vb, e.t, B);
                  const RVec2 x{Real(static_cast<double>(r.point.x)), Real(static_cast<double>(r.point.y))};
                  const Real da = distance_to_triangle(x, A), db = distance_to_triangle(x, B);
                  const Real tol = point_bound(v.bound, q, r.point);
                  if (da <= tol && db <= tol) return Verdict::pass();
                  return fail(q, r, "point at distance " + decimal(da.convert_to<double>()) + " from A and " +
                                        decimal(db.convert_to<double>()) + " from B at t*; bound " +
                                        decimal(tol.convert_to<double>()));
                }});

  ps.push_back({{"normal_of_earliest_edge",
                 "on a hit both agree on, the normal is unit and is the normal of the edge of an earliest "
                 "vertex/edge contact, pointing from B toward A ((0, 0) for a start overlap without one, or when "
                 "every earliest edge has zero length)",
                 kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::skip("no hit");
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::skip("decisions differ");
                  const auto& e = exact_of(widen(q));
                  if (const auto why = normal_problem(v.bound, r.normal, e)) return fail(q, r, *why);
                  return Verdict::pass();
                }});

  ps.push_back({{"symmetric_in_a_and_b",
                 "swapping A and B gives the same decision and t, and the negated normal when one pair is earliest",
                 kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  const auto s = v.fn(swapped(q));
                  if (r.kind != s.kind) return fail(q, r, "swapped: " + show_result(s));
                  if (r.kind != SweepKind::hit) return Verdict::pass();
                  if (!(r.t == s.t)) return fail(q, r, "swapped t differs: " + show_result(s));
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::pass();
                  const auto& e = exact_of(widen(q));
                  if (e.earliest.size() != 1) return Verdict::pass();
                  const Real d = dist(Real(static_cast<double>(r.normal.x)), Real(static_cast<double>(r.normal.y)),
                                      Real(-static_cast<double>(s.normal.x)), Real(-static_cast<double>(s.normal.y)));
                  if (d <= Real(2 * v.bound.normal)) return Verdict::pass();
                  return fail(q, r, "swapped normal is not the negated normal: " + show_result(s));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the sweep: the "
                 "same decision and t, the point within both bounds, the normal mapped when one non-collinear pair "
                 "is earliest",
                 kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  const oracle::SweptPolygonPolygonExact* e = nullptr;
                  for (const auto& m : plane_transforms<T>()) {
                    if (m.scale_exponent != 0 && !exactly_scalable<T>(values_of(q), m.scale_exponent)) continue;
                    const In tq{{m(q.a[0]), m(q.a[1]), m(q.a[2])}, m(q.va), {m(q.b[0]), m(q.b[1]), m(q.b[2])},
                                m(q.vb)};
                    const auto s = v.fn(tq);
                    const std::string name = std::string("transform ") + m.name + ": ";
                    if (s.kind != r.kind) return fail(q, r, name + "transformed query gives " + show_result(s));
                    if (r.kind != SweepKind::hit) continue;
                    if (!(r.t == s.t)) return fail(q, r, name + "t differs: " + show_result(s));
                    if (!std::isfinite(r.point.x) || !std::isfinite(r.point.y) || !std::isfinite(s.point.x) ||
                        !std::isfinite(s.point.y))
                      return fail(q, r, name + "non-finite point, transformed: " + show_result(s));
                    const Vec2<T> mp = m(r.point);
                    const Real ptol = point_bound(v.bound, q, r.point) * Real(std::ldexp(1.0, m.scale_exponent)) +
                                      point_bound(v.bound, tq, s.point);
                    const Real perr = dist(Real(static_cast<double>(mp.x)), Real(static_cast<double>(mp.y)),
                                           Real(static_cast<double>(s.point.x)), Real(static_cast<double>(s.point.y)));
                    // Two different contact points are both right when several pairs tie.
                    if (!e) e = &exact_of(widen(q));
                    if (e->earliest.size() != 1) continue;
                    if (perr > ptol) return fail(q, r, name + "point differs: " + show_result(s));
                    if (e->earliest[0].collinear || e->earliest[0].degenerate) continue;
                    const Vec2<T> mn = m.map(r.normal, 0);
                    const Real nerr = dist(Real(static_cast<double>(mn.x)), Real(static_cast<double>(mn.y)),
                                           Real(static_cast<double>(s.normal.x)), Real(static_cast<double>(s.normal.y)));
                    if (nerr > Real(2 * v.bound.normal)) return fail(q, r, name + "normal differs: " + show_result(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"zero_motion_hits_only_at_start",
                 "with equal velocities the variant hits at t == 0 when the triangles touch or overlap, and misses "
                 "otherwise",
                 {"zero_motion"}},
                [](const In& q) { return finite(q) && q.va == q.vb; },
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  const bool overlap = exact_of(widen(q)).start_overlap;
                  if (overlap && r.kind == SweepKind::hit && r.t == 0) return Verdict::pass();
                  if (!overlap && r.kind == SweepKind::miss) return Verdict::pass();
                  return fail(q, r, overlap ? "expected a hit at t = 0" : "expected a miss");
                }});

  ps.push_back({{"special_values_give_invalid_input", "any NaN or infinite coordinate gives invalid_input",
                 {"special_values"}},
                [](const In& q) { return !finite(q); },
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind == SweepKind::invalid_input) return Verdict::pass();
                  return Verdict::fail(header(q) + "\n  variant: " + show_result(r) + "\n  expected: invalid_input");
                }});
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_swept_polygon_polygon_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
