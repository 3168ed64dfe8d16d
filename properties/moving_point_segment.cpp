// moving_point_segment: variants, contracts, input regimes and properties.

#include "moving_point_segment.h"

#include <array>
#include <cstring>
#include <limits>
#include <map>

#include "../kernels/robust/moving_point_segment.h"
#include "../kernels/seeds/moving_point_segment.h"
#include "../oracle/moving_point_segment.h"
#include "common.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

using oracle::Rational;
using oracle::Real;
using oracle::RootNumber;

template <class T>
using Query = MovingPointSegment<T>;

/// The robust contract of one scalar, as data (kernels/moving_point_segment.h).
struct SweepBound {
  double t_ulps;          ///< t* - t_ulps ulp(t*) <= t <= t*
  double point_uM;        ///< point: per coordinate, point_uM u_d M + point_abs
  double point_abs;
  double point_rel_out;   ///< plus point_rel_out * |p| (the float rounding), 0 for double
  double normal_uM;       ///< normal: (normal_uM u_d M + normal_abs) / |D*| + normal_rel (Euclidean)
  double normal_abs;
  double normal_rel;
  double unit;            ///< | |n| - 1 | <= unit
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
  return {q.p1.x, q.p1.y, q.p2.x, q.p2.y, q.l1.x, q.l1.y, q.l2.x, q.l2.y, q.l3.x, q.l3.y, q.l4.x, q.l4.y};
}

Query<double> widen(const Query<float>& q) {
  auto w = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  return {w(q.p1), w(q.p2), w(q.l1), w(q.l2), w(q.l3), w(q.l4)};
}
Query<double> widen(const Query<double>& q) { return q; }

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  auto pt = [&](int i) { return "(" + f(v[i]) + ", " + f(v[i + 1]) + ")"; };
  return "p " + pt(0) + " -> " + pt(2) + ", segment " + pt(4) + "-" + pt(6) + " -> " + pt(8) + "-" + pt(10);
}

template <class T>
std::string show_result(const SweepResult<T>& r) {
  std::string s = kind_name(r.kind);
  if (r.kind == SweepKind::hit)
    s += " t=" + hex(r.t) + " (" + decimal(r.t) + ") point=(" + hex(r.point.x) + ", " + hex(r.point.y) +
         ") normal=(" + hex(r.normal.x) + ", " + hex(r.normal.y) + ")";
  return s;
}

std::string show_exact(const oracle::MovingPointSegmentExact& e) {
  std::string s = kind_name(e.kind);
  if (e.kind == SweepKind::hit)
    s += " t*=" + e.t.str() + " (~" + decimal(oracle::nearest_double(e.t)) + ") side=" + std::to_string(e.side) +
         (e.collinear ? " collinear" : "") + (e.degenerate ? " zero-length segment" : "");
  return s;
}

/// The exact oracle, memoized on the input's bits: every variant and property
/// asks about the same generated inputs.
const oracle::MovingPointSegmentExact& exact_of(const Query<double>& q) {
  using Key = std::array<std::uint64_t, 12>;
  static std::map<Key, oracle::MovingPointSegmentExact> memo;
  Key k;
  const auto v = values_of(q);
  for (int i = 0; i < 12; ++i) std::memcpy(&k[i], &v[i], sizeof(double));
  const auto it = memo.find(k);
  if (it != memo.end()) return it->second;
  if (memo.size() > 100000) memo.clear();
  return memo.emplace(k, oracle::moving_point_segment_exact(q)).first->second;
}

/// The exact kind, the oracle's filter first, its exact path through the memo.
SweepKind kind_of(const Query<double>& q) {
  return oracle::moving_point_segment_kind(q, [](const Query<double>& x) -> const oracle::MovingPointSegmentExact& {
    return exact_of(x);
  });
}

struct Traits {
  static constexpr const char* name = "moving_point_segment";

  template <class T>
  using Input = Query<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    SweepResult<T> (*fn)(const Query<T>&);
    SweepBound bound;
  };

  static std::vector<std::string> fields() {
    return {"p1.x", "p1.y", "p2.x", "p2.y", "l1.x", "l1.y", "l2.x", "l2.y", "l3.x", "l3.y", "l4.x", "l4.y"};
  }
  template <class T>
  static std::vector<T> to_values(const Input<T>& q) {
    return {q.p1.x, q.p1.y, q.p2.x, q.p2.y, q.l1.x, q.l1.y, q.l2.x, q.l2.y, q.l3.x, q.l3.y, q.l4.x, q.l4.y};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{v[0], v[1]}, {v[2], v[3]}, {v[4], v[5]}, {v[6], v[7]}, {v[8], v[9]}, {v[10], v[11]}};
  }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "worst t error, in ulps of t*"; }
  static oracle::FilterStats& filter_stats() { return oracle::moving_point_segment_stats(); }

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
    const auto e = oracle::moving_point_segment_exact(in);
    nlohmann::json j;
    j["kind"] = kind_name(e.kind);
    if (e.kind == SweepKind::hit) {
      j["t"] = {{"exact", e.t.str()}, {"approx", oracle::nearest_double(e.t)}};
      j["point"] = {{"x", e.px.str()}, {"y", e.py.str()},
                    {"approx", {oracle::nearest_double(e.px), oracle::nearest_double(e.py)}}};
      const auto n = oracle::reference_normal(e);
      j["normal"] = {{"approx", {n.first.convert_to<double>(), n.second.convert_to<double>()}},
                     {"side", e.side},
                     {"collinear", e.collinear},
                     {"zero_length_segment", e.degenerate}};
    }
    return j;
  }
};

// ---------------------------------------------------------------- variants

template <class T>
SweepResult<T> run_seed003(const Query<T>& q) { return seed003::moving_point_segment(q); }
template <class T>
SweepResult<T> run_robust(const Query<T>& q) { return robust::moving_point_segment(q); }

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  constexpr double ud = 0x1p-53, uf = 0x1p-24, eta = 0x1p-1074;
  const SweepBound bound = f32 ? SweepBound{2, 10, 4 * eta + 0x1p-150, uf, 64, 16 * eta, 4 * ud + 1.5 * uf, 2 * uf + 4 * ud}
                               : SweepBound{1, 10, 4 * eta, 0, 64, 16 * eta, 4 * ud, 4 * ud};
  const std::string robust_contract =
      std::string("decisions exact for every finite input (hit/miss, start contact, which root, on the segment, "
                  "side); ") +
      (f32 ? "t* - 2 ulp_f(t*) <= t <= t*; point within (10 u_d M + 4 eta_d) + u_f |p| + eta_f of p(t*); "
             "normal within (64 u_d M + 16 eta_d) / |D*| + 4 u_d + 1.5 u_f, | |n| - 1 | <= 2 u_f + 4 u_d"
           : "t* - ulp(t*) <= t <= t* (the largest double not above t*); point within 10 u M + 4 eta of "
             "p(t*) per coordinate; normal within (64 u M + 16 eta) / |D*| + 4 u (Euclidean), "
             "| |n| - 1 | <= 4 u") +
      " (M = largest |input|, D* = b(t*) - a(t*)); normal (0, 0) on a zero-length segment; NaN/inf -> "
      "invalid_input";
  const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "t2 = (p - a) / (a - b) as printed has the wrong sign: contacts on the segment are missed and contacts on "
       "its mirror image beyond a are reported; a == 0 (the linear case) divides by zero"},
      {"t_in_unit_interval",
       "|b - a|^2 underflows to 0 for coordinates near 2^-537 (f64) or 2^-75 (f32): the normal divides by zero, "
       "inf or NaN"},
      {"time_within_contract",
       "the t2 sign flaw rejects the first root when the point meets the segment away from a, and a later root "
       "is reported: t > t*"},
      {"point_within_contract",
       "a later root reported through the t2 sign flaw puts the point at p(t) far from p(t*)"},
      {"normal_unit_and_oriented",
       "the normal is turned toward p1's side of the line at t1, not the side the point arrives from: with p1 on "
       "that line (a start contact) it keeps the left normal, and a later root gives the normal of the wrong time"},
      {"start_contact_gives_t0",
       "a == b == c == 0 (everything on one line, or nothing moving) gives t1 = 0/0 = NaN: the start contact is "
       "missed"},
      {"no_tunneling",
       "NaN roots when a == 0 and the t2 sign flaw both drop real contacts: the point passes through"},
      {"exact_transform_invariant",
       "with p1 on the segment's line at t1 the normal stays the left normal of a -> b, which a mirror maps to "
       "the right one"},
      {"special_values_give_invalid_input",
       "NaN and infinities propagate or fall through the comparisons: miss or a NaN result instead of "
       "invalid_input"},
  };
  std::vector<Variant<T>> out;
  out.push_back({VariantInfo{name, "seed003", scalar, "003_5f9cd7bc7b096bf6.txt §2D Parametric Collision Detection",
                             seed_contract, seed_flaws},
                 run_seed003<T>, bound});
  out.push_back({VariantInfo{name, "robust", scalar,
                             "exact signs of f = cross(b - a, p - a) and of the on-segment tests at its roots "
                             "(remainder modulo f, then sign of P + Q sqrt(disc)); a bounded-error double filter "
                             "in front of exact dyadic arithmetic; t by exact search over the doubles",
                             robust_contract, {}},
                 run_robust<T>, bound});
  return out;
}

// ---------------------------------------------------------------- regimes

template <class T>
Query<T> from_vector(const std::vector<T>& v) { return Traits::from_values<T>(v); }

template <class T>
rc::Gen<Query<T>> twelve(rc::Gen<T> g) {
  return rc::gen::map(rc::gen::container<std::vector<T>>(12, std::move(g)), from_vector<T>);
}

template <class T>
std::vector<gen::Regime<Query<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using Q = Query<T>;
  using V = Vec2<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return V{x, y}; }, small(lim), small(lim));
  };
  std::vector<gen::Regime<Q>> r;

  r.push_back({"small_int_grid", 2, twelve<T>(small(8))});

  r.push_back({"generic", 3, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 return twelve<T>(gen::full_precision_scaled<T>(k));
               })});

  // The segment does not move: f is linear unless the point's path is parallel.
  r.push_back({"static_segment", 2,
               rc::gen::apply(
                   [](V p1, V p2, V l1, V l2) { return Q{p1, p2, l1, l2, l1, l2}; }, vec(16), vec(16), vec(16),
                   vec(16))});

  // The point passes exactly through an endpoint at tau = j/8: both move
  // linearly through the common position A at tau.
  r.push_back({"grazing_endpoint", 2,
               rc::gen::apply(
                   [](V A, V d, V va, V vb, V vp, std::int64_t j, bool other_end) {
                     const T tau = static_cast<T>(j) / 8, rest = 1 - tau;
                     const V B = A + d;
                     Q q{A - tau * vp, A + rest * vp, A - tau * va, B - tau * vb, A + rest * va, B + rest * vb};
                     if (other_end) {
                       std::swap(q.l1, q.l2);
                       std::swap(q.l3, q.l4);
                     }
                     return q;
                   },
                   vec(8), vec(8), vec(4), vec(4), vec(8), rc::gen::inRange<std::int64_t>(0, 9),
                   rc::gen::arbitrary<bool>())});

  // The point starts on the segment, at parameter j/4.
  r.push_back({"start_on_segment", 2,
               rc::gen::apply(
                   [](V l1, V l2, V p2, V l3, V l4, std::int64_t j) {
                     const T s = static_cast<T>(j) / 4;
                     return Q{l1 + s * (l2 - l1), p2, l1, l2, l3, l4};
                   },
                   vec(16), vec(16), vec(16), vec(16), vec(16), rc::gen::inRange<std::int64_t>(0, 5))});

  // The point moves parallel to the segment's line (on it, or offset), the
  // segment static or translating along its own direction.
  r.push_back({"parallel_motion", 2,
               rc::gen::apply(
                   [](V l1, V l2, std::int64_t k, std::int64_t lam, std::int64_t mu, int offset_kind, V off) {
                     const V d = l2 - l1;
                     V o{0, 0};
                     if (offset_kind == 1) o = V{-d.y, d.x};
                     if (offset_kind == 2) o = off;
                     const V p1 = l1 + (static_cast<T>(k) / 4) * d + o;
                     const V p2 = p1 + (static_cast<T>(lam) / 2) * d;
                     const V m = (static_cast<T>(mu) / 2) * d;
                     return Q{p1, p2, l1, l2, l1 + m, l2 + m};
                   },
                   vec(16), vec(16), gen::small_signed(12), gen::small_signed(6), gen::small_signed(4),
                   rc::gen::inRange(0, 3), vec(2))});

  // f = c (t - 1/2)^2: at tau = 1/2 the point is on the segment at parameter
  // s = k/4 and moves, relative to that material point, along the segment
  // (f(tau) = f'(tau) = 0), built exactly.
  r.push_back({"double_root", 2,
               rc::gen::apply(
                   [](V A, V d, V va, V vb, std::int64_t k, std::int64_t lam) {
                     const T tau = T(0.5), s = static_cast<T>(k) / 4;
                     const V P = A + s * d;
                     const V vp = va + s * (vb - va) + static_cast<T>(lam) * d;
                     const V B = A + d;
                     return Q{P - tau * vp, P + tau * vp, A - tau * va, B - tau * vb, A + tau * va, B + tau * vb};
                   },
                   vec(8), vec(8), vec(8), vec(8), rc::gen::inRange<std::int64_t>(0, 5), gen::small_signed(2))});

  // Zero-length segments: at the start, at the end, throughout, or passing
  // through zero length at t = 1/2 (ends swap), the point sometimes meeting it there.
  r.push_back({"zero_length_segment", 2,
               rc::gen::apply(
                   [](V p1, V p2, V l1, V l2, V l3, V l4, int shape, bool meet) {
                     Q q{p1, p2, l1, l2, l3, l4};
                     if (shape == 0) q.l2 = q.l1;
                     if (shape == 1) q.l4 = q.l3;
                     if (shape == 2) q.l2 = q.l1, q.l4 = q.l3;
                     if (shape == 3) {
                       q.l3 = q.l2;
                       q.l4 = q.l1;
                       if (meet) q.p2 = q.l1 + q.l2 - q.p1;
                     }
                     if (shape == 4) q.p1 = q.l1, q.l2 = q.l1;
                     return q;
                   },
                   vec(8), vec(8), vec(8), vec(8), vec(8), vec(8), rc::gen::inRange(0, 5),
                   rc::gen::arbitrary<bool>())});

  constexpr int e_lo = f32 ? -149 : -1074;
  constexpr int e_hi = f32 ? 123 : 1019;
  r.push_back({"scale_sweep", 3,
               rc::gen::apply(
                   [](std::vector<T> v, int e, bool translate, int shift) {
                     constexpr int top = std::is_same_v<T, float> ? 123 : 1019;
                     for (T& x : v) x = std::ldexp(x, e);
                     if (translate) {
                       const T offset = std::ldexp(T(1), std::min(e + shift, top));
                       for (std::size_t i = 0; i < v.size(); i += 2) v[i] += offset;
                     }
                     return from_vector<T>(v);
                   },
                   rc::gen::container<std::vector<T>>(12, small(16)), gen::exponent_in(e_lo, e_hi),
                   rc::gen::arbitrary<bool>(), rc::gen::inRange(0, f32 ? 30 : 60))});

  r.push_back({"special_values", 1,
               rc::gen::map(gen::with_special_values<T>(rc::gen::container<std::vector<T>>(12, small(8)), 12),
                            from_vector<T>)});
  return r;
}

// ---------------------------------------------------------------- properties

const std::vector<std::string> kFinite = {"small_int_grid",   "generic",         "static_segment",
                                          "grazing_endpoint", "start_on_segment", "parallel_motion",
                                          "double_root",      "zero_length_segment", "scale_sweep"};

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

/// The point error bound of one query.
Real point_bound(const SweepBound& b, double M, const Real& p_abs) {
  return Real(b.point_uM) * Real(0x1p-53) * Real(M) + Real(b.point_abs) + Real(b.point_rel_out) * p_abs;
}

Real normal_bound(const SweepBound& b, double M, const Real& d_len) {
  if (d_len == 0) return Real(0);
  return (Real(b.normal_uM) * Real(0x1p-53) * Real(M) + Real(b.normal_abs)) / d_len + Real(b.normal_rel);
}

Real length_of(const RootNumber& x, const RootNumber& y) {
  const Real a = oracle::to_real(x), b = oracle::to_real(y);
  return boost::multiprecision::sqrt(a * a + b * b);
}

/// t within the contract: t <= t* exactly and t* - t <= K ulp(t*). Returns the
/// error in ulps of t*, or nullopt when outside.
template <class T>
std::optional<double> time_error(const SweepBound& b, T t, const RootNumber& t_star) {
  if (!std::isfinite(t)) return std::nullopt;
  if (oracle::compare_across(RootNumber(oracle::exact(t)), t_star) > 0) return std::nullopt;
  const double err = oracle::ulp_error<T>(t, t_star);
  if (err > b.t_ulps) return std::nullopt;
  return err;
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
                 "on a hit both agree on, t* - K ulp(t*) <= t <= t* (never after the exact first contact)", kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::skip("no hit");
                  const auto& e = exact_of(widen(q));
                  if (e.kind != SweepKind::hit) return Verdict::skip("decisions differ");
                  const auto err = time_error(v.bound, r.t, e.t);
                  if (err) return Verdict::pass(*err);
                  return fail(q, r, "t outside [t* - " + decimal(v.bound.t_ulps) + " ulp, t*]");
                }});

  ps.push_back({{"point_within_contract",
                 "on a hit both agree on, the point is within the bound of p(t*), which lies on the segment at t*",
                 kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::skip("no hit");
                  const auto& e = exact_of(widen(q));
                  if (e.kind != SweepKind::hit) return Verdict::skip("decisions differ");
                  if (!std::isfinite(r.point.x) || !std::isfinite(r.point.y))
                    return fail(q, r, "non-finite point");
                  const Real ex = oracle::to_real(e.px), ey = oracle::to_real(e.py);
                  const Real err = std::max(boost::multiprecision::abs(Real(double(r.point.x)) - ex),
                                            boost::multiprecision::abs(Real(double(r.point.y)) - ey));
                  const Real tol = point_bound(v.bound, max_abs(q),
                                               std::max(boost::multiprecision::abs(ex), boost::multiprecision::abs(ey)));
                  if (err <= tol) return Verdict::pass();
                  return fail(q, r, "point error " + decimal(err.template convert_to<double>()) + " > bound " +
                                        decimal(tol.template convert_to<double>()));
                }});

  ps.push_back({{"normal_unit_and_oriented",
                 "on a hit both agree on, the normal is unit (within the bound) and within the bound of the exact "
                 "normal toward the side the point comes from ((0, 0) on a zero-length segment)",
                 kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  if (r.kind != SweepKind::hit) return Verdict::skip("no hit");
                  const auto& e = exact_of(widen(q));
                  if (e.kind != SweepKind::hit) return Verdict::skip("decisions differ");
                  if (!std::isfinite(r.normal.x) || !std::isfinite(r.normal.y)) return fail(q, r, "non-finite normal");
                  if (e.degenerate) {
                    if (r.normal.x == 0 && r.normal.y == 0) return Verdict::pass();
                    return fail(q, r, "a zero-length segment at t* has the normal (0, 0)");
                  }
                  const Real nx(double(r.normal.x)), ny(double(r.normal.y));
                  const Real len = boost::multiprecision::sqrt(nx * nx + ny * ny);
                  if (boost::multiprecision::abs(len - 1) > Real(v.bound.unit))
                    return fail(q, r, "|n| = " + decimal(len.template convert_to<double>()));
                  const auto ref = oracle::reference_normal(e);
                  const Real dx = nx - ref.first, dy = ny - ref.second;
                  const Real err = boost::multiprecision::sqrt(dx * dx + dy * dy);
                  const Real tol = normal_bound(v.bound, max_abs(q), length_of(e.dx, e.dy));
                  if (err <= tol) return Verdict::pass();
                  return fail(q, r, "normal error " + decimal(err.template convert_to<double>()) + " > bound " +
                                        decimal(tol.template convert_to<double>()) + "; exact normal ~(" +
                                        decimal(ref.first.template convert_to<double>()) + ", " +
                                        decimal(ref.second.template convert_to<double>()) + ")");
                }});

  ps.push_back({{"start_contact_gives_t0", "when the point starts on the segment, the variant hits at t == 0 exactly",
                 {"start_on_segment", "small_int_grid", "zero_length_segment", "parallel_motion"}},
                finite<T>,
                [](const Var& v, const In& q) {
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::skip("no contact");
                  const auto& e = exact_of(widen(q));
                  if (oracle::sign(e.t) != 0) return Verdict::skip("no start contact");
                  const auto r = v.fn(q);
                  if (r.kind == SweepKind::hit && r.t == 0) return Verdict::pass();
                  return fail(q, r, "expected a hit at t = 0");
                }});

  ps.push_back({{"no_tunneling",
                 "whenever the exact point touches the segment at some t in [0, 1], the variant hits no later "
                 "than the first such t",
                 {"grazing_endpoint", "double_root", "parallel_motion", "zero_length_segment", "static_segment",
                  "generic"}},
                finite<T>,
                [](const Var& v, const In& q) {
                  if (kind_of(widen(q)) != SweepKind::hit) return Verdict::skip("no contact");
                  const auto& e = exact_of(widen(q));
                  const auto r = v.fn(q);
                  if (r.kind == SweepKind::hit && std::isfinite(r.t) &&
                      oracle::compare_across(RootNumber(oracle::exact(r.t)), e.t) <= 0)
                    return Verdict::pass();
                  return fail(q, r, "tunneled: no hit at or before t*");
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the sweep: the "
                 "same decision, t within K ulps, point and normal within the sum of both bounds (the collinear "
                 "left normal up to sign under mirrors)",
                 kFinite},
                finite<T>,
                [](const Var& v, const In& q) {
                  const auto r = v.fn(q);
                  const double M = max_abs(q);
                  for (const auto& m : plane_transforms<T>()) {
                    if (m.scale_exponent != 0 && !exactly_scalable<T>(values_of(q), m.scale_exponent)) continue;
                    const In tq{m(q.p1), m(q.p2), m(q.l1), m(q.l2), m(q.l3), m(q.l4)};
                    const auto s = v.fn(tq);
                    const std::string name = std::string("transform ") + m.name + ": ";
                    if (s.kind != r.kind) return fail(q, r, name + "transformed query gives " + show_result(s));
                    if (r.kind != SweepKind::hit) continue;
                    if (!std::isfinite(r.t) || !std::isfinite(s.t) || !std::isfinite(r.point.x) ||
                        !std::isfinite(r.point.y) || !std::isfinite(s.point.x) || !std::isfinite(s.point.y))
                      return fail(q, r, name + "non-finite values, transformed: " + show_result(s));
                    const T hi = std::max(r.t, s.t);
                    const double ulp = std::nextafter(hi, T(2)) - hi;
                    if (std::fabs(double(r.t) - double(s.t)) > v.bound.t_ulps * ulp)
                      return fail(q, r, name + "t differs: " + show_result(s));
                    const Vec2<T> mp = m(r.point);
                    const Real ptol = point_bound(v.bound, M, Real(M)) * Real(std::ldexp(1.0, m.scale_exponent)) +
                                      point_bound(v.bound, max_abs(tq), Real(max_abs(tq)));
                    const Real perr = std::max(boost::multiprecision::abs(Real(double(mp.x)) - Real(double(s.point.x))),
                                               boost::multiprecision::abs(Real(double(mp.y)) - Real(double(s.point.y))));
                    if (perr > ptol) return fail(q, r, name + "point differs: " + show_result(s));
                    const auto& e = exact_of(widen(q));
                    if (e.kind != SweepKind::hit || e.degenerate) continue;
                    const Vec2<T> mn = m.map(r.normal, 0);
                    const Real ntol = Real(2) * normal_bound(v.bound, M, length_of(e.dx, e.dy)) +
                                      Real(2 * v.bound.unit);
                    auto dist = [](Vec2<T> a, Vec2<T> b) -> Real {
                      const Real dx = Real(double(a.x)) - Real(double(b.x)), dy = Real(double(a.y)) - Real(double(b.y));
                      return boost::multiprecision::sqrt(dx * dx + dy * dy);
                    };
                    Real nerr = dist(mn, s.normal);
                    if (e.collinear && m.orientation < 0) nerr = std::min(nerr, dist(T(-1) * mn, s.normal));
                    if (nerr > ntol) return fail(q, r, name + "normal differs: " + show_result(s));
                  }
                  return Verdict::pass();
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

std::unique_ptr<Family> make_moving_point_segment_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
