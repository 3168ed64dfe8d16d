#pragma once
// circle_convex: the robust kernel (namespace cc::robust) and what it
// promises, as data (CircleConvexBounds, disk_core_bounds.h has the
// derivation). The conventions and result types are in ../circle_convex.h.
// Standard library only: a game copies this header with ../detail/,
// ../error_bound.h and the type headers those include.

#include "../circle_convex.h"
#include "../detail/fp_environment.h"
#include "disk_core_bounds.h"
#include "disk_core_contact.h"
#include "prepared_polygon.h"
#include "stage.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

template <class T>
using CircleConvexBounds = DiskCoreBounds<T>;

/// The stages of robust::circle_convex, by the names its CC_STAGE markers pass
/// (stage.h; disk_core_contact.h has the algorithm): invalid_input
/// (NaN, infinity, a negative radius), invalid_polygon (a core of 3 or more
/// vertices that is not strictly convex and counterclockwise); inside (the
/// centre strictly inside the core), nearest_edge_compared (two edges' depths
/// within rounding of each other, compared exactly); feature_exact (a dot
/// product's sign needed exact arithmetic to choose the nearest feature);
/// edge, edge_exact, vertex, vertex_exact (the nearest feature, and whether
/// the kind needed exact arithmetic); centre_on_vertex (no unique normal).
///
/// Rare in generated inputs at float, declared so with the regime that reaches
/// them: feature_exact, edge_exact and vertex_exact (near 100 in 10000, below
/// it at some seeds). The float kernel runs the double
/// algorithm on widened inputs, where every difference and product of the
/// filter is exact (two floats' product has 48 bits) unless the values span
/// more than about 2^29, so the filter decides even exact zeros; only cases
/// whose values span more than that need the exact path: mixed_magnitude
/// (tiny or huge values beside O(1) ones) reaches feature_exact most often,
/// threshold_band (a boundary case with one value moved 2^-8 to 2^-114 M)
/// edge_exact and vertex_exact.
template <class T>
struct CircleConvexStages {
  static constexpr const char* names[] = {"invalid_input", "invalid_polygon", "inside",       "nearest_edge_compared",
                                          "feature_exact", "edge",            "edge_exact",   "vertex",
                                          "vertex_exact",  "centre_on_vertex"};
};

/// A disk against a rounded convex polygon checked once (prepare_polygon):
/// kind exact for every finite input, normal and separation within
/// CircleConvexBounds<double>. For many disks against one polygon.
inline ShapeContact<double> circle_convex(const Circle<double>& A, const PreparedPolygon& B) {
  if (!detail::all_finite(A.c.x, A.c.y, A.r) || !B.finite || A.r < 0)
    return CC_STAGE("invalid_input"), ShapeContact<double>{};
  if (!B.valid) return CC_STAGE("invalid_polygon"), ShapeContact<double>{};
  return disk_core_detail::disk_valid_core_contact(
      A.c, A.r, B.v, B.n, B.r, B.magnitude, B.edges_usable ? B.inverse_length : nullptr, B.largest_inverse_length);
}

/// A disk against a rounded convex polygon: circle_convex(A, prepare_polygon(B)).
inline ShapeContact<double> circle_convex(const Circle<double>& A, const RoundedPolygon<double>& B) {
  return circle_convex(A, prepare_polygon(B));
}

/// The float variant: the double algorithm on the widened inputs, each value
/// rounded once. Kind exact for every float input.
inline ShapeContact<float> circle_convex(const Circle<float>& A, const RoundedPolygon<float>& B) {
  RoundedPolygon<double> b;
  for (int i = 0; i < kMaxPolygonVertices; ++i) b.core.v[i] = {B.core.v[i].x, B.core.v[i].y};
  b.r = B.r;
  const ShapeContact<double> r = circle_convex(Circle<double>{{A.c.x, A.c.y}, A.r}, b);
  return {r.kind, {static_cast<float>(r.normal.x), static_cast<float>(r.normal.y)}, static_cast<float>(r.separation)};
}

}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
