#pragma once
// segment_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (SegmentSegmentBounds). The conventions and result types
// are in ../segment_segment.h. Standard library only: a game copies this header
// with ../detail/, ../error_bound.h, ../segment_segment.h and the type headers
// those include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <cmath>

#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../segment_segment.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

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

/// The stages of robust::segment_segment, by the names its CC_STAGE markers
/// pass (stage.h). Stage A of the four orientations decides most calls:
/// a_apart (two proven signs alike), a_certified_crossing (four alternating,
/// the point certified from stage A's values), c_accurate_crossing (from
/// stage C's values), canonical_crossing (from `crossing`). What stage A
/// leaves goes to `general`, on exact signs: invalid_input, zero_length (a
/// segment that is a point), exact_apart, exact_collinear,
/// exact_endpoint_contact, exact_proper_crossing.
///
/// For float inputs canonical_crossing is unreachable: stage A (in float)
/// proved all four signs, so every orientation is at least its float bound,
/// about 2^-23 of its terms, while stage C (on the exactly widened inputs, all
/// below 2^128 < kFastPathMaxAbs, products far from double underflow)
/// certifies any value above about 2^-50 of them. The list leaves it out, so
/// the gate reports it if it is ever reached.
template <class T>
struct SegmentSegmentStages {
  static constexpr const char* names[] = {
      "a_apart",      "a_certified_crossing", "c_accurate_crossing",    "canonical_crossing",   "invalid_input",
      "zero_length",  "exact_apart",          "exact_collinear",        "exact_endpoint_contact", "exact_proper_crossing"};
};
template <>
struct SegmentSegmentStages<float> {
  static constexpr const char* names[] = {
      "a_apart",     "a_certified_crossing", "c_accurate_crossing",    "invalid_input",        "zero_length",
      "exact_apart", "exact_collinear",      "exact_endpoint_contact", "exact_proper_crossing"};
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

// A proper crossing's point from stage A values, when their error bounds
// certify it within the exported bound; false otherwise (the caller then takes
// `crossing`, which always meets it). S is parametrized; va, vb are stage A's
// orient(T, S.a) and orient(T, S.b) (opposite proven signs), with bounds ba, bb.
//
// Derivation, u = 2^-53, eta = 2^-1074. Stage A's derivation (orient2d.h) gives
// |F - (p_1 - p_2)| < bound for the exact F, and v = fl(p_1 - p_2) is within
// u |v| (1 + u) of p_1 - p_2: so |F - v| < E = bound + 2u |v|. The signs are
// proven opposite, so with d = |v| the exact |F_a| + |F_b| = |F_a - F_b| and
// t^ = d_a / (d_a + d_b) (from S.a; symmetrically from S.b) differs from the
// exact t* = |F_a| / (|F_a| + |F_b|) by
//   |d_a |F_b| - |F_a| d_b| / ((d_a + d_b)(|F_a| + |F_b|))
//     <= (E_a |F_b| + E_b |F_a|) / (...) <= max(E_a, E_b) / (d_a + d_b).
// The computed t = fl(d_n / fl(d_a + d_b)) (d_n the nearer end's) is within
// (2u + O(u^2)) t^ of t^, plus eta / 2 if it underflows. With w = fl(e - s)
// (relative error u), fl(t w) (u, or eta / 2 absolute) and the final sum
// (u |p|), each coordinate's error is at most
//   |e - s| (max(E) / (d_a + d_b) + (4u + O(u^2)) t) + eta |e - s| + u |p|.
// Accepted when (max(E) + 4.02u d_n) W <= 6.9u M fl(d_a + d_b), W the larger
// |w| coordinate, M the largest input magnitude: then the
// first term is at most 6.9u M (1 + 2^-40) (each side computed with a few
// roundings, relative u each: the guards below keep every quantity normal, so
// the margin from 6.9 to 6.97 covers them), eta |e - s| <= 2 eta M is below
// 2^-1000 u M, and |p| <= M + 7u M: in all at most 7.98u M < 8u M. Guards: the
// right side in [2^-960, 2^1000] (no overflow, and the left side's possible
// underflow, eta-sized, is far below the margin); an overflowed or NaN left side
// refuses.
inline bool certified_crossing(const Segment<double>& S, double va, double ba, double vb, double bb,
                               double max_abs, Vec2<double>& p) {
  constexpr double u = detail::kEpsilon;
  const double da = std::fabs(va), db = std::fabs(vb);
  const bool from_a = da <= db;
  const Vec2<double> s = from_a ? S.a : S.b, e = from_a ? S.b : S.a;
  const double dn = from_a ? da : db, sum = da + db;
  const double t = dn / sum;
  const double wx = e.x - s.x, wy = e.y - s.y;
  p = {s.x + t * wx, s.y + t * wy};
  const double err = std::max(ba + 2 * u * da, bb + 2 * u * db);
  const double w = std::max(std::fabs(wx), std::fabs(wy));
  const double rhs = (6.9 * u) * max_abs * sum;
  return (err + 4.02 * u * dn) * w <= rhs && rhs >= 0x1p-960 && rhs <= 0x1p+1000;
}

// The point on S at its crossing with T from accurate values of orient(T, S.a)
// and orient(T, S.b) (relative error at most delta = u (1 + 2^-7) each): the
// derivation beside `crossing`, which this is without its canonical order; for
// magnitudes up to detail::kFastPathMaxAbs (no halving needed). False when
// stage C cannot certify the values.
inline bool accurate_crossing(const Segment<double>& S, const Segment<double>& T, Vec2<double>& p) {
  double va, vb;
  if (!detail::orient2d_stage_c_pair(T.a, T.b, S.a, S.b, va, vb)) return false;
  const double da = std::fabs(va), db = std::fabs(vb);
  const bool from_a = da <= db;
  const Vec2<double> s = from_a ? S.a : S.b, e = from_a ? S.b : S.a;
  const double t = (from_a ? da : db) / (da + db);
  p = {s.x + t * (e.x - s.x), s.y + t * (e.y - s.y)};
  return true;
}

// A canonical order of the two segments, independent of argument and endpoint
// order, so that `crossing`'s point does not depend on the argument order (the
// fast paths before it do: see segment_segment).
inline bool parametrize_first(const Segment<double>& A, const Segment<double>& B) {
  auto key = [](const Segment<double>& s) {
    return lex_less(s.b, s.a) ? Segment<double>{s.b, s.a} : s;
  };
  const Segment<double> ka = key(A), kb = key(B);
  if (lex_less(ka.a, kb.a)) return true;
  if (lex_less(kb.a, ka.a)) return false;
  return !lex_less(kb.b, ka.b);
}

/// The point of a proper crossing (every orientation nonzero), in the canonical
/// order.
[[gnu::noinline]] inline SegmentSegmentResult<double> proper_crossing(const Segment<double>& A,
                                                                      const Segment<double>& B, double max_abs) {
  const detail::Orientation o(max_abs);
  return at(parametrize_first(A, B) ? crossing(o, A, B, max_abs) : crossing(o, B, A, max_abs));
}

/// The largest coordinate magnitude of two (finite) segments.
inline double max_abs(const Segment<double>& A, const Segment<double>& B) {
  const double v[8] = {A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y};
  double m = 0.0;
  for (double c : v) m = std::max(m, std::fabs(c));
  return m;
}

/// The signs stage A proved, by lane: orient(A, B.a), orient(A, B.b),
/// orient(B, A.a), orient(B, A.b); detail::kUndecided where it did not.
struct KnownSigns {
  int s[4] = {detail::kUndecided, detail::kUndecided, detail::kUndecided, detail::kUndecided};

  template <class T>
  void set(int first, const detail::SidesOfLine<T>& sides) {
    for (int i = 0; i < 2; ++i)
      if (std::fabs(sides.det[i]) > sides.bound[i]) s[first + i] = (sides.det[i] > T(0)) ? 1 : -1;
  }
};

/// Every case, on exact orientation signs (detail::Orientation): what the stage A
/// filter in front of it leaves. The signs it proved are not computed again.
[[gnu::noinline]] inline SegmentSegmentResult<double> general(const Segment<double>& A, const Segment<double>& B,
                                                              const KnownSigns& known) {
  // 0 * v is 0 for finite v and NaN otherwise: one test for all eight.
  const double finite = 0.0 * A.a.x + 0.0 * A.a.y + 0.0 * A.b.x + 0.0 * A.b.y + 0.0 * B.a.x + 0.0 * B.a.y +
                        0.0 * B.b.x + 0.0 * B.b.y;
  if (finite != 0.0) return CC_STAGE("invalid_input"), SegmentSegmentResult<double>{SegmentContact::invalid_input, {}, {}};
  const double m = max_abs(A, B);
  const detail::Orientation o(m);
  const auto sign = [&](int i, Vec2<double> a, Vec2<double> b, Vec2<double> c) {
    return known.s[i] != detail::kUndecided ? known.s[i] : o.sign_after_stage_a(a, b, c);
  };
  const bool a_point = A.a == A.b, b_point = B.a == B.b;
  if (a_point || b_point) CC_STAGE("zero_length");
  if (a_point && b_point) return A.a == B.a ? at(A.a) : SegmentSegmentResult<double>{};
  if (a_point) {
    return sign(2, B.a, B.b, A.a) == 0 && in_box(A.a, B) ? at(A.a) : SegmentSegmentResult<double>{};
  }
  if (b_point) {
    return sign(0, A.a, A.b, B.a) == 0 && in_box(B.a, A) ? at(B.a) : SegmentSegmentResult<double>{};
  }
  const int o1 = sign(0, A.a, A.b, B.a), o2 = sign(1, A.a, A.b, B.b);
  if (o1 * o2 > 0) return CC_STAGE("exact_apart"), SegmentSegmentResult<double>{};
  if (o1 == 0 && o2 == 0) return CC_STAGE("exact_collinear"), collinear(A, B);
  const int o3 = sign(2, B.a, B.b, A.a), o4 = sign(3, B.a, B.b, A.b);
  if (o3 * o4 > 0) return CC_STAGE("exact_apart"), SegmentSegmentResult<double>{};
  // The lines meet in exactly one point; an endpoint on the other line is it.
  if ((o1 == 0) | (o2 == 0) | (o3 == 0) | (o4 == 0)) CC_STAGE("exact_endpoint_contact");
  if (o3 == 0) return at(A.a);
  if (o4 == 0) return at(A.b);
  if (o1 == 0) return at(B.a);
  if (o2 == 0) return at(B.b);
  return CC_STAGE("exact_proper_crossing"), proper_crossing(A, B, m);
}

}  // namespace segment_segment_detail

/// Exact decisions: every branch is taken on exact orientation signs, so none /
/// point / overlap is always right for every finite input. The common case is
/// decided by stage A of the four orientations (detail::orient2d_stage_a_pair,
/// about forty flops, no checks first: a NaN or an infinity makes every bound it
/// touches refuse, and a zero-length segment makes its own orientations exactly
/// zero, which the filter never decides): two proven signs alike on one line's
/// side answer none, and four proven signs alternating prove a proper crossing.
/// Everything else goes to segment_segment_detail::general.
///
/// Values: contacts at an endpoint return that endpoint exactly, overlaps return
/// input endpoints exactly, and a proper crossing returns each coordinate within
/// 8 u M + 2 eta of the exact point, u = 2^-53, M the largest input magnitude,
/// eta = 2^-1074: from stage A's values where their bounds certify it
/// (certified_crossing, derivation there), else from accurate orientations
/// (`crossing`, derivation there). The point is not bitwise symmetric: only
/// `crossing` takes the segments in a canonical order, and the fast paths
/// parametrize B first, so swapping the arguments changes the last bits of
/// many proper crossings (183,358 of 462,868 random crossings in [-1, 1]^2),
/// each within the bound, which symmetric_in_segments checks. The bound is
/// measured by the checker.
inline SegmentSegmentResult<double> segment_segment(const Segment<double>& A,
                                                    const Segment<double>& B) {
  using namespace segment_segment_detail;
  const auto sides_b = detail::orient2d_stage_a_pair(A.a, A.b, B.a, B.b);  // B's ends against A's line
  const bool b_decided = sides_b.decided();
  if (b_decided & sides_b.same_side()) return CC_STAGE("a_apart"), SegmentSegmentResult<double>{};
  const auto sides_a = detail::orient2d_stage_a_pair(B.a, B.b, A.a, A.b);
  const bool a_decided = sides_a.decided();
  if (a_decided & sides_a.same_side()) return CC_STAGE("a_apart"), SegmentSegmentResult<double>{};
  if (!(a_decided & b_decided)) {
    KnownSigns known;
    known.set(0, sides_b);
    known.set(2, sides_a);
    return general(A, B, known);
  }
  const double m = max_abs(A, B);
  Vec2<double> p;
  if (certified_crossing(B, sides_b.det[0], sides_b.bound[0], sides_b.det[1], sides_b.bound[1], m, p) ||
      certified_crossing(A, sides_a.det[0], sides_a.bound[0], sides_a.det[1], sides_a.bound[1], m, p))
    return CC_STAGE("a_certified_crossing"), at(p);
  if (m <= detail::kFastPathMaxAbs && accurate_crossing(B, A, p)) return CC_STAGE("c_accurate_crossing"), at(p);
  return CC_STAGE("canonical_crossing"), proper_crossing(A, B, m);
}

/// The float variant runs the double algorithm on the (exactly converted) inputs
/// and rounds the point once: decisions exact for every float input; a crossing
/// point within (u_f + 8 u_d) M + eta_f, u_f = 2^-24, u_d = 2^-53, eta_f = 2^-149
/// (the double error plus one rounding to float, u_f |p| + eta_f / 2). The
/// decisions' stage A runs in float arithmetic (its bound is derived for
/// float in detail::det2_stage_a); the crossing's values in double.
inline SegmentSegmentResult<float> segment_segment(const Segment<float>& A,
                                                   const Segment<float>& B) {
  using namespace segment_segment_detail;
  auto widen = [](const Segment<float>& s) {
    return Segment<double>{{s.a.x, s.a.y}, {s.b.x, s.b.y}};
  };
  auto narrow = [](Vec2<double> p) {
    return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)};
  };
  const auto sides_b = detail::orient2d_stage_a_pair(A.a, A.b, B.a, B.b);
  const bool b_decided = sides_b.decided();
  if (b_decided & sides_b.same_side()) return CC_STAGE("a_apart"), SegmentSegmentResult<float>{};
  const auto sides_a = detail::orient2d_stage_a_pair(B.a, B.b, A.a, A.b);
  const bool a_decided = sides_a.decided();
  if (a_decided & sides_a.same_side()) return CC_STAGE("a_apart"), SegmentSegmentResult<float>{};
  const Segment<double> wa = widen(A), wb = widen(B);
  if (a_decided & b_decided) {
    // certified_crossing needs the signs proven opposite (they are, in float)
    // and double values with their bounds.
    const auto d = detail::orient2d_stage_a_pair(wa.a, wa.b, wb.a, wb.b);
    const double m = max_abs(wa, wb);
    Vec2<double> p;
    if (certified_crossing(wb, d.det[0], d.bound[0], d.det[1], d.bound[1], m, p))
      return CC_STAGE("a_certified_crossing"), SegmentSegmentResult<float>{SegmentContact::point, narrow(p), {}};
    if (accurate_crossing(wb, wa, p))
      return CC_STAGE("c_accurate_crossing"), SegmentSegmentResult<float>{SegmentContact::point, narrow(p), {}};
    return CC_STAGE("canonical_crossing"),
           SegmentSegmentResult<float>{SegmentContact::point, narrow(proper_crossing(wa, wb, m).p), {}};
  }
  KnownSigns known;  // a sign proven in float is the exact sign
  known.set(0, sides_b);
  known.set(2, sides_a);
  const auto r = general(wa, wb, known);
  return {r.kind, narrow(r.p), narrow(r.q)};
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
