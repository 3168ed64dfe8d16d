#pragma once
// Polygons with exact integer vertices on a circle, for the polygon families'
// regimes (circle_convex, convex_convex): any subset of three or more of
// them, in order, is strictly convex and counterclockwise, with turns far
// from zero, and the radial direction at each vertex lies in its normal cone
// (the circle's normal there), so tangencies built along it are exact.

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "../kernels/convex_polygon.h"
#include "../kernels/vec2.h"
#include "draw.h"

namespace cc::check {

/// Points of the circle of radius c around the origin with integer
/// coordinates, from a Pythagorean triple: (+-a, +-b), (+-b, +-a) and the four
/// axis points, sorted counterclockwise from +x.
template <class T>
std::vector<Vec2<T>> lattice_circle(const gen::PythagoreanTriple& t) {
  std::vector<Vec2<T>> p;
  for (const auto& [x, y] : {std::pair{t.a, t.b}, std::pair{t.b, t.a}})
    for (int sx : {1, -1})
      for (int sy : {1, -1}) p.push_back({T(sx * x), T(sy * y)});
  for (const auto& q : {Vec2<T>{T(t.c), 0}, Vec2<T>{0, T(t.c)}, Vec2<T>{T(-t.c), 0}, Vec2<T>{0, T(-t.c)}})
    p.push_back(q);
  std::sort(p.begin(), p.end(), [](Vec2<T> u, Vec2<T> v) {
    return std::atan2(static_cast<double>(u.y), static_cast<double>(u.x)) <
           std::atan2(static_cast<double>(v.y), static_cast<double>(v.x));
  });
  p.erase(std::unique(p.begin(), p.end()), p.end());
  return p;
}

/// A strictly convex polygon of n = min_n..8 lattice points of a circle
/// (lattice_circle), counterclockwise, relative to its centre; the points in
/// `must` are kept, those beyond the line y = cut (above it for cut > 0,
/// below it for cut < 0; none for cut == 0) dropped, so that two kept points
/// on that line are neighbours (an edge on it).
template <class T>
std::vector<Vec2<T>> lattice_subset(gen::Draw<T>& d, const gen::PythagoreanTriple& t, int min_n,
                                    std::vector<Vec2<T>> must, T cut = 0) {
  using V = Vec2<T>;
  std::vector<V> poly = lattice_circle<T>(t);
  if (cut != 0)
    poly.erase(std::remove_if(poly.begin(), poly.end(), [cut](V p) { return cut > 0 ? p.y > cut : p.y < cut; }),
               poly.end());
  const int extra = d.index(kMaxPolygonVertices - min_n + 1);
  const int n = std::min<int>(static_cast<int>(poly.size()), min_n + extra);
  while (static_cast<int>(poly.size()) > n) {
    std::vector<std::size_t> free;
    for (std::size_t i = 0; i < poly.size(); ++i)
      if (std::find(must.begin(), must.end(), poly[i]) == must.end()) free.push_back(i);
    if (free.empty()) break;
    const std::size_t at = free[static_cast<std::size_t>(d.index(static_cast<int>(free.size())))];
    poly.erase(poly.begin() + static_cast<std::ptrdiff_t>(at));
  }
  return poly;
}

/// The eight slots of a polygon moved to o, starting at a drawn slot, the
/// last vertex repeated.
template <class T>
ConvexPolygon<T> placed_polygon(gen::Draw<T>& d, const std::vector<Vec2<T>>& poly, Vec2<T> o) {
  ConvexPolygon<T> p;
  const int rot = d.index(kMaxPolygonVertices);
  for (int i = 0; i < kMaxPolygonVertices; ++i)
    p.v[(i + rot) % kMaxPolygonVertices] =
        o + poly[std::min<std::size_t>(static_cast<std::size_t>(i), poly.size() - 1)];
  return p;
}

/// The eight slots of an invalid polygon at o from a lattice polygon p of 5
/// or more vertices: kind 0 clockwise (p reversed), 1 a vertex on its
/// neighbours' line (p0, the midpoint of p0 p1, then p1 ...), 2 a
/// five-pointed star (every turn left, two windings).
template <class T>
ConvexPolygon<T> invalid_polygon_slots(const std::vector<Vec2<T>>& p, int kind, Vec2<T> o) {
  ConvexPolygon<T> out;
  const std::size_t n = p.size();
  for (int i = 0; i < kMaxPolygonVertices; ++i) {
    const std::size_t j = std::min<std::size_t>(static_cast<std::size_t>(i), n - 1);
    Vec2<T> v;
    if (kind == 0)
      v = p[n - 1 - j];
    else if (kind == 1)
      v = i == 0 ? p[0] : i == 1 ? T(0.5) * (p[0] + p[1]) : p[std::min<std::size_t>(j - 1, n - 1)];
    else
      v = p[(2 * static_cast<std::size_t>(std::min(i, 4))) % 5];
    out.v[i] = o + v;
  }
  return out;
}

/// A point (kind 0: a in every slot) or a segment (kind 1: a in the slots
/// before `at`, b from it on).
template <class T>
ConvexPolygon<T> point_or_segment_slots(Vec2<T> a, Vec2<T> b, int kind, int at) {
  ConvexPolygon<T> out;
  for (int i = 0; i < kMaxPolygonVertices; ++i) out.v[i] = kind == 0 || i < at ? a : b;
  return out;
}

/// One polygon of the degenerate regimes: kind 0 a point, 1 a segment (its
/// ends small points, on y = line_y where `same_line`), 2 a lattice polygon
/// of 3 or more vertices around a small point.
template <class T>
ConvexPolygon<T> degenerate_slots(gen::Draw<T>& d, int kind, bool same_line, T line_y) {
  if (kind == 2) {
    const gen::PythagoreanTriple t = d.triple(8);
    const auto poly = lattice_subset<T>(d, t, 3, {});
    const Vec2<T> o = d.small_point(16);
    return placed_polygon<T>(d, poly, o);
  }
  Vec2<T> a = d.small_point(16);
  Vec2<T> b = d.small_point(16);
  if (same_line) a.y = b.y = line_y;
  const int at = d.index(kMaxPolygonVertices);
  return point_or_segment_slots<T>(a, b, kind, at);
}

}  // namespace cc::check
