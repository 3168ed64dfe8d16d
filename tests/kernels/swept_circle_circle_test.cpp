// Conventions of the swept_circle_circle kernels (robust and seed variants).

#include "../../kernels/robust/swept_circle_circle.h"
#include "../../kernels/seeds/swept_circle_circle.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace cc {
namespace {

template <class T>
MovingCircle<T> circle(T x0, T y0, T x1, T y1, T r) { return {{x0, y0}, {x1, y1}, r}; }

TEST(SweptCircleCircleRobust, InvalidInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  const auto B = circle<double>(0, 0, 0, 0, 1);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(nan, 0, 0, 0, 1), B).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, -inf, 0, 1), B).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, 0, 0, -1), B).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(5, 0, 5, 0, -0.0), B).kind, SweepKind::miss);
}

TEST(SweptCircleCircleRobust, HeadOnTimeIsALowerBoundWithinTwelveUlps) {
  // t* = 2/5 (see the oracle test): t <= 0.4 exactly and within 12 ulps of it.
  const auto r = robust::swept_circle_circle(circle<double>(-10, 0, 10, 0, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LT(r.t, 0.4);  // 0.4 as a double is above 2/5
  EXPECT_GE(r.t, 0.4 - 12 * 0x1p-54);
  EXPECT_EQ(r.normal.x, -1.0);
  EXPECT_EQ(r.normal.y, 0.0);
  EXPECT_NEAR(r.point.x, -1.0, 1e-14);
}

TEST(SweptCircleCircleRobust, StartOverlapAndCoincidentCenters) {
  auto r = robust::swept_circle_circle(circle<double>(1, 0, 9, 9, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.normal.x, 1.0);
  EXPECT_EQ(r.point.x, 1.0);
  r = robust::swept_circle_circle(circle<double>(3, 4, 0, 0, 1), circle<double>(3, 4, 9, 9, 2));
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.normal.x, 1.0);
  EXPECT_EQ(r.normal.y, 0.0);
  EXPECT_EQ(r.point.x, 5.0);
}

TEST(SweptCircleCircleRobust, GrazingAndEndingTouchAreHits) {
  auto r = robust::swept_circle_circle(circle<double>(-10, 2, 10, 2, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 0.5);
  EXPECT_GE(r.t, 0.5 - 12 * 0x1p-54);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(-10, 0x1.0000000000001p+1, 10, 0x1.0000000000001p+1, 1),
                                        circle<double>(0, 0, 0, 0, 1))
                .kind,
            SweepKind::miss);
  r = robust::swept_circle_circle(circle<double>(0, 0, 3, 0, 1), circle<double>(6, 0, 6, 0, 2));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 1.0);
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, 2, 0, 1), circle<double>(6, 0, 6, 0, 2)).kind,
            SweepKind::miss);
}

TEST(SweptCircleCircleRobust, ZeroMotionAndHugeMagnitudes) {
  EXPECT_EQ(robust::swept_circle_circle(circle<double>(0, 0, 5, 5, 1), circle<double>(3, 0, 8, 5, 1)).kind,
            SweepKind::miss);
  // Coordinates near the top of the double range: no overflow, t* = 2/5.
  const double s = 0x1p+1018;
  const auto r =
      robust::swept_circle_circle(circle<double>(-10 * s, 0, 10 * s, 0, s), circle<double>(0, 0, 0, 0, s));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LT(r.t, 0.4);
  EXPECT_GE(r.t, 0.4 - 12 * 0x1p-54);
  EXPECT_NEAR(r.point.x / s, -1.0, 1e-14);
}

TEST(SweptCircleCircleRobust, FloatRoundsTimeDown) {
  const auto r = robust::swept_circle_circle(circle<float>(-10, 0, 10, 0, 1), circle<float>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(static_cast<double>(r.t), 0.4);  // below 2/5 < 0.4 (double)
  EXPECT_EQ(r.t, std::nextafter(0.4f, 0.0f));  // 0.4f is above 2/5: the float below it
}

TEST(SweptCircleCircleSeeds, KnownFlawsByConstruction) {
  // seed004 tests t = 0 and t = 1 only: the head-on pass-through is missed.
  EXPECT_EQ(seed004::swept_circle_circle(circle<double>(-10, 0, 10, 0, 1), circle<double>(0, 0, 0, 0, 1)).kind,
            SweepKind::miss);
  // 004's worked example: distance 50 = 40 + 10, TOUCHING.
  EXPECT_EQ(seed004::circle_test<double>({100, 50}, 40, {50, 50}, 10), seed004::TOUCHING);
  // seed_quadratic: no relative motion gives a == 0 and NaN roots: a miss even
  // though the circles overlap.
  EXPECT_EQ(seed_quadratic::swept_circle_circle(circle<double>(0, 0, 0, 0, 1), circle<double>(1, 0, 1, 0, 1)).kind,
            SweepKind::miss);
  // ... and a start overlap reports the exit time: D(t) = (-1 + 4t, 0), R = 2,
  // exit at t = 3/4.
  const auto r =
      seed_quadratic::swept_circle_circle(circle<double>(-1, 0, 3, 0, 1), circle<double>(0, 0, 0, 0, 1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.75);
}

TEST(ExpansionArithmetic, ProductCompressAndSign) {
  using detail::Expansion;
  // (2^60 + 1)(2^60 - 1) = 2^120 - 1 exactly.
  Expansion<2> a, b;
  a.add(1.0);
  a.add(0x1p+60);
  b.add(-1.0);
  b.add(0x1p+60);
  auto p = detail::product(a, b);
  p.compress();
  ASSERT_EQ(p.n, 2u);
  EXPECT_EQ(p.c[1], 0x1p+120);
  EXPECT_EQ(p.c[0], -1.0);
  EXPECT_EQ(detail::difference(p, p).sign(), 0);
  EXPECT_EQ(detail::difference(p, detail::expansion_of(0x1p+120)).sign(), -1);
  // Compress keeps the value: 1 + 2^-60 + 2^-120 in many pieces.
  Expansion<4> e;
  e.add(0x1p-120);
  e.add(0x1p-60);
  e.add(1.0);
  e.add(0x1p-121);
  const auto before = e;
  e.compress();
  EXPECT_EQ(detail::difference(e, before).sign(), 0);
  EXPECT_EQ(e.c[e.n - 1], 1.0);
}

}  // namespace
}  // namespace cc
