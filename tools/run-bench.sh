#!/usr/bin/env bash
# Speed: build and run collide-check-bench (every family's kernel variants and
# oracle; bench/harness.h) with three repetitions, then print the ratio
# summary; then examples/library-speed (the library functions the adapters
# check, beside the robust kernels, on its own inputs), built against the
# installed collide-check. Writes build/release/bench.json,
# build/release/bench-summary.md and build/release/library-speed.json; the
# precision page takes both:
#   collide-check precision --bench build/release/bench.json --bench build/release/library-speed.json ...
# (tools/run-gate.sh's arguments to it; docs/precision/speed.json keeps them).
# Extra arguments go to collide-check-bench, e.g. --benchmark_filter='^segment_segment/'.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target collide-check-bench collide-check collide_check_gtest
./build/release/bench/collide-check-bench --benchmark_min_time=0.1 --benchmark_repetitions=3 \
  --benchmark_report_aggregates_only=true --benchmark_out=build/release/bench.json \
  --benchmark_out_format=json --summary_out=build/release/bench-summary.md "$@"
prefix=$(pwd)/build/release/libraries/prefix
cmake --install build/release --prefix "$prefix" >/dev/null
cmake -S examples/library-speed -B build/release/library-speed -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build build/release/library-speed
./build/release/library-speed/library_speed --benchmark_min_time=0.1 --benchmark_repetitions=3 \
  --benchmark_report_aggregates_only=true --benchmark_out=build/release/library-speed.json \
  --benchmark_out_format=json >/dev/null
echo "speed: build/release/bench.json and build/release/library-speed.json; the page from them:"
echo "  ./build/release/collide-check precision --bench build/release/bench.json --bench build/release/library-speed.json \\"
echo "    --include build/release/libraries/<library>-precision.json ... (as tools/run-gate.sh includes them)"
