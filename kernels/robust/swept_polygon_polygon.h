#pragma once
// swept_polygon_polygon: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptPolygonPolygonBounds). The conventions and result
// types are in ../swept_polygon_polygon.h. Standard library only: a game copies
// this header with ../detail/, ../error_bound.h, ../swept_polygon_polygon.h and
// the type headers those include (and the robust headers included here).

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cmath>
#include <optional>

#include "../detail/narrow_to_float.h"
#include "../detail/big_dyadic.h"
#include "../detail/bounded_double.h"
#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../detail/pow2_bits.h"
#include "../error_bound.h"
#include "../swept_polygon_polygon.h"
#include "moving_point_segment.h"
#include "segment_segment.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::swept_polygon_polygon promises (derivations at robust::swept_polygon_polygon). `t` is the largest
/// value of the scalar not above t*. `point` is Euclidean (point_norm) and bounds the distance from the point to
/// each closed triangle at t* (there is no one exact contact point). `normal` is Euclidean (normal_norm): within
/// the bound of the normal of some earliest pair whose edge has positive length; (0, 0) exactly for a start
/// overlap with no vertex on an edge, or when every earliest edge has zero length.
template <class T>
struct SweptPolygonPolygonBounds;
template <>
struct SweptPolygonPolygonBounds<double> {
  /// t* - ulp(t*) < t <= t*: every pair's t rounded down, the earliest taken.
  static constexpr ErrorBound t{{{1, Scale::value_ulp}}, Side::largest_not_above};
  /// 12 u M + 3 eta (u = 2^-53, eta = 2^-1074): per coordinate at most 8 u M + 2 eta (a start crossing, by
  /// robust::segment_segment; 6 u M + 2 eta at t > 0), Euclidean within 1.5 times that.
  /// Measured: a 30 s hunt reaches 0.236 of it (eta / sqrt 2 against 3 eta, on subnormal triangles): the per
  /// coordinate sum takes a start crossing's worst case and a sweep's at once, which exclude each other; kept as
  /// derived.
  static constexpr ErrorBound point{{{12 * 0x1p-53, Scale::input_magnitude}, {3 * 0x1p-1074, Scale::absolute}}};
  static constexpr Norm point_norm = Norm::euclidean;
  /// 8 u: D rounds once per coordinate, hypot and two divisions add 3 u. First order the sum is 5 u (a unit
  /// vector moves by at most 2 |dD| / |D| <= 2 u, hypot 2 u, the divisions u); 8 u states it with margin.
  /// Measured: a 30 s hunt reaches 1.67 u, 0.21 of it: D's rounding moves the direction only by its part
  /// across D, and hypot's error is under an ulp; kept as derived.
  static constexpr ErrorBound normal{{{8 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::euclidean;
  /// | |normal| - 1 | <= 4 u.
  static constexpr ErrorBound normal_length{{{4 * 0x1p-53, Scale::absolute}}};
};
template <>
struct SweptPolygonPolygonBounds<float> {
  /// t* - ulp_f(t*) < t <= t*: the largest float not above the double t is the largest float not above t*.
  static constexpr ErrorBound t{{{1, Scale::value_ulp}}, Side::largest_not_above};
  /// The double bound plus 1.5 (u_f |point| + eta_f / 2) for the rounding to float, |point| the returned point's
  /// larger |coordinate|; the absolute term is 3 eta_d + 2^-149 rounded to a double, 2^-149.
  static constexpr ErrorBound point{{{12 * 0x1p-53, Scale::input_magnitude},
                                     {1.5 * 0x1p-24, Scale::result_max_magnitude},
                                     {0x1p-149, Scale::absolute}}};
  static constexpr Norm point_norm = Norm::euclidean;
  static constexpr int point_start_crossing_span_log2 = 900;  ///< as double
  /// 8 u_d + 1.5 u_f: the double bound plus one rounding to float.
  static constexpr ErrorBound normal{{{8 * 0x1p-53 + 1.5 * 0x1p-24, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::euclidean;
  /// | |normal| - 1 | <= 4 u_d + 2 u_f.
  static constexpr ErrorBound normal_length{{{4 * 0x1p-53 + 2 * 0x1p-24, Scale::absolute}}};
};

/// The stages of robust::swept_polygon_polygon, by the names its CC_STAGE
/// markers pass (stage.h). invalid_input: a non-finite input. The fast path
/// (sweep_fast, M <= 2^200) decides most calls: fast_start (the triangles
/// overlap at t = 0), fast_miss, fast_hit (the earliest pair; t by fast_time,
/// or, where fast_time cannot prove it, by the exact search, which passes
/// fast_hit_exact_time too). The exact
/// algorithm decides the rest: exact_start_contact (a vertex on an edge at
/// t = 0), exact_start_overlap (the triangles overlap at t = 0, no vertex on
/// an edge of the other), exact_miss, exact_hit (the earliest pair at t > 0).
/// A start overlap by crossing edges takes its point from
/// robust::segment_segment, whose markers pass too: a proper crossing only (a
/// vertex in the other triangle is found first), so a_certified_crossing,
/// c_accurate_crossing, canonical_crossing or exact_proper_crossing
/// (SegmentSegmentStages). The float variant runs the double algorithm on
/// float values: the same stages but canonical_crossing, unreachable for
/// them as for segment_segment's float variant (stage A in double proved the
/// signs, and stage C certifies every such value below 2^128).
///
/// fast_hit_exact_time is reached where fast_time cannot prove the time: t*
/// exactly a double while the differences round (the regime
/// dyadic_contact_rounded builds such contacts at full precision).
///
/// The crossing stages of a start overlap are reached by star_near_contact
/// (a hexagram whose apex lies 2^-8 to 2^-114 from an edge's line; for
/// double, half of them at magnitudes in (2^500, 2^511), where
/// canonical_crossing decides). Rare in generated inputs, declared so with
/// that regime: for float, exact_proper_crossing (a start crossing whose
/// signs stage A, in double, cannot prove: the apex within about 2^-50 of a
/// line off the axes, about a third of the regime's cases; 113 and 83 in one
/// property's run at seeds 1 and 7).
template <class T>
struct SweptPolygonPolygonStages {
  static constexpr const char* names[] = {"invalid_input",
                                          "fast_start",
                                          "fast_miss",
                                          "fast_hit",
                                          "fast_hit_exact_time",
                                          "exact_start_contact",
                                          "exact_start_overlap",
                                          "exact_miss",
                                          "exact_hit",
                                          "a_certified_crossing",
                                          "c_accurate_crossing",
                                          "canonical_crossing",
                                          "exact_proper_crossing"};
};
template <>
struct SweptPolygonPolygonStages<float> {
  static constexpr const char* names[] = {
      "invalid_input",       "fast_start",           "fast_miss",           "fast_hit",
      "fast_hit_exact_time", "exact_start_contact",  "exact_start_overlap", "exact_miss",
      "exact_hit",           "a_certified_crossing", "c_accurate_crossing", "exact_proper_crossing"};
};

namespace swept_polygon_polygon_detail {

using moving_point_segment_detail::Decision;
using moving_point_segment_detail::Lin;
using moving_point_segment_detail::Polys;
using moving_point_segment_detail::Quad;
using moving_point_segment_detail::Root;
using moving_point_segment_detail::RootKind;

/// One vertex p (moving by vp) against one edge l1-l2 (moving by vl).
struct Pair {
  Vec2<double> p, vp, l1, l2, vl;
  bool b_vertex;  ///< the vertex is B's: the normal is negated
};

/// The polynomials of moving_point_segment_detail for one translating pair, built from the
/// velocities themselves (p + vp is never rounded). The edge does not turn:
/// D = l2 - l1 is constant, so f = cross(D, p - l1) and g, h are linear in t.
/// Coefficients that are exactly zero are built as exact zeros so that the
/// filter decides their signs.
template <class N>
Polys<N> translating_polys(const Pair& q, bool roots_only = false) {
  const N px(q.p.x), py(q.p.y), l1x(q.l1.x), l1y(q.l1.y), l2x(q.l2.x), l2y(q.l2.y);
  const N wx = N(q.vp.x) - N(q.vl.x), wy = N(q.vp.y) - N(q.vl.y);  // relative velocity
  const N zero(0.0);
  Polys<N> P;
  const Lin<N> Ux{px - l1x, wx}, Uy{py - l1y, wy};
  const Lin<N> Vx{l2x - px, -wx}, Vy{l2y - py, -wy};
  const N dx = l2x - l1x, dy = l2y - l1y;
  P.lin[0] = Ux, P.lin[1] = Uy, P.lin[2] = Vx, P.lin[3] = Vy;
  P.lin[4] = Lin<N>{dx, zero}, P.lin[5] = Lin<N>{dy, zero};
  P.f = Quad<N>{dx * Uy.c0 - dy * Ux.c0, dx * Uy.c1 - dy * Ux.c1, zero};
  if (roots_only) return P;  // enough to compare a root with a number: lin and f
  P.g = Quad<N>{Ux.c0 * dx + Uy.c0 * dy, Ux.c1 * dx + Uy.c1 * dy, zero};
  P.h = Quad<N>{Vx.c0 * dx + Vy.c0 * dy, Vx.c1 * dx + Vy.c1 * dy, zero};
  P.disc = P.f.c1 * P.f.c1;  // f is linear: never read as a discriminant
  return P;
}

/// True when the pair certainly never touches in [0, 1]: f = cross(D, U(t)) is
/// linear in t and has the same nonzero sign at t = 0 and t = 1 (running-error
/// bounds decide both signs), so the vertex never reaches the edge's line.
inline bool never_on_line(const Pair& q) {
  using B = detail::BoundedDouble;
  const B dx = B(q.l2.x) - B(q.l1.x), dy = B(q.l2.y) - B(q.l1.y);
  const B ux = B(q.p.x) - B(q.l1.x), uy = B(q.p.y) - B(q.l1.y);
  const B wx = B(q.vp.x) - B(q.vl.x), wy = B(q.vp.y) - B(q.vl.y);
  const B f0 = dx * uy - dy * ux, f1 = dx * (uy + wy) - dy * (ux + wx);
  bool ok = true;
  const int s0 = f0.sign(ok), s1 = f1.sign(ok);
  return ok && s0 != 0 && s0 == s1;
}

/// The root of one pair as the fraction -num / den (den != 0).
template <class N>
void root_fraction(const Polys<N>& P, Root r, N& num, N& den) {
  if (r.kind == RootKind::zero) {
    num = N(0.0);
    den = N(1.0);
  } else if (r.kind == RootKind::lin) {
    num = P.lin[r.lin].c0;
    den = P.lin[r.lin].c1;
  } else {  // f_linear (f has no quadratic term here)
    num = P.f.c0;
    den = P.f.c1;
  }
}

/// sign(r_k - r_b) for two pairs' roots -nk/dk and -nb/db: (nb dk - nk db) / (dk db).
template <class N>
int compare_roots(const Polys<N>& Pk, Root rk, const Polys<N>& Pb, Root rb, bool& ok) {
  N nk, dk, nb, db;
  root_fraction(Pk, rk, nk, dk);
  root_fraction(Pb, rb, nb, db);
  return moving_point_segment_detail::exact_sign(nb * dk - nk * db, ok) *
         moving_point_segment_detail::exact_sign(dk, ok) * moving_point_segment_detail::exact_sign(db, ok);
}

/// The decided hit of one pair.
struct PairHit {
  int index = -1;
  Polys<detail::BoundedDouble> F;
  Decision d;
  double t = 0.0;
  std::optional<Polys<detail::BigDyadic>> exact;  ///< built on demand
  bool exact_roots_only = false;                   ///< exact holds lin and f only
};

/// The pair's exact polynomials, all of them, or (roots_only) those that
/// locate and compare its root.
inline const Polys<detail::BigDyadic>& exact_of(const Pair& q, PairHit& h, bool roots_only = false) {
  if (!h.exact || (h.exact_roots_only && !roots_only)) {
    h.exact = translating_polys<detail::BigDyadic>(q, roots_only);
    h.exact_roots_only = roots_only;
  }
  return *h.exact;
}

/// Exact sign of orient2d over the start positions, for every finite input
/// (detail::Orientation), as a function object.
class StartOrientation {
 public:
  explicit StartOrientation(double max_abs) : o_(max_abs) {}
  int operator()(Vec2<double> a, Vec2<double> b, Vec2<double> c) const { return o_.sign(a, b, c); }

 private:
  detail::Orientation o_;
};

inline bool in_box(Vec2<double> p, Vec2<double> a, Vec2<double> b) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}

/// p in the closed segment [a, b] (a point when a == b).
inline bool on_segment(const StartOrientation& o, Vec2<double> p, Vec2<double> a, Vec2<double> b) {
  if (a == b) return p == a;
  return in_box(p, a, b) && o(a, b, p) == 0;
}

/// p in the closed triangle t (its hull when degenerate).
inline bool in_triangle(const StartOrientation& o, Vec2<double> p, const Vec2<double> (&t)[3]) {
  const int s = o(t[0], t[1], t[2]);
  if (s == 0) return on_segment(o, p, t[0], t[1]) || on_segment(o, p, t[1], t[2]) || on_segment(o, p, t[2], t[0]);
  for (int j = 0; j < 3; ++j)
    if (o(t[j], t[(j + 1) % 3], p) * s < 0) return false;
  return true;
}

/// The closed segments [a, b] and [c, d] share a point.
inline bool segments_meet(const StartOrientation& o, Vec2<double> a, Vec2<double> b, Vec2<double> c,
                          Vec2<double> d) {
  if (a == b) return on_segment(o, a, c, d);
  if (c == d) return on_segment(o, c, a, b);
  const int o1 = o(a, b, c), o2 = o(a, b, d);
  if (o1 == 0 && o2 == 0)  // collinear: the boxes overlap iff the pieces of line do
    return std::max(std::min(a.x, b.x), std::min(c.x, d.x)) <= std::min(std::max(a.x, b.x), std::max(c.x, d.x)) &&
           std::max(std::min(a.y, b.y), std::min(c.y, d.y)) <= std::min(std::max(a.y, b.y), std::max(c.y, d.y));
  if (o1 * o2 > 0) return false;
  return o(c, d, a) * o(c, d, b) <= 0;
}

/// A point the closed triangles share at t = 0, if any: a vertex of A in B, else
/// a vertex of B in A, else a crossing of an edge of A with an edge of B
/// (robust::segment_segment's point). Exact decisions for every finite input.
inline std::optional<Vec2<double>> start_overlap(const SweptPolygonPolygon<double>& in) {
  double M = 0.0;
  double v[12];
  for (int i = 0; i < 3; ++i) {
    v[4 * i] = in.a[i].x, v[4 * i + 1] = in.a[i].y, v[4 * i + 2] = in.b[i].x, v[4 * i + 3] = in.b[i].y;
  }
  for (double c : v) M = std::max(M, std::fabs(c));
  const StartOrientation o(M);
  for (const auto& p : in.a)
    if (in_triangle(o, p, in.b)) return p;
  for (const auto& p : in.b)
    if (in_triangle(o, p, in.a)) return p;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      const Vec2<double> a0 = in.a[i], a1 = in.a[(i + 1) % 3], b0 = in.b[j], b1 = in.b[(j + 1) % 3];
      if (!segments_meet(o, a0, a1, b0, b1)) continue;
      const auto r = segment_segment(Segment<double>{a0, a1}, Segment<double>{b0, b1});
      return r.kind == SegmentContact::none ? a0 : r.p;
    }
  return std::nullopt;
}


/// The value part of a hit at t > 0 or a vertex-edge contact at t = 0, for pair
/// q with side s (+1: the vertex comes from the left of l1 -> l2; the caller
/// maps a collinear approach to +1): the point q.p + t q.vp and the edge's unit
/// normal toward the vertex (negated for B's vertex), or (0, 0) for an edge of
/// zero length at the contact. Derivations at robust::swept_polygon_polygon.
inline SweepResult<double> contact_result(const Pair& q, double t, bool degenerate, int s, bool huge) {
  // Halve first when sums could overflow; halving a subnormal may round by
  // eta / 2, inside the stated eta terms.
  const double k = huge ? 0.5 : 1.0;
  const Vec2<double> p = k * q.p, vp = k * q.vp;
  Vec2<double> point = t == 0.0 ? q.p : p + t * vp;
  if (huge && t != 0.0) point = 2.0 * point;
  Vec2<double> normal{0.0, 0.0};
  if (!degenerate) {
    // The difference itself (exact when subnormal), halved only when it
    // overflows: halving first would flush an edge of subnormal length to 0.
    Vec2<double> D = q.l2 - q.l1;
    if (!(std::isfinite(D.x) && std::isfinite(D.y))) D = 0.5 * q.l2 - 0.5 * q.l1;
    // Rescale by 2^-e, |D| in [2^(e-1), 2^e): by the bits (pow2_bits.h) where
    // 2^-e is a normal double, else by the library; both round a subnormal
    // result to nearest, the same value.
    const double m = std::max(std::fabs(D.x), std::fabs(D.y));
    if (m >= 0x1p-1000 && m <= 0x1p+1000) {
      const double scale = detail::pow2(-detail::binary_exponent(m));
      D = {D.x * scale, D.y * scale};
    } else {
      int e = 0;
      std::frexp(m, &e);
      D = {std::ldexp(D.x, -e), std::ldexp(D.y, -e)};
    }
    const double len = std::hypot(D.x, D.y);
    const double sd = static_cast<double>(q.b_vertex ? -s : s);
    normal = len > 0.0 ? Vec2<double>{-sd * D.y / len, sd * D.x / len} : Vec2<double>{0.0, 0.0};
  }
  return {SweepKind::hit, t, point, normal};
}

// ---------------------------------------------------------------------------
// The fast path: the same decisions from floating-point values with proved
// error bounds, in front of the exact machinery above. It answers only when
// every bound it uses decides; otherwise it says so (std::nullopt) and the
// caller runs the exact algorithm from the start. It runs for M <= 2^200 (M the
// largest input magnitude), so that no product of up to four differences
// overflows ((2^201)^2 = 2^402 for the values below, 2^804 for the rounding
// analysis' products), and keeps every underflow term in its bounds.
//
// u = 2^-53, eta = 2^-1074. A difference of two doubles rounds to (exact)(1 + e),
// |e| <= u, and is exact when subnormal (Shewchuk 1997, doi:10.1007/PL00009321,
// Lemma 1 and Theorem 2's remark; no overflow below 2^200).

inline constexpr double kFastU = 0x1p-53;
inline constexpr double kFastMaxAbs = 0x1p+200;
/// A floor for every bound below: it covers the absolute (eta) terms of products
/// that underflow (eta / 2 each, at most a few dozen per bound, far below 2^-1000).
inline constexpr double kFastFloor = 0x1p-1000;

inline double at_least_floor(double e) { return e > kFastFloor ? e : kFastFloor; }

/// A value and a bound: the exact number lies in [v - e, v + e].
struct Approx {
  double v, e;
};

/// x1 y2 + s y1 x2 (s = +1 or -1), each factor one rounded difference (or an
/// input). Each product of two rounded differences is E (1 + e1)(1 + e2), and
/// rounds once more: |E_i - p_i| <= (3u + 5u^2) |p_i| + (1 + 3u) eta / 2
/// (kernels/detail/orient2d.h, stage A, the same derivation); the sum or
/// difference rounds by u |p_1 +- p_2| <= u S, S = |p_1| + |p_2|, so the exact
/// value lies within (4u + 5u^2) S + 1.01 eta of v. The bound computed,
/// max(fl(5u fl(S)), 2^-1000), is at least 5u S (1 - u)^2 - eta / 2 >=
/// (4u + 5u^2) S + 1.01 eta as soon as u S (1 - 15 u) >= 1.51 eta, i.e. for
/// S >= 2^-1020; below that the floor covers it.
inline Approx det2_approx(double x1, double y1, double x2, double y2) {
  const double l = x1 * y2, r = y1 * x2;
  return {l - r, at_least_floor(5 * kFastU * (std::fabs(l) + std::fabs(r)))};
}
inline Approx dot2_approx(double x1, double y1, double x2, double y2) {
  const double l = x1 * x2, r = y1 * y2;
  return {l + r, at_least_floor(5 * kFastU * (std::fabs(l) + std::fabs(r)))};
}

/// Sign of c0 + r c1 for every r in [lo, hi] (0 <= lo <= hi < 1) and every
/// exact c0, c1 within their bounds: +1, -1, or 0 when undecided. The smallest
/// value over the box is (c0.v - c0.e) + r' (c1.v - c1.e), r' = lo when the
/// second factor is >= 0 and hi otherwise (a rounded difference has the exact
/// one's sign), and symmetrically for the largest. Evaluated in doubles, the
/// two differences, the product and the sum round once each: with
/// Z = |c0.v| + c0.e + |c1.v| + c1.e and r' <= 1 the computed value is within
/// u Z + 2.01 u Z + u |value| + eta / 2 of the exact one, so a computed value
/// above max(fl(4u fl(Z)), 2^-1000) >= 3.9 u Z (three sums and a product, each
/// losing at most a factor 1 - u) proves the sign.
inline int sign_on_interval(Approx c0, Approx c1, double lo, double hi) {
  const double margin = at_least_floor(4 * kFastU * (((std::fabs(c0.v) + c0.e) + std::fabs(c1.v)) + c1.e));
  const double b_lo = c1.v - c1.e, b_hi = c1.v + c1.e;
  const double low = (c0.v - c0.e) + (b_lo >= 0.0 ? lo : hi) * b_lo;
  if (low > margin) return 1;
  const double high = (c0.v + c0.e) + (b_hi >= 0.0 ? hi : lo) * b_hi;
  if (high < -margin) return -1;
  return 0;
}

/// A certified enclosure [lo, hi] of |F0| / |F1| from |F0| in [a - ea, a + ea],
/// |F1| in [b - eb, b + eb], a > ea, b > eb. Each bound is a sum, a difference
/// and a quotient of doubles, three roundings: the exact quotient lies within a
/// factor (1 +- u) / (1 -+ u)^2, inside 1 -+ 3.01u, of the computed one q, and
/// fl(q (1 -+ 8u)) is beyond q (1 -+ 7u) (one more rounding): outside by a margin.
/// Subnormal quotients lose that relative bound (eta / 2 absolute): lo falls to
/// 0 below 2^-1000, hi rises to at least 2^-1000.
struct RootInterval {
  double lo, hi;
};
inline RootInterval root_interval(double a, double ea, double b, double eb) {
  const double qlo = (a - ea) / (b + eb), qhi = (a + ea) / (b - eb);
  return {qlo < kFastFloor ? 0.0 : qlo * (1.0 - 8 * kFastU), at_least_floor(qhi * (1.0 + 8 * kFastU))};
}

/// F = X1 Y2 - Y1 X2 where each factor is a rounded difference x plus its exact
/// tail xt (two_diff), held as F = h + rho + delta with |delta| <= e: a stage C
/// in double-double (after Shewchuk's orient2d stage C, with the bound from the
/// actual terms). With x1 y2 = l + el, y1 x2 = r + er (TwoProduct, exact: every
/// nonzero head factor lies in [2^-450, 2^201], the caller's guard, so no
/// product is below 2^-900 nor above 2^402) and l - r = h + ht (TwoDiff):
///   F = h + [ht + (el - er) + T1 + N], T1 = x1 y2t + y2 x1t - y1 x2t - x2 y1t,
///   N = x1t y2t - y1t x2t,
/// and rho is the bracket evaluated in doubles: every term passes through at
/// most 5 roundings, so |rho - bracket| <= gamma_5 A + 4.01 eta (Higham, Lemma
/// 3.1 with gamma_5 <= 5.01u; eta / 2 for each of the eight products that may
/// underflow: a tail may be subnormal), A the bracket with every term's
/// magnitude. |ht| <= u |h|, |el| <= u |l|, |er| <= u |r|, |xt| <= u |x|, so
/// A <= (4u + 6u^2) S, S = |l| + |r|, and |delta| <= 20.1 u^2 S + 4.01 eta; e =
/// max(fl(24 u^2 fl(S)), 2^-1000) covers both.
struct DoubleDouble {
  double h, rho, e;
};
inline bool fast_factor(double x) { return x == 0.0 || std::fabs(x) >= 0x1p-450; }
inline bool det2_double_double(double x1, double x1t, double y1, double y1t, double x2, double x2t, double y2,
                               double y2t, DoubleDouble& out) {
  if (!(fast_factor(x1) && fast_factor(y1) && fast_factor(x2) && fast_factor(y2))) return false;
  double l, el, r, er, h, ht;
  detail::two_product(x1, y2, l, el);
  detail::two_product(y1, x2, r, er);
  detail::two_diff(l, r, h, ht);
  const double t1 = (x1 * y2t + y2 * x1t) - (y1 * x2t + x2 * y1t);
  const double n = x1t * y2t - y1t * x2t;
  out = {h, (ht + (el - er)) + (t1 + n), at_least_floor(24 * kFastU * kFastU * (std::fabs(l) + std::fabs(r)))};
  return true;
}

/// The sign of F0 + c F1 for a double c in [0, 1], or detail::kUndecided.
/// c h1 = p + pe (TwoProduct, exact: c is 0 or in [2^-450, 1], |h1| in
/// [2^-450, 2^403]) and h0 + p = s + se (TwoSum), so
///   F0 + c F1 = s + [se + pe + rho0 + c rho1] + delta0 + c delta1.
/// z, the bracket in doubles, passes each term through at most 3 roundings:
/// within 3.01u Z' + eta / 2 of the bracket, Z' = |se| + |pe| + |rho0| + |c rho1|
/// (|c rho1| <= (1 + u) |fl(c rho1)| + eta / 2). The total error
/// E = e0 + c e1 + 3.02u Z' + eta is below the computed
/// fl((e0 + fl(c e1)) + fl(4u fl(Z'))) (1 + 2^-40), floored at 2^-1000: the
/// factor 4u against 3.02u and 1 + 2^-40 absorb the (1 - u)^4 lost in the
/// computation. fl(s + z) has the sign of s + z, and |s + z| >= |fl(s + z)| /
/// (1 + u): a computed value above the bound (1 + 2^-40 > 1 + u covers the last
/// rounding) proves the sign.
inline int sign_at_time(const DoubleDouble& f0, const DoubleDouble& f1, double c) {
  if (!fast_factor(c)) return detail::kUndecided;
  double p, pe, s, se;
  detail::two_product(c, f1.h, p, pe);
  detail::two_sum(f0.h, p, s, se);
  const double cr = c * f1.rho;
  const double z = (se + pe) + (f0.rho + cr);
  const double q = s + z;
  const double zmag = ((std::fabs(se) + std::fabs(pe)) + std::fabs(f0.rho)) + std::fabs(cr);
  const double bound = at_least_floor(((f0.e + c * f1.e) + 4 * kFastU * zmag) * (1.0 + 0x1p-40));
  if (q > bound) return 1;
  if (q < -bound) return -1;
  return detail::kUndecided;
}

/// The exact sign of F0 + c F1 when the six differences are exact (their tails
/// zero: inputs on a common grid, where t* is often a double and sign_at_time
/// meets an exact zero it cannot prove), or detail::kUndecided:
///   F0 + c F1 = dx uy - dy ux + c (dx wy - dy wx),
/// each product of two doubles a TwoProduct pair (exact: the factors lie in
/// [2^-450, 2^201] or are zero, fast_time's guard), c times each part a
/// TwoProduct pair again, exact while every nonzero such product is at least
/// 2^-959 (then its exponent is at least -969, Shewchuk's precondition; fl is
/// monotone, so fl(|x| c) >= 2^-959 proves |x| c >= 2^-959 (1 - u) > 2^-960).
/// The twelve doubles are summed exactly (Grow-Expansion); the sign of the
/// expansion is that of its largest component.
inline int sign_at_time_exact_differences(double dx, double dy, double ux, double uy, double wx, double wy,
                                          double c) {
  double part[8];
  detail::two_product(dx, uy, part[0], part[1]);
  detail::two_product(-dy, ux, part[2], part[3]);
  detail::two_product(dx, wy, part[4], part[5]);
  detail::two_product(-dy, wx, part[6], part[7]);
  detail::Expansion<12> sum;
  for (int i = 0; i < 4; ++i) sum.add(part[i]);
  for (int i = 4; i < 8; ++i) {
    if (part[i] == 0.0 || c == 0.0) continue;
    if (!(std::fabs(part[i]) * c >= 0x1p-959)) return detail::kUndecided;
    double p, e;
    detail::two_product(c, part[i], p, e);
    sum.add(p);
    sum.add(e);
  }
  return sum.sign();
}

/// The largest double not above t* = -F0 / F1 for one pair (0 < t* < 1 proved),
/// by stepping from the rounded quotient over adjacent doubles, each step an
/// exact comparison c <= t* <=> sign(F1) (F0 + c F1) <= 0 (sign_at_time, then
/// sign_at_time_exact_differences when the differences are exact); false when a
/// comparison is still undecided (t* a double with inexact differences, or F0,
/// F1 cancelling below their stage C bound) or a guard refuses.
inline bool fast_time(const Pair& q, int s1, double& t) {
  using moving_point_segment_detail::bits_of;
  using moving_point_segment_detail::from_bits;
  double dx, dxt, dy, dyt, ux, uxt, uy, uyt, wx, wxt, wy, wyt;
  detail::two_diff(q.l2.x, q.l1.x, dx, dxt);
  detail::two_diff(q.l2.y, q.l1.y, dy, dyt);
  detail::two_diff(q.p.x, q.l1.x, ux, uxt);
  detail::two_diff(q.p.y, q.l1.y, uy, uyt);
  detail::two_diff(q.vp.x, q.vl.x, wx, wxt);
  detail::two_diff(q.vp.y, q.vl.y, wy, wyt);
  DoubleDouble f0, f1;
  if (!det2_double_double(dx, dxt, dy, dyt, ux, uxt, uy, uyt, f0)) return false;
  if (!det2_double_double(dx, dxt, dy, dyt, wx, wxt, wy, wyt, f1)) return false;
  if (!fast_factor(f1.h) || f1.h == 0.0) return false;
  // le(c): c <= t*. Undecided comparisons end the fast path.
  const bool exact_differences = dxt == 0.0 && dyt == 0.0 && uxt == 0.0 && uyt == 0.0 && wxt == 0.0 && wyt == 0.0;
  int state = 0;
  auto le = [&](double c) {
    int s = sign_at_time(f0, f1, c);
    if (s == detail::kUndecided && exact_differences) s = sign_at_time_exact_differences(dx, dy, ux, uy, wx, wy, c);
    if (s == detail::kUndecided) state = -1;
    return s * s1 <= 0;
  };
  // The start: the quotient of the double-double values (f0.h alone may have
  // cancelled to a few bits, its remainder in rho).
  double g = -(f0.h + f0.rho) / (f1.h + f1.rho);
  if (!(g > 0.0)) g = 0.0;  // also NaN
  if (g > 1.0) g = 1.0;
  std::uint64_t b = bits_of(g);
  const std::uint64_t one = bits_of(1.0);
  // t* < 1 and 0 < t*: le(1) fails and le(0) holds, so each walk stops inside [0, 1].
  if (le(from_bits(b))) {
    for (int i = 0; i < 8 && state == 0; ++i) {
      if (b == one || !le(from_bits(b + 1))) {
        t = from_bits(b);
        return state == 0;
      }
      ++b;
    }
  } else {
    for (int i = 0; i < 8 && state == 0 && b > 0; ++i) {
      --b;
      if (le(from_bits(b))) {
        t = from_bits(b);
        return state == 0;
      }
    }
  }
  return false;
}

/// What the filters decided for one pair.
struct FastPair {
  enum Status : unsigned char {
    undecided,  ///< F0's sign, |F0| against |F1|, or t* against 1 undecided
    miss,       ///< never on the edge's line in [0, 1], or off the edge there
    candidate,  ///< 0 < t* < 1 in r, contact at t* undecided
    hit         ///< 0 < t* < 1 in r, contact at t*
  };
  Status status = undecided;
  RootInterval r{0.0, 0.0};
  int s1 = 0;  ///< sign of F1 (the side is -s1)
};

/// One pair by the filters, from F0, F1 = cross(D, W) and G1 = dot(W, D)
/// (their stage A values): f(t) = F0 + t F1 is linear (a translating edge does
/// not turn). The pair never reaches the line in [0, 1] when F1 has F0's sign,
/// or when |F1| < |F0|; otherwise t* = |F0| / |F1| lies in a proved interval, a
/// miss when it starts above 1, undecided when it contains 1. Contact at t*:
/// g(t*) = G0 + t* G1 >= 0 and h(t*) = H0 - t* G1 >= 0 (moving_point_segment's
/// conditions; D != 0 since F0 != 0), decided for the whole interval by
/// sign_on_interval, strict signs only (an endpoint contact is undecided).
inline FastPair pair_stage_a(const Pair& q, Vec2<double> d, Approx f0, Approx F1, Approx G1) {
  FastPair out;
  const double a = std::fabs(f0.v), b = std::fabs(F1.v);
  if (!(a > f0.e)) return out;
  if (b > F1.e) {
    out.status = FastPair::miss;
    if ((F1.v > 0.0) == (f0.v > 0.0)) return out;  // moving away from the line
    out.s1 = F1.v > 0.0 ? 1 : -1;
    out.r = root_interval(a, f0.e, b, F1.e);
    if (out.r.lo > 1.0) return out;
    if (!(out.r.hi < 1.0)) {
      out.status = FastPair::undecided;
      return out;
    }
  } else {
    // |F1| <= b + eb < |F0| proves t* outside [0, 1] (or no root): the
    // difference and the sum round once each, (1 + 2^-50) (1 - u) > (1 + u)^2.
    if ((a - f0.e) > (b + F1.e) * (1.0 + 0x1p-50)) out.status = FastPair::miss;
    return out;
  }
  const Approx G0 = dot2_approx(q.p.x - q.l1.x, q.p.y - q.l1.y, d.x, d.y);
  const Approx H0 = dot2_approx(q.l2.x - q.p.x, q.l2.y - q.p.y, d.x, d.y);
  const Approx minus_G1{-G1.v, G1.e};
  const int sg = sign_on_interval(G0, G1, out.r.lo, out.r.hi);
  const int sh = sign_on_interval(H0, minus_G1, out.r.lo, out.r.hi);
  out.status = (sg < 0 || sh < 0) ? FastPair::miss : (sg > 0 && sh > 0) ? FastPair::hit : FastPair::candidate;
  return out;
}

/// A pair whose vertex starts exactly on the edge's line (F0 = 0), when stage
/// B proves that zero (orient2d.h's det2_sign_exact_differences: exact for
/// exact differences, as on grids) and stage A decides the rest, as decide
/// would: with F1 != 0 the only root of f is 0; contact there iff
/// G0 = dot(U, D) >= 0 and H0 = dot(V, D) >= 0 (D != 0). Both strictly
/// positive: a hit at t = 0 (side -sign F1, f' = F1; the edge of positive
/// length); either strictly negative: a miss (the vertex leaves the line).
/// Anything else (D = 0, F1 = 0, an endpoint contact, inexact differences):
/// undecided.
inline FastPair pair_on_line_stage_b(const Pair& q) {
  FastPair out;
  double dx, dxt, dy, dyt, ux, uxt, uy, uyt;
  detail::two_diff(q.l2.x, q.l1.x, dx, dxt);
  detail::two_diff(q.l2.y, q.l1.y, dy, dyt);
  detail::two_diff(q.p.x, q.l1.x, ux, uxt);
  detail::two_diff(q.p.y, q.l1.y, uy, uyt);
  if (dx == 0.0 && dy == 0.0) return out;
  if (detail::det2_sign_exact_differences(dx, dxt, dy, dyt, ux, uxt, uy, uyt) != 0) return out;
  const Vec2<double> w = q.vp - q.vl;
  const Approx F1 = det2_approx(dx, dy, w.x, w.y);
  if (!(std::fabs(F1.v) > F1.e)) return out;
  const Approx G0 = dot2_approx(q.p.x - q.l1.x, q.p.y - q.l1.y, dx, dy);
  const Approx H0 = dot2_approx(q.l2.x - q.p.x, q.l2.y - q.p.y, dx, dy);
  const bool g_pos = G0.v > G0.e, h_pos = H0.v > H0.e, g_neg = G0.v < -G0.e, h_neg = H0.v < -H0.e;
  if (g_neg || h_neg) out.status = FastPair::miss;
  else if (g_pos && h_pos) out.status = FastPair::hit, out.s1 = F1.v > 0.0 ? 1 : -1;
  return out;
}

/// pair_stage_a with every value computed for the one pair.
inline FastPair pair_stage_a(const Pair& q) {
  const Vec2<double> d = q.l2 - q.l1, w = q.vp - q.vl;
  return pair_stage_a(q, d, det2_approx(d.x, d.y, q.p.x - q.l1.x, q.p.y - q.l1.y), det2_approx(d.x, d.y, w.x, w.y),
                      dot2_approx(w.x, w.y, d.x, d.y));
}

/// The fast path's whole answer, or std::nullopt when some bound does not
/// decide (then the exact algorithm runs from the start). Requires finite
/// inputs with M <= 2^200.
///
/// The decisions it takes, each proved by the bounds above:
/// - every pair's F0 = cross(D, p - l1) (the orientation of the vertex against
///   the edge's line at t = 0) has a proved nonzero sign, else std::nullopt. So
///   no vertex touches an edge at t = 0, no edge has zero length (D = 0 gives
///   F0 = 0), and the exact path's start_overlap reduces to these 18 signs: a
///   vertex lies in the other closed triangle iff its three signs agree (their
///   sum is the triangle's own orientation; a collinear triangle has sum 0 and
///   the exact path's on-segment tests need a zero sign), and two edges meet iff
///   each one's endpoints have opposite signs against the other (no collinear
///   case). The same order as start_overlap gives the same point;
/// - each pair by pair_stage_a (undecided there: std::nullopt);
/// - the earliest pair: one hit whose interval ends before every other hit's
///   and every undecided pair's begins (ties are undecided); its side is -sign F1
///   (f' = F1), its edge has positive length, and the value part is the exact
///   path's own (contact_result) at the t that fast_time proves, or that the
///   exact search returns when fast_time cannot.
inline std::optional<SweepResult<double>> sweep_fast(const SweptPolygonPolygon<double>& in,
                                                     const Pair (&pairs)[18]) {
  const Vec2<double> wa = in.va - in.vb, wb = in.vb - in.va;  // exact negatives of each other
  Approx f1[6], g1[6];  // per edge: j < 3 B's edge j against A's vertices, j >= 3 A's edge j - 3
  Vec2<double> D[6];
  for (int j = 0; j < 3; ++j) {
    D[j] = in.b[(j + 1) % 3] - in.b[j];
    D[3 + j] = in.a[(j + 1) % 3] - in.a[j];
    f1[j] = det2_approx(D[j].x, D[j].y, wa.x, wa.y);
    g1[j] = dot2_approx(wa.x, wa.y, D[j].x, D[j].y);
    f1[3 + j] = det2_approx(D[3 + j].x, D[3 + j].y, wb.x, wb.y);
    g1[3 + j] = dot2_approx(wb.x, wb.y, D[3 + j].x, D[3 + j].y);
  }
  Approx f0[18];
  int s0[18];
  for (int k = 0; k < 18; ++k) {
    const Pair& q = pairs[k];
    const Vec2<double>& d = D[k < 9 ? k % 3 : 3 + k % 3];
    f0[k] = det2_approx(d.x, d.y, q.p.x - q.l1.x, q.p.y - q.l1.y);
    if (!(std::fabs(f0[k].v) > f0[k].e)) return std::nullopt;
    s0[k] = f0[k].v > 0.0 ? 1 : -1;
  }
  // Start overlap, in start_overlap's order.
  for (int i = 0; i < 6; ++i)
    if (s0[3 * i] == s0[3 * i + 1] && s0[3 * i] == s0[3 * i + 2])
      return CC_STAGE("fast_start"), SweepResult<double>{SweepKind::hit, 0.0, pairs[3 * i].p, {0.0, 0.0}};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      const int i1 = (i + 1) % 3, j1 = (j + 1) % 3;
      if (s0[9 + 3 * j + i] == s0[9 + 3 * j1 + i] || s0[3 * i + j] == s0[3 * i1 + j]) continue;
      const Vec2<double> a0 = in.a[i], a1 = in.a[i1], b0 = in.b[j], b1 = in.b[j1];
      const auto r = segment_segment(Segment<double>{a0, a1}, Segment<double>{b0, b1});
      return CC_STAGE("fast_start"),
             SweepResult<double>{SweepKind::hit, 0.0, r.kind == SegmentContact::none ? a0 : r.p, {0.0, 0.0}};
    }
  // Each pair's time and contact.
  FastPair fp[18];
  for (int k = 0; k < 18; ++k) {
    const int e = k < 9 ? k % 3 : 3 + k % 3;
    fp[k] = pair_stage_a(pairs[k], D[e], f0[k], f1[e], g1[e]);
    if (fp[k].status == FastPair::undecided) return std::nullopt;
  }
  int best = -1;
  for (int k = 0; k < 18; ++k)
    if (fp[k].status == FastPair::hit && (best < 0 || fp[k].r.hi < fp[best].r.hi)) best = k;
  for (int k = 0; k < 18; ++k) {
    if (fp[k].status == FastPair::miss || k == best) continue;
    if (best < 0 || !(fp[best].r.hi < fp[k].r.lo)) return std::nullopt;  // undecided or a near tie
  }
  if (best < 0) return CC_STAGE("fast_miss"), SweepResult<double>{};
  const Pair& q = pairs[best];
  double t = 0.0;
  if (!fast_time(q, fp[best].s1, t)) {
    // The decisions stand; only the time needs the exact search.
    CC_STAGE("fast_hit_exact_time");
    const Polys<detail::BoundedDouble> F = translating_polys<detail::BoundedDouble>(q, true);
    std::optional<Polys<detail::BigDyadic>> E;
    t = moving_point_segment_detail::largest_double_at_most(
        F,
        [&]() -> const Polys<detail::BigDyadic>& {
          if (!E) E = translating_polys<detail::BigDyadic>(q, true);
          return *E;
        },
        Root{RootKind::f_linear, 0});
  }
  return CC_STAGE("fast_hit"), contact_result(q, t, false, -fp[best].s1, false);
}

}  // namespace swept_polygon_polygon_detail

/// Exact decisions for every finite input: hit or miss, start contact or
/// overlap, which pair is first. Start overlap is decided on the triangles at
/// t = 0 with exact orientation signs; otherwise the first contact of two
/// translating convex regions is a vertex of one touching an edge of the other,
/// so t* is the earliest of the 18 pairs' exact first contact times, each
/// decided exactly by the machinery of robust::moving_point_segment (decide,
/// then an exact search over the doubles) on polynomials built from the
/// velocities (never from rounded moved positions). The earliest pair is chosen
/// by exact comparison of the pairs' times; among pairs with the same exact time
/// the first in pair order whose edge has positive length.
///
/// t: each pair's t is the largest double not above its exact time, and
/// rounding down is monotone, so the minimum of those t is the largest double
/// not above t*: t* - ulp(t*) < t <= t* (t == t* when t* is a double).
///
/// Start contact or overlap (t == 0): when some vertex touches an edge at t = 0
/// the result is that pair's (point: the vertex, exactly; normal: the pair's,
/// the side the vertex comes from as if the motion had begun earlier). When the
/// triangles overlap at t = 0 with no vertex on an edge of the other (one
/// strictly inside the other, or edges crossing), point is a vertex of one
/// inside the other (exact) or an edge crossing (robust::segment_segment: within
/// 8 u M + 2 eta per coordinate), and the normal is
/// (0, 0): overlapping regions have no contact edge.
///
/// point at t > 0 = the contact vertex v + t dv, each coordinate within
/// 6 u M + 2 eta of its value at t* (u = 2^-53, eta = 2^-1074, M the largest
/// input magnitude): |t - t*| |dv| <= u M, the product and the sum round once
/// each (u M and 2 u M, eta / 2 each on underflow), stated with margin.
/// normal: D = l2 - l1 rounds once per coordinate (relative u; exact when
/// subnormal; when it overflows, the difference of the halves, where halving a
/// subnormal coordinate errs by eta / 2, far below u |D| ~ 2^970), is rescaled
/// by a power of two, hypot and two divisions add 3 u: |n - n*| <= 8 u,
/// | |n| - 1 | <= 4 u.
///
/// Speed (M <= 2^200): sweep_fast takes the same decisions from stage A values
/// with proved bounds and answers whenever they all decide; otherwise the exact
/// algorithm runs, each pair still trying pair_stage_a before decide, and each
/// linear root's t trying fast_time (stage C) before the exact search. Every
/// value returned is computed by contact_result, on either path, at the same t.
inline SweepResult<double> swept_polygon_polygon(const SweptPolygonPolygon<double>& in) {
  using namespace swept_polygon_polygon_detail;
  const Vec2<double> all[8] = {in.a[0], in.a[1], in.a[2], in.va, in.b[0], in.b[1], in.b[2], in.vb};
  double M = 0.0;
  for (const auto& p : all) {
    if (!std::isfinite(p.x) || !std::isfinite(p.y))
      return CC_STAGE("invalid_input"), SweepResult<double>{SweepKind::invalid_input, 0.0, {}, {}};
    M = std::max({M, std::fabs(p.x), std::fabs(p.y)});
  }
  Pair pairs[18];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      pairs[3 * i + j] = {in.a[i], in.va, in.b[j], in.b[(j + 1) % 3], in.vb, false};
      pairs[9 + 3 * i + j] = {in.b[i], in.vb, in.a[j], in.a[(j + 1) % 3], in.va, true};
    }
  const bool filters = M <= kFastMaxAbs;
  if (filters)
    if (const auto r = sweep_fast(in, pairs)) return *r;
  // The exact algorithm; each pair still tries the filters first (for M <= 2^200).
  PairHit hits[18];
  bool has_F[18] = {};
  auto filtered = [&](int k) -> const Polys<detail::BoundedDouble>& {
    if (!has_F[k]) hits[k].F = translating_polys<detail::BoundedDouble>(pairs[k]), has_F[k] = true;
    return hits[k].F;
  };
  std::optional<int> best;
  auto earlier = [&](int k, int b) {  // pair k's exact time < pair b's, or equal and k preferred
    if (hits[k].t != hits[b].t) return hits[k].t < hits[b].t;
    bool ok = true;
    int s = compare_roots(filtered(k), hits[k].d.root, filtered(b), hits[b].d.root, ok);
    if (!ok) {
      bool unused = true;
      s = compare_roots(exact_of(pairs[k], hits[k], true), hits[k].d.root, exact_of(pairs[b], hits[b], true),
                        hits[b].d.root, unused);
    }
    if (s != 0) return s < 0;
    return hits[b].d.degenerate && !hits[k].d.degenerate;
  };
  for (int k = 0; k < 18; ++k) {
    PairHit& h = hits[k];
    h.index = k;
    if (filters) {
      const FastPair st = pair_stage_a(pairs[k]);
      if (st.status == FastPair::miss) continue;
      if (st.status == FastPair::hit) {  // decide's answer for a linear root: side -sign F1, D != 0
        h.d.hit = true;
        h.d.root = Root{RootKind::f_linear, 0};
        h.d.side = -st.s1;
      } else if (st.status == FastPair::undecided) {
        const FastPair z = pair_on_line_stage_b(pairs[k]);
        if (z.status == FastPair::miss) continue;
        if (z.status == FastPair::hit) {  // decide's answer for a contact at t = 0
          h.d.hit = true;
          h.d.root = Root{};
          h.d.side = -z.s1;
        }
      }
    }
    if (!h.d.hit) {
      if (never_on_line(pairs[k])) continue;
      bool ok = true;
      h.d = moving_point_segment_detail::decide(filtered(k), ok);
      if (!ok) {
        bool unused = true;
        h.d = moving_point_segment_detail::decide(exact_of(pairs[k], h), unused);
      }
      if (!h.d.hit) continue;
    }
  }
  // A hit at t = 0 comes before every other (t* > 0 there), so the times of the
  // others are not needed: among zero roots earlier() prefers the first in pair
  // order whose edge has positive length, else the first.
  for (int k = 0; k < 18; ++k)
    if (hits[k].d.hit && hits[k].d.root.kind == RootKind::zero &&
        (!best || (hits[*best].d.degenerate && !hits[k].d.degenerate)))
      best = k;
  if (!best)
    for (int k = 0; k < 18; ++k) {
      PairHit& h = hits[k];
      if (!h.d.hit) continue;
      // A linear root has side -sign F1 (decide: f' = F1 there).
      if (!(filters && h.d.root.kind == RootKind::f_linear && fast_time(pairs[k], -h.d.side, h.t)))
        h.t = moving_point_segment_detail::largest_double_at_most(
            filtered(k), [&]() -> const Polys<detail::BigDyadic>& { return exact_of(pairs[k], h, true); },
            h.d.root);
      if (!best || earlier(k, *best)) best = k;
    }
  const bool pair_at_zero = best && hits[*best].d.root.kind == RootKind::zero;
  if (!pair_at_zero) {
    if (const auto p = start_overlap(in))
      return CC_STAGE("exact_start_overlap"), SweepResult<double>{SweepKind::hit, 0.0, *p, {0.0, 0.0}};
  }
  if (!best) return CC_STAGE("exact_miss"), SweepResult<double>{};
  const PairHit& h = hits[*best];
  return CC_STAGE(pair_at_zero ? "exact_start_contact" : "exact_hit"),
         contact_result(pairs[*best], h.t, h.d.degenerate, h.d.collinear ? 1 : h.d.side, M > 0x1p+1020);
}

/// The float variant runs the double algorithm on the exactly widened inputs:
/// decisions exact; t the largest float not above the double t, which is the
/// largest float not above t* (every float is a double), so
/// t* - ulp_f(t*) < t <= t*; point and normal rounded once to float (u_f |p| +
/// eta_f / 2 per coordinate, u_f = 2^-24, eta_f = 2^-149; normal within
/// 8 u_d + 1.5 u_f, | |n| - 1 | <= 4 u_d + 2 u_f).
inline SweepResult<float> swept_polygon_polygon(const SweptPolygonPolygon<float>& in) {
  auto w = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  const auto r = swept_polygon_polygon(SweptPolygonPolygon<double>{
      {w(in.a[0]), w(in.a[1]), w(in.a[2])}, w(in.va), {w(in.b[0]), w(in.b[1]), w(in.b[2])}, w(in.vb)});
  return detail::narrow(r);
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
