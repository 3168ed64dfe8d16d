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

  /// Rewrites the expansion with the same value and as few components as
  /// Shewchuk's Compress (§2.8, Figure 19) finds; the result is nonoverlapping,
  /// smallest first, and its largest component approximates the value to within
  /// one ulp. Keeps later products short. In place (the algorithm allows it).
  void compress() {
    if (n < 2) return;
    auto fast_two_sum = [](double a, double b, double& s, double& e) {  // |a| >= |b| or a == 0
      s = a + b;
      e = b - (s - a);
    };
    std::size_t bottom = n - 1;
    double q = c[bottom];
    for (std::size_t i = n - 1; i-- > 0;) {
      double sum, err;
      fast_two_sum(q, c[i], sum, err);
      if (err != 0.0) {
        c[bottom--] = sum;
        q = err;
      } else {
        q = sum;
      }
    }
    c[bottom] = q;
    std::size_t top = 0;
    for (std::size_t i = bottom + 1; i < n; ++i) {
      double sum, err;
      fast_two_sum(c[i], q, sum, err);
      if (err != 0.0) c[top++] = err;
      q = sum;
    }
    if (q != 0.0 || top == 0) c[top++] = q;
    n = (top == 1 && c[0] == 0.0) ? 0 : top;
  }

  /// The same expansion with every component negated (exact).
  Expansion negated() const {
    Expansion r;
    r.n = n;
    for (std::size_t i = 0; i < n; ++i) r.c[i] = -c[i];
    return r;
  }
};

/// The expansion of a single double (no components when it is zero).
inline Expansion<1> expansion_of(double a) {
  Expansion<1> e;
  if (a != 0.0) e.c[e.n++] = a;
  return e;
}

/// The exact sum e + f (Grow-Expansion of f's components into e).
template <std::size_t N, std::size_t M>
Expansion<N + M> sum(const Expansion<N>& e, const Expansion<M>& f) {
  Expansion<N + M> r;
  for (std::size_t i = 0; i < e.n; ++i) r.c[i] = e.c[i];
  r.n = e.n;
  for (std::size_t j = 0; j < f.n; ++j) r.add(f.c[j]);
  return r;
}

/// The exact difference e - f.
template <std::size_t N, std::size_t M>
Expansion<N + M> difference(const Expansion<N>& e, const Expansion<M>& f) {
  return sum(e, f.negated());
}

/// The exact product e * f: every pair of components through two_product, both
/// halves grown into the result. Same preconditions as two_product for every
/// pair of components (no overflow, no underflow of the error terms).
template <std::size_t N, std::size_t M>
Expansion<2 * N * M> product(const Expansion<N>& e, const Expansion<M>& f) {
  Expansion<2 * N * M> r;
  for (std::size_t i = 0; i < e.n; ++i)
    for (std::size_t j = 0; j < f.n; ++j) {
      double p, err;
      two_product(e.c[i], f.c[j], p, err);
      r.add(err);
      r.add(p);
    }
  return r;
}

}  // namespace cc::detail
