#pragma once
// The spec shared by circle_line and circle_segment: one input (a circle and
// two points), one result (CircleCrossings), the same answer structure, value
// component, maps, regimes and properties. CircleCrossingsSpec<Tag, Policy>
// takes the public tag (collide_check::circle_line or circle_segment) and a
// Policy with what differs:
//
//   static constexpr bool segment;   // the points bound a segment, or span a line
//   static oracle::CircleLineExact exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2);
//   static CircleCrossing kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2);
//   static oracle::FilterStats& stats();
//
// Band support (separation_sign, kind_for_contact) exists for the line only:
// there the kinds none / one_point / two_points are exactly the contact classes
// apart / touching / overlapping of the circle and the line. A segment's count
// is not a function of its contact class (a chord with both ends on the circle
// touches it at two points, a single crossing overlaps it at one), so a band,
// which judges contact classes, has nothing exact to allow there.

#include <algorithm>
#include <limits>
#include <optional>

#include "../include/collide_check/circle_crossings.h"
#include "../oracle/circle_line.h"
#include "../oracle/reference.h"
#include "common.h"
#include "family.h"
#include "generic/decisions.h"
#include "generic/invariance.h"
#include "generic/plane_maps.h"
#include "generic/values.h"

namespace cc::check::crossings {

template <class T>
using CrossingsInput = collide_check::detail::circle_crossings_tag::Input<T>;

template <class T>
CrossingsInput<T> crossings_from_values(const std::vector<T>& v) {
  return {{v[0], v[1]}, v[2], {v[3], v[4]}, {v[5], v[6]}};
}

inline Vec2<double> wide(Vec2<float> p) { return {p.x, p.y}; }
inline Vec2<double> wide(Vec2<double> p) { return p; }

/// An input's values as rationals, for the constructions: w = P1 - C,
/// w2 = P2 - C, d = P2 - P1.
struct RationalQuery {
  oracle::Rational cx, cy, r, wx, wy, w2x, w2y, dx, dy;

  template <class T>
  explicit RationalQuery(const CrossingsInput<T>& in)
      : cx(oracle::exact(in.c.x)),
        cy(oracle::exact(in.c.y)),
        r(oracle::exact(in.r)),
        wx(oracle::exact(in.p1.x) - cx),
        wy(oracle::exact(in.p1.y) - cy),
        w2x(oracle::exact(in.p2.x) - cx),
        w2y(oracle::exact(in.p2.y) - cy),
        dx(w2x - wx),
        dy(w2y - wy) {}

  oracle::Rational length2() const { return dx * dx + dy * dy; }
  /// cross(d, C - P1): |d| times the signed distance from C to the line.
  oracle::Rational cross_c() const { return dy * wx - dx * wy; }
  /// (P1 - C).d and (P2 - C).d: |d| times the signed positions of the ends
  /// along the line, measured from the foot of the perpendicular from C.
  oracle::Rational along1() const { return wx * dx + wy * dy; }
  oracle::Rational along2() const { return w2x * dx + w2y * dy; }
  bool p1_on_circle() const { return wx * wx + wy * wy == r * r; }
  bool p2_on_circle() const { return w2x * w2x + w2y * w2y == r * r; }
  /// The sign of (x - k r |d|), k = +-1, exactly.
  int sign_minus_radius(const oracle::Rational& x, int k) const {
    const oracle::Rational rl2 = r * r * length2();
    const int sx = x.sign();
    if (k > 0) {
      if (sx <= 0) return rl2.sign() == 0 ? sx : -1;
      return oracle::Rational(x * x - rl2).sign();
    }
    if (sx >= 0) return rl2.sign() == 0 ? sx : 1;
    return -oracle::Rational(x * x - rl2).sign();
  }
};

template <class Tag, class Policy>
struct CircleCrossingsSpec : Tag {
  using Kind = CircleCrossing;
  template <class T>
  using Input = CrossingsInput<T>;
  template <class T>
  using Result = CircleCrossings<T>;
  using Exact = oracle::CircleLineExact;
  using Self = CircleCrossingsSpec<Tag, Policy>;
  static constexpr bool segment = Policy::segment;

  static std::vector<std::string> kind_names() { return {"none", "one_point", "two_points", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::one_point || k == Kind::two_points; }
  static constexpr Kind miss_kind = Kind::none;
  static std::string invalid_input_text() { return "NaN, an infinite value or a negative radius"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"tangent", "near_tangent", "endpoint_on_circle", "full_precision_on_circle"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "C=(" + f(v[0]) + ", " + f(v[1]) + ") r=" + f(v[2]) + " P1=(" + f(v[3]) + ", " + f(v[4]) + ") P2=(" +
           f(v[5]) + ", " + f(v[6]) + ")";
  }
  template <class T>
  static std::string show(const Result<T>& r) {
    std::string s = kind_name<Self>(r.kind);
    for (int i = 0; i < r.count(); ++i)
      s += " p" + std::to_string(i) + "=(" + hex(r.p[i].x) + ", " + hex(r.p[i].y) + ")";
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<Self>(e.kind);
    for (int i = 0; i < e.count; ++i)
      s += " p" + std::to_string(i) + "~(" + decimal(oracle::nearest_double(e.p[i].x)) + ", " +
           decimal(oracle::nearest_double(e.p[i].y)) + ") at u=" + e.u[i].str();
    return s;
  }
  template <class T>
  static nlohmann::json json(const Result<T>& r) {
    nlohmann::json j{{"kind", kind_name<Self>(r.kind)}};
    nlohmann::json points = nlohmann::json::array();
    for (int i = 0; i < r.count(); ++i) points.push_back({hex(r.p[i].x), hex(r.p[i].y)});
    if (r.count() > 0) j["points"] = points;
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<Self>(e.kind)}};
    nlohmann::json points = nlohmann::json::array();
    for (int i = 0; i < e.count; ++i)
      points.push_back({{"u", e.u[i].str()},
                        {"x", e.p[i].x.str()},
                        {"y", e.p[i].y.str()},
                        {"approx", {oracle::nearest_double(e.p[i].x), oracle::nearest_double(e.p[i].y)}}});
    j["points"] = points;
    return j;
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<Self, double>(in)) && in.r >= 0;  // -0 is a zero radius
  }
  static Exact exact(const Input<double>& in) { return Policy::exact(in.c, in.r, in.p1, in.p2); }
  static Kind exact_kind(const Input<double>& in) { return Policy::kind(in.c, in.r, in.p1, in.p2); }
  static oracle::FilterStats& filter_stats() { return Policy::stats(); }

  /// The line only: the exact sign of (separation - offset). The separation of
  /// the circle (its boundary) and the line is distance(C, line) - r: their
  /// distance when apart, minus the penetration depth (r - distance, the
  /// shortest move that takes the line off the circle) when the line crosses
  /// it; compared by squares, cross(d, P1 - C)^2 against (r + offset)^2 |d|^2.
  /// A zero-length line is the point P1, and a point never overlaps a curve:
  /// its separation is its distance | |P1 - C| - r | to the circle. The contact
  /// classes are then exactly the kinds (kind_for_contact), zero radius included.
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset)
    requires(!Policy::segment)
  {
    const RationalQuery q(in);
    const int so = offset.sign();
    if (q.length2() == 0) {
      if (so < 0) return 1;  // a distance is never below a negative offset
      const oracle::Rational D2 = q.wx * q.wx + q.wy * q.wy;
      const oracle::Rational hi = q.r + offset, lo = q.r - offset;
      const int s_hi = oracle::Rational(D2 - hi * hi).sign();                       // |P1 - C| - (r + offset)
      const int s_lo = lo.sign() < 0 ? 1 : oracle::Rational(D2 - lo * lo).sign();  // |P1 - C| - (r - offset)
      if (s_hi > 0 || s_lo < 0) return 1;
      if (s_hi == 0 || s_lo == 0) return 0;
      return -1;
    }
    const oracle::Rational reach = q.r + offset;
    if (reach.sign() < 0) return 1;
    const oracle::Rational cr = q.cross_c();
    return oracle::Rational(cr * cr - reach * reach * q.length2()).sign();
  }
  static Kind kind_for_contact(Contact c)
    requires(!Policy::segment)
  {
    return c == Contact::apart ? Kind::none : c == Contact::touching ? Kind::one_point : Kind::two_points;
  }

  /// Line: the sign of the separation. Segment: no contact is apart; a contact
  /// is overlapping when the circle crosses the segment inside it (a root of
  /// the line's quadratic with disc > 0 at 0 < u < 1), and touching otherwise
  /// (a tangent, an end on the circle with the segment on one side, a chord
  /// whose two ends are on the circle, a zero radius or length): a move as
  /// small as one likes separates them.
  static Contact exact_contact(const Input<double>& in) {
    if constexpr (!Policy::segment) {
      const int s = separation_sign(in, oracle::Rational(0));
      return s > 0 ? Contact::apart : s == 0 ? Contact::touching : Contact::overlapping;
    } else {
      if (!is_hit(exact_kind(in))) return Contact::apart;
      const auto line = oracle::circle_line_exact(in.c, in.r, in.p1, in.p2);
      if (line.count == 2)
        for (const auto& u : line.u)
          if (oracle::compare(u, oracle::RootNumber(oracle::Rational(0))) > 0 &&
              oracle::compare(u, oracle::RootNumber(oracle::Rational(1))) < 0)
            return Contact::overlapping;
      return Contact::touching;
    }
  }

  template <class T>
  static std::vector<double> coordinates(const std::string&, const Result<T>& r) {
    std::vector<double> out;
    for (int i = 0; i < r.count(); ++i) {
      out.push_back(r.p[i].x);
      out.push_back(r.p[i].y);
    }
    return out;
  }
  /// Every exact point in order of u; for a variant that gives one point of
  /// two (hit_and_point), the nearer one: p0 when the hint's parameter along
  /// the line is below the midpoint (u0 + u1) / 2 = -B / 2A, which is rational.
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>& in,
                                                           const Exact& e, const std::vector<double>& hint) {
    if (e.count == 2 && hint.size() == 2 && std::isfinite(hint[0]) && std::isfinite(hint[1])) {
      const RationalQuery q(in);
      const oracle::Rational hx = oracle::exact(hint[0]) - (q.cx + q.wx), hy = oracle::exact(hint[1]) - (q.cy + q.wy);
      // 2 (h - P1).d against (u0 + u1) |d|^2 = -2 (P1 - C).d.
      const int s = oracle::Rational(hx * q.dx + hy * q.dy + q.along1()).sign();
      const int i = s <= 0 ? 0 : 1;
      return {e.p[i].x, e.p[i].y};
    }
    std::vector<oracle::RootNumber> out;
    for (int i = 0; i < e.count; ++i) {
      out.push_back(e.p[i].x);
      out.push_back(e.p[i].y);
    }
    return out;
  }

  template <class T>
  static std::vector<generic::MapOf<Self, T>> maps() {
    std::vector<generic::MapOf<Self, T>> out;
    // Swapping P1 and P2 reverses u: the same points in the other order.
    out.push_back({"endpoint_order_invariant", "P1 and P2 swapped",
                   [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.c, in.r, in.p2, in.p1}; },
                   [](const Input<T>&, Result<T> r) {
                     if (r.kind == Kind::two_points) std::swap(r.p[0], r.p[1]);
                     return r;
                   }});
    for (auto& m : generic::plane_maps<Self, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) {
               return Input<T>{t(in.c), t.length(in.r), t(in.p1), t(in.p2)};
             },
             [](Result<T> r, const PlaneTransform<T>& t) {
               for (int i = 0; i < r.count(); ++i) r.p[i] = t(r.p[i]);
               return r;
             }))
      out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction (the regimes build them exactly), each
  /// decided from the geometry of the construction rather than the oracle's
  /// discriminant; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    std::vector<ExpectedAnswer<Input<T>, Kind>> out;
    out.push_back(
        {"exact tangency is one point",
         segment ? "C at distance exactly r from the line (Pythagorean triples), the foot of the perpendicular on "
                   "the segment: one point, the foot"
                 : "C at distance exactly r from the line (Pythagorean triples): one point, the foot of the "
                   "perpendicular",
         {"tangent"},
         [](const Input<T>& in) -> std::optional<Kind> {
           const RationalQuery q(in);
           const oracle::Rational a = q.length2(), cr = q.cross_c();
           if (a == 0 || cr * cr != q.r * q.r * a) return std::nullopt;
           if (segment) {
             // The foot is at u = -(P1 - C).d / |d|^2.
             const oracle::Rational t = -q.along1();
             if (t.sign() < 0 || t > a) return std::nullopt;
           }
           return Kind::one_point;
         }});
    out.push_back(
        {"an end on the circle is a point",
         segment ? "an end exactly on the circle is one point; the other root of the quadratic (Vieta: the roots "
                   "sum to -B/A) is a second one when it lies strictly between the ends"
                 : "a line through a point of the circle crosses it twice, or touches it once when perpendicular "
                   "to the radius there",
         {"endpoint_on_circle"},
         [](const Input<T>& in) -> std::optional<Kind> {
           const RationalQuery q(in);
           const bool on1 = q.p1_on_circle(), on2 = q.p2_on_circle();
           if (!on1 && !on2) return std::nullopt;
           const oracle::Rational a = q.length2();
           if (a == 0) return Kind::one_point;
           if (!segment) {
             // (E - C).d == 0: d is perpendicular to the radius at the end E.
             const oracle::Rational dot = on1 ? q.along1() : q.along2();
             return dot.sign() == 0 ? Kind::one_point : Kind::two_points;
           }
           if (on1 && on2) return Kind::two_points;
           // From the end E on the circle toward the other end, over the length
           // of d: the other root is at -2 (E - C).d' / |d|^2 with d' the
           // direction away from E.
           const oracle::Rational other = on1 ? oracle::Rational(-2 * q.along1() / a)
                                              : oracle::Rational(2 * q.along2() / a);
           return other.sign() > 0 && other < 1 ? Kind::two_points : Kind::one_point;
         }});
    out.push_back({"a zero-length line or segment is the point P1",
                   "P1 == P2: one point when P1 lies on the circle (|P1 - C| == r), none otherwise",
                   {"zero_length"},
                   [](const Input<T>& in) -> std::optional<Kind> {
                     const RationalQuery q(in);
                     if (q.length2() != 0) return std::nullopt;
                     return q.p1_on_circle() ? Kind::one_point : Kind::none;
                   }});
    out.push_back({"a zero radius is the point C",
                   segment ? "r == 0: one point when C lies on the segment, none otherwise"
                           : "r == 0: one point when C lies on the line, none otherwise",
                   {"zero_radius"},
                   [](const Input<T>& in) -> std::optional<Kind> {
                     const RationalQuery q(in);
                     if (q.r != 0) return std::nullopt;
                     const oracle::Rational a = q.length2();
                     if (a == 0) return q.wx == 0 && q.wy == 0 ? Kind::one_point : Kind::none;
                     if (q.cross_c() != 0) return Kind::none;
                     if (segment && (q.along1().sign() > 0 || q.along2().sign() < 0)) return Kind::none;
                     return Kind::one_point;
                   }});
    out.push_back({"a line through the centre meets the circle at distance r on either side",
                   segment ? "C on the line: the points C -+ r d/|d|, each counted when it lies between the ends"
                           : "C on the line: two points C -+ r d/|d| (one when r == 0)",
                   {"through_center"},
                   [](const Input<T>& in) -> std::optional<Kind> {
                     const RationalQuery q(in);
                     if (q.length2() == 0 || q.cross_c() != 0) return std::nullopt;
                     if (!segment) return q.r == 0 ? Kind::one_point : Kind::two_points;
                     // Positions along the line from C, times |d|: P1 at along1 < P2 at along2.
                     int n = 0;
                     for (int k : {-1, 1})
                       if (q.sign_minus_radius(q.along1(), k) <= 0 && q.sign_minus_radius(q.along2(), k) >= 0) ++n;
                     if (q.r == 0 && n > 0) n = 1;
                     return n == 0 ? Kind::none : n == 1 ? Kind::one_point : Kind::two_points;
                   }});
    return out;
  }

  template <class T>
  static std::vector<PropertyDef<Self, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid",     "generic",      "tangent",
                                             "tangent_band",       "near_tangent", "through_center",
                                             "endpoint_on_circle", "axis_aligned", "zero_length",
                                             "zero_radius",        "scale_sweep",  "full_precision_on_circle"};
    const std::string shape = segment ? "segment" : "line";
    std::vector<PropertyDef<Self, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<Self, T>(finite));
    ps.push_back(generic::value_within_contract<Self, T>("point", finite));
    for (auto& p : generic::invariance_properties<Self, T>(
             maps<T>(),
             {{"endpoint_order_invariant",
               "swapping P1 and P2 gives the same count and the same points in reverse order (within both bounds)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling (of the radius too) commute "
               "with the query (points within the sum of both queries' bounds)"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::own_rule_agrees_with_exact<Self, T>(finite));
    ps.push_back(generic::special_values_give_invalid_input<Self, T>(
        "any NaN or infinite value, or a negative radius, gives invalid_input"));
    return ps;
  }
};

// ---------------------------------------------------------------- regimes

/// Pythagorean triples (a, b, h), a^2 + b^2 = h^2, from Euclid's formula with
/// m > n >= 0 (n = 0 gives the axis-aligned (m^2, 0, m^2)), legs swapped and
/// signed at random.
struct Triple {
  std::int64_t a, b, h;
};
template <class T>
Triple triple(gen::Draw<T>& d, std::int64_t m_max) {
  const std::int64_t m = d.integer(0, m_max - 1) + 1;
  const std::int64_t n = std::min(d.integer(0, m_max - 1), m - 1);
  const bool swap = d.bit(), na = d.bit(), nb = d.bit();
  std::int64_t a = m * m - n * n, b = 2 * m * n;
  const std::int64_t h = m * m + n * n;
  if (swap) std::swap(a, b);
  return Triple{na ? -a : a, nb ? -b : b, h};
}

template <class T>
Vec2<T> lerp(Vec2<T> a, Vec2<T> b, T t) { return a + t * (b - a); }

template <class T>
CrossingsInput<T> scaled(CrossingsInput<T> q, int e) {
  const T f = std::ldexp(T(1), e);
  q.c = f * q.c;
  q.p1 = f * q.p1;
  q.p2 = f * q.p2;
  q.r = f * q.r;
  return q;
}

template <class T>
CrossingsInput<T> translated(CrossingsInput<T> q, Vec2<T> o) {
  q.c = q.c + o;
  q.p1 = q.p1 + o;
  q.p2 = q.p2 + o;
  return q;
}

template <class T>
std::vector<gen::DrawnRegime<CrossingsInput<T>, T>> crossing_regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using Q = CrossingsInput<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  const auto seven = [](std::vector<T> v) {
    v[2] = std::fabs(v[2]);
    return crossings_from_values<T>(v);
  };
  const auto T_ = [](std::int64_t v) { return static_cast<T>(v); };
  // Euclid's m up to 40 keeps every coordinate below 2^15, exact in float; for
  // double, m up to 2^13 (coordinates below 2^30) makes b^2 - 4ac round.
  constexpr std::int64_t kTripleLimit = f32 ? 40 : 8192;
  // Circle at the origin, radius h, tangent point (a, b) on it, the line along
  // (-b, a) through it with the tangent point at parameter j1 / (j1 - j2) in
  // [0, 1], then translated and scaled exactly.
  const auto tangent = [T_](D& d) {
    const Triple t = triple(d, kTripleLimit);
    const std::int64_t j1 = d.small_signed(3), j2 = d.small_signed(3);
    const bool swap = d.bit();
    const V off = d.small_point(1024);
    const int e = d.exponent(-20, 20);
    const V at{T_(t.a), T_(t.b)}, dir{T_(-t.b), T_(t.a)};
    const T k1 = -T_(std::abs(j1)), k2 = T_(std::abs(j2) + 1);
    Q q{{0, 0}, T_(t.h), at + k1 * dir, at + k2 * dir};
    if (swap) std::swap(q.p1, q.p2);
    return scaled(translated(q, off), e);
  };
  constexpr int e_lo = f32 ? -149 : -1074;
  constexpr int top = f32 ? 121 : 1017;  // M below 2^(max_exponent - 2), the robust domain
  return {
      {"small_int_grid", 2, [seven](D& d) { return seven(d.small_integers(7, 8)); }},

      // A common scale 2^-k for every value, full-width significands.
      {"generic", 3,
       [seven](D& d) {
         const int k = d.index(digits + 20);
         return seven(d.full_precisions(7, k));
       }},

      {"tangent", 2, tangent},

      // tangent about the origin with the centre moved off it along an axis by
      // +-2^(E - k), 2^E > h >= 2^(E-1), k uniform over ThresholdBandRange (8 to
      // 114): the distance from tangency, about 2^-k h times a / h or b / h, is
      // swept through every filter threshold and double-double bound, at
      // float too (threshold_band's move needs a value of small ulp to carry
      // it; translated tangent cases have none). The line either straddles the
      // tangent point or passes it on one side (the point outside a segment).
      {"tangent_band", 3,
       [T_](D& d) {
         using Range = gen::ThresholdBandRange<T>;
         const Triple t = triple(d, kTripleLimit);
         const std::int64_t j1 = d.small_signed(3), j2 = d.small_signed(3);
         const bool one_side = d.bit(), swap = d.bit();
         const int k = static_cast<int>(d.integer(Range::first, Range::last));
         const bool negative = d.bit(), along_y = d.bit();
         const int e = d.exponent(-20, 20);
         const V at{T_(t.a), T_(t.b)}, dir{T_(-t.b), T_(t.a)};
         const T k1 = one_side ? T_(std::abs(j1) + 1) : -T_(std::abs(j1));
         const T k2 = one_side ? k1 + T_(std::abs(j2) + 1) : T_(std::abs(j2) + 1);
         const T move = std::ldexp(T(negative ? -1 : 1), std::ilogb(T_(t.h)) + 1 - k);
         Q q{along_y ? V{0, move} : V{move, 0}, T_(t.h), at + k1 * dir, at + k2 * dir};
         if (swap) std::swap(q.p1, q.p2);
         return scaled(q, e);
       }},

      // The same, with the radius k ulps off (k in [-4, 4]).
      {"near_tangent", 2,
       [tangent](D& d) {
         Q q = tangent(d);
         q.r = gen::ulps_away(q.r, static_cast<int>(d.small_signed(4)));
         return q;
       }},

      // P1 = C + j1 v, P2 = C + j2 v: the line through the centre.
      {"through_center", 2,
       [T_](D& d) {
         const V c = d.small_point(64);
         const T rad = std::fabs(d.small_integer(64));
         V v = d.small_point(16);
         const std::int64_t j1 = d.small_signed(4);
         std::int64_t j2 = d.small_signed(4);
         const int e = d.exponent(-20, 20);
         if (v.x == 0 && v.y == 0) v.x = 1;
         if (j1 == j2) j2 = j1 + 1;
         return scaled(Q{c, rad, c + T_(j1) * v, c + T_(j2) * v}, e);
       }},

      // An endpoint exactly on the circle: C + (a, b) with radius h; the other end free.
      {"endpoint_on_circle", 2,
       [T_](D& d) {
         const Triple t = triple(d, 24);
         const V c = d.small_point(64), other = d.small_point(2048);
         const bool swap = d.bit();
         const int e = d.exponent(-20, 20);
         Q q{c, T_(t.h), c + V{T_(t.a), T_(t.b)}, other};
         if (swap) std::swap(q.p1, q.p2);
         return scaled(q, e);
       }},

      // endpoint_on_circle at full precision: the triple (a, b, h) times a
      // full-width odd K, at 2^s over most of the range, about a full-width
      // centre. C, r = h K 2^s and P1 = C + (a K, b K) 2^s are exact (every
      // value a multiple of 2^s below 2^(s + digits)), so P1 lies exactly on
      // the circle while the differences and squares that place it round. P2
      // is on the circle too (a second point of the triple: a chord), or free.
      {"full_precision_on_circle", 2,
       [T_](D& d) {
         const Triple t = triple(d, 24);  // h < 2^11
         const std::int64_t k = 2 * d.integer(0, (std::int64_t{1} << (digits - 13)) - 1) + 1;
         const std::int64_t cx = d.small_signed((std::int64_t{1} << (digits - 2)) - 1);
         const std::int64_t cy = d.small_signed((std::int64_t{1} << (digits - 2)) - 1);
         const int s = d.exponent(f32 ? -120 : -1000, f32 ? 60 : 900);
         const int second = d.index(4);  // 0: free; 1..3: (-a, b), (a, -b), (b, a) on the circle
         const bool swap = d.bit();
         const V free = d.full_point(digits - s - digits);
         const auto at = [s, T_](std::int64_t v) { return std::ldexp(T_(v), s); };
         const V c{at(cx), at(cy)};
         const std::int64_t ak = t.a * k, bk = t.b * k;
         const std::int64_t other[3][2] = {{-ak, bk}, {ak, -bk}, {bk, ak}};
         Q q{c,
             at(t.h * k),
             {at(cx + ak), at(cy + bk)},
             second == 0 ? free : V{at(cx + other[second - 1][0]), at(cy + other[second - 1][1])}};
         if (swap) std::swap(q.p1, q.p2);
         return q;
       }},

      // A vertical line x = x0 (free, tangent x0 = C.x +- r, or through the
      // centre), optionally transposed into a horizontal one; values small
      // integers, or of full precision at a common scale (x0 = C.x +- r then
      // rounds).
      {"axis_aligned", 2,
       [](D& d) {
         const bool wide = d.index(3) != 0;
         const auto value = [&] { return wide ? d.full_precision(digits) : d.small_integer(32); };
         T x0 = value();
         const T y0 = value(), dy = value();
         const T cx = value(), cy = value();
         const T rad = std::fabs(value());
         const int shape = d.index(4);
         const bool transpose = d.bit();
         const int e = d.exponent(-20, 20);
         if (shape == 1) x0 = cx + rad;
         if (shape == 2) x0 = cx - rad;
         if (shape == 3) x0 = cx;
         T y1 = y0 + dy;
         if (y1 == y0) y1 = y0 + 1;
         Q q{{cx, cy}, rad, {x0, y0}, {x0, y1}};
         if (transpose)
           for (V* p : {&q.c, &q.p1, &q.p2}) std::swap(p->x, p->y);
         return scaled(q, e);
       }},

      // P1 == P2: anywhere, exactly on the circle, or at the centre.
      {"zero_length", 2,
       [T_](D& d) {
         const V c = d.small_point(16);
         const T rad = std::fabs(d.small_integer(16));
         const V p = d.small_point(16);
         const Triple t = triple(d, 12);
         const int shape = d.index(3);
         const int e = d.exponent(-20, 20);
         Q q{c, rad, p, p};
         if (shape == 1) {
           q.r = T_(t.h);
           q.p1 = q.p2 = c + V{T_(t.a), T_(t.b)};
         }
         if (shape == 2) q.p1 = q.p2 = c;
         return scaled(q, e);
       }},

      // r = +-0: C anywhere, or on the line at parameter j / 4.
      {"zero_radius", 2,
       [T_](D& d) {
         const V c = d.small_point(16), p1 = d.small_point(16), p2 = d.small_point(16);
         const bool negative_zero = d.bit(), on_line = d.bit();
         const std::int64_t j = d.small_signed(6);
         const int e = d.exponent(-20, 20);
         Q q{c, negative_zero ? -T(0) : T(0), p1, p2};
         if (on_line) q.c = lerp(p1, p2, T_(j) / 4);
         return scaled(q, e);
       }},

      // One small configuration at 2^e over the whole exponent range
      // (subnormals included), sometimes translated far from the origin
      // (rounded); M stays below 2^(max_exponent - 2), the robust domain.
      {"scale_sweep", 3,
       [](D& d) {
         std::vector<T> v = d.small_integers(7, 16);
         const int e = d.exponent(e_lo, top);
         const bool translate = d.bit();
         const int shift = d.index(f32 ? 30 : 60);
         v[2] = std::fabs(v[2]);
         for (T& x : v) x = std::ldexp(x, e);
         if (translate) {
           const T offset = std::ldexp(T(1), std::min(e + shift, +top));
           for (int i : {0, 3, 5}) v[i] += offset;
         }
         return crossings_from_values<T>(v);
       }},

      // NaN and infinities in one to three places, or a negative radius.
      {"special_values", 1,
       [](D& d) {
         std::vector<T> v = d.special_values(7, 8);
         if (d.bit()) {
           for (T& x : v)
             if (!std::isfinite(x)) x = 1;
           v[2] = -(std::fabs(v[2]) + 1);
         } else if (std::isfinite(v[2])) {
           v[2] = std::fabs(v[2]);
         }
         return crossings_from_values<T>(v);
       }},
  };
}


template <class Tag, class Policy>
template <class T>
std::vector<gen::DrawnRegime<CrossingsInput<T>, T>> CircleCrossingsSpec<Tag, Policy>::regimes() {
  return crossing_regimes<T>();
}

}  // namespace cc::check::crossings
