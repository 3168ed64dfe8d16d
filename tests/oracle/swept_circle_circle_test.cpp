// Hand-worked cases of the swept_circle_circle oracle; expected values are
// worked out by hand in the comments, never by the code under test.

#include "../../oracle/swept_circle_circle.h"

#include <gtest/gtest.h>

#include "../../oracle/reference.h"

namespace cc::oracle {
namespace {

MovingCircle<double> circle(double x0, double y0, double x1, double y1, double r) { return {{x0, y0}, {x1, y1}, r}; }

double approx(const RootNumber& x) { return nearest_double(x); }

TEST(SweptCircleCircleOracle, HeadOnContactAtTwoFifths) {
  // D(t) = (-10 + 20 t, 0), R = 2: contact when -10 + 20 t = -2, t = 2/5; A is
  // left of B, so the normal is (-1, 0) and the point B + 1 (-1, 0) = (-1, 0).
  const auto e = swept_circle_circle_exact(circle(-10, 0, 10, 0, 1), circle(0, 0, 0, 0, 1));
  ASSERT_EQ(e.decision.kind, SweepKind::hit);
  EXPECT_FALSE(e.decision.start_overlap);
  EXPECT_EQ(compare_across(e.t, RootNumber(Rational(2, 5))), 0);
  EXPECT_EQ(approx(e.nx), -1.0);
  EXPECT_EQ(approx(e.ny), 0.0);
  EXPECT_EQ(approx(e.px), -1.0);
  EXPECT_EQ(approx(e.py), 0.0);
}

TEST(SweptCircleCircleOracle, GrazingPathTouchesOnceAtOneHalf) {
  // The relative path y = 2 passes at distance exactly R = 2: q has a double root
  // at x = 0, t = 1/2; normal (0, 1), point (0, 1).
  const auto e = swept_circle_circle_exact(circle(-10, 2, 10, 2, 1), circle(0, 0, 0, 0, 1));
  ASSERT_EQ(e.decision.kind, SweepKind::hit);
  EXPECT_EQ(Rational(e.qb * e.qb - 4 * e.qa * e.qc).sign(), 0);
  EXPECT_EQ(compare_across(e.t, RootNumber(Rational(1, 2))), 0);
  EXPECT_EQ(approx(e.nx), 0.0);
  EXPECT_EQ(approx(e.ny), 1.0);
  EXPECT_EQ(approx(e.py), 1.0);
  // One unit further out the path misses.
  EXPECT_EQ(swept_circle_circle_exact(circle(-10, 3, 10, 3, 1), circle(0, 0, 0, 0, 1)).decision.kind,
            SweepKind::miss);
}

TEST(SweptCircleCircleOracle, IrrationalFirstContact) {
  // A still at the origin, B from (2, 1) to (0, 1), radii 1: D(t) = (-2 + 2t, -1),
  // |D|^2 = 4 gives (2 - 2t)^2 = 3, t* = 1 - sqrt(3)/2 ~ 0.1339746.
  const auto e = swept_circle_circle_exact(circle(0, 0, 0, 0, 1), circle(2, 1, 0, 1, 1));
  ASSERT_EQ(e.decision.kind, SweepKind::hit);
  const RootNumber expected{Rational(1), Rational(-1, 2), Rational(3)};
  EXPECT_EQ(compare_across(e.t, expected), 0);
  // normal D(t*) / 2 = (-sqrt(3)/2, -1/2)
  EXPECT_NEAR(approx(e.nx), -0.8660254037844386, 1e-15);
  EXPECT_NEAR(approx(e.ny), -0.5, 1e-15);
}

TEST(SweptCircleCircleOracle, ArticleExampleIsTouchingAtStart) {
  // 004 §Full code listing: big (100, 50) r 40, small (50, 50) r 10: distance 50 =
  // 40 + 10, touching. As a sweep without motion: a hit at t = 0, normal from the
  // small circle (B) toward the big one (A), (1, 0), point (60, 50).
  const auto e = swept_circle_circle_exact(circle(100, 50, 100, 50, 40), circle(50, 50, 50, 50, 10));
  ASSERT_EQ(e.decision.kind, SweepKind::hit);
  EXPECT_TRUE(e.decision.start_overlap);
  EXPECT_EQ(approx(e.nx), 1.0);
  EXPECT_EQ(approx(e.px), 60.0);
  EXPECT_EQ(approx(e.py), 50.0);
}

TEST(SweptCircleCircleOracle, ConventionsForDegenerateInput) {
  // Coincident centers at t = 0: normal (1, 0), point B + r_B (1, 0).
  auto e = swept_circle_circle_exact(circle(3, 4, 0, 0, 1), circle(3, 4, 9, 9, 2));
  EXPECT_TRUE(e.decision.start_overlap);
  EXPECT_EQ(approx(e.nx), 1.0);
  EXPECT_EQ(approx(e.px), 5.0);
  // Two points on a collision course: D0 = (-2, 0), V = (4, 0): meet at t = 1/2,
  // normal D0 / |D0| = (-1, 0).
  e = swept_circle_circle_exact(circle(0, 0, 4, 0, 0), circle(2, 0, 2, 0, 0));
  ASSERT_EQ(e.decision.kind, SweepKind::hit);
  EXPECT_EQ(compare_across(e.t, RootNumber(Rational(1, 2))), 0);
  EXPECT_EQ(approx(e.nx), -1.0);
  EXPECT_EQ(approx(e.px), 2.0);
  // Same motion, apart: a miss.
  EXPECT_EQ(swept_circle_circle_decision(circle(0, 0, 5, 5, 1), circle(3, 0, 8, 5, 1)).kind, SweepKind::miss);
  // Invalid: NaN, infinity, negative radius; -0 is a valid radius.
  EXPECT_EQ(swept_circle_circle_decision(circle(NAN, 0, 0, 0, 1), circle(0, 0, 0, 0, 1)).kind,
            SweepKind::invalid_input);
  EXPECT_EQ(swept_circle_circle_decision(circle(0, 0, INFINITY, 0, 1), circle(0, 0, 0, 0, 1)).kind,
            SweepKind::invalid_input);
  EXPECT_EQ(swept_circle_circle_decision(circle(0, 0, 0, 0, -1), circle(5, 0, 5, 0, 1)).kind,
            SweepKind::invalid_input);
  EXPECT_EQ(swept_circle_circle_decision(circle(0, 0, 0, 0, -0.0), circle(0, 0, 0, 0, 1)).kind, SweepKind::hit);
}

TEST(SweptCircleCircleOracle, EndingTouchIsAHitAtOne) {
  // D(t) = (-6 + 3t, 0), R = 3: |D| = 3 first at t = 1.
  const auto e = swept_circle_circle_exact(circle(0, 0, 3, 0, 1), circle(6, 0, 6, 0, 2));
  ASSERT_EQ(e.decision.kind, SweepKind::hit);
  EXPECT_EQ(compare_across(e.t, RootNumber(Rational(1))), 0);
  // One step short: a miss.
  EXPECT_EQ(swept_circle_circle_decision(circle(0, 0, 2, 0, 1), circle(6, 0, 6, 0, 2)).kind, SweepKind::miss);
}

TEST(SweptCircleCircleOracle, FilterAgreesWithRationalsOnAGrid) {
  // Every configuration of a small grid, including touching and grazing ones:
  // the filtered decision equals the rationals' decision.
  int n = 0;
  for (int ax = -2; ax <= 2; ++ax)
    for (int ay = -2; ay <= 2; ++ay)
      for (int vx = -3; vx <= 3; ++vx)
        for (int vy = -3; vy <= 3; vy += 2)
          for (int r = 0; r <= 3; ++r) {
            const auto A = circle(ax, ay, ax + vx, ay + vy, r), B = circle(0.5, 0, -0.5, 1, 1);
            const auto filtered = swept_circle_circle_decision(A, B);
            const cc::oracle::EvaluationScope exact_only(cc::oracle::Evaluation::exact_only);
            ASSERT_EQ(filtered, swept_circle_circle_decision(A, B))
                << ax << " " << ay << " " << vx << " " << vy << " " << r;
            ++n;
          }
  EXPECT_GT(n, 0);
}

}  // namespace
}  // namespace cc::oracle
