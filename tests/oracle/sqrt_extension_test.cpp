// RootNumber signs and comparisons, and the MPFR references built on them,
// against values worked by hand.

#include <gtest/gtest.h>

#include <cmath>

#include "oracle/reference.h"
#include "oracle/sqrt_extension.h"

namespace {

using cc::oracle::Rational;
using cc::oracle::RootNumber;

TEST(RootNumber, SignOfOppositeParts) {
  // 3 - 2 sqrt(2) > 0 (9 > 8); 3 - sqrt(10) < 0; 4 - 2 sqrt(4) == 0.
  EXPECT_EQ(sign(RootNumber(3, -2, 2)), 1);
  EXPECT_EQ(sign(RootNumber(3, -1, 10)), -1);
  EXPECT_EQ(sign(RootNumber(4, -2, 4)), 0);
  EXPECT_EQ(sign(RootNumber(-3, 2, 2)), -1);
  EXPECT_EQ(sign(RootNumber(0, -1, 2)), -1);
  EXPECT_EQ(sign(RootNumber(-1, 5, 0)), -1);  // sqrt(0) == 0
}

TEST(RootNumber, SignOfNearCancellation) {
  // 665857/470832 - sqrt(2): a Pell convergent, positive by 1.6e-12.
  EXPECT_EQ(sign(RootNumber(Rational(665857, 470832), -1, 2)), 1);
  EXPECT_EQ(sign(RootNumber(Rational(470832, 332929), -1, 2)), -1);
}

TEST(RootNumber, ArithmeticNeedsACommonRadicand) {
  const RootNumber x(1, 1, 2), y(Rational(1, 2), 1, 2);
  EXPECT_EQ(compare(x, y), 1);
  EXPECT_EQ(compare(y, x), -1);
  EXPECT_EQ(compare(x, x), 0);
  EXPECT_EQ(compare(x, RootNumber(Rational(5, 2))), -1);  // 1 + 1.414 < 2.5
  EXPECT_THROW(compare(x, RootNumber(1, 1, 3)), std::domain_error);
  EXPECT_THROW(RootNumber(1, 1, -1), std::domain_error);
}

TEST(RootNumber, CompareAcrossRadicands) {
  using cc::oracle::compare_across;
  // sqrt(2) < sqrt(3); 1 + sqrt(2) (2.414) > sqrt(5) (2.236); 3 - sqrt(2) (1.586) < sqrt(3) (1.732).
  EXPECT_EQ(compare_across(RootNumber(0, 1, 2), RootNumber(0, 1, 3)), -1);
  EXPECT_EQ(compare_across(RootNumber(1, 1, 2), RootNumber(0, 1, 5)), 1);
  EXPECT_EQ(compare_across(RootNumber(3, -1, 2), RootNumber(0, 1, 3)), -1);
  EXPECT_EQ(compare_across(RootNumber(0, 1, 3), RootNumber(3, -1, 2)), 1);
  // 2 sqrt(2) == sqrt(8): equal values under different radicands.
  EXPECT_EQ(compare_across(RootNumber(0, 2, 2), RootNumber(0, 1, 8)), 0);
  // -sqrt(2) vs -sqrt(3), and opposite signs.
  EXPECT_EQ(compare_across(RootNumber(0, -1, 2), RootNumber(0, -1, 3)), 1);
  EXPECT_EQ(compare_across(RootNumber(0, -1, 2), RootNumber(0, 1, 3)), -1);
  // 1 + sqrt(2) vs 1 + sqrt(2) + tiny: close values, different radicands.
  EXPECT_EQ(compare_across(RootNumber(1, 1, 2), RootNumber(1, 1, Rational(2000001, 1000000))), -1);
}

TEST(RootNumber, QuadraticRootsInOrder) {
  // t^2 - 3t + 2: roots 1 and 2 (discriminant 1, a perfect square).
  const auto r = cc::oracle::quadratic_roots(1, -3, 2);
  EXPECT_EQ(compare(r.lo, RootNumber(1)), 0);
  EXPECT_EQ(compare(r.hi, RootNumber(2)), 0);
  // -t^2 + 2: roots -sqrt(2) < sqrt(2) although a < 0.
  const auto s = cc::oracle::quadratic_roots(-1, 0, 2);
  EXPECT_EQ(sign(s.lo), -1);
  EXPECT_EQ(sign(s.hi), 1);
  // A double root.
  const auto d = cc::oracle::quadratic_roots(4, -4, 1);
  EXPECT_EQ(compare(d.lo, d.hi), 0);
  EXPECT_EQ(compare(d.lo, RootNumber(Rational(1, 2))), 0);
}

TEST(Reference, UlpErrorOfRoundedSqrt) {
  const RootNumber root2(0, 1, 2);
  EXPECT_LE(cc::oracle::ulp_error(std::sqrt(2.0), root2), 0.5);
  EXPECT_GT(cc::oracle::ulp_error(std::nextafter(std::sqrt(2.0), 2.0), root2), 0.5);
  EXPECT_LE(cc::oracle::ulp_error(std::sqrt(2.0f), root2), 0.5);
  EXPECT_EQ(cc::oracle::ulp_error(1.0, RootNumber(1)), 0.0);
  EXPECT_EQ(cc::oracle::ulp_error(0x1p-1074, RootNumber(0)), 1.0);
}

TEST(Reference, TinyDifferenceKeepsRelativePrecision) {
  // 665857^2 - 2 * 470832^2 == 1, so 665857/470832 - sqrt(2) equals
  // 1 / (470832^2 (665857/470832 + sqrt(2))), which doubles evaluate to a few ulps.
  const RootNumber x(Rational(665857, 470832), -1, 2);
  const double direct = 1.0 / (470832.0 * 470832.0 * (665857.0 / 470832.0 + std::sqrt(2.0)));
  EXPECT_LT(cc::oracle::ulp_error(direct, x), 4.0);
  EXPECT_GT(cc::oracle::nearest_double(x), 0.0);
}

}  // namespace
