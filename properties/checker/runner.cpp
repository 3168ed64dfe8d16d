// The property runner: see runner.h.

#include "runner.h"

#include <rapidcheck.h>

#include <algorithm>
#include <exception>
#include <stdexcept>

#include "../common.h"
#include "../stage_log.h"

namespace cc::check {
namespace {

/// A generated input after the domain's preconditions conform it, or the input
/// itself when conforming would leave the scalar (the domain check then counts
/// it out of the domain).
Values conformed(const collide_check::Domain& domain, const Values& in, Scalar scalar) {
  Values v = in;
  domain.conform(v);
  for (double x : v)
    if (std::isfinite(x) && !(scalar == Scalar::f32 ? static_cast<double>(static_cast<float>(x)) == x : true))
      return in;
  return v;
}

/// A silent listener: the suite reports failures itself, with exact case files
/// instead of RapidCheck's reproduce strings.
struct Silent final : rc::detail::TestListener {
  void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
  void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
  void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
};

}  // namespace

void run_unshrunk(const std::function<void()>& body, int cases, std::uint64_t seed) {
  configure_rapidcheck_quietly();
  rc::detail::TestParams params;
  params.seed = seed;
  params.maxSuccess = cases;
  params.maxSize = 100;
  params.disableShrinking = true;
  Silent silent;
  rc::detail::checkProperty(rc::detail::toProperty([&body]() { body(); }), rc::detail::TestMetadata{}, params, silent);
}

GeneratedOutcome run_generated(const FamilyDescription& f, const Variant& variant, const Property& property,
                               const std::vector<gen::Regime<Values>>& all_regimes, const RunOptions& options) {
  std::vector<gen::Regime<Values>> regimes;
  for (const auto& r : all_regimes)
    if (std::find(property.info.regimes.begin(), property.info.regimes.end(), r.name) != property.info.regimes.end())
      regimes.push_back(r);
  if (regimes.empty()) throw std::logic_error(property.info.name + ": no regime to draw from");
  const auto generator = gen::tagged_one_of(regimes);
  const VariantInfo& info = *variant.info;
  const Scalar scalar = info.scalar;
  const auto flaws = info.flaws_of(property.info.name);
  const collide_check::Domain& domain = info.contract.domain;
  const auto to_case = [&](const gen::Tagged<Values>& c) { return CaseData{f.name, scalar, c.input, c.regime}; };
  // The row a case is counted under: its regime, or all_zero for an input
  // whose every value is zero (a draw at its smallest size), so that no
  // regime's count, generic's above all, includes such inputs.
  const auto counted_under = [](const gen::Tagged<Values>& c) -> const std::string& {
    static const std::string all_zero = "all_zero";
    return every_value_zero(c.input) ? all_zero : c.regime;
  };

  GeneratedOutcome out;
  out.classes.resize(flaws.size());
  for (const auto& r : regimes) out.regime_counts[r.name] = 0;
  bool shrinking = false;
  std::optional<CaseData> last_failure;
  std::string last_message, checker_error;
  bool last_is_error = false;
  int steps = 0;

  // RapidCheck retries every shrink candidate of the current minimum; on inputs
  // with many wide integers that can run to millions of evaluations. Past the
  // budget every candidate is accepted as passing, which ends the search at the
  // smallest failing case found so far. Counted in evaluations, not seconds, so
  // a seed shrinks to the same case on every machine.
  constexpr int kShrinkBudget = 50000;
  int shrink_evaluations = 0;

  bool conforms = false;
  for (const auto& p : domain.preconditions) conforms = conforms || static_cast<bool>(p.conform);

  const auto body = [&]() {
    if (!checker_error.empty()) return;
    gen::Tagged<Values> c;
    try {
      c = *generator;
    } catch (const std::exception& e) {
      checker_error = std::string("a regime's generator threw: ") + e.what();
      return;
    }
    if (conforms) c.input = conformed(domain, c.input, scalar);
    if (shrinking && ++shrink_evaluations > kShrinkBudget) return;
    if (!property.applies(c.input)) {
      if (!shrinking) ++out.discarded;
      RC_DISCARD("not applicable");
    }
    if (!domain.unbounded() && !domain.contains(c.input)) {
      if (!shrinking) {
        ++out.out_of_domain;
        ++out.regime_out_of_domain[counted_under(c)];
      }
      RC_DISCARD("outside the contract's domain");
    }
    if (options.before_check) options.before_check(to_case(c));
    stage_log::begin_case();
    Verdict verdict;
    try {
      verdict = property.check(variant, c.input);
    } catch (const VariantThrew& e) {
      verdict = Verdict::error(input_header(f, scalar, c.input) + "\n  " + e.what());
    } catch (const std::exception& e) {
      // The checker itself broke (an oracle or generator bug): stop judging.
      checker_error = std::string("the checker threw: ") + e.what();
      return;
    }
    if (verdict.kind == Verdict::Kind::out_of_domain) {  // e.g. every map's image outside the domain
      if (!shrinking) {
        ++out.out_of_domain;
        ++out.regime_out_of_domain[counted_under(c)];
      }
      RC_DISCARD("outside the contract's domain");
    }
    if (verdict.kind == Verdict::Kind::not_applicable) {
      if (!shrinking) ++out.discarded;
      RC_DISCARD("not applicable");
    }
    if (!shrinking)  // a judged case: pass, vacuous, fail or error
      for (const auto& stage : stage_log::case_stages()) ++out.stages[stage][c.regime];
    switch (verdict.kind) {
      case Verdict::Kind::not_applicable:
      case Verdict::Kind::out_of_domain:
        return;
      case Verdict::Kind::vacuous:
        if (!shrinking) {
          ++out.cases;
          ++out.vacuous;
          ++out.regime_counts[counted_under(c)];
        }
        return;
      case Verdict::Kind::pass:
        if (!shrinking) {
          ++out.cases;
          ++out.passed;
          ++out.regime_counts[counted_under(c)];
          out.worst_measure = std::max(out.worst_measure, verdict.measure);
          out.worst_ratio = std::max(out.worst_ratio, verdict.ratio);
        }
        return;
      case Verdict::Kind::fail:
      case Verdict::Kind::variant_error:
        break;
    }
    CaseData data = to_case(c);
    const bool is_error = verdict.kind == Verdict::Kind::variant_error;
    // An error of the variant is a declared flaw only where one says it raises.
    int k = -1;
    try {
      k = flaw_class_of(info, property.info.name, data, verdict);
    } catch (const std::exception& e) {
      checker_error = "a declared flaw's class threw on " + input_header(f, scalar, data.values) + ": " + e.what();
      return;
    }
    if (!shrinking) {
      ++out.cases;
      ++out.regime_counts[counted_under(c)];
      if (k >= 0) {
        auto& cls = out.classes[static_cast<std::size_t>(k)];
        ++cls.by_regime[c.regime];
        if (cls.failures++ == 0) {
          cls.first = data;
          cls.first_message = verdict.message;
        }
      }
    }
    const bool target = options.shrink_class < 0 ? k < 0 : (k == options.shrink_class);
    if (!target) return;
    if (!shrinking) {
      shrinking = true;
      if (options.on_failure) options.on_failure(data, verdict.message, FailureStage::first);
    } else {
      ++steps;
      if (options.on_failure) options.on_failure(data, verdict.message, FailureStage::shrinking);
    }
    last_failure = std::move(data);
    last_message = verdict.message;
    last_is_error = is_error;
    RC_FAIL(verdict.message);
  };

  configure_rapidcheck_quietly();
  rc::detail::TestParams params;
  params.seed = options.seed;
  params.maxSuccess = options.cases;
  params.maxSize = 100;
  params.maxDiscardRatio = 10;
  rc::detail::TestMetadata metadata;
  metadata.id = info.id() + ":" + property.info.name;
  metadata.description = property.info.sentence;
  Silent silent;
  const auto result = rc::detail::checkProperty(rc::detail::toProperty(body), metadata, params, silent);

  if (!checker_error.empty()) {
    out.error = checker_error;
  } else if (result.template is<rc::detail::FailureResult>()) {
    if (!last_failure) {
      out.error = "property failed without a recorded case";
    } else {
      out.failure = GeneratedFailure{*last_failure, last_message, steps, shrink_evaluations > kShrinkBudget,
                                     last_is_error};
      if (options.on_failure) options.on_failure(*last_failure, last_message, FailureStage::minimal);
    }
  } else if (result.template is<rc::detail::GaveUpResult>()) {
    // Ten discards per judged case: when the domain is what discarded them
    // (a precondition that the property's maps cannot keep), the property is
    // outside the domain, counted and shown, not an error of the checker.
    if (out.out_of_domain < 9 * (out.discarded + out.out_of_domain) / 10)
      out.error = "gave up: " + result.template get<rc::detail::GaveUpResult>().description;
  } else if (result.template is<rc::detail::Error>()) {
    out.error = "error: " + result.template get<rc::detail::Error>().description;
  }
  return out;
}

}  // namespace cc::check
