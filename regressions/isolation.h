#pragma once
// Fault isolation: the gate runs each (variant, property) job in a child
// process, several at once, with a time limit on each call of the kernel. A
// kernel under test that crashes (a signal) or hangs takes down only its
// child; the parent reports it as an error of that variant, with the case it
// was judging (for a hang, the input of the call that hung), and goes on.
//
// The child writes every case into a shared page (CaseSlot) before judging
// it, and announces every kernel call there (check::KernelCallBeacon), so the
// case that crashed or hung survives the child, and the parent's watchdog sees
// how long the call in progress has run. The checker's own work (the oracle,
// shrinking, simplifying, saving) is never timed.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "../properties/registry.h"

namespace cc::regress {

/// The case a child is judging, in memory the parent can read after the child
/// is gone. Plain data: written by the child, read by the parent only after
/// the child has exited.
struct CaseSlot {
  static constexpr std::size_t kMaxValues = 64;
  int present = 0;
  char family[64] = {};
  char regime[64] = {};
  int scalar = 0;  ///< 0 f32, 1 f64
  int count = 0;
  double values[kMaxValues] = {};
  check::KernelCallBeacon call;  ///< the kernel call in progress, if any
  /// The case files the child has written and not removed (a case saved
  /// while shrinking is replaced by the next smaller one): what a child that
  /// is killed leaves on disk, for the parent to count.
  static constexpr int kMaxFiles = 16;
  static constexpr std::size_t kMaxPath = 512;
  int file_count = 0;
  char files[kMaxFiles][kMaxPath] = {};

  void store(const check::CaseData& c);
  /// Records a written file, or forgets a removed one (paths too long for the
  /// slot, or beyond kMaxFiles, are not recorded).
  void add_file(const std::string& path);
  void remove_file(const std::string& path);
  std::vector<std::string> written_files() const;
  std::optional<check::CaseData> load() const;
  /// The input of the kernel call in progress, as a case of the slot's family
  /// (nullopt when no call runs or no case was stored).
  std::optional<check::CaseData> load_call() const;
};

struct ChildOutcome {
  /// exited: the child ended by exit() before handing back a result (a
  /// kernel calling exit(), or a sanitizer's report, which exits with status 1).
  /// timed_out: one call of the kernel ran past the time limit.
  enum class Kind { finished, crashed, exited, timed_out };
  Kind kind = Kind::finished;
  int signal = 0;       ///< for crashed
  int exit_status = 0;  ///< for exited
  std::string output;   ///< what the child wrote (for finished)
  std::optional<check::CaseData> last_case;  ///< the case it was judging (unless finished)
  /// For timed_out: the input of the call that ran too long (the case itself,
  /// or an image of it that a property mapped).
  std::optional<check::CaseData> call_input;
  /// The case files the child wrote and kept (CaseSlot::written_files).
  std::vector<std::string> files;
};

/// Runs work(0) .. work(count - 1), each in its own child process, at most
/// `parallel` at a time; a child whose kernel call has run `call_timeout_seconds`
/// (0: no limit) is killed.
/// `work(i, slot)` runs in the child and returns the text handed back to the
/// parent; `on_done(i, outcome)` runs in the parent as each child ends.
void run_in_children(std::size_t count, int parallel, double call_timeout_seconds,
                     const std::function<std::string(std::size_t, CaseSlot&)>& work,
                     const std::function<void(std::size_t, ChildOutcome)>& on_done);

/// "SIGSEGV" for 11, or "signal N".
std::string signal_name(int signal);

/// What happened to a child that handed back no result, as a verdict reads it
/// after "the variant ": "crashed (SIGSEGV)", "exited with status 7 ...",
/// "hung: one call of the kernel ran longer than 10 s (--timeout; killed)";
/// empty for a finished child.
std::string lost_child_text(const ChildOutcome& outcome, double call_timeout_seconds);

}  // namespace cc::regress
