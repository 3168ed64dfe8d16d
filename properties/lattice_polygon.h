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

}  // namespace cc::check
