#pragma once
// The robust ray_convex kernel: exact decisions for every finite input, and
// the bounds on t, the point and the normal it promises, as data
// (RayConvexBounds). The conventions and result types are in ../ray_convex.h.
// Standard library only: a game copies this header with ../detail/,
// ../error_bound.h, ../ray_convex.h and the type headers those include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <cmath>

#include "../detail/big_dyadic.h"
#include "../detail/bounded_double.h"
#include "../detail/finite.h"
#include "../detail/narrow_to_float.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../ray_convex.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::ray_convex promises (derivations at robust::ray_convex). `t`
/// within a relative bound of t* (|t*| scaled) and an absolute eta for a
/// quotient that underflows; `point` per coordinate, M the largest input
/// magnitude; `normal` Euclidean, where the exact contact has a unique normal
/// (the normal (0, 0) of a start strictly inside is returned exactly), and
/// unit within `normal_length` wherever it is not (0, 0).
template <class T>
struct RayConvexBounds;
template <>
struct RayConvexBounds<double> {
  /// 5 u t* + eta: t = A / (A - C) from two orientations accurate to
  /// u (1 + 2^-7) each, whose signs differ (no cancellation), a subtraction
  /// and a division: relative (1 + u')^2 (1 + u)^2 / ((1 - u')^2) - 1 <= 4.1 u;
  /// along an axis (a point polygon, a ray on a segment's line) two
  /// differences and a division, 3.01 u. eta (2^-1074) for a quotient below
  /// the normal range.
  static constexpr ErrorBound t{{{5 * 0x1p-53, Scale::value_magnitude}, {0x1p-1074, Scale::absolute}}};
  /// 16 u M + 4 eta: |t - t*| |p1 - p0| <= 10 u M, the roundings of p1 - p0,
  /// of t (p1 - p0) (2 u M each, |p1 - p0| <= 2M) and of the sum (u M); eta
  /// for underflow and for the halved frame used where p1 - p0 overflows.
  static constexpr ErrorBound point{{{16 * 0x1p-53, Scale::input_magnitude}, {4 * 0x1p-1074, Scale::absolute}}};
  /// 6 u, Euclidean: the edge's rounded direction (each coordinate within u
  /// of the exact one) turns the unit vector by at most 2 u, and the
  /// normalization (two squares, a sum, a square root, a division) adds 3 u.
  static constexpr ErrorBound normal{{{6 * 0x1p-53, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::euclidean;
  /// | |normal| - 1 | <= 4 u: the normalization's 3 u, with margin.
  static constexpr ErrorBound normal_length{{{4 * 0x1p-53, Scale::absolute}}};
};
template <>
struct RayConvexBounds<float> {
  /// The double t rounded down to a float: below it by less than ulp_f(t) <=
  /// 2^-23 t, or 2^-149 for a subnormal float; with the double's 5 u_d t* + eta_d.
  static constexpr ErrorBound t{{{0x1p-23 + 6 * 0x1p-53, Scale::value_magnitude}, {0x1p-148, Scale::absolute}}};
  /// The double bound plus u_f P + eta_f / 2, P the exact point's larger
  /// |coordinate| (the rounding to float, of the double point, which is within
  /// 16 u_d M of P: u_f 16 u_d M more, covered by 17 u_d M); absolute terms
  /// rounded up to 2^-150.
  static constexpr ErrorBound point{{{17 * 0x1p-53, Scale::input_magnitude},
                                     {0x1p-24, Scale::value_max_magnitude},
                                     {0x1p-150, Scale::absolute}}};
  /// The double bound plus sqrt 2 u_f (stated 1.5 u_f) for the rounding to float.
  static constexpr ErrorBound normal{{{6 * 0x1p-53 + 1.5 * 0x1p-24, Scale::absolute}}};
  static constexpr Norm normal_norm = Norm::euclidean;
  /// 2 u_f + 4 u_d.
  static constexpr ErrorBound normal_length{{{2 * 0x1p-24 + 4 * 0x1p-53, Scale::absolute}}};
};

/// The stages of robust::ray_convex, by the names its CC_STAGE markers pass
/// (stage.h): invalid_input (a non-finite input), invalid_polygon (not
/// strictly convex counterclockwise); a point polygon: point_miss, point_hit;
/// a segment polygon: segment_miss, segment_start (a contact at t = 0),
/// segment_hit; a polygon of three or more vertices: polygon_miss,
/// polygon_start (p0 in the closed polygon), polygon_hit; and exact_order,
/// where a comparison of two edges' parameters (degree 4) was not settled by
/// the BoundedDouble filter and took exact BigDyadic arithmetic (a ray through
/// a vertex, or parallel to an edge, gives exact ties). The float variant runs
/// the double algorithm and passes the same markers.
template <class T>
struct RayConvexStages {
  static constexpr const char* names[] = {"invalid_input", "invalid_polygon", "point_miss",   "point_hit",
                                          "segment_miss",  "segment_start",   "segment_hit",  "polygon_miss",
                                          "polygon_start", "polygon_hit",     "exact_order"};
};

namespace ray_convex_detail {

using detail::BigDyadic;
using detail::BoundedDouble;

inline bool in_box(Vec2<double> q, Vec2<double> a, Vec2<double> b) {
  return std::min(a.x, b.x) <= q.x && q.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= q.y &&
         q.y <= std::max(a.y, b.y);
}

/// (q.k - p0.k) / (p1.k - p0.k) on the axis k where |p1 - p0| is larger, for q
/// on the ray's line (then that ratio is t for every axis with p1.k != p0.k):
/// two differences and a division, relative error <= 3.01 u. Where a
/// difference overflows, every coordinate is halved first: a halved value
/// rounds only below 2^-1022, by eta / 2, while the overflowed difference is
/// above 2^1023.
inline double ratio_along(Vec2<double> q, Vec2<double> p0, Vec2<double> p1) {
  double dx = p1.x - p0.x, dy = p1.y - p0.y;
  const bool huge = !std::isfinite(dx) || !std::isfinite(dy) || !std::isfinite(q.x - p0.x) ||
                    !std::isfinite(q.y - p0.y);
  const double h = huge ? 0.5 : 1.0;
  dx = h * p1.x - h * p0.x;
  dy = h * p1.y - h * p0.y;
  const bool use_x = std::fabs(dx) >= std::fabs(dy);
  const double num = use_x ? h * q.x - h * p0.x : h * q.y - h * p0.y;
  const double den = use_x ? dx : dy;
  return std::min(1.0, num / den);
}

/// The unit vector (w1 - w0) / |w1 - w0| (w0 != w1). The difference is
/// rounded once per coordinate (in a halved frame where it overflows), then
/// scaled by a power of two (exact, but for coordinates far below the larger
/// one) so that the squares neither overflow nor underflow.
inline Vec2<double> unit_along(Vec2<double> w0, Vec2<double> w1) {
  double ex = w1.x - w0.x, ey = w1.y - w0.y;
  if (!std::isfinite(ex) || !std::isfinite(ey)) {
    ex = 0.5 * w1.x - 0.5 * w0.x;
    ey = 0.5 * w1.y - 0.5 * w0.y;
  }
  const double m = std::max(std::fabs(ex), std::fabs(ey));
  if (!(m > 0)) return {0.0, 0.0};
  int e = 0;
  std::frexp(m, &e);
  ex = std::ldexp(ex, -e);
  ey = std::ldexp(ey, -e);
  const double len = std::sqrt(ex * ex + ey * ey);
  return {ex / len, ey / len};
}

/// The unit vector along the edge w1 - w0 turned by s: (s = +1) (y, -x), the
/// outward normal of an edge of a counterclockwise polygon; s = -1 the left
/// normal (-y, x).
inline Vec2<double> unit_normal(Vec2<double> w0, Vec2<double> w1, double s) {
  const Vec2<double> u = unit_along(w0, w1);
  return {s * u.y, -s * u.x};
}

/// p0 + t (p1 - p0), in a halved frame where p1 - p0 overflows, clamped to the
/// box of p0 and p1 (which holds P(t*)): never farther from P(t*) than before.
inline Vec2<double> point_at(Vec2<double> p0, Vec2<double> p1, double t) {
  if (t == 0.0) return p0;
  if (t == 1.0) return p1;
  double dx = p1.x - p0.x, dy = p1.y - p0.y;
  Vec2<double> p;
  if (std::isfinite(dx) && std::isfinite(dy)) {
    p = {p0.x + t * dx, p0.y + t * dy};
  } else {
    dx = 0.5 * p1.x - 0.5 * p0.x;
    dy = 0.5 * p1.y - 0.5 * p0.y;
    p = {2.0 * (0.5 * p0.x + t * dx), 2.0 * (0.5 * p0.y + t * dy)};
  }
  p.x = std::min(std::max(p.x, std::min(p0.x, p1.x)), std::max(p0.x, p1.x));
  p.y = std::min(std::max(p.y, std::min(p0.y, p1.y)), std::max(p0.y, p1.y));
  return p;
}

/// t = A / (A - C) for A = orient(w0, w1, p0) and C = orient(w0, w1, p1) of
/// opposite signs (C may be 0: t = 1, returned exactly by the caller): both
/// from Orientation::accurate_pair, in one frame, each within relative
/// u (1 + 2^-7); A - C does not cancel.
inline double crossing_time(const detail::Orientation& o, Vec2<double> w0, Vec2<double> w1, Vec2<double> p0,
                            Vec2<double> p1) {
  double a = 0, c = 0;
  o.accurate_pair(w0, w1, p0, p1, a, c);
  return std::min(1.0, a / (a - c));
}

/// An edge's two orientations against the ray's ends, filtered and exact on demand.
struct EdgeSides {
  Vec2<double> w0, w1;
  int sa = 0, sc = 0, sb = 0;  ///< signs of A = orient(w0, w1, p0), C = orient(w0, w1, p1), B = C - A
  BoundedDouble a, c;          ///< A and C with error bounds, once `have_bounded`
  bool have_bounded = false, have_exact = false;
  BigDyadic ea, ec;

  void bounded(Vec2<double> p0, Vec2<double> p1);

  void exact(Vec2<double> p0, Vec2<double> p1) {
    if (have_exact) return;
    ea = detail::orient2d_exact(w0, w1, p0);
    ec = detail::orient2d_exact(w0, w1, p1);
    have_exact = true;
  }
};

inline BoundedDouble bounded_orient(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  const BoundedDouble ex = BoundedDouble(b.x) - BoundedDouble(a.x), ey = BoundedDouble(b.y) - BoundedDouble(a.y);
  const BoundedDouble fx = BoundedDouble(c.x) - BoundedDouble(a.x), fy = BoundedDouble(c.y) - BoundedDouble(a.y);
  return ex * fy - ey * fx;
}

inline void EdgeSides::bounded(Vec2<double> p0, Vec2<double> p1) {
  if (have_bounded) return;
  a = bounded_orient(w0, w1, p0);
  c = bounded_orient(w0, w1, p1);
  have_bounded = true;
}

/// The exact sign of D(i, k) = A_k C_i - A_i C_k (degree 4): for two entering
/// edges t_i > t_k iff D > 0; for an entering i and a leaving k, t_i <= t_k iff
/// D >= 0; for two leaving edges t_i < t_k iff D < 0.
inline int order_sign(EdgeSides& i, EdgeSides& k, Vec2<double> p0, Vec2<double> p1) {
  i.bounded(p0, p1);
  k.bounded(p0, p1);
  const BoundedDouble d = k.a * i.c - i.a * k.c;
  bool ok = true;
  const int s = d.sign(ok);
  if (ok) return s;
  CC_STAGE("exact_order");
  i.exact(p0, p1);
  k.exact(p0, p1);
  return (k.ea * i.ec - i.ea * k.ec).sign();
}

/// The exact sign of cross(w1 - w0, p1 - p0).
inline int direction_sign(Vec2<double> w0, Vec2<double> w1, Vec2<double> p0, Vec2<double> p1) {
  const auto d = detail::det2_stage_a(w1.x - w0.x, w1.y - w0.y, p1.x - p0.x, p1.y - p0.y);
  if (d.decided()) return d.sign();
  const BigDyadic x = (BigDyadic(w1.x) - BigDyadic(w0.x)) * (BigDyadic(p1.y) - BigDyadic(p0.y)) -
                      (BigDyadic(w1.y) - BigDyadic(w0.y)) * (BigDyadic(p1.x) - BigDyadic(p0.x));
  return x.sign();
}

}  // namespace ray_convex_detail

/// robust::ray_convex on doubles. Decisions: every sign is exact (Orientation
/// for the orientations, stage A then BigDyadic for cross(e, p1 - p0), a
/// BoundedDouble filter then BigDyadic for the degree-4 comparisons of two
/// edges' parameters), so the kind is exact for every finite input. Values:
/// t, the point and the normal are computed from the edge the exact
/// comparisons select (RayConvexBounds states and derives their bounds).
inline SweepResult<double> ray_convex(const RayConvex<double>& in) {
  using namespace ray_convex_detail;
  using R = SweepResult<double>;
  const Vec2<double> p0 = in.p0, p1 = in.p1;
  bool finite = detail::all_finite(p0.x, p0.y, p1.x, p1.y);
  for (const auto& v : in.b.v) finite = finite && detail::all_finite(v.x, v.y);
  if (!finite) return CC_STAGE("invalid_input"), R{SweepKind::invalid_input, 0.0, {}, {}};

  Vec2<double> w[kMaxPolygonVertices];
  const int n = merged_vertices(in.b, w);
  double M = std::max({std::fabs(p0.x), std::fabs(p0.y), std::fabs(p1.x), std::fabs(p1.y)});
  for (int i = 0; i < n; ++i) M = std::max({M, std::fabs(w[i].x), std::fabs(w[i].y)});
  const detail::Orientation o(M);

  // Strictly convex counterclockwise: every turn strictly left (exact signs),
  // and the edge directions pass from the lower half-plane (y < 0, or y == 0
  // and x < 0) to the upper one exactly once (each half read from exact
  // comparisons of the coordinates), so the polygon winds around once.
  if (n >= 3) {
    int ups = 0;
    auto lower = [](Vec2<double> a, Vec2<double> b) { return b.y < a.y || (b.y == a.y && b.x < a.x); };
    for (int i = 0; i < n; ++i) {
      const Vec2<double> a = w[i], b = w[(i + 1) % n], c = w[(i + 2) % n];
      if (o.sign(a, b, c) <= 0) return CC_STAGE("invalid_polygon"), R{SweepKind::invalid_input, 0.0, {}, {}};
      if (lower(a, b) && !lower(b, c)) ++ups;
    }
    if (ups != 1) return CC_STAGE("invalid_polygon"), R{SweepKind::invalid_input, 0.0, {}, {}};
  }
  const bool still = p0 == p1;

  if (n == 1) {
    // A point polygon: P(t) == w for t on the ray's line through w, inside the
    // box of the ray; t along the dominant axis, the point w itself.
    // The normal, not unique: back along the motion; (0, 0) without motion.
    const Vec2<double> q = w[0];
    if (still) {
      if (p0 == q) return CC_STAGE("point_hit"), R{SweepKind::hit, 0.0, q, {0.0, 0.0}};
      return CC_STAGE("point_miss"), R{};
    }
    if (o.sign(p0, p1, q) != 0 || !in_box(q, p0, p1)) return CC_STAGE("point_miss"), R{};
    const double t = q == p0 ? 0.0 : ratio_along(q, p0, p1);
    return CC_STAGE("point_hit"), R{SweepKind::hit, t, q, unit_along(p1, p0)};
  }

  if (n == 2) {
    const Vec2<double> w0 = w[0], w1 = w[1];
    const int o0 = o.sign(w0, w1, p0), o1 = still ? o0 : o.sign(w0, w1, p1);
    // A start on the segment has no unique normal: the segment's normal
    // toward p1's side (the left one without motion off the line), or back
    // along a motion within the line.
    if (o0 == 0 && (still || o1 != 0)) {
      // p0 on the segment's line and the ray not within it: only t = 0 can touch.
      if (in_box(p0, w0, w1))
        return CC_STAGE("segment_start"),
               R{SweepKind::hit, 0.0, p0, unit_normal(w0, w1, still ? -1.0 : -static_cast<double>(o1))};
      return CC_STAGE("segment_miss"), R{};
    }
    if (o0 == 0) {
      // The ray within the segment's line: at p0 when it starts on the
      // segment, else at the end it reaches first (compared on the dominant
      // axis); the normal back along the motion.
      if (in_box(p0, w0, w1)) return CC_STAGE("segment_start"), R{SweepKind::hit, 0.0, p0, unit_along(p1, p0)};
      // The axis of the larger |p1 - p0|: a rounded difference of distinct
      // doubles is nonzero, so the axis moves; halved only where a difference
      // overflows (halving a subnormal could round a motion to 0).
      double dx = p1.x - p0.x, dy = p1.y - p0.y;
      if (!std::isfinite(dx) || !std::isfinite(dy)) dx = 0.5 * p1.x - 0.5 * p0.x, dy = 0.5 * p1.y - 0.5 * p0.y;
      const bool use_x = std::fabs(dx) >= std::fabs(dy);
      auto key = [&](Vec2<double> v) { return use_x ? v.x : v.y; };
      const bool forward = key(p1) > key(p0);
      const bool w0_first = forward ? key(w0) < key(w1) : key(w0) > key(w1);
      const Vec2<double> first = w0_first ? w0 : w1;
      if (!in_box(first, p0, p1)) return CC_STAGE("segment_miss"), R{};
      return CC_STAGE("segment_hit"), R{SweepKind::hit, ratio_along(first, p0, p1), first, unit_along(p1, p0)};
    }
    // p0 strictly on one side: the ray crosses the line at t = A / (A - C) when
    // p1 is on the other side or on it, inside the segment when its ends are
    // not strictly on one side of the ray's line.
    if (o1 == o0) return CC_STAGE("segment_miss"), R{};
    const int q0 = o.sign(p0, p1, w0), q1 = o.sign(p0, p1, w1);
    if (q0 * q1 > 0) return CC_STAGE("segment_miss"), R{};
    const double t = o1 == 0 ? 1.0 : crossing_time(o, w0, w1, p0, p1);
    return CC_STAGE("segment_hit"),
           R{SweepKind::hit, t, point_at(p0, p1, t), unit_normal(w0, w1, -static_cast<double>(o0))};
  }

  // Cyrus-Beck: f_i(t) = A_i + t B_i >= 0 for every edge, B_i = C_i - A_i.
  EdgeSides e[kMaxPolygonVertices];
  for (int i = 0; i < n; ++i) {
    EdgeSides& s = e[i];
    s.w0 = w[i];
    s.w1 = w[(i + 1) % n];
    s.sa = o.sign(s.w0, s.w1, p0);
    s.sc = still ? s.sa : o.sign(s.w0, s.w1, p1);
    if (still) s.sb = 0;
    else if (s.sa != s.sc) s.sb = s.sc > s.sa ? 1 : -1;
    else if (s.sa == 0) s.sb = 0;
    else s.sb = direction_sign(s.w0, s.w1, p0, p1);
    // Both ends strictly outside one edge (a parallel edge included): a miss.
    if (s.sa < 0 && s.sc < 0) return CC_STAGE("polygon_miss"), R{};
  }
  // The latest entering parameter above 0 (A < 0 < B), the earliest leaving
  // one below 1 (C < 0, B < 0, A >= 0), by exact comparisons.
  int I = -1, J = -1;
  for (int i = 0; i < n; ++i) {
    if (e[i].sb > 0 && e[i].sa < 0 && (I < 0 || order_sign(e[i], e[I], p0, p1) > 0)) I = i;
    if (e[i].sb < 0 && e[i].sc < 0 && (J < 0 || order_sign(e[i], e[J], p0, p1) < 0)) J = i;
  }
  if (I < 0) {
    // Every A >= 0: p0 in the closed polygon. The normal of the first edge
    // through p0 (unique unless p0 is a vertex), else (0, 0).
    for (int i = 0; i < n; ++i)
      if (e[i].sa == 0) return CC_STAGE("polygon_start"), R{SweepKind::hit, 0.0, p0, unit_normal(e[i].w0, e[i].w1, 1.0)};
    return CC_STAGE("polygon_start"), R{SweepKind::hit, 0.0, p0, {0.0, 0.0}};
  }
  const bool hit = J < 0 ? e[I].sc >= 0 : order_sign(e[I], e[J], p0, p1) >= 0;
  if (!hit) return CC_STAGE("polygon_miss"), R{};
  const double t = e[I].sc == 0 ? 1.0 : crossing_time(o, e[I].w0, e[I].w1, p0, p1);
  return CC_STAGE("polygon_hit"), R{SweepKind::hit, t, point_at(p0, p1, t), unit_normal(e[I].w0, e[I].w1, 1.0)};
}

/// The float variant runs the double algorithm on the exactly widened inputs
/// and rounds: decisions exact; t the largest float not above the double t
/// (within 2^-23 t of it); point within u_f |P| + eta_f / 2 more than the
/// double bound, normal within sqrt 2 u_f more, | |n| - 1 | <= 2 u_f more.
inline SweepResult<float> ray_convex(const RayConvex<float>& in) {
  auto w = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  RayConvex<double> q{w(in.p0), w(in.p1), {}};
  for (int i = 0; i < kMaxPolygonVertices; ++i) q.b.v[i] = w(in.b.v[i]);
  return detail::narrow(ray_convex(q));
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
