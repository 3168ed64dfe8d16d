#!/usr/bin/env bash
# The main job: install what is missing, build Release, run the gate over every
# bundled kernel, then write the precision report. Extra arguments go to
# `collide-check check`. The exit status is the gate's.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
status=0
./build/release/collide-check check --json build/release/gate.json --junit build/release/gate.xml "$@" || status=$?
if [ -s build/release/gate.json ]; then
  ./build/release/collide-check report build/release/gate.json -o build/release/report.md
fi
exit "$status"
