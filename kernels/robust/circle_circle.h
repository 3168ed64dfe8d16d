#pragma once
// circle_circle: the robust kernel (namespace cc::robust) and what it promises,
// as data (CircleCircleBounds). The conventions and result types are in
// ../circle_circle.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../circle_circle.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "../detail/big_dyadic.h"
#include "../detail/expansion.h"
#include "../detail/pow2_bits.h"
#include "../error_bound.h"
#include "../circle_circle.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::circle_circle promises: decisions only, no values.
template <class T>
struct CircleCircleBounds;
template <>
struct CircleCircleBounds<double> {
  // Decisions only, exact for every finite input: nothing to bound.
};
template <>
struct CircleCircleBounds<float> {
  // Decisions only, exact for every finite input: nothing to bound.
};

/// The stages of robust::circle_circle, by the names its CC_STAGE markers pass
/// (stage.h). The filter decides most calls: filter_overlap and filter_apart
/// (R - D proven far from zero). classify_slow takes the rest: invalid_input,
/// stage_b (stage B on the inputs as given), then
/// sign_radius_sum_minus_distance_slow: exact_expansion (the expansion on the
/// inputs as given, in the frame), scaled_stage_b and scaled_expansion (stage B,
/// then the expansion, on inputs scaled into the frame), big_dyadic (a nonzero
/// input more than 2^900 times smaller than the largest). touching marks an
/// exact zero sign (tangency), whichever of those stages found it.
template <class T>
struct CircleCircleStages {
  static constexpr const char* names[] = {"filter_overlap",   "filter_apart",    "invalid_input",
                                          "stage_b",          "exact_expansion", "scaled_stage_b",
                                          "scaled_expansion", "big_dyadic",      "touching"};
};
/// Float inputs never leave the frame: every finite float is zero or of
/// magnitude in [2^-149, 2^128), inside [2^-401, 2^500], so
/// sign_radius_sum_minus_distance_slow never scales and scaled_stage_b,
/// scaled_expansion and big_dyadic are unreachable.
template <>
struct CircleCircleStages<float> {
  static constexpr const char* names[] = {"filter_overlap", "filter_apart",    "invalid_input",
                                          "stage_b",        "exact_expansion", "touching"};
};

namespace circle_circle_detail {

/// Grow-Expansion (detail/expansion.h) that skips zero terms: the squares of
/// exact differences of small integers, the common near-tangent case, have zero
/// error terms, and adding a zero would cost a pass over the expansion.
template <std::size_t N>
inline void add_nonzero(detail::Expansion<N>& e, double b) {
  if (b != 0.0) e.add(b);
}

/// The exact sign of (r1 + r2)^2 - (x1 - x2)^2 - (y1 - y2)^2 for doubles in the
/// scaled frame of detail/orient2d.h (magnitudes at most 2^501, nonzero ones
/// at least 2^-401): each difference or sum is split exactly into hi + lo
/// (two_sum), each square hi^2 + 2 hi lo + lo^2 into exact products
/// (two_product, whose error terms cannot underflow in that frame), and the
/// terms are summed exactly into an expansion. A zero lo (an exact difference)
/// leaves only hi^2: two terms instead of six.
inline int sign_radius_sum_minus_distance_exact(double x1, double y1, double r1, double x2, double y2, double r2) {
  detail::Expansion<24> e;
  const auto add_square = [&e](double hi, double lo, double sign) {
    double p, q;
    detail::two_product(hi, hi, p, q);
    add_nonzero(e, sign * p);
    add_nonzero(e, sign * q);
    if (lo == 0.0) return;
    detail::two_product(hi, lo, p, q);
    add_nonzero(e, sign * 2 * p);
    add_nonzero(e, sign * 2 * q);
    detail::two_product(lo, lo, p, q);
    add_nonzero(e, sign * p);
    add_nonzero(e, sign * q);
  };
  double hi, lo;
  detail::two_sum(r1, r2, hi, lo);
  add_square(hi, lo, 1.0);
  detail::two_diff(x1, x2, hi, lo);
  add_square(hi, lo, -1.0);
  detail::two_diff(y1, y2, hi, lo);
  add_square(hi, lo, -1.0);
  return e.sign();
}

/// Stage B (after Shewchuk 1997, §4.3, for this predicate): the sign of
/// V = (s + sl)^2 - (x + xl)^2 - (y + yl)^2, s + sl = r1 + r2, x + xl = x1 - x2,
/// y + yl = y1 - y2 exactly (two_sum), or 2 when undecided. With the exact
/// squares s^2 = P + p, x^2 = Q + q, y^2 = R + rr (two_product) and
/// P - Q = t + te, t - R = h + he (two_diff),
///
///   V = h + [he + te + p - q - rr + 2 (s sl - x xl - y yl) + sl^2 - xl^2 - yl^2]
///
/// exactly. The bracket's eleven terms are summed in floating point: six are
/// rounded products (relative error u each), and recursive summation of eleven
/// terms adds at most gamma_10 (Higham, Lemma 3.1 and §4.2) of the sum of their
/// magnitudes A; so the computed tail is within gamma_11 A (1 + u) <= 11.01 u A
/// of the exact bracket, A taken over the computed terms (within 1 + u of the
/// exact ones) and summed with relative error gamma_10. fl(h + tail) adds
/// u |fl(h + tail)|. The six rounded products may underflow, by at most 2^-1075
/// each. Hence |fl(h + tail)| > 16u fl(A) together with |fl(h + tail)| >=
/// 2^-1000 proves the sign: the error is then below (11.01 / 16 + u)
/// |fl(h + tail)| + 2^-1072. (No subnormal constant: x86 takes a microcode
/// assist of about a hundred cycles on a subnormal operand.) When every term but
/// the products is zero and sl = xl = yl = 0, V = h exactly (the common exact
/// tangency of small integers).
///
/// Range: with |s|, |x|, |y| at most 2^503 and each nonzero one at least
/// 2^-480, the squares lie in [2^-960, 2^1006], so two_product's error terms are
/// exact (detail/expansion.h: exponent at least -969) and nothing overflows
/// (every term is below 2^1009). Outside it, the caller scales first.
inline int sign_radius_sum_minus_distance_stage_b(double x1, double y1, double r1, double x2, double y2,
                                                  double r2) {
  double s, sl, x, xl, y, yl;
  detail::two_sum(r1, r2, s, sl);
  detail::two_diff(x1, x2, x, xl);
  detail::two_diff(y1, y2, y, yl);
  const auto in_range = [](double v) {
    const double a = std::fabs(v);
    return a == 0.0 || (a >= 0x1p-480 && a <= 0x1p+503);
  };
  if (!(in_range(s) && in_range(x) && in_range(y))) return 2;
  double P, p, Q, q, R, rr;
  detail::two_product(s, s, P, p);
  detail::two_product(x, x, Q, q);
  detail::two_product(y, y, R, rr);
  double t, te, h, he;
  detail::two_diff(P, Q, t, te);
  detail::two_diff(t, R, h, he);
  if (sl == 0.0 && xl == 0.0 && yl == 0.0 && p == 0.0 && q == 0.0 && rr == 0.0 && te == 0.0 && he == 0.0)
    return (h > 0) - (h < 0);
  const double terms[11] = {he, te, p, -q, -rr, 2 * (s * sl), -2 * (x * xl), -2 * (y * yl),
                            sl * sl, -(xl * xl), -(yl * yl)};
  double tail = 0.0, A = 0.0;
  for (double v : terms) {
    tail += v;
    A += std::fabs(v);
  }
  const double V = h + tail;
  if ((std::fabs(V) > 16 * 0x1p-53 * A) & (std::fabs(V) >= 0x1p-1000)) return V > 0 ? 1 : -1;
  return 2;
}

/// Frame of the exact stage: inputs whose magnitudes are at most 2^500 and whose
/// nonzero magnitudes are at least 2^-401 are in the frame as they are; others
/// are multiplied by 2^k, k = 500 - e for M in [2^(e-1), 2^e), which brings M
/// into [2^499, 2^500). That product is exact for every value it leaves at
/// least 2^-401 (only a result below 2^-1022 rounds), so the frame test after
/// scaling also certifies the scaling.
inline constexpr double kFrameTop = 0x1p+500;
inline constexpr double kFrameSmallest = 0x1p-401;

/// sign((r1 + r2)^2 - |c1 - c2|^2), exact for every finite input, for inputs the
/// filter and stage B on the unscaled inputs (robust::circle_circle) leave
/// undecided: expansions in the scaled frame (stage B first where scaling was
/// needed), then exact dyadic numbers for inputs the frame cannot hold (a nonzero
/// one more than 2^900 times smaller than the largest).
inline int sign_radius_sum_minus_distance_slow(double x1, double y1, double r1, double x2, double y2, double r2) {
  // Scalars, no arrays of the inputs: GCC packs such arrays into 16-byte vectors
  // through the stack, a store-forwarding stall of a dozen cycles per pair.
  const double m = std::max({std::fabs(x1), std::fabs(y1), std::fabs(r1), std::fabs(x2), std::fabs(y2), std::fabs(r2)});
  if (m == 0.0) return 0;
  const auto nonzero_at_least = [](double v, double t) { return v == 0.0 || std::fabs(v) >= t; };
  const auto in_frame = [&](double a, double b, double c, double d, double e, double f) {
    return nonzero_at_least(a, kFrameSmallest) & nonzero_at_least(b, kFrameSmallest) &
           nonzero_at_least(c, kFrameSmallest) & nonzero_at_least(d, kFrameSmallest) &
           nonzero_at_least(e, kFrameSmallest) & nonzero_at_least(f, kFrameSmallest);
  };
  if (m <= kFrameTop && in_frame(x1, y1, r1, x2, y2, r2))
    return CC_STAGE("exact_expansion"), sign_radius_sum_minus_distance_exact(x1, y1, r1, x2, y2, r2);
  const int k = 500 - detail::binary_exponent(m);  // in [-524, 1573]
  const auto sc = [k](double v) { return detail::scaled_by_pow2(v, k); };
  const double sx1 = sc(x1), sy1 = sc(y1), sr1 = sc(r1), sx2 = sc(x2), sy2 = sc(y2), sr2 = sc(r2);
  // Every nonzero input at least 2^-401 in the frame (so scaled exactly, and not flushed to zero).
  const auto kept = [](double v, double w) { return v == 0.0 || std::fabs(w) >= kFrameSmallest; };
  if (kept(x1, sx1) & kept(y1, sy1) & kept(r1, sr1) & kept(x2, sx2) & kept(y2, sy2) & kept(r2, sr2)) {
    const int b = sign_radius_sum_minus_distance_stage_b(sx1, sy1, sr1, sx2, sy2, sr2);
    return b != 2 ? (CC_STAGE("scaled_stage_b"), b)
                  : (CC_STAGE("scaled_expansion"), sign_radius_sum_minus_distance_exact(sx1, sy1, sr1, sx2, sy2, sr2));
  }
  // A nonzero input more than 2^900 times smaller than the largest: exact dyadic numbers.
  CC_STAGE("big_dyadic");
  using detail::BigDyadic;
  const BigDyadic dx = BigDyadic(x1) - BigDyadic(x2), dy = BigDyadic(y1) - BigDyadic(y2);
  const BigDyadic rs = BigDyadic(r1) + BigDyadic(r2);
  return (rs * rs - dx * dx - dy * dy).sign();
}

/// Everything the filter leaves open, and the special values: out of line
/// (gnu::noinline: GCC and Clang; others ignore it) so that the kernel (the
/// filter) stays small enough to inline into its caller.
[[gnu::noinline]] inline CircleCircleContact classify_slow(double x1, double y1, double r1, double x2, double y2,
                                                           double r2) {
  if (!(std::isfinite(x1) && std::isfinite(y1) && std::isfinite(r1) && std::isfinite(x2) && std::isfinite(y2) &&
        std::isfinite(r2)) ||
      r1 < 0 || r2 < 0)
    return CC_STAGE("invalid_input"), CircleCircleContact::invalid_input;
  int sign = sign_radius_sum_minus_distance_stage_b(x1, y1, r1, x2, y2, r2);
  if (sign == 2)
    sign = sign_radius_sum_minus_distance_slow(x1, y1, r1, x2, y2, r2);
  else
    CC_STAGE("stage_b");
  if (sign > 0) return CircleCircleContact::overlapping;
  if (sign == 0) return CC_STAGE("touching"), CircleCircleContact::touching;
  return CircleCircleContact::none;
}

/// Filter: with dx, dy, s the rounded differences and sum, D = dx^2 + dy^2 and
/// R = s^2 rounded, fl(R - D) differs from the exact value by at most
/// 3u R + 4u D + u |R - D| + O(u^2)(R + D) <= 5.01u (R + D), u = 2^-53
/// (Higham's gamma_n: s^2 carries (1 + delta)^3, each of dx^2, dy^2 (1 + delta)^3
/// and their sum one more; the difference rounds once), plus what underflow
/// adds: differences and sums never underflow with an error, and each of the
/// three products by at most 2^-1075, so below 2^-1073 in all. fl(R + D) >=
/// (1 - 5.01u)(R + D) - 2^-1073, so |fl(R - D)| > 8u fl(R + D) with
/// fl(R + D) >= 2^-900 decides: the margin (8 - 5.01)u (R + D) is then above
/// 2^-950, far above the underflow (8u fl(R + D) is exact: a power of two times
/// a normal double). A finite fl(R + D) means nothing overflowed (every
/// intermediate is at most R + D in magnitude, up to rounding); an overflow or
/// a NaN input makes the test false (inf > inf and comparisons with NaN are
/// false). No subnormal constant: x86 takes a microcode assist of about a
/// hundred cycles on a subnormal operand.
inline constexpr double kFilter = 8 * 0x1p-53;
inline constexpr double kFilterSmallest = 0x1p-900;

}  // namespace circle_circle_detail

/// Exact classification of the convention above, for every finite input (f32
/// widened to double exactly): the filter decides where R - D is far from
/// zero relative to its rounding error, the exact stage everywhere else.
template <class T>
CircleCircleContact circle_circle(const Circle<T>& a, const Circle<T>& b) {
  using namespace circle_circle_detail;
  if constexpr (std::is_same_v<T, float>) {
    // The same filter in float arithmetic (no conversions on the fast path): u =
    // 2^-24, so 8u = 2^-21; the underflow of the three products is at most
    // 3 * 2^-150, and fl(R + D) >= 2^-100 keeps it far below the margin
    // 2.99u (R + D) >= 2^-123. A finite float sum means nothing overflowed.
    const float dx = a.c.x - b.c.x, dy = a.c.y - b.c.y, s = a.r + b.r;
    const float D = dx * dx + dy * dy, R = s * s;
    const float diff = R - D, sum = R + D;
    if ((a.r >= 0) & (b.r >= 0) & (sum >= 0x1p-100f) & (std::fabs(diff) > 0x1p-21f * sum))
      return diff > 0 ? (CC_STAGE("filter_overlap"), CircleCircleContact::overlapping)
                      : (CC_STAGE("filter_apart"), CircleCircleContact::none);
  } else {
    const double dx = static_cast<double>(a.c.x) - static_cast<double>(b.c.x);
    const double dy = static_cast<double>(a.c.y) - static_cast<double>(b.c.y);
    const double s = static_cast<double>(a.r) + static_cast<double>(b.r);
    const double D = dx * dx + dy * dy, R = s * s;
    const double diff = R - D, sum = R + D;
    // One branch: & rather than && (every operand is already computed).
    if ((a.r >= 0) & (b.r >= 0) & (sum >= kFilterSmallest) & (std::fabs(diff) > kFilter * sum))
      return diff > 0 ? (CC_STAGE("filter_overlap"), CircleCircleContact::overlapping)
                      : (CC_STAGE("filter_apart"), CircleCircleContact::none);
  }
  return classify_slow(a.c.x, a.c.y, a.r, b.c.x, b.c.y, b.r);
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
