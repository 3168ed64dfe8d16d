#pragma once
// The announcement of one kernel call to the process's KernelCallBeacon
// (registry.h), where a watchdog in another process limits the time of one
// call (regressions/isolation.h).

#include "description.h"

namespace cc::check {

/// Announces one kernel call, with its input's values, for as long as it
/// runs (nothing when no beacon is watched).
class KernelCallScope {
 public:
  explicit KernelCallScope(const Values& in);
  ~KernelCallScope();
  KernelCallScope(const KernelCallScope&) = delete;
  KernelCallScope& operator=(const KernelCallScope&) = delete;

 private:
  KernelCallBeacon* beacon_;
};

}  // namespace cc::check
