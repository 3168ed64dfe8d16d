#pragma once
// The generic properties of sweeps (time of impact), as a family lists them: a
// hit's t lies in [0, 1], its normal is a unit vector pointing from B toward
// A, and under a band contract its t lies between the first contact times of
// the grown and of the shrunk shapes. Also the words, JSON and coordinates of
// a SweepResult, the same in every sweep family.

#include <string>
#include <vector>

#include "../../kernels/sweep.h"
#include "../property.h"
#include "recipes.h"
#include "values.h"

namespace cc::check::generic {

/// A SweepResult in words, as JSON, and its value coordinates ("t", "point",
/// "normal"): the same in every family whose result is a SweepResult.
template <class S, class T>
std::string show_sweep(const SweepResult<T>& r) {
  std::string s = kind_name<S>(r.kind);
  if (r.kind == SweepKind::hit)
    s += " t=" + hex_and_decimal(r.t) + " point=(" + hex(r.point.x) + ", " + hex(r.point.y) + ") normal=(" +
         hex(r.normal.x) + ", " + hex(r.normal.y) + ")";
  return s;
}

template <class S, class T>
nlohmann::json sweep_json(const SweepResult<T>& r) {
  nlohmann::json j{{"kind", kind_name<S>(r.kind)}};
  if (r.kind == SweepKind::hit) {
    j["t"] = hex(r.t);
    j["point"] = {hex(r.point.x), hex(r.point.y)};
    j["normal"] = {hex(r.normal.x), hex(r.normal.y)};
  }
  return j;
}

template <class T>
std::vector<double> sweep_coordinates(const std::string& component, const SweepResult<T>& r) {
  if (r.kind != SweepKind::hit) return {};
  if (component == "t") return {r.t};
  if (component == "point") return {r.point.x, r.point.y};
  return {r.normal.x, r.normal.y};
}

template <class S, class T>
PropertyDef<S, T> t_in_unit_interval(std::vector<std::string> regimes) {
  return recipes::t_in_unit_interval(std::move(regimes));
}

template <class S, class T>
PropertyDef<S, T> normal_unit_and_oriented(std::vector<std::string> regimes) {
  return recipes::normal_unit_and_oriented(std::move(regimes));
}

/// The value property of "t": under an exact contract the generic one (t
/// against t*, its side included); under a band, between the grown and the
/// shrunk shapes' first contacts.
template <class S, class T>
PropertyDef<S, T> time_within_contract(std::vector<std::string> regimes) {
  return recipes::time_within_contract(std::move(regimes));
}

}  // namespace cc::check::generic
