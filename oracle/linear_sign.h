#pragma once
// The oracle's sign of a + b - c for doubles (floats widen exactly), behind a
// static filter. With s = fl(a + b) and d = fl(s - c), u = 2^-53:
//   |(a + b - c) - d| <= u |a + b| + u |s - c| <= (2u + 2u^2)(|s| + |c|),
// and the computed 4u fl(|s| + |c|) exceeds that by at least u (|s| + |c|),
// more than the absolute error of the bound's own rounding when it is
// subnormal (2^-1075; and when s is subnormal the sums are exact). So
// |d| > 4u (|s| + |c|) decides; magnitudes up to 2^1000 cannot overflow.
// Otherwise the rationals decide. Written as an error bound rather than from
// the monotonicity of rounding that the robust kernels use, so that the two
// do not share a mistake.

#include <cmath>

#include "filter.h"
#include "number.h"

namespace cc::oracle {

inline int sign_of_sum_minus_exact(double a, double b, double c) {
  return sign(Rational(exact(a) + exact(b) - exact(c)));
}

inline int sign_of_sum_minus(double a, double b, double c, FilterStats& stats) {
  ++stats.decisions;
  constexpr double u = 0x1p-53;
  const double s = a + b;
  const double d = s - c;
  const double m = max_magnitude({a, b, c});
  if (filtering() && m <= 0x1p+1000 && std::fabs(d) > 4 * u * (std::fabs(s) + std::fabs(c))) return d > 0 ? 1 : -1;
  ++stats.exact;
  return sign_of_sum_minus_exact(a, b, c);
}

}  // namespace cc::oracle
