// The precision report (tools/report.h).

#include "report.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "properties/registry.h"

namespace cc::report {
namespace {

using nlohmann::json;

const json& field(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) throw MalformedGateJson(std::string("gate JSON: missing field '") + key + "'");
  return j.at(key);
}

template <class T>
T get(const json& j, const char* key) {
  try {
    return field(j, key).get<T>();
  } catch (const json::exception&) {
    throw MalformedGateJson(std::string("gate JSON: field '") + key + "' has the wrong type");
  }
}

/// Markdown table cells must not contain '|' or line breaks.
std::string cell(std::string s) {
  for (char& c : s)
    if (c == '\n') c = ' ';
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\";
    out += c;
  }
  return out;
}

std::string number(double v, int digits = 3) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*g", digits, v);
  return buf;
}

struct Row {
  std::string property, status, unit, minimal_case, detail, flaws;
  int cases = 0;
  double worst = -1;
  bool ok = true;
};

/// The first line of a detail message ("declared: ..." for a found flaw).
std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

}  // namespace

json merge_shards(const std::vector<json>& shards, const std::vector<std::string>& names) {
  if (shards.empty()) throw MalformedGateJson("no gate JSON given");
  auto shard_of = [&](std::size_t i) {
    const json& j = shards[i];
    if (!j.is_object() || !j.contains("shard") || !j.contains("seed") || !j.contains("cases_per_property"))
      throw MalformedGateJson(names[i] + ": not the JSON of collide-check check (missing shard, seed or cases)");
    return std::pair<int, int>{get<int>(field(j, "shard"), "index"), get<int>(field(j, "shard"), "count")};
  };
  const auto [first_index, count] = shard_of(0);
  (void)first_index;
  std::vector<int> seen(static_cast<std::size_t>(std::max(count, 1)), 0);
  for (std::size_t i = 0; i < shards.size(); ++i) {
    const auto [index, n] = shard_of(i);
    if (n != count || get<std::uint64_t>(shards[i], "seed") != get<std::uint64_t>(shards[0], "seed") ||
        get<int>(shards[i], "cases_per_property") != get<int>(shards[0], "cases_per_property"))
      throw MalformedGateJson(names[i] + ": a shard of a different run (seed, cases or shard count differ from " +
                              names[0] + ")");
    if (index < 0 || index >= count) throw MalformedGateJson(names[i] + ": shard index out of range");
    if (seen[static_cast<std::size_t>(index)]++) throw MalformedGateJson(names[i] + ": shard " + std::to_string(index) + " given twice");
  }
  for (int i = 0; i < count; ++i)
    if (!seen[static_cast<std::size_t>(i)])
      throw MalformedGateJson("incomplete set of shards: shard " + std::to_string(i) + " of " + std::to_string(count) +
                              " is missing");
  json merged = shards[0];
  merged["shard"] = {{"index", 0}, {"count", 1}};
  merged["rows"] = json::array();
  merged["corpus_cases"] = get<int>(shards[0], "corpus_cases");
  bool ok = true;
  for (const auto& s : shards) {
    ok = ok && get<bool>(s, "ok");
    for (const auto& r : field(s, "rows")) merged["rows"].push_back(r);
    if (s.contains("oracle_fallback_rate"))
      for (const auto& [k, v] : s.at("oracle_fallback_rate").items()) merged["oracle_fallback_rate"][k] = v;
  }
  merged["ok"] = ok;
  return merged;
}

void write_markdown(const json& gate, std::ostream& out) {
  const json& rows = field(gate, "rows");
  if (!rows.is_array()) throw MalformedGateJson("gate JSON: 'rows' is not an array");
  const json& fallback = field(gate, "oracle_fallback_rate");

  // variant id -> its rows, in the gate's order.
  std::map<std::string, std::vector<Row>> by_variant;
  int failing = 0, flaws = 0;
  for (const json& r : rows) {
    Row row;
    row.property = get<std::string>(r, "property");
    row.status = get<std::string>(r, "status");
    row.ok = get<bool>(r, "ok");
    row.cases = get<int>(r, "generated") + get<int>(r, "replayed");
    if (r.contains("worst_measure")) {
      row.worst = get<double>(r, "worst_measure");
      row.unit = get<std::string>(r, "measure_unit");
    }
    if (r.contains("flaws"))
      for (const json& f : r.at("flaws")) {
        if (!row.flaws.empty()) row.flaws += "; ";
        row.flaws += get<std::string>(f, "inputs") + " (" + std::to_string(get<int>(f, "generated")) + " generated)";
        if (row.minimal_case.empty() && f.contains("minimal_case")) row.minimal_case = get<std::string>(f, "minimal_case");
      }
    if (r.contains("minimal_case")) row.minimal_case = get<std::string>(r, "minimal_case");
    if (r.contains("detail")) row.detail = first_line(get<std::string>(r, "detail"));
    failing += !row.ok;
    flaws += row.status == "flaw found";
    by_variant[get<std::string>(r, "variant")].push_back(row);
  }

  out << "# collide-check precision report\n\n";
  out << "Gate run: seed " << get<std::uint64_t>(gate, "seed");
  if (gate.contains("cases_per_property")) out << ", " << get<int>(gate, "cases_per_property") << " generated cases per property";
  out << ", " << get<int>(gate, "corpus_cases") << " saved cases replayed first. Result: "
      << (get<bool>(gate, "ok") ? "**pass**" : "**FAIL**") << " (" << rows.size() << " checks, " << failing
      << " failing, " << flaws << " declared flaws found).\n\n";
  out << "Each family below lists its variants with the source they follow and the contract they are held to, "
         "then what every property found. *Worst* is the largest error measured over the passing cases, in the "
         "family's unit (for a seed variant, only over the cases before its first failure). A declared flaw is "
         "a failure the variant is known to have; its minimal case is replayed on every run.\n\n";

  // Summary: one line per variant.
  out << "## Summary\n\n| variant | properties | fewest cases | declared flaws found | failing | worst error |\n"
         "|---|---|---|---|---|---|\n";
  for (const auto* family : check::families())
    for (const auto* vp : family->variants()) {
      const auto& v = *vp;
      const auto it = by_variant.find(v.id());
      if (it == by_variant.end()) continue;
      int fewest = -1, found = 0, bad = 0;
      double worst = -1;
      std::string unit;
      for (const Row& r : it->second) {
        fewest = fewest < 0 ? r.cases : std::min(fewest, r.cases);
        found += r.status == "flaw found";
        bad += !r.ok;
        if (r.status == "pass" && r.worst > worst) {
          worst = r.worst;
          unit = r.unit;
        }
      }
      out << "| `" << v.id() << "` | " << it->second.size() << " | " << fewest << " | " << found << " | " << bad
          << " | " << (worst >= 0 ? number(worst) + " (" + cell(unit) + ")" : "-") << " |\n";
    }

  for (const auto* family : check::families()) {
    bool present = false;
    for (const auto* v : family->variants()) present = present || by_variant.count(v->id());
    if (!present) continue;
    out << "\n## " << family->name() << "\n\n";
    if (fallback.contains(family->name()))
      out << "Oracle: exact arithmetic on " << number(100 * fallback.at(family->name()).get<double>())
          << " % of its filtered decisions in this run.\n\n";
    for (const auto* vp : family->variants()) {
      const auto& v = *vp;
      const auto it = by_variant.find(v.id());
      if (it == by_variant.end()) continue;
      out << "### `" << v.id() << "`\n\n";
      out << "- Source: " << v.source << "\n- Contract: " << v.contract_text << "\n\n";
      out << "| property | cases | result | worst |\n|---|---|---|---|\n";
      for (const Row& r : it->second)
        out << "| " << r.property << " | " << r.cases << " | " << r.status << " | "
            << (r.worst >= 0 ? number(r.worst) + " " + cell(r.unit) : "-") << " |\n";
      bool any_flaw = false;
      for (const Row& r : it->second) {
        if (r.status == "pass") continue;
        if (!any_flaw) out << "\n";
        any_flaw = true;
        out << "- **" << r.property << "** (" << r.status << "): " << (r.flaws.empty() ? r.detail : "on " + r.flaws);
        if (!r.detail.empty() && r.detail.back() != '.') out << ".";
        if (!r.minimal_case.empty()) out << " Minimal case: `" << r.minimal_case << "`.";
        out << "\n";
      }
      out << "\n";
    }
  }
}

}  // namespace cc::report
