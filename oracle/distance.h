#pragma once
// Exact squared distances between points and segments, in rationals: the
// measure of a separation that band contracts and near-boundary flaw classes
// compare against. A squared distance from a rational point to a segment is
// rational (the foot of the perpendicular has rational coordinates).

#include "number.h"

namespace cc::oracle {

struct RationalPoint {
  Rational x, y;
};

inline RationalPoint exact_point(double x, double y) { return {exact(x), exact(y)}; }

inline Rational squared_distance(const RationalPoint& p, const RationalPoint& q) {
  const Rational dx = p.x - q.x, dy = p.y - q.y;
  return dx * dx + dy * dy;
}

/// The point of segment [a, b] nearest to p (a when a == b).
inline RationalPoint nearest_on_segment(const RationalPoint& p, const RationalPoint& a, const RationalPoint& b) {
  const Rational dx = b.x - a.x, dy = b.y - a.y;
  const Rational len2 = dx * dx + dy * dy;
  if (len2 == 0) return a;
  Rational t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
  if (t < 0) t = 0;
  if (t > 1) t = 1;
  return {a.x + t * dx, a.y + t * dy};
}

inline Rational squared_distance_to_segment(const RationalPoint& p, const RationalPoint& a, const RationalPoint& b) {
  return squared_distance(p, nearest_on_segment(p, a, b));
}

/// The sign of (s d - offset) for a distance d >= 0 given by its square d2 and
/// a sign s in {-1, 0, +1} (s d is a signed separation), exactly.
inline int signed_distance_minus(int s, const Rational& d2, const Rational& offset) {
  const int so = offset.sign();
  if (s >= 0 && so <= 0) return (s == 0 || d2 == 0) ? -so : 1;  // s d >= 0 >= offset
  if (s <= 0 && so >= 0) {  // s d <= 0 <= offset
    if (d2 == 0 || s == 0) return -so;
    return -1;
  }
  // Same signs: compare d with |offset| by squares.
  const int c = sign(Rational(d2 - offset * offset));  // sign(d - |offset|)
  return s > 0 ? c : -c;
}

}  // namespace cc::oracle
