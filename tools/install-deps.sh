#!/usr/bin/env bash
# Installs the Debian packages collide-check builds and runs with, and the
# libraries its examples check (Box2D, Chipmunk2D, GEOS; Boost.Geometry comes
# with libboost-dev), and clang with its libFuzzer runtime for the fuzz targets
# (tools/run-fuzz.sh); skips what is present.
# Idempotent; safe to run on every invocation of the README commands and in CI.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  librapidcheck-dev libgtest-dev libgmock-dev
  libboost-dev libgmp-dev libmpfr-dev
  libbenchmark-dev libcli11-dev nlohmann-json3-dev
  libbox2d-dev libchipmunk-dev libgeos-dev
  clang libclang-rt-14-dev
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
