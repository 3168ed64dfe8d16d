#pragma once
// The generic properties of decisions, as a family lists them: agreement with
// the oracle, special values, and a variant's own rule. The checks themselves
// are the catalog's (properties/checker/catalog.cpp), compiled once.

#include <string>
#include <vector>

#include "../property.h"

namespace cc::check::generic {

template <class S, class T>
PropertyDef<S, T> decision_agrees_with_oracle(std::vector<std::string> regimes) {
  return recipe({"decision_agrees_with_oracle",
           "the decision equals the exact oracle's, under the contract (its band and its touching rule)",
           std::move(regimes)},
          Generic::decision_agrees_with_oracle);
}

/// NaN, infinities and the family's other invalid inputs give invalid_input.
/// Judges variants that report kinds under a contract that promises it. A
/// family whose other invalid inputs have a regime of their own (a line given
/// by two equal points) adds it to `regimes`.
template <class S, class T>
PropertyDef<S, T> special_values_give_invalid_input(std::string sentence,
                                                    std::vector<std::string> regimes = {"special_values"}) {
  return recipe({"special_values_give_invalid_input", std::move(sentence), std::move(regimes)},
          Generic::special_values_give_invalid_input);
}

/// A variant registered with its own rule evaluated exactly: its answers
/// differ from the rule only by rounding.
template <class S, class T>
PropertyDef<S, T> own_rule_agrees_with_exact(std::vector<std::string> regimes) {
  return recipe({"own_rule_agrees_with_exact",
           "the answer equals the variant's own rule (tolerances included) evaluated on exact values",
           std::move(regimes)},
          Generic::own_rule_agrees_with_exact);
}

}  // namespace cc::check::generic
