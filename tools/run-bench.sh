#!/usr/bin/env bash
# Speed: build and run collide-check-bench (every family's kernel variants and
# oracle; bench/harness.h) with three repetitions, then print the ratio
# summary. Writes build/release/bench.json and build/release/bench-summary.md.
# Extra arguments go to the benchmark, e.g. --benchmark_filter='^segment_segment/'.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target collide-check-bench
./build/release/bench/collide-check-bench --benchmark_min_time=0.1 --benchmark_repetitions=3 \
  --benchmark_report_aggregates_only=true --benchmark_out=build/release/bench.json \
  --benchmark_out_format=json --summary_out=build/release/bench-summary.md "$@"
