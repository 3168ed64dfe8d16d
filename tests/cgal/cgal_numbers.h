#pragma once
// CGAL's exact types as the cross-check uses them, and the reading of the
// oracle's exact strings into them.
//   K     Exact_predicates_exact_constructions_kernel (Epeck): points built
//         from doubles (exact), exact predicates and constructions;
//   CK    Exact_circular_kernel_2 over CGAL::Gmpq: circles and their
//         intersection points as algebraic numbers;
//   Q     CGAL::Gmpq, the rational of CK;
//   Root  CK's Root_of_2, CGAL::Sqrt_extension<Gmpq, Gmpq, Tag_true, Tag_true>:
//         a + b sqrt(d). Arithmetic needs one radicand (or a rational operand);
//         comparisons work across radicands.
// The oracle writes a rational as "p/q" or "p" and a root number as
// "a + b*sqrt(d)" or "a - b*sqrt(d)" (oracle/sqrt_extension.h, RootNumber::str).

#include <CGAL/Circular_kernel_intersections.h>
#include <CGAL/Exact_circular_kernel_2.h>
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

namespace cc::cgal_check {

using K = CGAL::Epeck;
using Point = K::Point_2;
using FT = K::FT;
using CK = CGAL::Exact_circular_kernel_2;
using Q = CGAL::Gmpq;
using Root = CK::Root_of_2;

/// An Epeck number from the oracle's "p/q".
inline FT ft_of(const std::string& rational) { return FT(CGAL::Epeck_ft(rational)); }

/// A Gmpq from the oracle's "p/q".
inline Q q_of(const std::string& rational) { return Q(rational); }

/// A Root from the oracle's "a", "a + b*sqrt(d)" or "a - b*sqrt(d)".
inline Root root_of(const std::string& text) {
  const auto star = text.find("*sqrt(");
  if (star == std::string::npos) return Root(q_of(text));
  auto sep = text.find(" + ");
  int sign = 1;
  if (sep == std::string::npos) {
    sep = text.find(" - ");
    sign = -1;
  }
  if (sep == std::string::npos || sep > star) throw std::invalid_argument("not a root number: " + text);
  const Q a = q_of(text.substr(0, sep));
  const Q b = q_of(text.substr(sep + 3, star - sep - 3));
  const auto close = text.find(')', star);
  const Q d = q_of(text.substr(star + 6, close - star - 6));
  return Root(a, sign > 0 ? b : Q(-b), d);
}

/// The largest double strictly below t, for 0 < t <= 1 (a rational time just
/// before a contact time). to_double(t) is tried first; when it is not the
/// answer (a + b sqrt(d) can cancel), a bisection over the bit patterns of the
/// doubles in [0, 1] finds it with exact comparisons.
inline double double_below(const Root& t) {
  auto below = [&](double x) { return CGAL::compare(Root(Q(x)), t) == CGAL::SMALLER; };
  const double guess = CGAL::to_double(t);
  if (guess >= 0 && guess <= 1 && below(guess) && !below(std::nextafter(guess, 2.0))) return guess;
  auto bits = [](double x) {
    std::uint64_t b;
    std::memcpy(&b, &x, sizeof b);
    return b;
  };
  auto value = [](std::uint64_t b) {
    double x;
    std::memcpy(&x, &b, sizeof x);
    return x;
  };
  std::uint64_t lo = 0, hi = bits(1.0);  // below(value(lo)) holds (t > 0); below(value(hi)) does not (t <= 1)
  if (!below(value(hi)))
    while (hi - lo > 1) {
      const std::uint64_t mid = lo + (hi - lo) / 2;
      (below(value(mid)) ? lo : hi) = mid;
    }
  else lo = hi;
  return value(lo);
}

/// A double as exact hexadecimal text (what `collide-check case` reads).
inline std::string hex(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a", v);
  return buf;
}

}  // namespace cc::cgal_check
