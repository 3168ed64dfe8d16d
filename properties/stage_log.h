#pragma once
// The stages one case's kernel calls reached: collide_check::stage_reached
// (include/collide_check/stages.h) records here while a kernel call is
// announced (KernelCallScope), and the runner reads the set once per case.

#include <string>
#include <vector>

namespace cc::check::stage_log {

/// Forgets the stages recorded so far on this thread: called before each case.
void begin_case();
/// Whether stage_reached records on this thread: on for the length of one
/// announced kernel call.
void set_recording(bool on);
/// The distinct stages reached since begin_case, in the order first reached.
std::vector<std::string> case_stages();

}  // namespace cc::check::stage_log
