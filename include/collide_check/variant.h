#pragma once
// A variant: one implementation of a family at one scalar type, with what it
// promises (its contract) and what it is known to get wrong (its flaws).

#include <string>
#include <vector>

#include "contract.h"
#include "known_flaw.h"

namespace collide_check {

/// What a user writes to register a kernel (register_variant): everything but
/// the code and the scalar.
struct VariantSpec {
  std::string name;    ///< e.g. "game_eps"; the id is family/name/f64
  std::string source;  ///< where the code lives, or the reference it follows
  Contract contract;
  std::vector<KnownFlaw> flaws;
};

/// What a variant's results carry. Set by the adapter the kernel is registered
/// through: a kernel returning the family's full result reports every kind and
/// every value; `hit_only` reports hit or miss alone; `hit_and_point` adds a
/// point; `time_of_impact` a time.
struct Reports {
  enum class Decision {
    kinds,        ///< the family's result kinds (none / touching / overlapping, counts, ...)
    hit_or_miss,  ///< contact or not: judged under the contract's touching rule
  };
  Decision decision = Decision::kinds;
  std::vector<std::string> values;  ///< value components, e.g. {"point"} or {"t", "point", "normal"}

  bool reports(const std::string& component) const {
    for (const auto& v : values)
      if (v == component) return true;
    return false;
  }
};

}  // namespace collide_check
