// line_line: the family spec (oracle, answer structure, the crossing as a
// value component, maps that commute with the query), its regimes and
// properties. The variants are registered in properties/variants/line_line.cpp.
//
// No band support: the separation of two lines that cross has no depth (any
// offset of crossing lines still crosses), so a band contract is rejected at
// registration.

#include <limits>

#include "../include/collide_check/line_line.h"
#include "../oracle/distance.h"
#include "../oracle/line_line.h"
#include "family.h"
#include "generic/decisions.h"
#include "generic/invariance.h"
#include "generic/plane_maps.h"
#include "generic/values.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::line_line::Input<T>;
template <class T>
using Result = LineLineResult<T>;

struct LineLineSpec : collide_check::line_line {
  using Exact = oracle::LineLineExact;

  static std::vector<std::string> kind_names() { return {"parallel", "point", "coincident", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::point || k == Kind::coincident; }
  static constexpr Kind miss_kind = Kind::parallel;
  static std::string invalid_input_text() { return "a NaN or infinite coordinate, or a line given by two equal points"; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "A=(" + f(v[0]) + ", " + f(v[1]) + ")-(" + f(v[2]) + ", " + f(v[3]) + ") B=(" + f(v[4]) + ", " +
           f(v[5]) + ")-(" + f(v[6]) + ", " + f(v[7]) + ")";
  }
  template <class T>
  static std::string show(const Result<T>& r) {
    std::string s = kind_name<LineLineSpec>(r.kind);
    if (r.kind == Kind::point) s += " p=(" + hex(r.p.x) + ", " + hex(r.p.y) + ")";
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<LineLineSpec>(e.kind);
    if (e.kind == Kind::point)
      s += " p=(" + e.x.str() + ", " + e.y.str() + ") ~ (" + decimal(oracle::approximate(e.x)) + ", " +
           decimal(oracle::approximate(e.y)) + ")";
    return s;
  }
  template <class T>
  static nlohmann::json json(const Result<T>& r) {
    nlohmann::json j{{"kind", kind_name<LineLineSpec>(r.kind)}};
    if (r.kind == Kind::point) j["p"] = {hex(r.p.x), hex(r.p.y)};
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<LineLineSpec>(e.kind)}};
    if (e.kind == Kind::point)
      j["p"] = {{"x", e.x.str()}, {"y", e.y.str()}, {"approx", {oracle::approximate(e.x), oracle::approximate(e.y)}}};
    return j;
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<LineLineSpec, double>(in)) && !(in.A.a == in.A.b) && !(in.B.a == in.B.b);
  }
  static Exact exact(const Input<double>& in) { return oracle::line_line_exact(in.A, in.B); }
  static Kind exact_kind(const Input<double>& in) { return oracle::line_line_kind(in.A, in.B); }
  static oracle::FilterStats& filter_stats() { return oracle::line_line_stats(); }
  /// Lines share a point (crossing or coincident) or are apart; they never
  /// only touch.
  static Contact exact_contact(const Input<double>& in) {
    return exact_kind(in) == Kind::parallel ? Contact::apart : Contact::overlapping;
  }

  template <class T>
  static std::vector<double> coordinates(const std::string&, const Result<T>& r) {
    if (r.kind == Kind::point) return {r.p.x, r.p.y};
    return {};
  }
  /// The crossing; of coincident lines, the point of the line nearest to the
  /// variant's point (a variant reporting one point of the contact).
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>& in,
                                                           const Exact& e, const std::vector<double>& hint) {
    if (e.kind == Kind::point) return {e.x, e.y};
    if (e.kind == Kind::coincident && hint.size() == 2 && std::isfinite(hint[0]) && std::isfinite(hint[1])) {
      const auto p = oracle::exact_point(hint[0], hint[1]);
      const auto a = oracle::exact_point(in.A.a.x, in.A.a.y), b = oracle::exact_point(in.A.b.x, in.A.b.y);
      const oracle::Rational dx = b.x - a.x, dy = b.y - a.y;
      const oracle::Rational t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
      return {oracle::Rational(a.x + t * dx), oracle::Rational(a.y + t * dy)};
    }
    return {};
  }

  template <class T>
  static std::vector<generic::MapOf<LineLineSpec, T>> maps() {
    using Map = generic::MapOf<LineLineSpec, T>;
    std::vector<Map> out;
    const auto same = [](const Input<T>&, const Result<T>& r) { return r; };
    out.push_back({"symmetric_in_lines", "A and B swapped",
                   [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.B, in.A}; }, same});
    const std::pair<const char*, Input<T> (*)(const Input<T>&)> reversals[] = {
        {"A reversed", [](const Input<T>& in) { return Input<T>{{in.A.b, in.A.a}, in.B}; }},
        {"B reversed", [](const Input<T>& in) { return Input<T>{in.A, {in.B.b, in.B.a}}; }},
        {"both reversed", [](const Input<T>& in) { return Input<T>{{in.A.b, in.A.a}, {in.B.b, in.B.a}}; }},
    };
    for (const auto& [name, f] : reversals)
      out.push_back({"endpoint_order_invariant", name,
                     [fn = f](const Input<T>& in) -> std::optional<Input<T>> { return fn(in); }, same});
    for (auto& m : generic::plane_maps<LineLineSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) {
               return Input<T>{{t(in.A.a), t(in.A.b)}, {t(in.B.a), t(in.B.b)}};
             },
             [](Result<T> r, const PlaneTransform<T>& t) {
               r.p = t(r.p);
               return r;
             }))
      out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {
        {"points of one line are coincident",
         "B through A's points at parameters j/4 (small integers times 2^e, every value exact): the same line",
         {"coincident"},
         [](const Input<T>&) -> std::optional<Kind> { return Kind::coincident; }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<LineLineSpec, T>> properties() {
    const std::vector<std::string> lines = {"small_int_grid", "generic",      "near_parallel", "split_near_parallel",
                                            "coincident",     "axis_aligned", "scale_sweep"};
    const std::vector<std::string> crossing = {"small_int_grid", "generic",      "near_parallel",
                                               "split_near_parallel", "axis_aligned", "scale_sweep"};
    std::vector<PropertyDef<LineLineSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<LineLineSpec, T>(lines));
    ps.push_back(generic::value_within_contract<LineLineSpec, T>("point", crossing));
    for (auto& p : generic::invariance_properties<LineLineSpec, T>(
             maps<T>(),
             {{"symmetric_in_lines", "swapping A and B gives the same contact (points within both bounds)"},
              {"endpoint_order_invariant",
               "reversing A, B or both gives the same contact (points within both bounds)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the query "
               "(points within the sum of both queries' bounds)"}},
             lines))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<LineLineSpec, T>(
        "a NaN or infinite coordinate, or a line given by two equal points, gives invalid_input",
        {"special_values", "degenerate"}));
    return ps;
  }
};

template <class T>
Input<T> from_vector(const std::vector<T>& v) {
  return collide_check::from_values<LineLineSpec, T>(std::span<const T>(v));
}

template <class T>
std::vector<gen::Regime<Input<T>>> LineLineSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using P = Input<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(lim), small(lim));
  };
  auto eight = [](rc::Gen<T> g) {
    return rc::gen::map(rc::gen::container<std::vector<T>>(8, std::move(g)), from_vector<T>);
  };
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

  // Lines about 2^-(digits + 5) apart in direction (u/16 in double) whose
  // direction vectors need two T's each: A from -l to m 2^L (m of full width,
  // 0 <= l < 2^L, L = digits - 6), so that A.b - A.a = m 2^L + l rounds and
  // leaves the tail l; B from -(l + d) + w 2^L to (m + w) 2^L: direction
  // m 2^L + l + d, turned from A's by about |d| / |m 2^L| (|d| in [2^(L-7),
  // 2^(L-3)) ), and offset by w 2^L, so the lines meet some 32 |w| lengths of A
  // away. The determinants that locate the crossing then cancel to where
  // products of tails dropped by a fast stage are a few dozen u of their value:
  // an accuracy certificate looser than its derivation accepts them.
  constexpr int L = digits - 6;
  const auto split_near_parallel = [](std::int64_t m1, std::int64_t m2, std::int64_t l1, std::int64_t l2,
                                      std::int64_t d1, std::int64_t d2, Vec2<T> w, int flips, int e) {
    if (w.x == 0 && w.y == 0) w.x = 1;
    const auto at = [e](std::int64_t v) { return std::ldexp(static_cast<T>(v), e); };
    const auto head = [e](std::int64_t v) { return std::ldexp(static_cast<T>(v), e + L); };
    const std::int64_t wx = static_cast<std::int64_t>(w.x), wy = static_cast<std::int64_t>(w.y);
    P q{{{at(-l1), at(-l2)}, {head(m1), head(m2)}},
        {{at(-(l1 + d1) + wx * (std::int64_t{1} << L)), at(-(l2 + d2) + wy * (std::int64_t{1} << L))}, {head(m1 + wx), head(m2 + wy)}}};
    if (flips & 1) std::swap(q.A.a, q.A.b);
    if (flips & 2) std::swap(q.B.a, q.B.b);
    if (flips & 4) std::swap(q.A, q.B);
    return q;
  };
  const auto full_width = rc::gen::apply(
      [](std::int64_t v, bool negative) { return negative ? -v : v; },
      rc::gen::inRange<std::int64_t>(std::int64_t{1} << (digits - 1), (std::int64_t{1} << digits) - 8),
      rc::gen::arbitrary<bool>());
  const auto tail = rc::gen::inRange<std::int64_t>(0, std::int64_t{1} << L);
  const auto turn = rc::gen::apply([](std::int64_t v, bool negative) { return negative ? -v : v; },
                                   rc::gen::inRange<std::int64_t>(std::int64_t{1} << (L - 7), std::int64_t{1} << (L - 3)),
                                   rc::gen::arbitrary<bool>());
  r.push_back({"split_near_parallel", 2,
               rc::gen::apply(split_near_parallel, full_width, full_width, tail, tail, turn, turn, vec(4),
                              rc::gen::inRange(0, 8), gen::exponent_in(-(digits + L) - 8, 8))});

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

  // A line given by two equal points (or both): invalid input.
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

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::line_line, cc::check::LineLineSpec)
