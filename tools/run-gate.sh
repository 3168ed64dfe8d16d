#!/usr/bin/env bash
# The main job: install what is missing, build Release, run the gate over every
# bundled kernel (the committed corpus first, each check in a child process, two
# at once), then write the gate report and the precision page (docs/precision.md). Extra arguments go to
# `collide-check check`. Then the four collision libraries through their
# adapters (tools/run-libraries.sh, 10000 cases per property). The exit status
# is non-zero if either fails. New failing cases are saved into
# regressions/cases/ and examples/<library>/cases/, and listed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
# Only what the gate and the libraries need (the tests build in their own tree).
cmake --build --preset release --target collide-check collide_check_gtest
status=0
./build/release/collide-check check --corpus regressions/cases --jobs 2 --timeout 600 \
  --json build/release/gate.json --junit build/release/gate.xml "$@" | tee build/release/gate.log || status=$?
if [ -s build/release/gate.json ]; then
  ./build/release/collide-check report build/release/gate.json -o build/release/report.md
fi
gate_status=$status
libraries_status=0
bash tools/run-libraries.sh --build-dir build/release --work build/release/libraries || libraries_status=$?
# The precision page: every variant measured against the exact answer on the
# same cases (seed 1), the libraries' functions too (each library's checker
# measures them: precision --export), with the speed kept in
# docs/precision/speed.json. The same code gives the same page, so a clean
# checkout stays clean.
precision_status=0
includes=()
for lib in box2d chipmunk geos boost-geometry; do
  checker="build/release/libraries/$lib/check_${lib//-/_}"
  measured="build/release/libraries/$lib-precision.json"
  rm -f "$measured"
  if [ -x "$checker" ] && "$checker" precision --export "$measured"; then
    includes+=(--include "$measured")
  else
    echo "== precision: $lib's functions not measured ($checker)"
    precision_status=1
  fi
done
./build/release/collide-check precision -o docs/precision.md --dir docs/precision "${includes[@]}" ||
  precision_status=$?
# Each findings page's measured counts, from its library's run (nothing on
# them is typed by hand; a test compares each page with its data).
for lib in box2d chipmunk geos boost-geometry; do
  if [ -s "build/release/libraries/$lib.json" ]; then
    ./build/release/collide-check summary --run "build/release/libraries/$lib.json" --library "$lib" \
      --data "docs/findings/$lib.json" --page "docs/findings/$lib.md" || libraries_status=1
  fi
done
echo "== main job: gate $( ((gate_status == 0)) && echo pass || echo "FAIL (exit $gate_status)")" \
  "(build/release/gate.json, gate.xml, report.md):"
echo "  $(grep -m1 ' checks, ' build/release/gate.log || echo 'no summary')"
echo "  libraries $( ((libraries_status == 0)) && echo pass || echo FAIL) (build/release/libraries/, summary above)"
echo "  precision page $( ((precision_status == 0)) && echo written || echo FAILED): docs/precision.md"
((libraries_status == 0)) || status=1
((precision_status == 0)) || status=1
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  changed=$(git status --porcelain -- regressions examples docs)
  if [ -n "$changed" ]; then
    echo "== new or changed files (commit them: new cases with their fix or flaw declaration, the page with its change):"
    echo "$changed"
  else
    echo "== nothing new: the checkout is as it was"
  fi
fi
exit "$status"
