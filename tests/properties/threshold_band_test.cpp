// threshold_band's move (gen::threshold_band_values): one value of a
// boundary case moved by 2^-k M, k swept uniformly over the whole band, and
// the cases it cannot move (all zero, non-finite) left as they are.

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <vector>

#include "properties/generators.h"

namespace {

using cc::gen::threshold_band_values;
using cc::gen::ThresholdBandRange;

template <class T>
std::vector<T> draw(const std::vector<T>& base, int seed) {
  const auto gen = threshold_band_values<T>(rc::gen::just(base));
  return gen(rc::Random(static_cast<std::uint64_t>(seed)), 50).value();
}

/// The positions where two cases differ.
template <class T>
std::vector<std::size_t> changed(const std::vector<T>& a, const std::vector<T>& b) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i]) || std::signbit(a[i]) != std::signbit(b[i])) out.push_back(i);
  return out;
}

TEST(ThresholdBand, MovesOneValueByAPowerOfTwoOfMSweptOverTheBand) {
  using Range = ThresholdBandRange<double>;
  // M = 0x1.23...p+10: 2^E = 2^11. The zero can carry any move.
  const std::vector<double> base = {1.5, -3.0, 0.0, 0x1.23456789abcdep+10};
  std::map<int, int> by_k;
  for (int seed = 0; seed < 4000; ++seed) {
    const std::vector<double> v = draw(base, seed);
    const auto where = changed(base, v);
    ASSERT_EQ(where.size(), 1u) << "seed " << seed;
    const double moved = std::fabs(v[where[0]] - base[where[0]]);
    // The move 2^(11 - k), rounded to the carrier's ulp (at most half of it).
    const int k = 11 - static_cast<int>(std::lround(std::log2(moved)));
    const double step = std::ldexp(1.0, 11 - k);
    EXPECT_LE(std::fabs(moved - step), step / 2) << "seed " << seed;
    EXPECT_GE(k, Range::first) << "seed " << seed;
    EXPECT_LE(k, Range::last) << "seed " << seed;
    ++by_k[k];
  }
  // Every k drawn, none more than three times as often as the mean (uniform
  // over 107 values: about 37 each).
  const int count = Range::last - Range::first + 1;
  EXPECT_EQ(static_cast<int>(by_k.size()), count);
  for (const auto& [k, n] : by_k) EXPECT_LE(n, 3 * 4000 / count) << "k = " << k;
}

TEST(ThresholdBand, MovesTheSmallestValueOneUlpWhereNoValueCarriesTheMove) {
  // Float values near M: a move below 2^-24 M is carried by none of them.
  const std::vector<float> base = {1.0f, 1.5f, -1.25f};
  int fallback = 0;
  for (int seed = 0; seed < 2000; ++seed) {
    const std::vector<float> v = draw(base, seed);
    const auto where = changed(base, v);
    ASSERT_EQ(where.size(), 1u) << "seed " << seed;
    if (where[0] == 0 && (v[0] == std::nextafter(1.0f, 2.0f) || v[0] == std::nextafter(1.0f, 0.0f))) ++fallback;
  }
  // The move 2^(1 - k) is below every value's ulp, 2^-23, for k > 24: 90 of
  // the 107 values of k, about 1680 of 2000 cases.
  EXPECT_GT(fallback, 1550);
  EXPECT_LT(fallback, 1800);
}

TEST(ThresholdBand, SweepsFloatCasesThroughDoublesThresholds) {
  // A float kernel that widens to double decides at relative distances of
  // 2^-50 to 2^-106: a zero beside M = 1.5 carries moves down to 2^(1 - 114).
  using Range = ThresholdBandRange<float>;
  static_assert(Range::last == ThresholdBandRange<double>::last);
  const std::vector<float> base = {1.5f, 0.0f};
  std::map<int, int> by_k;
  for (int seed = 0; seed < 4000; ++seed) {
    const std::vector<float> v = draw(base, seed);
    if (v[1] == 0.0f) continue;  // the fallback moved 1.5 one ulp
    ASSERT_EQ(v[0], 1.5f) << "seed " << seed;
    ++by_k[1 - std::ilogb(v[1])];
  }
  EXPECT_EQ(by_k.begin()->first, Range::first);
  EXPECT_EQ(by_k.rbegin()->first, Range::last);
  int beyond_float = 0;  // moves below 2^-48 M: only double's thresholds
  for (const auto& [k, n] : by_k) beyond_float += k > 2 * 24 + 1 ? n : 0;
  EXPECT_GT(beyond_float, 2000);
}

TEST(ThresholdBand, LeavesAnAllZeroOrNonFiniteCaseAsItIs) {
  const std::vector<double> zeros = {0.0, -0.0, 0.0};
  const std::vector<double> with_nan = {1.0, std::nan(""), 2.0};
  for (int seed = 0; seed < 200; ++seed) {
    EXPECT_TRUE(changed(zeros, draw(zeros, seed)).empty());
    const auto v = draw(with_nan, seed);
    EXPECT_EQ(v[0], 1.0);
    EXPECT_EQ(v[2], 2.0);
  }
}

}  // namespace
