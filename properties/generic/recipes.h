#pragma once
// The generic properties' recipes: each one's name, sentence and check
// (properties/description.h, Generic), compiled once (recipes.cpp). A family
// lists them through the typed forms of decisions.h, values.h and sweeps.h.

#include <string>
#include <vector>

#include "../description.h"

namespace cc::check::recipes {

PropertyRecipe decision_agrees_with_oracle(std::vector<std::string> regimes);
PropertyRecipe special_values_give_invalid_input(std::string sentence, std::vector<std::string> regimes);
PropertyRecipe own_rule_agrees_with_exact(std::vector<std::string> regimes);
PropertyRecipe value_within_contract(const std::string& component, std::vector<std::string> regimes);
PropertyRecipe t_in_unit_interval(std::vector<std::string> regimes);
PropertyRecipe normal_unit_and_oriented(std::vector<std::string> regimes);
PropertyRecipe time_within_contract(std::vector<std::string> regimes);
PropertyRecipe manifold_within_contract(std::vector<std::string> regimes);
PropertyRecipe closest_points_within_contract(std::vector<std::string> regimes);

}  // namespace cc::check::recipes
