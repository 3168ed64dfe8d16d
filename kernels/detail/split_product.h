#pragma once
// Dekker's TwoProduct (T. J. Dekker, "A floating-point technique for extending
// the available precision", Numer. Math. 18 (1971), doi:10.1007/BF01397083;
// Shewchuk 1997, doi:10.1007/PL00009321, §2.6) with each operand split once:
// the fast value paths of the robust sweeps multiply the same few doubles
// against each other several times, and without a hardware FMA the split
// (four flops) is a third of a product's cost. TwoSquare is the product of a
// split with itself (Shewchuk's Square), three flops shorter.
//
// Preconditions, as for expansion.h's two_product: round to nearest even, no
// overflow (|a| < 2^995, so that the splitter product stays finite) and no
// underflow of the error term (every nonzero product at least 2^-969 in
// magnitude). Compile with -ffp-contract=off (fp_environment.h).

#include "fp_environment.h"

namespace cc::detail {

/// A double and its Dekker split: v == hi + lo exactly, each half at most 26
/// significant bits, so that every product of two halves is exact.
struct SplitDouble {
  double v, hi, lo;
};

inline SplitDouble split_double(double a) {
  constexpr double splitter = 134217729.0;  // 2^27 + 1
  const double c = splitter * a;
  const double big = c - a;
  const double hi = c - big;
  return {a, hi, a - hi};
}

/// p + e == a.v * b.v exactly, p == fl(a.v * b.v) (Dekker's TwoProduct).
inline void two_product_split(const SplitDouble& a, const SplitDouble& b, double& p, double& e) {
  p = a.v * b.v;
  const double err1 = p - a.hi * b.hi;
  const double err2 = err1 - a.lo * b.hi;
  const double err3 = err2 - a.hi * b.lo;
  e = a.lo * b.lo - err3;
}

/// p + e == a.v * a.v exactly, p == fl(a.v^2) (Shewchuk's Square: the two
/// cross products a.hi * a.lo are one, doubled exactly).
inline void two_square_split(const SplitDouble& a, double& p, double& e) {
  p = a.v * a.v;
  const double err1 = p - a.hi * a.hi;
  const double err3 = err1 - (a.hi + a.hi) * a.lo;
  e = a.lo * a.lo - err3;
}

}  // namespace cc::detail
