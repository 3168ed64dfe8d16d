#include "gate.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <ostream>
#include <set>
#include <sstream>


namespace cc::regress {

const char* to_string(RowStatus s) {
  switch (s) {
    case RowStatus::pass: return "pass";
    case RowStatus::flaw_found: return "flaw found";
    case RowStatus::fail: return "FAIL";
    case RowStatus::flaw_not_found: return "FAIL: declared flaw not found";
    case RowStatus::coverage_missing: return "FAIL: regime never drawn";
    case RowStatus::error: return "ERROR";
  }
  return "?";
}

bool row_ok(RowStatus s) { return s == RowStatus::pass || s == RowStatus::flaw_found; }

bool GateReport::ok() const {
  return std::all_of(rows.begin(), rows.end(), [](const GateRow& r) { return row_ok(r.status); });
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

// The message without its "input ..." header lines (the case file holds the
// input exactly), joined on one line.
std::string verdict_line(const std::string& message) {
  std::string out, line;
  std::istringstream in(message);
  while (std::getline(in, line)) {
    const auto b = line.find_first_not_of(' ');
    if (b == std::string::npos || line.compare(b, 6, "input ") == 0 || line.compare(b, 2, "= ") == 0) continue;
    out += (out.empty() ? "" : " | ") + line.substr(b);
  }
  return out;
}

}  // namespace

GateReport run_gate(const GateOptions& options, const std::vector<CaseFile>& corpus, std::ostream* log) {
  namespace fs = std::filesystem;
  GateReport report;
  report.seed = options.seed;
  report.corpus_cases = static_cast<int>(corpus.size());
  for (const auto& family : check::families()) family->filter_stats().reset();

  int job = -1;
  for (const auto& family : check::families()) {
    if (!selected(options.families, family->name())) continue;
    for (const auto& variant : family->variants()) {
      if (!options.variants.empty() &&
          std::none_of(options.variants.begin(), options.variants.end(),
                       [&](const std::string& s) { return variant_matches(variant, s); }))
        continue;
      for (const auto& property : family->properties()) {
        if (!selected(options.properties, property.name)) continue;
        if (++job % options.shard_count != options.shard_index) continue;
        const auto start = std::chrono::steady_clock::now();
        GateRow row;
        row.family = family->name();
        row.variant = variant.id();
        row.property = property.name;
        const check::KnownFlaw* flaw = variant.flaw_for(property.name);

        // 1. Replay: every saved case of this family that this variant can run.
        std::string replay_message, replay_file;
        for (const auto& c : corpus) {
          if (c.data.family != family->name() || !check::can_replay(c.data, variant.scalar)) continue;
          const auto verdict = family->replay(variant, property.name, c.data);
          if (verdict.kind == check::Verdict::Kind::not_applicable) continue;
          ++row.replayed;
          if (verdict.kind == check::Verdict::Kind::fail) {
            if (++row.replay_failures == 1) {
              replay_message = verdict.message;
              replay_file = c.path;
            }
          }
        }

        // 2. Generated cases, shrunk on failure, saved as they shrink.
        // Every file this job creates while shrinking is superseded by the next
        // smaller case; only the final minimum stays. Files that existed before the
        // run (the committed corpus) are never removed.
        std::set<std::string> created;
        const bool save = !options.save_dir.empty() && !(flaw && row.replay_failures > 0);
        check::RunOptions run;
        run.cases = options.cases;
        run.seed = job_seed(options.seed, family->name(), variant.scalar, property.name);
        if (save) {
          run.on_failure = [&](const check::CaseData& data, const std::string& message, check::FailureStage stage) {
            CaseFile c{data, variant.id() + " " + property.name, verdict_line(message), options.seed,
                       COLLIDE_CHECK_VERSION, today(), COLLIDE_CHECK_BUILD_FLAGS, {}};
            const fs::path target = fs::path(options.save_dir) / data.family / (content_hash(data) + ".case");
            const bool existed = fs::exists(target);
            const std::string path = write_case(c, options.save_dir);
            if (!existed) created.insert(path);
            for (auto it = created.begin(); it != created.end();) {
              if (*it != path) {
                fs::remove(*it);
                it = created.erase(it);
              } else {
                ++it;
              }
            }
            if (stage == check::FailureStage::minimal) row.saved_path = path;
          };
        }
        const check::GeneratedOutcome out = family->run(variant, property.name, run);
        row.generated = out.cases;
        row.discarded = out.discarded;
        row.regime_counts = out.regime_counts;
        row.worst_measure = out.worst_measure;
        row.measure_unit = family->measure_unit();

        // 3. Judge.
        const bool failed = row.replay_failures > 0 || out.failure.has_value();
        if (!out.error.empty()) {
          row.status = RowStatus::error;
          row.detail = out.error;
        } else if (failed) {
          row.status = flaw ? RowStatus::flaw_found : RowStatus::fail;
          std::vector<std::string> how;
          if (row.replay_failures > 0)
            how.push_back("replay of " + std::to_string(row.replay_failures) + " saved case(s), first " +
                          fs::path(replay_file).filename().string());
          if (out.failure)
            how.push_back("generated, shrunk in " + std::to_string(out.failure->shrink_steps) + " steps" +
                          (out.failure->shrink_budget_exhausted ? " (shrink budget exhausted)" : ""));
          for (std::size_t i = 0; i < how.size(); ++i) row.found_by += (i ? "; " : "") + how[i];
          row.detail = out.failure ? out.failure->message : replay_message;
          if (flaw) row.detail = "declared: " + flaw->explanation + "\n" + row.detail;
          if (out.failure) row.minimal_case = family->describe(out.failure->minimal);
        } else if (flaw) {
          row.status = RowStatus::flaw_not_found;
          row.detail = "declared: " + flaw->explanation;
        } else if (options.cases >= options.coverage_min_cases) {
          for (const auto& [regime, count] : out.regime_counts)
            if (count == 0) {
              row.status = RowStatus::coverage_missing;
              row.detail += (row.detail.empty() ? "never drawn: " : ", ") + regime;
            }
        }
        row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (log)
          *log << "  " << row.variant << " " << row.property << ": " << to_string(row.status) << " ("
               << row.generated << " cases, " << row.seconds << " s)\n"
               << std::flush;
        report.rows.push_back(std::move(row));
      }
    }
  }
  for (const auto& family : check::families())
    if (selected(options.families, family->name()))
      report.fallback_rate[family->name()] = family->filter_stats().fallback_rate();
  return report;
}

}  // namespace cc::regress
