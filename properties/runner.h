#pragma once
// Runs one property's generator against one variant with RapidCheck, applying
// the contract's domain and the variant's declared flaw classes:
//   - a generated input is first conformed to the domain's preconditions
//     (Precondition::conform), where the contract gives a way to;
//   - a case outside the domain is counted (out_of_domain) and not judged;
//   - a failure inside a declared class is counted for that class, and the run
//     goes on;
//   - a failure outside every class, or an error of the variant (it threw, or
//     gave no decision), is shrunk, saved as it shrinks, and ends the run.
// With RunOptions::shrink_class = k the target is instead the first failure
// inside class k, shrunk within the class: the minimal case of a declared flaw.

#include <rapidcheck.h>

#include <algorithm>
#include <exception>
#include <iostream>
#include <stdexcept>

#include "judge.h"
#include "property.h"

namespace cc::check {

/// A generated input after the domain's preconditions conform it, or the input
/// itself when conforming would leave the scalar T (the domain check then
/// counts it out of the domain).
template <class S, class T>
InputOf<S, T> conformed(const collide_check::Domain& domain, const InputOf<S, T>& in) {
  std::vector<double> v = values_of<S, T>(in);
  domain.conform(v);
  for (double x : v)
    if (std::isfinite(x) && static_cast<double>(static_cast<T>(x)) != x) return in;
  return collide_check::from_values<S, T>(std::span<const double>(v));
}

/// Loads RapidCheck's global configuration once, with its announcement muted.
void configure_rapidcheck_quietly();

template <class S, class T>
GeneratedOutcome run_generated(const VariantOf<S, T>& variant, const PropertyDef<S, T>& property,
                               const std::vector<gen::Regime<InputOf<S, T>>>& all_regimes, const RunOptions& options,
                               const std::function<CaseData(const gen::Tagged<InputOf<S, T>>&)>& to_case) {
  std::vector<gen::Regime<InputOf<S, T>>> regimes;
  for (const auto& r : all_regimes)
    if (std::find(property.info.regimes.begin(), property.info.regimes.end(), r.name) != property.info.regimes.end())
      regimes.push_back(r);
  if (regimes.empty()) throw std::logic_error(property.info.name + ": no regime to draw from");
  const auto generator = gen::tagged_one_of(regimes);
  const VariantInfo& info = *variant.info;
  const auto flaws = info.flaws_of(property.info.name);
  const collide_check::Domain& domain = info.contract.domain;

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
    gen::Tagged<InputOf<S, T>> c = *generator;
    if (!checker_error.empty()) return;
    if (conforms) c.input = conformed<S, T>(domain, c.input);
    if (shrinking && ++shrink_evaluations > kShrinkBudget) return;
    if (!property.applies(c.input)) {
      if (!shrinking) ++out.discarded;
      RC_DISCARD("not applicable");
    }
    if (!domain.unbounded() && !domain.contains(values_of<S, T>(c.input))) {
      if (!shrinking) {
        ++out.out_of_domain;
        ++out.regime_out_of_domain[c.regime];
      }
      RC_DISCARD("outside the contract's domain");
    }
    if (options.before_check) options.before_check(to_case(c));
    Verdict verdict;
    try {
      verdict = property.check(variant, c.input);
    } catch (const VariantThrew& e) {
      verdict = Verdict::error(input_header<S, T>(c.input) + "\n  " + e.what());
    } catch (const std::exception& e) {
      // The checker itself broke (an oracle or generator bug): stop judging.
      checker_error = std::string("the checker threw: ") + e.what();
      return;
    }
    if (verdict.kind == Verdict::Kind::out_of_domain) {  // e.g. every map's image outside the domain
      if (!shrinking) {
        ++out.out_of_domain;
        ++out.regime_out_of_domain[c.regime];
      }
      RC_DISCARD("outside the contract's domain");
    }
    if (verdict.kind == Verdict::Kind::not_applicable) {
      if (!shrinking) ++out.discarded;
      RC_DISCARD("not applicable");
    }
    switch (verdict.kind) {
      case Verdict::Kind::not_applicable:
      case Verdict::Kind::out_of_domain: return;
      case Verdict::Kind::vacuous:
        if (!shrinking) {
          ++out.cases;
          ++out.vacuous;
          ++out.regime_counts[c.regime];
        }
        return;
      case Verdict::Kind::pass:
        if (!shrinking) {
          ++out.cases;
          ++out.passed;
          ++out.regime_counts[c.regime];
          out.worst_measure = std::max(out.worst_measure, verdict.measure);
        }
        return;
      case Verdict::Kind::fail:
      case Verdict::Kind::variant_error: break;
    }
    CaseData data = to_case(c);
    const bool is_error = verdict.kind == Verdict::Kind::variant_error;
    // An error of the variant is a declared flaw only where one says it raises.
    const int k = flaw_class_of(info, property.info.name, data, is_error);
    if (!shrinking) {
      ++out.cases;
      ++out.regime_counts[c.regime];
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
  // A silent listener: the suite reports failures itself, with exact case files
  // instead of RapidCheck's reproduce strings.
  struct Silent final : rc::detail::TestListener {
    void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
    void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
    void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
  } silent;
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
