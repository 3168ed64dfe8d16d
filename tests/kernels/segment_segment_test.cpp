// Hand cases for kernels/segment_segment.h: the conventions of the header, and
// the seed variants' documented behaviour on the articles' own examples.

#include "kernels/robust/segment_segment.h"
#include "kernels/seeds/segment_segment.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using cc::Segment;
using cc::SegmentContact;

template <class T>
Segment<T> seg(T ax, T ay, T bx, T by) { return {{ax, ay}, {bx, by}}; }

TEST(SegmentSegment, Seed001SlopeReproducesTheSecondWorkedExample) {
  // 001 §Collision between line and line: x = -18 / -4 = 4.5 lies in both ranges.
  const auto r = cc::seed001_slope::segment_segment(seg(4.f, 5.f, 6.f, 1.f), seg(6.f, 7.f, 3.f, 1.f));
  ASSERT_EQ(r.kind, SegmentContact::point);
  EXPECT_EQ(r.p.x, 4.5f);
  EXPECT_EQ(cc::seed001_slope::segment_segment(seg(4.f, 5.f, 6.f, 1.f), seg(3.f, 4.f, 2.f, 3.f)).kind,
            SegmentContact::none);
}

TEST(SegmentSegment, Seed001SlopeMissesEveryContactWithAVerticalSegment) {
  EXPECT_EQ(cc::seed001_slope::segment_segment(seg(0.0, 0.0, 0.0, 2.0), seg(-1.0, 1.0, 1.0, 1.0)).kind,
            SegmentContact::none);
  EXPECT_EQ(cc::robust::segment_segment(seg(0.0, 0.0, 0.0, 2.0), seg(-1.0, 1.0, 1.0, 1.0)).kind,
            SegmentContact::point);
}

TEST(SegmentSegment, Seed000ReportsNoContactForCollinearOverlap) {
  EXPECT_EQ(cc::seed000::segment_segment(seg(0.0, 0.0, 2.0, 2.0), seg(1.0, 1.0, 3.0, 3.0)).kind, SegmentContact::none);
}

TEST(SegmentSegment, RobustReturnsTouchingEndpointsExactly) {
  // B.a = (1/3-ish, rounded) lies exactly on A only if the rounding lands on it:
  // use an exactly representable one.
  const auto r = cc::robust::segment_segment(seg(0.0, 0.0, 8.0, 4.0), seg(6.0, 3.0, 6.0, 9.0));
  ASSERT_EQ(r.kind, SegmentContact::point);
  EXPECT_EQ(r.p.x, 6.0);
  EXPECT_EQ(r.p.y, 3.0);
}

TEST(SegmentSegment, RobustOverlapEndsAreOrderedAlongA) {
  const auto r = cc::robust::segment_segment(seg(5.0, 0.0, -5.0, 0.0), seg(-1.0, 0.0, 9.0, 0.0));
  ASSERT_EQ(r.kind, SegmentContact::overlap);
  EXPECT_EQ(r.p.x, 5.0);
  EXPECT_EQ(r.q.x, -1.0);
}

TEST(SegmentSegment, RobustZeroLengthAndSpecialValues) {
  EXPECT_EQ(cc::robust::segment_segment(seg(1.0, 1.0, 1.0, 1.0), seg(0.0, 0.0, 3.0, 3.0)).kind, SegmentContact::point);
  EXPECT_EQ(cc::robust::segment_segment(seg(1.0, 1.0, 1.0, 1.0), seg(0.0, 0.0, 3.0, 3.5)).kind, SegmentContact::none);
  EXPECT_EQ(cc::robust::segment_segment(seg<double>(NAN, 1.0, 1.0, 1.0), seg(0.0, 0.0, 3.0, 3.0)).kind,
            SegmentContact::invalid_input);
  EXPECT_EQ(cc::robust::segment_segment(seg<float>(0.f, 0.f, INFINITY, 1.f), seg<float>(0.f, 0.f, 3.f, 3.f)).kind,
            SegmentContact::invalid_input);
}

TEST(SegmentSegment, RobustCrossingAtHugeAndTinyScalesIsFiniteAndExactHere) {
  for (double s : {0x1p+1020, 0x1p-1070}) {
    const auto r = cc::robust::segment_segment(seg(-s, -s, s, s), seg(-s, s, s, -s));
    ASSERT_EQ(r.kind, SegmentContact::point) << s;
    EXPECT_EQ(r.p.x, 0.0);
    EXPECT_EQ(r.p.y, 0.0);
  }
}

TEST(SegmentSegment, RobustNearlyParallelNearEndpointIsDecidedExactly) {
  // B's far end one ulp below A's line: the segments share B.a only.
  const double y = std::nextafter(1.0, 0.0);
  EXPECT_EQ(cc::robust::segment_segment(seg(0.0, 0.0, 1.0, 1.0), seg(0.5, 0.5, 1.0, y)).kind, SegmentContact::point);
  EXPECT_EQ(cc::robust::segment_segment(seg(0.0, 0.0, 1.0, 1.0), seg(0.75, 0.75, 0.5, 0.5)).kind,
            SegmentContact::overlap);
}

}  // namespace
