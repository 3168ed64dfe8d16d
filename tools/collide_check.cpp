// collide-check: the command over the bundled variants. Installed, it replays
// the bundled corpus (share/collide_check/cases beside its bin/) unless told
// otherwise.

#include <filesystem>

#include "../include/collide_check/main.h"

int main(int argc, char** argv) {
  collide_check::register_bundled_variants();
  collide_check::MainOptions options;
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) options.default_corpus.push_back((exe.parent_path().parent_path() / "share/collide_check/cases").string());
  return collide_check::main(argc, argv, options);
}
