#pragma once
// A family's input as a flat list of values, in the case-file order the family
// names (Family::field_names). Every family tag provides one of:
//  - tie(Input<T>&): the input's scalars as a tuple of references, in that
//    order (a few dozen fields);
//  - field_pointers(Input<T>&): a std::array<T*, N> of them, in that order,
//    for inputs of many fields (point_polygon's 130): a loop, where a tuple of
//    a hundred references costs minutes of compilation in every file that
//    reads or writes the input.
// These two templates do the rest.

#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

namespace collide_check {

/// True when the family tag lists its fields as pointers (field_pointers).
template <class Family, class T>
concept HasFieldPointers = requires(typename Family::template Input<T>& in) {
  Family::field_pointers(in);
};

template <class Family, class T>
std::vector<T> to_values(const typename Family::template Input<T>& in) {
  auto copy = in;
  std::vector<T> out;
  if constexpr (HasFieldPointers<Family, T>) {
    const auto fields = Family::field_pointers(copy);
    out.reserve(fields.size());
    for (const T* v : fields) out.push_back(*v);
  } else {
    std::apply([&](auto&... v) { (out.push_back(v), ...); }, Family::tie(copy));
  }
  return out;
}

template <class Family, class T, class U>
typename Family::template Input<T> from_values(std::span<const U> values) {
  typename Family::template Input<T> in{};
  const auto mismatch = [&](std::size_t expected) {
    return std::invalid_argument(std::string(Family::name) + ": expected " + std::to_string(expected) +
                                 " values, got " + std::to_string(values.size()));
  };
  if constexpr (HasFieldPointers<Family, T>) {
    const auto fields = Family::field_pointers(in);
    if (values.size() != fields.size()) throw mismatch(fields.size());
    for (std::size_t i = 0; i < fields.size(); ++i) *fields[i] = static_cast<T>(values[i]);
  } else {
    auto fields = Family::tie(in);
    if (values.size() != std::tuple_size_v<decltype(fields)>) throw mismatch(std::tuple_size_v<decltype(fields)>);
    std::size_t i = 0;
    std::apply([&](auto&... v) { ((v = static_cast<T>(values[i++])), ...); }, fields);
  }
  return in;
}

}  // namespace collide_check
