#pragma once
// The benchmark rows of one family, named
//
//   <family>/<variant>/<f32|f64>/<inputs>      e.g. segment_segment/robust/f64/generic
//
// for every kernel variant at both scalars and for the family's oracle,
// filtered and exact-only (oracle::Evaluation), on two input sets drawn from
// the family's own regimes (Family::sample at full size, deterministic for the
// seed):
//   generic          the `generic` regime: full-precision values at several scales;
//   near_degenerate  the family's boundary regimes (tangency, collinearity,
//                    grazing contact, ...), interleaved, so that filters are
//                    stressed and no branch pattern repeats.
// Only valid inputs are kept (Family::valid). Each row walks its kInputs inputs
// cyclically, one call per benchmark iteration; a row's time is the mean over
// the set. The oracle rows also report `fallback_rate`, the share of filtered
// decisions that reached exact arithmetic.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "include/collide_check/fields.h"
#include "oracle/filter.h"
#include "properties/registry.h"

namespace cc::bench {

/// Inputs per set; a power of two, so that the cyclic index is a mask.
inline constexpr std::size_t kInputs = 1024;
inline constexpr std::uint64_t kSeed = 0x5eed'0000'be4c'0001ULL;
/// RapidCheck's largest size: generators at their full reach (at small sizes
/// they draw mostly zeros and small integers, which are not generic inputs).
inline constexpr int kSize = 100;

/// Every row registered so far, as "<family>/<variant>/<scalar>" (without the
/// input set): main() checks that every bundled variant has its rows.
inline std::vector<std::string>& registered_rows() {
  static std::vector<std::string> rows;
  return rows;
}

template <class Tag, class T>
using Input = typename Tag::template Input<T>;

/// kInputs valid inputs at scalar T, taken in turn from each of `regimes`.
template <class Tag, class T>
std::vector<Input<Tag, T>> draw(const check::Family& family, const std::vector<std::string>& regimes) {
  constexpr auto scalar = std::is_same_v<T, float> ? collide_check::Scalar::f32 : collide_check::Scalar::f64;
  std::vector<std::vector<check::CaseData>> pools;
  for (const auto& r : regimes) {
    // Twice as many as needed: some regimes draw invalid inputs (negative radii).
    auto pool = family.sample(scalar, r, static_cast<int>(2 * kInputs), kSeed, kSize);
    std::erase_if(pool, [&](const check::CaseData& c) { return !family.valid(c); });
    if (pool.empty()) throw std::runtime_error(family.name() + ": regime " + r + " drew no valid input");
    pools.push_back(std::move(pool));
  }
  std::vector<Input<Tag, T>> out;
  for (std::size_t i = 0; out.size() < kInputs; ++i) {
    const auto& pool = pools[i % pools.size()];
    const auto& c = pool[(i / pools.size()) % pool.size()];
    out.push_back(collide_check::from_values<Tag, T>(std::span<const double>(c.values)));
  }
  return out;
}

/// A kernel of the family's arguments, at whichever scalar they are: the
/// argument of FamilyRows::variant for an overloaded kernel function.
#define CC_KERNEL(f) [](const auto&... args) { return f(args...); }

/// The rows of one family: add each kernel variant (called with the family's
/// arguments, as registered) and the oracle's decision.
template <class Tag>
class FamilyRows {
 public:
  explicit FamilyRows(std::vector<std::string> near_degenerate)
      : family_(check::find_family(Tag::name)), sets_{{"generic", {"generic"}}, {"near_degenerate", near_degenerate}} {
    if (!family_) throw std::logic_error(std::string("no family ") + Tag::name);
  }

  /// Rows of a kernel at f32 and f64: `kernel` is callable at both scalars.
  template <class Kernel>
  FamilyRows& variant(const std::string& name, Kernel kernel) {
    add<float>(name, kernel);
    add<double>(name, kernel);
    return *this;
  }

  /// Rows of a kernel at one scalar.
  template <class T, class Kernel>
  FamilyRows& variant_at(const std::string& name, Kernel kernel) {
    add<T>(name, kernel);
    return *this;
  }

  /// The oracle's decision on double inputs, filtered and exact-only.
  template <class Oracle>
  FamilyRows& oracle(Oracle decide) {
    for (const auto mode : {oracle::Evaluation::filtered, oracle::Evaluation::exact_only}) {
      const std::string name = mode == oracle::Evaluation::filtered ? "oracle_filtered" : "oracle_exact_only";
      for (const auto& [set, regimes] : sets_) {
        const auto inputs = shared_inputs<double>(set, regimes);
        const check::Family* family = family_;
        benchmark::RegisterBenchmark((prefix(name, "f64") + "/" + set).c_str(),
                                     [inputs, decide, mode, family](benchmark::State& state) {
                                       const oracle::EvaluationScope scope(mode);
                                       family->filter_stats().reset();
                                       run(state, *inputs, decide);
                                       state.counters["fallback_rate"] = family->filter_stats().fallback_rate();
                                     });
      }
      registered_rows().push_back(prefix(name, "f64"));
    }
    return *this;
  }

 private:
  template <class T, class Kernel>
  void add(const std::string& name, Kernel kernel) {
    const std::string scalar = std::is_same_v<T, float> ? "f32" : "f64";
    for (const auto& [set, regimes] : sets_) {
      const auto inputs = shared_inputs<T>(set, regimes);
      benchmark::RegisterBenchmark((prefix(name, scalar) + "/" + set).c_str(),
                                   [inputs, kernel](benchmark::State& state) {
                                     run(state, *inputs, [&](const Input<Tag, T>& in) { return Tag::call(kernel, in); });
                                   });
    }
    registered_rows().push_back(prefix(name, scalar));
  }

  template <class Fn, class In>
  static void run(benchmark::State& state, const std::vector<In>& inputs, const Fn& fn) {
    std::size_t i = 0;
    for (auto _ : state) {
      auto r = fn(inputs[i]);
      benchmark::DoNotOptimize(r);
      i = (i + 1) & (kInputs - 1);
    }
    state.SetItemsProcessed(state.iterations());
  }

  std::string prefix(const std::string& variant, const std::string& scalar) const {
    return std::string(Tag::name) + "/" + variant + "/" + scalar;
  }

  // One draw per (scalar, set), shared by the rows that use it.
  template <class T>
  std::shared_ptr<const std::vector<Input<Tag, T>>> shared_inputs(const std::string& set,
                                                                   const std::vector<std::string>& regimes) {
    auto& cache = std::is_same_v<T, float> ? cache_f32_ : cache_f64_;
    for (const auto& [name, ptr] : cache)
      if (name == set) return std::static_pointer_cast<const std::vector<Input<Tag, T>>>(ptr);
    auto ptr = std::make_shared<const std::vector<Input<Tag, T>>>(draw<Tag, T>(*family_, regimes));
    cache.emplace_back(set, ptr);
    return ptr;
  }

  const check::Family* family_;
  std::vector<std::pair<std::string, std::vector<std::string>>> sets_;
  std::vector<std::pair<std::string, std::shared_ptr<const void>>> cache_f32_, cache_f64_;
};

}  // namespace cc::bench
