// segment_segment: variants, contracts, input regimes and properties.

#include "segment_segment.h"

#include <array>
#include <limits>

#include "../kernels/robust/segment_segment.h"
#include "../kernels/seeds/segment_segment.h"
#include "../oracle/segment_segment.h"
#include "common.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

using oracle::Rational;

template <class T>
struct SegmentPair {
  Segment<T> A, B;
};

/// |error| <= k u M + eta per coordinate, M the largest input magnitude.
struct PointBound {
  double k;    ///< in units of u M
  double u;    ///< unit roundoff of the variant's scalar
  double eta;  ///< absolute allowance for roundings that underflow
};

const char* kind_name(SegmentContact k) {
  switch (k) {
    case SegmentContact::none: return "none";
    case SegmentContact::point: return "point";
    case SegmentContact::overlap: return "overlap";
    case SegmentContact::invalid_input: return "invalid_input";
  }
  return "?";
}

template <class T>
std::vector<double> values_of(const SegmentPair<T>& in) {
  return {in.A.a.x, in.A.a.y, in.A.b.x, in.A.b.y, in.B.a.x, in.B.a.y, in.B.b.x, in.B.b.y};
}

template <class T>
double max_abs(const SegmentPair<T>& in) { return check::max_abs(values_of(in)); }

Segment<double> widen(const Segment<float>& s) { return {{s.a.x, s.a.y}, {s.b.x, s.b.y}}; }
Segment<double> widen(const Segment<double>& s) { return s; }

std::string show_pair(const std::vector<double>& v, std::string (*f)(double)) {
  return "A=(" + f(v[0]) + ", " + f(v[1]) + ")-(" + f(v[2]) + ", " + f(v[3]) + ") B=(" + f(v[4]) + ", " +
         f(v[5]) + ")-(" + f(v[6]) + ", " + f(v[7]) + ")";
}

template <class T>
std::string show_result(const SegmentSegmentResult<T>& r) {
  std::string s = kind_name(r.kind);
  if (r.kind == SegmentContact::point || r.kind == SegmentContact::overlap)
    s += " p=(" + hex(r.p.x) + ", " + hex(r.p.y) + ")";
  if (r.kind == SegmentContact::overlap) s += " q=(" + hex(r.q.x) + ", " + hex(r.q.y) + ")";
  return s;
}

std::string show_exact(const oracle::SegmentSegmentExact& e) {
  std::string s = kind_name(e.kind);
  if (e.kind == SegmentContact::point || e.kind == SegmentContact::overlap)
    s += " p=(" + e.p.x.str() + ", " + e.p.y.str() + ")";
  if (e.kind == SegmentContact::overlap) s += " q=(" + e.q.x.str() + ", " + e.q.y.str() + ")";
  return s;
}

struct Traits {
  static constexpr const char* name = "segment_segment";

  template <class T>
  using Input = SegmentPair<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    SegmentSegmentResult<T> (*fn)(const Segment<T>&, const Segment<T>&);
    PointBound bound;
    /// Inputs on which the decision promise holds.
    bool (*in_domain)(const SegmentPair<T>&);
  };

  static std::vector<std::string> fields() {
    return {"A.a.x", "A.a.y", "A.b.x", "A.b.y", "B.a.x", "B.a.y", "B.b.x", "B.b.y"};
  }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.A.a.x, in.A.a.y, in.A.b.x, in.A.b.y, in.B.a.x, in.B.a.y, in.B.b.x, in.B.b.y};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{{v[0], v[1]}, {v[2], v[3]}}, {{v[4], v[5]}, {v[6], v[7]}}};
  }
  static std::string describe(const std::vector<double>& v) { return show_pair(v, decimal); }
  static std::string measure_unit() { return "worst point error beyond eta, in u*M"; }
  static oracle::FilterStats& filter_stats() { return oracle::segment_segment_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    const auto r = v.fn(in.A, in.B);
    nlohmann::json j;
    j["kind"] = kind_name(r.kind);
    if (r.kind == SegmentContact::point || r.kind == SegmentContact::overlap)
      j["p"] = {hex(r.p.x), hex(r.p.y)};
    if (r.kind == SegmentContact::overlap) j["q"] = {hex(r.q.x), hex(r.q.y)};
    return j;
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    const auto e = oracle::segment_segment_exact(in.A, in.B);
    nlohmann::json j;
    j["kind"] = kind_name(e.kind);
    auto point = [](const oracle::RationalPoint& p) {
      return nlohmann::json{{"x", p.x.str()}, {"y", p.y.str()},
                            {"approx", {oracle::approximate(p.x), oracle::approximate(p.y)}}};
    };
    if (e.kind == SegmentContact::point || e.kind == SegmentContact::overlap) j["p"] = point(e.p);
    if (e.kind == SegmentContact::overlap) j["q"] = point(e.q);
    return j;
  }
};

// ---------------------------------------------------------------- variants

template <class T>
bool always(const SegmentPair<T>&) { return true; }

bool double_exact_domain(const SegmentPair<double>& in) {
  const double v[8] = {in.A.a.x, in.A.a.y, in.A.b.x, in.A.b.y, in.B.a.x, in.B.a.y, in.B.b.x, in.B.b.y};
  return detail::in_exact_domain(v);
}

template <class T>
SegmentSegmentResult<T> run_seed000(const Segment<T>& a, const Segment<T>& b) { return seed000::segment_segment(a, b); }
template <class T>
SegmentSegmentResult<T> run_seed001(const Segment<T>& a, const Segment<T>& b) { return seed001_slope::segment_segment(a, b); }
template <class T>
SegmentSegmentResult<T> run_robust(const Segment<T>& a, const Segment<T>& b) { return robust::segment_segment(a, b); }

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = f32 ? Scalar::f32 : Scalar::f64;
  // The robust bound of this scalar (kernels/segment_segment.h); seed variants are
  // held to it too, since a transcription promises nothing of its own.
  const PointBound bound = f32 ? PointBound{1.0 + 8.0 * 0x1p-29, unit_roundoff<float>(), 0x1p-149}
                               : PointBound{8.0, unit_roundoff<double>(), 0x1p-1073};
  bool (*domain)(const SegmentPair<T>&) = always<T>;
  if constexpr (!f32) domain = double_exact_domain;
  const std::string robust_contract =
      f32 ? "decisions exact for every float input; endpoint contacts and overlap ends exact; a crossing "
            "point within (2^-24 + 8*2^-53) M + 2^-149 per coordinate (M = largest |input|); NaN/inf -> "
            "invalid_input"
          : "decisions exact for finite inputs whose nonzero magnitudes span at most 2^900; endpoint "
            "contacts and overlap ends exact; a crossing point within 8 u M + 2^-1073 per coordinate "
            "(u = 2^-53, M = largest |input|); NaN/inf -> invalid_input";
  const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";

  // What the checker finds in the transcriptions; each is a canary the gate
  // requires to be found again (minimal cases in regressions/cases/segment_segment).
  const std::string overflow_at = f32 ? "2^64" : "2^512";
  const std::vector<KnownFlaw> seed000_flaws = {
      {"decision_agrees_with_oracle",
       "denom == 0 answers no contact for every parallel pair: zero-length segments, collinear overlaps and "
       "collinear touching"},
      {"point_within_contract",
       "the products in denom overflow from coordinates near " + overflow_at + " on: ua = inf/inf, a NaN point"},
      {"symmetric_in_segments",
       f32 ? "ua (from A) and ub (from B) carry different rounding: the two argument orders give points "
             "further apart than the bound"
           : "overflow near 2^512 gives a NaN point in one argument order only"},
      {"endpoint_order_invariant",
       f32 ? "an endpoint contact decided on rounded ua, ub flips when an endpoint order is reversed"
           : "overflow near 2^512 gives a NaN point in one endpoint order only"},
      {"exact_transform_invariant", "scaling by 2^9 overflows the products: a NaN point where the unscaled "
                                    "query had a finite one"},
      {"vertical_lines_handled",
       "a vertical segment collinear with its partner has denom == 0: no contact instead of the overlap"},
      {"special_values_give_invalid_input", "NaN and infinities propagate: a NaN point instead of invalid_input"},
  };
  const std::vector<KnownFlaw> seed001_flaws = {
      {"decision_agrees_with_oracle",
       "vertical segments make the slope infinite or NaN, zero-length ones 0/0, and parallel pairs divide by "
       "m1 - m2 == 0: the contact is missed"},
      {"point_within_contract",
       "the point (x, m1 x + b1) goes through a rounded slope and intercept: errors far beyond the bound"},
      {"symmetric_in_segments", "y is taken from line 1's equation, so swapping the segments moves the point"},
      {"endpoint_order_invariant",
       "the intercept b = y1 - m x1 depends on which endpoint is first: a touching endpoint is missed when "
       "reversed"},
      {"exact_transform_invariant", "a 90-degree rotation turns a horizontal segment vertical, which the slope "
                                    "form cannot represent"},
      {"vertical_lines_handled", "a vertical segment has m = +-inf and b = NaN: every contact with it is missed"},
      {"special_values_give_invalid_input",
       "NaN and infinities fall through the range comparisons: no contact instead of invalid_input"},
  };

  std::vector<Variant<T>> out;
  out.push_back({VariantInfo{name, "seed000", scalar, "000_0a232b19d70a79de.txt §Line-Line intersection test revised",
                             seed_contract, seed000_flaws},
                 run_seed000<T>, bound, domain});
  out.push_back({VariantInfo{name, "seed001_slope", scalar,
                             "001_81a389abe9bca56c.txt §Collision between line and line", seed_contract, seed001_flaws},
                 run_seed001<T>, bound, domain});
  out.push_back({VariantInfo{name, "robust", scalar,
                             "exact orientation signs (Shewchuk 1997, doi:10.1007/PL00009321) behind a static "
                             "filter; point from the nearer endpoint",
                             robust_contract, {}},
                 run_robust<T>, bound, domain});
  return out;
}

// ---------------------------------------------------------------- regimes

template <class T>
SegmentPair<T> from_vector(const std::vector<T>& v) { return Traits::from_values<T>(v); }

template <class T>
rc::Gen<SegmentPair<T>> eight(rc::Gen<T> g) {
  return rc::gen::map(rc::gen::container<std::vector<T>>(8, std::move(g)), from_vector<T>);
}

template <class T>
Vec2<T> lerp(Vec2<T> a, Vec2<T> b, T t) { return a + t * (b - a); }

template <class T>
std::vector<gen::Regime<SegmentPair<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using P = SegmentPair<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(lim), small(lim));
  };
  std::vector<gen::Regime<P>> r;

  r.push_back({"small_int_grid", 2, eight<T>(small(8))});

  // A common scale 2^-k for all coordinates, full-width significands.
  r.push_back({"generic", 3, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 return eight<T>(gen::full_precision_scaled<T>(k));
               })});

  // B on A's line at parameters j/4: exact, overlapping, touching or apart.
  r.push_back({"collinear", 2,
               rc::gen::apply(
                   [](Vec2<T> a0, Vec2<T> a1, std::int64_t j0, std::int64_t j1, int e) {
                     const T s0 = static_cast<T>(j0) / 4, s1 = static_cast<T>(j1) / 4;
                     const T f = std::ldexp(T(1), e);
                     P p{{a0, a1}, {lerp(a0, a1, s0), lerp(a0, a1, s1)}};
                     for (Vec2<T>* v : {&p.A.a, &p.A.b, &p.B.a, &p.B.b}) *v = f * *v;
                     return p;
                   },
                   vec(16), vec(16), gen::small_signed(12), gen::small_signed(12), gen::exponent_in(-30, 30))});

  // B parallel to A (direction scaled by 1, 2, 1/2 or negated), then its far end
  // moved k ulps in x and in y.
  r.push_back({"near_parallel", 2,
               rc::gen::apply(
                   [](Vec2<T> a0, Vec2<T> a1, Vec2<T> off, int lambda_index, std::int64_t kx, std::int64_t ky,
                      int k) {
                     constexpr T lambdas[] = {1, 2, T(0.5), -1, T(-0.5)};
                     const T f = std::ldexp(T(1), -k);
                     a0 = f * a0;
                     a1 = f * a1;
                     const Vec2<T> b0 = a0 + off;
                     Vec2<T> b1 = b0 + lambdas[lambda_index] * (a1 - a0);
                     b1.x = gen::ulps_away(b1.x, static_cast<int>(kx));
                     b1.y = gen::ulps_away(b1.y, static_cast<int>(ky));
                     return P{{a0, a1}, {b0, b1}};
                   },
                   rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(1 << 20), small(1 << 20)),
                   rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(1 << 20), small(1 << 20)),
                   vec(4), rc::gen::inRange(0, 5), gen::small_signed(4), gen::small_signed(4),
                   rc::gen::inRange(0, 24))});

  // B.a at parameter j/n of A, rounded when n is not a power of two, or exactly A's end.
  r.push_back({"endpoint_on_segment", 2,
               rc::gen::apply(
                   [](Vec2<T> a0, Vec2<T> a1, Vec2<T> b1, int n_index, std::int64_t j, bool shared, bool swap) {
                     constexpr int ns[] = {2, 3, 4, 5, 7, 8, 10, 16};
                     const int n = ns[n_index];
                     const T t = static_cast<T>(std::min<std::int64_t>(std::abs(j), n)) / static_cast<T>(n);
                     const Vec2<T> b0 = shared ? a1 : lerp(a0, a1, t);
                     P p{{a0, a1}, {b0, b1}};
                     if (swap) std::swap(p.A, p.B);
                     return p;
                   },
                   vec(64), vec(64), vec(64), rc::gen::inRange(0, 8), gen::small_signed(16),
                   rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>())});

  // A vertical; B vertical (possibly on the same x), horizontal or free; all
  // optionally transposed so that A is horizontal.
  r.push_back({"axis_aligned", 2,
               rc::gen::apply(
                   [](T x0, T y0, T dy, Vec2<T> b0, Vec2<T> b1, int shape, bool same_x, bool transpose, int e) {
                     const T y1 = y0 + (dy < 0 ? dy - 1 : dy + 1);  // A never has zero length
                     P p{{{x0, y0}, {x0, y1}}, {b0, b1}};
                     if (shape == 0) p.B.b.x = p.B.a.x = same_x ? x0 : b0.x;
                     if (shape == 1) p.B.b.y = p.B.a.y;
                     const T f = std::ldexp(T(1), e);
                     for (Vec2<T>* v : {&p.A.a, &p.A.b, &p.B.a, &p.B.b}) {
                       *v = f * *v;
                       if (transpose) std::swap(v->x, v->y);
                     }
                     return p;
                   },
                   small(16), small(16), small(16), vec(16), vec(16), rc::gen::inRange(0, 3),
                   rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), gen::exponent_in(-20, 20))});

  // One small configuration at 2^e over the whole exponent range (subnormals
  // included), sometimes translated far from the origin (rounded).
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
                   rc::gen::container<std::vector<T>>(8, small(16)), gen::exponent_in(e_lo, e_hi),
                   rc::gen::arbitrary<bool>(), rc::gen::inRange(0, f32 ? 30 : 60))});

  // A of zero length: apart from B, on B (at j/4), or B of zero length too.
  r.push_back({"zero_length", 2,
               rc::gen::apply(
                   [](Vec2<T> a, Vec2<T> b0, Vec2<T> b1, int shape, std::int64_t j, bool swap) {
                     P p{{a, a}, {b0, b1}};
                     if (shape == 1) p.A.a = p.A.b = lerp(b0, b1, static_cast<T>(std::abs(j) % 5) / 4);
                     if (shape == 2) p.B.b = p.B.a;
                     if (shape == 3) p.B = p.A;
                     if (swap) std::swap(p.A, p.B);
                     return p;
                   },
                   vec(8), vec(8), vec(8), rc::gen::inRange(0, 4), gen::small_signed(4),
                   rc::gen::arbitrary<bool>())});

  // NaN and infinities in one to three places of a small configuration.
  r.push_back({"special_values", 1,
               rc::gen::apply(
                   [](std::vector<T> v, std::vector<int> where, std::vector<int> which) {
                     constexpr T specials[] = {std::numeric_limits<T>::quiet_NaN(),
                                               std::numeric_limits<T>::infinity(),
                                               -std::numeric_limits<T>::infinity()};
                     for (std::size_t i = 0; i < where.size(); ++i) v[where[i]] = specials[which[i]];
                     return from_vector<T>(v);
                   },
                   rc::gen::container<std::vector<T>>(8, small(8)),
                   rc::gen::container<std::vector<int>>(3, rc::gen::inRange(0, 8)),
                   rc::gen::container<std::vector<int>>(3, rc::gen::inRange(0, 3)))});
  return r;
}

// ---------------------------------------------------------------- properties

const std::vector<std::string> kFiniteRegimes = {"small_int_grid",      "generic",      "collinear",
                                                 "near_parallel",       "endpoint_on_segment",
                                                 "axis_aligned",        "scale_sweep",  "zero_length"};

template <class T>
bool all_finite(const SegmentPair<T>& in) { return check::all_finite(values_of(in)); }

template <class T>
Rational bound_of(const PointBound& b, const SegmentPair<T>& in, double factor = 1.0) {
  return Rational(factor) * (Rational(b.k) * Rational(b.u) * Rational(max_abs(in)) + Rational(b.eta));
}

// max(|p.x - e.x|, |p.y - e.y|), or nullopt when p is not finite.
template <class T>
std::optional<Rational> coordinate_error(Vec2<T> p, const oracle::RationalPoint& e) {
  return chebyshev_error(p, e.x, e.y);
}

template <class T>
std::optional<Rational> coordinate_distance(Vec2<T> p, Vec2<T> q) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(q.x) || !std::isfinite(q.y)) return std::nullopt;
  return coordinate_error(p, oracle::RationalPoint{oracle::exact(q.x), oracle::exact(q.y)});
}

template <class T>
std::string header(const SegmentPair<T>& in) {
  return "input " + show_pair(values_of(in), hex) + "\n      = " + show_pair(values_of(in), decimal);
}

/// Two results describe the same contact within `tol` per coordinate; overlaps
/// are compared as unordered pairs of ends.
template <class T>
bool same_contact(const SegmentSegmentResult<T>& r, const SegmentSegmentResult<T>& s, const Rational& tol) {
  if (r.kind != s.kind) return false;
  auto close = [&](Vec2<T> a, Vec2<T> b) {
    const auto d = coordinate_distance(a, b);
    return d && *d <= tol;
  };
  if (r.kind == SegmentContact::point) return close(r.p, s.p);
  if (r.kind == SegmentContact::overlap)
    return (close(r.p, s.p) && close(r.q, s.q)) || (close(r.p, s.q) && close(r.q, s.p));
  return true;
}

template <class T>
std::vector<PropertyDef<SegmentPair<T>, Traits::Variant<T>>> Traits::properties() {
  using In = SegmentPair<T>;
  using V = Traits::Variant<T>;
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle",
                 "the contact kind (none, point, overlap) equals the exact oracle's", kFiniteRegimes},
                all_finite<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.A, in.B);
                  const auto truth = oracle::segment_segment_kind(widen(in.A), widen(in.B));
                  if (r.kind == truth) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(oracle::segment_segment_exact(widen(in.A), widen(in.B))));
                }});

  ps.push_back({{"point_within_contract",
                 "when variant and oracle agree on a contact, every returned point is within the contract's "
                 "bound of the exact one",
                 kFiniteRegimes},
                all_finite<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.A, in.B);
                  if (r.kind != SegmentContact::point && r.kind != SegmentContact::overlap) return Verdict::pass(0);
                  const auto e = oracle::segment_segment_exact(widen(in.A), widen(in.B));
                  if (e.kind != r.kind) return Verdict::skip("decisions differ");
                  const Rational tol = bound_of(v.bound, in);
                  auto err = coordinate_error(r.p, e.p);
                  if (err && r.kind == SegmentContact::overlap) {
                    const auto err_q = coordinate_error(r.q, e.q);
                    err = err_q ? std::optional<Rational>(std::max(*err, *err_q)) : std::nullopt;
                  }
                  if (err && *err <= tol) {
                    // The error beyond the underflow allowance eta, in units of u M.
                    const double uM = v.bound.u * max_abs(in);
                    const double beyond = std::max(0.0, oracle::approximate(*err) - v.bound.eta);
                    return Verdict::pass(uM > 0 ? beyond / uM : 0.0);
                  }
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(e) + "\n  error " +
                                       (err ? decimal(oracle::approximate(*err)) : std::string("non-finite")) +
                                       " > bound " + decimal(oracle::approximate(tol)));
                }});

  ps.push_back({{"symmetric_in_segments",
                 "swapping A and B gives the same contact (points within twice the bound)", kFiniteRegimes},
                all_finite<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.A, in.B), s = v.fn(in.B, in.A);
                  if (same_contact(r, s, bound_of(v.bound, in, 2.0))) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(A, B): " + show_result(r) + "\n  f(B, A): " +
                                       show_result(s));
                }});

  ps.push_back({{"endpoint_order_invariant",
                 "reversing A, B or both gives the same contact (points within twice the bound)", kFiniteRegimes},
                all_finite<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.A, in.B);
                  const Segment<T> ra{in.A.b, in.A.a}, rb{in.B.b, in.B.a};
                  const std::pair<const char*, SegmentSegmentResult<T>> others[] = {
                      {"A reversed", v.fn(ra, in.B)}, {"B reversed", v.fn(in.A, rb)}, {"both reversed", v.fn(ra, rb)}};
                  const Rational tol = bound_of(v.bound, in, 2.0);
                  for (const auto& [what, s] : others)
                    if (!same_contact(r, s, tol))
                      return Verdict::fail(header(in) + "\n  as given:    " + show_result(r) + "\n  " + what +
                                           ": " + show_result(s));
                  return Verdict::pass();
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the query "
                 "(points within the sum of both queries' bounds)",
                 kFiniteRegimes},
                all_finite<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.A, in.B);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(values_of(in), t.scale_exponent)) continue;
                    const auto& m = t;
                    const In tin{{m(in.A.a), m(in.A.b)}, {m(in.B.a), m(in.B.b)}};
                    if (!v.in_domain(tin)) continue;
                    const auto s = v.fn(tin.A, tin.B);
                    SegmentSegmentResult<T> mapped = r;
                    if (r.kind == SegmentContact::point || r.kind == SegmentContact::overlap) {
                      if (t.scale_exponent != 0 && (!std::isfinite(r.p.x) || !std::isfinite(r.p.y) ||
                                                    !std::isfinite(r.q.x) || !std::isfinite(r.q.y)))
                        continue;
                      mapped.p = m(r.p);
                      mapped.q = m(r.q);
                    }
                    // |m(r) - s| <= |m(r) - m(exact)| + |m(exact) - s|: the first bound
                    // scales with the transform, the second is the transformed input's.
                    const Rational tol = Rational(std::ldexp(1.0, t.scale_exponent)) * bound_of(v.bound, in) +
                                         bound_of(v.bound, tin);
                    if (!same_contact(mapped, s, tol))
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  f(A, B) mapped: " +
                                           show_result(mapped) + "\n  f(mapped A, B): " + show_result(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"vertical_lines_handled",
                 "with a vertical or horizontal segment (neither of zero length), the decision is exact and any point finite and within "
                 "the bound",
                 {"axis_aligned"}},
                [](const In& in) {
                  if (!all_finite(in) || in.A.a == in.A.b || in.B.a == in.B.b) return false;
                  for (const Segment<T>& s : {in.A, in.B})
                    if (s.a.x == s.b.x || s.a.y == s.b.y) return true;
                  return false;
                },
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  const auto e = oracle::segment_segment_exact(widen(in.A), widen(in.B));
                  bool ok = r.kind == e.kind;
                  if (ok && (r.kind == SegmentContact::point || r.kind == SegmentContact::overlap)) {
                    const Rational tol = bound_of(v.bound, in);
                    const auto ep = coordinate_error(r.p, e.p);
                    ok = ep && *ep <= tol;
                    if (ok && r.kind == SegmentContact::overlap) {
                      const auto eq = coordinate_error(r.q, e.q);
                      ok = eq && *eq <= tol;
                    }
                  }
                  if (ok) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " + show_exact(e));
                }});

  ps.push_back({{"special_values_give_invalid_input",
                 "any NaN or infinite coordinate gives invalid_input", {"special_values"}},
                [](const In& in) { return !all_finite(in); },
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  if (r.kind == SegmentContact::invalid_input) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  expected: invalid_input");
                }});
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_segment_segment_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
