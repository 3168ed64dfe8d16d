#pragma once
// A double with an unbounded exponent: m 2^e, |m| in [0.5, 1) or m == 0. The
// slow paths of the robust kernels take their approximations from exact
// numbers (BigDyadic) whose magnitudes can lie far outside the double range;
// quotients and products of such values are formed here, so that nothing
// overflows or underflows before the final to_double.
//
// Rounding is that of the double operation on the significands: a product or
// quotient rounds once (relative error at most u = 2^-53), a square root once
// (plus half its operand's error), a sum of two values of one sign once. Only
// to_double can underflow (absolute error at most 2^-1075) or overflow.
//
// Compile with -ffp-contract=off (the kernels target sets it).

#include "fp_environment.h"

#include <algorithm>
#include <cmath>

#include "big_dyadic.h"

namespace cc::detail {

struct WideDouble {
  double m = 0.0;  ///< significand, |m| in [0.5, 1), or 0
  long e = 0;      ///< exponent

  static WideDouble of(double v) {
    int k = 0;
    const double m = std::frexp(v, &k);
    return {m, k};
  }
  static WideDouble of(const BigDyadic& v) {
    WideDouble w;
    w.m = v.frexp(w.e);
    return w;
  }

  /// The nearest double to m 2^(e + k) (an infinity beyond the range).
  double to_double(long k = 0) const {
    if (m == 0.0) return 0.0;
    return std::ldexp(m, static_cast<int>(std::clamp<long>(e + k, -4000, 4000)));
  }

  friend WideDouble operator*(WideDouble a, WideDouble b) {
    const WideDouble p = of(a.m * b.m);  // exact exponent, one rounding
    return p.m == 0.0 ? WideDouble{} : WideDouble{p.m, p.e + a.e + b.e};
  }
  /// Requires b != 0.
  friend WideDouble operator/(WideDouble a, WideDouble b) {
    const WideDouble q = of(a.m / b.m);
    return q.m == 0.0 ? WideDouble{} : WideDouble{q.m, q.e + a.e - b.e};
  }
  /// a + b for a, b of one sign (no cancellation).
  friend WideDouble operator+(WideDouble a, WideDouble b) {
    if (a.m == 0.0) return b;
    if (b.m == 0.0) return a;
    const long top = std::max(a.e, b.e);
    const WideDouble s = of(a.to_double(-top) + b.to_double(-top));  // the smaller may underflow: < 2^-1074 of s
    return {s.m, s.e + top};
  }
  WideDouble abs() const { return {std::fabs(m), e}; }
};

/// The square root of a >= 0.
inline WideDouble sqrt(WideDouble a) {
  if (a.m == 0.0) return {};
  const bool odd = (a.e % 2) != 0;
  const double mm = odd ? 2 * a.m : a.m;  // exact
  const long half = (odd ? a.e - 1 : a.e) / 2;
  const WideDouble r = WideDouble::of(std::sqrt(mm));
  return {r.m, r.e + half};
}

}  // namespace cc::detail
