#pragma once
// swept_circle_segment: the seed transcription (seed002_capsule): the seed
// articles' code as written, flaws included, specimens under test rather than
// kernels to copy. The conventions and result types are in
// ../swept_circle_segment.h, the robust kernel in
// ../robust/swept_circle_segment.h.

#include <cmath>

#include "../swept_circle_segment.h"
#include "swept_circle_line.h"

namespace cc {

namespace seed002_capsule {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

/// 002's comments, Mark: "First, do the circle-line collision normally. Then
/// find, if the circle collides with the line, the point on the line closest to
/// the center of the circle. If this point isn't between the 2 corners of the
/// line segment, ignore the collision. Second, do a circle-circle collision with
/// the two corners of the segment, and assume the corners are circles with radii
/// of 0"; Seb: "yes, that's exactly it, check the endpoints as circles". The
/// circle-line test is seed002's; the closest point is its contact point,
/// "between the corners" is its parameter along P1 -> P2 in [0, 1]; the
/// circle-circle test with a radius-0 corner is the textbook quadratic
/// a t^2 + b t + c = 0, earliest root (-b - sqrt(b^2 - 4ac)) / 2a in [0, 1];
/// the earliest of the hits wins, its normal (center - corner) / |center - corner|.
template <class T>
SweepResult<T> swept_circle_segment(Vec2<T> C0, Vec2<T> C1, T r, Vec2<T> P1, Vec2<T> P2) {
  SweepResult<T> best = seed002::swept_circle_line(C0, C1, r, P1, P2);
  if (best.kind == SweepKind::hit) {
    const Vec2<T> v = P2 - P1, w = best.point - P1;
    const T s = (w.x * v.x + w.y * v.y) / (v.x * v.x + v.y * v.y);
    if (!(s >= 0 && s <= 1)) best = {};
  }
  for (const Vec2<T> E : {P1, P2}) {
    const Vec2<T> D = C1 - C0, u = C0 - E;
    const T a = D.x * D.x + D.y * D.y;
    const T b = 2 * (D.x * u.x + D.y * u.y);
    const T c = (u.x * u.x + u.y * u.y) - r * r;
    const T disc = b * b - 4 * a * c;
    if (disc < 0) continue;
    const T t = (-b - sqrt(disc)) / (2 * a);
    if (!(t >= 0 && t <= 1)) continue;
    if (best.kind == SweepKind::hit && !(t < best.t)) continue;
    const Vec2<T> center = C0 + t * D, n = center - E;
    const T len = sqrt(n.x * n.x + n.y * n.y);
    best = {SweepKind::hit, t, E, {n.x / len, n.y / len}};
  }
  return best;
}

}  // namespace seed002_capsule

}  // namespace cc
