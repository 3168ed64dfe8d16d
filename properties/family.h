#pragma once
// FamilyOf<Traits>: the one implementation of the Family interface. A family
// supplies only its Traits (input type, variants, properties, regimes, oracle
// verdict as JSON); running, replaying, shrinking and case conversion live here.
//
// Traits requirements (T is float or double):
//   static constexpr const char* name;
//   static std::vector<std::string> fields();
//   template <class T> using Input = ...;
//   template <class T> struct Variant { VariantInfo info; ...; };
//   template <class T> static Input<T> from_values(const std::vector<T>&);
//   template <class T> static std::vector<T> to_values(const Input<T>&);
//   template <class T> static std::vector<Variant<T>> variants();
//   template <class T> static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
//   template <class T> static std::vector<gen::Regime<Input<T>>> regimes();
//   template <class T> static nlohmann::json result_json(const Variant<T>&, const Input<T>&);
//   static nlohmann::json oracle_json(const Input<double>&);
//   static std::string describe(const std::vector<double>&);
//   static std::string measure_unit();
//   static oracle::FilterStats& filter_stats();

#include <rapidcheck.h>

#include <algorithm>
#include <exception>
#include <iostream>
#include <stdexcept>

#include "generators.h"
#include "registry.h"

namespace cc::check {

/// One property of a family at one scalar type.
template <class Input, class Variant>
struct PropertyDef {
  PropertyInfo info;
  std::function<bool(const Input&)> applies;  ///< for replayed cases
  std::function<Verdict(const Variant&, const Input&)> check;
};

/// Runs one property's generator against one variant with RapidCheck, recording
/// regime counts, the worst measure, and every failing case as it shrinks.
template <class Input, class Variant>
GeneratedOutcome run_generated(const Variant& variant, const PropertyDef<Input, Variant>& property,
                               const std::vector<gen::Regime<Input>>& all_regimes,
                               const RunOptions& options,
                               const std::function<CaseData(const Input&)>& to_case) {
  std::vector<gen::Regime<Input>> regimes;
  for (const auto& r : all_regimes)
    if (std::find(property.info.regimes.begin(), property.info.regimes.end(), r.name) !=
        property.info.regimes.end())
      regimes.push_back(r);
  if (regimes.empty()) throw std::logic_error(property.info.name + ": no regime to draw from");
  const auto generator = gen::tagged_one_of(regimes);

  GeneratedOutcome out;
  for (const auto& r : regimes) out.regime_counts[r.name] = 0;
  bool shrinking = false;
  std::optional<CaseData> last_failure;
  std::string last_message;
  int steps = 0;

  // RapidCheck retries every shrink candidate of the current minimum; on inputs
  // with many wide integers that can run to millions of evaluations. Past the
  // budget every candidate is accepted as passing, which ends the search at the
  // smallest failing case found so far. Counted in evaluations, not seconds, so a
  // seed shrinks to the same case on every machine.
  constexpr int kShrinkBudget = 50000;
  int shrink_evaluations = 0;

  const auto body = [&]() {
    const gen::Tagged<Input> c = *generator;
    if (shrinking && ++shrink_evaluations > kShrinkBudget) return;
    if (!property.applies(c.input)) {
      if (!shrinking) ++out.discarded;
      RC_DISCARD("not applicable");
    }
    Verdict verdict;
    try {
      verdict = property.check(variant, c.input);
    } catch (const std::exception& e) {
      verdict = Verdict::fail(std::string("threw: ") + e.what());
    }
    if (verdict.kind == Verdict::Kind::not_applicable) {
      if (!shrinking) ++out.discarded;
      RC_DISCARD("not applicable");
    }
    if (verdict.kind == Verdict::Kind::pass) {
      if (!shrinking) {
        ++out.cases;
        ++out.regime_counts[c.regime];
        out.worst_measure = std::max(out.worst_measure, verdict.measure);
      }
      return;
    }
    CaseData data = to_case(c.input);
    if (!shrinking) {
      shrinking = true;
      ++out.cases;
      ++out.regime_counts[c.regime];
      if (options.on_failure) options.on_failure(data, verdict.message, FailureStage::first);
    } else {
      ++steps;
      if (options.on_failure) options.on_failure(data, verdict.message, FailureStage::shrinking);
    }
    last_failure = std::move(data);
    last_message = verdict.message;
    RC_FAIL(verdict.message);
  };

  // RapidCheck loads its global configuration (RC_PARAMS) on first use and
  // announces a random global seed that plays no part here: every run uses the
  // explicit params below. Load it once with the announcement muted.
  static const bool configured = [] {
    std::streambuf* saved = std::cerr.rdbuf(nullptr);
    rc::detail::configuration();
    std::cerr.rdbuf(saved);
    return true;
  }();
  (void)configured;

  rc::detail::TestParams params;
  params.seed = options.seed;
  params.maxSuccess = options.cases;
  params.maxSize = 100;
  params.maxDiscardRatio = 10;
  rc::detail::TestMetadata metadata;
  metadata.id = variant.info.id() + ":" + property.info.name;
  metadata.description = property.info.sentence;
  // A silent listener: the suite reports failures itself, with exact case files
  // instead of RapidCheck's reproduce strings.
  struct Silent final : rc::detail::TestListener {
    void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
    void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
    void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
  } silent;
  const auto result = rc::detail::checkProperty(rc::detail::toProperty(body), metadata, params, silent);

  if (result.template is<rc::detail::FailureResult>()) {
    if (!last_failure) {
      out.error = "property failed without a recorded case";
    } else {
      out.failure = GeneratedFailure{*last_failure, last_message, steps, shrink_evaluations > kShrinkBudget};
      if (options.on_failure) options.on_failure(*last_failure, last_message, FailureStage::minimal);
    }
  } else if (result.template is<rc::detail::GaveUpResult>()) {
    out.error = "gave up: " + result.template get<rc::detail::GaveUpResult>().description;
  } else if (result.template is<rc::detail::Error>()) {
    out.error = "error: " + result.template get<rc::detail::Error>().description;
  }
  return out;
}

template <class Traits>
class FamilyOf final : public Family {
  template <class T>
  using Input = typename Traits::template Input<T>;
  template <class T>
  using Variant = typename Traits::template Variant<T>;
  template <class T>
  using Property = PropertyDef<Input<T>, Variant<T>>;

 public:
  FamilyOf()
      : name_(Traits::name),
        fields_(Traits::fields()),
        variants32_(Traits::template variants<float>()),
        variants64_(Traits::template variants<double>()),
        properties32_(Traits::template properties<float>()),
        properties64_(Traits::template properties<double>()),
        regimes32_(Traits::template regimes<float>()),
        regimes64_(Traits::template regimes<double>()) {
    for (const auto& v : variants32_) infos_.push_back(v.info);
    for (const auto& v : variants64_) infos_.push_back(v.info);
    for (const auto& p : properties64_) property_infos_.push_back(p.info);
    for (const auto& r : regimes64_) regime_names_.push_back(r.name);
  }

  const std::string& name() const override { return name_; }
  const std::vector<std::string>& fields() const override { return fields_; }
  const std::vector<VariantInfo>& variants() const override { return infos_; }
  const std::vector<PropertyInfo>& properties() const override { return property_infos_; }
  const std::vector<std::string>& regimes() const override { return regime_names_; }
  std::string measure_unit() const override { return Traits::measure_unit(); }
  oracle::FilterStats& filter_stats() const override { return Traits::filter_stats(); }
  std::string describe(const CaseData& c) const override { return Traits::describe(c.values); }

  Verdict replay(const VariantInfo& info, const std::string& property,
                 const CaseData& input) const override {
    if (info.scalar == Scalar::f32) return replay_as<float>(variants32_, properties32_, info, property, input);
    return replay_as<double>(variants64_, properties64_, info, property, input);
  }

  GeneratedOutcome run(const VariantInfo& info, const std::string& property,
                       const RunOptions& options) const override {
    if (info.scalar == Scalar::f32) return run_as<float>(variants32_, properties32_, regimes32_, info, property, options);
    return run_as<double>(variants64_, properties64_, regimes64_, info, property, options);
  }

  nlohmann::json eval(const CaseData& input) const override {
    nlohmann::json j;
    j["family"] = name_;
    j["scalar"] = to_string(input.scalar);
    j["input"] = Traits::describe(input.values);
    j["oracle"] = Traits::oracle_json(Traits::template from_values<double>(input.values));
    nlohmann::json variants = nlohmann::json::array();
    eval_as<float>(variants32_, properties32_, input, variants);
    eval_as<double>(variants64_, properties64_, input, variants);
    j["variants"] = variants;
    return j;
  }

 private:
  template <class T>
  static std::vector<T> narrow(const std::vector<double>& values) {
    std::vector<T> out;
    for (double v : values) out.push_back(static_cast<T>(v));
    return out;
  }

  template <class T>
  CaseData to_case(const Input<T>& in) const {
    CaseData c{name_, std::is_same_v<T, float> ? Scalar::f32 : Scalar::f64, {}};
    for (T v : Traits::template to_values<T>(in)) c.values.push_back(static_cast<double>(v));
    return c;
  }

  template <class T>
  static const Variant<T>& find_variant(const std::vector<Variant<T>>& vs, const VariantInfo& info) {
    for (const auto& v : vs)
      if (v.info.name == info.name) return v;
    throw std::invalid_argument("unknown variant " + info.id());
  }

  template <class T>
  static const Property<T>& find_property(const std::vector<Property<T>>& ps, const std::string& name) {
    for (const auto& p : ps)
      if (p.info.name == name) return p;
    throw std::invalid_argument("unknown property " + name);
  }

  template <class T>
  Verdict replay_as(const std::vector<Variant<T>>& vs, const std::vector<Property<T>>& ps,
                    const VariantInfo& info, const std::string& property, const CaseData& c) const {
    if (!can_replay(c, info.scalar)) return Verdict::skip("not representable in " + std::string(to_string(info.scalar)));
    const auto input = Traits::template from_values<T>(narrow<T>(c.values));
    const auto& p = find_property(ps, property);
    if (!p.applies(input)) return Verdict::skip();
    try {
      return p.check(find_variant(vs, info), input);
    } catch (const std::exception& e) {
      return Verdict::fail(std::string("threw: ") + e.what());
    }
  }

  template <class T>
  GeneratedOutcome run_as(const std::vector<Variant<T>>& vs, const std::vector<Property<T>>& ps,
                          const std::vector<gen::Regime<Input<T>>>& regimes, const VariantInfo& info,
                          const std::string& property, const RunOptions& options) const {
    const std::function<CaseData(const Input<T>&)> convert = [this](const Input<T>& in) { return to_case<T>(in); };
    return run_generated(find_variant(vs, info), find_property(ps, property), regimes, options, convert);
  }

  template <class T>
  void eval_as(const std::vector<Variant<T>>& vs, const std::vector<Property<T>>& ps, const CaseData& c,
               nlohmann::json& out) const {
    for (const auto& v : vs) {
      nlohmann::json jv;
      jv["variant"] = v.info.id();
      if (!can_replay(c, v.info.scalar)) {
        jv["skipped"] = "input not representable in " + std::string(to_string(v.info.scalar));
        out.push_back(jv);
        continue;
      }
      const auto input = Traits::template from_values<T>(narrow<T>(c.values));
      jv["result"] = Traits::template result_json<T>(v, input);
      nlohmann::json verdicts;
      for (const auto& p : ps) {
        if (!p.applies(input)) continue;
        Verdict verdict;
        try {
          verdict = p.check(v, input);
        } catch (const std::exception& e) {
          verdict = Verdict::fail(std::string("threw: ") + e.what());
        }
        if (verdict.kind == Verdict::Kind::not_applicable) continue;
        const bool pass = verdict.kind == Verdict::Kind::pass;
        const KnownFlaw* flaw = v.info.flaw_for(p.info.name);
        verdicts[p.info.name] = pass ? "pass" : (flaw ? "fail (declared flaw)" : "FAIL: " + verdict.message);
      }
      jv["verdicts"] = verdicts;
      out.push_back(jv);
    }
  }

  std::string name_;
  std::vector<std::string> fields_;
  std::vector<Variant<float>> variants32_;
  std::vector<Variant<double>> variants64_;
  std::vector<Property<float>> properties32_;
  std::vector<Property<double>> properties64_;
  std::vector<gen::Regime<Input<float>>> regimes32_;
  std::vector<gen::Regime<Input<double>>> regimes64_;
  std::vector<VariantInfo> infos_;
  std::vector<PropertyInfo> property_infos_;
  std::vector<std::string> regime_names_;
};

}  // namespace cc::check
