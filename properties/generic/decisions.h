#pragma once
// The generic properties of decisions: agreement with the oracle, answers known
// by construction, special values, and a variant's own rule. Each judges the
// variant's answer through allowed_answers, under the variant's contract.

#include <string>
#include <vector>

#include "../judge.h"
#include "../property.h"

namespace cc::check::generic {

/// Where the kind a decision is judged against comes from.
enum class Truth {
  oracle,           ///< the filtered oracle: confirmed on its exact paths before a failure stands
  by_construction,  ///< how the input was built (checked against the oracle by the caller)
};

/// The variant's answer on a valid input, judged against what the contract
/// allows given the exact kind `truth`. An unknown kind is an error of the
/// variant. A failure against the oracle is confirmed first
/// (confirm_oracle_kind): where the oracle's own paths disagree, the checker
/// is wrong, and it throws OracleDisagreement instead of failing the variant.
template <class S, class T>
Verdict judge_decision(const VariantOf<S, T>& v, const InputOf<S, T>& in, typename S::Kind truth, Truth source) {
  const auto r = v(in);
  const auto got = S::kind(r);
  if (!known_kind<S>(got))
    return Verdict::error(input_header<S, T>(in) + "\n  the variant's result has no known kind (" +
                          kind_name<S>(got) + ")");
  const auto wide = widen<S, T>(in);
  const auto allowed = allowed_answers<S>(v.contract(), wide, truth);
  const bool kinds = v.info->reports.decision == Reports::Decision::kinds;
  if (got != S::Kind::invalid_input && allowed.allows(got, kinds, S::is_hit(got))) return Verdict::pass();
  if (source == Truth::oracle) confirm_oracle_kind<S>(wide, truth, input_header<S, T>(in));
  return Verdict::fail(failure_text<S, T>(v, in, r, source == Truth::oracle ? "oracle" : "by construction", allowed.why));
}

template <class S, class T>
PropertyDef<S, T> decision_agrees_with_oracle(std::vector<std::string> regimes) {
  return {{"decision_agrees_with_oracle",
           "the decision equals the exact oracle's, under the contract (its band and its touching rule)",
           std::move(regimes)},
          [](const VariantInfo&) { return true; },
          [](const InputOf<S, T>& in) { return S::valid(widen<S, T>(in)); },
          [](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
            return judge_decision(v, in, S::exact_kind(widen<S, T>(in)), Truth::oracle);
          }};
}

/// An answer known by construction. The oracle must give it too: if not, the
/// checker (generator or oracle) is wrong, and the run stops with an error.
template <class S, class T>
PropertyDef<S, T> expected_answer(const ExpectedAnswer<InputOf<S, T>, typename S::Kind>& e) {
  return {{e.property, e.sentence, e.regimes},
          [](const VariantInfo&) { return true; },
          [expected = e.expected](const InputOf<S, T>& in) {
            return S::valid(widen<S, T>(in)) && expected(in).has_value();
          },
          [expected = e.expected, name = e.property](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
            const auto want = *expected(in);
            const auto truth = S::exact_kind(widen<S, T>(in));
            if (truth != want)
              throw std::logic_error(name + ": the construction says " + kind_name<S>(want) + ", the oracle " +
                                     kind_name<S>(truth) + "\n" + input_header<S, T>(in));
            return judge_decision(v, in, want, Truth::by_construction);
          }};
}

/// NaN, infinities and the family's other invalid inputs give invalid_input.
/// Judges variants that report kinds under a contract that promises it. A
/// family whose other invalid inputs have a regime of their own (a line given
/// by two equal points) adds it to `regimes`.
template <class S, class T>
PropertyDef<S, T> special_values_give_invalid_input(std::string sentence,
                                                    std::vector<std::string> regimes = {"special_values"}) {
  return {{"special_values_give_invalid_input", std::move(sentence), std::move(regimes)},
          [](const VariantInfo& v) {
            return v.reports.decision == Reports::Decision::kinds &&
                   v.contract.special_values == collide_check::SpecialValues::invalid_input;
          },
          [](const InputOf<S, T>& in) { return !S::valid(widen<S, T>(in)); },
          [](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
            const auto r = v(in);
            if (S::kind(r) == S::Kind::invalid_input) return Verdict::pass();
            return Verdict::fail(failure_text<S, T>(v, in, r, "expected", "invalid_input"));
          }};
}

/// A variant registered with its own rule evaluated exactly: its answers
/// differ from the rule only by rounding.
template <class S, class T>
PropertyDef<S, T> own_rule_agrees_with_exact(std::vector<std::string> regimes) {
  return {{"own_rule_agrees_with_exact",
           "the answer equals the variant's own rule (tolerances included) evaluated on exact values",
           std::move(regimes)},
          [](const VariantInfo& v) { return v.has_exact_rule && v.reports.decision == Reports::Decision::kinds; },
          [](const InputOf<S, T>& in) { return S::valid(widen<S, T>(in)); },
          [](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
            const auto r = v(in);
            const auto want = v.rule(widen<S, T>(in));
            if (S::kind(r) == want) return Verdict::pass();
            return Verdict::fail(failure_text<S, T>(v, in, r, "its rule, exactly", kind_name<S>(want)));
          }};
}

}  // namespace cc::check::generic
