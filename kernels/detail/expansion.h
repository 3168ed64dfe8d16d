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

#include "fp_environment.h"

#include <cstddef>
#include <vector>

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

/// The exact difference a - b as an expansion of at most two components.
inline Expansion<2> difference(double a, double b) {
  double s, e;
  two_diff(a, b, s, e);
  Expansion<2> out;
  if (e != 0.0) out.c[out.n++] = e;
  if (s != 0.0) out.c[out.n++] = s;
  return out;
}

/// -e, exactly.
template <std::size_t N>
Expansion<N> negated(const Expansion<N>& e) {
  return e.negated();
}

/// e * b, exactly (Shewchuk's Scale-Expansion with zero elimination).
template <std::size_t N>
Expansion<2 * N> scaled(const Expansion<N>& e, double b) {
  Expansion<2 * N> out;
  if (e.n == 0 || b == 0.0) return out;
  double q, h;
  two_product(e.c[0], b, q, h);
  if (h != 0.0) out.c[out.n++] = h;
  for (std::size_t i = 1; i < e.n; ++i) {
    double p1, p0, s;
    two_product(e.c[i], b, p1, p0);
    two_sum(q, p0, s, h);
    if (h != 0.0) out.c[out.n++] = h;
    two_sum(p1, s, q, h);
    if (h != 0.0) out.c[out.n++] = h;
  }
  if (q != 0.0) out.c[out.n++] = q;
  return out;
}

/// a * b, exactly: the sum of a scaled by every component of b.
template <std::size_t N, std::size_t M>
Expansion<2 * N * M> product(const Expansion<N>& a, const Expansion<M>& b) {
  Expansion<2 * N * M> out;
  for (std::size_t j = 0; j < b.n; ++j) {
    const Expansion<2 * N> part = scaled(a, b.c[j]);
    for (std::size_t i = 0; i < part.n; ++i) out.add(part.c[i]);
  }
  return out;
}

/// An expansion of the same value with as few components as Shewchuk's Compress
/// leaves (see Expansion::compress).
template <std::size_t N>
Expansion<N> compressed(Expansion<N> e) {
  e.compress();
  return e;
}

/// A nonoverlapping expansion of any length (smallest magnitude first, zero
/// components eliminated, compressed after every operation), for predicates
/// whose degree makes fixed capacities impractical. Same preconditions as above.
struct BigExpansion {
  std::vector<double> c;

  BigExpansion() = default;
  template <std::size_t N>
  explicit BigExpansion(const Expansion<N>& e) : c(e.c, e.c + e.n) {}
  static BigExpansion of(double v) {
    BigExpansion out;
    if (v != 0.0) out.c.push_back(v);
    return out;
  }

  int sign() const { return c.empty() ? 0 : (c.back() > 0.0 ? 1 : -1); }
  double approximate() const {
    double s = 0.0;
    for (double v : c) s += v;
    return s;
  }
  void add(double b) {  // Grow-Expansion with zero elimination
    double q = b;
    std::size_t out = 0;
    for (std::size_t i = 0; i < c.size(); ++i) {
      double sum, err;
      two_sum(q, c[i], sum, err);
      q = sum;
      if (err != 0.0) c[out++] = err;
    }
    c.resize(out);
    if (q != 0.0) c.push_back(q);
  }
  void compress() {  // Shewchuk's Compress
    if (c.empty()) return;
    std::vector<double> g(c.size());
    std::size_t bottom = c.size() - 1;
    double q = c[bottom];
    for (std::size_t i = c.size() - 1; i-- > 0;) {
      double s, err;
      two_sum(q, c[i], s, err);
      if (err != 0.0) {
        g[bottom--] = s;
        q = err;
      } else {
        q = s;
      }
    }
    std::vector<double> out;
    for (std::size_t i = bottom + 1; i < c.size(); ++i) {
      double s, err;
      two_sum(g[i], q, s, err);
      if (err != 0.0) out.push_back(err);
      q = s;
    }
    if (q != 0.0) out.push_back(q);
    c = std::move(out);
  }
};

inline BigExpansion operator-(BigExpansion a) {
  for (double& v : a.c) v = -v;
  return a;
}
inline BigExpansion operator+(BigExpansion a, const BigExpansion& b) {
  for (double v : b.c) a.add(v);
  a.compress();
  return a;
}
inline BigExpansion operator-(const BigExpansion& a, const BigExpansion& b) { return a + (-b); }
inline BigExpansion operator*(const BigExpansion& a, const BigExpansion& b) {
  BigExpansion out;
  for (double bj : b.c) {
    if (a.c.empty()) break;
    double q, h;  // Scale-Expansion of a by bj, grown into out
    two_product(a.c[0], bj, q, h);
    if (h != 0.0) out.add(h);
    for (std::size_t i = 1; i < a.c.size(); ++i) {
      double p1, p0, s;
      two_product(a.c[i], bj, p1, p0);
      two_sum(q, p0, s, h);
      if (h != 0.0) out.add(h);
      two_sum(p1, s, q, h);
      if (h != 0.0) out.add(h);
    }
    if (q != 0.0) out.add(q);
  }
  out.compress();
  return out;
}

/// The exact sign of x + y sqrt(d) for d >= 0: the larger of x^2 and y^2 d
/// decides when the terms have opposite signs.
/// N is any exact number type with +, -, * and sign() (BigExpansion, BigDyadic).
template <class N>
int sign_with_root(const N& x, const N& y, const N& d) {
  const int sx = x.sign(), sy = d.sign() == 0 ? 0 : y.sign();
  if (sy == 0) return sx;
  if (sx == 0 || sx == sy) return sy;
  const int c = (x * x - y * y * d).sign();
  return c > 0 ? sx : (c < 0 ? sy : 0);
}

}  // namespace cc::detail
