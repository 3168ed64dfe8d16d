// The generic properties' recipes: see recipes.h.

#include "recipes.h"

namespace cc::check::recipes {

PropertyRecipe decision_agrees_with_oracle(std::vector<std::string> regimes) {
  return recipe({"decision_agrees_with_oracle",
                 "the decision equals the exact oracle's, under the contract (its band and its touching rule)",
                 std::move(regimes)},
                Generic::decision_agrees_with_oracle);
}

PropertyRecipe special_values_give_invalid_input(std::string sentence, std::vector<std::string> regimes) {
  return recipe({"special_values_give_invalid_input", std::move(sentence), std::move(regimes)},
                Generic::special_values_give_invalid_input);
}

PropertyRecipe own_rule_agrees_with_exact(std::vector<std::string> regimes) {
  return recipe({"own_rule_agrees_with_exact",
                 "the answer equals the variant's own rule (tolerances included) evaluated on exact values",
                 std::move(regimes)},
                Generic::own_rule_agrees_with_exact);
}

PropertyRecipe value_within_contract(const std::string& component, std::vector<std::string> regimes) {
  return recipe({value_property_name(component),
                 "when variant and oracle both report a contact, every " + component +
                     " coordinate is within the contract's bound of the exact one",
                 std::move(regimes)},
                Generic::value_within_contract, component);
}

PropertyRecipe t_in_unit_interval(std::vector<std::string> regimes) {
  return recipe({"t_in_unit_interval", "a hit reports a finite t in [0, 1]", std::move(regimes)},
                Generic::t_in_unit_interval);
}

PropertyRecipe normal_unit_and_oriented(std::vector<std::string> regimes) {
  return recipe({"normal_unit_and_oriented",
                 "on a hit both report, the normal points from B toward A (positive dot product with the exact "
                 "normal) and, where the contract bounds it, has unit length within that bound; where the exact "
                 "contact has no normal (the family's (0, 0)), the normal is (0, 0)",
                 std::move(regimes)},
                Generic::normal_unit_and_oriented);
}

PropertyRecipe time_within_contract(std::vector<std::string> regimes) {
  auto p = value_within_contract("t", std::move(regimes));
  p.info.sentence =
      "when variant and oracle both report a hit, t is within the contract's bound of the exact first contact t* "
      "(under a band: between the grown and the shrunk shapes' first contacts)";
  p.generic = Generic::time_within_contract;
  return p;
}

PropertyRecipe manifold_within_contract(std::vector<std::string> regimes) {
  return recipe({"manifold_within_contract",
                 "the contact points are there exactly when the decision is a contact (where the contract makes "
                 "the decision certain: none where the shapes are apart, some where they touch or overlap); each "
                 "point lies within the contract's manifold bound of B's surface, the point moved by its gap along "
                 "the normal within it of A's surface, and each gap is at least the exact separation less the "
                 "manifold_gap bound (no two surface points joined along the normal are closer)",
                 std::move(regimes)},
                Generic::manifold_within_contract, "manifold");
}

PropertyRecipe closest_points_within_contract(std::vector<std::string> regimes) {
  return recipe({"closest_points_within_contract",
                 "where the variant reports a pair of closest points (pA, pB), pA lies within the contract's points "
                 "bound of A, pB within it of B (each shape a closed region), and |pA - pB| is within it of the "
                 "exact distance between the shapes: what every closest pair satisfies, whichever one the algorithm "
                 "chose (they are not unique on parallel edges)",
                 std::move(regimes)},
                Generic::closest_points_within_contract, "points");
}

}  // namespace cc::check::recipes
