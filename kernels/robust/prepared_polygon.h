#pragma once
// A rounded convex polygon checked once for many queries, as a game builds
// its shapes once (Box2D's b2PolygonShape::Set, Chipmunk's cpPolyShapeNew):
// its merged vertices, its validity and its largest |coordinate|. The robust
// kernels taking a PreparedPolygon skip those checks and give the same result,
// bit for bit, as on the RoundedPolygon it was prepared from.

#include "../detail/fp_environment.h"

#include <cmath>

#include "../convex_polygon.h"
#include "../detail/finite.h"
#include "../detail/orient2d.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {
namespace prepared_polygon_detail {

/// The largest |coordinate| of v[0..n).
inline double core_magnitude(const Vec2<double>* v, int n) {
  double m = 0;
  for (int i = 0; i < n; ++i) m = std::fmax(m, std::fmax(std::fabs(v[i].x), std::fabs(v[i].y)));
  return m;
}

/// Whether the merged vertices v[0..n) (finite) make a valid core: a point, a
/// segment, or a polygon every turn of which is strictly left (exact
/// orientation signs) winding once: with every turn left, the edge directions
/// pass from the lower half-plane (y < 0, or y == 0 and x < 0) to the upper
/// one once per winding, and the sign of a rounded difference is the exact
/// one, so the halves are exact.
inline bool core_valid(const Vec2<double>* v, int n) {
  if (n < 3) return true;
  const detail::Orientation o(core_magnitude(v, n));
  const auto next = [n](int i) { return i + 1 < n ? i + 1 : 0; };
  int windings = 0;
  for (int i = 0; i < n; ++i) {
    const Vec2<double> a = v[i], b = v[next(i)], d = v[next(next(i))];
    if (o.sign(a, b, d) <= 0) return false;
    const bool up_ab = b.y > a.y || (b.y == a.y && b.x > a.x), up_bd = d.y > b.y || (d.y == b.y && d.x > b.x);
    windings += !up_ab & up_bd;
  }
  return windings == 1;
}

}  // namespace prepared_polygon_detail

/// A RoundedPolygon<double> checked once. `valid`: every value finite, the
/// radius >= 0 and the core a point, a segment or a strictly convex
/// counterclockwise polygon winding once; a kernel given an invalid one
/// answers invalid_input.
struct PreparedPolygon {
  Vec2<double> v[kMaxPolygonVertices]{};  ///< the merged vertices, v[0..n)
  int n = 0;
  double r = 0;
  /// fl(1 / fl(sqrt(e.x^2 + e.y^2))) for each edge e = fl(v[i+1] - v[i]) of
  /// a valid polygon of 3 or more vertices; `edges_usable` where every |e|^2
  /// lies in [2^-960, 2^960] (then 1 / |e| is within 5u), for the kernels'
  /// fast stages.
  double inverse_length[kMaxPolygonVertices]{};
  double largest_inverse_length = 0;
  bool edges_usable = false;
  double magnitude = 0;  ///< the largest |coordinate| of the core
  bool finite = false;   ///< every coordinate and the radius finite, the radius >= 0
  bool valid = false;    ///< finite, and the core valid
};

/// B checked: its merged vertices (merged_vertices), finiteness and validity.
inline PreparedPolygon prepare_polygon(const RoundedPolygon<double>& B) {
  PreparedPolygon p;
  p.n = merged_vertices(B.core, p.v);
  p.r = B.r;
  bool finite = detail::all_finite(B.r) && B.r >= 0;
  for (int i = 0; i < p.n; ++i) finite = finite & detail::all_finite(p.v[i].x, p.v[i].y);
  p.finite = finite;
  if (!finite) return p;
  p.magnitude = prepared_polygon_detail::core_magnitude(p.v, p.n);
  p.valid = prepared_polygon_detail::core_valid(p.v, p.n);
  if (!p.valid || p.n < 3) return p;
  p.edges_usable = true;
  for (int i = 0; i < p.n; ++i) {
    const Vec2<double> b = p.v[i + 1 < p.n ? i + 1 : 0], e{b.x - p.v[i].x, b.y - p.v[i].y};
    const double L = e.x * e.x + e.y * e.y;
    p.edges_usable = p.edges_usable && L >= 0x1p-960 && L <= 0x1p960;
    p.inverse_length[i] = 1 / std::sqrt(L);
    p.largest_inverse_length = std::fmax(p.largest_inverse_length, p.inverse_length[i]);
  }
  return p;
}

}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
