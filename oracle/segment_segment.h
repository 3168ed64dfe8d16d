#pragma once
// Exact oracle for kernels/segment_segment.h, with the same conventions (closed
// segments, a touching endpoint is a `point`, collinear pieces of positive length
// are an `overlap` ordered along A, non-finite input is `invalid_input`).
//
// Formulated independently of the robust kernel: parametrically, A.a + ua dA =
// B.a + ub dB with den = cross(dA, dB), ua = cross(B.a - A.a, dB) / den,
// ub = cross(B.a - A.a, dA) / den; collinear pieces by projection onto dA.

#include <algorithm>
#include <cmath>

#include "../kernels/segment_segment.h"
#include "cross_sign.h"
#include "distance.h"
#include "number.h"

namespace cc::oracle {

/// Filter statistics of the segment_segment oracle (process-wide).
inline FilterStats& segment_segment_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// The exact answer: kind, and for `point` the point p, for `overlap` the ends
/// p, q ordered along A.
struct SegmentSegmentExact {
  SegmentContact kind = SegmentContact::none;
  RationalPoint p, q;
};

namespace segment_segment_detail {

inline bool finite(const Segment<double>& s) {
  return std::isfinite(s.a.x) && std::isfinite(s.a.y) && std::isfinite(s.b.x) && std::isfinite(s.b.y);
}

inline bool in_box(Vec2<double> p, const Segment<double>& s) {
  return std::min(s.a.x, s.b.x) <= p.x && p.x <= std::max(s.a.x, s.b.x) &&
         std::min(s.a.y, s.b.y) <= p.y && p.y <= std::max(s.a.y, s.b.y);
}

inline RationalPoint exact(Vec2<double> p) { return {oracle::exact(p.x), oracle::exact(p.y)}; }

}  // namespace segment_segment_detail

/// The exact contact, computed entirely in rationals (no filter): the reference
/// for values and the slow baseline the filter is measured against.
inline SegmentSegmentExact segment_segment_exact(const Segment<double>& A, const Segment<double>& B) {
  using segment_segment_detail::exact;
  if (!segment_segment_detail::finite(A) || !segment_segment_detail::finite(B))
    return {SegmentContact::invalid_input, {}, {}};
  const RationalPoint a0 = exact(A.a), a1 = exact(A.b), b0 = exact(B.a), b1 = exact(B.b);
  const Rational dax = a1.x - a0.x, day = a1.y - a0.y, dbx = b1.x - b0.x, dby = b1.y - b0.y;
  const Rational ex = b0.x - a0.x, ey = b0.y - a0.y;  // B.a - A.a
  const bool a_point = dax == 0 && day == 0, b_point = dbx == 0 && dby == 0;

  if (a_point || b_point) {
    // A point P against a segment S (possibly also a point): on S iff collinear
    // and its projection parameter lies in [0, |dS|^2].
    const RationalPoint P = a_point ? a0 : b0;
    const RationalPoint s0 = a_point ? b0 : a0;
    const Rational sx = a_point ? dbx : dax, sy = a_point ? dby : day;
    const Rational px = P.x - s0.x, py = P.y - s0.y;
    const Rational len2 = sx * sx + sy * sy;
    const Rational t = px * sx + py * sy;
    const bool on = (px * sy - py * sx) == 0 && t >= 0 && t <= len2 &&
                    (len2 != 0 || (px == 0 && py == 0));
    if (!on) return {};
    return {SegmentContact::point, P, {}};
  }

  const Rational den = dax * dby - day * dbx;
  if (den != 0) {
    const Rational ua = (ex * dby - ey * dbx) / den;
    const Rational ub = (ex * day - ey * dax) / den;
    if (ua < 0 || ua > 1 || ub < 0 || ub > 1) return {};
    return {SegmentContact::point, {a0.x + ua * dax, a0.y + ua * day}, {}};
  }
  if (ex * day - ey * dax != 0) return {};  // parallel, distinct lines
  const Rational len2 = dax * dax + day * day;
  const Rational t0 = ex * dax + ey * day;
  const Rational t1 = (b1.x - a0.x) * dax + (b1.y - a0.y) * day;
  const Rational lo = std::max(Rational(0), std::min(t0, t1));
  const Rational hi = std::min(len2, std::max(t0, t1));
  if (lo > hi) return {};
  const Rational ulo = lo / len2, uhi = hi / len2;
  const RationalPoint p{a0.x + ulo * dax, a0.y + ulo * day};
  if (lo == hi) return {SegmentContact::point, p, {}};
  return {SegmentContact::overlap, p, {a0.x + uhi * dax, a0.y + uhi * day}};
}

/// The exact kind only, deciding on filtered signs (cross_sign) so that generic
/// inputs never reach GMP (Evaluation::exact_only: always the rationals).
/// `counted_in` receives the filter statistics (by default this family's).
inline SegmentContact segment_segment_kind(const Segment<double>& A, const Segment<double>& B,
                                           FilterStats& counted_in = segment_segment_stats()) {
  if (!segment_segment_detail::finite(A) || !segment_segment_detail::finite(B)) return SegmentContact::invalid_input;
  FilterStats& stats = counted_in;
  const bool a_point = A.a == A.b, b_point = B.a == B.b;
  if (a_point || b_point) {
    const Vec2<double> P = a_point ? A.a : B.a;
    const Segment<double>& S = a_point ? B : A;
    if (a_point && b_point) return A.a == B.a ? SegmentContact::point : SegmentContact::none;
    return cross_sign(S.b, S.a, P, S.a, stats) == 0 && segment_segment_detail::in_box(P, S)
               ? SegmentContact::point
               : SegmentContact::none;
  }
  const int s = cross_sign(A.b, A.a, B.b, B.a, stats);  // sign of den
  if (s != 0) {
    const bool hit = s * cross_sign(B.a, A.a, B.b, B.a, stats) >= 0 &&    // ua >= 0
                     s * cross_sign(A.b, B.a, B.b, B.a, stats) >= 0 &&    // ua <= 1
                     s * cross_sign(B.a, A.a, A.b, A.a, stats) >= 0 &&    // ub >= 0
                     -s * cross_sign(B.b, A.a, A.b, A.a, stats) >= 0;     // ub <= 1
    return hit ? SegmentContact::point : SegmentContact::none;
  }
  if (cross_sign(B.a, A.a, A.b, A.a, stats) != 0) return SegmentContact::none;
  // Collinear: rare outside constructed inputs; decided in rationals.
  ++stats.decisions;
  ++stats.exact;
  return segment_segment_exact(A, B).kind;
}

}  // namespace cc::oracle
