// The precision report (tools/precision.h): measuring.

#include "precision.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ostream>
#include <stdexcept>

#include "properties/common.h"
#include "properties/description.h"

namespace cc::precision {

using check::CaseData;
using check::CaseMeasurement;
using check::Family;
using check::Scalar;
using check::VariantInfo;
using check::VariantMeasurement;

void Tally::add(const VariantMeasurement& m) {
  if (!m.called) {
    ++not_called;
    return;
  }
  if (m.decision == VariantMeasurement::Decision::not_judged) return;
  ++judged;
  if (!m.in_domain) ++out_of_domain;
  if (m.decision == VariantMeasurement::Decision::right) return;
  ++wrong;
  if (m.decision == VariantMeasurement::Decision::error) ++errors;
  if (m.in_domain && !m.within_contract) ++outside;
}

namespace {

/// FNV-1a over a string: each family, regime and scalar draws from its own
/// seed, so adding a regime or a family never changes another's cases.
std::uint64_t mix(std::uint64_t seed, const std::string& s) {
  std::uint64_t h = 0xcbf29ce484222325ull ^ seed;
  for (unsigned char c : s) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h;
}

/// floor(log10 M) through std::log10, whose rounding may put a value within
/// an ulp or so of a power of ten in either decade: the decade is a bucket
/// for reading, not a decision. -400 when M is 0 (every value zero).
int decade(double M) {
  if (!(M > 0)) return -400;
  return static_cast<int>(std::floor(std::log10(M)));
}

const std::string kAllZero = "all_zero";

bool is_magnitude_regime(const std::string& regime) { return regime == "generic" || regime == "scale_sweep"; }

}  // namespace

Measurements measure(const Options& options, std::ostream* progress) {
  const auto start = std::chrono::steady_clock::now();
  Measurements out;
  out.options = options;
  for (const Family* family : check::families()) {
    if (!options.family.empty() && family->name() != options.family) continue;
    FamilyResult fr;
    fr.family = family;
    const auto infos = family->variants();
    for (const VariantInfo* info : infos) {
      fr.variants.emplace_back();
      fr.variants.back().info = info;
    }
    const auto family_start = std::chrono::steady_clock::now();
    for (const Scalar scalar : {Scalar::f32, Scalar::f64}) {
      std::vector<const VariantInfo*> these;
      std::vector<VariantResult*> results;
      for (auto& r : fr.variants)
        if (r.info->scalar == scalar) {
          these.push_back(r.info);
          results.push_back(&r);
        }
      if (these.empty()) continue;
      for (const std::string& regime : family->regimes()) {
        const std::uint64_t seed = mix(options.seed, family->name() + "/" + regime + "/" + to_string(scalar));
        const auto cases = family->sample(scalar, regime, options.cases_per_regime, seed);
        for (const CaseData& c : cases) {
          // An input of zeros only is counted under its own row, never in
          // generic's (a draw at its smallest: both segments the point (0, 0)).
          const bool zeros = check::every_value_zero(c.values);
          const std::string& row = zeros ? kAllZero : regime;
          ++fr.regime_cases[row];
          ++fr.scalar_regime_cases[std::string(to_string(scalar)) + "/" + row];
          const CaseMeasurement m = family->measure(c, these);
          const int dec = decade(m.magnitude);
          for (std::size_t i = 0; i < these.size(); ++i) {
            VariantResult& r = *results[i];
            const VariantMeasurement& vm = m.variants[i];
            r.all.add(vm);
            r.by_regime[row].add(vm);
            if (m.valid && !zeros && is_magnitude_regime(regime)) r.by_decade[dec].add(vm);
            if (m.boundary_log2) r.by_boundary[*m.boundary_log2].add(vm);
            if (vm.decision == VariantMeasurement::Decision::wrong ||
                vm.decision == VariantMeasurement::Decision::error) {
              const int b = m.boundary_log2.value_or(1000);
              if (!r.worst_wrong || b > r.worst_wrong_boundary) {
                r.worst_wrong = c;
                r.worst_wrong_boundary = b;
              }
            }
            for (const auto& [component, ulps] : vm.ulps) {
              ValueErrors& e = r.values[component];
              e.ulps.push_back(ulps);
              if (const auto in_unit = vm.contract_error.find(component); in_unit != vm.contract_error.end()) {
                if (e.unit.empty()) e.unit = family->measure_unit(*these[i], check::value_property_name(component));
                const double of_bound = vm.bound_ratio.at(component);
                e.in_unit.push_back(in_unit->second);
                e.of_bound.push_back(of_bound);
                if (of_bound > e.worst_of_bound) {
                  e.worst_of_bound = of_bound;
                  e.in_unit_at_worst = in_unit->second;
                  e.worst_of_bound_case = c;
                }
              }
              if (regime == "scale_sweep" && !zeros) {
                auto [it, fresh] = e.max_by_decade.emplace(dec, ulps);
                if (!fresh) it->second = std::max(it->second, ulps);
              }
              if (ulps > e.worst) {
                e.worst = ulps;
                e.worst_case = c;
              }
            }
          }
        }
      }
    }
    if (progress && !fr.variants.empty()) {
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - family_start).count();
      long n = 0;
      for (const auto& [regime, count] : fr.regime_cases) n += count;
      *progress << "measured " << family->name() << ": " << n << " cases, " << fr.variants.size() << " variants, "
                << static_cast<int>(s * 10) / 10.0 << " s\n";
    }
    out.families.push_back(std::move(fr));
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

nlohmann::json speed_from_benchmark(const nlohmann::json& benchmark) {
  nlohmann::json speed = nlohmann::json::object();
  if (!benchmark.contains("benchmarks") || !benchmark["benchmarks"].is_array())
    throw std::runtime_error("not a Google Benchmark JSON: no 'benchmarks' array");
  for (const auto& b : benchmark["benchmarks"]) {
    const std::string name = b.value("run_name", b.value("name", std::string()));
    const std::string aggregate = b.value("aggregate_name", std::string());
    if (!aggregate.empty() && aggregate != "median") continue;
    if (!b.contains("cpu_time") || !b["cpu_time"].is_number()) continue;
    double ns = b["cpu_time"].get<double>();
    const std::string unit = b.value("time_unit", std::string("ns"));
    if (unit == "us") ns *= 1e3;
    else if (unit == "ms") ns *= 1e6;
    // Without aggregates (one repetition) the plain row is the figure.
    if (aggregate.empty() && speed.contains(name)) continue;
    speed[name] = std::round(ns * 100) / 100;
  }
  return speed;
}

}  // namespace cc::precision
