#include "gate.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <ostream>
#include <set>
#include <sstream>

#include "../properties/registry.h"
#include "../properties/simplify.h"
#include "gate_json.h"
#include "isolation.h"

namespace cc::regress {

const char* to_string(RowStatus s) {
  switch (s) {
    case RowStatus::pass: return "pass";
    case RowStatus::flaw_found: return "flaw found";
    case RowStatus::fail: return "FAIL";
    case RowStatus::variant_error: return "FAIL: variant error";
    case RowStatus::flaw_not_found: return "FAIL: declared flaw not found";
    case RowStatus::flaw_unjudged: return "declared flaw not judged (short run)";
    case RowStatus::coverage_missing: return "FAIL: regime never judged";
    case RowStatus::error: return "ERROR";
  }
  return "?";
}

bool row_ok(RowStatus s) {
  return s == RowStatus::pass || s == RowStatus::flaw_found || s == RowStatus::flaw_unjudged;
}

bool GateReport::ok() const {
  return save_errors.empty() &&
         std::all_of(rows.begin(), rows.end(), [](const GateRow& r) { return row_ok(r.status); }) &&
         std::all_of(stages.begin(), stages.end(), [](const StageRow& s) { return stage_ok(s.status); });
}

bool variant_matches(const check::VariantInfo& v, const std::string& selector) {
  return selector == v.name || selector == v.name + "/" + check::to_string(v.scalar) || selector == v.id();
}

std::uint64_t job_seed(std::uint64_t seed, const std::string& family, check::Scalar scalar,
                       const std::string& property) {
  std::uint64_t h = 0xcbf29ce484222325ull ^ seed;
  for (char ch : family + "/" + check::to_string(scalar) + "/" + property) {
    h ^= static_cast<unsigned char>(ch);
    h *= 0x100000001b3ull;
  }
  return h;
}

namespace {

bool selected(const std::vector<std::string>& filter, const std::string& name) {
  return filter.empty() || std::find(filter.begin(), filter.end(), name) != filter.end();
}

/// Saves failing cases as they shrink: every file this job creates while
/// shrinking is superseded by the next smaller case, and only the final
/// minimum stays. Files that existed before the run (the committed corpus)
/// are never removed.
class Saver {
 public:
  /// `slot`: the child's shared page, told of every file written and removed
  /// (nullptr in this process).
  Saver(const GateOptions& options, const check::Family& family, const check::VariantInfo& variant,
        const std::string& property, GateReport& report, CaseSlot* slot)
      : options_(options), family_(family), variant_(variant), property_(property), report_(report), slot_(slot) {}

  /// The final case as saved, after simplification (check::simplify), if one was.
  const std::optional<check::CaseData>& saved_case() const { return saved_case_; }
  const std::string& saved_message() const { return saved_message_; }
  int simplify_evaluations() const { return simplify_evaluations_; }

  check::FailureSink sink(std::string* saved_path) {
    if (options_.save_dir.empty()) return {};
    return [this, saved_path](const check::CaseData& found, const std::string& found_message,
                              check::FailureStage stage) {
      namespace fs = std::filesystem;
      // The final minimum is simplified toward short numbers before it is
      // saved: the file holds the simplified case, failing the same way.
      check::CaseData data = found;
      std::string message = found_message;
      if (stage == check::FailureStage::minimal) {
        try {
          auto s = check::simplify(family_, variant_, property_, found);
          simplify_evaluations_ = s.evaluations;
          if (s.changed()) {
            data = std::move(s.simplified);
            message = std::move(s.message);
          }
        } catch (const std::exception& e) {
          report_.save_errors.push_back("simplifying " + variant_.id() + " " + property_ + ": " + e.what());
        }
        saved_case_ = data;
        saved_message_ = message;
      }
      CaseFile c;
      c.data = data;
      c.found_by = variant_.id() + " " + property_;
      c.verdict = verdict_line(message);
      c.seed = options_.seed;
      c.tool_version = COLLIDE_CHECK_VERSION;
      c.date = today();
      c.build = COLLIDE_CHECK_BUILD_FLAGS;
      const fs::path target = fs::path(options_.save_dir) / data.family / (content_hash(data) + ".case");
      const bool existed = fs::exists(target);
      std::string path;
      try {
        path = write_case(c, options_.save_dir);
      } catch (const std::exception& e) {
        report_.save_errors.push_back(e.what());
        return;
      }
      if (!existed) {
        created_.insert(path);
        if (slot_) slot_->add_file(path);
      }
      for (auto it = created_.begin(); it != created_.end();) {
        if (*it != path) {
          std::error_code ec;
          fs::remove(*it, ec);
          if (slot_) slot_->remove_file(*it);
          it = created_.erase(it);
        } else {
          ++it;
        }
      }
      if (stage == check::FailureStage::minimal) {
        *saved_path = path;
        // New to this run: written by this job, now or while shrinking (the
        // final minimum is often the last case shrinking wrote).
        if (created_.count(path)) report_.saved.push_back(path);
      }
    };
  }

 private:
  const GateOptions& options_;
  const check::Family& family_;
  const check::VariantInfo& variant_;
  const std::string& property_;
  GateReport& report_;
  CaseSlot* slot_;
  std::set<std::string> created_;
  std::optional<check::CaseData> saved_case_;
  std::string saved_message_;
  int simplify_evaluations_ = 0;
};

}  // namespace

std::vector<Job> select_jobs(const GateOptions& options) {
  std::vector<Job> jobs;
  for (const check::Family* family : check::families()) {
    if (!selected(options.families, family->name())) continue;
    for (const check::VariantInfo* variant : family->variants()) {
      if (!options.variants.empty() &&
          std::none_of(options.variants.begin(), options.variants.end(),
                       [&](const std::string& s) { return variant_matches(*variant, s); }))
        continue;
      for (const auto& property : family->properties()) {
        if (!selected(options.properties, property.name)) continue;
        if (!family->judges(*variant, property.name)) continue;
        jobs.push_back({family, variant, property.name});
      }
    }
  }
  return jobs;
}

namespace {

/// What one job gives back: its row, the files it saved, and the oracle's
/// filter counts (a child process has its own).
struct JobResult {
  GateRow row;
  std::vector<std::string> saved, save_errors;
  std::uint64_t decisions = 0, exact = 0;
};

JobResult run_job(const Job& job, const GateOptions& options, const std::vector<CaseFile>& corpus,
                  CaseSlot* slot) {
  namespace fs = std::filesystem;
  const check::Family& family = *job.family;
  const check::VariantInfo& variant = *job.variant;
  const std::string& property = job.property;
  family.filter_stats().reset();
  const auto start = std::chrono::steady_clock::now();
  GateReport saves;  // collects the files saved and the errors writing them
  JobResult result;
  GateRow& row = result.row;
  row.family = family.name();
  row.variant = variant.id();
  row.property = property;
  const auto flaws = variant.flaws_of(property);
  for (const auto* f : flaws) {
    FlawRow fr;
    fr.inputs = f->inputs.text();
    fr.explanation = f->explanation;
    fr.rare = f->rare;
    row.flaws.push_back(std::move(fr));
  }

  // 1. Replay every saved case of this family that this variant can run.
  std::string replay_message, replay_file, variant_error, checker_error;
  for (const auto& c : corpus) {
   try {
    if (c.data.family != family.name() || !check::can_replay(c.data, variant.scalar)) continue;
    if (slot) slot->store(c.data);
    const auto verdict = family.replay(variant, property, c.data);
    using K = check::Verdict::Kind;
    if (verdict.kind == K::not_applicable) continue;
    if (verdict.kind == K::out_of_domain) {
      ++row.replay_out_of_domain;
      continue;
    }
    ++row.replayed;
    const bool error = verdict.kind == K::variant_error;
    if (!error && verdict.kind != K::fail) continue;
    const int k = check::flaw_class_of(variant, property, c.data, verdict);
    if (error && k < 0) {
      if (variant_error.empty()) variant_error = verdict.message + "\n  (replay of " + c.path + ")";
      continue;
    }
    if (k >= 0) {
      auto& f = row.flaws[static_cast<std::size_t>(k)];
      if (f.replayed++ == 0) f.witness = c.path;
      if (c.found_by != variant.id() + " " + property) ++f.replayed_from_elsewhere;
    } else if (++row.replay_failures == 1) {
      replay_message = verdict.message;
      replay_file = c.path;
    }
   } catch (const std::exception& e) {
    if (checker_error.empty()) checker_error = std::string("the checker threw on ") + c.path + ": " + e.what();
   }
  }

  // 2. Generated cases: failures inside a declared class are counted, the
  // first failure outside every class is shrunk and saved as it shrinks.
  Saver saver(options, family, variant, property, saves, slot);
  check::RunOptions run;
  run.cases = options.cases;
  run.seed = job_seed(options.seed, family.name(), variant.scalar, property);
  run.on_failure = saver.sink(&row.saved_path);
  if (slot) run.before_check = [slot](const check::CaseData& c) { slot->store(c); };
  const check::GeneratedOutcome out = family.run(variant, property, run);
  row.generated = out.cases;
  row.passed = out.passed;
  row.vacuous = out.vacuous;
  row.discarded = out.discarded;
  row.out_of_domain = out.out_of_domain;
  row.regime_counts = out.regime_counts;
  row.regime_out_of_domain = out.regime_out_of_domain;
  row.worst_measure = out.worst_measure;
  row.worst_ratio = out.worst_ratio;
  row.stages = out.stages;
  row.measure_unit = family.measure_unit(variant, property);
  for (std::size_t k = 0; k < out.classes.size() && k < row.flaws.size(); ++k) {
    row.flaws[k].generated = out.classes[k].failures;
    row.flaws[k].by_regime = out.classes[k].by_regime;
  }

  // 3. A minimal case of every declared class found by generation that no
  // saved case witnesses yet: shrunk inside its class, and saved.
  for (std::size_t k = 0; k < row.flaws.size(); ++k) {
    auto& f = row.flaws[k];
    if (f.generated == 0 || f.replayed > 0 || !out.error.empty()) continue;
    Saver class_saver(options, family, variant, property, saves, slot);
    check::RunOptions shrink = run;
    shrink.shrink_class = static_cast<int>(k);
    shrink.on_failure = class_saver.sink(&f.saved_path);
    const auto minimal = family.run(variant, property, shrink);
    if (minimal.failure)
      f.minimal_case = family.describe(class_saver.saved_case() ? *class_saver.saved_case() : minimal.failure->minimal);
  }
  for (auto& f : row.flaws)
    if (f.minimal_case.empty() && !f.witness.empty())
      for (const auto& c : corpus)
        if (c.path == f.witness) f.minimal_case = family.describe(c.data);

  // 4. Judge.
  row.canary_judged = options.cases >= options.coverage_min_cases;
  std::vector<std::string> how;
  if (!out.error.empty() || !checker_error.empty()) {
    row.status = RowStatus::error;
    row.detail = !checker_error.empty() ? checker_error : out.error;
  } else if (!variant_error.empty() || (out.failure && out.failure->variant_error)) {
    row.status = RowStatus::variant_error;
    row.detail = out.failure && out.failure->variant_error ? out.failure->message : variant_error;
    if (out.failure) row.minimal_case = family.describe(saver.saved_case() ? *saver.saved_case() : out.failure->minimal);
  } else if (row.replay_failures > 0 || out.failure) {
    row.status = RowStatus::fail;
    if (row.replay_failures > 0)
      how.push_back("replay of " + std::to_string(row.replay_failures) + " saved case(s), first " +
                    fs::path(replay_file).filename().string());
    if (out.failure)
      how.push_back("generated, shrunk in " + std::to_string(out.failure->shrink_steps) + " steps" +
                    (out.failure->shrink_budget_exhausted ? " (shrink budget exhausted)" : "") +
                    (saver.saved_case() ? ", then simplified in " + std::to_string(saver.simplify_evaluations()) +
                                              " evaluations"
                                        : ""));
    row.detail = out.failure ? (saver.saved_case() ? saver.saved_message() : out.failure->message) : replay_message;
    if (!flaws.empty()) row.detail = "outside every declared class of this property\n" + row.detail;
    if (out.failure) row.minimal_case = family.describe(saver.saved_case() ? *saver.saved_case() : out.failure->minimal);
  } else if (!flaws.empty()) {
    row.status = RowStatus::flaw_found;
    // A declared flaw is found when this run's generated cases fail on it, or
    // a saved case that another property found (or a hand wrote) fails on it
    // now: generation of this property need not reach those. A flaw that only
    // its own old witnesses still show is no longer reached by generation,
    // and fails the gate.
    for (const auto& f : row.flaws)
      if (f.generated == 0 && f.replayed_from_elsewhere > 0) {
        row.detail += (row.detail.empty() ? "found by a case saved under another property: " : "; ") + f.inputs;
      } else if (f.generated == 0 && f.rare && f.replayed > 0) {
        row.detail += (row.detail.empty() ? "found by its saved case only (declared rare under generation): " : "; ") +
                      f.inputs;
      } else if (f.generated == 0 && row.canary_judged) {
        row.status = RowStatus::flaw_not_found;
        row.detail += (row.detail.empty() ? "not found by generated or replayed cases: " : "; ") + f.inputs;
      } else if (f.generated == 0 && row.status != RowStatus::flaw_not_found) {
        row.status = RowStatus::flaw_unjudged;
        row.detail += (row.detail.empty() ? "not found in " + std::to_string(options.cases) +
                                                " cases (judged from " + std::to_string(options.coverage_min_cases) +
                                                "): "
                                          : "; ") +
                      f.inputs;
      }
  }
  // Coverage, on a run long enough to judge it: every regime the property
  // draws had cases judged. A regime whose every case fell outside the
  // contract's domain was not tested at all, unless the contract says the
  // domain leaves it out by design.
  if ((row.status == RowStatus::pass || row.status == RowStatus::flaw_found) &&
      options.cases >= options.coverage_min_cases) {
    std::vector<std::string> unjudged;
    for (const auto& [regime, count] : out.regime_counts) {
      if (count > 0 || !variant.contract.regime_applies(regime, property)) continue;
      const auto outside = out.regime_out_of_domain.find(regime);
      unjudged.push_back(outside == out.regime_out_of_domain.end()
                             ? regime + " (never drawn)"
                             : regime + " (all " + std::to_string(outside->second) + " cases outside the domain)");
    }
    if (!unjudged.empty()) {
      row.status = RowStatus::coverage_missing;
      std::string list;
      for (const auto& u : unjudged) list += (list.empty() ? "" : ", ") + u;
      row.detail += std::string(row.detail.empty() ? "" : "\n") + "no case judged in " + list +
                    ": widen the domain, or declare a regime the domain leaves out by design with "
                    "Contract::regime_not_applicable(regime, why)";
    }
  }
  for (std::size_t i = 0; i < how.size(); ++i) row.found_by += (i ? "; " : "") + how[i];
  row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.saved = std::move(saves.saved);
  result.save_errors = std::move(saves.save_errors);
  result.decisions = family.filter_stats().decisions;
  result.exact = family.filter_stats().exact;
  return result;
}

nlohmann::json to_json(const JobResult& r) {
  return {{"row", to_json(r.row)}, {"saved", r.saved}, {"save_errors", r.save_errors},
          {"decisions", r.decisions}, {"exact", r.exact}};
}

JobResult job_from_json(const nlohmann::json& j) {
  JobResult r;
  r.row = row_from_json(j.at("row"));
  r.saved = j.at("saved").get<std::vector<std::string>>();
  r.save_errors = j.at("save_errors").get<std::vector<std::string>>();
  r.decisions = j.at("decisions").get<std::uint64_t>();
  r.exact = j.at("exact").get<std::uint64_t>();
  return r;
}

/// The row of a job whose child crashed or hung, with the case it was judging saved.
JobResult lost_job(const Job& job, const GateOptions& options, const ChildOutcome& o) {
  JobResult r;
  GateRow& row = r.row;
  row.family = job.family->name();
  row.variant = job.variant->id();
  row.property = job.property;
  row.status = RowStatus::variant_error;
  const std::string what = lost_child_text(o, options.timeout_seconds);
  row.detail = "the variant " + what + " while being checked";
  // A hang is saved as the input of the call that hung (the case, or an image
  // of it that the property mapped); a crash as the case being judged.
  const std::optional<check::CaseData>& culprit = o.call_input ? o.call_input : o.last_case;
  if (culprit) {
    row.minimal_case = job.family->describe(*culprit);
    row.detail += std::string(o.call_input ? "\n  called on: " : "\n  on the case: ") + row.minimal_case;
    if (!options.save_dir.empty()) {
      CaseFile c;
      c.data = *culprit;
      c.found_by = job.variant->id() + " " + job.property;
      c.verdict = "the variant " + what;
      c.seed = options.seed;
      c.tool_version = COLLIDE_CHECK_VERSION;
      c.date = today();
      c.build = COLLIDE_CHECK_BUILD_FLAGS;
      try {
        const bool existed =
            std::filesystem::exists(std::filesystem::path(options.save_dir) / c.data.family / (content_hash(c.data) + ".case"));
        row.saved_path = write_case(c, options.save_dir);
        if (!existed) r.saved.push_back(row.saved_path);
      } catch (const std::exception& e) {
        r.save_errors.push_back(e.what());
      }
    }
  }
  // What the child saved before it was lost (a failing case found earlier in
  // the same check, or one it was shrinking): on disk, so counted.
  for (const auto& f : o.files)
    if (std::filesystem::exists(f) && std::find(r.saved.begin(), r.saved.end(), f) == r.saved.end())
      r.saved.push_back(f);
  return r;
}

}  // namespace

GateReport run_gate(const GateOptions& options, const std::vector<CaseFile>& corpus, std::ostream* log) {
  GateReport report;
  report.seed = options.seed;
  report.cases_per_property = options.cases;
  report.corpus_cases = static_cast<int>(corpus.size());
  report.shard_index = options.shard_index;
  report.shard_count = options.shard_count;

  std::vector<Job> mine;
  const auto all = select_jobs(options);
  for (std::size_t j = 0; j < all.size(); ++j)
    if (static_cast<int>(j % static_cast<std::size_t>(options.shard_count)) == options.shard_index)
      mine.push_back(all[j]);

  std::vector<std::optional<JobResult>> results(mine.size());
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> stats;  // family -> decisions, exact
  auto done = [&](std::size_t i, JobResult r) {
    if (log)
      *log << "  " << r.row.variant << " " << r.row.property << ": " << to_string(r.row.status) << " ("
           << r.row.generated << " cases, " << r.row.seconds << " s)\n"
           << std::flush;
    auto& s = stats[r.row.family];
    s.first += r.decisions;
    s.second += r.exact;
    results[i] = std::move(r);
  };
  if (options.jobs <= 0) {
    for (std::size_t i = 0; i < mine.size(); ++i) done(i, run_job(mine[i], options, corpus, nullptr));
  } else {
    // The invariance properties judge several maps on every case, and cost
    // the most: started first, they leave the short checks to fill the end of
    // the run instead of one long check running alone. The rows keep their
    // order.
    std::vector<std::size_t> order(mine.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto judges_maps = [&](std::size_t i) {
      const std::string& p = mine[i].property;
      return p.rfind("symmetric_in_", 0) == 0 ||
             (p.size() > 10 && p.compare(p.size() - 10, 10, "_invariant") == 0);
    };
    std::stable_partition(order.begin(), order.end(), judges_maps);
    run_in_children(
        mine.size(), options.jobs, options.timeout_seconds,
        [&](std::size_t k, CaseSlot& slot) {
          return to_json(run_job(mine[order[k]], options, corpus, &slot)).dump();
        },
        [&](std::size_t k, ChildOutcome o) {
          const std::size_t i = order[k];
          if (o.kind != ChildOutcome::Kind::finished) {
            done(i, lost_job(mine[i], options, o));
            return;
          }
          try {
            done(i, job_from_json(nlohmann::json::parse(o.output)));
          } catch (const std::exception& e) {
            JobResult r;
            r.row.family = mine[i].family->name();
            r.row.variant = mine[i].variant->id();
            r.row.property = mine[i].property;
            r.row.status = RowStatus::error;
            r.row.detail = std::string("the job's process returned no result: ") + e.what();
            done(i, std::move(r));
          }
        });
  }
  for (auto& r : results) {
    report.rows.push_back(std::move(r->row));
    report.saved.insert(report.saved.end(), r->saved.begin(), r->saved.end());
    report.save_errors.insert(report.save_errors.end(), r->save_errors.begin(), r->save_errors.end());
  }
  for (const auto& [family, s] : stats)
    report.fallback_rate[family] = s.first == 0 ? 0.0 : static_cast<double>(s.second) / static_cast<double>(s.first);
  report.stages = judge_stage_coverage(report, options);
  return report;
}

}  // namespace cc::regress
