#pragma once
// What robust::convex_convex promises about its values, as data. The decision
// is exact for every finite input; the values hold their bounds for every
// finite input, the separation being an infinity of its sign where the exact
// one lies within the bound of the range's end (disk_core_contact.h's frame
// 2^-4).
//
// Derivation (double; u = 2^-53, eta = 2^-1074; M the largest |input|, radii
// included; errors of 2D points Euclidean):
//   - normal, normal_length, separation: every value comes from one feature
//     through disk_core_contact.h's feature_values, with a vertex of one core
//     as the centre c (|c - v_i| <= 2 sqrt 2 M) and R = rA + rB: the
//     derivation at DiskCoreBounds holds as it stands (a negated normal is
//     exact). Separation 32u M + eta, normal 6u per coordinate (8.5u
//     Euclidean), length 6u;
//   - manifold, the distance of a point p from B's rounded surface and of
//     p + gap * normal from A's:
//       apart cores, from A's vertex c: p = c - (s + rA) n, whose exact
//       counterpart lies on B's surface; |s - s*| <= 32u M, |s + rA| <= 3M
//       times the normal's 8.5u, and three roundings of values below 4M:
//       <= 32 + 26 + 12 < 70u M; p + s n adds |s - s*| and |s| 8.5u:
//       < 70 + 32 + 43 < 150u M. From B's vertex w: p = w + rB n, < 20u M;
//       cores meeting: the incident point y = q + r m_q (m_q the incident
//       edge's normal, 8.5u) within 8.5u M + 2u 4M of Q's surface; the cut of
//       the clipping interpolates two such points (|y1 - y0| <= 6M) with a
//       ratio rounded twice and three roundings: within 6u 6M more, < 55u M;
//       the projection z = y - (h - r_P) m: h a rounded dot product of
//       |y - p0| <= 6M with m (8.5u) and three roundings, < 70u M, and m's
//       error times |h - r_P| <= 7M, < 60u M: z within < 190u M of P's
//       surface; p + gap n (n = +-m, the same rounded vector) is y up to the
//       roundings of z: < 200u M. The clipping keeps a point up to 2^-47 of
//       the frame (2^-e, M in [2^(e-1), 2^e)) beyond a side plane, so that
//       rounding never drops the one point where the edges meet: z may lie
//       that far beyond the reference edge's end, off P's surface by at most
//       as much, 2^-47 2^e <= 128u M: < 330u M in all.
//     Bound 384u M + eta for each;
//   - manifold_gap: gap >= separation* - bound. For exact surface points p*
//     of B and p* + s n* of A (n* the exact normal of least separation, or
//     any of the tied ones), s >= separation*: A - B lies on the side
//     x . n* >= separation* of the origin. The reported p and p + gap n lie
//     within 384u M of such points, and n within 8.5u of n*, |gap| <= 8M:
//     gap >= separation* - 2 * 384u M - 8.5u 8M > separation* - 840u M.
//     Bound 896u M + eta.
// Float: the double algorithm on the widened (exact) inputs, each value
// rounded once to float: points within 4M, gaps and separations within 8M:
// + u_f (sqrt 2 4M + 8M + sqrt 2 8M) < 26 u_f M for the manifold, twice that
// for the gap; the other values as DiskCoreBounds<float>.

#include "../error_bound.h"
#include "disk_core_bounds.h"

namespace cc::robust {

template <class T>
struct ConvexConvexBounds;
template <>
struct ConvexConvexBounds<double> {
  static constexpr ErrorBound separation = DiskCoreBounds<double>::separation;
  static constexpr ErrorBound normal = DiskCoreBounds<double>::normal;
  static constexpr ErrorBound normal_length = DiskCoreBounds<double>::normal_length;
  static constexpr ErrorBound manifold{{{384 * 0x1p-53, Scale::input_magnitude}, {0x1p-1070, Scale::absolute}}};
  static constexpr ErrorBound manifold_gap{{{896 * 0x1p-53, Scale::input_magnitude}, {0x1p-1070, Scale::absolute}}};
};
template <>
struct ConvexConvexBounds<float> {
  static constexpr ErrorBound separation = DiskCoreBounds<float>::separation;
  static constexpr ErrorBound normal = DiskCoreBounds<float>::normal;
  static constexpr ErrorBound normal_length = DiskCoreBounds<float>::normal_length;
  static constexpr ErrorBound manifold{
      {{26 * 0x1p-24 + 384 * 0x1p-53, Scale::input_magnitude}, {0x1p-146, Scale::absolute}}};
  static constexpr ErrorBound manifold_gap{
      {{52 * 0x1p-24 + 896 * 0x1p-53, Scale::input_magnitude}, {0x1p-145, Scale::absolute}}};
};

}  // namespace cc::robust
