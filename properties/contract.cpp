// The contract data's own operations (include/collide_check/contract.h) and
// its text (contract_text.h).

#include <cmath>
#include <string>

#include "../include/collide_check/contract.h"
#include "contract_text.h"
#include "format.h"

namespace collide_check {

bool Domain::contains(const std::vector<double>& values) const {
  double lo = std::numeric_limits<double>::infinity(), hi = 0;
  for (double v : values) {
    if (!std::isfinite(v)) continue;
    const double a = std::fabs(v);
    if (a > max_magnitude) return false;
    if (a == 0) continue;
    if (a < min_nonzero_magnitude) return false;
    lo = std::min(lo, a);
    hi = std::max(hi, a);
  }
  if (max_span_log2 > 0 && hi > 0 && std::ilogb(hi) - std::ilogb(lo) > max_span_log2) return false;
  if (!preconditions.empty()) {
    for (double v : values)
      if (!std::isfinite(v)) return true;  // special values: judged by their own property
    for (const auto& p : preconditions)
      if (!p.holds(values)) return false;
  }
  return true;
}

bool Domain::preconditions_hold(const std::vector<double>& values) const {
  for (double v : values)
    if (!std::isfinite(v)) return true;
  for (const auto& p : preconditions)
    if (!p.holds(values)) return false;
  return true;
}

void Domain::conform(std::span<double> values) const {
  for (double v : values)
    if (!std::isfinite(v)) return;
  for (const auto& p : preconditions)
    if (p.conform) p.conform(values);
}

std::string Domain::text() const {
  if (unbounded()) return "every finite input";
  std::string s = "finite inputs";
  std::string sep = " with ";
  if (max_magnitude != std::numeric_limits<double>::infinity()) {
    s += sep + "every |value| <= " + cc::check::dyadic_text(max_magnitude);
    sep = ", ";
  }
  if (min_nonzero_magnitude > 0) {
    s += sep + "every nonzero |value| >= " + cc::check::dyadic_text(min_nonzero_magnitude);
    sep = ", ";
  }
  if (max_span_log2 > 0) {
    s += sep + "nonzero magnitudes spanning at most 2^" + std::to_string(max_span_log2);
    sep = ", ";
  }
  for (const auto& p : preconditions) {
    s += sep + p.text;
    sep = ", ";
  }
  return s;
}

namespace bound {

ErrorBound plus(const ErrorBound& a, const ErrorBound& b) {
  ErrorBound out = a;
  int n = 0;
  while (n < 4 && out.terms[n].coefficient != 0) ++n;
  for (const auto& t : b.terms) {
    if (t.coefficient == 0) continue;
    if (n == 4) throw std::invalid_argument("bound::plus: more than four terms");
    out.terms[n++] = t;
  }
  if (b.side == Side::not_above_exact) out.side = Side::not_above_exact;
  return out;
}

}  // namespace bound

std::string to_string(const ErrorBound& b, Scalar s) {
  const double u = unit_roundoff(s);
  std::string out;
  for (const auto& t : b.terms) {
    if (t.coefficient == 0) continue;
    std::string term;
    const char* scale = "";
    switch (t.scale) {
      case Scale::absolute: break;
      case Scale::input_magnitude: scale = " M"; break;
      case Scale::value_magnitude: scale = " |x*|"; break;
      case Scale::value_ulp: scale = " ulp(x*)"; break;
      case Scale::per_length: scale = " / L"; break;
      case Scale::input_per_length: scale = " M / L"; break;
      case Scale::value_max_magnitude: scale = " P"; break;
      case Scale::result_max_magnitude: scale = " |p|"; break;
    }
    if (t.scale == Scale::absolute || t.scale == Scale::value_ulp) {
      term = cc::check::dyadic_text(t.coefficient) + scale;
    } else {
      // In units of u when that reads well: 8 u M, (1 + 2^-26) u M.
      const double k = t.coefficient / u;
      const double whole = std::floor(k);
      if (k == whole && whole < 0x1p20) {
        term = (k == 1 ? std::string() : cc::check::dyadic_text(k) + " ") + "u" + scale;
      } else if (whole >= 1 && whole < 0x1p20) {
        term = "(";
        term += cc::check::dyadic_text(whole) + " + " + cc::check::dyadic_text(k - whole) + ") u" + scale;
      } else {
        term = cc::check::dyadic_text(t.coefficient) + scale;
      }
    }
    if (!out.empty()) out += " + ";
    out += term;
  }
  if (out.empty()) return "0";
  return out;
}

}  // namespace collide_check

namespace cc::check {

std::string dyadic_text(double x) {
  if (x == 0) return "0";
  if (x < 0) {
    std::string text = "-";
    text += dyadic_text(-x);
    return text;
  }
  if (x == std::floor(x) && x < 0x1p20) return decimal(x);
  int e = 0;
  double m = std::frexp(x, &e);  // x = m 2^e, m in [0.5, 1)
  // Smallest odd integer significand.
  while (m != std::floor(m)) {
    m *= 2;
    --e;
  }
  if (m < 1024) return (m == 1 ? std::string() : decimal(m) + "*") + "2^" + std::to_string(e);
  return decimal(x);
}

std::string contract_text(const VariantInfo& v, const std::string& invalid_input_text) {
  const Contract& c = v.contract;
  std::string s;
  const bool hit_only = v.reports.decision == Reports::Decision::hit_or_miss;
  if (c.band.is_exact()) {
    s = hit_only ? "hit or miss exact" : "decisions exact";
  } else {
    const std::string unit = c.band.relative ? " M" : "";
    s = hit_only ? "hit or miss" : "decisions";
    s += " right for the shapes offset by ";
    if (c.band.offset != 0) s += dyadic_text(c.band.offset) + unit + " ";
    s += "+- " + dyadic_text(c.band.delta) + unit;
    if (c.band.delta_relative != 0) s += " +- " + dyadic_text(c.band.delta_relative) + " M";
    // M is 0 where every input is 0 (two zero-radius circles at the origin):
    // a band without an absolute term is then no band at all.
    if (c.band.relative || (c.band.delta == 0 && c.band.offset == 0))
      s += " (no band where every input is 0: M = 0 there; Band::absolute(d).plus_relative(r) adds a floor)";
  }
  s += " for " + c.domain.text();
  s += c.touching == collide_check::Touching::is_hit ? "; touching is a contact" : "; touching is no contact";
  bool uses_M = (c.band.relative && !c.band.is_exact()) || c.band.delta_relative != 0;
  bool uses_P = false;
  for (const auto& [component, b] : c.values) {
    s += "; " + component + " within " + collide_check::to_string(b, v.scalar);
    if (c.norm_for(component) == collide_check::Norm::euclidean) s += " (Euclidean)";
    if (b.side == collide_check::Side::not_above_exact) s += ", never after the exact one";
    if (b.side == collide_check::Side::largest_not_above) s += ", the largest value not above the exact one";
    if (c.exact_at_input_point(component)) s += ", exactly the input point where the exact one is an input point";
    if (c.allows_infinity(component))
      s += ", or an infinity of the exact coordinate's sign where |x*| + that bound reaches the largest finite value";
    for (const auto& t : b.terms) {
      if (t.coefficient != 0 && (t.scale == collide_check::Scale::input_magnitude ||
                                 t.scale == collide_check::Scale::input_per_length))
        uses_M = true;
      if (t.coefficient != 0 && t.scale == collide_check::Scale::value_max_magnitude) uses_P = true;
    }
  }
  if (!c.values.empty() || uses_M) {
    s += " (u = " + std::string(v.scalar == Scalar::f32 ? "2^-24" : "2^-53");
    if (uses_M) s += ", M = the largest |input|";
    if (uses_P) s += ", P = the largest |exact coordinate| of the value";
    s += ")";
  }
  if (c.special_values == collide_check::SpecialValues::invalid_input)
    s += "; " + invalid_input_text + " -> invalid_input";
  else
    s += "; nothing promised on " + invalid_input_text;
  if (!c.note.empty()) s += "; " + c.note;
  for (const auto& n : c.not_applicable) {
    std::string to;
    for (const auto& p : n.properties) to += (to.empty() ? "" : ", ") + p;
    s += n.regime.empty() ? "; property " + to + " not applicable: " + n.why
                          : "; regime " + n.regime + " not applicable" + (to.empty() ? "" : " to " + to) + ": " + n.why;
  }
  return s;
}

}  // namespace cc::check
