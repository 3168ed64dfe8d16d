// segment_segment timings: time per call of each kernel variant and of the exact
// oracle, over a fixed array of 4096 segment pairs walked cyclically (one call per
// benchmark iteration), on two deterministic input sets:
//   generic          8 coordinates uniform in [-1, 1) (about half the pairs meet);
//   near_degenerate  B.a rounded onto A, or B parallel to A nudged by 1-4 ulps,
//                    so orientation tests are near zero and filters are stressed.
// The segment_segment_kind rows also report `fallback_rate`: the share of predicate
// evaluations that fell back to rationals (FilterStats). oracle_exact_point
// (segment_segment_exact) is all-rational and keeps no stats, so it has none.
//
// Absolute times depend on the machine; the targets are ratios within one run,
// both on generic:
//   oracle_filtered  <= 10x the time of robust_f64,
//   oracle_filtered  >= 50x faster than oracle_exact_only.

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "kernels/robust/segment_segment.h"
#include "kernels/seeds/segment_segment.h"
#include "oracle/segment_segment.h"

namespace {

using cc::Segment;
using cc::Vec2;

constexpr std::size_t kPairs = 4096;  // power of two: the cyclic index is a mask

template <class T>
struct Pair {
  Segment<T> A, B;
};

// splitmix64 (Steele, Lea, Flood 2014): deterministic and platform-independent.
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  double unit() { return static_cast<double>(next() >> 11) * 0x1p-53; }  // [0, 1)
  double coord() { return unit() * 2.0 - 1.0; }                          // [-1, 1)
  Vec2<double> point() { return {coord(), coord()}; }
  // x moved by 1-4 ulps up or down.
  double nudge(double x) {
    const std::uint64_t r = next();
    const double dir = (r & 1) ? INFINITY : -INFINITY;
    for (int k = 0; k <= static_cast<int>((r >> 1) & 3); ++k) x = std::nextafter(x, dir);
    return x;
  }
};

std::vector<Pair<double>> make_generic() {
  SplitMix64 rng{0x5eed'0000'c011'1de0ULL};
  std::vector<Pair<double>> v(kPairs);
  for (auto& p : v) p = {{rng.point(), rng.point()}, {rng.point(), rng.point()}};
  return v;
}

std::vector<Pair<double>> make_near_degenerate() {
  SplitMix64 rng{0x5eed'0001'dead'bea7ULL};
  std::vector<Pair<double>> v(kPairs);
  for (std::size_t i = 0; i < kPairs; ++i) {
    const Segment<double> A{rng.point(), rng.point()};
    if (i % 2 == 0) {
      // B starts (after rounding) nearly on A, ends anywhere.
      const double t = rng.unit();
      v[i] = {A, {A.a + t * (A.b - A.a), rng.point()}};
    } else {
      // B nearly collinear with A: A's endpoints (or points along A), nudged.
      const double s = rng.unit() * 0.5, t = 0.5 + rng.unit() * 0.5;
      const Vec2<double> p = A.a + s * (A.b - A.a), q = A.a + t * (A.b - A.a);
      v[i] = {A, {{rng.nudge(p.x), rng.nudge(p.y)}, {rng.nudge(q.x), rng.nudge(q.y)}}};
    }
  }
  return v;
}

std::vector<Pair<float>> to_float(const std::vector<Pair<double>>& in) {
  auto f = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  std::vector<Pair<float>> out;
  out.reserve(in.size());
  for (const auto& p : in) out.push_back({{f(p.A.a), f(p.A.b)}, {f(p.B.a), f(p.B.b)}});
  return out;
}

// One row: call fn(A, B) on pairs[i], i cycling through the array.
template <class T, class Fn>
void run(benchmark::State& state, const std::vector<Pair<T>>& pairs, Fn fn, bool oracle) {
  if (oracle) cc::oracle::segment_segment_stats().reset();
  std::size_t i = 0;
  for (auto _ : state) {
    auto r = fn(pairs[i].A, pairs[i].B);
    benchmark::DoNotOptimize(r);
    i = (i + 1) & (kPairs - 1);
  }
  state.SetItemsProcessed(state.iterations());
  if (oracle) state.counters["fallback_rate"] = cc::oracle::segment_segment_stats().fallback_rate();
}

template <class T, class Fn>
void add(const std::string& name, const std::vector<Pair<T>>& pairs, Fn fn, bool oracle = false) {
  benchmark::RegisterBenchmark(name.c_str(), [&pairs, fn, oracle](benchmark::State& s) {
    run(s, pairs, fn, oracle);
  });
}

}  // namespace

int main(int argc, char** argv) {
  using D = Segment<double>;
  using F = Segment<float>;
  // Static storage: the registered rows refer to these arrays.
  static const std::vector<Pair<double>> generic = make_generic(),
                                         near_degenerate = make_near_degenerate();
  static const std::vector<Pair<float>> generic_f = to_float(generic),
                                        near_degenerate_f = to_float(near_degenerate);
  struct Set {
    const char* name;
    const std::vector<Pair<double>>& d;
    const std::vector<Pair<float>>& f;
  };
  for (const Set& set : {Set{"generic", generic, generic_f},
                         Set{"near_degenerate", near_degenerate, near_degenerate_f}}) {
    const std::string suffix = std::string("/") + set.name;
    add("seed000_f64" + suffix, set.d, [](const D& a, const D& b) { return cc::seed000::segment_segment(a, b); });
    add("seed001_slope_f64" + suffix, set.d,
        [](const D& a, const D& b) { return cc::seed001_slope::segment_segment(a, b); });
    add("robust_f64" + suffix, set.d, [](const D& a, const D& b) { return cc::robust::segment_segment(a, b); });
    add("robust_f32" + suffix, set.f, [](const F& a, const F& b) { return cc::robust::segment_segment(a, b); });
    add("oracle_filtered" + suffix, set.d,
        [](const D& a, const D& b) { return cc::oracle::segment_segment_kind(a, b); }, true);
    add("oracle_exact_only" + suffix, set.d,
        [](const D& a, const D& b) {
          return cc::oracle::segment_segment_kind(a, b, cc::oracle::Evaluation::exact_only);
        },
        true);
    add("oracle_exact_point" + suffix, set.d,
        [](const D& a, const D& b) { return cc::oracle::segment_segment_exact(a, b); });
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
