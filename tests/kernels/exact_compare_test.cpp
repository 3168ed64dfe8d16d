// The exact comparisons behind point_point, point_rect and rect_rect, and those
// kernels' conventions, on cases worked by hand.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "kernels/detail/exact_compare.h"
#include "kernels/robust/point_point.h"
#include "kernels/robust/point_rect.h"
#include "kernels/robust/rect_rect.h"
#include "kernels/seeds/point_point.h"
#include "kernels/seeds/point_rect.h"
#include "kernels/seeds/rect_rect.h"

namespace {

using cc::detail::sign_of_abs_difference_minus;
using cc::detail::sign_of_sum_minus;

TEST(ExactCompare, SumMinusDecidesWhenTheSumRoundsOntoC) {
  // 1 + 2^-60 rounds to 1: the rounded comparison says 0, the exact sign is +1.
  EXPECT_EQ(sign_of_sum_minus(1.0, 0x1p-60, 1.0), 1);
  EXPECT_EQ(sign_of_sum_minus(1.0, -0x1p-60, 1.0), -1);
  EXPECT_EQ(sign_of_sum_minus(0x1p-60, 1.0, 1.0), 1);  // argument order does not matter
  EXPECT_EQ(sign_of_sum_minus(1.0, 2.0, 3.0), 0);
  EXPECT_EQ(sign_of_sum_minus(1.0f, 0x1p-30f, 1.0f), 1);
}

TEST(ExactCompare, SumMinusAtTheEndsOfTheRange) {
  const double max = std::numeric_limits<double>::max();
  EXPECT_EQ(sign_of_sum_minus(max, max, max), 1);     // the sum overflows: it exceeds any finite c
  EXPECT_EQ(sign_of_sum_minus(-max, -max, -max), -1);
  EXPECT_EQ(sign_of_sum_minus(0x1p-1074, 0x1p-1074, 0x1p-1073), 0);  // subnormal sums are exact
  EXPECT_EQ(sign_of_sum_minus(max, -max, 0.0), 0);
}

TEST(ExactCompare, AbsDifferenceMinusTolerance) {
  // |1 - (-2^-60)| = 1 + 2^-60 > 1, though the difference rounds to 1.
  EXPECT_EQ(sign_of_abs_difference_minus(1.0, -0x1p-60, 1.0), 1);
  EXPECT_EQ(sign_of_abs_difference_minus(-0x1p-60, 1.0, 1.0), 1);
  EXPECT_EQ(sign_of_abs_difference_minus(1.0, 0x1p-60, 1.0), -1);
  EXPECT_EQ(sign_of_abs_difference_minus(0.0, -0.0, 0.0), 0);
  EXPECT_EQ(sign_of_abs_difference_minus(3.0, 1.0, 2.0), 0);
  const double max = std::numeric_limits<double>::max();
  EXPECT_EQ(sign_of_abs_difference_minus(max, -max, max), 1);
}

TEST(PointPoint, ConventionsOfTheRobustVariant) {
  using cc::PointPointContact;
  using cc::robust::point_point;
  EXPECT_EQ(point_point<double>({5, 2}, {1, 4}, 0), PointPointContact::none);  // 001's first example
  EXPECT_EQ(point_point<double>({1, 4}, {1, 4}, 0), PointPointContact::contact);
  EXPECT_EQ(point_point<double>({0.0, 1}, {-0.0, 1}, 0), PointPointContact::contact);
  EXPECT_EQ(point_point<double>({0, 0}, {1, 1}, 1), PointPointContact::contact);  // on the square's corner
  EXPECT_EQ(point_point<double>({0, 0}, {1, 0x1.0000000000001p0}, 1), PointPointContact::none);
  // The seed rounds 1 - (-2^-60) onto the tolerance 1 and reports contact.
  EXPECT_EQ(cc::seed001::point_point<double>({1, 0}, {-0x1p-60, 0}, 1), PointPointContact::contact);
  EXPECT_EQ(point_point<double>({1, 0}, {-0x1p-60, 0}, 1), PointPointContact::none);
  EXPECT_EQ(point_point<double>({0, 0}, {0, 0}, -1), PointPointContact::invalid_input);
  EXPECT_EQ(point_point<double>({0, 0}, {0, 0}, INFINITY), PointPointContact::invalid_input);
  EXPECT_EQ(point_point<double>({NAN, 0}, {0, 0}, 1), PointPointContact::invalid_input);
}

TEST(PointRect, TheArticleExamples) {
  // 001 §Collision between point and rectangle: R = (2, 1, 4, 3).
  using cc::PointRectContact;
  const cc::Rect<double> r{2, 1, 4, 3};
  for (auto f : {cc::seed001::point_rect<double>, cc::robust::point_rect<double>}) {
    EXPECT_EQ(f({1, 3}, r), PointRectContact::outside);
    EXPECT_EQ(f({5, 3}, r), PointRectContact::inside);
    EXPECT_EQ(f({7, 5}, r), PointRectContact::outside);
    EXPECT_EQ(f({6, 4}, r), PointRectContact::inside);  // the far corner: boundary is inside
  }
}

TEST(PointRect, ExactFarEdge) {
  using cc::PointRectContact;
  // 8189 + 3.46630859375 = 8192.46630859375 exactly; float rounds it up to
  // 8192.466796875, which the seed then counts as inside.
  const cc::Rect<float> s{8189.0f, 0.0f, 3.46630859375f, 0.0f};
  EXPECT_EQ(cc::seed001::point_rect<float>({8192.466796875f, 0}, s), PointRectContact::inside);
  EXPECT_EQ(cc::robust::point_rect<float>({8192.466796875f, 0}, s), PointRectContact::outside);
  EXPECT_EQ(cc::robust::point_rect<float>({8192.0f, 0}, s), PointRectContact::inside);
  EXPECT_EQ(cc::robust::point_rect<float>({0, 0}, {0, 0, -1, 1}), PointRectContact::invalid_input);
}

TEST(RectRect, TheArticleExamples) {
  // 001 §Collision between two rectangles: r1 = (4, 1, 4, 3) against four r2.
  using cc::RectRectContact;
  const cc::Rect<double> r1{4, 1, 4, 3};
  for (auto f : {cc::seed001::rect_rect<double>, cc::robust::rect_rect<double>}) {
    EXPECT_EQ(f(r1, {1, 2, 1, 1}), RectRectContact::none);     // to the left
    EXPECT_EQ(f(r1, {3, 0, 6, 5}), RectRectContact::contact);  // covers r1
    EXPECT_EQ(f(r1, {1, 2, 5, 1}), RectRectContact::contact);
    EXPECT_EQ(f(r1, {1, 8, 2, 1}), RectRectContact::none);     // left and below
    EXPECT_EQ(f(r1, {8, 4, 1, 1}), RectRectContact::contact);  // corner to corner
  }
}

TEST(RectRect, RoundedFarEdgeAndInvalidInput) {
  using cc::RectRectContact;
  // 2^53 + 1.5 rounds to 2^53 + 2: the seed lets B at 2^53 + 2 touch A; exactly it is 0.5 away.
  const cc::Rect<double> a{0x1p53, 0, 1.5, 1}, b{0x1p53 + 2, 0, 1, 1};
  EXPECT_EQ(cc::seed001::rect_rect(a, b), RectRectContact::contact);
  EXPECT_EQ(cc::robust::rect_rect(a, b), RectRectContact::none);
  EXPECT_EQ(cc::robust::rect_rect(b, a), RectRectContact::none);
  EXPECT_EQ(cc::robust::rect_rect<double>({0, 0, NAN, 1}, {0, 0, 1, 1}), RectRectContact::invalid_input);
  EXPECT_EQ(cc::robust::rect_rect<double>({0, 0, 1, 1}, {0, 0, 1, -1}), RectRectContact::invalid_input);
}

}  // namespace
