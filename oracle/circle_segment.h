#pragma once
// Exact oracle for kernels/circle_segment.h, with the same conventions (the
// circle's boundary against the closed segment P1 P2; points ordered by u; a
// zero-length segment is the point P1; NaN, inf or a negative radius give
// invalid_input).
//
// The line's exact answer (oracle/circle_line.h: the article's quadratic in
// rationals, roots as a + b sqrt(disc)), each root kept when 0 <= u <= 1,
// compared exactly as numbers a + b sqrt(disc) (the robust kernel decides the
// same memberships from signs of other polynomials instead).

#include <optional>

#include "bounded.h"
#include "circle_line.h"

namespace cc::oracle {

/// Filter statistics of the circle_segment oracle (process-wide).
inline FilterStats& circle_segment_stats() {
  thread_local FilterStats stats;
  return stats;
}

namespace circle_segment_detail {

inline CircleLineExact on_segment(CircleLineExact e) {
  if (e.kind == CircleCrossing::invalid_input || e.count == 0) return e;
  CircleLineExact out;
  for (int i = 0; i < e.count; ++i) {
    if (compare(e.u[i], RootNumber(Rational(0))) < 0 || compare(e.u[i], RootNumber(Rational(1))) > 0) continue;
    out.u[out.count] = e.u[i];
    out.p[out.count] = e.p[i];
    ++out.count;
  }
  out.kind = out.count == 0 ? CircleCrossing::none
                            : (out.count == 1 ? CircleCrossing::one_point : CircleCrossing::two_points);
  return out;
}

/// The kind from certain signs (bounded.h), or nullopt when one is uncertain,
/// given the sign of the line's discriminant. With w = P1 - C, w2 = P2 - C and
/// d = P2 - P1, the quadratic f(u) = |P1 + u d - C|^2 - r^2 (convex) is
/// f(0) = |w|^2 - r^2 at P1 and f(1) = |w2|^2 - r^2 at P2: ends of opposite
/// signs hold exactly one crossing in (0, 1); both ends inside (f < 0) none;
/// both outside two when the line's nearest point to C lies strictly between
/// the ends (d.w < 0 < d.w2): two for a positive discriminant (`disc_sign`, an
/// exact sign), one tangent point for zero, none for negative. Zero signs (an
/// end on the circle) are never certain: the rationals decide.
inline std::optional<CircleCrossing> filtered_kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2,
                                                   int disc_sign) {
  const auto in = Bounded::exactly;
  const Bounded wx = in(p1.x) - in(c.x), wy = in(p1.y) - in(c.y);
  const Bounded w2x = in(p2.x) - in(c.x), w2y = in(p2.y) - in(c.y);
  const Bounded dx = in(p2.x) - in(p1.x), dy = in(p2.y) - in(p1.y);
  const Bounded rr = in(r) * in(r);
  const int f0 = certain(wx * wx + wy * wy - rr), f1 = certain(w2x * w2x + w2y * w2y - rr);
  if (f0 == 2 || f1 == 2) return std::nullopt;
  if (f0 < 0 && f1 < 0) return CircleCrossing::none;
  if (f0 != f1) return CircleCrossing::one_point;
  const int near_p1 = certain(dx * wx + dy * wy), near_p2 = certain(dx * w2x + dy * w2y);
  if (near_p1 == 2 || near_p2 == 2) return std::nullopt;
  if (!(near_p1 < 0 && near_p2 > 0)) return CircleCrossing::none;
  if (disc_sign > 0) return CircleCrossing::two_points;
  return disc_sign == 0 ? CircleCrossing::one_point : CircleCrossing::none;
}

}  // namespace circle_segment_detail

/// The exact answer, entirely in rationals: the reference for points.
inline CircleLineExact circle_segment_exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  return circle_segment_detail::on_segment(circle_line_exact(c, r, p1, p2));
}

/// The exact kind only: the line's discriminant behind circle_line's filter (a
/// negative one settles `none`), then the memberships from certain signs
/// (circle_segment_detail::filtered_kind); where one is uncertain, in rationals,
/// counted as an exact fallback.
inline CircleCrossing circle_segment_kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  if (!circle_line_detail::valid(c, r, p1, p2)) return CircleCrossing::invalid_input;
  FilterStats& stats = circle_segment_stats();
  if (!(p1 == p2)) {
    const int disc = circle_line_detail::filtered_disc_sign(c, r, p1, p2, stats);
    if (disc < 0) return CircleCrossing::none;
    ++stats.decisions;
    if (filtering())
      if (const auto kind = circle_segment_detail::filtered_kind(c, r, p1, p2, disc)) return *kind;
  } else {
    ++stats.decisions;
  }
  ++stats.exact;
  return circle_segment_exact(c, r, p1, p2).kind;
}

}  // namespace cc::oracle
