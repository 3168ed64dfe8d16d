#include "extreme_magnitudes.h"

#include <cmath>

namespace cc::check {

namespace {

/// SplitMix64: a well-mixed 64-bit step, so that each value's exponent comes
/// from its own bits of the one seed.
std::uint64_t next(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// An exponent in [lo, hi], from the top bits of one step.
int exponent_in(std::uint64_t& state, int lo, int hi) {
  return lo + static_cast<int>((next(state) >> 32) % static_cast<std::uint64_t>(hi - lo + 1));
}

}  // namespace

std::vector<double> at_extreme_magnitude(std::span<const double> values, ExtremeMagnitude how, std::uint64_t bits,
                                         const std::vector<FieldAxis>& axes) {
  std::vector<double> out(values.begin(), values.end());
  std::uint64_t state = bits;
  if (how == ExtremeMagnitude::mixed) {
    for (double& v : out) {
      if (v == 0 || !std::isfinite(v)) continue;
      const bool huge = (next(state) & 1) != 0;
      const int target = huge ? exponent_in(state, 480, 560) : exponent_in(state, -560, -480);
      v = std::ldexp(v, target - std::ilogb(v));
    }
    return out;
  }
  double m = 0;
  for (const double v : out)
    if (std::isfinite(v)) m = std::fmax(m, std::fabs(v));
  if (how == ExtremeMagnitude::translated) {
    const bool huge = (next(state) & 1) != 0;
    const int e = huge ? exponent_in(state, 480, 560) : exponent_in(state, -560, -480);
    const int shrink = exponent_in(state, 10, 60);
    // O: a power of two, or one with a few more bits, of either sign per axis.
    const auto offset = [&] {
      const std::uint64_t b = next(state);
      const double o = std::ldexp(1.0 + static_cast<double>(b & 0xff) * 0x1p-8, e);
      return (b & 0x100) != 0 ? -o : o;
    };
    const double ox = offset(), oy = offset();
    const int shift = m == 0 ? 0 : e - shrink - std::ilogb(m);
    for (std::size_t i = 0; i < out.size(); ++i) {
      double& v = out[i];
      if (!std::isfinite(v)) continue;
      v = std::ldexp(v, shift);
      const FieldAxis axis = i < axes.size() ? axes[i] : FieldAxis::length;
      if (axis != FieldAxis::length) v += axis == FieldAxis::x ? ox : oy;
    }
    return out;
  }
  if (m == 0) return out;
  const int target = how == ExtremeMagnitude::huge ? exponent_in(state, 480, 560) : exponent_in(state, -560, -480);
  const int shift = target - std::ilogb(m);
  // ldexp rounds once per value (to a subnormal or zero where the value falls
  // below 2^-1022): the case stays valid, and its rounding is the point.
  for (double& v : out)
    if (std::isfinite(v)) v = std::ldexp(v, shift);
  return out;
}

std::vector<FieldAxis> field_axes(const std::vector<std::string>& field_names) {
  std::vector<FieldAxis> out;
  for (const auto& name : field_names) {
    const bool coordinate = name.size() > 2 && name[name.size() - 2] == '.';
    const char axis = name.back();
    out.push_back(coordinate && axis == 'x' ? FieldAxis::x : coordinate && axis == 'y' ? FieldAxis::y : FieldAxis::length);
  }
  return out;
}

}  // namespace cc::check
