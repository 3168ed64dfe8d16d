// Exact dyadic arithmetic and the bounded-double filter (kernels/detail/).

#include "kernels/detail/big_dyadic.h"
#include "kernels/detail/bounded_double.h"

#include <gtest/gtest.h>

namespace {

using cc::detail::BigDyadic;
using cc::detail::BoundedDouble;

TEST(BigDyadic, SumsAcrossTheWholeExponentRangeAreExact) {
  const BigDyadic big(0x1p+1023), tiny(0x1p-1074);
  const BigDyadic s = big + tiny;
  EXPECT_EQ((s - big).sign(), 1);
  EXPECT_EQ(compare(s - big, tiny), 0);
  EXPECT_EQ((s - big - tiny).sign(), 0);
}

TEST(BigDyadic, ProductsDoNotOverflowOrRound) {
  const BigDyadic a(0x1p+1000), b(0x1.8p+1000);  // a b = 1.5 * 2^2000
  const BigDyadic p = a * b * a;                  // 1.5 * 2^3000
  EXPECT_EQ(p.sign(), 1);
  EXPECT_EQ(compare(p, BigDyadic(0x1.8p+1000) * BigDyadic(0x1p+1000) * BigDyadic(0x1p+1000)), 0);
  // (1 + 2^-52)^2 - 1 - 2^-51 = 2^-104, lost by doubles.
  const BigDyadic x(1.0 + 0x1p-52);
  EXPECT_EQ(compare(x * x - BigDyadic(1.0) - BigDyadic(0x1p-51), BigDyadic(0x1p-104)), 0);
  EXPECT_EQ((BigDyadic(-3.0) * BigDyadic(0.5)).sign(), -1);
}

TEST(BoundedDouble, KeepsExactZerosExactAndRefusesUndecidableSigns) {
  bool ok = true;
  const BoundedDouble a(3.0), b(3.0);
  EXPECT_EQ((a - b).sign(ok), 0);
  EXPECT_TRUE(ok);
  const BoundedDouble x(1.0 + 0x1p-52);
  const BoundedDouble d = x * x - BoundedDouble(1.0) - BoundedDouble(0x1p-51);  // exact value 2^-104
  ok = true;
  const int s = d.sign(ok);
  EXPECT_TRUE(!ok || s == 1);
  EXPECT_GE(d.e, std::fabs(d.v - 0x1p-104));
}

}  // namespace
