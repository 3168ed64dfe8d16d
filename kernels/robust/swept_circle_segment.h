#pragma once
// swept_circle_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptCircleSegmentBounds). The conventions and result
// types are in ../swept_circle_segment.h. Standard library only: a game copies
// this header with ../detail/, ../error_bound.h, ../swept_circle_segment.h and
// the type headers those include (and the robust headers included here).

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "../detail/narrow_to_float.h"
#include "../detail/big_dyadic.h"
#include "../detail/coarse_grid.h"
#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../detail/wide_double.h"
#include "../error_bound.h"
#include "../swept_circle_segment.h"
#include "swept_circle_circle.h"
#include "swept_circle_line.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::swept_circle_segment promises (derivations at robust::swept_circle_segment_exact and at the
/// line's and the circle's fast paths it reuses). `t` is never after the
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

/// The stages of robust::swept_circle_segment, by the names its CC_STAGE
/// markers pass (stage.h); all are in this header (the line's and the
/// circle's helpers it reuses pass none). The fast path's decision (decide)
/// on certified signs decides most calls: filter_miss (no contact proven),
/// start (a start overlap, t = 0, certified by the filter or on the grid,
/// values from the rounded differences), dd_interior (an interior contact,
/// t from the line's double-double quotient), dd_endpoint (an endpoint
/// contact, values from the circle's double-double dd_hit). grid: on the
/// coarse grid, exact plain signs and values decide (a miss, an interior or
/// an endpoint contact). The exact path (swept_circle_segment_exact) decides
/// the rest: invalid_input (a non-finite input or a negative radius),
/// exact_start, exact_hit (an interior or endpoint contact at t > 0),
/// exact_miss.
///
/// Rare in generated inputs, declared so with the regime that reaches them:
/// for float, dd_interior and dd_endpoint (float_hit decides nearly every
/// float hit; the double-double times are reached from threshold_band,
/// grazing cases moved off by swept distances).
template <class T>
struct SweptCircleSegmentStages {
  static constexpr const char* names[] = {"filter_miss",   "start",       "dd_interior", "dd_endpoint", "grid",
                                          "invalid_input", "exact_start", "exact_hit",   "exact_miss"};
};
/// The float variant also has float_hit: an interior or endpoint contact
/// whose values from the filter's plain doubles meet the float bounds (the
/// line's or the circle's float_hit), before the double-double stages.
template <>
struct SweptCircleSegmentStages<float> {
  static constexpr const char* names[] = {"filter_miss", "start",         "float_hit",   "dd_interior", "dd_endpoint",
                                          "grid",        "invalid_input", "exact_start", "exact_hit",   "exact_miss"};
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
    CC_STAGE("exact_start");
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
      return CC_STAGE("exact_hit"), out;
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
  if (first < 0) return CC_STAGE("exact_miss"), SweepResult<double>{};
  CC_STAGE("exact_hit");
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

/// The exact path (robust::swept_circle_segment's fallback, and its reference).
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
inline SweepResult<double> swept_circle_segment_exact(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1,
                                                      Vec2<double> P2) {
  using namespace swept_circle_segment_detail;
  const double v[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  double max_abs = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, {}, {}, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (r < 0) return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, {}, {}, {}};
  if (max_abs == 0.0) return CC_STAGE("exact_start"), SweepResult<double>{SweepKind::hit, 0.0, P1, {0.0, 1.0}};

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

namespace swept_circle_segment_detail {

/// The fast path's plain quantities: the line's (swept_circle_line_detail::
/// Rounded: l = P2 - P1, a = C0 - P1, b = C1 - P1, k0, k1, l2, d0, d1 and its
/// bounds), each endpoint's as a circle sweep (swept_circle_circle_detail::
/// Rounded of A = (C0 -> C1, r) against B = (E -> E, 0): c = |C0 - E|^2 - r^2,
/// bh = -D.(C0 - E), w = cross(D, C0 - E), disc = r^2 |D|^2 - w^2 are the exact
/// path's c, p, h, q; its first root is the endpoint's time), and the
/// segment's own: s0 = a.l, sl = s0 - l2, ds = b.l - s0.
///
/// With the line's m (every difference above and r, swept_circle_line_detail::
/// Rounded), first order in u (as there): s0 and b.l within 8 u m^2, sl within
/// 8 + 8 + 4 = 20 u m^2, ds within 20 u m^2.
struct Fast {
  swept_circle_line_detail::Rounded line;
  swept_circle_circle_detail::Rounded end[2];  ///< computed when first needed (have_end)
  bool have_end[2] = {false, false};
  MovingCircle<double> mover;     ///< the circle: C0 -> C1, r
  MovingCircle<double> point[2];  ///< P1 and P2 as circles of radius 0 at rest
  double s0, sl, ds;
};
inline constexpr double kS = 9;    ///< s0: 8 derived
inline constexpr double kSL = 21;  ///< s0 - l2: 20 derived

inline Fast fast_quantities(const double (&in)[9]) {
  Fast f;
  f.line = swept_circle_line_detail::rounded(in);
  f.mover = {{in[0], in[1]}, {in[2], in[3]}, in[4]};
  for (int k = 0; k < 2; ++k) {
    const Vec2<double> e{in[5 + 2 * k], in[6 + 2 * k]};
    f.point[k] = {e, e, 0.0};
  }
  const auto& q = f.line;
  f.s0 = q.ax * q.lx + q.ay * q.ly;
  f.sl = f.s0 - q.l2;
  f.ds = (q.bx * q.lx + q.by * q.ly) - f.s0;
  return f;
}

/// Inputs on the grid of cc::detail::on_coarse_grid with 11 bits, E in [-99,
/// 125]: exact plain values for the line's (swept_circle_line_detail::
/// exact_on_grid) and each endpoint's (swept_circle_circle_detail::
/// exact_on_grid: the circle inputs are a subset, integers below 2^11 in the
/// same unit 2^g) quantities, and s0, sl below 2^26, ds below 2^26. The foot
/// tests (foot_signs) form A + B sqrt(C) with A below 2^53, B below 2^37, C
/// below 2^25, all exact (in units of 2^(4g), 2^(3g), 2^(2g)); their exact sign
/// squares A and B^2 C, degree 8: 2^(8g) >= 2^-880 keeps TwoProduct exact, A^2
/// below 2^(8g + 106) <= 2^1018 no overflow.
inline bool exact_on_grid(const double (&in)[9]) { return cc::detail::on_coarse_grid<11, -99, 125>(in); }

/// The exact sign of A + B sqrt(C), C >= 0, for exact doubles where A^2 and B^2
/// C are formed exactly (exact_on_grid): the exact path's sign_with_root, with
/// the squares as TwoProduct expansions (B^2's error term, below 2^21 units
/// 2^(6g), times C, below 2^25 units 2^(2g), is exact).
inline int sign_with_root_exact(double A, double B, double C) {
  const int sa = A > 0 ? 1 : (A < 0 ? -1 : 0), sb = C == 0.0 ? 0 : (B > 0 ? 1 : (B < 0 ? -1 : 0));
  if (sb == 0) return sa;
  if (sa == 0 || sa == sb) return sb;
  double p1, e1, p2, e2, p3, e3;
  cc::detail::two_product(A, A, p1, e1);
  cc::detail::two_product(B, B, p2, e2);
  cc::detail::two_product(p2, C, p3, e3);
  cc::detail::Expansion<5> x;
  x.add(p1);
  x.add(e1);
  x.add(-p3);
  x.add(-e3);
  x.add(-(e2 * C));
  const int c = x.sign();
  return c > 0 ? sa : (c < 0 ? sb : 0);
}

/// The interior contact's foot tests, s(t_L) >= 0 and l2 - s(t_L) >= 0 times
/// den > 0 (the exact path's after_p1, before_p2): F1 = s0 den + |k0| ds - r ds
/// sqrt(l2) and F2 = (l2 - s0) den - |k0| ds + r ds sqrt(l2), each -1, 0, +1,
/// or 2 where uncertain. From the plain values, with the line's m (first order
/// in u; den = sigma (k0 - k1) and ds within 20 u m^2, s0 and |k0| within 8,
/// l2 within 4.01 u relative so sqrt(l2) within 3.01 u):
///   A1 = s0 den + |k0| ds:  (8*4 + 2*20) + 8 twice, sum 16                   = 176 u m^4
///   B = r ds sqrt(l2):      r ds 24 u m^3 times sqrt(2) m, 4 sqrt(2) 3.01,
///                           rounding 4 sqrt(2)                               = 56.6 u m^4
///   F1 = A1 - B:            176 + 56.6 + rounding 21.7                      = 254.3 u m^4
///   A2 = (l2 - s0) den - |k0| ds: (20*4 + 4*20) + 16, 80, difference 24     = 280 u m^4
///   F2 = A2 + B:            280 + 56.6 + rounding 29.7                      = 366.3 u m^4
/// certified beyond kF1 e4, kF2 e4 (margins as in the line's Rounded). On the
/// grid the signs are exact (sign_with_root_exact).
inline constexpr double kF1 = 260;
inline constexpr double kF2 = 370;
inline void foot_signs(const Fast& f, int sigma, double r, bool exact, int& f1, int& f2) {
  const auto& q = f.line;
  const double den = sigma * (q.k0 - q.k1), abs_k0 = sigma * q.k0;
  const double A1 = f.s0 * den + abs_k0 * f.ds, A2 = (q.l2 - f.s0) * den - abs_k0 * f.ds, B = r * f.ds;
  if (exact) {
    f1 = sign_with_root_exact(A1, -B, q.l2);
    f2 = sign_with_root_exact(A2, B, q.l2);
    return;
  }
  const double Bs = B * std::sqrt(q.l2);
  const double F1 = A1 - Bs, F2 = A2 + Bs, e1 = kF1 * q.e4, e2 = kF2 * q.e4;
  f1 = F1 > e1 ? 1 : (F1 < -e1 ? -1 : 2);
  f2 = F2 > e2 ? 1 : (F2 < -e2 ? -1 : 2);
}

enum class Outcome : unsigned char { unknown, miss, start_overlap, interior, endpoint };
struct Decision {
  Outcome outcome = Outcome::unknown;
  int region = 0;  ///< where C0 projects: 0 at or before P1, 1 at or after P2, 2 between
  int sigma = 1;   ///< the line's side of C0 (interior contacts, the foot and the line's normal)
  int end = 0;     ///< the endpoint of an endpoint contact
};

/// The order of two endpoint hits: a (t1 - t2) = x + sqrt(q2) - sqrt(q1), x =
/// p1 - p2 (the circles' bh), q the circles' disc; -1 or 0 (P1 first, ties to
/// P1), +1, or 2 where uncertain. Each bh within kDot e2_k, each disc within
/// kDisc e4_k (zero on the grid); for disc~ >= 4 delta, |sqrt(disc~) -
/// sqrt(disc)| <= delta / sqrt(disc~) (the difference of squares over a sum of
/// roots, the exact root at least sqrt(3/4 disc~)); plus the roundings of the
/// roots, of x and of the two sums, each u times its magnitude; the bound is
/// itself rounded up by the factor (1 + 2^-20).
/// The endpoint k's circle quantities, computed on first use: a start overlap
/// in the interior region or an interior contact needs neither endpoint.
inline const swept_circle_circle_detail::Rounded& end(Fast& f, int k) {
  if (!f.have_end[k]) {
    f.end[k] = swept_circle_circle_detail::rounded(f.mover, f.point[k]);
    f.have_end[k] = true;
  }
  return f.end[k];
}

inline int endpoint_order(const Fast& f, bool exact) {
  const auto &q1 = f.end[0], &q2 = f.end[1];
  const double e21 = exact ? 0.0 : q1.e2, e22 = exact ? 0.0 : q2.e2;
  const double dq1 = exact ? 0.0 : swept_circle_circle_detail::kDisc * q1.e4;
  const double dq2 = exact ? 0.0 : swept_circle_circle_detail::kDisc * q2.e4;
  if (!(q1.disc >= 4 * dq1 && q2.disc >= 4 * dq2)) return 2;
  const double s1 = std::sqrt(q1.disc), s2 = std::sqrt(q2.disc);
  const double x = q1.bh - q2.bh, xs = x + s2, W = xs - s1;
  auto mag = [](double v) { return v < 0 ? -v : v; };
  double err = swept_circle_circle_detail::kDot * (e21 + e22) + 0x1p-53 * (mag(x) + s1 + s2 + mag(xs) + mag(W));
  if (dq1 > 0.0) err += dq1 / s1;
  if (dq2 > 0.0) err += dq2 / s2;
  err *= 1.0 + 0x1p-20;
  if (W > err) return 1;
  if (W <= -err) return -1;
  return 2;
}

/// The exact path's decisions (robust::swept_circle_segment, the sweep
/// template) on certified signs: the line's and the endpoints' filters, s0 and
/// sl beyond kS e2 and kSL e2, the foot tests and the endpoint order; exact
/// signs on the grid. Any sign left uncertain gives unknown.
inline Decision decide(Fast& f, bool exact, double r) {
  using swept_circle_line_detail::kD;
  using swept_circle_line_detail::kK;
  const auto& q = f.line;
  const double e2 = exact ? 0.0 : q.e2, e4 = exact ? 0.0 : q.e4;
  const double ek = kK * e2, ed = kD * e4;
  const bool segment = q.lx != 0.0 || q.ly != 0.0;
  Decision d;
  auto sign_of_k0 = [&](int& sigma) {
    if (q.k0 < -ek) {
      sigma = -1;
    } else if (q.k0 > ek || exact) {  // exact: k0 >= 0, sigma = +1 on the line
      sigma = 1;
    } else {
      return false;
    }
    return true;
  };
  if (segment) {
    const double es = kS * e2, esl = kSL * e2;
    if (f.s0 <= -es) {
      d.region = 0;
    } else if (f.s0 > es && f.sl >= esl) {
      d.region = 1;
    } else if (f.s0 > es && f.sl < -esl) {
      d.region = 2;
    } else {
      return d;
    }
  }
  // Start overlap: the distance from C0 to the region's nearest point.
  if (d.region < 2) {
    const auto& c = end(f, d.region);
    const double ec = exact ? 0.0 : swept_circle_circle_detail::kC * c.e2;
    if (c.c <= -ec) {
      d.outcome = Outcome::start_overlap;
      return d;  // sigma only matters where C0 is the endpoint, on the line: +1
    }
    if (!(c.c > ec)) return d;
  } else {
    if (q.d0 <= -ed) {
      if (sign_of_k0(d.sigma)) d.outcome = Outcome::start_overlap;
      return d;
    }
    if (!(q.d0 > ed)) return d;
  }
  // The interior: a line contact whose foot lies on the segment.
  if (segment) {
    bool d0_positive = d.region == 2;
    if (!d0_positive) {
      if (q.d0 > ed) {
        d0_positive = true;
      } else if (!(q.d0 <= -ed)) {
        return d;
      }
    }
    if (d0_positive) {
      if (!(q.k0 < -ek || q.k0 > ek)) return d;
      d.sigma = q.k0 < 0 ? -1 : 1;
      const double sk1 = d.sigma * q.k1;
      const bool approach = sk1 <= -ek || q.d1 <= -ed;
      if (!approach && !(sk1 > ek && q.d1 > ed)) return d;
      if (approach) {
        int f1, f2;
        foot_signs(f, d.sigma, r, exact, f1, f2);
        if (f1 >= 0 && f1 <= 1 && f2 >= 0 && f2 <= 1) {
          d.outcome = Outcome::interior;
          return d;
        }
        if (f1 != -1 && f2 != -1) return d;  // neither certainly outside
      }
    }
  }
  // The endpoints: each a circle sweep against a point, c > 0 (no start overlap).
  using swept_circle_circle_detail::Outcome;
  auto endpoint = [&](int k) {
    const auto& c = end(f, k);
    return swept_circle_circle_detail::decide(c, exact ? 0.0 : c.e2, exact ? 0.0 : c.e4);
  };
  const auto o1 = endpoint(0);
  if (o1 == Outcome::unknown || o1 == Outcome::start_overlap) return d;
  if (!segment) {  // P2 == P1: the tie goes to P1
    d.outcome = o1 == Outcome::hit ? swept_circle_segment_detail::Outcome::endpoint
                                   : swept_circle_segment_detail::Outcome::miss;
    return d;
  }
  const auto o2 = endpoint(1);
  if (o2 == Outcome::unknown || o2 == Outcome::start_overlap) return d;
  if (o1 == Outcome::hit && o2 == Outcome::hit) {
    const int w = endpoint_order(f, exact);
    if (w == 2) return d;
    d.end = w <= 0 ? 0 : 1;
  } else if (o1 == Outcome::hit || o2 == Outcome::hit) {
    d.end = o1 == Outcome::hit ? 0 : 1;
  } else {
    d.outcome = swept_circle_segment_detail::Outcome::miss;
    return d;
  }
  d.outcome = swept_circle_segment_detail::Outcome::endpoint;
  return d;
}

/// The line's normal sigma N (swept_circle_line_detail::line_normal), or (0, 1)
/// for a zero-length segment.
inline bool segment_normal(const Fast& f, int sigma, Vec2<double>& n) {
  const auto& q = f.line;
  if (q.lx == 0.0 && q.ly == 0.0) {
    n = {0.0, 1.0};
    return true;
  }
  return swept_circle_line_detail::line_normal(q, sigma, n);
}

/// A unit vector along the rounded (x, y) (nonzero), as the exact path's
/// direction() then normalization: 5 u per component; false where the squares
/// could underflow (the larger component below 2^-480) or overflow (above
/// 2^500).
inline bool unit(double x, double y, Vec2<double>& n) {
  const double ax = x < 0 ? -x : x, ay = y < 0 ? -y : y, big = ax > ay ? ax : ay;
  if (!(big >= 0x1p-480 && big <= 0x1p+500)) return false;
  const double len = std::sqrt(x * x + y * y);
  n = {x / len, y / len};
  return true;
}

/// A start overlap's values: interior, the line's foot and normal
/// (swept_circle_line_detail::start_values: within 21 u M + eta); at an
/// endpoint E, E itself and (C0 - E) / |C0 - E| from the rounded difference,
/// the line's normal where C0 is E.
inline bool start_values(const double (&in)[9], const Fast& f, const Decision& d, SweepResult<double>& out) {
  const auto& q = f.line;
  if (!(q.bx - q.bx == 0.0 && q.by - q.by == 0.0)) return false;  // C1 not finite: not read by the decision
  if (d.region == 2) return swept_circle_line_detail::start_values(in, q, d.sigma, out);
  const auto& c = f.end[d.region];
  const Vec2<double> e{in[5 + 2 * d.region], in[6 + 2 * d.region]};
  Vec2<double> n;
  if (c.d0x == 0.0 && c.d0y == 0.0) {
    if (!segment_normal(f, 1, n)) return false;
  } else if (!unit(c.d0x, c.d0y, n)) {
    return false;
  }
  out = {SweepKind::hit, 0.0, e, n};
  return true;
}

/// r == 0: an endpoint contact's normal is against the motion, -D / |D| from
/// the rounded D (the exact path's).
inline bool against_motion(const double (&in)[9], Vec2<double>& n) {
  return unit(-(in[2] - in[0]), -(in[3] - in[1]), n);
}

}  // namespace swept_circle_segment_detail

/// robust::swept_circle_segment: the exact path's decisions and values
/// (swept_circle_segment_exact), with a fast path in front
/// (swept_circle_segment_detail::Fast, decide): the interior contact is the
/// line's (swept_circle_line's filter and values), an endpoint contact a
/// circle sweep against a point (swept_circle_circle's filter and values:
/// t within 11.7 u t* below t*, normal within 9.4 u (double-double) or 10 u
/// (exact values), point E + 0 = E exactly), the segment's own signs (the
/// region of C0, the foot tests, the endpoint order) filtered here; on a
/// coarse grid all plain values are exact. Anything uncertain, and every
/// failed check, takes the exact path.
inline SweepResult<double> swept_circle_segment(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1,
                                                Vec2<double> P2) {
  using namespace swept_circle_segment_detail;
  namespace line = swept_circle_line_detail;
  namespace circle = swept_circle_circle_detail;
  const double in[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  if (r >= 0) {
    Fast f = fast_quantities(in);
    Decision d = decide(f, false, r);
    bool exact = false;
    if (d.outcome == Outcome::unknown && exact_on_grid(in)) {
      exact = true;
      d = decide(f, true, r);
    }
    SweepResult<double> out;
    Vec2<double> n;
    double quotient;
    switch (d.outcome) {
      case Outcome::miss:
        return CC_STAGE(exact ? "grid" : "filter_miss"), SweepResult<double>{};
      case Outcome::start_overlap:
        if (start_values(in, f, d, out)) return CC_STAGE("start"), out;
        break;
      case Outcome::interior: {
        if (!line::line_normal(f.line, d.sigma, n)) break;
        const auto& q = f.line;
        if (exact) {
          const double abs_k0 = d.sigma * q.k0;
          return CC_STAGE("grid"),
                 line::hit_values(in, line::quotient_of(q.d0, abs_k0, q.l2, r, d.sigma * (q.k0 - q.k1)), n);
        }
        if (line::dd_quotient(in, q.e2, q.e4, d.sigma, quotient))
          return CC_STAGE("dd_interior"), line::hit_values(in, quotient, n);
        break;
      }
      case Outcome::endpoint: {
        const auto& c = f.end[d.end];
        const Vec2<double> e{in[5 + 2 * d.end], in[6 + 2 * d.end]};
        if (r == 0.0 && !against_motion(in, n)) break;
        if (exact) {
          out = circle::hit_values(c.c, c.bh, c.disc, c.w, c.vx, c.vy, c.a, c.R, c.d0x, c.d0y, e, e, 0.0);
        } else if (!circle::dd_hit(f.mover, f.point[d.end], c.e2, c.e4, out)) {
          break;
        }
        out.point = e;
        if (r == 0.0) out.normal = n;
        return CC_STAGE(exact ? "grid" : "dd_endpoint"), out;
      }
      case Outcome::unknown:
        break;
    }
  }
  return swept_circle_segment_exact(C0, C1, r, P1, P2);
}

namespace swept_circle_segment_detail {

using detail::narrow;

}  // namespace swept_circle_segment_detail

/// The float variant: the double fast path's decisions on the exactly widened
/// inputs; values from the filter's plain doubles where the line's or the
/// circle's float checks certify them (swept_circle_line_detail::float_hit,
/// swept_circle_circle_detail::float_hit: t* - t below 2^-27 t* + ulp_f(t*)
/// <= 2.2 u t*), else the double path's values rounded once: t rounded toward
/// zero (t* - 3 u t* - 2 eta <= t <= t*, u = 2^-24, eta = 2^-149), normal
/// within 2^-24 + 12 * 2^-53, interior point within (2^-23 + 52 * 2^-53) M +
/// 2^-149; an endpoint contact's point is the endpoint; decisions exact for
/// every float input.
inline SweepResult<float> swept_circle_segment(Vec2<float> C0, Vec2<float> C1, float r, Vec2<float> P1,
                                               Vec2<float> P2) {
  using namespace swept_circle_segment_detail;
  namespace line = swept_circle_line_detail;
  namespace circle = swept_circle_circle_detail;
  const double in[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  if (in[4] >= 0) {
    Fast f = fast_quantities(in);
    // Inputs on the coarse grid decide exactly at once (few significant bits rule the
    // grid out cheaply for generic inputs); the others go through the filter.
    const bool exact = cc::detail::few_significant_bits(in) && exact_on_grid(in);
    const Decision d = decide(f, exact, in[4]);
    SweepResult<double> out;
    SweepResult<float> outf;
    Vec2<double> n;
    double quotient;
    switch (d.outcome) {
      case Outcome::miss:
        return CC_STAGE(exact ? "grid" : "filter_miss"), SweepResult<float>{};
      case Outcome::start_overlap:
        if (start_values(in, f, d, out)) return CC_STAGE("start"), narrow(out);
        break;
      case Outcome::interior: {
        if (!line::line_normal(f.line, d.sigma, n)) break;
        const auto& q = f.line;
        if (exact) {
          const double abs_k0 = d.sigma * q.k0;
          return CC_STAGE("grid"),
                 narrow(line::hit_values(in, line::quotient_of(q.d0, abs_k0, q.l2, in[4], d.sigma * (q.k0 - q.k1)), n));
        }
        if (line::float_hit(in, q, d.sigma, n, outf)) return CC_STAGE("float_hit"), outf;
        if (line::dd_quotient(in, q.e2, q.e4, d.sigma, quotient))
          return CC_STAGE("dd_interior"), narrow(line::hit_values(in, quotient, n));
        break;
      }
      case Outcome::endpoint: {
        const auto& c = f.end[d.end];
        const Vec2<double> e{in[5 + 2 * d.end], in[6 + 2 * d.end]};
        if (in[4] == 0.0 && !against_motion(in, n)) break;
        if (exact) {
          out = circle::hit_values(c.c, c.bh, c.disc, c.w, c.vx, c.vy, c.a, c.R, c.d0x, c.d0y, e, e, 0.0);
        } else if (circle::float_hit(f.point[d.end], c, outf)) {
          outf.point = {static_cast<float>(e.x), static_cast<float>(e.y)};  // the endpoint, exactly
          if (in[4] == 0.0) outf.normal = circle::narrow(n);
          return CC_STAGE("float_hit"), outf;
        } else if (!circle::dd_hit(f.mover, f.point[d.end], c.e2, c.e4, out)) {
          break;
        }
        out.point = e;
        if (in[4] == 0.0) out.normal = n;
        return CC_STAGE(exact ? "grid" : "dd_endpoint"), narrow(out);
      }
      case Outcome::unknown:
        break;
    }
  }
  return narrow(swept_circle_segment_exact({in[0], in[1]}, {in[2], in[3]}, in[4], {in[5], in[6]}, {in[7], in[8]}));
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
