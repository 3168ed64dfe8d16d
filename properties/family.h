#pragma once
// FamilyOf<Spec>: the one implementation of the Family interface. A family
// supplies only its FamilySpec (properties/spec.h) and its list of properties,
// built from the generic ones; registering variants, running, replaying,
// judging under contracts, shrinking and case conversion live here.
//
// Each family's translation unit defines its spec, then instantiates the public
// registration for its tag:
//   COLLIDE_CHECK_FAMILY(collide_check::segment_segment, SegmentSegmentSpec)

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>

#include "common.h"
#include "contract_text.h"
#include "extreme_magnitudes.h"
#include "generic/values.h"
#include "runner.h"

namespace cc::check {

template <FamilySpec S>
class FamilyOf final : public Family {
  template <class T>
  struct PerScalar {
    std::vector<VariantOf<S, T>> variants;
    std::vector<PropertyDef<S, T>> properties;
    std::vector<gen::Regime<InputOf<S, T>>> regimes;
  };

 public:
  static FamilyOf& instance() {
    static FamilyOf family;
    return family;
  }

  /// Registers a variant: checks its spec against the family (throws
  /// std::invalid_argument naming the mistake), then adds it.
  template <class T>
  void add(collide_check::VariantSpec spec, Reports reports, collide_check::detail::KernelFunction<S, T> fn,
           collide_check::detail::ExactRule<S> rule) {
    auto info = std::make_shared<VariantInfo>();
    info->family = name_;
    info->name = std::move(spec.name);
    info->scalar = std::is_same_v<T, float> ? Scalar::f32 : Scalar::f64;
    info->source = std::move(spec.source);
    info->contract = std::move(spec.contract);
    info->reports = std::move(reports);
    info->flaws = std::move(spec.flaws);
    info->has_exact_rule = static_cast<bool>(rule);
    validate(*info, per<T>().properties);
    info->contract_text = contract_text(*info, S::invalid_input_text());
    order_.push_back(info);
    per<T>().variants.push_back({info, std::move(fn), std::move(rule)});
  }

  const std::string& name() const override { return name_; }
  const std::string& question() const override { return question_; }
  const std::vector<std::string>& fields() const override { return fields_; }
  const std::vector<std::string>& value_components() const override { return components_; }
  std::vector<const VariantInfo*> variants() const override {
    std::vector<const VariantInfo*> out;
    for (const auto& v : order_) out.push_back(v.get());
    return out;
  }
  const std::vector<PropertyInfo>& properties() const override { return property_infos_; }
  bool judges(const VariantInfo& v, const std::string& property) const override {
    if (v.scalar == Scalar::f32) return find_property(f32_.properties, property).judges(v);
    return find_property(f64_.properties, property).judges(v);
  }
  const std::vector<std::string>& regimes() const override { return regime_names_; }
  bool supports_band() const override { return BandSpec<S>; }
  std::string measure_unit(const VariantInfo& v, const std::string& property) const override {
    for (const auto& c : components_)
      if (generic::value_property_name(c) == property)
        if (const auto* b = v.contract.bound_for(c)) return check::measure_unit(*b, collide_check::unit_roundoff(v.scalar));
    return {};
  }
  oracle::FilterStats& filter_stats() const override { return S::filter_stats(); }
  std::string describe(const CaseData& c) const override {
    return S::show_input(c.values, c.scalar == Scalar::f32 ? decimal_f32 : decimal);
  }

  Verdict replay(const VariantInfo& info, const std::string& property, const CaseData& c) const override {
    if (info.scalar == Scalar::f32) return replay_as<float>(f32_, info, property, c);
    return replay_as<double>(f64_, info, property, c);
  }

  GeneratedOutcome run(const VariantInfo& info, const std::string& property,
                       const RunOptions& options) const override {
    if (info.scalar == Scalar::f32) return run_as<float>(f32_, info, property, options);
    return run_as<double>(f64_, info, property, options);
  }

  nlohmann::json oracle_answer(const CaseData& c) const override {
    const auto in = collide_check::from_values<S, double>(std::span<const double>(c.values));
    return S::valid(in) ? S::json(S::exact(in)) : nlohmann::json{{"kind", "invalid_input"}};
  }

  nlohmann::json eval(const CaseData& c) const override {
    nlohmann::json j;
    j["family"] = name_;
    j["scalar"] = to_string(c.scalar);
    j["input"] = describe(c);
    j["oracle"] = oracle_answer(c);
    // One exact answer per case: the kind printed above, the filtered decision
    // the properties judge against and the exact path alone must agree.
    if (const auto in = collide_check::from_values<S, double>(std::span<const double>(c.values)); S::valid(in)) {
      try {
        confirm_oracle_kind<S>(in, S::exact_kind(in), "input " + S::show_input(c.values, hex));
      } catch (const OracleDisagreement& e) {
        j["checker_error"] = e.what();
      }
    }
    nlohmann::json variants = nlohmann::json::array();
    eval_as<float>(f32_, c, variants);
    eval_as<double>(f64_, c, variants);
    j["variants"] = variants;
    return j;
  }

  std::vector<std::string> check_constructions(int cases, std::uint64_t seed) const override {
    std::vector<std::string> out;
    if constexpr (requires { S::template constructions<double>(); }) {
      check_constructions_as<float>(f32_, cases, seed, out);
      check_constructions_as<double>(f64_, cases, seed, out);
    }
    return out;
  }

  std::vector<std::string> check_filters(int cases, std::uint64_t seed, int& checked,
                                         FilterInputs inputs) const override {
    std::vector<std::string> out;
    checked = 0;
    // special_values draws only invalid inputs, which every path answers alike.
    std::vector<std::string> regimes;
    for (const auto& r : f64_.regimes)
      if (r.name != "special_values") regimes.push_back(r.name);
    // At extreme magnitudes each drawn case is moved four ways (tiny, huge,
    // mixed, translated: properties/extreme_magnitudes.h), each its own input.
    const bool extreme = inputs == FilterInputs::extreme_magnitudes;
    constexpr ExtremeMagnitude kMoves[] = {ExtremeMagnitude::tiny, ExtremeMagnitude::huge, ExtremeMagnitude::mixed,
                                           ExtremeMagnitude::translated};
    const int per_draw = extreme ? 4 : 1;
    const auto axes = field_axes(fields_);
    std::uint64_t draw = 0;
    const auto compare = [&](const std::string& regime, Scalar scalar, const std::vector<double>& values) {
      const auto in = collide_check::from_values<S, double>(std::span<const double>(values));
      if (!S::valid(in)) return false;
      ++checked;
      const typename S::Kind filtered = S::exact_kind(in);
      typename S::Kind exact_only;
      {
        const oracle::EvaluationScope scope(oracle::Evaluation::exact_only);
        exact_only = S::exact_kind(in);
      }
      if (filtered != exact_only && out.size() < 20)
        out.push_back(regime + " (" + to_string(scalar) + (extreme ? ", extreme magnitudes" : "") + "): filtered " +
                      kind_name<S>(filtered) + ", exact-only " + kind_name<S>(exact_only) + " on " +
                      S::show_input(values, hex));
      return true;
    };
    // Each pass shares what is still missing among the regimes and scalars; a
    // regime that draws invalid inputs (zero-length lines) leaves its shortfall
    // to the next pass, drawn with the next seed.
    for (int pass = 0; pass < 16 && checked < cases; ++pass) {
      const int share = (cases - checked + 2 * per_draw * static_cast<int>(regimes.size()) - 1) /
                        (2 * per_draw * static_cast<int>(regimes.size()));
      for (const auto& regime : regimes)
        for (const Scalar scalar : {Scalar::f32, Scalar::f64}) {
          int valid = 0;
          for (const CaseData& c : sample(scalar, regime, 2 * share, seed + static_cast<std::uint64_t>(pass), -1)) {
            if (valid == share) break;
            if (!extreme) {
              valid += compare(regime, scalar, c.values);
              continue;
            }
            bool any = false;
            for (const auto how : kMoves)
              any = compare(regime, scalar,
                            at_extreme_magnitude(c.values, how, seed * 0x9e3779b97f4a7c15ULL + draw++, axes)) ||
                    any;
            valid += any;
          }
        }
    }
    return out;
  }

  bool valid(const CaseData& c) const override {
    return S::valid(collide_check::from_values<S, double>(std::span<const double>(c.values)));
  }

  bool exactly_touching(const CaseData& c) const override {
    const auto in = collide_check::from_values<S, double>(std::span<const double>(c.values));
    return S::valid(in) && S::exact_contact(in) == Contact::touching;
  }

  std::vector<CaseData> sample(Scalar scalar, const std::string& regime, int count, std::uint64_t seed,
                               int size) const override {
    if (scalar == Scalar::f32) return sample_as<float>(f32_, regime, count, seed, size);
    return sample_as<double>(f64_, regime, count, seed, size);
  }

  CaseMeasurement measure(const CaseData& c, const std::vector<const VariantInfo*>& variants) const override {
    if (c.scalar == Scalar::f32) return measure_as<float>(f32_, c, variants);
    return measure_as<double>(f64_, c, variants);
  }

  bool near_decision_boundary(const CaseData& c, double relative) const override {
    if constexpr (BandSpec<S>) {
      const auto in = collide_check::from_values<S, double>(std::span<const double>(c.values));
      if (!S::valid(in)) return false;
      const Rational reach = oracle::exact(relative) * oracle::exact(max_abs(c.values));
      return S::separation_sign(in, Rational(-reach)) >= 0 && S::separation_sign(in, reach) <= 0;
    } else {
      throw std::logic_error(name_ + ": near_decision_boundary needs a family that evaluates bands");
    }
  }

 private:
  FamilyOf()
      : name_(S::name), question_(S::question), fields_(S::field_names()), components_(S::value_components()) {
    f32_.properties = drawing_mixed_magnitude(S::template properties<float>());
    f64_.properties = drawing_mixed_magnitude(S::template properties<double>());
    f32_.regimes = with_mixed_magnitude(S::template regimes<float>());
    f64_.regimes = with_mixed_magnitude(S::template regimes<double>());
    for (const auto& p : f64_.properties) property_infos_.push_back(p.info);
    for (const auto& r : f64_.regimes) regime_names_.push_back(r.name);
  }

  /// The family's regimes and mixed_magnitude, drawn from all of them but
  /// special_values (gen::mixed_magnitude_values), placed before special_values.
  template <class T>
  static std::vector<gen::Regime<InputOf<S, T>>> with_mixed_magnitude(std::vector<gen::Regime<InputOf<S, T>>> regimes) {
    using In = InputOf<S, T>;
    std::vector<gen::Regime<In>> finite;
    for (const auto& r : regimes)
      if (r.name != "special_values") finite.push_back(r);
    if (finite.empty()) return regimes;
    const auto base = rc::gen::map(gen::tagged_one_of(finite), [](const gen::Tagged<In>& c) {
      const auto v = collide_check::to_values<S, T>(c.input);
      return std::vector<T>(v.begin(), v.end());
    });
    gen::Regime<In> mixed{"mixed_magnitude", 3, rc::gen::map(gen::mixed_magnitude_values<T>(base), [](std::vector<T> v) {
                            return collide_check::from_values<S, T>(std::span<const T>(v));
                          })};
    const auto special = std::find_if(regimes.begin(), regimes.end(),
                                      [](const gen::Regime<In>& r) { return r.name == "special_values"; });
    regimes.insert(special, std::move(mixed));
    return regimes;
  }

  /// Every property that draws generic inputs draws mixed_magnitude too.
  template <class T>
  static std::vector<PropertyDef<S, T>> drawing_mixed_magnitude(std::vector<PropertyDef<S, T>> properties) {
    for (auto& p : properties) {
      auto& r = p.info.regimes;
      if (std::find(r.begin(), r.end(), "generic") != r.end() &&
          std::find(r.begin(), r.end(), "mixed_magnitude") == r.end())
        r.push_back("mixed_magnitude");
    }
    return properties;
  }

  template <class T>
  std::vector<CaseData> sample_as(const PerScalar<T>& per, const std::string& regime, int count, std::uint64_t seed,
                                  int size) const {
    const auto it = std::find_if(per.regimes.begin(), per.regimes.end(),
                                 [&](const gen::Regime<InputOf<S, T>>& r) { return r.name == regime; });
    if (it == per.regimes.end()) throw std::invalid_argument(name_ + " has no regime '" + regime + "'");
    rc::Random random(seed);
    std::vector<CaseData> out;
    out.reserve(static_cast<std::size_t>(std::max(count, 0)));
    for (int i = 0; i < count; ++i) {
      const auto input = it->gen(random.split(), size < 0 ? i % 101 : size).value();
      out.push_back(CaseData{name_, scalar_of<T>(), values_of<S, T>(input), regime});
    }
    return out;
  }

  /// The position of x among the values of T in increasing order (+0 and -0
  /// both 0): the number of values of T between two finite or infinite
  /// values is the difference of their ordinals.
  template <class T>
  static double ordinal(T x) {
    using Bits = std::conditional_t<std::is_same_v<T, float>, std::int32_t, std::int64_t>;
    const Bits bits = std::bit_cast<Bits>(x);
    const Bits magnitude = bits & std::numeric_limits<Bits>::max();
    return static_cast<double>(bits < 0 ? -magnitude : magnitude);
  }

  /// The smallest j in [-8, 64] with |separation| <= 2^j u M, by bisection on
  /// exact signs; 65 when farther.
  template <class T>
  static std::optional<int> boundary_log2(const InputOf<S, double>& in, double M) {
    if constexpr (BandSpec<S>) {
      if (!(M > 0)) return std::nullopt;
      const Rational unit = oracle::exact(std::numeric_limits<T>::epsilon() / 2) * oracle::exact(M);
      const auto within = [&](int j) {
        const Rational r = unit * oracle::exact(std::ldexp(1.0, j));
        return S::separation_sign(in, Rational(-r)) >= 0 && S::separation_sign(in, r) <= 0;
      };
      int lo = -8, hi = 65;  // invariant: within(hi) or hi == 65; answer in [lo, hi]
      if (within(lo)) return lo;
      while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        (within(mid) ? hi : lo) = mid;
      }
      return hi;
    } else {
      return std::nullopt;
    }
  }

  template <class T>
  CaseMeasurement measure_as(const PerScalar<T>& per, const CaseData& c,
                             const std::vector<const VariantInfo*>& infos) const {
    CaseMeasurement m;
    const auto wide = collide_check::from_values<S, double>(std::span<const double>(c.values));
    m.valid = S::valid(wide);
    m.magnitude = max_abs(c.values);
    const auto in = input_of<T>(c);
    std::optional<typename S::Exact> exact;
    typename S::Kind truth{};
    if (m.valid) {
      exact = S::exact(wide);
      truth = S::kind(*exact);
      // A family may evaluate offsets only on some shapes (shrinking
      // polygons: convex ones): elsewhere the distance is not measured.
      try {
        m.boundary_log2 = boundary_log2<T>(wide, m.magnitude);
      } catch (const std::logic_error&) {
        m.boundary_log2.reset();
      }
    }
    for (const VariantInfo* info : infos) {
      const auto& v = find_variant(per, *info);
      VariantMeasurement vm;
      vm.in_domain = info->contract.domain.contains(c.values);
      const bool kinds = info->reports.decision == Reports::Decision::kinds;
      std::optional<ResultOf<S, T>> r;
      try {
        r = v(in);
      } catch (const VariantThrew&) {
        vm.decision = VariantMeasurement::Decision::error;
      }
      if (r) {
        const auto got = S::kind(*r);
        if (!known_kind<S>(got)) {
          vm.decision = VariantMeasurement::Decision::error;
        } else if (!m.valid) {
          if (kinds && info->contract.special_values == collide_check::SpecialValues::invalid_input)
            vm.decision = got == S::Kind::invalid_input ? VariantMeasurement::Decision::right
                                                        : VariantMeasurement::Decision::wrong;
          vm.within_contract = vm.decision != VariantMeasurement::Decision::wrong;
        } else {
          Contract exact_contract = info->contract;
          exact_contract.band = collide_check::Band{};
          const auto right = allowed_answers<S>(exact_contract, wide, truth);
          const bool ok = got != S::Kind::invalid_input && right.allows(got, kinds, S::is_hit(got));
          vm.decision = ok ? VariantMeasurement::Decision::right : VariantMeasurement::Decision::wrong;
          vm.within_contract = ok;
          if (!ok && vm.in_domain && !info->contract.band.is_exact()) {
            const auto allowed = allowed_answers<S>(info->contract, wide, truth);
            vm.within_contract = got != S::Kind::invalid_input && allowed.allows(got, kinds, S::is_hit(got));
          }
          const bool compare = S::is_hit(got) && S::is_hit(truth) && (!kinds || got == truth);
          for (const auto& component : info->reports.values) {
            if (!compare) break;
            const auto g = S::coordinates(component, *r);
            if (g.empty()) continue;
            const auto x = S::exact_coordinates(component, wide, *exact, g);
            if (x.size() != g.size()) continue;
            double worst = 0;
            for (std::size_t i = 0; i < g.size(); ++i) {
              if (std::isnan(g[i])) {
                worst = std::numeric_limits<double>::infinity();
                continue;
              }
              const T nearest = static_cast<T>(oracle::nearest_double(x[i]));
              worst = std::max(worst, std::fabs(ordinal<T>(static_cast<T>(g[i])) - ordinal<T>(nearest)));
            }
            vm.ulps[component] = worst;
          }
        }
      }
      m.variants.push_back(std::move(vm));
    }
    return m;
  }

  template <class T>
  PerScalar<T>& per() {
    if constexpr (std::is_same_v<T, float>) return f32_;
    else return f64_;
  }

  template <class T>
  void validate(const VariantInfo& info, const std::vector<PropertyDef<S, T>>& properties) const {
    auto fail = [&](const std::string& why) { throw std::invalid_argument(info.id() + ": " + why); };
    if (info.name.empty() || info.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") != std::string::npos)
      fail("a variant name is lower-case letters, digits and '_'");
    for (const auto& v : order_)
      if (v->id() == info.id()) fail("a variant of this name and scalar is already registered");
    for (const auto& c : info.reports.values)
      if (std::find(components_.begin(), components_.end(), c) == components_.end())
        fail("reports '" + c + "', which is not a value component of " + name_);
    for (const auto& c : info.reports.values)
      if (!info.contract.bound_for(c))
        fail("reports '" + c + "' but its contract has no bound for it (Contract::bound)");
    for (const auto& c : info.contract.infinite_beyond_range)
      if (!info.contract.bound_for(c))
        fail("allows an infinity beyond the range for '" + c + "', which its contract does not bound");
    for (const auto& [c, b] : info.contract.values) {
      // "normal_length" bounds | |normal| - 1 |, beside the normal's own bound.
      const std::string reported = c == "normal_length" ? "normal" : c;
      if (!info.reports.reports(reported))
        fail("the contract bounds '" + c + "', which the variant does not report");
    }
    const auto& band = info.contract.band;
    if (!(band.delta >= 0) || !std::isfinite(band.delta) || !std::isfinite(band.offset) ||
        !(band.delta_relative >= 0) || !std::isfinite(band.delta_relative))
      fail("a band's deltas are finite and >= 0, its offset finite");
    if (!band.is_exact() && !BandSpec<S>) fail(name_ + " does not evaluate band contracts (collide-check list)");
    if (info.reports.decision == Reports::Decision::hit_or_miss &&
        info.contract.special_values == collide_check::SpecialValues::invalid_input)
      fail("a kernel that reports only hit or miss cannot answer invalid_input: set contract.special_values = "
           "SpecialValues::unchecked");
    for (const auto& f : info.flaws) {
      const auto it = std::find_if(properties.begin(), properties.end(),
                                   [&](const PropertyDef<S, T>& p) { return p.info.name == f.property; });
      if (it == properties.end()) fail("declares a flaw of '" + f.property + "', which is not a property of " + name_);
      if (!it->judges(info)) fail("declares a flaw of '" + f.property + "', which does not judge this variant");
    }
  }

  template <class T>
  static const PropertyDef<S, T>& find_property(const std::vector<PropertyDef<S, T>>& ps, const std::string& name) {
    for (const auto& p : ps)
      if (p.info.name == name) return p;
    throw std::invalid_argument("unknown property " + name);
  }

  template <class T>
  static const VariantOf<S, T>& find_variant(const PerScalar<T>& per, const VariantInfo& info) {
    for (const auto& v : per.variants)
      if (v.info.get() == &info || v.info->id() == info.id()) return v;
    throw std::invalid_argument("unknown variant " + info.id());
  }

  template <class T>
  static InputOf<S, T> input_of(const CaseData& c) {
    std::vector<T> narrow;
    for (double v : c.values) narrow.push_back(static_cast<T>(v));
    return collide_check::from_values<S, T>(std::span<const T>(narrow));
  }

  template <class T>
  Verdict replay_as(const PerScalar<T>& per, const VariantInfo& info, const std::string& property,
                    const CaseData& c) const {
    if (!can_replay(c, info.scalar)) return Verdict::skip("not representable in " + std::string(to_string(info.scalar)));
    const auto& p = find_property(per.properties, property);
    const auto in = input_of<T>(c);
    if (!p.judges(info) || !p.applies(in)) return Verdict::skip();
    if (!info.contract.domain.contains(c.values)) return Verdict::out_of_domain();
    try {
      return p.check(find_variant(per, info), in);
    } catch (const VariantThrew& e) {
      return Verdict::error(input_header<S, T>(in) + "\n  " + e.what());
    }
  }

  template <class T>
  GeneratedOutcome run_as(const PerScalar<T>& per, const VariantInfo& info, const std::string& property,
                          const RunOptions& options) const {
    const std::function<CaseData(const gen::Tagged<InputOf<S, T>>&)> convert = [this](const auto& tagged) {
      return CaseData{name_, std::is_same_v<T, float> ? Scalar::f32 : Scalar::f64, values_of<S, T>(tagged.input),
                      tagged.regime};
    };
    return run_generated(find_variant(per, info), find_property(per.properties, property), per.regimes, options,
                         convert);
  }

  template <class T>
  void check_constructions_as(const PerScalar<T>& per, int cases, std::uint64_t seed,
                              std::vector<std::string>& out) const {
    for (const auto& construction : S::template constructions<T>()) {
      std::vector<gen::Regime<InputOf<S, T>>> regimes;
      for (const auto& r : per.regimes)
        if (std::find(construction.regimes.begin(), construction.regimes.end(), r.name) != construction.regimes.end())
          regimes.push_back(r);
      if (regimes.empty()) {
        out.push_back(construction.property + ": no regime to draw from");
        continue;
      }
      const auto generator = gen::tagged_one_of(regimes);
      int checked = 0;
      const auto body = [&]() {
        const auto c = *generator;
        if (!S::valid(widen<S, T>(c.input))) return;  // before `expected`, which may assume validity
        const auto want = construction.expected(c.input);
        if (!want) return;
        ++checked;
        const auto truth = S::exact_kind(widen<S, T>(c.input));
        if (truth != *want && out.size() < 20)
          out.push_back(construction.property + " (" + std::string(to_string(scalar_of<T>())) + "): the construction says " +
                        kind_name<S>(*want) + ", the oracle " + kind_name<S>(truth) + " on " +
                        S::show_input(values_of<S, T>(c.input), hex));
      };
      configure_rapidcheck_quietly();
      rc::detail::TestParams params;
      params.seed = seed;
      params.maxSuccess = cases;
      params.maxSize = 100;
      params.disableShrinking = true;
      struct Silent final : rc::detail::TestListener {
        void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
        void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
        void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
      } silent;
      rc::detail::checkProperty(rc::detail::toProperty(body), rc::detail::TestMetadata{}, params, silent);
      if (checked == 0) out.push_back(construction.property + ": no constructed case was drawn");
    }
  }

  template <class T>
  void eval_as(const PerScalar<T>& per, const CaseData& c, nlohmann::json& out) const {
    for (const auto& v : per.variants) {
      nlohmann::json jv;
      jv["variant"] = v.info->id();
      if (!can_replay(c, v.info->scalar)) {
        jv["skipped"] = "input not representable in " + std::string(to_string(v.info->scalar));
        out.push_back(jv);
        continue;
      }
      const auto in = input_of<T>(c);
      try {
        const auto r = v(in);
        // A hit_only variant answered hit or miss, and nothing else.
        const bool hit_only = v.info->reports.decision == Reports::Decision::hit_or_miss &&
                              v.info->reports.values.empty() && S::kind(r) != S::Kind::invalid_input;
        jv["result"] = hit_only ? nlohmann::json{{"kind", S::is_hit(S::kind(r)) ? "hit" : "miss"}} : S::json(r);
      } catch (const VariantThrew& e) {
        jv["result"] = {{"error", e.what()}};
      }
      nlohmann::json verdicts;
      for (const auto& p : per.properties) {
        if (!p.judges(*v.info) || !p.applies(in)) continue;
        if (!v.info->contract.domain.contains(c.values)) {
          verdicts[p.info.name] = "outside the contract's domain";
          continue;
        }
        Verdict verdict;
        try {
          verdict = p.check(v, in);
        } catch (const VariantThrew& e) {
          verdict = Verdict::error(e.what());
        } catch (const OracleDisagreement& e) {
          verdicts[p.info.name] = std::string("CHECKER ERROR: ") + e.what();
          continue;
        }
        std::string text;
        switch (verdict.kind) {
          case Verdict::Kind::pass: text = "pass"; break;
          case Verdict::Kind::vacuous: text = "vacuous: " + verdict.message; break;
          case Verdict::Kind::not_applicable:
          case Verdict::Kind::out_of_domain: continue;
          case Verdict::Kind::variant_error:
          case Verdict::Kind::fail: {
            const bool error = verdict.kind == Verdict::Kind::variant_error;
            const int k = flaw_class_of(*v.info, p.info.name, c, error);
            text = k >= 0 ? std::string(error ? "error" : "fail") + " (declared flaw: " +
                                v.info->flaws_of(p.info.name)[k]->inputs.text() + ")"
                          : std::string(error ? "ERROR: " : "FAIL: ") + verdict.message;
            break;
          }
        }
        verdicts[p.info.name] = text;
      }
      jv["verdicts"] = verdicts;
      out.push_back(jv);
    }
  }

  std::string name_, question_;
  std::vector<std::string> fields_, components_;
  PerScalar<float> f32_;
  PerScalar<double> f64_;
  std::vector<std::shared_ptr<VariantInfo>> order_;
  std::vector<PropertyInfo> property_infos_;
  std::vector<std::string> regime_names_;
};

/// The family object of a public family tag.
template <class Tag>
struct SpecOf;

}  // namespace cc::check

namespace collide_check::detail {

template <class Family, class T>
void add_variant(VariantSpec spec, Reports reports, KernelFunction<Family, T> kernel, ExactRule<Family> rule) {
  using S = typename cc::check::SpecOf<Family>::type;
  cc::check::FamilyOf<S>::instance().template add<T>(std::move(spec), std::move(reports),
                                                      KernelFunction<S, T>(std::move(kernel)),
                                                      ExactRule<S>(std::move(rule)));
}

}  // namespace collide_check::detail

/// In a family's translation unit: ties the public tag to its spec, defines
/// its family_of, and instantiates the public registration at both scalars.
#define COLLIDE_CHECK_FAMILY(Tag, Spec)                                                                       \
  namespace cc::check {                                                                                       \
  template <>                                                                                                 \
  struct SpecOf<Tag> {                                                                                        \
    using type = Spec;                                                                                        \
  };                                                                                                          \
  const Family& family_of(const Tag&);                                                                        \
  const Family& family_of(const Tag&) { return FamilyOf<Spec>::instance(); }                                  \
  }                                                                                                           \
  template void collide_check::detail::add_variant<Tag, float>(                                               \
      collide_check::VariantSpec, collide_check::Reports, collide_check::detail::KernelFunction<Tag, float>,  \
      collide_check::detail::ExactRule<Tag>);                                                                 \
  template void collide_check::detail::add_variant<Tag, double>(                                              \
      collide_check::VariantSpec, collide_check::Reports, collide_check::detail::KernelFunction<Tag, double>, \
      collide_check::detail::ExactRule<Tag>);
