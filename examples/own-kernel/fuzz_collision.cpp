// Fuzzes the game's collision code (game/collision.h): the kernels as
// registered in game_variants.cpp, judged on every case libFuzzer's bytes
// decode to (collide_check/fuzz.h). A failure outside the declared flaws is
// printed, written as fuzz-cases/<family>/<hash>.case (`check_collision eval
// FILE` replays it) and aborts.
//
//   ./fuzz_collision -max_total_time=300 corpus/

#include <collide_check/fuzz.h>

#include <cstddef>
#include <cstdint>

#include "game_variants.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  register_game_variants();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return collide_check::fuzz_one_input(data, size);
}
