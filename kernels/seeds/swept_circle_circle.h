#pragma once
// swept_circle_circle: the seed transcriptions (seed004, seed_quadratic): the
// seed articles' code as written, flaws included, specimens under test rather
// than kernels to copy. The conventions and result types are in
// ../swept_circle_circle.h, the robust kernel in
// ../robust/swept_circle_circle.h.

#include <cmath>

#include "../swept_circle_circle.h"

namespace cc {

namespace seed004 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

/// 004 §Full code listing: the article's three outcomes.
enum CollisionResults { NO_COLLISION, TOUCHING, OVERLAPPING };

/// 004 §Full code listing, transcribed: squared center distance against the
/// squared radius sum with the absolute epsilon TOUCH_DISTANCE = 1e-14.
template <class T>
CollisionResults circle_test(Vec2<T> big, T big_radius, Vec2<T> small, T small_radius) {
  const T TOUCH_DISTANCE = static_cast<T>(0.00000000000001);
  const T distance_squared = ((big.x - small.x) * (big.x - small.x)) + ((big.y - small.y) * (big.y - small.y));
  const T radii_squared = (big_radius + small_radius) * (big_radius + small_radius);
  if (-TOUCH_DISTANCE < radii_squared - distance_squared && radii_squared - distance_squared < TOUCH_DISTANCE)
    return TOUCHING;
  if (radii_squared > distance_squared) return OVERLAPPING;
  return NO_COLLISION;
}

/// The "predicted instance" of 004 §Summary ("detecting overlap is as easy as
/// calling the method twice; once for the old position and once for the new
/// position"), read literally: the point-in-time test at t = 0, then at t = 1.
/// Hit at 0 if the first call collides, at 1 if only the second does, miss
/// otherwise. Circles that pass through each other between the two calls are
/// missed (tunneling). The article builds no contact point or normal; this
/// transcription reports B(t) + B.r n with n = D(t) / |D(t)| (plain floating
/// point), n = (1, 0) for coincident centers.
template <class T>
SweepResult<T> swept_circle_circle(const MovingCircle<T>& A, const MovingCircle<T>& B) {
  auto contact = [&](T t, Vec2<T> a, Vec2<T> b) {
    const Vec2<T> d = a - b;
    const T len = sqrt(d.x * d.x + d.y * d.y);
    const Vec2<T> n = len > 0 ? Vec2<T>{d.x / len, d.y / len} : Vec2<T>{1, 0};
    return SweepResult<T>{SweepKind::hit, t, b + B.r * n, n};
  };
  if (circle_test(A.c0, A.r, B.c0, B.r) != NO_COLLISION) return contact(0, A.c0, B.c0);
  if (circle_test(A.c1, A.r, B.c1, B.r) != NO_COLLISION) return contact(1, A.c1, B.c1);
  return {};
}

}  // namespace seed004

namespace seed_quadratic {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

/// 000 §Circle-line intersection test, applied to the relative motion: in B's
/// frame A's center runs along the "line" from LocalP1 = A.c0 - B.c0 to
/// LocalP2 = A.c1 - B.c1 against a circle of radius A.r + B.r; a, b, c and
/// delta as written, roots (-b +- sqrt(delta)) / 2a, the smallest in [0, 1]
/// taken. Known by construction: a == 0 divides by zero, a start overlap has a
/// negative first root (the exit time is reported instead), and -b - sqrt(delta)
/// cancels. The contact is built from the root u: n = (LocalP1 + u P2MinusP1) /
/// Radius, point B(u) + B.r n.
template <class T>
SweepResult<T> swept_circle_circle(const MovingCircle<T>& A, const MovingCircle<T>& B) {
  const T Radius = A.r + B.r;
  const Vec2<T> LocalP1 = A.c0 - B.c0;
  const Vec2<T> LocalP2 = A.c1 - B.c1;
  const Vec2<T> P2MinusP1 = LocalP2 - LocalP1;
  const T a = (P2MinusP1.x) * (P2MinusP1.x) + (P2MinusP1.y) * (P2MinusP1.y);
  const T b = 2 * ((P2MinusP1.x * LocalP1.x) + (P2MinusP1.y * LocalP1.y));
  const T c = (LocalP1.x * LocalP1.x) + (LocalP1.y * LocalP1.y) - (Radius * Radius);
  const T delta = b * b - (4 * a * c);
  T roots[2];
  int count = 0;
  if (delta < 0) {
    return {};
  } else if (delta == 0) {
    roots[count++] = -b / (2 * a);
  } else if (delta > 0) {
    const T SquareRootDelta = sqrt(delta);
    roots[count++] = (-b + SquareRootDelta) / (2 * a);
    roots[count++] = (-b - SquareRootDelta) / (2 * a);
  }
  bool found = false;
  T u{};
  for (int i = 0; i < count; ++i)
    if (roots[i] >= 0 && roots[i] <= 1 && (!found || roots[i] < u)) {
      u = roots[i];
      found = true;
    }
  if (!found) return {};
  const Vec2<T> local = LocalP1 + u * P2MinusP1;
  const Vec2<T> n{local.x / Radius, local.y / Radius};
  return {SweepKind::hit, u, B.c0 + u * (B.c1 - B.c0) + B.r * n, n};
}

}  // namespace seed_quadratic

}  // namespace cc
