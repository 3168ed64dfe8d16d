// collide-check-bench: every family's kernel variants and oracle (bench/harness.h),
// then the speed summary (bench/summary.h).
//
//   collide-check-bench [Google Benchmark flags] [--summary_out=FILE]
//   collide-check-bench --summarize FILE.json [FILE.json ...]
//
// The summary follows the console table on standard output (on standard error
// when --benchmark_format puts JSON or CSV there), and is also written to
// --summary_out when given. The machine-readable rows come from Google
// Benchmark itself: --benchmark_format=json, or --benchmark_out=FILE.

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "families.h"
#include "harness.h"
#include "include/collide_check/main.h"
#include "summary.h"

namespace {

/// Google Benchmark's JSON, read leniently: it writes NaN and inf (a
/// counter's coefficient of variation over a zero mean), which JSON has no
/// literal for; they are read as null.
nlohmann::json read_json(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::stringstream text;
  text << in.rdbuf();
  static const std::regex non_finite(R"((:\s*)-?(NaN|nan|inf|Infinity)\b)");
  return nlohmann::json::parse(std::regex_replace(text.str(), non_finite, "$1null"));
}

// Every bundled variant and scalar must have rows: a variant added to the
// registry without a benchmark is an error, not a silent gap.
bool every_variant_has_rows() {
  const auto& rows = cc::bench::registered_rows();
  const std::set<std::string> registered(rows.begin(), rows.end());
  bool ok = true;
  for (const auto* family : cc::check::families())
    for (const auto* v : family->variants())
      if (!registered.count(v->id())) {
        std::cerr << "collide-check-bench: no benchmark rows for " << v->id() << " (bench/families.cpp)\n";
        ok = false;
      }
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (argc >= 2 && std::string(argv[1]) == "--summarize") {
      if (argc < 3) {
        std::cerr << "usage: collide-check-bench --summarize FILE.json [FILE.json ...]\n";
        return 2;
      }
      nlohmann::json merged{{"benchmarks", nlohmann::json::array()}};
      for (int i = 2; i < argc; ++i) {
        const nlohmann::json file = read_json(argv[i]);  // kept alive: the loop reads into it
        for (const auto& b : file.at("benchmarks")) merged["benchmarks"].push_back(b);
      }
      std::cout << cc::bench::speed_summary(merged);
      return 0;
    }

    std::vector<std::string> args(argv, argv + argc);
    std::string out_path, summary_path;
    bool summary_to_stderr = false;
    for (auto it = args.begin() + 1; it != args.end();) {
      if (it->rfind("--summary_out=", 0) == 0) {
        summary_path = it->substr(14);
        it = args.erase(it);
        continue;
      }
      if (it->rfind("--benchmark_out=", 0) == 0) out_path = it->substr(16);
      if (*it == "--benchmark_format=json" || *it == "--benchmark_format=csv") summary_to_stderr = true;
      ++it;
    }
    const bool own_output = out_path.empty();
    if (own_output) {
      out_path = (std::filesystem::temp_directory_path() / ("collide-check-bench-" + std::to_string(getpid()) + ".json"))
                     .string();
      args.push_back("--benchmark_out=" + out_path);
      args.push_back("--benchmark_out_format=json");
    }

    collide_check::register_bundled_variants();
    cc::bench::register_family_rows();
    if (!every_variant_has_rows()) return 2;

    std::vector<char*> cargs;
    for (auto& a : args) cargs.push_back(a.data());
    int cargc = static_cast<int>(cargs.size());
    benchmark::Initialize(&cargc, cargs.data());
    if (benchmark::ReportUnrecognizedArguments(cargc, cargs.data())) return 2;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();

    const auto output = read_json(out_path);
    if (own_output) std::filesystem::remove(out_path);
    const std::string summary = cc::bench::speed_summary(output);
    (summary_to_stderr ? std::cerr : std::cout) << "\n" << summary;
    if (!summary_path.empty()) {
      std::ofstream(summary_path) << summary;
      std::cerr << "summary written to " << summary_path << "\n";
    }
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "collide-check-bench: " << e.what() << "\n";
    return 2;
  }
}
