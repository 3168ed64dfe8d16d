#!/usr/bin/env bash
# The tests: install what is missing, build Release with tests, run ctest (the
# packaging smoke test among them: install, and an outside project built against it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
ctest --preset release
