#pragma once
// Input validation at the cost of a few comparisons: every robust kernel
// answers invalid_input for NaN and infinities before it computes anything.

#include "fp_environment.h"

#include <cmath>
#include <limits>

namespace cc::detail {

/// Whether every value is finite. |v| < inf is false for NaN and for both
/// infinities; the comparisons are combined with & rather than &&, so that the
/// test is one branch instead of one per value.
template <class T, class... Ts>
constexpr bool all_finite(T v, Ts... vs) {
  constexpr T inf = std::numeric_limits<T>::infinity();
  return ((std::fabs(v) < inf) & ... & (std::fabs(vs) < inf));
}

}  // namespace cc::detail
