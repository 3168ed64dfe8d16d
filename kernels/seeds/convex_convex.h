#pragma once
// convex_convex: the textbook transcription (textbook_sat): the separating-axis
// test of two convex polygons with a clipped contact manifold, as the
// published descriptions state it, flaws included; a specimen under test
// rather than a kernel to copy. The conventions and result types are in
// ../convex_convex.h and ../convex_contact.h, the robust kernel in
// ../robust/convex_convex.h.

#include <cmath>

#include "../convex_convex.h"

namespace cc::textbook {

/// The separating-axis test of two convex polygons, as C. Ericson, Real-Time
/// Collision Detection (2005), §5.2.1 "Separating-axis Test" states it: the
/// candidate axes of two polygons are their edge normals; projected on each,
/// the polygons are intervals, and a gap on one axis separates them. The
/// manifold as E. Catto, "Contact Manifolds" (GDC 2007) describes it: find
/// the axis of minimum penetration (in 2D a face normal), identify the
/// reference face and the incident face (the other polygon's face most
/// anti-parallel to it), clip the incident face against the reference face's
/// side planes (Sutherland-Hodgman, not against the reference face itself),
/// and keep the clip points with positive penetration. The slides ask for
/// coherence ("be consistent from step to step"); tutorials keep it with a
/// tolerance that favours A's face: B's wins only when its separation exceeds
/// 0.98 times A's plus 0.001 (an absolute epsilon, in the units of the world).
///
/// Transcribed on the merged vertices with the radii added as skins: a
/// polygon's separation along its edge normal n_i is the least (v - v_i).n_i
/// over the other's vertices, the shapes apart when the larger of the two
/// maxima exceeds rA + rB; touching when it equals it. Each clipped point y of
/// the incident face reports the separation s = (y - v_ref).n - (rA + rB) and
/// the point of B: on B's skin above the reference face when B holds it
/// (y - ((y - v_ref).n - rB) n), else y + rB n. It checks neither the values
/// nor the polygons' convexity and winding; a point core has no axis.
template <class T>
ConvexContact<T> convex_convex(const RoundedPolygon<T>& A, const RoundedPolygon<T>& B) {
  Vec2<T> va[kMaxPolygonVertices], vb[kMaxPolygonVertices];
  const int na = merged_vertices(A.core, va), nb = merged_vertices(B.core, vb);
  const T total = A.r + B.r;
  // The greatest separation along one polygon's edge normals (Ericson's
  // projections, written as the least signed distance of the other's
  // vertices from each edge line).
  const auto max_separation = [](const Vec2<T>* p, int np, const Vec2<T>* q, int nq, int& edge) {
    T best = -INFINITY;
    edge = -1;
    for (int i = 0; np >= 2 && i < np; ++i) {
      const Vec2<T> e = p[(i + 1) % np] - p[i];
      const T length = std::sqrt(e.x * e.x + e.y * e.y);
      const Vec2<T> n{e.y / length, -e.x / length};
      T least = INFINITY;
      for (int k = 0; k < nq; ++k) {
        const T s = n.x * (q[k].x - p[i].x) + n.y * (q[k].y - p[i].y);
        if (s < least) least = s;
      }
      if (least > best) best = least, edge = i;
    }
    return best;
  };
  int edge_a, edge_b;
  const T sep_a = max_separation(va, na, vb, nb, edge_a);
  const T sep_b = max_separation(vb, nb, va, na, edge_b);
  ConvexContact<T> out;
  const T sep = sep_a > sep_b ? sep_a : sep_b;
  out.kind = sep > total ? ContactKind::apart : (sep == total ? ContactKind::touching : ContactKind::overlapping);
  // The reference face: A's unless B's is better beyond the tolerance.
  const bool b_ref = edge_a < 0 || (edge_b >= 0 && sep_b > T(0.98) * sep_a + T(0.001));
  const Vec2<T>* ref = b_ref ? vb : va;
  const Vec2<T>* inc = b_ref ? va : vb;
  const int nr = b_ref ? nb : na, ni = b_ref ? na : nb, edge = b_ref ? edge_b : edge_a;
  if (edge < 0) return out;  // two points: no axis
  const Vec2<T> v1 = ref[edge], v2 = ref[(edge + 1) % nr];
  const Vec2<T> e = v2 - v1;
  const T length = std::sqrt(e.x * e.x + e.y * e.y);
  const Vec2<T> tangent{e.x / length, e.y / length}, n{tangent.y, -tangent.x};
  out.normal = b_ref ? n : Vec2<T>{-n.x, -n.y};
  out.separation = (b_ref ? sep_b : sep_a) - total;
  if (out.kind == ContactKind::apart) return out;
  // The incident face: the edge whose normal is most anti-parallel to n.
  Vec2<T> y[2];
  int count = 1;
  y[0] = inc[0];
  if (ni >= 2) {
    int incident = 0;
    T least = INFINITY;
    for (int i = 0; i < ni; ++i) {
      const Vec2<T> f = inc[(i + 1) % ni] - inc[i];
      const T d = (f.y * n.x - f.x * n.y) / std::sqrt(f.x * f.x + f.y * f.y);
      if (d < least) least = d, incident = i;
    }
    y[0] = inc[incident];
    y[1] = inc[(incident + 1) % ni];
    count = 2;
  }
  // Clip against the side planes: tangent.(y - v1) >= 0 and tangent.(y - v2) <= 0.
  const auto clip = [&](T offset, T sign) {
    T d[2];
    for (int k = 0; k < count; ++k) d[k] = sign * (tangent.x * y[k].x + tangent.y * y[k].y - offset);
    if (count == 1) {
      if (d[0] > 0) count = 0;
      return;
    }
    if (d[0] > 0 && d[1] > 0) {
      count = 0;
    } else if (d[0] > 0 || d[1] > 0) {
      const T t = d[0] / (d[0] - d[1]);
      const Vec2<T> cut{y[0].x + t * (y[1].x - y[0].x), y[0].y + t * (y[1].y - y[0].y)};
      y[d[0] > 0 ? 0 : 1] = cut;
    }
  };
  clip(tangent.x * v1.x + tangent.y * v1.y, T(-1));
  if (count > 0) clip(tangent.x * v2.x + tangent.y * v2.y, T(1));
  // Keep the points below the reference face (within the skins).
  for (int k = 0; k < count; ++k) {
    const T h = n.x * (y[k].x - v1.x) + n.y * (y[k].y - v1.y);
    const T s = h - total;
    if (s > 0) continue;
    const Vec2<T> p = b_ref ? Vec2<T>{y[k].x - (h - B.r) * n.x, y[k].y - (h - B.r) * n.y}
                            : Vec2<T>{y[k].x + B.r * out.normal.x, y[k].y + B.r * out.normal.y};
    out.point[out.count] = p;
    out.gap[out.count] = s;
    ++out.count;
  }
  return out;
}

}  // namespace cc::textbook
