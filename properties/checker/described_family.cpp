// DescribedFamily: see described_family.h.

#include "described_family.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <limits>
#include <stdexcept>

#include "../../include/collide_check/register.h"
#include "../contract_text.h"
#include "../extreme_magnitudes.h"
#include "catalog.h"
#include "judging.h"
#include "runner.h"

namespace cc::check {
namespace {

/// The family's regimes, and the regimes derived from them, placed before
/// special_values: mixed_magnitude (gen::mixed_magnitude_values) and
/// extreme_scale (gen::extreme_scale_values) from all of them but
/// special_values, and threshold_band (gen::threshold_band_values) from the
/// family's boundary regimes, when it names any.
template <class T>
std::vector<gen::Regime<Values>> with_derived_regimes(std::vector<gen::Regime<Values>> regimes,
                                                      const std::vector<std::string>& boundary) {
  std::vector<gen::Regime<Values>> finite, on_boundary;
  for (const auto& r : regimes) {
    if (r.name != "special_values") finite.push_back(r);
    if (std::find(boundary.begin(), boundary.end(), r.name) != boundary.end()) on_boundary.push_back(r);
  }
  if (on_boundary.size() != boundary.size())
    throw std::logic_error("a boundary regime is not one of the family's regimes (or is listed twice)");
  if (finite.empty()) return regimes;
  const auto as_scalars = [](const gen::Tagged<Values>& c) {
    std::vector<T> v;
    v.reserve(c.input.size());
    for (double x : c.input) v.push_back(static_cast<T>(x));
    return v;
  };
  const auto base = rc::gen::map(gen::tagged_one_of(finite), as_scalars);
  const auto as_values = [](std::vector<T> v) { return Values(v.begin(), v.end()); };
  std::vector<gen::Regime<Values>> derived = {
      {"mixed_magnitude", 3, rc::gen::map(gen::mixed_magnitude_values<T>(base), as_values)},
      {"extreme_scale", 2, rc::gen::map(gen::extreme_scale_values<T>(base), as_values)}};
  if (!on_boundary.empty())
    derived.push_back(
        {"threshold_band", 3,
         rc::gen::map(gen::threshold_band_values<T>(rc::gen::map(gen::tagged_one_of(on_boundary), as_scalars)),
                      as_values)});
  const auto special = std::find_if(regimes.begin(), regimes.end(),
                                    [](const gen::Regime<Values>& r) { return r.name == "special_values"; });
  regimes.insert(special, derived.begin(), derived.end());
  return regimes;
}

/// Every property that draws generic inputs draws the derived regimes too.
std::vector<PropertyRecipe> drawing_derived_regimes(std::vector<PropertyRecipe> properties,
                                                    const std::vector<gen::Regime<Values>>& regimes) {
  for (auto& p : properties) {
    auto& r = p.info.regimes;
    if (std::find(r.begin(), r.end(), "generic") == r.end()) continue;
    for (const char* derived : {"mixed_magnitude", "extreme_scale", "threshold_band"}) {
      const bool exists =
          std::any_of(regimes.begin(), regimes.end(), [&](const gen::Regime<Values>& g) { return g.name == derived; });
      if (exists && std::find(r.begin(), r.end(), derived) == r.end()) r.push_back(derived);
    }
  }
  return properties;
}

/// The position of x among the values of T in increasing order (+0 and -0
/// both 0): the number of values of T between two finite or infinite
/// values is the difference of their ordinals.
template <class T>
double ordinal(T x) {
  using Bits = std::conditional_t<std::is_same_v<T, float>, std::int32_t, std::int64_t>;
  const Bits bits = std::bit_cast<Bits>(x);
  const Bits magnitude = bits & std::numeric_limits<Bits>::max();
  return static_cast<double>(bits < 0 ? -magnitude : magnitude);
}

/// The distance in values of the scalar between g and the exact x (rounded
/// to the nearest double, then to float for f32).
double ulps_between(Scalar s, double g, const oracle::RootNumber& x) {
  const double nearest = oracle::nearest_double(x);
  if (s == Scalar::f32)
    return std::fabs(ordinal<float>(static_cast<float>(g)) - ordinal<float>(static_cast<float>(nearest)));
  return std::fabs(ordinal<double>(g) - ordinal<double>(nearest));
}

/// The case's values as inputs of its scalar: narrowed to it (a case replays
/// only where every value is one of the scalar's, can_replay).
Values input_of(Scalar s, const CaseData& c) {
  if (s == Scalar::f64) return c.values;
  Values v;
  v.reserve(c.values.size());
  for (double x : c.values) v.push_back(static_cast<double>(static_cast<float>(x)));
  return v;
}

}  // namespace

DescribedFamily::DescribedFamily(FamilyDescription description) : d_(std::move(description)) {
  d_.f32.regimes = with_derived_regimes<float>(std::move(d_.f32.regimes), d_.boundary_regimes);
  d_.f64.regimes = with_derived_regimes<double>(std::move(d_.f64.regimes), d_.boundary_regimes);
  for (const Scalar s : {Scalar::f32, Scalar::f64}) {
    d_.at(s).properties = drawing_derived_regimes(std::move(d_.at(s).properties), d_.at(s).regimes);
    for (const auto& recipe : d_.at(s).properties) per(s).properties.push_back(make_property(d_, recipe));
  }
  for (const auto& p : f64_.properties) property_infos_.push_back(p.info);
  for (const auto& r : d_.f64.regimes) regime_names_.push_back(r.name);
}

void DescribedFamily::add(Scalar scalar, collide_check::VariantSpec spec, Reports reports,
                          std::function<Answer(const Values&)> call, std::function<int(const Values&)> rule) {
  auto info = std::make_shared<VariantInfo>();
  info->family = d_.name;
  info->name = std::move(spec.name);
  info->scalar = scalar;
  info->source = std::move(spec.source);
  info->contract = std::move(spec.contract);
  info->reports = std::move(reports);
  info->flaws = std::move(spec.flaws);
  info->stages = std::move(spec.stages);
  info->rare_stages = std::move(spec.rare_stages);
  info->has_exact_rule = static_cast<bool>(rule);
  validate(*info);
  info->contract_text = contract_text(*info, d_.invalid_input_text);
  order_.push_back(info);
  per(scalar).variants.push_back({info, std::move(call), std::move(rule)});
}

std::vector<const VariantInfo*> DescribedFamily::variants() const {
  std::vector<const VariantInfo*> out;
  for (const auto& v : order_) out.push_back(v.get());
  return out;
}

bool DescribedFamily::judges(const VariantInfo& v, const std::string& property) const {
  return find_property(v.scalar, property).judges(v);
}

std::string DescribedFamily::measure_unit(const VariantInfo& v, const std::string& property) const {
  // The point-set properties measure in the unit of their component's bound.
  const std::string named = property == "manifold_within_contract"         ? "manifold"
                            : property == "closest_points_within_contract" ? "points"
                                                                           : std::string();
  for (const auto& c : d_.components)
    if (value_property_name(c) == property || c == named)
      if (const auto* b = v.contract.bound_for(c)) return check::measure_unit(*b, collide_check::unit_roundoff(v.scalar));
  return {};
}

std::string DescribedFamily::describe(const CaseData& c) const {
  return d_.show_input(c.values, c.scalar == Scalar::f32 ? decimal_f32 : decimal);
}

Verdict DescribedFamily::replay(const VariantInfo& info, const std::string& property, const CaseData& c) const {
  if (!can_replay(c, info.scalar)) return Verdict::skip("not representable in " + std::string(to_string(info.scalar)));
  const auto& p = find_property(info.scalar, property);
  const Values in = input_of(info.scalar, c);
  if (!p.judges(info) || !p.applies(in)) return Verdict::skip();
  if (!info.contract.domain.contains(c.values)) return Verdict::out_of_domain();
  try {
    return p.check(find_variant(info), in);
  } catch (const VariantThrew& e) {
    return Verdict::error(input_header(d_, info.scalar, in) + "\n  " + e.what());
  }
}

GeneratedOutcome DescribedFamily::run(const VariantInfo& info, const std::string& property,
                                      const RunOptions& options) const {
  return run_generated(d_, find_variant(info), find_property(info.scalar, property), d_.at(info.scalar).regimes,
                       options);
}

nlohmann::json DescribedFamily::oracle_answer(const CaseData& c) const {
  return d_.valid(c.values) ? d_.json_exact(d_.exact(c.values)) : nlohmann::json{{"kind", "invalid_input"}};
}

nlohmann::json DescribedFamily::eval_header(const CaseData& c) const {
  nlohmann::json j;
  j["family"] = d_.name;
  j["scalar"] = to_string(c.scalar);
  j["input"] = describe(c);
  j["oracle"] = oracle_answer(c);
  // One exact answer per case: the kind printed above, the filtered decision
  // the properties judge against and the exact path alone must agree.
  if (d_.valid(c.values)) {
    try {
      confirm_oracle_kind(d_, c.values, d_.exact_kind(c.values), "input " + d_.show_input(c.values, hex));
    } catch (const OracleDisagreement& e) {
      j["checker_error"] = e.what();
    }
  }
  return j;
}

nlohmann::json DescribedFamily::eval_variant(const CaseData& c, const VariantInfo& variant) const {
  const Scalar s = variant.scalar;
  const auto& all = per(s).variants;
  const auto at = std::find_if(all.begin(), all.end(), [&](const auto& v) { return v.info.get() == &variant; });
  if (at == all.end()) throw std::invalid_argument("eval: " + variant.id() + " is not a variant of " + d_.name);
  const auto& v = *at;
  nlohmann::json jv;
  jv["variant"] = v.info->id();
  if (!can_replay(c, v.info->scalar)) {
    jv["skipped"] = "input not representable in " + std::string(to_string(v.info->scalar));
    return jv;
  }
  // A variant is never called outside its contract's domain: there it may
  // assert or abort (a library checking its preconditions), as check and
  // precision never call it.
  if (!v.info->contract.domain.contains(c.values)) {
    jv["skipped"] = "outside the contract's domain: not called";
    return jv;
  }
  {
    const Values in = input_of(s, c);
    try {
      const Answer r = v(in);
      // A hit_only variant answered hit or miss, and nothing else.
      const bool hit_only = v.info->reports.decision == Reports::Decision::hit_or_miss &&
                            v.info->reports.values.empty() && r.kind != d_.invalid_input;
      jv["result"] = hit_only ? nlohmann::json{{"kind", d_.is_hit(r.kind) ? "hit" : "miss"}} : r.json();
    } catch (const VariantThrew& e) {
      jv["result"] = {{"error", e.what()}};
    }
    nlohmann::json verdicts;
    for (const auto& p : per(s).properties) {
      if (!p.judges(*v.info) || !p.applies(in)) continue;
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
          const int k = flaw_class_of(*v.info, p.info.name, c, verdict);
          text = k >= 0 ? std::string(error ? "error" : "fail") + " (declared flaw: " +
                              v.info->flaws_of(p.info.name)[static_cast<std::size_t>(k)]->inputs.text() + ")"
                        : std::string(error ? "ERROR: " : "FAIL: ") + verdict.message;
          break;
        }
      }
      verdicts[p.info.name] = text;
    }
    jv["verdicts"] = verdicts;
  }
  return jv;
}

std::vector<std::string> DescribedFamily::check_constructions(int cases, std::uint64_t seed) const {
  std::vector<std::string> out;
  for (const Scalar s : {Scalar::f32, Scalar::f64}) {
    const auto& scalar = d_.at(s);
    for (const auto& construction : scalar.constructions) {
      std::vector<gen::Regime<Values>> regimes;
      for (const auto& r : scalar.regimes)
        if (std::find(construction.regimes.begin(), construction.regimes.end(), r.name) != construction.regimes.end())
          regimes.push_back(r);
      if (regimes.empty()) {
        out.push_back(construction.property + ": no regime to draw from");
        continue;
      }
      const auto generator = gen::tagged_one_of(regimes);
      int checked = 0;
      run_unshrunk(
          [&]() {
            const auto c = *generator;
            if (!d_.valid(c.input)) return;  // before `expected`, which may assume validity
            const auto want = construction.expected(c.input);
            if (!want) return;
            ++checked;
            const int truth = d_.exact_kind(c.input);
            if (truth != *want && out.size() < 20)
              out.push_back(construction.property + " (" + std::string(to_string(s)) + "): the construction says " +
                            d_.kind_name(*want) + ", the oracle " + d_.kind_name(truth) + " on " +
                            d_.show_input(c.input, hex));
          },
          cases, seed);
      if (checked == 0) out.push_back(construction.property + ": no constructed case was drawn");
    }
  }
  return out;
}

std::vector<std::string> DescribedFamily::check_filters(int cases, std::uint64_t seed, int& checked,
                                                        FilterInputs inputs) const {
  std::vector<std::string> out;
  checked = 0;
  // special_values draws only invalid inputs, which every path answers alike.
  std::vector<std::string> regimes;
  for (const auto& r : d_.f64.regimes)
    if (r.name != "special_values") regimes.push_back(r.name);
  // At extreme magnitudes each drawn case is moved four ways (tiny, huge,
  // mixed, translated: properties/extreme_magnitudes.h), each its own input.
  const bool extreme = inputs == FilterInputs::extreme_magnitudes;
  constexpr ExtremeMagnitude kMoves[] = {ExtremeMagnitude::tiny, ExtremeMagnitude::huge, ExtremeMagnitude::mixed,
                                         ExtremeMagnitude::translated};
  const int per_draw = extreme ? 4 : 1;
  const auto axes = field_axes(d_.fields);
  std::uint64_t draw = 0;
  const auto compare = [&](const std::string& regime, Scalar scalar, const std::vector<double>& values) {
    if (!d_.valid(values)) return false;
    ++checked;
    const int filtered = d_.exact_kind(values);
    int exact_only;
    {
      const oracle::EvaluationScope scope(oracle::Evaluation::exact_only);
      exact_only = d_.exact_kind(values);
    }
    if (filtered != exact_only && out.size() < 20)
      out.push_back(regime + " (" + to_string(scalar) + (extreme ? ", extreme magnitudes" : "") + "): filtered " +
                    d_.kind_name(filtered) + ", exact-only " + d_.kind_name(exact_only) + " on " +
                    d_.show_input(values, hex));
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

bool DescribedFamily::valid(const CaseData& c) const { return d_.valid(c.values); }

bool DescribedFamily::exactly_touching(const CaseData& c) const {
  return d_.valid(c.values) && d_.exact_contact(c.values) == Contact::touching;
}

std::vector<CaseData> DescribedFamily::sample(Scalar scalar, const std::string& regime, int count,
                                              std::uint64_t seed, int size) const {
  const auto& regimes = d_.at(scalar).regimes;
  const auto it = std::find_if(regimes.begin(), regimes.end(),
                               [&](const gen::Regime<Values>& r) { return r.name == regime; });
  if (it == regimes.end()) throw std::invalid_argument(d_.name + " has no regime '" + regime + "'");
  rc::Random random(seed);
  std::vector<CaseData> out;
  out.reserve(static_cast<std::size_t>(std::max(count, 0)));
  for (int i = 0; i < count; ++i) {
    auto input = it->gen(random.split(), size < 0 ? 1 + i % 100 : size).value();
    out.push_back(CaseData{d_.name, scalar, std::move(input), regime});
  }
  return out;
}

std::optional<int> DescribedFamily::boundary_log2(Scalar s, const Values& in, double M) const {
  if (!d_.supports_band() || !(M > 0)) return std::nullopt;
  const double epsilon = s == Scalar::f32 ? std::numeric_limits<float>::epsilon() : std::numeric_limits<double>::epsilon();
  const Rational unit = oracle::exact(epsilon / 2) * oracle::exact(M);
  const auto within = [&](int j) {
    const Rational r = unit * oracle::exact(std::ldexp(1.0, j));
    return d_.separation_sign(in, Rational(-r)) >= 0 && d_.separation_sign(in, r) <= 0;
  };
  int lo = -8, hi = 65;  // invariant: within(hi) or hi == 65; answer in [lo, hi]
  if (within(lo)) return lo;
  while (hi - lo > 1) {
    const int mid = (lo + hi) / 2;
    (within(mid) ? hi : lo) = mid;
  }
  return hi;
}

CaseMeasurement DescribedFamily::measure(const CaseData& c, const std::vector<const VariantInfo*>& infos) const {
  CaseMeasurement m;
  const Values& wide = c.values;
  m.valid = d_.valid(wide);
  m.magnitude = max_abs(c.values);
  const Values in = input_of(c.scalar, c);
  std::optional<ExactAnswer> exact;
  int truth = 0;
  if (m.valid) {
    exact = d_.exact(wide);
    truth = exact->kind;
    // A family may evaluate offsets only on some shapes (shrinking
    // polygons: convex ones): elsewhere the distance is not measured.
    try {
      m.boundary_log2 = boundary_log2(c.scalar, wide, m.magnitude);
    } catch (const std::logic_error&) {
      m.boundary_log2.reset();
    }
  }
  for (const VariantInfo* info : infos) {
    const auto& v = find_variant(*info);
    VariantMeasurement vm;
    vm.in_domain = info->contract.domain.contains(c.values);
    // Not called, as the gate never calls it there: a case outside the
    // domain (shapes the API does not accept, values beyond its range: a
    // library may assert on them), of a regime the contract declares outside
    // its domain, or special values under a contract that promises nothing
    // for them (nothing would be judged).
    bool regime_excluded = false;
    for (const auto& n : info->contract.not_applicable)
      regime_excluded = regime_excluded || (!n.regime.empty() && n.regime == c.regime && n.properties.empty());
    if ((!m.valid && info->contract.special_values == collide_check::SpecialValues::unchecked) ||
        (m.valid && (!vm.in_domain || regime_excluded))) {
      vm.called = false;
      m.variants.push_back(std::move(vm));
      continue;
    }
    const bool kinds = info->reports.decision == Reports::Decision::kinds;
    std::optional<Answer> r;
    try {
      r = v(in);
    } catch (const VariantThrew&) {
      vm.decision = VariantMeasurement::Decision::error;
    }
    if (r) {
      const int got = r->kind;
      if (!d_.known_kind(got)) {
        vm.decision = VariantMeasurement::Decision::error;
      } else if (!m.valid) {
        if (kinds && info->contract.special_values == collide_check::SpecialValues::invalid_input)
          vm.decision = got == d_.invalid_input ? VariantMeasurement::Decision::right
                                                : VariantMeasurement::Decision::wrong;
        vm.within_contract = vm.decision != VariantMeasurement::Decision::wrong;
      } else {
        Contract exact_contract = info->contract;
        exact_contract.band = collide_check::Band{};
        const auto right = allowed_answers(d_, exact_contract, wide, truth);
        const bool ok = got != d_.invalid_input && right.allows(got, kinds, d_.is_hit(got));
        vm.decision = ok ? VariantMeasurement::Decision::right : VariantMeasurement::Decision::wrong;
        vm.within_contract = ok;
        if (!ok && vm.in_domain && !info->contract.band.is_exact()) {
          const auto allowed = allowed_answers(d_, info->contract, wide, truth);
          vm.within_contract = got != d_.invalid_input && allowed.allows(got, kinds, d_.is_hit(got));
        }
        const bool compare =
            d_.has_values(got, info->reports) && d_.has_values(truth, info->reports) && (!kinds || got == truth);
        for (const auto& component : info->reports.values) {
          if (!compare) break;
          const auto g = r->coordinates(component);
          if (g.empty()) continue;
          const auto x = d_.exact_coordinates(component, wide, *exact, g);
          if (x.size() != g.size()) continue;
          double worst = 0;
          for (std::size_t i = 0; i < g.size(); ++i) {
            if (std::isnan(g[i])) {
              worst = std::numeric_limits<double>::infinity();
              continue;
            }
            worst = std::max(worst, ulps_between(c.scalar, g[i], x[i]));
          }
          vm.ulps[component] = worst;
          if (const auto* b = info->contract.bound_for(component)) {
            const auto judge = c.scalar == Scalar::f32 ? judge_coordinates<float> : judge_coordinates<double>;
            const auto j = judge(component, g, x, *b, max_abs(in), bound_length(d_, component, wide, *exact),
                                 info->contract.allows_infinity(component), info->contract.norm_for(component));
            const double inf = std::numeric_limits<double>::infinity();
            vm.contract_error[component] = std::isinf(worst) ? inf : j.measure;
            vm.bound_ratio[component] = std::isinf(worst) ? inf : j.ratio;
          }
        }
      }
    }
    m.variants.push_back(std::move(vm));
  }
  return m;
}

bool DescribedFamily::near_decision_boundary(const CaseData& c, double relative) const {
  if (!d_.supports_band())
    throw std::logic_error(d_.name + ": near_decision_boundary needs a family that evaluates bands");
  if (!d_.valid(c.values)) return false;
  const Rational reach = oracle::exact(relative) * oracle::exact(max_abs(c.values));
  return d_.separation_sign(c.values, Rational(-reach)) >= 0 && d_.separation_sign(c.values, reach) <= 0;
}

const Property& DescribedFamily::find_property(Scalar s, const std::string& name) const {
  for (const auto& p : per(s).properties)
    if (p.info.name == name) return p;
  throw std::invalid_argument("unknown property " + name);
}

const Variant& DescribedFamily::find_variant(const VariantInfo& info) const {
  for (const auto& v : per(info.scalar).variants)
    if (v.info.get() == &info || v.info->id() == info.id()) return v;
  throw std::invalid_argument("unknown variant " + info.id());
}

namespace {

std::terminate_handler g_terminate_before = nullptr;

/// std::terminate for an uncaught RegistrationError: its message and exit
/// status 2, as for any usage error; anything else goes to the handler that
/// was there before.
[[noreturn]] void terminate_on_registration_error() {
  if (const std::exception_ptr e = std::current_exception()) {
    try {
      std::rethrow_exception(e);
    } catch (const collide_check::RegistrationError& r) {
      std::fprintf(stderr, "collide-check: cannot register the variant %s\n", r.what());
      std::fflush(stderr);
      std::_Exit(2);
    } catch (...) {
    }
  }
  if (g_terminate_before) g_terminate_before();
  std::abort();
}

}  // namespace

void DescribedFamily::validate(const VariantInfo& info) const {
  auto fail = [&](const std::string& why) {
    if (std::get_terminate() != terminate_on_registration_error)
      g_terminate_before = std::set_terminate(terminate_on_registration_error);
    throw collide_check::RegistrationError(info.id() + ": " + why);
  };
  if (info.name.empty() || info.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") != std::string::npos)
    fail("a variant name is lower-case letters, digits and '_'");
  for (const auto& v : order_)
    if (v->id() == info.id()) fail("a variant of this name and scalar is already registered");
  for (const auto& c : info.reports.values)
    if (std::find(d_.components.begin(), d_.components.end(), c) == d_.components.end())
      fail("reports '" + c + "', which is not a value component of " + d_.name);
  for (const auto& c : info.reports.values)
    if (!info.contract.bound_for(c)) fail("reports '" + c + "' but its contract has no bound for it (Contract::bound)");
  for (const auto& c : info.contract.exact_at_input_points)
    if (!info.contract.bound_for(c))
      fail("declares '" + c + "' exact at input points, but its contract does not bound it (Contract::bound)");
  for (const auto& c : info.contract.infinite_beyond_range)
    if (!info.contract.bound_for(c))
      fail("allows an infinity beyond the range for '" + c + "', which its contract does not bound");
  for (const auto& [c, b] : info.contract.values) {
    // "normal_length" bounds | |normal| - 1 |, beside the normal's own bound.
    // "manifold_gap" bounds the manifold's gaps from below, beside its points' bound.
    const std::string reported = c == "normal_length" ? "normal" : c == "manifold_gap" ? "manifold" : c;
    if (!info.reports.reports(reported)) fail("the contract bounds '" + c + "', which the variant does not report");
  }
  const auto& band = info.contract.band;
  if (!(band.delta >= 0) || !std::isfinite(band.delta) || !std::isfinite(band.offset) ||
      !(band.delta_relative >= 0) || !std::isfinite(band.delta_relative))
    fail("a band's deltas are finite and >= 0, its offset finite");
  if (!band.is_exact() && !d_.supports_band()) fail(d_.name + " does not evaluate band contracts (collide-check list)");
  if (info.reports.decision == Reports::Decision::hit_or_miss &&
      info.contract.special_values == collide_check::SpecialValues::invalid_input)
    fail("a kernel that reports only hit or miss cannot answer invalid_input: set contract.special_values = "
         "SpecialValues::unchecked");
  const auto& properties = per(info.scalar).properties;
  for (const auto& n : info.contract.not_applicable) {
    const std::string what = n.regime.empty() ? "a property" : "the regime '" + n.regime + "'";
    if (!n.regime.empty() && std::find(regime_names_.begin(), regime_names_.end(), n.regime) == regime_names_.end())
      fail("declares the regime '" + n.regime + "' not applicable, but " + d_.name +
           " has no such regime (collide-check list names them)");
    if (n.regime.empty() && n.properties.empty()) fail("declares nothing not applicable: name a regime or a property");
    for (const auto& p : n.properties)
      if (std::none_of(properties.begin(), properties.end(), [&](const Property& q) { return q.info.name == p; }))
        fail("declares " + what + " not applicable to '" + p + "', which is not a property of " + d_.name);
    if (n.why.empty()) fail("declares " + what + " not applicable without saying why");
  }
  for (const auto& f : info.flaws) {
    const auto it = std::find_if(properties.begin(), properties.end(),
                                 [&](const Property& p) { return p.info.name == f.property; });
    if (it == properties.end()) fail("declares a flaw of '" + f.property + "', which is not a property of " + d_.name);
    if (!it->judges(info)) fail("declares a flaw of '" + f.property + "', which does not judge this variant");
  }
  for (std::size_t i = 0; i < info.stages.size(); ++i) {
    if (info.stages[i].empty()) fail("declares a stage with an empty name");
    for (std::size_t j = 0; j < i; ++j)
      if (info.stages[j] == info.stages[i]) fail("declares the stage '" + info.stages[i] + "' twice");
  }
  for (const auto& r : info.rare_stages) {
    if (std::find(info.stages.begin(), info.stages.end(), r.stage) == info.stages.end())
      fail("declares '" + r.stage + "' a rare stage, but not a stage (VariantSpec::declare_stages)");
    if (std::find(regime_names_.begin(), regime_names_.end(), r.regime) == regime_names_.end())
      fail("declares the regime '" + r.regime + "' to reach the rare stage '" + r.stage + "', but " + d_.name +
           " has no such regime");
    if (r.why.empty()) fail("declares the stage '" + r.stage + "' rare without saying why");
  }
}

}  // namespace cc::check
