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

}  // namespace circle_segment_detail

/// The exact answer, entirely in rationals: the reference for points.
inline CircleLineExact circle_segment_exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  return circle_segment_detail::on_segment(circle_line_exact(c, r, p1, p2));
}

/// The exact kind only: the line's discriminant behind circle_line's filter (a
/// negative one settles `none`); otherwise the memberships are decided in
/// rationals, counted as an exact fallback.
inline CircleCrossing circle_segment_kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  if (!circle_line_detail::valid(c, r, p1, p2)) return CircleCrossing::invalid_input;
  FilterStats& stats = circle_segment_stats();
  if (!(p1 == p2) && circle_line_detail::filtered_disc_sign(c, r, p1, p2, stats) < 0) return CircleCrossing::none;
  ++stats.decisions;
  ++stats.exact;
  return circle_segment_exact(c, r, p1, p2).kind;
}

}  // namespace cc::oracle
