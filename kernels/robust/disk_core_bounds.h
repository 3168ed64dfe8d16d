#pragma once
// What robust::circle_capsule and robust::circle_convex promise about their
// values (both run disk_core_contact.h), as data. The decision is exact for
// every finite input; the normal and the separation hold their bounds for
// every finite input too, the separation being an infinity of its sign where
// the exact one lies within the bound of the range's end (its differences are
// then taken in a frame scaled by 2^-4, disk_core_contact.h's difference()).
//
// Derivation (double; u = 2^-53, eta = 2^-1074). The feature's vectors
// w = c - v_i and e = v_{i+1} - v_i are rounded differences (relative error u
// per coordinate, none when subnormal) scaled exactly to [1, 2):
//   - an edge: cross(e, w) in floating point is within 2u(|e_x w_y| + |e_y w_x|)
//     <= 2u |e| |w| of the cross product of the rounded vectors, and that within
//     2u |e| |w| of the exact one; |e| within 3u (squares, sum, square root,
//     the rounding of e) relatively; so dist = -cross / |e| within
//     4u |w| + 4u |dist| <= 8u |w|;
//   - a vertex: |w| within 3u relatively, dist = |w|;
//   - then R = fl(r + s) within u R, and separation = fl(dist - R) within
//     u (dist + R): in all 9u |w| + 3u R + eta <= (9 * 2 sqrt 2 + 6) u M + eta
//     < 32 u M + eta (|w| <= 2 sqrt 2 M, R <= 2 M; eta for a distance that
//     rounds into the subnormals on its way back from the scaled frame);
//   - the normal: e or w per coordinate within u, the length within 3u, the
//     quotient u: each coordinate within 5u of the exact unit vector's, its
//     length within 4u of 1. Bound 6u and 6u.
// Float: the double algorithm on the widened (exact) inputs, each value
// rounded once to float: + u_f |separation| <= u_f (2 sqrt 2 + 2) M < 5 u_f M,
// + u_f per normal coordinate, + eta_f for a subnormal float result.

#include "../error_bound.h"

namespace cc::robust {

template <class T>
struct DiskCoreBounds;
template <>
struct DiskCoreBounds<double> {
  static constexpr ErrorBound separation{{{32 * 0x1p-53, Scale::input_magnitude}, {0x1p-1074, Scale::absolute}}};
  static constexpr ErrorBound normal{{{6 * 0x1p-53, Scale::absolute}}};
  static constexpr ErrorBound normal_length{{{6 * 0x1p-53, Scale::absolute}}};
};
template <>
struct DiskCoreBounds<float> {
  static constexpr ErrorBound separation{
      {{5 * 0x1p-24 + 32 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
  static constexpr ErrorBound normal{{{0x1p-24 + 6 * 0x1p-53, Scale::absolute}}};
  static constexpr ErrorBound normal_length{{{0x1p-23 + 6 * 0x1p-53, Scale::absolute}}};
};

}  // namespace cc::robust
