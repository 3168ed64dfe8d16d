// collide-check's verbs (include/collide_check/main.h): list, check, eval,
// case, report, simplify, hunt. Every input is checked before a run starts: an empty
// selection, a missing corpus, an unwritable output or a malformed number is a
// usage error (exit 2) with a message that names it.

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "../include/collide_check/main.h"
#include "../properties/hunt.h"
#include "../regressions/case_file.h"
#include "../regressions/gate.h"
#include "../regressions/isolation.h"
#include "../regressions/simplify_cases.h"
#include "cli_output.h"
#include "findings_summary.h"
#include "precision.h"
#include "report.h"

namespace collide_check {
namespace {

namespace fs = std::filesystem;
using namespace cc;
constexpr int kOk = 0, kFailed = 1, kUsage = 2;

using cli::UsageError;

const std::vector<std::string> kVerbs = {"list",      "check",    "eval", "case",   "report",
                                         "precision", "simplify", "hunt", "summary"};

/// A whole number in [lo, hi], written in decimal digits only.
std::uint64_t parse_whole(const std::string& what, const std::string& text, std::uint64_t lo, std::uint64_t hi) {
  std::uint64_t v = 0;
  const auto* end = text.data() + text.size();
  const auto r = std::from_chars(text.data(), end, v);
  if (text.empty() || r.ec != std::errc() || r.ptr != end || v < lo || v > hi)
    throw UsageError(what + " expects a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                     ", got '" + cli::printable(text) + "'");
  return v;
}

void parse_shard(const std::string& what, const std::string& index, const std::string& total,
                 regress::GateOptions& o) {
  const auto n = parse_whole(what + " (total)", total, 1, 1000000);
  const auto i = parse_whole(what + " (index)", index, 0, n - 1);
  o.shard_index = static_cast<int>(i);
  o.shard_count = static_cast<int>(n);
}

/// How a verb runs the kernels under test: each check (or, for eval, each
/// variant on a case) in a child process, `jobs` at once, with a limit on each
/// call of the kernel, unless --in-process. Isolation is the default: a kernel
/// that crashes, exits or loops then fails alone, and the rest of the run and
/// its reports are kept.
struct IsolationArgs {
  std::string jobs, timeout;
  bool in_process = false;
};

/// The default per-call limit: generous beside any collision kernel's call,
/// short beside a CI job's.
constexpr double kDefaultCallTimeoutSeconds = 10;

struct Isolation {
  int jobs = 0;          ///< 0: in this process
  double timeout = 0;    ///< seconds per kernel call; 0: no limit
  bool timeout_given = false;
};

int default_jobs() { return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 256u)); }

Isolation parse_isolation(const IsolationArgs& a) {
  Isolation i;
  if (a.in_process) {
    if (!a.jobs.empty() || !a.timeout.empty())
      throw UsageError("--in-process runs every check in this process: it takes no --jobs or --timeout (a crash or "
                       "a hang is caught only in a child process)");
    return i;
  }
  if (a.jobs == "0")
    throw UsageError("--jobs expects 1 or more (child processes at once); --in-process runs in this process");
  i.jobs = a.jobs.empty() ? default_jobs() : static_cast<int>(parse_whole("--jobs", a.jobs, 1, 256));
  i.timeout_given = !a.timeout.empty();
  i.timeout = a.timeout.empty() ? kDefaultCallTimeoutSeconds
                                : static_cast<double>(parse_whole("--timeout", a.timeout, 0, 86400));
  return i;
}

void add_isolation_options(CLI::App* verb, IsolationArgs& a, const std::string& unit) {
  verb->add_option("--jobs", a.jobs,
                   "child processes at once, each running one " + unit +
                       ", so a kernel that crashes, exits or hangs fails alone (default: the core count)");
  verb->add_option("--timeout", a.timeout,
                   "seconds one call of the kernel may run before its child is killed and the call reported as a "
                   "hang, with its input (default 10; 0: no limit). The checker's own work is never timed");
  verb->add_flag("--in-process", a.in_process,
                 "run every " + unit + " in this process: faster to debug, but a crash or hang ends the whole run");
}

/// The flags a result depends on beyond the selection, for reproduce lines.
std::string isolation_flags(const Isolation& i) {
  if (i.jobs == 0) return " --in-process";
  char buf[64];
  std::snprintf(buf, sizeof buf, " --timeout %.15g", i.timeout);
  return buf;
}

/// Fails unless a file can be created in `path`'s folder (the folder must exist).
void require_writable_file(const std::string& option, const std::string& path) {
  const fs::path p(path);
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  if (!fs::is_directory(dir)) throw UsageError(option + " " + path + ": no such folder " + dir.string());
  if (::access(dir.c_str(), W_OK) != 0) throw UsageError(option + " " + path + ": folder not writable");
  if (fs::is_directory(p)) throw UsageError(option + " " + path + ": is a folder");
}

/// Creates the folder if needed and proves a file can be written in it.
void require_writable_dir(const std::string& option, const std::string& path) {
  std::error_code ec;
  fs::create_directories(path, ec);
  if (ec || !fs::is_directory(path)) throw UsageError(option + " " + path + ": cannot create the folder");
  const fs::path probe = fs::path(path) / (".collide-check-probe." + std::to_string(::getpid()));
  {
    std::ofstream out(probe);
    if (!out) throw UsageError(option + " " + path + ": folder not writable");
  }
  fs::remove(probe, ec);
}

std::vector<std::string> split_paths(const char* list) {
  std::vector<std::string> out;
  std::string item;
  std::istringstream in(list ? list : "");
  while (std::getline(in, item, ':'))
    if (!item.empty()) out.push_back(item);
  return out;
}

/// The corpus folders: `given` (--corpus), else COLLIDE_CHECK_CORPUS, else
/// those of `defaults` that exist (possibly none). A folder named on the
/// command line or in the environment must exist.
std::vector<std::string> corpus_folders(const std::vector<std::string>& given,
                                        const std::vector<std::string>& defaults) {
  std::vector<std::string> dirs = given;
  if (dirs.empty()) dirs = split_paths(std::getenv("COLLIDE_CHECK_CORPUS"));
  for (const auto& d : dirs)
    if (!fs::is_directory(d)) throw UsageError("corpus folder " + d + " does not exist");
  if (dirs.empty())
    for (const auto& d : defaults)
      if (fs::is_directory(d)) dirs.push_back(d);
  return dirs;
}

struct CheckArgs {
  regress::GateOptions gate;
  std::string cases = "10000", seed = "1", shard;
  IsolationArgs isolation;
  std::vector<std::string> corpus;
  bool no_corpus = false;
  std::string save_dir;
  bool no_save = false;
  std::string json_path, junit_path;
};

int cmd_check(CheckArgs a, const MainOptions& options) {
  a.gate.cases = static_cast<int>(parse_whole("--cases", a.cases, 1, 1000000000));
  a.gate.seed = parse_whole("--seed", a.seed, 0, std::numeric_limits<std::uint64_t>::max());
  const Isolation isolation = parse_isolation(a.isolation);
  a.gate.jobs = isolation.jobs;
  a.gate.timeout_seconds = isolation.timeout;
  if (!a.shard.empty()) {
    const auto slash = a.shard.find('/');
    if (slash == std::string::npos) throw UsageError("--shard expects i/n, got '" + cli::printable(a.shard) + "'");
    parse_shard("--shard", a.shard.substr(0, slash), a.shard.substr(slash + 1), a.gate);
  } else {
    const char* total = std::getenv("GTEST_TOTAL_SHARDS");
    const char* index = std::getenv("GTEST_SHARD_INDEX");
    if (total || index) {
      if (!total || !index) throw UsageError("GTEST_SHARD_INDEX and GTEST_TOTAL_SHARDS go together");
      parse_shard("GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS", index, total, a.gate);
    }
  }
  for (const auto& name : a.gate.families)
    if (!check::find_family(name)) throw UsageError("unknown family '" + name + "' (see list)");
  for (const auto& sel : a.gate.variants) {
    bool any = false;
    for (const auto* f : check::families())
      for (const auto* v : f->variants()) any = any || regress::variant_matches(*v, sel);
    if (!any) throw UsageError("no variant matches '" + sel + "' (see list)");
  }
  for (const auto& p : a.gate.properties) {
    bool any = false;
    for (const auto* f : check::families())
      for (const auto& info : f->properties()) any = any || info.name == p;
    if (!any) throw UsageError("unknown property '" + p + "' (see list)");
  }
  if (regress::select_jobs(a.gate).empty())
    throw UsageError("the selection matches no variant and property to check (see list: a property may not judge "
                     "a variant that does not report what it is about)");

  std::vector<std::string> corpus_dirs;
  if (!a.no_corpus) {
    corpus_dirs = corpus_folders(a.corpus, options.default_corpus);
    if (corpus_dirs.empty())
      throw UsageError("no corpus: give --corpus DIR (the folder of saved cases, created if new with mkdir), set "
                       "COLLIDE_CHECK_CORPUS, or run without one with --no-corpus");
  }
  if (!a.no_save) {
    if (a.save_dir.empty() && !corpus_dirs.empty()) a.save_dir = corpus_dirs.front();
    if (!a.save_dir.empty()) require_writable_dir("--save-dir", a.save_dir);
    a.gate.save_dir = a.save_dir;
  }
  if (!a.json_path.empty()) require_writable_file("--json", a.json_path);
  if (!a.junit_path.empty()) require_writable_file("--junit", a.junit_path);

  std::vector<regress::CaseFile> corpus;
  for (const auto& d : corpus_dirs) {
    auto more = regress::read_corpus(d);
    corpus.insert(corpus.end(), more.begin(), more.end());
  }
  std::cout << options.program << " " << COLLIDE_CHECK_VERSION << ": replaying " << corpus.size()
            << " saved cases";
  if (!corpus_dirs.empty()) {
    std::cout << " from";
    for (const auto& d : corpus_dirs) std::cout << " " << d;
  }
  std::cout << ", then " << a.gate.cases << " generated cases per property (seed " << a.gate.seed;
  if (a.gate.shard_count > 1) std::cout << ", shard " << a.gate.shard_index << "/" << a.gate.shard_count;
  std::cout << ")\n" << std::flush;

  const auto report = regress::run_gate(a.gate, corpus, &std::cerr);
  // Every flag the results depend on: the cases, the corpus replayed, and how
  // calls were timed (a hang is a hang only under its limit).
  std::string flags = "--seed " + std::to_string(a.gate.seed) + " --cases " + std::to_string(a.gate.cases);
  if (a.no_corpus) flags += " --no-corpus";
  for (const auto& d : corpus_dirs) flags += " --corpus " + d;
  flags += isolation_flags(isolation);
  cli::print_table(report, flags, std::cout);
  cli::print_saved(report, a.gate.save_dir, std::cout);
  const std::string reproduce = options.program + " check " + flags;
  if (!a.json_path.empty()) {
    cli::write_json(a.json_path, report);
    std::cout << "JSON report: " << a.json_path << "\n";
  }
  if (!a.junit_path.empty()) {
    cli::write_junit(a.junit_path, report, reproduce);
    std::cout << "JUnit report: " << a.junit_path << "\n";
  }
  return report.ok() ? kOk : kFailed;
}

/// One variant's eval row when its child did not hand one back: why, with the
/// input of the call that hung (a mapped image of the case, for a property
/// that maps it).
nlohmann::json lost_variant_row(const check::Family& family, const check::VariantInfo& v,
                                const regress::ChildOutcome& o, double timeout) {
  std::string what = regress::lost_child_text(o, timeout);
  if (o.kind == regress::ChildOutcome::Kind::timed_out && o.call_input)
    what += "; called on " + family.describe(*o.call_input);
  return {{"variant", v.id()}, {"error", "the variant " + what + " while being judged on this case"}};
}

int cmd_eval(const std::vector<std::string>& files, const IsolationArgs& isolation_args) {
  const Isolation isolation = parse_isolation(isolation_args);
  std::vector<regress::CaseFile> cases;
  for (const auto& f : files) cases.push_back(regress::read_case(f));
  int status = kOk;
  for (const auto& c : cases) {
    const check::Family& family = *check::find_family(c.data.family);
    nlohmann::json j = family.eval_header(c.data);
    const auto order = family.eval_order();
    std::vector<nlohmann::json> rows(order.size());
    if (isolation.jobs == 0) {
      for (std::size_t k = 0; k < order.size(); ++k) rows[k] = family.eval_variant(c.data, *order[k]);
    } else {
      // Each variant in its own child: a variant that crashes or hangs on the
      // case is that variant's row, and every other row is still judged.
      regress::run_in_children(
          order.size(), isolation.jobs, isolation.timeout,
          [&](std::size_t k, regress::CaseSlot& slot) {
            slot.store(c.data);
            return family.eval_variant(c.data, *order[k]).dump();
          },
          [&](std::size_t k, regress::ChildOutcome o) {
            if (o.kind == regress::ChildOutcome::Kind::finished) {
              try {
                rows[k] = nlohmann::json::parse(o.output);
                return;
              } catch (const nlohmann::json::parse_error&) {
                rows[k] = {{"variant", order[k]->id()}, {"error", "the variant's process returned no result"}};
                return;
              }
            }
            rows[k] = lost_variant_row(family, *order[k], o, isolation.timeout);
          });
    }
    for (const auto& row : rows)
      if (row.contains("error")) {
        std::cerr << "eval: " << c.path << ": " << row["variant"].get<std::string>() << ": "
                  << row["error"].get<std::string>() << "\n";
        status = kFailed;
      }
    j["variants"] = rows;
    j["file"] = c.path;
    std::cout << j.dump() << "\n" << std::flush;
    if (j.contains("checker_error")) {
      std::cerr << "eval: " << c.path << ": " << j["checker_error"].get<std::string>() << "\n";
      status = kFailed;
    }
  }
  return status;
}

int cmd_report(const std::vector<std::string>& inputs, const std::string& output) {
  std::vector<nlohmann::json> parts;
  for (const auto& input : inputs) {
    std::ifstream in(input);
    if (!in) throw UsageError("cannot read " + input);
    try {
      parts.push_back(nlohmann::json::parse(in));
    } catch (const nlohmann::json::parse_error& e) {
      throw UsageError(input + ": not JSON: " + e.what());
    }
  }
  if (!output.empty()) require_writable_file("-o", output);
  std::ostringstream text;
  try {
    report::write_markdown(report::merge_shards(parts, inputs), text);
  } catch (const report::MalformedGateJson& e) {
    throw UsageError(e.what());
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

struct SummaryArgs {
  std::string run, library, data, page;
  bool check = false;
};

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  if (!out || !(out << text)) throw UsageError("cannot write " + path);
}

/// summary: a library run's counts into its findings page (--run, --library),
/// or, with --check, the page's block compared with the kept data.
int cmd_summary(const SummaryArgs& a) {
  if (a.data.empty() || a.page.empty()) throw UsageError("summary needs --data and --page");
  const std::string page = read_text(a.page);
  if (a.check) {
    nlohmann::json data;
    try {
      data = nlohmann::json::parse(read_text(a.data));
    } catch (const nlohmann::json::parse_error& e) {
      throw UsageError(a.data + ": not JSON: " + e.what());
    }
    const std::string want = findings::render(data), have = findings::current_block(page);
    if (have == want) {
      std::cout << a.page << " agrees with " << a.data << "\n";
      return kOk;
    }
    std::cout << a.page << " disagrees with " << a.data << " (regenerate it with collide-check summary --run):\n"
              << "  written from the data:\n"
              << want << "\n  on the page:\n"
              << (have.empty() ? std::string("(no measured block)") : have) << "\n";
    return kFailed;
  }
  if (a.run.empty() || a.library.empty()) throw UsageError("summary needs --run and --library (or --check)");
  nlohmann::json run;
  try {
    run = nlohmann::json::parse(read_text(a.run));
  } catch (const nlohmann::json::parse_error& e) {
    throw UsageError(a.run + ": not JSON: " + e.what());
  }
  nlohmann::json data;
  std::string updated;
  try {
    data = findings::summarize(run, a.library);
    updated = findings::replace_block(page, findings::render(data));
  } catch (const findings::MalformedRun& e) {
    throw UsageError(e.what());
  } catch (const std::invalid_argument& e) {
    throw UsageError(a.page + ": " + e.what());
  }
  write_text(a.data, data.dump(1) + "\n");
  write_text(a.page, updated);
  std::cout << "Findings summary: " << a.page << " (data " << a.data << ")\n";
  return kOk;
}

struct PrecisionArgs {
  precision::Options options;
  std::string cases = "1000", seed = "1";
  std::string markdown = "docs/precision.md", dir = "docs/precision", exported;
  std::vector<std::string> bench, include;
  bool no_plots = false;
};

/// Google Benchmark writes NaN (a coefficient of variation over a zero mean),
/// which is not JSON: read it as null.
nlohmann::json read_benchmark_json(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("--bench " + path + ": cannot read it");
  std::stringstream text;
  text << in.rdbuf();
  std::string s = text.str();
  for (std::size_t at = s.find("NaN"); at != std::string::npos; at = s.find("NaN", at)) s.replace(at, 3, "null");
  try {
    return precision::speed_from_benchmark(nlohmann::json::parse(s));
  } catch (const nlohmann::json::parse_error& e) {
    throw UsageError("--bench " + path + ": not JSON: " + e.what());
  } catch (const std::runtime_error& e) {
    throw UsageError("--bench " + path + ": " + e.what());
  }
}

/// The JSON in `path`, for `option`'s message when it cannot be read.
nlohmann::json read_json_file(const std::string& option, const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(option + " " + path + ": cannot read it");
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw UsageError(option + " " + path + ": not JSON: " + e.what());
  }
}

int cmd_precision(PrecisionArgs& a) {
  a.options.cases_per_regime = static_cast<int>(parse_whole("--cases", a.cases, 1, 10000000));
  a.options.seed = parse_whole("--seed", a.seed, 0, UINT64_MAX);
  if (!a.options.family.empty() && !check::find_family(a.options.family))
    throw UsageError("unknown family '" + a.options.family + "' (see list)");
  if (!a.exported.empty()) {  // the measurements only, for another program's page
    if (!a.include.empty() || !a.bench.empty()) throw UsageError("--export writes no page: no --include or --bench");
    require_writable_file("--export", a.exported);
    const auto m = precision::measure(a.options, &std::cerr);
    write_text(a.exported, precision::export_measurements(m).dump() + "\n");
    std::cout << "Precision measurements: " << a.exported << " (for collide-check precision --include), measured in "
              << static_cast<int>(m.seconds) << " s\n";
    return kOk;
  }
  for (const fs::path& folder : {fs::path(a.markdown).parent_path(), fs::path(a.dir)})
    if (!folder.empty()) {
      std::error_code ec;
      fs::create_directories(folder, ec);
      if (ec) throw UsageError("cannot create the folder " + folder.string() + ": " + ec.message());
    }
  require_writable_file("-o", a.markdown);
  nlohmann::json speed = nlohmann::json::object();
  const fs::path kept = fs::path(a.dir) / "speed.json";
  // The kept figures, updated by the --bench files: a partial benchmark run
  // (a filter, one family) replaces only the figures it measured.
  if (fs::exists(kept)) {
    std::ifstream in(kept);
    try {
      speed = nlohmann::json::parse(in);
    } catch (const nlohmann::json::parse_error& e) {
      throw UsageError(kept.string() + ": not JSON: " + e.what());
    }
  }
  for (const std::string& path : a.bench) speed.update(read_benchmark_json(path));
  auto m = precision::measure(a.options, &std::cerr);
  std::deque<check::VariantInfo> included;
  for (const std::string& path : a.include) {
    const nlohmann::json exported = read_json_file("--include", path);
    try {
      precision::include_measurements(m, exported, path, included);
    } catch (const std::runtime_error& e) {
      throw UsageError(std::string("--include ") + e.what());
    }
  }
  precision::write_precision(m, speed, {a.markdown, a.dir, !a.no_plots});
  std::cout << "Precision page: " << a.markdown << " (data, plots and worst cases in " << a.dir << "/), measured in "
            << static_cast<int>(m.seconds) << " s\n";
  return kOk;
}

/// Whether every value of a case has at most `digits` significant decimal
/// digits in its shortest form that reads back in the case's scalar (or, with
/// `dyadic`, at most that many digits either so or as m 2^e, m odd).
bool short_case(const check::CaseData& c, int digits, bool dyadic) {
  for (double v : c.values)
    if ((dyadic ? check::value_length(v, c.scalar) : check::significant_digits(v, c.scalar)) > digits) return false;
  return true;
}

int cmd_simplify(const std::vector<std::string>& paths, const std::string& evals_text) {
  const int evals = static_cast<int>(parse_whole("--evals", evals_text, 1, 100000000));
  std::vector<regress::CaseFile> files;
  for (const auto& p : paths) {
    if (fs::is_directory(p)) {
      auto more = regress::read_corpus(p);
      files.insert(files.end(), more.begin(), more.end());
    } else if (fs::is_regular_file(p)) {
      files.push_back(regress::read_case(p));
    } else {
      throw UsageError("no such case file or folder: " + p);
    }
  }
  std::map<std::string, int> outcomes;
  int short_before = 0, short_after = 0, any_before = 0, any_after = 0, exhausted = 0;
  std::set<std::string> after_paths;
  for (const auto& f : files) {
    short_before += short_case(f.data, 6, false);
    any_before += short_case(f.data, 6, true);
    const auto r = regress::simplify_case_file(f, evals);
    ++outcomes[regress::to_string(r.outcome)];
    exhausted += r.budget_exhausted;
    const auto now = r.outcome == regress::SimplifiedFile::Outcome::simplified ? regress::read_case(r.new_path) : f;
    if (after_paths.insert(now.path).second) {  // cases that became one are counted once
      short_after += short_case(now.data, 6, false);
      any_after += short_case(now.data, 6, true);
    }
    std::cout << regress::to_string(r.outcome) << " " << r.old_path;
    if (r.new_path != r.old_path) std::cout << " -> " << r.new_path;
    if (!r.why.empty()) std::cout << " (" << r.why << ")";
    std::cout << " [" << r.evaluations << " evaluations" << (r.budget_exhausted ? ", budget exhausted" : "") << "]\n"
              << std::flush;
  }
  std::cout << files.size() << " case files:";
  for (const auto& [what, n] : outcomes) std::cout << " " << n << " " << what << ";";
  std::cout << " " << exhausted << " reached the budget of " << evals << " evaluations\n";
  std::cout << "every value at most 6 significant decimal digits: " << short_before << " of " << files.size()
            << " before, " << short_after << " of " << after_paths.size() << " after\n";
  std::cout << "every value at most 6 digits as a decimal or as m 2^e: " << any_before << " of " << files.size()
            << " before, " << any_after << " of " << after_paths.size() << " after\n";
  return kOk;
}

struct HuntArgs {
  std::string variant;
  std::vector<std::string> properties, corpus;
  bool no_corpus = false, sample_only = false;
  std::string time, evals, seed = "1", out;
};

int cmd_hunt(const HuntArgs& a, const MainOptions& options) {
  const check::Family* family = nullptr;
  const check::VariantInfo* variant = nullptr;
  int matches = 0;
  for (const auto* f : check::families())
    for (const auto* v : f->variants())
      if (regress::variant_matches(*v, a.variant)) {
        ++matches;
        family = f;
        variant = v;
      }
  if (matches == 0) throw UsageError("no variant matches '" + cli::printable(a.variant) + "' (see list)");
  if (matches > 1)
    throw UsageError("'" + cli::printable(a.variant) + "' matches " + std::to_string(matches) +
                     " variants: give family/name/scalar");
  for (const auto& p : a.properties)
    if (!family->judges(*variant, p)) throw UsageError("property '" + p + "' does not judge " + variant->id());
  check::HuntOptions h;
  h.properties = a.properties;
  h.seed = parse_whole("--seed", a.seed, 0, std::numeric_limits<std::uint64_t>::max());
  if (!a.evals.empty()) h.max_evaluations = static_cast<long long>(parse_whole("--evals", a.evals, 1, 1000000000000));
  if (!a.time.empty()) h.max_seconds = static_cast<double>(parse_whole("--time", a.time, 1, 86400 * 7));
  if (a.evals.empty() && a.time.empty()) h.max_seconds = 30;
  h.climb = !a.sample_only;
  h.progress = &std::cerr;

  std::vector<std::string> corpus_dirs;
  if (!a.no_corpus && !a.sample_only) corpus_dirs = corpus_folders(a.corpus, options.default_corpus);
  std::string out = a.out;
  if (out.empty()) out = (fs::path("build") / "hunt" / variant->id()).string();
  require_writable_dir("--out", out);
  for (const auto& d : corpus_dirs)
    for (auto& c : regress::read_corpus(d))
      if (c.data.family == family->name()) h.starts.push_back(std::move(c.data));

  std::cout << options.program << " hunt " << variant->id() << ": " << (h.climb ? "climbing from " : "plain sampling")
            << (h.climb ? std::to_string(h.starts.size()) + " saved cases and samples of every regime" : "")
            << ", seed " << h.seed;
  if (h.max_evaluations > 0) std::cout << ", " << h.max_evaluations << " evaluations";
  if (h.max_seconds > 0) std::cout << ", " << h.max_seconds << " s";
  std::cout << "\n" << std::flush;
  const auto result = check::hunt(*family, *variant, h);

  // A flip is saved simplified toward short numbers (failing the same way),
  // as check saves its minimal cases; the worst cases are saved as found.
  const auto simplified = [&](const check::HuntFind& find) {
    check::HuntFind out = find;
    if (!find.failure) return out;
    check::SimplifyOptions so;
    so.max_evaluations = 2000;
    const auto r = check::simplify(*family, *variant, find.property, find.input, so);
    if (r.changed()) {
      out.input = r.simplified;
      out.message = r.message;
    }
    return out;
  };
  const auto save = [&](const check::HuntFind& find) {
    regress::CaseFile c;
    c.data = find.input;
    c.found_by = variant->id() + " " + find.property;
    if (find.failure) {
      std::string line, text;
      std::istringstream in(find.message);
      while (std::getline(in, line)) {
        const auto b = line.find_first_not_of(' ');
        if (b == std::string::npos || line.compare(b, 6, "input ") == 0 || line.compare(b, 2, "= ") == 0) continue;
        text += (text.empty() ? "" : " | ") + line.substr(b);
      }
      c.verdict = text;
    } else {
      std::ostringstream v;
      v << "hunt: measure " << find.measure << " " << family->measure_unit(*variant, find.property);
      c.verdict = v.str();
    }
    c.seed = h.seed;
    c.tool_version = COLLIDE_CHECK_VERSION;
    c.date = regress::today();
    c.build = COLLIDE_CHECK_BUILD_FLAGS;
    return regress::write_case(c, out);
  };
  int written = 0;
  for (const auto& p : result.properties) {
    std::cout << "  " << p.property << ": ";
    if (!p.unit.empty())
      std::cout << "worst " << p.worst << " " << p.unit << " (" << p.worst_ratio << " of the bound)";
    else if (p.closest >= 1100) std::cout << "cases exactly on the decision boundary reached";
    else if (p.closest >= 0) std::cout << "closest to the decision boundary 2^-" << p.closest << " M";
    else std::cout << "no distance to a decision boundary";
    std::cout << "; distinct flips " << p.flips_undeclared + p.flips_declared << " (" << p.flips_undeclared
              << " outside every declared class); " << p.evaluations << " cases\n";
    for (const auto& f : p.worst_cases) {
      if (p.unit.empty()) break;  // a decision property's closest cases are not worth a file
      std::cout << "    worst " << f.measure << ": " << family->describe(f.input) << "\n      " << save(f) << "\n";
      ++written;
    }
    for (const auto& found : p.flips) {
      const auto f = simplified(found);
      std::cout << "    flip" << (f.failure->flaw_class < 0 ? " (undeclared)" : " (declared class " +
                                                               std::to_string(f.failure->flaw_class) + ")")
                << ": " << family->describe(f.input) << "\n      " << save(f) << "\n";
      ++written;
    }
  }
  std::cout << result.evaluations << " cases in " << result.seconds << " s; " << written << " case files in " << out
            << "\n";
  return kOk;
}

/// Every verb's arguments, as CLI11 fills them.
struct VerbArgs {
  cli::ListOptions list;
  CheckArgs check;
  std::vector<std::string> eval_files;
  IsolationArgs eval_isolation;
  cli::CaseArgs case_args;
  std::vector<std::string> report_inputs;
  std::string report_output;
  SummaryArgs summary;
  PrecisionArgs precision;
  std::vector<std::string> simplify_paths;
  std::string simplify_evals = "4000";
  HuntArgs hunt;
};

void declare_list(CLI::App& app, VerbArgs& v) {
  auto* list = app.add_subcommand("list", "families, variants, properties, contracts, declared flaws");
  list->add_flag("--json", v.list.json, "print as JSON");
  list->add_flag("--brief", v.list.brief, "one line per variant: id, declared flaws, source");
  list->add_option("--family", v.list.families, "only these families");
}

void declare_check(CLI::App& app, VerbArgs& v) {
  auto* chk = app.add_subcommand("check", "the gate: replay saved cases, then run every property");
  chk->add_option("--family", v.check.gate.families, "only these families");
  chk->add_option("--variant", v.check.gate.variants, "only these variants (name, name/f64 or family/name/f64)");
  chk->add_option("--property", v.check.gate.properties, "only these properties");
  chk->add_option("--cases", v.check.cases, "generated cases per property and variant (default 10000)");
  chk->add_option("--seed", v.check.seed, "random seed: the same seed gives the same cases (default 1)");
  chk->add_option("--json", v.check.json_path, "write the results as JSON");
  chk->add_option("--junit", v.check.junit_path, "write the results as JUnit XML");
  chk->add_option("--corpus", v.check.corpus, "a folder of saved cases to replay first (repeatable)");
  chk->add_flag("--no-corpus", v.check.no_corpus, "replay no saved cases");
  chk->add_option("--save-dir", v.check.save_dir, "where new failing cases are saved (default: the first corpus)");
  chk->add_flag("--no-save", v.check.no_save, "do not save failing cases");
  add_isolation_options(chk, v.check.isolation, "check (a variant and a property)");
  chk->add_option("--shard", v.check.shard, "run shard i of n (i/n); default from GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS");
}

void declare_eval(CLI::App& app, VerbArgs& v) {
  auto* eval = app.add_subcommand("eval", "exact verdict and every variant's result, one JSON line per case");
  eval->add_option("FILE", v.eval_files, "case files")->required();
  add_isolation_options(eval, v.eval_isolation, "variant on a case");
}

void declare_case(CLI::App& app, VerbArgs& v) {
  auto* cas = app.add_subcommand("case", "write an exact case file from values given on the command line");
  cas->add_option("FAMILY", v.case_args.family, "the family")->required();
  cas->add_option("VALUES", v.case_args.values, "one value per field, in the family's order (see list)")->required();
  cas->add_option("--scalar", v.case_args.scalar, "f32 or f64 (default f64)");
  cas->add_option("-o,--output", v.case_args.output, "a corpus folder to write it into (default: print it)");
}

void declare_report(CLI::App& app, VerbArgs& v) {
  auto* rep = app.add_subcommand("report", "the gate report (Markdown) of check --json runs (shards merged)");
  rep->add_option("GATE_JSON", v.report_inputs, "the JSON written by check --json; every shard of one run")->required();
  rep->add_option("-o,--output", v.report_output, "write the report here (default: standard output)");
}

void declare_summary(CLI::App& app, VerbArgs& v) {
  auto* sum = app.add_subcommand(
      "summary", "a library run's measured counts, written into its findings page between the measured markers");
  sum->add_option("--run", v.summary.run, "the JSON written by check --json (the library's run)");
  sum->add_option("--library", v.summary.library, "the library's name, as tools/run-libraries.sh takes it");
  sum->add_option("--data", v.summary.data, "the counts kept beside the page (written; read with --check)")
      ->required();
  sum->add_option("--page", v.summary.page, "the findings page (Markdown)")->required();
  sum->add_flag("--check", v.summary.check, "compare the page's block with the data; exit 1 when they differ");
}

void declare_precision(CLI::App& app, VerbArgs& v) {
  auto* prec = app.add_subcommand(
      "precision", "measure every variant against the exact answer (no stop at a failure): the precision page");
  prec->add_option("--cases", v.precision.cases, "cases per family, regime and scalar (default 1000)");
  prec->add_option("--seed", v.precision.seed, "random seed (default 1)");
  prec->add_option("--family", v.precision.options.family, "only this family");
  prec->add_option("-o,--output", v.precision.markdown, "the page (default docs/precision.md)");
  prec->add_option("--dir", v.precision.dir,
                   "its data, plots and worst cases (default docs/precision; speed.json there is reused)");
  prec->add_option("--bench", v.precision.bench,
                   "a Google Benchmark JSON whose rows are named family/variant/f32|f64/inputs: collide-check-bench's "
                   "(tools/run-bench.sh writes build/release/bench.json) and library-speed's; repeatable; its figures "
                   "update those kept in DIR/speed.json (the others are kept)");
  prec->add_option("--include", v.precision.include,
                   "a library checker's `precision --export` file: its variants join the tables of their families "
                   "(measured on the same cases: same seed and case count); repeatable");
  prec->add_option("--export", v.precision.exported,
                   "write the measurements (JSON) to this file instead of a page, for collide-check precision "
                   "--include");
  prec->add_flag("--no-plots", v.precision.no_plots, "write the gnuplot script but do not run gnuplot");
}

void declare_simplify(CLI::App& app, VerbArgs& v) {
  auto* simp = app.add_subcommand("simplify", "re-minimize saved case files toward short numbers, in place");
  simp->add_option("PATH", v.simplify_paths, "case files or folders of them")->required();
  simp->add_option("--evals", v.simplify_evals, "replays per case, at most (default 4000)");
}

void declare_hunt(CLI::App& app, VerbArgs& v) {
  auto* hun = app.add_subcommand("hunt", "search one variant's worst inputs: largest error, decision flips");
  hun->add_option("--variant", v.hunt.variant, "the variant (family/name/scalar, or a unique name/scalar)")
      ->required();
  hun->add_option("--property", v.hunt.properties, "only these properties (default: every one that judges it)");
  hun->add_option("--time", v.hunt.time, "seconds (default 30 when --evals is not given)");
  hun->add_option("--evals", v.hunt.evals, "cases evaluated, at most: the deterministic budget");
  hun->add_option("--seed", v.hunt.seed, "seed: different seeds explore differently (default 1)");
  hun->add_option("--out", v.hunt.out, "where the case files go (default build/hunt/<variant>)");
  hun->add_option("--corpus", v.hunt.corpus, "folders of saved cases to start from (default as check)");
  hun->add_flag("--no-corpus", v.hunt.no_corpus, "start from samples only");
  hun->add_flag("--sample-only", v.hunt.sample_only,
                "plain random sampling of each property's regimes, no climbing (the baseline)");
}

/// Runs the verb the command line named; a usage error (exit 2) names what is wrong.
int run_verb(const CLI::App& app, VerbArgs& v, const MainOptions& options) {
  try {
    for (const auto& name : v.list.families)
      if (!cc::check::find_family(name)) throw UsageError("unknown family '" + name + "' (see list)");
    if (app.got_subcommand("list")) return cli::cmd_list(v.list, std::cout);
    if (app.got_subcommand("report")) return cmd_report(v.report_inputs, v.report_output);
    if (app.got_subcommand("summary")) return cmd_summary(v.summary);
    if (app.got_subcommand("precision")) return cmd_precision(v.precision);
    if (app.got_subcommand("eval")) return cmd_eval(v.eval_files, v.eval_isolation);
    if (app.got_subcommand("case")) return cli::cmd_case(v.case_args, std::cout);
    if (app.got_subcommand("simplify")) return cmd_simplify(v.simplify_paths, v.simplify_evals);
    if (app.got_subcommand("hunt")) return cmd_hunt(v.hunt, options);
    return cmd_check(v.check, options);
  } catch (const cc::regress::CaseFileError& e) {
    std::cerr << options.program << ": malformed case file: " << e.what() << "\n";
    return kUsage;
  } catch (const UsageError& e) {
    std::cerr << options.program << ": " << e.what() << "\n";
    return kUsage;
  } catch (const std::exception& e) {
    std::cerr << options.program << ": error: " << e.what() << "\n";
    return kUsage;
  }
}

}  // namespace

int main(int argc, char** argv, const MainOptions& options) {
  // An unknown verb is named as such (CLI11 would ask for "a subcommand").
  if (argc > 1 && argv[1][0] != '-' && std::find(kVerbs.begin(), kVerbs.end(), argv[1]) == kVerbs.end()) {
    std::string verbs;
    for (const auto& verb : kVerbs) verbs += (verbs.empty() ? "" : ", ") + verb;
    std::cerr << options.program << ": unknown command '" << cli::printable(argv[1]) << "' (commands: " << verbs
              << "; --help for more)\n";
    return kUsage;
  }
  CLI::App app{options.program + ": verification of 2D collision kernels against exact oracles"};
  app.name(options.program);
  app.require_subcommand(1);
  app.set_version_flag("--version", COLLIDE_CHECK_VERSION);

  VerbArgs v;
  declare_list(app, v);
  declare_check(app, v);
  declare_eval(app, v);
  declare_case(app, v);
  declare_report(app, v);
  declare_summary(app, v);
  declare_precision(app, v);
  declare_simplify(app, v);
  declare_hunt(app, v);

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

  return run_verb(app, v, options);
}

}  // namespace collide_check
