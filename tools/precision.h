#pragma once
// The precision report: every variant measured against the exact answer on
// the same generated cases, without stopping at a failure, beside its speed.
//
//   measure()         samples each family's regimes at both scalars (from the
//                     seed alone) and measures every variant on every case
//                     (Family::measure): wrong decisions per regime, per
//                     magnitude decade and per distance from the decision
//                     boundary; value errors in ulps and bits; worst cases.
//   write_precision() writes the Markdown page, its data (JSON), the worst
//                     cases as case files, and the plots (gnuplot: SVG and PNG).
//
// Everything but the speed column is a function of the seed and the case
// count: two runs give identical files. Speed comes from a Google Benchmark
// JSON of collide-check-bench (tools/run-bench.sh), kept as speed.json beside
// the data so that regenerating the page does not need a benchmark run.

#include <cstdint>
#include <deque>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "properties/registry.h"

namespace cc::precision {

struct Options {
  int cases_per_regime = 1000;  ///< per family, regime and scalar
  std::uint64_t seed = 1;
  std::string family;          ///< empty: every family
};

/// Counts of judged cases and of wrong decisions.
struct Tally {
  long judged = 0;       ///< cases with a decision to judge
  long wrong = 0;        ///< not the exact answer
  long errors = 0;       ///< the variant threw or gave an unknown kind (counted in wrong too)
  long outside = 0;      ///< wrong beyond what the contract's band allows (in its domain)
  long out_of_domain = 0;  ///< judged cases outside the contract's domain
  /// Cases that break a precondition of the contract: the variant was not
  /// called on them (not in judged).
  long not_called = 0;
  void add(const check::VariantMeasurement& m);
  double rate() const { return judged ? static_cast<double>(wrong) / static_cast<double>(judged) : 0; }
};

/// One value component's errors, in ulps of the variant's scalar.
struct ValueErrors {
  std::vector<double> ulps;                ///< every compared case, in case order
  /// The same errors in the unit of the variant's contract (`unit`: "u M",
  /// "ulp", ...; the bound's first term), and as a fraction of the whole bound.
  std::vector<double> in_unit, of_bound;
  std::string unit;
  /// The case nearest its bound (largest fraction of it), and its error in
  /// the contract's unit: where a later term of the bound dominates (an
  /// absolute floor beside a t* near 0), the largest error in the first
  /// term's unit is not the case nearest the bound.
  double worst_of_bound = -1, in_unit_at_worst = -1;
  std::optional<check::CaseData> worst_of_bound_case;
  std::map<int, double> max_by_decade;     ///< scale_sweep cases: the largest per decade of M
  double worst = -1;
  std::optional<check::CaseData> worst_case;
};

struct VariantResult {
  const check::VariantInfo* info = nullptr;
  Tally all;
  std::map<std::string, Tally> by_regime;
  std::map<int, Tally> by_decade;    ///< generic and scale_sweep cases, by floor(log10 M)
  std::map<int, Tally> by_boundary;  ///< by CaseMeasurement::boundary_log2
  std::map<std::string, ValueErrors> values;  ///< by component
  /// The wrong decision farthest from the decision boundary (the first such).
  std::optional<check::CaseData> worst_wrong;
  int worst_wrong_boundary = -1000;
  bool included = false;  ///< measured by another program (a library's checker; include_measurements)
};

struct FamilyResult {
  const check::Family* family = nullptr;
  std::map<std::string, long> regime_cases;  ///< per regime, both scalars
  /// Per scalar and regime ("f32/generic"), for the scalars some variant has:
  /// another program's measurements of the family are of the same cases only
  /// if these agree.
  std::map<std::string, long> scalar_regime_cases;
  std::vector<VariantResult> variants;       ///< in registration order
};

struct Measurements {
  Options options;
  std::vector<FamilyResult> families;
  double seconds = 0;  ///< wall time of the measuring (not written to the data)
};

/// Runs the measurement. `progress` (may be null) gets one line per family.
Measurements measure(const Options& options, std::ostream* progress);

/// ns per call from a Google Benchmark JSON of collide-check-bench (median
/// aggregates): {"<family>/<variant>/<f32|f64>/<generic|near_degenerate>": ns}.
nlohmann::json speed_from_benchmark(const nlohmann::json& benchmark);

/// The measurements as JSON, everything the page needs (every case's value
/// errors included): what a library's checker writes with `precision
/// --export`, for collide-check's page to include.
nlohmann::json export_measurements(const Measurements& m);

/// Adds the variants of `exported` (export_measurements of another program:
/// a library's checker) to the families of `m` that have the same name; their
/// infos are kept in `infos`, which must outlive `m`. Throws
/// std::runtime_error, naming `origin`, when the export is not one, or was
/// measured on other cases (another seed, case count or family version) or
/// names a variant `m` already has.
void include_measurements(Measurements& m, const nlohmann::json& exported, const std::string& origin,
                          std::deque<check::VariantInfo>& infos);

struct Output {
  std::string markdown;  ///< e.g. docs/precision.md
  std::string dir;       ///< data, plots and worst cases, e.g. docs/precision
  bool plots = true;     ///< run gnuplot (it must be installed)
};

/// Writes the page, data.json, the worst cases (dir/cases/<family>/) and the
/// plots. `speed` as speed_from_benchmark gives it (may be empty). Throws
/// std::runtime_error when a file cannot be written or gnuplot fails.
void write_precision(const Measurements& m, const nlohmann::json& speed, const Output& out);

}  // namespace cc::precision
