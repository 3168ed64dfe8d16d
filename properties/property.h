#pragma once
// One property of a family at one scalar type: what it asserts, which variants
// it judges, which inputs it applies to, and the check. Generic properties
// (properties/generic/) build these from the family's spec; a family adds its
// own only for what no generic property expresses.

#include <functional>
#include <type_traits>

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

/// The two-line input header of a failure message: hex (exact), then the
/// shortest decimal that reads back as the scalar's value (a float's "0.17",
/// not its double expansion).
template <class S, class T>
std::string input_header(const InputOf<S, T>& in) {
  const auto v = collide_check::to_values<S, T>(in);
  const std::vector<double> wide(v.begin(), v.end());
  return "input " + S::show_input(wide, hex) + "\n      = " +
         S::show_input(wide, std::is_same_v<T, float> ? decimal_f32 : decimal);
}

/// The variant's answer as it gave it: a variant that reports only hit or
/// miss (hit_only) shows "hit" or "miss", not a result of the family's with
/// values it never computed.
template <class S, class T>
std::string shown_result(const VariantInfo& info, const ResultOf<S, T>& r) {
  const auto k = S::kind(r);
  if (info.reports.decision == Reports::Decision::hit_or_miss && info.reports.values.empty() &&
      k != S::Kind::invalid_input)
    return S::is_hit(k) ? "hit" : "miss";
  return S::show(r);
}

/// "input ...\n  variant: <result>\n  <label>: <text>" for a failure message.
template <class S, class T>
std::string failure_text(const VariantOf<S, T>& v, const InputOf<S, T>& in, const ResultOf<S, T>& r,
                         const std::string& label, const std::string& text) {
  return input_header<S, T>(in) + "\n  variant: " + shown_result<S, T>(*v.info, r) + "\n  " + label + ": " + text;
}

}  // namespace cc::check
