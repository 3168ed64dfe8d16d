#pragma once
// circle_line: the seed transcriptions (seed000, seed002): the seed articles'
// code as written, flaws included, specimens under test rather than kernels to
// copy. The conventions and result types are in ../circle_line.h, the robust
// kernel in ../robust/circle_line.h.

#include <cmath>

#include "../circle_line.h"

namespace cc {

namespace seed000 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

/// 000 §Circle-line intersection test: local coordinates, a = |P2 - P1|^2,
/// b = 2 (P2 - P1).LocalP1, c = |LocalP1|^2 - r^2, delta = b^2 - 4ac; delta < 0
/// none, delta == 0 one point u = -b / 2a, delta > 0 two points
/// u1, u2 = (-b +- sqrt(delta)) / 2a, each LineP1 + u (P2MinusP1). The article
/// returns {u1 point; u2 point}; they are reported here in this header's order
/// (u2, the lower for a > 0, first). Known by construction: delta == 0 almost
/// never holds in floating point, so tangency is missed; a zero-length line has
/// a == 0 and divides by zero; -b +- sqrt(delta) cancels; a NaN delta falls
/// through every branch (no point, and no invalid_input).
template <class T>
CircleCrossings<T> circle_line(Vec2<T> centre, T radius, Vec2<T> line_p1, Vec2<T> line_p2) {
  const Vec2<T> local_p1 = line_p1 - centre;
  const Vec2<T> local_p2 = line_p2 - centre;
  const Vec2<T> p2_minus_p1 = local_p2 - local_p1;

  const T a = (p2_minus_p1.x) * (p2_minus_p1.x) + (p2_minus_p1.y) * (p2_minus_p1.y);
  const T b = 2 * ((p2_minus_p1.x * local_p1.x) + (p2_minus_p1.y * local_p1.y));
  const T c = (local_p1.x * local_p1.x) + (local_p1.y * local_p1.y) - (radius * radius);
  const T delta = b * b - (4 * a * c);
  if (delta < 0) return {};
  if (delta == 0) {
    const T u = -b / (2 * a);
    return {CircleCrossing::one_point, {line_p1 + u * p2_minus_p1, {}}};
  }
  if (delta > 0) {
    const T square_root_delta = sqrt(delta);
    const T u1 = (-b + square_root_delta) / (2 * a);
    const T u2 = (-b - square_root_delta) / (2 * a);
    return {CircleCrossing::two_points, {line_p1 + u2 * p2_minus_p1, line_p1 + u1 * p2_minus_p1}};
  }
  return {};
}

}  // namespace seed000

namespace seed002 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

/// 002 §Shortest distance between a line and a circle: the distance from C to
/// the line is the dot product of P1C = C - P1 with the line's unit normal N
/// (§Normals; the article does not say which normal: N = (-dy, dx) / |d| here,
/// d = P2 - P1); "if this distance is less than the radius ... the circle is
/// colliding with the line", and "a collision occurs when the distance is equal
/// to the radius" (§Predicting collisions). Mapped to the count: distance < r
/// two points, == r one point (tangent), otherwise none. A decision only: no
/// points are constructed (p[] stays zero). Known by construction: the dot
/// product is signed, so a circle on the far side of the normal is "colliding"
/// at any distance (the article's comments note it handles one side only); the
/// tangent case needs exact equality of rounded values; P1 == P2 gives 0/0.
template <class T>
CircleCrossings<T> circle_line(Vec2<T> centre, T radius, Vec2<T> p1, Vec2<T> p2) {
  const Vec2<T> d = p2 - p1;
  const T length = sqrt(d.x * d.x + d.y * d.y);
  const Vec2<T> normal{-d.y / length, d.x / length};
  const Vec2<T> p1c = centre - p1;
  const T distance = (p1c.x * normal.x) + (p1c.y * normal.y);
  if (distance < radius) return {CircleCrossing::two_points, {}};
  if (distance == radius) return {CircleCrossing::one_point, {}};
  return {};
}

}  // namespace seed002

}  // namespace cc
