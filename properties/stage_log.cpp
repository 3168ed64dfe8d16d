// Stage recording: see stage_log.h.

#include "stage_log.h"

#include <cstring>

#include "../include/collide_check/stages.h"

namespace cc::check::stage_log {
namespace {

/// A handful of stages per case: a small vector compared by pointer first
/// (markers pass literals), then by text.
struct Log {
  bool recording = false;
  std::vector<const char*> stages;
};

Log& log() {
  thread_local Log l;
  return l;
}

}  // namespace

void begin_case() { log().stages.clear(); }

void set_recording(bool on) { log().recording = on; }

std::vector<std::string> case_stages() {
  return {log().stages.begin(), log().stages.end()};
}

}  // namespace cc::check::stage_log

void collide_check::stage_reached(const char* stage) noexcept {
  auto& l = cc::check::stage_log::log();
  if (!l.recording || stage == nullptr) return;
  for (const char* s : l.stages)
    if (s == stage || std::strcmp(s, stage) == 0) return;
  try {
    l.stages.push_back(stage);
  } catch (...) {  // out of memory: the stage goes uncounted, the call goes on
  }
}
