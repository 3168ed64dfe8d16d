#pragma once
// The power function of the seed listings, computed the same way by every
// build. C#'s Mathf.Pow(f, p) is defined as (float)Math.Pow(f, p), and
// Math.Pow calls the C library's pow; here both call glibc's double pow.
//
// Compilers replace pow(x, 2) by x * x whenever the exponent is a constant
// they can see, at some optimization levels and not others, and the two round
// differently: glibc's pow(x, 2) differs from x * x on about 1 double in 2,300,
// and powf(x, 2) from x * x on subnormal results. The exponent is therefore
// read through a volatile, so that the library call is never folded away.
// For a float argument the double power is exact (p == 2) or rounds once in
// double before the cast, which is what Mathf.Pow does.

#include "fp_environment.h"

#include <cmath>

namespace cc::detail {

/// Math.Pow(x, p): glibc's pow, never folded by the compiler.
inline double library_pow(double x, double p) {
  const volatile double exponent = p;
  return std::pow(x, exponent);
}

/// Mathf.Pow(x, p) = (float)Math.Pow(x, p).
inline float library_pow(float x, float p) {
  return static_cast<float>(library_pow(static_cast<double>(x), static_cast<double>(p)));
}

}  // namespace cc::detail
