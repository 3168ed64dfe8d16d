// The swept_circle_line oracle on hand-worked cases (expected values computed by
// hand from the geometry, never by the code under test), and its filter against
// its own exact path.

#include "oracle/swept_circle_line.h"

#include <gtest/gtest.h>

#include "oracle/reference.h"

namespace {

using cc::SweepKind;
using cc::oracle::CircleLineQuery;
using cc::oracle::compare;
using cc::oracle::Rational;
using cc::oracle::RootNumber;
using cc::oracle::swept_circle_line_exact;
using cc::oracle::swept_circle_line_first_contact;
using cc::oracle::swept_circle_line_kind;
using cc::oracle::swept_circle_line_separation_sign;

CircleLineQuery q(double c0x, double c0y, double c1x, double c1y, double r, double p1x, double p1y, double p2x,
                  double p2y) {
  return {{c0x, c0y}, {c1x, c1y}, r, {p1x, p1y}, {p2x, p2y}};
}

bool equals(const RootNumber& x, const Rational& v) { return compare(x, RootNumber(v)) == 0; }

// 002's comments: r = 12, d1 = -15, d2 = -8 "is a collision", which the article's
// formula puts at (12 + 15) / (-8 + 15) = 27/7. On the line y = 0 (P1 = (0, 0),
// P2 = (1, 0), N = (0, 1), d = y) the circle reaches distance 12 on its own side
// when -15 + 7 t = -12: t* = 3/7, center (0, -12), normal (0, -1), contact (0, 0).
TEST(OracleSweptCircleLine, CommentersNegativeSideExampleHitsAtThreeSevenths) {
  const auto e = swept_circle_line_exact(q(0, -15, 0, -8, 12, 0, 0, 1, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_FALSE(e.start_overlap);
  EXPECT_EQ(e.side, -1);
  EXPECT_TRUE(equals(e.t, Rational(3, 7)));
  EXPECT_TRUE(equals(e.px, 0));
  EXPECT_TRUE(equals(e.py, 0));
  EXPECT_TRUE(equals(e.nx, 0));
  EXPECT_TRUE(equals(e.ny, -1));
}

// 002's comments (phidippides): P1 = (0, -1), P2 = (0, 0), C from (-5, 0) to (5, 0).
// N = (-1, 0), d1 = 5, d2 = -5; with r = 1, t = (1 - 5) / (-5 - 5) = 2/5, the
// center (-1, 0), the contact (0, 0), the normal N.
TEST(OracleSweptCircleLine, PhidippidesExampleHitsAtTwoFifths) {
  const auto e = swept_circle_line_exact(q(-5, 0, 5, 0, 1, 0, -1, 0, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, Rational(2, 5)));
  EXPECT_TRUE(equals(e.px, 0));
  EXPECT_TRUE(equals(e.py, 0));
  EXPECT_TRUE(equals(e.nx, -1));
  EXPECT_TRUE(equals(e.ny, 0));
}

// The line through (0, 0) and (3, 4) (|L| = 5, N = (-4, 3) / 5); C0 = (-8, 6) is at
// distance (3 * 6 + 4 * 8) / 5 = 10, C1 = (-4, 3) at 5 = r: tangent exactly at
// t* = 1, touching the line at C1 - 5 N = (0, 0).
TEST(OracleSweptCircleLine, PythagoreanSweepEndsExactlyTangent) {
  const auto e = swept_circle_line_exact(q(-8, 6, -4, 3, 5, 0, 0, 3, 4));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, 1));
  EXPECT_TRUE(equals(e.px, 0));
  EXPECT_TRUE(equals(e.py, 0));
  EXPECT_TRUE(equals(e.nx, Rational(-4, 5)));
  EXPECT_TRUE(equals(e.ny, Rational(3, 5)));
  // One step less motion never reaches distance 5.
  EXPECT_EQ(swept_circle_line_kind(q(-8, 6, -4.5, 3.375, 5, 0, 0, 3, 4)), SweepKind::miss);
}

TEST(OracleSweptCircleLine, StartOverlapGivesTheFootOfC0) {
  const auto e = swept_circle_line_exact(q(1, 2, 9, 9, 3, 0, 0, 4, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(e.start_overlap);
  EXPECT_TRUE(equals(e.t, 0));
  EXPECT_TRUE(equals(e.px, 1));
  EXPECT_TRUE(equals(e.py, 0));
  EXPECT_TRUE(equals(e.ny, 1));
}

TEST(OracleSweptCircleLine, CenterOnTheLineTakesNAndTurnsWithTheLine) {
  auto e = swept_circle_line_exact(q(2, 0, 2, 0, 0, 0, 0, 4, 0));
  ASSERT_TRUE(e.start_overlap);
  EXPECT_TRUE(equals(e.ny, 1));
  e = swept_circle_line_exact(q(2, 0, 2, 0, 0, 4, 0, 0, 0));
  EXPECT_TRUE(equals(e.ny, -1));
}

TEST(OracleSweptCircleLine, PointCircleCrossesAtTheMidpoint) {
  const auto e = swept_circle_line_exact(q(0, 2, 0, -2, 0, -1, 0, 1, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, Rational(1, 2)));
}

TEST(OracleSweptCircleLine, ParallelAndZeroMotionMissUnlessOverlapping) {
  EXPECT_EQ(swept_circle_line_kind(q(0, 5, 10, 5, 3, 0, 0, 1, 0)), SweepKind::miss);
  EXPECT_EQ(swept_circle_line_kind(q(0, 5, 0, 5, 3, 0, 0, 1, 0)), SweepKind::miss);
  EXPECT_EQ(swept_circle_line_kind(q(0, 3, 10, 3, 3, 0, 0, 1, 0)), SweepKind::hit);
  EXPECT_EQ(swept_circle_line_kind(q(0, 5, 0, -5, 3, 0, 0, 1, 0)), SweepKind::hit);
}

TEST(OracleSweptCircleLine, DegenerateInputIsInvalid) {
  EXPECT_EQ(swept_circle_line_kind(q(0, 5, 0, -5, 3, 1, 1, 1, 1)), SweepKind::invalid_input);
  EXPECT_EQ(swept_circle_line_kind(q(0, 5, 0, -5, -1, 0, 0, 1, 0)), SweepKind::invalid_input);
  EXPECT_EQ(swept_circle_line_kind(q(NAN, 5, 0, -5, 1, 0, 0, 1, 0)), SweepKind::invalid_input);
  EXPECT_EQ(swept_circle_line_kind(q(0, 5, 0, INFINITY, 1, 0, 0, 1, 0)), SweepKind::invalid_input);
}

// Band support. The line y = 0, the center from (0, 10) to (0, 4), r = 3: the
// least distance over the frame is 4 (at t = 1), so the separation is 4 - 3 = 1.
// The circle of radius 3 + offset touches when 10 - 6 t = 3 + offset:
// t = (7 - offset) / 6, in [0, 1] for offset in [1, 7].
TEST(OracleSweptCircleLine, SeparationAndOffsetFirstContact) {
  const auto x = q(0, 10, 0, 4, 3, 0, 0, 1, 0);
  EXPECT_EQ(swept_circle_line_separation_sign(x, Rational(0)), 1);
  EXPECT_EQ(swept_circle_line_separation_sign(x, Rational(1)), 0);
  EXPECT_EQ(swept_circle_line_separation_sign(x, Rational(2)), -1);
  EXPECT_EQ(swept_circle_line_separation_sign(x, Rational(-5)), 1);  // radius -2: nothing to touch
  EXPECT_FALSE(swept_circle_line_first_contact(x, Rational(0)));
  ASSERT_TRUE(swept_circle_line_first_contact(x, Rational(1)));
  EXPECT_TRUE(equals(*swept_circle_line_first_contact(x, Rational(1)), 1));
  EXPECT_TRUE(equals(*swept_circle_line_first_contact(x, Rational(4)), Rational(1, 2)));
  EXPECT_TRUE(equals(*swept_circle_line_first_contact(x, Rational(7)), 0));
  EXPECT_TRUE(equals(*swept_circle_line_first_contact(x, Rational(9)), 0));  // overlapping at the start
  EXPECT_FALSE(swept_circle_line_first_contact(x, Rational(-4)));           // radius -1
  // A path crossing the line: separation 0 - r.
  const auto through = q(0, 5, 0, -5, 0, 0, 0, 1, 0);
  EXPECT_EQ(swept_circle_line_separation_sign(through, Rational(0)), 0);
  EXPECT_EQ(swept_circle_line_separation_sign(through, Rational(-1)), 1);
  EXPECT_EQ(swept_circle_line_separation_sign(through, Rational(1, 1000)), -1);
  // The line through (0, 0) and (3, 4): C = (-8, 6) is at distance 10 from it,
  // and stays there (parallel motion); with r = 5 the separation is 5.
  const auto parallel = q(-8, 6, -5, 10, 5, 0, 0, 3, 4);
  EXPECT_EQ(swept_circle_line_separation_sign(parallel, Rational(5)), 0);
  EXPECT_EQ(swept_circle_line_separation_sign(parallel, Rational(49, 10)), 1);
  EXPECT_FALSE(swept_circle_line_first_contact(parallel, Rational(49, 10)));
  EXPECT_TRUE(equals(*swept_circle_line_first_contact(parallel, Rational(5)), 0));
}

// The filter (exact-in-doubles path and error-bounded path) agrees with the
// rationals on a grid full of exact tangencies, and on scaled, rounded copies.
TEST(OracleSweptCircleLine, FilterAgreesWithExactPath) {
  for (double scale : {1.0, 0.1, 0x1p-180}) {
    for (int c0y = -4; c0y <= 4; ++c0y)
      for (int c1y = -4; c1y <= 4; ++c1y)
        for (int r = 0; r <= 3; ++r)
          for (int px = -2; px <= 2; ++px) {
            const auto query = q(1 * scale, c0y * scale, -1 * scale, c1y * scale, r * scale, 0, 0, (3 + px) * scale,
                                 (4 - px) * scale);
            ASSERT_EQ(swept_circle_line_kind(query), swept_circle_line_exact(query).kind)
                << c0y << " " << c1y << " " << r << " " << px << " scale " << scale;
          }
  }
}

}  // namespace
