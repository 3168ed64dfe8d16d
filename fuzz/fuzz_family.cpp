// Differential fuzz target of one family (COLLIDE_CHECK_FUZZ_FAMILY, set per
// target by fuzz/CMakeLists.txt): the public entry collide_check::fuzz_one_input
// (include/collide_check/fuzz.h) over the bundled variants of the family, seed
// and robust, f32 and f64. A failure outside the variant's declared flaws
// aborts, after printing the case as a case file that `collide-check eval`
// replays; with COLLIDE_CHECK_FUZZ_SAVE_DIR set it is also written there as
// <dir>/<family>/<hash>.case.

#include <cstddef>
#include <cstdint>

#include "../include/collide_check/fuzz.h"
#include "../include/collide_check/main.h"

#ifndef COLLIDE_CHECK_FUZZ_FAMILY
#error "COLLIDE_CHECK_FUZZ_FAMILY names the family this target fuzzes"
#endif

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  collide_check::register_bundled_variants();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Case files only where COLLIDE_CHECK_FUZZ_SAVE_DIR says (tools/run-fuzz.sh
  // keeps the crash inputs).
  static const collide_check::FuzzOptions options = [] {
    collide_check::FuzzOptions o;
    o.families = {COLLIDE_CHECK_FUZZ_FAMILY};
    o.case_dir = "";
    return o;
  }();
  return collide_check::fuzz_one_input(data, size, options);
}
