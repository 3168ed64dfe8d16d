// Hand cases for kernels/swept_circle_line.h: the robust variant's conventions
// (start overlap, center on the line, parallel and zero motion, degenerate and
// special input), a few exact answers, and the seed's behaviour on 002's own
// numbers.

#include "kernels/robust/swept_circle_line.h"
#include "kernels/seeds/swept_circle_line.h"
#include "oracle/reference.h"
#include "oracle/swept_circle_line.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

namespace {

using cc::SweepKind;
using cc::Vec2;

template <class T>
cc::SweepResult<T> robust(T c0x, T c0y, T c1x, T c1y, T r, T p1x, T p1y, T p2x, T p2y) {
  return cc::robust::swept_circle_line(Vec2<T>{c0x, c0y}, Vec2<T>{c1x, c1y}, r, Vec2<T>{p1x, p1y}, Vec2<T>{p2x, p2y});
}
template <class T>
cc::SweepResult<T> seed(T c0x, T c0y, T c1x, T c1y, T r, T p1x, T p1y, T p2x, T p2y) {
  return cc::seed002::swept_circle_line<T>({c0x, c0y}, {c1x, c1y}, r, {p1x, p1y}, {p2x, p2y});
}

// t* - 19 u t* - 3 eta <= t <= t* (double), for an exactly known t*.
void expect_time(double t, double tstar) {
  EXPECT_LE(t, tstar);
  EXPECT_GE(t, tstar - 19 * 0x1p-53 * tstar - 3 * 0x1p-1074);
}

// 002's comments: r = 12, d1 = -15, d2 = -8. The article's formula gives
// t = 27/7, outside [0, 1]: the seed misses; the exact first contact is 3/7.
TEST(SweptCircleLine, CommentersNegativeSideExample) {
  EXPECT_EQ(seed(0.0, -15.0, 0.0, -8.0, 12.0, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::miss);
  const auto r = robust(0.0, -15.0, 0.0, -8.0, 12.0, 0.0, 0.0, 1.0, 0.0);
  ASSERT_EQ(r.kind, SweepKind::hit);
  expect_time(r.t, 3.0 / 7.0);  // 3/7 rounded is within u of t*: the bound still holds
  EXPECT_EQ(r.normal.x, 0.0);
  EXPECT_EQ(r.normal.y, -1.0);
  EXPECT_NEAR(r.point.x, 0.0, 1e-14);
  EXPECT_NEAR(r.point.y, 0.0, 52 * 0x1p-53 * 15);
}

// 002's comments (phidippides): the seed and the robust variant agree at t = 2/5
// on an approach from N's side.
TEST(SweptCircleLine, PhidippidesExampleFromNsSide) {
  const auto s = seed(-5.0, 0.0, 5.0, 0.0, 1.0, 0.0, -1.0, 0.0, 0.0);
  ASSERT_EQ(s.kind, SweepKind::hit);
  EXPECT_EQ(s.t, 0.4);
  const auto r = robust(-5.0, 0.0, 5.0, 0.0, 1.0, 0.0, -1.0, 0.0, 0.0);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 0.4 + 0x1p-54);  // 2/5 lies within half an ulp of 0.4
  EXPECT_GE(r.t, 0.4 - 20 * 0x1p-53);
  EXPECT_EQ(r.normal.x, -1.0);
}

TEST(SweptCircleLine, ExactTangencyAtTheEndIsAHitNoLaterThanOne) {
  const auto r = robust(-8.0, 6.0, -4.0, 3.0, 5.0, 0.0, 0.0, 3.0, 4.0);
  ASSERT_EQ(r.kind, SweepKind::hit);
  expect_time(r.t, 1.0);
  // Moving 1/8 less never touches.
  EXPECT_EQ(robust(-8.0, 6.0, -4.5, 3.375, 5.0, 0.0, 0.0, 3.0, 4.0).kind, SweepKind::miss);
  const auto f = robust(-8.0f, 6.0f, -4.0f, 3.0f, 5.0f, 0.0f, 0.0f, 3.0f, 4.0f);
  ASSERT_EQ(f.kind, SweepKind::hit);
  EXPECT_LE(f.t, 1.0f);
  EXPECT_GE(f.t, 1.0f - 3 * 0x1p-24f);
}

TEST(SweptCircleLine, StartOverlapAndTouchingGiveTimeZeroAndTheFootOfC0) {
  auto r = robust(1.0, 2.0, 9.0, 9.0, 3.0, 0.0, 0.0, 4.0, 0.0);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.point.x, 1.0);
  EXPECT_EQ(r.point.y, 0.0);
  EXPECT_EQ(r.normal.y, 1.0);
  r = robust(1.0, -3.0, 1.0, -9.0, 3.0, 0.0, 0.0, 4.0, 0.0);  // touching, moving away
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.normal.y, -1.0);
  // The seed misses the touching start: t = (3 + 3) / (-9 + 3) = -1.
  EXPECT_EQ(seed(1.0, -3.0, 1.0, -9.0, 3.0, 0.0, 0.0, 4.0, 0.0).kind, SweepKind::miss);
}

TEST(SweptCircleLine, CenterOnTheLineTakesNWhichTurnsWithTheLine) {
  EXPECT_EQ(robust(2.0, 0.0, 2.0, 5.0, 1.0, 0.0, 0.0, 4.0, 0.0).normal.y, 1.0);
  EXPECT_EQ(robust(2.0, 0.0, 2.0, 5.0, 1.0, 4.0, 0.0, 0.0, 0.0).normal.y, -1.0);
}

TEST(SweptCircleLine, ParallelAndZeroMotionAreDefined) {
  EXPECT_EQ(robust(0.0, 5.0, 10.0, 5.0, 3.0, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::miss);
  EXPECT_EQ(robust(0.0, 5.0, 0.0, 5.0, 3.0, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::miss);
  const auto r = robust(0.0, 3.0, 10.0, 3.0, 3.0, 0.0, 0.0, 1.0, 0.0);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  // The seed divides by d2 - d1 == 0: 0/0, a miss.
  EXPECT_EQ(seed(0.0, 3.0, 10.0, 3.0, 3.0, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::miss);
}

TEST(SweptCircleLine, DegenerateAndSpecialInputIsInvalid) {
  constexpr double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(robust(0.0, 5.0, 0.0, -5.0, 1.0, 1.0, 1.0, 1.0, 1.0).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust(0.0, 5.0, 0.0, -5.0, -1.0, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust(nan, 5.0, 0.0, -5.0, 1.0, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust(0.0, 5.0, 0.0, -5.0, inf, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust(0.0f, 5.0f, 0.0f, -5.0f, 1.0f, 0.0f, 0.0f, 0.0f, -0.0f).kind, SweepKind::invalid_input);
  // r = -0 is a moving point, not a negative radius.
  EXPECT_EQ(robust(0.0, 5.0, 0.0, -5.0, -0.0, 0.0, 0.0, 1.0, 0.0).kind, SweepKind::hit);
}

// A tangency at 1 that a double evaluation of k^2 - r^2 |L|^2 cannot see: the
// line through (0, 0) and (3, 4) scaled by 2^-600 with the circle 2^-600 * 5
// away, and a circle one ulp further, which must miss.
TEST(SweptCircleLine, DecisionsAreExactAtExtremeScales) {
  const double s = 0x1p-600;
  EXPECT_EQ(robust(-8 * s, 6 * s, -4 * s, 3 * s, 5 * s, 0.0, 0.0, 3 * s, 4 * s).kind, SweepKind::hit);
  const double far = std::nextafter(-4 * s, -1.0);
  EXPECT_EQ(robust(-8 * s, 6 * s, far, 3 * s, 5 * s, 0.0, 0.0, 3 * s, 4 * s).kind, SweepKind::miss);
  const double big = 0x1p+1000;
  EXPECT_EQ(robust(-8 * big, 6 * big, -4 * big, 3 * big, 5 * big, 0.0, 0.0, 3 * big, 4 * big).kind, SweepKind::hit);
}

// ---------------------------------------------------------------- fast path
// The filter (swept_circle_line_detail::Rounded, decide), the coarse grid
// (exact_on_grid), the start overlap's foot and the double-double time
// (dd_quotient, float_hit): inputs at and beside their thresholds, each answer
// checked against the oracle.

namespace fast = cc::robust::swept_circle_line_detail;

// Same kind; on a hit t* - 19 u t* - 3 eta <= t <= t* (double) or t* - 3 u t* -
// 2 eta <= t <= t* (float), and the point within its bound (per coordinate).
template <class T>
void expect_exact_answer(T c0x, T c0y, T c1x, T c1y, T r, T p1x, T p1y, T p2x, T p2y) {
  using cc::oracle::Rational;
  using cc::oracle::RootNumber;
  const auto got = robust<T>(c0x, c0y, c1x, c1y, r, p1x, p1y, p2x, p2y);
  const cc::oracle::CircleLineQuery q{{c0x, c0y}, {c1x, c1y}, r, {p1x, p1y}, {p2x, p2y}};
  const auto e = cc::oracle::swept_circle_line_exact(q);
  ASSERT_EQ(got.kind, e.kind);
  if (got.kind != SweepKind::hit) return;
  constexpr bool f32 = std::is_same_v<T, float>;
  const double u = f32 ? 0x1p-24 : 0x1p-53, eta = f32 ? 0x1p-149 : 0x1p-1074;
  const RootNumber t(Rational(static_cast<double>(got.t)));
  EXPECT_LE(cc::oracle::compare(t, e.t), 0) << "t after t*";
  const RootNumber lowest = Rational(1 - (f32 ? 3 : 19) * u) * e.t - RootNumber(Rational(f32 ? 2 * eta : 3 * eta));
  EXPECT_LE(cc::oracle::compare(lowest, t), 0) << "t too early";
  double M = 0;
  for (double v : {c0x, c0y, c1x, c1y, r, p1x, p1y, p2x, p2y}) M = std::max(M, std::fabs(v));
  const double pb = (f32 ? 0x1p-23 + 52 * 0x1p-53 : 52 * 0x1p-53) * M + (f32 ? 0x1p-149 : 0x1p-1074);
  EXPECT_NEAR(static_cast<double>(got.point.x), cc::oracle::nearest_double(e.px), pb * (1 + 0x1p-40));
  EXPECT_NEAR(static_cast<double>(got.point.y), cc::oracle::nearest_double(e.py), pb * (1 + 0x1p-40));
}

fast::Outcome filter_outcome(const double (&in)[9]) {
  const auto q = fast::rounded(in);
  int sigma;
  return fast::decide(q, q.e2, q.e4, sigma);
}

TEST(SweptCircleLineFastPath, ExactTangencyOnTheGridIsDecidedThere) {
  // d1 = 0 (touching at t = 1), integers: decided on the grid.
  const double in[9] = {-8, 6, -4, 3, 5, 0, 0, 3, 4};
  EXPECT_EQ(filter_outcome(in), fast::Outcome::unknown);
  EXPECT_TRUE(fast::exact_on_grid(in));
  expect_exact_answer(-8.0, 6.0, -4.0, 3.0, 5.0, 0.0, 0.0, 3.0, 4.0);
  // Translated by 4097 (13 bits): off the grid, the exact path.
  const double t = 4097;
  const double in2[9] = {t - 8, t + 6, t - 4, t + 3, 5, t, t, t + 3, t + 4};
  EXPECT_FALSE(fast::exact_on_grid(in2));
  expect_exact_answer(t - 8, t + 6, t - 4, t + 3, 5.0, t, t, t + 3, t + 4);
  // One ulp either side of the end contact (off the grid): miss, then hit.
  for (const double x1 : {std::nextafter(-4.0, -5.0), std::nextafter(-4.0, -3.0)}) {
    const double in3[9] = {-8, 6, x1, 3, 5, 0, 0, 3, 4};
    EXPECT_EQ(filter_outcome(in3), fast::Outcome::unknown);
    EXPECT_FALSE(fast::exact_on_grid(in3));
    expect_exact_answer(-8.0, 6.0, x1, 3.0, 5.0, 0.0, 0.0, 3.0, 4.0);
  }
  expect_exact_answer(-8.0f, 6.0f, -4.0f, 3.0f, 5.0f, 0.0f, 0.0f, 3.0f, 4.0f);
  // Start touching on the line's negative side (sigma = -1), and the center on the line (sigma = +1).
  expect_exact_answer(1.0, -3.0, 1.0, -9.0, 3.0, 0.0, 0.0, 4.0, 0.0);
  expect_exact_answer(2.0, 0.0, 2.0, 5.0, 1.0, 4.0, 0.0, 0.0, 0.0);
}

TEST(SweptCircleLineFastPath, GridBitsAndExponentRange) {
  // 11 bits on the grid, 12 bits off it.
  const double on[9] = {-2047, 6, -4, 3, 5, 0, 0, 3, 4}, off[9] = {-2047, 6.5, -4, 3, 5, 0, 0, 3, 4};
  EXPECT_TRUE(fast::exact_on_grid(on));
  EXPECT_FALSE(fast::exact_on_grid(off));
  // E in [-240, 250]: M = 2^249 and 2^-241 on the grid, 2^250 and 2^-242 not.
  for (const double M : {0x1p+249, 0x1p+250, 0x1p-241, 0x1p-242}) {
    const double in[9] = {M, 0, 0, 0, 0, 0, 0, 0, 0};
    EXPECT_EQ(fast::exact_on_grid(in), M == 0x1p+249 || M == 0x1p-241);
  }
  // Exact end contact at the bottom of the range: on the grid, then beyond it (the exact path).
  for (const double s : {0x1p-244, 0x1p-245}) {  // M = 8 s: E = -240, then -241
    const double in[9] = {-8 * s, 6 * s, -4 * s, 3 * s, 5 * s, 0, 0, 3 * s, 4 * s};
    EXPECT_EQ(fast::exact_on_grid(in), s == 0x1p-244);
    expect_exact_answer(-8 * s, 6 * s, -4 * s, 3 * s, 5 * s, 0.0, 0.0, 3 * s, 4 * s);
  }
}

TEST(SweptCircleLineFastPath, FilterRangeEdges) {
  // m = max(|l|, |a|, |b|, r) exactly 2^190 (filtered) and one ulp above (not);
  // likewise 2^-200 and one ulp below.
  for (const double top : {0x1p+190, 0x1p-200}) {
    for (const double x : {top, top == 0x1p+190 ? std::nextafter(top, 1e300) : std::nextafter(top, 0.0)}) {
      const double y0 = 0x1.3456789abcdefp-3 * top, y1 = -0x1.0123456789abcp-2 * top, r = 0x1.1p-4 * top;
      const double in[9] = {0.25 * top, y0, 0.5 * top, y1, r, 0, 0, x, 0x1.8p-3 * top};
      EXPECT_EQ(std::isnan(fast::rounded(in).e2), x != top);
      expect_exact_answer(0.25 * top, y0, 0.5 * top, y1, r, 0.0, 0.0, x, 0x1.8p-3 * top);
    }
  }
}

TEST(SweptCircleLineFastPath, DoubleDoubleChecksRefuseAndTheExactPathAnswers) {
  // d0 ~ 1024 u m^4 (C0 2^-40 beyond touching): certified by the filter (54),
  // below the double-double check (5820): the exact path takes it.
  const double y0 = 1 + 0x1p-40;
  const double in[9] = {1, y0, 2, -3, 1, 0, 0, 4, 0};
  const auto q = fast::rounded(in);
  int sigma;
  ASSERT_EQ(fast::decide(q, q.e2, q.e4, sigma), fast::Outcome::hit);
  double quotient;
  EXPECT_FALSE(fast::dd_quotient(in, q.e2, q.e4, sigma, quotient));
  expect_exact_answer(1.0, y0, 2.0, -3.0, 1.0, 0.0, 0.0, 4.0, 0.0);
  // A subnormal difference (C0.x - P1.x = 3 eta): no TwoProduct on it, the exact path.
  const double x0 = 0x3p-1074;
  const double in2[9] = {x0, 3, 1, -3, 1, 0, 0, 4, 0};
  const auto q2 = fast::rounded(in2);
  ASSERT_EQ(fast::decide(q2, q2.e2, q2.e4, sigma), fast::Outcome::hit);
  EXPECT_FALSE(fast::dd_quotient(in2, q2.e2, q2.e4, sigma, quotient));
  expect_exact_answer(x0, 3.0, 1.0, -3.0, 1.0, 0.0, 0.0, 4.0, 0.0);
  // Full precision: the double-double time.
  const double g[9] = {0x1.3456789abcdefp+1, 0x1.fedcba9876543p+1, -0x1.1111111111111p-1, -0x1.9999999999999p+1,
                       0x1.6666666666666p-1, -0x1.2222222222222p+0, 0x1.5555555555555p-3, 0x1.7777777777777p+1,
                       -0x1.3333333333333p-2};
  const auto q3 = fast::rounded(g);
  ASSERT_EQ(fast::decide(q3, q3.e2, q3.e4, sigma), fast::Outcome::hit);
  EXPECT_TRUE(fast::dd_quotient(g, q3.e2, q3.e4, sigma, quotient));
  expect_exact_answer(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8]);
}

TEST(SweptCircleLineFastPath, StartOverlapFootFromThePlainValues) {
  // A line 16 times shorter than C0's distance to P1: the foot's error bound
  // (21 u M) does not grow with 1 / |L|.
  const double in[9] = {12.3, 0.2, 7, 9, 0.5, 0, 0, 0.75, 0.001};
  ASSERT_EQ(filter_outcome(in), fast::Outcome::start_overlap);
  expect_exact_answer(in[0], in[1], in[2], in[3], in[4], in[5], in[6], in[7], in[8]);
}

TEST(SweptCircleLineFastPath, FloatValuesFromTheFilterOrTheDoublePath) {
  // A generic float hit: the filter's plain doubles (float_hit).
  const float g[9] = {2.3f, 3.9f, -0.6f, -3.2f, 0.7f, -1.1f, 0.2f, 2.9f, -0.3f};
  const double in[9] = {g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8]};
  auto q = fast::rounded(in);
  int sigma;
  ASSERT_EQ(fast::decide(q, q.e2, q.e4, sigma), fast::Outcome::hit);
  cc::Vec2<double> n;
  ASSERT_TRUE(fast::line_normal(q, sigma, n));
  cc::SweepResult<float> out;
  EXPECT_TRUE(fast::float_hit(in, q, sigma, n, out));
  expect_exact_answer(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8]);
  // 2^-20 beyond touching: d0 far below 2^30 kD e4, float_hit refuses.
  const float y0 = 1 + 0x1p-20f;
  const double in2[9] = {1, y0, 2, -3, 1, 0, 0, 4, 0};
  q = fast::rounded(in2);
  ASSERT_EQ(fast::decide(q, q.e2, q.e4, sigma), fast::Outcome::hit);
  ASSERT_TRUE(fast::line_normal(q, sigma, n));
  EXPECT_FALSE(fast::float_hit(in2, q, sigma, n, out));
  expect_exact_answer(1.0f, y0, 2.0f, -3.0f, 1.0f, 0.0f, 0.0f, 4.0f, 0.0f);
}

}  // namespace
