#pragma once
// The generic property of one value component ("point", "t", "normal"), as a
// family lists it: when the variant and the oracle both report a contact,
// every coordinate the variant gives is within the contract's bound of the
// exact one. The check is the catalog's.

#include <string>
#include <vector>

#include "../property.h"
#include "recipes.h"

namespace cc::check::generic {

template <class S, class T>
PropertyDef<S, T> value_within_contract(const std::string& component, std::vector<std::string> regimes) {
  return recipes::value_within_contract(component, std::move(regimes));
}

/// The contact manifold's property (a family with `near_surface`):
/// recipes::manifold_within_contract.
template <class S, class T>
PropertyDef<S, T> manifold_within_contract(std::vector<std::string> regimes) {
  return recipes::manifold_within_contract(std::move(regimes));
}

/// The closest points' property (a family with `near_shape`):
/// recipes::closest_points_within_contract.
template <class S, class T>
PropertyDef<S, T> closest_points_within_contract(std::vector<std::string> regimes) {
  return recipes::closest_points_within_contract(std::move(regimes));
}

}  // namespace cc::check::generic
