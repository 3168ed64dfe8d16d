#!/usr/bin/env bash
# The oracles against CGAL, large: install what is missing (CGAL among it),
# build cgal-cross-check in build/release, and run it over every family,
# 100000 cases each by default (every regime, f32 and f64), printing the
# per-family table, then every disagreement and every case CGAL could not
# decide as a `collide-check case` command. Extra arguments go to
# cgal-cross-check (--cases N, --seed S, --family F). The exit status is its:
# 0 when CGAL agrees with the oracle on every case.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target cgal-cross-check
args=("$@")
if [[ " ${args[*]-} " != *" --cases "* ]]; then args=(--cases 100000 "${args[@]}"); fi
start=$(date +%s)
status=0
./build/release/tests/cgal-cross-check "${args[@]}" | tee build/release/cgal-cross-check.log || status=$?
echo "cgal-cross-check: wall time $(($(date +%s) - start)) s (log: build/release/cgal-cross-check.log)"
exit "$status"
