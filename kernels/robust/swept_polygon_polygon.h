#pragma once
// swept_polygon_polygon: the robust kernel (namespace cc::robust) and what it
// promises, as data (SweptPolygonPolygonBounds). The conventions and result
// types are in ../swept_polygon_polygon.h. Standard library only: a game copies
// this header with ../detail/, ../error_bound.h, ../swept_polygon_polygon.h and
// the type headers those include (and the robust headers included here).

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "../detail/big_dyadic.h"
#include "../detail/bounded_double.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../swept_polygon_polygon.h"
#include "moving_point_segment.h"
#include "segment_segment.h"

namespace cc {
namespace robust {

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
  static constexpr ErrorBound point{{{12 * 0x1p-53, Scale::input_magnitude}, {3 * 0x1p-1074, Scale::absolute}}};
  static constexpr Norm point_norm = Norm::euclidean;
  /// 8 u: D rounds once per coordinate, hypot and two divisions add 3 u.
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
/// normal: D = l2 - l1 rounds once per coordinate (relative u), is rescaled by a
/// power of two, hypot and two divisions add 3 u: |n - n*| <= 8 u, | |n| - 1 | <= 4 u.
inline SweepResult<double> swept_polygon_polygon(const SweptPolygonPolygon<double>& in) {
  using namespace swept_polygon_polygon_detail;
  const Vec2<double> all[8] = {in.a[0], in.a[1], in.a[2], in.va, in.b[0], in.b[1], in.b[2], in.vb};
  double M = 0.0;
  for (const auto& p : all) {
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) return {SweepKind::invalid_input, 0.0, {}, {}};
    M = std::max({M, std::fabs(p.x), std::fabs(p.y)});
  }
  Pair pairs[18];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      pairs[3 * i + j] = {in.a[i], in.va, in.b[j], in.b[(j + 1) % 3], in.vb, false};
      pairs[9 + 3 * i + j] = {in.b[i], in.vb, in.a[j], in.a[(j + 1) % 3], in.va, true};
    }
  PairHit hits[18];
  std::optional<int> best;
  auto earlier = [&](int k, int b) {  // pair k's exact time < pair b's, or equal and k preferred
    if (hits[k].t != hits[b].t) return hits[k].t < hits[b].t;
    bool ok = true;
    int s = compare_roots(hits[k].F, hits[k].d.root, hits[b].F, hits[b].d.root, ok);
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
    if (never_on_line(pairs[k])) continue;
    h.F = translating_polys<detail::BoundedDouble>(pairs[k]);
    const Polys<detail::BoundedDouble>& F = h.F;
    h.index = k;
    bool ok = true;
    h.d = moving_point_segment_detail::decide(F, ok);
    if (!ok) {
      bool unused = true;
      h.d = moving_point_segment_detail::decide(exact_of(pairs[k], h), unused);
    }
    if (!h.d.hit) continue;
    h.t = moving_point_segment_detail::largest_double_at_most(
        F, [&]() -> const Polys<detail::BigDyadic>& { return exact_of(pairs[k], h, true); }, h.d.root);
    if (!best || earlier(k, *best)) best = k;
  }
  const bool pair_at_zero = best && hits[*best].d.root.kind == RootKind::zero;
  if (!pair_at_zero) {
    if (const auto p = start_overlap(in)) return {SweepKind::hit, 0.0, *p, {0.0, 0.0}};
  }
  if (!best) return {};
  const Pair& q = pairs[*best];
  const PairHit& h = hits[*best];
  // Halve first when sums could overflow; halving a subnormal may round by
  // eta / 2, inside the stated eta terms.
  const bool huge = M > 0x1p+1020;
  const double k = huge ? 0.5 : 1.0;
  const Vec2<double> p = k * q.p, vp = k * q.vp;
  Vec2<double> point = h.t == 0.0 ? q.p : p + h.t * vp;
  if (huge && h.t != 0.0) point = 2.0 * point;
  Vec2<double> normal{0.0, 0.0};
  if (!h.d.degenerate) {
    Vec2<double> D = k * q.l2 - k * q.l1;
    int e = 0;
    std::frexp(std::max(std::fabs(D.x), std::fabs(D.y)), &e);
    D = {std::ldexp(D.x, -e), std::ldexp(D.y, -e)};
    const double len = std::hypot(D.x, D.y);
    double s = static_cast<double>(h.d.collinear ? 1 : h.d.side);
    if (q.b_vertex) s = -s;
    normal = len > 0.0 ? Vec2<double>{-s * D.y / len, s * D.x / len} : Vec2<double>{0.0, 0.0};
  }
  return {SweepKind::hit, h.t, point, normal};
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
  auto n = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  float t = static_cast<float>(r.t);
  if (static_cast<double>(t) > r.t) t = std::nextafter(t, 0.0f);
  return {r.kind, t, n(r.point), n(r.normal)};
}

}  // namespace robust
}  // namespace cc
