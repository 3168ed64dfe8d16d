// The precision report (tools/precision.h): the page, its data, its worst
// cases and its plots.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "precision.h"
#include "regressions/case_file.h"

namespace cc::precision {
namespace {

namespace fs = std::filesystem;
using check::CaseData;
using check::Family;
using check::Scalar;
using check::VariantInfo;
using nlohmann::json;

std::string fmt(const char* format, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

/// A rate as a percentage people read: "0", "0.013%", "12.5%".
std::string percent(long wrong, long judged) {
  if (judged == 0) return "-";
  if (wrong == 0) return "0";
  const double p = 100.0 * static_cast<double>(wrong) / static_cast<double>(judged);
  return fmt(p >= 10 ? "%.0f%%" : p >= 1 ? "%.1f%%" : "%.2g%%", p);
}

/// log2(1 + ulps): 0 for the correctly rounded value, 1 for one ulp off,
/// about 53 (f64) or 24 (f32) when no bit is right.
double bits(double ulps) { return std::isinf(ulps) ? 64 : std::log2(1 + ulps); }

std::string ulps_text(double ulps) {
  if (std::isinf(ulps)) return "inf";
  if (ulps < 1e4) return fmt("%.0f", ulps);
  return fmt("%.2g", ulps);
}

/// Nearest-rank quantile of sorted values.
double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  const auto n = sorted.size();
  auto k = static_cast<std::size_t>(std::ceil(q * static_cast<double>(n)));
  k = std::clamp<std::size_t>(k, 1, n);
  return sorted[k - 1];
}

std::string thousands(long n) {
  std::string s = std::to_string(n), out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i && (s.size() - i) % 3 == 0) out += ',';
    out += s[i];
  }
  return out;
}

std::optional<double> speed_at(const json& speed, const std::string& key) {
  if (speed.is_object() && speed.contains(key) && speed[key].is_number()) return speed[key].get<double>();
  return std::nullopt;
}

/// A variant's ns per call on `inputs` ("generic", "near_degenerate"). A
/// library function has no collide-check-bench row: its generic figure is
/// examples/library-speed's, on that program's inputs ("library_inputs").
std::optional<double> speed_of(const json& speed, const VariantInfo& v, const char* inputs) {
  const std::string stem = v.family + "/" + v.name + "/" + to_string(v.scalar) + "/";
  if (const auto ns = speed_at(speed, stem + inputs)) return ns;
  if (std::string(inputs) == "generic") return speed_at(speed, stem + "library_inputs");
  return std::nullopt;
}

/// Whether the variant's generic figure is library-speed's (speed_of).
bool timed_on_library_inputs(const json& speed, const VariantInfo& v) {
  const std::string stem = v.family + "/" + v.name + "/" + to_string(v.scalar) + "/";
  return !speed_at(speed, stem + "generic") && speed_at(speed, stem + "library_inputs");
}

std::string ns_text(const std::optional<double>& ns) {
  if (!ns) return "-";
  return fmt(*ns < 10 ? "%.1f" : "%.0f", *ns);
}

std::string decade_text(int d) {
  if (d == -400) return "0";
  return "1e" + std::to_string(d);
}

/// Decades grouped by ten for reading: the scale sweep spreads its cases
/// over six hundred decades, a few per decade. Bin b holds [1e(10b), 1e(10b+10)).
int decade_bin(int d) { return d >= 0 ? d / 10 : -((-d + 9) / 10); }

std::map<int, Tally> binned(const std::map<int, Tally>& by_decade) {
  std::map<int, Tally> out;
  for (const auto& [d, t] : by_decade) {
    if (d == -400) continue;
    Tally& b = out[decade_bin(d)];
    b.judged += t.judged;
    b.wrong += t.wrong;
    b.errors += t.errors;
    b.outside += t.outside;
    b.out_of_domain += t.out_of_domain;
    b.not_called += t.not_called;
  }
  return out;
}

/// The main value component of a variant: the first it reports.
const ValueErrors* main_values(const VariantResult& r, std::string* component = nullptr) {
  for (const auto& c : r.info->reports.values) {
    const auto it = r.values.find(c);
    if (it != r.values.end() && !it->second.ulps.empty()) {
      if (component) *component = c;
      return &it->second;
    }
  }
  return nullptr;
}

std::string label(const VariantInfo& v) { return v.name + "/" + to_string(v.scalar); }

/// Writes the case of a worst result; returns its path relative to `base`.
std::string save_case(const CaseData& c, const VariantInfo& v, const std::string& why, const std::string& dir,
                      const std::string& base, std::uint64_t seed) {
  regress::CaseFile f;
  f.data = c;
  f.found_by = v.id() + " precision";
  f.verdict = why;
  f.seed = seed;
  const std::string path = regress::write_case(f, dir);
  return fs::relative(path, base).generic_string();
}

// ------------------------------------------------------------------ summary

struct Summary {
  const VariantResult* r;
  long judged, wrong;
  std::optional<double> generic_ns, near_ns;
  std::string component;
  std::vector<double> sorted;  ///< of the main component, in ulps of the value
  /// The same in the contract's unit (`unit`), and as fractions of the bound.
  std::vector<double> in_unit, of_bound;
  std::string unit;
  double worst_of_bound = -1, in_unit_at_worst = -1;  ///< the case nearest its bound
  long generic_judged = 0, generic_wrong = 0;
  std::string worst_path, wrong_path;
};

/// An error in the contract's unit: "2.69 u M", "1 ulp", "inf".
std::string unit_text(double v, const std::string& unit) {
  if (std::isinf(v)) return "inf";
  const std::string n = v == 0 ? "0" : v < 1e4 ? fmt(v < 10 ? "%.3g" : "%.0f", v) : fmt("%.2g", v);
  return n + " " + unit;
}

/// A fraction of a bound: "0.26", "inf".
std::string of_bound_text(double f) { return std::isinf(f) ? std::string("inf") : fmt("%.3g", f); }

/// A rate with its 95% upper confidence bound where none was seen: "0 of
/// 1,000 generic cases (so below 0.3% at 95% confidence)" by the rule of
/// three; otherwise the count and the percentage.
std::string rate_with_confidence(long wrong, long judged, const std::string& what) {
  if (judged == 0) return "none judged";
  if (wrong == 0) {
    // 1 - (1 - p)^n = 0.95 at p = -ln(0.05) / n, about 3 / n.
    const double upper = -std::log(0.05) / static_cast<double>(judged);
    return "0 of " + thousands(judged) + " " + what + " (so below " + fmt("%.2g", 100 * upper) + "% at 95% confidence)";
  }
  return thousands(wrong) + " of " + thousands(judged) + " " + what + " (" + percent(wrong, judged) + ")";
}

/// The widest run of ten-decade bins, around |values| of 1, where the
/// variant's wrong-decision rate on generic and scale_sweep cases stays at
/// most 0.1% (every bin with at least 20 cases): "[1e-10, 1e20)".
std::string reliable_range(const VariantResult& r) {
  std::vector<int> good;
  for (const auto& [b, t] : binned(r.by_decade))
    if (t.judged >= 20 && t.wrong * 1000 <= t.judged) good.push_back(b);
  if (good.empty()) return {};
  // The run containing decade 0 (|values| about 1), else the longest.
  int best_lo = good[0], best_hi = good[0], lo = good[0], hi = good[0];
  bool best_has_zero = lo <= 0 && 0 <= hi;
  for (std::size_t i = 1; i <= good.size(); ++i) {
    if (i < good.size() && good[i] == hi + 1) {
      hi = good[i];
      continue;
    }
    const bool has_zero = lo <= 0 && 0 <= hi;
    if ((has_zero && !best_has_zero) || (has_zero == best_has_zero && hi - lo > best_hi - best_lo)) {
      best_lo = lo;
      best_hi = hi;
      best_has_zero = has_zero;
    }
    if (i < good.size()) lo = hi = good[i];
  }
  return "[1e" + std::to_string(10 * best_lo) + ", 1e" + std::to_string(10 * (best_hi + 1)) + ")";
}

/// The largest distance from the boundary (2^j u M) at which a wrong decision
/// was seen, or nullopt when none.
std::optional<int> farthest_wrong(const VariantResult& r) {
  std::optional<int> far;
  for (const auto& [j, t] : r.by_boundary)
    if (t.wrong > 0) far = j;
  return far;
}

std::string boundary_text(int j) {
  if (j >= 65) return "farther than 2^64 u M";
  if (j <= -8) return "on the boundary (|s| <= 2^-8 u M)";
  return "within 2^" + std::to_string(j) + " u M";
}

// ------------------------------------------------------------------ the page

void write_recommendation(std::ostream& o, const std::vector<Summary>& rows, const json& speed) {
  const Summary* fastest_seed = nullptr;
  const Summary* robust64 = nullptr;
  const Summary* robust32 = nullptr;
  for (const auto& s : rows) {
    const auto& v = *s.r->info;
    if (v.name == "robust") (v.scalar == Scalar::f64 ? robust64 : robust32) = &s;
    if (v.name.rfind("seed", 0) == 0 && v.scalar == Scalar::f64 && s.generic_ns &&
        (!fastest_seed || *s.generic_ns < *fastest_seed->generic_ns))
      fastest_seed = &s;
  }
  o << "**Recommendation.** ";
  // Value errors are quoted in the unit of the variant's contract (u M, ulps
  // of t, ...), with the bound they are held to.
  const auto bound_text = [](const Summary& s) {
    const auto* b = s.r->info->contract.bound_for(s.component);
    return b ? collide_check::to_string(*b, s.r->info->scalar) : std::string("none");
  };
  if (robust64) {
    const bool exact = robust64->wrong == 0 && robust32 && robust32->wrong == 0;
    o << "Use `robust`"
      << (exact ? ": exact decisions, no wrong one in " + thousands(robust64->judged + robust32->judged) +
                      " cases at f32 and f64"
                : std::string(": ") + percent(robust64->wrong, robust64->judged) + " wrong decisions at f64");
    if (!robust64->in_unit.empty()) {
      // The case nearest its bound, as a fraction of it and in the first
      // term's unit: where a later term (u P, an absolute floor) dominates,
      // the largest error in that unit is not the case nearest the bound.
      const auto worst = [&](const Summary& s) {
        return of_bound_text(s.worst_of_bound) + " of the bound (" + unit_text(s.in_unit_at_worst, s.unit) + ")";
      };
      const bool within =
          robust64->worst_of_bound <= 1 && (!robust32 || robust32->in_unit.empty() || robust32->worst_of_bound <= 1);
      o << "; its " << robust64->component << " is " << (within ? "within" : "not always within") << " its contract ("
        << bound_text(*robust64) << "): at most " << worst(*robust64) << " at f64";
      if (robust32 && !robust32->in_unit.empty()) o << ", " << worst(*robust32) << " at f32";
    }
    if (robust64->generic_ns && fastest_seed && fastest_seed->generic_ns)
      o << "; it costs " << ns_text(robust64->generic_ns) << " ns per call on generic inputs (f64), "
        << fmt("%.1f", *robust64->generic_ns / *fastest_seed->generic_ns) << "x the fastest seed variant, `"
        << fastest_seed->r->info->name << "` (" << ns_text(fastest_seed->generic_ns) << " ns)";
    o << ". ";
    if (robust32 && robust32->generic_ns && robust64->generic_ns)
      o << "At f32 it costs " << ns_text(robust32->generic_ns) << " ns"
        << (*robust32->generic_ns <= *robust64->generic_ns ? "" : ", no saving over f64") << ". ";
  }
  for (const auto& s : rows) {
    const auto& v = *s.r->info;
    if (v.name == "robust" || (v.scalar != Scalar::f64 && !s.r->included)) continue;
    const auto range = reliable_range(*s.r);
    const auto far = farthest_wrong(*s.r);
    if (s.r->included)
      o << "The library function `" << label(v) << "` is wrong on " << percent(s.wrong, s.judged)
        << " of the cases it was called on";
    else
      o << "`" << v.name << "` (f64) is wrong on " << percent(s.wrong, s.judged) << " of all cases";
    if (s.r->included) o << " (" << percent(s.r->all.outside, s.judged) << " beyond its contract's band)";
    if (s.generic_judged > 0) o << ", on " << rate_with_confidence(s.generic_wrong, s.generic_judged, "generic cases");
    if (s.wrong > 0 && far) {
      o << "; its wrong decisions reach " << boundary_text(*far) << " of the boundary";
      if (!s.wrong_path.empty()) o << " ([the farthest](" << s.wrong_path << "))";
    }
    o << "; ";
    if (!range.empty())
      o << "on generic inputs it is right on at least 99.9% of cases for magnitudes M in " << range;
    else
      o << "no decade of magnitudes keeps it right on 99.9% of generic inputs";
    if (!s.in_unit.empty())
      o << "; its " << s.component << " errors, in the unit of the "
        << (s.r->included ? "contract its adapter declares" : "robust contract it is held to") << " (" << bound_text(s)
        << "), are " << of_bound_text(quantile(s.of_bound, 0.5)) << " of the bound (median) and "
        << of_bound_text(quantile(s.of_bound, 0.99)) << " (99th percentile); the worst "
        << (std::isinf(s.worst_of_bound) ? std::string("is not finite (a NaN or infinite coordinate)")
                                         : "is " + of_bound_text(s.worst_of_bound) + " times the bound (" +
                                               unit_text(s.in_unit_at_worst, s.unit) + ")");
    if (s.r->included && s.generic_ns) {
      o << "; it takes " << ns_text(s.generic_ns) << " ns on library-speed's inputs";
      if (const auto robust = speed_at(speed, v.family + "/robust/f64/library_inputs")) {
        o << ", where `robust/f64` takes " << ns_text(robust) << " ns";
        // A robust kernel over a shape checked once, as the library's is built once.
        if (const auto prepared = speed_at(speed, v.family + "/robust_prepared/f64/library_inputs"))
          o << " (" << ns_text(prepared) << " ns with the polygon prepared once, `robust::prepare_polygon`)";
      }
    }
    o << ". ";
  }
  o << "Pick a seed variant only where its wrong decisions near the boundary and its value errors are "
       "acceptable for the application; otherwise `robust`.\n\n";
}

void write_family(std::ostream& o, const FamilyResult& f, const json& speed, const Output& out,
                  std::uint64_t seed, std::vector<Summary>& all_rows, json& data) {
  const Family& family = *f.family;
  std::vector<Summary> rows;
  const std::string cases_dir = (fs::path(out.dir) / "cases").string();
  const std::string base = fs::path(out.markdown).parent_path().string().empty()
                               ? "."
                               : fs::path(out.markdown).parent_path().string();
  json jf;
  jf["regime_cases"] = f.regime_cases;
  json jvariants = json::array();
  for (const auto& r : f.variants) {
    Summary s{&r, r.all.judged, r.all.wrong, speed_of(speed, *r.info, "generic"),
              speed_of(speed, *r.info, "near_degenerate"), {}, {}, {}, {}};
    if (const auto g = r.by_regime.find("generic"); g != r.by_regime.end()) {
      s.generic_judged = g->second.judged;
      s.generic_wrong = g->second.wrong;
    }
    if (const auto* v = main_values(r, &s.component)) {
      s.sorted = v->ulps;
      std::sort(s.sorted.begin(), s.sorted.end());
      s.in_unit = v->in_unit;
      std::sort(s.in_unit.begin(), s.in_unit.end());
      s.of_bound = v->of_bound;
      std::sort(s.of_bound.begin(), s.of_bound.end());
      s.unit = v->unit;
      s.worst_of_bound = v->worst_of_bound;
      s.in_unit_at_worst = v->in_unit_at_worst;
      // The case nearest its bound; by ulps of the value only where the
      // contract has no bound for the component.
      if (v->worst_of_bound_case && v->worst_of_bound > 0)
        s.worst_path = save_case(*v->worst_of_bound_case, *r.info,
                                 "worst " + s.component + " error measured: " + of_bound_text(v->worst_of_bound) +
                                     " of the bound (" + unit_text(v->in_unit_at_worst, v->unit) + ")",
                                 cases_dir, base, seed);
      else if (v->worst_case && v->worst > 0)
        s.worst_path = save_case(*v->worst_case, *r.info,
                                 "worst " + s.component + " error measured: " + ulps_text(v->worst) + " ulp",
                                 cases_dir, base, seed);
    }
    if (r.worst_wrong)
      s.wrong_path = save_case(*r.worst_wrong, *r.info,
                               "wrong decision farthest from the boundary: " + boundary_text(r.worst_wrong_boundary),
                               cases_dir, base, seed);
    json jv;
    jv["variant"] = r.info->id();
    jv["judged"] = r.all.judged;
    jv["wrong"] = r.all.wrong;
    jv["errors"] = r.all.errors;
    jv["outside_contract"] = r.all.outside;
    jv["out_of_domain"] = r.all.out_of_domain;
    if (r.all.not_called) jv["not_called"] = r.all.not_called;
    for (const auto& [regime, t] : r.by_regime) jv["by_regime"][regime] = {t.judged, t.wrong};
    for (const auto& [d, t] : r.by_decade) jv["by_decade"][decade_text(d)] = {t.judged, t.wrong};
    for (const auto& [j, t] : r.by_boundary) jv["by_boundary_log2"][std::to_string(j)] = {t.judged, t.wrong};
    for (const auto& [c, v] : r.values) {
      auto sorted = v.ulps;
      std::sort(sorted.begin(), sorted.end());
      auto in_unit = v.in_unit, of_bound = v.of_bound;
      std::sort(in_unit.begin(), in_unit.end());
      std::sort(of_bound.begin(), of_bound.end());
      const auto number = [](double x) { return std::isinf(x) ? json("inf") : json(x); };
      jv["values"][c] = {{"compared", sorted.size()},
                         {"median_ulps", quantile(sorted, 0.5)},
                         {"p99_ulps", quantile(sorted, 0.99)},
                         {"max_ulps", number(v.worst)}};
      if (!in_unit.empty())
        jv["values"][c]["contract"] = {{"unit", v.unit},
                                       {"median", number(quantile(in_unit, 0.5))},
                                       {"p99", number(quantile(in_unit, 0.99))},
                                       {"max", number(in_unit.back())},
                                       {"median_of_bound", number(quantile(of_bound, 0.5))},
                                       {"p99_of_bound", number(quantile(of_bound, 0.99))},
                                       {"max_of_bound", number(of_bound.back())},
                                       {"worst_case_in_unit", number(v.in_unit_at_worst)}};
    }
    if (!s.worst_path.empty()) jv["worst_value_case"] = s.worst_path;
    if (!s.wrong_path.empty()) jv["worst_wrong_case"] = s.wrong_path;
    jvariants.push_back(jv);
    rows.push_back(std::move(s));
  }
  jf["variants"] = jvariants;
  data[family.name()] = jf;

  long total = 0;
  for (const auto& [regime, n] : f.regime_cases) total += n;
  o << "## " << family.name() << "\n\n" << family.question() << " " << thousands(total)
    << " cases (every regime, both scalars).\n\n";
  write_recommendation(o, rows, speed);

  o << "| variant | ns generic | ns near | wrong decisions | beyond contract | value | p99 / bound | worst / bound "
       "| worst (contract unit) | median ulp | p99 ulp | max ulp | max bits | worst cases |\n"
       "|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|\n";
  for (const auto& s : rows) {
    const auto& r = *s.r;
    o << "| `" << label(*r.info) << "` | " << ns_text(s.generic_ns) << " | " << ns_text(s.near_ns) << " | "
      << percent(s.wrong, s.judged) << " (" << s.wrong << "/" << s.judged << ") | "
      << (r.all.outside ? std::to_string(r.all.outside) : std::string("0")) << " | ";
    if (s.sorted.empty()) {
      o << "- | | | | | | | | ";
    } else {
      o << s.component << " | ";
      if (s.in_unit.empty())
        o << "- | - | - | ";
      else
        o << of_bound_text(quantile(s.of_bound, 0.99)) << " | " << of_bound_text(s.worst_of_bound) << " | "
          << unit_text(s.in_unit_at_worst, s.unit) << " | ";
      o << ulps_text(quantile(s.sorted, 0.5)) << " | " << ulps_text(quantile(s.sorted, 0.99)) << " | "
        << ulps_text(s.sorted.back()) << " | " << fmt("%.1f", bits(s.sorted.back())) << " | ";
    }
    std::string links;
    if (!s.worst_path.empty()) links += "[value](" + s.worst_path + ")";
    if (!s.wrong_path.empty()) links += std::string(links.empty() ? "" : ", ") + "[decision](" + s.wrong_path + ")";
    o << (links.empty() ? "-" : links) << " |\n";
  }
  o << "\n";
  std::string not_called;
  for (const auto& s : rows)
    if (s.r->all.not_called > 0)
      not_called += (not_called.empty() ? "" : ", ") + std::string("`") + label(*s.r->info) + "` " +
                    thousands(s.r->all.not_called);
  if (!not_called.empty())
    o << "Not called, as the gate never calls them there, and so not in their counts: cases outside the variant's "
         "domain (shapes its API does not accept, values beyond its range, regimes its contract excludes) and "
         "special values it promises nothing for: "
      << not_called << ".\n\n";
  std::string on_library_inputs;
  for (const auto& s : rows)
    if (timed_on_library_inputs(speed, *s.r->info))
      on_library_inputs +=
          (on_library_inputs.empty() ? "" : ", ") + std::string("`") + label(*s.r->info) + "` " + ns_text(s.generic_ns);
  if (!on_library_inputs.empty()) {
    o << "The library functions' ns are examples/library-speed's, on its own inputs (game-sized shapes, built "
         "before timing): "
      << on_library_inputs;
    if (const auto robust = speed_at(speed, family.name() + "/robust/f64/library_inputs"))
      o << "; in the same run, `robust/f64` takes " << ns_text(robust) << " ns on them";
    o << ".\n\n";
  }

  // Wrong decisions per regime, and in a column of their own the inputs of
  // zeros only that any regime drew (never counted in generic's).
  std::vector<std::string> columns = family.regimes();
  if (f.regime_cases.count("all_zero")) columns.push_back("all_zero");
  o << "Wrong decisions per regime (all_zero: the inputs of zeros only, whichever regime drew them):\n\n| variant |";
  for (const auto& regime : columns) o << " " << regime << " |";
  o << "\n|---|";
  for (std::size_t i = 0; i < columns.size(); ++i) o << "---:|";
  o << "\n";
  for (const auto& s : rows) {
    o << "| `" << label(*s.r->info) << "` |";
    for (const auto& regime : columns) {
      const auto it = s.r->by_regime.find(regime);
      o << " " << (it == s.r->by_regime.end() ? std::string("-") : percent(it->second.wrong, it->second.judged))
        << " |";
    }
    o << "\n";
  }
  o << "\n";
  const std::string stem = fs::path(out.dir).filename().string() + "/" + family.name();
  o << "![wrong decisions against magnitude](" << stem << "-magnitude.svg) ";
  bool has_values = false;
  for (const auto& s : rows) has_values = has_values || !s.sorted.empty();
  if (has_values) o << "![value error against magnitude](" << stem << "-value-error.svg) ";
  if (family.supports_band()) o << "![wrong decisions against distance from the boundary](" << stem << "-boundary.svg)";
  bool has_speed = false;
  for (const auto& s : rows) has_speed = has_speed || s.generic_ns.has_value();
  if (has_speed) o << " ![accuracy against cost](" << stem << "-cost.svg)";
  o << "\n\n";
  for (auto& s : rows) all_rows.push_back(std::move(s));
}

// ------------------------------------------------------------------ plots

/// A gnuplot data block's name: d0, d1, ...
std::string block_name(int n) {
  std::string name = "d";
  name += std::to_string(n);
  return name;
}

std::string gp_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

/// One data block per variant: "x y" lines.
void data_block(std::ostream& g, const std::string& name, const std::vector<std::pair<double, double>>& points) {
  g << "$" << name << " << EOD\n";
  for (const auto& [x, y] : points) g << fmt("%.6g", x) << " " << fmt("%.6g", y) << "\n";
  g << "EOD\n";
}

void plot_lines(std::ostream& g, const std::vector<std::pair<std::string, std::string>>& blocks) {
  g << "plot ";
  for (std::size_t i = 0; i < blocks.size(); ++i)
    g << (i ? ", \\\n     " : "") << "$" << blocks[i].first << " using 1:2 with linespoints ls " << (i % 8 + 1)
      << " title " << gp_quote(blocks[i].second);
  if (blocks.empty()) g << "0 notitle";
  g << "\n";
}

void write_plots(const Measurements& m, const json& speed, const Output& out) {
  const fs::path dir(out.dir);
  std::ostringstream g;
  const std::string preamble =
      "set encoding utf8\n"
      "set key outside right top\n"
      "set grid\n"
      "set style line 1 lc rgb '#1b9e77' pt 7 ps 0.6 lw 1.5\n"
      "set style line 2 lc rgb '#d95f02' pt 5 ps 0.6 lw 1.5\n"
      "set style line 3 lc rgb '#7570b3' pt 9 ps 0.7 lw 1.5\n"
      "set style line 4 lc rgb '#e7298a' pt 11 ps 0.7 lw 1.5\n"
      "set style line 5 lc rgb '#66a61e' pt 13 ps 0.7 lw 1.5\n"
      "set style line 6 lc rgb '#e6ab02' pt 3 ps 0.7 lw 1.5\n"
      "set style line 7 lc rgb '#a6761d' pt 1 ps 0.7 lw 1.5\n"
      "set style line 8 lc rgb '#666666' pt 2 ps 0.7 lw 1.5\n";
  g << "# Generated by collide-check precision: every plot of the precision page.\n" << preamble;
  int block = 0;
  auto both = [&](const std::string& file, const std::string& body) {
    // Paths relative to the folder, where gnuplot runs: the script is the
    // same wherever the checkout is.
    const std::string& path = file;
    g << "set terminal svg size 820,420 noenhanced font 'DejaVu Sans,11' background '#ffffff'\n"
      << "set output " << gp_quote(path + ".svg") << "\n"
      << body << "set terminal pngcairo size 820,420 noenhanced font 'DejaVu Sans,10' background '#ffffff'\n"
      << "set output " << gp_quote(path + ".png") << "\n"
      << "replot\nunset output\n"
      << "reset\n" << preamble;
  };
  for (const auto& f : m.families) {
    const std::string name = f.family->name();
    // Wrong decisions against magnitude (generic and scale_sweep cases).
    {
      std::ostringstream b;
      std::vector<std::pair<std::string, std::string>> blocks;
      for (const auto& r : f.variants) {
        std::vector<std::pair<double, double>> pts;
        for (const auto& [b, t] : binned(r.by_decade))
          if (t.judged >= 5) pts.emplace_back(10 * b + 5, 100.0 * t.rate());
        const std::string id = block_name(block++);
        data_block(b, id, pts);
        blocks.emplace_back(id, label(*r.info));
      }
      b << "set title " << gp_quote(name + ": wrong decisions against input magnitude (generic and scale sweep)")
        << "\nset xlabel 'log10 M (M = largest |input value|), bins of ten decades'\nset ylabel 'wrong decisions (%)'\n"
           "set yrange [0:*]\nset xrange [*:*]\n";
      plot_lines(b, blocks);
      both(name + "-magnitude", b.str());
    }
    // Value error against magnitude (scale_sweep).
    {
      std::ostringstream b;
      std::vector<std::pair<std::string, std::string>> blocks;
      for (const auto& r : f.variants) {
        std::string component;
        const auto* v = main_values(r, &component);
        if (!v) continue;
        std::vector<std::pair<double, double>> pts;
        std::map<int, double> worst;
        for (const auto& [d, u] : v->max_by_decade)
          if (d > -400) worst[decade_bin(d)] = std::max(worst[decade_bin(d)], u);
        for (const auto& [b, u] : worst) pts.emplace_back(10 * b + 5, bits(u));
        const std::string id = block_name(block++);
        data_block(b, id, pts);
        blocks.emplace_back(id, label(*r.info) + " " + component);
      }
      if (!blocks.empty()) {
        b << "set title " << gp_quote(name + ": worst value error against input magnitude (scale sweep)")
          << "\nset xlabel 'log10 M'\nset ylabel 'error bits, log2(1 + ulps)'\nset yrange [0:*]\n";
        plot_lines(b, blocks);
        both(name + "-value-error", b.str());
      }
    }
    // Wrong decisions against distance from the decision boundary.
    if (f.family->supports_band()) {
      std::ostringstream b;
      std::vector<std::pair<std::string, std::string>> blocks;
      for (const auto& r : f.variants) {
        std::vector<std::pair<double, double>> pts;
        // Groups of four binary orders (2^j u M for j in [4g, 4g + 4)).
        std::map<int, Tally> groups;
        for (const auto& [j, t] : r.by_boundary) {
          Tally& g4 = groups[j >= 0 ? j / 4 : -((-j + 3) / 4)];
          g4.judged += t.judged;
          g4.wrong += t.wrong;
        }
        for (const auto& [g4, t] : groups)
          if (t.judged >= 10) pts.emplace_back(4 * g4 + 2, 100.0 * t.rate());
        const std::string id = block_name(block++);
        data_block(b, id, pts);
        blocks.emplace_back(id, label(*r.info));
      }
      b << "set title " << gp_quote(name + ": wrong decisions against distance from the decision boundary")
        << "\nset xlabel 'log2 (|exact separation| / (u M)): ulps of M from contact'\nset ylabel 'wrong decisions "
           "(%)'\nset yrange [0:*]\nset xrange [-10:68]\n";
      plot_lines(b, blocks);
      both(name + "-boundary", b.str());
    }
  }
  // Accuracy against cost per family: every variant at f32 and f64 with a
  // speed figure, labelled.
  for (const auto& f : m.families) {
    std::ostringstream b;
    b << "$points << EOD\n";
    bool any = false;
    for (const auto& r : f.variants) {
      const auto ns = speed_of(speed, *r.info, "generic");
      if (!ns) continue;
      any = true;
      b << fmt("%.4g", *ns) << " " << fmt("%.4g", std::max(100.0 * r.all.rate(), 1e-4)) << " \"" << label(*r.info)
        << "\" " << (r.included ? 2 : r.info->name == "robust" ? 1 : 0) << "\n";
    }
    b << "EOD\n";
    if (!any) continue;
    b << "set title " << gp_quote(f.family->name() + ": accuracy against cost")
      << "\nset xlabel 'ns per call: generic inputs (collide-check-bench); library functions: library-speed inputs'"
         "\nset ylabel 'wrong decisions, all regimes (%)'\nset logscale xy\nset format y '%g'\nset yrange "
         "[5e-5:5000]\nset xrange [*:*]\nset offsets graph 0.1, graph 0.3, 0, 0\nset key inside right center\n"
         "plot $points using ($4 == 0 ? $1 : 1/0):2 with points pt 7 ps 0.8 lc rgb '#d95f02' title 'seed "
         "transcriptions', \\\n"
         "     $points using ($4 == 2 ? $1 : 1/0):2 with points pt 5 ps 0.8 lc rgb '#7570b3' title 'library "
         "functions', \\\n"
         "     $points using ($4 == 1 ? $1 : 1/0):2 with points pt 9 ps 1.0 lc rgb '#1b9e77' title 'robust (none "
         "wrong: drawn at 1e-4 %)', \\\n"
         "     $points using 1:2:3 with labels font ',7' offset 0.5,0.5 left rotate by 20 notitle\n";
    both(f.family->name() + "-cost", b.str());
  }
  // Accuracy against cost, every variant at f64 with a speed figure.
  {
    std::ostringstream b;
    // Two data blocks: robust variants (on the floor line when they made no
    // wrong decision) and seed variants (labelled points).
    const auto block = [&](const char* name, bool robust) {
      b << "$" << name << " << EOD\n";
      for (const auto& f : m.families)
        for (const auto& r : f.variants) {
          const auto ns = speed_of(speed, *r.info, "generic");
          if (r.included || r.info->scalar != Scalar::f64 || (r.info->name == "robust") != robust || !ns) continue;
          b << fmt("%.4g", *ns) << " " << fmt("%.4g", std::max(100.0 * r.all.rate(), 1e-4));
          if (!robust) b << " \"" << f.family->name() << "/" << r.info->name << "\"";
          b << "\n";
        }
      b << "EOD\n";
    };
    block("robust", true);
    block("seeds", false);
    b << "set title 'Accuracy against cost, every bundled variant at f64 (the libraries: in each family)'\n"
         "set xlabel 'ns per call, generic inputs (collide-check-bench)'\nset ylabel 'wrong decisions, all regimes "
         "(%)'\nset logscale xy\nset format y '%g'\nset yrange [5e-5:5000]\nset xrange [0.8:400]\n"
         "set key inside right center\n"
         "plot $seeds using 1:2 with points pt 7 ps 0.8 lc rgb '#d95f02' title 'seed transcriptions', \\\n"
         "     $seeds using 1:2:3 with labels font ',7' offset 0.5,0.5 left rotate by 20 notitle, \\\n"
         "     $robust using 1:2 with points pt 9 ps 1.0 lc rgb '#1b9e77' title 'robust (none wrong: drawn at 1e-4 %)'\n";
    both("cost", b.str());
  }
  const std::string script = (dir / "plots.gp").string();
  {
    std::ofstream s(script);
    if (!s) throw std::runtime_error("cannot write " + script);
    s << g.str();
  }
  if (!out.plots) return;
  std::string quoted = "'";
  for (char c : dir.string()) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  const std::string command = "cd " + quoted + " && gnuplot plots.gp 2>&1";
  std::FILE* p = popen(command.c_str(), "r");
  if (!p) throw std::runtime_error("cannot run gnuplot");
  std::string messages;
  char buf[512];
  while (std::fgets(buf, sizeof buf, p)) messages += buf;
  const int status = pclose(p);
  if (status != 0)
    throw std::runtime_error("gnuplot failed on " + script + " (is it installed? tools/install-deps.sh)\n" + messages);
}

}  // namespace

void write_precision(const Measurements& m, const json& speed, const Output& out) {
  fs::create_directories(out.dir);
  if (!fs::path(out.markdown).parent_path().empty()) fs::create_directories(fs::path(out.markdown).parent_path());
  // Worst cases are regenerated whole: stale ones would outlive their variants.
  fs::remove_all(fs::path(out.dir) / "cases");
  std::ostringstream body;
  std::vector<Summary> all_rows;
  json data;
  data["seed"] = m.options.seed;
  data["cases_per_regime"] = m.options.cases_per_regime;
  for (const auto& f : m.families) write_family(body, f, speed, out, m.options.seed, all_rows, data["families"]);

  std::ostringstream page;
  page << "# Precision of the bundled kernels\n\n"
       << "Generated by `collide-check precision` (seed " << m.options.seed << ", " << m.options.cases_per_regime
       << " cases per regime and scalar); regenerated by the main command, `bash tools/run-gate.sh`. Every variant "
          "of a family is measured on the same cases, drawn from every regime of the family at f32 and f64, against "
          "the exact answer, without stopping at a wrong one.\n\n"
       << "**How to read it.**\n\n"
       << "- *Wrong decisions*: the share of cases where the variant's answer (none, touching, a point, an overlap, "
          "a hit...) is not the exact answer, under the variant's own touching rule. A variant whose contract has a "
          "tolerance band is still counted wrong here when it differs from the exact answer; *beyond contract* "
          "counts the wrong decisions its band does not allow (inside its domain).\n"
       << "- *Value errors* (points, times of impact t, normals), where variant and exact answer agree on the kind, "
          "the worst coordinate per case, first against the contract the variant is held to (a seed variant is "
          "held to the robust kernel's bound; `collide-check list` prints each): *p99 / bound* and *worst / bound* "
          "are errors as fractions of the whole bound at that case (1: at it), and *worst (contract unit)* is the "
          "worst case's error in the unit of the bound's first term (u M for a point, ulps of t for a time, u for "
          "a normal). Then the same errors in ulps of the value itself: the number of values of the "
          "variant's scalar between the computed value and the exact value rounded to that scalar (0 is the "
          "correctly rounded value), and *bits*, log2(1 + ulps) (53 at f64 or 24 at f32: no correct bit). Ulps of "
          "the value mislead beside a large M: a coordinate near zero amid large inputs (a crossing near the "
          "origin of long segments) is many ulps of itself off while within a few u M.\n"
       << "- *M* is the largest |input value|; *u* the unit roundoff (2^-53 for f64, 2^-24 for f32). The distance "
          "from the decision boundary is the exact separation of the shapes (distance when apart, minus penetration "
          "when overlapping) in units of u M: a case at 2^j u M lies about 2^j ulps of M from contact (tangency, "
          "parallel, collinear).\n"
       << "- *Regimes* are the generators' input classes (`collide-check list` names them): constructed ones "
          "(`near_*`, `tangent*`, `collinear*`, k ulps from a boundary) are hard on purpose, so their rates are "
          "far above a random input's. `generic` is the plain case; `scale_sweep` moves one configuration from the "
          "subnormals to near overflow. An input of zeros only, which any regime draws at its smallest, is counted "
          "in the column `all_zero`, never in its regime's.\n"
       << "- *ns*: nanoseconds per call, median of Google Benchmark repetitions on generic and near-degenerate "
          "inputs (`bash tools/run-bench.sh`; the figures are the last benchmark run kept in this folder: "
          "machine-dependent, compare them as ratios).\n"
       << "- *Worst cases* are case files: `collide-check eval FILE` replays one.\n\n";

  // The short summary: one line per family.
  page << "## Summary\n\nWrong decisions over all regimes (constructed hard cases and special values "
          "included), then over `generic` inputs only, and ns per call on generic inputs; every figure at f64.\n\n"
          "| family | robust: wrong all / generic, ns | fastest seed: wrong all / generic, ns |\n|---|---|---|\n";
  for (const auto& f : m.families) {
    const Summary *robust = nullptr, *seed = nullptr;
    for (const auto& s : all_rows) {
      const auto& v = *s.r->info;
      if (v.family != f.family->name() || v.scalar != Scalar::f64) continue;
      if (v.name == "robust") robust = &s;
      else if (v.name.rfind("seed", 0) == 0 && (!seed || (s.generic_ns && (!seed->generic_ns || *s.generic_ns < *seed->generic_ns))))
        seed = &s;
    }
    auto cell = [](const Summary* s) {
      if (!s) return std::string("-");
      const auto g = s->r->by_regime.find("generic");
      const std::string generic =
          g == s->r->by_regime.end() ? std::string("-") : percent(g->second.wrong, g->second.judged);
      return "`" + s->r->info->name + "` " + percent(s->wrong, s->judged) + " / " + generic + ", " +
             ns_text(s->generic_ns) + " ns";
    };
    page << "| [" << f.family->name() << "](#" << f.family->name() << ") | " << cell(robust) << " | " << cell(seed)
         << " |\n";
  }
  page << "\n![accuracy against cost](" << fs::path(out.dir).filename().string() << "/cost.svg)\n\n";
  page << body.str();
  page << "## Appendix: the gate\n\nThe gate (`collide-check check`, the main command's first part) judges each "
          "variant against its contract, property by property, and stops a property at its first failure outside "
          "the declared flaws; its per-property bookkeeping (cases, declared flaws found, vacuous and "
          "out-of-domain counts) is written to `build/release/report.md` by `bash tools/run-gate.sh`.\n";

  const auto write_file = [](const std::string& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary);
    if (!f) throw std::runtime_error("cannot write " + path);
    f << text;
    if (!f) throw std::runtime_error("cannot write " + path);
  };
  write_file(out.markdown, page.str());
  write_file((fs::path(out.dir) / "data.json").string(), data.dump(1) + "\n");
  write_file((fs::path(out.dir) / "speed.json").string(), speed.dump(1) + "\n");
  write_plots(m, speed, out);
}

}  // namespace cc::precision
