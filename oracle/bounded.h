#pragma once
// A double with a bound on its distance from the exact value it stands for
// (running error analysis, Higham, Accuracy and Stability of Numerical
// Algorithms, 2nd ed., §3.3): |v - exact| <= e. The oracle's filters evaluate
// a polynomial of exact inputs with it and trust the sign only where the bound
// proves it; everywhere else the rationals decide.
//
// Each operation adds the rounding of its result, u |v| (round to nearest,
// u = 2^-53); a sum or difference that underflows is exact, and each product
// adds 2^-1070 for a rounding that underflows. The bound's own roundings (each
// relative 2^-53, a few thousand at most in any filter here) are covered by
// the factor 1 + 2^-40 in `certain`. An overflow makes v or e infinite or NaN,
// and the sign is then uncertain.
//
// Written for the oracle alone (the robust kernels have their own filters), so
// that a mistake in one cannot hide the same mistake in the other.

#include <cmath>

namespace cc::oracle {

struct Bounded {
  double v = 0, e = 0;

  /// An input value: exact.
  static Bounded exactly(double x) { return {x, 0}; }
  /// Every value within `radius` of `centre` (an interval of t, say).
  static Bounded around(double centre, double radius) { return {centre, radius}; }
};

inline constexpr double kBoundedU = 0x1p-53;

inline Bounded operator+(Bounded x, Bounded y) {
  const double v = x.v + y.v;
  return {v, x.e + y.e + kBoundedU * std::fabs(v)};
}
inline Bounded operator-(Bounded x, Bounded y) {
  const double v = x.v - y.v;
  return {v, x.e + y.e + kBoundedU * std::fabs(v)};
}
inline Bounded operator*(Bounded x, Bounded y) {
  const double v = x.v * y.v;
  return {v, std::fabs(x.v) * y.e + std::fabs(y.v) * x.e + x.e * y.e + kBoundedU * std::fabs(v) + 0x1p-1070};
}

/// The certified sign (-1 or +1; never 0), or 2 when the bound cannot tell.
inline int certain(Bounded x) {
  if (!std::isfinite(x.v) || !std::isfinite(x.e)) return 2;
  if (std::fabs(x.v) > x.e * (1 + 0x1p-40)) return x.v > 0 ? 1 : -1;
  return 2;
}

}  // namespace cc::oracle
