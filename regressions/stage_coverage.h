#pragma once
// Stage coverage: which stage of each variant's kernel decided how many
// generated cases (include/collide_check/stages.h), judged per variant over
// the rows of one gate run.

#include <map>
#include <string>
#include <vector>

namespace cc::regress {

struct GateOptions;
struct GateReport;

/// One stage of one variant, over every property the run judged it on.
struct StageRow {
  std::string family, variant, stage;
  int total = 0;                          ///< judged cases that reached it, summed over properties
  int best = 0;                           ///< the most in one property's run
  std::string best_property;              ///< that property
  std::map<std::string, int> by_regime;   ///< summed over properties
  std::string rare_regime, rare_why;      ///< VariantSpec::declare_rare_stage, if declared
  enum class Status {
    pass,        ///< best >= the minimum (kStageMinimumPer10000, scaled)
    rare,        ///< declared rare, and its regime reached it
    fail,        ///< below the minimum and not declared rare, or rare and its regime never reached it
    undeclared,  ///< reached, but not in the variant's stage list: a marker's name is missing from it
    not_judged,  ///< the run is too short, sharded or selects part of the variant's properties
  };
  Status status = Status::not_judged;
  std::string detail;  ///< why it failed or was not judged
};

const char* to_string(StageRow::Status s);
bool stage_ok(StageRow::Status s);

/// The stage rows of every variant in `report` that declares stages or
/// reached any: from its rows' stage counts, judged under the options' budget
/// (GateOptions::coverage_min_cases) when the run holds every property that
/// judges the variant, unsharded.
std::vector<StageRow> judge_stage_coverage(const GateReport& report, const GateOptions& options);

/// The minimum number of cases a stage must decide in one property's run of
/// `cases` cases: kStageMinimumPer10000 scaled, rounded up.
int stage_minimum(int cases);

}  // namespace cc::regress
