#pragma once
// line_line: the robust kernel (namespace cc::robust) and what it promises, as
// data (LineLineBounds). The conventions and result types are in
// ../line_line.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../line_line.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../line_line.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::line_line promises (derivation at robust::line_line), per coordinate of the crossing, with P the
/// larger magnitude of the exact crossing's coordinates. Beyond the scalar's range a coordinate is an infinity
/// of the exact coordinate's sign (point_infinite_beyond_range).
template <class T>
struct LineLineBounds;
template <>
struct LineLineBounds<double> {
  /// 7 u (M + P) + 2 eta (u = 2^-53, eta = 2^-1074): robust::line_line.
  static constexpr ErrorBound point{{{7 * 0x1p-53, Scale::input_magnitude},
                                     {7 * 0x1p-53, Scale::value_max_magnitude},
                                     {0x1p-1073, Scale::absolute}}};
  /// A coordinate may instead be an infinity of the exact coordinate's sign where |x*| + the bound reaches the
  /// largest finite value (the checker accepts exactly that).
  static constexpr bool point_infinite_beyond_range = true;
};
template <>
struct LineLineBounds<float> {
  /// u_f P + 7 u_d (M + P) + eta_f: the double bound plus one rounding to float (robust::line_line for float).
  static constexpr ErrorBound point{{{7 * 0x1p-53, Scale::input_magnitude},
                                     {0x1p-24 + 7 * 0x1p-53, Scale::value_max_magnitude},
                                     {0x1p-149, Scale::absolute}}};
  static constexpr bool point_infinite_beyond_range = true;  ///< as double, at the float range
};

/// The stages of robust::line_line, by the names its CC_STAGE markers pass
/// (stage.h). Stage A of the denominator cross(A.b - A.a, B.b - B.a) decides
/// most calls, the point then from a_certified_point (stage A's values, their
/// bounds certifying the exported bound) or c_accurate_point (stage C or D
/// values, accurate_point). What stage A leaves goes to `undecided`:
/// b_parallel, b_coincident (stage B proves the denominator zero, one exact
/// orientation sign tells them apart) or c_accurate_point. Inputs above
/// kFastPathMaxAbs pass scaled_frame too where a frame scaled down by a power
/// of two decides (the stage deciding there marks itself). The rest goes to
/// `general`, on exact values (expansions in a scaled frame, BigDyadic beyond
/// it): invalid_input, zero_length (a line given by two equal points, also
/// invalid_input), exact_parallel, exact_coincident, exact_point.
///
/// Rare in generated inputs, declared so with the regime that reaches them:
/// for float, exact_parallel and exact_coincident (stage B in double proves a
/// zero denominator whenever the direction differences are exact, which for
/// widened floats needs points more than 29 binades apart:
/// full_precision_parallel draws them).
template <class T>
struct LineLineStages {
  static constexpr const char* names[] = {"a_certified_point", "c_accurate_point", "b_parallel",  "b_coincident",
                                          "scaled_frame",      "invalid_input",    "zero_length", "exact_parallel",
                                          "exact_coincident",  "exact_point"};
};
/// For float, without scaled_frame: float magnitudes stay below 2^128, under kFastPathMaxAbs = 2^500, so `undecided`
/// never scales, and the float overload calls accurate_point directly, never crossing_point.
template <>
struct LineLineStages<float> {
  static constexpr const char* names[] = {"a_certified_point", "c_accurate_point", "b_parallel",
                                          "b_coincident",      "invalid_input",    "zero_length",
                                          "exact_parallel",    "exact_coincident", "exact_point"};
};

namespace line_line_detail {

inline bool lex_less(Vec2<double> p, Vec2<double> q) { return p.x < q.x || (p.x == q.x && p.y < q.y); }

/// A number as significand (in [0.5, 1) in magnitude, or 0) times 2^exponent,
/// so that exact values beyond the double range can be carried.
struct Split {
  double m = 0.0;
  long e = 0;
  static Split of(double v) {
    int e;
    const double m = std::frexp(v, &e);
    return {m, e};
  }
  /// |this| <= |other|.
  bool not_above(Split other) const {
    if (m == 0.0) return true;
    if (other.m == 0.0) return false;
    return e < other.e || (e == other.e && std::fabs(m) <= std::fabs(other.m));
  }
  static Split of(const detail::BigDyadic& v) {
    Split s;
    s.m = v.frexp(s.e);
    return s;
  }
};

/// start + (num / den) * (end - start) for one coordinate, with num and den of
/// any magnitude (their ratio may overflow or underflow; it is never formed):
/// the quotient of the significands and the difference's significand are
/// multiplied, and the exponents added, exactly by ldexp.
///
/// The difference is end - start rounded once (exact when subnormal), halved
/// only when it overflows: then |end| + |start| >= 2^1024 - 2^970 with both
/// below 2^1024, so each is at least 2^970 and halving is exact. Halving first
/// would round a subnormal difference (a line through two points 2^-1074
/// apart) by half its size, and the huge quotient would carry that error to
/// the point.
inline double along(double start, double end, Split num, Split den) {
  double d = end - start;
  int halved = 0;
  if (!std::isfinite(d)) {
    d = 0.5 * end - 0.5 * start;
    halved = 1;
  }
  if (d == 0.0 || num.m == 0.0) return start;
  int ex;
  const double mx = std::frexp(d, &ex);
  const long e = std::clamp<long>(num.e - den.e + ex + halved, -4000, 4000);
  const double increment = std::ldexp((num.m / den.m) * mx, static_cast<int>(e));
  return start + increment;
}

}  // namespace line_line_detail

namespace line_line_detail {

/// Every case (what the filters in front leave): with f(P) = orient2d(B.a, B.b, P),
/// the lines are parallel iff f(A.a) == f(A.b), and then coincident iff
/// f(A.a) == 0; both sides are exact (expansions in a scaled frame, exact
/// dyadic numbers beyond it).
///
/// The point is A's endpoint nearer the crossing plus (f(s) / (f(s) - f(e)))
/// (e - s), s and e A's ends, with f(s) and the exact difference each rounded
/// once (relative error <= 2^-53 (1 + 2^-49)), one quotient, one difference, one
/// product and one sum: each coordinate within 7 u (M + P) + 2 eta of the exact
/// crossing, u = 2^-53, M the largest input magnitude, P the larger magnitude of
/// the crossing's coordinates, eta = 2^-1074. To first order the increment
/// carries 5 u of its own size |p - s| <= P + M and the sum u P. Beyond the
/// double range the coordinate is an infinity of the right sign (within the
/// bound of the threshold either answer may occur). Which line is parametrized
/// depends only on the lines' points, not the argument order.
[[gnu::noinline]] inline LineLineResult<double> general(const Segment<double>& A, const Segment<double>& B) {
  double max_abs = 0.0;
  for (double c : {A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y}) {
    if (!std::isfinite(c)) return CC_STAGE("invalid_input"), LineLineResult<double>{LineContact::invalid_input, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (A.a == A.b || B.a == B.b) return CC_STAGE("zero_length"), LineLineResult<double>{LineContact::invalid_input, {}};
  // A canonical choice of the line to parametrize, so that (A, B) and (B, A)
  // give the same bits: the one whose lexicographically smaller endpoint is smaller.
  const auto low = [](const Segment<double>& s) { return lex_less(s.b, s.a) ? s.b : s.a; };
  const auto high = [](const Segment<double>& s) { return lex_less(s.b, s.a) ? s.a : s.b; };
  const bool a_first = lex_less(low(A), low(B)) || (low(A) == low(B) && !lex_less(high(B), high(A)));
  const Segment<double> S{low(a_first ? A : B), high(a_first ? A : B)};
  const Segment<double> L{low(a_first ? B : A), high(a_first ? B : A)};

  const detail::Orientation o(max_abs);
  // From the end nearer the crossing: t = f(S.a) / den from S.a, or
  // (t - 1) = f(S.b) / den from S.b; from S.b, the parameter toward S.a is
  // f(S.b) / (f(S.b) - f(S.a)).
  const auto crossing = [&](Split fa, Split fb, Split den) -> LineLineResult<double> {
    const bool from_a = fa.not_above(fb);  // |f(S.a)| <= |f(S.b)|
    const Vec2<double> s = from_a ? S.a : S.b, e = from_a ? S.b : S.a;
    const Split num = from_a ? fa : fb;
    const Split d = from_a ? den : Split{-den.m, den.e};
    return {LineContact::point, {along(s.x, e.x, num, d), along(s.y, e.y, num, d)}};
  };
  const Vec2<double> la = o.scaled(L.a), lb = o.scaled(L.b), sa = o.scaled(S.a), sb = o.scaled(S.b);
  if (o.in_frame(L.a, la) && o.in_frame(L.b, lb) && o.in_frame(S.a, sa) && o.in_frame(S.b, sb)) {
    // Exact orient2d(L.a, L.b, S.a) and (.., S.b) in the orientation's scaled frame.
    const auto fa = detail::compressed(detail::orient2d_expansion(la, lb, sa));
    const auto fb = detail::compressed(detail::orient2d_expansion(la, lb, sb));
    const auto den = detail::compressed(detail::difference(fa, fb));  // f(S.a) - f(S.b)
    if (den.sign() == 0)
      return {fa.sign() == 0 ? (CC_STAGE("exact_coincident"), LineContact::coincident)
                             : (CC_STAGE("exact_parallel"), LineContact::parallel),
              {}};
    return CC_STAGE("exact_point"),
           crossing(Split::of(fa.approximate()), Split::of(fb.approximate()), Split::of(den.approximate()));
  }
  // Beyond the frame (a nonzero coordinate more than 2^900 times smaller than
  // the largest): the same quantities as exact dyadic numbers.
  const detail::BigDyadic fa = detail::orient2d_exact(L.a, L.b, S.a), fb = detail::orient2d_exact(L.a, L.b, S.b);
  const detail::BigDyadic den = fa - fb;
  if (den.sign() == 0)
    return {fa.sign() == 0 ? (CC_STAGE("exact_coincident"), LineContact::coincident)
                           : (CC_STAGE("exact_parallel"), LineContact::parallel),
            {}};
  return CC_STAGE("exact_point"), crossing(Split::of(fa), Split::of(fb), Split::of(den));
}


/// Stage A's crossing, when its bounds certify the exported bound; false
/// otherwise. A is parametrized by f(P) = orient2d(B.a, B.b, P): fa, fb are
/// stage A's f(A.a), f(A.b), den stage A's cross(A.b - A.a, B.b - B.a), which
/// is f(A.a) - f(A.b), proven nonzero.
//
// Derivation, u = 2^-53, eta = 2^-1074. Each stage A value v is within
// E = bound + 2u |v| of its exact F (orient2d.h: within bound of p_1 - p_2,
// which the final rounding moves by at most u |v| (1 + u)). From the nearer end
// s of A (|f(s)| <= |f(e)|), t* = F_n / F_d with F_n = f(s) and
// F_d = +-(f(A.a) - f(A.b)), and t^ = v_n / v_d:
//   |t^ - t*| = |(v_n - F_n) F_d + F_n (F_d - v_d)| / |v_d F_d|
//            <= E_n / |v_d| + |t*| E_d / |v_d|  <=  (E_n + |t^| E_d) / (|v_d| - E_d)
// (with |t*| <= |t^| + |t^ - t*|, for E_d < |v_d|). The computed t adds u |t^|
// (or eta / 2 underflowing); w = fl(e - s), fl(t w) and the final sum add
// (2u + u^2) |t| |e - s| and u |p| (or eta / 2 each). So each coordinate is
// within
//   X + u |p~| + eta terms,  X = W ((E_n + 1.001 |t| E_d) / (|v_d| - E_d) + 3.02u |t|),
// W = max |w| (|e - s| <= W (1 + u)), of the exact crossing. With P' the larger
// computed coordinate, the exact P >= P' (1 - u) - X, so the exported
// 7u (M + P) + 2 eta holds when X (1 + 7u) + u P' <= 7u M + 7u P' (1 - u):
// accepted when X <= 6.9u M + 5.9u P', which leaves a margin of 0.1u M + 0.1u P'
// for the few roundings of X and of the right side (relative u each) and the
// eta-sized underflows. Written without the division:
//   W (E_n + 1.001 |t| E_d + 3.02u |t| (|v_d| - E_d)) <= (6.9u M + 5.9u P') (|v_d| - E_d).
// Guards: P' <= 2^1000 (a crossing near or beyond the range goes to the
// general path, which returns infinities there), the right side in
// [2^-960, 2^1000] (neither underflow nor overflow in it), and a NaN or
// overflowed left side refuses.
inline bool certified_point(const Segment<double>& A, double fa, double ba, double fb, double bb, double den,
                            double bden, double max_abs, Vec2<double>& p) {
  constexpr double u = detail::kEpsilon;
  const bool from_a = std::fabs(fa) <= std::fabs(fb);
  const Vec2<double> s = from_a ? A.a : A.b, e = from_a ? A.b : A.a;
  const double vn = from_a ? fa : fb, bn = from_a ? ba : bb;
  const double vd = from_a ? den : -den;  // from A.b the parameter toward A.a is f(A.b) / (f(A.b) - f(A.a))
  const double t = vn / vd;
  const double wx = e.x - s.x, wy = e.y - s.y;
  p = {s.x + t * wx, s.y + t * wy};
  const double at = std::fabs(t);
  const double en = bn + 2 * u * std::fabs(vn), ed = bden + 2 * u * std::fabs(vd);
  const double margin = std::fabs(vd) - ed;
  const double w = std::max(std::fabs(wx), std::fabs(wy));
  const double big = std::max(std::fabs(p.x), std::fabs(p.y));
  const double rhs = ((6.9 * u) * max_abs + (5.9 * u) * big) * margin;
  return w * (en + 1.001 * at * ed + (3.02 * u) * at * margin) <= rhs && big <= 0x1p+1000 && rhs >= 0x1p-960 &&
         rhs <= 0x1p+1000;
}

/// The crossing from stage C values (detail::det2_stage_c_bounded, else stage D)
/// of f(s) and of the denominator, with relative error bounds rho_n, rho_d.
/// The derivation at `general` with these in place of its two roundings: t
/// carries rho_n + rho_d + u (quotient) + O(u^2), the difference and the product
/// 2u more, so the increment is within (rho_n + rho_d + 3u + O(u^2)) |p - s| and
/// |p - s| <= P + M; the sum adds u P. Accepted when rho_n + rho_d <= 2.95u:
/// then each coordinate is within 5.96u M + 6.96u P (plus the eta terms of
/// underflowing roundings, 2 eta), inside the exported 7u (M + P) + 2 eta. Any
/// end s of A will do (from_a picks it). For magnitudes up to kFastPathMaxAbs
/// (the stages' range); false when the values are not accurate enough, or the
/// parameter is too large for the plain evaluation (|t| above 2^400, or a
/// coordinate beyond 2^1000: the general path handles the range).
inline bool accurate_point(const Segment<double>& A, const Segment<double>& B, bool from_a, Vec2<double>& p) {
  using detail::two_diff;
  const Vec2<double> s = from_a ? A.a : A.b, e = from_a ? A.b : A.a;
  // den' = cross(e - s, B.b - B.a) = f(s) - f(e), and f(s) = cross(B.b - B.a, s - B.a).
  double ax, axt, ay, ayt, bx, bxt, by, byt, cx, cxt, cy, cyt;
  two_diff(e.x, s.x, ax, axt);
  two_diff(e.y, s.y, ay, ayt);
  two_diff(B.b.x, B.a.x, bx, bxt);
  two_diff(B.b.y, B.a.y, by, byt);
  two_diff(s.x, B.a.x, cx, cxt);
  two_diff(s.y, B.a.y, cy, cyt);
  detail::BoundedValue den = detail::det2_stage_c_bounded(ax, axt, ay, ayt, bx, bxt, by, byt);
  detail::BoundedValue fs = detail::det2_stage_c_bounded(bx, bxt, by, byt, cx, cxt, cy, cyt);
  // A zero value gives an infinite rho (the bound is positive), which refuses.
  const auto rho = [](const detail::BoundedValue& v) { return v.bound / std::fabs(v.value); };
  constexpr double kRhoSum = 2.95 * detail::kEpsilon;
  if (!(rho(den) + rho(fs) <= kRhoSum)) {
    if (!den.accurate()) den = detail::det2_stage_d(ax, axt, ay, ayt, bx, bxt, by, byt);
    if (!fs.accurate()) fs = detail::det2_stage_d(bx, bxt, by, byt, cx, cxt, cy, cyt);
    if (!(rho(den) + rho(fs) <= kRhoSum)) return false;
  }
  const double t = fs.value / den.value;
  p = {s.x + t * (e.x - s.x), s.y + t * (e.y - s.y)};
  return std::fabs(t) <= 0x1p+400 && std::max(std::fabs(p.x), std::fabs(p.y)) <= 0x1p+1000;
}

/// The largest coordinate magnitude of two (finite) segments.
inline double max_abs(const Segment<double>& A, const Segment<double>& B) {
  const double v[8] = {A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y};
  double m = 0.0;
  for (double c : v) m = std::max(m, std::fabs(c));
  return m;
}

/// A and B multiplied by 2^s, s < 0 (detail::pow2), or false when that is not
/// exact: a product by a power of two is exact unless it falls below 2^-1022.
inline bool scaled_down(const Segment<double>& A, const Segment<double>& B, int s, Segment<double>& sa,
                        Segment<double>& sb) {
  const double f = detail::pow2(s);
  sa = {{A.a.x * f, A.a.y * f}, {A.b.x * f, A.b.y * f}};
  sb = {{B.a.x * f, B.a.y * f}, {B.b.x * f, B.b.y * f}};
  const double in[8] = {A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y};
  const double out[8] = {sa.a.x, sa.a.y, sa.b.x, sa.b.y, sb.a.x, sb.a.y, sb.b.x, sb.b.y};
  bool exact = true;
  for (int i = 0; i < 8; ++i) exact = exact && (in[i] == 0.0 || std::fabs(out[i]) >= 0x1p-1022);
  return exact;
}

/// The point of crossing lines (the caller has proven the denominator nonzero)
/// from accurate values, for inputs above kFastPathMaxAbs in a frame scaled
/// down by a power of two: decisions and the crossing commute with exact
/// scaling, and scaling the point back up is exact (or overflows to the
/// infinity of its sign, which the contract accepts beyond the range). The
/// eta terms scale up with it, but they are below 2^-1000 u M there, inside
/// the derivation's slack (5.02u (M + P) + u P against 7u (M + P)).
[[gnu::noinline]] inline LineLineResult<double> crossing_point(const Segment<double>& A, const Segment<double>& B,
                                                               double m, bool from_a) {
  Vec2<double> p;
  if (m <= detail::kFastPathMaxAbs) {
    if (accurate_point(A, B, from_a, p))
      return CC_STAGE("c_accurate_point"), LineLineResult<double>{LineContact::point, p};
    return general(A, B);
  }
  const int s = detail::scale_exponent(m);
  Segment<double> sa, sb;
  if (scaled_down(A, B, s, sa, sb) && accurate_point(sa, sb, from_a, p)) {
    const double up = detail::pow2(-s);
    CC_STAGE("scaled_frame");
    return CC_STAGE("c_accurate_point"), LineLineResult<double>{LineContact::point, {p.x * up, p.y * up}};
  }
  return general(A, B);
}

/// What stage A leaves undecided: the denominator's sign from stage B (exact
/// differences: detail::det2_sign_exact_differences) or stages C and D, then parallel against
/// coincident from one exact orientation, or the point from accurate values;
/// inputs above kFastPathMaxAbs in a frame scaled down (as crossing_point);
/// everything else in general.
[[gnu::noinline]] inline LineLineResult<double> undecided(const Segment<double>& A, const Segment<double>& B) {
  // 0 * v is 0 for finite v and NaN otherwise: one test for all eight.
  const double finite = 0.0 * A.a.x + 0.0 * A.a.y + 0.0 * A.b.x + 0.0 * A.b.y + 0.0 * B.a.x + 0.0 * B.a.y +
                        0.0 * B.b.x + 0.0 * B.b.y;
  if (finite != 0.0 || A.a == A.b || B.a == B.b) return general(A, B);
  const double m = max_abs(A, B);
  if (m > detail::kFastPathMaxAbs) {
    const int s = detail::scale_exponent(m);
    Segment<double> sa, sb;
    if (!scaled_down(A, B, s, sa, sb)) return general(A, B);
    const LineLineResult<double> r = undecided(sa, sb);
    const double up = detail::pow2(-s);
    return CC_STAGE("scaled_frame"), LineLineResult<double>{r.kind, {r.p.x * up, r.p.y * up}};
  }
  double ax, axt, ay, ayt, bx, bxt, by, byt;
  detail::two_diff(A.b.x, A.a.x, ax, axt);
  detail::two_diff(A.b.y, A.a.y, ay, ayt);
  detail::two_diff(B.b.x, B.a.x, bx, bxt);
  detail::two_diff(B.b.y, B.a.y, by, byt);
  int den = detail::det2_sign_exact_differences(ax, axt, ay, ayt, bx, bxt, by, byt);
  if (den == detail::kUndecided) {
    den = detail::det2_stage_c_bounded(ax, axt, ay, ayt, bx, bxt, by, byt).sign();
    if (den == detail::kUndecided) den = detail::det2_stage_d(ax, axt, ay, ayt, bx, bxt, by, byt).sign();
    if (den == detail::kUndecided) return general(A, B);
  }
  if (den == 0) {
    const int f = detail::Orientation(m).sign_after_stage_a(B.a, B.b, A.a);
    return {
        f == 0 ? (CC_STAGE("b_coincident"), LineContact::coincident) : (CC_STAGE("b_parallel"), LineContact::parallel),
        {}};
  }
  const auto f = detail::orient2d_stage_a_pair(B.a, B.b, A.a, A.b);
  Vec2<double> p;
  if (accurate_point(A, B, std::fabs(f.det[0]) <= std::fabs(f.det[1]), p))
    return CC_STAGE("c_accurate_point"), LineLineResult<double>{LineContact::point, p};
  return general(A, B);
}

}  // namespace line_line_detail

/// Exact decisions for every finite input: the lines cross in one point iff
/// cross(A.b - A.a, B.b - B.a) != 0 (stage A proves it in the common case,
/// detail::det2_stage_a, with no checks first: a NaN, an infinity or a line
/// given by two equal points makes it refuse); parallel, coincident and
/// invalid inputs are decided exactly by line_line_detail::general.
///
/// The point, within 7 u (M + P) + 2 eta per coordinate (u = 2^-53, M the
/// largest input magnitude, P the larger magnitude of the crossing's
/// coordinates, eta = 2^-1074): from stage A's values where their bounds
/// certify that (certified_point), else from stage C's (accurate_point), else
/// from exact values (general, which also returns infinities beyond the range).
/// The fast paths parametrize A by B's line, so swapping the arguments may
/// change the last bits of the point (both within the bound); the general path
/// picks the line canonically.
inline LineLineResult<double> line_line(const Segment<double>& A, const Segment<double>& B) {
  using namespace line_line_detail;
  const double ax = A.b.x - A.a.x, ay = A.b.y - A.a.y, bx = B.b.x - B.a.x, by = B.b.y - B.a.y;
  const auto den = detail::det2_stage_a(ax, ay, bx, by);
  if (!den.decided()) return undecided(A, B);
  const auto f = detail::orient2d_stage_a_pair(B.a, B.b, A.a, A.b);
  const double m = max_abs(A, B);
  Vec2<double> p;
  if (certified_point(A, f.det[0], f.bound[0], f.det[1], f.bound[1], den.det, den.bound, m, p))
    return CC_STAGE("a_certified_point"), LineLineResult<double>{LineContact::point, p};
  return crossing_point(A, B, m, std::fabs(f.det[0]) <= std::fabs(f.det[1]));
}

/// The float variant runs the double algorithm on the (exactly converted)
/// inputs and rounds the point once: decisions exact for every float input;
/// each coordinate within u_f P + 7 u_d (M + P) + eta_f (u_f = 2^-24,
/// u_d = 2^-53, eta_f = 2^-149); beyond the float range, an infinity.
inline LineLineResult<float> line_line(const Segment<float>& A, const Segment<float>& B) {
  using namespace line_line_detail;
  const auto widen = [](const Segment<float>& s) { return Segment<double>{{s.a.x, s.a.y}, {s.b.x, s.b.y}}; };
  const auto narrow = [](const LineLineResult<double>& r) {
    return LineLineResult<float>{r.kind, {static_cast<float>(r.p.x), static_cast<float>(r.p.y)}};
  };
  // A proven float sign is the exact sign; the point is computed in double.
  const auto den = detail::det2_stage_a(A.b.x - A.a.x, A.b.y - A.a.y, B.b.x - B.a.x, B.b.y - B.a.y);
  const Segment<double> wa = widen(A), wb = widen(B);
  if (!den.decided()) return narrow(undecided(wa, wb));
  const auto dd = detail::det2_stage_a(wa.b.x - wa.a.x, wa.b.y - wa.a.y, wb.b.x - wb.a.x, wb.b.y - wb.a.y);
  const auto f = detail::orient2d_stage_a_pair(wb.a, wb.b, wa.a, wa.b);
  const double m = max_abs(wa, wb);
  Vec2<double> p;
  if (certified_point(wa, f.det[0], f.bound[0], f.det[1], f.bound[1], dd.det, dd.bound, m, p))
    return CC_STAGE("a_certified_point"), narrow({LineContact::point, p});
  if (accurate_point(wa, wb, std::fabs(f.det[0]) <= std::fabs(f.det[1]), p))
    return CC_STAGE("c_accurate_point"), narrow({LineContact::point, p});
  return narrow(general(wa, wb));
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
