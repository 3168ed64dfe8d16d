// Hand cases for kernels/circle_line.h: the conventions of the header (order by
// u, degenerate inputs, special values), exact answers of the robust variant, and
// the seed variants' documented behaviour.

#include "kernels/robust/circle_line.h"
#include "kernels/seeds/circle_line.h"
#include "oracle/circle_line.h"

#include <gtest/gtest.h>

#include <algorithm>
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

// Agreement with the oracle: the exact kind, and each point within the exported
// bound (28 u M + 2^-1074 per coordinate, M the largest input magnitude) of the
// exact point, or that point exactly when it is an input point.
template <class Kernel, class Oracle>
void expect_as_oracle(Kernel kernel, Oracle oracle, V c, double r, V p1, V p2) {
  using cc::oracle::Rational;
  using cc::oracle::RootNumber;
  const auto got = kernel(c, r, p1, p2);
  const auto want = oracle(c, r, p1, p2);
  ASSERT_EQ(got.kind, want.kind) << "C=(" << c.x << ", " << c.y << ") r=" << r << " P1=(" << p1.x << ", " << p1.y
                                 << ") P2=(" << p2.x << ", " << p2.y << ")";
  const double m = std::max({std::fabs(c.x), std::fabs(c.y), r, std::fabs(p1.x), std::fabs(p1.y), std::fabs(p2.x),
                             std::fabs(p2.y)});
  const Rational bound = Rational(kBound) * cc::oracle::exact(m) + cc::oracle::exact(0x1p-1074);
  const auto within = [&](double x, const RootNumber& exact) {
    const Rational v = cc::oracle::exact(x);
    return cc::oracle::compare_across(RootNumber(Rational(v - bound)), exact) <= 0 &&
           cc::oracle::compare_across(exact, RootNumber(Rational(v + bound))) <= 0;
  };
  for (int i = 0; i < want.count; ++i) {
    EXPECT_TRUE(within(got.p[i].x, want.p[i].x)) << "point " << i << " x";
    EXPECT_TRUE(within(got.p[i].y, want.p[i].y)) << "point " << i << " y";
  }
}

void expect_line_as_oracle(V c, double r, V p1, V p2) {
  expect_as_oracle([](V a, double b, V d, V e) { return cc::robust::circle_line(a, b, d, e); },
                   [](V a, double b, V d, V e) { return cc::oracle::circle_line_exact(a, b, d, e); }, c, r, p1, p2);
}

double ulps_from(double x, int k) {
  for (int i = 0; i < std::abs(k); ++i) x = std::nextafter(x, k > 0 ? INFINITY : 0.0);
  return x;
}

// Stage A's discriminant filter (12u (r^2 a + K^2)) refuses near tangency and
// stage A2 (r |d| - |cr| to O(u^2)) or the exact stages answer: the tangent line
// of C = (1, 2), r = 5 through (4, 6) and (8, 3), the radius moved k ulps, at
// several scales; the filter's threshold lies between k = 2^4 and 2^8.
TEST(CircleLine, RobustAroundTheDiscriminantFilterThreshold) {
  for (int e : {-300, -40, 0, 30, 250}) {
    const double s = std::ldexp(1.0, e);
    for (int k : {-4096, -512, -256, -255, -64, -16, -15, -2, -1, 0, 1, 2, 15, 16, 64, 255, 256, 257, 512, 4096})
      expect_line_as_oracle({1 * s, 2 * s}, ulps_from(5 * s, k), {8 * s, 3 * s}, {0, 9 * s});
  }
}

// Full-precision inputs (no grid, inexact differences): stage A's a-posteriori
// root bound accepts well-conditioned chords and refuses short ones, which
// stage A2 then computes; both within the bound.
TEST(CircleLine, RobustShortChordsFromStageA2) {
  const V c{0.1, 0.7};
  const double dist_dirs[][2] = {{0.6, 0.8}, {1.0 / 3, std::sqrt(8.0) / 3}, {0.28, 0.96}};
  for (const auto& n : dist_dirs) {
    for (double frac : {0.0, 0.5, 0.9, 0.99, 0.999999, 1 - 1e-12}) {
      const double r = 0.3;
      const double d = frac * r;  // distance from C to the line
      const V foot{c.x + d * n[0], c.y + d * n[1]};
      const V p1{foot.x - 0.45 * n[1], foot.y + 0.45 * n[0]}, p2{foot.x + 0.37 * n[1], foot.y - 0.37 * n[0]};
      expect_line_as_oracle(c, r, p1, p2);
      expect_line_as_oracle(c, r, p2, p1);
    }
  }
}

// An end exactly on the circle with coordinates no grid of 31 bits holds: stage
// A's c filter and stage A2's endpoint test must refuse, and the exact stages
// return P1 itself.
TEST(CircleLine, RobustEndOnTheCircleOffTheGrid) {
  const double x0 = 1 + 0x1p-40, y0 = -2 + 0x1p-41;
  const V c{x0, y0}, p1{x0 + 3, y0 + 4}, p2{x0 - 1.25, y0 + 7.5};
  const auto r = cc::robust::circle_line(c, 5.0, p1, p2);
  ASSERT_EQ(r.kind, CircleCrossing::two_points);
  EXPECT_TRUE((r.p[0] == p1) || (r.p[1] == p1));
  expect_line_as_oracle(c, 5.0, p1, p2);
}

// The integer grid stage: small integers scaled by 2^e, exactly tangent (disc ==
// 0) and one unit off, and a grid just too wide (a difference of 2^31 units).
TEST(CircleLine, RobustGridStageBoundaries) {
  for (int e : {-1000, -20, 0, 20, 900}) {
    const double s = std::ldexp(1.0, e);
    expect_line_as_oracle({1 * s, 2 * s}, 5 * s, {8 * s, 3 * s}, {0, 9 * s});
    expect_line_as_oracle({1 * s, 2 * s}, 6 * s, {8 * s, 3 * s}, {0, 9 * s});
    expect_line_as_oracle({0, 0}, 0x1p+30 * s, {-0x1p+31 * s, 0x1p+30 * s}, {0x1p+31 * s, 0x1p+30 * s});
    expect_line_as_oracle({0, 0}, 0x1p+30 * s, {-0x1p+31 * s, 0x1p+30 * s}, {(0x1p+31 + 1) * s, 0x1p+30 * s});
  }
}

// Float inputs around tangency: the double stages on widened floats.
TEST(CircleLine, RobustFloatAroundTangency) {
  for (int k = -40; k <= 40; ++k) {
    float r = 5.0f;
    for (int i = 0; i < std::abs(k); ++i) r = std::nextafter(r, k > 0 ? INFINITY : 0.0f);
    const auto got = cc::robust::circle_line(Vec2<float>{1, 2}, r, Vec2<float>{8, 3}, Vec2<float>{0, 9});
    EXPECT_EQ(got.kind, cc::oracle::circle_line_exact(V{1, 2}, r, V{8, 3}, V{0, 9}).kind) << "k=" << k;
  }
}

}  // namespace
