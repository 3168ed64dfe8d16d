#pragma once
// What swept_circle_line and swept_circle_segment share: the input (a circle of
// radius r moving from c0 to c1, and the line or segment through p1, p2), the
// contract's bound record, the renderings of inputs and results, and every
// input regime but the segment's own endpoint regimes.

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "../kernels/sweep.h"
#include "../oracle/swept_circle_line.h"
#include "format.h"
#include "generators.h"

namespace cc::check::swept_circle {

/// A circle of radius r moving from c0 to c1, and the line (or closed segment) through p1, p2.
template <class T>
struct CircleLine {
  Vec2<T> c0, c1;
  T r;
  Vec2<T> p1, p2;
};

/// The contract's value bounds, in the variant's scalar: u its unit roundoff,
/// eta its smallest subnormal.
struct SweepBound {
  double u, eta;
  double time_rel, time_eta;    ///< t* - (time_rel u t* + time_eta eta) <= t <= t*
  double point_k, point_eta;    ///< |point - exact| <= point_k u M + point_eta eta per coordinate
  double normal;                ///< |normal - exact| <= normal per component
  double point_max_abs;         ///< the point promise holds for M up to this
};

inline const char* kind_name(SweepKind k) {
  switch (k) {
    case SweepKind::miss: return "miss";
    case SweepKind::hit: return "hit";
    case SweepKind::invalid_input: return "invalid_input";
  }
  return "?";
}

template <class T>
std::vector<double> values_of(const CircleLine<T>& in) {
  return {in.c0.x, in.c0.y, in.c1.x, in.c1.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y};
}

inline std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  return "C0=(" + f(v[0]) + ", " + f(v[1]) + ") C1=(" + f(v[2]) + ", " + f(v[3]) + ") r=" + f(v[4]) + " P1=(" +
         f(v[5]) + ", " + f(v[6]) + ") P2=(" + f(v[7]) + ", " + f(v[8]) + ")";
}

template <class T>
std::string header(const CircleLine<T>& in) {
  return "input " + show(values_of(in), hex) + "\n      = " + show(values_of(in), decimal);
}

template <class T>
std::string show_result(const SweepResult<T>& r) {
  std::string s = kind_name(r.kind);
  if (r.kind == SweepKind::hit)
    s += " t=" + hex_and_decimal(r.t) + " point=(" + hex(r.point.x) + ", " + hex(r.point.y) + ") normal=(" +
         hex(r.normal.x) + ", " + hex(r.normal.y) + ")";
  return s;
}

template <class T>
oracle::CircleLineQuery query(const CircleLine<T>& in) {
  return {{in.c0.x, in.c0.y}, {in.c1.x, in.c1.y}, in.r, {in.p1.x, in.p1.y}, {in.p2.x, in.p2.y}};
}

/// The family's fields, in case-file order.
inline std::vector<std::string> fields() { return {"C0.x", "C0.y", "C1.x", "C1.y", "r", "P1.x", "P1.y", "P2.x", "P2.y"}; }

template <class T>
std::vector<T> to_values(const CircleLine<T>& in) {
  return {in.c0.x, in.c0.y, in.c1.x, in.c1.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y};
}

template <class T>
CircleLine<T> from_values(const std::vector<T>& v) {
  return {{v[0], v[1]}, {v[2], v[3]}, v[4], {v[5], v[6]}, {v[7], v[8]}};
}

template <class T>
CircleLine<T> from_vector(const std::vector<T>& v) { return from_values<T>(v); }

template <class T>
Vec2<T> vadd(Vec2<T> a, Vec2<T> b) { return {a.x + b.x, a.y + b.y}; }

template <class T>
CircleLine<T> scaled_by(CircleLine<T> in, int e) {
  auto s = [e](Vec2<T> p) { return Vec2<T>{std::ldexp(p.x, e), std::ldexp(p.y, e)}; };
  return {s(in.c0), s(in.c1), std::ldexp(in.r, e), s(in.p1), s(in.p2)};
}

/// A point with small integer coordinates (|x|, |y| <= lim).
template <class T>
rc::Gen<Vec2<T>> small_point(std::int64_t lim) {
  return rc::gen::apply([](T x, T y) { return Vec2<T>{x, y}; }, gen::small_integer<T>(lim), gen::small_integer<T>(lim));
}

/// -1 or +1: the side of the line a construction starts on.
inline rc::Gen<int> side_sign() {
  return rc::gen::map(rc::gen::arbitrary<bool>(), [](bool b) { return b ? -1 : 1; });
}

/// The regimes both families draw, in order; the zero-length one is named for
/// the family ("zero_length_line" or "zero_length_segment"). A family appends
/// its own regimes, then special_values_regime.
template <class T>
std::vector<gen::Regime<CircleLine<T>>> shared_regimes(const char* zero_length_name) {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using In = CircleLine<T>;
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto size = [](std::int64_t lim) {
    return rc::gen::map(rc::gen::inRange<std::int64_t>(0, lim + 1), [](std::int64_t v) { return T(v); });
  };
  const auto vec = [](std::int64_t lim) { return small_point<T>(lim); };
  const auto sign = side_sign();
  std::vector<gen::Regime<In>> r;

  r.push_back({"small_int_grid", 2,
               rc::gen::apply([](Vec2<T> c0, Vec2<T> c1, T rad, Vec2<T> p1, Vec2<T> p2) { return In{c0, c1, rad, p1, p2}; },
                              vec(8), vec(8), size(8), vec(8), vec(8))});

  // A common scale 2^-k for all values, full-width significands.
  r.push_back({"generic", 3, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 return rc::gen::map(rc::gen::container<std::vector<T>>(9, gen::full_precision_scaled<T>(k)),
                                     [](std::vector<T> v) {
                                       v[4] = std::fabs(v[4]);
                                       return from_vector<T>(v);
                                     });
               })});

  // A line of direction L = (a, b) from a Pythagorean triple (|L| = c), unit
  // normal W / c with W = (-b, a), r = m c: offsets j W are exact distances j c.
  // Mode 0 ends exactly tangent (t* = 1), mode 1 touches at t* = q / (q + q2),
  // mode 2 slides along the line exactly tangent (start touching, parallel).
  r.push_back({"grazing", 2,
               rc::gen::apply(
                   [](gen::PythagoreanTriple tr, Vec2<T> p1, std::int64_t m, std::int64_t q, std::int64_t q2,
                      std::int64_t j0, std::int64_t j1, int side, int mode, bool swap_legs, int e) {
                     const T a = static_cast<T>(swap_legs ? tr.b : tr.a), b = static_cast<T>(swap_legs ? tr.a : tr.b);
                     const Vec2<T> L{a, b}, W{-b, a};
                     const T mm = static_cast<T>(m + 1), c = static_cast<T>(tr.c);
                     const T s = static_cast<T>(side);
                     const T far0 = mode == 2 ? mm : mm + static_cast<T>(q + 1);
                     const T far1 = mode == 0 ? mm : mode == 1 ? mm - static_cast<T>(q2 + 1) : mm;
                     In in{vadd(vadd(p1, static_cast<T>(j0) * L), (s * far0) * W),
                           vadd(vadd(p1, static_cast<T>(j1) * L), (s * far1) * W), mm * c, p1, vadd(p1, L)};
                     return scaled_by(in, e);
                   },
                   gen::pythagorean_triple(5), vec(8), rc::gen::inRange<std::int64_t>(0, 4),
                   rc::gen::inRange<std::int64_t>(0, 4), rc::gen::inRange<std::int64_t>(0, 8), gen::small_signed(3),
                   gen::small_signed(3), sign, rc::gen::inRange(0, 3), rc::gen::arbitrary<bool>(),
                   gen::exponent_in(-8, 8))});

  // C0 strictly closer to the line than r (r = floor(distance) + 1 + extra).
  r.push_back({"start_overlap", 2,
               rc::gen::apply(
                   [](Vec2<T> c0, Vec2<T> c1, Vec2<T> p1, Vec2<T> d, T extra) {
                     if (d.x == 0 && d.y == 0) d.x = 1;
                     const Vec2<T> p2 = vadd(p1, d);
                     const double k = static_cast<double>(d.x) * (c0.y - p1.y) - static_cast<double>(d.y) * (c0.x - p1.x);
                     const double dist = std::fabs(k) / std::hypot(static_cast<double>(d.x), static_cast<double>(d.y));
                     return In{c0, c1, static_cast<T>(std::floor(dist) + 1) + extra, p1, p2};
                   },
                   vec(8), vec(8), vec(8), vec(4), size(3))});

  // C0 exactly at distance r (Pythagorean direction), C1 anywhere.
  r.push_back({"start_touching", 2,
               rc::gen::apply(
                   [](gen::PythagoreanTriple tr, Vec2<T> p1, Vec2<T> c1, std::int64_t m, std::int64_t j0, int side) {
                     const Vec2<T> L{static_cast<T>(tr.a), static_cast<T>(tr.b)}, W{-L.y, L.x};
                     const T mm = static_cast<T>(m);
                     const Vec2<T> c0 = vadd(vadd(p1, static_cast<T>(j0) * L), (static_cast<T>(side) * mm) * W);
                     return In{c0, vadd(c0, c1), mm * static_cast<T>(tr.c), p1, vadd(p1, L)};
                   },
                   gen::pythagorean_triple(4), vec(8), vec(16), rc::gen::inRange<std::int64_t>(0, 3),
                   gen::small_signed(2), sign)});

  // C1 - C0 a multiple j/2 of P2 - P1.
  r.push_back({"parallel_motion", 2,
               rc::gen::apply(
                   [](Vec2<T> c0, T rad, Vec2<T> p1, Vec2<T> d, std::int64_t j) {
                     if (d.x == 0 && d.y == 0) d.y = 1;
                     return In{c0, vadd(c0, (static_cast<T>(j == 0 ? 1 : j) / 2) * d), rad, p1, vadd(p1, d)};
                   },
                   vec(8), size(8), vec(8), vec(4), gen::small_signed(6))});

  r.push_back({"zero_motion", 1,
               rc::gen::apply([](Vec2<T> c0, T rad, Vec2<T> p1, Vec2<T> p2) { return In{c0, c0, rad, p1, p2}; },
                              vec(8), size(8), vec(8), vec(8))});

  // C0 and C1 on either side of the line at integer multiples of its normal.
  r.push_back({"both_sides", 2,
               rc::gen::apply(
                   [](Vec2<T> p1, Vec2<T> d, std::int64_t a0, std::int64_t w0, std::int64_t a1, std::int64_t w1, T rad) {
                     if (d.x == 0 && d.y == 0) d.x = 1;
                     const Vec2<T> W{-d.y, d.x};
                     auto at = [&](std::int64_t a, std::int64_t w) {
                       return vadd(vadd(p1, static_cast<T>(a) * d), static_cast<T>(w) * W);
                     };
                     return In{at(a0, w0), at(a1, w1), rad, p1, vadd(p1, d)};
                   },
                   vec(8), vec(4), gen::small_signed(3), gen::small_signed(6), gen::small_signed(3),
                   gen::small_signed(6), size(8))});

  // A vertical line, optionally transposed to horizontal.
  r.push_back({"axis_aligned", 2,
               rc::gen::apply(
                   [](T x0, T y0, T dy, Vec2<T> c0, Vec2<T> c1, T rad, bool transpose, int e) {
                     In in{c0, c1, rad, {x0, y0}, {x0, y0 + (dy < 0 ? dy - 1 : dy + 1)}};
                     if (transpose)
                       for (Vec2<T>* v : {&in.c0, &in.c1, &in.p1, &in.p2}) std::swap(v->x, v->y);
                     return scaled_by(in, e);
                   },
                   small(16), small(16), small(16), vec(16), vec(16), size(8), rc::gen::arbitrary<bool>(),
                   gen::exponent_in(-20, 20))});

  // One small configuration at 2^e over the whole exponent range, sometimes
  // translated far from the origin (rounded).
  constexpr int e_lo = f32 ? -149 : -1074;
  constexpr int e_hi = f32 ? 123 : 1019;
  r.push_back({"scale_sweep", 3,
               rc::gen::apply(
                   [](std::vector<T> v, int e, bool translate, int shift) {
                     constexpr int top = std::is_same_v<T, float> ? 123 : 1019;
                     v[4] = std::fabs(v[4]);
                     for (T& x : v) x = std::ldexp(x, e);
                     if (translate) {
                       const T offset = std::ldexp(T(1), std::min(e + shift, top));
                       for (std::size_t i : {0, 2, 5, 7}) v[i] += offset;
                     }
                     return from_vector<T>(v);
                   },
                   rc::gen::container<std::vector<T>>(9, small(16)), gen::exponent_in(e_lo, e_hi),
                   rc::gen::arbitrary<bool>(), rc::gen::inRange(0, f32 ? 30 : 60))});

  r.push_back({zero_length_name, 1,
               rc::gen::apply([](Vec2<T> c0, Vec2<T> c1, T rad, Vec2<T> p) { return In{c0, c1, rad, p, p}; }, vec(8),
                              vec(8), size(8), vec(8))});

  return r;
}

template <class T>
gen::Regime<CircleLine<T>> special_values_regime() {
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  using In = CircleLine<T>;
  std::vector<gen::Regime<In>> r;
  // NaN and infinities in one to three places, or a negative radius.
  r.push_back({"special_values", 1,
               rc::gen::apply(
                   [](std::vector<T> v, bool negative_radius) {
                     if (negative_radius) v[4] = -std::fabs(v[4]) - 1;
                     return from_vector<T>(v);
                   },
                   gen::with_special_values<T>(rc::gen::container<std::vector<T>>(9, small(8)), 9),
                   rc::gen::arbitrary<bool>())});
  return r.front();
}

}  // namespace cc::check::swept_circle
