// The swept_circle_segment oracle and robust kernel on hand-worked cases
// (expected values from the geometry, computed by hand), and the capsule
// reading of 002's comments on an endpoint graze.

#include "oracle/swept_circle_segment.h"

#include <gtest/gtest.h>

#include "kernels/robust/swept_circle_segment.h"
#include "kernels/seeds/swept_circle_segment.h"

namespace {

using cc::SweepKind;
using cc::Vec2;
using cc::oracle::CircleLineQuery;
using cc::oracle::compare;
using cc::oracle::Rational;
using cc::oracle::RootNumber;
using cc::oracle::swept_circle_segment_exact;
using cc::oracle::swept_circle_segment_first_contact;
using cc::oracle::swept_circle_segment_kind;
using cc::oracle::swept_circle_segment_separation_sign;

CircleLineQuery q(double c0x, double c0y, double c1x, double c1y, double r, double p1x, double p1y, double p2x,
                  double p2y) {
  return {{c0x, c0y}, {c1x, c1y}, r, {p1x, p1y}, {p2x, p2y}};
}
bool equals(const RootNumber& x, const Rational& v) { return compare(x, RootNumber(v)) == 0; }
cc::SweepResult<double> robust(const CircleLineQuery& x) {
  return cc::robust::swept_circle_segment(x.c0, x.c1, x.r, x.p1, x.p2);
}

// Head-on at P1 along the x axis: the circle of radius 2 reaches (0, 0) when its
// center is at x = 2, t = 8/10; contact at P1, normal (1, 0).
TEST(SweptCircleSegment, HeadOnAtAnEndpoint) {
  const auto x = q(10, 0, 0, 0, 2, 0, 0, -5, 0);
  const auto e = swept_circle_segment_exact(x);
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_EQ(e.feature, 1);
  EXPECT_TRUE(equals(e.t, Rational(4, 5)));
  EXPECT_TRUE(equals(e.px, 0));
  EXPECT_TRUE(equals(e.nx, 1));
  const auto r = robust(x);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 0.8 + 0x1p-54);
  EXPECT_GE(r.t, 0.8 - 20 * 0x1p-53);
  EXPECT_EQ(r.point.x, 0.0);
  EXPECT_NEAR(r.normal.x, 1.0, 11 * 0x1p-53);
}

// Through the interior: from (0, 5) to (0, -5) with r = 1 across y = 0 between
// x = -2 and 2: t = (5 - 1) / 10 = 2/5, contact (0, 0), normal (0, 1).
TEST(SweptCircleSegment, ThroughTheInterior) {
  const auto e = swept_circle_segment_exact(q(0, 5, 0, -5, 1, -2, 0, 2, 0));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_EQ(e.feature, 0);
  EXPECT_TRUE(equals(e.t, Rational(2, 5)));
  EXPECT_TRUE(equals(e.py, 0));
  EXPECT_TRUE(equals(e.ny, 1));
  // Passing x = 5 stays 3 away from the end (2, 0): a miss.
  EXPECT_EQ(swept_circle_segment_kind(q(5, 5, 5, -5, 1, -2, 0, 2, 0)), SweepKind::miss);
  EXPECT_EQ(robust(q(5, 5, 5, -5, 1, -2, 0, 2, 0)).kind, SweepKind::miss);
}

// Grazing P1 = (0, 0): the center runs along y = 1 with r = 1, tangent to the
// endpoint at t = 1/2; the segment hangs down from it. The capsule reading of
// 002's comments gets it through its corner test: the line contact's foot
// (0, 1) lies above the segment (parameter -1/4), while the corner quadratic
// 100 t^2 - 100 t + 25 has the double root 1/2.
TEST(SweptCircleSegment, GrazingAnEndpointExactly) {
  const auto x = q(-5, 1, 5, 1, 1, 0, 0, 0, -4);
  const auto e = swept_circle_segment_exact(x);
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_EQ(e.feature, 1);
  EXPECT_TRUE(equals(e.t, Rational(1, 2)));
  EXPECT_TRUE(equals(e.ny, 1));
  const auto s = cc::seed002_capsule::swept_circle_segment(x.c0, x.c1, x.r, x.p1, x.p2);
  ASSERT_EQ(s.kind, SweepKind::hit);
  EXPECT_EQ(s.t, 0.5);
  EXPECT_EQ(s.normal.y, 1.0);
  const auto r = robust(x);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 0.5);
  // One ulp higher path: a miss, exactly.
  EXPECT_EQ(robust(q(-5, std::nextafter(1.0, 2.0), 5, std::nextafter(1.0, 2.0), 1, 0, 0, 0, -4)).kind,
            SweepKind::miss);
  // A zero-length segment at P1 is the same point.
  EXPECT_EQ(robust(q(-5, 1, 5, 1, 1, 0, 0, 0, 0)).kind, SweepKind::hit);
}

TEST(SweptCircleSegment, StartOverlapNearAnEndpointAndSpecialInput) {
  const auto r = robust(q(3, 0, 9, 9, 1, -2, 0, 2, 0));  // 1 from (2, 0)
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.point.x, 2.0);
  EXPECT_EQ(r.normal.x, 1.0);
  EXPECT_EQ(robust(q(NAN, 0, 9, 9, 1, -2, 0, 2, 0)).kind, SweepKind::invalid_input);
  EXPECT_EQ(robust(q(3, 0, 9, 9, -1, -2, 0, 2, 0)).kind, SweepKind::invalid_input);
}

// Band support. The segment (0, 0)-(4, 0); the center from (-5, 3) to (-5, -3)
// passes beside it: the least distance is 5, to P1, at t = 1/2, so the
// separation with r = 1 is 4. The circle of radius 5 touches P1 exactly at
// t = 1/2; that of radius 11/2 when 25 + (3 - 6t)^2 = 121/4, t = 1/2 - sqrt(21) / 12;
// that of radius 6 overlaps P1 at the start (|C0 - P1|^2 = 34).
TEST(SweptCircleSegment, SeparationAndOffsetFirstContact) {
  const auto x = q(-5, 3, -5, -3, 1, 0, 0, 4, 0);
  EXPECT_EQ(swept_circle_segment_separation_sign(x, Rational(0)), 1);
  EXPECT_EQ(swept_circle_segment_separation_sign(x, Rational(4)), 0);
  EXPECT_EQ(swept_circle_segment_separation_sign(x, Rational(5)), -1);
  EXPECT_EQ(swept_circle_segment_separation_sign(x, Rational(-2)), 1);  // radius -1
  EXPECT_FALSE(swept_circle_segment_first_contact(x, Rational(3)));
  ASSERT_TRUE(swept_circle_segment_first_contact(x, Rational(4)));
  EXPECT_TRUE(equals(*swept_circle_segment_first_contact(x, Rational(4)), Rational(1, 2)));
  const auto t55 = swept_circle_segment_first_contact(x, Rational(9, 2));
  ASSERT_TRUE(t55);
  EXPECT_EQ(cc::oracle::compare_across(*t55, RootNumber(Rational(1, 2), Rational(-1, 12), Rational(21))), 0);
  EXPECT_TRUE(equals(*swept_circle_segment_first_contact(x, Rational(5)), 0));
  // Through the interior: the path crosses the segment, separation -r.
  const auto through = q(2, 3, 2, -3, 1, 0, 0, 4, 0);
  EXPECT_EQ(swept_circle_segment_separation_sign(through, Rational(-1)), 0);
  EXPECT_EQ(swept_circle_segment_separation_sign(through, Rational(-2)), 1);
  EXPECT_TRUE(equals(*swept_circle_segment_first_contact(through, Rational(0)), Rational(1, 3)));
  EXPECT_TRUE(equals(*swept_circle_segment_first_contact(through, Rational(1)), Rational(1, 6)));
  // A zero-length segment and no motion: the distance |C0 - P| = 5.
  const auto still = q(3, 4, 3, 4, 2, 0, 0, 0, 0);
  EXPECT_EQ(swept_circle_segment_separation_sign(still, Rational(3)), 0);
  EXPECT_TRUE(equals(*swept_circle_segment_first_contact(still, Rational(3)), 0));
  EXPECT_FALSE(swept_circle_segment_first_contact(still, Rational(2)));
}

}  // namespace

// The circle rises along x = 2^-500 and at t = 1 touches the segment: its
// centre (2^-500, 0) is r = 2^-538 from P2 = (2^-500, 2^-538), and the
// segment's squared length (2^-1076) underflows in double. The filtered
// decision once answered miss here, where the exact answer is a hit at t = 1
// (the filter now works in the unit frame, oracle/filter.h unit_frame_factor).
TEST(SweptCircleSegment, FilterWhereSquaresUnderflow) {
  const auto x = q(0x1p-500, -0x1p-538, 0x1p-500, 0, 0x1p-538, 0x1.0000000004p-500, 0x1p-538, 0x1p-500, 0x1p-538);
  const auto e = swept_circle_segment_exact(x);
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_TRUE(equals(e.t, Rational(1)));
  EXPECT_EQ(swept_circle_segment_kind(x), SweepKind::hit);
  {
    const cc::oracle::EvaluationScope scope(cc::oracle::Evaluation::exact_only);
    EXPECT_EQ(swept_circle_segment_kind(x), SweepKind::hit);
  }
  // The same case at the other end of the range, 2^1000 times larger.
  const double k = 0x1p+1000;
  const auto big = q(0x1p-500 * k, -0x1p-538 * k, 0x1p-500 * k, 0, 0x1p-538 * k, 0x1.0000000004p-500 * k,
                     0x1p-538 * k, 0x1p-500 * k, 0x1p-538 * k);
  EXPECT_EQ(swept_circle_segment_kind(big), SweepKind::hit);
  const auto r = robust(x);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(r.t, 1.0);
}
