#pragma once
// The generic property of one value component ("point", "t", "normal"): when
// the variant and the oracle both report a contact, every coordinate the
// variant gives is within the contract's bound of the exact one. A case where
// either reports no contact has nothing to compare: it is counted as vacuous
// (the decision properties judge it).

#include <string>
#include <vector>

#include "../judge.h"
#include "../property.h"

namespace cc::check::generic {

/// The length L of per_length bounds, when the family defines one.
template <class S>
std::optional<Real> bound_length(const std::string& component, const InputOf<S, double>& in,
                                 const typename S::Exact& e) {
  if constexpr (requires { S::bound_length(component, in, e); }) {
    return S::bound_length(component, in, e);
  } else {
    return std::nullopt;
  }
}

/// The variant's coordinates of `component` against the exact ones, under its
/// bound. `vacuous` when there is nothing to compare.
template <class S, class T>
Verdict judge_component(const VariantOf<S, T>& v, const InputOf<S, T>& in, const ResultOf<S, T>& r,
                        const std::string& component, const std::string& label = "oracle") {
  const auto* b = v.contract().bound_for(component);
  if (!b) throw std::logic_error(v.info->id() + " reports " + component + " without a bound");
  if (!S::is_hit(S::kind(r))) return Verdict::vacuous("no contact reported");
  const auto wide = widen<S, T>(in);
  const auto e = S::exact(wide);
  if (!S::is_hit(S::kind(e))) return Verdict::vacuous("no exact contact");
  // A variant that reports kinds is compared where the kinds agree (the
  // decision properties judge the rest); one that reports hit or miss gives a
  // point of the contact, compared with the nearest exact one.
  if (v.info->reports.decision == Reports::Decision::kinds && S::kind(r) != S::kind(e))
    return Verdict::vacuous("the kinds differ");
  const auto got = S::coordinates(component, r);
  const auto exact = S::exact_coordinates(component, wide, e, got);
  const auto j = judge_coordinates<T>(component, got, exact, *b, max_abs(values_of<S, T>(in)),
                                      bound_length<S>(component, wide, e), v.contract().allows_infinity(component),
                                      v.contract().norm_for(component));
  if (!j.compared) return Verdict::vacuous("no " + component + " to compare");
  // A normal within a bound of 2 or more is within it whatever its direction:
  // nothing was judged (a normal off by more, or not unit, still fails).
  if (j.why.empty() && j.accepts_any_unit_vector) return Verdict::vacuous("the bound accepts any unit normal here");
  if (j.why.empty()) return Verdict::pass(j.measure);
  const bool euclidean = v.contract().norm_for(component) == collide_check::Norm::euclidean;
  return Verdict::fail(failure_text<S, T>(v, in, r, label, S::show(e)) + "\n  " + j.why + " (bound " +
                       collide_check::to_string(*b, v.info->scalar) + (euclidean ? ", Euclidean" : "") + ")");
}

/// "point" -> point_within_contract, "t" -> time_within_contract.
inline std::string value_property_name(const std::string& component) {
  return (component == "t" ? std::string("time") : component) + "_within_contract";
}

template <class S, class T>
PropertyDef<S, T> value_within_contract(const std::string& component, std::vector<std::string> regimes) {
  return {{value_property_name(component),
           "when variant and oracle both report a contact, every " + component +
               " coordinate is within the contract's bound of the exact one",
           std::move(regimes)},
          [component](const VariantInfo& v) { return v.reports.reports(component); },
          [](const InputOf<S, T>& in) { return S::valid(widen<S, T>(in)); },
          [component](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
            return judge_component(v, in, v(in), component);
          }};
}

}  // namespace cc::check::generic
