#pragma once
// line_line: the robust kernel (namespace cc::robust) and what it promises, as
// data (LineLineBounds). The conventions and result types are in
// ../line_line.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../line_line.h and the type headers those
// include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "../detail/expansion.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../line_line.h"

namespace cc {
namespace robust {

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
inline double along(double start, double end, Split num, Split den, bool halve) {
  // The difference (halved first when it could overflow; halving is exact here,
  // since then every magnitude that matters is above 2^1020).
  const double d = halve ? 0.5 * end - 0.5 * start : end - start;
  if (d == 0.0 || num.m == 0.0) return start;
  int ex;
  const double mx = std::frexp(d, &ex);
  const long e = std::clamp<long>(num.e - den.e + ex + (halve ? 1 : 0), -4000, 4000);
  const double increment = std::ldexp((num.m / den.m) * mx, static_cast<int>(e));
  return start + increment;
}

}  // namespace line_line_detail

/// Exact decisions for every finite input: with f(P) = orient2d(B.a, B.b, P),
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
inline LineLineResult<double> line_line(const Segment<double>& A, const Segment<double>& B) {
  using namespace line_line_detail;
  double max_abs = 0.0;
  for (double c : {A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y}) {
    if (!std::isfinite(c)) return {LineContact::invalid_input, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (A.a == A.b || B.a == B.b) return {LineContact::invalid_input, {}};
  // A canonical choice of the line to parametrize, so that (A, B) and (B, A)
  // give the same bits: the one whose lexicographically smaller endpoint is smaller.
  const auto low = [](const Segment<double>& s) { return lex_less(s.b, s.a) ? s.b : s.a; };
  const auto high = [](const Segment<double>& s) { return lex_less(s.b, s.a) ? s.a : s.b; };
  const bool a_first = lex_less(low(A), low(B)) || (low(A) == low(B) && !lex_less(high(B), high(A)));
  const Segment<double> S{low(a_first ? A : B), high(a_first ? A : B)};
  const Segment<double> L{low(a_first ? B : A), high(a_first ? B : A)};

  const detail::Orientation o(max_abs);
  const bool halve = max_abs > 0x1p+1020;
  // From the end nearer the crossing: t = f(S.a) / den from S.a, or
  // (t - 1) = f(S.b) / den from S.b; from S.b, the parameter toward S.a is
  // f(S.b) / (f(S.b) - f(S.a)).
  const auto crossing = [&](Split fa, Split fb, Split den) -> LineLineResult<double> {
    const bool from_a = fa.not_above(fb);  // |f(S.a)| <= |f(S.b)|
    const Vec2<double> s = from_a ? S.a : S.b, e = from_a ? S.b : S.a;
    const Split num = from_a ? fa : fb;
    const Split d = from_a ? den : Split{-den.m, den.e};
    return {LineContact::point, {along(s.x, e.x, num, d, halve), along(s.y, e.y, num, d, halve)}};
  };
  const Vec2<double> la = o.scaled(L.a), lb = o.scaled(L.b), sa = o.scaled(S.a), sb = o.scaled(S.b);
  if (o.in_frame(L.a, la) && o.in_frame(L.b, lb) && o.in_frame(S.a, sa) && o.in_frame(S.b, sb)) {
    // Exact orient2d(L.a, L.b, S.a) and (.., S.b) in the orientation's scaled frame.
    const auto fa = detail::compressed(detail::orient2d_expansion(la, lb, sa));
    const auto fb = detail::compressed(detail::orient2d_expansion(la, lb, sb));
    const auto den = detail::compressed(detail::difference(fa, fb));  // f(S.a) - f(S.b)
    if (den.sign() == 0) return {fa.sign() == 0 ? LineContact::coincident : LineContact::parallel, {}};
    return crossing(Split::of(fa.approximate()), Split::of(fb.approximate()), Split::of(den.approximate()));
  }
  // Beyond the frame (a nonzero coordinate more than 2^900 times smaller than
  // the largest): the same quantities as exact dyadic numbers.
  const detail::BigDyadic fa = detail::orient2d_exact(L.a, L.b, S.a), fb = detail::orient2d_exact(L.a, L.b, S.b);
  const detail::BigDyadic den = fa - fb;
  if (den.sign() == 0) return {fa.sign() == 0 ? LineContact::coincident : LineContact::parallel, {}};
  return crossing(Split::of(fa), Split::of(fb), Split::of(den));
}

/// The float variant runs the double algorithm on the (exactly converted)
/// inputs and rounds the point once: decisions exact for every float input;
/// each coordinate within u_f P + 7 u_d (M + P) + eta_f (u_f = 2^-24,
/// u_d = 2^-53, eta_f = 2^-149); beyond the float range, an infinity.
inline LineLineResult<float> line_line(const Segment<float>& A, const Segment<float>& B) {
  const auto widen = [](const Segment<float>& s) { return Segment<double>{{s.a.x, s.a.y}, {s.b.x, s.b.y}}; };
  const auto r = line_line(widen(A), widen(B));
  return {r.kind, {static_cast<float>(r.p.x), static_cast<float>(r.p.y)}};
}

}  // namespace robust
}  // namespace cc
