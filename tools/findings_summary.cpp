// The measured summary of a findings page: see findings_summary.h.

#include "findings_summary.h"

#include <map>
#include <set>
#include <sstream>

namespace cc::findings {
namespace {

using nlohmann::json;

constexpr const char* kBegin = "<!-- measured: written by `collide-check summary` from ";
constexpr const char* kEnd = "<!-- end of measured -->";

const json& field(const json& j, const char* key) {
  if (!j.is_object() || !j.contains(key)) throw MalformedRun(std::string("run JSON: no '") + key + "'");
  return j.at(key);
}

long number(const json& j, const char* key) {
  const json& v = field(j, key);
  if (!v.is_number_integer()) throw MalformedRun(std::string("run JSON: '") + key + "' is not an integer");
  return v.get<long>();
}

std::string thousands(long n) {
  std::string s = std::to_string(n), out;
  const int lead = static_cast<int>(s.size()) % 3;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i != 0 && (static_cast<int>(i) - lead) % 3 == 0) out += ',';
    out += s[i];
  }
  return out;
}

/// A table cell: pipes escaped, one line.
std::string cell(std::string s) {
  std::string out;
  for (char c : s) {
    if (c == '|')
      out += "\\|";
    else if (c == '\n')
      out += ' ';
    else
      out += c;
  }
  return out;
}

std::string joined(const std::set<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

}  // namespace

json summarize(const json& run, const std::string& library) {
  const json& rows = field(run, "rows");
  if (!rows.is_array()) throw MalformedRun("run JSON: 'rows' is not an array");
  long generated = 0, replayed = 0, failing = 0, found = 0, outside = 0;
  struct Class {
    std::set<std::string> properties, variants;
    long generated = 0, replayed = 0;
    bool rare = false;
  };
  std::map<std::string, Class> classes;
  for (const json& r : rows) {
    generated += number(r, "generated");
    replayed += number(r, "replayed");
    outside += number(r, "out_of_domain") + number(r, "replay_out_of_domain");
    if (!field(r, "ok").get<bool>()) ++failing;
    if (!r.contains("flaws")) continue;
    for (const json& f : r.at("flaws")) {
      const long g = number(f, "generated"), k = number(f, "replayed");
      if (g + k > 0) ++found;
      Class& c = classes[field(f, "inputs").get<std::string>()];
      c.properties.insert(field(r, "property").get<std::string>());
      c.variants.insert(field(r, "variant").get<std::string>());
      c.generated += g;
      c.replayed += k;
      c.rare = c.rare || (f.contains("rare") && f.at("rare").get<bool>());
    }
  }
  json out;
  out["library"] = library;
  out["seed"] = field(run, "seed");
  out["cases_per_property"] = field(run, "cases_per_property");
  out["corpus_cases"] = number(run, "corpus_cases");
  out["checks"] = static_cast<long>(rows.size());
  out["generated"] = generated;
  out["replayed"] = replayed;
  out["failing"] = failing;
  out["declared_flaws_found"] = found;
  out["outside_domain"] = outside;
  json list = json::array();
  for (const auto& [inputs, c] : classes)
    list.push_back({{"inputs", inputs},
                    {"properties", std::vector<std::string>(c.properties.begin(), c.properties.end())},
                    {"variants", std::vector<std::string>(c.variants.begin(), c.variants.end())},
                    {"generated_failures", c.generated},
                    {"saved_cases_replayed", c.replayed},
                    {"rare", c.rare}});
  out["classes"] = list;
  return out;
}

std::string render(const json& s) {
  std::ostringstream o;
  const std::string library = s.at("library").get<std::string>();
  o << kBegin << library << ".json; do not edit -->\n";
  o << "Measured (`bash tools/run-libraries.sh " << library << "`, "
    << thousands(s.at("cases_per_property").get<long>()) << " cases per property, seed " << s.at("seed").get<long>()
    << "): " << s.at("checks").get<long>() << " checks, " << thousands(s.at("generated").get<long>())
    << " generated cases and " << thousands(s.at("replayed").get<long>()) << " saved ones replayed ("
    << s.at("corpus_cases").get<long>() << " case files), " << s.at("failing").get<long>() << " failing, "
    << s.at("declared_flaws_found").get<long>() << " declared flaws found (" << s.at("classes").size() << " classes), "
    << thousands(s.at("outside_domain").get<long>()) << " cases outside the domain (not judged).\n\n";
  o << "| declared class | variants | properties | generated failures | saved cases replayed |\n"
       "|---|---|---|---:|---:|\n";
  for (const json& c : s.at("classes")) {
    std::set<std::string> variants, properties;
    for (const auto& v : c.at("variants")) variants.insert(v.get<std::string>());
    for (const auto& p : c.at("properties")) properties.insert(p.get<std::string>());
    o << "| " << cell(c.at("inputs").get<std::string>()) << (c.at("rare").get<bool>() ? " (rare)" : "") << " | "
      << cell(joined(variants)) << " | " << cell(joined(properties)) << " | "
      << thousands(c.at("generated_failures").get<long>()) << " | " << c.at("saved_cases_replayed").get<long>()
      << " |\n";
  }
  o << kEnd;
  return o.str();
}

std::string current_block(const std::string& page) {
  const auto begin = page.find(kBegin);
  if (begin == std::string::npos) return {};
  const auto end = page.find(kEnd, begin);
  if (end == std::string::npos) return {};
  return page.substr(begin, end + std::string(kEnd).size() - begin);
}

std::string replace_block(const std::string& page, const std::string& block) {
  const auto begin = page.find(kBegin);
  const auto end = begin == std::string::npos ? std::string::npos : page.find(kEnd, begin);
  if (begin == std::string::npos || end == std::string::npos)
    throw std::invalid_argument(std::string("the page has no measured block: put the two lines '") + kBegin +
                                "LIBRARY.json; do not edit -->' and '" + kEnd + "' where it goes");
  return page.substr(0, begin) + block + page.substr(end + std::string(kEnd).size());
}

}  // namespace cc::findings
