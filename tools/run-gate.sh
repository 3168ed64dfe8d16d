#!/usr/bin/env bash
# The main job: install what is missing, build Release, run the gate over every
# bundled kernel. Extra arguments go to `collide-check check`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
./build/release/collide-check check --json build/release/gate.json --junit build/release/gate.xml "$@"
