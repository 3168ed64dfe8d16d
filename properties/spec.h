#pragma once
// What a family supplies to the checker: its FamilySpec. The public family tag
// (include/collide_check/<family>.h: input, result, fields, how a kernel is
// called) plus the oracle, the answer's structure, the value components, the
// input maps that must commute with the query, and the regimes. Everything else
// (running, judging under a contract, shrinking, case files) is shared.

#include <concepts>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "../include/collide_check/fields.h"
#include "../oracle/filter.h"
#include "../oracle/number.h"
#include "../oracle/sqrt_extension.h"
#include "generators.h"

namespace cc::check {

/// Where the exact configuration stands relative to contact: the sign of its
/// separation (distance when apart, minus the penetration depth when
/// overlapping). Touching (separation 0) is what Touching::is_hit and
/// Touching::is_miss disagree on.
enum class Contact { apart, touching, overlapping };

/// One coordinate of a value component: the variant's value and the exact one.
struct ValueSample {
  double got;
  oracle::RootNumber exact;
};

/// A map of inputs that must commute with the query: swapping the arguments,
/// reversing a segment, an exact map of the plane. `result` maps the answer to
/// the original input onto the answer the mapped input should get; `scale` is
/// the factor the map applies to lengths (bounds on the original scale with it).
/// `compares(component, original input, its result)` says which value
/// components the map preserves (a start overlap's contact point lies on B's
/// boundary, so swapping A and B does not preserve it).
template <class Input, class Result>
struct InputMap {
  std::string property;  ///< the property it belongs to, e.g. "symmetric_in_segments"
  std::string name;      ///< e.g. "A and B swapped", "rotate 90"
  std::function<std::optional<Input>(const Input&)> input;  ///< nullopt: not exactly representable
  std::function<Result(const Input&, const Result&)> result;  ///< (original input, its result)
  double scale = 1;
  bool points_unordered = false;  ///< compare a component's 2D points as a set (overlap ends)
  std::function<bool(const std::string&, const Input&, const Result&)> compares =
      [](const std::string&, const Input&, const Result&) { return true; };
};

/// An answer known by construction, independent of the oracle: exact tangency
/// is touching, a point on the boundary is inside. The checker also requires
/// the oracle to agree (a disagreement is an error of the checker).
template <class Input, class Kind>
struct ExpectedAnswer {
  std::string property;
  std::string sentence;
  std::vector<std::string> regimes;
  std::function<std::optional<Kind>(const Input&)> expected;  ///< nullopt: not a constructed case
};

template <class S, class T>
using InputOf = typename S::template Input<T>;
template <class S, class T>
using ResultOf = typename S::template Result<T>;

/// The requirements on a family spec S.
template <class S>
concept FamilySpec = requires(const InputOf<S, double>& in, const ResultOf<S, double>& r32_64,
                              const ResultOf<S, float>& r32, const typename S::Exact& e,
                              const std::vector<double>& values, const oracle::Rational& offset,
                              const std::string& component, std::string (*fmt)(double)) {
  // The public tag.
  { S::name } -> std::convertible_to<const char*>;
  { S::question } -> std::convertible_to<const char*>;
  { S::field_names() } -> std::same_as<std::vector<std::string>>;
  { S::value_components() } -> std::same_as<std::vector<std::string>>;
  typename S::Kind;
  // The answer's structure.
  { S::kind_names() } -> std::same_as<std::vector<std::string>>;  ///< indexed by the Kind's value
  { S::kind(r32_64) } -> std::same_as<typename S::Kind>;
  { S::kind(r32) } -> std::same_as<typename S::Kind>;
  { S::is_hit(typename S::Kind{}) } -> std::same_as<bool>;
  { S::miss_kind } -> std::convertible_to<typename S::Kind>;
  { S::show(r32_64) } -> std::same_as<std::string>;
  { S::json(r32_64) } -> std::same_as<nlohmann::json>;
  // The oracle.
  { S::valid(in) } -> std::same_as<bool>;  ///< false: the answer is invalid_input
  { S::exact(in) } -> std::same_as<typename S::Exact>;
  { S::exact_kind(in) } -> std::same_as<typename S::Kind>;  ///< filtered: the common path
  { S::kind(e) } -> std::same_as<typename S::Kind>;
  { S::exact_contact(in) } -> std::same_as<Contact>;
  { S::show(e) } -> std::same_as<std::string>;
  { S::json(e) } -> std::same_as<nlohmann::json>;
  { S::filter_stats() } -> std::same_as<oracle::FilterStats&>;
  { S::show_input(values, fmt) } -> std::same_as<std::string>;
  // Values: the coordinates of a component, in a fixed order, for the
  // variant's result and for the exact answer (empty when absent).
  { S::coordinates(component, r32_64) } -> std::same_as<std::vector<double>>;
  // `hint` is the variant's coordinates: for an answer that is a set (an
  // overlap), the exact point of the set nearest to it.
  { S::exact_coordinates(component, in, e, values) } -> std::same_as<std::vector<oracle::RootNumber>>;
};

/// Optional: `static std::vector<std::string> boundary_regimes()`, the
/// regimes whose cases lie on a decision boundary (exact tangency, collinear,
/// parallel, on an edge, a few ulps off one). The checker derives the
/// threshold_band regime from them (FamilyDescription::boundary_regimes).

/// Optional: `static bool has_values(Kind)`, the kinds whose results carry
/// the family's values when more than the hits do (the disk families: apart
/// too, with the distance and its direction). A variant reporting the
/// family's kinds is judged on them; one reporting hit or miss on hits only
/// (FamilyDescription::has_values).

/// Optional: `static bool value_not_unique(const std::string& component,
/// const Input<double>&, const Exact&)`, true where a value component of the
/// exact answer is not unique (a contact normal where two directions tie):
/// the value properties are vacuous there (FamilyDescription::value_not_unique).

/// Optional: `static bool near_shape(const Input<double>&, int which, const
/// oracle::RationalPoint& p, const oracle::Rational& bound, double* distance)`,
/// for an answer with a pair of closest points (the component "points"):
/// whether p lies within `bound` of shape `which` (0: A, 1: B), the closed
/// region, decided exactly (FamilyDescription::near_shape);
/// closest_points_within_contract needs it.

/// Families whose oracle evaluates a Minkowski offset of the shapes: the sign
/// of (separation - offset), exactly.
template <class S>
concept BandSpec = FamilySpec<S> && requires(const InputOf<S, double>& in, const oracle::Rational& offset) {
  { S::separation_sign(in, offset) } -> std::same_as<int>;
};

}  // namespace cc::check
