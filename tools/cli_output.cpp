// What the command writes (cli_output.h).

#include "cli_output.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "../properties/format.h"
#include "../regressions/case_file.h"
#include "../regressions/gate_json.h"

namespace collide_check::cli {
namespace {

using namespace cc;

/// A share of a bound, three significant digits: "0.391", or "1.2e-05".
std::string ratio_text(double r) {
  std::ostringstream o;
  o << std::setprecision(3) << r;
  return o.str();
}

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char ch : s) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        // XML 1.0 has no control characters but tab and line breaks.
        if (static_cast<unsigned char>(ch) < 0x20 && ch != '\n' && ch != '\t' && ch != '\r') out += "?";
        else out += ch;
    }
  }
  return out;
}

bool listed(const ListOptions& o, const std::string& family) {
  return o.families.empty() || std::find(o.families.begin(), o.families.end(), family) != o.families.end();
}

std::string reports_text(const check::VariantInfo& v) {
  std::string s = v.reports.decision == Reports::Decision::kinds ? "kinds"
                  : v.reports.values_when_apart                  ? "hit or miss, values when apart too"
                                                                 : "hit or miss";
  for (const auto& c : v.reports.values) s += ", " + c;
  return s;
}

/// Seconds as a plain decimal (JUnit readers reject scientific notation).
std::string seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

int count_flaws(const regress::GateRow& row) {
  int n = 0;
  for (const auto& f : row.flaws) n += f.generated > 0 || f.replayed > 0;
  return n;
}

}  // namespace

std::string printable(const std::string& s) {
  std::string out;
  for (unsigned char ch : s) {
    if (out.size() >= 200) {
      out += "...";
      break;
    }
    if (ch >= 0x20 && ch < 0x7f) {
      out += static_cast<char>(ch);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", ch);
      out += buf;
    }
  }
  return out;
}

int cmd_list(const ListOptions& o, std::ostream& out) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto* f : check::families()) {
    if (!listed(o, f->name())) continue;
    nlohmann::json jf;
    jf["family"] = f->name();
    jf["question"] = f->question();
    jf["fields"] = f->fields();
    jf["value_components"] = f->value_components();
    jf["regimes"] = f->regimes();
    jf["supports_band"] = f->supports_band();
    jf["properties"] = nlohmann::json::array();
    for (const auto& p : f->properties())
      jf["properties"].push_back({{"name", p.name}, {"asserts", p.sentence}, {"regimes", p.regimes}});
    jf["variants"] = nlohmann::json::array();
    for (const auto* v : f->variants()) {
      nlohmann::json jv{{"id", v->id()}, {"source", v->source}, {"contract", v->contract_text},
                        {"reports", reports_text(*v)}};
      jv["known_flaws"] = nlohmann::json::array();
      for (const auto& fl : v->flaws)
        jv["known_flaws"].push_back({{"property", fl.property},
                                     {"inputs", fl.inputs.text()},
                                     {"why", fl.explanation},
                                     {"raises", fl.raises},
                                     {"rare", fl.rare}});
      jv["stages"] = v->stages;
      for (const auto& r : v->rare_stages)
        jv["rare_stages"].push_back({{"stage", r.stage}, {"regime", r.regime}, {"why", r.why}});
      jv["properties"] = nlohmann::json::array();
      for (const auto& p : f->properties())
        if (f->judges(*v, p.name)) jv["properties"].push_back(p.name);
      jf["variants"].push_back(jv);
    }
    j.push_back(jf);
  }
  if (o.json) {
    out << j.dump(2) << "\n";
    return 0;
  }
  for (const auto* f : check::families()) {
    if (!listed(o, f->name())) continue;
    if (o.brief) {
      for (const auto* v : f->variants())
        out << v->id() << "  " << v->flaws.size() << " declared flaw" << (v->flaws.size() == 1 ? "" : "s") << "  ("
            << v->source << ")\n";
      continue;
    }
    out << "family " << f->name() << ": " << f->question() << "\n  input: ";
    for (std::size_t i = 0; i < f->fields().size(); ++i) out << (i ? ", " : "") << f->fields()[i];
    out << "\n  values: ";
    for (std::size_t i = 0; i < f->value_components().size(); ++i) out << (i ? ", " : "") << f->value_components()[i];
    if (f->value_components().empty()) out << "none (decisions only)";
    out << "\n  band contracts: " << (f->supports_band() ? "yes" : "no") << "\n  regimes: ";
    for (std::size_t i = 0; i < f->regimes().size(); ++i) out << (i ? ", " : "") << f->regimes()[i];
    out << "\n  properties:\n";
    for (const auto& p : f->properties()) out << "    " << p.name << ": " << p.sentence << "\n";
    out << "  variants:\n";
    for (const auto* v : f->variants()) {
      out << "    " << v->id() << "\n      source:   " << v->source << "\n      reports:  " << reports_text(*v)
          << "\n      contract: " << v->contract_text << "\n";
      if (!v->stages.empty()) {
        out << "      stages:  ";
        for (const auto& st : v->stages) {
          out << " " << st;
          for (const auto& r : v->rare_stages)
            if (r.stage == st) out << " (rare; regime " << r.regime << ")";
        }
        out << "\n";
      }
      for (const auto& fl : v->flaws)
        out << "      known flaw (" << fl.property << (fl.raises ? ", raises" : "") << (fl.rare ? ", rare" : "")
            << ", on " << fl.inputs.text()
            << "): " << fl.explanation << "\n";
    }
  }
  return 0;
}

namespace {

/// Stage coverage, one line per stage under its variant: the most cases it
/// decided in one property's run (and which), the total over properties, and
/// the verdict.
void print_stages(const regress::GateReport& r, std::ostream& out) {
  if (r.stages.empty()) return;
  out << "\nstages: generated cases each stage of a kernel decided, the most in one property's run (minimum "
      << regress::stage_minimum(r.cases_per_property) << ") and in all:\n";
  std::size_t w = 5;
  for (const auto& s : r.stages) w = std::max(w, s.stage.size());
  std::string variant;
  for (const auto& s : r.stages) {
    if (s.variant != variant) out << "  " << (variant = s.variant) << "\n";
    out << "    " << std::left << std::setw(static_cast<int>(w + 2)) << s.stage << std::right << std::setw(7) << s.best
        << " (" << s.best_property << ")  " << s.total << " in all  " << regress::to_string(s.status);
    if (s.status == regress::StageRow::Status::rare) out << ": " << s.rare_why << " (regime " << s.rare_regime << ")";
    out << "\n";
    if (!regress::stage_ok(s.status)) out << "      " << s.detail << "\n";
  }
  bool any_not_judged = false;
  for (const auto& s : r.stages) any_not_judged = any_not_judged || s.status == regress::StageRow::Status::not_judged;
  if (any_not_judged)
    for (const auto& s : r.stages)
      if (s.status == regress::StageRow::Status::not_judged) {
        out << "  (not judged: " << s.detail << ")\n";
        break;
      }
}

}  // namespace

namespace {
/// A worst error in its unit: three decimals up to 10^6, three significant
/// digits in scientific notation beyond (an error of 1e300 u M is one number).
std::string measure_text(double v) {
  std::ostringstream o;
  if (v < 1e6)
    o << std::fixed << std::setprecision(3) << v;
  else
    o << std::scientific << std::setprecision(2) << v;
  return o.str();
}
}  // namespace

void print_table(const regress::GateReport& r, const std::string& reproduce, std::ostream& out) {
  std::size_t wv = 7, wp = 8;
  for (const auto& row : r.rows) {
    wv = std::max(wv, row.variant.size());
    wp = std::max(wp, row.property.size());
  }
  out << std::left << std::setw(static_cast<int>(wv + 2)) << "variant" << std::setw(static_cast<int>(wp + 2))
      << "property" << std::right << std::setw(8) << "cases" << std::setw(8) << "seconds" << "  result\n";
  for (const auto& row : r.rows) {
    out << std::left << std::setw(static_cast<int>(wv + 2)) << row.variant << std::setw(static_cast<int>(wp + 2))
        << row.property << std::right << std::setw(8) << row.replayed + row.generated << std::setw(8) << std::fixed
        << std::setprecision(2) << row.seconds << "  " << regress::to_string(row.status);
    if (row.worst_measure >= 0)
      out << "  (worst " << measure_text(row.worst_measure) << " " << row.measure_unit
          << (row.worst_ratio >= 0 ? ", " + ratio_text(row.worst_ratio) + " of the bound" : std::string()) << ")";
    if (row.vacuous > 0) out << "  [" << row.vacuous << " vacuous]";
    if (row.out_of_domain + row.replay_out_of_domain > 0)
      out << "  [" << row.out_of_domain + row.replay_out_of_domain << " outside the domain, not judged]";
    out << "\n";
    auto indent = [](const std::string& s) {
      std::string o = "      ";
      for (char ch : s) o += ch == '\n' ? std::string("\n      ") : std::string(1, ch);
      return o;
    };
    for (const auto& f : row.flaws) {
      out << "      flaw on " << f.inputs << ": " << f.generated << " generated failure"
          << (f.generated == 1 ? "" : "s");
      if (f.replayed > 0) out << ", " << f.replayed << " saved";
      out << "\n";
      if (!f.saved_path.empty()) out << "        minimal case saved: " << f.saved_path << "\n";
    }
    if (row.status == regress::RowStatus::pass || row.status == regress::RowStatus::flaw_found) continue;
    if (row.status == regress::RowStatus::flaw_unjudged) {
      out << indent(row.detail) << "\n";
      continue;
    }
    if (!row.found_by.empty()) out << "      found by: " << row.found_by << "\n";
    if (!row.minimal_case.empty()) out << "      minimal case: " << row.minimal_case << "\n";
    if (!row.saved_path.empty()) out << "      saved: " << row.saved_path << "\n";
    if (!row.detail.empty()) out << indent(row.detail) << "\n";
  }
  out << "\nregimes: generated cases judged (summed over properties), and those outside the domain, not judged:\n";
  std::map<std::string, std::map<std::string, std::pair<int, int>>> per_variant;  // judged, outside
  for (const auto& row : r.rows) {
    for (const auto& [regime, n] : row.regime_counts) per_variant[row.variant][regime].first += n;
    for (const auto& [regime, n] : row.regime_out_of_domain) per_variant[row.variant][regime].second += n;
  }
  for (const auto& [variant, counts] : per_variant) {
    out << "  " << variant << ":";
    for (const auto& [regime, n] : counts) {
      out << " " << regime << "=" << n.first;
      if (n.second > 0 && n.first == 0) out << " (NONE judged: all " << n.second << " outside)";
      else if (n.second > 0) out << " (+" << n.second << " outside)";
    }
    out << "\n";
  }
  print_stages(r, out);
  for (const auto& [family, rate] : r.fallback_rate)
    out << "oracle " << family << ": exact fallback on " << std::setprecision(4) << 100.0 * rate
        << "% of filtered decisions\n";
  int failures = 0, flaws = 0, vacuous = 0, outside = 0;
  long long judged = 0;
  for (const auto& st : r.stages) failures += !regress::stage_ok(st.status);
  for (const auto& row : r.rows) {
    failures += !regress::row_ok(row.status);
    flaws += count_flaws(row);
    vacuous += row.vacuous;
    outside += row.out_of_domain + row.replay_out_of_domain;
    judged += row.generated + row.replayed;
  }
  // What the domain left untested, as a share of everything drawn.
  if (judged + outside > 0) {
    const double share = static_cast<double>(judged) / static_cast<double>(judged + outside);
    out << "judged " << judged << " of " << judged + outside << " cases (" << std::setprecision(3) << 100.0 * share
        << "%); the rest fell outside the contracts' domains\n";
    if (share < 0.5)
      out << "warning: fewer than half of the cases were judged: the domain, not the kernel, decides what this run "
             "tested (see the regimes above)\n";
  }
  out << r.rows.size() << " checks, " << failures << " failing, " << flaws << " declared flaws found; " << vacuous
      << " vacuous cases, " << outside << " outside a contract's domain (not judged); corpus " << r.corpus_cases
      << " cases; seed " << r.seed << (r.shard_count > 1 ? ", shard " + std::to_string(r.shard_index) + "/" +
                                                                std::to_string(r.shard_count)
                                                          : "")
      << " (reproduce with " << reproduce << ")\n";
}

void print_saved(const regress::GateReport& r, const std::string& save_dir, std::ostream& out) {
  for (const auto& e : r.save_errors) out << "could not save a case: " << e << "\n";
  if (r.saved.empty()) {
    out << (save_dir.empty() ? "saving is off: no case files written\n" : "no new case files\n");
    return;
  }
  const std::set<std::string> files(r.saved.begin(), r.saved.end());  // one input may stop several checks
  out << files.size() << " new case file" << (files.size() == 1 ? "" : "s") << " saved in " << save_dir
      << " (commit them with the fix or the flaw declaration they witness):\n";
  for (const auto& p : files) out << "  " << p << "\n";
}

void write_json(const std::string& path, const regress::GateReport& r) {
  nlohmann::json j;
  j["seed"] = r.seed;
  j["cases_per_property"] = r.cases_per_property;
  j["shard"] = {{"index", r.shard_index}, {"count", r.shard_count}};
  j["ok"] = r.ok();
  j["corpus_cases"] = r.corpus_cases;
  j["oracle_fallback_rate"] = r.fallback_rate;
  j["saved"] = r.saved;
  j["save_errors"] = r.save_errors;
  j["rows"] = nlohmann::json::array();
  for (const auto& row : r.rows) j["rows"].push_back(regress::to_json(row));
  j["stage_coverage"] = nlohmann::json::array();
  for (const auto& st : r.stages) {
    nlohmann::json js{{"family", st.family}, {"variant", st.variant},   {"stage", st.stage},
                      {"best", st.best},     {"best_property", st.best_property}, {"total", st.total},
                      {"by_regime", st.by_regime}, {"status", regress::to_string(st.status)},
                      {"ok", regress::stage_ok(st.status)}};
    if (!st.rare_regime.empty()) js["rare"] = {{"regime", st.rare_regime}, {"why", st.rare_why}};
    if (!st.detail.empty()) js["detail"] = st.detail;
    j["stage_coverage"].push_back(js);
  }
  std::ofstream out(path);
  if (!out || !(out << j.dump(2) << "\n")) throw UsageError("cannot write " + path);
}

void write_junit(const std::string& path, const regress::GateReport& r, const std::string& reproduce) {
  std::ofstream out(path);
  if (!out) throw UsageError("cannot write " + path);
  int failures = 0, skipped = 0;
  double total = 0;
  for (const auto& row : r.rows) {
    failures += !regress::row_ok(row.status);
    skipped += row.status == regress::RowStatus::flaw_found || row.status == regress::RowStatus::flaw_unjudged;
    total += row.seconds;
  }
  std::vector<const regress::StageRow*> failed_stages;  // one failing testcase each
  for (const auto& st : r.stages)
    if (!regress::stage_ok(st.status)) failed_stages.push_back(&st);
  const std::size_t tests = r.rows.size() + failed_stages.size();
  failures += static_cast<int>(failed_stages.size());
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"collide-check\" tests=\"" << tests << "\" failures=\"" << failures
      << "\" skipped=\"" << skipped << "\" time=\"" << seconds(total) << "\">\n";
  out << "  <testsuite name=\"collide-check seed " << r.seed << "\" tests=\"" << tests << "\" failures=\""
      << failures << "\" skipped=\"" << skipped << "\" time=\"" << seconds(total) << "\">\n";
  for (const auto& row : r.rows) {
    out << "    <testcase classname=\"" << xml_escape(row.variant) << "\" name=\"" << xml_escape(row.property)
        << "\" time=\"" << seconds(row.seconds) << "\">\n";
    if (row.status == regress::RowStatus::flaw_found) {
      std::string why = "declared flaw";
      for (const auto& f : row.flaws) why += "; on " + f.inputs + ": " + f.explanation;
      out << "      <skipped message=\"" << xml_escape(why) << "\"/>\n";
    } else if (row.status == regress::RowStatus::flaw_unjudged) {
      out << "      <skipped message=\"" << xml_escape(std::string(regress::to_string(row.status)) + ": " + row.detail)
          << "\"/>\n";
    } else if (!regress::row_ok(row.status)) {
      std::string text = row.detail;
      if (!row.minimal_case.empty()) text += "\nminimal case: " + row.minimal_case;
      if (!row.saved_path.empty()) text += "\nsaved: " + row.saved_path + "\nreplay: collide-check eval " + row.saved_path;
      text += "\nreproduce: " + reproduce + " --variant " + row.variant + " --property " + row.property;
      const std::string first = row.detail.substr(0, row.detail.find('\n'));
      out << "      <failure message=\"" << xml_escape(std::string(regress::to_string(row.status)) + ": " + first)
          << "\" type=\"" << xml_escape(regress::to_string(row.status)) << "\">" << xml_escape(text)
          << "</failure>\n";
    }
    out << "    </testcase>\n";
  }
  for (const auto* st : failed_stages)
    out << "    <testcase classname=\"" << xml_escape(st->variant) << "\" name=\"stage " << xml_escape(st->stage)
        << "\" time=\"0\">\n      <failure message=\"" << xml_escape(st->detail) << "\" type=\"stage_coverage\">"
        << xml_escape(st->detail) << "</failure>\n    </testcase>\n";
  out << "  </testsuite>\n</testsuites>\n";
  if (!out) throw UsageError("cannot write " + path);
}

int cmd_case(const CaseArgs& a, std::ostream& out) {
  const auto* family = check::find_family(a.family);
  if (!family) throw UsageError("unknown family '" + printable(a.family) + "' (see list)");
  if (a.scalar != "f32" && a.scalar != "f64") throw UsageError("--scalar is f32 or f64, got '" + printable(a.scalar) + "'");
  if (a.values.size() != family->fields().size()) {
    std::string names;
    for (const auto& f : family->fields()) names += (names.empty() ? "" : " ") + f;
    throw UsageError(a.family + " takes " + std::to_string(family->fields().size()) + " values (" + names + "), got " +
                     std::to_string(a.values.size()));
  }
  regress::CaseFile c;
  c.data.family = a.family;
  c.data.scalar = a.scalar == "f32" ? check::Scalar::f32 : check::Scalar::f64;
  for (std::size_t i = 0; i < a.values.size(); ++i) {
    std::string why;
    double v = 0;
    if (!regress::parse_exact_value(a.values[i], c.data.scalar, v, why)) {
      // A decimal that is no value of the scalar (0.1) is rounded to the
      // nearest one, and the file says so.
      std::string not_a_number;
      if (!regress::parse_nearest_value(a.values[i], c.data.scalar, v, not_a_number))
        throw UsageError(family->fields()[i] + ": " + not_a_number);
      c.notes.push_back(family->fields()[i] + ": typed " + a.values[i] + ", rounded to the nearest " +
                        check::to_string(c.data.scalar) + ", " + check::hex(v));
    }
    c.data.values.push_back(v);
  }
  c.found_by = "written by hand";
  c.tool_version = COLLIDE_CHECK_VERSION;
  c.date = regress::today();
  if (a.output.empty()) {
    out << regress::render(c);
    return 0;
  }
  const std::string path = regress::write_case(c, a.output);
  out << "wrote " << path << "\n";
  return 0;
}

}  // namespace collide_check::cli
