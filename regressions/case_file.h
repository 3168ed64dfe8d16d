#pragma once
// Case files: one exact, readable text file per case, named by its content.
//
//   # collide-check case
//   family: segment_segment
//   scalar: f64
//   A.a.x: 0x1p+0  # 1
//   ...                          one line per input field, in the family's order
//   regime: axis_aligned         the regime that generated it (optional)
//   found-by: segment_segment/seed001_slope/f64 decision_agrees_with_oracle
//   verdict: variant: none | oracle: point p=(1, 1/2)
//   seed: 1
//   tool-version: 0.1.0
//   date: 2026-11-22
//   build: GNU 12.2.0 Release -ffp-contract=off
//   simplified-from: 0bdf3e655d57b339  the hashes of the cases it was simplified from (optional)
//
// Values are hex floats (bit-exact), decimals that denote a value of the
// scalar exactly (0.5, 3, -1.25e-3; not 0.1), or inf, -inf, nan, -nan,
// nan:0x<64-bit pattern> for other NaN payloads; the decimal after '#' is for
// people and, when present, must read back as the same value in the case's
// scalar (the checker writes the shortest such decimal: 0.1 for the float
// 0x1.99999ap-4 of an f32 case). Provenance (found-by
// to build) is written by the checker and optional in hand-written files. The file name is the hash of
// family, scalar and the values' bit patterns only, so a case survives changes to
// generators and metadata, parallel runs never collide and duplicates cannot exist.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "../properties/registry.h"

namespace cc::regress {

struct CaseFile {
  check::CaseData data;
  std::string found_by;  ///< "<variant id> <property>"; empty in a hand-written case
  std::string verdict;   ///< one line: what differed
  std::optional<std::uint64_t> seed;
  std::string tool_version;
  std::string date;
  std::string build;
  /// The hash names of the cases this one was simplified from (properties/simplify.h),
  /// oldest first, space-separated; empty when it was saved as found.
  std::string simplified_from;
  std::string path;  ///< where it was read from or written to
  /// Comment lines written under the first line (what `case` rounded); not read back.
  std::vector<std::string> notes;
};

/// A malformed case file: what() lists every problem, one per line, as
/// "file:line: what was expected" (non-printable bytes escaped as \xHH).
class CaseFileError : public std::runtime_error {
 public:
  CaseFileError(const std::string& file, int line, const std::string& message)
      : std::runtime_error(file + ":" + std::to_string(line) + ": " + message) {}
  explicit CaseFileError(const std::string& all_problems) : std::runtime_error(all_problems) {}
};

/// 16 hex digits of a 64-bit FNV-1a hash of family, scalar and value bits.
std::string content_hash(const check::CaseData& data);

/// The file's text.
std::string render(const CaseFile& c);

/// A check's failure message as a case file's `verdict`: its lines joined by
/// " | ", without the "input ..." and "= ..." lines (the case file holds the
/// input exactly).
std::string verdict_line(const std::string& message);

/// Parses one value token (hex float, inf, -inf, nan, -nan, nan:0x...).
/// Returns false when the token is not one of these or rounds.
bool parse_value(const std::string& token, double& out);
/// parse_value, or a decimal that denotes a value of `scalar` exactly. On
/// failure `why` says what is wrong (for a decimal that rounds: the nearest
/// values, exactly).
bool parse_exact_value(const std::string& token, check::Scalar scalar, double& out, std::string& why);
/// A decimal rounded once, to the nearest value of `scalar` (ties to even):
/// what `case` accepts where the decimal is not exactly a value. False, with
/// why, for a token that is no number or lies beyond the scalar's range.
bool parse_nearest_value(const std::string& token, check::Scalar scalar, double& out, std::string& why);
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
