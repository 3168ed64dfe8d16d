#pragma once
// The generic properties of decisions, as a family lists them: agreement with
// the oracle, special values, and a variant's own rule. The checks themselves
// are the catalog's (properties/checker/catalog.cpp), compiled once.

#include <string>
#include <vector>

#include "../property.h"
#include "recipes.h"

namespace cc::check::generic {

template <class S, class T>
PropertyDef<S, T> decision_agrees_with_oracle(std::vector<std::string> regimes) {
  return recipes::decision_agrees_with_oracle(std::move(regimes));
}

/// NaN, infinities and the family's other invalid inputs give invalid_input.
/// Judges variants that report kinds under a contract that promises it. A
/// family whose other invalid inputs have a regime of their own (a line given
/// by two equal points) adds it to `regimes`.
template <class S, class T>
PropertyDef<S, T> special_values_give_invalid_input(std::string sentence,
                                                    std::vector<std::string> regimes = {"special_values"}) {
  return recipes::special_values_give_invalid_input(std::move(sentence), std::move(regimes));
}

/// A variant registered with its own rule evaluated exactly: its answers
/// differ from the rule only by rounding.
template <class S, class T>
PropertyDef<S, T> own_rule_agrees_with_exact(std::vector<std::string> regimes) {
  return recipes::own_rule_agrees_with_exact(std::move(regimes));
}

}  // namespace cc::check::generic
