#include "gate_json.h"

#include <stdexcept>

namespace cc::regress {

RowStatus status_from_string(const std::string& s) {
  for (RowStatus st : {RowStatus::pass, RowStatus::flaw_found, RowStatus::fail, RowStatus::variant_error,
                       RowStatus::flaw_not_found, RowStatus::flaw_unjudged, RowStatus::coverage_missing, RowStatus::error})
    if (s == to_string(st)) return st;
  throw std::runtime_error("unknown row status '" + s + "'");
}

nlohmann::json to_json(const GateRow& row) {
  nlohmann::json jr{{"family", row.family},
                    {"variant", row.variant},
                    {"property", row.property},
                    {"status", to_string(row.status)},
                    {"ok", row_ok(row.status)},
                    {"replayed", row.replayed},
                    {"replay_failures", row.replay_failures},
                    {"replay_out_of_domain", row.replay_out_of_domain},
                    {"generated", row.generated},
                    {"passed", row.passed},
                    {"vacuous", row.vacuous},
                    {"discarded", row.discarded},
                    {"out_of_domain", row.out_of_domain},
                    {"canary_judged", row.canary_judged},
                    {"seconds", row.seconds},
                    {"regimes", row.regime_counts},
                    {"regimes_out_of_domain", row.regime_out_of_domain}};
  if (row.worst_measure >= 0) {
    jr["worst_measure"] = row.worst_measure;
    if (row.worst_ratio >= 0) jr["worst_bound_ratio"] = row.worst_ratio;
    jr["measure_unit"] = row.measure_unit;
  }
  jr["flaws"] = nlohmann::json::array();
  for (const auto& f : row.flaws) {
    nlohmann::json jf{{"inputs", f.inputs}, {"why", f.explanation}, {"generated", f.generated},
                      {"by_regime", f.by_regime}, {"replayed", f.replayed},
                      {"replayed_from_elsewhere", f.replayed_from_elsewhere}, {"rare", f.rare}};
    if (!f.witness.empty()) jf["witness"] = f.witness;
    if (!f.minimal_case.empty()) jf["minimal_case"] = f.minimal_case;
    if (!f.saved_path.empty()) jf["saved"] = f.saved_path;
    jr["flaws"].push_back(jf);
  }
  if (!row.stages.empty()) jr["stages"] = row.stages;
  if (!row.detail.empty()) jr["detail"] = row.detail;
  if (!row.found_by.empty()) jr["found_by"] = row.found_by;
  if (!row.minimal_case.empty()) jr["minimal_case"] = row.minimal_case;
  if (!row.saved_path.empty()) jr["saved"] = row.saved_path;
  return jr;
}

GateRow row_from_json(const nlohmann::json& j) {
  try {
    GateRow row;
    row.family = j.at("family").get<std::string>();
    row.variant = j.at("variant").get<std::string>();
    row.property = j.at("property").get<std::string>();
    row.status = status_from_string(j.at("status").get<std::string>());
    row.replayed = j.at("replayed").get<int>();
    row.replay_failures = j.at("replay_failures").get<int>();
    row.replay_out_of_domain = j.at("replay_out_of_domain").get<int>();
    row.generated = j.at("generated").get<int>();
    row.passed = j.at("passed").get<int>();
    row.vacuous = j.at("vacuous").get<int>();
    row.discarded = j.at("discarded").get<int>();
    row.out_of_domain = j.at("out_of_domain").get<int>();
    row.canary_judged = j.at("canary_judged").get<bool>();
    row.seconds = j.at("seconds").get<double>();
    row.regime_counts = j.at("regimes").get<std::map<std::string, int>>();
    row.regime_out_of_domain = j.value("regimes_out_of_domain", std::map<std::string, int>{});
    if (j.contains("worst_measure")) {
      row.worst_measure = j.at("worst_measure").get<double>();
      row.worst_ratio = j.value("worst_bound_ratio", -1.0);
      row.measure_unit = j.at("measure_unit").get<std::string>();
    }
    for (const auto& jf : j.at("flaws")) {
      FlawRow f;
      f.inputs = jf.at("inputs").get<std::string>();
      f.explanation = jf.at("why").get<std::string>();
      f.generated = jf.at("generated").get<int>();
      f.by_regime = jf.at("by_regime").get<std::map<std::string, int>>();
      f.replayed = jf.at("replayed").get<int>();
      f.replayed_from_elsewhere = jf.value("replayed_from_elsewhere", 0);
      f.rare = jf.value("rare", false);
      f.witness = jf.value("witness", "");
      f.minimal_case = jf.value("minimal_case", "");
      f.saved_path = jf.value("saved", "");
      row.flaws.push_back(std::move(f));
    }
    row.stages = j.value("stages", std::map<std::string, std::map<std::string, int>>{});
    row.detail = j.value("detail", "");
    row.found_by = j.value("found_by", "");
    row.minimal_case = j.value("minimal_case", "");
    row.saved_path = j.value("saved", "");
    return row;
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("malformed gate row: ") + e.what());
  }
}

}  // namespace cc::regress
