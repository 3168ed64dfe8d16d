// Hand cases for kernels/circle_segment.h: closed-segment membership of each
// root, degenerate inputs, special values, and the seed variants' documented
// behaviour.

#include "kernels/robust/circle_segment.h"
#include "kernels/seeds/circle_segment.h"

#include <gtest/gtest.h>

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

}  // namespace
