// The precision report (tools/precision.h): measurements written by one
// program and read by another. A library's checker (examples/<library>/)
// measures its variants on the same cases as collide-check measures the
// bundled ones (the cases depend on the family, the regime, the scalar and the
// seed only); collide-check then puts them in the same tables.

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>

#include "precision.h"

namespace cc::precision {

using check::CaseData;
using check::Scalar;
using check::VariantInfo;
using nlohmann::json;

namespace {

constexpr int kFormat = 1;  ///< bumped when the layout changes

/// A double as JSON: a number when finite; "inf", "-inf" or "nan" otherwise
/// (JSON has no such numbers; nlohmann would write null).
json number_json(double x) {
  if (std::isfinite(x)) return x;
  return std::isnan(x) ? "nan" : x > 0 ? "inf" : "-inf";
}

double number_from(const json& j) {
  if (j.is_number()) return j.get<double>();
  const std::string s = j.get<std::string>();
  if (s == "inf") return std::numeric_limits<double>::infinity();
  if (s == "-inf") return -std::numeric_limits<double>::infinity();
  if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
  throw std::runtime_error("not a number: " + s);
}

json numbers_json(const std::vector<double>& v) {
  json out = json::array();
  for (double x : v) out.push_back(number_json(x));
  return out;
}

std::vector<double> numbers_from(const json& j) {
  std::vector<double> out;
  out.reserve(j.size());
  for (const json& x : j) out.push_back(number_from(x));
  return out;
}

json tally_json(const Tally& t) {
  return json::array({t.judged, t.wrong, t.errors, t.outside, t.out_of_domain, t.not_called});
}

Tally tally_from(const json& j) {
  if (!j.is_array() || j.size() != 6) throw std::runtime_error("a tally is six counts");
  return {j[0].get<long>(), j[1].get<long>(), j[2].get<long>(), j[3].get<long>(), j[4].get<long>(), j[5].get<long>()};
}

template <class Key>
json tallies_json(const std::map<Key, Tally>& m) {
  json out = json::array();
  for (const auto& [k, t] : m) out.push_back(json::array({k, tally_json(t)}));
  return out;
}

template <class Key>
std::map<Key, Tally> tallies_from(const json& j) {
  std::map<Key, Tally> out;
  for (const auto& e : j) out[e.at(0).get<Key>()] = tally_from(e.at(1));
  return out;
}

json case_json(const std::optional<CaseData>& c) {
  if (!c) return nullptr;
  return {{"family", c->family},
          {"scalar", to_string(c->scalar)},
          {"values", numbers_json(c->values)},
          {"regime", c->regime}};
}

std::optional<CaseData> case_from(const json& j) {
  if (j.is_null()) return std::nullopt;
  CaseData c;
  c.family = j.at("family").get<std::string>();
  c.scalar = j.at("scalar").get<std::string>() == "f32" ? Scalar::f32 : Scalar::f64;
  c.values = numbers_from(j.at("values"));
  c.regime = j.at("regime").get<std::string>();
  return c;
}

json bound_json(const ErrorBound& b) {
  json terms = json::array();
  for (const BoundTerm& t : b.terms)
    terms.push_back(json::array({number_json(t.coefficient), static_cast<int>(t.scale)}));
  return {{"terms", terms}, {"side", static_cast<int>(b.side)}};
}

ErrorBound bound_from(const json& j) {
  ErrorBound b;
  const json& terms = j.at("terms");
  if (!terms.is_array() || terms.size() != 4) throw std::runtime_error("a bound has four terms");
  for (int i = 0; i < 4; ++i) {
    b.terms[i].coefficient = number_from(terms[i].at(0));
    b.terms[i].scale = static_cast<Scale>(terms[i].at(1).get<int>());
  }
  b.side = static_cast<Side>(j.at("side").get<int>());
  return b;
}

}  // namespace

json export_measurements(const Measurements& m) {
  json families = json::array();
  for (const FamilyResult& f : m.families) {
    json variants = json::array();
    for (const VariantResult& r : f.variants) {
      json bounds = json::object(), values = json::object();
      for (const std::string& c : r.info->reports.values)
        if (const ErrorBound* b = r.info->contract.bound_for(c)) bounds[c] = bound_json(*b);
      for (const auto& [component, e] : r.values) {
        json by_decade = json::array();
        for (const auto& [d, u] : e.max_by_decade) by_decade.push_back(json::array({d, number_json(u)}));
        values[component] = {{"ulps", numbers_json(e.ulps)},
                             {"in_unit", numbers_json(e.in_unit)},
                             {"of_bound", numbers_json(e.of_bound)},
                             {"unit", e.unit},
                             {"worst_of_bound", number_json(e.worst_of_bound)},
                             {"in_unit_at_worst", number_json(e.in_unit_at_worst)},
                             {"worst_of_bound_case", case_json(e.worst_of_bound_case)},
                             {"max_by_decade", by_decade},
                             {"worst", number_json(e.worst)},
                             {"worst_case", case_json(e.worst_case)}};
      }
      variants.push_back({{"name", r.info->name},
                          {"scalar", to_string(r.info->scalar)},
                          {"source", r.info->source},
                          {"reported_values", r.info->reports.values},
                          {"bounds", bounds},
                          {"all", tally_json(r.all)},
                          {"by_regime", tallies_json(r.by_regime)},
                          {"by_decade", tallies_json(r.by_decade)},
                          {"by_boundary", tallies_json(r.by_boundary)},
                          {"values", values},
                          {"worst_wrong", case_json(r.worst_wrong)},
                          {"worst_wrong_boundary", r.worst_wrong_boundary}});
    }
    if (f.variants.empty()) continue;  // a family this program registers nothing for
    json regime_cases = json::object();
    for (const auto& [regime, n] : f.scalar_regime_cases) regime_cases[regime] = n;
    families.push_back({{"family", f.family->name()}, {"regime_cases", regime_cases}, {"variants", variants}});
  }
  return {{"format", kFormat},
          {"seed", m.options.seed},
          {"cases_per_regime", m.options.cases_per_regime},
          {"families", families}};
}

void include_measurements(Measurements& m, const json& exported, const std::string& origin,
                          std::deque<VariantInfo>& infos) {
  try {
    if (!exported.is_object() || !exported.contains("format"))
      throw std::runtime_error("not a precision export (no \"format\"; write one with `precision --export`)");
    if (exported.value("format", 0) != kFormat)
      throw std::runtime_error("written by another version of the exporter (format " +
                               std::to_string(exported.value("format", 0)) + ", expected " + std::to_string(kFormat) +
                               ")");
    if (exported.at("seed").get<std::uint64_t>() != m.options.seed ||
        exported.at("cases_per_regime").get<int>() != m.options.cases_per_regime)
      throw std::runtime_error("measured with another seed or case count than this page (seed " +
                               std::to_string(m.options.seed) + ", " + std::to_string(m.options.cases_per_regime) +
                               " cases per regime): its cases are not this page's cases");
    for (const json& f : exported.at("families")) {
      const std::string family = f.at("family").get<std::string>();
      FamilyResult* into = nullptr;
      for (FamilyResult& fr : m.families)
        if (fr.family->name() == family) into = &fr;
      if (!into) continue;  // a family this page does not measure (--family)
      // Per scalar and regime, the same number of cases: the same draws.
      for (const auto& [key, n] : f.at("regime_cases").items()) {
        const auto here = into->scalar_regime_cases.find(key);
        if (here == into->scalar_regime_cases.end() || here->second != n.get<long>())
          throw std::runtime_error(
              family + ": its regimes drew other cases than this page's (" + key + ": " +
              std::to_string(n.get<long>()) + " against " +
              (here == into->scalar_regime_cases.end() ? std::string("none") : std::to_string(here->second)) +
              "; another version of the family?)");
      }
      for (const json& v : f.at("variants")) {
        VariantInfo& info = infos.emplace_back();
        info.family = family;
        info.name = v.at("name").get<std::string>();
        info.scalar = v.at("scalar").get<std::string>() == "f32" ? Scalar::f32 : Scalar::f64;
        info.source = v.at("source").get<std::string>();
        info.reports.values = v.at("reported_values").get<std::vector<std::string>>();
        for (const auto& [component, b] : v.at("bounds").items()) info.contract.bound(component, bound_from(b));
        for (const VariantResult& existing : into->variants)
          if (existing.info->id() == info.id())
            throw std::runtime_error(info.id() + " is measured twice (included twice?)");
        VariantResult r;
        r.info = &info;
        r.included = true;
        r.all = tally_from(v.at("all"));
        r.by_regime = tallies_from<std::string>(v.at("by_regime"));
        r.by_decade = tallies_from<int>(v.at("by_decade"));
        r.by_boundary = tallies_from<int>(v.at("by_boundary"));
        for (const auto& [component, e] : v.at("values").items()) {
          ValueErrors& out = r.values[component];
          out.ulps = numbers_from(e.at("ulps"));
          out.in_unit = numbers_from(e.at("in_unit"));
          out.of_bound = numbers_from(e.at("of_bound"));
          out.unit = e.at("unit").get<std::string>();
          out.worst_of_bound = number_from(e.at("worst_of_bound"));
          out.in_unit_at_worst = number_from(e.at("in_unit_at_worst"));
          out.worst_of_bound_case = case_from(e.at("worst_of_bound_case"));
          for (const json& d : e.at("max_by_decade")) out.max_by_decade[d.at(0).get<int>()] = number_from(d.at(1));
          out.worst = number_from(e.at("worst"));
          out.worst_case = case_from(e.at("worst_case"));
        }
        r.worst_wrong = case_from(v.at("worst_wrong"));
        r.worst_wrong_boundary = v.at("worst_wrong_boundary").get<int>();
        into->variants.push_back(std::move(r));
      }
    }
  } catch (const json::exception& e) {
    throw std::runtime_error(origin + ": not a precision export: " + e.what());
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(origin + ": " + e.what());
  }
}

}  // namespace cc::precision
