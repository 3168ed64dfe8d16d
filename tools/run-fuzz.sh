#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/) and runs each from its seed corpus.
#
#   bash tools/run-fuzz.sh [--build-dir DIR] [--opt O0|O1|O2] [--seconds S] [--jobs J] [--seed N] [--no-build] [TARGET...]
#
# DIR (default build/fuzz) is configured, if new, with clang at -O1 (--opt:
# another level; -O0 builds in less than half the time and runs slower), ASan+UBSan
# and coverage instrumentation (fuzz/README.md); only the fuzz targets are built.
# Each target (default: all; names as fuzz_segment_segment or segment_segment)
# runs S seconds (default 10: all 17 targets in about 3 minutes), J at once
# (default 1), from DIR/fuzz-seeds/<target> (regenerated from
# regressions/cases/ by fuzz/make_seeds.py) and DIR/fuzz-corpus/<target> (the
# inputs it found, kept between runs). Prints per target the executions and
# crashes; crash inputs go to DIR/fuzz-crashes/<target>/, logs to
# DIR/fuzz-logs/, and each of a family target's crash inputs becomes a case
# file in DIR/fuzz-cases/<family>/ that `collide-check eval` replays (also
# where the kernel crashes or hangs on it). --seed N gives libFuzzer its seed
# (default: one of its own choosing, a new search each run; CI fixes it so
# that a run can be replayed).
# Exit status 1 when any target crashed, 2 on a usage error.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=build/fuzz
seconds=10
opt=O1
jobs=1
build=1
fuzz_seed=()
targets=()
usage() { sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while (($#)); do
  case "$1" in
    --build-dir) build_dir=${2:?--build-dir needs a folder}; shift 2 ;;
    --seconds) seconds=${2:?--seconds needs a number}; shift 2 ;;
    --opt) opt=${2:?--opt needs O0, O1 or O2}; shift 2 ;;
    --jobs) jobs=${2:?--jobs needs a number}; shift 2 ;;
    --seed) [[ ${2:-} =~ ^[0-9]+$ ]] || { echo "run-fuzz: --seed expects a whole number" >&2; exit 2; }
      fuzz_seed=("-seed=$2"); shift 2 ;;
    --no-build) build=0; shift ;;
    -h|--help) usage ;;
    -*) echo "run-fuzz: unknown option $1" >&2; usage ;;
    *) targets+=("fuzz_${1#fuzz_}"); shift ;;
  esac
done
[[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "run-fuzz: --seconds expects a whole number >= 1" >&2; exit 2; }
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "run-fuzz: --jobs expects a whole number >= 1" >&2; exit 2; }
[[ $opt =~ ^O[0-2]$ ]] || { echo "run-fuzz: --opt expects O0, O1 or O2" >&2; exit 2; }

cd "$root"
case "$build_dir" in /*) ;; *) build_dir="$root/$build_dir" ;; esac

if ((build)); then
  bash tools/install-deps.sh
  if ! command -v clang++ >/dev/null; then
    echo "run-fuzz: libFuzzer needs clang: apt-get install clang" >&2
    exit 2
  fi
  if [[ ! -f "$build_dir/build.ninja" ]]; then
    launcher=()
    # ccache with paths relative to the checkout, so that another clone of the
    # same sources hits the same cache entries.
    if command -v ccache >/dev/null; then launcher=("-DCMAKE_CXX_COMPILER_LAUNCHER=env;CCACHE_BASEDIR=$PWD;CCACHE_NOHASHDIR=1;ccache"); fi
    CC=clang CXX=clang++ cmake -S . -B "$build_dir" -G Ninja \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-$opt -gline-tables-only" \
      -DCOLLIDE_CHECK_SANITIZE=ON -DCOLLIDE_CHECK_BUILD_FUZZ=ON -DCOLLIDE_CHECK_BUILD_BENCH=OFF \
      -DCOLLIDE_CHECK_BUILD_TESTS=OFF "${launcher[@]}" >/dev/null
  fi
  ninja -C "$build_dir" -j2 fuzz_targets
fi

if ((${#targets[@]} == 0)); then
  while IFS= read -r t; do targets+=("$t"); done < <(cd "$build_dir/fuzz" && ls fuzz_* | grep -v '\.' | sort)
fi
for t in "${targets[@]}"; do
  [[ -x "$build_dir/fuzz/$t" ]] || { echo "run-fuzz: no target $build_dir/fuzz/$t" >&2; exit 2; }
done

python3 fuzz/make_seeds.py regressions/cases "$build_dir/fuzz-seeds" >/dev/null
mkdir -p "$build_dir/fuzz-logs"

# One target: its corpus and crash folders, libFuzzer's own summary in the log.
run_one() {
  local t=$1 corpus="$build_dir/fuzz-corpus/$1" crashes="$build_dir/fuzz-crashes/$1" log="$build_dir/fuzz-logs/$1.log"
  mkdir -p "$corpus" "$crashes"
  # Findings only: libFuzzer also writes slow-unit-* files there (inputs
  # slower than 10 s), which are not failures.
  findings() { find "$crashes" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l; }
  local before
  before=$(findings)
  local status=0
  (cd "$build_dir" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    "$build_dir/fuzz/$t" -max_total_time="$seconds" -timeout=60 -print_final_stats=1 "${fuzz_seed[@]}" \
    -artifact_prefix="$crashes/" "$corpus" "$build_dir/fuzz-seeds/$t") >"$log" 2>&1 || status=$?
  local execs after
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  after=$(findings)
  local new=$((after - before))
  if ((status != 0 && new == 0)); then new=1; fi
  printf '%-28s %10s executions  %d crash(es)%s\n' "$t" "${execs:-?}" "$new" \
    "$( ((new > 0)) && echo "  (log $log, inputs $crashes/)")"
  echo "$new" >"$build_dir/fuzz-logs/$t.crashes"
  ((new > 0)) && case_files "$t" "$crashes"
  return 0
}

# A family target's crash, leak, timeout and out-of-memory inputs as case
# files: each input run once more with COLLIDE_CHECK_FUZZ_PRINT_CASE=1, which
# writes the case before judging it (a kernel that crashes or hangs leaves it
# too; a finding of the checker replaces it with the finding's), into
# DIR/fuzz-cases/<family>/<hash>.case. `collide-check eval FILE` replays one
# in a child process; `check --corpus DIR/fuzz-cases` replays them all.
case_files() {
  local t=$1 crashes=$2 input replay
  [[ $t == fuzz_case_file || $t == fuzz_cli ]] && return 0
  while IFS= read -r input; do
    replay="$build_dir/fuzz-logs/$t.replay.$(basename "$input").log"
    [[ -f $replay ]] && continue  # made into a case file by an earlier run
    (cd "$build_dir" && COLLIDE_CHECK_FUZZ_PRINT_CASE=1 COLLIDE_CHECK_FUZZ_SAVE_DIR="$build_dir/fuzz-cases" \
      timeout 300 "$build_dir/fuzz/$t" -timeout=60 "$input") >"$replay" 2>&1 || true
    sed -n 's/^saved as \(.*\)/  case file: \1/p' "$replay" | tail -1
  done < <(find "$crashes" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
}

echo "run-fuzz: ${#targets[@]} target(s), $seconds s each, $jobs at once; build $build_dir"
for t in "${targets[@]}"; do
  rm -f "$build_dir/fuzz-logs/$t.crashes"
  while (($(jobs -rp | wc -l) >= jobs)); do sleep 1; done
  run_one "$t" &
done
wait
crashed=0
for t in "${targets[@]}"; do
  n=$(cat "$build_dir/fuzz-logs/$t.crashes" 2>/dev/null || echo 1)
  crashed=$((crashed + n))
done
if ((crashed > 0)); then
  # What each crashed target reported (the checker's finding with its case
  # file, or the sanitizer's report), so that a log read elsewhere shows it.
  for t in "${targets[@]}"; do
    n=$(cat "$build_dir/fuzz-logs/$t.crashes" 2>/dev/null || echo 1)
    ((n > 0)) || continue
    echo "== $t: the end of $build_dir/fuzz-logs/$t.log"
    grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|INITED|READ)' "$build_dir/fuzz-logs/$t.log" | tail -n 60
  done
  echo "run-fuzz: $crashed crash(es) (inputs under $build_dir/fuzz-crashes/)"
  exit 1
fi
echo "run-fuzz: no crashes"
