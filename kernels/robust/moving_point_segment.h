#pragma once
// moving_point_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (MovingPointSegmentBounds). The conventions and result
// types are in ../moving_point_segment.h. Standard library only: a game copies
// this header with ../detail/, ../error_bound.h, ../moving_point_segment.h and
// the type headers those include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>

#include "../detail/narrow_to_float.h"
#include "../detail/big_dyadic.h"
#include "../detail/orient2d.h"
#include "../detail/pow2_bits.h"
#include "../detail/bounded_double.h"
#include "../detail/wide_double.h"
#include "../error_bound.h"
#include "../moving_point_segment.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::moving_point_segment promises (derivations at robust::moving_point_segment). `t` is never after
/// the exact first contact t*; `point` bounds p(t) against p(t*) per coordinate; `normal` is Euclidean
/// (Norm::euclidean), with L = |b(t*) - a(t*)| the segment's exact length at t*; a segment of zero length at t*
/// gives the normal (0, 0) exactly.
template <class T>
struct MovingPointSegmentBounds;
template <>
struct MovingPointSegmentBounds<double> {
  /// The largest double not above t* (so t* - ulp(t*) < t <= t*), checked as such: the next double is after t*.
  static constexpr ErrorBound t{{{1, Scale::value_ulp}}, Side::largest_not_above};
  /// 10 u M + 4 eta (u = 2^-53, eta = 2^-1074): three roundings and |t - t*| |p2 - p1| <= 2 u M, with margin.
  static constexpr ErrorBound point{{{10 * 0x1p-53, Scale::input_magnitude}, {4 * 0x1p-1074, Scale::absolute}}};
  /// (64 u M + 16 eta) / L + 4 u: a(t), b(t), D and the time error move D by 20 u M + 6 eta per coordinate.
  /// Measured: 0.11 of it at most in the gate, 0.08 after a 30 s hunt. The 20 u M sums worst cases that exclude
  /// each other (l3 - l1 at 2M for a(t)'s rounding and |D1| at 4M for the time error, D's rounding at 2M), and
  /// where the filter's D(t) is accurate to 8 u M the kernel takes it instead of b - a; kept as derived.
  static constexpr ErrorBound normal{{{64 * 0x1p-53, Scale::input_per_length},
                                      {16 * 0x1p-1074, Scale::per_length},
                                      {4 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::euclidean;
  /// | |normal| - 1 | <= 4 u: hypot and two divisions.
  static constexpr ErrorBound normal_length{{{4 * 0x1p-53, Scale::absolute}}};
};
template <>
struct MovingPointSegmentBounds<float> {
  /// The largest float not above t*: the largest double not above t*, rounded down to a float (every float
  /// not above t* is a double not above it), checked as such.
  static constexpr ErrorBound t{{{1, Scale::value_ulp}}, Side::largest_not_above};
  /// The double bound plus u_f P + eta_f / 2, P the exact point's larger |coordinate| (the rounding to float);
  /// the absolute term is 4 eta_d + 2^-150 rounded to a double, 2^-150.
  static constexpr ErrorBound point{{{10 * 0x1p-53, Scale::input_magnitude},
                                     {0x1p-24, Scale::value_max_magnitude},
                                     {0x1p-150, Scale::absolute}}};
  /// The double bound plus 1.5 u_f (the kernel states sqrt 2 u_f) for the rounding to float.
  static constexpr ErrorBound normal{{{64 * 0x1p-53, Scale::input_per_length},
                                      {16 * 0x1p-1074, Scale::per_length},
                                      {4 * 0x1p-53 + 1.5 * 0x1p-24, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::euclidean;
  /// 2 u_f + 4 u_d (the kernel states 2 u_f).
  static constexpr ErrorBound normal_length{{{2 * 0x1p-24 + 4 * 0x1p-53, Scale::absolute}}};
};

/// The stages of robust::moving_point_segment, by the names its CC_STAGE
/// markers pass (stage.h), cheapest first: invalid_input (a non-finite
/// input); fast_path (plain double, static bounds): fast_miss, fast_hit (a
/// simple root on the segment, t by double-double bisection); grid_path
/// (exact in double on a coarse grid): grid_start (contact at t = 0),
/// grid_miss, grid_hit (a rational root); then the general path (decide on the
/// BoundedDouble filter, exact_decision where it took the exact BigDyadic
/// signs instead): general_miss, general_start (contact at t = 0),
/// general_hit (t by the exact search). The float variant runs the double
/// algorithm: the same stages.
template <class T>
struct MovingPointSegmentStages {
  static constexpr const char* names[] = {"invalid_input", "fast_miss",  "fast_hit",       "grid_start",
                                          "grid_miss",     "grid_hit",   "exact_decision", "general_miss",
                                          "general_start", "general_hit"};
};

namespace moving_point_segment_detail {

/// c0 + c1 t
template <class N>
struct Lin {
  N c0, c1;
};
/// c0 + c1 t + c2 t^2
template <class N>
struct Quad {
  N c0, c1, c2;
};

template <class N>
Quad<N> operator*(const Lin<N>& a, const Lin<N>& b) {
  return {a.c0 * b.c0, a.c0 * b.c1 + a.c1 * b.c0, a.c1 * b.c1};
}
template <class N>
Quad<N> operator+(const Quad<N>& a, const Quad<N>& b) { return {a.c0 + b.c0, a.c1 + b.c1, a.c2 + b.c2}; }
template <class N>
Quad<N> operator-(const Quad<N>& a, const Quad<N>& b) { return {a.c0 - b.c0, a.c1 - b.c1, a.c2 - b.c2}; }

inline int exact_sign(const detail::BigDyadic& x, bool&) { return x.sign(); }
inline int exact_sign(const detail::BoundedDouble& x, bool& ok) { return x.sign(ok); }

/// Every polynomial of the query in t, exactly (or bounded, for the filter):
///   U = p - a, D = b - a, V = b - p (each a vector of Lin),
///   f = cross(D, U) (> 0: p left of a -> b),
///   g = dot(U, D), h = dot(V, D): p(t) lies on [a, b] iff f = 0, g >= 0, h >= 0
///   when D != 0, and iff U = 0 when D = 0.
template <class N>
struct Polys {
  Lin<N> lin[6];  ///< U.x, U.y, V.x, V.y, D.x, D.y
  Quad<N> f, g, h;
  N disc;  ///< f.c1^2 - 4 f.c2 f.c0
};

template <class N>
Polys<N> polys(const MovingPointSegment<double>& in) {
  const N p1x(in.p1.x), p1y(in.p1.y), p2x(in.p2.x), p2y(in.p2.y), l1x(in.l1.x), l1y(in.l1.y), l2x(in.l2.x),
      l2y(in.l2.y), l3x(in.l3.x), l3y(in.l3.y), l4x(in.l4.x), l4y(in.l4.y);
  Polys<N> P;
  const N vpx = p2x - p1x, vpy = p2y - p1y, vax = l3x - l1x, vay = l3y - l1y, vbx = l4x - l2x, vby = l4y - l2y;
  const Lin<N> Ux{p1x - l1x, vpx - vax}, Uy{p1y - l1y, vpy - vay};
  const Lin<N> Vx{l2x - p1x, vbx - vpx}, Vy{l2y - p1y, vby - vpy};
  const Lin<N> Dx{l2x - l1x, vbx - vax}, Dy{l2y - l1y, vby - vay};
  P.lin[0] = Ux, P.lin[1] = Uy, P.lin[2] = Vx, P.lin[3] = Vy, P.lin[4] = Dx, P.lin[5] = Dy;
  P.f = Dx * Uy - Dy * Ux;
  P.g = Ux * Dx + Uy * Dy;
  P.h = Vx * Dx + Vy * Dy;
  const N f2f0 = P.f.c2 * P.f.c0;
  P.disc = P.f.c1 * P.f.c1 - (f2f0 + f2f0 + f2f0 + f2f0);
  return P;
}

/// Which exact number a candidate time is: 0, a root of f (the smaller or larger
/// of two, or the one root of a linear f), or the root of lin[i] (collinear case).
enum class RootKind : unsigned char { zero, f_lo, f_hi, f_linear, lin };
struct Root {
  RootKind kind = RootKind::zero;
  int lin = 0;
};

/// The exact sign of q(r), q of degree <= 2, r the root described.
template <class N>
int sign_at(const Polys<N>& P, const Quad<N>& q, Root r, bool& ok) {
  switch (r.kind) {
    case RootKind::zero:
      return exact_sign(q.c0, ok);
    case RootKind::f_linear:
    case RootKind::lin: {
      // r = -b/a for a t + b: q(r) a^2 = q2 b^2 - q1 a b + q0 a^2.
      const Lin<N>& L = r.kind == RootKind::lin ? P.lin[r.lin] : Lin<N>{P.f.c0, P.f.c1};
      const N& a = L.c1;
      const N& b = L.c0;
      return exact_sign(q.c2 * (b * b) - q.c1 * (a * b) + q.c0 * (a * a), ok);
    }
    case RootKind::f_lo:
    case RootKind::f_hi: {
      // f2 q = (f2 q1 - q2 f1) t + (f2 q0 - q2 f0) mod f; with r = (-f1 + s sqrt(disc)) / 2 f2,
      // q(r) = (P + s L1 sqrt(disc)) / (2 f2^2), P = 2 f2 L0 - L1 f1.
      const N L1 = P.f.c2 * q.c1 - q.c2 * P.f.c1;
      const N L0 = P.f.c2 * q.c0 - q.c2 * P.f.c0;
      const N Pn = P.f.c2 * (L0 + L0) - L1 * P.f.c1;
      const int s2 = exact_sign(P.f.c2, ok);
      const int s = r.kind == RootKind::f_hi ? s2 : -s2;
      const int sp = exact_sign(Pn, ok), sq = s * exact_sign(L1, ok), sd = exact_sign(P.disc, ok);
      if (sd == 0 || sq == 0) return sp;
      if (sp == 0) return sq;
      if (sp == sq) return sp;
      return sp * exact_sign(Pn * Pn - (L1 * L1) * P.disc, ok);
    }
  }
  return 0;
}

/// The exact sign of r - c for a double c.
template <class N>
int compare_root(const Polys<N>& P, Root r, double c, bool& ok) {
  return sign_at(P, Quad<N>{N(-c), N(1.0), N(0.0)}, r, ok);
}

template <class N>
bool contact_at(const Polys<N>& P, Root r, bool& ok) {
  const Quad<N> dx{P.lin[4].c0, P.lin[4].c1, N(0.0)}, dy{P.lin[5].c0, P.lin[5].c1, N(0.0)};
  if (sign_at(P, dx, r, ok) == 0 && sign_at(P, dy, r, ok) == 0) {
    const Quad<N> ux{P.lin[0].c0, P.lin[0].c1, N(0.0)}, uy{P.lin[1].c0, P.lin[1].c1, N(0.0)};
    return sign_at(P, ux, r, ok) == 0 && sign_at(P, uy, r, ok) == 0;
  }
  return sign_at(P, P.g, r, ok) >= 0 && sign_at(P, P.h, r, ok) >= 0;
}

struct Decision {
  bool hit = false;
  Root root;
  int side = 1;             ///< +1: the point comes from the left of a -> b
  bool collinear = false;   ///< f == 0 for all t
  bool degenerate = false;  ///< the segment has zero length at the contact
};

template <class N>
Decision decide(const Polys<N>& P, bool& ok) {
  Decision d;
  const int f0 = exact_sign(P.f.c0, ok), f1 = exact_sign(P.f.c1, ok), f2 = exact_sign(P.f.c2, ok);
  auto finish = [&](Root r) {
    d.hit = true;
    d.root = r;
    const Quad<N> dx{P.lin[4].c0, P.lin[4].c1, N(0.0)}, dy{P.lin[5].c0, P.lin[5].c1, N(0.0)};
    d.degenerate = sign_at(P, dx, r, ok) == 0 && sign_at(P, dy, r, ok) == 0;
    if (d.collinear) return d;
    // Side just before r: -sign f'(r), or sign f'' when f'(r) == 0. At a root
    // of a quadratic f, f'(r) = +-sqrt(disc) (the larger root: sign f2 times
    // sqrt(disc), the smaller: minus that), known from signs already decided;
    // through sign_at the filter would have to prove an exactly cancelling sum.
    int sp;
    if (r.kind == RootKind::f_lo || r.kind == RootKind::f_hi) {
      const int sd = exact_sign(P.disc, ok);
      sp = sd == 0 ? 0 : (r.kind == RootKind::f_hi ? f2 : -f2);
    } else {
      const Quad<N> fp{P.f.c1, P.f.c2 + P.f.c2, N(0.0)};
      sp = sign_at(P, fp, r, ok);
    }
    d.side = sp != 0 ? -sp : f2;
    return d;
  };
  auto in_unit = [&](Root r) { return compare_root(P, r, 0.0, ok) >= 0 && compare_root(P, r, 1.0, ok) <= 0; };

  if (f0 == 0 && contact_at(P, Root{}, ok)) {
    d.collinear = f1 == 0 && f2 == 0;
    return finish(Root{});
  }
  if (f0 == 0 && f1 == 0 && f2 == 0) {
    // p stays on the segment's line; it can only enter the segment through an
    // endpoint: the first time p == a (lin 0, 1) or p == b (lin 2, 3).
    d.collinear = true;
    std::optional<Root> best;
    for (int which = 0; which < 2 && ok; ++which) {
      const Lin<N>& X = P.lin[2 * which];
      const Lin<N>& Y = P.lin[2 * which + 1];
      const int sx = exact_sign(X.c1, ok), sy = exact_sign(Y.c1, ok);
      if (sx == 0 && sy == 0) continue;  // constant: touching at 0 was decided above
      const Root r{RootKind::lin, sx != 0 ? 2 * which : 2 * which + 1};
      const Lin<N>& other = sx != 0 ? Y : X;
      if (sign_at(P, Quad<N>{other.c0, other.c1, N(0.0)}, r, ok) != 0 || !in_unit(r)) continue;
      if (!best) {
        best = r;
        continue;
      }
      // r < best: sign(r - best) from the two rationals -b/a.
      const Lin<N>& A = P.lin[r.lin];
      const Lin<N>& B = P.lin[best->lin];
      const int s = exact_sign(B.c0 * A.c1 - A.c0 * B.c1, ok) * exact_sign(A.c1, ok) * exact_sign(B.c1, ok);
      if (s < 0) best = r;
    }
    if (best) return finish(*best);
    return d;
  }
  if (f2 != 0) {
    const int sd = exact_sign(P.disc, ok);
    if (sd < 0) return d;
    for (const RootKind k : {RootKind::f_lo, RootKind::f_hi}) {
      const Root r{k, 0};
      if (k == RootKind::f_hi && sd == 0) break;
      if (!ok) return d;
      if (in_unit(r) && contact_at(P, r, ok)) return finish(r);
    }
    return d;
  }
  if (f1 != 0) {
    const Root r{RootKind::f_linear, 0};
    if (in_unit(r) && contact_at(P, r, ok)) return finish(r);
  }
  return d;
}

/// A double close to the root, from the filter's values (any finite guess in
/// [0, 1] is correct: the search below only uses it as a start).
inline double guess(const Polys<detail::BoundedDouble>& P, Root r) {
  double g = 0.5;
  const double f0 = P.f.c0.v, f1 = P.f.c1.v, f2 = P.f.c2.v;
  switch (r.kind) {
    case RootKind::zero: return 0.0;
    case RootKind::lin: g = -P.lin[r.lin].c0.v / P.lin[r.lin].c1.v; break;
    case RootKind::f_linear: g = -f0 / f1; break;
    case RootKind::f_lo:
    case RootKind::f_hi: {
      const double sq = std::sqrt(std::max(0.0, P.disc.v));
      const double q = -0.5 * (f1 + (f1 >= 0 ? sq : -sq));
      const double x1 = q / f2, x2 = f0 / q;
      g = r.kind == RootKind::f_lo ? std::min(x1, x2) : std::max(x1, x2);
      break;
    }
  }
  if (!(g > 0.0)) return 0.0;  // also NaN and -0, whose bit pattern is not in [0, 1]
  return g > 1.0 ? 1.0 : g;
}

inline std::uint64_t bits_of(double x) {
  std::uint64_t b;
  std::memcpy(&b, &x, sizeof b);
  return b;
}
inline double from_bits(std::uint64_t b) {
  double x;
  std::memcpy(&x, &b, sizeof x);
  return x;
}

/// Stage between the filter and the exact comparison of the root search: the
/// sign of f(c) = cross(b(c) - a(c), p(c) - a(c)) at a double c in [0, 1], in
/// double-double arithmetic with a static error bound. Near a simple root
/// |f(c)| is about |f'(r)| |c - r|, of order u M^2 one ulp away, where the
/// BoundedDouble filter (error of order u M^2) cannot decide; here the error is
/// of order u^2 M^2. Valid for M = max |input| in [2^-300, 2^300] (see
/// DdPoints::usable): no split, product or difference can overflow.
struct DdPoints {
  double x1[6], dh[6], dl[6];  ///< p.x, p.y, a.x, a.y, b.x, b.y: start and the exact motion dh + dl
  double bound;                ///< 2048 u^2 M^2 (see sign_f)

  static constexpr double kMin = 0x1p-300, kMax = 0x1p+300;
  static bool usable(double M) { return M >= kMin && M <= kMax; }

  explicit DdPoints(const MovingPointSegment<double>& in, double M) {
    const Vec2<double> s[3] = {in.p1, in.l1, in.l2}, e[3] = {in.p2, in.l3, in.l4};
    for (int i = 0; i < 3; ++i) {
      x1[2 * i] = s[i].x, x1[2 * i + 1] = s[i].y;
      detail::two_diff(e[i].x, s[i].x, dh[2 * i], dl[2 * i]);
      detail::two_diff(e[i].y, s[i].y, dh[2 * i + 1], dl[2 * i + 1]);
    }
    // fl(M M) >= M^2 (1 - u), and the scaling by 2^-95 = 2048 u^2 is exact
    // (M^2 >= 2^-600 stays normal).
    bound = 0x1p-95 * (M * M);
  }

  /// The sign of f(c), or ok = false when the bound does not prove it.
  ///
  /// Derivation (u = 2^-53; first-order terms, in units of u^2 M, then u^2 M^2).
  /// Each coordinate X(c) = x1 + c (x2 - x1) is a convex combination, |X| <= M:
  ///   dh + dl = x2 - x1 exactly (TwoDiff), |dh| <= 2M, |dl| <= 2uM;
  ///   mh + ml = c dh exactly (TwoProduct), n = fl(c dl) errs by <= 2 u^2 M;
  ///   sh + sl = x1 + mh exactly (TwoSum), |sh| <= 3M (1 + u), |sl| <= 3uM (1 + u);
  ///   lo = fl(fl(sl + ml) + n): two roundings of values <= 5uM and <= 7uM.
  ///   X = sh + lo within 2 + 5 + 7 = 14 (u^2 M); |lo| <= 8uM, |sh| <= M (1 + 8u).
  /// D = b - a and U = p - a (|D|, |U| <= 2M): TwoDiff of the high parts, the
  ///   low parts' difference (<= 16uM) and its sum with the TwoDiff tail (<= 18uM)
  ///   round once each: 14 + 14 + 16 + 18 = 62 (u^2 M); the low part <= 19uM.
  /// Each product Dx Uy (high parts <= 2M (1 + 10u), low parts <= 19uM):
  ///   the operands' errors move it by <= 2M 62 + 2M 62 = 248 (u^2 M^2);
  ///   TwoProduct of the high parts is exact; the cross terms (<= 38uM^2 each)
  ///   round by <= 38 + 38, the low-low term (<= 361 u^2 M^2) by O(u^3 M^2);
  ///   the tail sum (terms totalling <= 4uM^2 + 76uM^2 = 80uM^2) rounds three
  ///   times: <= 240. Per product: 248 + 76 + 240 = 564 (u^2 M^2); tail <= 81uM^2.
  /// f = difference of the products: TwoDiff of their high parts (tail <= 8uM^2),
  ///   the tails summed with two roundings of values <= 170uM^2: 340 (u^2 M^2).
  /// Total 2 564 + 340 = 1468 u^2 M^2, and v = fl(high + tail) adds u |v|. The
  /// first-order factors (1 + O(u)) and underflow fit the margin up to 2048: a
  /// product or sum whose result is below 2^-880 errs, whatever happens in
  /// the subnormal range, by less than 2^-878, and there are fewer than 128
  /// operations, while 580 u^2 M^2 >= 2^-706 (M >= 2^-300). TwoProduct is exact
  /// when its product is at least 2^-969 and its operands at most 2^995 (here
  /// <= 2^302). So |v| > bound >= 2048 u^2 M^2 (1 - u) proves sign f(c) = sign v:
  /// |f(c) - v| <= 1468 u^2 M^2 (1 + 2^-40) + 2^-871 + u |v| < |v|.
  int sign_f(double c, bool& ok) const {
    double xh[6], xl[6];
    for (int i = 0; i < 6; ++i) {
      double mh, ml, sh, sl;
      detail::two_product(c, dh[i], mh, ml);
      const double n = c * dl[i];
      detail::two_sum(x1[i], mh, sh, sl);
      xh[i] = sh;
      xl[i] = (sl + ml) + n;
    }
    // D = b - a, U = p - a, per axis.
    double Dh[2], Dl[2], Uh[2], Ul[2];
    for (int k = 0; k < 2; ++k) {
      double e;
      detail::two_diff(xh[4 + k], xh[2 + k], Dh[k], e);
      Dl[k] = e + (xl[4 + k] - xl[2 + k]);
      detail::two_diff(xh[k], xh[2 + k], Uh[k], e);
      Ul[k] = e + (xl[k] - xl[2 + k]);
    }
    // Dx Uy and Dy Ux.
    auto product = [](double ah, double al, double bh, double bl, double& ph, double& pl) {
      double e;
      detail::two_product(ah, bh, ph, e);
      pl = (e + (ah * bl + al * bh)) + al * bl;
    };
    double p1h, p1l, p2h, p2l, sh, sl;
    product(Dh[0], Dl[0], Uh[1], Ul[1], p1h, p1l);
    product(Dh[1], Dl[1], Uh[0], Ul[0], p2h, p2l);
    detail::two_diff(p1h, p2h, sh, sl);
    const double v = sh + ((sl + p1l) - p2l);
    if (std::fabs(v) > bound) return v > 0.0 ? 1 : -1;
    ok = false;
    return 0;
  }
};

/// The exact sign of r - c for a root r of f (f_lo, f_hi, f_linear) and a
/// double c in [0, 1], from the sign of f(c) (DdPoints::sign_f) and the side of
/// the vertex c lies on (the sign of f'(c) = f1 + 2 f2 c, filtered): on the
/// branch of r, f is monotone with the sign of f'(r) (-sign f2 at the smaller
/// root, +sign f2 at the larger, sign f1 for a linear f), so
/// sign(r - c) = -sign f(c) sign f'(r); off that branch r - c has the sign of
/// the branch's direction. Any other root kind, or an undecided sign: ok = false.
inline int compare_root_dd(const DdPoints& dd, const Polys<detail::BoundedDouble>& F, Root r, double c, bool& ok) {
  int slope;  // sign f'(r)
  if (r.kind == RootKind::f_linear) {
    slope = exact_sign(F.f.c1, ok);
  } else if (r.kind == RootKind::f_lo || r.kind == RootKind::f_hi) {
    const int s2 = exact_sign(F.f.c2, ok);
    const int sv = s2 * exact_sign(F.f.c1 + (F.f.c2 + F.f.c2) * detail::BoundedDouble(c), ok);  // sign(c - vertex)
    if (!ok || sv == 0) {
      ok = false;
      return 0;
    }
    if (r.kind == RootKind::f_lo) {
      if (sv > 0) return -1;  // r_lo <= vertex < c
      slope = -s2;
    } else {
      if (sv < 0) return 1;  // c < vertex <= r_hi
      slope = s2;
    }
  } else {
    ok = false;
    return 0;
  }
  if (!ok || slope == 0) {
    ok = false;
    return 0;
  }
  return -dd.sign_f(c, ok) * slope;
}

/// The largest double c <= r, for a root r in [0, 1]: a galloping search from the
/// guess over the (monotone) bit patterns of the doubles in [0, 1], each step an
/// exact comparison (filtered first, exact on demand).
template <class Exact>
double largest_double_at_most(const Polys<detail::BoundedDouble>& F, const DdPoints* dd, Exact&& exact_polys,
                              Root r) {
  if (r.kind == RootKind::zero) return 0.0;
  auto le = [&](std::uint64_t b) {  // from_bits(b) <= r
    const double c = from_bits(b);
    bool ok = true;
    const int s = compare_root(F, r, c, ok);
    if (ok) return s >= 0;
    if (dd) {
      bool ok1 = true;
      const int s1 = compare_root_dd(*dd, F, r, c, ok1);
      if (ok1) return s1 >= 0;
    }
    bool ok2 = true;
    return compare_root(exact_polys(), r, c, ok2) >= 0;
  };
  const std::uint64_t one = bits_of(1.0);
  auto le_in_unit = [&](std::uint64_t b) { return b <= one && le(b); };  // r <= 1
  std::uint64_t lo, hi;  // le(lo) holds, le(hi) fails
  const std::uint64_t g = bits_of(guess(F, r));
  std::uint64_t step = 1;
  if (le(g)) {
    lo = g;
    for (;; step *= 2) {
      if (!le_in_unit(lo + step)) {
        hi = lo + step;
        break;
      }
      lo += step;
    }
  } else {
    hi = g;
    for (;; step *= 2) {
      if (step >= hi) {
        lo = 0;  // r >= 0
        break;
      }
      if (le(hi - step)) {
        lo = hi - step;
        break;
      }
      hi -= step;
    }
  }
  while (hi - lo > 1) {
    const std::uint64_t mid = lo + (hi - lo) / 2;
    if (le(mid)) lo = mid;
    else hi = mid;
  }
  return from_bits(lo);
}

/// The search without the double-double stage (swept_polygon_polygon's pairs
/// have no DdPoints).
template <class Exact>
double largest_double_at_most(const Polys<detail::BoundedDouble>& F, Exact&& exact_polys, Root r) {
  return largest_double_at_most(F, static_cast<const DdPoints*>(nullptr), exact_polys, r);
}

/// The segment's direction D(t*) = D0 + t* D1 at the exact root r, as a
/// vector of doubles times a power of two (each coordinate within a few u of
/// its share): the root is never rounded. For a rational root -b/a,
/// D(t*) a = D0 a - D1 b; for a root (-f1 + s sqrt(disc)) / 2 f2 of f,
/// D(t*) 2 f2 = P + Q sqrt(disc) with P = 2 f2 D0 - f1 D1, Q = s D1, formed
/// without cancellation as (P^2 - Q^2 disc) / (P - Q sqrt(disc)) when P and
/// Q sqrt(disc) have opposite signs. The common factor's sign is kept.
inline Vec2<double> direction_at_root(const Polys<detail::BigDyadic>& P, Root r) {
  using detail::BigDyadic;
  using detail::WideDouble;
  WideDouble w[2];
  for (int i = 0; i < 2; ++i) {
    const BigDyadic& c0 = P.lin[4 + i].c0;
    const BigDyadic& c1 = P.lin[4 + i].c1;
    switch (r.kind) {
      case RootKind::zero:
        w[i] = WideDouble::of(c0);
        break;
      case RootKind::f_linear:
      case RootKind::lin: {
        const Lin<BigDyadic>& L = r.kind == RootKind::lin ? P.lin[r.lin] : Lin<BigDyadic>{P.f.c0, P.f.c1};
        w[i] = WideDouble::of((c0 * L.c1 - c1 * L.c0) * BigDyadic(static_cast<double>(L.c1.sign())));
        break;
      }
      case RootKind::f_lo:
      case RootKind::f_hi: {
        const int s2 = P.f.c2.sign();
        const BigDyadic two_f2 = P.f.c2 + P.f.c2;
        const BigDyadic Pn = two_f2 * c0 - P.f.c1 * c1;
        const BigDyadic Q = r.kind == RootKind::f_hi ? (s2 > 0 ? c1 : -c1) : (s2 > 0 ? -c1 : c1);
        const WideDouble root = sqrt(WideDouble::of(P.disc));
        const int sp = Pn.sign(), sq = Q.sign();
        WideDouble v;
        if (sp == 0 || sq == 0 || sp == sq) {
          v = WideDouble::of(Pn) + WideDouble::of(Q) * root;  // one sign
        } else {
          const WideDouble minus_q_root = WideDouble::of(-Q) * root;  // the sign of Pn
          v = WideDouble::of(Pn * Pn - Q * Q * P.disc) / (WideDouble::of(Pn) + minus_q_root);
        }
        if (s2 < 0) v.m = -v.m;
        w[i] = v;
        break;
      }
    }
  }
  const long top = w[0].m == 0.0 ? w[1].e : (w[1].m == 0.0 ? w[0].e : std::max(w[0].e, w[1].e));
  return {w[0].to_double(-top), w[1].to_double(-top)};
}

/// The fast path: the whole query in plain double arithmetic (and the
/// double-double comparisons of DdPoints for the time), with static error
/// bounds, for M = max |input| in [2^-200, 2^200] (every intermediate below
/// 2^11 M^4 <= 2^811, and u M^2 >= 2^-453, u M^4 >= 2^-853, far above the
/// underflow of fewer than 200 operations, each at most eta = 2^-1074 beyond the
/// normal-range analysis). It answers only where each decision is proven: f0 != 0
/// (no start contact), and either f of one sign on [0, 1], or disc < 0, or
/// f2 != 0 with disc > 0 and each root bracketed, placed against [0, 1] and
/// judged on the segment; nullopt everywhere else (the general path decides).
///
/// Error bounds (u = 2^-53, first-order terms; Higham's gamma_n rules). The
/// coefficients are formed as in polys(): a start difference (Ux0, ...) has
/// |c0| <= 2M and error <= 2uM; a motion coefficient (Ux1 = vp - va, ...) has
/// |c1| <= 4M and error <= 2uM + 2uM + 4uM = 8uM. A product of values bounded by
/// a, b with errors alpha, beta errs by a beta + b alpha + u a b. Then
///   f2 = Dx1 Uy1 - Dy1 Ux1: |f2| <= 32 M^2, error E2 <= 2 (64 + 16) + 32 = 192 u M^2;
///   f1 = (Dx0 Uy1 + Dx1 Uy0) - (Dy0 Ux1 + Dy1 Ux0): each product 24 + 8 = 32,
///        each pair 64 + 16 = 80, and 32 for the difference: |f1| <= 32 M^2, E1 <= 192 u M^2;
///   f0 = Dx0 Uy0 - Dy0 Ux0: |f0| <= 8 M^2, E0 <= 2 (8 + 4) + 8 = 32 u M^2;
///   disc = f1 f1 - 4 (f2 f0) (the factor 4 exact): f1^2 errs by
///        2 32 192 + 1024 = 13312, 4 f2 f0 by 4 (32 32 + 8 192 + 256) = 11264, the
///        difference (<= 2048 M^4) rounds by 2048: 26624 u M^4 in all, against the
///        bound 2^15 u M^4 = 2^-38 fl(fl(M^2)^2) >= 32768 u M^4 (1 - u)^3.
/// The bounds below are formed from fl(M^2) >= M^2 (1 - u) times powers of two
/// (exact: the products stay normal); each exceeds its first-order sum by a
/// quarter or more, which covers the second-order terms and underflow.
struct FastResult {
  bool decided = false;
  SweepResult<double> result;
};

inline FastResult fast_path(const MovingPointSegment<double>& in, double M) {
  FastResult undecided;
  if (!(M >= 0x1p-200 && M <= 0x1p+200)) return undecided;
  const double vpx = in.p2.x - in.p1.x, vpy = in.p2.y - in.p1.y, vax = in.l3.x - in.l1.x, vay = in.l3.y - in.l1.y,
               vbx = in.l4.x - in.l2.x, vby = in.l4.y - in.l2.y;
  const double ux0 = in.p1.x - in.l1.x, uy0 = in.p1.y - in.l1.y, ux1 = vpx - vax, uy1 = vpy - vay;
  const double dx0 = in.l2.x - in.l1.x, dy0 = in.l2.y - in.l1.y, dx1 = vbx - vax, dy1 = vby - vay;
  const double f2 = dx1 * uy1 - dy1 * ux1;
  const double f1 = (dx0 * uy1 + dx1 * uy0) - (dy0 * ux1 + dy1 * ux0);
  const double f0 = dx0 * uy0 - dy0 * ux0;
  const double m2 = M * M;
  const FastResult miss{true, {}};
  // f0 != 0 proven (E0 = 32 u M^2 < 2^-47 M^2 (1 - u)): no start contact.
  if (!(std::fabs(f0) > 0x1p-47 * m2)) return undecided;
  // f of one strict sign on [0, 1]: in Bernstein form f = b0 (1 - t)^2 +
  // 2 b1 t (1 - t) + b2 t^2, b0 = f0, b1 = f0 + f1 / 2, b2 = f0 + f1 + f2, a
  // convex combination there; decide() then finds every root (or the whole line,
  // f constant) outside [0, 1]: a miss. Errors: b1 32 + 96 + 24 (|b1| <= 24 M^2;
  // halving exact) = 152; b2 32 + 192 + 192 + 40 + 72 (|f0 + f1| <= 40 M^2,
  // |b2| <= 72 M^2) = 528, all u M^2; the bound 2^10 u M^2 = 2^-43 fl(M^2).
  const double eb = 0x1p-43 * m2;
  const double b1 = f0 + 0.5 * f1, b2 = (f0 + f1) + f2;
  if ((f0 > eb && b1 > eb && b2 > eb) || (f0 < -eb && b1 < -eb && b2 < -eb)) return miss;
  const double disc = f1 * f1 - 4.0 * (f2 * f0);
  const double ed = 0x1p-38 * (m2 * m2);
  if (disc < -ed) return miss;  // no real root (then f0 f2 > 0)
  // Two simple roots: f2 != 0 (E2 = 192 u M^2 < 2^-45 fl(M^2)) and disc > 0.
  if (!(std::fabs(f2) > 0x1p-45 * m2 && disc > ed)) return undecided;
  const int s2 = f2 > 0.0 ? 1 : -1;
  const double sd = std::sqrt(disc);
  const double qq = -0.5 * (f1 + (f1 >= 0.0 ? sd : -sd));  // |qq| >= sd / 2 > 0: no cancellation
  const double ra = qq / f2, rb = f0 / qq;
  const double approx[2] = {ra < rb ? ra : rb, ra < rb ? rb : ra};
  // Horner's f(t) = f0 + t (f1 + t f2) at a double t, T = max(1, |t|), errs by
  // the coefficients' E0 + E1 T + E2 T^2 <= 416 T^2 u M^2 and its own roundings:
  // t f2 (32 T), f1 + t f2 (32 (1 + T)), both carried by t (64 T^2 + 32 T), t s
  // (32 T (1 + T)), the sum (8 + 32 T + 32 T^2): <= 232 T^2 u M^2. In all
  // 648 T^2 u M^2, below 2^10 T^2 u M^2.
  auto f_sign = [&](double t) {
    const double T = std::fabs(t) > 1.0 ? std::fabs(t) : 1.0;
    const double v = f0 + t * (f1 + t * f2);
    const double b = (0x1p-43 * m2) * (T * T);  // T^2 rounded at most twice: covered by the margin
    return v > b ? 1 : (v < -b ? -1 : 0);
  };
  // The roots in order. A bracket [lo, hi] of doubles with f(lo), f(hi) of the
  // signs that f takes just left and right of the root (s2, -s2 at the smaller
  // root; -s2, s2 at the larger) holds exactly one root, and it is that root:
  // an odd number of the two roots lies inside, and were it the other one, lo
  // (or hi) would lie between the roots, where f has sign -s2. Its half-width w
  // is about 2^12 T^2 u M^2 / |f'(r)|, |f'(r)| = sqrt(disc), so that
  // |f(lo)|, |f(hi)| clear the evaluation bound above when the root is well
  // conditioned; else the bracket fails and the general path decides.
  for (int k = 0; k < 2; ++k) {
    const double r = approx[k];
    const int left = k == 0 ? s2 : -s2;
    const double T = std::fabs(r) > 1.0 ? std::fabs(r) : 1.0;
    const double w = 0x1p-40 * T + 0x1p-41 * (m2 * (T * T)) / sd;
    const double lo = r - w, hi = r + w;
    if (!(f_sign(lo) == left && f_sign(hi) == -left)) return undecided;
    if (hi <= 0.0 || lo >= 1.0) continue;  // r < 0 or r > 1
    if (!(lo >= 0.0 && hi <= 1.0)) return undecided;
    // Contact at r in [lo, hi] ⊂ [0, 1], judged at m = r with |r - m| <= 2w
    // (lo, hi rounded). At a double m in [0, 1] each of p(m), a(m), b(m) errs
    // by <= 5uM (the motion 2uM, the product 2uM, the sum uM; |.| <= M); the
    // differences D = b - a, U = p - a, V = b - p by <= 12uM (|.| <= 2M), so
    // g = U.D and h = V.D by <= 2 (2 2M 12uM + 4uM^2) + 8uM^2 = 112 u M^2. On
    // [0, 1] |U'|, |V'|, |D'| <= 4M, so |g'|, |h'| <= 32 M^2 and |D'| <= 4M: over
    // 2w, g and h move by <= 64 M^2 w, D by 8 M w per coordinate. The bounds
    // take 2^-46 fl(M^2) = 128 u M^2 and 2^7 fl(M^2) w, 2^-49 M = 16 u M and 16 M w.
    const double m = r;
    const Vec2<double> p{in.p1.x + m * vpx, in.p1.y + m * vpy}, a{in.l1.x + m * vax, in.l1.y + m * vay},
        b{in.l2.x + m * vbx, in.l2.y + m * vby};
    const double Dx = b.x - a.x, Dy = b.y - a.y;
    const double g = (p.x - a.x) * Dx + (p.y - a.y) * Dy, h = (b.x - p.x) * Dx + (b.y - p.y) * Dy;
    const double gb = 0x1p-46 * m2 + 0x1p+7 * m2 * w;
    const double db = 0x1p-49 * M + 16.0 * M * w;
    if (!(std::fabs(Dx) > db || std::fabs(Dy) > db)) return undecided;  // D(r) != 0 proven
    if (!(std::fabs(g) > gb && std::fabs(h) > gb)) return undecided;
    if (g < 0.0 || h < 0.0) continue;  // off the segment at r
    // The hit: t = the largest double below r (r is proven not a double below),
    // by double-double signs of f inside the bracket, where sign f(c) = left
    // means c < r and -left means c > r (one root inside).
    const DdPoints dd(in, M);
    auto below = [&](double c, bool& ok) { return dd.sign_f(c, ok) == left; };
    double l = lo, u = hi;  // l < r < u
    bool ok = true;
    // The rounded root is within an ulp or two of r when well conditioned: try
    // it and its neighbour on the side of r first (m > lo >= 0: the bit
    // patterns step through adjacent doubles).
    if (below(m, ok)) {
      l = m;
      const double up = from_bits(bits_of(m) + 1);
      if (ok && up < u && !below(up, ok)) u = up;
    } else {
      u = m;
      const double down = from_bits(bits_of(m) - 1);
      if (ok && down > l && below(down, ok)) l = down;
    }
    while (ok && bits_of(u) - bits_of(l) > 1) {  // bisection over the bit patterns (all >= 0)
      const double c = from_bits(bits_of(l) + (bits_of(u) - bits_of(l)) / 2);
      if (below(c, ok)) l = c;
      else u = c;
    }
    if (!ok) return undecided;
    const double t = l;
    // point and normal as on the general path (no halving: M <= 2^200). The
    // rounded direction at t errs from D(t*) by 12uM (its roundings) + ulp(t) |D1|
    // <= 2u 4M per coordinate, 20uM in all; the general path takes the
    // direction at the exact root when that is not below 2^-40 max |D|, i.e.
    // unless max |D| >= 2^-8 M > 20uM 2^40: here it defers instead.
    const Vec2<double> point = in.p1 + t * (in.p2 - in.p1);
    const Vec2<double> at = in.l1 + t * (in.l3 - in.l1), bt = in.l2 + t * (in.l4 - in.l2);
    const Vec2<double> D = bt - at;
    const double dmax = std::fabs(D.x) > std::fabs(D.y) ? std::fabs(D.x) : std::fabs(D.y);
    if (!(dmax >= 0x1p-8 * M)) return undecided;
    // |D| in [2^-208, 2^202]: the squares neither overflow nor lose relative
    // precision; sqrt of the rounded sum of squares errs by <= 1.5u + u/2 from
    // |D|, within the 3u the bounds allow for hypot and the two divisions' share.
    const double len = std::sqrt(D.x * D.x + D.y * D.y);
    const double side = static_cast<double>(left);  // -sign f'(r): s2 at the smaller root, -s2 at the larger
    return {true, {SweepKind::hit, t, point, {-side * D.y / len, side * D.x / len}}};
  }
  return miss;
}

/// The exact fast path for inputs on a coarse grid (the boundary cases:
/// grazing endpoints, start contacts, double roots are mostly built so): every
/// input an integer multiple of q = 2^(e - 10), M in [2^(e-1), 2^e) (M in
/// [2^-200, 2^200]), so |x| < 2^10 q. Then, in units of powers of q (scaling by
/// a power of two changes no rounding while nothing leaves the normal range,
/// and q^4 >= 2^-844 stays normal), every coefficient of polys() is exact in
/// double: differences < 2^11 q, motion coefficients < 2^12 q, f0, f1, f2 <
/// 2^25 q^2, disc < 2^51 q^4. When disc is a perfect square every candidate
/// root is a rational n / d with n < 2^27 q^2, 0 < d < 2^26 q^2, and D(r) d,
/// U(r) d, V(r) d are exact (< 2^40 q^3); the dot products' signs come from
/// det2_sign_exact_differences. Anything else (an irrational root, a start
/// contact that fails, an undecided product sign) is left to the general path.
inline FastResult grid_path(const MovingPointSegment<double>& in, double M) {
  FastResult undecided;
  if (!(M >= 0x1p-200 && M <= 0x1p+200)) return undecided;
  const int e = detail::binary_exponent(M);
  const double inv_q = detail::pow2(10 - e), q = detail::pow2(e - 10);
  for (const double x : {in.p1.x, in.p1.y, in.p2.x, in.p2.y, in.l1.x, in.l1.y, in.l2.x, in.l2.y, in.l3.x, in.l3.y,
                         in.l4.x, in.l4.y}) {
    // x / q may round when it underflows (a subnormal x beside a large M):
    // the product back, exact for an integer |y| < 2^10 (q >= 2^-210), proves x = y q.
    const double y = x * inv_q;
    if (static_cast<double>(static_cast<std::int64_t>(y)) != y || y * q != x) return undecided;
  }
  const double vpx = in.p2.x - in.p1.x, vpy = in.p2.y - in.p1.y, vax = in.l3.x - in.l1.x, vay = in.l3.y - in.l1.y,
               vbx = in.l4.x - in.l2.x, vby = in.l4.y - in.l2.y;
  const double ux0 = in.p1.x - in.l1.x, uy0 = in.p1.y - in.l1.y, ux1 = vpx - vax, uy1 = vpy - vay;
  const double vx0 = in.l2.x - in.p1.x, vy0 = in.l2.y - in.p1.y, vx1 = vbx - vpx, vy1 = vby - vpy;
  const double dx0 = in.l2.x - in.l1.x, dy0 = in.l2.y - in.l1.y, dx1 = vbx - vax, dy1 = vby - vay;
  const double f2 = dx1 * uy1 - dy1 * ux1;
  const double f1 = (dx0 * uy1 + dx1 * uy0) - (dy0 * ux1 + dy1 * ux0);
  const double f0 = dx0 * uy0 - dy0 * ux0;
  const int s2 = (f2 > 0.0) - (f2 < 0.0), s1 = (f1 > 0.0) - (f1 < 0.0);
  // The unit normal of the exact direction (Dx, Dy) != 0 times side: rescaled
  // by a power of two (exact) so that the squares stay normal; the square
  // root and the divisions err by <= 3u, within the bounds' share for them.
  auto hit = [&](double t, double Dx, double Dy, int side) {
    const Vec2<double> point = in.p1 + t * (in.p2 - in.p1);
    if (Dx == 0.0 && Dy == 0.0) return FastResult{true, {SweepKind::hit, t, point, {0.0, 0.0}}};
    const double dm = std::fabs(Dx) > std::fabs(Dy) ? std::fabs(Dx) : std::fabs(Dy);
    const double k = detail::pow2(-detail::binary_exponent(dm));
    const double x = Dx * k, y = Dy * k;
    const double len = std::sqrt(x * x + y * y);
    const double sd = static_cast<double>(side);
    return FastResult{true, {SweepKind::hit, t, point, {-sd * y / len, sd * x / len}}};
  };
  // The exact sign of a b + c d (det2 of (a, -c; d, b)), or kUndecided.
  auto dot_sign = [](double a, double b, double c, double d) {
    return detail::det2_sign_exact_differences(a, 0.0, -c, 0.0, d, 0.0, b, 0.0);
  };
  if (f0 == 0.0) {
    // Start contact (decide()'s first case), all quantities exact at t = 0.
    bool contact;
    if (dx0 == 0.0 && dy0 == 0.0) {
      contact = ux0 == 0.0 && uy0 == 0.0;
    } else {
      const int g = dot_sign(ux0, dx0, uy0, dy0), h = dot_sign(vx0, dx0, vy0, dy0);
      if (g == detail::kUndecided || h == detail::kUndecided) return undecided;
      contact = g >= 0 && h >= 0;
    }
    if (!contact) return undecided;
    const bool collinear = f1 == 0.0 && f2 == 0.0;
    const int side = collinear ? 1 : (s1 != 0 ? -s1 : s2);  // -sign f'(0), or sign f''
    return hit(0.0, dx0, dy0, side);
  }
  const FastResult miss{true, {}};
  // Candidate roots n / d (d > 0), smallest first, with the side each is met from.
  double n[2], d[2];
  int side[2], count = 0;
  if (s2 == 0) {
    if (s1 == 0) return miss;  // f a nonzero constant
    n[0] = s1 > 0 ? -f0 : f0, d[0] = std::fabs(f1), side[0] = -s1, count = 1;
  } else {
    const double disc = f1 * f1 - 4.0 * (f2 * f0);
    if (disc < 0.0) return miss;
    double sq = std::sqrt(disc), p, e;
    detail::two_product(sq, sq, p, e);
    if (!(p == disc && e == 0.0)) return undecided;  // irrational roots
    // (-f1 -+ sq) / (2 f2): with d = 2 |f2|, the smaller root has numerator
    // -s2 f1 - sq, the larger -s2 f1 + sq (exact: < 2^27 q^2).
    const double m = s2 > 0 ? -f1 : f1;
    n[0] = m - sq, n[1] = m + sq, d[0] = d[1] = 2.0 * std::fabs(f2);
    side[0] = s2, side[1] = -s2;  // -sign f'(r): -(-s2) at the smaller root, -s2 at the larger; sign f'' = s2 at a double root
    count = sq == 0.0 ? 1 : 2;
  }
  for (int i = 0; i < count; ++i) {
    if (n[i] < 0.0 || n[i] > d[i]) continue;  // r outside [0, 1]
    const double Dx = dx0 * d[i] + dx1 * n[i], Dy = dy0 * d[i] + dy1 * n[i];  // D(r) d, exact
    const double Ux = ux0 * d[i] + ux1 * n[i], Uy = uy0 * d[i] + uy1 * n[i];
    bool contact;
    if (Dx == 0.0 && Dy == 0.0) {
      contact = Ux == 0.0 && Uy == 0.0;
    } else {
      const double Vx = vx0 * d[i] + vx1 * n[i], Vy = vy0 * d[i] + vy1 * n[i];
      const int g = dot_sign(Ux, Dx, Uy, Dy), h = dot_sign(Vx, Dx, Vy, Dy);
      if (g == detail::kUndecided || h == detail::kUndecided) return undecided;
      contact = g >= 0 && h >= 0;
    }
    if (!contact) continue;
    // t: the quotient rounded, stepped down when above n / d. With
    // p + e = fl(n / d) d exactly (TwoProduct: p >= 2^-27 q^2 >= 2^-447 when
    // n > 0), p - n is exact (Sterbenz) and fl((p - n) + e) has the sign of
    // the exact sum.
    double t = n[i] / d[i];
    if (n[i] > 0.0) {
      double p, e;
      detail::two_product(t, d[i], p, e);
      if ((p - n[i]) + e > 0.0) t = from_bits(bits_of(t) - 1);
    }
    return hit(t, Dx, Dy, side[i]);
  }
  return miss;
}

}  // namespace moving_point_segment_detail

/// Decisions exact for every finite input (no domain limit): hit or miss, start
/// contact (t == 0), which root is first, on the segment or not, the side.
/// Stages, cheapest first, each answering only where proven: fast_path (plain
/// double, static bounds; generic inputs), grid_path (exact in double on a
/// coarse grid; the boundary cases), then the BoundedDouble filter with the
/// exact BigDyadic path behind it.
/// t: the largest double not above the exact first contact time t*, so
/// t* - ulp(t*) < t <= t* (K = 1 ulp of t*, relative; t == t* when t* is a double).
/// point = p(t) = p1 + t (p2 - p1): each coordinate within 10 u M + 4 eta of
/// p(t*), u = 2^-53, eta = 2^-1074, M the largest input magnitude. Derivation:
/// the difference, the product and the sum round once each (u 2M, u 2M, u M, and
/// an underflow of eta/2 each), and |t - t*| |p2 - p1| <= u 2M (t <= t* <= 1 and
/// the doubles below 1 are at most u apart): 7 u M + 2 eta, stated with margin.
/// normal: |n - n*| <= (64 u M + 16 eta) / |b(t*) - a(t*)| + 4 u (Euclidean), and
/// | |n| - 1 | <= 4 u. Derivation: a(t), b(t) are each within 5 u M + 2 eta of
/// their values at t (three roundings), D = b - a rounds once more (u 2M), and
/// the time error moves D by |t - t*| |D1| <= u 4M: per coordinate 20 u M + 6 eta,
/// Euclidean sqrt 2 times that; a unit vector moves by at most 2 |dD| / |D|;
/// hypot and two divisions add 3 u.
inline SweepResult<double> moving_point_segment(const MovingPointSegment<double>& in) {
  using namespace moving_point_segment_detail;
  const double v[12] = {in.p1.x, in.p1.y, in.p2.x, in.p2.y, in.l1.x, in.l1.y,
                        in.l2.x, in.l2.y, in.l3.x, in.l3.y, in.l4.x, in.l4.y};
  double M = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, 0.0, {}, {}};
    M = std::max(M, std::fabs(c));
  }
  if (const FastResult fast = fast_path(in, M); fast.decided)
    return CC_STAGE(fast.result.kind == SweepKind::hit ? "fast_hit" : "fast_miss"), fast.result;
  if (const FastResult grid = grid_path(in, M); grid.decided)
    return CC_STAGE(grid.result.kind != SweepKind::hit ? "grid_miss"
                                                       : (grid.result.t == 0.0 ? "grid_start" : "grid_hit")),
           grid.result;
  const Polys<detail::BoundedDouble> F = polys<detail::BoundedDouble>(in);
  std::optional<Polys<detail::BigDyadic>> E;
  auto exact_polys = [&]() -> const Polys<detail::BigDyadic>& {
    if (!E) E = polys<detail::BigDyadic>(in);
    return *E;
  };
  bool ok = true;
  Decision d = decide(F, ok);
  if (!ok) {
    CC_STAGE("exact_decision");
    bool unused = true;
    d = decide(exact_polys(), unused);
  }
  if (!d.hit) return CC_STAGE("general_miss"), SweepResult<double>{};
  CC_STAGE(d.root.kind == RootKind::zero ? "general_start" : "general_hit");
  std::optional<DdPoints> dd;
  if (DdPoints::usable(M)) dd.emplace(in, M);
  const double t = largest_double_at_most(F, dd ? &*dd : nullptr, exact_polys, d.root);

  // Halve first when differences could overflow; halving a subnormal input may
  // round, by at most eta / 2, inside the stated eta terms.
  const bool huge = M > 0x1p+1020;
  const double k = huge ? 0.5 : 1.0;
  auto h = [k](Vec2<double> p) { return Vec2<double>{k * p.x, k * p.y}; };
  const Vec2<double> p1 = h(in.p1), p2 = h(in.p2), l1 = h(in.l1), l2 = h(in.l2), l3 = h(in.l3), l4 = h(in.l4);
  Vec2<double> point = p1 + t * (p2 - p1);
  if (huge) point = 2.0 * point;
  Vec2<double> normal{0.0, 0.0};
  if (!d.degenerate) {
    const Vec2<double> a = l1 + t * (l3 - l1), b = l2 + t * (l4 - l2);
    Vec2<double> D = b - a;
    // D(t) = (l2 - l1) + t ((l4 - l2) - (l3 - l1)) at the rounded t: it can
    // cancel far below the roundings of a and b (a segment of subnormal length
    // beside unit motion), and t differs from t* by up to an ulp, which moves D
    // by ulp(t) |D1|. When the filter's bound on both is not small beside D,
    // the direction is taken at the exact root instead (direction_at_root).
    const detail::BoundedDouble tb(t);
    const detail::BoundedDouble fx = F.lin[4].c0 + tb * F.lin[4].c1, fy = F.lin[5].c0 + tb * F.lin[5].c1;
    const double dmax = std::max(std::fabs(fx.v), std::fabs(fy.v));
    const double slope = std::max(std::fabs(F.lin[4].c1.v) + F.lin[4].c1.e, std::fabs(F.lin[5].c1.v) + F.lin[5].c1.e);
    const double ulp_t = std::nextafter(t, 2.0) - t;
    const double filter_error = std::max(fx.e, fy.e) + ulp_t * slope;
    if (!(filter_error <= 0x1p-40 * dmax)) {
      D = direction_at_root(exact_polys(), d.root);
    } else if (filter_error <= 8 * 0x1p-53 * M && std::isfinite(fx.v) && std::isfinite(fy.v)) {
      // The filter's D(t) is as accurate as b - a and does not cancel: a
      // segment 2^-600 long beside unit coordinates has b - a == 0 in double
      // while D(t) = (l2 - l1) + t (...) keeps its direction.
      D = {fx.v, fy.v};
    }
    // Rescale by a power of two (exact) so that hypot and the quotients stay in
    // the normal range: a subnormal |D| would lose relative precision.
    int e = 0;
    std::frexp(std::max(std::fabs(D.x), std::fabs(D.y)), &e);
    D = {std::ldexp(D.x, -e), std::ldexp(D.y, -e)};
    const double len = std::hypot(D.x, D.y);
    const double s = static_cast<double>(d.collinear ? 1 : d.side);
    normal = len > 0.0 ? Vec2<double>{-s * D.y / len, s * D.x / len} : Vec2<double>{0.0, s};
  }
  return {SweepKind::hit, t, point, normal};
}

/// The float variant runs the double algorithm on the exactly widened inputs and
/// rounds: decisions exact; t the largest float not above the double t, which
/// is the largest float not above t* (a float not above t* is a double not
/// above it, so not above the double t); point within
/// u_f |p| + eta_f / 2 more than the double bound (u_f = 2^-24, eta_f = 2^-149),
/// normal within sqrt 2 u_f more, | |n| - 1 | <= 2 u_f.
inline SweepResult<float> moving_point_segment(const MovingPointSegment<float>& in) {
  auto w = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  const auto r = moving_point_segment(MovingPointSegment<double>{w(in.p1), w(in.p2), w(in.l1), w(in.l2), w(in.l3),
                                                                  w(in.l4)});
  return detail::narrow(r);
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
