#pragma once
// circle_circle: the seed transcriptions (seed001, seed004): the seed articles'
// code as written, flaws included, specimens under test rather than kernels to
// copy. The conventions and result types are in ../circle_circle.h, the robust
// kernel in ../robust/circle_circle.h.

#include <cmath>

#include "../circle_circle.h"
#include "../detail/library_pow.h"

namespace cc {

namespace seed001 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double, Mathf.Pow and Math.Pow
// (../detail/library_pow.h: the same in every build).
using cc::detail::library_pow;

/// 001_81a389abe9bca56c.txt §Collision between two circles, as written:
/// c = Mathf.Pow(Mathf.Pow(a, 2) + Mathf.Pow(b, 2), 0.5f), collided iff
/// c < c1.r + c2.r. Its only answers are "collided" (reported as overlapping)
/// and not (none); touching circles are not collided by its strict <. The
/// float variant is the listing (Mathf.Pow rounds each power to float); the
/// double variant calls Math.Pow.
template <class T>
CircleCircleContact circle_circle(const Circle<T>& c1, const Circle<T>& c2) {
  const T a = c1.c.y - c2.c.y;
  const T b = c1.c.x - c2.c.x;
  const T c = library_pow(library_pow(a, T(2)) + library_pow(b, T(2)), T(0.5));
  if (c < c1.r + c2.r) return CircleCircleContact::overlapping;
  return CircleCircleContact::none;
}

}  // namespace seed001

namespace seed004 {

/// The touch tolerance of 004_97211c74b06b1151.txt §Full code listing: an
/// absolute band around radii_squared == distance_squared, in squared units.
inline constexpr double kTouchDistance = 0.00000000000001;

/// 004 §Full code listing, as written: squared distance and squared radius sum,
/// touching when they differ by less than TOUCH_DISTANCE (strictly), else
/// overlapping when radii_squared is larger, else no collision. The listing is
/// in double; the float variant computes in float with the constant rounded to
/// float.
template <class T>
CircleCircleContact circle_circle(const Circle<T>& big_object, const Circle<T>& small_object) {
  const T touch_distance = static_cast<T>(kTouchDistance);
  const T distance_squared = ((big_object.c.x - small_object.c.x) * (big_object.c.x - small_object.c.x)) +
                             ((big_object.c.y - small_object.c.y) * (big_object.c.y - small_object.c.y));
  const T radii_squared = (big_object.r + small_object.r) * (big_object.r + small_object.r);
  if (-touch_distance < radii_squared - distance_squared && radii_squared - distance_squared < touch_distance)
    return CircleCircleContact::touching;
  if (radii_squared > distance_squared) return CircleCircleContact::overlapping;
  return CircleCircleContact::none;
}

}  // namespace seed004

}  // namespace cc
