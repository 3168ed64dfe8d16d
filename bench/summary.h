#pragma once
// The speed summary of a benchmark run: per family, the ratios the suite
// targets, computed from Google Benchmark's JSON output (rows named
// <family>/<variant>/<scalar>/<inputs>, bench/harness.h):
//
//   robust f64 / fastest seed f64   generic <= 2,  near_degenerate <= 10
//   robust f32 / robust f64         <= 1 on both sets
//   oracle exact-only / filtered    generic >= 100
//
// Times are CPU ns per call; with repetitions, the median aggregate is used.

#include <nlohmann/json.hpp>
#include <string>

namespace cc::bench {

/// The summary as a Markdown table, followed by one line per missed target.
/// Throws std::runtime_error when the JSON has no rows of the expected names.
std::string speed_summary(const nlohmann::json& benchmark_output);

}  // namespace cc::bench
