#pragma once
// A bundled variant by id, for the tests that drive the type-erased Family
// interface directly (hunt_test, simplify_test).

#include <stdexcept>
#include <string>

#include "../../include/collide_check/main.h"
#include "../../properties/registry.h"

namespace cc::check {

/// The variant of `family` whose id is `id` ("family/name/scalar"), after
/// registering the bundled variants once; throws when there is none.
inline const VariantInfo& variant_named(const Family& family, const std::string& id) {
  static const bool bundled = (collide_check::register_bundled_variants(), true);
  (void)bundled;
  for (const auto* v : family.variants())
    if (v->id() == id) return *v;
  throw std::invalid_argument("no variant " + id);
}

}  // namespace cc::check
