#pragma once
// The oracle's sign of a + b - c for doubles (floats widen exactly), behind a
// static filter. With s = fl(a + b) and d = fl(s - c), u = 2^-53:
//   |(a + b - c) - d| <= u |a + b| + u |s - c| <= (2u + 2u^2)(|s| + |c|),
// and the computed 4u fl(|s| + |c|) exceeds that by at least u (|s| + |c|),
// more than the absolute error of the bound's own rounding when it is
// subnormal (2^-1075; and when s is subnormal the sums are exact). So
// |d| > 4u (|s| + |c|) decides, when nothing overflowed: an overflow of either
// sum leaves d infinite or NaN, and an overflow of |s| + |c| makes the
// comparison false, so only a finite d passes.
// Otherwise the rationals decide. Written as an error bound rather than from
// the monotonicity of rounding that the robust kernels use, so that the two
// do not share a mistake.

#include <cmath>
#include <initializer_list>

#include "exact_in_doubles.h"
#include "filter.h"
#include "number.h"

namespace cc::oracle {

inline int sign_of_sum_minus_exact(double a, double b, double c) {
  return sign(Rational(exact(a) + exact(b) - exact(c)));
}

/// The filter alone: the sign of a + b - c where the bound proves it, or
/// where both sums were exact (exact_in_doubles.h: ties, zero included); 2
/// where neither does.
inline int filtered_sign_of_sum_minus(double a, double b, double c) {
  constexpr double u = 0x1p-53;
  const double s = a + b;
  const double d = s - c;
  if (!std::isfinite(d)) return 2;
  if (std::fabs(d) > 4 * u * (std::fabs(s) + std::fabs(c))) return d > 0 ? 1 : -1;
  if (sum_is_exact(a, b, s) && sum_is_exact(s, -c, d)) return (d > 0) - (d < 0);
  return 2;
}

inline int sign_of_sum_minus(double a, double b, double c, FilterStats& stats) {
  ++stats.decisions;
  if (filtering()) {
    const int s = filtered_sign_of_sum_minus(a, b, c);
    if (s != 2) return s;
  }
  ++stats.exact;
  return sign_of_sum_minus_exact(a, b, c);
}

/// One comparison a + b >= c.
struct SumAtLeast {
  double a, b, c;
};

/// Whether a + b >= c holds exactly for every term: one decision. The filter
/// settles it when one comparison is certainly false or all are certainly
/// true (ties included); otherwise every comparison is made in rationals.
inline bool all_sums_at_least(std::initializer_list<SumAtLeast> terms, FilterStats& stats) {
  ++stats.decisions;
  if (filtering()) {
    bool all_true = true, one_false = false;
    for (const auto& t : terms) {
      const int s = filtered_sign_of_sum_minus(t.a, t.b, t.c);
      all_true &= s == 0 || s == 1;
      one_false |= s == -1;
    }
    if (one_false) return false;
    if (all_true) return true;
  }
  ++stats.exact;
  for (const auto& t : terms)
    if (sign_of_sum_minus_exact(t.a, t.b, t.c) < 0) return false;
  return true;
}

}  // namespace cc::oracle
