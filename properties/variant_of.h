#pragma once
// A registered variant with its code, as the typed checker of one family sees
// it. Calling it runs the kernel and turns anything the kernel throws into a
// VariantThrew, which the runner reports as an error of the variant (never a
// failure a declared flaw could absorb). Each call is announced to the
// process's KernelCallBeacon, where a watchdog limits the time of one call.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>

#include "../include/collide_check/register.h"
#include "registry.h"
#include "spec.h"

namespace cc::check {

/// The kernel under test threw.
struct VariantThrew : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// One kernel call, announced to the process's KernelCallBeacon (if any) for
/// as long as it runs: its start time and its input.
template <class S, class T>
class KernelCallScope {
 public:
  explicit KernelCallScope(const InputOf<S, T>& in) : beacon_(kernel_call_beacon()) {
    if (!beacon_) return;
    auto copy = in;
    int i = 0;
    std::apply(
        [&](const auto&... v) {
          ((i < KernelCallBeacon::kMaxValues ? void(beacon_->values[i++] = static_cast<double>(v)) : void()), ...);
        },
        S::tie(copy));
    beacon_->count = i;
    const auto now = std::chrono::steady_clock::now().time_since_epoch();
    beacon_->started_ns.store(std::max<std::int64_t>(1, std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()),
                              std::memory_order_release);
  }
  ~KernelCallScope() {
    if (beacon_) beacon_->started_ns.store(0, std::memory_order_release);
  }
  KernelCallScope(const KernelCallScope&) = delete;
  KernelCallScope& operator=(const KernelCallScope&) = delete;

 private:
  KernelCallBeacon* beacon_;
};

template <class S, class T>
struct VariantOf {
  std::shared_ptr<const VariantInfo> info;
  collide_check::detail::KernelFunction<S, T> fn;
  collide_check::detail::ExactRule<S> rule;  ///< may be empty

  ResultOf<S, T> operator()(const InputOf<S, T>& in) const {
    const KernelCallScope<S, T> announced(in);
    try {
      return fn(in);
    } catch (const std::exception& e) {
      throw VariantThrew(std::string("the variant threw: ") + e.what());
    } catch (...) {
      throw VariantThrew("the variant threw a non-standard exception");
    }
  }
  const Contract& contract() const { return info->contract; }
};

}  // namespace cc::check
