// circle_circle: the articles' worked examples, the robust conventions, and the
// oracle's rules, on values worked by hand.

#include <gtest/gtest.h>

#include <cmath>

#include "kernels/robust/circle_circle.h"
#include "kernels/seeds/circle_circle.h"
#include "oracle/circle_circle.h"

namespace {

using cc::Circle;
using cc::CircleCircleContact;

TEST(CircleCircle, Article001Examples) {
  // 001 §Collision between two circles: c1 = (2, 3) r 2, c2 = (7, 4) or (3, 4) r 1.
  for (auto f : {cc::seed001::circle_circle<double>, cc::robust::circle_circle<double>}) {
    EXPECT_EQ(f({{2, 3}, 2}, {{7, 4}, 1}), CircleCircleContact::none);         // c = 5.10 > 3
    EXPECT_EQ(f({{2, 3}, 2}, {{3, 4}, 1}), CircleCircleContact::overlapping);  // c = 1.41 < 3
  }
}

TEST(CircleCircle, Article004Examples) {
  // 004 §Full code listing: (100, 50) r 40 and (50, 50) r 10 touch; §Example:
  // (30, 20) r 37 and (180, 145) r 50 are apart (38125 > 7569).
  for (auto f : {cc::seed004::circle_circle<double>, cc::robust::circle_circle<double>}) {
    EXPECT_EQ(f({{100, 50}, 40}, {{50, 50}, 10}), CircleCircleContact::touching);
    EXPECT_EQ(f({{30, 20}, 37}, {{180, 145}, 50}), CircleCircleContact::none);
  }
  // The seed's strict < misses the listing's own touching pair.
  EXPECT_EQ(cc::seed001::circle_circle<double>({{100, 50}, 40}, {{50, 50}, 10}), CircleCircleContact::none);
}

TEST(CircleCircle, RobustConventions) {
  using cc::robust::circle_circle;
  EXPECT_EQ(circle_circle<double>({{0, 0}, 0}, {{0, 0}, 0}), CircleCircleContact::touching);  // two equal points
  EXPECT_EQ(circle_circle<double>({{0, 0}, 5}, {{3, 4}, 0}), CircleCircleContact::touching);  // a point on the circle
  EXPECT_EQ(circle_circle<double>({{0, 0}, 7}, {{3, 4}, 2}), CircleCircleContact::overlapping);  // internal tangency
  EXPECT_EQ(circle_circle<double>({{1, 1}, 2}, {{1, 1}, 2}), CircleCircleContact::overlapping);  // concentric
  EXPECT_EQ(circle_circle<double>({{0, 0}, -1}, {{3, 4}, 2}), CircleCircleContact::invalid_input);
  EXPECT_EQ(circle_circle<double>({{NAN, 0}, 1}, {{3, 4}, 2}), CircleCircleContact::invalid_input);
  // Tangent at 2^600: (3, 4) * 2^600 apart, radii 2 * 2^600 and 3 * 2^600 (the squares exceed the double range).
  const double s = 0x1p600;
  EXPECT_EQ(circle_circle<double>({{0, 0}, 2 * s}, {{3 * s, 4 * s}, 3 * s}), CircleCircleContact::touching);
  EXPECT_EQ(circle_circle<double>({{0, 0}, 2 * s}, {{3 * s, 4 * s}, std::nextafter(3 * s, 0.0)}),
            CircleCircleContact::none);
  // Tangent at 2^-600, where the squares underflow.
  const double t = 0x1p-600;
  EXPECT_EQ(circle_circle<double>({{0, 0}, 2 * t}, {{3 * t, 4 * t}, 3 * t}), CircleCircleContact::touching);
}

TEST(CircleCircle, OracleRules) {
  const Circle<double> a{{0, 0}, 1}, b{{2, 0}, 1};  // tangent
  EXPECT_EQ(cc::oracle::circle_circle_kind(a, b), CircleCircleContact::touching);
  EXPECT_EQ(cc::oracle::seed001_rule_exact(a, b), CircleCircleContact::none);
  EXPECT_EQ(cc::oracle::seed004_rule_exact(a, b, 1e-14), CircleCircleContact::touching);
  // 1e-8 apart in radius: R - D = (2 - 1e-8)^2 - 4 is about -4e-8, outside the band: none.
  const Circle<double> c{{2, 0}, 1 - 1e-8};
  EXPECT_EQ(cc::oracle::seed004_rule_exact(a, c, 1e-14), CircleCircleContact::none);
  // Circles 2^-30 across and 2^-30 apart: D - R is about 2^-60, inside the band: touching by the rule.
  const Circle<double> p{{0, 0}, 0x1p-31}, q{{0x1p-29, 0}, 0x1p-31};
  EXPECT_EQ(cc::oracle::circle_circle_kind(p, q), CircleCircleContact::none);
  EXPECT_EQ(cc::oracle::seed004_rule_exact(p, q, 1e-14), CircleCircleContact::touching);
}

}  // namespace
