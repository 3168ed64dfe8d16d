#pragma once
// The collide-check command as a library: a user's own binary gets the same
// verbs (list, check, eval, case, report) over the variants it registered.
//
//   int main(int argc, char** argv) {
//     collide_check::register_variant<collide_check::segment_segment, double>(spec, my_kernel);
//     return collide_check::main(argc, argv);   // with or without register_bundled_variants()
//   }
//
// Exit status: 0 when every variant meets its contract and every declared flaw
// is found; 1 otherwise; 2 on a usage error or unreadable input.

#include <string>
#include <vector>

namespace collide_check {

struct MainOptions {
  std::string program = "collide-check";  ///< the name in usage and messages
  /// Corpus folders replayed when neither --corpus nor COLLIDE_CHECK_CORPUS
  /// names one; missing folders here are skipped (an explicit --corpus must exist).
  std::vector<std::string> default_corpus;
};

int main(int argc, char** argv, const MainOptions& options = {});

/// Registers the suite's own variants: the seed transcriptions and the robust
/// kernels of every family, at f32 and f64.
void register_bundled_variants();

}  // namespace collide_check
