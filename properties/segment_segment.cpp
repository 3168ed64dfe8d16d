// segment_segment: the family spec (oracle, answer structure, value
// components, maps that commute with the query), its regimes and properties.
// The variants are registered in properties/variants/segment_segment.cpp.

#include <limits>

#include "../include/collide_check/segment_segment.h"
#include "../oracle/segment_segment.h"
#include "family.h"
#include "generic/decisions.h"
#include "generic/invariance.h"
#include "generic/plane_maps.h"
#include "generic/values.h"

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
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static std::vector<PropertyDef<SegmentSegmentSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid",   "generic",      "collinear",
                                             "near_parallel",    "shallow_crossing", "endpoint_on_segment",
                                             "axis_aligned",     "scale_sweep",  "zero_length"};
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
rc::Gen<Input<T>> eight(rc::Gen<T> g) {
  return rc::gen::map(rc::gen::container<std::vector<T>>(8, std::move(g)), from_vector<T>);
}

template <class T>
Vec2<T> lerp(Vec2<T> a, Vec2<T> b, T t) { return a + t * (b - a); }

template <class T>
std::vector<gen::Regime<Input<T>>> SegmentSegmentSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using P = Input<T>;
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

  // Segments as long as the inputs are large, crossing near the origin at an
  // angle of about 2^-j (j in [2, 10]): full-width directions, the second turned
  // by a full-width vector 2^-j long, ends at 1/4 to 1 of the length either
  // side, all rounded in T and scaled by 2^e. The orientations that place the
  // crossing then carry errors of a few u of the crossing's distance from
  // each end divided by the angle: where a certificate must refuse the fast
  // point, and an accuracy bound loose by a factor ten lets through errors
  // beyond the contract.
  const auto unit = gen::full_precision_scaled<T>(digits);
  r.push_back({"shallow_crossing", 2,
               rc::gen::apply(
                   [](Vec2<T> q, Vec2<T> dir, Vec2<T> turn, int j, T r1, T r2, T r3, T r4, int e) {
                     if (dir.x == 0 && dir.y == 0) dir.x = 1;
                     const T k = std::ldexp(T(1), -j);
                     const Vec2<T> other{dir.x + k * turn.x, dir.y + k * turn.y};
                     const auto along = [](Vec2<T> at, Vec2<T> d, T rr) {
                       return Vec2<T>{at.x + rr * d.x, at.y + rr * d.y};
                     };
                     const auto span = [](T v) { return T(0.25) + T(0.75) * std::fabs(v); };
                     const Vec2<T> c{q.x / 4, q.y / 4};
                     P p{{along(c, dir, -span(r1)), along(c, dir, span(r2))},
                         {along(c, other, -span(r3)), along(c, other, span(r4))}};
                     const T f = std::ldexp(T(1), e);
                     for (Vec2<T>* v : {&p.A.a, &p.A.b, &p.B.a, &p.B.b}) *v = f * *v;
                     return p;
                   },
                   rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, unit, unit),
                   rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, unit, unit),
                   rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, unit, unit), rc::gen::inRange(2, 11),
                   unit, unit, unit, unit, gen::exponent_in(-40, 40))});

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

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::segment_segment, cc::check::SegmentSegmentSpec)
