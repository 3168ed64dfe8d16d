#include "simplify.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <bit>
#include <cstring>
#include <set>

#include "registry.h"

namespace cc::check {

std::optional<Failure> failure_of(const Family& family, const VariantInfo& variant, const std::string& property,
                                  const CaseData& input, std::string* message) {
  if (!can_replay(input, variant.scalar)) return std::nullopt;
  const Verdict verdict = family.replay(variant, property, input);
  if (verdict.kind != Verdict::Kind::fail && verdict.kind != Verdict::Kind::variant_error) return std::nullopt;
  Failure f;
  f.error = verdict.kind == Verdict::Kind::variant_error;
  f.flaw_class = flaw_class_of(variant, property, input, verdict);
  if (message) *message = verdict.message;
  return f;
}

namespace {

/// `v` rounded to `digits` significant decimal digits, then to the nearest
/// value of the scalar.
double round_decimal(double v, int digits, Scalar scalar) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*e", digits - 1, v);
  if (scalar == Scalar::f32) return static_cast<double>(std::strtof(buf, nullptr));
  return std::strtod(buf, nullptr);
}

/// The decimal exponent of the shortest decimal of `v` (0 for zero).
int decimal_exponent(double v, Scalar scalar) {
  if (v == 0 || !std::isfinite(v)) return 0;
  const int digits = significant_digits(v, scalar);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*e", std::max(digits, 1) - 1, v);
  const char* e = std::strchr(buf, 'e');
  return e ? std::atoi(e + 1) : 0;
}

/// `v` with its significand truncated (toward zero) to `bits` bits after the
/// leading one.
double truncate_mantissa(double v, int bits) {
  if (v == 0 || !std::isfinite(v)) return v;
  int e = 0;
  const double m = std::frexp(v, &e);  // |m| in [0.5, 1)
  const double scaled = std::trunc(std::ldexp(m, bits + 1));
  return std::ldexp(scaled, e - bits - 1);
}

bool representable(double v, Scalar scalar) {
  if (std::isnan(v)) return true;
  return scalar == Scalar::f64 || static_cast<double>(static_cast<float>(v)) == v;
}

/// Candidate replacements of one value, short ones first (duplicates and the
/// value itself removed; each representable in the scalar).
std::vector<double> candidates_for(double v, const std::vector<double>& others, Scalar scalar) {
  std::vector<double> out;
  auto add = [&](double c) {
    if (!representable(c, scalar) || std::isnan(c)) return;
    if (std::bit_cast<std::uint64_t>(c) == std::bit_cast<std::uint64_t>(v)) return;
    for (double o : out)
      if (std::bit_cast<std::uint64_t>(o) == std::bit_cast<std::uint64_t>(c)) return;
    out.push_back(c);
  };
  add(0.0);
  if (!std::isfinite(v)) return out;
  const double s = std::signbit(v) ? -1.0 : 1.0;
  for (double k : {1.0, 2.0, 3.0, 4.0, 5.0, 8.0, 10.0}) add(s * k);
  for (double k : {1.0, 2.0}) add(-s * k);
  if (std::fabs(v) < 0x1p53) {
    add(std::trunc(v));
    add(std::round(v));
  }
  const int max_bits = scalar == Scalar::f32 ? 23 : 52;
  for (int d = 1; d <= 6; ++d) add(round_decimal(v, d, scalar));
  for (int k = 0; k <= max_bits; ++k) add(truncate_mantissa(v, k));
  for (double o : others) {
    add(o);
    add(-o);
  }
  add(-v);
  return out;
}

/// The case with every value replaced by `f(value)` (values f leaves alone
/// stay), or nothing when that changes no value or leaves the scalar.
std::optional<CaseData> map_all(const CaseData& c, const std::function<double(double)>& f) {
  CaseData out = c;
  bool changed = false;
  for (double& v : out.values) {
    if (!std::isfinite(v)) continue;
    const double n = f(v);
    if (!std::isfinite(n) || !representable(n, c.scalar)) return std::nullopt;
    if (std::bit_cast<std::uint64_t>(n) != std::bit_cast<std::uint64_t>(v)) changed = true;
    v = n;
  }
  if (!changed) return std::nullopt;
  return out;
}

}  // namespace

int significant_digits(double v, Scalar scalar) {
  if (v == 0 || !std::isfinite(v)) return 0;
  const int max_digits = scalar == Scalar::f32 ? 9 : 17;
  char buf[64];
  for (int d = 1; d < max_digits; ++d) {
    std::snprintf(buf, sizeof buf, "%.*e", d - 1, v);
    if (scalar == Scalar::f32 ? static_cast<double>(std::strtof(buf, nullptr)) == v
                              : std::strtod(buf, nullptr) == v)
      return d;
  }
  return max_digits;
}

int dyadic_digits(double v) {
  if (v == 0 || !std::isfinite(v)) return 0;
  int e = 0;
  double m = std::fabs(std::frexp(v, &e));
  while (m != std::floor(m)) m *= 2;  // exact: at most 1074 + 53 doublings of a dyadic
  while (std::fmod(m, 2.0) == 0) m /= 2;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f", m);
  return static_cast<int>(std::strlen(buf));
}

int value_length(double v, Scalar scalar) { return std::min(significant_digits(v, scalar), dyadic_digits(v)); }

CaseCost case_cost(const CaseData& input) {
  CaseCost cost;
  std::set<double> magnitudes;
  for (double v : input.values) {
    cost.length += value_length(v, input.scalar);
    cost.digits += significant_digits(v, input.scalar);
    if (std::isfinite(v) && v != 0) magnitudes.insert(std::fabs(v));
    cost.exponents += std::abs(decimal_exponent(v, input.scalar));
    if (std::signbit(v) && !std::isnan(v)) ++cost.negatives;
  }
  cost.distinct = static_cast<int>(magnitudes.size());
  return cost;
}

SimplifyResult simplify(const Family& family, const VariantInfo& variant, const std::string& property,
                        const CaseData& input, const SimplifyOptions& options) {
  SimplifyResult result;
  result.simplified = input;
  const auto target = failure_of(family, variant, property, input, &result.message);
  if (!target) {
    result.message.clear();
    return result;
  }
  result.failing = true;
  CaseCost best_cost = case_cost(input);

  // Tries one candidate: kept when shorter and failing the same way.
  const auto attempt = [&](const CaseData& candidate) -> bool {
    if (!(case_cost(candidate) < best_cost)) return false;
    if (result.evaluations >= options.max_evaluations) {
      result.budget_exhausted = true;
      return false;
    }
    ++result.evaluations;
    std::string message;
    std::optional<Failure> f;
    try {
      f = failure_of(family, variant, property, candidate, &message);
    } catch (const std::exception&) {
      return false;  // the checker refuses the candidate: not the same failure
    }
    if (!f || !(*f == *target)) return false;
    if (options.also_keeps && !options.also_keeps(candidate)) return false;
    result.simplified = candidate;
    result.message = std::move(message);
    best_cost = case_cost(candidate);
    ++result.accepted;
    return true;
  };

  const Scalar scalar = input.scalar;
  const int max_bits = scalar == Scalar::f32 ? 23 : 52;
  bool progress = true;
  while (progress && !result.budget_exhausted) {
    progress = false;
    // Single values: 0, small integers, the nearest integer, d significant
    // digits, k-bit mantissas, another field's value or its negation, -v.
    for (std::size_t i = 0; i < result.simplified.values.size() && !result.budget_exhausted; ++i) {
      const CaseData base = result.simplified;
      std::vector<double> others;
      for (std::size_t j = 0; j < base.values.size(); ++j)
        if (j != i && std::isfinite(base.values[j])) others.push_back(base.values[j]);
      for (double c : candidates_for(base.values[i], others, scalar)) {
        CaseData candidate = base;
        candidate.values[i] = c;
        if (attempt(candidate)) {
          progress = true;
          break;
        }
        if (result.budget_exhausted) break;
      }
    }
    // All values together: rounded to d digits, mantissas truncated to k bits,
    // all made non-negative, all scaled by a power of two.
    std::vector<std::function<double(double)>> together;
    for (int d = 1; d <= 6; ++d) together.push_back([d, scalar](double v) { return round_decimal(v, d, scalar); });
    for (int k = 0; k <= max_bits; ++k) together.push_back([k](double v) { return truncate_mantissa(v, k); });
    together.push_back([](double v) { return std::fabs(v); });
    // Every value scaled by one power of two: the largest brought near 1
    // (constructions at extreme scales often are short numbers scaled).
    double largest = 0;
    for (double v : result.simplified.values)
      if (std::isfinite(v)) largest = std::max(largest, std::fabs(v));
    if (largest > 0) {
      const int to_one = -std::ilogb(largest);
      for (int e = to_one - 4; e <= to_one + 8; ++e)
        if (e != 0) together.push_back([e](double v) { return std::ldexp(v, e); });
    }
    for (const auto& f : together) {
      if (result.budget_exhausted) break;
      if (const auto candidate = map_all(result.simplified, f); candidate && attempt(*candidate)) {
        progress = true;
        break;
      }
    }
  }
  return result;
}

std::vector<std::pair<std::string, Failure>> witnesses(const Family& family, const CaseData& input) {
  std::vector<std::pair<std::string, Failure>> out;
  for (const VariantInfo* v : family.variants()) {
    if (!can_replay(input, v->scalar)) continue;
    for (const auto& p : family.properties()) {
      if (!family.judges(*v, p.name)) continue;
      std::optional<Failure> f;
      try {
        f = failure_of(family, *v, p.name, input);
      } catch (const std::exception&) {
        out.push_back({v->id() + " " + p.name, Failure{true, -2}});  // the checker threw: kept as is
        continue;
      }
      if (f) out.push_back({v->id() + " " + p.name, *f});
    }
  }
  return out;
}

bool keeps_witnesses(const std::vector<std::pair<std::string, Failure>>& original,
                     const std::vector<std::pair<std::string, Failure>>& candidate) {
  const auto has = [](const auto& list, const std::pair<std::string, Failure>& w) {
    return std::find(list.begin(), list.end(), w) != list.end();
  };
  for (const auto& w : original)
    if (w.second.flaw_class >= 0 && !has(candidate, w)) return false;
  for (const auto& w : candidate)
    if (w.second.flaw_class < 0 && !has(original, w)) return false;
  return true;
}

}  // namespace cc::check
