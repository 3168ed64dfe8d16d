#!/usr/bin/env bash
# The main job: install what is missing, build Release, run the gate over every
# bundled kernel (the committed corpus first, each check in a child process, two
# at once), then write the precision report. Extra arguments go to
# `collide-check check`. Then the four collision libraries through their
# adapters (tools/run-libraries.sh, 10000 cases per property). The exit status
# is non-zero if either fails. New failing cases are saved into
# regressions/cases/ and examples/<library>/cases/, and listed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release
status=0
./build/release/collide-check check --corpus regressions/cases --jobs 2 --timeout 600 \
  --json build/release/gate.json --junit build/release/gate.xml "$@" | tee build/release/gate.log || status=$?
if [ -s build/release/gate.json ]; then
  ./build/release/collide-check report build/release/gate.json -o build/release/report.md
fi
gate_status=$status
libraries_status=0
bash tools/run-libraries.sh --build-dir build/release --work build/release/libraries || libraries_status=$?
echo "== main job: gate $( ((gate_status == 0)) && echo pass || echo "FAIL (exit $gate_status)")" \
  "(build/release/gate.json, gate.xml, report.md):"
echo "  $(grep -m1 ' checks, ' build/release/gate.log || echo 'no summary')"
echo "  libraries $( ((libraries_status == 0)) && echo pass || echo FAIL) (build/release/libraries/, summary above)"
((libraries_status == 0)) || status=1
exit "$status"
