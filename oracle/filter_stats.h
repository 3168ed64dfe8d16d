#pragma once
// Counts how often each oracle's floating-point filter could not decide and the
// exact (GMP) path ran. The fallback rate is part of the oracle's cost model:
// generic inputs should never reach GMP.

#include <atomic>
#include <cstdint>

namespace cc::oracle {

struct FilterStats {
  std::atomic<std::uint64_t> decisions{0};  ///< predicate evaluations
  std::atomic<std::uint64_t> exact{0};      ///< of which fell back to rationals

  void reset() {
    decisions = 0;
    exact = 0;
  }
  double fallback_rate() const {
    const auto d = decisions.load();
    return d == 0 ? 0.0 : static_cast<double>(exact.load()) / static_cast<double>(d);
  }
};

}  // namespace cc::oracle
