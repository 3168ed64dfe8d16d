#pragma once
// Registers the benchmark rows of every family (families.cpp).

namespace cc::bench {

void register_family_rows();

}  // namespace cc::bench
