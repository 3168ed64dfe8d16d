// Fuzzer bytes -> one case of a family (decode.h; the encoding in README.md).

#include "decode.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace cc::fuzz {
namespace {

/// Reads bytes in order; past the end every byte is 0.
class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  std::uint8_t byte() { return pos_ < bytes_.size() ? bytes_[pos_++] : 0; }
  std::uint16_t u16() {
    const std::uint16_t lo = byte();
    return static_cast<std::uint16_t>(lo | (byte() << 8));
  }
  std::uint64_t u64(int count) {
    std::uint64_t v = 0;
    for (int i = 0; i < count; ++i) v |= static_cast<std::uint64_t>(byte()) << (8 * i);
    return v;
  }
  bool done() const { return pos_ >= bytes_.size(); }

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t pos_ = 0;
};

/// `v` moved by k ulps of T (toward +inf for k > 0).
template <class T>
T nudge(T v, int k) {
  const T toward = k > 0 ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity();
  for (int i = 0; i < std::abs(k); ++i) v = std::nextafter(v, toward);
  return v;
}

/// One tagged value of scalar T; `earlier` are the values so far (the case's
/// current values in regime mode).
template <class T>
T tagged_value(ByteReader& in, const std::vector<T>& earlier) {
  using L = std::numeric_limits<T>;
  const std::uint8_t tag = in.byte();
  const T sign = (tag & kSignBit) ? T(-1) : T(1);
  // Exponents from the least subnormal (-1074, -149) to the largest finite (1023, 127).
  const int min_exp = L::min_exponent - L::digits;
  const int exp_span = L::max_exponent - min_exp;
  auto pick = [&](std::uint8_t b) -> T { return earlier[b % earlier.size()]; };
  switch (static_cast<ValueKind>(tag & 0x0f)) {
    case ValueKind::small_integer: return static_cast<T>(static_cast<std::int8_t>(in.byte()));
    case ValueKind::short_dyadic: {
      const auto m = static_cast<std::int16_t>(in.u16());
      return std::ldexp(static_cast<T>(m), -(in.byte() % 16));
    }
    case ValueKind::zero: return sign * T(0);
    case ValueKind::min_subnormal: return sign * L::denorm_min();
    case ValueKind::max_subnormal: return sign * (L::min() - L::denorm_min());
    case ValueKind::min_normal: return sign * L::min();
    case ValueKind::max_finite: return sign * L::max();
    case ValueKind::infinity: return sign * L::infinity();
    case ValueKind::nan: return L::quiet_NaN();
    case ValueKind::power_of_two: return sign * std::ldexp(T(1), min_exp + in.u16() % exp_span);
    case ValueKind::raw_bits:
      if constexpr (sizeof(T) == 8) return std::bit_cast<T>(in.u64(8));
      else return std::bit_cast<T>(static_cast<std::uint32_t>(in.u64(4)));
    case ValueKind::nudged_copy: {
      const std::uint8_t index = in.byte();
      const int k = static_cast<int>(in.byte() % 17) - 8;
      return earlier.empty() ? T(0) : nudge(pick(index), k);
    }
    case ValueKind::negated_copy: {
      const std::uint8_t index = in.byte();
      return earlier.empty() ? T(0) : -pick(index);
    }
    case ValueKind::scaled_integer: {
      const auto m = static_cast<std::int8_t>(in.byte());
      return std::ldexp(static_cast<T>(m), min_exp + in.u16() % exp_span);
    }
    case ValueKind::copy: {
      const std::uint8_t index = in.byte();
      return earlier.empty() ? T(0) : pick(index);
    }
    case ValueKind::one_over_power: {
      const int k = 1 + in.byte() % (L::digits - 1);
      return (tag & kSignBit) ? T(1) - std::ldexp(T(1), -k) : T(1) + std::ldexp(T(1), -k);
    }
  }
  return T(0);
}

template <class T>
check::CaseData decode_as(const check::Family& family, bool regime_mode, ByteReader& in) {
  const std::size_t n = family.fields().size();
  check::CaseData c;
  c.family = family.name();
  c.scalar = sizeof(T) == 4 ? check::Scalar::f32 : check::Scalar::f64;
  std::vector<T> values;
  if (!regime_mode) {
    for (std::size_t i = 0; i < n; ++i) values.push_back(tagged_value<T>(in, values));
  } else {
    const auto& regimes = family.regimes();
    const std::string& regime = regimes[in.byte() % regimes.size()];
    const std::uint64_t seed = in.u64(8);
    const int size = in.byte() % 101;
    // Every regime exists at both scalars; an unknown one would be a checker
    // fault and propagates.
    const check::CaseData drawn = family.sample(c.scalar, regime, 1, seed, size).front();
    for (double v : drawn.values) values.push_back(static_cast<T>(v));
    c.regime = regime;
    // Edits: (field index, tagged value) pairs, the field's own and every
    // other current value available to the copy kinds.
    while (!in.done()) {
      const std::size_t field = in.byte() % n;
      values[field] = tagged_value<T>(in, values);
    }
  }
  for (T v : values) c.values.push_back(static_cast<double>(v));
  return c;
}

}  // namespace

check::CaseData decode_case(const check::Family& family, std::span<const std::uint8_t> bytes) {
  ByteReader in(bytes);
  const std::uint8_t header = in.byte();
  const bool regime_mode = header & kRegimeMode;
  if (header & kScalarF32) return decode_as<float>(family, regime_mode, in);
  return decode_as<double>(family, regime_mode, in);
}

}  // namespace cc::fuzz
