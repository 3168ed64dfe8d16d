#pragma once
// A family's input as a flat list of values, in the case-file order the family
// names (Family::field_names). Every family tag provides tie(Input<T>&): the
// input's scalars in that order; these two templates do the rest.

#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

namespace collide_check {

template <class Family, class T>
std::vector<T> to_values(const typename Family::template Input<T>& in) {
  auto copy = in;
  std::vector<T> out;
  std::apply([&](auto&... v) { (out.push_back(v), ...); }, Family::tie(copy));
  return out;
}

template <class Family, class T, class U>
typename Family::template Input<T> from_values(std::span<const U> values) {
  typename Family::template Input<T> in{};
  auto fields = Family::tie(in);
  if (values.size() != std::tuple_size_v<decltype(fields)>)
    throw std::invalid_argument(std::string(Family::name) + ": expected " +
                                std::to_string(std::tuple_size_v<decltype(fields)>) + " values, got " +
                                std::to_string(values.size()));
  std::size_t i = 0;
  std::apply([&](auto&... v) { ((v = static_cast<T>(values[i++])), ...); }, fields);
  return in;
}

}  // namespace collide_check
