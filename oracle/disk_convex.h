#pragma once
// The exact oracle of a disk (centre c, radius r) against a rounded convex
// core (kernels/convex_polygon.h: its merged vertices v[0..n), n = 1 a point,
// n = 2 a segment, n >= 3 a strictly convex counterclockwise polygon; radius
// s), shared by circle_capsule (n <= 2) and circle_convex. The conventions are
// kernels/shape_contact.h's. Nothing here shares arithmetic with the robust
// kernels.
//
// With R = r + s and K the core:
//   - c strictly inside K (n >= 3, cross(e_i, c - v_i) > 0 for every edge):
//     separation = -(min_i g_i / |e_i| + R), g_i = cross(e_i, c - v_i), the
//     normal the nearest edge's outward unit normal (e_i.y, -e_i.x) / |e_i|;
//   - otherwise: separation = dist(c, K) - R; normal (c - q) / |c - q| with q
//     the point of K nearest to c; on K's boundary (c == q), the outward
//     normal of the one edge whose interior holds c, none at a vertex or on a
//     zero-area core.
// Every value is a + b sqrt(d) with rational a, b, d.
//
// The kind's filter (disk_convex_kind): the sign of d_i^2 - R^2 for each
// piece of K's boundary (a segment, or the point when n == 1) is the kind;
// each piece's nearest-feature test (a dot product's sign) and comparison
// (|w|^2 - R^2, or cross(e, w)^2 - R^2 |e|^2 with w = c - v_i) are evaluated
// with the oracle's running error bounds (bounded.h), the rationals deciding
// where those cannot.

#include <array>
#include <cmath>
#include <optional>

#include "../kernels/convex_polygon.h"
#include "../kernels/shape_contact.h"
#include "bounded.h"
#include "cross_sign.h"
#include "distance.h"
#include "filter.h"
#include "number.h"
#include "sqrt_extension.h"

namespace cc::oracle {

inline FilterStats& disk_convex_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// A merged core: its distinct vertices (kernels/convex_polygon.h).
struct ConvexCore {
  Vec2<double> v[kMaxPolygonVertices];
  int n = 0;
};

/// Whether a merged core of 3 or more vertices turns strictly left at every
/// vertex and winds once: the edge directions pass from the lower half-plane
/// (y < 0, or y == 0 and x < 0) to the upper one exactly once. A core of 1 or
/// 2 vertices is valid.
inline bool convex_core_valid(const ConvexCore& k, FilterStats& stats) {
  if (k.n < 3) return true;
  int windings = 0;
  for (int i = 0; i < k.n; ++i) {
    const Vec2<double> a = k.v[i], b = k.v[(i + 1) % k.n], c = k.v[(i + 2) % k.n];
    if (cross_sign(b, a, c, b, stats) <= 0) return false;
    const auto upper = [](Vec2<double> p, Vec2<double> q) { return q.y > p.y || (q.y == p.y && q.x > p.x); };
    if (!upper(a, b) && upper(b, c)) ++windings;
  }
  return windings == 1;
}

namespace disk_convex_detail {

/// sign(d^2 - R^2) for the segment a b (a == b: the point a), filtered.
inline int piece_sign(Vec2<double> c, Vec2<double> a, Vec2<double> b, double r, double s, FilterStats& stats) {
  ++stats.decisions;
  const Bounded R = Bounded::exactly(r) + Bounded::exactly(s);
  const auto point_sign = [&](Vec2<double> p) -> int {
    const Bounded wx = Bounded::exactly(c.x) - Bounded::exactly(p.x), wy = Bounded::exactly(c.y) - Bounded::exactly(p.y);
    return certain(wx * wx + wy * wy - R * R);
  };
  if (filtering()) {
    int result = 2;
    if (a == b) {
      result = point_sign(a);
    } else {
      const Bounded ex = Bounded::exactly(b.x) - Bounded::exactly(a.x), ey = Bounded::exactly(b.y) - Bounded::exactly(a.y);
      const Bounded wx = Bounded::exactly(c.x) - Bounded::exactly(a.x), wy = Bounded::exactly(c.y) - Bounded::exactly(a.y);
      const Bounded vx = Bounded::exactly(c.x) - Bounded::exactly(b.x), vy = Bounded::exactly(c.y) - Bounded::exactly(b.y);
      const int at_a = certain(wx * ex + wy * ey);   // > 0: beyond a along e
      const int at_b = certain(vx * ex + vy * ey);   // < 0: before b along e
      if (at_a == -1) result = point_sign(a);
      else if (at_b == 1) result = point_sign(b);
      else if (at_a == 1 && at_b == -1) {
        const Bounded cr = ex * wy - ey * wx;
        result = certain(cr * cr - R * R * (ex * ex + ey * ey));
      }
    }
    if (result != 2) return result;
  }
  ++stats.exact;
  const RationalPoint C = exact_point(c.x, c.y), A = exact_point(a.x, a.y), B = exact_point(b.x, b.y);
  const Rational RR = exact(r) + exact(s);
  return Rational(squared_distance_to_segment(C, A, B) - RR * RR).sign();
}

}  // namespace disk_convex_detail

/// The exact kind, filtered. Validity (finite values, radii >= 0, a valid
/// core) is the caller's.
inline ContactKind disk_convex_kind(Vec2<double> c, double r, const ConvexCore& k, double s) {
  FilterStats& stats = disk_convex_stats();
  if (k.n >= 3) {
    bool inside = true;
    for (int i = 0; i < k.n && inside; ++i)
      inside = cross_sign(k.v[(i + 1) % k.n], k.v[i], c, k.v[i], stats) > 0;
    if (inside) return ContactKind::overlapping;
  }
  int least = 1;
  const int pieces = k.n == 1 ? 1 : (k.n == 2 ? 1 : k.n);
  for (int i = 0; i < pieces && least >= 0; ++i)
    least = std::min(least, disk_convex_detail::piece_sign(c, k.v[i], k.v[(i + 1) % k.n], r, s, stats));
  return least > 0 ? ContactKind::apart : (least == 0 ? ContactKind::touching : ContactKind::overlapping);
}

/// The exact answer: kind, separation, and the normal where it is unique.
struct DiskConvexExact {
  ContactKind kind = ContactKind::invalid_input;
  RootNumber separation;
  std::optional<std::array<RootNumber, 2>> normal;
};

inline DiskConvexExact disk_convex_exact(Vec2<double> c, double r, const ConvexCore& k, double s) {
  DiskConvexExact out;
  const RationalPoint C = exact_point(c.x, c.y);
  const Rational R = exact(r) + exact(s);
  const auto P = [&k](int i) { return exact_point(k.v[i % k.n].x, k.v[i % k.n].y); };
  // The outward unit normal of edge i: (e.y, -e.x) / |e| = (e / L) sqrt(L).
  const auto edge_normal = [&](int i) {
    const RationalPoint a = P(i), b = P(i + 1);
    const Rational ex = b.x - a.x, ey = b.y - a.y, L = ex * ex + ey * ey;
    return std::array<RootNumber, 2>{RootNumber(Rational(0), Rational(ey / L), L),
                                     RootNumber(Rational(0), Rational(-ex / L), L)};
  };
  if (k.n >= 3) {
    std::array<Rational, kMaxPolygonVertices> g, L;
    bool inside = true;
    for (int i = 0; i < k.n; ++i) {
      const RationalPoint a = P(i), b = P(i + 1);
      const Rational ex = b.x - a.x, ey = b.y - a.y;
      g[i] = ex * (C.y - a.y) - ey * (C.x - a.x);
      L[i] = ex * ex + ey * ey;
      inside = inside && g[i].sign() > 0;
    }
    if (inside) {
      // The nearest edge line: least g / sqrt(L), all g > 0: compare g_i^2 L_j with g_j^2 L_i.
      int best = 0;
      bool tied = false;
      for (int i = 1; i < k.n; ++i) {
        const int cmp = Rational(g[i] * g[i] * L[best] - g[best] * g[best] * L[i]).sign();
        if (cmp < 0) best = i, tied = false;
        else if (cmp == 0) tied = true;
      }
      out.kind = ContactKind::overlapping;
      out.separation = RootNumber(Rational(-R), Rational(-g[best] / L[best]), L[best]);
      if (!tied) out.normal = edge_normal(best);
      return out;
    }
  }
  // Outside or on the boundary: the nearest point of the boundary.
  RationalPoint q = P(0);
  Rational d2 = squared_distance(C, q);
  int on_edge = -1, edges_at_zero = 0;
  const int pieces = k.n == 1 ? 0 : (k.n == 2 ? 1 : k.n);
  for (int i = 0; i < pieces; ++i) {
    const RationalPoint a = P(i), b = P(i + 1);
    RationalPoint p = nearest_on_segment(C, a, b);
    Rational d = squared_distance(C, p);
    if (d.sign() == 0) ++edges_at_zero, on_edge = i;
    if (d < d2) d2 = std::move(d), q = std::move(p);
  }
  const int cmp = Rational(d2 - R * R).sign();
  out.kind = cmp > 0 ? ContactKind::apart : (cmp == 0 ? ContactKind::touching : ContactKind::overlapping);
  out.separation = d2.sign() == 0 ? RootNumber(Rational(-R)) : RootNumber(Rational(-R), Rational(1), d2);
  if (d2.sign() > 0) {
    out.normal = std::array<RootNumber, 2>{RootNumber(Rational(0), Rational((C.x - q.x) / d2), d2),
                                           RootNumber(Rational(0), Rational((C.y - q.y) / d2), d2)};
  } else if (k.n >= 3 && edges_at_zero == 1) {
    out.normal = edge_normal(on_edge);  // the interior of one edge (a vertex lies on two)
  }
  return out;
}

}  // namespace cc::oracle
