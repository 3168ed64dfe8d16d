#!/usr/bin/env bash
# Determinism across builds: every given collide-check binary, run with the
# same seed, must give byte-identical results, timings aside:
#   - `check` of every variant and property (a short run, no corpus),
#     its JSON with the seconds removed;
#   - `eval` of every saved case in regressions/cases (every variant's result
#     and every verdict, one JSON line per case);
#   - `precision` (a short measurement: the page and its data).
#
#   tools/run-determinism.sh BINARY BINARY...   compare these builds
#   tools/run-determinism.sh --all-builds       build collide-check with g++ and
#       clang++ at -O0 and -O2 (build/determinism/), then compare the four
#
# Exit status 0 when all agree, 1 on a difference (the first lines of the
# difference are printed), 2 on a usage error.
set -euo pipefail
cd "$(dirname "$0")/.."

work=${DETERMINISM_WORK:-build/determinism}
binaries=()
if [[ ${1:-} == --all-builds ]]; then
  bash tools/install-deps.sh
  launcher=()
  if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
  for compiler in g++ clang++; do
    for level in O0 O2; do
      dir=$work/${compiler%++}-$level
      cmake -S . -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER=$compiler -DCMAKE_BUILD_TYPE=None \
        "-DCMAKE_CXX_FLAGS=-$level" -DCOLLIDE_CHECK_BUILD_TESTS=OFF -DCOLLIDE_CHECK_BUILD_BENCH=OFF "${launcher[@]}" >/dev/null
      cmake --build "$dir" --target collide-check
      binaries+=("$dir/collide-check")
    done
  done
else
  binaries=("$@")
fi
if ((${#binaries[@]} < 2)); then
  echo "usage: $0 BINARY BINARY... | --all-builds" >&2
  exit 2
fi
for b in "${binaries[@]}"; do
  [[ -x $b ]] || { echo "$0: not an executable: $b" >&2; exit 2; }
done

cases=(regressions/cases/*/*.case)
run_one() {  # binary, output folder
  local bin=$1 out=$2
  rm -rf "$out" && mkdir -p "$out"
  # A short run finds some seed variants' declared flaws: exit status 1 is a result too.
  local status=0
  "$bin" check --no-corpus --no-save --seed 11 --cases 200 --json "$out/check.raw.json" >/dev/null 2>&1 || status=$?
  echo "exit status $status" >"$out/check.status"
  jq -S 'del(.. | .seconds?)' "$out/check.raw.json" >"$out/check.json"
  "$bin" eval "${cases[@]}" >"$out/eval.jsonl"
  "$bin" precision --cases 12 --seed 5 --no-plots -o "$out/precision.md" --dir "$out/precision" >/dev/null 2>&1
  rm "$out/check.raw.json" "$out/precision/plots.gp"
}

reference=""
status=0
for i in "${!binaries[@]}"; do
  out=$work/out-$i
  echo "determinism: running ${binaries[$i]}"
  run_one "${binaries[$i]}" "$out"
  if [[ -z $reference ]]; then
    reference=$out
    continue
  fi
  if diff -r -q "$reference" "$out" >/dev/null; then
    echo "determinism: ${binaries[$i]} agrees with ${binaries[0]}"
  else
    echo "determinism: ${binaries[$i]} DIFFERS from ${binaries[0]}:"
    diff -r "$reference" "$out" | head -40 || true
    status=1
  fi
done
if ((status == 0)); then
  echo "determinism: ${#binaries[@]} builds agree (check JSON without timings, eval of ${#cases[@]} saved cases, precision data)"
fi
exit $status
