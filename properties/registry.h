#pragma once
// The variant registry and the family interface every family implements.
//
// A family is registered once (families.cpp) and brings its variants with their
// metadata, its properties and its input regimes. The checker, the case files,
// the CLI and the tests see families only through this interface.

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "../oracle/filter_stats.h"

namespace cc::check {

enum class Scalar { f32, f64 };

inline const char* to_string(Scalar s) { return s == Scalar::f32 ? "f32" : "f64"; }

/// A failure a variant is known to have: the gate requires the checker to keep
/// finding it (a canary), and does not count it against the variant.
struct KnownFlaw {
  std::string property;     ///< the property that finds it
  std::string explanation;  ///< one line: why the variant fails it
};

/// One implementation of a family at one scalar type.
struct VariantInfo {
  std::string family;
  std::string name;  ///< e.g. "seed000", "robust"
  Scalar scalar = Scalar::f64;
  std::string source;    ///< seed file and section, or the reference followed
  std::string contract;  ///< what it promises, in words (the checker reads the data)
  std::vector<KnownFlaw> flaws;

  /// "family/name/f64"
  std::string id() const { return family + "/" + name + "/" + to_string(scalar); }
  const KnownFlaw* flaw_for(const std::string& property) const {
    for (const auto& f : flaws)
      if (f.property == property) return &f;
    return nullptr;
  }
};

struct PropertyInfo {
  std::string name;         ///< snake_case id, e.g. "decision_agrees_with_oracle"
  std::string sentence;     ///< what it asserts, as a sentence
  std::vector<std::string> regimes;  ///< the input regimes its generator draws from
};

/// One input of one family, stored exactly: the family's fields in order, each
/// widened to double (float values widen exactly).
struct CaseData {
  std::string family;
  Scalar scalar = Scalar::f64;
  std::vector<double> values;
};

/// The result of checking one case against one variant and one property.
struct Verdict {
  enum class Kind { pass, fail, not_applicable };
  Kind kind = Kind::pass;
  std::string message;  ///< for fail: what differed, with both results
  double measure = -1;  ///< optional error measure (family-defined units), < 0 if none

  static Verdict pass(double measure = -1) { return {Kind::pass, {}, measure}; }
  static Verdict fail(std::string why) { return {Kind::fail, std::move(why), -1}; }
  static Verdict skip(std::string why = {}) { return {Kind::not_applicable, std::move(why), -1}; }
};

/// Called when a generated case fails: on the first failure, on every smaller
/// failing case found while shrinking, and once more with the final minimum.
enum class FailureStage { first, shrinking, minimal };
using FailureSink = std::function<void(const CaseData&, const std::string& message, FailureStage)>;

struct RunOptions {
  int cases = 10000;
  std::uint64_t seed = 0;
  FailureSink on_failure;  ///< may be empty
};

struct GeneratedFailure {
  CaseData minimal;
  std::string message;
  int shrink_steps = 0;
  bool shrink_budget_exhausted = false;  ///< the case may not be minimal
};

/// Outcome of running one property's generator against one variant.
struct GeneratedOutcome {
  int cases = 0;  ///< cases that ran to a verdict (pass or fail)
  int discarded = 0;
  std::map<std::string, int> regime_counts;
  std::optional<GeneratedFailure> failure;
  std::string error;    ///< the run itself broke (gave up, exception); empty if fine
  double worst_measure = -1;  ///< max Verdict::measure over passing cases
};

class Family {
 public:
  virtual ~Family() = default;
  virtual const std::string& name() const = 0;
  /// The names of the input fields, in case-file order, e.g. "A.a.x".
  virtual const std::vector<std::string>& fields() const = 0;
  virtual const std::vector<VariantInfo>& variants() const = 0;
  virtual const std::vector<PropertyInfo>& properties() const = 0;
  /// Every regime this family generates, in a fixed order.
  virtual const std::vector<std::string>& regimes() const = 0;
  /// What the measure of a passing Verdict means, e.g. "point error in u*M".
  virtual std::string measure_unit() const = 0;

  /// Checks one stored case. The case's scalar must be representable by the
  /// variant's (callers use can_replay).
  virtual Verdict replay(const VariantInfo& variant, const std::string& property,
                         const CaseData& input) const = 0;
  /// Runs a property's generator against a variant.
  virtual GeneratedOutcome run(const VariantInfo& variant, const std::string& property,
                               const RunOptions& options) const = 0;
  /// The oracle's exact verdict and every variant's result on one case.
  virtual nlohmann::json eval(const CaseData& input) const = 0;
  /// The family oracle's filter statistics (how often it fell back to exact).
  virtual oracle::FilterStats& filter_stats() const = 0;
  /// Short human form of an input, e.g. "A=(0,0)-(0,1) B=(1,0)-(-1,1)".
  virtual std::string describe(const CaseData& input) const = 0;
};

/// True when every value of the case is exactly a value of the variant's scalar,
/// so the case can run against it unchanged.
bool can_replay(const CaseData& input, Scalar variant_scalar);

/// All registered families, in registration order.
const std::vector<std::unique_ptr<Family>>& families();
const Family* find_family(const std::string& name);

}  // namespace cc::check
