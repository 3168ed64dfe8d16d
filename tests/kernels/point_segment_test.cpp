// point_segment: the article's worked example, the robust conventions, and the
// oracle, on values worked by hand.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "kernels/robust/point_segment.h"
#include "kernels/seeds/point_segment.h"
#include "oracle/point_segment.h"

namespace {

using cc::PointSegmentContact;
using cc::Segment;
using cc::Vec2;

TEST(PointSegment, Article001Example) {
  // 001 §Collision between point and line: the line (4, 5)-(6, 1) is y = -2x + 13;
  // (2, 3) is off it (3 != 9), (5, 3) is on it (3 == 3) and between the ends.
  const Segment<double> line{{4, 5}, {6, 1}};
  EXPECT_EQ(cc::seed001_slope::point_segment<double>({2, 3}, line), PointSegmentContact::off_line);
  EXPECT_EQ(cc::seed001_slope::point_segment<double>({5, 3}, line), PointSegmentContact::on_segment);
  EXPECT_EQ(cc::robust::point_segment({2, 3}, line), PointSegmentContact::off_line);
  EXPECT_EQ(cc::robust::point_segment({5, 3}, line), PointSegmentContact::on_segment);
  EXPECT_EQ(cc::oracle::point_segment_exact({5, 3}, line), PointSegmentContact::on_segment);
  // (7, -1) is on y = -2x + 13 beyond (6, 1): the slides have no range check.
  EXPECT_EQ(cc::seed001_slope::point_segment<double>({7, -1}, line), PointSegmentContact::on_segment);
  EXPECT_EQ(cc::robust::point_segment({7, -1}, line), PointSegmentContact::on_line_outside);
  EXPECT_EQ(cc::oracle::point_segment_exact({7, -1}, line), PointSegmentContact::on_line_outside);
}

TEST(PointSegment, RobustConventions) {
  using cc::robust::point_segment;
  EXPECT_EQ(point_segment({0, 2}, Segment<double>{{0, 0}, {0, 4}}), PointSegmentContact::on_segment);  // vertical
  EXPECT_EQ(point_segment({0, 4}, Segment<double>{{0, 0}, {0, 4}}), PointSegmentContact::on_segment);  // an end
  EXPECT_EQ(point_segment({0, 5}, Segment<double>{{0, 0}, {0, 4}}), PointSegmentContact::on_line_outside);
  EXPECT_EQ(point_segment({1, 2}, Segment<double>{{0, 0}, {0, 4}}), PointSegmentContact::off_line);
  EXPECT_EQ(point_segment({3, 3}, Segment<double>{{3, 3}, {3, 3}}), PointSegmentContact::on_segment);  // a point
  EXPECT_EQ(point_segment({3, 4}, Segment<double>{{3, 3}, {3, 3}}), PointSegmentContact::off_line);
  EXPECT_EQ(point_segment({std::nan(""), 0}, Segment<double>{{0, 0}, {1, 1}}), PointSegmentContact::invalid_input);
  // y == x is the line through (0, 0) and (0.1, 0.1); (0.3, 0.3) is on it exactly.
  EXPECT_EQ(point_segment({0.3, 0.3}, Segment<double>{{0, 0}, {0.1, 0.1}}), PointSegmentContact::on_line_outside);
  // One ulp off the diagonal is off the line, however close.
  const double above = std::nextafter(0.3, 1.0);
  EXPECT_EQ(point_segment({0.3, above}, Segment<double>{{0, 0}, {1, 1}}), PointSegmentContact::off_line);
  EXPECT_EQ(cc::oracle::point_segment_exact({0.3, above}, Segment<double>{{0, 0}, {1, 1}}),
            PointSegmentContact::off_line);
}

TEST(PointSegment, FloatRobustIsTheDoubleAnswer) {
  const float tiny = std::numeric_limits<float>::denorm_min();
  EXPECT_EQ(cc::robust::point_segment(Vec2<float>{tiny, tiny}, Segment<float>{{0, 0}, {1, 1}}),
            PointSegmentContact::on_segment);
  EXPECT_EQ(cc::robust::point_segment(Vec2<float>{tiny, 0}, Segment<float>{{0, 0}, {1, 1}}),
            PointSegmentContact::off_line);
}

}  // namespace
