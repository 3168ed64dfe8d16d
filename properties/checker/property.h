#pragma once
// A property ready to run: what the checker makes of a family's property
// recipe (properties/checker/catalog.h).

#include <functional>

#include "../description.h"

namespace cc::check {

/// One property of a family at one scalar, ready to run: built from its
/// recipe by properties/checker/catalog.h.
struct Property {
  PropertyInfo info;
  /// Whether the property judges a variant at all (it reports the values the
  /// property is about, its contract promises the answer).
  std::function<bool(const VariantInfo&)> judges;
  /// The inputs the property applies to (others are discarded, and skipped on replay).
  std::function<bool(const Values&)> applies;
  std::function<Verdict(const Variant&, const Values&)> check;
};

}  // namespace cc::check
