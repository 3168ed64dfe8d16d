#pragma once
// Error-free transformations and nonoverlapping expansions of doubles, after
// J. R. Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust
// Geometric Predicates", Discrete Comput. Geom. 18 (1997), doi:10.1007/PL00009321.
//
// Preconditions, stated once for every function here: round-to-nearest-even, no
// overflow, and for two_product no underflow of the error term (the product's
// exponent at least -969). The robust kernels establish them by scaling their
// inputs by a power of two before calling in (see orient2d.h).
//
// This translation unit must be compiled with -ffp-contract=off: a fused
// multiply-add in place of `a * b - p` would change the error terms.

#include <cstddef>

namespace cc::detail {

/// s + e == a + b exactly, s == fl(a + b) (Knuth's TwoSum).
inline void two_sum(double a, double b, double& s, double& e) {
  s = a + b;
  const double bv = s - a;
  const double av = s - bv;
  e = (a - av) + (b - bv);
}

/// s + e == a - b exactly, s == fl(a - b).
inline void two_diff(double a, double b, double& s, double& e) {
  s = a - b;
  const double bv = a - s;
  const double av = s + bv;
  e = (a - av) + (bv - b);
}

/// hi + lo == a, each with at most 26 significant bits (Dekker's split).
inline void split(double a, double& hi, double& lo) {
  constexpr double splitter = 134217729.0;  // 2^27 + 1
  const double c = splitter * a;
  const double big = c - a;
  hi = c - big;
  lo = a - hi;
}

/// p + e == a * b exactly, p == fl(a * b) (Dekker's TwoProduct).
inline void two_product(double a, double b, double& p, double& e) {
  p = a * b;
  double ahi, alo, bhi, blo;
  split(a, ahi, alo);
  split(b, bhi, blo);
  const double err1 = p - ahi * bhi;
  const double err2 = err1 - alo * bhi;
  const double err3 = err2 - ahi * blo;
  e = alo * blo - err3;
}

/// A nonoverlapping expansion of at most N components, smallest magnitude first,
/// zero components eliminated. Its value is the exact sum of the components.
template <std::size_t N>
struct Expansion {
  double c[N];
  std::size_t n = 0;

  /// Adds b exactly (Shewchuk's Grow-Expansion with zero elimination).
  /// Requires n < N.
  void add(double b) {
    double q = b;
    std::size_t out = 0;
    for (std::size_t i = 0; i < n; ++i) {
      double sum, err;
      two_sum(q, c[i], sum, err);
      q = sum;
      if (err != 0.0) c[out++] = err;
    }
    if (q != 0.0) c[out++] = q;
    n = out;
  }

  /// -1, 0 or +1: the exact sign of the value (that of the largest component).
  int sign() const { return n == 0 ? 0 : (c[n - 1] > 0.0 ? 1 : -1); }

  /// The value rounded with relative error at most 2^-53 * (1 + 2^-49): the
  /// components are summed smallest first, and everything below the largest
  /// component is smaller than one ulp of it.
  double approximate() const {
    double s = 0.0;
    for (std::size_t i = 0; i < n; ++i) s += c[i];
    return s;
  }
};

}  // namespace cc::detail
