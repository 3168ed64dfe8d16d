#pragma once
// A double carrying a rigorous bound on its distance from the exact value it
// stands for (running error analysis): the floating-point filter in front of an
// exact slow path. `v` is the computed value, `e` >= |v - exact|.
//
// Bounds, with u = 2^-53 and eta = 2^-1074 (round to nearest, any exponent):
//   sum:     |fl(x + y) - (x + y)| <= u |fl(x + y)|, and no error when the sum is
//            subnormal; with inexact operands e = e_a + e_b + u |s|;
//   product: |a b - v_a v_b| <= |v_a| e_b + |v_b| e_a + e_a e_b, and
//            |fl(v_a v_b) - v_a v_b| <= u |p| + eta (the eta for underflow).
// Operands known exactly (e == 0) get the exact rounding error instead, from
// TwoSum and TwoProduct (expansion.h; the product's error term is exact when
// |p| >= 2^-969), so exact zeros and exactly representable results stay exact.
// The bound's own computation rounds (a few operations, each by at most a
// factor 1 + u, and may underflow by eta each); it is multiplied by 1 + 2^-48
// and 4 eta is added, which covers both. An overflow makes v or e infinite or
// NaN, and the sign is then undecided.
//
// Compile with -ffp-contract=off (the kernels target sets it).

#include "fp_environment.h"

#include <cmath>

#include "expansion.h"

namespace cc::detail {

struct BoundedDouble {
  double v = 0.0;  ///< computed value
  double e = 0.0;  ///< bound on |v - exact|

  BoundedDouble() = default;
  explicit BoundedDouble(double x) : v(x) {}
  BoundedDouble(double x, double err) : v(x), e(err) {}

  static constexpr double kU = 0x1p-53;
  static constexpr double kGrow = 1.0 + 0x1p-48;
  static constexpr double kTiny = 4 * 0x1p-1074;

  friend BoundedDouble operator+(const BoundedDouble& a, const BoundedDouble& b) {
    if (a.e == 0.0 && b.e == 0.0) {
      double s, err;
      two_sum(a.v, b.v, s, err);
      if (std::isfinite(s)) return {s, std::fabs(err)};
      return {s, INFINITY};
    }
    const double s = a.v + b.v;
    return {s, (a.e + b.e + kU * std::fabs(s)) * kGrow + kTiny};
  }
  BoundedDouble operator-() const { return {-v, e}; }
  friend BoundedDouble operator-(const BoundedDouble& a, const BoundedDouble& b) { return a + (-b); }

  friend BoundedDouble operator*(const BoundedDouble& a, const BoundedDouble& b) {
    if (a.e == 0.0 && b.e == 0.0) {
      if (a.v == 0.0 || b.v == 0.0) return {0.0, 0.0};
      const double p = a.v * b.v;
      if (std::isfinite(p) && std::fabs(p) >= 0x1p-969 && std::fabs(a.v) <= 0x1p+995 &&
          std::fabs(b.v) <= 0x1p+995) {
        double pp, err;
        two_product(a.v, b.v, pp, err);
        return {pp, std::fabs(err)};
      }
    }
    const double p = a.v * b.v;
    const double e = std::fabs(a.v) * b.e + std::fabs(b.v) * a.e + a.e * b.e + kU * std::fabs(p);
    return {p, e * kGrow + 2 * kTiny};
  }

  /// The exact sign of the value it stands for, or `ok = false` when the bound
  /// cannot decide it (the value is then meaningless).
  int sign(bool& ok) const {
    if (!(e < INFINITY) || std::isnan(v)) {
      ok = false;
      return 0;
    }
    if (e == 0.0) return (v > 0) - (v < 0);
    if (std::fabs(v) > e) return v > 0 ? 1 : -1;
    ok = false;
    return 0;
  }
};

}  // namespace cc::detail
