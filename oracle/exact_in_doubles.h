#pragma once
// Signs decided in doubles where every operation is proven exact: the
// filters' second stage. An error bound never certifies a zero, but integer
// grids, collinear points and exact ties make many values exactly zero; when
// each sum and product that forms such a value was exact, the double is the
// exact value and its sign (zero included) is the answer, without GMP.
//
// Exactness is tested, not assumed: a sum by its rounding error (Knuth's
// TwoSum, TAOCP vol. 2, §4.2.2, Theorem B: exact for any finite operands whose
// sum does not overflow), a product by the fused multiply-add's residual
// x y - fl(x y), itself exact when fl(x y) is at least 2^-969 in magnitude
// (Boldo and Muller, "Exact and approximated error of the FMA", IEEE Trans.
// Comput. 60(2), 2011). std::fma is correctly rounded on every platform (in
// hardware or software), which the oracle may assume; the kernels never use it.

#include <cmath>

namespace cc::oracle {

/// Whether s == fl(a + b) is a + b exactly (finite operands, finite s).
inline bool sum_is_exact(double a, double b, double s) {
  const double bv = s - a;
  const double av = s - bv;
  return (a - av) + (b - bv) == 0;
}

/// Whether p == fl(x y) is x y exactly (finite operands, finite p).
inline bool product_is_exact(double x, double y, double p) {
  if (p == 0) return x == 0 || y == 0;
  return std::fabs(p) >= 0x1p-969 && std::fma(x, y, -p) == 0;
}

}  // namespace cc::oracle
