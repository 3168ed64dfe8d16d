#pragma once
// The typed edge between a family's spec (properties/spec.h: its Input<T>,
// Result<T> and oracle on Input<double>) and the checker, which sees an input
// as its values and an answer as an Answer (properties/description.h). Only
// conversions live here: a typed result boxed behind its operations, values
// to inputs and back, a typed map of inputs erased.

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "description.h"
#include "spec.h"

namespace cc::check {

template <class S, class T>
std::vector<double> values_of(const InputOf<S, T>& in) {
  const auto v = collide_check::to_values<S, T>(in);
  return std::vector<double>(v.begin(), v.end());
}

template <class S, class T>
InputOf<S, double> widen(const InputOf<S, T>& in) {
  const auto v = values_of<S, T>(in);
  return collide_check::from_values<S, double>(std::span<const double>(v));
}

template <class S>
std::string kind_name(typename S::Kind k) {
  const auto names = S::kind_names();
  const auto i = static_cast<std::size_t>(k);
  return i < names.size() ? names[i] : "unknown kind " + std::to_string(i);
}

template <class S>
bool known_kind(typename S::Kind k) {
  return static_cast<std::size_t>(k) < S::kind_names().size();
}

/// An input of scalar T from its values (each a value of T, widened).
template <class S, class T>
InputOf<S, T> input_from(const Values& values) {
  if constexpr (std::is_same_v<T, double>) {
    return collide_check::from_values<S, double>(std::span<const double>(values));
  } else {
    std::vector<T> narrow;
    narrow.reserve(values.size());
    for (double v : values) narrow.push_back(static_cast<T>(v));
    return collide_check::from_values<S, T>(std::span<const T>(narrow));
  }
}

/// The operations on the family's Result<T> behind an Answer.
template <class S, class T>
const AnswerOps* answer_ops() {
  using R = ResultOf<S, T>;
  static const AnswerOps ops{
      [](const void* r) { return S::show(*static_cast<const R*>(r)); },
      [](const void* r) { return S::json(*static_cast<const R*>(r)); },
      [](const std::string& component, const void* r) { return S::coordinates(component, *static_cast<const R*>(r)); },
  };
  return &ops;
}

template <class S, class T>
Answer box(ResultOf<S, T> r) {
  const int kind = static_cast<int>(S::kind(r));
  return Answer{kind, std::make_shared<const ResultOf<S, T>>(std::move(r)), answer_ops<S, T>()};
}

template <class S, class T>
const ResultOf<S, T>& unbox(const Answer& a) {
  return *static_cast<const ResultOf<S, T>*>(a.result.get());
}

template <class S>
ExactAnswer box_exact(typename S::Exact e) {
  const int kind = static_cast<int>(S::kind(e));
  return ExactAnswer{kind, std::make_shared<const typename S::Exact>(std::move(e))};
}

template <class S>
const typename S::Exact& unbox_exact(const ExactAnswer& e) {
  return *static_cast<const typename S::Exact*>(e.exact.get());
}

/// A typed map of inputs, erased.
template <class S, class T>
Map erase_map(InputMap<InputOf<S, T>, ResultOf<S, T>> m) {
  Map e;
  e.property = std::move(m.property);
  e.name = std::move(m.name);
  e.scale = m.scale;
  e.points_unordered = m.points_unordered;
  e.input = [f = std::move(m.input)](const Values& v) -> std::optional<Values> {
    const auto out = f(input_from<S, T>(v));
    if (!out) return std::nullopt;
    return values_of<S, T>(*out);
  };
  e.result = [f = std::move(m.result)](const Values& v, const Answer& a) {
    return box<S, T>(f(input_from<S, T>(v), unbox<S, T>(a)));
  };
  e.compares = [f = std::move(m.compares)](const std::string& c, const Values& v, const Answer& a) {
    return f(c, input_from<S, T>(v), unbox<S, T>(a));
  };
  return e;
}

}  // namespace cc::check
