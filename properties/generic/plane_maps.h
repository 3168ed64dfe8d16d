#pragma once
// The exact maps of the plane as input maps of a family: 90-degree rotations,
// mirrors, transposition and scaling by 2^-7 and 2^9, each commuting with every
// collision query. The family says how a map acts on its input and on its
// result; a scaled input that is not exactly representable (or leaves the
// normal range) is not a case of the map.

#include <string>
#include <vector>

#include "../common.h"
#include "invariance.h"

namespace cc::check::generic {

template <class S, class T, class MapInput, class MapResult>
std::vector<MapOf<S, T>> plane_maps(const std::string& property, MapInput map_input, MapResult map_result) {
  std::vector<MapOf<S, T>> out;
  for (const auto& t : plane_transforms<T>()) {
    MapOf<S, T> m;
    m.property = property;
    m.name = t.name;
    m.scale = std::ldexp(1.0, t.scale_exponent);
    m.input = [t, map_input](const InputOf<S, T>& in) -> std::optional<InputOf<S, T>> {
      if (t.scale_exponent != 0 && !exactly_scalable<T>(values_of<S, T>(in), t.scale_exponent)) return std::nullopt;
      return map_input(in, t);
    };
    m.result = [t, map_result](const InputOf<S, T>&, const ResultOf<S, T>& r) { return map_result(r, t); };
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace cc::check::generic
