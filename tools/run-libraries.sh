#!/usr/bin/env bash
# Checks the collision routines of Box2D, Chipmunk2D, GEOS and Boost.Geometry
# through their adapters (examples/<library>/): installs collide-check from a
# build tree into a prefix, builds each adapter against it as an outside
# project, and runs its `check`, replaying the library's saved findings
# (examples/<library>/cases) first.
#
#   tools/run-libraries.sh [--cases N] [--no-save] [--build-dir DIR] [--work DIR] [library...]
#
# library: box2d, chipmunk, geos, boost-geometry (default: all four).
# --cases N    generated cases per property and variant (default 10000)
# --no-save    do not save new failing cases (default: into examples/<library>/cases)
# --build-dir  the collide-check build tree to install (default build/release)
# --work       where the prefix, the adapters' builds and the JSON results go
#              (default build/libraries)
# Exit status: 0 when every library meets the contract its adapter declares
# and every declared finding is found again; 1 otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cases=10000 save=1 build_dir="$root/build/release" work="$root/build/libraries"
libraries=()
while (($#)); do
  case $1 in
    --cases) cases=$2; shift 2 ;;
    --no-save) save=0; shift ;;
    --build-dir) build_dir=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    box2d | chipmunk | geos | boost-geometry) libraries+=("$1"); shift ;;
    *) echo "run-libraries: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
((${#libraries[@]})) || libraries=(box2d chipmunk geos boost-geometry)
# Absolute paths: CMake resolves a relative prefix against each build folder.
build_dir=$(realpath -m "$build_dir") work=$(realpath -m "$work")

prefix="$work/prefix"
mkdir -p "$work"
cmake --install "$build_dir" --prefix "$prefix" >/dev/null

status=0
summary=()
for lib in "${libraries[@]}"; do
  exe="check_${lib//-/_}"
  echo "== $lib: building $exe"
  mkdir -p "$root/examples/$lib/cases"
  # The build's output goes to a log, shown when the build fails.
  if ! { cmake -S "$root/examples/$lib" -B "$work/$lib" -G Ninja -DCMAKE_BUILD_TYPE=Release \
           -DCMAKE_PREFIX_PATH="$prefix" && cmake --build "$work/$lib"; } >"$work/$lib.build.log" 2>&1; then
    echo "run-libraries: building $exe failed; the end of $work/$lib.build.log:" >&2
    tail -n 40 "$work/$lib.build.log" >&2
    exit 1
  fi
  args=(check --corpus "$root/examples/$lib/cases" --cases "$cases" --jobs 2 --timeout 1200
        --json "$work/$lib.json")
  ((save)) || args+=(--no-save)
  echo "== $lib: $exe ${args[*]}"
  lib_status=0
  "$work/$lib/$exe" "${args[@]}" | tee "$work/$lib.log" || lib_status=$?
  ((lib_status == 0)) || status=1
  result=$( ((lib_status == 0)) && echo pass || echo "FAIL (exit $lib_status)")
  summary+=("  $lib: $result; $(grep -m1 ' checks, ' "$work/$lib.log" || echo 'no summary')")
done
echo "== libraries: results in $work/<library>.json, logs in $work/<library>.log"
printf '%s\n' "${summary[@]}"
exit $status
