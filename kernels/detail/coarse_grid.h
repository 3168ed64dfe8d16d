#pragma once
// Inputs on a coarse power-of-two grid, where plain double arithmetic is exact.
//
// If every input is an integer multiple of 2^g and smaller than 2^(g + bits) in
// magnitude, every sum, difference and product of them is an integer multiple
// of 2^(k g) (k its degree) whose integer is bounded by the polynomial's
// coefficients: a kernel that shows each such integer below 2^53 for its
// `bits` computes the polynomial exactly in double, as long as 2^(k g) is not
// below 2^-1074 (the integer times 2^(k g) stays representable) and nothing
// overflows. Exact values decide exact signs where no error bound can: the
// tangencies and touches of the near-degenerate inputs, typically built from
// small integers, give exact zeros that no filter (Shewchuk 1997,
// doi:10.1007/PL00009321) certifies.
//
// Compile with -ffp-contract=off (fp_environment.h): the rounding test below
// adds and subtracts as written.

#include "fp_environment.h"

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>

namespace cc::detail {

/// True when every x[i] is an integer multiple of 2^g, g = E - Bits, where the
/// largest magnitude M lies in [2^(E-1), 2^E) with E in [ELo, EHi] (then every
/// |x[i]| < 2^(g + Bits)), or when every x[i] is zero. False for any NaN or
/// infinity. Requires Bits <= 50 and EHi + 52 - Bits < 1024 (no overflow below).
///
/// The test: with C = 1.5 * 2^(g + 52), x + C lies in (2^(g+52), 2^(g+53)) for
/// |x| < 2^(g+51), where doubles are spaced 2^g; so fl(x + C) - C (exact: a
/// multiple of 2^g below 2^(g+52)) equals x iff x is a multiple of 2^g.
template <int Bits, int ELo, int EHi, std::size_t N>
inline bool on_coarse_grid(const double (&x)[N]) {
  static_assert(Bits <= 50 && EHi + 52 - Bits < 1024 && ELo > -1021);
  double M = 0.0;
  for (std::size_t i = 0; i < N; ++i) {
    const double a = std::fabs(x[i]);
    M = a > M ? a : M;
  }
  if (M == 0.0) {  // all zero, or NaN (never > M) among zeros
    bool zero = true;
    for (std::size_t i = 0; i < N; ++i) zero &= x[i] == 0.0;
    return zero;
  }
  // M in [2^(ELo-1), 2^EHi): E in [ELo, EHi]. Fails for infinity (and keeps NaN out of M's binade).
  constexpr double lo = std::bit_cast<double>(static_cast<std::uint64_t>(ELo - 1 + 1023) << 52);
  constexpr double hi = std::bit_cast<double>(static_cast<std::uint64_t>(EHi + 1023) << 52);
  if (!(M >= lo && M < hi)) return false;
  // 2^(E-1) from M's exponent bits (M normal), then C = 2^(E-1) * 1.5 * 2^(53 - Bits), exactly.
  const double half_top = std::bit_cast<double>(std::bit_cast<std::uint64_t>(M) & 0x7ff0000000000000ULL);
  constexpr double factor = 1.5 * static_cast<double>(std::uint64_t{1} << (53 - Bits));
  const double C = half_top * factor;
  // One comparison per input, combined with & (not summed: a chain of
  // floating-point additions would cost its latency on every call).
  bool ok = true;
  for (std::size_t i = 0; i < N; ++i) ok &= ((x[i] + C) - C) == x[i];
  return ok;
}

/// Whether every x[i] has at most 11 significant bits (the low 42 bits of its
/// stored significand zero): necessary, for normal doubles, to lie on the grid
/// of on_coarse_grid with Bits <= 11 (an integer below 2^11 times a power of
/// two has at most 11), and a few integer operations. A float kernel (every
/// widened float is normal or zero here) tests it first, so that inputs built
/// on a small grid skip the filter and generic ones skip the grid; correctness
/// never rests on it (a refused input takes the filter, then the exact path).
template <std::size_t N>
inline bool few_significant_bits(const double (&x)[N]) {
  std::uint64_t low = 0;
  for (std::size_t i = 0; i < N; ++i) low |= std::bit_cast<std::uint64_t>(x[i]);
  return (low & ((std::uint64_t{1} << 42) - 1)) == 0;
}

}  // namespace cc::detail
