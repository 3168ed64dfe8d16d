#pragma once
// The exact oracle of line_line (kernels/line_line.h), with the same
// conventions. Formulated independently of the robust kernel, as 000 states it:
// A.a + ua dA = B.a + ub dB with den = cross(dA, dB); den == 0 means parallel,
// and coincident when B.a is on line A; otherwise ua = cross(B.a - A.a, dB) / den.

#include <cmath>

#include "../kernels/line_line.h"
#include "cross_sign.h"
#include "number.h"

namespace cc::oracle {

inline FilterStats& line_line_stats() {
  thread_local FilterStats stats;
  return stats;
}

struct LineLineExact {
  LineContact kind = LineContact::parallel;
  Rational x, y;  ///< the crossing, for `point`
};

namespace line_line_detail {

inline bool valid(const Segment<double>& A, const Segment<double>& B) {
  for (double c : {A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y})
    if (!std::isfinite(c)) return false;
  return !(A.a == A.b) && !(B.a == B.b);
}

}  // namespace line_line_detail

/// The kind only, on filtered signs.
inline LineContact line_line_kind(const Segment<double>& A, const Segment<double>& B) {
  if (!line_line_detail::valid(A, B)) return LineContact::invalid_input;
  FilterStats& stats = line_line_stats();
  if (cross_sign(A.b, A.a, B.b, B.a, stats) != 0) return LineContact::point;
  return cross_sign(A.b, A.a, B.a, A.a, stats) == 0 ? LineContact::coincident : LineContact::parallel;
}

/// The kind and, for `point`, the exact crossing in rationals.
inline LineLineExact line_line_exact(const Segment<double>& A, const Segment<double>& B) {
  const LineContact kind = line_line_kind(A, B);
  if (kind != LineContact::point) return {kind, {}, {}};
  const Rational ax = exact(A.a.x), ay = exact(A.a.y);
  const Rational dax = exact(A.b.x) - ax, day = exact(A.b.y) - ay;
  const Rational dbx = exact(B.b.x) - exact(B.a.x), dby = exact(B.b.y) - exact(B.a.y);
  const Rational ex = exact(B.a.x) - ax, ey = exact(B.a.y) - ay;
  const Rational ua = (ex * dby - ey * dbx) / (dax * dby - day * dbx);
  return {LineContact::point, Rational(ax + ua * dax), Rational(ay + ua * day)};
}

}  // namespace cc::oracle
