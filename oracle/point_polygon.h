#pragma once
// The exact oracle of point_polygon (kernels/point_polygon.h), with the same
// conventions: the polygon's simplicity and the point's place, each decided
// by exact orientation signs (filtered, cross_sign.h; rationals where the
// filter cannot decide) and exact coordinate comparisons.

#include <algorithm>
#include <cmath>

#include "../kernels/point_polygon.h"
#include "cross_sign.h"
#include "number.h"

namespace cc::oracle {

inline FilterStats& point_polygon_stats() {
  thread_local FilterStats stats;
  return stats;
}

namespace point_polygon_detail {

/// The sign of orient2d(a, b, c) = (b - a) x (c - a), exactly.
inline int orient(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  return cross_sign(b, a, c, a, point_polygon_stats());
}

/// Whether c lies in the closed box of a and b (exact comparisons).
inline bool in_box(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y &&
         c.y <= std::max(a.y, b.y);
}

/// Whether c lies on the closed segment [a, b].
inline bool on_segment(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  return in_box(a, b, c) && orient(a, b, c) == 0;
}

/// Whether the closed segments [a, b] and [c, d] share a point: a proper
/// crossing (each pair of ends strictly on both sides of the other's line), or
/// an end of one on the other.
inline bool segments_meet(Vec2<double> a, Vec2<double> b, Vec2<double> c, Vec2<double> d) {
  if (std::max(a.x, b.x) < std::min(c.x, d.x) || std::max(c.x, d.x) < std::min(a.x, b.x) ||
      std::max(a.y, b.y) < std::min(c.y, d.y) || std::max(c.y, d.y) < std::min(a.y, b.y))
    return false;
  const int o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (o1 == 0 && in_box(a, b, c)) || (o2 == 0 && in_box(a, b, d)) || (o3 == 0 && in_box(c, d, a)) ||
         (o4 == 0 && in_box(c, d, b));
}

}  // namespace point_polygon_detail

/// Whether the polygon (finite coordinates) is simple
/// (kernels/point_polygon.h): at least 3 merged vertices, adjacent edges
/// meeting only at their shared vertex, non-adjacent edges not meeting at all.
inline bool polygon_is_simple_exact(const SimplePolygon<double>& poly) {
  namespace d = point_polygon_detail;
  Vec2<double> v[kPolygonSlots];
  const int n = merged_vertices(poly, v);
  if (n < 3) return false;
  for (int i = 0; i < n; ++i) {
    // Adjacent edges a -> b -> c share b; they meet elsewhere iff one's far
    // end lies on the other (collinear, folding back).
    const Vec2<double> a = v[i], b = v[(i + 1) % n], c = v[(i + 2) % n];
    if (d::on_segment(a, b, c) || d::on_segment(b, c, a)) return false;
  }
  for (int i = 0; i < n; ++i)
    for (int j = i + 2; j < n; ++j)
      if (!(i == 0 && j == n - 1) && d::segments_meet(v[i], v[i + 1], v[j], v[(j + 1) % n])) return false;
  return true;
}

/// Where P stands against the closed chain of merged vertices, by the rule of
/// kernels/point_polygon.h (exact boundary, then the half-open crossing
/// parity), without the simplicity check.
inline PolygonSide point_polygon_rule_exact(const SimplePolygon<double>& poly, Vec2<double> p) {
  namespace d = point_polygon_detail;
  Vec2<double> v[kPolygonSlots];
  const int n = merged_vertices(poly, v);
  if (n == 1) return v[0] == p ? PolygonSide::boundary : PolygonSide::outside;
  int crossings = 0;
  for (int i = 0; i < n; ++i) {
    const Vec2<double> a = v[i], b = v[(i + 1) % n];
    if (d::on_segment(a, b, p)) return PolygonSide::boundary;
    if ((a.y > p.y) == (b.y > p.y)) continue;
    // The edge straddles P's horizontal: it crosses the ray toward +x iff P
    // lies left of the edge directed upward.
    const int s = b.y > a.y ? d::orient(a, b, p) : d::orient(b, a, p);
    if (s > 0) ++crossings;
  }
  return crossings % 2 == 1 ? PolygonSide::inside : PolygonSide::outside;
}

/// The exact answer: invalid_input for a NaN or an infinity or a polygon that
/// is not simple, else the rule's.
inline PolygonSide point_polygon_exact(const SimplePolygon<double>& poly, Vec2<double> p) {
  if (!std::isfinite(p.x) || !std::isfinite(p.y)) return PolygonSide::invalid_input;
  for (const Vec2<double>& x : poly.v)
    if (!std::isfinite(x.x) || !std::isfinite(x.y)) return PolygonSide::invalid_input;
  if (!polygon_is_simple_exact(poly)) return PolygonSide::invalid_input;
  return point_polygon_rule_exact(poly, p);
}

}  // namespace cc::oracle
