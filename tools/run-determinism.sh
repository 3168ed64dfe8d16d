#!/usr/bin/env bash
# Determinism across builds: every given collide-check binary, run with the
# same seed, must give byte-identical results, timings aside:
#   - `check` of every variant and property (a short run, no corpus),
#     its JSON with the seconds removed;
#   - `eval` of every saved case in regressions/cases (every variant's result
#     and every verdict, one JSON line per case);
#   - `precision` (a short measurement: the page and its data).
#
#   tools/run-determinism.sh [--cases N] [--build COMPILER:LEVEL[:sanitized]]... [BINARY]...
#       compare the given binaries and the builds of collide-check made with
#       COMPILER (g++ or clang++) at -LEVEL (O0, O1, O2, O3) in
#       build/determinism/<compiler>-<level>[-sanitized]/; at least two in
#       all; `check` runs N cases per variant and property (default 200).
#       `:sanitized` builds with AddressSanitizer and UndefinedBehaviorSanitizer
#       (COLLIDE_CHECK_SANITIZE): the three runs are then also a sanitizer run
#       of the checker, and a sanitizer report fails the comparison with the
#       report printed.
#   tools/run-determinism.sh --all-builds
#       the same as --build g++:O0 --build g++:O2 --build clang++:O0 --build clang++:O2
#
# CI runs `--cases 50 --build clang++:O0 build/release/collide-check`: clang at
# -O0 against the Release build (g++ -O3).
#
# Exit status 0 when all agree, 1 on a difference (the first lines of the
# difference are printed) or a sanitizer report, 2 on a usage error.
set -euo pipefail
cd "$(dirname "$0")/.."

work=${DETERMINISM_WORK:-build/determinism}
usage() {
  echo "usage: $0 [--cases N] [--build COMPILER:LEVEL[:sanitized]]... [BINARY]... | --all-builds" >&2
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
      [[ $2 =~ ^(g\+\+|clang\+\+):O[0-3](:sanitized)?$ ]] ||
        { echo "$0: --build takes g++:O2 or clang++:O0:sanitized and the like, not '$2'" >&2; exit 2; }
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
  # ccache with paths relative to the checkout, so that another clone of the
  # same sources hits the same cache entries.
  if command -v ccache >/dev/null; then launcher=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_BASEDIR=$PWD;CCACHE_NOHASHDIR=1;ccache"); fi
  for build in "${builds[@]}"; do
    IFS=: read -r compiler level sanitized <<<"$build"
    dir=$work/${compiler%++}-$level${sanitized:+-sanitized}
    echo "determinism: building collide-check with $compiler -$level${sanitized:+ (ASan + UBSan)} in $dir"
    cmake -S . -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER="$compiler" -DCMAKE_BUILD_TYPE=None \
      "-DCMAKE_CXX_FLAGS=-$level" -DCOLLIDE_CHECK_SANITIZE=$([[ -n $sanitized ]] && echo ON || echo OFF) \
      -DCOLLIDE_CHECK_BUILD_TESTS=OFF -DCOLLIDE_CHECK_BUILD_BENCH=OFF "${launcher[@]}" >/dev/null
    cmake --build "$dir" --target collide-check
    binaries+=("$dir/collide-check")
  done
fi
for b in "${binaries[@]}"; do
  [[ -x $b ]] || { echo "$0: not an executable: $b" >&2; exit 2; }
done

cases=(regressions/cases/*/*.case)
# A sanitized build stops at its first report with exit status 86, a status no
# command here gives otherwise; the report is in the run's log (stderr). Options
# the caller set come last and win.
export ASAN_OPTIONS="detect_leaks=1:exitcode=86${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=86${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
sanitizer_report='ERROR: AddressSanitizer|ERROR: LeakSanitizer|runtime error:|SUMMARY: UndefinedBehaviorSanitizer'
run_one() {  # binary, output folder, log; status 1 on a sanitizer report or a failed command
  local bin=$1 out=$2 log=$3 status
  rm -rf "$out" && mkdir -p "$out" && : >"$log"
  # A short run finds some seed variants' declared flaws: exit status 1 is a result too.
  status=0
  "$bin" check --no-corpus --no-save --seed 11 --cases "$check_cases" --jobs 2 --json "$out/check.raw.json" \
    >/dev/null 2>>"$log" ||
    status=$?
  echo "exit status $status" >"$out/check.status"
  local failed=""
  ((status <= 1)) || failed="check (exit status $status)"
  if [[ -s $out/check.raw.json ]]; then
    jq -S 'del(.. | .seconds?)' "$out/check.raw.json" >"$out/check.json" && rm "$out/check.raw.json"
  fi
  "$bin" eval "${cases[@]}" >"$out/eval.jsonl" 2>>"$log" || failed+="${failed:+, }eval (exit status $?)"
  "$bin" precision --cases 12 --seed 5 --no-plots -o "$out/precision.md" --dir "$out/precision" >/dev/null 2>>"$log" ||
    failed+="${failed:+, }precision (exit status $?)"
  rm -f "$out/precision/plots.gp"
  if grep -qE "$sanitizer_report" "$log" || [[ -n $failed ]]; then
    echo "determinism: $bin failed${failed:+: $failed}; its log ($log):"
    grep -m1 -B2 -A30 -E "$sanitizer_report" "$log" || tail -n 30 "$log"
    return 1
  fi
}

reference=""
status=0
for i in "${!binaries[@]}"; do
  out=$work/out-$i
  echo "determinism: running ${binaries[$i]}"
  run_one "${binaries[$i]}" "$out" "$work/out-$i.log" || status=1
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
