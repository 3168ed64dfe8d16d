// The moving_point_segment oracle on hand-worked cases (expected values worked
// out on paper from p(t), a(t), b(t); never from the code under test).

#include "oracle/moving_point_segment.h"

#include <gtest/gtest.h>

namespace {

using cc::MovingPointSegment;
using cc::SweepKind;
using cc::oracle::compare_across;
using cc::oracle::moving_point_segment_exact;
using cc::oracle::moving_point_segment_kind;
using cc::oracle::Rational;
using cc::oracle::RootNumber;

MovingPointSegment<double> q(double p1x, double p1y, double p2x, double p2y, double l1x, double l1y, double l2x,
                             double l2y, double l3x, double l3y, double l4x, double l4y) {
  return {{p1x, p1y}, {p2x, p2y}, {l1x, l1y}, {l2x, l2y}, {l3x, l3y}, {l4x, l4y}};
}

bool equals(const RootNumber& x, const RootNumber& y) { return compare_across(x, y) == 0; }

// Static segment (0,0)-(2,0); the point falls from (1,2) to (1,-2): y = 2 - 4t
// is 0 at t = 1/2, at (1,0), the middle of the segment, arriving from above.
// The segment does not move, so the article's a is 0 (the linear case).
TEST(OracleMovingPointSegment, StaticSegmentLinearCaseHitsAtOneHalf) {
  const auto e = moving_point_segment_exact(q(1, 2, 1, -2, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, RootNumber(Rational(1, 2))));
  EXPECT_TRUE(equals(e.px, RootNumber(Rational(1))));
  EXPECT_TRUE(equals(e.py, RootNumber(Rational(0))));
  EXPECT_EQ(e.side, 1);  // left of (0,0) -> (2,0) is up
  const auto n = cc::oracle::reference_normal(e);
  EXPECT_EQ(n.first, 0);
  EXPECT_EQ(n.second, 1);
}

// x = 3 passes beyond the end (2,0): no contact. x = 2 grazes the endpoint.
TEST(OracleMovingPointSegment, PassingBesideTheEndMissesAndThroughTheEndHits) {
  EXPECT_EQ(moving_point_segment_kind(q(3, 2, 3, -2, 0, 0, 2, 0, 0, 0, 2, 0)), SweepKind::miss);
  const auto e = moving_point_segment_exact(q(2, 2, 2, -2, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, RootNumber(Rational(1, 2))));
}

// The point starts at (1,0) on the segment and moves up: t* = 0; it "comes
// from" below (f = 10 t, f' > 0), so the normal is (0,-1).
TEST(OracleMovingPointSegment, StartOnSegmentIsTZeroWithNormalFromBelow) {
  const auto e = moving_point_segment_exact(q(1, 0, 1, 5, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_EQ(cc::oracle::sign(e.t), 0);
  EXPECT_EQ(e.side, -1);
}

// a = (0, 2t - 1), b = (2, 1 - 2t): the segment turns about (1,0) while the
// point moves (0,0) -> (2,0). U = p - a = (2t, 1 - 2t), D = b - a = (2, 2 - 4t),
// cross(D, U) = 2(1 - 2t) - (2 - 4t) 2t = 2 (2t - 1)^2: a double root at 1/2,
// where the point is at (1,0), the middle of (0,0)-(2,0). f > 0 on both sides.
TEST(OracleMovingPointSegment, DoubleRootTouchesAtOneHalf) {
  const auto e = moving_point_segment_exact(q(0, 0, 2, 0, 0, -1, 2, 1, 0, 1, 2, -1));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, RootNumber(Rational(1, 2))));
  EXPECT_EQ(e.side, 1);
}

// a = 0, b = (4 - 4t, 4t), p = (1, 5t - 1): cross(D, U) = (4 - 4t)(5t - 1) - 4t
// = -20 t^2 + 20 t - 4, roots (1 -+ 1/sqrt 5) / 2. At the smaller,
// t* = 1/2 - sqrt(5)/10 ~ 0.2764, p ~ (1, 0.382) is at parameter ~0.35 of the
// segment: a hit. f(0) = -4 < 0: the point comes from the right of a -> b.
TEST(OracleMovingPointSegment, IrrationalFirstRoot) {
  const auto e = moving_point_segment_exact(q(1, -1, 1, 4, 0, 0, 4, 0, 0, 0, 0, 4));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, RootNumber(Rational(1, 2), Rational(-1, 10), Rational(5))));
  EXPECT_EQ(e.side, -1);
}

// A segment of zero length throughout, at (0,0); the point crosses it at 1/2.
// And a segment whose ends swap, (0,0)-(2,0) -> (2,0)-(0,0), of zero length at
// (1,0) when t = 1/2, where the point (1,1) -> (1,-1) meets it: f = 2 (1 - 2t)^2
// vanishes only there.
TEST(OracleMovingPointSegment, ZeroLengthSegmentIsAPoint) {
  const auto e = moving_point_segment_exact(q(-1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, RootNumber(Rational(1, 2))));
  EXPECT_TRUE(e.degenerate);
  const auto f = moving_point_segment_exact(q(1, 1, 1, -1, 0, 0, 2, 0, 2, 0, 0, 0));
  ASSERT_EQ(f.kind, SweepKind::hit);
  EXPECT_TRUE(equals(f.t, RootNumber(Rational(1, 2))));
  EXPECT_TRUE(f.degenerate);
  EXPECT_EQ(moving_point_segment_kind(q(1, 1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0)), SweepKind::miss);
}

// The point slides along the segment's line from (-2,0) to (2,0) and enters
// the static segment (0,0)-(2,0) through its end (0,0) at t = 1/2.
TEST(OracleMovingPointSegment, CollinearMotionEntersThroughAnEndpoint) {
  const auto e = moving_point_segment_exact(q(-2, 0, 2, 0, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, RootNumber(Rational(1, 2))));
  EXPECT_TRUE(e.collinear);
}

TEST(OracleMovingPointSegment, NonFiniteIsInvalid) {
  EXPECT_EQ(moving_point_segment_exact(q(NAN, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0)).kind, SweepKind::invalid_input);
}

TEST(MovingPointSegmentOracle, FilterSeesAContactAtTheEndBesideSubnormalMotion) {
  // The point ends exactly on the segment's moving end a(1) = (0x1.cp-770, 2):
  // a contact at t = 1 at the latest. (p2 - p1) - (l3 - l1) cancels to 0 in
  // doubles here; the miss filter used to take that 0 as exact and say "miss".
  const MovingPointSegment<double> in{{-0x1p-1074, -0x1p-800}, {0x1.cp-770, 2}, {0x1p-1074, 0x1p-1074},
                                      {1, 1},                  {0x1.cp-770, 2}, {1, 1}};
  EXPECT_EQ(moving_point_segment_kind(in), SweepKind::hit);
  EXPECT_EQ(moving_point_segment_exact(in).kind, SweepKind::hit);
}

}  // namespace
