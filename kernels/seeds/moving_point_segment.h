#pragma once
// moving_point_segment: the seed transcription (seed003): the seed articles'
// code as written, flaws included, specimens under test rather than kernels to
// copy. The conventions and result types are in ../moving_point_segment.h, the
// robust kernel in ../robust/moving_point_segment.h.

#include <cmath>
#include <utility>

#include "../moving_point_segment.h"

namespace cc {

namespace seed003 {

// Unqualified, so that a probe scalar standing in for T finds its own (the
// checker's rounding probe); for float and double these are std's.
using std::sqrt;

/// 003 §2D Parametric Collision Detection, as printed: the quadratic
/// a t1^2 + b t1 + c = 0 with the article's a, b, c, t1 = (-b +- sqrt(b^2 - 4ac)) / 2a,
/// the smallest t1 in [0, 1] whose t2 is in [0, 1]; t2 from the x components, or
/// the y components when the x denominator is zero; a zero denominator in both is
/// "no collision" and stops the search. t2 is transcribed as printed,
///   t2 = (p - a) / (a - b),
/// whose denominator has the opposite sign of the parametrization p = a + t2 (b - a)
/// the article starts from. The point is p1 + t1 (p2 - p1), as printed. The
/// article names "the normal of the line segment" without a formula; this
/// transcription completes it as perp(b - a) / |b - a| at t1, flipped to the
/// side of the point's start p1. Nothing checks a == 0 or NaN.
template <class T>
SweepResult<T> moving_point_segment(const MovingPointSegment<T>& in) {
  const T x_p1 = in.p1.x, y_p1 = in.p1.y, x_p2 = in.p2.x, y_p2 = in.p2.y;
  const T x_l1 = in.l1.x, y_l1 = in.l1.y, x_l2 = in.l2.x, y_l2 = in.l2.y;
  const T x_l3 = in.l3.x, y_l3 = in.l3.y, x_l4 = in.l4.x, y_l4 = in.l4.y;
  const T a = (y_l3 + y_l2 - y_l1 - y_l4) * (x_p2 + x_l2 - x_p1 - x_l4) -
              (y_p2 + y_l2 - y_p1 - y_l4) * (x_l3 + x_l2 - x_l1 - x_l4);
  const T b = (y_l1 - y_l2) * (x_p2 + x_l2 - x_p1 - x_l4) + (x_p1 - x_l2) * (y_l3 + y_l2 - y_l1 - y_l4) -
              (y_p1 - y_l2) * (x_l3 + x_l2 - x_l1 - x_l4) - (x_l1 - x_l2) * (y_p2 + y_l2 - y_p1 - y_l4);
  const T c = (y_l1 - y_l2) * (x_p1 - x_l2) - (y_p1 - y_l2) * (x_l1 - x_l2);
  const T disc = b * b - 4 * a * c;
  if (disc < 0) return {};
  const T root = sqrt(disc);
  T t_first = (-b + root) / (2 * a);
  T t_second = (-b - root) / (2 * a);
  if (t_second < t_first) std::swap(t_first, t_second);
  for (const T t1 : {t_first, t_second}) {
    if (!(t1 >= 0 && t1 <= 1)) continue;
    const Vec2<T> p = in.p1 + t1 * (in.p2 - in.p1);
    const Vec2<T> pa = in.l1 + t1 * (in.l3 - in.l1);
    const Vec2<T> pb = in.l2 + t1 * (in.l4 - in.l2);
    const Vec2<T> den = pa - pb;
    T t2;
    if (den.x != 0) {
      t2 = (p.x - pa.x) / den.x;
    } else if (den.y != 0) {
      t2 = (p.y - pa.y) / den.y;
    } else {
      return {};  // "the line segment did have zero length ... no collision"
    }
    if (!(t2 >= 0 && t2 <= 1)) continue;
    const Vec2<T> d = pb - pa;
    const T len = sqrt(d.x * d.x + d.y * d.y);
    Vec2<T> n{-d.y / len, d.x / len};
    if (n.x * (in.p1.x - pa.x) + n.y * (in.p1.y - pa.y) < 0) n = T(-1) * n;
    return {SweepKind::hit, t1, p, n};
  }
  return {};
}

}  // namespace seed003

}  // namespace cc
