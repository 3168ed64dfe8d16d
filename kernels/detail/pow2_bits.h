#pragma once
// Powers of two and binary exponents of doubles from their bits, in place of
// std::ldexp and std::frexp, which are library calls in the kernels' hot paths.
// Multiplying by a power of two is exact whenever the product is a normal
// double (or zero): the significand is unchanged, only the exponent moves. Only
// a result below 2^-1022 (subnormal) can round, and only a result beyond
// 2^1024 overflows; callers either rule both out or detect them afterwards.

#include "fp_environment.h"

#include <bit>
#include <cmath>
#include <cstdint>

namespace cc::detail {

/// 2^k for k in [-1022, 1023] (a normal double: biased exponent k + 1023, zero significand).
constexpr double pow2(int k) { return std::bit_cast<double>(static_cast<std::uint64_t>(k + 1023) << 52); }

/// The exponent e with |x| in [2^(e-1), 2^e) (std::frexp's), for finite nonzero x. A subnormal x
/// (biased exponent 0) is first multiplied by 2^64, exactly: its significand fits a normal double.
inline int binary_exponent(double x) {
  const auto biased = [](double v) { return static_cast<int>((std::bit_cast<std::uint64_t>(v) >> 52) & 0x7ff); };
  const int b = biased(x);
  if (b != 0) return b - 1022;
  return biased(x * 0x1p+64) - 1022 - 64;
}

/// x * 2^k for k in [-1022, 2046], in at most two exact steps when scaling up (k > 1023 only: x * 2^1023
/// cannot overflow where the caller's result x 2^k is finite, and scaling up never rounds). Scaling down
/// (k < 0) is one multiplication, exact unless the result is below 2^-1022.
inline double scaled_by_pow2(double x, int k) {
  if (k > 1023) return (x * pow2(1023)) * pow2(k - 1023);
  return x * pow2(k);
}

}  // namespace cc::detail
