// Stage coverage: see stage_coverage.h.

#include "stage_coverage.h"

#include <algorithm>

#include "../include/collide_check/stages.h"
#include "../properties/registry.h"
#include "gate.h"

namespace cc::regress {

const char* to_string(StageRow::Status s) {
  switch (s) {
    case StageRow::Status::pass: return "pass";
    case StageRow::Status::rare: return "rare";
    case StageRow::Status::fail: return "FAIL";
    case StageRow::Status::undeclared: return "FAIL (undeclared stage)";
    case StageRow::Status::not_judged: return "not judged";
  }
  return "?";
}

bool stage_ok(StageRow::Status s) {
  return s != StageRow::Status::fail && s != StageRow::Status::undeclared;
}

int stage_minimum(int cases) {
  const long long scaled = static_cast<long long>(collide_check::kStageMinimumPer10000) * cases;
  return static_cast<int>((scaled + 9999) / 10000);
}

namespace {

const check::VariantInfo* find_variant(const check::Family& family, const std::string& id) {
  for (const auto* v : family.variants())
    if (v->id() == id) return v;
  return nullptr;
}

/// Why the run cannot judge the variant's stages, or empty when it can.
std::string not_judged_why(const GateReport& report, const GateOptions& options, const check::Family& family,
                           const check::VariantInfo& variant, const std::vector<const GateRow*>& rows) {
  if (options.cases < options.coverage_min_cases)
    return "a run of " + std::to_string(options.cases) + " cases per property (stages are judged at " +
           std::to_string(options.coverage_min_cases) + " or more)";
  if (report.shard_count > 1) return "a shard holds part of the variant's properties";
  for (const auto* row : rows)
    if (row->status == RowStatus::error || row->status == RowStatus::variant_error)
      return "the check of " + row->property + " did not finish";
  for (const auto& p : family.properties())
    if (family.judges(variant, p.name) &&
        std::none_of(rows.begin(), rows.end(), [&](const GateRow* r) { return r->property == p.name; }))
      return "the run leaves out its property " + p.name;
  return {};
}

}  // namespace

std::vector<StageRow> judge_stage_coverage(const GateReport& report, const GateOptions& options) {
  // Rows by variant, in the report's order.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const GateRow*>> by_variant;
  for (const auto& row : report.rows) {
    if (!by_variant.count(row.variant)) order.push_back(row.variant);
    by_variant[row.variant].push_back(&row);
  }
  const int minimum = stage_minimum(options.cases);
  std::vector<StageRow> out;
  for (const auto& id : order) {
    const auto& rows = by_variant[id];
    const check::Family* family = check::find_family(rows.front()->family);
    const check::VariantInfo* variant = family ? find_variant(*family, id) : nullptr;
    if (!variant) continue;
    bool reached_any = false;
    for (const auto* row : rows) reached_any = reached_any || !row->stages.empty();
    if (variant->stages.empty() && !reached_any) continue;

    std::vector<std::string> names = variant->stages;
    for (const auto* row : rows)
      for (const auto& [stage, regimes] : row->stages)
        if (std::find(names.begin(), names.end(), stage) == names.end()) names.push_back(stage);
    const std::string why_not = not_judged_why(report, options, *family, *variant, rows);

    for (const auto& name : names) {
      StageRow s;
      s.family = family->name();
      s.variant = id;
      s.stage = name;
      for (const auto* row : rows) {
        const auto it = row->stages.find(name);
        int n = 0;
        if (it != row->stages.end())
          for (const auto& [regime, k] : it->second) {
            n += k;
            s.by_regime[regime] += k;
          }
        s.total += n;
        if (n > s.best || s.best_property.empty()) {
          s.best = n;
          s.best_property = row->property;
        }
      }
      for (const auto& r : variant->rare_stages)
        if (r.stage == name) {
          s.rare_regime = r.regime;
          s.rare_why = r.why;
        }
      const bool declared = std::find(variant->stages.begin(), variant->stages.end(), name) != variant->stages.end();
      if (!declared) {
        s.status = StageRow::Status::undeclared;
        s.detail = "the kernel reports the stage '" + name + "', which its stage list (declare_stages) lacks";
      } else if (!why_not.empty()) {
        s.status = StageRow::Status::not_judged;
        s.detail = why_not;
      } else if (s.best >= minimum) {
        s.status = StageRow::Status::pass;
      } else if (!s.rare_regime.empty()) {
        const auto it = s.by_regime.find(s.rare_regime);
        const bool reached = it != s.by_regime.end() && it->second > 0;
        s.status = reached ? StageRow::Status::rare : StageRow::Status::fail;
        if (!reached)
          s.detail = "declared rare, but its regime " + s.rare_regime + " never reached it";
      } else {
        s.status = StageRow::Status::fail;
        s.detail = "decided " + std::to_string(s.best) + " cases at most in one property's run of " +
                   std::to_string(options.cases) + " (the minimum is " + std::to_string(minimum) +
                   "): draw inputs that reach it, or declare it rare with the regime that does";
      }
      out.push_back(std::move(s));
    }
  }
  return out;
}

}  // namespace cc::regress
