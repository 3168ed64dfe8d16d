#include "summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <stdexcept>
#include <vector>

namespace cc::bench {
namespace {

struct Row {
  std::string family, variant, scalar, inputs;
};

std::optional<Row> parse_name(const std::string& name) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t slash; (slash = name.find('/', start)) != std::string::npos; start = slash + 1)
    parts.push_back(name.substr(start, slash - start));
  parts.push_back(name.substr(start));
  if (parts.size() != 4) return std::nullopt;
  return Row{parts[0], parts[1], parts[2], parts[3]};
}

double to_ns(double t, const std::string& unit) {
  if (unit == "us") return t * 1e3;
  if (unit == "ms") return t * 1e6;
  if (unit == "s") return t * 1e9;
  return t;
}

// ns per call, by family, then "<variant>/<scalar>/<inputs>".
using Times = std::map<std::string, std::map<std::string, double>>;

Times collect(const nlohmann::json& output) {
  Times times;
  bool has_aggregates = false;
  for (const auto& b : output.at("benchmarks"))
    if (b.value("run_type", "") == "aggregate") has_aggregates = true;
  for (const auto& b : output.at("benchmarks")) {
    const bool aggregate = b.value("run_type", "") == "aggregate";
    if (has_aggregates && !(aggregate && b.value("aggregate_name", "") == "median")) continue;
    const auto row = parse_name(b.value("run_name", b.value("name", "")));
    if (!row) continue;
    times[row->family][row->variant + "/" + row->scalar + "/" + row->inputs] =
        to_ns(b.at("cpu_time").get<double>(), b.value("time_unit", "ns"));
  }
  return times;
}

std::optional<double> lookup(const std::map<std::string, double>& rows, const std::string& key) {
  const auto it = rows.find(key);
  if (it == rows.end()) return std::nullopt;
  return it->second;
}

// The fastest seed variant at f64 on one input set, and its name.
std::optional<std::pair<double, std::string>> fastest_seed(const std::map<std::string, double>& rows,
                                                            const std::string& inputs) {
  std::optional<std::pair<double, std::string>> best;
  for (const auto& [key, ns] : rows) {
    const auto row = parse_name("f/" + key);
    if (!row || row->variant.rfind("seed", 0) != 0 || row->scalar != "f64" || row->inputs != inputs) continue;
    if (!best || ns < best->first) best = {{ns, row->variant}};
  }
  return best;
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

struct Target {
  const char* what;
  double limit;
  bool at_most;  // ratio <= limit; otherwise ratio >= limit
};

}  // namespace

std::string speed_summary(const nlohmann::json& output) {
  const Times times = collect(output);
  if (times.empty()) throw std::runtime_error("no benchmark rows named <family>/<variant>/<scalar>/<inputs>");
  const Target robust_generic{"robust f64 / fastest seed f64, generic", 2, true};
  const Target robust_near{"robust f64 / fastest seed f64, near-degenerate", 10, true};
  const Target f32_generic{"robust f32 / robust f64, generic", 1, true};
  const Target f32_near{"robust f32 / robust f64, near-degenerate", 1, true};
  const Target oracle_generic{"oracle exact-only / filtered, generic", 100, false};

  std::string table =
      "| family | fastest seed f64 (ns, generic / near) | robust f64 (ns, generic / near) | robust / seed, generic "
      "(<= 2) | robust / seed, near (<= 10) | f32 / f64 robust, generic (<= 1) | f32 / f64 robust, near (<= 1) | "
      "oracle filtered (ns, generic) | exact-only / filtered, generic (>= 100) | exact-only / filtered, near |\n"
      "|---|---|---|---|---|---|---|---|---|---|\n";
  std::vector<std::string> misses;
  int met = 0, judged = 0;
  const auto cell = [&](const std::string& family, std::optional<double> num, std::optional<double> den,
                        const Target* target) -> std::string {
    if (!num || !den || *den <= 0) return "-";
    const double ratio = *num / *den;
    std::string s = fixed(ratio, ratio < 10 ? 2 : 0) + "x";
    if (target) {
      ++judged;
      const bool ok = target->at_most ? ratio <= target->limit : ratio >= target->limit;
      if (ok) {
        ++met;
      } else {
        s += " (miss)";
        misses.push_back(family + ": " + target->what + " is " + fixed(ratio, 2) + "x, target " +
                         (target->at_most ? "<= " : ">= ") + fixed(target->limit, 0) + "x");
      }
    }
    return s;
  };
  const auto ns = [](std::optional<double> v) { return v ? fixed(*v, *v < 100 ? 1 : 0) : std::string("-"); };
  for (const auto& [family, rows] : times) {
    const auto seed_g = fastest_seed(rows, "generic"), seed_n = fastest_seed(rows, "near_degenerate");
    const auto robust_g = lookup(rows, "robust/f64/generic"), robust_n = lookup(rows, "robust/f64/near_degenerate");
    const auto robust32_g = lookup(rows, "robust/f32/generic"),
               robust32_n = lookup(rows, "robust/f32/near_degenerate");
    const auto filtered_g = lookup(rows, "oracle_filtered/f64/generic"),
               filtered_n = lookup(rows, "oracle_filtered/f64/near_degenerate");
    const auto exact_g = lookup(rows, "oracle_exact_only/f64/generic"),
               exact_n = lookup(rows, "oracle_exact_only/f64/near_degenerate");
    std::optional<double> seed_ns_g, seed_ns_n;
    if (seed_g) seed_ns_g = seed_g->first;
    if (seed_n) seed_ns_n = seed_n->first;
    table += "| " + family + " | " + ns(seed_ns_g) + " / " + ns(seed_ns_n) + (seed_g ? " (" + seed_g->second + ")" : "") +
             " | " + ns(robust_g) + " / " + ns(robust_n) + " | " + cell(family, robust_g, seed_ns_g, &robust_generic) +
             " | " + cell(family, robust_n, seed_ns_n, &robust_near) + " | " +
             cell(family, robust32_g, robust_g, &f32_generic) + " | " + cell(family, robust32_n, robust_n, &f32_near) +
             " | " + ns(filtered_g) + " | " + cell(family, exact_g, filtered_g, &oracle_generic) + " | " +
             cell(family, exact_n, filtered_n, nullptr) + " |\n";
  }
  std::string out = table + "\n" + std::to_string(met) + " of " + std::to_string(judged) + " targets met";
  out += misses.empty() ? ".\n" : ":\n";
  for (const auto& m : misses) out += "  miss: " + m + "\n";
  return out;
}

}  // namespace cc::bench
