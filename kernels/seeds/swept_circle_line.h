#pragma once
// swept_circle_line: the seed transcription (seed002): the seed articles' code
// as written, flaws included, specimens under test rather than kernels to copy.
// The conventions and result types are in ../swept_circle_line.h, the robust
// kernel in ../robust/swept_circle_line.h.

#include <cmath>

#include "../swept_circle_line.h"

namespace cc {

namespace seed002 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

/// 002 §Shortest distance between a line and a circle and §Predicting collisions
/// between a circle and a line: N the right-hand unit normal of P1 -> P2 (the one
/// the article's commenters use), d1 = (C0 - P1) . N, d2 = (C1 - P1) . N,
/// t = (r - d1) / (d2 - d1), a collision iff 0 <= t <= 1; the center at that
/// time is C0 + t (C1 - C0) ("take the vector between C1 and C2, multiply it by
/// t and add it to C1"). The article stops at the center; the contact point is
/// reported as that center minus r N (the circle touches the line at distance r
/// along -N), the normal as N. One-sided by construction: only approaches from
/// N's side are predicted, a circle already overlapping at t = 0 is missed or
/// reported late, motion parallel to the line divides by d2 - d1 == 0, and a
/// zero-length line normalizes by 0.
template <class T>
SweepResult<T> swept_circle_line(Vec2<T> C0, Vec2<T> C1, T r, Vec2<T> P1, Vec2<T> P2) {
  const T vx = P2.x - P1.x;
  const T vy = P2.y - P1.y;
  const T length = sqrt(vx * vx + vy * vy);
  const Vec2<T> N{-(vy / length), vx / length};
  const T d1 = (C0.x - P1.x) * N.x + (C0.y - P1.y) * N.y;
  const T d2 = (C1.x - P1.x) * N.x + (C1.y - P1.y) * N.y;
  const T t = (r - d1) / (d2 - d1);
  if (!(t >= 0 && t <= 1)) return {};
  const Vec2<T> center = C0 + t * (C1 - C0);
  return {SweepKind::hit, t, center - r * N, N};
}

}  // namespace seed002

}  // namespace cc
