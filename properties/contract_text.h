#pragma once
// A contract in words, generated from its data (never written by hand, so the
// text cannot drift from what the checker applies).

#include <string>

#include "registry.h"

namespace cc::check {

/// "decisions exact ...; point within 8 u M + 2^-1073 per coordinate (u = 2^-53,
/// M = the largest |input|); NaN or an infinite value -> invalid_input".
/// `invalid_input_text` is the family's list of invalid inputs.
std::string contract_text(const VariantInfo& v, const std::string& invalid_input_text);

/// A number as people write bounds: 8, 2^-1073, 3*2^-52, or a shortest decimal.
std::string dyadic_text(double x);

}  // namespace cc::check
