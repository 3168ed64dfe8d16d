#pragma once
// The exact oracle of rect_rect (kernels/rect_rect.h): closed rectangles meet
// iff their spans overlap on both axes, B.x <= A.x + A.w and A.x <= B.x + B.w
// (and in y), on the exact values.

#include "../kernels/rect_rect.h"
#include "linear_sign.h"
#include "point_rect.h"

namespace cc::oracle {

inline FilterStats& rect_rect_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// Requires finite values and w, h >= 0.
inline bool rect_rect_meet(const Rect<double>& a, const Rect<double>& b) {
  return all_sums_at_least({{a.x, a.w, b.x}, {b.x, b.w, a.x}, {a.y, a.h, b.y}, {b.y, b.h, a.y}}, rect_rect_stats());
}

/// The signed gaps between A and B (point_rect.h, RectGaps): along x,
/// gx = max(B.x - (A.x + A.w), A.x - (B.x + B.w)), positive when the spans are
/// apart, and minus the overlap of the spans (the least move along x that
/// separates them) otherwise; gy likewise. The separation is the distance
/// when apart, and max(gx, gy) = -(the penetration depth) when the interiors
/// overlap.
inline RectGaps rect_rect_gaps(const Rect<double>& a, const Rect<double>& b) {
  const Rational ax = exact(a.x), ay = exact(a.y), bx = exact(b.x), by = exact(b.y);
  return {std::max(Rational(bx - ax - exact(a.w)), Rational(ax - bx - exact(b.w))),
          std::max(Rational(by - ay - exact(a.h)), Rational(ay - by - exact(b.h)))};
}

}  // namespace cc::oracle
