#pragma once
// swept_polygon_polygon: the seed transcription (seed003): the seed articles'
// code as written, flaws included, specimens under test rather than kernels to
// copy. The conventions and result types are in ../swept_polygon_polygon.h, the
// robust kernel in ../robust/swept_polygon_polygon.h.

#include "../swept_polygon_polygon.h"
#include "moving_point_segment.h"

namespace cc {

namespace seed003 {

/// 003 §2D Parametric Collision Detection, "To extrapolate this to finding the
/// first collision between polygons A and B, we can just run this algorithm for
/// each point in A and each line segment in B, and vice versa": every pair goes
/// through seed003::moving_point_segment with the moved positions p + v computed
/// in T, the earliest hit is kept (the first of equal times, in pair order), with
/// its point and its edge normal, negated for B's vertices. Nothing looks at the
/// triangles at t = 0 as regions: overlap and containment are not tested.
template <class T>
SweepResult<T> swept_polygon_polygon(const SweptPolygonPolygon<T>& in) {
  SweepResult<T> best{};
  auto consider = [&](Vec2<T> p, Vec2<T> vp, Vec2<T> l1, Vec2<T> l2, Vec2<T> vl, T flip) {
    const SweepResult<T> r = moving_point_segment(MovingPointSegment<T>{p, p + vp, l1, l2, l1 + vl, l2 + vl});
    if (r.kind != SweepKind::hit) return;
    if (best.kind == SweepKind::hit && !(r.t < best.t)) return;
    best = {SweepKind::hit, r.t, r.point, flip * r.normal};
  };
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) consider(in.a[i], in.va, in.b[j], in.b[(j + 1) % 3], in.vb, T(1));
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) consider(in.b[i], in.vb, in.a[j], in.a[(j + 1) % 3], in.va, T(-1));
  return best;
}

}  // namespace seed003

}  // namespace cc
