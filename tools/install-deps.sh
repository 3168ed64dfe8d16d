#!/usr/bin/env bash
# Installs the Debian packages collide-check builds and runs with, the
# libraries its examples check (Box2D, Chipmunk2D, GEOS; Boost.Geometry comes
# with libboost-dev), and CGAL, which the oracles are cross-checked against
# (tests/cgal/); clang with its sanitizer and libFuzzer runtimes (the tests
# and the fuzz targets), lld (a faster linker), ccache (the presets compile
# through it, so a rebuild of unchanged sources is a cache hit), gnuplot (the precision page's plots) and jq (comparing
# results across builds); skips what is present.
# Idempotent; safe to run on every invocation of the README commands and in CI.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  librapidcheck-dev libgtest-dev libgmock-dev
  libboost-dev libgmp-dev libmpfr-dev
  libbenchmark-dev libcli11-dev nlohmann-json3-dev
  libbox2d-dev libchipmunk-dev libgeos-dev
  libcgal-dev
  gnuplot-nox fonts-dejavu-core jq
  clang libclang-rt-14-dev lld python3 ccache
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
