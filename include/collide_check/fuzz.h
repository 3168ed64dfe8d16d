#pragma once
// Fuzzing your own kernels: a libFuzzer target in three lines.
//
//   extern "C" int LLVMFuzzerInitialize(int*, char***) { register_my_variants(); return 0; }
//   extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
//     return collide_check::fuzz_one_input(data, size);
//   }
//
// (register_my_variants: your register_variant calls, as before collide_check::main.)
//
// Build it with clang and -fsanitize=fuzzer (fuzz/README.md, "Fuzzing your own
// kernel"). Each input decodes to one case of a family (the encoding of the
// bundled family targets: fuzz/README.md, "Input format"); every selected
// variant of that family, at every scalar that holds the case's values (an
// f32 case is judged at f64 too), is judged on it under every property that
// applies, against the exact oracle, inside its contract's domain. A failure
// or a variant error inside one of the variant's declared flaws
// (VariantSpec::flaws) is expected; anything else, and the checker throwing,
// is a finding: fuzz_one_input prints the findings and the case as a case
// file, writes that file as <case_dir>/<family>/<hash>.case (`collide-check
// eval FILE`, or your program's `eval`, replays it; `check --corpus
// <case_dir>` replays them all), and calls std::abort() so that libFuzzer
// records the input as a crash.
//
// A kernel that crashes or hangs on an input is caught by libFuzzer itself (a
// crash-* or timeout-* file); `fuzz_one_input` on that input reproduces it,
// and with COLLIDE_CHECK_FUZZ_PRINT_CASE=1 it first prints and writes the case
// (see FuzzOptions::print_case).

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace collide_check {

struct FuzzOptions {
  /// The families fuzzed; empty: every family with at least one selected
  /// variant registered, in the suite's order (`list`). With one family the
  /// input is exactly a case of it; with several, byte 0 chooses the family
  /// (its index among them, modulo their count) and the rest is the case.
  std::vector<std::string> families;
  /// The variants judged, by name ("game_segments_hit") or id
  /// ("segment_segment/game_segments_hit/f32"); empty: every registered one
  /// (with register_bundled_variants(), the suite's own too).
  std::vector<std::string> variants;
  /// Where a failing case is written, as <case_dir>/<family>/<hash>.case;
  /// empty: only printed. The environment variable COLLIDE_CHECK_FUZZ_SAVE_DIR,
  /// when set, overrides it.
  std::string case_dir = "fuzz-cases";
  /// Print (and write) the case before judging it, so that a kernel that
  /// crashes or hangs on it leaves a case file too; for replaying a crash-* or
  /// timeout-* input, not for fuzzing. COLLIDE_CHECK_FUZZ_PRINT_CASE=1 sets it.
  bool print_case = false;
};

/// Judges the case that `data` decodes to (above). Returns 0 when every
/// selected variant meets its contract or fails only inside its declared
/// flaws; on a finding, prints it, writes the case file and aborts. Never
/// throws. The selection is made on the first call (register the variants
/// before it) and kept for the process; later calls must pass the same
/// options. An unknown family or variant name, or nothing to judge, is printed
/// and aborts on that first call.
int fuzz_one_input(const std::uint8_t* data, std::size_t size, const FuzzOptions& options = {});

}  // namespace collide_check
