// Hand cases for kernels/circle_segment.h: closed-segment membership of each
// root, degenerate inputs, special values, and the seed variants' documented
// behaviour.

#include "kernels/robust/circle_segment.h"
#include "oracle/circle_segment.h"
#include "kernels/seeds/circle_segment.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

using cc::CircleCrossing;
using cc::Vec2;
using V = Vec2<double>;

constexpr double kBound = 28 * 0x1p-53;

TEST(CircleSegment, RobustKeepsTheRootsOnTheSegment) {
  // r = 5, y = 3: x = -4 (u = 3/5 from (-10, 3) to (0, 3)); x = 4 is at u = 7/5.
  const auto r = cc::robust::circle_segment(V{0, 0}, 5.0, V{-10, 3}, V{0, 3});
  ASSERT_EQ(r.kind, CircleCrossing::one_point);
  EXPECT_NEAR(r.p[0].x, -4.0, kBound * 10);
  EXPECT_EQ(cc::robust::circle_segment(V{0, 0}, 5.0, V{-10, 3}, V{10, 3}).kind, CircleCrossing::two_points);
  EXPECT_EQ(cc::robust::circle_segment(V{0, 0}, 5.0, V{-10, 3}, V{-5, 3}).kind, CircleCrossing::none);
  EXPECT_EQ(cc::robust::circle_segment(V{0, 0}, 5.0, V{-1, 0}, V{1, 1}).kind, CircleCrossing::none);
}

TEST(CircleSegment, RobustReturnsEndsOnTheCircleExactly) {
  const auto r = cc::robust::circle_segment(V{0, 0}, 5.0, V{-4, 3}, V{4, 3});
  ASSERT_EQ(r.kind, CircleCrossing::two_points);
  EXPECT_EQ(r.p[0].x, -4.0);
  EXPECT_EQ(r.p[1].x, 4.0);
  const auto s = cc::robust::circle_segment(V{0, 0}, 5.0, V{0, 3}, V{-4, 3});
  ASSERT_EQ(s.kind, CircleCrossing::one_point);
  EXPECT_EQ(s.p[0].x, -4.0);
  EXPECT_EQ(s.p[0].y, 3.0);
}

TEST(CircleSegment, RobustTangentOnlyWhenTheTouchingPointIsOnTheSegment) {
  EXPECT_EQ(cc::robust::circle_segment(V{1, 2}, 5.0, V{8, 3}, V{0, 9}).kind, CircleCrossing::one_point);
  EXPECT_EQ(cc::robust::circle_segment(V{1, 2}, 5.0, V{0, 9}, V{-4, 12}).kind, CircleCrossing::none);
  // Touching at the end P2 = (4, 6) exactly: returned exactly.
  const auto r = cc::robust::circle_segment(V{1, 2}, 5.0, V{8, 3}, V{4, 6});
  ASSERT_EQ(r.kind, CircleCrossing::one_point);
  EXPECT_EQ(r.p[0].x, 4.0);
  EXPECT_EQ(r.p[0].y, 6.0);
}

TEST(CircleSegment, RobustDegenerateInputs) {
  EXPECT_EQ(cc::robust::circle_segment(V{0, 0}, 5.0, V{3, 4}, V{3, 4}).kind, CircleCrossing::one_point);
  EXPECT_EQ(cc::robust::circle_segment(V{0, 0}, 5.0, V{3, 3}, V{3, 3}).kind, CircleCrossing::none);
  EXPECT_EQ(cc::robust::circle_segment(V{1, 1}, 0.0, V{0, 0}, V{2, 2}).kind, CircleCrossing::one_point);
  EXPECT_EQ(cc::robust::circle_segment(V{3, 3}, -0.0, V{0, 0}, V{2, 2}).kind, CircleCrossing::none);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(cc::robust::circle_segment(V{0, 0}, nan, V{0, 0}, V{1, 0}).kind, CircleCrossing::invalid_input);
  EXPECT_EQ(cc::robust::circle_segment(V{0, 0}, -2.0, V{0, 0}, V{1, 0}).kind, CircleCrossing::invalid_input);
}

TEST(CircleSegment, Seed000DropsAPointOnAZeroLengthSegment) {
  // u = -0/0 is NaN, which fails 0 <= u <= 1: the point (3, 4) on the circle is missed.
  EXPECT_EQ(cc::seed000::circle_segment(V{0, 0}, 5.0, V{3, 4}, V{3, 4}).kind, CircleCrossing::none);
}

TEST(CircleSegment, Seed002CollidesWithASegmentInsideTheDisk) {
  // The foot (0, 0) lies between the ends and the distance 0 < 5: "colliding",
  // though the circle itself meets the segment nowhere.
  EXPECT_EQ(cc::seed002::circle_segment(V{0, 0}, 5.0, V{-1, 0}, V{1, 0}).kind, CircleCrossing::two_points);
  // (1, 1) to (10, 1): d = (9, 0), N = (0, 1), distance (-1, -1).N = -1 < 5; the
  // foot E = C + N = (0, 1) has (E - P1).d = -9 < 0, not between the ends; the
  // corner (1, 1) is sqrt 2 < 5 from C: a corner collision, one point.
  EXPECT_EQ(cc::seed002::circle_segment(V{0, 0}, 5.0, V{1, 1}, V{10, 1}).kind, CircleCrossing::one_point);
  // (3, 0) to (3, 1): N = (-1, 0), distance 3 < 5, foot (3, 0) = P1 (between):
  // two points, though the circle meets x = 3 at y = -4 and 4, off the segment.
  EXPECT_EQ(cc::seed002::circle_segment(V{0, 0}, 5.0, V{3, 0}, V{3, 1}).kind, CircleCrossing::two_points);
}

// Agreement with the oracle: the exact kind, and each point within the exported
// bound (28 u M + 2^-1074 per coordinate) of the exact point.
void expect_segment_as_oracle(V c, double r, V p1, V p2) {
  using cc::oracle::Rational;
  using cc::oracle::RootNumber;
  const auto got = cc::robust::circle_segment(c, r, p1, p2);
  const auto want = cc::oracle::circle_segment_exact(c, r, p1, p2);
  ASSERT_EQ(got.kind, want.kind) << "C=(" << c.x << ", " << c.y << ") r=" << r << " P1=(" << p1.x << ", " << p1.y
                                 << ") P2=(" << p2.x << ", " << p2.y << ")";
  const double m = std::max({std::fabs(c.x), std::fabs(c.y), r, std::fabs(p1.x), std::fabs(p1.y), std::fabs(p2.x),
                             std::fabs(p2.y)});
  const Rational bound = Rational(28 * 0x1p-53) * cc::oracle::exact(m) + cc::oracle::exact(0x1p-1074);
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

double ulps_from(double x, int k) {
  for (int i = 0; i < std::abs(k); ++i) x = std::nextafter(x, k > 0 ? INFINITY : 0.0);
  return x;
}

// Around tangency with the touching point inside, at an end, and outside the
// segment, the radius moved k ulps: stage A's filters refuse near k = 0, stage
// A2 decides the discriminant, and a membership sign that is exactly zero (the
// touching point at P1: beta == 0) comes from the exact degree-2 signs.
TEST(CircleSegment, RobustAroundTangencyAndTheMembershipSigns) {
  // C = (1, 2), r = 5, tangent at (4, 6) along (-4, 3).
  const V c{1, 2};
  const V segments[][2] = {{{8, 3}, {0, 9}}, {{4, 6}, {0, 9}}, {{0, 9}, {4, 6}}, {{0, 9}, {-4, 12}}, {{8, 3}, {4, 6}}};
  for (int e : {-200, 0, 60}) {
    const double s = std::ldexp(1.0, e);
    for (const auto& seg : segments)
      for (int k : {-512, -64, -3, -2, -1, 0, 1, 2, 3, 64, 512})
        expect_segment_as_oracle({c.x * s, c.y * s}, ulps_from(5 * s, k), {seg[0].x * s, seg[0].y * s},
                                 {seg[1].x * s, seg[1].y * s});
  }
}

// Full-precision chords (inexact differences) crossing, touching and missing the
// segment, down to very short chords that stage A refuses and stage A2 computes.
TEST(CircleSegment, RobustFullPrecisionChords) {
  const V c{0.1, 0.7};
  const double n[2] = {0.6, 0.8};
  for (double frac : {0.0, 0.5, 0.9, 0.999999, 1 - 1e-12}) {
    const double r = 0.3, d = frac * r;
    const V foot{c.x + d * n[0], c.y + d * n[1]};
    for (double a : {-0.45, -0.1, 0.0, 0.2}) {
      for (double b : {0.37, 0.05, -0.2}) {
        const V p1{foot.x + a * n[1], foot.y - a * n[0]}, p2{foot.x + b * n[1], foot.y - b * n[0]};
        expect_segment_as_oracle(c, r, p1, p2);
      }
    }
  }
}

// An end exactly on the circle off any 31-bit grid (c == 0 exactly): the exact
// degree-2 sign returns the end itself.
TEST(CircleSegment, RobustEndOnTheCircleOffTheGrid) {
  const double x0 = 1 + 0x1p-40, y0 = -2 + 0x1p-41;
  const V c{x0, y0}, p1{x0 + 3, y0 + 4}, p2{x0 - 1.25, y0 + 7.5};
  const auto r = cc::robust::circle_segment(c, 5.0, p1, p2);
  ASSERT_NE(r.count(), 0);
  EXPECT_TRUE(r.p[0] == p1 || (r.count() == 2 && r.p[1] == p1));
  expect_segment_as_oracle(c, 5.0, p1, p2);
  expect_segment_as_oracle(c, 5.0, p2, p1);
}

}  // namespace
