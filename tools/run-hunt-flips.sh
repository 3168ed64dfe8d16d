#!/usr/bin/env bash
# The hunt against plain sampling, on decision flips: for every bundled
# variant that declares a flaw of decision_agrees_with_oracle (the seed and
# textbook variants), the distinct flips (cases where the variant's decision
# differs from the oracle's) that
#
#   collide-check hunt --variant V --property decision_agrees_with_oracle --time S --seed N
#
# finds, beside the same command with --sample-only (plain random draws of the
# property's regimes, the same time). Prints a Markdown table, one row per
# variant, and the count of variants where the hunt found at least one flip and
# where it found more than sampling; the logs go to DIR/logs.
#
#   bash tools/run-hunt-flips.sh [--build-dir DIR] [--time S] [--seed N] [--jobs J] [--family F]... [--scalar f32|f64]
#
# DIR is build/release (built first when its collide-check is missing). S is
# 30 seconds by default; J runs at once (default 1: on a shared machine the
# two modes of one variant then see the same load). The hunt and the sampling
# each write their case files under DIR/hunt-flips/cases (not the corpus).
# Exit status 0, or 2 on a usage error. Needs python3 (the variant list).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=build/release
seconds=30
seed=1
jobs=1
scalar=
families=()
usage() { sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while (($#)); do
  case "$1" in
    --build-dir) build_dir=${2:?--build-dir needs a folder}; shift 2 ;;
    --time) seconds=${2:?--time needs seconds}; shift 2 ;;
    --seed) seed=${2:?--seed needs a number}; shift 2 ;;
    --jobs) jobs=${2:?--jobs needs a number}; shift 2 ;;
    --family) families+=("${2:?--family needs a family}"); shift 2 ;;
    --scalar) scalar=${2:?--scalar needs f32 or f64}; shift 2 ;;
    -h|--help) usage ;;
    *) echo "run-hunt-flips: unknown argument $1" >&2; usage ;;
  esac
done
[[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "run-hunt-flips: --time expects a whole number >= 1" >&2; exit 2; }
[[ $seed =~ ^[0-9]+$ ]] || { echo "run-hunt-flips: --seed expects a whole number" >&2; exit 2; }
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "run-hunt-flips: --jobs expects a whole number >= 1" >&2; exit 2; }
[[ -z $scalar || $scalar == f32 || $scalar == f64 ]] || { echo "run-hunt-flips: --scalar expects f32 or f64" >&2; exit 2; }

cd "$root"
case "$build_dir" in /*) ;; *) build_dir="$root/$build_dir" ;; esac
cli="$build_dir/collide-check"
if [[ ! -x $cli ]]; then
  cmake --preset release >/dev/null
  cmake --build "$build_dir" --target collide-check
fi
work="$build_dir/hunt-flips"
rm -rf "$work"
mkdir -p "$work/logs" "$work/cases"

family_args=()
for f in "${families[@]}"; do family_args+=(--family "$f"); done
mapfile -t variants < <("$cli" list --json "${family_args[@]}" | python3 -c '
import json, sys
scalar = sys.argv[1]
for family in json.load(sys.stdin):
    for v in family["variants"]:
        if scalar and not v["id"].endswith("/" + scalar):
            continue
        if any(f["property"] == "decision_agrees_with_oracle" for f in v["known_flaws"]):
            print(v["id"])
' "$scalar")
((${#variants[@]})) || { echo "run-hunt-flips: no variant declares a decision flaw" >&2; exit 2; }

# One variant in one mode: the distinct flips from the summary line.
run_one() {
  local variant=$1 mode=$2 log
  log="$work/logs/${variant//\//_}.$mode.log"
  local extra=()
  [[ $mode == sample ]] && extra=(--sample-only)
  "$cli" hunt --variant "$variant" --property decision_agrees_with_oracle --time "$seconds" --seed "$seed" \
    --out "$work/cases/${variant//\//_}.$mode" "${extra[@]}" >"$log" 2>"$log.progress" || true
}
export -f run_one
export cli work seconds seed

printf '%s\n' "${variants[@]}" | while read -r v; do printf '%s hunt\n%s sample\n' "$v" "$v"; done |
  xargs -P "$jobs" -n 2 bash -c 'run_one "$0" "$1"'

flips() {  # distinct flips from a log, or "error"
  local n
  n=$(sed -n 's/.*decision_agrees_with_oracle: .*; distinct flips \([0-9]*\) .*/\1/p' "$1" | head -1)
  echo "${n:-error}"
}
closest() {
  sed -n 's/.*decision_agrees_with_oracle: \(.*\); distinct flips.*/\1/p' "$1" | head -1
}
found=0
more=0
echo "| variant | hunt: distinct flips | --sample-only: distinct flips | hunt: nearest the boundary |"
echo "|---|---:|---:|---|"
for v in "${variants[@]}"; do
  base="$work/logs/${v//\//_}"
  h=$(flips "$base.hunt.log")
  s=$(flips "$base.sample.log")
  echo "| $v | $h | $s | $(closest "$base.hunt.log") |"
  [[ $h =~ ^[0-9]+$ ]] && ((h > 0)) && found=$((found + 1))
  [[ $h =~ ^[0-9]+$ && $s =~ ^[0-9]+$ ]] && ((h > s)) && more=$((more + 1))
done
echo
echo "${#variants[@]} variants with a declared decision flaw; the hunt found a flip in $found," \
  "and more distinct flips than --sample-only in $more ($seconds s each, seed $seed, $jobs at once)."
