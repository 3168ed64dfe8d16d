// collide-check: the command-line front of the suite.
//
//   collide-check list [--brief] [--family F]  families, variants, contracts, flaws, properties
//   collide-check check [options]           the gate: replay the corpus, then every property
//   collide-check eval FILE...              exact verdict and every variant's result per case
//
// Exit status: 0 all variants meet their contracts and every declared flaw is
// found; 1 otherwise; 2 on a usage error or unreadable input (a malformed case
// file is reported as file:line).

#include <algorithm>
#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "regressions/case_file.h"
#include "regressions/gate.h"
#include "tools/report.h"

namespace {

using namespace cc;
constexpr int kOk = 0, kFailed = 1, kUsage = 2;

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char ch : s) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += ch;
    }
  }
  return out;
}

struct ListOptions {
  bool json = false;
  bool brief = false;
  std::vector<std::string> families;  ///< empty: all
};

bool listed(const ListOptions& o, const std::string& family) {
  return o.families.empty() || std::find(o.families.begin(), o.families.end(), family) != o.families.end();
}

int cmd_list(const ListOptions& o) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& f : check::families()) {
    if (!listed(o, f->name())) continue;
    nlohmann::json jf;
    jf["family"] = f->name();
    jf["fields"] = f->fields();
    jf["regimes"] = f->regimes();
    for (const auto& p : f->properties())
      jf["properties"].push_back({{"name", p.name}, {"asserts", p.sentence}, {"regimes", p.regimes}});
    for (const auto& v : f->variants()) {
      nlohmann::json jv{{"id", v.id()}, {"source", v.source}, {"contract", v.contract}};
      jv["known_flaws"] = nlohmann::json::array();
      for (const auto& fl : v.flaws) jv["known_flaws"].push_back({{"property", fl.property}, {"why", fl.explanation}});
      jf["variants"].push_back(jv);
    }
    j.push_back(jf);
  }
  if (o.json) {
    std::cout << j.dump(2) << "\n";
    return kOk;
  }
  if (o.brief) {
    for (const auto& f : check::families()) {
      if (!listed(o, f->name())) continue;
      for (const auto& v : f->variants())
        std::cout << v.id() << "  " << v.flaws.size() << " declared flaw" << (v.flaws.size() == 1 ? "" : "s")
                  << "  (" << v.source << ")\n";
    }
    return kOk;
  }
  for (const auto& f : check::families()) {
    if (!listed(o, f->name())) continue;
    std::cout << "family " << f->name() << "\n  input: ";
    for (std::size_t i = 0; i < f->fields().size(); ++i) std::cout << (i ? ", " : "") << f->fields()[i];
    std::cout << "\n  regimes: ";
    for (std::size_t i = 0; i < f->regimes().size(); ++i) std::cout << (i ? ", " : "") << f->regimes()[i];
    std::cout << "\n  properties:\n";
    for (const auto& p : f->properties()) std::cout << "    " << p.name << ": " << p.sentence << "\n";
    std::cout << "  variants:\n";
    for (const auto& v : f->variants()) {
      std::cout << "    " << v.id() << "\n      source:   " << v.source << "\n      contract: " << v.contract << "\n";
      for (const auto& fl : v.flaws) std::cout << "      known flaw (" << fl.property << "): " << fl.explanation << "\n";
    }
  }
  return kOk;
}

void parse_shard(const std::string& spec, regress::GateOptions& o) {
  int i = 0, n = 0;
  char slash = 0;
  std::istringstream in(spec);
  if (!(in >> i >> slash >> n) || slash != '/' || n < 1 || i < 0 || i >= n || !in.eof())
    throw UsageError("--shard expects i/n with 0 <= i < n, got '" + spec + "'");
  o.shard_index = i;
  o.shard_count = n;
}

void shard_from_environment(regress::GateOptions& o) {
  const char* total = std::getenv("GTEST_TOTAL_SHARDS");
  const char* index = std::getenv("GTEST_SHARD_INDEX");
  if (!total || !index) return;
  parse_shard(std::string(index) + "/" + total, o);
}

void write_json(const std::string& path, const regress::GateReport& r, int cases_per_property) {
  nlohmann::json j;
  j["seed"] = r.seed;
  j["cases_per_property"] = cases_per_property;
  j["ok"] = r.ok();
  j["corpus_cases"] = r.corpus_cases;
  j["oracle_fallback_rate"] = r.fallback_rate;
  for (const auto& row : r.rows) {
    nlohmann::json jr{{"family", row.family},       {"variant", row.variant},
                      {"property", row.property},   {"status", regress::to_string(row.status)},
                      {"ok", regress::row_ok(row.status)}, {"replayed", row.replayed},
                      {"replay_failures", row.replay_failures}, {"generated", row.generated},
                      {"discarded", row.discarded}, {"seconds", row.seconds},
                      {"regimes", row.regime_counts}};
    if (row.worst_measure >= 0) {
      jr["worst_measure"] = row.worst_measure;
      jr["measure_unit"] = row.measure_unit;
    }
    if (!row.detail.empty()) jr["detail"] = row.detail;
    if (!row.found_by.empty()) jr["found_by"] = row.found_by;
    if (!row.minimal_case.empty()) jr["minimal_case"] = row.minimal_case;
    if (!row.saved_path.empty()) jr["saved"] = row.saved_path;
    j["rows"].push_back(jr);
  }
  std::ofstream out(path);
  if (!out) throw UsageError("cannot write " + path);
  out << j.dump(2) << "\n";
}

void write_junit(const std::string& path, const regress::GateReport& r) {
  std::ofstream out(path);
  if (!out) throw UsageError("cannot write " + path);
  int failures = 0;
  double total = 0;
  for (const auto& row : r.rows) {
    failures += !regress::row_ok(row.status);
    total += row.seconds;
  }
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"collide-check\" tests=\"" << r.rows.size() << "\" failures=\"" << failures
      << "\" time=\"" << total << "\">\n";
  out << "  <testsuite name=\"collide-check seed " << r.seed << "\" tests=\"" << r.rows.size() << "\" failures=\""
      << failures << "\">\n";
  for (const auto& row : r.rows) {
    out << "    <testcase classname=\"" << xml_escape(row.variant) << "\" name=\"" << xml_escape(row.property)
        << "\" time=\"" << row.seconds << "\">\n";
    const std::string text = std::string(regress::to_string(row.status)) + "\n" + row.detail +
                             (row.minimal_case.empty() ? "" : "\nminimal case: " + row.minimal_case);
    if (!regress::row_ok(row.status))
      out << "      <failure message=\"" << xml_escape(regress::to_string(row.status)) << "\">" << xml_escape(text)
          << "</failure>\n";
    else if (row.status == regress::RowStatus::flaw_found)
      out << "      <system-out>" << xml_escape(text) << "</system-out>\n";
    out << "    </testcase>\n";
  }
  out << "  </testsuite>\n</testsuites>\n";
}

void print_table(const regress::GateReport& r) {
  std::size_t wv = 7, wp = 8;
  for (const auto& row : r.rows) {
    wv = std::max(wv, row.variant.size());
    wp = std::max(wp, row.property.size());
  }
  std::cout << std::left << std::setw(wv + 2) << "variant" << std::setw(wp + 2) << "property" << std::right
            << std::setw(8) << "cases" << std::setw(8) << "seconds" << "  result\n";
  for (const auto& row : r.rows) {
    std::ostringstream cases;
    cases << row.replayed + row.generated;
    std::cout << std::left << std::setw(wv + 2) << row.variant << std::setw(wp + 2) << row.property << std::right
              << std::setw(8) << cases.str() << std::setw(8) << std::fixed << std::setprecision(2) << row.seconds
              << "  " << regress::to_string(row.status);
    if (row.worst_measure >= 0)
      std::cout << "  (" << row.measure_unit << ": " << std::setprecision(3) << row.worst_measure << ")";
    std::cout << "\n";
    if (row.status == regress::RowStatus::pass) continue;
    auto indent = [](const std::string& s) {
      std::string out = "      ";
      for (char ch : s) out += ch == '\n' ? std::string("\n      ") : std::string(1, ch);
      return out;
    };
    if (!row.found_by.empty()) std::cout << "      found by: " << row.found_by << "\n";
    if (!row.minimal_case.empty()) std::cout << "      minimal case: " << row.minimal_case << "\n";
    if (!row.saved_path.empty()) std::cout << "      saved: " << row.saved_path << "\n";
    if (!row.detail.empty()) std::cout << indent(row.detail) << "\n";
  }
  std::cout << "\nregimes drawn (summed over properties):\n";
  std::map<std::string, std::map<std::string, int>> per_variant;
  for (const auto& row : r.rows)
    for (const auto& [regime, n] : row.regime_counts) per_variant[row.variant][regime] += n;
  for (const auto& [variant, counts] : per_variant) {
    std::cout << "  " << variant << ":";
    for (const auto& [regime, n] : counts) std::cout << " " << regime << "=" << n;
    std::cout << "\n";
  }
  for (const auto& [family, rate] : r.fallback_rate)
    std::cout << "oracle " << family << ": exact fallback on " << std::setprecision(4) << 100.0 * rate
              << "% of filtered decisions\n";
  int failures = 0, flaws = 0;
  for (const auto& row : r.rows) {
    failures += !regress::row_ok(row.status);
    flaws += row.status == regress::RowStatus::flaw_found;
  }
  std::cout << r.rows.size() << " checks, " << failures << " failing, " << flaws
            << " declared flaws found; corpus " << r.corpus_cases << " cases; seed " << r.seed
            << " (reproduce with --seed " << r.seed << ")\n";
}

int cmd_report(const std::string& input, const std::string& output) {
  std::ifstream in(input);
  if (!in) throw UsageError("cannot read " + input);
  nlohmann::json gate;
  try {
    gate = nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw UsageError(input + ": not JSON: " + e.what());
  }
  std::ostringstream text;
  try {
    report::write_markdown(gate, text);
  } catch (const report::MalformedGateJson& e) {
    throw UsageError(input + ": " + e.what());
  }
  if (output.empty()) {
    std::cout << text.str();
    return kOk;
  }
  std::ofstream out(output);
  if (!out || !(out << text.str())) throw UsageError("cannot write " + output);
  std::cout << "Precision report: " << output << "\n";
  return kOk;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"collide-check: verification of 2D collision kernels against exact oracles"};
  app.require_subcommand(1);
  app.set_version_flag("--version", COLLIDE_CHECK_VERSION);

  auto* list = app.add_subcommand("list", "families, variants, properties, contracts, declared flaws");
  ListOptions list_options;
  list->add_flag("--json", list_options.json, "print as JSON");
  list->add_flag("--brief", list_options.brief, "one line per variant: id, declared flaws, source");
  list->add_option("--family", list_options.families, "only these families");

  regress::GateOptions gate;
  std::string json_path, junit_path, shard, corpus_dir = COLLIDE_CHECK_CORPUS_DIR;
  std::string save_dir = COLLIDE_CHECK_CORPUS_DIR;
  bool no_save = false;
  auto* chk = app.add_subcommand("check", "the gate: replay saved cases, then run every property");
  chk->add_option("--family", gate.families, "only these families");
  chk->add_option("--variant", gate.variants, "only these variants (name, name/f64 or family/name/f64)");
  chk->add_option("--property", gate.properties, "only these properties");
  chk->add_option("--cases", gate.cases, "generated cases per property and variant")->check(CLI::PositiveNumber);
  chk->add_option("--seed", gate.seed, "random seed (the same seed gives the same cases)");
  chk->add_option("--json", json_path, "write the results as JSON");
  chk->add_option("--junit", junit_path, "write the results as JUnit XML");
  chk->add_option("--corpus", corpus_dir, "saved cases to replay first")->capture_default_str();
  chk->add_option("--save-dir", save_dir, "where new failing cases are saved")->capture_default_str();
  chk->add_flag("--no-save", no_save, "do not save failing cases");
  chk->add_option("--shard", shard, "run shard i of n (i/n); default from GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS");

  std::vector<std::string> eval_files;
  auto* eval = app.add_subcommand("eval", "exact verdict and every variant's result, one JSON line per case");
  eval->add_option("FILE", eval_files, "case files")->required();

  std::string report_input, report_output;
  auto* rep = app.add_subcommand("report", "the precision report (Markdown) of a gate run's JSON");
  rep->add_option("GATE_JSON", report_input, "the JSON written by check --json")->required();
  rep->add_option("-o,--output", report_output, "write the report here (default: standard output)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kUsage;
  }

  try {
    for (const auto* names : {&gate.families, &list_options.families})
      for (const auto& name : *names)
        if (!check::find_family(name)) throw UsageError("unknown family '" + name + "' (see collide-check list)");
    if (*list) return cmd_list(list_options);
    if (*rep) return cmd_report(report_input, report_output);

    if (*eval) {
      std::vector<regress::CaseFile> cases;
      for (const auto& f : eval_files) cases.push_back(regress::read_case(f));
      for (const auto& c : cases) {
        auto j = check::find_family(c.data.family)->eval(c.data);
        j["file"] = c.path;
        std::cout << j.dump() << "\n";
      }
      return kOk;
    }

    // check
    if (!shard.empty()) parse_shard(shard, gate);
    else shard_from_environment(gate);
    for (const auto& sel : gate.variants) {
      bool any = false;
      for (const auto& f : check::families())
        for (const auto& v : f->variants()) any = any || regress::variant_matches(v, sel);
      if (!any) throw UsageError("no variant matches '" + sel + "' (see collide-check list)");
    }
    for (const auto& p : gate.properties) {
      bool any = false;
      for (const auto& f : check::families())
        for (const auto& info : f->properties()) any = any || info.name == p;
      if (!any) throw UsageError("unknown property '" + p + "' (see collide-check list)");
    }
    if (!no_save) gate.save_dir = save_dir;
    const auto corpus = regress::read_corpus(corpus_dir);
    std::cout << "collide-check " << COLLIDE_CHECK_VERSION << ": replaying " << corpus.size() << " saved cases from "
              << corpus_dir << ", then " << gate.cases << " generated cases per property (seed " << gate.seed;
    if (gate.shard_count > 1) std::cout << ", shard " << gate.shard_index << "/" << gate.shard_count;
    std::cout << ")\n" << std::flush;
    const auto report = regress::run_gate(gate, corpus, &std::cerr);
    print_table(report);
    if (!json_path.empty()) {
      write_json(json_path, report, gate.cases);
      std::cout << "JSON report: " << json_path << "\n";
    }
    if (!junit_path.empty()) {
      write_junit(junit_path, report);
      std::cout << "JUnit report: " << junit_path << "\n";
    }
    return report.ok() ? kOk : kFailed;
  } catch (const regress::CaseFileError& e) {
    std::cerr << "collide-check: malformed case file: " << e.what() << "\n";
    return kUsage;
  } catch (const UsageError& e) {
    std::cerr << "collide-check: " << e.what() << "\n";
    return kUsage;
  } catch (const std::exception& e) {
    std::cerr << "collide-check: error: " << e.what() << "\n";
    return kUsage;
  }
}
