// Checks the game's collision code (game/collision.h) with collide-check: the
// kernels as registered in game_variants.cpp, then the command's verbs.

#include <collide_check/main.h>

#include "game_variants.h"

int main(int argc, char** argv) {
  register_game_variants();
  return collide_check::main(argc, argv, {.program = "check_collision", .default_corpus = {"collision_cases"}});
}
