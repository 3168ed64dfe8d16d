// polygon_polygon timings: time per call of each kernel variant and of the exact
// oracle over a fixed array of 4096 quadrilateral pairs walked cyclically, on two
// deterministic input sets:
//   generic   two random parallelograms (centers in [-1, 1)^2, half-diagonals
//             in [-0.5, 0.5)^2): about half the pairs meet;
//   touching  a parallelogram and its mirror image across one edge (sharing that
//             edge), the mirror moved by 0-3 ulps per coordinate: every edge test
//             is near zero, so filters are stressed.
// The oracle row reports `fallback_rate` (FilterStats of the polygon_polygon
// oracle, its edge tests included). Compare rows as ratios within one run.

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "kernels/robust/polygon_polygon.h"
#include "kernels/seeds/polygon_polygon.h"
#include "oracle/polygon_polygon.h"

namespace {

using cc::Quad;
using cc::Vec2;

constexpr std::size_t kPairs = 4096;  // power of two: the cyclic index is a mask

template <class T>
struct Pair {
  Quad<T> A, B;
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
  Vec2<double> point(double half) { return {(unit() * 2 - 1) * half, (unit() * 2 - 1) * half}; }
  double nudge(double x) {
    const std::uint64_t r = next();
    const double dir = (r & 1) ? INFINITY : -INFINITY;
    for (int k = 0; k < static_cast<int>((r >> 1) & 3); ++k) x = std::nextafter(x, dir);
    return x;
  }
};

Quad<double> parallelogram(Vec2<double> c, Vec2<double> u, Vec2<double> v) {
  return {{c + u, c + v, c - u, c - v}};
}

std::vector<Pair<double>> make_generic() {
  SplitMix64 rng{0x5eed'0002'9017'9017ULL};
  std::vector<Pair<double>> out(kPairs);
  for (auto& p : out)
    p = {parallelogram(rng.point(1), rng.point(0.5), rng.point(0.5)),
         parallelogram(rng.point(1), rng.point(0.5), rng.point(0.5))};
  return out;
}

std::vector<Pair<double>> make_touching() {
  SplitMix64 rng{0x5eed'0003'7011'c4edULL};
  std::vector<Pair<double>> out(kPairs);
  for (auto& p : out) {
    const Vec2<double> c = rng.point(1), u = rng.point(0.5), v = rng.point(0.5);
    p = {parallelogram(c, u, v), parallelogram(c + u + v, u, v)};
    for (Vec2<double>& x : p.B.v) x = {rng.nudge(x.x), rng.nudge(x.y)};
  }
  return out;
}

std::vector<Pair<float>> to_float(const std::vector<Pair<double>>& in) {
  std::vector<Pair<float>> out(in.size());
  for (std::size_t i = 0; i < in.size(); ++i)
    for (int k = 0; k < 4; ++k) {
      out[i].A.v[k] = {static_cast<float>(in[i].A.v[k].x), static_cast<float>(in[i].A.v[k].y)};
      out[i].B.v[k] = {static_cast<float>(in[i].B.v[k].x), static_cast<float>(in[i].B.v[k].y)};
    }
  return out;
}

template <class T, class Fn>
void add(const std::string& name, const std::vector<Pair<T>>& pairs, Fn fn, bool oracle = false) {
  benchmark::RegisterBenchmark(name.c_str(), [&pairs, fn, oracle](benchmark::State& state) {
    if (oracle) cc::oracle::polygon_polygon_stats().reset();
    std::size_t i = 0;
    for (auto _ : state) {
      auto r = fn(pairs[i].A, pairs[i].B);
      benchmark::DoNotOptimize(r);
      i = (i + 1) & (kPairs - 1);
    }
    state.SetItemsProcessed(state.iterations());
    if (oracle) state.counters["fallback_rate"] = cc::oracle::polygon_polygon_stats().fallback_rate();
  });
}

}  // namespace

int main(int argc, char** argv) {
  using D = Quad<double>;
  using F = Quad<float>;
  static const std::vector<Pair<double>> generic = make_generic(), touching = make_touching();
  static const std::vector<Pair<float>> generic_f = to_float(generic), touching_f = to_float(touching);
  struct Set {
    const char* name;
    const std::vector<Pair<double>>& d;
    const std::vector<Pair<float>>& f;
  };
  for (const Set& set : {Set{"generic", generic, generic_f}, Set{"touching", touching, touching_f}}) {
    const std::string suffix = std::string("/") + set.name;
    add("seed000_edges_f64" + suffix, set.d,
        [](const D& a, const D& b) { return cc::seed000_edges::polygon_polygon(a, b); });
    add("seed002_sat_f64" + suffix, set.d, [](const D& a, const D& b) { return cc::seed002_sat::polygon_polygon(a, b); });
    add("robust_f64" + suffix, set.d, [](const D& a, const D& b) { return cc::robust::polygon_polygon(a, b); });
    add("robust_f32" + suffix, set.f, [](const F& a, const F& b) { return cc::robust::polygon_polygon(a, b); });
    add("oracle" + suffix, set.d, [](const D& a, const D& b) { return cc::oracle::polygon_polygon_exact(a, b); },
        true);
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
