#pragma once
// Exact sums and products of expansions of any length, for predicates of higher
// degree than orient2d (a squared orientation, a squared length times a squared
// radius). After J. R. Shewchuk, "Adaptive Precision Floating-Point Arithmetic and
// Fast Robust Geometric Predicates", Discrete Comput. Geom. 18 (1997),
// doi:10.1007/PL00009321: Scale-Expansion (Theorem 19), Grow-Expansion
// (Theorem 10) and Compress (§2.8), each with zero elimination.
//
// An expansion here is a std::vector<double> of nonoverlapping components,
// smallest magnitude first, no zero components; its value is their exact sum.
// The preconditions of expansion.h apply to every component: no overflow, and
// every product's error term representable (callers scale their inputs so that
// every value is a multiple of 2^-1074 and below 2^1000 in magnitude).

#include "fp_environment.h"

#include <cstddef>
#include <vector>

#include "expansion.h"

namespace cc::detail {

using ExpansionVec = std::vector<double>;

/// The exact product of two doubles as an expansion of at most two components.
inline ExpansionVec product_of(double a, double b) {
  ExpansionVec out;
  double p, e;
  two_product(a, b, p, e);
  if (e != 0.0) out.push_back(e);
  if (p != 0.0) out.push_back(p);
  return out;
}

/// The exact difference a - b as an expansion of at most two components.
inline ExpansionVec difference_of(double a, double b) {
  ExpansionVec out;
  double s, e;
  two_diff(a, b, s, e);
  if (e != 0.0) out.push_back(e);
  if (s != 0.0) out.push_back(s);
  return out;
}

/// e + f exactly (Grow-Expansion of e by each component of f).
inline ExpansionVec expansion_sum(const ExpansionVec& e, const ExpansionVec& f) {
  ExpansionVec h = e;
  for (double b : f) {
    double q = b;
    std::size_t out = 0;
    for (std::size_t i = 0; i < h.size(); ++i) {
      double sum, err;
      two_sum(q, h[i], sum, err);
      q = sum;
      if (err != 0.0) h[out++] = err;
    }
    h.resize(out);
    if (q != 0.0) h.push_back(q);
  }
  return h;
}

inline ExpansionVec negated(ExpansionVec e) {
  for (double& c : e) c = -c;
  return e;
}

/// e * b exactly (Scale-Expansion with zero elimination).
inline ExpansionVec expansion_scale(const ExpansionVec& e, double b) {
  ExpansionVec h;
  if (e.empty() || b == 0.0) return h;
  double q, hh;
  two_product(e[0], b, q, hh);
  if (hh != 0.0) h.push_back(hh);
  for (std::size_t i = 1; i < e.size(); ++i) {
    double p1, p0, sum;
    two_product(e[i], b, p1, p0);
    two_sum(q, p0, sum, hh);
    if (hh != 0.0) h.push_back(hh);
    two_sum(p1, sum, q, hh);
    if (hh != 0.0) h.push_back(hh);
  }
  if (q != 0.0) h.push_back(q);
  return h;
}

/// The same value in as few components as Compress leaves; afterwards the largest
/// component is the value rounded to within one ulp (and carries its sign).
inline ExpansionVec compressed(const ExpansionVec& e) {
  if (e.size() < 2) return e;
  ExpansionVec g(e.size());
  std::size_t bottom = e.size() - 1;
  double q = e[bottom];
  for (std::size_t k = e.size() - 1; k-- > 0;) {
    double qnew, small;
    two_sum(q, e[k], qnew, small);
    if (small != 0.0) {
      g[bottom--] = qnew;
      q = small;
    } else {
      q = qnew;
    }
  }
  g[bottom] = q;
  ExpansionVec h;
  for (std::size_t i = bottom + 1; i < e.size(); ++i) {
    double qnew, small;
    two_sum(g[i], q, qnew, small);
    if (small != 0.0) h.push_back(small);
    q = qnew;
  }
  if (q != 0.0 || h.empty()) h.push_back(q);
  if (h.size() == 1 && h[0] == 0.0) h.clear();
  return h;
}

/// e * f exactly: the sum of e scaled by each component of f, compressed.
inline ExpansionVec expansion_product(const ExpansionVec& e, const ExpansionVec& f) {
  ExpansionVec h;
  for (double b : f) h = expansion_sum(h, expansion_scale(e, b));
  return compressed(h);
}

/// -1, 0 or +1: the sign of the largest component.
inline int expansion_sign(const ExpansionVec& e) {
  return e.empty() ? 0 : (e.back() > 0.0 ? 1 : -1);
}

/// The value with relative error at most 2^-53 (1 + 2^-49) (Expansion::approximate's
/// argument: everything below the largest component is below one ulp of it).
inline double expansion_approximate(const ExpansionVec& e) {
  double s = 0.0;
  for (double c : e) s += c;
  return s;
}

}  // namespace cc::detail
