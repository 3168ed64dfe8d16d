#pragma once
// The exact oracle of convex_convex: two rounded convex cores
// (kernels/convex_polygon.h; merged vertices, n = 1 a point, n = 2 a segment,
// n >= 3 strictly convex counterclockwise) with radii rA, rB. The conventions
// are kernels/convex_convex.h's. Nothing here shares arithmetic with the
// robust kernel.
//
// With R = rA + rB and K = B - A (the Minkowski difference of the cores):
//   - the candidate axes are the edge normals of both cores (a segment's two
//     sides are two edges, i -> i + 1 of its two merged vertices). For B's
//     edge f_j from b_j, the overlap along its outward normal is
//     t = max over A's vertices of cross(f_j, a - b_j) / |f_j|, the normal
//     (f.y, -f.x) / |f|; for A's edge e_i from a_i, t = max over B's vertices
//     of cross(e_i, b - a_i) / |e_i|, the normal (-e.y, e.x) / |e| (inward of
//     A: A moves that way to leave B);
//   - K has area unless both cores are points or parallel segments; then the
//     cores meet iff every t >= 0 (the separating-axis theorem over K's edge
//     normals, which are among the candidates), else iff a vertex of one lies
//     on the other (K a point or a segment);
//   - cores apart: separation = sqrt(d2) - R, d2 the least squared distance
//     from a vertex of one core to the other (a closest pair of two disjoint
//     convex polygons has a vertex in it), normal (qa - qb) / sqrt(d2);
//   - cores meeting: separation = -(t_min + R) (0 for t_min where K has no
//     area); the normal is t_min's axis, unique unless two axes of different
//     directions tie (or K has no area).
// Every value is a + b sqrt(d) with rational a, b, d.
//
// The kind's filter (convex_convex_kind): the signs of the cross products by
// cross_sign.h, and for apart cores the disk oracle's filtered kind of each
// vertex against the other rounded core (oracle/disk_convex.h): the least of
// those is the kind, since dist(A, B) is the least vertex-to-core distance.

#include <array>
#include <optional>
#include <vector>

#include "disk_convex.h"
#include "reference.h"

namespace cc::oracle {

inline FilterStats& convex_convex_stats() {
  thread_local FilterStats stats;
  return stats;
}

namespace convex_convex_detail {

inline int next(int i, int n) { return i + 1 < n ? i + 1 : 0; }
inline int edge_count(int n) { return n >= 2 ? n : 0; }

/// Whether K = B - A has area: a core of 3 or more vertices, or two segments
/// that are not parallel.
inline bool difference_has_area(const ConvexCore& A, const ConvexCore& B, FilterStats& stats) {
  if (A.n >= 3 || B.n >= 3) return true;
  if (A.n < 2 || B.n < 2) return false;
  return cross_sign(A.v[1], A.v[0], B.v[1], B.v[0], stats) != 0;
}

/// The sign of t for edge i of `ref` against the vertices of `other`: the
/// largest sign of cross(e_i, x - v_i).
inline int axis_sign(const ConvexCore& ref, int i, const ConvexCore& other, FilterStats& stats) {
  int s = -1;
  for (int k = 0; k < other.n && s < 1; ++k)
    s = std::max(s, cross_sign(ref.v[next(i, ref.n)], ref.v[i], other.v[k], ref.v[i], stats));
  return s;
}

}  // namespace convex_convex_detail

/// Whether the cores share a point, exactly (filtered).
inline bool cores_meet(const ConvexCore& A, const ConvexCore& B) {
  using namespace convex_convex_detail;
  FilterStats& stats = convex_convex_stats();
  if (difference_has_area(A, B, stats)) {
    for (int i = 0; i < edge_count(A.n); ++i)
      if (axis_sign(A, i, B, stats) < 0) return false;
    for (int j = 0; j < edge_count(B.n); ++j)
      if (axis_sign(B, j, A, stats) < 0) return false;
    return true;
  }
  // Points and parallel segments: a vertex of one on the other.
  FilterStats& disk = disk_convex_stats();
  for (int k = 0; k < A.n; ++k)
    for (int j = 0; j < std::max(1, edge_count(B.n)); ++j)
      if (disk_convex_detail::piece_sign(A.v[k], B.v[j], B.v[next(j, B.n)], 0, 0, disk) == 0) return true;
  for (int k = 0; k < B.n; ++k)
    for (int i = 0; i < std::max(1, edge_count(A.n)); ++i)
      if (disk_convex_detail::piece_sign(B.v[k], A.v[i], A.v[next(i, A.n)], 0, 0, disk) == 0) return true;
  return false;
}

/// The exact kind, filtered. Validity (finite values, radii >= 0, valid
/// cores) is the caller's.
inline ContactKind convex_convex_kind(const ConvexCore& A, double rA, const ConvexCore& B, double rB) {
  using namespace convex_convex_detail;
  FilterStats& stats = convex_convex_stats();
  if (cores_meet(A, B)) {
    if (rA > 0 || rB > 0) return ContactKind::overlapping;
    if (!difference_has_area(A, B, stats)) return ContactKind::touching;
    // Depth 0 iff some axis has t == 0 (every t >= 0 here).
    for (int i = 0; i < edge_count(A.n); ++i)
      if (axis_sign(A, i, B, stats) == 0) return ContactKind::touching;
    for (int j = 0; j < edge_count(B.n); ++j)
      if (axis_sign(B, j, A, stats) == 0) return ContactKind::touching;
    return ContactKind::overlapping;
  }
  ContactKind least = ContactKind::apart;
  const auto take = [&least](ContactKind k) {
    if (k == ContactKind::overlapping || (k == ContactKind::touching && least == ContactKind::apart)) least = k;
  };
  for (int k = 0; k < A.n && least != ContactKind::overlapping; ++k) take(disk_convex_kind(A.v[k], rA, B, rB));
  for (int k = 0; k < B.n && least != ContactKind::overlapping; ++k) take(disk_convex_kind(B.v[k], rB, A, rA));
  return least;
}

/// The closest pair of two cores that do not meet: the least squared
/// distance from a vertex of one to the other (a closest pair of two disjoint
/// convex polygons has a vertex in it), qa on A and qb on B; the first least
/// pair in the order A's vertices against B, then B's against A.
struct ClosestPair {
  Rational d2;
  RationalPoint qa, qb;
};

inline ClosestPair closest_pair(const ConvexCore& A, const ConvexCore& B) {
  using namespace convex_convex_detail;
  const auto P = [](const ConvexCore& k, int i) { return exact_point(k.v[i].x, k.v[i].y); };
  bool first = true;
  ClosestPair out;
  const auto scan = [&](const ConvexCore& from, const ConvexCore& to, bool from_a) {
    for (int k = 0; k < from.n; ++k) {
      const RationalPoint c = P(from, k);
      for (int j = 0; j < std::max(1, edge_count(to.n)); ++j) {
        RationalPoint q = nearest_on_segment(c, P(to, j), P(to, next(j, to.n)));
        Rational d = squared_distance(c, q);
        if (first || d < out.d2) {
          first = false;
          out.d2 = std::move(d);
          out.qa = from_a ? c : q;
          out.qb = from_a ? q : c;
        }
      }
    }
  };
  scan(A, B, true);
  scan(B, A, false);
  return out;
}

/// The exact answer: kind, separation, the normal where it is unique, and
/// whether the cores meet.
struct ConvexConvexExact {
  ContactKind kind = ContactKind::invalid_input;
  RootNumber separation;
  std::optional<std::array<RootNumber, 2>> normal;
  bool cores_meet = false;
};

inline ConvexConvexExact convex_convex_exact(const ConvexCore& A, double rA, const ConvexCore& B, double rB) {
  using namespace convex_convex_detail;
  ConvexConvexExact out;
  const Rational R = exact(rA) + exact(rB);
  const auto P = [](const ConvexCore& k, int i) { return exact_point(k.v[i].x, k.v[i].y); };
  out.cores_meet = cores_meet(A, B);
  if (!out.cores_meet) {
    const ClosestPair c = closest_pair(A, B);
    const Rational& d2 = c.d2;
    const RationalPoint &qa = c.qa, &qb = c.qb;
    const int cmp = Rational(d2 - R * R).sign();
    out.kind = cmp > 0 ? ContactKind::apart : (cmp == 0 ? ContactKind::touching : ContactKind::overlapping);
    out.separation = RootNumber(Rational(-R), Rational(1), d2);
    out.normal = std::array<RootNumber, 2>{RootNumber(Rational(0), Rational((qa.x - qb.x) / d2), d2),
                                           RootNumber(Rational(0), Rational((qa.y - qb.y) / d2), d2)};
    return out;
  }
  // The cores meet: the axis of least overlap.
  struct Axis {
    Rational c, L, nx, ny;  // t = c / sqrt(L), normal (nx, ny) / sqrt(L)
  };
  std::vector<Axis> axes;
  const auto add_axes = [&](const ConvexCore& ref, const ConvexCore& other, bool ref_is_a) {
    for (int i = 0; i < edge_count(ref.n); ++i) {
      const RationalPoint a = P(ref, i), b = P(ref, next(i, ref.n));
      const Rational ex = b.x - a.x, ey = b.y - a.y;
      Rational c;
      for (int k = 0; k < other.n; ++k) {
        const RationalPoint x = P(other, k);
        Rational g = ex * (x.y - a.y) - ey * (x.x - a.x);
        if (k == 0 || g > c) c = std::move(g);
      }
      axes.push_back({c, Rational(ex * ex + ey * ey), ref_is_a ? Rational(-ey) : ey, ref_is_a ? ex : Rational(-ex)});
    }
  };
  add_axes(A, B, true);
  add_axes(B, A, false);
  const bool area = difference_has_area(A, B, convex_convex_stats());
  if (!area || axes.empty()) {
    out.kind = R.sign() > 0 ? ContactKind::overlapping : ContactKind::touching;
    out.separation = RootNumber(Rational(-R));
    return out;  // no unique normal
  }
  // Every c >= 0: t_i < t_j iff c_i^2 L_j < c_j^2 L_i.
  const auto order = [&axes](std::size_t i, std::size_t j) {
    return Rational(axes[i].c * axes[i].c * axes[j].L - axes[j].c * axes[j].c * axes[i].L).sign();
  };
  std::size_t best = 0;
  for (std::size_t i = 1; i < axes.size(); ++i)
    if (order(i, best) < 0) best = i;
  bool tied = false;
  for (std::size_t i = 0; i < axes.size() && !tied; ++i) {
    if (i == best || order(i, best) != 0) continue;
    const Axis &x = axes[i], &y = axes[best];
    const bool same_direction =
        Rational(x.nx * y.ny - x.ny * y.nx).sign() == 0 && Rational(x.nx * y.nx + x.ny * y.ny).sign() > 0;
    tied = !same_direction;
  }
  const Axis& a = axes[best];
  out.kind = (R.sign() > 0 || a.c.sign() > 0) ? ContactKind::overlapping : ContactKind::touching;
  out.separation = RootNumber(Rational(-R), Rational(-a.c / a.L), a.L);
  if (!tied)
    out.normal = std::array<RootNumber, 2>{RootNumber(Rational(0), Rational(a.nx / a.L), a.L),
                                           RootNumber(Rational(0), Rational(a.ny / a.L), a.L)};
  return out;
}

/// Whether the rational point p lies within `bound` (>= 0) of the surface of
/// the rounded core (k, r): |dist(p, k) - r| <= bound outside the core, and
/// depth + r <= bound strictly inside it (depth the distance to the nearest
/// edge line), compared in squares. `signed_distance` gets the signed
/// distance to the surface (negative inside), rounded, for the report.
inline bool near_rounded_surface(const ConvexCore& k, double r, const RationalPoint& p, const Rational& bound,
                                 double* signed_distance = nullptr) {
  using namespace convex_convex_detail;
  const Rational rr = exact(r);
  const auto P = [&k](int i) { return exact_point(k.v[i].x, k.v[i].y); };
  bool inside = k.n >= 3;
  for (int i = 0; i < k.n && inside; ++i) {
    const RationalPoint a = P(i), b = P(next(i, k.n));
    inside = Rational((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)).sign() > 0;
  }
  if (inside) {
    // depth = min g_i / sqrt(L_i) > 0; within iff some g_i^2 <= (bound - r)^2 L_i.
    const Rational room = bound - rr;
    bool within = false;
    Real least = -1;
    for (int i = 0; i < k.n; ++i) {
      const RationalPoint a = P(i), b = P(next(i, k.n));
      const Rational ex = b.x - a.x, ey = b.y - a.y;
      const Rational g = ex * (p.y - a.y) - ey * (p.x - a.x), L = ex * ex + ey * ey;
      if (room.sign() >= 0 && Rational(g * g - room * room * L).sign() <= 0) within = true;
      const Real d = to_real(g) / boost::multiprecision::sqrt(to_real(L));
      if (least < 0 || d < least) least = d;
    }
    if (signed_distance) *signed_distance = static_cast<double>(-(least + to_real(rr)));
    return within;
  }
  Rational d2;
  for (int j = 0; j < std::max(1, edge_count(k.n)); ++j) {
    Rational d = squared_distance_to_segment(p, P(j), P(next(j, k.n)));
    if (j == 0 || d < d2) d2 = std::move(d);
  }
  if (signed_distance)
    *signed_distance = static_cast<double>(boost::multiprecision::sqrt(to_real(d2)) - to_real(rr));
  const Rational hi = rr + bound, lo = rr - bound;
  if (Rational(d2 - hi * hi).sign() > 0) return false;
  return lo.sign() <= 0 || Rational(d2 - lo * lo).sign() >= 0;
}

}  // namespace cc::oracle
