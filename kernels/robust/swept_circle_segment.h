#pragma once
// swept_circle_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptCircleSegmentBounds). The conventions and result
// types are in ../swept_circle_segment.h. Standard library only: a game copies
// this header with ../detail/, ../error_bound.h, ../swept_circle_segment.h and
// the type headers those include (and the robust headers included here).

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../swept_circle_segment.h"
#include "swept_circle_line.h"

namespace cc {
namespace robust {

/// What robust::swept_circle_segment promises (derivations at robust::swept_circle_segment). `t` is never after the
/// exact first contact t*. `point` holds for M <= point_input_magnitude_at_most (an endpoint contact returns the
/// endpoint exactly). `normal` is per component (normal_norm), and the checker also holds |normal| within that bound
/// of 1 (normal_length).
template <class T>
struct SweptCircleSegmentBounds;
template <>
struct SweptCircleSegmentBounds<double> {
  /// Decisions exact when nonzero magnitudes span at most 2^this (0: every finite input):
  /// swept_circle_segment_detail::kSpanExponent.
  static constexpr int decision_span_log2 = 188;
  /// t* - 19 u t* - 3 eta <= t <= t* (u = 2^-53, eta = 2^-1074): swept_circle_line_detail::first_contact_time.
  static constexpr ErrorBound t{{{19 * 0x1p-53, Scale::value_magnitude}, {3 * 0x1p-1074, Scale::absolute}},
                               Side::not_above_exact};
  /// 52 u M + eta: an interior contact, as swept_circle_line.
  static constexpr ErrorBound point{{{52 * 0x1p-53, Scale::input_magnitude}, {0x1p-1074, Scale::absolute}}};
  /// M <= 2^1021 (the kernel states it for every value; the checker applies it to the point only).
  static constexpr double point_input_magnitude_at_most = 0x1p+1021;
  /// 11 u per component: interior 6 u; endpoint 4.5 u sqrt 2 for the sum, 4 u for the division.
  static constexpr ErrorBound normal{{{11 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::per_coordinate;
  /// | |normal| - 1 | within the normal bound (the checker's unit-length test).
  static constexpr ErrorBound normal_length{{{11 * 0x1p-53, Scale::absolute}}};
};
template <>
struct SweptCircleSegmentBounds<float> {
  static constexpr int decision_span_log2 = 188;  ///< as double: floats can span more
  /// t* - 3 u t* - 2 eta <= t <= t* (u = 2^-24, eta = 2^-149): t rounded toward zero (one float ulp), plus the
  /// double error.
  static constexpr ErrorBound t{{{3 * 0x1p-24, Scale::value_magnitude}, {2 * 0x1p-149, Scale::absolute}},
                               Side::not_above_exact};
  /// (2^-23 + 52 * 2^-53) M + 2^-149: the double bound plus one rounding to float (u_f |point| <= 2 u_f M).
  static constexpr ErrorBound point{{{0x1p-23 + 52 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
  static constexpr double point_input_magnitude_at_most = 0x1p+125;  ///< M <= 2^125
  /// 2^-24 + 12 u_d: the double bound plus one rounding to float.
  static constexpr ErrorBound normal{{{0x1p-24 + 12 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::per_coordinate;
  static constexpr ErrorBound normal_length{{{0x1p-24 + 12 * 0x1p-53, Scale::absolute}}};  ///< as double
};

namespace swept_circle_segment_detail {

using detail::BigExpansion;

/// Decisions are exact when the nonzero input magnitudes span at most 2^188.
/// Derivation as in swept_circle_line_detail::kSpanExponent, for predicates of degree 8 (the
/// foot test and the order of the two endpoints square a degree-4 quantity):
/// the query is scaled so that its largest magnitude lies in [2^119, 2^120);
/// differences stay below 2^121, degree-8 terms below 2^980 (no overflow); a
/// nonzero input of at least 2^(119 - 188) is a multiple of g = 2^-121, so
/// every nonzero degree-8 product is a multiple of g^8 = 2^-968.
inline constexpr int kSpanExponent = 188;
inline constexpr int kFrameTop = 120;

template <std::size_t N>
bool in_exact_domain(const double (&values)[N]) {
  double hi = 0.0, lo = INFINITY;
  for (double v : values) {
    if (!std::isfinite(v)) return false;
    const double m = std::fabs(v);
    if (m == 0.0) continue;
    hi = std::max(hi, m);
    lo = std::min(lo, m);
  }
  return hi == 0.0 || hi <= std::ldexp(lo, kSpanExponent);
}

inline BigExpansion diff(double a, double b) { return BigExpansion(detail::difference(a, b)); }
inline BigExpansion num(double a) { return BigExpansion::of(a); }

/// The shrink of swept_circle_line_detail::first_contact_time: a quotient within 7.6 u of t*
/// becomes a lower bound within 19 u t* + 3 eta.
inline double lower_time(double q) {
  double t = q * swept_circle_line_detail::kShrink;
  if (t < 0x1p-1021) t = std::max(0.0, t - 0x1p-1073);
  return std::min(t, 1.0);
}

struct Endpoint {
  Vec2<double> e;  ///< scaled
  BigExpansion c, p, h, q;  ///< |u|^2 - r^2, -D.u, cross(D, u), r^2 |D|^2 - h^2 with u = C0 - E
  bool hit = false;
};

}  // namespace swept_circle_segment_detail

/// Exact decisions (start overlap, hit or miss, interior or which endpoint
/// first) on exact expansion signs for finite inputs whose nonzero magnitudes
/// span at most 2^188 (swept_circle_segment_detail::in_exact_domain). Values, u = 2^-53,
/// eta = 2^-1074, M the largest input magnitude, M <= 2^1021:
///   t:      t* - 19 u t* - 3 eta <= t <= t* (interior: swept_circle_line_detail's
///           derivation; endpoint: t = c / (p + sqrt(q)) has no cancellation,
///           4.5 u before the same shrink);
///   normal: each component within 11 u of the exact one (interior 6 u;
///           endpoint: (h D_perp - sqrt(q) D) / |.|, two terms of 3.5 u each
///           summed, 4.5 u sqrt(2) relative to the length, and the division
///           by the rounded length 4 u);
///   point:  interior 52 u M + eta per coordinate (as swept_circle_line);
///           endpoint contacts return the endpoint exactly.
inline SweepResult<double> swept_circle_segment(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1,
                                                Vec2<double> P2) {
  using namespace swept_circle_segment_detail;
  const double v[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  double max_abs = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return {SweepKind::invalid_input, {}, {}, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (r < 0) return {SweepKind::invalid_input, {}, {}, {}};
  if (max_abs == 0.0) return {SweepKind::hit, 0.0, P1, {0.0, 1.0}};

  int ex;
  std::frexp(max_abs, &ex);
  const int s = kFrameTop - ex;
  auto sc = [s](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, s), std::ldexp(p.y, s)}; };
  auto back = [s](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, -s), std::ldexp(p.y, -s)}; };
  const Vec2<double> c0 = sc(C0), c1 = sc(C1), p1 = sc(P1), p2 = sc(P2);
  const double rs = std::ldexp(r, s);

  const BigExpansion lx = diff(p2.x, p1.x), ly = diff(p2.y, p1.y);
  const BigExpansion dx = diff(c1.x, c0.x), dy = diff(c1.y, c0.y);
  const BigExpansion l2 = lx * lx + ly * ly, a = dx * dx + dy * dy;
  const BigExpansion r2 = num(rs) * num(rs);
  const BigExpansion s0 = diff(c0.x, p1.x) * lx + diff(c0.y, p1.y) * ly;
  const BigExpansion s1 = diff(c1.x, p1.x) * lx + diff(c1.y, p1.y) * ly;
  const bool segment = l2.sign() > 0;

  Endpoint ends[2] = {{p1, {}, {}, {}, {}, false}, {p2, {}, {}, {}, {}, false}};
  for (Endpoint& E : ends) {
    const BigExpansion ux = diff(c0.x, E.e.x), uy = diff(c0.y, E.e.y);
    E.c = ux * ux + uy * uy - r2;
    E.p = -(dx * ux + dy * uy);
    E.h = dx * uy - dy * ux;
    E.q = r2 * a - E.h * E.h;
  }

  // Start overlap: the distance of C0 to the closed segment, by the region of
  // its projection.
  BigExpansion k0, k1, d0;
  if (segment) {
    k0 = BigExpansion(detail::orient2d_expansion(p1, p2, c0));
    k1 = BigExpansion(detail::orient2d_expansion(p1, p2, c1));
    d0 = k0 * k0 - r2 * l2;
  }
  const int region = !segment || s0.sign() <= 0 ? 0 : ((s0 - l2).sign() >= 0 ? 1 : 2);  // P1, P2, interior
  const double dxr = p2.x - p1.x, dyr = p2.y - p1.y;
  const double len = std::sqrt(dxr * dxr + dyr * dyr);
  const int sigma = segment && k0.sign() < 0 ? -1 : 1;
  const Vec2<double> n_line = segment ? Vec2<double>{sigma * (-dyr / len), sigma * (dxr / len)} : Vec2<double>{0.0, 1.0};
  if (region < 2 ? ends[region].c.sign() <= 0 : d0.sign() <= 0) {
    if (region == 2) {
      const double f = k0.approximate() / l2.approximate();
      return {SweepKind::hit, 0.0, back({c0.x - f * -dyr, c0.y - f * dxr}), n_line};
    }
    const Vec2<double> e = region == 0 ? P1 : P2, w = c0 - ends[region].e;
    if (w.x == 0 && w.y == 0) return {SweepKind::hit, 0.0, e, n_line};
    const double wl = std::sqrt(w.x * w.x + w.y * w.y);
    return {SweepKind::hit, 0.0, e, {w.x / wl, w.y / wl}};
  }

  // The interior: the line contact, kept when its foot s(t_L) lies in [0, l2].
  // Only a circle clear of the line at t = 0 can enter through the interior.
  if (segment && d0.sign() > 0 && (sigma * k1.sign() <= 0 || (k1 * k1 - r2 * l2).sign() <= 0)) {
    const BigExpansion den = sigma > 0 ? k0 - k1 : k1 - k0;
    const BigExpansion abs_k0 = sigma > 0 ? k0 : -k0;
    const BigExpansion ds = s1 - s0, rds = num(rs) * ds;
    // t_L = (|k0| - r|L|) / Den; s(t_L) >= 0 and l2 - s(t_L) >= 0, times Den > 0.
    const bool after_p1 = detail::sign_with_root(s0 * den + abs_k0 * ds, -rds, l2) >= 0;
    const bool before_p2 = detail::sign_with_root((l2 - s0) * den - abs_k0 * ds, rds, l2) >= 0;
    if (after_p1 && before_p2) {
      const double q = d0.approximate() /
                       ((std::fabs(k0.approximate()) + rs * std::sqrt(l2.approximate())) * den.approximate());
      SweepResult<double> out{SweepKind::hit, lower_time(q), {}, n_line};
      const Vec2<double> center = c0 + out.t * (c1 - c0);
      out.point = back(center - rs * n_line);
      return out;
    }
  }

  // The endpoints: the earlier root t_E = (p - sqrt(q)) / a lies in [0, 1] iff
  // q >= 0 (real roots), p > 0 (both roots positive, as c > 0 here) and
  // p - a <= sqrt(q).
  for (Endpoint& E : ends) {
    const BigExpansion pa = E.p - a;
    E.hit = E.q.sign() >= 0 && E.p.sign() > 0 && (pa.sign() <= 0 || (pa * pa - E.q).sign() <= 0);
  }
  int first = -1;
  if (ends[0].hit && ends[1].hit) {
    // a (t1 - t2) = x + sqrt(q2) - sqrt(q1), x = p1 - p2.
    const BigExpansion x = ends[0].p - ends[1].p;
    int w;
    if (detail::sign_with_root(x, num(1.0), ends[1].q) < 0) {
      w = -1;
    } else {
      w = detail::sign_with_root(x * x + ends[1].q - ends[0].q, num(2.0) * x, ends[1].q);
    }
    first = w <= 0 ? 0 : 1;
  } else if (ends[0].hit || ends[1].hit) {
    first = ends[0].hit ? 0 : 1;
  }
  if (first < 0) return {};
  const Endpoint& E = ends[first];
  const double sq = std::sqrt(E.q.approximate());
  SweepResult<double> out{SweepKind::hit, lower_time(E.c.approximate() / (E.p.approximate() + sq)),
                          first == 0 ? P1 : P2, {}};
  const double Dx = c1.x - c0.x, Dy = c1.y - c0.y;
  if (rs == 0) {
    const double dl = std::sqrt(Dx * Dx + Dy * Dy);
    out.normal = {-Dx / dl, -Dy / dl};
  } else {
    // a (C(t*) - E) = h (-Dy, Dx) - sqrt(q) D: orthogonal terms, no cancellation in the length.
    const double h = E.h.approximate();
    const Vec2<double> nv{-h * Dy - sq * Dx, h * Dx - sq * Dy};
    const double nl = std::sqrt(nv.x * nv.x + nv.y * nv.y);
    out.normal = {nv.x / nl, nv.y / nl};
  }
  return out;
}

/// The float variant: the double algorithm on the exactly widened inputs, t
/// rounded toward zero (t* - 3 u t* - 2 eta <= t <= t*, u = 2^-24, eta =
/// 2^-149), normal within 2^-24 + 12 * 2^-53, interior point within
/// (2^-23 + 52 * 2^-53) M + 2^-149; decisions exact for spans up to 2^188.
inline SweepResult<float> swept_circle_segment(Vec2<float> C0, Vec2<float> C1, float r, Vec2<float> P1,
                                               Vec2<float> P2) {
  auto widen = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  const auto d = swept_circle_segment(widen(C0), widen(C1), static_cast<double>(r), widen(P1), widen(P2));
  float t = static_cast<float>(d.t);
  if (static_cast<double>(t) > d.t) t = std::nextafter(t, 0.0f);
  return {d.kind, t, narrow(d.point), narrow(d.normal)};
}

}  // namespace robust
}  // namespace cc
