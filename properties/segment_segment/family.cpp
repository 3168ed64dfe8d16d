// segment_segment: the family spec (oracle, answer structure, value
// components, maps that commute with the query), its regimes and properties.
// The variants are registered in variants.cpp, beside it.

#include "../family.h"

#include <limits>

#include "../../include/collide_check/segment_segment.h"
#include "../../oracle/segment_segment.h"
#include "../exact_lines.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/values.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::segment_segment::Input<T>;
template <class T>
using Result = SegmentSegmentResult<T>;

oracle::RationalPoint rational(Vec2<double> p) { return oracle::exact_point(p.x, p.y); }

struct SegmentSegmentSpec : collide_check::segment_segment {
  using Exact = oracle::SegmentSegmentExact;

  static std::vector<std::string> kind_names() { return {"none", "point", "overlap", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::point || k == Kind::overlap; }
  static constexpr Kind miss_kind = Kind::none;
  static std::string invalid_input_text() { return "NaN or an infinite coordinate"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"collinear", "near_parallel", "endpoint_on_segment", "full_precision_collinear"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "A=(" + f(v[0]) + ", " + f(v[1]) + ")-(" + f(v[2]) + ", " + f(v[3]) + ") B=(" + f(v[4]) + ", " +
           f(v[5]) + ")-(" + f(v[6]) + ", " + f(v[7]) + ")";
  }
  template <class T>
  static std::string show(const Result<T>& r) {
    std::string s = kind_name<SegmentSegmentSpec>(r.kind);
    if (is_hit(r.kind)) s += " p=(" + hex(r.p.x) + ", " + hex(r.p.y) + ")";
    if (r.kind == Kind::overlap) s += " q=(" + hex(r.q.x) + ", " + hex(r.q.y) + ")";
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<SegmentSegmentSpec>(e.kind);
    if (is_hit(e.kind)) s += " p=(" + e.p.x.str() + ", " + e.p.y.str() + ")";
    if (e.kind == Kind::overlap) s += " q=(" + e.q.x.str() + ", " + e.q.y.str() + ")";
    return s;
  }
  template <class T>
  static nlohmann::json json(const Result<T>& r) {
    nlohmann::json j{{"kind", kind_name<SegmentSegmentSpec>(r.kind)}};
    if (is_hit(r.kind)) j["p"] = {hex(r.p.x), hex(r.p.y)};
    if (r.kind == Kind::overlap) j["q"] = {hex(r.q.x), hex(r.q.y)};
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<SegmentSegmentSpec>(e.kind)}};
    auto point = [](const oracle::RationalPoint& p) {
      return nlohmann::json{{"x", p.x.str()}, {"y", p.y.str()},
                            {"approx", {oracle::approximate(p.x), oracle::approximate(p.y)}}};
    };
    if (is_hit(e.kind)) j["p"] = point(e.p);
    if (e.kind == Kind::overlap) j["q"] = point(e.q);
    return j;
  }

  static bool valid(const Input<double>& in) { return check::all_finite(values_of<SegmentSegmentSpec, double>(in)); }
  static Exact exact(const Input<double>& in) { return oracle::segment_segment_exact(in.A, in.B); }
  static Kind exact_kind(const Input<double>& in) { return oracle::segment_segment_kind(in.A, in.B); }
  static oracle::FilterStats& filter_stats() { return oracle::segment_segment_stats(); }

  /// The separation: the distance between disjoint segments, minus the
  /// penetration depth of crossing ones. Both are the smallest distance from an
  /// endpoint to the other segment (the boundary of the Minkowski difference
  /// A - B is made of the segments a_i - B and A - b_j).
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    const auto a0 = rational(in.A.a), a1 = rational(in.A.b), b0 = rational(in.B.a), b1 = rational(in.B.b);
    const oracle::Rational d2 = std::min({oracle::squared_distance_to_segment(a0, b0, b1),
                                          oracle::squared_distance_to_segment(a1, b0, b1),
                                          oracle::squared_distance_to_segment(b0, a0, a1),
                                          oracle::squared_distance_to_segment(b1, a0, a1)});
    const int s = exact_kind(in) == Kind::none ? 1 : -1;
    return oracle::signed_distance_minus(s, d2, offset);
  }
  static Contact exact_contact(const Input<double>& in) {
    const int s = separation_sign(in, oracle::Rational(0));
    return s > 0 ? Contact::apart : s == 0 ? Contact::touching : Contact::overlapping;
  }

  template <class T>
  static std::vector<double> coordinates(const std::string&, const Result<T>& r) {
    if (r.kind == Kind::point) return {r.p.x, r.p.y};
    if (r.kind == Kind::overlap) return {r.p.x, r.p.y, r.q.x, r.q.y};
    return {};
  }
  /// For a variant that reports one point of an overlap, the overlap's point
  /// nearest to it.
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>&, const Exact& e,
                                                           const std::vector<double>& hint) {
    if (e.kind == Kind::point) return {e.p.x, e.p.y};
    if (e.kind != Kind::overlap) return {};
    if (hint.size() == 2 && std::isfinite(hint[0]) && std::isfinite(hint[1])) {
      const auto n = oracle::nearest_on_segment(oracle::exact_point(hint[0], hint[1]), e.p, e.q);
      return {n.x, n.y};
    }
    return {e.p.x, e.p.y, e.q.x, e.q.y};
  }

  template <class T>
  static std::vector<generic::MapOf<SegmentSegmentSpec, T>> maps() {
    using Map = generic::MapOf<SegmentSegmentSpec, T>;
    std::vector<Map> out;
    const auto same = [](const Input<T>&, const Result<T>& r) { return r; };
    const auto reversed = [](const Segment<T>& s) { return Segment<T>{s.b, s.a}; };
    Map swap{"symmetric_in_segments", "A and B swapped",
             [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.B, in.A}; }, same};
    swap.points_unordered = true;
    out.push_back(swap);
    const std::pair<const char*, Input<T> (*)(const Input<T>&)> reversals[] = {
        {"A reversed", [](const Input<T>& in) { return Input<T>{{in.A.b, in.A.a}, in.B}; }},
        {"B reversed", [](const Input<T>& in) { return Input<T>{in.A, {in.B.b, in.B.a}}; }},
        {"both reversed", [](const Input<T>& in) { return Input<T>{{in.A.b, in.A.a}, {in.B.b, in.B.a}}; }},
    };
    (void)reversed;
    for (const auto& [name, f] : reversals) {
      Map m{"endpoint_order_invariant", name, [fn = f](const Input<T>& in) -> std::optional<Input<T>> { return fn(in); },
            same};
      m.points_unordered = true;
      out.push_back(m);
    }
    for (auto& m : generic::plane_maps<SegmentSegmentSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) {
               return Input<T>{{t(in.A.a), t(in.A.b)}, {t(in.B.a), t(in.B.b)}};
             },
             [](Result<T> r, const PlaneTransform<T>& t) {
               r.p = t(r.p);
               r.q = t(r.q);
               return r;
             }))
      out.push_back(m);
    // A single point reported for an overlap is any point of it: each query's
    // point is judged against the overlap by point_within_contract, and two of
    // them need not agree. Both ends (a variant that reports the overlap) are
    // compared.
    for (auto& m : out)
      m.compares = [](const std::string&, const Input<T>& in, const Result<T>& r) {
        return r.kind == Kind::overlap || exact_kind(widen<SegmentSegmentSpec, T>(in)) != Kind::overlap;
      };
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  template <class T>
  static std::vector<PropertyDef<SegmentSegmentSpec, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid",           "generic",      "collinear",   "near_parallel", "shallow_crossing",
        "endpoint_on_segment",      "axis_aligned", "scale_sweep", "zero_length",   "full_precision_collinear",
        "crossing_beyond_fast_path"};
    std::vector<PropertyDef<SegmentSegmentSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<SegmentSegmentSpec, T>(finite));
    ps.push_back(generic::value_within_contract<SegmentSegmentSpec, T>("point", finite));
    for (auto& p : generic::invariance_properties<SegmentSegmentSpec, T>(
             maps<T>(),
             {{"symmetric_in_segments", "swapping A and B gives the same contact (points within both bounds)"},
              {"endpoint_order_invariant",
               "reversing A, B or both gives the same contact (points within both bounds)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the query "
               "(points within the sum of both queries' bounds)"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<SegmentSegmentSpec, T>(
        "any NaN or infinite coordinate gives invalid_input"));
    return ps;
  }
};

template <class T>
Input<T> from_vector(const std::vector<T>& v) { return collide_check::from_values<SegmentSegmentSpec, T>(std::span<const T>(v)); }

template <class T>
Vec2<T> lerp(Vec2<T> a, Vec2<T> b, T t) { return a + t * (b - a); }

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> SegmentSegmentSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using P = Input<T>;
  using D = gen::Draw<T>;
  // Four points: A.a, A.b, B.a, B.b.
  const auto four = [](const std::function<Vec2<T>()>& point) {
    const Vec2<T> a0 = point(), a1 = point(), b0 = point(), b1 = point();
    return P{{a0, a1}, {b0, b1}};
  };
  const auto scaled = [](P p, T f) {
    for (Vec2<T>* v : {&p.A.a, &p.A.b, &p.B.a, &p.B.b}) *v = f * *v;
    return p;
  };
  return {
      {"small_int_grid", 2, [four](D& d) { return four([&] { return d.small_point(8); }); }},

      // A common scale 2^-k for all coordinates, full-width significands.
      {"generic", 3,
       [four](D& d) {
         const int k = d.index(digits + 20);
         return four([&] { return d.full_point(k); });
       }},

      // B on A's line at parameters j/4: exact, overlapping, touching or apart.
      {"collinear", 2,
       [scaled](D& d) {
         const Vec2<T> a0 = d.small_point(16), a1 = d.small_point(16);
         const T s0 = static_cast<T>(d.small_signed(12)) / 4, s1 = static_cast<T>(d.small_signed(12)) / 4;
         const int e = d.exponent(-30, 30);
         return scaled(P{{a0, a1}, {lerp(a0, a1, s0), lerp(a0, a1, s1)}}, std::ldexp(T(1), e));
       }},

      // B parallel to A (direction scaled by 1, 2, 1/2 or negated), then its far
      // end moved k ulps in x and in y.
      {"near_parallel", 2,
       [](D& d) {
         constexpr T lambdas[] = {1, 2, T(0.5), -1, T(-0.5)};
         Vec2<T> a0 = d.small_point(1 << 20), a1 = d.small_point(1 << 20);
         const Vec2<T> off = d.small_point(4);
         const int lambda_index = d.index(5);
         const int kx = static_cast<int>(d.small_signed(4)), ky = static_cast<int>(d.small_signed(4));
         const T f = std::ldexp(T(1), -d.index(24));
         a0 = f * a0;
         a1 = f * a1;
         const Vec2<T> b0 = a0 + off;
         Vec2<T> b1 = b0 + lambdas[lambda_index] * (a1 - a0);
         b1.x = gen::ulps_away(b1.x, kx);
         b1.y = gen::ulps_away(b1.y, ky);
         return P{{a0, a1}, {b0, b1}};
       }},

      // Segments as long as the inputs are large, crossing near the origin at an
      // angle of about 2^-j (j in [2, 10]): full-width directions, the second
      // turned by a full-width vector 2^-j long, ends at 1/4 to 1 of the length
      // either side, all rounded in T and scaled by 2^e. The orientations that
      // place the crossing then carry errors of a few u of the crossing's
      // distance from each end divided by the angle: where a certificate must
      // refuse the fast point, and an accuracy bound loose by a factor ten lets
      // through errors beyond the contract.
      {"shallow_crossing", 2,
       [scaled](D& d) {
         const Vec2<T> q = d.full_point(digits);
         Vec2<T> dir = d.full_point(digits);
         const Vec2<T> turn = d.full_point(digits);
         const int j = static_cast<int>(d.integer(2, 10));
         const T r1 = d.full_precision(digits), r2 = d.full_precision(digits), r3 = d.full_precision(digits),
                 r4 = d.full_precision(digits);
         const int e = d.exponent(-40, 40);
         if (dir.x == 0 && dir.y == 0) dir.x = 1;
         const T k = std::ldexp(T(1), -j);
         const Vec2<T> other{dir.x + k * turn.x, dir.y + k * turn.y};
         const auto along = [](Vec2<T> at, Vec2<T> dv, T rr) { return Vec2<T>{at.x + rr * dv.x, at.y + rr * dv.y}; };
         const auto span = [](T v) { return T(0.25) + T(0.75) * std::fabs(v); };
         const Vec2<T> c{q.x / 4, q.y / 4};
         return scaled(P{{along(c, dir, -span(r1)), along(c, dir, span(r2))},
                         {along(c, other, -span(r3)), along(c, other, span(r4))}},
                       std::ldexp(T(1), e));
       }},

      // B.a at parameter j/n of A, rounded when n is not a power of two, or exactly A's end.
      {"endpoint_on_segment", 2,
       [](D& d) {
         constexpr int ns[] = {2, 3, 4, 5, 7, 8, 10, 16};
         const Vec2<T> a0 = d.small_point(64), a1 = d.small_point(64), b1 = d.small_point(64);
         const int n = ns[d.index(8)];
         const std::int64_t j = d.small_signed(16);
         const bool shared = d.bit(), swap = d.bit();
         const T t = static_cast<T>(std::min<std::int64_t>(std::abs(j), n)) / static_cast<T>(n);
         const Vec2<T> b0 = shared ? a1 : lerp(a0, a1, t);
         P p{{a0, a1}, {b0, b1}};
         if (swap) std::swap(p.A, p.B);
         return p;
       }},

      // A vertical; B vertical (possibly on the same x), horizontal or free; all
      // optionally transposed so that A is horizontal.
      {"axis_aligned", 2,
       [](D& d) {
         const T x0 = d.small_integer(16), y0 = d.small_integer(16), dy = d.small_integer(16);
         const Vec2<T> b0 = d.small_point(16), b1 = d.small_point(16);
         const int shape = d.index(3);
         const bool same_x = d.bit(), transpose = d.bit();
         const T f = std::ldexp(T(1), d.exponent(-20, 20));
         const T y1 = y0 + (dy < 0 ? dy - 1 : dy + 1);  // A never has zero length
         P p{{{x0, y0}, {x0, y1}}, {b0, b1}};
         if (shape == 0) p.B.b.x = p.B.a.x = same_x ? x0 : b0.x;
         if (shape == 1) p.B.b.y = p.B.a.y;
         for (Vec2<T>* v : {&p.A.a, &p.A.b, &p.B.a, &p.B.b}) {
           *v = f * *v;
           if (transpose) std::swap(v->x, v->y);
         }
         return p;
       }},

      // One small configuration at 2^e over the whole exponent range (subnormals
      // included), sometimes translated far from the origin (rounded).
      {"scale_sweep", 3,
       [](D& d) {
         constexpr int top = f32 ? 123 : 1019;
         std::vector<T> v = d.small_integers(8, 16);
         const int e = d.exponent(f32 ? -149 : -1074, top);
         const bool translate = d.bit();
         const int shift = d.index(f32 ? 30 : 60);
         for (T& x : v) x = std::ldexp(x, e);
         if (translate) {
           const T offset = std::ldexp(T(1), std::min(e + shift, top));
           for (std::size_t i = 0; i < v.size(); i += 2) v[i] += offset;
         }
         return from_vector<T>(v);
       }},

      // A of zero length: apart from B, on B (at j/4), or B of zero length too.
      {"zero_length", 2,
       [](D& d) {
         const Vec2<T> a = d.small_point(8), b0 = d.small_point(8), b1 = d.small_point(8);
         const int shape = d.index(4);
         const std::int64_t j = d.small_signed(4);
         const bool swap = d.bit();
         P p{{a, a}, {b0, b1}};
         if (shape == 1) p.A.a = p.A.b = lerp(b0, b1, static_cast<T>(std::abs(j) % 5) / 4);
         if (shape == 2) p.B.b = p.B.a;
         if (shape == 3) p.B = p.A;
         if (swap) std::swap(p.A, p.B);
         return p;
       }},

      // A through full-width points of an exact line at exponents up to
      // `spread` apart (exact_lines.h); B.a on that line too, and B.b on it
      // (collinear: overlap, touching or apart) or anywhere (an endpoint on
      // A's line: a contact at B.a or none). The orientations that decide
      // are exactly zero while every difference rounds.
      {"full_precision_collinear", 2,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         // Float kernels widen to double, where a difference of two floats is exact
         // unless their binades are more than 29 apart: hence the wider float spread.
         constexpr int spread = f32 ? 60 : 50;
         constexpr int top = f32 ? 60 : 900;
         const Line line = Line::draw(d);
         const int base = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d), k3 = Line::significand(d);
         const int s1 = base - d.index(spread), s2 = base - d.index(spread), s3 = base - d.index(spread);
         const bool collinear = d.bit(), swap = d.bit(), reverse = d.bit();
         const std::int64_t k4 = Line::significand(d);
         const int s4 = base - d.index(spread);
         const Vec2<T> free = d.full_point(digits - base);
         const Vec2<T> a0 = line.point(k1, s1), a1 = line.point(k2 == k1 && s2 == s1 ? k2 + 2 : k2, s2);
         P p{{a0, a1}, {line.point(k3, s3), collinear ? line.point(k4, s4) : free}};
         if (reverse) std::swap(p.B.a, p.B.b);
         if (swap) std::swap(p.A, p.B);
         return p;
       }},

      // Proper crossings (A and B through a common point q, full-width
      // directions, rounded) with the largest magnitude in [2^490, 2^511]:
      // above detail::kFastPathMaxAbs (2^500) the accurate stage C point is
      // skipped, and above about 2^350 stage A's certificate refuses, while
      // stage A still proves the four signs below 2^511 (its squares stay
      // finite). Only there does the canonical `crossing` place a point
      // whose signs stage A proved (SegmentSegmentStages: canonical_crossing).
      // For float the same shape spans the top of the range.
      {"crossing_beyond_fast_path", 2,
       [](D& d) {
         const Vec2<T> q = d.full_point(digits), u = d.full_point(digits), v = d.full_point(digits);
         const int e = f32 ? 100 + d.index(27) : 490 + d.index(21);
         const auto at = [e](Vec2<T> p) { return Vec2<T>{std::ldexp(p.x, e), std::ldexp(p.y, e)}; };
         return P{{at(q + u), at(q - u)}, {at(q + v), at(q - v)}};
       }},

      // NaN and infinities in one to three places of a small configuration.
      {"special_values", 1, [](D& d) { return from_vector<T>(d.special_values(8, 8)); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::segment_segment, cc::check::SegmentSegmentSpec)
