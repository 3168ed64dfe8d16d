#pragma once
// The oracle's one number adapter: exact rationals over GMP through
// Boost.Multiprecision. Every float and double converts exactly (a binary
// floating-point number is a dyadic rational); nothing here rounds.

#include <boost/multiprecision/gmp.hpp>
#include <cmath>
#include <stdexcept>
#include <string>

namespace cc::oracle {

using Rational = boost::multiprecision::mpq_rational;

/// The exact value of a finite double (or float, which widens exactly).
/// Throws std::domain_error for NaN and infinities, which have no rational value.
inline Rational exact(double v) {
  if (!std::isfinite(v)) throw std::domain_error("oracle::exact: non-finite value");
  return Rational(v);  // mpq_set_d: exact
}

/// -1, 0 or +1.
inline int sign(const Rational& r) { return r.sign(); }

inline Rational abs(const Rational& r) { return r.sign() < 0 ? Rational(-r) : r; }

/// "p/q" in lowest terms, or "p" when q == 1.
inline std::string to_string(const Rational& r) { return r.str(); }

/// The nearest double is not needed for decisions; this is for display and for
/// reporting error magnitudes, where a faithful approximation suffices.
inline double approximate(const Rational& r) { return r.convert_to<double>(); }

}  // namespace cc::oracle
