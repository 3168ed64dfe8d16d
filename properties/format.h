#pragma once
// Exact and readable renderings of floating-point values for messages and files.

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace cc::check {

/// Hex float that round-trips bit for bit ("0x1.8p+1"), or inf / -inf / nan.
inline std::string hex(double v) {
  if (std::isnan(v)) return std::signbit(v) ? "-nan" : "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a", v);
  return buf;
}

/// Shortest decimal that round-trips as a double ("0.1", "-0", "5e-324").
inline std::string decimal(double v) {
  if (std::isnan(v)) return std::signbit(v) ? "-nan" : "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

/// Shortest decimal that round-trips as a float ("0.17" for the float nearest
/// 0.17), for a value of an f32 case; a value that is no float is shown as a
/// double (decimal).
inline std::string decimal_f32(double v) {
  const float f = static_cast<float>(v);
  if (std::isnan(v) || std::isinf(v) || static_cast<double>(f) != v) return decimal(v);
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, f);
  return std::string(buf, r.ptr);
}

/// The two-line input header of a failure message: the input in hex floats
/// (exact), then in shortest decimals, each rendered by the family's `show`.
inline std::string input_lines(const std::vector<double>& values,
                               std::string (*show)(const std::vector<double>&, std::string (*)(double))) {
  return "input " + show(values, hex) + "\n      = " + show(values, decimal);
}

/// "0x1.8p+1 (3)"
inline std::string hex_and_decimal(double v) { return hex(v) + " (" + decimal(v) + ")"; }

}  // namespace cc::check
