#!/usr/bin/env bash
# The tests: install what is missing, build Release with tests, run ctest (among
# them the packaging smoke test: install, and an outside project built against
# it; the small CGAL cross-check; the mutant catalog's validation).
#
#   bash tools/run-tests.sh               the Release test suite (g++ -O3)
#   bash tools/run-tests.sh --sanitized   instead: the whole test suite built
#       with AddressSanitizer and UndefinedBehaviorSanitizer (clang, -O0; the
#       asan-ubsan preset, which also builds the fuzz targets), a short run of
#       every fuzz target (tools/run-fuzz.sh, FUZZ_SECONDS each, default 5), and,
#       when build/release/collide-check exists, the check that the two builds
#       give byte-identical results for one seed (tools/run-determinism.sh)
#
# Exit status non-zero if any part fails; every part runs.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitized=0
case "${1:-}" in
  "") ;;
  --sanitized) sanitized=1 ;;
  *) echo "usage: $0 [--sanitized]" >&2; exit 2 ;;
esac
bash tools/install-deps.sh
if ((!sanitized)); then
  cmake --preset release >/dev/null
  cmake --build --preset release
  ctest --preset release
  exit
fi

cmake --preset asan-ubsan >/dev/null
cmake --build --preset asan-ubsan
status=0
ctest --preset asan-ubsan || status=1
bash tools/run-fuzz.sh --build-dir build/asan-ubsan --seconds "${FUZZ_SECONDS:-5}" || status=1
if [[ -x build/release/collide-check ]]; then
  bash tools/run-determinism.sh build/release/collide-check build/asan-ubsan/collide-check || status=1
else
  echo "run-tests: no build/release/collide-check, so no comparison across builds (run tools/run-gate.sh first)"
fi
exit $status
