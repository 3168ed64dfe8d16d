#pragma once
// A family as the checker reads it: a runtime description, not a type. The
// checker (properties/checker/) is compiled once and knows a family only
// through this: its fields and kinds, its oracle on an input's values, and per
// scalar its regimes, its properties (recipes of the generic catalog) and its
// answers known by construction. The typed edge that builds a description
// from a family's spec is properties/describe.h.
//
// Conventions:
//   - an input is its fields' values in case-file order (Values), each a value
//     of the case's scalar widened to double (a float widens exactly);
//   - a kind is its index in `kind_names`;
//   - the oracle works on the double values of a valid input.

#include <array>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "../oracle/distance.h"
#include "../oracle/filter.h"
#include "../oracle/reference.h"
#include "../oracle/number.h"
#include "../oracle/sqrt_extension.h"
#include "generators.h"
#include "registry.h"
#include "spec.h"

namespace cc::check {

using Values = std::vector<double>;
using oracle::Rational;
using oracle::Real;
using oracle::RootNumber;

/// The typed operations behind an Answer: one table per family and scalar.
struct AnswerOps {
  std::string (*show)(const void* result);
  nlohmann::json (*json)(const void* result);
  /// The coordinates of a value component, in the family's fixed order; empty
  /// when the answer has none.
  std::vector<double> (*coordinates)(const std::string& component, const void* result);
};

/// A variant's answer: its kind and the family's typed result behind it.
struct Answer {
  int kind = 0;
  std::shared_ptr<const void> result;
  const AnswerOps* ops = nullptr;

  std::string show() const { return ops->show(result.get()); }
  nlohmann::json json() const { return ops->json(result.get()); }
  std::vector<double> coordinates(const std::string& component) const {
    return ops->coordinates(component, result.get());
  }
};

/// The oracle's exact answer: its kind and the family's exact values behind it.
struct ExactAnswer {
  int kind = 0;
  std::shared_ptr<const void> exact;
};

/// The kernel under test threw.
struct VariantThrew : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A registered variant with its code. Calling it narrows the values to the
/// variant's scalar, announces the call to the process's KernelCallBeacon and
/// runs the kernel; anything the kernel throws becomes a VariantThrew, which
/// the runner reports as an error of the variant (never a failure a declared
/// flaw could absorb).
struct Variant {
  std::shared_ptr<const VariantInfo> info;
  std::function<Answer(const Values&)> call;
  std::function<int(const Values&)> rule;  ///< the variant's own rule, exactly; may be empty

  Answer operator()(const Values& in) const { return call(in); }
  const Contract& contract() const { return info->contract; }
};

/// A map of inputs that must commute with the query (swapping the arguments,
/// reversing a segment, an exact map of the plane): InputMap, erased.
struct Map {
  std::string property;  ///< the property it belongs to, e.g. "symmetric_in_segments"
  std::string name;      ///< e.g. "A and B swapped", "rotate 90"
  std::function<std::optional<Values>(const Values&)> input;  ///< nullopt: not exactly representable
  std::function<Answer(const Values&, const Answer&)> result;  ///< (original input, its answer)
  double scale = 1;
  bool points_unordered = false;
  std::function<bool(const std::string&, const Values&, const Answer&)> compares;  ///< empty: every component
};

/// The generic properties a family's property list is made of.
enum class Generic {
  decision_agrees_with_oracle,
  invariance,  ///< one property per map property name: `maps`
  special_values_give_invalid_input,
  own_rule_agrees_with_exact,
  value_within_contract,  ///< of `component`
  t_in_unit_interval,
  time_within_contract,
  normal_unit_and_oriented,
  manifold_within_contract,
  closest_points_within_contract,
};

/// One property of a family: which generic property, and what it needs.
struct PropertyRecipe {
  PropertyInfo info;
  Generic generic = Generic::decision_agrees_with_oracle;
  std::string component;  ///< value_within_contract
  std::vector<Map> maps;  ///< invariance
};

/// "point" -> point_within_contract, "t" -> time_within_contract.
inline std::string value_property_name(const std::string& component) {
  return (component == "t" ? std::string("time") : component) + "_within_contract";
}

inline PropertyRecipe recipe(PropertyInfo info, Generic generic, std::string component = {}) {
  PropertyRecipe r;
  r.info = std::move(info);
  r.generic = generic;
  r.component = std::move(component);
  return r;
}

/// An answer known by construction (ExpectedAnswer, erased).
struct Construction {
  std::string property;
  std::string sentence;
  std::vector<std::string> regimes;
  std::function<std::optional<int>(const Values&)> expected;  ///< nullopt: not a constructed case
};

/// What a family has at one scalar.
struct ScalarDescription {
  /// Each regime's generator, its inputs as values (the scalar's, widened).
  std::vector<gen::Regime<Values>> regimes;
  std::vector<PropertyRecipe> properties;
  std::vector<Construction> constructions;
  const AnswerOps* answer_ops = nullptr;
};

struct FamilyDescription {
  std::string name, question;
  std::vector<std::string> fields, components;
  std::vector<std::string> kind_names;  ///< indexed by kind
  bool (*hit_of)(int kind) = nullptr;   ///< a contact (the family's is_hit, for any kind value)
  /// The kinds whose results carry the family's values (the spec's
  /// has_values: a distance and its direction when apart, say); null: the
  /// hits. A variant that reports hit or miss only is judged on hits alone.
  bool (*valued_of)(int kind) = nullptr;
  int invalid_input = 0, miss = 0;      ///< the kinds invalid_input and the family's miss
  /// The kinds of the contact classes apart, touching, overlapping, for a
  /// family whose kinds are those classes (a band then allows each class some
  /// threshold gives); empty otherwise.
  std::optional<std::array<int, 3>> kind_for_contact;
  std::string invalid_input_text;
  /// The regimes whose cases lie on a decision boundary (exactly, or a few
  /// ulps off it): the checker derives threshold_band from them, their cases
  /// moved off the boundary by distances swept across every filter's
  /// threshold (gen::threshold_band_values). Empty: no threshold_band.
  std::vector<std::string> boundary_regimes;
  std::string (*show_input)(const std::vector<double>& values, std::string (*format)(double)) = nullptr;
  oracle::FilterStats& (*filter_stats)() = nullptr;

  // The oracle, on the double values of an input.
  std::function<bool(const Values&)> valid;
  std::function<int(const Values&)> exact_kind;  ///< filtered: the common path
  std::function<ExactAnswer(const Values&)> exact;
  std::function<Contact(const Values&)> exact_contact;
  std::function<std::string(const ExactAnswer&)> show_exact;
  std::function<nlohmann::json(const ExactAnswer&)> json_exact;
  /// `hint` is the variant's coordinates: for an answer that is a set (an
  /// overlap), the exact point of the set nearest to it.
  std::function<std::vector<oracle::RootNumber>(const std::string& component, const Values&, const ExactAnswer&,
                                                const std::vector<double>& hint)>
      exact_coordinates;
  /// Whether a value component of the exact answer is not unique (a contact
  /// normal where two directions tie): its value property is then vacuous,
  /// counted as such. Empty function: every exact value is unique.
  std::function<bool(const std::string& component, const Values&, const ExactAnswer&)> value_not_unique;
  /// The length L of per_length bounds; empty function or nullopt: none.
  std::function<std::optional<oracle::Real>(const std::string& component, const Values&, const ExactAnswer&)>
      bound_length;
  /// The sign of (separation - offset), exactly; empty for a family that does
  /// not evaluate bands.
  std::function<int(const Values&, const oracle::Rational& offset)> separation_sign;
  /// A sweep's first contact time of the shapes offset by `offset`; empty for
  /// a family without it.
  std::function<std::optional<oracle::RootNumber>(const Values&, const oracle::Rational& offset)> exact_time;
  /// For a family whose answer carries a contact manifold (the component
  /// "manifold": per point x, y and its gap along "normal";
  /// kernels/convex_contact.h): whether the exact point p lies within `bound`
  /// of the surface of shape `which` (0: A, 1: B), decided exactly;
  /// `distance`, when given, gets its signed distance from that surface,
  /// rounded, for the report. Empty for a family without a manifold.
  std::function<bool(const Values&, int which, const oracle::RationalPoint& p, const oracle::Rational& bound,
                     double* distance)>
      near_surface;
  /// For a family whose answer carries a pair of closest points (the
  /// component "points": pA.x, pA.y, pB.x, pB.y; kernels/convex_distance.h):
  /// whether the exact point p lies within `bound` of shape `which` (0: A,
  /// 1: B), the closed region, boundary and interior, decided exactly;
  /// `distance`, when given, gets its distance from the shape (0 inside),
  /// rounded, for the report. Empty for a family without closest points.
  std::function<bool(const Values&, int which, const oracle::RationalPoint& p, const oracle::Rational& bound,
                     double* distance)>
      near_shape;

  ScalarDescription f32, f64;

  const ScalarDescription& at(Scalar s) const { return s == Scalar::f32 ? f32 : f64; }
  ScalarDescription& at(Scalar s) { return s == Scalar::f32 ? f32 : f64; }
  bool supports_band() const { return static_cast<bool>(separation_sign); }
  bool known_kind(int k) const { return k >= 0 && static_cast<std::size_t>(k) < kind_names.size(); }
  bool is_hit(int k) const { return hit_of(k); }
  /// Whether a result of kind k from a variant reporting as `reports` carries
  /// values to judge: the family's valued kinds for a variant reporting them
  /// (or a hit-or-miss one whose misses carry values), its hits otherwise.
  bool has_values(int k, const collide_check::Reports& reports) const {
    const bool hits_only =
        reports.decision == collide_check::Reports::Decision::hit_or_miss && !reports.values_when_apart;
    if (hits_only || !valued_of) return hit_of(k);
    return valued_of(k);
  }
  std::string kind_name(int k) const {
    return known_kind(k) ? kind_names[static_cast<std::size_t>(k)] : "unknown kind " + std::to_string(k);
  }
};

}  // namespace cc::check
