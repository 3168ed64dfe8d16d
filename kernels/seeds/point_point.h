#pragma once
// point_point: the seed transcription (seed001): the seed articles' code as
// written, flaws included, specimens under test rather than kernels to copy.
// The conventions and result types are in ../point_point.h, the robust kernel
// in ../robust/point_point.h.

#include <cmath>

#include "../point_point.h"

namespace cc {

namespace seed001 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::fabs;

/// 001_81a389abe9bca56c.txt §Collision between two points: `p1.x == p2.x &&
/// p1.y == p2.y`, with the slide's "tolerance value (especially for
/// non-integers)" applied to each coordinate as written: |p1.x - p2.x| <= tol.
/// The differences are rounded before they are compared.
template <class T>
PointPointContact point_point(Vec2<T> p1, Vec2<T> p2, T tolerance) {
  if (fabs(p1.x - p2.x) <= tolerance && fabs(p1.y - p2.y) <= tolerance) {
    return PointPointContact::contact;
  }
  return PointPointContact::none;
}

}  // namespace seed001

}  // namespace cc
