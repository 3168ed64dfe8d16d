#pragma once
// Re-minimizing saved case files toward short numbers (properties/simplify.h):
// each file is simplified under the variant and property that found it (when
// these are no longer registered: the first declared flaw it witnesses), while
// it keeps witnessing every declared flaw it witnessed under any variant and
// property of its family, and fails outside the declared classes nowhere it
// did not. The simplified case gets its new hash name: it is written
// atomically, the old file removed, its provenance kept, and the old hash
// appended to `simplified-from`.

#include <string>

#include "case_file.h"

namespace cc::regress {

struct SimplifiedFile {
  enum class Outcome {
    simplified,  ///< rewritten under a new name
    unchanged,   ///< fails, but nothing shorter fails the same way
    passes,      ///< does not fail the property that found it: untouched
    skipped,     ///< not a registered family: untouched
  };
  Outcome outcome = Outcome::skipped;
  std::string old_path, new_path;  ///< new_path: where the case is now
  std::string why;                 ///< why found-by was not used, or why it was skipped
  int evaluations = 0;
  bool budget_exhausted = false;
};

const char* to_string(SimplifiedFile::Outcome o);

/// Simplifies one case file in place (see above). `max_evaluations` bounds
/// the replays of the found-by property.
SimplifiedFile simplify_case_file(const CaseFile& file, int max_evaluations);

}  // namespace cc::regress
