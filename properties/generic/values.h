#pragma once
// The generic property of one value component ("point", "t", "normal"), as a
// family lists it: when the variant and the oracle both report a contact,
// every coordinate the variant gives is within the contract's bound of the
// exact one. The check is the catalog's.

#include <string>
#include <vector>

#include "../checker/catalog.h"
#include "../property.h"

namespace cc::check::generic {

using check::value_property_name;

template <class S, class T>
PropertyDef<S, T> value_within_contract(const std::string& component, std::vector<std::string> regimes) {
  return recipe({value_property_name(component),
           "when variant and oracle both report a contact, every " + component +
               " coordinate is within the contract's bound of the exact one",
           std::move(regimes)},
          Generic::value_within_contract, component);
}

}  // namespace cc::check::generic
