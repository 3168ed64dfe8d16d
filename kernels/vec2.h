#pragma once
// A 2D point or vector of a scalar type T (float or double). Plain aggregate: no
// invariants, no normalisation, every value (including NaN and inf) representable.

namespace cc {

template <class T>
struct Vec2 {
  T x{};
  T y{};

  friend constexpr bool operator==(const Vec2&, const Vec2&) = default;
};

template <class T>
constexpr Vec2<T> operator+(Vec2<T> a, Vec2<T> b) { return {a.x + b.x, a.y + b.y}; }
template <class T>
constexpr Vec2<T> operator-(Vec2<T> a, Vec2<T> b) { return {a.x - b.x, a.y - b.y}; }
template <class T>
constexpr Vec2<T> operator*(T s, Vec2<T> v) { return {s * v.x, s * v.y}; }

/// The z component of the cross product a x b.
template <class T>
constexpr T cross(Vec2<T> a, Vec2<T> b) { return a.x * b.y - a.y * b.x; }

/// A line segment from `a` to `b`. `a == b` is a valid, zero-length segment.
template <class T>
struct Segment {
  Vec2<T> a;
  Vec2<T> b;

  friend constexpr bool operator==(const Segment&, const Segment&) = default;
};

}  // namespace cc
