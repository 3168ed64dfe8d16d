#pragma once
// Helpers every family's properties share: scalar facts, checks over an input's
// field values, and the exact transforms of the plane (90-degree rotations,
// mirrors, transposition, power-of-two scaling) that commute with every
// collision query.

#include <cmath>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "../kernels/vec2.h"
#include "registry.h"

namespace cc::check {

/// u = 2^-digits: 2^-24 for float, 2^-53 for double.
template <class T>
constexpr double unit_roundoff() { return std::ldexp(1.0, -std::numeric_limits<T>::digits); }

template <class T>
constexpr Scalar scalar_of() { return std::is_same_v<T, float> ? Scalar::f32 : Scalar::f64; }

inline bool all_finite(const std::vector<double>& values) {
  for (double v : values)
    if (!std::isfinite(v)) return false;
  return true;
}

/// Every value is zero (+0 or -0): a draw at its smallest, counted under its
/// own row (all_zero) in check's and the precision page's per-regime counts.
inline bool every_value_zero(const std::vector<double>& values) {
  for (double v : values)
    if (v != 0) return false;
  return true;
}

/// True when every value, as a T, scales by 2^e and back without loss and
/// without entering T's subnormal range.
template <class T>
bool exactly_scalable(const std::vector<double>& values, int e) {
  for (double d : values) {
    const T v = static_cast<T>(d);
    const T s = std::ldexp(v, e);
    if (!std::isfinite(s) || std::ldexp(s, -e) != v) return false;
    if (s != 0 && std::fabs(s) < std::numeric_limits<T>::min()) return false;
  }
  return true;
}

/// An exact map of the plane. Scaling maps multiply lengths by 2^scale_exponent;
/// the others preserve lengths. `orientation` is -1 for maps that reverse it.
template <class T>
struct PlaneTransform {
  const char* name;
  Vec2<T> (*map)(Vec2<T>, int);
  int scale_exponent;
  int orientation;

  Vec2<T> operator()(Vec2<T> p) const { return map(p, scale_exponent); }
  /// A direction (a normal) under the map: rotated or mirrored, never scaled.
  Vec2<T> direction(Vec2<T> d) const { return map(d, 0); }
  /// A length (radius, width) under the map: scaled, or unchanged.
  T length(T v) const { return std::ldexp(v, scale_exponent); }
};

template <class T>
std::vector<PlaneTransform<T>> plane_transforms() {
  const auto scale = [](Vec2<T> p, int e) { return Vec2<T>{std::ldexp(p.x, e), std::ldexp(p.y, e)}; };
  return {
      {"rotate 90", [](Vec2<T> p, int) { return Vec2<T>{-p.y, p.x}; }, 0, 1},
      {"rotate 180", [](Vec2<T> p, int) { return Vec2<T>{-p.x, -p.y}; }, 0, 1},
      {"rotate 270", [](Vec2<T> p, int) { return Vec2<T>{p.y, -p.x}; }, 0, 1},
      {"mirror x", [](Vec2<T> p, int) { return Vec2<T>{-p.x, p.y}; }, 0, -1},
      {"mirror y", [](Vec2<T> p, int) { return Vec2<T>{p.x, -p.y}; }, 0, -1},
      {"transpose", [](Vec2<T> p, int) { return Vec2<T>{p.y, p.x}; }, 0, -1},
      {"scale 2^-7", scale, -7, 1},
      {"scale 2^9", scale, 9, 1},
  };
}

}  // namespace cc::check
