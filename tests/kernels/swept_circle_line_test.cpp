// Hand cases for kernels/swept_circle_line.h: the robust variant's conventions
// (start overlap, center on the line, parallel and zero motion, degenerate and
// special input), a few exact answers, and the seed's behaviour on 002's own
// numbers.

#include "kernels/robust/swept_circle_line.h"
#include "kernels/seeds/swept_circle_line.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

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

}  // namespace
