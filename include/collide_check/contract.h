#pragma once
// What a variant promises, as data. The checker applies a contract in one place
// (the runner), never inside a property, so the same property judges an exact
// kernel, a kernel with a tolerance and a kernel that reports only hit or miss.
//
//   Contract c;                                   // exact decisions, touching is a hit
//   c.band = Band::absolute(1e-9);                // or: right for any shapes within 1e-9 of these
//   c.touching = Touching::is_miss;               // a strict test: touching counts as no contact
//   c.bound("point", bound::absolute(1e-6));      // every value the variant reports has a bound
//   c.bound("normal", bound::absolute(1e-6), Norm::euclidean);  // |n - n*| rather than per coordinate
//   c.domain.max_magnitude = 0x1p60;              // outside: counted and shown, not judged
//
// Value bounds are the kernels' own type (kernels/error_bound.h): a sum of terms
// coefficient * scale, with u (2^-24 or 2^-53) folded into the coefficient, and a
// side (a time of impact that is never after the exact one).

#include <algorithm>
#include <functional>
#include <limits>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "kernels/error_bound.h"

namespace collide_check {

using cc::BoundTerm;
using cc::ErrorBound;
using cc::Norm;
using cc::Scale;
using cc::Side;

enum class Scalar { f32, f64 };

inline const char* to_string(Scalar s) { return s == Scalar::f32 ? "f32" : "f64"; }

/// The unit roundoff of a scalar: 2^-24 for f32, 2^-53 for f64.
constexpr double unit_roundoff(Scalar s) { return s == Scalar::f32 ? 0x1p-24 : 0x1p-53; }

/// How the variant reports a contact in which the shapes touch without
/// overlapping (tangent circles, an endpoint on the other segment, rectangles
/// sharing an edge).
enum class Touching {
  is_hit,   ///< closed shapes: touching is a contact (the bundled kernels' convention)
  is_miss,  ///< open shapes, or a strict test: touching is no contact
};

/// The tolerance of a variant's decisions. The shapes are offset together
/// (a Minkowski offset of their separation) by `offset`, then a decision is
/// right if it equals the exact answer for some offset in
/// [offset - delta, offset + delta]: the shapes grown or shrunk by up to delta.
/// For a sweep the time of impact may lie anywhere between the exact times of
/// the grown and of the shrunk shapes. `relative` measures offset and delta in
/// units of M, the largest |input value| of the query.
///
/// delta == 0 and offset == 0 is an exact contract. A skin radius that is part
/// of the shapes (Box2D's polygon radius) is an offset; a tolerance is a delta.
///
/// A float kernel with an absolute threshold rounds in proportion to M as
/// well: `delta_relative` adds that, in units of M, to an absolute band
///   Band::absolute(0, 10 * FLT_EPSILON).plus_relative(0x1p-20)
/// (a hit within 1.19e-6 of touching, give or take 2^-20 M).
struct Band {
  double offset = 0;
  double delta = 0;
  bool relative = false;
  double delta_relative = 0;  ///< a further delta, in units of M

  static Band exact() { return {}; }
  static Band absolute(double delta, double offset = 0) { return {offset, delta, false}; }
  /// delta and offset in units of M, the largest input magnitude: where every
  /// input is 0, M = 0 and the band is no band (those cases are judged
  /// exactly); Band::absolute(d).plus_relative(r) keeps a floor d there.
  static Band relative_to_inputs(double delta, double offset = 0) { return {offset, delta, true}; }
  Band plus_relative(double d) const {
    Band b = *this;
    b.delta_relative += d;
    return b;
  }
  bool is_exact() const { return offset == 0 && delta == 0 && delta_relative == 0; }
};

/// A condition on the shapes that a kernel needs and documents ("convex
/// polygons", "a static segment", "a ray that starts outside the shape").
/// Written with the family's own types through collide_check::precondition
/// (register.h).
///
/// `conform`, when set, turns any input into one where the condition holds
/// (copy the segment's start position to its end to make it static). The
/// checker applies it to every generated input before judging, so that cases
/// are spent inside the domain rather than counted out of it; replayed cases
/// are taken as they are. It must keep every value representable in the case's
/// scalar (copies, swaps, negations); a generated case that still fails the
/// condition afterwards is counted out of the domain.
struct Precondition {
  std::string text;
  std::function<bool(std::span<const double>)> holds;
  std::function<void(std::span<double>)> conform;
};

/// The inputs a contract covers. A case outside is counted and shown as out of
/// the domain, never judged and never silently dropped.
struct Domain {
  double max_magnitude = std::numeric_limits<double>::infinity();  ///< every |value| <= this
  double min_nonzero_magnitude = 0;                                ///< every nonzero |value| >= this
  int max_span_log2 = 0;  ///< nonzero magnitudes span at most 2^this; 0 for any span
  /// Conditions on the shapes, all of which must hold (on finite inputs:
  /// special values have their own answer and are not tested here).
  std::vector<Precondition> preconditions;

  bool unbounded() const {
    return max_magnitude == std::numeric_limits<double>::infinity() && min_nonzero_magnitude == 0 &&
           max_span_log2 == 0 && preconditions.empty();
  }
  /// Applies every precondition's `conform` to a generated input's values.
  void conform(std::span<double> values) const;
  /// Non-finite values are in the domain: special values have their own answer.
  bool contains(const std::vector<double>& values) const;
  /// Whether every precondition holds (true with a non-finite value, as for
  /// contains): a case that breaks one is not passed to the variant at all.
  bool preconditions_hold(const std::vector<double>& values) const;
  /// "every input", or e.g. "finite inputs whose nonzero magnitudes span at most 2^900".
  std::string text() const;
};

/// What NaN, infinities and the family's other invalid inputs (a negative
/// radius) must give.
enum class SpecialValues {
  invalid_input,  ///< the family's invalid_input answer (the bundled kernels)
  unchecked,      ///< nothing promised: a bool kernel cannot say "invalid"
};

/// A variant's promise, as data.
struct Contract {
  Band band;
  Touching touching = Touching::is_hit;
  Domain domain;
  SpecialValues special_values = SpecialValues::invalid_input;
  /// One bound per value component the variant reports ("point", "t",
  /// "normal"): the family names them (collide-check list).
  std::vector<std::pair<std::string, ErrorBound>> values;
  /// Value components whose coordinates may instead be an infinity of the
  /// exact coordinate's sign where |x*| + the bound reaches the scalar's largest
  /// finite value (a crossing of nearly parallel lines beyond the range).
  std::vector<std::string> infinite_beyond_range;
  /// How each component's error is measured where not per coordinate: with
  /// Norm::euclidean the bound is on |x - x*| for each 2D point of the
  /// component (Contract::bound's third argument).
  std::vector<std::pair<std::string, Norm>> norms;
  /// Value components returned bitwise where the exact point is an input
  /// point: a segment's endpoint touching the other shape, an overlap's end,
  /// a circle through an endpoint. Judged with the component's bound: where
  /// the exact 2D point equals an input point (two fields named "<p>.x",
  /// "<p>.y"), the variant's point must be that input point exactly.
  std::vector<std::string> exact_at_input_points;
  /// Prose the generated contract text appends (conventions the data does not
  /// carry, e.g. "normal (0, 0) on a zero-length segment").
  std::string note;
  /// What the domain leaves out by design, with why: a regime (a game world of
  /// coordinates from 1e-3 to 1e4 has no "mixed_magnitude" case), for every
  /// property or some, or a whole property (swapping a ray's point and the
  /// shape it is cast at leaves the domain on every case). On a run of 10000
  /// cases or more, a regime none of whose cases a property judged (every one
  /// outside the domain) fails that row unless it is declared here; a property
  /// declared here is not run for the variant.
  struct NotApplicable {
    std::string regime;                   ///< empty: every regime (the property does not apply)
    std::vector<std::string> properties;  ///< empty: every property
    std::string why;
  };
  std::vector<NotApplicable> not_applicable;

  Contract& bound(std::string component, ErrorBound b, Norm norm = Norm::per_coordinate) {
    if (norm != Norm::per_coordinate) norms.emplace_back(component, norm);
    values.emplace_back(std::move(component), b);
    return *this;
  }
  /// Declares that `regime` (collide-check list names a family's regimes) lies
  /// outside this contract's domain by design, for the reason `why`: for every
  /// property, or for those listed (a mapped image that always leaves the
  /// domain).
  Contract& regime_not_applicable(std::string regime, std::string why, std::vector<std::string> properties = {}) {
    not_applicable.push_back({std::move(regime), std::move(properties), std::move(why)});
    return *this;
  }
  /// Declares that `property` cannot judge this variant inside its domain (its
  /// maps take every case outside it): the property is not run, and the
  /// contract says why.
  Contract& property_not_applicable(std::string property, std::string why) {
    not_applicable.push_back({{}, {std::move(property)}, std::move(why)});
    return *this;
  }
  bool regime_applies(const std::string& regime, const std::string& property) const {
    for (const auto& n : not_applicable)
      if ((n.regime.empty() || n.regime == regime) &&
          (n.properties.empty() || std::find(n.properties.begin(), n.properties.end(), property) != n.properties.end()))
        return false;
    return true;
  }
  bool property_applies(const std::string& property) const {
    for (const auto& n : not_applicable)
      if (n.regime.empty() && std::find(n.properties.begin(), n.properties.end(), property) != n.properties.end())
        return false;
    return true;
  }
  /// Declares that `component` is returned exactly where its exact point is
  /// an input point (exact_at_input_points).
  Contract& exact_where_input_point(std::string component) {
    exact_at_input_points.push_back(std::move(component));
    return *this;
  }
  bool exact_at_input_point(const std::string& component) const {
    return std::find(exact_at_input_points.begin(), exact_at_input_points.end(), component) !=
           exact_at_input_points.end();
  }
  Contract& infinity_beyond_range(std::string component) {
    infinite_beyond_range.push_back(std::move(component));
    return *this;
  }
  bool allows_infinity(const std::string& component) const {
    for (const auto& c : infinite_beyond_range)
      if (c == component) return true;
    return false;
  }
  const ErrorBound* bound_for(const std::string& component) const {
    for (const auto& [name, b] : values)
      if (name == component) return &b;
    return nullptr;
  }
  Norm norm_for(const std::string& component) const {
    for (const auto& [name, n] : norms)
      if (name == component) return n;
    return Norm::per_coordinate;
  }
};

/// Builders of value bounds in the units people write them in.
namespace bound {

/// |x - x*| <= e.
constexpr ErrorBound absolute(double e) { return {{{e, Scale::absolute}}, Side::both}; }
/// |x - x*| <= c M, M the largest |input value|.
constexpr ErrorBound relative_to_inputs(double c) { return {{{c, Scale::input_magnitude}}, Side::both}; }
/// |x - x*| <= c |x*|.
constexpr ErrorBound relative_to_value(double c) { return {{{c, Scale::value_magnitude}}, Side::both}; }
/// |x - x*| <= k ulp(x*) in the variant's scalar.
constexpr ErrorBound ulps(double k) { return {{{k, Scale::value_ulp}}, Side::both}; }
/// The sum of two bounds' terms (at most four terms in all).
ErrorBound plus(const ErrorBound& a, const ErrorBound& b);
/// The same bound, with x <= x* required too (a time of impact never after
/// the exact first contact).
constexpr ErrorBound not_after_exact(ErrorBound b) {
  b.side = Side::not_above_exact;
  return b;
}

}  // namespace bound

/// "8 u M + 2^-1073" for scalar s (u = 2^-53 or 2^-24 named as such).
std::string to_string(const ErrorBound& b, Scalar s);

}  // namespace collide_check
