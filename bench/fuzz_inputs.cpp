// collide-check-fuzz-bench: the executions per second of each family's fuzz
// target without the fuzzing engine: a fuzz input decoded (fuzz/decode.h) and
// judged by every bundled variant under every property (fuzz/judge_case.h),
// exactly what LLVMFuzzerTestOneInput runs, on the inputs the targets start
// from (fuzz/make_seeds.py: each saved case of the family in the values-mode
// encoding, and one regime-mode input per regime index 0..15 at sizes 10 and
// 100, at f64 and f32).
//
//   collide-check-fuzz-bench [--cases DIR] [Google Benchmark flags]
//
// One row per family, BM_fuzz_input/<family>: items_per_second is the
// executions per second on one core. Its counters say where the time goes:
// for each property, the share (0 to 1) of the judging time spent in it, over
// one untimed pass of every input with each variant's replay timed (a profile
// at the checker's level, not the CPU's). DIR is the saved cases
// (default: the source tree's regressions/cases).

#include <benchmark/benchmark.h>

#include <bit>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "../fuzz/decode.h"
#include "../fuzz/judge_case.h"
#include "../include/collide_check/main.h"
#include "../properties/registry.h"
#include "../regressions/case_file.h"

namespace {

using Bytes = std::vector<std::uint8_t>;

/// A saved case in the values-mode encoding, as fuzz/make_seeds.py writes it:
/// the header byte, then per field the raw-bits tag and the bits, little-endian.
Bytes encode_values(const cc::check::CaseData& c) {
  const bool f32 = c.scalar == cc::check::Scalar::f32;
  Bytes out{static_cast<std::uint8_t>(f32 ? cc::fuzz::kScalarF32 : 0)};
  for (double v : c.values) {
    out.push_back(static_cast<std::uint8_t>(cc::fuzz::ValueKind::raw_bits));
    const std::uint64_t bits =
        f32 ? std::bit_cast<std::uint32_t>(static_cast<float>(v)) : std::bit_cast<std::uint64_t>(v);
    for (int i = 0; i < (f32 ? 4 : 8); ++i) out.push_back(static_cast<std::uint8_t>(bits >> (8 * i)));
  }
  return out;
}

/// The regime-mode seeds of fuzz/make_seeds.py.
std::vector<Bytes> regime_inputs() {
  std::vector<Bytes> out;
  for (std::uint64_t regime = 0; regime < 16; ++regime)
    for (std::uint8_t size : {10, 100})
      for (std::uint8_t scalar : {std::uint8_t{0}, cc::fuzz::kScalarF32}) {
        Bytes b{static_cast<std::uint8_t>(scalar | cc::fuzz::kRegimeMode), static_cast<std::uint8_t>(regime)};
        const std::uint64_t seed = 0x9E3779B97F4A7C15ull * (regime + 1);
        for (int i = 0; i < 8; ++i) b.push_back(static_cast<std::uint8_t>(seed >> (8 * i)));
        b.push_back(size);
        out.push_back(std::move(b));
      }
  return out;
}

/// Each property's share of the judging time: every input once, each replay
/// timed, as judge_case runs them.
std::map<std::string, double> property_shares(const cc::check::Family& family, const std::vector<Bytes>& inputs) {
  std::map<std::string, double> seconds;
  double total = 0;
  for (const Bytes& b : inputs) {
    const auto c = cc::fuzz::decode_case(family, b);
    for (const auto* v : family.variants()) {
      if (!cc::check::can_replay(c, v->scalar)) continue;
      for (const auto& p : family.properties()) {
        const auto t0 = std::chrono::steady_clock::now();
        try {
          benchmark::DoNotOptimize(family.replay(*v, p.name, c));
        } catch (const std::exception&) {
        }
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        seconds[p.name] += s;
        total += s;
      }
    }
  }
  for (auto& [name, s] : seconds) s = total > 0 ? s / total : 0;
  return seconds;
}

}  // namespace

int main(int argc, char** argv) {
  std::string cases_dir = COLLIDE_CHECK_SOURCE_CASES;
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--cases") == 0 && i + 1 < argc) {
      cases_dir = argv[++i];
      continue;
    }
    args.push_back(argv[i]);
  }
  int n = static_cast<int>(args.size());
  benchmark::Initialize(&n, args.data());
  try {
    collide_check::register_bundled_variants();
    const auto corpus = cc::regress::read_corpus(cases_dir);
    for (const auto* family : cc::check::families()) {
      std::vector<Bytes> inputs = regime_inputs();
      for (const auto& file : corpus)
        if (file.data.family == family->name()) inputs.push_back(encode_values(file.data));
      benchmark::RegisterBenchmark(("BM_fuzz_input/" + family->name()).c_str(),
                                   [family, inputs](benchmark::State& state) {
                                     const auto shares = property_shares(*family, inputs);
                                     std::size_t i = 0;
                                     for (auto _ : state) {
                                       const auto c = cc::fuzz::decode_case(*family, inputs[i]);
                                       benchmark::DoNotOptimize(cc::fuzz::judge_case(*family, c));
                                       i = (i + 1) % inputs.size();
                                     }
                                     state.SetItemsProcessed(state.iterations());
                                     state.counters["inputs"] = static_cast<double>(inputs.size());
                                     for (const auto& [name, share] : shares) state.counters[name] = share;
                                   })
          ->Unit(benchmark::kMicrosecond);
    }
  } catch (const std::exception& e) {
    std::cerr << "collide-check-fuzz-bench: " << e.what() << "\n";
    return 2;
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
