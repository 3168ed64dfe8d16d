#pragma once
// The generic property catalog, compiled once: a family's property recipes
// (properties/description.h) made into properties that judge its variants.
//
//   decision_agrees_with_oracle      the decision is the oracle's, under the contract
//   <invariance>                     a map that commutes with the query gives the mapped answer
//   special_values_give_invalid_input
//   own_rule_agrees_with_exact       a variant's own rule, evaluated exactly
//   <component>_within_contract      a value within its bound of the exact one
//   t_in_unit_interval, time_within_contract, normal_unit_and_oriented (sweeps)

#include <vector>

#include "judging.h"

namespace cc::check {

/// Where the kind a decision is judged against comes from.
enum class Truth {
  oracle,           ///< the filtered oracle: confirmed on its exact paths before a failure stands
  by_construction,  ///< how the input was built (checked against the oracle by the caller)
};

/// The variant's answer on a valid input, judged against what the contract
/// allows given the exact kind `truth`. An unknown kind is an error of the
/// variant. A failure against the oracle is confirmed first
/// (confirm_oracle_kind): where the oracle's own paths disagree, the checker
/// is wrong, and it throws OracleDisagreement instead of failing the variant.
Verdict judge_decision(const FamilyDescription& f, const Variant& v, const Values& in, int truth, Truth source);

/// The property a recipe describes, judging variants of family `f` (which
/// must outlive it).
Property make_property(const FamilyDescription& f, const PropertyRecipe& recipe);

}  // namespace cc::check
