// Conventions of the swept_circle_circle kernels (robust and seed variants).

#include "../../kernels/robust/swept_circle_circle.h"
#include "../../kernels/seeds/swept_circle_circle.h"
#include "../../oracle/reference.h"
#include "../../oracle/swept_circle_circle.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace cc {
namespace {

template <class T>
MovingCircle<T> circle(T x0, T y0, T x1, T y1, T r) { return {{x0, y0}, {x1, y1}, r}; }

TEST(SweptCircleCircleRobust, InvalidInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  const auto B = circle<double>(0, 0, 0, 0, 1);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(nan, 0, 0, 0, 1), B).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, -inf, 0, 1), B).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, 0, 0, -1), B).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(5, 0, 5, 0, -0.0), B).kind, SweepKind::miss);
}

TEST(SweptCircleCircleRobust, HeadOnTimeIsALowerBoundWithinTwelveUlps) {
  // t* = 2/5 (see the oracle test): t <= 0.4 exactly and within 12 ulps of it.
  const auto r = robust::swept_circle_circle(circle<double>(-10, 0, 10, 0, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LT(r.t, 0.4);  // 0.4 as a double is above 2/5
  EXPECT_GE(r.t, 0.4 - 12 * 0x1p-54);
  EXPECT_EQ(r.normal.x, -1.0);
  EXPECT_EQ(r.normal.y, 0.0);
  EXPECT_NEAR(r.point.x, -1.0, 1e-14);
}

TEST(SweptCircleCircleRobust, StartOverlapAndCoincidentCenters) {
  auto r = robust::swept_circle_circle(circle<double>(1, 0, 9, 9, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.normal.x, 1.0);
  EXPECT_EQ(r.point.x, 1.0);
  r = robust::swept_circle_circle(circle<double>(3, 4, 0, 0, 1), circle<double>(3, 4, 9, 9, 2));
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.normal.x, 1.0);
  EXPECT_EQ(r.normal.y, 0.0);
  EXPECT_EQ(r.point.x, 5.0);
}

TEST(SweptCircleCircleRobust, GrazingAndEndingTouchAreHits) {
  auto r = robust::swept_circle_circle(circle<double>(-10, 2, 10, 2, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 0.5);
  EXPECT_GE(r.t, 0.5 - 12 * 0x1p-54);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(-10, 0x1.0000000000001p+1, 10, 0x1.0000000000001p+1, 1),
                                        circle<double>(0, 0, 0, 0, 1))
                .kind,
            SweepKind::miss);
  r = robust::swept_circle_circle(circle<double>(0, 0, 3, 0, 1), circle<double>(6, 0, 6, 0, 2));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 1.0);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, 2, 0, 1), circle<double>(6, 0, 6, 0, 2)).kind,
            SweepKind::miss);
}

TEST(SweptCircleCircleRobust, ZeroMotionAndHugeMagnitudes) {
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, 5, 5, 1), circle<double>(3, 0, 8, 5, 1)).kind,
            SweepKind::miss);
  // Coordinates near the top of the double range: no overflow, t* = 2/5.
  const double s = 0x1p+1018;
  const auto r =
      robust::swept_circle_circle(circle<double>(-10 * s, 0, 10 * s, 0, s), circle<double>(0, 0, 0, 0, s));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LT(r.t, 0.4);
  EXPECT_GE(r.t, 0.4 - 12 * 0x1p-54);
  EXPECT_NEAR(r.point.x / s, -1.0, 1e-14);
}

TEST(SweptCircleCircleRobust, FloatRoundsTimeDown) {
  const auto r = robust::swept_circle_circle(circle<float>(-10, 0, 10, 0, 1), circle<float>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(static_cast<double>(r.t), 0.4);  // below 2/5 < 0.4 (double)
  EXPECT_EQ(r.t, std::nextafter(0.4f, 0.0f));  // 0.4f is above 2/5: the float below it
}

// ---------------------------------------------------------------- fast path
// The filter (swept_circle_circle_detail::Rounded, decide), the coarse grid
// (exact_on_grid) and the double-double values (dd_hit, float_hit): inputs at
// and beside their thresholds, each answer checked against the oracle.

namespace fast = robust::swept_circle_circle_detail;

// The robust answer against the exact one: same kind; on a hit t <= t* and
// t* - t <= 12 ulp(t*) (double) or 2 ulp_f(t*) (float).
template <class T>
void expect_exact_answer(const MovingCircle<T>& A, const MovingCircle<T>& B) {
  const MovingCircle<double> Ad{{A.c0.x, A.c0.y}, {A.c1.x, A.c1.y}, A.r}, Bd{{B.c0.x, B.c0.y}, {B.c1.x, B.c1.y}, B.r};
  const auto r = robust::swept_circle_circle(A, B);
  const auto e = oracle::swept_circle_circle_exact(Ad, Bd);
  ASSERT_EQ(r.kind, e.decision.kind);
  if (r.kind != SweepKind::hit) return;
  using oracle::RootNumber;
  using oracle::Rational;
  EXPECT_LE(oracle::compare(RootNumber(Rational(static_cast<double>(r.t))), e.t), 0) << "t after t*";
  const double ts = oracle::nearest_double(e.t);
  const float tf = static_cast<float>(ts);
  const double ulp = std::is_same_v<T, float> ? static_cast<double>(std::nextafter(tf, 2.0f)) - static_cast<double>(tf)
                                              : std::nextafter(ts, 2.0) - ts;
  const double slack = std::is_same_v<T, float> ? 2 * ulp : 12 * ulp;
  EXPECT_LE(oracle::compare(e.t, RootNumber(Rational(static_cast<double>(r.t)) + Rational(slack))), 0) << "t too early";
}

fast::Outcome filter_outcome(const MovingCircle<double>& A, const MovingCircle<double>& B) {
  const auto q = fast::rounded(A, B);
  return fast::decide(q, q.e2, q.e4);
}

TEST(SweptCircleCircleFastPath, ExactTangencyOnTheGridIsDecidedThere) {
  // disc = 0: no filter certifies it; the inputs are integers (11 bits), exact.
  const auto A = circle<double>(-10, 2, 10, 2, 1), B = circle<double>(0, 0, 0, 0, 1);
  EXPECT_EQ(filter_outcome(A, B), fast::Outcome::unknown);
  EXPECT_TRUE(fast::exact_on_grid(A, B));
  expect_exact_answer(A, B);
  // Translated by 4097: 13 bits, off the grid; the exact path answers.
  const auto A2 = circle<double>(4087, 2, 4107, 2, 1), B2 = circle<double>(4097, 0, 4097, 0, 1);
  EXPECT_FALSE(fast::exact_on_grid(A2, B2));
  expect_exact_answer(A2, B2);
  // One ulp either side of the tangent (off the grid): miss above, hit below.
  for (const double y : {std::nextafter(2.0, 3.0), std::nextafter(2.0, 1.0)}) {
    const auto A3 = circle<double>(-10, y, 10, y, 1);
    EXPECT_EQ(filter_outcome(A3, B), fast::Outcome::unknown);
    EXPECT_FALSE(fast::exact_on_grid(A3, B));
    expect_exact_answer(A3, B);
  }
  expect_exact_answer(circle<float>(-10, 2, 10, 2, 1), circle<float>(0, 0, 0, 0, 1));
  expect_exact_answer(circle<float>(-10, std::nextafter(2.0f, 1.0f), 10, std::nextafter(2.0f, 1.0f), 1),
                      circle<float>(0, 0, 0, 0, 1));
}

TEST(SweptCircleCircleFastPath, GridBitsAndExponentRange) {
  // 11 bits on the grid, 12 bits off it: 2047 + 1/2 needs 12 bits below 2^11.
  const auto B = circle<double>(0, 0, 0, 0, 1);
  EXPECT_TRUE(fast::exact_on_grid(circle<double>(-2047, 2, 10, 2, 1), B));
  EXPECT_FALSE(fast::exact_on_grid(circle<double>(-2047, 2.5, 10, 2, 1), B));
  // E in [-250, 250] (M in [2^(E-1), 2^E)): 2^249 on the grid, 2^250 not; 2^-251 on it, 2^-252 not.
  EXPECT_TRUE(fast::exact_on_grid(circle<double>(0x1p+249, 0, 0, 0, 0), circle<double>(0, 0, 0, 0, 0)));
  EXPECT_FALSE(fast::exact_on_grid(circle<double>(0x1p+250, 0, 0, 0, 0), circle<double>(0, 0, 0, 0, 0)));
  EXPECT_TRUE(fast::exact_on_grid(circle<double>(0x1p-251, 0, 0, 0, 0), circle<double>(0, 0, 0, 0, 0)));
  EXPECT_FALSE(fast::exact_on_grid(circle<double>(0x1p-252, 0, 0, 0, 0), circle<double>(0, 0, 0, 0, 0)));
  EXPECT_FALSE(fast::exact_on_grid(circle<double>(std::numeric_limits<double>::quiet_NaN(), 0, 0, 0, 0), B));
  // Exact tangency at the top of the range: decided on the grid, and beyond it by the exact path.
  for (const double s : {0x1p+246, 0x1p+247}) {  // M = 10 s: E = 250, then 251
    const auto A = circle<double>(-10 * s, 2 * s, 10 * s, 2 * s, s), Bs = circle<double>(0, 0, 0, 0, s);
    EXPECT_EQ(fast::exact_on_grid(A, Bs), s == 0x1p+246);
    expect_exact_answer(A, Bs);
  }
}

TEST(SweptCircleCircleFastPath, FilterRangeEdges) {
  // m = max(|d0|, |d1|, R) exactly 2^190 (filtered) and one ulp above (not).
  const double top = 0x1p+190, y = 0x1.3456789abcdefp+186;
  const auto B = circle<double>(0, 0, 0, 0, 0x1.1p+187);
  for (const double x0 : {top, std::nextafter(top, 0x1p+200)}) {
    const auto A = circle<double>(-x0, y, 0x1.8p+189, y, 0x1.2p+186);
    const auto q = fast::rounded(A, B);
    EXPECT_EQ(std::isnan(q.e2), x0 != top);
    expect_exact_answer(A, B);
  }
  // m exactly 2^-200 (filtered) and one ulp below (not).
  const double low = 0x1p-200;
  const auto Bl = circle<double>(0, 0, 0, 0, 0x1.1p-203);
  for (const double x0 : {low, std::nextafter(low, 0.0)}) {
    const auto A = circle<double>(-x0, 0x1.3456789abcdefp-204, 0x1.8p-201, 0x1.3456789abcdefp-204, 0x1.2p-204);
    const auto q = fast::rounded(A, Bl);
    EXPECT_EQ(std::isnan(q.e2), x0 != low);
    expect_exact_answer(A, Bl);
  }
}

TEST(SweptCircleCircleFastPath, DoubleDoubleChecksRefuseAndTheExactPathAnswers) {
  // disc ~ 1300 u m^4: certified by the filter (290), below the double-double
  // check (18100): the exact path takes it.
  const auto A = circle<double>(-10, 2 - 0x1p-40, 10, 2 - 0x1p-40, 1), B = circle<double>(0, 0, 0, 0, 1);
  const auto q = fast::rounded(A, B);
  EXPECT_EQ(fast::decide(q, q.e2, q.e4), fast::Outcome::hit);
  SweepResult<double> out;
  EXPECT_FALSE(fast::dd_hit(A, B, q.e2, q.e4, out));
  expect_exact_answer(A, B);
  // A subnormal difference (d0y = 3 eta): no TwoProduct on it, the exact path.
  const auto A2 = circle<double>(-10, 0x3p-1074, 10, 0x3p-1074, 1);
  const auto q2 = fast::rounded(A2, B);
  EXPECT_EQ(fast::decide(q2, q2.e2, q2.e4), fast::Outcome::hit);
  EXPECT_FALSE(fast::dd_hit(A2, B, q2.e2, q2.e4, out));
  expect_exact_answer(A2, B);
  // Full-precision generic hits: the double-double values.
  const auto A3 = circle<double>(-0x1.9e3779b97f4a8p+3, 0x1.1c4b2d3e5f607p-1, 0x1.7a5c3e2d1b0f9p+3,
                                 0x1.3b2c1d0e9f8a7p+0, 0x1.08c3a5e7f9b1dp+0);
  const auto B3 = circle<double>(0x1.4d3c2b1a09f8ep-2, -0x1.2345678abcdefp-3, -0x1.0fedcba987654p-1,
                                 0x1.56789abcdef01p-2, 0x1.3c4d5e6f70819p-1);
  const auto q3 = fast::rounded(A3, B3);
  ASSERT_EQ(fast::decide(q3, q3.e2, q3.e4), fast::Outcome::hit);
  EXPECT_TRUE(fast::dd_hit(A3, B3, q3.e2, q3.e4, out));
  expect_exact_answer(A3, B3);
}

TEST(SweptCircleCircleFastPath, FloatValuesFromTheFilterOrTheDoublePath) {
  // A generic float hit: the filter's plain doubles (float_hit).
  const auto A = circle<float>(-10.3f, 1.7f, 9.1f, 2.9f, 1.3f), B = circle<float>(0.2f, -0.1f, -0.3f, 0.4f, 0.9f);
  const MovingCircle<double> Ad{{A.c0.x, A.c0.y}, {A.c1.x, A.c1.y}, A.r}, Bd{{B.c0.x, B.c0.y}, {B.c1.x, B.c1.y}, B.r};
  const auto q = fast::rounded(Ad, Bd);
  ASSERT_EQ(fast::decide(q, q.e2, q.e4), fast::Outcome::hit);
  SweepResult<float> out;
  EXPECT_TRUE(fast::float_hit(Bd, q, out));
  expect_exact_answer(A, B);
  // Starting 2^-20 outside contact: c far below 2^30 kC e2, float_hit refuses.
  const auto A2 = circle<float>(-2 - 0x1p-20f, 0, 10, 0, 1), B2 = circle<float>(0, 0, 0, 0, 1);
  const MovingCircle<double> A2d{{A2.c0.x, A2.c0.y}, {A2.c1.x, A2.c1.y}, A2.r}, B2d{{0, 0}, {0, 0}, 1};
  const auto q2 = fast::rounded(A2d, B2d);
  ASSERT_EQ(fast::decide(q2, q2.e2, q2.e4), fast::Outcome::hit);
  EXPECT_FALSE(fast::float_hit(B2d, q2, out));
  expect_exact_answer(A2, B2);
}

TEST(SweptCircleCircleSeeds, KnownFlawsByConstruction) {
  // seed004 tests t = 0 and t = 1 only: the head-on pass-through is missed.
  EXPECT_EQ(seed004::swept_circle_circle(circle<double>(-10, 0, 10, 0, 1), circle<double>(0, 0, 0, 0, 1)).kind,
            SweepKind::miss);
  // 004's worked example: distance 50 = 40 + 10, TOUCHING.
  EXPECT_EQ(seed004::circle_test<double>({100, 50}, 40, {50, 50}, 10), seed004::TOUCHING);
  // seed_quadratic: no relative motion gives a == 0 and NaN roots: a miss even
  // though the circles overlap.
  EXPECT_EQ(seed_quadratic::swept_circle_circle(circle<double>(0, 0, 0, 0, 1), circle<double>(1, 0, 1, 0, 1)).kind,
            SweepKind::miss);
  // ... and a start overlap reports the exit time: D(t) = (-1 + 4t, 0), R = 2,
  // exit at t = 3/4.
  const auto r =
      seed_quadratic::swept_circle_circle(circle<double>(-1, 0, 3, 0, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.75);
}

TEST(ExpansionArithmetic, ProductCompressAndSign) {
  using detail::Expansion;
  // (2^60 + 1)(2^60 - 1) = 2^120 - 1 exactly.
  Expansion<2> a, b;
  a.add(1.0);
  a.add(0x1p+60);
  b.add(-1.0);
  b.add(0x1p+60);
  auto p = detail::product(a, b);
  p.compress();
  ASSERT_EQ(p.n, 2u);
  EXPECT_EQ(p.c[1], 0x1p+120);
  EXPECT_EQ(p.c[0], -1.0);
  EXPECT_EQ(detail::difference(p, p).sign(), 0);
  EXPECT_EQ(detail::difference(p, detail::expansion_of(0x1p+120)).sign(), -1);
  // Compress keeps the value: 1 + 2^-60 + 2^-120 in many pieces.
  Expansion<4> e;
  e.add(0x1p-120);
  e.add(0x1p-60);
  e.add(1.0);
  e.add(0x1p-121);
  const auto before = e;
  e.compress();
  EXPECT_EQ(detail::difference(e, before).sign(), 0);
  EXPECT_EQ(e.c[e.n - 1], 1.0);
}

}  // namespace
}  // namespace cc
