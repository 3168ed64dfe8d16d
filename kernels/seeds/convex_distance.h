#pragma once
// convex_distance: the textbook transcription (textbook_closest_features):
// the brute-force closest-feature loop over both polygons' edges, as the
// published description states it, flaws included; a specimen under test
// rather than a kernel to copy. The conventions and the result type are in
// ../convex_distance.h, the robust kernel in ../robust/convex_distance.h.

#include <cmath>
#include <limits>

#include "../convex_distance.h"

namespace cc::textbook {

namespace convex_distance_detail {

template <class T>
T dot(Vec2<T> a, Vec2<T> b) {
  return a.x * b.x + a.y * b.y;
}
template <class T>
T clamp01(T x) {
  return x < T(0) ? T(0) : (x > T(1) ? T(1) : x);
}

/// C. Ericson, Real-Time Collision Detection (2005), §5.1.9 "Closest Points
/// of Two Line Segments": with d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2,
/// a = d1.d1, e = d2.d2, f = d2.r, the closest points are p1 + s d1 and
/// p2 + t d2. A segment whose squared length is at most EPSILON is taken as
/// its first point; otherwise c = d1.r, b = d1.d2, the denominator
/// a e - b^2 gives s (clamped to [0, 1]; 0 for parallel segments, denominator
/// 0), t = (b s + f) / e, and where t leaves [0, 1] it is clamped and s
/// recomputed from it (-c / a, or (b - c) / a, clamped). Returns the squared
/// distance between the two points. The book leaves EPSILON to the reader as
/// a small absolute constant; transcribed as the scalar's machine epsilon.
template <class T>
T closest_pt_segment_segment(Vec2<T> p1, Vec2<T> q1, Vec2<T> p2, Vec2<T> q2, Vec2<T>& c1, Vec2<T>& c2) {
  constexpr T kEpsilon = std::numeric_limits<T>::epsilon();
  const Vec2<T> d1{q1.x - p1.x, q1.y - p1.y}, d2{q2.x - p2.x, q2.y - p2.y}, r{p1.x - p2.x, p1.y - p2.y};
  const T a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  T s = 0, t = 0;
  if (a <= kEpsilon && e <= kEpsilon) {
    s = t = 0;
  } else if (a <= kEpsilon) {
    s = 0;
    t = clamp01(f / e);
  } else {
    const T c = dot(d1, r);
    if (e <= kEpsilon) {
      t = 0;
      s = clamp01(-c / a);
    } else {
      const T b = dot(d1, d2);
      const T denom = a * e - b * b;
      s = denom != T(0) ? clamp01((b * f - c * e) / denom) : T(0);
      t = (b * s + f) / e;
      if (t < T(0)) {
        t = 0;
        s = clamp01(-c / a);
      } else if (t > T(1)) {
        t = 1;
        s = clamp01((b - c) / a);
      }
    }
  }
  c1 = {p1.x + d1.x * s, p1.y + d1.y * s};
  c2 = {p2.x + d2.x * t, p2.y + d2.y * t};
  const Vec2<T> w{c1.x - c2.x, c1.y - c2.y};
  return dot(w, w);
}

/// §5.1.9.1 "2D Segment Intersection": twice the signed area of (a, b, c).
template <class T>
T signed_2d_tri_area(Vec2<T> a, Vec2<T> b, Vec2<T> c) {
  return (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x);
}

/// §5.1.9.1: a b and c d cross when c and d lie strictly on opposite sides of
/// a b (a1 a2 < 0) and a and b strictly on opposite sides of c d, the fourth
/// area taken as a3 + a2 - a1 (the areas' identity) rather than computed.
template <class T>
bool test_2d_segment_segment(Vec2<T> a, Vec2<T> b, Vec2<T> c, Vec2<T> d) {
  const T a1 = signed_2d_tri_area(a, b, d);
  const T a2 = signed_2d_tri_area(a, b, c);
  if (a1 * a2 < T(0)) {
    const T a3 = signed_2d_tri_area(c, d, a);
    const T a4 = a3 + a2 - a1;
    if (a3 * a4 < T(0)) return true;
  }
  return false;
}

/// A point strictly inside a counterclockwise convex polygon: strictly left of
/// every edge (the half-plane tests §5.4.1 "Testing Point in Polygon" builds
/// its binary search on). A point or a segment has no inside.
template <class T>
bool strictly_inside(Vec2<T> p, const Vec2<T>* v, int n) {
  if (n < 3) return false;
  for (int i = 0; i < n; ++i)
    if (!(signed_2d_tri_area(v[i], v[(i + 1) % n], p) > T(0))) return false;
  return true;
}

}  // namespace convex_distance_detail

/// The distance between two convex polygons by the closest-feature loop: the
/// least of the edge pairs' closest_pt_segment_segment (a point is a segment
/// from it to itself, a two-vertex polygon its one segment), the polygons
/// overlapping when two edges cross (test_2d_segment_segment) or a vertex of
/// one lies strictly inside the other; a squared distance of exactly 0 is
/// touching, with the closest pair as the common point. It checks neither
/// the values nor the polygons' convexity and winding.
template <class T>
ConvexDistance<T> convex_distance(const ConvexPolygon<T>& A, const ConvexPolygon<T>& B) {
  using namespace convex_distance_detail;
  Vec2<T> va[kMaxPolygonVertices], vb[kMaxPolygonVertices];
  const int na = merged_vertices(A, va), nb = merged_vertices(B, vb);
  const int ea = na == 2 ? 1 : na, eb = nb == 2 ? 1 : nb;  // edges; a point is one edge of length 0
  ConvexDistance<T> out;
  T best = std::numeric_limits<T>::infinity();
  bool overlap = false;
  for (int i = 0; i < ea; ++i)
    for (int j = 0; j < eb; ++j) {
      const Vec2<T> p1 = va[i], q1 = va[(i + 1) % na], p2 = vb[j], q2 = vb[(j + 1) % nb];
      Vec2<T> c1, c2;
      const T d2 = closest_pt_segment_segment(p1, q1, p2, q2, c1, c2);
      if (d2 < best || (i == 0 && j == 0)) {
        best = d2;
        out.pA = c1;
        out.pB = c2;
      }
      if (test_2d_segment_segment(p1, q1, p2, q2)) overlap = true;
    }
  for (int k = 0; k < na && !overlap; ++k) overlap = strictly_inside(va[k], vb, nb);
  for (int k = 0; k < nb && !overlap; ++k) overlap = strictly_inside(vb[k], va, na);
  if (overlap) {
    out = {};
    out.kind = ContactKind::overlapping;
    return out;
  }
  out.kind = best == T(0) ? ContactKind::touching : ContactKind::apart;
  out.distance = std::sqrt(best);
  return out;
}

}  // namespace cc::textbook
