#pragma once
// The measured summary of a findings page (docs/findings/<library>.md): the
// counts of one `check --json` run of a library's adapter, kept as data
// (docs/findings/<library>.json: counts only, no timings, so a run at the
// same seed writes the same bytes) and written into the page between two
// markers. Nothing in that block is typed by hand; a test re-renders it from
// the committed data and fails when the page disagrees.
//
//   <!-- measured: written by `collide-check summary` from LIBRARY.json; do not edit -->
//   ...
//   <!-- end of measured -->

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace cc::findings {

struct MalformedRun : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The counts of a run's JSON (`check --json`): checks, generated and
/// replayed cases, failing checks, declared flaws found, and per declared
/// class (by its text) the properties, variants and generated failures.
/// `library` names the page's command. Throws MalformedRun.
nlohmann::json summarize(const nlohmann::json& run, const std::string& library);

/// The block for the page, markers included, from summarize's data.
std::string render(const nlohmann::json& summary);

/// `page` with its measured block replaced by `block`. Throws
/// std::invalid_argument when the page has no markers (or only one).
std::string replace_block(const std::string& page, const std::string& block);

/// The page's current block, markers included; empty when it has none.
std::string current_block(const std::string& page);

}  // namespace cc::findings
