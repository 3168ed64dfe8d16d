// The robust moving_point_segment kernel's conventions, and the seed003
// transcription's documented behaviour on the same hand-worked cases.

#include "kernels/robust/moving_point_segment.h"
#include "kernels/seeds/moving_point_segment.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "oracle/moving_point_segment.h"
#include "oracle/sqrt_extension.h"

namespace {

using cc::MovingPointSegment;
using cc::SweepKind;

template <class T>
MovingPointSegment<T> q(T p1x, T p1y, T p2x, T p2y, T l1x, T l1y, T l2x, T l2y, T l3x, T l3y, T l4x, T l4y) {
  return {{p1x, p1y}, {p2x, p2y}, {l1x, l1y}, {l2x, l2y}, {l3x, l3y}, {l4x, l4y}};
}

// Static segment (0,0)-(2,0), the point falling through (1,0) at t = 1/2: the
// article's a is 0.
TEST(KernelMovingPointSegment, RobustLinearCaseIsExact) {
  const auto r = cc::robust::moving_point_segment(q<double>(1, 2, 1, -2, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.point.x, 1.0);
  EXPECT_EQ(r.point.y, 0.0);
  EXPECT_EQ(r.normal.x, 0.0);
  EXPECT_EQ(r.normal.y, 1.0);
  const auto f = cc::robust::moving_point_segment(q<float>(1, 2, 1, -2, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(f.kind, SweepKind::hit);
  EXPECT_EQ(f.t, 0.5f);
}

// The same case divides by a == 0 in the transcription: t1 = +-inf or NaN, a miss.
TEST(KernelMovingPointSegment, Seed003MissesTheLinearCase) {
  EXPECT_EQ(cc::seed003::moving_point_segment(q<double>(1, 2, 1, -2, 0, 0, 2, 0, 0, 0, 2, 0)).kind, SweepKind::miss);
}

TEST(KernelMovingPointSegment, RobustStartContactAndGrazingEndpoint) {
  const auto s = cc::robust::moving_point_segment(q<double>(1, 0, 1, 5, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(s.kind, SweepKind::hit);
  EXPECT_EQ(s.t, 0.0);
  EXPECT_EQ(s.normal.y, -1.0);  // it comes from below (f = 10 t)
  const auto g = cc::robust::moving_point_segment(q<double>(2, 2, 2, -2, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(g.kind, SweepKind::hit);
  EXPECT_EQ(g.t, 0.5);
  EXPECT_EQ(cc::robust::moving_point_segment(q<double>(3, 2, 3, -2, 0, 0, 2, 0, 0, 0, 2, 0)).kind, SweepKind::miss);
}

// f = 2 (2t - 1)^2 (worked in the oracle test): touching at exactly 1/2.
TEST(KernelMovingPointSegment, RobustDoubleRoot) {
  const auto r = cc::robust::moving_point_segment(q<double>(0, 0, 2, 0, 0, -1, 2, 1, 0, 1, 2, -1));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.normal.x, 0.0);
  EXPECT_EQ(r.normal.y, 1.0);
}

// t* = 1/2 - sqrt(5)/10: t is the largest double not above it.
TEST(KernelMovingPointSegment, RobustTimeIsTheLargestDoubleNotAboveTStar) {
  using cc::oracle::Rational;
  using cc::oracle::RootNumber;
  const auto r = cc::robust::moving_point_segment(q<double>(1, -1, 1, 4, 0, 0, 4, 0, 0, 0, 0, 4));
  ASSERT_EQ(r.kind, SweepKind::hit);
  const RootNumber t_star(Rational(1, 2), Rational(-1, 10), Rational(5));
  EXPECT_LE(cc::oracle::compare_across(RootNumber(Rational(r.t)), t_star), 0);
  EXPECT_GT(cc::oracle::compare_across(RootNumber(Rational(std::nextafter(r.t, 1.0))), t_star), 0);
  // The transcription's t2 = (p - a) / (a - b) is the negative of the segment
  // parameter (about 0.35 here, 0.90 at the second root): it misses.
  EXPECT_EQ(cc::seed003::moving_point_segment(q<double>(1, -1, 1, 4, 0, 0, 4, 0, 0, 0, 0, 4)).kind, SweepKind::miss);
}

// A zero-length segment is a point: hit by coinciding, normal (0, 0).
TEST(KernelMovingPointSegment, RobustZeroLengthSegment) {
  const auto r = cc::robust::moving_point_segment(q<double>(1, 1, 1, -1, 0, 0, 2, 0, 2, 0, 0, 0));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.normal.x, 0.0);
  EXPECT_EQ(r.normal.y, 0.0);
  EXPECT_EQ(cc::robust::moving_point_segment(q<double>(1, 1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0)).kind, SweepKind::miss);
}

// Sliding along the line into (0,0): the stated left normal of a -> b.
TEST(KernelMovingPointSegment, RobustCollinearUsesTheLeftNormal) {
  const auto r = cc::robust::moving_point_segment(q<double>(-2, 0, 2, 0, 0, 0, 2, 0, 0, 0, 2, 0));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.normal.y, 1.0);
}

TEST(KernelMovingPointSegment, RobustSpecialValuesAreInvalid) {
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(cc::robust::moving_point_segment(q<double>(NAN, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0)).kind,
            SweepKind::invalid_input);
  EXPECT_EQ(cc::robust::moving_point_segment(q<double>(0, 0, 0, 0, 0, 0, 1, 0, 0, 0, inf, 0)).kind,
            SweepKind::invalid_input);
}

// Far apart in exponent: decisions stay exact (the slow path has no range limit).
TEST(KernelMovingPointSegment, RobustExtremeMagnitudes) {
  const double big = 0x1p+1000, tiny = 0x1p-1070;
  const auto r = cc::robust::moving_point_segment(q<double>(tiny, big, tiny, -big, 0, 0, big, 0, 0, 0, big, 0));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(cc::robust::moving_point_segment(q<double>(-tiny, big, -tiny, -big, 0, 0, big, 0, 0, 0, big, 0)).kind,
            SweepKind::miss);
}

// The scaled copy of an input by 2^k (exact: no value leaves the normal range).
MovingPointSegment<double> scaled(MovingPointSegment<double> in, double k) {
  for (cc::Vec2<double>* v : {&in.p1, &in.p2, &in.l1, &in.l2, &in.l3, &in.l4}) *v = {k * v->x, k * v->y};
  return in;
}

// The double-double stage of the root search runs for M in [2^-300, 2^300]
// (DdPoints::usable): at both edges, one binade outside each (the exact search
// answers), and within, the exact time is invariant under scaling by 2^k, so t
// must not change; the oracle confirms it is the largest double not above t*.
TEST(KernelMovingPointSegment, RobustDoubleDoubleStageEdgesAgree) {
  using cc::oracle::Rational;
  using cc::oracle::RootNumber;
  const auto base = q<double>(1, -1, 1, 4, 0, 0, 4, 0, 0, 0, 0, 4);  // M = 4, t* = 1/2 - sqrt(5)/10
  const double t0 = cc::robust::moving_point_segment(base).t;
  const RootNumber t_star(Rational(1, 2), Rational(-1, 10), Rational(5));
  EXPECT_LE(cc::oracle::compare_across(RootNumber(Rational(t0)), t_star), 0);
  EXPECT_GT(cc::oracle::compare_across(RootNumber(Rational(std::nextafter(t0, 1.0))), t_star), 0);
  for (const double k : {0x1p+298, 0x1p+299, 0x1p-302, 0x1p-303, 0x1p+198, 0x1p+199, 0x1p-202, 0x1p-203}) {
    const auto r = cc::robust::moving_point_segment(scaled(base, k));
    ASSERT_EQ(r.kind, SweepKind::hit) << k;
    EXPECT_EQ(r.t, t0) << k;
    EXPECT_EQ(r.normal.x, cc::robust::moving_point_segment(base).normal.x) << k;
  }
}

// The plain-double fast path (fast_path) and the grid path run for M in
// [2^-200, 2^200]: misses with f of one sign on [0, 1] and with disc < 0, and
// hits whose f changes sign, at the edges and one binade outside, against the oracle.
TEST(KernelMovingPointSegment, RobustMissFilterEdgesAgreeWithOracle) {
  const MovingPointSegment<double> cases[] = {
      q<double>(0, 1, 1, 2, 0, 0, 1, 0, 0, 0, 1, 0),    // f > 0 throughout: Bernstein test
      q<double>(0, 1, 1, 1, 0, 0, 1, 0, 1, -1, 0, -1),  // the segment turns; stays a miss
      q<double>(3, 2, 3, -2, 0, 0, 2, 0, 0, 0, 2, 0),   // crosses the line beside the segment
      q<double>(1, 2, 1, -2, 0, 0, 2, 0, 0, 0, 2, 0),   // a hit at 1/2
      q<double>(1, -1, 1, 4, 0, 0, 4, 0, 0, 0, 0, 4)};  // a hit at an irrational time
  for (const auto& base : cases) {
    const SweepKind want = cc::oracle::moving_point_segment_exact(base).kind;
    EXPECT_EQ(cc::robust::moving_point_segment(base).kind, want);
    for (const double k : {0x1p+197, 0x1p+198, 0x1p+199, 0x1p-201, 0x1p-202, 0x1p-203}) {
      const auto in = scaled(base, k);
      EXPECT_EQ(cc::robust::moving_point_segment(in).kind, cc::oracle::moving_point_segment_exact(in).kind) << k;
      EXPECT_EQ(cc::robust::moving_point_segment(in).kind, want) << k;
    }
  }
  // A near-miss whose disc is negative by far less than the bound: the filter
  // must refuse, the exact path decide (the oracle agrees).
  const auto near = q<double>(0, 1, 1, 0x1p-60, 0, 0, 1, 0, 0, 0, 1, 0);
  EXPECT_EQ(cc::robust::moving_point_segment(near).kind, cc::oracle::moving_point_segment_exact(near).kind);
}

// A subnormal coordinate beside 2^24 is on no coarse grid (its quotient by the
// grid unit underflows to an integer, 0): the grid path must refuse it (found
// by the mixed_magnitude regime).
TEST(KernelMovingPointSegment, RobustGridPathRefusesASubnormalBesideLargeValues) {
  const auto in = q<double>(0, 0, 0, 0, 0, 0x1p-1064, -0x1p+23, 0x1p+23, 0x1p+23, -0x1p+24, -0x1p+23, 0);
  const auto want = cc::oracle::moving_point_segment_exact(in).kind;
  EXPECT_EQ(want, SweepKind::hit);
  EXPECT_EQ(cc::robust::moving_point_segment(in).kind, want);
  // The same configuration on the grid (the subnormal replaced by 0 and by one
  // grid unit 2^15): the grid path answers, as the oracle does.
  for (const double y : {0.0, 0x1p+15}) {
    const auto g = q<double>(0, 0, 0, 0, 0, y, -0x1p+23, 0x1p+23, 0x1p+23, -0x1p+24, -0x1p+23, 0);
    EXPECT_EQ(cc::robust::moving_point_segment(g).kind, cc::oracle::moving_point_segment_exact(g).kind) << y;
  }
}

}  // namespace
