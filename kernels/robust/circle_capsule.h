#pragma once
// circle_capsule: the robust kernel (namespace cc::robust) and what it
// promises, as data (CircleCapsuleBounds, disk_core_bounds.h has the
// derivation). The conventions and result types are in ../circle_capsule.h.
// Standard library only: a game copies this header with ../detail/,
// ../error_bound.h and the type headers those include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include "../circle_capsule.h"
#include "disk_core_contact.h"
#include "disk_core_bounds.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

template <class T>
using CircleCapsuleBounds = DiskCoreBounds<T>;

/// The stages of robust::circle_capsule, by the names its CC_STAGE markers
/// pass (stage.h; disk_core_contact.h has the algorithm): invalid_input
/// (NaN, infinity, a negative radius); feature_exact (a dot product's sign
/// needed exact arithmetic to tell the segment's interior from an end); edge,
/// edge_exact (nearest to the interior), vertex, vertex_exact (nearest to an
/// end, or a zero-length segment), each with whether the kind needed exact
/// arithmetic; centre_on_vertex (the centre on an end: no unique normal).
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
struct CircleCapsuleStages {
  static constexpr const char* names[] = {"invalid_input", "feature_exact", "edge",        "edge_exact",
                                          "vertex",        "vertex_exact",  "centre_on_vertex"};
};

/// A disk against a capsule: kind exact for every finite input, normal and
/// separation within CircleCapsuleBounds<double>.
inline ShapeContact<double> circle_capsule(const Circle<double>& A, const Capsule<double>& B) {
  if (!detail::all_finite(A.c.x, A.c.y, A.r, B.p1.x, B.p1.y, B.p2.x, B.p2.y, B.r) || A.r < 0 || B.r < 0)
    return CC_STAGE("invalid_input"), ShapeContact<double>{};
  const Vec2<double> v[2] = {B.p1, B.p2};
  return disk_core_detail::disk_core_contact(A.c, A.r, v, B.p1 == B.p2 ? 1 : 2, B.r);
}

/// The float variant: the double algorithm on the widened inputs, each value
/// rounded once. Kind exact for every float input.
inline ShapeContact<float> circle_capsule(const Circle<float>& A, const Capsule<float>& B) {
  const ShapeContact<double> r = circle_capsule(Circle<double>{{A.c.x, A.c.y}, A.r},
                                                Capsule<double>{{B.p1.x, B.p1.y}, {B.p2.x, B.p2.y}, B.r});
  return {r.kind, {static_cast<float>(r.normal.x), static_cast<float>(r.normal.y)}, static_cast<float>(r.separation)};
}

}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
