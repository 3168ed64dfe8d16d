#pragma once
// Runs one property's generator against one variant with RapidCheck, applying
// the contract's domain and the variant's declared flaw classes:
//   - a generated input is first conformed to the domain's preconditions
//     (Precondition::conform), where the contract gives a way to;
//   - a case outside the domain is counted (out_of_domain) and not judged;
//   - a failure inside a declared class is counted for that class, and the run
//     goes on;
//   - a failure outside every class, or an error of the variant (it threw, or
//     gave no decision), is shrunk, saved as it shrinks, and ends the run.
// With RunOptions::shrink_class = k the target is instead the first failure
// inside class k, shrunk within the class: the minimal case of a declared flaw.
// The only place, with the construction check, that drives rc::detail.

#include <string>
#include <vector>

#include "judging.h"

namespace cc::check {

/// Loads RapidCheck's global configuration once, with its announcement muted.
void configure_rapidcheck_quietly();

/// Runs `property` against `variant` on the family's regimes (at the
/// variant's scalar) that the property draws from.
GeneratedOutcome run_generated(const FamilyDescription& f, const Variant& variant, const Property& property,
                               const std::vector<gen::Regime<Values>>& all_regimes, const RunOptions& options);

/// Runs `body` on `cases` cases with RapidCheck's search, unshrunk and silent:
/// the generators inside draw from `seed`.
void run_unshrunk(const std::function<void()>& body, int cases, std::uint64_t seed);

}  // namespace cc::check
