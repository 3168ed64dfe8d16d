#pragma once
// point_polygon: where does a point P stand against a simple polygon of up to
// 64 vertices: inside, on the boundary, or outside?
//
// Variants (the textbook transcription in seeds/point_polygon.h, the robust
// kernels in robust/point_polygon.h):
//   pnpoly          W. Randolph Franklin's crossing test (PNPOLY), the
//                   x-intercept of each edge that straddles P's horizontal
//                   divided out in floating point;
//   robust          the exact answer, the polygon's simplicity checked
//                   (invalid_input where it is not simple);
//   robust_simple   the exact answer for a polygon the caller guarantees
//                   simple (not checked: the speed of a plain crossing loop).
//
// The polygon, shared by every variant and the oracle:
//   - v[0..63], edges v[i] -> v[(i + 1) % 64], in either orientation
//     (clockwise and counterclockwise give the same answer);
//   - consecutive equal vertices are one vertex, v[63] and v[0] included, so a
//     polygon of fewer vertices repeats one: a triangle is {a, b, c, c, ..., c}
//     (or any rotation of it). A zero-length edge is no edge;
//   - equal means ==: +0 and -0 are one value.
//
// The answer, on the exact values of the inputs (x right, y up; no tolerance):
//   - boundary: P lies on a closed edge (a vertex included);
//   - inside: not on the boundary, and a ray from P crosses the boundary an
//     odd number of times (the even-odd rule). For a simple polygon this is
//     the nonzero winding rule too: by the Jordan curve theorem the winding
//     number is +1 or -1 inside and 0 outside, so both rules agree;
//   - outside: otherwise;
//   - invalid_input: a NaN or infinite coordinate anywhere (every one of the
//     64 slots and P), or, for the variants that check it, a polygon that is
//     not simple: fewer than 3 vertices after merging, or two edges that meet
//     anywhere except adjacent edges at their shared vertex. So a zero-area
//     polygon (its edges fold back onto each other), a vertex on another edge,
//     and a vertex repeated non-consecutively (a polygon pinched at a point)
//     are invalid; a vertex on the segment between its neighbours (collinear
//     vertices, no fold) is valid.
//
// The crossing count is taken along the ray from P toward +x with the
// half-open rule: an edge crosses the ray when exactly one of its ends lies
// strictly above P's horizontal (y > P.y) and the crossing is strictly right
// of P. A vertex on the ray is counted once or not at all, as the edges
// around it continue above or below, and a horizontal edge never crosses.
// This is the parity of the ray's true crossings for every P off the
// boundary (any ray gives the same parity).

#include "vec2.h"

namespace cc {

enum class PolygonSide : unsigned char { outside, boundary, inside, invalid_input };

/// The slots of a point_polygon polygon.
inline constexpr int kPolygonSlots = 64;

template <class T>
struct SimplePolygon {
  Vec2<T> v[kPolygonSlots];
};

/// The distinct vertices of p in order (consecutive repeats merged, the last
/// merged into the first), written to out[0..count); returns count, 1 to 64.
template <class T>
int merged_vertices(const SimplePolygon<T>& p, Vec2<T> (&out)[kPolygonSlots]) {
  int n = 0;
  for (const Vec2<T>& x : p.v)
    if (n == 0 || !(x == out[n - 1])) out[n++] = x;
  while (n > 1 && out[n - 1] == out[0]) --n;
  return n;
}

}  // namespace cc
