// point_side: the robust kernel, the oracle and the textbook transcription on
// cases worked by hand.

#include "kernels/robust/point_side.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "kernels/seeds/point_side.h"
#include "oracle/point_side.h"

namespace {

using cc::PointSide;
using cc::Vec2;

PointSide robust_side(Vec2<double> a, Vec2<double> b, Vec2<double> p) { return cc::robust::point_side(a, b, p); }

TEST(PointSide, ALeftTurnIsLeft) {
  // A = (0, 0), B = (1, 0), P = (0, 1): counterclockwise, P left of A -> B.
  EXPECT_EQ(robust_side({0, 0}, {1, 0}, {0, 1}), PointSide::left);
  EXPECT_EQ(robust_side({0, 0}, {1, 0}, {0, -1}), PointSide::right);
  EXPECT_EQ(robust_side({0, 0}, {1, 0}, {7, 0}), PointSide::collinear);
  EXPECT_EQ(cc::oracle::point_side_exact({0, 0}, {1, 0}, {0, 1}), PointSide::left);
  EXPECT_EQ(cc::textbook::point_side<double>({0, 0}, {1, 0}, {0, 1}), PointSide::left);
}

TEST(PointSide, RepeatedPointsAreCollinear) {
  EXPECT_EQ(robust_side({3, 4}, {3, 4}, {-1, 9}), PointSide::collinear);
  EXPECT_EQ(robust_side({3, 4}, {5, 1}, {5, 1}), PointSide::collinear);
  EXPECT_EQ(cc::robust::point_side(Vec2<float>{3, 4}, Vec2<float>{3, 4}, Vec2<float>{-1, 9}), PointSide::collinear);
}

TEST(PointSide, InvalidInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(robust_side({0, 0}, {1, 0}, {nan, 1}), PointSide::invalid_input);
  EXPECT_EQ(robust_side({0, 0}, {inf, 0}, {0, 1}), PointSide::invalid_input);
  EXPECT_EQ(cc::oracle::point_side_exact({0, 0}, {1, 0}, {nan, 1}), PointSide::invalid_input);
}

// Kettner et al. 2008, §3: P = (1/2 + i u, 1/2 + j u), u = 2^-53 the ulp of
// 1/2, against A = (12, 12), B = (24, 24) on the diagonal: P lies left of
// A -> B exactly when j > i (cross = 12 (P.y - P.x)). The robust kernel gives
// that on the whole grid; the textbook's floating-point determinant does not.
TEST(PointSide, TheClassroomGrid) {
  const double u = 0x1p-53;
  int textbook_wrong = 0;
  for (int i = -40; i <= 40; ++i)
    for (int j = -40; j <= 40; ++j) {
      const Vec2<double> p{0.5 + i * u, 0.5 + j * u};
      const PointSide truth = j > i ? PointSide::left : (j < i ? PointSide::right : PointSide::collinear);
      ASSERT_EQ(robust_side({12, 12}, {24, 24}, p), truth) << i << " " << j;
      ASSERT_EQ(robust_side(p, {12, 12}, {24, 24}), truth) << i << " " << j;
      textbook_wrong += cc::textbook::point_side<double>(p, {12, 12}, {24, 24}) != truth;
    }
  EXPECT_GT(textbook_wrong, 0);
}

TEST(PointSide, BeyondTheRangeOfTheProducts) {
  // Differences near 2^1023: the products overflow, the exact sign does not.
  const double big = 0x1p1022;
  EXPECT_EQ(robust_side({-big, -big}, {big, big}, {-big, big}), PointSide::left);
  EXPECT_EQ(robust_side({-big, -big}, {big, big}, {big, -big}), PointSide::right);
  // And far below: products that underflow.
  const double tiny = 0x1p-1070;
  EXPECT_EQ(robust_side({0, 0}, {tiny, 0}, {0, tiny}), PointSide::left);
}

}  // namespace
