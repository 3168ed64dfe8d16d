#pragma once
// The precision report: a Markdown document built from one gate run's JSON
// (`collide-check check --json`, every shard merged) and the registry's
// contracts.

#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace cc::report {

/// A gate JSON that lacks a field the report needs, or an incomplete set of shards.
struct MalformedGateJson : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// One run from its shards: they must share seed and case count, and be every
/// shard 0..n-1 of the same count exactly once. `names` are for messages.
nlohmann::json merge_shards(const std::vector<nlohmann::json>& shards, const std::vector<std::string>& names);

/// Writes the report of `gate` (the JSON of one `check` run) to `out`.
/// Throws MalformedGateJson when a required field is missing or mistyped.
void write_markdown(const nlohmann::json& gate, std::ostream& out);

}  // namespace cc::report
