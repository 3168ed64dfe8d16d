#pragma once
// The exact oracle of polygon_polygon (kernels/polygon_polygon.h), with the same
// conventions (closed regions by the even-odd rule, touching counts). The edge
// pairs are decided by the segment_segment oracle (filtered exact signs); a
// vertex's containment by its crossing number, each crossing's side an exact
// cross-product sign (cross_sign.h). Nothing here shares arithmetic with the
// robust kernel.

#include <cmath>

#include "../kernels/polygon_polygon.h"
#include "cross_sign.h"
#include "segment_segment.h"

namespace cc::oracle {

inline FilterStats& polygon_polygon_stats() {
  thread_local FilterStats stats;
  return stats;
}

namespace polygon_polygon_detail {

/// Even-odd containment of p, not on the boundary: an edge with exactly one end
/// strictly above p's horizontal crosses it to the right of p iff
/// cross(hi - lo, p - lo) > 0.
inline bool contains(const Quad<double>& poly, Vec2<double> p, FilterStats& stats) {
  int crossings = 0;
  for (int i = 0; i < 4; ++i) {
    const Vec2<double> a = poly.v[i], b = poly.v[(i + 1) % 4];
    if ((a.y > p.y) == (b.y > p.y)) continue;
    const Vec2<double> lo = a.y > p.y ? b : a, hi = a.y > p.y ? a : b;
    if (cross_sign(hi, lo, p, lo, stats) > 0) ++crossings;
  }
  return crossings % 2 == 1;
}

}  // namespace polygon_polygon_detail

inline PolygonContact polygon_polygon_exact(const Quad<double>& A, const Quad<double>& B) {
  for (const Quad<double>* P : {&A, &B})
    for (const Vec2<double>& v : P->v)
      if (!std::isfinite(v.x) || !std::isfinite(v.y)) return PolygonContact::invalid_input;
  FilterStats& stats = polygon_polygon_stats();
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      if (segment_segment_kind(A.edge(i), B.edge(j), stats) != SegmentContact::none)
        return PolygonContact::intersecting;
  if (polygon_polygon_detail::contains(B, A.v[0], stats) || polygon_polygon_detail::contains(A, B.v[0], stats))
    return PolygonContact::intersecting;
  return PolygonContact::none;
}

}  // namespace cc::oracle
