#pragma once
// Reference values for error measurement: an exact value (Rational or
// RootNumber) evaluated with MPFR at 400 bits, and the distance of a float or
// double from it in ulps of the exact value.
//
// Decisions never go through here: they are made exactly (number.h,
// sqrt_extension.h). A 400-bit evaluation measures an error in ulps to about
// 2^-340 relative, far below what a reported figure shows. a + b sqrt(d) with
// a and b sqrt(d) of opposite signs is evaluated as (a^2 - b^2 d) / (a - b sqrt(d)),
// which does not cancel, so tiny values keep their full relative precision.

#include <boost/multiprecision/mpfr.hpp>
#include <cmath>
#include <limits>

#include "number.h"
#include "sqrt_extension.h"

namespace cc::oracle {

using Real = boost::multiprecision::number<boost::multiprecision::mpfr_float_backend<120>>;

inline Real to_real(const Rational& r) { return Real(r); }

inline Real to_real(const RootNumber& x) {
  if (x.is_rational()) return to_real(x.a);
  const Real root = boost::multiprecision::sqrt(to_real(x.d));
  if (x.a.sign() == 0 || x.a.sign() == x.b.sign()) return to_real(x.a) + to_real(x.b) * root;
  const Rational num = x.a * x.a - x.b * x.b * x.d;
  if (num.sign() == 0) return Real(0);
  return to_real(num) / (to_real(x.a) - to_real(x.b) * root);
}

/// The ulp of T at the exact value x: 2^(floor(log2 |x|) - digits + 1), never
/// below the smallest subnormal (also for x == 0).
template <class T>
Real ulp_at(const Real& x) {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr int min_exp = std::numeric_limits<T>::min_exponent - digits;  // -1074 or -149
  int e = min_exp;
  if (x != 0) e = std::max(static_cast<int>(mpfr_get_exp(x.backend().data())) - 1 - digits + 1, min_exp);
  return boost::multiprecision::ldexp(Real(1), e);
}

/// |v - x| in ulps of x (T's ulp at the exact value). Infinite for non-finite v.
template <class T, class Exact>
double ulp_error(T v, const Exact& x) {
  if (!std::isfinite(v)) return std::numeric_limits<double>::infinity();
  const Real ref = to_real(x);
  const Real err = boost::multiprecision::abs(Real(static_cast<double>(v)) - ref);
  return static_cast<double>(err / ulp_at<T>(ref));
}

/// The value of x rounded to nearest double (for display and as a target).
inline double nearest_double(const RootNumber& x) { return to_real(x).convert_to<double>(); }

}  // namespace cc::oracle
