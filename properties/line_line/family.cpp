// line_line: the family spec (oracle, answer structure, the crossing as a
// value component, maps that commute with the query), its regimes and
// properties. The variants are registered in variants.cpp, beside it.
//
// No band support: the separation of two lines that cross has no depth (any
// offset of crossing lines still crosses), so a band contract is rejected at
// registration.

#include "../family.h"

#include <limits>

#include "../../include/collide_check/line_line.h"
#include "../../oracle/distance.h"
#include "../../oracle/line_line.h"
#include "../exact_lines.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/values.h"

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
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"near_parallel", "split_near_parallel", "coincident", "full_precision_parallel"};
  }

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
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

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
    const std::vector<std::string> lines = {
        "small_int_grid", "generic",      "near_parallel", "split_near_parallel",
        "coincident",     "axis_aligned", "scale_sweep",   "full_precision_parallel"};
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
std::vector<gen::DrawnRegime<Input<T>, T>> LineLineSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using P = Input<T>;
  using D = gen::Draw<T>;
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
  const auto signed_in = [](D& d, std::int64_t lo, std::int64_t hi) {
    const std::int64_t v = d.integer(lo, hi);
    return d.bit() ? -v : v;
  };
  return {
      {"small_int_grid", 2, [](D& d) { return from_vector<T>(d.small_integers(8, 8)); }},
      {"generic", 3,
       [](D& d) {
         const int k = d.index(digits + 20);
         return from_vector<T>(d.full_precisions(8, k));
       }},

      // B parallel to A (direction scaled by 1, 2, 1/2 or negated) through an
      // offset point, then its far end moved k ulps in x and in y: parallel
      // lines, or lines meeting far away; at 2^e up to near the top of the
      // range the crossing can lie beyond it.
      {"near_parallel", 3,
       [](D& d) {
         constexpr T lambdas[] = {1, 2, T(0.5), -1, T(-0.5)};
         Vec2<T> a0 = d.small_point(1 << 20), a1 = d.small_point(1 << 20);
         const Vec2<T> off = d.small_point(4);
         const int lambda_index = d.index(5);
         const int kx = static_cast<int>(d.small_signed(4)), ky = static_cast<int>(d.small_signed(4));
         const T f = std::ldexp(T(1), d.exponent(-digits, std::numeric_limits<T>::max_exponent - 22));
         if (a0 == a1) a1.x = a0.x + 1;
         a0 = f * a0;
         a1 = f * a1;
         const Vec2<T> b0 = a0 + f * off;
         Vec2<T> b1 = b0 + lambdas[lambda_index] * (a1 - a0);
         b1.x = gen::ulps_away(b1.x, kx);
         b1.y = gen::ulps_away(b1.y, ky);
         return P{{a0, a1}, {b0, b1}};
       }},

      {"split_near_parallel", 2,
       [signed_in](D& d) {
         const std::int64_t m1 = signed_in(d, std::int64_t{1} << (digits - 1), (std::int64_t{1} << digits) - 9);
         const std::int64_t m2 = signed_in(d, std::int64_t{1} << (digits - 1), (std::int64_t{1} << digits) - 9);
         const std::int64_t l1 = d.integer(0, (std::int64_t{1} << L) - 1), l2 = d.integer(0, (std::int64_t{1} << L) - 1);
         const std::int64_t d1 = signed_in(d, std::int64_t{1} << (L - 7), (std::int64_t{1} << (L - 3)) - 1);
         const std::int64_t d2 = signed_in(d, std::int64_t{1} << (L - 7), (std::int64_t{1} << (L - 3)) - 1);
         Vec2<T> w = d.small_point(4);
         const int flips = d.index(8);
         const int e = d.exponent(-(digits + L) - 8, 8);
         if (w.x == 0 && w.y == 0) w.x = 1;
         const auto at = [e](std::int64_t v) { return std::ldexp(static_cast<T>(v), e); };
         const auto head = [e](std::int64_t v) { return std::ldexp(static_cast<T>(v), e + L); };
         const std::int64_t wx = static_cast<std::int64_t>(w.x), wy = static_cast<std::int64_t>(w.y);
         P q{{{at(-l1), at(-l2)}, {head(m1), head(m2)}},
             {{at(-(l1 + d1) + wx * (std::int64_t{1} << L)), at(-(l2 + d2) + wy * (std::int64_t{1} << L))},
              {head(m1 + wx), head(m2 + wy)}}};
         if (flips & 1) std::swap(q.A.a, q.A.b);
         if (flips & 2) std::swap(q.B.a, q.B.b);
         if (flips & 4) std::swap(q.A, q.B);
         return q;
       }},

      // B on A's line at parameters j/4: coincident lines.
      {"coincident", 2,
       [](D& d) {
         const Vec2<T> a0 = d.small_point(16);
         Vec2<T> a1 = d.small_point(16);
         const std::int64_t j0 = d.small_signed(12);
         std::int64_t j1 = d.small_signed(12);
         const T f = std::ldexp(T(1), d.exponent(-30, 30));
         if (a0 == a1) a1.y = a0.y + 1;
         if (j0 == j1) j1 = j0 + 1;
         const auto at = [&](std::int64_t j) { return f * (a0 + (static_cast<T>(j) / 4) * (a1 - a0)); };
         return P{{f * a0, f * a1}, {at(j0), at(j1)}};
       }},

      // A vertical; B vertical, horizontal or free; optionally transposed.
      {"axis_aligned", 2,
       [](D& d) {
         const T x0 = d.small_integer(16), y0 = d.small_integer(16), dy = d.small_integer(16);
         const Vec2<T> b0 = d.small_point(16), b1 = d.small_point(16);
         const int shape = d.index(3);
         const bool same_x = d.bit(), transpose = d.bit();
         const T f = std::ldexp(T(1), d.exponent(-20, 20));
         const T y1 = y0 + (dy < 0 ? dy - 1 : dy + 1);
         P p{{{x0, y0}, {x0, y1}}, {b0, b1}};
         if (shape == 0) p.B.b.x = p.B.a.x = same_x ? x0 : b0.x;
         if (shape == 1) p.B.b.y = p.B.a.y;
         if (p.B.a == p.B.b) p.B.b.y = p.B.a.y + 1;
         for (Vec2<T>* v : {&p.A.a, &p.A.b, &p.B.a, &p.B.b}) {
           *v = f * *v;
           if (transpose) std::swap(v->x, v->y);
         }
         return p;
       }},

      // A line given by two equal points (or both): invalid input.
      {"degenerate", 1,
       [](D& d) {
         const Vec2<T> a = d.small_point(8), b0 = d.small_point(8), b1 = d.small_point(8);
         const bool both = d.bit(), swap = d.bit();
         P p{{a, a}, {b0, b1}};
         if (both) p.B.b = p.B.a;
         if (swap) std::swap(p.A, p.B);
         return p;
       }},

      {"scale_sweep", 2, [](D& d) { return from_vector<T>(d.scale_swept(8, 12)); }},

      // Exactly parallel or coincident lines through full-width points at
      // exponents up to `spread` apart (exact_lines.h), anywhere in the range:
      // the direction differences round, so no fast stage can prove the
      // determinant zero.
      {"full_precision_parallel", 2,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         // Float kernels widen to double, where a difference of two floats is exact
         // unless their binades are more than 29 apart: hence the wider float spread.
         constexpr int spread = std::is_same_v<T, float> ? 60 : 50;
         constexpr int top = std::is_same_v<T, float> ? 60 : 900;
         const Line line = Line::draw(d);
         const int base = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d);
         const std::int64_t k3 = Line::significand(d), k4 = Line::significand(d);
         const int s1 = base - d.index(spread), s2 = base - d.index(spread);
         const int c = base - d.index(spread);
         const int s3 = c - d.index(digits - 1), s4 = c - d.index(digits - 1);
         const bool coincident = d.bit(), swap = d.bit();
         const Vec2<T> a0 = line.point(k1, s1), a1 = line.point(k2 == k1 && s2 == s1 ? k2 + 2 : k2, s2);
         const std::int64_t k4b = k4 == k3 && s4 == s3 ? k4 + 2 : k4;
         P p{{a0, a1},
             coincident ? Segment<T>{line.point(k3, s3), line.point(k4b, s4)}
                        : Segment<T>{line.shifted_point(k3, s3, c), line.shifted_point(k4b, s4, c)}};
         if (swap) std::swap(p.A, p.B);
         return p;
       }},
      {"special_values", 1, [](D& d) { return from_vector<T>(d.special_values(8, 4)); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::line_line, cc::check::LineLineSpec)
