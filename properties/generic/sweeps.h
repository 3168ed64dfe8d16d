#pragma once
// The generic properties of sweeps (time of impact): a hit's t lies in [0, 1],
// its normal is a unit vector pointing from B toward A, and under a band
// contract its t lies between the first contact times of the grown and of the
// shrunk shapes. Decisions, values and invariances are the generic ones of
// every family; these are what only a sweep has.

#include <string>
#include <vector>

#include "../../kernels/sweep.h"
#include "../judge.h"
#include "../property.h"
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

/// A sweep spec: its result is a SweepResult, and its oracle gives the first
/// contact time of the shapes offset by any rational (for band contracts).
template <class S>
concept SweepSpec = FamilySpec<S> && requires(const InputOf<S, double>& in, const Rational& offset) {
  { S::exact_time(in, offset) } -> std::same_as<std::optional<RootNumber>>;
};

template <class S, class T>
PropertyDef<S, T> t_in_unit_interval(std::vector<std::string> regimes) {
  return {{"t_in_unit_interval", "a hit reports a finite t in [0, 1]", std::move(regimes)},
          [](const VariantInfo& v) { return v.reports.reports("t"); },
          [](const InputOf<S, T>& in) { return S::valid(widen<S, T>(in)); },
          [](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
            const auto r = v(in);
            if (r.kind != SweepKind::hit) return Verdict::vacuous("no hit");
            if (r.t >= 0 && r.t <= 1) return Verdict::pass();
            return Verdict::fail(failure_text<S, T>(v, in, r, "expected", "t in [0, 1]"));
          }};
}

/// Under a band: t between the exact first contact of the grown shapes (the
/// earliest) and that of the shrunk ones (the latest; none: up to 1), each
/// widened by the time bound.
template <class S, class T>
Verdict judge_time_in_band(const VariantOf<S, T>& v, const InputOf<S, T>& in, const ResultOf<S, T>& r) {
  const auto* b = v.contract().bound_for("t");
  if (r.kind != SweepKind::hit) return Verdict::vacuous("no hit");
  const auto wide = widen<S, T>(in);
  const double M = max_abs(values_of<S, T>(in));
  const Thresholds th = thresholds(v.contract().band, M);
  const auto earliest = S::exact_time(wide, th.hi);
  if (!earliest) return Verdict::vacuous("the grown shapes never touch");
  const auto latest = S::exact_time(wide, th.lo);
  if (!std::isfinite(r.t)) return Verdict::fail(failure_text<S, T>(v, in, r, "t", "not finite"));
  const Real t = Real(static_cast<double>(r.t));
  const Real lo = oracle::to_real(*earliest) - bound_value<T>(*b, BoundAt{M, *earliest, 0, std::nullopt});
  Real hi = 1;
  if (latest) {
    hi = oracle::to_real(*latest);
    if (b->side == collide_check::Side::both) hi += bound_value<T>(*b, BoundAt{M, *latest, 0, std::nullopt});
  }
  if (t >= lo && t <= hi) return Verdict::pass();
  return Verdict::fail(failure_text<S, T>(v, in, r, "band", "t in [" + decimal(static_cast<double>(lo)) + ", " +
                                                             decimal(static_cast<double>(hi)) + "]"));
}

template <class S, class T>
PropertyDef<S, T> normal_unit_and_oriented(std::vector<std::string> regimes) {
  return {{"normal_unit_and_oriented",
           "on a hit both report, the normal points from B toward A (positive dot product with the exact normal) "
           "and, where the contract bounds it, has unit length within that bound; where the exact contact has no "
           "normal (the family's (0, 0)), the normal is (0, 0)",
           std::move(regimes)},
          [](const VariantInfo& v) { return v.reports.reports("normal"); },
          [](const InputOf<S, T>& in) { return S::valid(widen<S, T>(in)); },
          [](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
            const auto r = v(in);
            if (r.kind != SweepKind::hit) return Verdict::vacuous("no hit");
            const auto wide = widen<S, T>(in);
            const auto e = S::exact(wide);
            if (S::kind(e) != SweepKind::hit) return Verdict::vacuous("no exact hit");
            const auto got = S::coordinates("normal", r);
            const auto exact = S::exact_coordinates("normal", wide, e, got);
            if (exact.size() != 2) return Verdict::vacuous("no exact normal");
            if (!std::isfinite(got[0]) || !std::isfinite(got[1]))
              return Verdict::fail(failure_text<S, T>(v, in, r, "normal", "not finite"));
            if (oracle::sign(exact[0]) == 0 && oracle::sign(exact[1]) == 0) {
              // A contact without a normal (a zero-length edge): the family's (0, 0).
              if (got[0] == 0 && got[1] == 0) return Verdict::pass();
              return Verdict::fail(failure_text<S, T>(v, in, r, "oracle", S::show(e)) +
                                   "\n  the exact contact has no normal: (0, 0) expected");
            }
            const Real nx = got[0], ny = got[1];
            const Real dot = nx * oracle::to_real(exact[0]) + ny * oracle::to_real(exact[1]);
            if (dot <= 0)
              return Verdict::fail(failure_text<S, T>(v, in, r, "oracle", S::show(e)) +
                                   "\n  the normal does not point from B toward A");
            if (const auto* unit = v.contract().bound_for("normal_length")) {
              const Real len = boost::multiprecision::sqrt(nx * nx + ny * ny);
              const Real err = boost::multiprecision::abs(len - 1);
              const Real limit =
                  bound_value<T>(*unit, BoundAt{max_abs(values_of<S, T>(in)), RootNumber(Rational(1)), 1, std::nullopt});
              if (err > limit)
                return Verdict::fail(failure_text<S, T>(v, in, r, "normal length", decimal(static_cast<double>(len))) +
                                     ", more than " + decimal(static_cast<double>(limit)) + " from 1");
            }
            return Verdict::pass();
          }};
}

}  // namespace cc::check::generic

namespace cc::check::generic {

/// The value property of "t": under an exact contract the generic one (t
/// against t*, its side included); under a band, judge_time_in_band.
template <class S, class T>
PropertyDef<S, T> time_within_contract(std::vector<std::string> regimes) {
  auto p = value_within_contract<S, T>("t", std::move(regimes));
  p.info.sentence =
      "when variant and oracle both report a hit, t is within the contract's bound of the exact first contact t* "
      "(under a band: between the grown and the shrunk shapes' first contacts)";
  p.check = [](const VariantOf<S, T>& v, const InputOf<S, T>& in) {
    if (!v.contract().band.is_exact()) {
      // A family without exact_time never gets a band contract (registration
      // refuses bands where separation_sign is missing too).
      if constexpr (SweepSpec<S>) return judge_time_in_band(v, in, v(in));
      else throw std::logic_error(std::string(S::name) + ": a band contract needs exact_time");
    }
    return judge_component(v, in, v(in), "t");
  };
  return p;
}

}  // namespace cc::check::generic
