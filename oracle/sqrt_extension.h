#pragma once
// Exact numbers of the form a + b sqrt(d) with rational a, b and d >= 0 (one
// quadratic extension of the rationals, what CGAL calls Sqrt_extension). The
// roots of a quadratic with rational coefficients, the distance from a rational
// point to a rational line times a unit normal, and every point built from them
// live here; signs and comparisons are exact.
//
// Convention: two RootNumbers combine (+, -, compare) only when they share the
// same radicand d, or when one of them is rational (b == 0). Anything else
// throws std::domain_error: it would need a tower of extensions. Only ordering
// crosses radicands: compare_across (below) orders roots of different
// quadratics exactly, by squaring once.

#include <stdexcept>
#include <string>

#include "number.h"

namespace cc::oracle {

struct RootNumber {
  Rational a;  ///< rational part
  Rational b;  ///< coefficient of sqrt(d)
  Rational d;  ///< radicand, >= 0

  RootNumber() = default;
  RootNumber(Rational a_) : a(std::move(a_)) {}  // NOLINT: a rational is a RootNumber
  RootNumber(Rational a_, Rational b_, Rational d_) : a(std::move(a_)), b(std::move(b_)), d(std::move(d_)) {
    if (d.sign() < 0) throw std::domain_error("RootNumber: negative radicand");
  }

  bool is_rational() const { return b.sign() == 0 || d.sign() == 0; }

  /// "a + b*sqrt(d)" in lowest terms, or the rational it is: "a" when b or d
  /// is 0, a + b r when d = r^2 is a rational square.
  std::string str() const {
    if (is_rational()) return a.str();
    using Integer = boost::multiprecision::mpz_int;
    const Integer num = numerator(d), den = denominator(d);
    const Integer rn = boost::multiprecision::sqrt(num), rd = boost::multiprecision::sqrt(den);
    if (rn * rn == num && rd * rd == den) return Rational(a + b * Rational(rn, rd)).str();
    return a.str() + (b.sign() < 0 ? " - " : " + ") + abs(b).str() + "*sqrt(" + d.str() + ")";
  }
};

/// The exact sign of a + b sqrt(d): when a and b sqrt(d) have opposite signs,
/// the larger of a^2 and b^2 d wins.
inline int sign(const RootNumber& x) {
  const int sa = x.a.sign();
  const int sb = x.is_rational() ? 0 : x.b.sign();
  if (sb == 0) return sa;
  if (sa == 0 || sa == sb) return sb;
  const int c = Rational(x.a * x.a - x.b * x.b * x.d).sign();
  return c > 0 ? sa : (c < 0 ? sb : 0);
}

namespace detail {
inline const Rational& common_radicand(const RootNumber& x, const RootNumber& y) {
  if (x.is_rational()) return y.d;
  if (y.is_rational() || x.d == y.d) return x.d;
  throw std::domain_error("RootNumber: operands with different radicands");
}
}  // namespace detail

inline RootNumber operator+(const RootNumber& x, const RootNumber& y) {
  const Rational& d = detail::common_radicand(x, y);
  return {Rational(x.a + y.a), Rational((x.is_rational() ? Rational(0) : x.b) + (y.is_rational() ? Rational(0) : y.b)),
          d};
}
inline RootNumber operator-(const RootNumber& x) { return {Rational(-x.a), Rational(-x.b), x.d}; }
inline RootNumber operator-(const RootNumber& x, const RootNumber& y) { return x + (-y); }
inline RootNumber operator*(const Rational& s, const RootNumber& x) { return {Rational(s * x.a), Rational(s * x.b), x.d}; }

/// -1, 0, +1 as x <, ==, > y (same radicand or one rational; see the convention above).
inline int compare(const RootNumber& x, const RootNumber& y) { return sign(x - y); }

/// -1, 0, +1 as x <, ==, > y, for any radicands. With u = (x.a - y.a) +
/// x.b sqrt(x.d) and v = y.b sqrt(y.d), x - y = u - v; when u and v have the
/// same sign s, sign(u - v) = s * sign(u^2 - v^2), and u^2 - v^2 is a
/// RootNumber over x.d alone.
inline int compare_across(const RootNumber& x, const RootNumber& y) {
  if (x.is_rational() || y.is_rational() || x.d == y.d) return compare(x, y);
  const RootNumber u{Rational(x.a - y.a), x.b, x.d};
  const int su = sign(u), sv = y.b.sign();  // y.d > 0 here
  if (su != sv) return su > sv ? 1 : -1;    // also covers su == 0 or sv == 0 with the other nonzero
  if (su == 0) return 0;
  const RootNumber diff_of_squares{Rational(u.a * u.a + u.b * u.b * u.d - y.b * y.b * y.d), Rational(2 * u.a * u.b),
                                   u.d};
  return su * sign(diff_of_squares);
}

/// The roots of a t^2 + b t + c (a != 0, b^2 - 4ac >= 0) in increasing order,
/// (-b -+ sqrt(b^2 - 4ac)) / 2a; both share the radicand b^2 - 4ac.
struct QuadraticRoots {
  RootNumber lo, hi;
};
inline QuadraticRoots quadratic_roots(const Rational& a, const Rational& b, const Rational& c) {
  if (a.sign() == 0) throw std::domain_error("quadratic_roots: a == 0");
  const Rational disc = b * b - 4 * a * c;
  if (disc.sign() < 0) throw std::domain_error("quadratic_roots: negative discriminant");
  const Rational inv = Rational(1) / (2 * a);
  const RootNumber r1{Rational(-b * inv), inv, disc};      // (-b + sqrt(disc)) / 2a
  const RootNumber r2{Rational(-b * inv), Rational(-inv), disc};
  return compare(r1, r2) <= 0 ? QuadraticRoots{r1, r2} : QuadraticRoots{r2, r1};
}

}  // namespace cc::oracle
