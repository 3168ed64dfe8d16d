#pragma once
// A family's spec made into the checker's description of it
// (properties/description.h), and the public registration of variants. A
// family supplies only its FamilySpec (properties/spec.h) and its list of
// properties, built from the generic ones; running, replaying, judging under
// contracts, shrinking and case conversion are the checker's
// (properties/checker/), compiled once.
//
// Each family's translation unit defines its spec, then instantiates the public
// registration for its tag:
//   COLLIDE_CHECK_FAMILY(collide_check::segment_segment, SegmentSegmentSpec)

#include <stdexcept>

#include "../include/collide_check/register.h"
#include "checker/described_family.h"
#include "common.h"
#include "draw.h"
#include "kernel_call.h"
#include "recent_answers.h"
#include "typed_edge.h"

namespace cc::check {

template <class S, class T>
ScalarDescription describe_at() {
  ScalarDescription d;
  for (auto& r : S::template regimes<T>())
    d.regimes.push_back({r.name, r.weight, gen::drawn<T>([f = std::move(r.draw)](gen::Draw<T>& draw) {
                           return values_of<S, T>(f(draw));
                         })});
  d.properties = S::template properties<T>();
  if constexpr (requires { S::template constructions<T>(); }) {
    for (auto& c : S::template constructions<T>())
      d.constructions.push_back({c.property, c.sentence, c.regimes,
                                 [expected = c.expected](const Values& v) -> std::optional<int> {
                                   const auto k = expected(input_from<S, T>(v));
                                   if (!k) return std::nullopt;
                                   return static_cast<int>(*k);
                                 }});
  }
  d.answer_ops = answer_ops<S, T>();
  return d;
}

/// The description of the family whose spec is S.
template <FamilySpec S>
FamilyDescription describe() {
  using Kind = typename S::Kind;
  const auto in = [](const Values& v) { return collide_check::from_values<S, double>(std::span<const double>(v)); };
  FamilyDescription d;
  d.name = S::name;
  d.question = S::question;
  d.fields = S::field_names();
  d.components = S::value_components();
  d.kind_names = S::kind_names();
  d.hit_of = [](int k) { return S::is_hit(static_cast<Kind>(k)); };
  if constexpr (requires {
                  { S::has_values(Kind{}) } -> std::same_as<bool>;
                })
    d.valued_of = [](int k) { return S::has_values(static_cast<Kind>(k)); };
  d.invalid_input = static_cast<int>(Kind::invalid_input);
  d.miss = static_cast<int>(S::miss_kind);
  if constexpr (requires { S::kind_for_contact(Contact::touching); })
    d.kind_for_contact = std::array<int, 3>{static_cast<int>(S::kind_for_contact(Contact::apart)),
                                            static_cast<int>(S::kind_for_contact(Contact::touching)),
                                            static_cast<int>(S::kind_for_contact(Contact::overlapping))};
  d.invalid_input_text = S::invalid_input_text();
  if constexpr (requires { S::boundary_regimes(); }) d.boundary_regimes = S::boundary_regimes();
  d.show_input = [](const std::vector<double>& v, std::string (*f)(double)) { return S::show_input(v, f); };
  d.filter_stats = []() -> oracle::FilterStats& { return S::filter_stats(); };
  d.valid = [in](const Values& v) { return S::valid(in(v)); };
  d.exact_kind = [in](const Values& v) { return static_cast<int>(S::exact_kind(in(v))); };
  // Each thread keeps the family's recent exact answers (recent_answers.h);
  // the filtered decision is cheaper than keeping it.
  d.exact = [in](const Values& v) {
    thread_local RecentAnswers<ExactAnswer> recent;
    return recent.get(v, [&](const Values& x) { return box_exact<S>(S::exact(in(x))); });
  };
  d.exact_contact = [in](const Values& v) { return S::exact_contact(in(v)); };
  d.show_exact = [](const ExactAnswer& e) { return S::show(unbox_exact<S>(e)); };
  d.json_exact = [](const ExactAnswer& e) { return S::json(unbox_exact<S>(e)); };
  d.exact_coordinates = [in](const std::string& c, const Values& v, const ExactAnswer& e,
                             const std::vector<double>& hint) {
    return S::exact_coordinates(c, in(v), unbox_exact<S>(e), hint);
  };
  if constexpr (requires(const InputOf<S, double>& i, const typename S::Exact& e) {
                  S::bound_length(std::string(), i, e);
                })
    d.bound_length = [in](const std::string& c, const Values& v, const ExactAnswer& e) -> std::optional<Real> {
      return S::bound_length(c, in(v), unbox_exact<S>(e));
    };
  if constexpr (requires(const InputOf<S, double>& i, const typename S::Exact& e) {
                  { S::value_not_unique(std::string(), i, e) } -> std::same_as<bool>;
                })
    d.value_not_unique = [in](const std::string& c, const Values& v, const ExactAnswer& e) {
      return S::value_not_unique(c, in(v), unbox_exact<S>(e));
    };
  if constexpr (BandSpec<S>)
    d.separation_sign = [in](const Values& v, const Rational& offset) { return S::separation_sign(in(v), offset); };
  if constexpr (requires(const InputOf<S, double>& i, const Rational& o) { S::exact_time(i, o); })
    d.exact_time = [in](const Values& v, const Rational& offset) { return S::exact_time(in(v), offset); };
  if constexpr (requires(const InputOf<S, double>& i, const oracle::RationalPoint& p, const Rational& b,
                         double* out) {
                  { S::near_surface(i, 0, p, b, out) } -> std::same_as<bool>;
                })
    d.near_surface = [in](const Values& v, int which, const oracle::RationalPoint& p, const Rational& bound,
                          double* distance) { return S::near_surface(in(v), which, p, bound, distance); };
  if constexpr (requires(const InputOf<S, double>& i, const oracle::RationalPoint& p, const Rational& b,
                         double* out) {
                  { S::near_shape(i, 0, p, b, out) } -> std::same_as<bool>;
                })
    d.near_shape = [in](const Values& v, int which, const oracle::RationalPoint& p, const Rational& bound,
                        double* distance) { return S::near_shape(in(v), which, p, bound, distance); };
  d.f32 = describe_at<S, float>();
  d.f64 = describe_at<S, double>();
  return d;
}

/// The checker's family of a spec: described once, on first use.
template <FamilySpec S>
DescribedFamily& described_family() {
  static DescribedFamily family(describe<S>());
  return family;
}

/// The family object of a public family tag.
template <class Tag>
struct SpecOf;

/// A typed kernel as the checker calls it: values narrowed to T, the call
/// announced, anything thrown turned into VariantThrew.
template <class S, class T>
std::function<Answer(const Values&)> kernel_call(collide_check::detail::KernelFunction<S, T> fn) {
  return [fn = std::move(fn)](const Values& values) {
    const auto in = input_from<S, T>(values);
    const KernelCallScope announced(values);
    try {
      return box<S, T>(fn(in));
    } catch (const std::exception& e) {
      throw VariantThrew(std::string("the variant threw: ") + e.what());
    } catch (...) {
      throw VariantThrew("the variant threw a non-standard exception");
    }
  };
}

}  // namespace cc::check

namespace collide_check::detail {

template <class Family, class T>
void add_variant(VariantSpec spec, Reports reports, KernelFunction<Family, T> kernel, ExactRule<Family> rule) {
  using S = typename cc::check::SpecOf<Family>::type;
  std::function<int(const cc::check::Values&)> exact_rule;
  if (rule)
    exact_rule = [rule = std::move(rule)](const cc::check::Values& v) {
      return static_cast<int>(rule(from_values<Family, double>(std::span<const double>(v))));
    };
  cc::check::described_family<S>().add(std::is_same_v<T, float> ? Scalar::f32 : Scalar::f64, std::move(spec),
                                       std::move(reports), cc::check::kernel_call<S, T>(std::move(kernel)),
                                       std::move(exact_rule));
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
  const Family& family_of(const Tag&) { return described_family<Spec>(); }                                    \
  }                                                                                                           \
  template void collide_check::detail::add_variant<Tag, float>(                                               \
      collide_check::VariantSpec, collide_check::Reports, collide_check::detail::KernelFunction<Tag, float>,  \
      collide_check::detail::ExactRule<Tag>);                                                                 \
  template void collide_check::detail::add_variant<Tag, double>(                                              \
      collide_check::VariantSpec, collide_check::Reports, collide_check::detail::KernelFunction<Tag, double>, \
      collide_check::detail::ExactRule<Tag>);
