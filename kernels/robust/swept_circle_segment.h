#pragma once
// swept_circle_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptCircleSegmentBounds). The conventions and result
// types are in ../swept_circle_segment.h. Standard library only: a game copies
// this header with ../detail/, ../error_bound.h, ../swept_circle_segment.h and
// the type headers those include (and the robust headers included here).

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "../detail/big_dyadic.h"
#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../detail/wide_double.h"
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

/// The scaled frame, for predicates of degree 8 (the foot test and the order of
/// the two endpoints square a degree-4 quantity): the query is scaled so that
/// its largest magnitude lies in [2^119, 2^120); differences stay below 2^121,
/// degree-8 terms below 2^980 (no overflow). When every nonzero scaled input is
/// at least 2^(119 - 188) (kFrameSmallest; inputs spanning at most 2^188 always
/// are), each is a multiple of g = 2^-121, so every nonzero degree-8 product is
/// a multiple of g^8 = 2^-968 and the expansions are exact. Other inputs are
/// evaluated as exact dyadic numbers (BigDyadic) by the same code.
inline constexpr int kFrameTop = 120;
inline constexpr double kFrameSmallest = 0x1p-69;

/// The shrink of swept_circle_line_detail::first_contact_time: a quotient within 7.6 u of t*
/// becomes a lower bound within 19 u t* + 3 eta.
inline double lower_time(double q) {
  double t = q * swept_circle_line_detail::kShrink;
  if (t < 0x1p-1021) t = std::max(0.0, t - 0x1p-1073);
  return std::min(t, 1.0);
}

/// Approximations of an exact value with an unbounded exponent (WideDouble):
/// the nearest double of a BigExpansion (the frame keeps it normal), or a
/// BigDyadic's own significand and exponent.
inline detail::WideDouble wide(const BigExpansion& x) { return detail::WideDouble::of(x.approximate()); }
inline detail::WideDouble wide(const detail::BigDyadic& x) { return detail::WideDouble::of(x); }

/// The vector (x, y) rounded, times 2^-e: in the frame (BigExpansion) the
/// rounded vector itself (e = 0); beyond it (BigDyadic) scaled so that its
/// larger component lies in [0.5, 1), so that no later square underflows.
inline Vec2<double> direction(const BigExpansion& x, const BigExpansion& y, long& e) {
  e = 0;
  return {x.approximate(), y.approximate()};
}
inline Vec2<double> direction(const detail::BigDyadic& x, const detail::BigDyadic& y, long& e) {
  long ex = 0, ey = 0;
  x.frexp(ex);
  y.frexp(ey);
  e = x.sign() == 0 ? ey : (y.sign() == 0 ? ex : std::max(ex, ey));
  return {x.to_double(-e), y.to_double(-e)};
}

template <class N>
struct Endpoint {
  Vec2<double> e;  ///< scaled
  N ex, ey;        ///< e, exactly
  N c, p, h, q;    ///< |u|^2 - r^2, -D.u, cross(D, u), r^2 |D|^2 - h^2 with u = C0 - E
  bool hit = false;
};

/// The frame's inputs as exact numbers of type N (BigExpansion inside the frame,
/// BigDyadic for any finite input).
template <class N>
struct ExactInputs {
  N c0x, c0y, c1x, c1y, r, p1x, p1y, p2x, p2y;
};

/// The sweep from exact inputs `X` (the frame's doubles times 2^s, exactly) and
/// the frame's doubles, for the constructions. See robust::swept_circle_segment.
template <class N>
SweepResult<double> sweep(const ExactInputs<N>& X, Vec2<double> c0, Vec2<double> c1, double rs, Vec2<double> p1,
                          Vec2<double> p2, Vec2<double> P1, Vec2<double> P2, int s) {
  auto back = [s](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, -s), std::ldexp(p.y, -s)}; };
  const auto constant = [](double v) {
    if constexpr (std::is_same_v<N, BigExpansion>) return BigExpansion::of(v);
    else return N(v);
  };
  const N lx = X.p2x - X.p1x, ly = X.p2y - X.p1y;
  const N dx = X.c1x - X.c0x, dy = X.c1y - X.c0y;
  const N l2 = lx * lx + ly * ly, a = dx * dx + dy * dy;
  const N r2 = X.r * X.r;
  const N s0 = (X.c0x - X.p1x) * lx + (X.c0y - X.p1y) * ly;
  const N s1 = (X.c1x - X.p1x) * lx + (X.c1y - X.p1y) * ly;
  const bool segment = l2.sign() > 0;

  Endpoint<N> ends[2] = {{p1, X.p1x, X.p1y, {}, {}, {}, {}, false}, {p2, X.p2x, X.p2y, {}, {}, {}, {}, false}};
  for (Endpoint<N>& E : ends) {
    const N ux = X.c0x - E.ex, uy = X.c0y - E.ey;
    E.c = ux * ux + uy * uy - r2;
    E.p = -(dx * ux + dy * uy);
    E.h = dx * uy - dy * ux;
    E.q = r2 * a - E.h * E.h;
  }

  // Start overlap: the distance of C0 to the closed segment, by the region of
  // its projection. k = orient2d(P1, P2, C).
  N k0, k1, d0;
  if (segment) {
    k0 = lx * (X.c0y - X.p1y) - ly * (X.c0x - X.p1x);
    k1 = lx * (X.c1y - X.p1y) - ly * (X.c1x - X.p1x);
    d0 = k0 * k0 - r2 * l2;
  }
  const int region = !segment || s0.sign() <= 0 ? 0 : ((s0 - l2).sign() >= 0 ? 1 : 2);  // P1, P2, interior
  long el = 0;
  const Vec2<double> dir = direction(lx, ly, el);  // L 2^-el
  const double dxr = dir.x, dyr = dir.y;
  const double len = std::sqrt(dxr * dxr + dyr * dyr);
  const int sigma = segment && k0.sign() < 0 ? -1 : 1;
  const Vec2<double> n_line = segment ? Vec2<double>{sigma * (-dyr / len), sigma * (dxr / len)} : Vec2<double>{0.0, 1.0};
  if (region < 2 ? ends[region].c.sign() <= 0 : d0.sign() <= 0) {
    if (region == 2) {
      const double f = (wide(k0) / wide(l2)).to_double(el);  // (k0 / |L|^2) 2^el
      return {SweepKind::hit, 0.0, back({c0.x - f * -dyr, c0.y - f * dxr}), n_line};
    }
    const N ux = X.c0x - ends[region].ex, uy = X.c0y - ends[region].ey;
    const Vec2<double> e = region == 0 ? P1 : P2;
    if (ux.sign() == 0 && uy.sign() == 0) return {SweepKind::hit, 0.0, e, n_line};
    long ew = 0;
    const Vec2<double> w = direction(ux, uy, ew);  // C0 - E, times 2^-ew
    const double wl = std::sqrt(w.x * w.x + w.y * w.y);
    return {SweepKind::hit, 0.0, e, {w.x / wl, w.y / wl}};
  }

  // The interior: the line contact, kept when its foot s(t_L) lies in [0, l2].
  // Only a circle clear of the line at t = 0 can enter through the interior.
  if (segment && d0.sign() > 0 && (sigma * k1.sign() <= 0 || (k1 * k1 - r2 * l2).sign() <= 0)) {
    const N den = sigma > 0 ? k0 - k1 : k1 - k0;
    const N abs_k0 = sigma > 0 ? k0 : -k0;
    const N ds = s1 - s0, rds = X.r * ds;
    // t_L = (|k0| - r|L|) / Den; s(t_L) >= 0 and l2 - s(t_L) >= 0, times Den > 0.
    const bool after_p1 = detail::sign_with_root(s0 * den + abs_k0 * ds, -rds, l2) >= 0;
    const bool before_p2 = detail::sign_with_root((l2 - s0) * den - abs_k0 * ds, rds, l2) >= 0;
    if (after_p1 && before_p2) {
      const detail::WideDouble R = wide(X.r) * sqrt(wide(l2));  // the exact r: rs may have been flushed
      const double q = (wide(d0) / ((wide(k0).abs() + R) * wide(den))).to_double();
      SweepResult<double> out{SweepKind::hit, lower_time(q), {}, n_line};
      const Vec2<double> center = c0 + out.t * (c1 - c0);
      out.point = back(center - rs * n_line);
      return out;
    }
  }

  // The endpoints: the earlier root t_E = (p - sqrt(q)) / a lies in [0, 1] iff
  // q >= 0 (real roots), p > 0 (both roots positive, as c > 0 here) and
  // p - a <= sqrt(q).
  for (Endpoint<N>& E : ends) {
    const N pa = E.p - a;
    E.hit = E.q.sign() >= 0 && E.p.sign() > 0 && (pa.sign() <= 0 || (pa * pa - E.q).sign() <= 0);
  }
  int first = -1;
  if (ends[0].hit && ends[1].hit) {
    // a (t1 - t2) = x + sqrt(q2) - sqrt(q1), x = p1 - p2.
    const N x = ends[0].p - ends[1].p;
    int w;
    if (detail::sign_with_root(x, constant(1.0), ends[1].q) < 0) {
      w = -1;
    } else {
      w = detail::sign_with_root(x * x + ends[1].q - ends[0].q, constant(2.0) * x, ends[1].q);
    }
    first = w <= 0 ? 0 : 1;
  } else if (ends[0].hit || ends[1].hit) {
    first = ends[0].hit ? 0 : 1;
  }
  if (first < 0) return {};
  const Endpoint<N>& E = ends[first];
  const detail::WideDouble sqw = sqrt(wide(E.q));
  SweepResult<double> out{SweepKind::hit, lower_time((wide(E.c) / (wide(E.p) + sqw)).to_double()),
                          first == 0 ? P1 : P2, {}};
  long eD = 0;
  const Vec2<double> D = direction(dx, dy, eD);  // the motion, times 2^-eD
  const double Dx = D.x, Dy = D.y;
  if (X.r.sign() == 0) {
    const double dl = std::sqrt(Dx * Dx + Dy * Dy);
    out.normal = {-Dx / dl, -Dy / dl};
  } else {
    // a (C(t*) - E) = h (-Dy, Dx) - sqrt(q) D: orthogonal terms, no cancellation in the length.
    // h and sqrt(q) share one power of two (both are motion times position).
    const detail::WideDouble hw = wide(E.h);
    const long top = std::max(hw.m == 0.0 ? sqw.e : hw.e, sqw.m == 0.0 ? hw.e : sqw.e);
    const double h = hw.to_double(-top), sq = sqw.to_double(-top);
    const Vec2<double> nv{-h * Dy - sq * Dx, h * Dx - sq * Dy};
    const double nl = std::sqrt(nv.x * nv.x + nv.y * nv.y);
    out.normal = {nv.x / nl, nv.y / nl};
  }
  return out;
}


}  // namespace swept_circle_segment_detail

/// Exact decisions (start overlap, hit or miss, interior or which endpoint
/// first) on exact signs, for every finite input: expansions in a scaled frame,
/// exact dyadic numbers for inputs it cannot hold (kFrameSmallest). Values, u = 2^-53,
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
  const Vec2<double> c0 = sc(C0), c1 = sc(C1), p1 = sc(P1), p2 = sc(P2);
  const double rs = std::ldexp(r, s);
  // Every nonzero input at least kFrameSmallest in the frame (not flushed to zero).
  const double fr[9] = {c0.x, c0.y, c1.x, c1.y, rs, p1.x, p1.y, p2.x, p2.y};
  bool in_frame = true;
  for (int i = 0; i < 9; ++i) in_frame = in_frame && (v[i] == 0.0 || std::fabs(fr[i]) >= kFrameSmallest);
  if (in_frame) {
    const auto E = [](double x) { return BigExpansion::of(x); };
    const ExactInputs<BigExpansion> X{E(c0.x), E(c0.y), E(c1.x), E(c1.y), E(rs), E(p1.x), E(p1.y), E(p2.x), E(p2.y)};
    return sweep(X, c0, c1, rs, p1, p2, P1, P2, s);
  }
  const auto B = [s](double x) { return detail::BigDyadic(x).scaled(s); };
  const ExactInputs<detail::BigDyadic> X{B(C0.x), B(C0.y), B(C1.x), B(C1.y), B(r), B(P1.x), B(P1.y), B(P2.x), B(P2.y)};
  return sweep(X, c0, c1, rs, p1, p2, P1, P2, s);
}

/// The float variant: the double algorithm on the exactly widened inputs, t
/// rounded toward zero (t* - 3 u t* - 2 eta <= t <= t*, u = 2^-24, eta =
/// 2^-149), normal within 2^-24 + 12 * 2^-53, interior point within
/// (2^-23 + 52 * 2^-53) M + 2^-149; decisions exact for every float input.
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
