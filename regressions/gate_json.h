#pragma once
// A gate row as JSON, both ways: the form the check --json file holds, and
// how a child process hands its row back to the gate.

#include <nlohmann/json.hpp>

#include "gate.h"

namespace cc::regress {

nlohmann::json to_json(const GateRow& row);
/// Throws std::runtime_error on a malformed row.
GateRow row_from_json(const nlohmann::json& j);
/// RowStatus from its to_string text.
RowStatus status_from_string(const std::string& s);

}  // namespace cc::regress
