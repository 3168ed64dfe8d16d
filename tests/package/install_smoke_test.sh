#!/usr/bin/env bash
# The packaging smoke test (a CTest test): install a build tree into a
# temporary prefix, build examples/own-kernel (an outside project) against it
# with find_package, and run it as a user would. Its disk test must pass; its
# segment test must be found wrong where the game's epsilon does not cover it.
#
#   install_smoke_test.sh BUILD_DIR SOURCE_DIR WORK_DIR [CXX_COMPILER]
# (the compiler of the build tree: a sanitized package links only with its own)
set -euo pipefail
build_dir=$1 source_dir=$2 work=$3 compiler=${4:-c++}
prefix="$work/prefix"
example_build="$work/own-kernel"
rm -rf "$work"
mkdir -p "$work"
cmake --install "$build_dir" --prefix "$prefix" >/dev/null
test -f "$prefix/lib/cmake/collide_check/collide_checkConfigVersion.cmake"
test -d "$prefix/share/collide_check/cases"
test -x "$prefix/bin/collide-check"
cmake -S "$source_dir/examples/own-kernel" -B "$example_build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER="$compiler" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
start=$(date +%s)
cmake --build "$example_build"
echo "install_smoke_test: the example built in $(($(date +%s) - start)) s"

# The installed command replays the installed corpus by default.
"$prefix/bin/collide-check" check --family point_point --variant robust/f64 --cases 100 --no-save | tail -n 2

# The example, run from a copy of its folder so that its saved cases land there.
cp -r "$source_dir/examples/own-kernel" "$work/project"
cd "$work/project"
"$example_build/check_collision" check --family circle_circle --cases 10000
status=0
out=$("$example_build/check_collision" check --family segment_segment --cases 10000 2>/dev/null) || status=$?
echo "$out"
if [ "$status" -ne 1 ] || ! grep -q "endpoint_order_invariant .* FAIL" <<<"$out"; then
  echo "install_smoke_test: expected the game's segment test to fail endpoint_order_invariant (exit 1), got $status" >&2
  exit 1
fi

# The example's fuzz target (clang with libFuzzer only; from an unsanitized
# package, any compiler's, or the package's own clang): from an empty corpus
# it must find the same segment bug within a minute and write its case file.
fuzz_build=$example_build
if [[ ! -x $fuzz_build/fuzz_collision ]] && command -v clang++ >/dev/null &&
    ! grep -q "^COLLIDE_CHECK_SANITIZE:BOOL=ON" "$build_dir/CMakeCache.txt"; then
  fuzz_build="$work/own-kernel-clang"
  cmake -S "$source_dir/examples/own-kernel" -B "$fuzz_build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
  cmake --build "$fuzz_build" --target fuzz_collision >/dev/null 2>&1 || true
fi
if [[ -x $fuzz_build/fuzz_collision ]]; then
  mkdir -p fuzz-corpus
  fuzz_status=0
  "$fuzz_build/fuzz_collision" -max_total_time=60 -seed=1 fuzz-corpus >fuzz.log 2>&1 || fuzz_status=$?
  if [ "$fuzz_status" -eq 0 ] || ! grep -q "game_segments_hit/f32" fuzz.log ||
      ! ls fuzz-cases/segment_segment/*.case >/dev/null 2>&1; then
    tail -n 20 fuzz.log >&2
    echo "install_smoke_test: expected fuzz_collision to find the segment test's failure and write its case" >&2
    exit 1
  fi
  grep -m1 -A1 "outside the declared flaws" fuzz.log
  "$example_build/check_collision" eval fuzz-cases/segment_segment/*.case >/dev/null
  echo "install_smoke_test: fuzz_collision found the segment failure; its case file replays"
else
  echo "install_smoke_test: fuzz_collision not built (no clang with libFuzzer): skipped"
fi
echo "install_smoke_test: package, outside project and its findings as expected"
