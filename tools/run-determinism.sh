#!/usr/bin/env bash
# Determinism across builds: every given collide-check binary, run with the
# same seed, must give byte-identical results, timings aside:
#   - `check` of every variant and property (a short run, no corpus),
#     its JSON with the seconds removed;
#   - `eval` of every saved case in regressions/cases (every variant's result
#     and every verdict, one JSON line per case);
#   - `precision` (a short measurement: the page and its data).
#
#   tools/run-determinism.sh [--cases N] [--build COMPILER:LEVEL]... [BINARY]...
#       compare the given binaries and the builds of collide-check made with
#       COMPILER (g++ or clang++) at -LEVEL (O0, O1, O2, O3) in
#       build/determinism/<compiler>-<level>/; at least two in all; `check`
#       runs N cases per variant and property (default 200)
#   tools/run-determinism.sh --all-builds
#       the same as --build g++:O0 --build g++:O2 --build clang++:O0 --build clang++:O2
#
# CI runs `--cases 50 --build clang++:O0 build/release/collide-check`: clang at
# -O0 against the Release build (g++ -O3).
#
# Exit status 0 when all agree, 1 on a difference (the first lines of the
# difference are printed), 2 on a usage error.
set -euo pipefail
cd "$(dirname "$0")/.."

work=${DETERMINISM_WORK:-build/determinism}
usage() {
  echo "usage: $0 [--cases N] [--build COMPILER:LEVEL]... [BINARY]... | --all-builds" >&2
  exit 2
}
builds=()
binaries=()
check_cases=200
while (($#)); do
  case $1 in
    --cases)
      (($# >= 2)) && [[ $2 =~ ^[1-9][0-9]*$ ]] || { echo "$0: --cases takes a positive whole number" >&2; exit 2; }
      check_cases=$2
      shift
      ;;
    --all-builds) builds+=(g++:O0 g++:O2 clang++:O0 clang++:O2) ;;
    --build)
      (($# >= 2)) || usage
      [[ $2 =~ ^(g\+\+|clang\+\+):O[0-3]$ ]] || { echo "$0: --build takes g++:O2 or clang++:O0 and the like, not '$2'" >&2; exit 2; }
      builds+=("$2")
      shift
      ;;
    -*) usage ;;
    *) binaries+=("$1") ;;
  esac
  shift
done
if ((${#builds[@]} + ${#binaries[@]} < 2)); then usage; fi
if ((${#builds[@]})); then
  bash tools/install-deps.sh
  launcher=()
  if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
  for build in "${builds[@]}"; do
    compiler=${build%%:*} level=${build##*:}
    dir=$work/${compiler%++}-$level
    echo "determinism: building collide-check with $compiler -$level in $dir"
    cmake -S . -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER="$compiler" -DCMAKE_BUILD_TYPE=None \
      "-DCMAKE_CXX_FLAGS=-$level" -DCOLLIDE_CHECK_BUILD_TESTS=OFF -DCOLLIDE_CHECK_BUILD_BENCH=OFF "${launcher[@]}" >/dev/null
    cmake --build "$dir" --target collide-check
    binaries+=("$dir/collide-check")
  done
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
  "$bin" check --no-corpus --no-save --seed 11 --cases "$check_cases" --json "$out/check.raw.json" >/dev/null 2>&1 || status=$?
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
