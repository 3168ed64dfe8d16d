#pragma once
// The Traits shared by circle_line and circle_segment: one input (a circle and
// two points), one result type (CircleCrossings), the same regimes and the same
// properties. A Policy supplies what differs: the family's name, its variants,
// its oracle, and whether the points bound a segment (circle_segment) or span an
// infinite line (circle_line).
//
// Policy requirements:
//   static constexpr const char* name;
//   static constexpr bool segment;
//   template <class T> static std::vector<CircleVariant<T>> variants();
//   static oracle::CircleLineExact exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2);
//   static CircleCrossing kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2);
//   static oracle::FilterStats& stats();

#include <algorithm>
#include <limits>
#include <optional>

#include "../kernels/robust/circle_line.h"
#include "../kernels/seeds/circle_line.h"
#include "../oracle/circle_line.h"
#include "../oracle/reference.h"
#include "common.h"
#include "family.h"
#include "format.h"

namespace cc::check::circle {

using oracle::Rational;
using oracle::RootNumber;

/// A circle (centre c, radius r) and the two points p1, p2 of a line or segment.
template <class T>
struct CircleQuery {
  Vec2<T> c;
  T r;
  Vec2<T> p1, p2;
};

/// |error| <= k u M + eta per coordinate, M the largest input magnitude.
struct PointBound {
  double k;    ///< in units of u M
  double u;    ///< unit roundoff of the variant's scalar
  double eta;  ///< absolute allowance for a rounding that underflows
};

template <class T>
struct CircleVariant {
  VariantInfo info;
  CircleCrossings<T> (*fn)(Vec2<T>, T, Vec2<T>, Vec2<T>);
  PointBound bound;
  bool constructs;  ///< false for a decision-only variant: its p[] are not points
  bool (*in_domain)(const CircleQuery<T>&);
};

inline const char* kind_name(CircleCrossing k) {
  switch (k) {
    case CircleCrossing::none: return "none";
    case CircleCrossing::one_point: return "one_point";
    case CircleCrossing::two_points: return "two_points";
    case CircleCrossing::invalid_input: return "invalid_input";
  }
  return "?";
}

template <class T>
std::vector<double> values_of(const CircleQuery<T>& in) {
  return {in.c.x, in.c.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y};
}

template <class T>
double max_abs(const CircleQuery<T>& in) { return check::max_abs(values_of(in)); }

/// Finite values and a radius that is not negative: the inputs with an answer.
template <class T>
bool valid(const CircleQuery<T>& in) { return check::all_finite(values_of(in)) && !(in.r < 0); }

inline Vec2<double> wide(Vec2<float> p) { return {p.x, p.y}; }
inline Vec2<double> wide(Vec2<double> p) { return p; }

/// The double domain of the robust kernels: the exact domain (magnitudes span at
/// most 2^460) and M < 2^1022 so that every point is representable.
inline bool double_domain(const CircleQuery<double>& in) {
  const double v[7] = {in.c.x, in.c.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y};
  return detail::in_circle_line_domain(v) && max_abs(in) < 0x1p+1022;
}
inline bool float_domain(const CircleQuery<float>& in) { return max_abs(in) < 0x1p+126; }

template <class T>
bool (*domain_of())(const CircleQuery<T>&) {
  if constexpr (std::is_same_v<T, float>) return float_domain;
  else return double_domain;
}

/// The robust bound of each scalar (kernels/circle_line.h); seed variants are
/// held to it too, since a transcription promises nothing of its own.
template <class T>
PointBound robust_bound() {
  if constexpr (std::is_same_v<T, float>) return {2.0 + 29.0 * 0x1p-29, unit_roundoff<float>(), 0x1p-149};
  else return {28.0, unit_roundoff<double>(), 0x1p-1074};
}

inline std::string show_query(const std::vector<double>& v, std::string (*f)(double)) {
  return "C=(" + f(v[0]) + ", " + f(v[1]) + ") r=" + f(v[2]) + " P1=(" + f(v[3]) + ", " + f(v[4]) + ") P2=(" +
         f(v[5]) + ", " + f(v[6]) + ")";
}

template <class T>
std::string show_result(const CircleCrossings<T>& r, bool constructs) {
  std::string s = kind_name(r.kind);
  if (!constructs) return s;
  for (int i = 0; i < r.count(); ++i) s += " p" + std::to_string(i) + "=(" + hex(r.p[i].x) + ", " + hex(r.p[i].y) + ")";
  return s;
}

inline std::string show_exact(const oracle::CircleLineExact& e) {
  std::string s = kind_name(e.kind);
  for (int i = 0; i < e.count; ++i)
    s += " p" + std::to_string(i) + "=(" + e.p[i].x.str() + ", " + e.p[i].y.str() + ") ~ (" +
         decimal(oracle::nearest_double(e.p[i].x)) + ", " + decimal(oracle::nearest_double(e.p[i].y)) + ")";
  return s;
}

template <class T>
std::string header(const CircleQuery<T>& in) {
  return "input " + show_query(values_of(in), hex) + "\n      = " + show_query(values_of(in), decimal);
}

template <class T>
Rational tolerance(const PointBound& b, const CircleQuery<T>& in, double factor = 1.0) {
  return Rational(factor) * (Rational(b.k) * Rational(b.u) * Rational(max_abs(in)) + Rational(b.eta));
}

/// |v - x| <= tol, decided exactly.
inline bool within(double v, const RootNumber& x, const Rational& tol) {
  if (!std::isfinite(v)) return false;
  const Rational ev = oracle::exact(v);
  return oracle::compare(RootNumber(Rational(ev - tol)), x) <= 0 &&
         oracle::compare(RootNumber(Rational(ev + tol)), x) >= 0;
}

/// |v - x| as a double (MPFR reference), for the measure.
inline double distance_to(double v, const RootNumber& x) {
  if (!std::isfinite(v)) return std::numeric_limits<double>::infinity();
  return static_cast<double>(boost::multiprecision::abs(oracle::Real(v) - oracle::to_real(x)));
}

template <class T>
bool point_within(Vec2<T> p, const oracle::RootPoint& e, const Rational& tol) {
  return within(p.x, e.x, tol) && within(p.y, e.y, tol);
}

template <class T>
double point_distance(Vec2<T> p, const oracle::RootPoint& e) {
  return std::max(distance_to(p.x, e.x), distance_to(p.y, e.y));
}

/// Same kind, and (for a constructing variant) the points pairwise within tol,
/// p[i] of r against q[i] of s, or q[count - 1 - i] when `reversed`.
template <class T>
bool same_crossings(const CircleCrossings<T>& r, const CircleCrossings<T>& s, bool constructs, const Rational& tol,
                    bool reversed) {
  if (r.kind != s.kind) return false;
  if (!constructs) return true;
  const int n = r.count();
  for (int i = 0; i < n; ++i) {
    const Vec2<T> a = r.p[i], b = s.p[reversed ? n - 1 - i : i];
    if (!std::isfinite(a.x) || !std::isfinite(a.y) || !std::isfinite(b.x) || !std::isfinite(b.y)) return false;
    const auto d = chebyshev_error(a, oracle::exact(b.x), oracle::exact(b.y));
    if (!d || *d > tol) return false;
  }
  return true;
}

/// p lies within t of the circle (| |p - C| - r | <= t) and of the line through
/// P1, P2 (and, for a segment, within t of the segment), decided in rationals.
template <class T>
std::string off_shapes(Vec2<T> p, const CircleQuery<T>& in, const Rational& t, bool segment) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y)) return "non-finite point";
  using oracle::exact;
  const Rational px = exact(p.x), py = exact(p.y);
  const Rational qx = px - exact(in.c.x), qy = py - exact(in.c.y), r = exact(in.r);
  const Rational n2 = qx * qx + qy * qy;
  const Rational inner = r > t ? Rational(r - t) : Rational(0);
  if (n2 > (r + t) * (r + t) || n2 < inner * inner) return "off the circle by more than the tolerance";
  const Rational x1 = exact(in.p1.x), y1 = exact(in.p1.y);
  const Rational dx = exact(in.p2.x) - x1, dy = exact(in.p2.y) - y1;
  const Rational ex = px - x1, ey = py - y1;
  const Rational len2 = dx * dx + dy * dy;
  if (len2 == 0) {
    if (oracle::abs(ex) > t || oracle::abs(ey) > t) return "off the zero-length line's point";
    return {};
  }
  const Rational cr = dx * ey - dy * ex;
  if (cr * cr > t * t * len2) return "off the line by more than the tolerance";
  if (segment) {
    // t along the segment beyond either end: dot < -t |d| iff dot < 0 and dot^2 > t^2 |d|^2.
    const Rational d0 = ex * dx + ey * dy, d1 = len2 - d0;
    if ((d0 < 0 && d0 * d0 > t * t * len2) || (d1 < 0 && d1 * d1 > t * t * len2))
      return "beyond an end of the segment by more than the tolerance";
  }
  return {};
}

template <class Policy>
struct CircleTraits {
  static constexpr const char* name = Policy::name;

  template <class T>
  using Input = CircleQuery<T>;
  template <class T>
  using Variant = CircleVariant<T>;

  static std::vector<std::string> fields() { return {"C.x", "C.y", "r", "P1.x", "P1.y", "P2.x", "P2.y"}; }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.c.x, in.c.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{v[0], v[1]}, v[2], {v[3], v[4]}, {v[5], v[6]}};
  }
  static std::string describe(const std::vector<double>& v) { return show_query(v, decimal); }
  static std::string measure_unit() { return "worst point error beyond eta, in u*M"; }
  static oracle::FilterStats& filter_stats() { return Policy::stats(); }

  template <class T>
  static std::vector<Variant<T>> variants() { return Policy::template variants<T>(); }
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    const auto r = v.fn(in.c, in.r, in.p1, in.p2);
    nlohmann::json j;
    j["kind"] = kind_name(r.kind);
    if (v.constructs) {
      nlohmann::json pts = nlohmann::json::array();
      for (int i = 0; i < r.count(); ++i) pts.push_back({hex(r.p[i].x), hex(r.p[i].y)});
      j["points"] = pts;
    }
    return j;
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    const auto e = Policy::exact(in.c, in.r, in.p1, in.p2);
    nlohmann::json j;
    j["kind"] = kind_name(e.kind);
    nlohmann::json pts = nlohmann::json::array();
    for (int i = 0; i < e.count; ++i)
      pts.push_back({{"u", e.u[i].str()},
                     {"x", e.p[i].x.str()},
                     {"y", e.p[i].y.str()},
                     {"approx", {oracle::nearest_double(e.p[i].x), oracle::nearest_double(e.p[i].y)}}});
    j["points"] = pts;
    return j;
  }

  template <class T>
  static oracle::CircleLineExact exact_of(const Input<T>& in) {
    return Policy::exact(wide(in.c), in.r, wide(in.p1), wide(in.p2));
  }
  template <class T>
  static CircleCrossing kind_of(const Input<T>& in) {
    return Policy::kind(wide(in.c), in.r, wide(in.p1), wide(in.p2));
  }

  /// Empty when every returned point is within the variant's bound of the exact
  /// one (same kind required); otherwise what failed. `measure` gets the worst
  /// error beyond eta in u M.
  template <class T>
  static std::string points_check(const Variant<T>& v, const Input<T>& in, const CircleCrossings<T>& r,
                                  const oracle::CircleLineExact& e, double& measure) {
    measure = 0;
    if (!v.constructs) return {};
    const Rational tol = tolerance(v.bound, in);
    const double uM = v.bound.u * max_abs(in);
    for (int i = 0; i < r.count(); ++i) {
      const double err = point_distance(r.p[i], e.p[i]);
      if (!point_within(r.p[i], e.p[i], tol))
        return "point p" + std::to_string(i) + " off by " + decimal(err) + " > bound " +
               decimal(oracle::approximate(tol));
      measure = std::max(measure, uM > 0 ? std::max(0.0, err - v.bound.eta) / uM : 0.0);
    }
    return {};
  }
};

// ---------------------------------------------------------------- regimes

/// Pythagorean triples (a, b, h), a^2 + b^2 = h^2, from Euclid's formula with
/// m > n >= 0 (n = 0 gives the axis-aligned (m^2, 0, m^2)), legs swapped and
/// signed at random.
struct Triple {
  std::int64_t a, b, h;
};
inline rc::Gen<Triple> triple(std::int64_t m_max) {
  return rc::gen::apply(
      [](std::int64_t m, std::int64_t n, bool swap, bool na, bool nb) {
        m = m + 1;
        n = std::min(n, m - 1);
        std::int64_t a = m * m - n * n, b = 2 * m * n;
        const std::int64_t h = m * m + n * n;
        if (swap) std::swap(a, b);
        return Triple{na ? -a : a, nb ? -b : b, h};
      },
      rc::gen::inRange<std::int64_t>(0, m_max), rc::gen::inRange<std::int64_t>(0, m_max),
      rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>());
}

template <class T>
Vec2<T> lerp(Vec2<T> a, Vec2<T> b, T t) { return a + t * (b - a); }

template <class T>
CircleQuery<T> scaled(CircleQuery<T> q, int e) {
  const T f = std::ldexp(T(1), e);
  q.c = f * q.c;
  q.p1 = f * q.p1;
  q.p2 = f * q.p2;
  q.r = f * q.r;
  return q;
}

template <class T>
CircleQuery<T> translated(CircleQuery<T> q, Vec2<T> o) {
  q.c = q.c + o;
  q.p1 = q.p1 + o;
  q.p2 = q.p2 + o;
  return q;
}

template <class Policy>
template <class T>
std::vector<gen::Regime<CircleQuery<T>>> CircleTraits<Policy>::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using Q = CircleQuery<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto vec = [small](std::int64_t lim) {
    return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, small(lim), small(lim));
  };
  auto seven = [](rc::Gen<T> g) {
    return rc::gen::map(rc::gen::container<std::vector<T>>(7, std::move(g)), [](std::vector<T> v) {
      v[2] = std::fabs(v[2]);
      return from_values<T>(v);
    });
  };
  auto T_ = [](std::int64_t v) { return static_cast<T>(v); };
  std::vector<gen::Regime<Q>> r;

  r.push_back({"small_int_grid", 2, seven(small(8))});

  // A common scale 2^-k for every value, full-width significands.
  r.push_back({"generic", 3, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [seven](int k) {
                 return seven(gen::full_precision_scaled<T>(k));
               })});

  // Euclid's m up to 40 keeps every coordinate below 2^15, exact in float; for
  // double, m up to 2^13 (coordinates below 2^30) makes b^2 - 4ac round.
  constexpr std::int64_t kTripleLimit = f32 ? 40 : 8192;
  // Circle at the origin, radius h, tangent point (a, b) on it, the line along
  // (-b, a) through it with the tangent point at parameter j1 / (j1 - j2) in
  // [0, 1], then translated and scaled exactly.
  const auto tangent = [T_](Triple t, std::int64_t j1, std::int64_t j2, bool swap, Vec2<T> off, int e) {
    const Vec2<T> at{T_(t.a), T_(t.b)}, dir{T_(-t.b), T_(t.a)};
    const T k1 = -T_(std::abs(j1)), k2 = T_(std::abs(j2) + 1);
    Q q{{0, 0}, T_(t.h), at + k1 * dir, at + k2 * dir};
    if (swap) std::swap(q.p1, q.p2);
    return scaled(translated(q, off), e);
  };
  r.push_back({"tangent", 2,
               rc::gen::apply(tangent, triple(kTripleLimit), gen::small_signed(3), gen::small_signed(3),
                              rc::gen::arbitrary<bool>(), vec(1024), gen::exponent_in(-20, 20))});

  // The same, with the radius k ulps off (k in [-4, 4]).
  r.push_back({"near_tangent", 2,
               rc::gen::apply(
                   [tangent](Triple t, std::int64_t j1, std::int64_t j2, bool swap, Vec2<T> off, int e,
                             std::int64_t k) {
                     Q q = tangent(t, j1, j2, swap, off, e);
                     q.r = gen::ulps_away(q.r, static_cast<int>(k));
                     return q;
                   },
                   triple(kTripleLimit), gen::small_signed(3), gen::small_signed(3), rc::gen::arbitrary<bool>(), vec(1024),
                   gen::exponent_in(-20, 20), gen::small_signed(4))});

  // P1 = C + j1 v, P2 = C + j2 v: the line through the centre.
  r.push_back({"through_center", 2,
               rc::gen::apply(
                   [T_](Vec2<T> c, T rad, Vec2<T> v, std::int64_t j1, std::int64_t j2, int e) {
                     if (v.x == 0 && v.y == 0) v.x = 1;
                     if (j1 == j2) j2 = j1 + 1;
                     return scaled(Q{c, std::fabs(rad), c + T_(j1) * v, c + T_(j2) * v}, e);
                   },
                   vec(64), small(64), vec(16), gen::small_signed(4), gen::small_signed(4),
                   gen::exponent_in(-20, 20))});

  // An endpoint exactly on the circle: C + (a, b) with radius h; the other end free.
  r.push_back({"endpoint_on_circle", 2,
               rc::gen::apply(
                   [T_](Triple t, Vec2<T> c, Vec2<T> other, bool swap, int e) {
                     Q q{c, T_(t.h), c + Vec2<T>{T_(t.a), T_(t.b)}, other};
                     if (swap) std::swap(q.p1, q.p2);
                     return scaled(q, e);
                   },
                   triple(24), vec(64), vec(2048), rc::gen::arbitrary<bool>(), gen::exponent_in(-20, 20))});

  // A vertical line x = x0 (free, tangent x0 = C.x +- r, or through the centre),
  // optionally transposed into a horizontal one; values small integers, or of
  // full precision at a common scale (x0 = C.x +- r then rounds).
  const auto axis = [](rc::Gen<T> g) {
    const auto v2 = [](rc::Gen<T> h) { return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, h, h); };
    return rc::gen::apply(
        [](T x0, T y0, T dy, Vec2<T> c, T rad, int shape, bool transpose, int e) {
          rad = std::fabs(rad);
          if (shape == 1) x0 = c.x + rad;
          if (shape == 2) x0 = c.x - rad;
          if (shape == 3) x0 = c.x;
          T y1 = y0 + dy;
          if (y1 == y0) y1 = y0 + 1;
          Q q{c, rad, {x0, y0}, {x0, y1}};
          if (transpose)
            for (Vec2<T>* p : {&q.c, &q.p1, &q.p2}) std::swap(p->x, p->y);
          return scaled(q, e);
        },
        g, g, g, v2(g), g, rc::gen::inRange(0, 4), rc::gen::arbitrary<bool>(), gen::exponent_in(-20, 20));
  };
  r.push_back({"axis_aligned", 2,
               rc::gen::mapcat(rc::gen::inRange(0, 3), [axis, small](int wide) {
                 return axis(wide == 0 ? small(32) : gen::full_precision_scaled<T>(digits));
               })});

  // P1 == P2: anywhere, exactly on the circle, or at the centre.
  r.push_back({"zero_length", 2,
               rc::gen::apply(
                   [T_](Vec2<T> c, T rad, Vec2<T> p, Triple t, int shape, int e) {
                     Q q{c, std::fabs(rad), p, p};
                     if (shape == 1) {
                       q.r = T_(t.h);
                       q.p1 = q.p2 = c + Vec2<T>{T_(t.a), T_(t.b)};
                     }
                     if (shape == 2) q.p1 = q.p2 = c;
                     return scaled(q, e);
                   },
                   vec(16), small(16), vec(16), triple(12), rc::gen::inRange(0, 3), gen::exponent_in(-20, 20))});

  // r = +-0: C anywhere, or on the line at parameter j / 4.
  r.push_back({"zero_radius", 2,
               rc::gen::apply(
                   [T_](Vec2<T> c, Vec2<T> p1, Vec2<T> p2, bool negative_zero, bool on_line, std::int64_t j, int e) {
                     Q q{c, negative_zero ? -T(0) : T(0), p1, p2};
                     if (on_line) q.c = lerp(p1, p2, T_(j) / 4);
                     return scaled(q, e);
                   },
                   vec(16), vec(16), vec(16), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(),
                   gen::small_signed(6), gen::exponent_in(-20, 20))});

  // One small configuration at 2^e over the whole exponent range (subnormals
  // included), sometimes translated far from the origin (rounded); M stays below
  // 2^(max_exponent - 2), the robust domain.
  constexpr int e_lo = f32 ? -149 : -1074;
  constexpr int top = f32 ? 121 : 1017;
  r.push_back({"scale_sweep", 3,
               rc::gen::apply(
                   [](std::vector<T> v, int e, bool translate, int shift) {
                     constexpr int highest = std::is_same_v<T, float> ? 121 : 1017;
                     v[2] = std::fabs(v[2]);
                     for (T& x : v) x = std::ldexp(x, e);
                     if (translate) {
                       const T offset = std::ldexp(T(1), std::min(e + shift, highest));
                       for (int i : {0, 3, 5}) v[i] += offset;
                     }
                     return from_values<T>(v);
                   },
                   rc::gen::container<std::vector<T>>(7, small(16)), gen::exponent_in(e_lo, top),
                   rc::gen::arbitrary<bool>(), rc::gen::inRange(0, f32 ? 30 : 60))});

  // NaN and infinities in one to three places, or a negative radius.
  r.push_back({"special_values", 1,
               rc::gen::apply(
                   [](std::vector<T> v, std::vector<int> where, std::vector<int> which, bool negative_radius) {
                     constexpr T specials[] = {std::numeric_limits<T>::quiet_NaN(),
                                               std::numeric_limits<T>::infinity(),
                                               -std::numeric_limits<T>::infinity()};
                     v[2] = std::fabs(v[2]);
                     if (negative_radius) {
                       v[2] = -(v[2] + 1);
                     } else {
                       for (std::size_t i = 0; i < where.size(); ++i) v[where[i]] = specials[which[i]];
                     }
                     return from_values<T>(v);
                   },
                   rc::gen::container<std::vector<T>>(7, small(8)),
                   rc::gen::container<std::vector<int>>(3, rc::gen::inRange(0, 7)),
                   rc::gen::container<std::vector<int>>(3, rc::gen::inRange(0, 3)), rc::gen::arbitrary<bool>())});
  return r;
}

// ---------------------------------------------------------------- properties

inline const std::vector<std::string> kValidRegimes = {
    "small_int_grid", "generic",      "tangent",     "near_tangent", "through_center", "endpoint_on_circle",
    "axis_aligned",   "zero_length", "zero_radius", "scale_sweep"};

template <class Policy>
template <class T>
std::vector<PropertyDef<CircleQuery<T>, CircleVariant<T>>> CircleTraits<Policy>::properties() {
  using In = CircleQuery<T>;
  using V = CircleVariant<T>;
  using Self = CircleTraits<Policy>;
  constexpr bool segment = Policy::segment;
  const std::string shape = segment ? "segment" : "line";
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle",
                 "the number of points (none, one, two) equals the exact oracle's", kValidRegimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2);
                  if (r.kind == Self::kind_of(in)) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r, v.constructs) +
                                       "\n  oracle:  " + show_exact(Self::exact_of(in)));
                }});

  ps.push_back({{"points_within_contract",
                 "when variant and oracle agree on the count, every returned point is within the contract's bound "
                 "of the exact one, in order of u",
                 kValidRegimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2);
                  if (!v.constructs || r.count() == 0) return Verdict::pass(0);
                  const auto e = Self::exact_of(in);
                  if (e.kind != r.kind) return Verdict::skip("decisions differ");
                  double measure = 0;
                  const std::string why = Self::points_check(v, in, r, e, measure);
                  if (why.empty()) return Verdict::pass(measure);
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r, true) + "\n  oracle:  " +
                                       show_exact(e) + "\n  " + why);
                }});

  ps.push_back({{"endpoint_order_invariant",
                 "swapping P1 and P2 gives the same count and the same points in reverse order (within twice the "
                 "bound)",
                 kValidRegimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2), s = v.fn(in.c, in.r, in.p2, in.p1);
                  if (same_crossings(r, s, v.constructs, tolerance(v.bound, in, 2.0), true)) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(C, r, P1, P2): " + show_result(r, v.constructs) +
                                       "\n  f(C, r, P2, P1): " + show_result(s, v.constructs));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling (the radius scaled too) "
                 "commute with the query (points within the sum of both queries' bounds)",
                 kValidRegimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(values_of(in), t.scale_exponent)) continue;
                    const In tin{t(in.c), t.length(in.r), t(in.p1), t(in.p2)};
                    if (!v.in_domain(tin)) continue;
                    const auto s = v.fn(tin.c, tin.r, tin.p1, tin.p2);
                    CircleCrossings<T> mapped = r;
                    bool finite = true;
                    for (int i = 0; i < r.count(); ++i) {
                      finite = finite && std::isfinite(r.p[i].x) && std::isfinite(r.p[i].y);
                      mapped.p[i] = t(r.p[i]);
                    }
                    if (t.scale_exponent != 0 && !finite) continue;
                    const Rational tol = Rational(std::ldexp(1.0, t.scale_exponent)) * tolerance(v.bound, in) +
                                         tolerance(v.bound, tin);
                    if (!same_crossings(mapped, s, v.constructs, tol, false))
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  f(input) mapped: " +
                                           show_result(mapped, v.constructs) +
                                           "\n  f(mapped input): " + show_result(s, v.constructs));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"tangency_gives_one_point",
                 "an exactly tangent input (built from Pythagorean triples, the tangent point on the " + shape +
                     ") gives exactly one point, within the bound",
                 {"tangent"}},
                [](const In& in) {
                  // Exactly tangent: the line's discriminant is zero and the oracle
                  // finds the one point (on the segment, for a segment).
                  if (!valid(in) || in.p1 == in.p2) return false;
                  const oracle::circle_line_detail::Quadratic q(wide(in.c), in.r, wide(in.p1), wide(in.p2));
                  return q.disc == 0 && Self::kind_of(in) == CircleCrossing::one_point;
                },
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto e = Self::exact_of(in);
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2);
                  double measure = 0;
                  std::string why = r.kind == CircleCrossing::one_point ? Self::points_check(v, in, r, e, measure)
                                                                        : std::string("not one point");
                  if (why.empty()) return Verdict::pass(measure);
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r, v.constructs) + "\n  oracle:  " +
                                       show_exact(e) + "\n  " + why);
                }});

  ps.push_back({{"vertical_lines_handled",
                 "with a vertical or horizontal " + shape +
                     " (not of zero length), the count is exact and every point finite and within the bound",
                 {"axis_aligned"}},
                [](const In& in) {
                  return valid(in) && !(in.p1 == in.p2) && (in.p1.x == in.p2.x || in.p1.y == in.p2.y);
                },
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2);
                  const auto e = Self::exact_of(in);
                  double measure = 0;
                  std::string why = r.kind == e.kind ? Self::points_check(v, in, r, e, measure)
                                                     : std::string("count differs");
                  if (why.empty()) return Verdict::pass(measure);
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r, v.constructs) + "\n  oracle:  " +
                                       show_exact(e) + "\n  " + why);
                }});

  ps.push_back({{"points_on_both_shapes",
                 "every returned point lies within 3/2 of the bound (at least sqrt 2 times the per-coordinate "
                 "bound) of the circle and of the " + shape + ", decided exactly",
                 kValidRegimes},
                valid<T>,
                [](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2);
                  if (!v.constructs) return Verdict::pass();
                  const Rational t = tolerance(v.bound, in, 1.5);
                  for (int i = 0; i < r.count(); ++i) {
                    const std::string why = off_shapes(r.p[i], in, t, segment);
                    if (!why.empty())
                      return Verdict::fail(header(in) + "\n  variant: " + show_result(r, true) + "\n  p" +
                                           std::to_string(i) + ": " + why);
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"special_values_give_invalid_input",
                 "any NaN or infinite value, or a negative radius, gives invalid_input", {"special_values"}},
                [](const In& in) { return !valid(in); },
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.c, in.r, in.p1, in.p2);
                  if (r.kind == CircleCrossing::invalid_input) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r, v.constructs) +
                                       "\n  expected: invalid_input");
                }});
  return ps;
}

}  // namespace cc::check::circle
