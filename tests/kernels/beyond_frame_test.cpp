// The robust kernels at and beyond the edges of their scaled frames: inputs
// whose nonzero magnitudes span more than the frame can hold (a subnormal
// coordinate beside O(1) ones, a huge one beside tiny ones). Such inputs used
// to fall outside the kernels' exact domains; every decision is now exact for
// every finite input. Expected answers are exact by construction (stated at
// each case) or come from the oracle's rational arithmetic.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include "kernels/detail/big_dyadic.h"
#include "kernels/detail/orient2d.h"
#include "kernels/robust/circle_circle.h"
#include "kernels/robust/circle_line.h"
#include "kernels/robust/circle_segment.h"
#include "kernels/robust/line_line.h"
#include "kernels/robust/moving_point_segment.h"
#include "kernels/robust/point_segment.h"
#include "kernels/robust/segment_segment.h"
#include "kernels/robust/swept_circle_circle.h"
#include "kernels/robust/swept_circle_line.h"
#include "kernels/robust/swept_circle_segment.h"
#include "oracle/cross_sign.h"

namespace {

using cc::Vec2;
using V = Vec2<double>;
constexpr double kTiny = 0x1p-1074;  // the smallest subnormal

// A deterministic stream of doubles m 2^e, e over the whole exponent range, with
// zeros and small integers mixed in (a 64-bit LCG; no library distribution).
struct MixedDoubles {
  std::uint64_t state;
  std::uint64_t next() {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 11;
  }
  double operator()() {
    const std::uint64_t r = next();
    switch (r % 8) {
      case 0: return 0.0;
      case 1: return static_cast<double>(static_cast<int>(r >> 3) % 9 - 4);
      default: {
        const double m = static_cast<double>(next() % (std::uint64_t{1} << 53)) * 0x1p-53;
        const int e = -1074 + static_cast<int>((r >> 3) % 2090);
        const double v = std::ldexp(m, e);
        return (r >> 20) % 2 ? -v : v;
      }
    }
  }
};

TEST(BeyondFrame, OrientationSignIsExactAtEverySpan) {
  MixedDoubles draw{7};
  int beyond = 0;
  for (int i = 0; i < 20000; ++i) {
    const V a{draw(), draw()}, b{draw(), draw()};
    // Every third case: c on the line through a and b, when that is exact.
    V c{draw(), draw()};
    if (i % 3 == 0) c = {2 * b.x - a.x, 2 * b.y - a.y};
    if (!std::isfinite(c.x) || !std::isfinite(c.y)) continue;
    double m = 0, lo = INFINITY;
    for (double v : {a.x, a.y, b.x, b.y, c.x, c.y}) {
      m = std::fmax(m, std::fabs(v));
      if (v != 0) lo = std::fmin(lo, std::fabs(v));
    }
    if (m > 0 && m > lo * 0x1p+900) ++beyond;
    ASSERT_EQ(cc::detail::Orientation(m).sign(a, b, c), cc::oracle::cross_sign_exact(a, c, b, c))
        << "a=(" << a.x << ", " << a.y << ") b=(" << b.x << ", " << b.y << ") c=(" << c.x << ", " << c.y << ")";
  }
  EXPECT_GT(beyond, 5000);  // most cases lie beyond the old 2^900 span
}

TEST(BeyondFrame, OrientationAtTheOldSpanEdge) {
  // a, b, c on y = 2^-k x, k around the old 2^900 edge: collinear, then c moved
  // off the line by one ulp of its y (which is exact: c.y is a power of two).
  for (int k = 895; k <= 905; ++k) {
    const V a{0, 0}, b{1, std::ldexp(1.0, -k)}, c{2, std::ldexp(1.0, 1 - k)};
    const cc::detail::Orientation o(2);
    EXPECT_EQ(o.sign(a, b, c), 0) << k;
    EXPECT_EQ(o.sign(a, b, V{c.x, std::nextafter(c.y, 1.0)}), 1) << k;  // left of a -> b
    EXPECT_EQ(o.sign(a, b, V{c.x, std::nextafter(c.y, 0.0)}), -1) << k;
  }
}

TEST(BeyondFrame, AccuratePairKeepsItsRelativeBound) {
  // orient2d(a, b, c) for a = (0, 0), b = (1, 2^-1000): -cy' with cy' = c.y - c.x 2^-1000.
  const V a{0, 0}, b{1, 0x1p-1000};
  double v1, v2;
  cc::detail::Orientation(4).accurate_pair(a, b, V{3, 0x1p-999}, V{2, 0x1p-1000}, v1, v2);
  // exact: -(3 * 2^-1000 - 2^-999) = -2^-1000 and -(2 * 2^-1000 - 2^-1000) = -2^-1000: equal.
  EXPECT_EQ(v1, v2);
  EXPECT_LT(v1, 0);
}

TEST(BeyondFrame, CircleLineTangentWithASubnormalCoordinate) {
  // The unit circle and the vertical line x = 1 through (1, 1e-250) and (1, 1):
  // tangent at (1, 0), exactly one point (was "none" beyond the 2^460 span).
  const auto r = cc::robust::circle_line(V{0, 0}, 1.0, V{1, 1e-250}, V{1, 1});
  ASSERT_EQ(r.kind, cc::CircleCrossing::one_point);
  EXPECT_NEAR(r.p[0].x, 1.0, 28 * 0x1p-53);
  EXPECT_NEAR(r.p[0].y, 0.0, 28 * 0x1p-53);
  const auto s = cc::robust::circle_segment(V{0, 0}, 1.0, V{1, kTiny}, V{1, -1});
  ASSERT_EQ(s.kind, cc::CircleCrossing::one_point);
  // Off by the smallest subnormal: x = 1 + 2^-52 clears the circle (a miss) ...
  EXPECT_EQ(cc::robust::circle_line(V{0, 0}, 1.0, V{1 + 0x1p-52, kTiny}, V{1 + 0x1p-52, 1}).kind,
            cc::CircleCrossing::none);
  // ... and a radius one ulp larger cuts it twice.
  EXPECT_EQ(cc::robust::circle_line(V{0, 0}, 1 + 0x1p-52, V{1, kTiny}, V{1, 1}).kind, cc::CircleCrossing::two_points);
}

TEST(BeyondFrame, CircleLineWithATinySegmentFindsPointsFarAlongIt) {
  // A segment of length 2^-1000 on the line y = 0 and the circle of radius 1
  // about (0, 0): the line meets it at (-1, 0) and (1, 0), each 2^1000 segment
  // lengths away from P1 = (0, 0).
  const auto r = cc::robust::circle_line(V{0, 0}, 1.0, V{0, 0}, V{0x1p-1000, 0});
  ASSERT_EQ(r.kind, cc::CircleCrossing::two_points);
  EXPECT_NEAR(r.p[0].x, -1.0, 28 * 0x1p-53);
  EXPECT_NEAR(r.p[1].x, 1.0, 28 * 0x1p-53);
  EXPECT_EQ(r.p[0].y, 0.0);
}

TEST(BeyondFrame, CircleCircleAtTheSmallestSubnormal) {
  using cc::CircleCircleContact;
  const cc::Circle<double> unit{{0, 0}, 1};
  // Centres 2 apart touch; moving one by the smallest subnormal across the
  // line of centres separates them (|d|^2 = 4 + 2^-2148 > 4).
  EXPECT_EQ(cc::robust::circle_circle(unit, cc::Circle<double>{{2, 0}, 1}), CircleCircleContact::touching);
  EXPECT_EQ(cc::robust::circle_circle(unit, cc::Circle<double>{{2, kTiny}, 1}), CircleCircleContact::none);
  EXPECT_EQ(cc::robust::circle_circle(cc::Circle<double>{{0, 0}, kTiny}, cc::Circle<double>{{kTiny, kTiny}, 0x1p+1000}),
            CircleCircleContact::overlapping);
}

TEST(BeyondFrame, SegmentsAndLinesAtSubnormalOffsets) {
  using cc::Segment;
  // A vertical segment at x = 2^-1074 and a horizontal one from 0 to 1: they
  // cross at (2^-1074, 0.5); starting the horizontal one at 2 2^-1074 misses.
  const Segment<double> vertical{{kTiny, 0}, {kTiny, 1}};
  const auto hit = cc::robust::segment_segment(vertical, Segment<double>{{0, 0.5}, {1, 0.5}});
  ASSERT_EQ(hit.kind, cc::SegmentContact::point);
  EXPECT_EQ(hit.p.x, kTiny);
  EXPECT_EQ(hit.p.y, 0.5);
  EXPECT_EQ(cc::robust::segment_segment(vertical, Segment<double>{{2 * kTiny, 0.5}, {1, 0.5}}).kind,
            cc::SegmentContact::none);
  // A line of slope 2^-1074 through the origin and y = 1: parallel? No; they
  // meet at x = 2^1074, beyond the range: an infinity of the right sign.
  const auto ll = cc::robust::line_line(Segment<double>{{0, 0}, {1, kTiny}}, Segment<double>{{0, 1}, {1, 1}});
  ASSERT_EQ(ll.kind, cc::LineContact::point);
  EXPECT_EQ(ll.p.x, INFINITY);
  EXPECT_EQ(ll.p.y, 1.0);
  // (3, 3) 2^-1074 lies on the segment from the origin to (1, 1); (3, 4) 2^-1074 does not.
  const Segment<double> diagonal{{0, 0}, {1, 1}};
  EXPECT_EQ(cc::robust::point_segment(V{3 * kTiny, 3 * kTiny}, diagonal), cc::PointSegmentContact::on_segment);
  EXPECT_EQ(cc::robust::point_segment(V{3 * kTiny, 4 * kTiny}, diagonal), cc::PointSegmentContact::off_line);
}

TEST(BeyondFrame, SweptCircleCircleTowardASubnormalEnd) {
  // B moves from (0, 1) to (0, 2^-1074), toward the static point A at the
  // origin: it stops short, a miss (was a hit near t = 1 beyond the 2^430 span).
  const cc::MovingCircle<double> A{{0, 0}, {0, 0}, 0};
  EXPECT_EQ(cc::robust::swept_circle_circle(A, cc::MovingCircle<double>{{0, 1}, {0, kTiny}, 0}).kind,
            cc::SweepKind::miss);
  // Ending at (0, -2^-1074) it passes through A: a hit at t* = 1 / (1 + 2^-1074), t <= t*.
  const auto r = cc::robust::swept_circle_circle(A, cc::MovingCircle<double>{{0, 1}, {0, -kTiny}, 0});
  ASSERT_EQ(r.kind, cc::SweepKind::hit);
  EXPECT_LT(r.t, 1.0);
  EXPECT_GE(r.t, 1.0 - 12 * 0x1p-53);
}

TEST(BeyondFrame, SweptCircleAgainstALineAtASubnormalHeight) {
  // A unit circle moving from (0, 2) to (0, -2) meets the line y = 2^-1074 when
  // its centre is at 1 + 2^-1074: t* = (1 - 2^-1074) / 4, just below 1/4.
  const V c0{0, 2}, c1{0, -2}, p1{-1, kTiny}, p2{1, kTiny};
  for (const auto& r : {cc::robust::swept_circle_line(c0, c1, 1.0, p1, p2),
                        cc::robust::swept_circle_segment(c0, c1, 1.0, p1, p2)}) {
    ASSERT_EQ(r.kind, cc::SweepKind::hit);
    EXPECT_LT(r.t, 0.25);
    EXPECT_GE(r.t, 0.25 - 19 * 0x1p-53 * 0.25 - 3 * kTiny);
  }
  // Its end at y = 1 + 2^-52 (above 1 + 2^-1074) stops short of the line: a miss.
  EXPECT_EQ(cc::robust::swept_circle_line(c0, V{0, 1 + 0x1p-52}, 1.0, p1, p2).kind, cc::SweepKind::miss);
  // A segment of length 2^-1074 at (0.5, 0.1): its end is the contact, exactly.
  const auto e = cc::robust::swept_circle_segment(c0, c1, 1.0, V{0.5, 0.1}, V{0.5, 0.1 + kTiny});
  ASSERT_EQ(e.kind, cc::SweepKind::hit);
  EXPECT_EQ(e.point.x, 0.5);
}

TEST(BeyondFrame, BigDyadicRoundsToNearest) {
  using cc::detail::BigDyadic;
  long e = 0;
  // 1 + 2^-53 + 2^-200: above the tie, rounds up to 1 + 2^-52.
  const BigDyadic x = BigDyadic(1.0) + BigDyadic(0x1p-53) + BigDyadic(0x1p-200);
  EXPECT_EQ(x.to_double(), 1 + 0x1p-52);
  // 1 + 2^-53 exactly: a tie, to even (1).
  EXPECT_EQ((BigDyadic(1.0) + BigDyadic(0x1p-53)).to_double(), 1.0);
  // A product far below the double range keeps its significand.
  const BigDyadic tiny = BigDyadic(3 * kTiny) * BigDyadic(kTiny);
  EXPECT_EQ(tiny.frexp(e), 0.75);
  EXPECT_EQ(e, -2148 + 2);
  EXPECT_EQ(tiny.to_double(2148), 3.0);
}

TEST(BeyondFrame, MovingPointSegmentNormalAtASegmentOfSubnormalLength) {
  // The segment collapses onto x = 0 from (0, 1) to a segment of length 2^-149
  // at t = 1, its end b(1) at the origin; the point comes from (2^-149, 0) on
  // the right and reaches b(1) at t* = 1. The normal from the segment toward
  // the point is (1, 0): D(1) = (0, -2^-149) is lost when a(1) is rounded.
  const cc::MovingPointSegment<float> in{{0x1p-149f, 0}, {0, 0}, {0, 1}, {0, 1}, {0, 0x1p-149f}, {0, 0}};
  const auto r = cc::robust::moving_point_segment(in);
  ASSERT_EQ(r.kind, cc::SweepKind::hit);
  EXPECT_EQ(r.t, 1.0f);
  EXPECT_EQ(r.normal.x, 1.0f);
  EXPECT_EQ(r.normal.y, 0.0f);
}

}  // namespace
