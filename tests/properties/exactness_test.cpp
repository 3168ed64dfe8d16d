// The exactness claims of the robust kernels, as properties that fail a kernel
// a few ulps off: a contact at an input point returned bitwise
// (Contract::exact_where_input_point), and a time that is the largest value
// not above the exact one (Side::largest_not_above). Each kernel below is the
// bundled robust one with one deliberate error, registered through the public
// API; the same error passes the plain bound, which is why the claims are
// properties of their own.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "include/collide_check/circle_line.h"
#include "include/collide_check/moving_point_segment.h"
#include "include/collide_check/segment_segment.h"
#include "kernels/robust/circle_line.h"
#include "kernels/robust/moving_point_segment.h"
#include "kernels/robust/segment_segment.h"
#include "regressions/gate.h"

namespace {

using namespace collide_check;
using cc::regress::RowStatus;

/// Two ulps up, toward +infinity.
double two_ulps_up(double x) {
  const double inf = std::numeric_limits<double>::infinity();
  return std::nextafter(std::nextafter(x, inf), inf);
}

/// The robust kernel, but a contact point at an input endpoint comes back two
/// ulps off in x: well within 8 u M whenever M >= |x|.
SegmentSegmentResult<double> endpoint_nudged(const Segment<double>& a, const Segment<double>& b) {
  auto r = cc::robust::segment_segment(a, b);
  const auto is_endpoint = [&](Vec2<double> p) { return p == a.a || p == a.b || p == b.a || p == b.b; };
  if (r.kind == SegmentContact::point && is_endpoint(r.p)) r.p.x = two_ulps_up(r.p.x);
  return r;
}

/// The robust kernel, but a crossing at an end of the line (an end exactly on
/// the circle) comes back two ulps off in x (a nonzero x: two ulps of 0 would
/// exceed the bound's absolute floor, and the plain bound would catch it).
CircleCrossings<double> end_root_nudged(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  auto out = cc::robust::circle_line(c, r, p1, p2);
  for (int i = 0; i < out.count(); ++i)
    if ((out.p[i] == p1 || out.p[i] == p2) && out.p[i].x != 0) out.p[i].x = two_ulps_up(out.p[i].x);
  return out;
}

/// The robust kernel, but t one double below its answer (t > 0): still within
/// two ulps of t*, no longer the largest double not above it.
SweepResult<double> one_ulp_early(const MovingPointSegment<double>& q) {
  auto r = cc::robust::moving_point_segment(q);
  if (r.kind == SweepKind::hit && r.t > 0) r.t = std::nextafter(r.t, -1.0);
  return r;
}

Contract segment_bound_only() {
  Contract c;
  c.bound("point", cc::robust::SegmentSegmentBounds<double>::point);
  return c;
}

class Registered : public testing::Environment {
 public:
  void SetUp() override {
    Contract exact = segment_bound_only();
    exact.exact_where_input_point("point");
    register_variant<segment_segment, double>({"endpoint_nudged_claimed", "exactness_test.cpp", exact, {}},
                                              endpoint_nudged);
    register_variant<segment_segment, double>({"endpoint_nudged_bound", "exactness_test.cpp", segment_bound_only(), {}},
                                              endpoint_nudged);
    Contract circle;
    circle.bound("point", cc::robust::CircleLineBounds<double>::point).exact_where_input_point("point");
    // The robust contract's domain: its point bound holds below 2^1022.
    circle.domain.max_magnitude = 0x1p1021;
    register_variant<circle_line, double>({"end_root_nudged", "exactness_test.cpp", circle, {}}, end_root_nudged);
    using B = cc::robust::MovingPointSegmentBounds<double>;
    const auto sweep = [](ErrorBound t) {
      Contract c;
      c.bound("t", t).bound("point", B::point).bound("normal", B::normal, B::normal_norm);
      c.bound("normal_length", B::normal_length);
      return c;
    };
    const Contract largest = sweep(B::t);
    register_variant<moving_point_segment, double>({"one_ulp_early_largest", "exactness_test.cpp", largest, {}},
                                                   one_ulp_early);
    // t* - t < 1 ulp for the robust t, so one double lower is within 2.
    const Contract one_ulp = sweep(bound::ulps(2));
    register_variant<moving_point_segment, double>({"one_ulp_early_ulp", "exactness_test.cpp", one_ulp, {}},
                                                   one_ulp_early);
  }
};

const auto* const registered = testing::AddGlobalTestEnvironment(new Registered);

cc::regress::GateRow check(const std::string& family, const std::string& variant, const std::string& property) {
  cc::regress::GateOptions o;
  o.families = {family};
  o.variants = {variant};
  o.properties = {property};
  o.cases = 3000;
  const auto report = cc::regress::run_gate(o, {}, nullptr);
  EXPECT_EQ(report.rows.size(), 1u);
  return report.rows.empty() ? cc::regress::GateRow{} : report.rows[0];
}

TEST(ExactAtInputPoints, AnEndpointContactTwoUlpsOffFails) {
  const auto row = check("segment_segment", "endpoint_nudged_claimed", "point_within_contract");
  EXPECT_EQ(row.status, RowStatus::fail) << row.detail;
  EXPECT_NE(row.detail.find("is not the input point"), std::string::npos) << row.detail;
}

TEST(ExactAtInputPoints, TheSameErrorIsWithinThePlainBound) {
  const auto row = check("segment_segment", "endpoint_nudged_bound", "point_within_contract");
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
  EXPECT_GT(row.passed, 300);
}

TEST(ExactAtInputPoints, ACircleThroughAnEndReturnedTwoUlpsOffFails) {
  const auto row = check("circle_line", "end_root_nudged", "point_within_contract");
  EXPECT_EQ(row.status, RowStatus::fail) << row.detail;
  EXPECT_NE(row.detail.find("is not the input point"), std::string::npos) << row.detail;
}

TEST(LargestNotAbove, ATimeOneUlpEarlyFails) {
  const auto row = check("moving_point_segment", "one_ulp_early_largest", "time_within_contract");
  EXPECT_EQ(row.status, RowStatus::fail) << row.detail;
  EXPECT_NE(row.detail.find("is not the largest value not above"), std::string::npos) << row.detail;
}

TEST(LargestNotAbove, TheSameErrorIsWithinTwoUlps) {
  const auto row = check("moving_point_segment", "one_ulp_early_ulp", "time_within_contract");
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
  EXPECT_GT(row.passed, 300);
}

}  // namespace
