// point_segment: the family spec (oracle, answer structure, the exact distance
// from the point to the segment, maps that commute with the query, answers
// known by construction), its regimes and properties. The variants are
// registered in variants.cpp, beside it.

#include "../family.h"

#include <limits>

#include "../../include/collide_check/point_segment.h"
#include "../../oracle/distance.h"
#include "../../oracle/point_segment.h"
#include "../exact_lines.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::point_segment::Input<T>;

oracle::Rational squared_distance(const Input<double>& in) {
  return oracle::squared_distance_to_segment(oracle::exact_point(in.P.x, in.P.y),
                                             oracle::exact_point(in.S.a.x, in.S.a.y),
                                             oracle::exact_point(in.S.b.x, in.S.b.y));
}

struct PointSegmentSpec : collide_check::point_segment {
  struct Exact {
    Kind kind;
    oracle::Rational squared_distance;  ///< from P to the segment
  };

  static std::vector<std::string> kind_names() { return {"off_line", "on_line_outside", "on_segment", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::on_segment; }
  static constexpr Kind miss_kind = Kind::off_line;
  static std::string invalid_input_text() { return "a NaN or infinite coordinate"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"on_line", "near_line", "endpoints", "full_precision_on_line"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "P=(" + f(v[0]) + ", " + f(v[1]) + ") S=(" + f(v[2]) + ", " + f(v[3]) + ")-(" + f(v[4]) + ", " +
           f(v[5]) + ")";
  }
  static std::string show(Kind k) { return kind_name<PointSegmentSpec>(k); }
  static std::string show(const Exact& e) {
    return kind_name<PointSegmentSpec>(e.kind) + " (squared distance to the segment " + e.squared_distance.str() +
           ")";
  }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<PointSegmentSpec>(k)}}; }
  static nlohmann::json json(const Exact& e) {
    return {{"kind", kind_name<PointSegmentSpec>(e.kind)}, {"squared_distance", e.squared_distance.str()}};
  }

  static bool valid(const Input<double>& in) { return check::all_finite(values_of<PointSegmentSpec, double>(in)); }
  static Kind exact_kind(const Input<double>& in) { return oracle::point_segment_exact(in.P, in.S); }
  static Exact exact(const Input<double>& in) { return {exact_kind(in), squared_distance(in)}; }
  static oracle::FilterStats& filter_stats() { return oracle::point_segment_stats(); }

  /// The separation is the distance from P to the segment (a point cannot
  /// overlap a segment, so it is never negative): its square is rational, so
  /// its sign against any offset is exact.
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    return oracle::signed_distance_minus(1, squared_distance(in), offset);
  }
  static Contact exact_contact(const Input<double>& in) {
    return squared_distance(in) == 0 ? Contact::touching : Contact::apart;
  }

  static std::vector<double> coordinates(const std::string&, Kind) { return {}; }
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>&, const Exact&,
                                                           const std::vector<double>&) {
    return {};
  }

  template <class T>
  static std::vector<generic::MapOf<PointSegmentSpec, T>> maps() {
    std::vector<generic::MapOf<PointSegmentSpec, T>> out;
    out.push_back({"endpoint_order_invariant", "S reversed",
                   [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.P, {in.S.b, in.S.a}}; },
                   [](const Input<T>&, Kind k) { return k; }});
    for (auto& m : generic::plane_maps<PointSegmentSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) { return Input<T>{t(in.P), {t(in.S.a), t(in.S.b)}}; },
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
        {"an endpoint is on the segment", "P equal to S.a or S.b is on_segment", {"endpoints", "zero_length"},
         [](const Input<T>& in) -> std::optional<Kind> {
           if (!(in.P == in.S.a || in.P == in.S.b)) return std::nullopt;
           return Kind::on_segment;
         }},
        {"a zero-length segment is a point", "for S.a == S.b, P is on_segment iff P == S.a, off_line otherwise",
         {"zero_length"},
         [](const Input<T>& in) -> std::optional<Kind> {
           if (!(in.S.a == in.S.b)) return std::nullopt;
           return in.P == in.S.a ? Kind::on_segment : Kind::off_line;
         }},
        {"beyond the ends is outside",
         "P = a + j (b - a) / n exactly, j outside [0, n]: on the line beyond an end, on_line_outside",
         {"on_line"},
         [](const Input<T>& in) -> std::optional<Kind> {
           // The regime places P on the line exactly; the parameter of P along
           // S says which side of the ends it lies.
           const oracle::Rational ax = exact(in.S.a.x), ay = exact(in.S.a.y);
           const oracle::Rational dx = exact(in.S.b.x) - ax, dy = exact(in.S.b.y) - ay;
           const oracle::Rational px = exact(in.P.x) - ax, py = exact(in.P.y) - ay;
           if (dx == 0 && dy == 0) return std::nullopt;
           if (oracle::Rational(dx * py - dy * px) != 0) return std::nullopt;
           const oracle::Rational along = dx * px + dy * py, length2 = dx * dx + dy * dy;
           if (along >= 0 && along <= length2) return Kind::on_segment;
           return Kind::on_line_outside;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<PointSegmentSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid", "generic",     "on_line",
                                             "near_line",      "endpoints",   "axis_aligned",
                                             "zero_length",    "scale_sweep", "full_precision_on_line"};
    std::vector<PropertyDef<PointSegmentSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<PointSegmentSpec, T>(finite));
    for (auto& p : generic::invariance_properties<PointSegmentSpec, T>(
             maps<T>(),
             {{"endpoint_order_invariant", "reversing the segment (b, a) gives the same answer"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<PointSegmentSpec, T>(
        "a NaN or infinite coordinate gives invalid_input"));
    return ps;
  }
};

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> PointSegmentSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using D = gen::Draw<T>;
  const auto from = [](const std::vector<T>& v) {
    return collide_check::from_values<PointSegmentSpec, T>(std::span<const T>(v));
  };
  // Exactly on the line: a = integers below 2^(digits - 5), direction d of
  // small integers, b = a + n d, P = a + j d (j in [-4, 8]: before, on or
  // beyond the segment); every sum is an integer below 2^digits, hence exact.
  // All scaled by 2^-k. near_line then moves P one to three ulps in x or y.
  const auto on_line = [](bool nudge) {
    return [nudge](D& d) {
      const std::int64_t big = (std::int64_t{1} << (digits - 5)) - 1;
      const Vec2<T> a = d.small_point(big);
      Vec2<T> dir = d.small_point(8);
      const T n = T(d.integer(1, 4)), j = T(d.integer(-4, 8));
      const T f = std::ldexp(T(1), -d.index(digits));
      const int ulps = static_cast<int>(d.small_signed(3));
      const bool in_y = d.bit();
      if (dir.x == 0 && dir.y == 0) dir.x = 1;
      const Vec2<T> b = a + n * dir, p = a + j * dir;
      Vec2<T> pp = f * p;
      if (nudge) {
        const int u = ulps == 0 ? 1 : ulps;
        if (in_y) pp.y = gen::ulps_away(pp.y, u);
        else pp.x = gen::ulps_away(pp.x, u);
      }
      return In{pp, {f * a, f * b}};
    };
  };
  return {
      {"small_int_grid", 2, [from](D& d) { return from(d.small_integers(6, 8)); }},
      {"generic", 2,
       [from](D& d) {
         const int k = d.index(digits + 20);
         return from(d.full_precisions(6, k));
       }},
      {"on_line", 3, on_line(false)},
      {"near_line", 2, on_line(true)},

      // P is an endpoint of a generic segment (or the other endpoint).
      {"endpoints", 1,
       [](D& d) {
         const int k = d.index(digits + 20);
         const Vec2<T> a = d.full_point(k), b = d.full_point(k);
         const bool at_b = d.bit();
         return In{at_b ? b : a, {a, b}};
       }},

      // A vertical segment, P on its x (on, beyond or off in y) or beside it;
      // optionally transposed to a horizontal one.
      {"axis_aligned", 2,
       [](D& d) {
         const T x = d.small_integer(16), y0 = d.small_integer(16);
         T y1 = d.small_integer(16);
         const T py = d.small_integer(20), dx = T(d.small_signed(1));
         const bool transpose = d.bit();
         const T f = std::ldexp(T(1), d.exponent(-20, 20));
         if (y0 == y1) y1 = y0 + 1;
         In in{{f * (x + dx), f * py}, {{f * x, f * y0}, {f * x, f * y1}}};
         if (transpose)
           for (Vec2<T>* v : {&in.P, &in.S.a, &in.S.b}) std::swap(v->x, v->y);
         return in;
       }},

      // a == b: P on it, or one unit or one ulp away.
      {"zero_length", 2,
       [](D& d) {
         Vec2<T> a = d.small_point(1 << 20);
         const int where = d.index(3);
         const T f = std::ldexp(T(1), -d.index(digits));
         a = f * a;
         Vec2<T> p = a;
         if (where == 1) p.x = p.x + f;
         if (where == 2) p.y = gen::ulps_away(p.y, 1);
         return In{p, {a, a}};
       }},

      {"scale_sweep", 2, [from](D& d) { return from(d.scale_swept(6, 12)); }},

      // P and the segment's ends full-width points of one exact line at
      // exponents up to `spread` apart (exact_lines.h), P sometimes moved one
      // ulp off it: exactly on the line while every difference rounds.
      {"full_precision_on_line", 2,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         // Float kernels widen to double, where a difference of two floats is exact
         // unless their binades are more than 29 apart: hence the wider float spread.
         constexpr int spread = std::is_same_v<T, float> ? 60 : 50;
         constexpr int top = std::is_same_v<T, float> ? 60 : 900;
         const Line line = Line::draw(d);
         const int base = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d), k3 = Line::significand(d);
         const int s1 = base - d.index(spread), s2 = base - d.index(spread), s3 = base - d.index(spread);
         const int nudge = d.index(5);  // 0, 1: on the line; 2..4: one ulp off in x, in y, or both
         Vec2<T> p = line.point(k3, s3);
         if (nudge >= 2 && nudge != 3) p.x = gen::ulps_away(p.x, 1);
         if (nudge >= 3) p.y = gen::ulps_away(p.y, -1);
         return In{p, {line.point(k1, s1), line.point(k2 == k1 && s2 == s1 ? k2 + 2 : k2, s2)}};
       }},
      {"special_values", 1, [from](D& d) { return from(d.special_values(6, 4)); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::point_segment, cc::check::PointSegmentSpec)
