#pragma once
// Shrinking toward short numbers: after RapidCheck has shrunk a failing case,
// its values are often 16-digit neighbours of short ones. The simplifier
// replaces values by shorter ones (0, small integers, truncated mantissas,
// values rounded to a few decimal digits, values of other fields, their
// negations) and keeps a replacement only when the case still fails the same
// way. Built on the type-erased Family interface alone, so every family gets it.
//
// Conventions:
//   - "Fails the same way" compares Failure: same variant and property, an
//     error of the variant stays an error, and the flaw class stays the same
//     (-1: outside every declared class).
//   - A replacement is kept only when it makes the case strictly shorter
//     (case_cost), so the search ends; the budget counts evaluations (replays),
//     never seconds, so the same input gives the same output on every machine.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "registry.h"

namespace cc::check {

/// How a case fails one property of one variant.
struct Failure {
  bool error = false;   ///< the variant threw or gave no decision (Verdict::Kind::variant_error)
  int flaw_class = -1;  ///< the declared flaw class of the property that contains it, or -1
  bool operator==(const Failure&) const = default;
};

/// How `input` fails `property` of `variant` on replay, or nothing when it
/// does not fail (it passes, is vacuous, not applicable or outside the domain).
/// `message`, when given, receives the verdict's message.
std::optional<Failure> failure_of(const Family& family, const VariantInfo& variant, const std::string& property,
                                  const CaseData& input, std::string* message = nullptr);

/// Significant decimal digits of the shortest decimal that reads back as `v`
/// in `scalar` (0 for zero, infinities and NaN).
int significant_digits(double v, Scalar scalar);

/// The decimal digits of the odd integer m of v = m 2^e (0 for zero,
/// infinities and NaN): 1 for 3 * 2^511 or 2^-531.
int dyadic_digits(double v);

/// How long a value reads: the fewer of its significant decimal digits and
/// its dyadic digits, so that 1e-160 and 2^-531 both count as short.
int value_length(double v, Scalar scalar);

/// The length of a case, compared lexicographically: total significant
/// decimal digits (what tables and messages show), total value_length (of
/// equally long decimals, short dyadics first), distinct magnitudes, total
/// decimal exponent magnitude, negative values. Lower is shorter.
struct CaseCost {
  int digits = 0, length = 0, distinct = 0, exponents = 0, negatives = 0;
  auto operator<=>(const CaseCost&) const = default;
};
CaseCost case_cost(const CaseData& input);

struct SimplifyOptions {
  int max_evaluations = 4000;  ///< replays of candidates, at most
  /// A further condition every kept candidate must meet (may be empty), e.g.
  /// that it witnesses every flaw class the original witnessed.
  std::function<bool(const CaseData&)> also_keeps;
};

struct SimplifyResult {
  CaseData simplified;       ///< the input itself when it does not fail, or nothing shorter fails
  std::string message;       ///< the verdict's message on `simplified` (empty when it passes)
  bool failing = false;      ///< whether the input failed at all
  int evaluations = 0;       ///< candidates replayed
  int accepted = 0;          ///< candidates kept
  bool budget_exhausted = false;
  bool changed() const { return accepted > 0; }
};

/// Simplifies a case that fails `property` of `variant`, keeping its way of
/// failing. A case that does not fail is returned unchanged.
SimplifyResult simplify(const Family& family, const VariantInfo& variant, const std::string& property,
                        const CaseData& input, const SimplifyOptions& options = {});

/// Every (variant, property) of the family on which a case fails, with how:
/// "variant-id property" -> Failure. What a corpus case witnesses.
std::vector<std::pair<std::string, Failure>> witnesses(const Family& family, const CaseData& input);

/// True when `candidate` witnesses every declared flaw `original` witnesses
/// (same variant, property, class and error kind), and fails outside the
/// declared classes nowhere the original did not.
bool keeps_witnesses(const std::vector<std::pair<std::string, Failure>>& original,
                     const std::vector<std::pair<std::string, Failure>>& candidate);

}  // namespace cc::check
