#pragma once
// convex_distance: the robust kernel (namespace cc::robust) and what it
// promises, as data (ConvexDistanceBounds). The conventions and the result
// type are in ../convex_distance.h. Standard library only: a game copies this
// header with convex_convex.h and what that includes.
//
// Decisions are exact for every finite input; they are convex_convex's with
// both radii 0 (robust/convex_convex.h, steps 1 to 4: orientation signs and
// filtered polynomial signs, exact dyadic numbers where a filter cannot
// decide):
//   1. both polygons valid, else invalid_input;
//   2. whether they meet (cores_meet);
//   3. apart: the closest pair is a vertex c of one polygon and the feature of
//      the other nearest to it (closest_candidate: each vertex's nearest
//      feature, disk_core_contact.h's boundary_feature, and the least squared
//      distance, compared exactly: a fast feature search whose filters fall
//      back to exact arithmetic only where they cannot decide). The distance
//      is feature_values' separation (radius 0); c is one closest point,
//      exactly; the other is the feature's vertex, exactly, or c projected
//      onto the feature's edge (nearest_on_edge);
//   4. meeting: touching iff some axis has depth 0 or the difference has no
//      area (convex_convex's rule with R = 0); then a vertex of one polygon
//      lies on the other (the ends of the contact set are vertices), found
//      by exact orientation signs and reported as both points, exactly;
//      overlapping: distance 0, points (0, 0).
//
// Bounds (double; u = 2^-53, eta = 2^-1074; M the largest |input|; errors of
// 2D points Euclidean):
//   - distance: feature_values' separation with r = s = 0 and the centre a
//     vertex of the other polygon, whose derivation at DiskCoreBounds holds as
//     it stands: 32u M + eta (touching and overlapping: 0 exactly). The
//     distance is at most 2 sqrt 2 M and may overflow: then it is an
//     infinity, the exact value lying within the bound of the range's end;
//   - points: the vertex (apart: c, or the feature's vertex; touching: the
//     common vertex) is exact. The projection onto an edge a -> b is taken in
//     the frame scaled by 2^-k (M in [2^(k-1), 2^k)), where |a|, |b|, |c| <=
//     sqrt 2 and the differences e = b - a, w = c - a (|w| <= 2 sqrt 2) round
//     once each (u |e|, u |w|, Euclidean sqrt 2 times that); t =
//     (w . e) / (e . e), computed on e and w each scaled to [1, 2) so that no
//     square underflows, is within 6u plus the differences' errors:
//     |t - t*| |e| <= 6u |w| + 2 sqrt 2 u |w| + sqrt 2 u |e| t; the point
//     a + t e is within |t - t*| |e| + t sqrt 2 u |e| + 2 roundings of
//     values below 2 sqrt 2 (2 sqrt 2 u each, sqrt 2 per coordinate): at most
//     (17 + 6 + 8 + 8) u = 39u in the frame, < 78u M, plus the loss where the
//     frame's values or the result are subnormal (eta each). That point's
//     distance from B (A) is at most its distance from the exact projection,
//     and |pA - pB| differs from the exact distance by no more. Bound
//     96u M + 4 eta.
// Float: the double algorithm on the widened (exact) inputs, each value
// rounded once to float: the distance as DiskCoreBounds<float>; each point
// coordinate within u_f M, each point sqrt 2 u_f M, |pA - pB| 2 sqrt 2 u_f M
// more: 3 u_f M + the double bound.
//
// Stages (ConvexDistanceStages<T>::names): invalid_input (NaN, infinity),
// invalid_polygon; apart (then disk_core_contact.h's feature_exact, edge,
// edge_exact, vertex and vertex_exact for each vertex against the other
// polygon, and closest_exact where two candidates' distances needed exact
// arithmetic), touching, overlapping.

#include "../convex_distance.h"
#include "../error_bound.h"
#include "convex_convex.h"
#include "disk_core_bounds.h"

namespace cc::robust {

template <class T>
struct ConvexDistanceBounds;
template <>
struct ConvexDistanceBounds<double> {
  static constexpr ErrorBound distance = DiskCoreBounds<double>::separation;
  static constexpr ErrorBound points{{{96 * 0x1p-53, Scale::input_magnitude}, {0x1p-1072, Scale::absolute}}};
};
template <>
struct ConvexDistanceBounds<float> {
  static constexpr ErrorBound distance = DiskCoreBounds<float>::separation;
  static constexpr ErrorBound points{
      {{3 * 0x1p-24 + 96 * 0x1p-53, Scale::input_magnitude}, {0x1p-147, Scale::absolute}}};
};

inline namespace CC_ROBUST_ABI {

template <class T>
struct ConvexDistanceStages {
  static constexpr const char* names[] = {"invalid_input", "invalid_polygon", "apart",      "feature_exact",
                                          "edge",          "edge_exact",      "vertex",     "vertex_exact",
                                          "closest_exact", "touching",        "overlapping"};
};
/// At float, vertex_exact is never reached: with radius 0 it decides the sign
/// of |w|^2, and no square of a difference of widened floats underflows or
/// overflows in double, so the filter always decides. feature_exact and
/// edge_exact are rare there (about 60 and 12 in 50000 cases of one property:
/// the widened values' products are exact unless they span more than about
/// 2^29), reached by mixed_magnitude.
template <>
struct ConvexDistanceStages<float> {
  static constexpr const char* names[] = {"invalid_input", "invalid_polygon", "apart",  "feature_exact",
                                          "edge",          "edge_exact",      "vertex", "closest_exact",
                                          "touching",      "overlapping"};
};

namespace convex_distance_detail {

using namespace convex_contact_detail;

/// The point of the edge a -> b nearest to c, where c projects strictly
/// inside it (the decided feature): in the frame 2^-k, k the exponent of the
/// polygons' largest magnitude (ConvexDistanceBounds has the derivation).
inline V nearest_on_edge(V c, V a, V b, int k) {
  const auto in_frame = [k](V p) { return V{times_pow2(p.x, -k), times_pow2(p.y, -k)}; };
  const V as = in_frame(a), bs = in_frame(b), cs = in_frame(c);
  const V e0{bs.x - as.x, bs.y - as.y}, w0{cs.x - as.x, cs.y - as.y};
  double t = 0;
  if (!(e0 == V{}) && !(w0 == V{})) {
    int ke, kw;
    const V e = unit_scaled(e0, ke), w = unit_scaled(w0, kw);
    t = times_pow2((w.x * e.x + w.y * e.y) / (e.x * e.x + e.y * e.y), kw - ke);
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
  }
  const V p{as.x + t * e0.x, as.y + t * e0.y};
  return {times_pow2(p.x, k), times_pow2(p.y, k)};
}

/// Whether x lies in the closed core k, exactly.
inline bool in_core(V x, const Core& k, const Orientation& o, bool& exact) {
  if (k.n >= 3) {
    for (int i = 0; i < k.n; ++i)
      if (o.sign(k.v[i], k.v[next(i, k.n)], x) < 0) return false;
    return true;
  }
  for (int j = 0; j < (k.n == 1 ? 1 : edge_count(k.n)); ++j)
    if (on_piece(x, k, j, o, exact)) return true;
  return false;
}

inline ConvexDistance<double> distance(const Core& A, const Core& B) {
  double mag = 0;
  for (const Core* k : {&A, &B})
    for (int i = 0; i < k->n; ++i) mag = std::fmax(mag, std::fmax(std::fabs(k->v[i].x), std::fabs(k->v[i].y)));
  const Orientation o(mag);
  if (!prepared_polygon_detail::core_valid(A.v, A.n) || !prepared_polygon_detail::core_valid(B.v, B.n))
    return CC_STAGE("invalid_polygon"), ConvexDistance<double>{};
  bool exact = false;
  const Meeting m = cores_meet(A, B, o, exact);
  ConvexDistance<double> out;
  if (!m.meet) {
    CC_STAGE("apart");
    ContactKind kind = ContactKind::apart;
    const Candidate best = closest_candidate(A, B, o, kind);
    const Core& to = *best.to;
    const V c = best.from->v[best.vertex];
    const ShapeContact<double> sc = feature_values(best.feature, c, 0, 0, to.v, to.n, false);
    V q = to.v[best.feature.index];
    if (best.feature.type != Feature::vertex)
      q = nearest_on_edge(c, q, to.v[next(best.feature.index, to.n)], mag > 0 ? binary_exponent(mag) : 0);
    out.kind = ContactKind::apart;
    out.distance = std::fabs(sc.separation);
    out.pA = best.from_a ? c : q;
    out.pB = best.from_a ? q : c;
    return out;
  }
  // Touching iff the difference has no area, or the least depth is 0: some
  // axis has every vertex of the other polygon on or beyond its line.
  bool touching = !m.area || m.axis_count == 0;
  for (int k = 0; k < m.axis_count && !touching; ++k) touching = m.axes[k].sign == 0;
  if (!touching) {
    out.kind = ContactKind::overlapping;
    return CC_STAGE("overlapping"), out;
  }
  CC_STAGE("touching");
  out.kind = ContactKind::touching;
  for (int k = 0; k < A.n; ++k)
    if (in_core(A.v[k], B, o, exact)) {
      out.pA = out.pB = A.v[k];
      return out;
    }
  for (int k = 0; k < B.n; ++k)
    if (in_core(B.v[k], A, o, exact)) {
      out.pA = out.pB = B.v[k];
      return out;
    }
  return out;  // unreachable: touching convex polygons have a vertex of one on the other
}

template <class T>
Core core_of(const ConvexPolygon<T>& p) {
  return convex_contact_detail::core_of(RoundedPolygon<T>{p, T(0)});
}

}  // namespace convex_distance_detail

/// Two convex polygons: kind exact for every finite input; distance and
/// points within ConvexDistanceBounds<double>.
inline ConvexDistance<double> convex_distance(const ConvexPolygon<double>& A, const ConvexPolygon<double>& B) {
  using namespace convex_distance_detail;
  const Core a = core_of(A), b = core_of(B);
  if (!finite_core(a) || !finite_core(b)) return CC_STAGE("invalid_input"), ConvexDistance<double>{};
  return distance(a, b);
}

/// The float variant: the double algorithm on the widened inputs, each value
/// rounded once. Kind exact for every float input.
inline ConvexDistance<float> convex_distance(const ConvexPolygon<float>& A, const ConvexPolygon<float>& B) {
  using namespace convex_distance_detail;
  const Core a = core_of(A), b = core_of(B);
  if (!finite_core(a) || !finite_core(b)) return CC_STAGE("invalid_input"), ConvexDistance<float>{};
  const ConvexDistance<double> r = distance(a, b);
  ConvexDistance<float> out;
  out.kind = r.kind;
  out.distance = static_cast<float>(r.distance);
  out.pA = {static_cast<float>(r.pA.x), static_cast<float>(r.pA.y)};
  out.pB = {static_cast<float>(r.pB.x), static_cast<float>(r.pB.y)};
  return out;
}

}  // namespace CC_ROBUST_ABI
}  // namespace cc::robust
