#pragma once
// One case judged by every registered variant of its family under every
// property, as the gate replays a saved case (regressions/gate.cpp): each
// variant whose scalar represents the values (an f32 case runs at f64 too),
// each property that judges it and applies to the case, inside the contract's
// domain. A failure or an error of the variant inside one of its declared flaw
// classes is expected; anything else is a finding, and so is the checker
// throwing.

#include <string>
#include <vector>

#include "../properties/registry.h"

namespace cc::fuzz {

struct Finding {
  std::string variant;   ///< "family/name/f64"
  std::string property;
  std::string message;   ///< what differed, or what threw
};

struct Judgement {
  int judged = 0;    ///< (variant, property) pairs that judged the case
  int expected = 0;  ///< failures inside declared flaw classes
  std::vector<Finding> findings;
};

/// Judged by every registered variant of the family.
Judgement judge_case(const check::Family& family, const check::CaseData& c);
/// Judged by `variants` (of the family) only.
Judgement judge_case(const check::Family& family, const check::CaseData& c,
                     const std::vector<const check::VariantInfo*>& variants);

/// The case as a case file (regressions/README.md) that `collide-check eval`
/// replays, with the first finding as its provenance.
std::string case_text(const check::CaseData& c, const Finding* finding);

}  // namespace cc::fuzz
