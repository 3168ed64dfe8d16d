#pragma once
// A circle (or disk) by center and radius. radius == 0 is a point; a negative
// radius is not a circle.

#include "vec2.h"

namespace cc {

template <class T>
struct Circle {
  Vec2<T> c;
  T r{};

  friend constexpr bool operator==(const Circle&, const Circle&) = default;
};

}  // namespace cc
