#pragma once
// The checks as GoogleTest tests: one test per variant and property, so they
// slot into ctest (gtest_discover_tests) beside a project's other tests.
//
//   int main(int argc, char** argv) {
//     testing::InitGoogleTest(&argc, argv);
//     collide_check::register_variant<collide_check::circle_circle, float>(spec, hit_only(my_overlap));
//     collide_check::register_gtests({.corpus = {"tests/collision_cases"}});
//     return RUN_ALL_TESTS();
//   }
//
// A test passes when the variant meets its contract on that property; a
// property whose declared flaws are all found (and nothing else fails) is
// reported as skipped, with the flaws as its message. A failure carries the
// minimal case and where it was saved. Link collide_check::gtest.

#include <cstdint>
#include <string>
#include <vector>

namespace collide_check {

struct GTestOptions {
  int cases = 1000;                   ///< generated cases per test (the gate's default is 10000)
  std::uint64_t seed = 1;
  std::vector<std::string> corpus;    ///< folders replayed first; default: $COLLIDE_CHECK_CORPUS
  std::string save_dir;               ///< where failures are saved; default: the first corpus folder
  bool save = true;                   ///< false: save nothing (a test of the suite itself)
  std::vector<std::string> families;  ///< only these families; empty: all with a registered variant
  std::vector<std::string> variants;  ///< only these variants (name, name/f64, family/name/f64); empty: all
};

/// Registers the tests (call after registering variants, before RUN_ALL_TESTS).
/// Returns how many it registered.
int register_gtests(const GTestOptions& options = {});

}  // namespace collide_check
