#pragma once
// circle_convex: the textbook transcription (textbook_sat): the separating-axis
// test of a circle against a convex polygon as the tutorials write it, flaws
// included, a specimen under test rather than a kernel to copy. The conventions
// and result types are in ../circle_convex.h, the robust kernel in
// ../robust/circle_convex.h.

#include <cmath>

#include "../circle_convex.h"

namespace cc::textbook {

using std::sqrt;

/// The separating-axis test of a circle and a convex polygon, as C. Ericson,
/// Real-Time Collision Detection (2005), §5.2.1 "Separating-axis Test" states
/// the theorem and as the tutorials apply it to circles (the Metanet tutorial a
/// reader points to in the comments of 002_8da84774eab6982e.txt, line 78,
/// among them): the candidate axes are the polygon's edge normals, each
/// normalized, and the axis from the polygon's vertex nearest the circle's
/// centre to the centre. On each axis the polygon projects to [min, max] over
/// its vertices (widened by its radius) and the circle to [c.a - r, c.a + r];
/// if some axis shows a gap, the shapes are apart; otherwise the axis of least
/// overlap is the normal (turned to point from the polygon toward the circle)
/// and minus that overlap the separation.
///
/// Transcribed on the merged vertices with the tutorial's comparisons: a gap
/// where one interval ends before the other begins (<), touching where they
/// meet exactly (==); apart reports the largest gap as the separation. It does
/// not check the polygon's convexity or winding.
template <class T>
ShapeContact<T> circle_convex(const Circle<T>& A, const RoundedPolygon<T>& B) {
  Vec2<T> v[kMaxPolygonVertices];
  const int n = merged_vertices(B.core, v);
  Vec2<T> axes[kMaxPolygonVertices + 1];
  int count = 0;
  for (int i = 0; n >= 2 && i < n; ++i) {
    const Vec2<T> e = v[(i + 1) % n] - v[i];
    const T length = sqrt(e.x * e.x + e.y * e.y);
    axes[count++] = {e.y / length, -e.x / length};
  }
  int nearest = 0;
  T nearest_d2 = 0;
  for (int i = 0; i < n; ++i) {
    const Vec2<T> to = A.c - v[i];
    const T d2 = to.x * to.x + to.y * to.y;
    if (i == 0 || d2 < nearest_d2) nearest = i, nearest_d2 = d2;
  }
  const Vec2<T> to = A.c - v[nearest];
  const T length = sqrt(to.x * to.x + to.y * to.y);
  axes[count++] = {to.x / length, to.y / length};

  bool first = true;
  ShapeContact<T> best{ContactKind::overlapping, {}, T(0)};
  for (int k = 0; k < count; ++k) {
    const Vec2<T> a = axes[k];
    T lo = 0, hi = 0;
    for (int i = 0; i < n; ++i) {
      const T p = v[i].x * a.x + v[i].y * a.y;
      if (i == 0 || p < lo) lo = p;
      if (i == 0 || p > hi) hi = p;
    }
    lo -= B.r;
    hi += B.r;
    const T c = A.c.x * a.x + A.c.y * a.y;
    // The gap on each side; the larger is this axis's separation.
    const T above = (c - A.r) - hi, below = lo - (c + A.r);
    const T separation = above > below ? above : below;
    const Vec2<T> normal = above > below ? a : Vec2<T>{-a.x, -a.y};
    if (first || separation > best.separation) best = {ContactKind::overlapping, normal, separation};
    first = false;
  }
  best.kind = best.separation > 0 ? ContactKind::apart
                                  : (best.separation == 0 ? ContactKind::touching : ContactKind::overlapping);
  return best;
}

}  // namespace cc::textbook
