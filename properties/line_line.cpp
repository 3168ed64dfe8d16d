// line_line: variants, contracts, input regimes and properties.

#include "line_line.h"

#include <limits>

#include "../kernels/robust/line_line.h"
#include "../kernels/seeds/line_line.h"
#include "../oracle/line_line.h"
#include "common.h"
#include "expected_answer.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

using oracle::Rational;

template <class T>
struct LinePair {
  Segment<T> A, B;
};

/// Per coordinate: |error| <= p_coef P + mp_coef (M + P) + eta, M the largest
/// input magnitude, P the larger magnitude of the exact crossing's coordinates.
struct PointBound {
  double p_coef;
  double mp_coef;
  double eta;
};

const char* kind_name(LineContact k) {
  switch (k) {
    case LineContact::parallel: return "parallel";
    case LineContact::point: return "point";
    case LineContact::coincident: return "coincident";
    case LineContact::invalid_input: return "invalid_input";
  }
  return "?";
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  return "A=(" + f(v[0]) + ", " + f(v[1]) + ")-(" + f(v[2]) + ", " + f(v[3]) + ") B=(" + f(v[4]) + ", " + f(v[5]) +
         ")-(" + f(v[6]) + ", " + f(v[7]) + ")";
}

template <class T>
std::string show_result(const LineLineResult<T>& r) {
  std::string s = kind_name(r.kind);
  if (r.kind == LineContact::point) s += " p=(" + hex(r.p.x) + ", " + hex(r.p.y) + ")";
  return s;
}

std::string show_exact(const oracle::LineLineExact& e) {
  std::string s = kind_name(e.kind);
  if (e.kind == LineContact::point)
    s += " p=(" + e.x.str() + ", " + e.y.str() + ") ~ (" + decimal(oracle::approximate(e.x)) + ", " +
         decimal(oracle::approximate(e.y)) + ")";
  return s;
}

Segment<double> widen(const Segment<float>& s) { return {{s.a.x, s.a.y}, {s.b.x, s.b.y}}; }
Segment<double> widen(const Segment<double>& s) { return s; }

struct Traits {
  static constexpr const char* name = "line_line";

  template <class T>
  using Input = LinePair<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    LineLineResult<T> (*fn)(const Segment<T>&, const Segment<T>&);
    PointBound bound;
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
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "worst point error beyond eta, in u*(M + P)"; }
  static oracle::FilterStats& filter_stats() { return oracle::line_line_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    const auto r = v.fn(in.A, in.B);
    nlohmann::json j{{"kind", kind_name(r.kind)}};
    if (r.kind == LineContact::point) j["p"] = {hex(r.p.x), hex(r.p.y)};
    return j;
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    const auto e = oracle::line_line_exact(in.A, in.B);
    nlohmann::json j{{"kind", kind_name(e.kind)}};
    if (e.kind == LineContact::point)
      j["p"] = {{"x", e.x.str()}, {"y", e.y.str()}, {"approx", {oracle::approximate(e.x), oracle::approximate(e.y)}}};
    return j;
  }
};

// ---------------------------------------------------------------- variants

template <class T>
LineLineResult<T> run_seed000(const Segment<T>& a, const Segment<T>& b) { return seed000::line_line(a, b); }
template <class T>
LineLineResult<T> run_robust(const Segment<T>& a, const Segment<T>& b) { return robust::line_line(a, b); }

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  // The robust bound of this scalar (kernels/line_line.h); the seed is held to it too.
  const PointBound bound = f32 ? PointBound{0x1p-24, 7 * 0x1p-53, 0x1p-149} : PointBound{0, 7 * 0x1p-53, 0x1p-1073};
  const std::string robust_contract =
      std::string(f32 ? "decisions exact for every float input" : "decisions exact for finite inputs whose nonzero "
                                                                  "magnitudes span at most 2^900") +
      ": point / parallel / coincident; the crossing within " +
      (f32 ? "2^-24 P + 7*2^-53 (M + P) + 2^-149" : "7 u (M + P) + 2^-1073") +
      " per coordinate (M = largest |input|, P = largest |exact crossing coordinate|), an infinity of the right "
      "sign beyond the range; NaN/inf or a line given by two equal points -> invalid_input";
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle", "denom == 0 is 'no point' for coincident lines too: parallel instead of "
                                      "coincident"},
      {"point_within_contract",
       "denom and ua are rounded: for nearly parallel lines denom rounds to 0 (no point) or the point lands beyond "
       "the bound"},
      {"vertical_lines_handled", "two vertical lines on the same x have denom == 0: parallel instead of coincident"},
      {"symmetric_in_lines", "the point is built on line A only: swapping the lines moves it beyond the bound"},
      {"endpoint_order_invariant",
       "the point starts from LineA1 whichever end is nearer: reversing A moves it beyond the bound"},
      {"exact_transform_invariant", "scaling by 2^9 overflows the products: a NaN or infinite point where the "
                                    "unscaled query had a finite one"},
      {"degenerate_lines_give_invalid_input", "two equal points give denom == 0: parallel instead of invalid_input"},
      {"special_values_give_invalid_input", "NaN and infinities propagate: a NaN point instead of invalid_input"},
  };
  return {
      {VariantInfo{name, "seed000", scalar,
                   "000_0a232b19d70a79de.txt §Line-Line intersection test revised (without the u/v check)",
                   "held to the robust contract of its scalar; what it fails is declared", seed_flaws},
       run_seed000<T>, bound},
      {VariantInfo{name, "robust", scalar,
                   "exact orientation expansions (Shewchuk 1997, doi:10.1007/PL00009321) for the decision and the "
                   "denominator; point from the end nearer the crossing",
                   robust_contract, {}},
       run_robust<T>, bound},
  };
}

// ---------------------------------------------------------------- regimes

template <class T>
LinePair<T> from_vector(const std::vector<T>& v) { return Traits::from_values<T>(v); }

template <class T>
std::vector<gen::Regime<LinePair<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using P = LinePair<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(lim), small(lim));
  };
  auto eight = [](rc::Gen<T> g) { return rc::gen::map(rc::gen::container<std::vector<T>>(8, std::move(g)), from_vector<T>); };
  std::vector<gen::Regime<P>> r;

  r.push_back({"small_int_grid", 2, eight(small(8))});
  r.push_back({"generic", 3, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [eight](int k) {
                 return eight(gen::full_precision_scaled<T>(k));
               })});

  // B parallel to A (direction scaled by 1, 2, 1/2 or negated) through an offset
  // point, then its far end moved k ulps in x and in y: parallel lines, or lines
  // meeting far away; at 2^e up to near the top of the range the crossing can
  // lie beyond it.
  r.push_back({"near_parallel", 3,
               rc::gen::apply(
                   [](Vec2<T> a0, Vec2<T> a1, Vec2<T> off, int lambda_index, std::int64_t kx, std::int64_t ky,
                      int e) {
                     constexpr T lambdas[] = {1, 2, T(0.5), -1, T(-0.5)};
                     if (a0 == a1) a1.x = a0.x + 1;
                     const T f = std::ldexp(T(1), e);
                     a0 = f * a0;
                     a1 = f * a1;
                     const Vec2<T> b0 = a0 + f * off;
                     Vec2<T> b1 = b0 + lambdas[lambda_index] * (a1 - a0);
                     b1.x = gen::ulps_away(b1.x, static_cast<int>(kx));
                     b1.y = gen::ulps_away(b1.y, static_cast<int>(ky));
                     return P{{a0, a1}, {b0, b1}};
                   },
                   vec(1 << 20), vec(1 << 20), vec(4), rc::gen::inRange(0, 5), gen::small_signed(4),
                   gen::small_signed(4),
                   gen::exponent_in(-digits, std::numeric_limits<T>::max_exponent - 22))});

  // B on A's line at parameters j/4: coincident lines.
  r.push_back({"coincident", 2,
               rc::gen::apply(
                   [](Vec2<T> a0, Vec2<T> a1, std::int64_t j0, std::int64_t j1, int e) {
                     if (a0 == a1) a1.y = a0.y + 1;
                     if (j0 == j1) j1 = j0 + 1;
                     const T f = std::ldexp(T(1), e);
                     const auto at = [&](std::int64_t j) { return f * (a0 + (static_cast<T>(j) / 4) * (a1 - a0)); };
                     return P{{f * a0, f * a1}, {at(j0), at(j1)}};
                   },
                   vec(16), vec(16), gen::small_signed(12), gen::small_signed(12), gen::exponent_in(-30, 30))});

  // A vertical; B vertical, horizontal or free; optionally transposed.
  r.push_back({"axis_aligned", 2,
               rc::gen::apply(
                   [](T x0, T y0, T dy, Vec2<T> b0, Vec2<T> b1, int shape, bool same_x, bool transpose, int e) {
                     const T y1 = y0 + (dy < 0 ? dy - 1 : dy + 1);
                     P p{{{x0, y0}, {x0, y1}}, {b0, b1}};
                     if (shape == 0) p.B.b.x = p.B.a.x = same_x ? x0 : b0.x;
                     if (shape == 1) p.B.b.y = p.B.a.y;
                     if (p.B.a == p.B.b) p.B.b.y = p.B.a.y + 1;
                     const T f = std::ldexp(T(1), e);
                     for (Vec2<T>* v : {&p.A.a, &p.A.b, &p.B.a, &p.B.b}) {
                       *v = f * *v;
                       if (transpose) std::swap(v->x, v->y);
                     }
                     return p;
                   },
                   small(16), small(16), small(16), vec(16), vec(16), rc::gen::inRange(0, 3),
                   rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), gen::exponent_in(-20, 20))});

  // A line given by two equal points (or both).
  r.push_back({"degenerate", 1,
               rc::gen::apply(
                   [](Vec2<T> a, Vec2<T> b0, Vec2<T> b1, bool both, bool swap) {
                     P p{{a, a}, {b0, b1}};
                     if (both) p.B.b = p.B.a;
                     if (swap) std::swap(p.A, p.B);
                     return p;
                   },
                   vec(8), vec(8), vec(8), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>())});

  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(8, 12), from_vector<T>)});
  r.push_back({"special_values", 1,
               rc::gen::map(gen::with_special_values<T>(rc::gen::container<std::vector<T>>(8, small(4)), 8),
                            from_vector<T>)});
  return r;
}

// ---------------------------------------------------------------- properties

template <class T>
bool finite(const LinePair<T>& in) { return check::all_finite(widened(Traits::to_values(in))); }

/// Finite and inside the contracts' exact domain (a span of at most 2^900, which
/// every float input meets): the cases the finite-input properties judge.
template <class T>
bool judged(const LinePair<T>& in) { return in_orientation_domain(widened(Traits::to_values(in))); }
template <class T>
bool valid(const LinePair<T>& in) { return judged(in) && !(in.A.a == in.A.b) && !(in.B.a == in.B.b); }

template <class T>
std::string header(const LinePair<T>& in) { return input_lines(widened(Traits::to_values(in)), show); }

template <class T>
oracle::LineLineExact truth(const LinePair<T>& in) { return oracle::line_line_exact(widen(in.A), widen(in.B)); }

/// The contract's bound for an exact crossing (x, y), times `factor`.
template <class T>
Rational bound_for(const PointBound& b, const LinePair<T>& in, const oracle::LineLineExact& e, double factor = 1) {
  const Rational P = std::max(oracle::abs(e.x), oracle::abs(e.y));
  const Rational M(check::max_abs(widened(Traits::to_values(in))));
  return Rational(factor) * (Rational(b.p_coef) * P + Rational(b.mp_coef) * (M + P) + Rational(b.eta));
}

/// A returned coordinate against the exact one: within `tol`, or an infinity of
/// the right sign where the exact value is within `tol` of overflowing.
template <class T>
bool coordinate_ok(T got, const Rational& want, const Rational& tol) {
  if (std::isnan(got)) return false;
  if (std::isinf(got)) {
    const Rational top(static_cast<double>(std::numeric_limits<T>::max()));
    return oracle::abs(want) + tol >= top && (got > 0) == (want > 0);
  }
  return oracle::abs(Rational(oracle::exact(got) - want)) <= tol;
}

/// Two returned results describe the same contact: same kind, points within
/// `tol` per coordinate (or the same infinity).
template <class T>
bool same_contact(const LineLineResult<T>& r, const LineLineResult<T>& s, const Rational& tol) {
  if (r.kind != s.kind) return false;
  if (r.kind != LineContact::point) return true;
  for (const auto& [a, b] : {std::pair{r.p.x, s.p.x}, std::pair{r.p.y, s.p.y}}) {
    if (std::isnan(a) || std::isnan(b)) return false;
    if (std::isinf(a) || std::isinf(b)) {
      if (a != b) return false;
      continue;
    }
    if (oracle::abs(Rational(oracle::exact(a) - oracle::exact(b))) > tol) return false;
  }
  return true;
}

template <class T>
Verdict within_contract(const Traits::Variant<T>& v, const LinePair<T>& in) {
  const auto r = v.fn(in.A, in.B);
  const auto e = truth(in);
  if (r.kind != e.kind)
    return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " + show_exact(e));
  if (r.kind != LineContact::point) return Verdict::pass(0);
  const Rational tol = bound_for(v.bound, in, e);
  if (coordinate_ok(r.p.x, e.x, tol) && coordinate_ok(r.p.y, e.y, tol)) {
    if (!std::isfinite(r.p.x) || !std::isfinite(r.p.y)) return Verdict::pass(0);
    const Rational err = std::max(oracle::abs(Rational(oracle::exact(r.p.x) - e.x)),
                                  oracle::abs(Rational(oracle::exact(r.p.y) - e.y)));
    const Rational P = std::max(oracle::abs(e.x), oracle::abs(e.y));
    const Rational scale = Rational(unit_roundoff<T>()) *
                           (Rational(check::max_abs(widened(Traits::to_values(in)))) + P);
    const double beyond = std::max(0.0, oracle::approximate(err) - v.bound.eta);
    return Verdict::pass(beyond / oracle::approximate(scale));
  }
  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " + show_exact(e) +
                       "\n  bound " + decimal(oracle::approximate(tol)) + " per coordinate");
}

template <class T>
std::vector<PropertyDef<LinePair<T>, Traits::Variant<T>>> Traits::properties() {
  using In = LinePair<T>;
  using V = Traits::Variant<T>;
  const std::vector<std::string> lines = {"small_int_grid", "generic",      "near_parallel",
                                          "coincident",     "axis_aligned", "scale_sweep"};
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle", "point, parallel or coincident equals the exact oracle's", lines},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  const auto want = oracle::line_line_kind(widen(in.A), widen(in.B));
                  if (r.kind == want) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " +
                                       show_exact(truth(in)));
                }});

  ps.push_back({{"point_within_contract",
                 "the crossing is within the contract's bound of the exact one per coordinate (an infinity of the "
                 "right sign only where the exact coordinate is within the bound of overflowing)",
                 {"small_int_grid", "generic", "near_parallel", "axis_aligned", "scale_sweep"}},
                [](const In& in) { return valid(in) && truth(in).kind == LineContact::point; }, within_contract<T>});

  ps.push_back({{"symmetric_in_lines", "swapping A and B gives the same contact (points within twice the bound)",
                 lines},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B), s = v.fn(in.B, in.A);
                  if (same_contact(r, s, bound_for(v.bound, in, truth(in), 2))) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(A, B): " + show_result(r) + "\n  f(B, A): " +
                                       show_result(s));
                }});

  ps.push_back({{"endpoint_order_invariant",
                 "reversing A, B or both gives the same contact (points within twice the bound)", lines},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  const Segment<T> ra{in.A.b, in.A.a}, rb{in.B.b, in.B.a};
                  const std::pair<const char*, LineLineResult<T>> others[] = {
                      {"A reversed", v.fn(ra, in.B)}, {"B reversed", v.fn(in.A, rb)}, {"both reversed", v.fn(ra, rb)}};
                  const Rational tol = bound_for(v.bound, in, truth(in), 2);
                  for (const auto& [what, s] : others)
                    if (!same_contact(r, s, tol))
                      return Verdict::fail(header(in) + "\n  as given:    " + show_result(r) + "\n  " + what + ": " +
                                           show_result(s));
                  return Verdict::pass();
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the query "
                 "(points within the sum of both queries' bounds)",
                 lines},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  const auto e = truth(in);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(widened(to_values(in)), t.scale_exponent))
                      continue;
                    const In tin{{t(in.A.a), t(in.A.b)}, {t(in.B.a), t(in.B.b)}};
                    const auto s = v.fn(tin.A, tin.B);
                    LineLineResult<T> mapped = r;
                    if (r.kind == LineContact::point) {
                      // A crossing beyond the range (an infinity) has no image to compare;
                      // NaN is never right and falls through to the comparison.
                      const auto no_nan = [](Vec2<T> p) { return !std::isnan(p.x) && !std::isnan(p.y); };
                      const auto finite_point = [](Vec2<T> p) { return std::isfinite(p.x) && std::isfinite(p.y); };
                      if (s.kind == LineContact::point && no_nan(r.p) && no_nan(s.p) &&
                          (!finite_point(r.p) || !finite_point(s.p)))
                        continue;
                      mapped.p = t(r.p);
                    }
                    const Rational tol = Rational(std::ldexp(1.0, t.scale_exponent)) * bound_for(v.bound, in, e) +
                                         bound_for(v.bound, tin, truth(tin));
                    if (!same_contact(mapped, s, tol))
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  f(A, B) mapped: " +
                                           show_result(mapped) + "\n  f(mapped A, B): " + show_result(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"vertical_lines_handled",
                 "with vertical (and horizontal) lines the contact and point are the oracle's within the contract",
                 {"axis_aligned"}},
                valid<T>, within_contract<T>});

  using R = LineLineResult<T>;
  const auto run = [](const V& v, const In& in) { return v.fn(in.A, in.B); };
  const auto invalid = [](const R& r) { return r.kind == LineContact::invalid_input; };
  ps.push_back(answer_property<In, V, R>(
      {"degenerate_lines_give_invalid_input", "a line given by two equal points gives invalid_input", {"degenerate"}},
      [](const In& in) { return finite(in) && (in.A.a == in.A.b || in.B.a == in.B.b); }, run, invalid,
      "invalid_input", show_result<T>, header<T>));
  ps.push_back(answer_property<In, V, R>(
      {"special_values_give_invalid_input", "a NaN or infinite coordinate gives invalid_input", {"special_values"}},
      [](const In& in) { return !finite(in); }, run, invalid, "invalid_input", show_result<T>, header<T>));
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_line_line_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
