#pragma once
// The generic properties of invariance: a map of inputs that commutes with the
// query (swapping A and B, reversing a segment, a 90-degree rotation, scaling
// by a power of two) gives the mapped answer. Decisions must be equal where the
// contract makes them exact; values within the sum of both queries' bounds
// (|m(f(x)) - f(m(x))| <= scale B(x) + B(m(x)), since m(exact) is exact).

#include <map>
#include <string>
#include <vector>

#include "../judge.h"
#include "../property.h"
#include "values.h"

namespace cc::check::generic {

template <class S, class T>
using MapOf = InputMap<InputOf<S, T>, ResultOf<S, T>>;

/// Whether a bound depends on the exact value (so the oracle must run).
inline bool needs_exact(const collide_check::ErrorBound& b) {
  using collide_check::Scale;
  for (const auto& t : b.terms)
    if (t.coefficient != 0 && t.scale != Scale::absolute && t.scale != Scale::input_magnitude &&
        t.scale != Scale::result_max_magnitude)
      return true;
  return false;
}

/// Per coordinate of `component`, the bound of input `in` (exact values only
/// when the bound needs them). Under Norm::euclidean both coordinates of a 2D
/// point get the bound at its exact coordinate of larger magnitude, as
/// judge_coordinates evaluates it.
template <class S, class T>
std::vector<Real> coordinate_bounds(const collide_check::ErrorBound& b, const std::string& component,
                                    const InputOf<S, T>& in, const std::vector<double>& got,
                                    collide_check::Norm norm = collide_check::Norm::per_coordinate) {
  const std::size_t count = got.size();
  const double M = max_abs(values_of<S, T>(in));
  Real Q = 0;
  for (double g : got)
    if (std::isfinite(g)) Q = std::max(Q, Real(std::fabs(g)));
  std::vector<Real> out;
  if (!needs_exact(b)) {
    out.assign(count, bound_value<T>(b, BoundAt{M, RootNumber(Rational(0)), 0, std::nullopt, Q}));
    return out;
  }
  const auto wide = widen<S, T>(in);
  const auto e = S::exact(wide);
  const auto exact = S::exact_coordinates(component, wide, e, got);
  BoundAt at{M, RootNumber(), largest_magnitude(exact), bound_length<S>(component, wide, e), Q};
  const bool euclidean = euclidean_points(norm, count) && exact.size() == count;
  for (std::size_t i = 0; i < count; ++i) {
    if (i >= exact.size()) {
      out.push_back(Real(std::numeric_limits<double>::infinity()));
      continue;
    }
    at.x = exact[i];
    if (euclidean) {
      const std::size_t first = i - i % 2;
      at.x = boost::multiprecision::abs(oracle::to_real(exact[first])) >=
                     boost::multiprecision::abs(oracle::to_real(exact[first + 1]))
                 ? exact[first]
                 : exact[first + 1];
    }
    out.push_back(bound_value<T>(b, at));
  }
  return out;
}

/// One invariance check: every map of `maps` against the variant. A map whose
/// image leaves the contract's domain is not applied (the contract promises
/// nothing there); when every map leaves it, the case is out of the domain.
template <class S, class T>
Verdict check_maps(const VariantOf<S, T>& v, const InputOf<S, T>& in, const std::vector<MapOf<S, T>>& maps) {
  const auto r = v(in);
  const bool kinds = v.info->reports.decision == Reports::Decision::kinds;
  int applied = 0, outside = 0;
  for (const auto& m : maps) {
    const auto tin = m.input(in);
    if (!tin) continue;
    if (!v.contract().domain.contains(values_of<S, T>(*tin))) {
      ++outside;
      continue;
    }
    ++applied;
    const auto s = v(*tin);
    const auto mapped = m.result(in, r);
    const auto kr = S::kind(mapped), ks = S::kind(s);
    if (!known_kind<S>(ks) || !known_kind<S>(kr))
      return Verdict::error(input_header<S, T>(in) + "\n  the variant's result has no known kind");
    const bool same = kinds ? kr == ks : S::is_hit(kr) == S::is_hit(ks);
    auto fail = [&](const std::string& why) {
      return Verdict::fail(input_header<S, T>(in) + "\n  map: " + m.name + "\n  f(x) mapped: " +
                           shown_result<S, T>(*v.info, mapped) + "\n  f(mapped x): " + shown_result<S, T>(*v.info, s) +
                           (why.empty() ? "" : "\n  " + why));
    };
    if (!same) {
      if (v.contract().band.is_exact()) return fail("");
      // Under a band both answers may be right: f(x) judged on x, f(mapped x)
      // on the image (an absolute band does not scale with the map).
      const auto allowed = allowed_answers<S>(v.contract(), widen<S, T>(in), S::exact_kind(widen<S, T>(in)));
      const auto allowed_image =
          allowed_answers<S>(v.contract(), widen<S, T>(*tin), S::exact_kind(widen<S, T>(*tin)));
      if (allowed.allows(kr, kinds, S::is_hit(kr)) && allowed_image.allows(ks, kinds, S::is_hit(ks))) continue;
      return fail(!allowed.allows(kr, kinds, S::is_hit(kr)) ? allowed.why : "on the image: " + allowed_image.why);
    }
    if (!S::is_hit(ks)) continue;
    // Under a band the two results may differ by more than the value bounds
    // (the band moves the contact; an absolute band does not scale with the
    // map): the image's values are judged against the image's own exact
    // answer instead, as the value properties judge x's. The time of impact
    // is left to time_within_contract, which knows the band.
    if (!v.contract().band.is_exact()) {
      for (const auto& component : v.info->reports.values) {
        if (component == "t") continue;
        const Verdict j = judge_component(v, *tin, s, component, "oracle on the image");
        if (j.kind == Verdict::Kind::fail) return fail(j.message);
      }
      continue;
    }
    for (const auto& component : v.info->reports.values) {
      if (!m.compares(component, in, r)) continue;
      const auto* b = v.contract().bound_for(component);
      const auto norm = v.contract().norm_for(component);
      const auto a = S::coordinates(component, mapped), c = S::coordinates(component, s);
      if (a.size() != c.size()) return fail(component + ": different numbers of coordinates");
      const auto b_in = coordinate_bounds<S, T>(*b, component, in, S::coordinates(component, r), norm);
      const auto b_out = coordinate_bounds<S, T>(*b, component, *tin, c, norm);
      std::vector<Real> tol;
      for (std::size_t i = 0; i < a.size(); ++i) tol.push_back(Real(m.scale) * b_in[i] + b_out[i]);
      if (v.contract().allows_infinity(component) && !m.points_unordered) {
        // An infinity beside a finite value: both may be right (a crossing at
        // the edge of the range), and each is judged against its own exact
        // value by the component's value property, so the pair is not
        // compared. Equal infinities compare as equal; NaN is never right.
        std::vector<double> a2, c2;
        std::vector<Real> tol2;
        for (std::size_t i = 0; i < a.size(); ++i) {
          if (!std::isnan(a[i]) && !std::isnan(c[i]) && std::isinf(a[i]) != std::isinf(c[i])) continue;
          a2.push_back(a[i]);
          c2.push_back(c[i]);
          tol2.push_back(tol[i]);
        }
        const std::string why = coordinates_close(component, a2, c2, tol2, norm);
        if (!why.empty()) return fail(why);
        continue;
      }
      std::string why = coordinates_close(component, a, c, tol, norm);
      if (!why.empty() && m.points_unordered && a.size() == 4) {
        // The same two points in the other order.
        const std::vector<double> swapped = {a[2], a[3], a[0], a[1]};
        const std::vector<Real> swapped_tol = {tol[2], tol[3], tol[0], tol[1]};
        if (coordinates_close(component, swapped, c, swapped_tol, norm).empty()) why.clear();
      }
      if (!why.empty()) return fail(why);
    }
  }
  if (applied == 0 && outside > 0) return Verdict::out_of_domain();
  return Verdict::pass();
}

/// One property per distinct property name among the family's maps.
template <class S, class T>
std::vector<PropertyDef<S, T>> invariance_properties(const std::vector<MapOf<S, T>>& maps,
                                                     const std::map<std::string, std::string>& sentences,
                                                     const std::vector<std::string>& regimes) {
  std::vector<std::string> names;
  for (const auto& m : maps)
    if (std::find(names.begin(), names.end(), m.property) == names.end()) names.push_back(m.property);
  std::vector<PropertyDef<S, T>> out;
  for (const auto& name : names) {
    std::vector<MapOf<S, T>> mine;
    for (const auto& m : maps)
      if (m.property == name) mine.push_back(m);
    const auto it = sentences.find(name);
    out.push_back({{name, it != sentences.end() ? it->second : name, regimes},
                   [](const VariantInfo&) { return true; },
                   [](const InputOf<S, T>& in) { return S::valid(widen<S, T>(in)); },
                   [mine](const VariantOf<S, T>& v, const InputOf<S, T>& in) { return check_maps(v, in, mine); }});
  }
  return out;
}

}  // namespace cc::check::generic
