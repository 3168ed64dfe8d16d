// The exact expansion arithmetic of kernels/detail/expansion.h (difference, sum,
// scaled, product, compressed) against rationals, on values whose products need
// more than one double.

#include "kernels/detail/expansion.h"

#include <gtest/gtest.h>

#include <cmath>

#include "oracle/number.h"

namespace {

using cc::detail::Expansion;
using cc::oracle::exact;
using cc::oracle::Rational;

template <std::size_t N>
Rational value(const Expansion<N>& e) {
  Rational s = 0;
  for (std::size_t i = 0; i < e.n; ++i) s += exact(e.c[i]);
  return s;
}

template <std::size_t N>
bool nonoverlapping_increasing(const Expansion<N>& e) {
  for (std::size_t i = 0; i + 1 < e.n; ++i) {
    if (e.c[i] == 0 || std::fabs(e.c[i]) >= std::fabs(e.c[i + 1])) return false;
  }
  return true;
}

TEST(Expansion, DifferenceIsExact) {
  const double a = 1.0, b = 0x1p-70;
  const auto d = cc::detail::difference(a, b);
  EXPECT_EQ(value(d), exact(a) - exact(b));
  EXPECT_EQ(d.n, 2u);
}

TEST(Expansion, ProductOfTwoComponentFactorsIsExact) {
  const double vals[] = {1.0 + 0x1p-52, 3.0, -0x1.fffffffffffffp+10, 0x1p-30, 0.1, -7.25};
  for (double a1 : vals)
    for (double a0 : vals)
      for (double b1 : vals) {
        const auto a = cc::detail::difference(a1, a0 * 0x1p-60);
        const auto b = cc::detail::difference(b1, 0x1p-58);
        const auto p = cc::detail::product(a, b);
        ASSERT_EQ(value(p), value(a) * value(b)) << a1 << " " << a0 << " " << b1;
        ASSERT_TRUE(nonoverlapping_increasing(p));
        const auto c = cc::detail::compressed(p);
        ASSERT_EQ(value(c), value(p));
        ASSERT_LE(c.n, p.n);
        ASSERT_EQ(c.sign(), value(p).sign());
      }
}

TEST(Expansion, ScaledSumAndNegatedAreExact) {
  const auto a = cc::detail::difference(0x1.123456789abcdp+3, 0x1.fedcba9876543p-60);
  const auto s = cc::detail::scaled(a, 0x1.5555555555555p-2);
  EXPECT_EQ(value(s), value(a) * exact(0x1.5555555555555p-2));
  const auto z = cc::detail::sum(s, cc::detail::negated(s));
  EXPECT_EQ(z.n, 0u);
  EXPECT_EQ(z.sign(), 0);
  const auto q = cc::detail::sum(s, a);
  EXPECT_EQ(value(q), value(s) + value(a));
}

TEST(Expansion, SquareMinusSquareDecidesATieThatDoublesCannot) {
  // (2^27 + 1)^2 = 2^54 + 2^28 + 1 and (2^54 + 2^28) + 1 differ only in the last
  // bit, which a double product loses.
  Expansion<2> a;
  a.add(0x1p+27 + 1);
  const auto sq = cc::detail::product(a, a);
  Expansion<2> b;
  b.add(0x1p+54 + 0x1p+28);
  b.add(1.0);
  EXPECT_EQ(cc::detail::sum(sq, cc::detail::negated(b)).sign(), 0);
  b.add(0x1p-10);
  EXPECT_EQ(cc::detail::sum(sq, cc::detail::negated(b)).sign(), -1);
}

}  // namespace
