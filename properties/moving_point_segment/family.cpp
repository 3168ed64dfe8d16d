// moving_point_segment: the family spec (oracle, value components, the maps
// that commute with the sweep, answers known by construction), its regimes and
// properties. The variants are registered in
// variants.cpp, beside it.

#include <array>
#include <cstring>
#include <limits>
#include <map>

#include "../../include/collide_check/moving_point_segment.h"
#include "../../oracle/moving_point_segment.h"
#include "../exact_lines.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../generic/sweeps.h"
#include "../generic/values.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::moving_point_segment::Input<T>;
template <class T>
using Result = SweepResult<T>;
using Exact = oracle::MovingPointSegmentExact;

/// The exact oracle, memoized on the input's bits: the value and invariance
/// properties ask about the same input several times.
const Exact& exact_of(const Input<double>& q) {
  using Key = std::array<std::uint64_t, 12>;
  static std::map<Key, Exact> memo;
  const double v[12] = {q.p1.x, q.p1.y, q.p2.x, q.p2.y, q.l1.x, q.l1.y, q.l2.x, q.l2.y, q.l3.x, q.l3.y, q.l4.x, q.l4.y};
  Key k;
  for (int i = 0; i < 12; ++i) std::memcpy(&k[i], &v[i], sizeof(double));
  const auto it = memo.find(k);
  if (it != memo.end()) return it->second;
  if (memo.size() > 100000) memo.clear();
  return memo.emplace(k, oracle::moving_point_segment_exact(q)).first->second;
}

/// f = cross(b - a, p - a) vanishes for every t: the point moves within the
/// segment's line, and the normal is the left normal of a -> b, which reversing
/// the segment or the plane's orientation negates.
bool on_line_throughout(const Input<double>& q) {
  const auto s = oracle::moving_point_segment_detail::setup(q);
  return s.A == 0 && s.B == 0 && s.C == 0;
}

/// The exact value of a 120-bit MPFR number.
oracle::Rational rational_of(const oracle::Real& x) {
  oracle::Rational r;
  mpfr_get_q(r.backend().data(), x.backend().data());
  return r;
}

/// p(j / 8) lies on the closed segment [a(j / 8), b(j / 8)] for some j = 0..8,
/// evaluated on exact rationals at those times (no root finding).
bool on_segment_at_an_eighth(const Input<double>& q) {
  using oracle::Rational;
  auto R = [](double v) { return oracle::exact(v); };
  for (int j = 0; j <= 8; ++j) {
    const Rational t(j, 8);
    auto at = [&](Vec2<double> s, Vec2<double> e) {
      return std::pair<Rational, Rational>{R(s.x) + t * (R(e.x) - R(s.x)), R(s.y) + t * (R(e.y) - R(s.y))};
    };
    const auto p = at(q.p1, q.p2), a = at(q.l1, q.l3), b = at(q.l2, q.l4);
    const Rational dx = b.first - a.first, dy = b.second - a.second;
    const Rational ux = p.first - a.first, uy = p.second - a.second;
    if (dx == 0 && dy == 0) {
      if (ux == 0 && uy == 0) return true;
      continue;
    }
    const Rational dot = ux * dx + uy * dy;
    if (ux * dy - uy * dx == 0 && dot >= 0 && dot <= dx * dx + dy * dy) return true;
  }
  return false;
}

struct MovingPointSegmentSpec : collide_check::moving_point_segment {
  using Exact = oracle::MovingPointSegmentExact;

  static std::vector<std::string> kind_names() { return {"miss", "hit", "invalid_input"}; }
  template <class T>
  static Kind kind(const Result<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::hit; }
  static constexpr Kind miss_kind = Kind::miss;
  static std::string invalid_input_text() { return "NaN or an infinite coordinate"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"grazing_endpoint", "start_on_segment", "full_precision_midpoint_start", "double_root"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    auto pt = [&](int i) { return "(" + f(v[i]) + ", " + f(v[i + 1]) + ")"; };
    return "p " + pt(0) + " -> " + pt(2) + ", segment " + pt(4) + "-" + pt(6) + " -> " + pt(8) + "-" + pt(10);
  }
  template <class T>
  static std::string show(const Result<T>& r) { return generic::show_sweep<MovingPointSegmentSpec, T>(r); }
  static std::string show(const Exact& e) {
    std::string s = kind_name<MovingPointSegmentSpec>(e.kind);
    if (e.kind != Kind::hit) return s;
    const auto n = oracle::reference_normal(e);
    s += " t*=" + e.t.str() + " (~" + decimal(oracle::nearest_double(e.t)) + ") point~(" +
         decimal(oracle::nearest_double(e.px)) + ", " + decimal(oracle::nearest_double(e.py)) + ") normal~(" +
         decimal(n.first.convert_to<double>()) + ", " + decimal(n.second.convert_to<double>()) + ")";
    if (e.collinear) s += " (on the segment's line throughout: left normal)";
    if (e.degenerate) s += " (zero-length segment: no normal)";
    return s;
  }
  template <class T>
  static nlohmann::json json(const Result<T>& r) { return generic::sweep_json<MovingPointSegmentSpec, T>(r); }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<MovingPointSegmentSpec>(e.kind)}};
    if (e.kind != Kind::hit) return j;
    auto num = [](const oracle::RootNumber& x) {
      return nlohmann::json{{"exact", x.str()}, {"approx", oracle::nearest_double(x)}};
    };
    const auto n = oracle::reference_normal(e);
    j["t"] = num(e.t);
    j["point"] = {num(e.px), num(e.py)};
    j["normal"] = {{"approx", {n.first.convert_to<double>(), n.second.convert_to<double>()}},
                   {"side", e.side},
                   {"collinear", e.collinear},
                   {"zero_length_segment", e.degenerate}};
    return j;
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<MovingPointSegmentSpec, double>(in));
  }
  static Exact exact(const Input<double>& in) { return exact_of(in); }
  static Kind exact_kind(const Input<double>& in) {
    return oracle::moving_point_segment_kind(in, [](const Input<double>& q) -> const Exact& { return exact_of(q); });
  }
  static oracle::FilterStats& filter_stats() { return oracle::moving_point_segment_stats(); }
  /// A point has no interior and a segment none either: every contact is
  /// touching (their distance reaches 0 and never goes below).
  static Contact exact_contact(const Input<double>& in) {
    return exact_kind(in) == Kind::hit ? Contact::touching : Contact::apart;
  }

  template <class T>
  static std::vector<double> coordinates(const std::string& component, const Result<T>& r) {
    return generic::sweep_coordinates(component, r);
  }
  /// The normal s perp(D*) / |D*| is exact when t* is rational; when t* is a
  /// quadratic irrational, |D*| is a nested radical, and the normal is its
  /// 120-bit MPFR value (the precision every bound is judged in).
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string& component, const Input<double>&,
                                                           const Exact& e, const std::vector<double>&) {
    using oracle::Rational;
    using oracle::RootNumber;
    if (e.kind != Kind::hit) return {};
    if (component == "t") return {e.t};
    if (component == "point") return {e.px, e.py};
    if (e.degenerate) return {RootNumber(Rational(0)), RootNumber(Rational(0))};
    const int s = e.collinear ? 1 : e.side;
    if (e.dx.is_rational() && e.dy.is_rational()) {
      const Rational d = e.dx.a * e.dx.a + e.dy.a * e.dy.a;
      return {RootNumber(Rational(0), Rational(-s * e.dy.a / d), d),
              RootNumber(Rational(0), Rational(s * e.dx.a / d), d)};
    }
    const auto n = oracle::reference_normal(e);
    return {RootNumber(rational_of(n.first)), RootNumber(rational_of(n.second))};
  }
  /// L = |b(t*) - a(t*)|, the segment's length at the contact (the normal's
  /// bound is in units of 1 / L and M / L).
  static std::optional<oracle::Real> bound_length(const std::string&, const Input<double>&, const Exact& e) {
    if (e.kind != Kind::hit) return std::nullopt;
    const oracle::Real dx = oracle::to_real(e.dx), dy = oracle::to_real(e.dy);
    return boost::multiprecision::sqrt(dx * dx + dy * dy);
  }

  template <class T>
  static std::vector<generic::MapOf<MovingPointSegmentSpec, T>> maps() {
    using Map = generic::MapOf<MovingPointSegmentSpec, T>;
    std::vector<Map> out;
    // Reversing the segment keeps t, the point and the side the point comes
    // from (the normal), except the left normal of a point on the line throughout.
    out.push_back(Map{"endpoint_order_invariant", "segment reversed (l1 <-> l2, l3 <-> l4)",
                      [](const Input<T>& q) -> std::optional<Input<T>> {
                        return Input<T>{q.p1, q.p2, q.l2, q.l1, q.l4, q.l3};
                      },
                      [](const Input<T>& q, Result<T> r) {
                        if (on_line_throughout(widen<MovingPointSegmentSpec, T>(q))) r.normal = T(-1) * r.normal;
                        return r;
                      }});
    const auto transforms = plane_transforms<T>();
    auto planar = generic::plane_maps<MovingPointSegmentSpec, T>(
        "exact_transform_invariant",
        [](const Input<T>& q, const PlaneTransform<T>& t) {
          return Input<T>{t(q.p1), t(q.p2), t(q.l1), t(q.l2), t(q.l3), t(q.l4)};
        },
        [](Result<T> r, const PlaneTransform<T>& t) {
          r.point = t(r.point);
          r.normal = t.direction(r.normal);
          return r;
        });
    for (std::size_t i = 0; i < planar.size(); ++i) {
      // A mirror negates the left normal of a point on the line throughout.
      if (transforms[i].orientation < 0)
        planar[i].result = [inner = planar[i].result](const Input<T>& q, const Result<T>& r) {
          Result<T> m = inner(q, r);
          if (on_line_throughout(widen<MovingPointSegmentSpec, T>(q))) m.normal = T(-1) * m.normal;
          return m;
        };
      out.push_back(planar[i]);
    }
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {{"the point on the segment at a time j/8 is a contact",
             "p(j/8) on [a(j/8), b(j/8)] for some j = 0..8 (exact rationals at those times): a hit",
             {"grazing_endpoint", "start_on_segment", "double_root", "zero_length_segment", "parallel_motion",
              "small_int_grid"},
             [](const Input<T>& q) -> std::optional<Kind> {
               if (!on_segment_at_an_eighth(widen<MovingPointSegmentSpec, T>(q))) return std::nullopt;
               return Kind::hit;
             }}};
  }

  template <class T>
  static std::vector<PropertyDef<MovingPointSegmentSpec, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid",  "generic",     "static_segment",      "grazing_endpoint", "start_on_segment",
        "parallel_motion", "double_root", "zero_length_segment", "scale_sweep",      "full_precision_midpoint_start"};
    using S = MovingPointSegmentSpec;
    std::vector<PropertyDef<S, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<S, T>(finite));
    ps.push_back(generic::t_in_unit_interval<S, T>(finite));
    ps.push_back(generic::time_within_contract<S, T>(finite));
    ps.push_back(generic::value_within_contract<S, T>("point", finite));
    ps.push_back(generic::value_within_contract<S, T>("normal", finite));
    ps.push_back(generic::normal_unit_and_oriented<S, T>(finite));
    for (auto& p : generic::invariance_properties<S, T>(
             maps<T>(),
             {{"endpoint_order_invariant",
               "reversing the segment (l1 <-> l2 with l3 <-> l4) gives the same kind, t, point and normal within "
               "both bounds (the left normal of a point on the segment's line throughout negated)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling commute with the sweep: same "
               "kind, t, mapped point and normal within their bounds (a mirror negates the left normal of a point "
               "on the segment's line throughout)"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(
        generic::special_values_give_invalid_input<S, T>("any NaN or infinite coordinate gives invalid_input"));
    return ps;
  }
};

// ---------------------------------------------------------------- regimes

template <class T>
Input<T> from_vector(const std::vector<T>& v) {
  return collide_check::from_values<MovingPointSegmentSpec, T>(std::span<const T>(v));
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> MovingPointSegmentSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using Q = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  return {
      {"small_int_grid", 2, [](D& d) { return from_vector<T>(d.small_integers(12, 8)); }},
      {"generic", 3,
       [](D& d) {
         const int k = d.index(digits + 20);
         return from_vector<T>(d.full_precisions(12, k));
       }},

      // The segment does not move: f is linear unless the point's path is parallel.
      {"static_segment", 2,
       [](D& d) {
         const V p1 = d.small_point(16), p2 = d.small_point(16), l1 = d.small_point(16), l2 = d.small_point(16);
         return Q{p1, p2, l1, l2, l1, l2};
       }},

      // The point passes exactly through an endpoint at tau = j/8: both move
      // linearly through the common position A at tau.
      {"grazing_endpoint", 2,
       [](D& d) {
         const V A = d.small_point(8), dir = d.small_point(8), va = d.small_point(4), vb = d.small_point(4),
                 vp = d.small_point(8);
         const T tau = static_cast<T>(d.integer(0, 8)) / 8, rest = 1 - tau;
         const bool other_end = d.bit();
         const V B = A + dir;
         Q q{A - tau * vp, A + rest * vp, A - tau * va, B - tau * vb, A + rest * va, B + rest * vb};
         if (other_end) {
           std::swap(q.l1, q.l2);
           std::swap(q.l3, q.l4);
         }
         return q;
       }},

      // The point starts on the segment, at parameter j/4.
      {"start_on_segment", 2,
       [](D& d) {
         const V l1 = d.small_point(16), l2 = d.small_point(16), p2 = d.small_point(16), l3 = d.small_point(16),
                 l4 = d.small_point(16);
         const T s = static_cast<T>(d.integer(0, 4)) / 4;
         return Q{l1 + s * (l2 - l1), p2, l1, l2, l3, l4};
       }},

      // The point starts at the exact midpoint of a segment whose ends are
      // full-width points of one exact line at one exponent (exact_lines.h):
      // K1 + K2 is even, so the midpoint is exact, while every product of
      // differences the kernel forms rounds. The point's end and the
      // segment's end positions are full-width values of like magnitude.
      {"full_precision_midpoint_start", 2,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         constexpr int top = f32 ? 60 : 900;
         const Line line = Line::draw(d);
         const int s = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), drawn = Line::significand(d);
         const std::int64_t k2 = drawn == k1 ? k1 + 2 : drawn;
         const int k = 4 - s + d.index(8);  // full_point(k): below 2^(digits - k), near the ends' 2^(s + digits - 4)
         const V p2 = d.full_point(k), l3 = d.full_point(k), l4 = d.full_point(k);
         return Q{line.point((k1 + k2) / 2, s), p2, line.point(k1, s), line.point(k2, s), l3, l4};
       }},

      // The point moves parallel to the segment's line (on it, or offset), the
      // segment static or translating along its own direction.
      {"parallel_motion", 2,
       [](D& d) {
         const V l1 = d.small_point(16), l2 = d.small_point(16);
         const T k = static_cast<T>(d.small_signed(12)), lam = static_cast<T>(d.small_signed(6)),
                 mu = static_cast<T>(d.small_signed(4));
         const int offset_kind = d.index(3);
         const V off = d.small_point(2);
         const V dir = l2 - l1;
         V o{0, 0};
         if (offset_kind == 1) o = V{-dir.y, dir.x};
         if (offset_kind == 2) o = off;
         const V p1 = l1 + (k / 4) * dir + o;
         const V p2 = p1 + (lam / 2) * dir;
         const V m = (mu / 2) * dir;
         return Q{p1, p2, l1, l2, l1 + m, l2 + m};
       }},

      // f = c (t - 1/2)^2: at tau = 1/2 the point is on the segment at
      // parameter s = k/4 and moves, relative to that material point, along the
      // segment (f(tau) = f'(tau) = 0), built exactly.
      {"double_root", 2,
       [](D& d) {
         const V A = d.small_point(8), dir = d.small_point(8), va = d.small_point(8), vb = d.small_point(8);
         const T s = static_cast<T>(d.integer(0, 4)) / 4, lam = static_cast<T>(d.small_signed(2));
         const T tau = T(0.5);
         const V P = A + s * dir;
         const V vp = va + s * (vb - va) + lam * dir;
         const V B = A + dir;
         return Q{P - tau * vp, P + tau * vp, A - tau * va, B - tau * vb, A + tau * va, B + tau * vb};
       }},

      // Zero-length segments: at the start, at the end, throughout, or passing
      // through zero length at t = 1/2 (ends swap), the point sometimes meeting
      // it there.
      {"zero_length_segment", 2,
       [](D& d) {
         const V p1 = d.small_point(8), p2 = d.small_point(8), l1 = d.small_point(8), l2 = d.small_point(8),
                 l3 = d.small_point(8), l4 = d.small_point(8);
         const int shape = d.index(5);
         const bool meet = d.bit();
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
       }},

      {"scale_sweep", 3,
       [](D& d) {
         constexpr int top = f32 ? 123 : 1019;
         std::vector<T> v = d.small_integers(12, 16);
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

      {"special_values", 1, [](D& d) { return from_vector<T>(d.special_values(12, 8)); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::moving_point_segment, cc::check::MovingPointSegmentSpec)
