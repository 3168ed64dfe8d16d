// The segment_segment oracle on hand-computed cases, and its filter against its
// own exact path.

#include "oracle/segment_segment.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

namespace {

using cc::Segment;
using cc::SegmentContact;
using cc::oracle::Rational;
using cc::oracle::segment_segment_exact;
using cc::oracle::segment_segment_kind;

Segment<double> seg(double ax, double ay, double bx, double by) { return {{ax, ay}, {bx, by}}; }

// 001 §Collision between line and line, first worked example: line 1 through
// (4, 5), (6, 1) (m1 = -2, b1 = 13) and line 2 through (3, 4), (2, 3) (m2 = 1,
// b2 = 1) cross at x = 4, which is outside line 2's x range [2, 3]: no collision.
TEST(OracleSegmentSegment, Seed001FirstWorkedExampleHasNoContact) {
  EXPECT_EQ(segment_segment_kind(seg(4, 5, 6, 1), seg(3, 4, 2, 3)), SegmentContact::none);
  EXPECT_EQ(segment_segment_exact(seg(4, 5, 6, 1), seg(3, 4, 2, 3)).kind, SegmentContact::none);
}

// Extending line 2 along its own slope to (5, 6) reaches the crossing x = 4,
// y = -2 * 4 + 13 = 5: line 1's endpoint, a touching contact.
TEST(OracleSegmentSegment, Seed001FirstWorkedExampleLinesCrossAtXEquals4) {
  const auto e = segment_segment_exact(seg(4, 5, 6, 1), seg(3, 4, 5, 6));
  ASSERT_EQ(e.kind, SegmentContact::point);
  EXPECT_EQ(e.p.x, Rational(4));
  EXPECT_EQ(e.p.y, Rational(5));
}

// Second worked example: line 2 through (6, 7), (3, 1) (m2 = 2, b2 = -5); the
// crossing x = 4.5 lies in both ranges, y = -2 * 4.5 + 13 = 4.
TEST(OracleSegmentSegment, Seed001SecondWorkedExampleCrossesAtXEquals4Point5) {
  EXPECT_EQ(segment_segment_kind(seg(4, 5, 6, 1), seg(6, 7, 3, 1)), SegmentContact::point);
  const auto e = segment_segment_exact(seg(4, 5, 6, 1), seg(6, 7, 3, 1));
  ASSERT_EQ(e.kind, SegmentContact::point);
  EXPECT_EQ(e.p.x, Rational(9, 2));
  EXPECT_EQ(e.p.y, Rational(4));
}

TEST(OracleSegmentSegment, ProperCrossingHasTheRationalPoint) {
  // x + y = 1 and y = x / 2 meet at (2/3, 1/3).
  const auto e = segment_segment_exact(seg(0, 1, 1, 0), seg(0, 0, 2, 1));
  ASSERT_EQ(e.kind, SegmentContact::point);
  EXPECT_EQ(e.p.x, Rational(2, 3));
  EXPECT_EQ(e.p.y, Rational(1, 3));
}

TEST(OracleSegmentSegment, CollinearOverlapIsOrderedAlongA) {
  const auto e = segment_segment_exact(seg(4, 4, 0, 0), seg(1, 1, 6, 6));
  ASSERT_EQ(e.kind, SegmentContact::overlap);
  EXPECT_EQ(e.p.x, Rational(4));  // nearer A.a
  EXPECT_EQ(e.q.x, Rational(1));
  EXPECT_EQ(segment_segment_kind(seg(4, 4, 0, 0), seg(1, 1, 6, 6)), SegmentContact::overlap);
}

TEST(OracleSegmentSegment, CollinearSegmentsSharingOneEndpointTouchAtAPoint) {
  const auto e = segment_segment_exact(seg(0, 0, 1, 2), seg(1, 2, 3, 6));
  ASSERT_EQ(e.kind, SegmentContact::point);
  EXPECT_EQ(e.p.x, Rational(1));
  EXPECT_EQ(e.p.y, Rational(2));
}

TEST(OracleSegmentSegment, CollinearDisjointAndParallelDistinctDoNotTouch) {
  EXPECT_EQ(segment_segment_kind(seg(0, 0, 1, 1), seg(2, 2, 3, 3)), SegmentContact::none);
  EXPECT_EQ(segment_segment_kind(seg(0, 0, 1, 1), seg(0, 1, 1, 2)), SegmentContact::none);
}

TEST(OracleSegmentSegment, EndpointOnTheOtherSegmentIsAPointContact) {
  EXPECT_EQ(segment_segment_kind(seg(0, 0, 4, 0), seg(2, 0, 2, 5)), SegmentContact::point);
  EXPECT_EQ(segment_segment_kind(seg(0, 0, 4, 0), seg(2, 0x1p-52, 2, 5)), SegmentContact::none);
}

TEST(OracleSegmentSegment, ZeroLengthSegmentsArePoints) {
  EXPECT_EQ(segment_segment_kind(seg(1, 1, 1, 1), seg(0, 0, 2, 2)), SegmentContact::point);
  EXPECT_EQ(segment_segment_kind(seg(1, 1, 1, 1), seg(0, 0, 2, 2.5)), SegmentContact::none);
  EXPECT_EQ(segment_segment_kind(seg(1, 1, 1, 1), seg(1, 1, 1, 1)), SegmentContact::point);
  EXPECT_EQ(segment_segment_kind(seg(1, 1, 1, 1), seg(1, 2, 1, 2)), SegmentContact::none);
  EXPECT_EQ(segment_segment_exact(seg(3, 3, 3, 3), seg(0, 0, 2, 2)).kind, SegmentContact::none);
}

TEST(OracleSegmentSegment, NonFiniteInputIsInvalid) {
  EXPECT_EQ(segment_segment_kind(seg(NAN, 0, 1, 1), seg(0, 0, 1, 0)), SegmentContact::invalid_input);
  EXPECT_EQ(segment_segment_exact(seg(0, 0, 1, 1), seg(0, INFINITY, 1, 0)).kind, SegmentContact::invalid_input);
}

// The filtered classification must equal the all-rational one, on generic inputs
// and on inputs built to sit on the filter's boundary.
TEST(OracleSegmentSegment, FilteredKindEqualsExactKind) {
  std::uint64_t state = 0x9e3779b97f4a7c15ull;
  auto next = [&] {
    state += 0x9e3779b97f4a7c15ull;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  };
  auto unit = [&] { return static_cast<double>(next() >> 11) * 0x1p-53 * 2 - 1; };
  for (int i = 0; i < 20000; ++i) {
    Segment<double> A{{unit(), unit()}, {unit(), unit()}}, B{{unit(), unit()}, {unit(), unit()}};
    if (i % 2 == 1) {  // B starts (nearly) on A, and sometimes runs (nearly) parallel
      const double t = unit() * 0.5 + 0.5;
      B.a = A.a + t * (A.b - A.a);
      if (i % 4 == 1) B.b = {std::nextafter((B.a + (A.b - A.a)).x, 2.0), (B.a + (A.b - A.a)).y};
    }
    ASSERT_EQ(segment_segment_kind(A, B), segment_segment_exact(A, B).kind) << "case " << i;
    const cc::oracle::EvaluationScope exact_only(cc::oracle::Evaluation::exact_only);
    ASSERT_EQ(segment_segment_kind(A, B), segment_segment_exact(A, B).kind);
  }
}

}  // namespace
