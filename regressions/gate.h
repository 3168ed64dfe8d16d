#pragma once
// The gate: replay the saved corpus against every selected variant, then run
// every property's generator, and judge each (variant, property) pair against
// the variant's contract and declared flaw classes.

#include <cstdint>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "case_file.h"
#include "stage_coverage.h"

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
  /// Regime coverage and canaries (every declared class found) are judged on
  /// runs of at least this many cases, the default budget: each bundled class
  /// is found at it on every seed tried. Shorter runs show them as not judged.
  int coverage_min_cases = 10000;
  /// 0: run every job in this process. N >= 1: each job in a child process, N
  /// at once, so a variant that crashes or hangs fails alone (isolation.h).
  int jobs = 0;
  /// With jobs >= 1: a job still running after this many seconds is killed
  /// and reported as a hang of its variant (0: no limit).
  double timeout_seconds = 0;
};

enum class RowStatus {
  pass,             ///< no failure, none declared
  flaw_found,       ///< every failure inside a declared class, and every class found
  fail,             ///< a failure outside every declared class
  variant_error,    ///< the variant threw, or gave no decision where one is due
  flaw_not_found,   ///< a declared class was not found by generated cases
  /// No failure outside the declared classes, but a class was not found in a
  /// run too short to judge it (fewer than coverage_min_cases cases): not a
  /// pass, not a failure; shown as such.
  flaw_unjudged,
  /// No failure, but on a run of coverage_min_cases or more a regime was never
  /// judged: never drawn, or every case of it outside the contract's domain
  /// (unless the contract declares it not applicable).
  coverage_missing,
  error,            ///< the run itself broke
};

const char* to_string(RowStatus s);
bool row_ok(RowStatus s);

/// One declared flaw class of a row.
struct FlawRow {
  std::string inputs;       ///< the class, in words
  std::string explanation;  ///< why the variant fails there
  int generated = 0;        ///< generated failures inside the class
  std::map<std::string, int> by_regime;  ///< of which, per regime
  int replayed = 0;         ///< saved cases that witness it
  /// Of which, cases another property (or a hand) found: this property's own
  /// generation need not reach them, so they count as finding the flaw.
  int replayed_from_elsewhere = 0;
  bool rare = false;        ///< KnownFlaw::rare: its saved cases suffice
  std::string witness;      ///< a saved case that witnesses it, if any
  std::string minimal_case; ///< readable form of its minimal case
  std::string saved_path;   ///< where its minimal case was saved, if it was
};

struct GateRow {
  std::string family, variant, property;
  int replayed = 0;           ///< corpus cases judged
  int replay_failures = 0;    ///< of which failed outside every class
  int replay_out_of_domain = 0;
  int generated = 0;          ///< generated cases judged (passed, failed or vacuous)
  int passed = 0;
  int vacuous = 0;
  int discarded = 0;
  int out_of_domain = 0;
  RowStatus status = RowStatus::pass;
  bool canary_judged = true;  ///< false on runs too short to require every class to be found
  double seconds = 0;
  double worst_measure = -1;
  double worst_ratio = -1;    ///< the worst value error over its bound (1: at the bound); < 0: none compared
  std::string measure_unit;   ///< what worst_measure is in
  std::map<std::string, int> regime_counts;        ///< judged generated cases per regime
  std::map<std::string, int> regime_out_of_domain; ///< per regime: generated cases outside the domain
  std::vector<FlawRow> flaws;
  std::string detail;        ///< failure message or error
  std::string found_by;      ///< "replay <file>" or "generated, shrunk in N steps"
  std::string minimal_case;  ///< readable form of the shrunk failing case
  std::string saved_path;    ///< where it was saved, if it was
  /// Judged generated cases per stage the kernel reached
  /// (include/collide_check/stages.h), per regime.
  std::map<std::string, std::map<std::string, int>> stages;
};

struct GateReport {
  std::vector<GateRow> rows;
  std::uint64_t seed = 0;
  int cases_per_property = 0;
  int corpus_cases = 0;
  int shard_index = 0, shard_count = 1;
  std::map<std::string, double> fallback_rate;  ///< per family oracle filter
  std::vector<std::string> saved;               ///< every case file this run wrote
  std::vector<std::string> save_errors;         ///< files it could not write
  std::vector<StageRow> stages;                 ///< stage coverage per variant (stage_coverage.h)
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

/// The (variant, property) pairs a run selects, in order, before sharding.
struct Job {
  const check::Family* family;
  const check::VariantInfo* variant;
  std::string property;
};
std::vector<Job> select_jobs(const GateOptions& options);

}  // namespace cc::regress
