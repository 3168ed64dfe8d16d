// The circle_segment oracle on hand-computed cases: which of the line's roots lie
// on the closed segment, decided exactly.

#include "oracle/circle_segment.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using cc::CircleCrossing;
using cc::Vec2;
using cc::oracle::circle_segment_exact;
using cc::oracle::circle_segment_kind;
using cc::oracle::compare;
using cc::oracle::Rational;
using cc::oracle::RootNumber;

using V = Vec2<double>;

int cmp(const RootNumber& x, Rational q) { return compare(x, RootNumber(q)); }

// C = (0, 0), r = 5 and the line y = 3 meet at x = -4 and 4. From (-10, 3):
// to (10, 3) both (u = 3/10, 7/10); to (0, 3) only (-4, 3) (u = 3/5; the other
// root is u = 7/5); to (-5, 3) neither (u = 6/5 and 14/5).
TEST(OracleCircleSegment, KeepsTheRootsOnTheSegment) {
  EXPECT_EQ(circle_segment_exact(V{0, 0}, 5, V{-10, 3}, V{10, 3}).kind, CircleCrossing::two_points);
  const auto one = circle_segment_exact(V{0, 0}, 5, V{-10, 3}, V{0, 3});
  ASSERT_EQ(one.kind, CircleCrossing::one_point);
  EXPECT_EQ(cmp(one.u[0], Rational(3, 5)), 0);
  EXPECT_EQ(cmp(one.p[0].x, Rational(-4)), 0);
  EXPECT_EQ(circle_segment_kind(V{0, 0}, 5, V{-10, 3}, V{-5, 3}), CircleCrossing::none);
}

// Ends exactly on the circle are on the closed segment: from (-4, 3) to (4, 3)
// both roots are u = 0 and u = 1.
TEST(OracleCircleSegment, EndsOnTheCircleCount) {
  const auto e = circle_segment_exact(V{0, 0}, 5, V{-4, 3}, V{4, 3});
  ASSERT_EQ(e.kind, CircleCrossing::two_points);
  EXPECT_EQ(cmp(e.u[0], Rational(0)), 0);
  EXPECT_EQ(cmp(e.u[1], Rational(1)), 0);
  // From (-4, 3) to (0, 3): only u = 0 (the other root is u = 2).
  EXPECT_EQ(circle_segment_kind(V{0, 0}, 5, V{-4, 3}, V{0, 3}), CircleCrossing::one_point);
}

// A segment strictly inside the disk meets no point of the circle.
TEST(OracleCircleSegment, SegmentInsideTheDiskHasNoPoint) {
  EXPECT_EQ(circle_segment_kind(V{0, 0}, 5, V{-1, 0}, V{1, 1}), CircleCrossing::none);
}

// Tangent at T = (4, 6) on the circle C = (1, 2), r = 5, along (-4, 3): on the
// segment from (8, 3) to (0, 9) (u = 1/2), not on the one from (0, 9) to (-4, 12).
TEST(OracleCircleSegment, TangentCountsOnlyWhenTheTouchingPointIsOnTheSegment) {
  const auto e = circle_segment_exact(V{1, 2}, 5, V{8, 3}, V{0, 9});
  ASSERT_EQ(e.kind, CircleCrossing::one_point);
  EXPECT_EQ(cmp(e.u[0], Rational(1, 2)), 0);
  EXPECT_EQ(circle_segment_kind(V{1, 2}, 5, V{0, 9}, V{-4, 12}), CircleCrossing::none);
}

// The circle r = 2 meets y = 1 at x = -+sqrt 3. From (-1, 1) to (0, 1), x = -1 + u:
// u = 1 -+ sqrt 3, about -0.73 and 2.73, neither in [0, 1]. To (1, 1), x = -1 + 2u:
// u = (1 -+ sqrt 3) / 2, about -0.37 and 1.37, neither.
TEST(OracleCircleSegment, IrrationalRootsOutsideTheSegment) {
  EXPECT_EQ(circle_segment_kind(V{0, 0}, 2, V{-1, 1}, V{0, 1}), CircleCrossing::none);
  EXPECT_EQ(circle_segment_kind(V{0, 0}, 2, V{-1, 1}, V{1, 1}), CircleCrossing::none);
  // To (2, 1): x = -1 + 3u = sqrt 3 at u = (1 + sqrt 3) / 3 ~ 0.911: one point.
  EXPECT_EQ(circle_segment_kind(V{0, 0}, 2, V{-1, 1}, V{2, 1}), CircleCrossing::one_point);
}

TEST(OracleCircleSegment, ZeroRadiusIsThePointC) {
  EXPECT_EQ(circle_segment_kind(V{1, 1}, 0, V{0, 0}, V{2, 2}), CircleCrossing::one_point);
  EXPECT_EQ(circle_segment_kind(V{3, 3}, 0, V{0, 0}, V{2, 2}), CircleCrossing::none);  // on the line, past P2
  EXPECT_EQ(circle_segment_kind(V{2, 2}, 0, V{0, 0}, V{2, 2}), CircleCrossing::one_point);
}

}  // namespace
