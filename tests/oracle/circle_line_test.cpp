// The circle_line oracle on hand-computed cases, and its filter against its own
// exact path. The seed articles give the method but no numeric example, so every
// expected value below is worked out by hand in its comment.

#include "oracle/circle_line.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace {

using cc::CircleCrossing;
using cc::Vec2;
using cc::oracle::circle_line_exact;
using cc::oracle::circle_line_kind;
using cc::oracle::compare;
using cc::oracle::Rational;
using cc::oracle::RootNumber;

using V = Vec2<double>;

int cmp(const RootNumber& x, Rational q) { return compare(x, RootNumber(q)); }

// C = (0, 0), r = 5, the line y = 3 from (-10, 3) to (10, 3): x^2 + 9 = 25 gives
// x = -4 and 4. With x = -10 + 20 u: u = 3/10 and 7/10. In the article's form
// A = 400, B = 2 (20 * -10) = -400, C0 = 109 - 25 = 84, disc = 160000 - 134400 =
// 25600 = 160^2, u = (400 -+ 160) / 800.
TEST(OracleCircleLine, SecantThroughThreeFourFivePoints) {
  const auto e = circle_line_exact(V{0, 0}, 5, V{-10, 3}, V{10, 3});
  ASSERT_EQ(e.kind, CircleCrossing::two_points);
  EXPECT_EQ(cmp(e.u[0], Rational(3, 10)), 0);
  EXPECT_EQ(cmp(e.u[1], Rational(7, 10)), 0);
  EXPECT_EQ(cmp(e.p[0].x, Rational(-4)), 0);
  EXPECT_EQ(cmp(e.p[0].y, Rational(3)), 0);
  EXPECT_EQ(cmp(e.p[1].x, Rational(4)), 0);
  EXPECT_EQ(circle_line_kind(V{0, 0}, 5, V{-10, 3}, V{10, 3}), CircleCrossing::two_points);
}

// C = (0, 0), r = 2, the line y = 1 through (0, 1), (1, 1): x^2 = 3, so the
// points are (-sqrt 3, 1) and (sqrt 3, 1), at u = -+sqrt 3; 1.732 < sqrt 3 < 1.7321.
TEST(OracleCircleLine, IrrationalPointsAreOrderedByU) {
  const auto e = circle_line_exact(V{0, 0}, 2, V{0, 1}, V{1, 1});
  ASSERT_EQ(e.kind, CircleCrossing::two_points);
  EXPECT_LT(cmp(e.p[0].x, Rational(-1732, 1000)), 0);
  EXPECT_GT(cmp(e.p[0].x, Rational(-17321, 10000)), 0);
  EXPECT_GT(cmp(e.p[1].x, Rational(1732, 1000)), 0);
  EXPECT_LT(cmp(e.p[1].x, Rational(17321, 10000)), 0);
  EXPECT_EQ(cmp(e.p[1].y, Rational(1)), 0);
}

// C = (1, 2), r = 5; (3, 4) has length 5, so T = C + (3, 4) = (4, 6) is on the
// circle and the line through T along (-4, 3), to (0, 9), is tangent there: u = 0.
TEST(OracleCircleLine, PythagoreanTangentGivesOnePoint) {
  const auto e = circle_line_exact(V{1, 2}, 5, V{4, 6}, V{0, 9});
  ASSERT_EQ(e.kind, CircleCrossing::one_point);
  EXPECT_EQ(cmp(e.u[0], Rational(0)), 0);
  EXPECT_EQ(cmp(e.p[0].x, Rational(4)), 0);
  EXPECT_EQ(cmp(e.p[0].y, Rational(6)), 0);
  EXPECT_EQ(circle_line_kind(V{1, 2}, 5, V{4, 6}, V{0, 9}), CircleCrossing::one_point);
  // One ulp more radius: two points; one less: none.
  EXPECT_EQ(circle_line_kind(V{1, 2}, std::nextafter(5.0, 6.0), V{4, 6}, V{0, 9}), CircleCrossing::two_points);
  EXPECT_EQ(circle_line_kind(V{1, 2}, std::nextafter(5.0, 4.0), V{4, 6}, V{0, 9}), CircleCrossing::none);
}

// C = (0, 0), r = 1, the line y = 2: A = 1, B = 0, C0 = 3, disc = -12.
TEST(OracleCircleLine, DistantLineMisses) {
  EXPECT_EQ(circle_line_exact(V{0, 0}, 1, V{0, 2}, V{1, 2}).kind, CircleCrossing::none);
  EXPECT_EQ(circle_line_kind(V{0, 0}, 1, V{0, 2}, V{1, 2}), CircleCrossing::none);
}

TEST(OracleCircleLine, ZeroLengthLineIsThePointP1) {
  const auto on = circle_line_exact(V{0, 0}, 5, V{3, 4}, V{3, 4});  // 9 + 16 = 25
  ASSERT_EQ(on.kind, CircleCrossing::one_point);
  EXPECT_EQ(cmp(on.p[0].x, Rational(3)), 0);
  EXPECT_EQ(circle_line_exact(V{0, 0}, 5, V{3, 3}, V{3, 3}).kind, CircleCrossing::none);
}

// r = 0: the circle is C = (1, 1); on the line y = x, off the line y = 0.
TEST(OracleCircleLine, ZeroRadiusIsThePointC) {
  const auto on = circle_line_exact(V{1, 1}, 0, V{0, 0}, V{2, 2});
  ASSERT_EQ(on.kind, CircleCrossing::one_point);
  EXPECT_EQ(cmp(on.u[0], Rational(1, 2)), 0);
  EXPECT_EQ(cmp(on.p[0].x, Rational(1)), 0);
  EXPECT_EQ(circle_line_exact(V{1, 1}, 0, V{0, 0}, V{2, 0}).kind, CircleCrossing::none);
}

TEST(OracleCircleLine, NonFiniteOrNegativeRadiusIsInvalid) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(circle_line_exact(V{nan, 0}, 1, V{0, 0}, V{1, 0}).kind, CircleCrossing::invalid_input);
  EXPECT_EQ(circle_line_kind(V{0, 0}, inf, V{0, 0}, V{1, 0}), CircleCrossing::invalid_input);
  EXPECT_EQ(circle_line_kind(V{0, 0}, -1, V{0, 0}, V{1, 0}), CircleCrossing::invalid_input);
  EXPECT_EQ(circle_line_kind(V{0, 0}, -0.0, V{0, 0}, V{1, 0}), CircleCrossing::one_point);
}

// The filtered kind agrees with the exact path on a grid dense in exact
// tangencies (integer radii and coordinates), and at scales the filter rejects.
TEST(OracleCircleLine, FilterAgreesWithExactOnAGrid) {
  for (int cx = -2; cx <= 2; ++cx)
    for (int r = 0; r <= 3; ++r)
      for (int x1 = -3; x1 <= 3; ++x1)
        for (int y2 = -3; y2 <= 3; ++y2)
          for (int e : {0, -600, 600}) {
            const double s = std::ldexp(1.0, e);
            const V c{cx * s, 1 * s}, p1{x1 * s, -2 * s}, p2{(x1 + 1) * s, y2 * s};
            EXPECT_EQ(circle_line_kind(c, r * s, p1, p2), circle_line_exact(c, r * s, p1, p2).kind);
          }
}

}  // namespace
