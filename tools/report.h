#pragma once
// The precision report: a Markdown document built from one gate run's JSON
// (`collide-check check --json`) and the registry's contracts. Per family it
// states every variant's source and contract, what each property found (cases
// run, worst measured error against the contract's unit, declared flaws with
// their minimal cases) and how often the oracle needed exact arithmetic.

#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>

namespace cc::report {

/// A gate JSON that lacks a field the report needs.
struct MalformedGateJson : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Writes the report of `gate` (the JSON of one `check` run) to `out`.
/// Throws MalformedGateJson when a required field is missing or mistyped.
void write_markdown(const nlohmann::json& gate, std::ostream& out);

}  // namespace cc::report
