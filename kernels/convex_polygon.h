#pragma once
// A convex polygon of up to eight vertices, as the narrow-phase families take
// it (circle_convex, ray_convex, convex_convex).
//
// Conventions, shared by every variant and the oracle:
//   - the polygon is v[0..7], counterclockwise (x right, y up), edges
//     v[i] -> v[(i + 1) % 8];
//   - consecutive equal vertices are one vertex, v[7] and v[0] included, so a
//     polygon of fewer vertices repeats one: a triangle is {a, b, c, c, c, c, c, c}
//     (or any rotation of it). merged_vertices() gives the distinct ones;
//   - after merging, 1 vertex is a point and 2 vertices a segment (both valid:
//     with a radius, a disk and a capsule); 3 or more must turn strictly left at
//     every vertex and wind around once (a strictly convex polygon, listed
//     counterclockwise). A vertex on the line through its neighbours, a
//     clockwise polygon, a self-intersecting one: invalid_input;
//   - equal means ==: +0 and -0 are one value; a NaN vertex is never equal to
//     another and makes the input invalid anyway.
//
// Eight is Box2D's b2_maxPolygonVertices; a case file holds exactly eight
// vertices per polygon, so more cannot be given.

#include "vec2.h"

namespace cc {

inline constexpr int kMaxPolygonVertices = 8;

template <class T>
struct ConvexPolygon {
  Vec2<T> v[kMaxPolygonVertices];
};

/// The points within `r` of a convex polygon (Box2D's polygon with its skin,
/// Chipmunk2D's polygon with its radius); r == 0 is the polygon itself.
template <class T>
struct RoundedPolygon {
  ConvexPolygon<T> core;
  T r{};
};

/// The distinct vertices of p in order (consecutive repeats merged, the last
/// merged into the first), written to out[0..count); returns count, 1 to 8.
template <class T>
int merged_vertices(const ConvexPolygon<T>& p, Vec2<T> (&out)[kMaxPolygonVertices]) {
  int n = 0;
  for (const Vec2<T>& x : p.v)
    if (n == 0 || !(x == out[n - 1])) out[n++] = x;
  while (n > 1 && out[n - 1] == out[0]) --n;
  return n;
}

}  // namespace cc
