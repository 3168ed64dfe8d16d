#pragma once
// One property of a family at one scalar type: what it asserts, which variants
// it judges, which inputs it applies to, and the check. Generic properties
// (properties/generic/) build these from the family's spec; a family adds its
// own only for what no generic property expresses.

#include <functional>

#include "format.h"
#include "registry.h"
#include "spec.h"
#include "variant_of.h"

namespace cc::check {

template <class S, class T>
struct PropertyDef {
  PropertyInfo info;
  /// Whether the property judges a variant at all (it reports the values the
  /// property is about, its contract promises the answer). Default: every variant.
  std::function<bool(const VariantInfo&)> judges = [](const VariantInfo&) { return true; };
  /// The inputs the property applies to (others are discarded, and skipped on replay).
  std::function<bool(const InputOf<S, T>&)> applies;
  std::function<Verdict(const VariantOf<S, T>&, const InputOf<S, T>&)> check;
};

/// The two-line input header of a failure message: hex (exact), then decimal.
template <class S, class T>
std::string input_header(const InputOf<S, T>& in) {
  const auto v = collide_check::to_values<S, T>(in);
  const std::vector<double> wide(v.begin(), v.end());
  return "input " + S::show_input(wide, hex) + "\n      = " + S::show_input(wide, decimal);
}

/// "input ...\n  variant: <result>\n  <label>: <text>" for a failure message.
template <class S, class T>
std::string failure_text(const InputOf<S, T>& in, const ResultOf<S, T>& r, const std::string& label,
                         const std::string& text) {
  return input_header<S, T>(in) + "\n  variant: " + S::show(r) + "\n  " + label + ": " + text;
}

}  // namespace cc::check
