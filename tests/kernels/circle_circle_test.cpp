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

// The filter (8u (R + D), u = 2^-53; 2^-21 for float) and stage B decide where
// R - D is far from zero; near tangency they must refuse and the exact stages
// answer. A tangent pair (3-4-5 at scale 2^e) with one radius moved k ulps
// crosses every threshold: the filter refuses within about 2^5 ulps, stage B
// decides every k != 0 with exact squares, and k == 0 needs the exact sum.
TEST(CircleCircle, RobustFilterAndStageBAroundTangency) {
  using cc::robust::circle_circle;
  for (int e : {-600, -500, -60, 0, 40, 470, 520, 900}) {
    const double s = std::ldexp(1.0, e);
    for (int k : {-1 << 20, -4096, -64, -33, -32, -31, -17, -16, -15, -2, -1, 0, 1, 2, 15, 16, 17, 31, 32, 33, 64, 4096,
                  1 << 20}) {
      double r2 = 3 * s;
      for (int i = 0; i < std::abs(k); ++i) r2 = std::nextafter(r2, k > 0 ? INFINITY : 0.0);
      const Circle<double> a{{0, 0}, 2 * s}, b{{3 * s, 4 * s}, r2};
      EXPECT_EQ(circle_circle<double>(a, b), cc::oracle::circle_circle_kind(a, b)) << "e=" << e << " k=" << k;
      EXPECT_EQ(circle_circle<double>(b, a), cc::oracle::circle_circle_kind(a, b)) << "e=" << e << " k=" << k;
    }
  }
}

// Full-precision centres and radii (inexact sums and differences: stage B's
// tails) one ulp either side of the nearest double to tangency.
TEST(CircleCircle, RobustStageBWithInexactSumsAndDifferences) {
  using cc::robust::circle_circle;
  const double xs[] = {0.1, 1.0 / 3, 12345.678901, 1e-7, 7e15};
  for (double x : xs) {
    const Circle<double> a{{x, -x / 7}, x / 3};
    const double dx = 2 * x + 0.3, dy = x / 11;
    const double dist = std::sqrt(dx * dx + dy * dy);
    const double r0 = dist - a.r;
    for (int k = -3; k <= 3; ++k) {
      double r = r0;
      for (int i = 0; i < std::abs(k); ++i) r = std::nextafter(r, k > 0 ? INFINITY : 0.0);
      const Circle<double> b{{a.c.x + dx, a.c.y + dy}, r};
      EXPECT_EQ(circle_circle<double>(a, b), cc::oracle::circle_circle_kind(a, b)) << "x=" << x << " k=" << k;
    }
  }
}

// Below the filter's floor (R + D < 2^-900, where products may have underflowed)
// the filter refuses even far from tangency; the scaled exact stage answers.
TEST(CircleCircle, RobustTinyInputsRefusedByTheFilter) {
  using cc::robust::circle_circle;
  const double t = 0x1p-460;  // squares near 2^-920
  for (double r2 : {1 * t, 2 * t, 3 * t, std::nextafter(3 * t, 0.0), 4 * t}) {
    const Circle<double> a{{0, 0}, 2 * t}, b{{3 * t, 4 * t}, r2};
    EXPECT_EQ(circle_circle<double>(a, b), cc::oracle::circle_circle_kind(a, b));
  }
  // A subnormal radius beside O(1) centres (mixed magnitudes).
  const Circle<double> c{{0, 0}, 0x1p-1074}, d{{1, 0}, 1};
  EXPECT_EQ(circle_circle<double>(c, d), cc::oracle::circle_circle_kind(c, d));
}

// The float filter (2^-21 (R + D), floor 2^-100) around tangency, and tiny floats.
TEST(CircleCircle, RobustFloatFilterAroundTangency) {
  using cc::robust::circle_circle;
  for (int e : {-60, -40, 0, 20, 60}) {
    const float s = std::ldexp(1.0f, e);
    for (int k = -40; k <= 40; ++k) {
      float r2 = 3 * s;
      for (int i = 0; i < std::abs(k); ++i) r2 = std::nextafter(r2, k > 0 ? INFINITY : 0.0f);
      const Circle<float> a{{0, 0}, 2 * s}, b{{3 * s, 4 * s}, r2};
      const Circle<double> ad{{0, 0}, 2.0 * s}, bd{{3.0 * s, 4.0 * s}, r2};
      EXPECT_EQ(circle_circle<float>(a, b), cc::oracle::circle_circle_kind(ad, bd)) << "e=" << e << " k=" << k;
    }
  }
}

}  // namespace
