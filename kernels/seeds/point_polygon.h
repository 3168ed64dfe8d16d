#pragma once
// point_polygon: the textbook transcription (pnpoly): the crossing test in
// floating point, flaws included, a specimen under test rather than a kernel
// to copy. The conventions and result types are in ../point_polygon.h, the
// robust kernels in ../robust/point_polygon.h.

#include "../point_polygon.h"

namespace cc::textbook {

/// W. Randolph Franklin, "PNPOLY - Point Inclusion in Polygon Test"
/// (https://wrfranklin.org/Research/Short_Notes/pnpoly.html), the crossings
/// test of E. Haines, "Point in Polygon Strategies", Graphics Gems IV (1994),
/// written as one loop. For each edge from vertex j to vertex i (j the one
/// before i, starting with the last): the edge counts when one end lies
/// strictly above P's horizontal and the other does not (verty[i] > testy !=
/// verty[j] > testy), and P.x is less than the edge's x-intercept at P.y,
///   (vertx[j] - vertx[i]) * (testy - verty[i]) / (verty[j] - verty[i]) +
///   vertx[i],
/// every operation rounded; each counting edge toggles the answer. The page
/// partitions the plane in two, so a point on the boundary is reported inside
/// or outside: boundary is never returned, and nothing checks the values or the
/// polygon's simplicity (a NaN compares false; an infinity propagates).
/// Repeated vertices are zero-length edges, never counted, so the 64 slots are
/// passed as they are.
template <class T>
PolygonSide point_polygon(const SimplePolygon<T>& poly, Vec2<T> p) {
  bool inside = false;
  for (int i = 0, j = kPolygonSlots - 1; i < kPolygonSlots; j = i++) {
    const Vec2<T> vi = poly.v[i], vj = poly.v[j];
    if ((vi.y > p.y) != (vj.y > p.y) && p.x < (vj.x - vi.x) * (p.y - vi.y) / (vj.y - vi.y) + vi.x) inside = !inside;
  }
  return inside ? PolygonSide::inside : PolygonSide::outside;
}

}  // namespace cc::textbook
