#pragma once
// Fuzzer bytes -> one case of a family (the encoding is described in
// fuzz/README.md, "Input format").
//
//   byte 0        bit 0: scalar (0 f64, 1 f32); bit 1: mode (0 values, 1 regime)
//   values mode   one tagged value per input field, in the family's field order
//   regime mode   regime index, 8 seed bytes, size; the family's generator
//                 draws the case; then edits: (field index, tagged value)...
//
// A tagged value is a tag byte (low 4 bits the kind, bit 4 the sign) and its
// payload bytes. Kinds reach what byte mutation rarely makes: -0, the
// subnormals, the extremes, infinities, NaN, powers of two at every exponent,
// and a copy of an earlier value k ulps away (exact tangency nudged, k ulps
// from parallel). Exhausted input reads as zero bytes, so every byte string
// decodes to a case.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../properties/registry.h"

namespace cc::fuzz {

/// The kinds of a tagged value (the tag byte's low 4 bits).
enum class ValueKind : std::uint8_t {
  small_integer = 0,     ///< 1 byte: a signed integer -128..127
  short_dyadic = 1,      ///< 3 bytes: a signed 16-bit integer times 2^-(0..15)
  zero = 2,              ///< +0 or -0 (sign bit)
  min_subnormal = 3,     ///< the smallest positive subnormal of the scalar
  max_subnormal = 4,     ///< the largest subnormal
  min_normal = 5,        ///< the smallest positive normal
  max_finite = 6,        ///< the largest finite value
  infinity = 7,          ///< +inf or -inf
  nan = 8,               ///< a quiet NaN
  power_of_two = 9,      ///< 2 bytes: 2^e, e anywhere from the least subnormal to the largest
  raw_bits = 10,         ///< 8 bytes (f64) or 4 bytes (f32), little-endian
  nudged_copy = 11,      ///< 2 bytes: an earlier value (index mod count), moved by k ulps, k in -8..8
  negated_copy = 12,     ///< 1 byte: an earlier value negated
  scaled_integer = 13,   ///< 3 bytes: a signed 8-bit integer times 2^e, e over the whole range
  copy = 14,             ///< 1 byte: an earlier value exactly
  one_over_power = 15,   ///< 1 byte: 1 - 2^-(1..p) or 1 + 2^-(1..p-1): values next to 1
};

/// The tag byte's bit that negates the kinds that have a sign.
inline constexpr std::uint8_t kSignBit = 0x10;

/// Header byte flags.
inline constexpr std::uint8_t kScalarF32 = 0x01;
inline constexpr std::uint8_t kRegimeMode = 0x02;

/// Decodes `bytes` into a case of `family` (never throws for any input).
check::CaseData decode_case(const check::Family& family, std::span<const std::uint8_t> bytes);

}  // namespace cc::fuzz
