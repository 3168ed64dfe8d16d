#pragma once
// Case files: one exact, readable text file per case, named by its content.
//
//   # collide-check case
//   family: segment_segment
//   scalar: f64
//   A.a.x: 0x1p+0  # 1
//   ...                          one line per input field, in the family's order
//   found-by: segment_segment/seed001_slope/f64 vertical_lines_handled
//   verdict: variant: none | oracle: point p=(1, 1/2)
//   seed: 1
//   tool-version: 0.1.0
//   date: 2026-11-22
//   build: GNU 12.2.0 Release -ffp-contract=off
//
// Values are hex floats (bit-exact), or inf, -inf, nan, -nan, nan:0x<64-bit
// pattern> for other NaN payloads; the decimal after '#' is for people and,
// when present, must denote the same value. The file name is the hash of
// family, scalar and the values' bit patterns only, so a case survives changes to
// generators and metadata, parallel runs never collide and duplicates cannot exist.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "../properties/registry.h"

namespace cc::regress {

struct CaseFile {
  check::CaseData data;
  std::string found_by;  ///< "<variant id> <property>"
  std::string verdict;   ///< one line: what differed
  std::uint64_t seed = 0;
  std::string tool_version;
  std::string date;
  std::string build;
  std::string path;  ///< where it was read from or written to
};

/// A malformed case file: what() is "file:line: what was expected".
class CaseFileError : public std::runtime_error {
 public:
  CaseFileError(const std::string& file, int line, const std::string& message)
      : std::runtime_error(file + ":" + std::to_string(line) + ": " + message) {}
};

/// 16 hex digits of a 64-bit FNV-1a hash of family, scalar and value bits.
std::string content_hash(const check::CaseData& data);

/// The file's text.
std::string render(const CaseFile& c);

/// Parses one value token (hex float, inf, -inf, nan, -nan, nan:0x...).
/// Returns false when the token is not one of these.
bool parse_value(const std::string& token, double& out);
/// The token parse_value reads back bit for bit.
std::string format_value(double v);

/// Writes `c` as <dir>/<family>/<hash>.case atomically (temporary file, then
/// rename). Returns the path; an existing file of that name is left untouched.
std::string write_case(const CaseFile& c, const std::string& dir);

/// Reads and validates one file; throws CaseFileError naming file:line.
CaseFile read_case(const std::string& path);

/// Every *.case file under `dir` (recursively, sorted by path). A missing
/// directory is an empty corpus; any malformed file throws CaseFileError.
std::vector<CaseFile> read_corpus(const std::string& dir);

/// Today's date, YYYY-MM-DD (UTC).
std::string today();

}  // namespace cc::regress
