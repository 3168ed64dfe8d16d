#!/usr/bin/env bash
# The tests: install what is missing, then
#   1. build the suite with AddressSanitizer and UndefinedBehaviorSanitizer
#      (clang, -O1; the asan-ubsan preset, which also builds the fuzz targets)
#      and run the whole test suite there with ctest (among the tests: the
#      packaging smoke test, which installs, then builds and runs an outside
#      project against the installed package; the small CGAL cross-check);
#   2. run every fuzz target for a short while from its seed corpus
#      (tools/run-fuzz.sh; crash inputs are kept under build/asan-ubsan/fuzz-runs);
#   3. when a Release build exists (build/release, as the main job leaves it),
#      check that it and the sanitized clang build give byte-identical results
#      for the same seed (tools/run-determinism.sh).
# Exit status non-zero if any part fails; every part runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake --preset asan-ubsan "${launcher[@]}" >/dev/null
cmake --build --preset asan-ubsan
status=0
ctest --preset asan-ubsan || status=1
if [[ -f tools/run-fuzz.sh ]]; then
  bash tools/run-fuzz.sh --build-dir build/asan-ubsan --seconds "${FUZZ_SECONDS:-8}" || status=1
fi
if [[ -x build/release/collide-check ]]; then
  bash tools/run-determinism.sh build/release/collide-check build/asan-ubsan/collide-check || status=1
else
  echo "run-tests: no build/release/collide-check, so no comparison across builds (run tools/run-gate.sh first)"
fi
exit $status
