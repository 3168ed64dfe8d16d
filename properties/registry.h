#pragma once
// The registry: every family and every registered variant, seen through one
// type-erased interface. The gate, the case files, the command and the tests
// see families only through it; variants enter through the public
// register_variant (include/collide_check/register.h), bundled ones included.

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "../include/collide_check/variant.h"
#include "../oracle/filter.h"

namespace cc::check {

using collide_check::Contract;
using collide_check::InputClass;
using collide_check::KnownFlaw;
using collide_check::Reports;
using collide_check::Scalar;
using collide_check::to_string;

/// One implementation of a family at one scalar type, as registered.
struct VariantInfo {
  std::string family;
  std::string name;  ///< e.g. "seed000", "robust", "game_eps"
  Scalar scalar = Scalar::f64;
  std::string source;
  Contract contract;
  Reports reports;
  std::vector<KnownFlaw> flaws;
  std::vector<std::string> stages;  ///< VariantSpec::stages
  std::vector<collide_check::RareStage> rare_stages;
  bool has_exact_rule = false;  ///< registered with its own rule evaluated exactly
  std::string contract_text;    ///< generated from the contract data and the family

  /// "family/name/f64"
  std::string id() const { return family + "/" + name + "/" + to_string(scalar); }
  /// The declared flaws of one property, in declaration order.
  std::vector<const KnownFlaw*> flaws_of(const std::string& property) const {
    std::vector<const KnownFlaw*> out;
    for (const auto& f : flaws)
      if (f.property == property) out.push_back(&f);
    return out;
  }
};

struct PropertyInfo {
  std::string name;                  ///< snake_case id, e.g. "decision_agrees_with_oracle"
  std::string sentence;              ///< what it asserts, as a sentence
  std::vector<std::string> regimes;  ///< the input regimes its generator draws from
};

/// One input of one family, stored exactly: the family's fields in order, each
/// widened to double (float values widen exactly). `regime` names the regime
/// that generated it, when known.
struct CaseData {
  std::string family;
  Scalar scalar = Scalar::f64;
  std::vector<double> values;
  std::string regime;
};

/// The flaw-class view of a case.
collide_check::CaseView view_of(const CaseData& c);

/// The result of checking one case against one variant and one property.
struct Verdict {
  enum class Kind {
    pass,            ///< the assertion was exercised and held
    vacuous,         ///< the property applies but had nothing to assert (no common hit)
    fail,            ///< the assertion was exercised and failed
    not_applicable,  ///< the input is not in the property's scope (discarded)
    variant_error,   ///< the variant threw, or gave no decision where one is due
    out_of_domain,   ///< a replayed case outside the contract's domain: not judged
  };
  Kind kind = Kind::pass;
  std::string message;  ///< for fail and variant_error: what differed, with both results
  double measure = -1;  ///< worst value error of the case, in the unit of the bound's first term; < 0: none
  /// For a failure of an invariance property: the image of the case under the
  /// map on which the answers disagreed, and the map's name; empty otherwise.
  /// Flaw classes see both (CaseView::image).
  std::vector<double> image;
  std::string map;
  /// The worst value error over its bound, where a value was compared; < 0: none.
  double ratio = -1;

  static Verdict pass(double measure = -1, double ratio = -1) { return {Kind::pass, {}, measure, {}, {}, ratio}; }
  static Verdict vacuous(std::string why = {}) { return {Kind::vacuous, std::move(why), -1, {}, {}}; }
  static Verdict fail(std::string why) { return {Kind::fail, std::move(why), -1, {}, {}}; }
  static Verdict skip(std::string why = {}) { return {Kind::not_applicable, std::move(why), -1, {}, {}}; }
  static Verdict error(std::string why) { return {Kind::variant_error, std::move(why), -1, {}, {}}; }
  static Verdict out_of_domain() { return {Kind::out_of_domain, "outside the contract's domain", -1, {}, {}}; }
};

/// Called when a generated case fails: on the first failure, on every smaller
/// failing case found while shrinking, and once more with the final minimum.
enum class FailureStage { first, shrinking, minimal };

/// The inputs Family::check_filters compares on: the family's generated cases,
/// or the same cases moved to extreme magnitudes (properties/extreme_magnitudes.h).
enum class FilterInputs { as_generated, extreme_magnitudes };
using FailureSink = std::function<void(const CaseData&, const std::string& message, FailureStage)>;

struct RunOptions {
  int cases = 10000;
  std::uint64_t seed = 0;
  /// -1: judge (a failure outside every declared class shrinks and stops the
  /// run; failures inside a class are counted and the run goes on). k >= 0:
  /// shrink the first failure inside declared class k of this property.
  int shrink_class = -1;
  FailureSink on_failure;  ///< may be empty
  /// Called with every case before it is judged (may be empty): fault
  /// isolation keeps it where a crash cannot take it.
  std::function<void(const CaseData&)> before_check;
};

struct GeneratedFailure {
  CaseData minimal;
  std::string message;
  int shrink_steps = 0;
  bool shrink_budget_exhausted = false;  ///< the case may not be minimal
  bool variant_error = false;            ///< the variant threw or gave no decision
};

/// Failures inside one declared flaw class.
struct ClassCount {
  int failures = 0;
  std::map<std::string, int> by_regime;  ///< failures per regime
  std::optional<CaseData> first;  ///< the first failing case, unshrunk
  std::string first_message;
};

/// Outcome of running one property's generator against one variant.
struct GeneratedOutcome {
  int cases = 0;          ///< cases judged: passed, failed or vacuous
  int passed = 0;         ///< the assertion was exercised and held
  int vacuous = 0;        ///< applied, nothing to assert
  int discarded = 0;      ///< not in the property's scope
  int out_of_domain = 0;  ///< outside the contract's domain: not judged
  std::map<std::string, int> regime_counts;  ///< judged cases per regime
  std::map<std::string, int> regime_out_of_domain;  ///< per regime: cases outside the domain
  std::vector<ClassCount> classes;           ///< per declared flaw of the property, in order
  std::optional<GeneratedFailure> failure;   ///< outside every class (or the requested class)
  std::string error;           ///< the run itself broke (gave up, the checker threw); empty if fine
  double worst_measure = -1;   ///< max Verdict::measure over passing cases
  double worst_ratio = -1;     ///< max Verdict::ratio over passing cases: the error's closest approach to its bound
  /// Judged cases per stage the variant's kernel reached (stages.h), per regime.
  std::map<std::string, std::map<std::string, int>> stages;
};

/// How one variant did on one case, measured against the exact answer for the
/// precision report (tools/precision.h). Unlike a property's verdict it
/// ignores the contract's band: a decision is right when it is the exact one
/// (under the contract's touching rule), whatever the band allows.
struct VariantMeasurement {
  enum class Decision {
    right,       ///< the exact answer (on an invalid input: invalid_input, where promised)
    wrong,       ///< another answer
    error,       ///< the variant threw, or answered with no known kind
    not_judged,  ///< an invalid input under a contract that promises nothing for it
  };
  Decision decision = Decision::not_judged;
  /// False when the case lies outside the contract's domain (shapes the API
  /// does not accept, values beyond its range: a library may assert on them)
  /// or in a regime the contract declares outside it, or holds a special
  /// value under a contract that promises nothing for them: as in the gate,
  /// the variant is not called, the case not judged, and it is counted apart.
  bool called = true;
  bool in_domain = true;         ///< inside the contract's domain
  bool within_contract = true;   ///< the decision is one the contract (its band) allows
  /// Per value component compared (variant and oracle both report a contact,
  /// of the same kind for a variant that reports kinds): the worst
  /// coordinate's distance from the exact value, counted in values of the
  /// variant's scalar between the two (0: the correctly rounded value; the
  /// exact value is rounded to the nearest double, then to float for f32).
  /// Infinity for a non-finite coordinate against a finite exact one.
  std::map<std::string, double> ulps;
  /// The same comparisons in the unit of the variant's contract for the
  /// component (its bound's first term: u M, ulps of t, an absolute length;
  /// Family::measure_unit names it), and as a fraction of the whole bound
  /// (1: at the bound). Infinity for a non-finite coordinate.
  std::map<std::string, double> contract_error;
  std::map<std::string, double> bound_ratio;
};

/// One case measured against several variants of its scalar.
struct CaseMeasurement {
  bool valid = false;     ///< a valid input of the family
  double magnitude = 0;   ///< M, the largest |value|
  /// The exact distance from the decision boundary, as the smallest j in
  /// [-8, 64] with |separation| <= 2^j u M (u the case scalar's unit
  /// roundoff); -8 also holds exact contact, 65 stands for "farther". Empty for
  /// a family that does not evaluate separations, or an invalid input.
  std::optional<int> boundary_log2;
  std::vector<VariantMeasurement> variants;  ///< in the order asked
};

class Family {
 public:
  virtual ~Family() = default;
  virtual const std::string& name() const = 0;
  virtual const std::string& question() const = 0;
  /// The names of the input fields, in case-file order, e.g. "A.a.x".
  virtual const std::vector<std::string>& fields() const = 0;
  /// The value components a result can carry, e.g. {"point"} or {"t", "point", "normal"}.
  virtual const std::vector<std::string>& value_components() const = 0;
  virtual std::vector<const VariantInfo*> variants() const = 0;
  /// Every property of the family, whether or not a given variant takes it.
  virtual const std::vector<PropertyInfo>& properties() const = 0;
  /// Whether `property` judges `variant`: a property of values the variant
  /// does not report, or of an answer its contract does not promise, does not.
  virtual bool judges(const VariantInfo& variant, const std::string& property) const = 0;
  /// Every regime this family generates, in a fixed order.
  virtual const std::vector<std::string>& regimes() const = 0;
  /// Whether the oracle evaluates band contracts (offsets of the shapes).
  virtual bool supports_band() const = 0;
  /// What a property's measure is in for a variant ("u M", "ulp"), or empty
  /// when the property measures nothing.
  virtual std::string measure_unit(const VariantInfo& variant, const std::string& property) const = 0;

  /// Checks one stored case (callers use can_replay).
  virtual Verdict replay(const VariantInfo& variant, const std::string& property, const CaseData& input) const = 0;
  /// Runs a property's generator against a variant.
  virtual GeneratedOutcome run(const VariantInfo& variant, const std::string& property,
                               const RunOptions& options) const = 0;
  /// The oracle's exact verdict and every variant's result on one case:
  /// eval_header, with "variants" the eval_variant of each of eval_order.
  nlohmann::json eval(const CaseData& input) const;
  /// The case as eval reports it without its variants: "family", "scalar",
  /// "input", "oracle", and "checker_error" where the oracle's filtered and
  /// exact paths disagree.
  virtual nlohmann::json eval_header(const CaseData& input) const = 0;
  /// One variant's row of eval: its result and every property's verdict, or
  /// why it was skipped (an input not representable at its scalar).
  virtual nlohmann::json eval_variant(const CaseData& input, const VariantInfo& variant) const = 0;
  /// The variants in eval's order: the f32 ones, then the f64 ones, each in
  /// registration order.
  std::vector<const VariantInfo*> eval_order() const;
  /// The oracle's exact verdict alone, as `eval` reports it under "oracle":
  /// {"kind": ...} and the family's exact values as strings ("p/q", or
  /// "a + b*sqrt(d)" for a RootNumber); {"kind": "invalid_input"} for an input
  /// the family does not accept (valid).
  virtual nlohmann::json oracle_answer(const CaseData& input) const = 0;
  virtual oracle::FilterStats& filter_stats() const = 0;
  /// Short human form of an input, e.g. "A=(0, 0)-(0, 1) B=(1, 0)-(-1, 1)".
  virtual std::string describe(const CaseData& input) const = 0;
  /// Checks the oracle against the family's constructions (inputs whose answer
  /// is known by construction, such as exact tangency) on `cases` generated
  /// cases each; returns one line per disagreement (none: the oracle agrees).
  virtual std::vector<std::string> check_constructions(int cases, std::uint64_t seed) const = 0;
  /// Checks the oracle's filters against its exact path (oracle::Evaluation):
  /// about `cases` valid inputs spread over every regime and both scalars, each
  /// decided filtered and exact-only; as generated, or moved to magnitudes
  /// where squares and products underflow or overflow in double. Returns one
  /// line per disagreement (none: they agree) and sets `checked` to the number
  /// of inputs compared.
  virtual std::vector<std::string> check_filters(int cases, std::uint64_t seed, int& checked,
                                                 FilterInputs inputs) const = 0;
  /// |exact separation - offset| <= `relative` M (M the largest |value|): the
  /// input lies within rounding reach of the decision boundary. Families that
  /// do not support bands throw std::logic_error.
  virtual bool near_decision_boundary(const CaseData& input, double relative) const = 0;
  /// Whether the input is valid for the family (finite, radii and sizes >= 0,
  /// lines of positive length: the family's own definition). Kernels answer
  /// invalid_input otherwise.
  virtual bool valid(const CaseData& input) const = 0;
  /// The exact shapes touch without overlapping (a valid input whose exact
  /// contact is Contact::touching).
  virtual bool exactly_touching(const CaseData& input) const = 0;
  /// `count` inputs of one regime at one scalar, drawn from `seed` alone: the
  /// same seed gives the same inputs on every machine and standard library
  /// (benchmarks and reports measure on them). `size` is RapidCheck's size
  /// (0 to 100: how far generators reach from their smallest values); -1
  /// cycles through 1..100, as a run of the properties does but for size 0,
  /// where every draw is at its smallest (a generic case all zeros). Throws
  /// std::invalid_argument for a regime the family does not have.
  virtual std::vector<CaseData> sample(Scalar scalar, const std::string& regime, int count, std::uint64_t seed,
                                       int size = -1) const = 0;
  /// Measures `variants` (each of the case's scalar) on one case against the
  /// exact answer: the precision report's unit of work. Computes the exact
  /// answer once for all of them.
  virtual CaseMeasurement measure(const CaseData& input, const std::vector<const VariantInfo*>& variants) const = 0;
};

/// The index of the first declared flaw of `property` whose class contains the
/// case, or -1: among the flaws that raise (KnownFlaw::raises) for an error of
/// the variant, among the others for a wrong answer.
int flaw_class_of(const VariantInfo& v, const std::string& property, const CaseData& c, bool error = false);
/// The same for a failing verdict on `c`: an error or a failure, seen by the
/// classes together with the mapped image it failed on, if any.
int flaw_class_of(const VariantInfo& v, const std::string& property, const CaseData& c, const Verdict& failing);

/// Where the kernel call in progress is announced to a watchdog in another
/// process (regressions/isolation.h), so that a time limit applies to one call
/// of the kernel, never to the checker's own work (the oracle, shrinking,
/// simplifying). Lives in memory shared with the watchdog.
struct KernelCallBeacon {
  static constexpr int kMaxValues = 64;
  /// When the call started (std::chrono::steady_clock, ns since its epoch);
  /// 0 while no call runs.
  std::atomic<std::int64_t> started_ns{0};
  int count = 0;                    ///< how many of `values` the call's input has
  double values[kMaxValues] = {};  ///< the call's input, the family's fields in order
};

/// Announces every later kernel call of this process to `beacon` (nullptr:
/// none, the default). Every kernel call announces itself (KernelCallScope,
/// properties/kernel_call.h).
void watch_kernel_calls(KernelCallBeacon* beacon);
KernelCallBeacon* kernel_call_beacon();

/// True when every value of the case is exactly a value of the variant's scalar.
bool can_replay(const CaseData& input, Scalar variant_scalar);

/// All families, in a fixed order.
const std::vector<const Family*>& families();
const Family* find_family(const std::string& name);

}  // namespace cc::check
