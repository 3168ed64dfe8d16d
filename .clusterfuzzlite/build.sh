#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: the fuzz targets with the environment's
# compiler and flags ($CC $CXX $CFLAGS $CXXFLAGS: the sanitizer and coverage
# flags of the build), linked with $LIB_FUZZING_ENGINE, copied to $OUT with
# their seed corpora (<target>_seed_corpus.zip, from regressions/cases/);
# then the library installed into $WORK/prefix and examples/own-kernel built
# against it as an outside project, its fuzz_collision (a user's own kernels
# through collide_check::fuzz_one_input) copied to $OUT too.
#
# The Debian libraries the suite links (RapidCheck's static archive above
# all) are built against libstdc++, so -stdlib=libc++ is dropped from the
# flags the base image sets.

src=${SRC:-$(cd "$(dirname "$0")/.." && pwd)}/collide-check
[[ -d $src ]] || src=$(cd "$(dirname "$0")/.." && pwd)
cxxflags=${CXXFLAGS//-stdlib=libc++/}

cmake -S "$src" -B "$WORK/build" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  "-DCMAKE_C_FLAGS=$CFLAGS" "-DCMAKE_CXX_FLAGS=$cxxflags" "-DCMAKE_CXX_FLAGS_RELEASE=-O1" \
  -DCOLLIDE_CHECK_BUILD_FUZZ=ON -DCOLLIDE_CHECK_FUZZ_INSTRUMENT=OFF \
  "-DCOLLIDE_CHECK_FUZZING_ENGINE=$LIB_FUZZING_ENGINE" \
  -DCOLLIDE_CHECK_BUILD_TESTS=OFF -DCOLLIDE_CHECK_BUILD_BENCH=OFF
# Everything (the library, the command, the fuzz targets): what the install
# below needs.
ninja -C "$WORK/build"

python3 "$src/fuzz/make_seeds.py" "$src/regressions/cases" "$WORK/seeds"
for target in "$WORK"/build/fuzz/fuzz_*; do
  [[ -x $target && ! -d $target ]] || continue
  name=$(basename "$target")
  cp "$target" "$OUT/"
  if [[ -d $WORK/seeds/$name ]]; then
    (cd "$WORK/seeds/$name" && zip -q -r "$OUT/${name}_seed_corpus.zip" .)
  fi
done

cmake --install "$WORK/build" --prefix "$WORK/prefix" >/dev/null
cmake -S "$src/examples/own-kernel" -B "$WORK/own-kernel" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$CXX" \
  "-DCMAKE_CXX_FLAGS=$cxxflags" "-DCMAKE_CXX_FLAGS_RELEASE=-O1" \
  -DCMAKE_PREFIX_PATH="$WORK/prefix" "-DOWN_KERNEL_FUZZING_ENGINE=$LIB_FUZZING_ENGINE"
ninja -C "$WORK/own-kernel" fuzz_collision
cp "$WORK/own-kernel/fuzz_collision" "$OUT/"
