#pragma once
// segment_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (SegmentSegmentBounds). The conventions and result types
// are in ../segment_segment.h. Standard library only: a game copies this header
// with ../detail/, ../error_bound.h, ../segment_segment.h and the type headers
// those include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../segment_segment.h"

namespace cc {
namespace robust {

/// What robust::segment_segment promises (derivation beside `crossing`). `point` bounds every returned point (p,
/// and q of an overlap); endpoint contacts and overlap ends are input points, returned exactly.
template <class T>
struct SegmentSegmentBounds;
template <>
struct SegmentSegmentBounds<double> {
  /// 8 u M + 2 eta (u = 2^-53, eta = 2^-1074): segment_segment_detail::crossing.
  static constexpr ErrorBound point{{{8 * 0x1p-53, Scale::input_magnitude}, {0x1p-1073, Scale::absolute}}};
};
template <>
struct SegmentSegmentBounds<float> {
  /// (u_f + 8 u_d) M + eta_f: the double bound plus one rounding to float (robust::segment_segment for float).
  static constexpr ErrorBound point{{{0x1p-24 + 8 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
};

namespace segment_segment_detail {

inline bool lex_less(Vec2<double> p, Vec2<double> q) {
  return p.x < q.x || (p.x == q.x && p.y < q.y);
}

inline bool in_box(Vec2<double> p, const Segment<double>& s) {
  return std::min(s.a.x, s.b.x) <= p.x && p.x <= std::max(s.a.x, s.b.x) &&
         std::min(s.a.y, s.b.y) <= p.y && p.y <= std::max(s.a.y, s.b.y);
}

inline SegmentSegmentResult<double> at(Vec2<double> p) {
  return {SegmentContact::point, p, {}};
}

// Collinear, non-degenerate A and B: along a line, lexicographic (x, y) order is
// the order of position, so the shared piece is [max of lows, min of highs].
inline SegmentSegmentResult<double> collinear(const Segment<double>& A, const Segment<double>& B) {
  const bool a_forward = !lex_less(A.b, A.a);
  const Vec2<double> a_lo = a_forward ? A.a : A.b, a_hi = a_forward ? A.b : A.a;
  const Vec2<double> b_lo = lex_less(B.b, B.a) ? B.b : B.a;
  const Vec2<double> b_hi = lex_less(B.b, B.a) ? B.a : B.b;
  const Vec2<double> lo = lex_less(a_lo, b_lo) ? b_lo : a_lo;
  const Vec2<double> hi = lex_less(b_hi, a_hi) ? b_hi : a_hi;
  if (lex_less(hi, lo)) return {};
  if (!lex_less(lo, hi)) return at(lo);
  return a_forward ? SegmentSegmentResult<double>{SegmentContact::overlap, lo, hi}
                   : SegmentSegmentResult<double>{SegmentContact::overlap, hi, lo};
}

// Proper crossing of S and T (every orientation nonzero). The point is built on
// S from its nearer endpoint: with d_a = |orient(T, S.a)|, d_b = |orient(T, S.b)|,
// p = S.a + d_a / (d_a + d_b) (S.b - S.a). The sum has no cancellation.
// Error, to first order in u = 2^-53: d_a and d_b carry delta <= u (1 + 2^-7)
// each (Orientation::accurate_pair), so t = d_a / (d_a + d_b) carries at most
// 2 delta + 2 u (sum, quotient); t <= 1/2 gives |t (end - start)| <= M; the
// difference and the product round once each, so the increment is within
// (2 delta + 4 u) M ~ 6.02 u M; the final sum rounds by at most u |p| <= u M.
// Total 7.02 u M + O(u^2 M): the stated 8 u M. Each of those three roundings can
// instead underflow, by at most eta / 2 absolute: hence 2 eta.
inline Vec2<double> crossing(const detail::Orientation& o, const Segment<double>& S,
                             const Segment<double>& T, double max_abs) {
  double da, db;
  o.accurate_pair(T.a, T.b, S.a, S.b, da, db);
  da = std::fabs(da);
  db = std::fabs(db);
  const bool from_a = da < db || (da == db && !lex_less(S.b, S.a));
  const Vec2<double> start = from_a ? S.a : S.b, end = from_a ? S.b : S.a;
  const double t = (from_a ? da : db) / (da + db);
  if (max_abs > 0x1p+1020) {  // halve first so end - start cannot overflow
    const Vec2<double> hs = 0.5 * start, he = 0.5 * end;
    return 2.0 * (hs + t * (he - hs));
  }
  return start + t * (end - start);
}

// A canonical order of the two segments, independent of argument and endpoint
// order, so that the constructed point is bitwise symmetric.
inline bool parametrize_first(const Segment<double>& A, const Segment<double>& B) {
  auto key = [](const Segment<double>& s) {
    return lex_less(s.b, s.a) ? Segment<double>{s.b, s.a} : s;
  };
  const Segment<double> ka = key(A), kb = key(B);
  if (lex_less(ka.a, kb.a)) return true;
  if (lex_less(kb.a, ka.a)) return false;
  return !lex_less(kb.b, ka.b);
}

}  // namespace segment_segment_detail

/// Exact decisions: every branch is taken on exact orientation signs
/// (detail::Orientation), so none / point / overlap is always right for every
/// finite input.
///
/// Values: contacts at an endpoint return that endpoint exactly, overlaps return
/// input endpoints exactly, and a proper crossing returns each coordinate within
/// 8 u M + 2 eta of the exact point, u = 2^-53, M the largest input magnitude,
/// eta = 2^-1074 (derivation beside `crossing`; measured by the checker).
inline SegmentSegmentResult<double> segment_segment(const Segment<double>& A,
                                                    const Segment<double>& B) {
  using namespace segment_segment_detail;
  const double v[8] = {A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y};
  double max_abs = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return {SegmentContact::invalid_input, {}, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  const detail::Orientation o(max_abs);
  const bool a_point = A.a == A.b, b_point = B.a == B.b;
  if (a_point && b_point) return A.a == B.a ? at(A.a) : SegmentSegmentResult<double>{};
  if (a_point) {
    return o.sign(B.a, B.b, A.a) == 0 && in_box(A.a, B) ? at(A.a) : SegmentSegmentResult<double>{};
  }
  if (b_point) {
    return o.sign(A.a, A.b, B.a) == 0 && in_box(B.a, A) ? at(B.a) : SegmentSegmentResult<double>{};
  }
  const int o1 = o.sign(A.a, A.b, B.a), o2 = o.sign(A.a, A.b, B.b);
  if (o1 * o2 > 0) return {};
  if (o1 == 0 && o2 == 0) return collinear(A, B);
  const int o3 = o.sign(B.a, B.b, A.a), o4 = o.sign(B.a, B.b, A.b);
  if (o3 * o4 > 0) return {};
  // The lines meet in exactly one point; an endpoint on the other line is it.
  if (o3 == 0) return at(A.a);
  if (o4 == 0) return at(A.b);
  if (o1 == 0) return at(B.a);
  if (o2 == 0) return at(B.b);
  return at(parametrize_first(A, B) ? crossing(o, A, B, max_abs) : crossing(o, B, A, max_abs));
}

/// The float variant runs the double algorithm on the (exactly converted) inputs
/// and rounds the point once: decisions exact for every float input; a crossing
/// point within (u_f + 8 u_d) M + eta_f, u_f = 2^-24, u_d = 2^-53, eta_f = 2^-149
/// (the double error plus one rounding to float, u_f |p| + eta_f / 2).
inline SegmentSegmentResult<float> segment_segment(const Segment<float>& A,
                                                   const Segment<float>& B) {
  auto widen = [](const Segment<float>& s) {
    return Segment<double>{{s.a.x, s.a.y}, {s.b.x, s.b.y}};
  };
  auto narrow = [](Vec2<double> p) {
    return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)};
  };
  const auto r = segment_segment(widen(A), widen(B));
  return {r.kind, narrow(r.p), narrow(r.q)};
}

}  // namespace robust
}  // namespace cc
