// Every bundled variant and property as its own GoogleTest test, registered
// through the public GoogleTest adapter exactly as a user's project would: the
// committed corpus is replayed and the property runs on generated cases. A
// property whose declared flaws are all found is reported as skipped. Fewer
// cases than the gate, so that ctest stays quick.

#include <gtest/gtest.h>

#include "include/collide_check/gtest.h"
#include "include/collide_check/main.h"

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  collide_check::register_bundled_variants();
  collide_check::GTestOptions options;
  options.cases = 1000;
  options.corpus = {COLLIDE_CHECK_TEST_CORPUS};
  options.save = false;  // a test run never writes into the source tree
  collide_check::register_gtests(options);
  return RUN_ALL_TESTS();
}
