// Hand cases for kernels/circle_line.h: the conventions of the header (order by
// u, degenerate inputs, special values), exact answers of the robust variant, and
// the seed variants' documented behaviour.

#include "kernels/robust/circle_line.h"
#include "kernels/seeds/circle_line.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace {

using cc::CircleCrossing;
using cc::Vec2;
using V = Vec2<double>;

constexpr double kBound = 28 * 0x1p-53;  // robust points: 28 u M per coordinate

TEST(CircleLine, RobustSecantIsOrderedByU) {
  // x^2 + 3^2 = 5^2: (-4, 3) at u = 3/10 and (4, 3) at u = 7/10.
  const auto r = cc::robust::circle_line(V{0, 0}, 5.0, V{-10, 3}, V{10, 3});
  ASSERT_EQ(r.kind, CircleCrossing::two_points);
  EXPECT_NEAR(r.p[0].x, -4.0, kBound * 10);
  EXPECT_NEAR(r.p[1].x, 4.0, kBound * 10);
  EXPECT_NEAR(r.p[0].y, 3.0, kBound * 10);
  const auto s = cc::robust::circle_line(V{0, 0}, 5.0, V{10, 3}, V{-10, 3});
  ASSERT_EQ(s.kind, CircleCrossing::two_points);
  EXPECT_NEAR(s.p[0].x, 4.0, kBound * 10);
}

TEST(CircleLine, RobustTangentAtAnInputPointIsExact) {
  // C = (1, 2), r = 5, tangent at (4, 6) = C + (3, 4) along (-4, 3).
  const auto r = cc::robust::circle_line(V{1, 2}, 5.0, V{4, 6}, V{0, 9});
  ASSERT_EQ(r.kind, CircleCrossing::one_point);
  EXPECT_EQ(r.p[0].x, 4.0);
  EXPECT_EQ(r.p[0].y, 6.0);
  // The same line through (8, 3) and (0, 9): tangent point at u = 1/2.
  const auto t = cc::robust::circle_line(V{1, 2}, 5.0, V{8, 3}, V{0, 9});
  ASSERT_EQ(t.kind, CircleCrossing::one_point);
  EXPECT_NEAR(t.p[0].x, 4.0, kBound * 9);
  EXPECT_NEAR(t.p[0].y, 6.0, kBound * 9);
}

TEST(CircleLine, RobustDecidesOneUlpFromTangency) {
  EXPECT_EQ(cc::robust::circle_line(V{1, 2}, std::nextafter(5.0, 6.0), V{4, 6}, V{0, 9}).kind,
            CircleCrossing::two_points);
  EXPECT_EQ(cc::robust::circle_line(V{1, 2}, std::nextafter(5.0, 4.0), V{4, 6}, V{0, 9}).kind,
            CircleCrossing::none);
  // And at a far scale, where every square overflows double: C scaled by 2^1000.
  const double s = 0x1p+1000;
  EXPECT_EQ(cc::robust::circle_line(V{s, 2 * s}, 5 * s, V{4 * s, 6 * s}, V{0, 9 * s}).kind,
            CircleCrossing::one_point);
}

TEST(CircleLine, RobustZeroLengthLineIsThePointP1) {
  const auto on = cc::robust::circle_line(V{0, 0}, 5.0, V{3, 4}, V{3, 4});
  ASSERT_EQ(on.kind, CircleCrossing::one_point);
  EXPECT_EQ(on.p[0].x, 3.0);
  EXPECT_EQ(on.p[0].y, 4.0);
  EXPECT_EQ(cc::robust::circle_line(V{0, 0}, 5.0, V{3, 3}, V{3, 3}).kind, CircleCrossing::none);
}

TEST(CircleLine, RobustZeroRadiusIsThePointC) {
  for (double zero : {0.0, -0.0}) {
    const auto on = cc::robust::circle_line(V{1, 1}, zero, V{0, 0}, V{3, 3});
    ASSERT_EQ(on.kind, CircleCrossing::one_point);
    EXPECT_EQ(on.p[0].x, 1.0);
    EXPECT_EQ(on.p[0].y, 1.0);
    EXPECT_EQ(cc::robust::circle_line(V{1, 1}, zero, V{0, 0}, V{2, 0}).kind, CircleCrossing::none);
  }
}

TEST(CircleLine, RobustEndpointOnTheCircleIsReturnedExactly) {
  // (3, 4) on the circle of radius 5; the line leaves through it.
  const auto r = cc::robust::circle_line(V{0, 0}, 5.0, V{3, 4}, V{0.1, 0.3});
  ASSERT_EQ(r.kind, CircleCrossing::two_points);
  EXPECT_EQ(r.p[0].x, 3.0);
  EXPECT_EQ(r.p[0].y, 4.0);
}

TEST(CircleLine, RobustSpecialValuesAndNegativeRadiusAreInvalid) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(cc::robust::circle_line(V{nan, 0}, 1.0, V{0, 0}, V{1, 0}).kind, CircleCrossing::invalid_input);
  EXPECT_EQ(cc::robust::circle_line(V{0, 0}, 1.0, V{0, -inf}, V{1, 0}).kind, CircleCrossing::invalid_input);
  EXPECT_EQ(cc::robust::circle_line(V{0, 0}, -1.0, V{0, 0}, V{1, 0}).kind, CircleCrossing::invalid_input);
  EXPECT_EQ(cc::robust::circle_line(Vec2<float>{0, 0}, -1.f, Vec2<float>{0, 0}, Vec2<float>{1, 0}).kind,
            CircleCrossing::invalid_input);
}

TEST(CircleLine, RobustFloatRoundsTheDoubleResult) {
  const auto r = cc::robust::circle_line(Vec2<float>{1, 2}, 5.f, Vec2<float>{4, 6}, Vec2<float>{0, 9});
  ASSERT_EQ(r.kind, CircleCrossing::one_point);
  EXPECT_EQ(r.p[0].x, 4.f);
}

TEST(CircleLine, Seed000DividesByZeroOnAZeroLengthLine) {
  // a = 0 and b = 0 give delta = 0 whatever c is: one point at u = -0/0.
  const auto r = cc::seed000::circle_line(V{0, 0}, 1.0, V{5, 5}, V{5, 5});
  ASSERT_EQ(r.kind, CircleCrossing::one_point);
  EXPECT_TRUE(std::isnan(r.p[0].x));
}

TEST(CircleLine, Seed000FindsSmallIntegerTangents) {
  // Every quantity is a small integer, so delta == 0 holds exactly here.
  const auto r = cc::seed000::circle_line(V{1, 2}, 5.0, V{4, 6}, V{0, 9});
  ASSERT_EQ(r.kind, CircleCrossing::one_point);
  EXPECT_EQ(r.p[0].x, 4.0);
}

TEST(CircleLine, Seed002CollidesWithAnythingBehindTheNormal) {
  // d = (1, 0), N = (0, 1): C = (0, -100) has signed distance -100 < 1.
  EXPECT_EQ(cc::seed002::circle_line(V{0, -100}, 1.0, V{0, 0}, V{1, 0}).kind, CircleCrossing::two_points);
  EXPECT_EQ(cc::seed002::circle_line(V{0, 100}, 1.0, V{0, 0}, V{1, 0}).kind, CircleCrossing::none);
  EXPECT_EQ(cc::seed002::circle_line(V{0, 1}, 1.0, V{0, 0}, V{1, 0}).kind, CircleCrossing::one_point);
}

}  // namespace
