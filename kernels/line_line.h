#pragma once
// line_line: where do two infinite lines meet? Line A passes through A.a and
// A.b, line B through B.a and B.b.
//
// Variants, side by side:
//   seed000  the parametric test of 000_0a232b19d70a79de.txt §Line-Line
//            intersection test revised without its u/v check (the article marks
//            those lines "only necessary if we are checking line segments");
//   robust   exact parallel / coincident decision, a point accurate relative to
//            its own size and the inputs'.
//
// Conventions shared by every variant's result:
//   - point: the lines cross in exactly one point p;
//   - parallel: distinct parallel lines, no point;
//   - coincident: the same line;
//   - invalid_input: a NaN or infinite coordinate, or a "line" given by two equal
//     points (it defines no line);
//   - a crossing whose exact coordinate lies beyond the largest finite value is
//     reported as an infinity of that coordinate's sign (the lines of nearly
//     parallel inputs can meet arbitrarily far away).

#include <algorithm>
#include <cmath>
#include <limits>

#include "detail/expansion.h"
#include "detail/orient2d.h"
#include "vec2.h"

namespace cc {

enum class LineContact : unsigned char { parallel, point, coincident, invalid_input };

template <class T>
struct LineLineResult {
  LineContact kind = LineContact::parallel;
  Vec2<T> p{};  ///< the crossing, for `point`
};

namespace seed000 {

/// 000 §Line-Line intersection test revised, for infinite lines: denom == 0
/// returns null (reported as parallel, the "no point" answer), otherwise the
/// point LineA1 + ua (LineA2 - LineA1). Nothing distinguishes coincident from
/// parallel lines or checks for equal points or NaN.
template <class T>
LineLineResult<T> line_line(const Segment<T>& LineA, const Segment<T>& LineB) {
  const T denom = ((LineB.b.y - LineB.a.y) * (LineA.b.x - LineA.a.x)) -
                  ((LineB.b.x - LineB.a.x) * (LineA.b.y - LineA.a.y));
  if (denom == 0) return {};
  const T ua = (((LineB.b.x - LineB.a.x) * (LineA.a.y - LineB.a.y)) -
                ((LineB.b.y - LineB.a.y) * (LineA.a.x - LineB.a.x))) / denom;
  return {LineContact::point, LineA.a + ua * (LineA.b - LineA.a)};
}

}  // namespace seed000

namespace robust {

namespace detail_ll {

inline bool lex_less(Vec2<double> p, Vec2<double> q) { return p.x < q.x || (p.x == q.x && p.y < q.y); }

/// start + (num / den) * (end - start) for one coordinate, with num / den given
/// as doubles of any magnitude (their ratio may overflow or underflow; it is
/// never formed): the quotient of the significands and the difference's
/// significand are multiplied, and the exponents added, exactly by ldexp.
inline double along(double start, double end, double num, double den, bool halve) {
  // The difference (halved first when it could overflow; halving is exact here,
  // since then every magnitude that matters is above 2^1020).
  const double d = halve ? 0.5 * end - 0.5 * start : end - start;
  if (d == 0.0 || num == 0.0) return start;
  int en, ed, ex;
  const double mn = std::frexp(num, &en), md = std::frexp(den, &ed), mx = std::frexp(d, &ex);
  const double increment = std::ldexp((mn / md) * mx, en - ed + ex + (halve ? 1 : 0));
  return start + increment;
}

}  // namespace detail_ll

/// Exact decisions for finite inputs whose nonzero magnitudes span at most 2^900
/// (detail::in_exact_domain; every float input is inside): with
/// f(P) = orient2d(B.a, B.b, P), the lines are parallel iff f(A.a) == f(A.b),
/// and then coincident iff f(A.a) == 0; both sides are exact expansions.
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
  using namespace detail_ll;
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
  // Exact orient2d(L.a, L.b, S.a) and (.., S.b) in the orientation's scaled frame.
  const auto frame = [&](Vec2<double> p) {
    return Vec2<double>{std::ldexp(p.x, o.scale()), std::ldexp(p.y, o.scale())};
  };
  const auto fa = detail::orient2d_expansion(frame(L.a), frame(L.b), frame(S.a));
  const auto fb = detail::orient2d_expansion(frame(L.a), frame(L.b), frame(S.b));
  const auto den = detail::compressed(detail::difference(fa, fb));  // f(S.a) - f(S.b)
  if (den.sign() == 0) return {fa.sign() == 0 ? LineContact::coincident : LineContact::parallel, {}};
  // From the end nearer the crossing: t = f(S.a) / den from S.a, or
  // (t - 1) = f(S.b) / den from S.b.
  const double va = std::fabs(detail::compressed(fa).approximate());
  const double vb = std::fabs(detail::compressed(fb).approximate());
  const bool from_a = va <= vb;
  const Vec2<double> s = from_a ? S.a : S.b, e = from_a ? S.b : S.a;
  // from S.b, the parameter toward S.a is f(S.b) / (f(S.b) - f(S.a)).
  const double num = from_a ? detail::compressed(fa).approximate() : detail::compressed(fb).approximate();
  const double d = from_a ? den.approximate() : -den.approximate();
  const bool halve = max_abs > 0x1p+1020;
  return {LineContact::point, {along(s.x, e.x, num, d, halve), along(s.y, e.y, num, d, halve)}};
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
