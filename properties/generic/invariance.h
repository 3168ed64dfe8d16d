#pragma once
// The generic properties of invariance, as a family lists them: a map of
// inputs that commutes with the query (swapping A and B, reversing a segment,
// a 90-degree rotation, scaling by a power of two) gives the mapped answer.
// Decisions must be equal where the contract makes them exact; values within
// the sum of both queries' bounds. The check is the catalog's.

#include <map>
#include <string>
#include <vector>

#include "../property.h"
#include "../typed_edge.h"

namespace cc::check::generic {

template <class S, class T>
using MapOf = InputMap<InputOf<S, T>, ResultOf<S, T>>;

/// One property per distinct property name among the family's maps.
template <class S, class T>
std::vector<PropertyDef<S, T>> invariance_properties(const std::vector<MapOf<S, T>>& maps,
                                                     const std::map<std::string, std::string>& sentences,
                                                     const std::vector<std::string>& regimes) {
  std::vector<std::string> names;
  for (const auto& m : maps)
    if (std::find(names.begin(), names.end(), m.property) == names.end()) names.push_back(m.property);
  std::vector<PropertyDef<S, T>> out;
  for (const auto& name : names) {
    PropertyDef<S, T> p;
    const auto it = sentences.find(name);
    p.info = {name, it != sentences.end() ? it->second : name, regimes};
    p.generic = Generic::invariance;
    for (const auto& m : maps)
      if (m.property == name) p.maps.push_back(erase_map<S, T>(m));
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace cc::check::generic
