#pragma once
// The exact oracle of point_rect (kernels/point_rect.h): P is inside R iff
// R.x <= P.x <= R.x + R.w and R.y <= P.y <= R.y + R.h on the exact values.

#include "../kernels/point_rect.h"
#include "distance.h"
#include "linear_sign.h"

namespace cc::oracle {

inline FilterStats& point_rect_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// Requires finite values and w, h >= 0.
inline bool point_rect_inside(Vec2<double> p, const Rect<double>& r) {
  return all_sums_at_least({{p.x, 0.0, r.x}, {r.x, r.w, p.x}, {p.y, 0.0, r.y}, {r.y, r.h, p.y}}, point_rect_stats());
}

/// The exact separation of P from R, as signed gaps: gx = max(R.x - P.x,
/// P.x - (R.x + R.w)) and gy likewise. P is outside iff gx > 0 or gy > 0; then
/// the separation is the distance sqrt(max(gx, 0)^2 + max(gy, 0)^2). Inside,
/// -gx and -gy are the distances to the nearest edge along each axis, and the
/// separation is max(gx, gy) = -(the distance to the nearest edge).
struct RectGaps {
  Rational gx, gy;
};

inline RectGaps point_rect_gaps(Vec2<double> p, const Rect<double>& r) {
  const Rational px = exact(p.x), py = exact(p.y), x = exact(r.x), y = exact(r.y);
  return {std::max(Rational(x - px), Rational(px - x - exact(r.w))),
          std::max(Rational(y - py), Rational(py - y - exact(r.h)))};
}

/// The sign of (separation - offset) for signed gaps (point_rect_gaps, or the
/// gaps between two rectangles), exactly.
inline int rect_gaps_separation_sign(const RectGaps& g, const Rational& offset) {
  if (g.gx.sign() > 0 || g.gy.sign() > 0) {
    const Rational zero(0);
    const Rational dx = std::max(g.gx, zero), dy = std::max(g.gy, zero);
    return signed_distance_minus(1, Rational(dx * dx + dy * dy), offset);
  }
  return sign(Rational(std::max(g.gx, g.gy) - offset));
}

}  // namespace cc::oracle
