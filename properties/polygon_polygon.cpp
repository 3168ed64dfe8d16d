// polygon_polygon: variants, contracts, input regimes and properties.

#include "polygon_polygon.h"

#include <limits>

#include "../kernels/robust/polygon_polygon.h"
#include "../kernels/seeds/polygon_polygon.h"
#include "../oracle/polygon_polygon.h"
#include "common.h"
#include "expected_answer.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

template <class T>
struct QuadPair {
  Quad<T> A, B;
};

const char* kind_name(PolygonContact k) {
  switch (k) {
    case PolygonContact::none: return "none";
    case PolygonContact::intersecting: return "intersecting";
    case PolygonContact::invalid_input: return "invalid_input";
  }
  return "?";
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  std::string s;
  for (int p = 0; p < 2; ++p) {
    s += p == 0 ? "A=" : " B=";
    for (int i = 0; i < 4; ++i)
      s += (i ? " (" : "(") + f(v[8 * p + 2 * i]) + ", " + f(v[8 * p + 2 * i + 1]) + ")";
  }
  return s;
}

template <class T>
Quad<double> widen(const Quad<T>& q) {
  Quad<double> w;
  for (int i = 0; i < 4; ++i) w.v[i] = {q.v[i].x, q.v[i].y};
  return w;
}

struct Traits {
  static constexpr const char* name = "polygon_polygon";

  template <class T>
  using Input = QuadPair<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    PolygonContact (*fn)(const Quad<T>&, const Quad<T>&);
  };

  static std::vector<std::string> fields() {
    std::vector<std::string> f;
    for (const char* p : {"A", "B"})
      for (int i = 0; i < 4; ++i)
        for (const char* c : {"x", "y"}) f.push_back(std::string(p) + "." + std::to_string(i) + "." + c);
    return f;
  }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    std::vector<T> v;
    for (const Quad<T>* q : {&in.A, &in.B})
      for (const Vec2<T>& p : q->v) {
        v.push_back(p.x);
        v.push_back(p.y);
      }
    return v;
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    Input<T> in;
    for (int i = 0; i < 4; ++i) {
      in.A.v[i] = {v[2 * i], v[2 * i + 1]};
      in.B.v[i] = {v[8 + 2 * i], v[8 + 2 * i + 1]};
    }
    return in;
  }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "none (decisions only)"; }
  static oracle::FilterStats& filter_stats() { return oracle::polygon_polygon_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    return {{"kind", kind_name(v.fn(in.A, in.B))}};
  }
  static nlohmann::json oracle_json(const Input<double>& in) {
    return {{"kind", kind_name(oracle::polygon_polygon_exact(in.A, in.B))}};
  }
};

// ---------------------------------------------------------------- variants

template <class T>
PolygonContact run_seed000(const Quad<T>& a, const Quad<T>& b) { return seed000_edges::polygon_polygon(a, b); }
template <class T>
PolygonContact run_seed002(const Quad<T>& a, const Quad<T>& b) { return seed002_sat::polygon_polygon(a, b); }
template <class T>
PolygonContact run_robust(const Quad<T>& a, const Quad<T>& b) { return robust::polygon_polygon(a, b); }

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  const std::string seed_contract = "held to the exact convention of kernels/polygon_polygon.h; what it fails is "
                                    "declared";
  // What the checker finds in the transcriptions; minimal cases in
  // regressions/cases/polygon_polygon.
  const std::vector<KnownFlaw> seed000_flaws = {
      {"decision_agrees_with_oracle",
       "denom == 0 misses every collinear edge contact, and degenerate (zero-length) edges never meet anything"},
      {"vertex_order_invariant", "a vertex touching an edge is decided on rounded ua, ub: reordering the vertices "
                                 "flips it"},
      {"exact_transform_invariant", "a vertex on the other polygon's boundary is in or out by the ray test's "
                                    "half-open rule, which a rotation or a mirror changes"},
      {"touching_is_intersecting", "polygons sharing only a collinear piece of an edge: denom == 0 for that pair"},
      {"degenerate_polygons_handled", "an edge of zero length (a repeated vertex) has denom == 0 with every edge: "
                                      "a polygon of zero area is never found"},
      {"special_values_give_invalid_input", "NaN fails every comparison: none instead of invalid_input"},
  };
  const std::vector<KnownFlaw> seed002_flaws = {
      {"decision_agrees_with_oracle", "SAT is sound for convex polygons only: a concave quadrilateral is tested "
                                      "as its convex hull"},
      {"vertex_order_invariant", "the axes' products overflow from coordinates near 2^" + std::string(f32 ? "64" : "512") +
                                     " on, and rounded projections decide touching contact: another first vertex "
                                     "changes both"},
      {"touching_is_intersecting", "a projection rounded apart separates polygons that share a vertex or an edge"},
      {"degenerate_polygons_handled", "a zero-length edge gives the axis (0, 0), which separates nothing; with "
                                      "collinear vertices no axis is the missing one"},
      {"special_values_give_invalid_input", "NaN fails every comparison: intersecting or none instead of "
                                            "invalid_input"},
  };
  // Rotations and mirrors permute the projections' products exactly; only a
  // power-of-two scaling changes an answer, where it pushes products past the
  // top of the range or into underflow.
  std::vector<KnownFlaw> sat_flaws = seed002_flaws;
  sat_flaws.push_back({"exact_transform_invariant",
                       "the projections' products overflow (coordinates near 2^" + std::string(f32 ? "64" : "512") +
                           ") or underflow to 0 (near 2^" + std::string(f32 ? "-75" : "-538") +
                           "): a power-of-two scaling makes NaN or equal projections, which separate nothing"});
  return {
      {VariantInfo{name, "seed000_edges", scalar,
                   "000_0a232b19d70a79de.txt closing remarks (segment tests of §Line-Line intersection test revised) "
                   "plus a ray-crossing containment test",
                   seed_contract, seed000_flaws},
       run_seed000<T>},
      {VariantInfo{name, "seed002_sat", scalar, "002_8da84774eab6982e.txt comments (separating axis theorem)",
                   seed_contract, sat_flaws},
       run_seed002<T>},
      {VariantInfo{name, "robust", scalar,
                   "exact edge-pair decisions (robust segment_segment) and exact even-odd containment (orientation "
                   "signs, Shewchuk 1997, doi:10.1007/PL00009321)",
                   std::string(f32 ? "exact for every float input" : "exact for finite inputs whose nonzero "
                                                                     "magnitudes span at most 2^900") +
                       ": intersecting iff the closed regions (even-odd rule) share a point, touching included; "
                       "NaN/inf -> invalid_input",
                   {}},
       run_robust<T>},
  };
}

// ---------------------------------------------------------------- regimes

template <class T>
QuadPair<T> from_vector(const std::vector<T>& v) { return Traits::from_values<T>(v); }

/// The parallelogram c + u, c + v, c - u, c - v (convex, counterclockwise when
/// cross(u, v) > 0).
template <class T>
Quad<T> parallelogram(Vec2<T> c, Vec2<T> u, Vec2<T> v) {
  return {{c + u, c + v, c - u, c - v}};
}

template <class T>
std::vector<gen::Regime<QuadPair<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using P = QuadPair<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(lim), small(lim));
  };
  auto sixteen = [](rc::Gen<T> g) {
    return rc::gen::map(rc::gen::container<std::vector<T>>(16, std::move(g)), from_vector<T>);
  };
  // Two parallelograms: A around c with half-diagonals u, v; B from a choice
  // made by `place` (integer arithmetic, exact), then both scaled by 2^e.
  auto two_parallelograms = [vec](auto place, int e_lo, int e_hi) {
    return rc::gen::apply(
        [place](Vec2<T> c, Vec2<T> u, Vec2<T> v, Vec2<T> w, int choice, int e) {
          if (u == Vec2<T>{}) u = Vec2<T>{1, 0};
          if (u.x * v.y - u.y * v.x == 0) v = Vec2<T>{-u.y, u.x};  // never parallel half-diagonals
          P p{parallelogram(c, u, v), place(c, u, v, w, choice)};
          const T f = std::ldexp(T(1), e);
          for (Quad<T>* q : {&p.A, &p.B})
            for (Vec2<T>& x : q->v) x = f * x;
          return p;
        },
        vec(64), vec(16), vec(16), vec(16), rc::gen::inRange(0, 4), gen::exponent_in(e_lo, e_hi));
  };
  std::vector<gen::Regime<P>> r;

  r.push_back({"small_int_grid", 2, sixteen(small(6))});
  r.push_back({"generic", 2, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [sixteen](int k) {
                 return sixteen(gen::full_precision_scaled<T>(k));
               })});

  // Two convex parallelograms anywhere near each other.
  r.push_back({"convex", 3, two_parallelograms(
                                [](Vec2<T> c, Vec2<T>, Vec2<T>, Vec2<T> w, int choice) {
                                  const Vec2<T> u2{w.x, w.y + 1}, v2{-w.y - 1, w.x + T(choice)};
                                  return parallelogram(c + T(2) * w, u2, v2);
                                },
                                -20, 20)});

  // B is A mirrored across the midpoint of its edge (c + u, c + v), sharing
  // that edge; or A moved by 2u, sharing a vertex; or the mirror slid by half
  // the edge, sharing half of it; or a small parallelogram beyond that edge with
  // one vertex at the edge's midpoint.
  r.push_back({"touching", 3, two_parallelograms(
                                  [](Vec2<T> c, Vec2<T> u, Vec2<T> v, Vec2<T>, int choice) {
                                    switch (choice) {
                                      case 0: return parallelogram(c + u + v, u, v);
                                      case 1: return parallelogram(c + T(2) * u, u, v);
                                      case 2: return parallelogram(c + u + v + T(0.5) * (v - u), u, v);
                                      default:
                                        return parallelogram(c + u + v, T(0.5) * (u + v), T(0.25) * (v - u));
                                    }
                                  },
                                  -30, 30)});

  // Touching configurations at full precision, then B moved by one to three
  // ulps in x and y: touching, overlapping by a hair, or apart by a hair.
  r.push_back({"near_touching", 3,
               rc::gen::apply(
                   [](Vec2<T> c, Vec2<T> u, Vec2<T> v, int k, bool corner, std::int64_t dx, std::int64_t dy) {
                     if (u == Vec2<T>{}) u = Vec2<T>{1, 0};
                     if (u.x * v.y - u.y * v.x == 0) v = Vec2<T>{-u.y, u.x};
                     const T f = std::ldexp(T(1), -k);
                     c = f * c;
                     u = f * u;
                     v = f * v;
                     P p{parallelogram(c, u, v), corner ? parallelogram(c + T(2) * u, u, v)
                                                        : parallelogram(c + u + v, u, v)};
                     for (Vec2<T>& x : p.B.v) {
                       x.x = gen::ulps_away(x.x, static_cast<int>(dx));
                       x.y = gen::ulps_away(x.y, static_cast<int>(dy));
                     }
                     return p;
                   },
                   vec(1 << 20), vec(1 << 20), vec(1 << 20), rc::gen::inRange(0, digits), rc::gen::arbitrary<bool>(),
                   gen::small_signed(3), gen::small_signed(3))});

  // B strictly inside A (half size, same center), or A inside B.
  r.push_back({"containment", 2, two_parallelograms(
                                     [](Vec2<T> c, Vec2<T> u, Vec2<T> v, Vec2<T>, int choice) {
                                       const T s = choice < 2 ? T(0.5) : T(2);
                                       return parallelogram(c, s * u, s * v);
                                     },
                                     -20, 20)});

  // Concave arrowheads: a triangle's apex pulled inward, B near the notch.
  r.push_back({"concave", 2,
               rc::gen::apply(
                   [](Vec2<T> c, T w, T h, T depth, Vec2<T> b, std::int64_t size) {
                     w = std::fabs(w) + 2;
                     h = std::fabs(h) + 2;
                     depth = T(1) + std::fmod(std::fabs(depth), h - 1);
                     Quad<T> A{{c + Vec2<T>{-w, 0}, c + Vec2<T>{0, h}, c + Vec2<T>{w, 0}, c + Vec2<T>{0, depth}}};
                     const T s = T(1 + std::abs(size));
                     Quad<T> B{{c + b, c + b + Vec2<T>{s, 0}, c + b + Vec2<T>{s, s}, c + b + Vec2<T>{0, s}}};
                     return P{A, B};
                   },
                   vec(16), small(8), small(8), small(8), vec(8), gen::small_signed(2))});

  // Repeated vertices and collinear vertices: polygons of zero area.
  r.push_back({"degenerate", 2,
               rc::gen::apply(
                   [](std::vector<T> v, int shape, bool swap) {
                     P p = from_vector<T>(v);
                     if (shape == 0) p.A.v[1] = p.A.v[0];                                   // one repeated vertex
                     if (shape == 1) p.A.v[3] = p.A.v[2] = p.A.v[1] = p.A.v[0];             // a point
                     if (shape == 2)                                                         // a segment, folded
                       p.A.v[2] = p.A.v[0], p.A.v[3] = p.A.v[1];
                     if (shape == 3)                                                         // collinear vertices
                       for (int i = 1; i < 4; ++i) p.A.v[i] = p.A.v[0] + T(i) * (p.A.v[1] - p.A.v[0]);
                     if (swap) std::swap(p.A, p.B);
                     return p;
                   },
                   rc::gen::container<std::vector<T>>(16, small(6)), rc::gen::inRange(0, 4),
                   rc::gen::arbitrary<bool>())});

  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(16, 12), from_vector<T>)});
  r.push_back({"special_values", 1,
               rc::gen::map(gen::with_special_values<T>(rc::gen::container<std::vector<T>>(16, small(4)), 16),
                            from_vector<T>)});
  return r;
}

// ---------------------------------------------------------------- properties

template <class T>
bool finite(const QuadPair<T>& in) {
  for (const Quad<T>* q : {&in.A, &in.B})
    for (const Vec2<T>& v : q->v)
      if (!std::isfinite(v.x) || !std::isfinite(v.y)) return false;
  return true;
}

/// Finite and inside the contracts' exact domain (a span of at most 2^900, which
/// every float input meets): the cases the finite-input properties judge.
template <class T>
bool judged(const QuadPair<T>& in) { return in_orientation_domain(widened(Traits::to_values(in))); }

template <class T>
std::string header(const QuadPair<T>& in) { return input_lines(widened(Traits::to_values(in)), show); }

template <class T>
PolygonContact truth(const QuadPair<T>& in) { return oracle::polygon_polygon_exact(widen(in.A), widen(in.B)); }

/// A repeated consecutive vertex, or all four vertices on one line (exactly).
template <class T>
bool degenerate(const Quad<T>& q) {
  const Quad<double> w = widen(q);
  for (int i = 0; i < 4; ++i)
    if (w.v[i] == w.v[(i + 1) % 4]) return true;
  return oracle::cross_sign_exact(w.v[1], w.v[0], w.v[2], w.v[0]) == 0 &&
         oracle::cross_sign_exact(w.v[1], w.v[0], w.v[3], w.v[0]) == 0;
}

/// Every vertex of one polygon strictly inside the other, with no boundary
/// contact (exact).
template <class T>
bool contained(const QuadPair<T>& in) {
  const Quad<double> a = widen(in.A), b = widen(in.B);
  oracle::FilterStats unused;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      if (oracle::segment_segment_kind(a.edge(i), b.edge(j), oracle::Evaluation::filtered, unused) !=
          SegmentContact::none)
        return false;
  return oracle::polygon_polygon_detail::contains(b, a.v[0], unused) ||
         oracle::polygon_polygon_detail::contains(a, b.v[0], unused);
}

template <class T>
Verdict agree(const Traits::Variant<T>& v, const QuadPair<T>& in) {
  const auto r = v.fn(in.A, in.B);
  const auto want = truth(in);
  if (r == want) return Verdict::pass();
  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  oracle:  " + kind_name(want));
}

template <class T>
Quad<T> rotated(const Quad<T>& q, int k) {
  Quad<T> out;
  for (int i = 0; i < 4; ++i) out.v[i] = q.v[(i + k) % 4];
  return out;
}

template <class T>
Quad<T> reversed(const Quad<T>& q) {
  return {{q.v[3], q.v[2], q.v[1], q.v[0]}};
}

template <class T>
std::vector<PropertyDef<QuadPair<T>, Traits::Variant<T>>> Traits::properties() {
  using In = QuadPair<T>;
  using V = Traits::Variant<T>;
  const std::vector<std::string> all = {"small_int_grid", "generic",     "convex",  "touching",   "near_touching",
                                        "containment",    "concave",     "degenerate", "scale_sweep"};
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle", "intersecting or none equals the exact oracle's", all}, judged<T>,
                agree<T>});

  ps.push_back({{"symmetric_in_polygons", "swapping A and B gives the same answer", all}, judged<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B), s = v.fn(in.B, in.A);
                  if (r == s) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(A, B): " + kind_name(r) + "\n  f(B, A): " + kind_name(s));
                }});

  ps.push_back({{"vertex_order_invariant",
                 "starting either polygon at another vertex, or reversing its order, gives the same answer", all},
                judged<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  for (int k = 0; k < 4; ++k) {
                    const std::pair<std::string, PolygonContact> others[] = {
                        {"A from vertex " + std::to_string(k), v.fn(rotated(in.A, k), in.B)},
                        {"B from vertex " + std::to_string(k), v.fn(in.A, rotated(in.B, k))},
                        {"A reversed from vertex " + std::to_string(k), v.fn(rotated(reversed(in.A), k), in.B)},
                        {"B reversed from vertex " + std::to_string(k), v.fn(in.A, rotated(reversed(in.B), k))}};
                    for (const auto& [what, s] : others)
                      if (s != r)
                        return Verdict::fail(header(in) + "\n  as given: " + kind_name(r) + "\n  " + what + ": " +
                                             kind_name(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer", all},
                judged<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(widened(to_values(in)), t.scale_exponent))
                      continue;
                    In m = in;
                    for (Quad<T>* q : {&m.A, &m.B})
                      for (Vec2<T>& x : q->v) x = t(x);
                    const auto s = v.fn(m.A, m.B);
                    if (r != s)
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  as given: " + kind_name(r) +
                                           "\n  mapped:   " + kind_name(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"touching_is_intersecting", "polygons that share only boundary points are intersecting",
                 {"touching", "near_touching"}},
                [](const In& in) { return judged(in) && truth(in) == PolygonContact::intersecting; }, agree<T>});

  ps.push_back({{"containment_is_intersecting", "a polygon inside the other is intersecting", {"containment"}},
                [](const In& in) { return judged(in) && contained(in); }, agree<T>});

  ps.push_back({{"degenerate_polygons_handled",
                 "polygons with repeated or collinear vertices (zero area) give the exact answer", {"degenerate"}},
                [](const In& in) { return judged(in) && (degenerate(in.A) || degenerate(in.B)); }, agree<T>});

  ps.push_back(answer_property<In, V, PolygonContact>(
      {"special_values_give_invalid_input", "a NaN or infinite coordinate gives invalid_input", {"special_values"}},
      [](const In& in) { return !finite(in); }, [](const V& v, const In& in) { return v.fn(in.A, in.B); },
      [](const PolygonContact& k) { return k == PolygonContact::invalid_input; }, "invalid_input",
      [](const PolygonContact& k) { return std::string(kind_name(k)); }, header<T>));
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_polygon_polygon_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
