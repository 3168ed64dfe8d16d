#pragma once
// Exact signs of a + b - c and |a - b| - t for finite floats or doubles, at
// the cost of one rounded operation in the common case.
//
// Both rest on two facts. Rounding to nearest is monotone and c (or t) is
// representable, so fl(a + b) < c implies a + b < c, and fl(a + b) > c implies
// a + b > c. Only fl(a + b) == c is undecided, and then the rounding error
// e = a + b - fl(a + b), computed exactly by Fast2Sum with |a| >= |b|
// (T. J. Dekker, "A floating-point technique for extending the available
// precision", Numer. Math. 18 (1971), doi:10.1007/BF01397083), carries the sign.
// Fast2Sum's two further operations are exact, so they cannot overflow; a sum
// that overflows (fl(a + b) == +-inf) differs from every finite c, on the side
// of its sign, so the first comparison already decides it. Subnormal sums are
// exact, so underflow needs no care.
//
// Compile with -ffp-contract=off (the kernels target sets it).

#include "fp_environment.h"

#include <cmath>

namespace cc::detail {

/// -1, 0 or +1.
template <class T>
constexpr int sign_of(T v) { return (v > 0) - (v < 0); }

/// The rounding error of fl(a + b), exactly (Fast2Sum). Requires fl(a + b) finite.
template <class T>
T sum_error(T a, T b, T s) {
  if (std::fabs(a) < std::fabs(b)) {
    const T t = a;
    a = b;
    b = t;
  }
  const T z = s - a;  // exact
  return b - z;       // exact
}

/// The exact sign of a + b - c, for finite a, b, c.
template <class T>
int sign_of_sum_minus(T a, T b, T c) {
  const T s = a + b;
  if (s != c) return s < c ? -1 : 1;
  return sign_of(sum_error(a, b, s));
}

/// The exact sign of |a - b| - t, for finite a, b and finite t >= 0.
template <class T>
int sign_of_abs_difference_minus(T a, T b, T t) {
  const T d = a - b;
  const T m = std::fabs(d);
  if (m != t) return m < t ? -1 : 1;  // an overflow (m == inf) exceeds every finite t
  if (d == 0) return 0;  // t == 0 and a == b: a difference of 0 is exact
  const T e = sum_error(a, -b, d);
  return d > 0 ? sign_of(e) : -sign_of(e);
}

}  // namespace cc::detail
