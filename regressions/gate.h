#pragma once
// The gate: replay the saved corpus against every selected variant, then run every
// property's generator, and judge each (variant, property) pair against the
// variant's contract and declared flaws.

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "case_file.h"

namespace cc::regress {

struct GateOptions {
  std::vector<std::string> families;    ///< empty: all
  std::vector<std::string> variants;    ///< name, name/scalar or full id; empty: all
  std::vector<std::string> properties;  ///< empty: all
  int cases = 10000;
  std::uint64_t seed = 1;
  std::string save_dir;  ///< where new failing cases go; empty: not saved
  int shard_index = 0;
  int shard_count = 1;
  /// Regime coverage is enforced on passing runs of at least this many cases.
  int coverage_min_cases = 1000;
};

enum class RowStatus {
  pass,             ///< no failure, none declared
  flaw_found,       ///< failed, and the failure is a declared flaw (expected)
  fail,             ///< undeclared failure
  flaw_not_found,   ///< a declared flaw was not found
  coverage_missing, ///< passed, but a regime was never drawn
  error,            ///< the run itself broke
};

const char* to_string(RowStatus s);
bool row_ok(RowStatus s);

struct GateRow {
  std::string family, variant, property;
  int replayed = 0;         ///< corpus cases that applied
  int replay_failures = 0;
  int generated = 0;        ///< generated cases that ran to a verdict
  int discarded = 0;
  RowStatus status = RowStatus::pass;
  double seconds = 0;
  double worst_measure = -1;
  std::string measure_unit;  ///< what worst_measure is, from the family
  std::map<std::string, int> regime_counts;
  std::string detail;       ///< failure message, flaw explanation or error
  std::string found_by;     ///< "replay <file>" and/or "generated, shrunk in N steps"
  std::string minimal_case; ///< readable form of the shrunk case
  std::string saved_path;   ///< where it was saved, if it was
};

struct GateReport {
  std::vector<GateRow> rows;
  std::uint64_t seed = 0;
  int corpus_cases = 0;
  std::map<std::string, double> fallback_rate;  ///< per family oracle filter
  bool ok() const;
};

/// Runs the gate. Progress lines go to `log` (may be null).
GateReport run_gate(const GateOptions& options, const std::vector<CaseFile>& corpus, std::ostream* log);

/// Matches a variant selector: "robust", "robust/f64", or "segment_segment/robust/f64".
bool variant_matches(const check::VariantInfo& v, const std::string& selector);

/// The per-job seed: the run's seed mixed with family, scalar and property, so
/// every variant of a family sees the same inputs.
std::uint64_t job_seed(std::uint64_t seed, const std::string& family, check::Scalar scalar,
                       const std::string& property);

}  // namespace cc::regress
