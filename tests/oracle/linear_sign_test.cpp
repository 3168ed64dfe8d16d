// The oracle's filtered sign of a + b - c against rationals: exact ties decided
// in doubles, sums within rounding of c by the rationals.

#include <gtest/gtest.h>

#include <cstdint>

#include "oracle/linear_sign.h"

namespace {

TEST(LinearSign, HandCases) {
  cc::oracle::FilterStats stats;
  EXPECT_EQ(cc::oracle::sign_of_sum_minus(1.0, 0x1p-60, 1.0, stats), 1);
  EXPECT_EQ(cc::oracle::sign_of_sum_minus(1.0, 2.0, 3.0, stats), 0);
  EXPECT_EQ(cc::oracle::sign_of_sum_minus(1.0, 2.0, 4.0, stats), -1);
  EXPECT_EQ(cc::oracle::sign_of_sum_minus(0x1p1023, 0x1p1023, 0.0, stats), 1);  // no overflow in the oracle
  EXPECT_EQ(stats.decisions, 4u);
  EXPECT_EQ(stats.exact, 2u);  // the sum within rounding of c, and the overflowing one (the tie is exact in doubles)
}

TEST(LinearSign, FilteredEqualsExactNearAndAwayFromTies) {
  cc::oracle::FilterStats stats;
  std::uint64_t x = 0x9E3779B97F4A7C15ull;
  auto next = [&x] {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x;
  };
  for (int i = 0; i < 20000; ++i) {
    const double a = std::ldexp(static_cast<double>(next() >> 11), -static_cast<int>(next() % 80));
    const double b = std::ldexp(static_cast<double>(next() >> 11), -static_cast<int>(next() % 80)) *
                     ((next() & 1) ? 1 : -1);
    const double c = std::nextafter(a + b, (next() & 1) ? 1e300 : -1e300);
    const std::uint64_t pick = next() % 3;  // a tie, a neighbour of the sum, or anywhere
    const double c2 = pick == 0 ? a + b : pick == 1 ? c : std::ldexp(static_cast<double>(next() >> 11), -60);
    ASSERT_EQ(cc::oracle::sign_of_sum_minus(a, b, c2, stats), cc::oracle::sign_of_sum_minus_exact(a, b, c2))
        << a << " " << b << " " << c2;
  }
  EXPECT_GT(stats.exact, 0u);
  EXPECT_LT(stats.exact, stats.decisions);
}

TEST(LinearSign, AConjunctionIsOneDecisionSettledByOneCertainFalseOrAllCertainTrue) {
  using cc::oracle::all_sums_at_least;
  cc::oracle::FilterStats stats;
  EXPECT_TRUE(all_sums_at_least({{1.0, 2.0, 2.5}, {0.5, 0.5, 0.0}}, stats));
  EXPECT_FALSE(all_sums_at_least({{1.0, 2.0, 2.5}, {0.5, 0.5, 2.0}}, stats));
  EXPECT_FALSE(all_sums_at_least({{1.0, 2.0, 3.0}, {0.5, 0.5, 2.0}}, stats));  // a tie beside a certain false
  EXPECT_EQ(stats.exact, 0u);
  EXPECT_TRUE(all_sums_at_least({{1.0, 2.0, 3.0}, {0.5, 0.5, 0.0}}, stats));  // a tie, every sum exact
  EXPECT_EQ(stats.exact, 0u);
  EXPECT_FALSE(all_sums_at_least({{1.0, 0x1p-60, 1.0}, {1.0, -0x1p-60, 1.0}}, stats));  // within rounding
  EXPECT_EQ(stats.decisions, 5u);
  EXPECT_EQ(stats.exact, 1u);
}

}  // namespace
