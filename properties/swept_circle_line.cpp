// swept_circle_line: variants, contracts, input regimes and properties.

#include "swept_circle_line.h"

#include <limits>

#include "../kernels/robust/swept_circle_line.h"
#include "../kernels/seeds/swept_circle_line.h"
#include "../oracle/reference.h"
#include "../oracle/swept_circle_line.h"
#include "common.h"
#include "family.h"
#include "format.h"
#include "swept_circle_shared.h"

namespace cc::check {
namespace {

using namespace swept_circle;

using oracle::Rational;
using oracle::RootNumber;

std::string show_exact(const oracle::SweptCircleLineExact& e) {
  std::string s = kind_name(e.kind);
  if (e.kind == SweepKind::hit)
    s += std::string(e.start_overlap ? " (start overlap)" : "") + " t=" + e.t.str() + " (~" +
         decimal(oracle::nearest_double(e.t)) + ") point~(" + decimal(oracle::nearest_double(e.px)) + ", " +
         decimal(oracle::nearest_double(e.py)) + ") normal~(" + decimal(oracle::nearest_double(e.nx)) + ", " +
         decimal(oracle::nearest_double(e.ny)) + ")";
  return s;
}

struct Traits {
  static constexpr const char* name = "swept_circle_line";

  template <class T>
  using Input = CircleLine<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    SweepResult<T> (*fn)(Vec2<T>, Vec2<T>, T, Vec2<T>, Vec2<T>);
    SweepBound bound;
    bool (*in_domain)(const CircleLine<T>&);  ///< where the decision promise holds
  };

  static std::vector<std::string> fields() { return swept_circle::fields(); }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) { return swept_circle::to_values(in); }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) { return swept_circle::from_values(v); }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "worst t error in ulps of t*"; }
  static oracle::FilterStats& filter_stats() { return oracle::swept_circle_line_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    const auto r = run(v, in);
    nlohmann::json j;
    j["kind"] = kind_name(r.kind);
    if (r.kind == SweepKind::hit) {
      j["t"] = hex(r.t);
      j["point"] = {hex(r.point.x), hex(r.point.y)};
      j["normal"] = {hex(r.normal.x), hex(r.normal.y)};
    }
    return j;
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    const auto e = oracle::swept_circle_line_exact(query(in));
    nlohmann::json j;
    j["kind"] = kind_name(e.kind);
    if (e.kind != SweepKind::hit) return j;
    auto num = [](const RootNumber& x) { return nlohmann::json{{"exact", x.str()}, {"approx", oracle::nearest_double(x)}}; };
    j["start_overlap"] = e.start_overlap;
    j["t"] = num(e.t);
    j["point"] = {num(e.px), num(e.py)};
    j["normal"] = {num(e.nx), num(e.ny)};
    return j;
  }

  template <class T>
  static SweepResult<T> run(const Variant<T>& v, const Input<T>& in) {
    return v.fn(in.c0, in.c1, in.r, in.p1, in.p2);
  }
};

// ---------------------------------------------------------------- variants

template <class T>
bool always(const CircleLine<T>&) { return true; }

bool double_exact_domain(const CircleLine<double>& in) {
  const double v[9] = {in.c0.x, in.c0.y, in.c1.x, in.c1.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y};
  return robust::swept_circle_line_detail::in_exact_domain(v);
}

template <class T>
SweepResult<T> run_seed002(Vec2<T> c0, Vec2<T> c1, T r, Vec2<T> p1, Vec2<T> p2) {
  return seed002::swept_circle_line(c0, c1, r, p1, p2);
}
template <class T>
SweepResult<T> run_robust(Vec2<T> c0, Vec2<T> c1, T r, Vec2<T> p1, Vec2<T> p2) {
  return robust::swept_circle_line(c0, c1, r, p1, p2);
}

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  // The robust bounds of this scalar (kernels/swept_circle_line.h); seed variants
  // are held to them too, since a transcription promises nothing of its own.
  const SweepBound bound = f32 ? SweepBound{0x1p-24, 0x1p-149, 3, 2, 2 + 52 * 0x1p-29, 1, 0x1p-24 + 7 * 0x1p-53, 0x1p+125}
                               : SweepBound{0x1p-53, 0x1p-1074, 19, 3, 52, 1, 6 * 0x1p-53, 0x1p+1021};
  bool (*domain)(const CircleLine<T>&) = always<T>;
  if constexpr (!f32) domain = double_exact_domain;
  const std::string robust_contract =
      f32 ? "decisions exact for every float input (two-sided, touching counts, start overlap -> t = 0); "
            "t* - 3 u t* - 2 eta <= t <= t* (u = 2^-24, eta = 2^-149); normal components within 2^-24 + 7*2^-53 "
            "of sigma N; point within (2^-23 + 52*2^-53) M + 2^-149 (M <= 2^125); NaN/inf, r < 0, P1 == P2 -> "
            "invalid_input"
          : "decisions exact for finite inputs whose nonzero magnitudes span at most 2^440 (two-sided, touching "
            "counts, start overlap -> t = 0); t* - 19 u t* - 3 eta <= t <= t* (u = 2^-53, eta = 2^-1074); normal "
            "components within 6 u of sigma N; point within 52 u M + eta (M <= 2^1021); NaN/inf, r < 0, "
            "P1 == P2 -> invalid_input";
  const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";
  // What the checker finds in the transcription; each is a canary the gate
  // requires to be found again (minimal cases in regressions/cases/swept_circle_line).
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "a circle overlapping the line at t = 0 is missed: t = (r - d1) / (d2 - d1) falls outside [0, 1] or is "
       "0/0; approaches from the side opposite N are missed too"},
      {"time_within_contract",
       "one-sided: a circle that starts overlapping, or comes from the side opposite N, is reported at the later "
       "time its center reaches distance r on N's side"},
      {"no_tunneling", "an approach from the side opposite N (d1 < 0) gives t outside [0, 1]: the contact is missed"},
      {"touching_at_reported_t",
       "a start overlap is reported at the time the center reaches distance r on N's side, while the circle "
       "still overlaps the line"},
      {"start_overlap_gives_t0", "a circle overlapping the line at t = 0 is missed or reported at t > 0"},
      {"point_and_normal_within_contract",
       "the late or wrong-side answers put the point far from the exact contact (and the normal on the wrong side)"},
      {"normal_unit_and_oriented", "the normal is always N: it points away from a circle on the other side"},
      {"line_point_order_invariant",
       "swapping P1 and P2 turns N around and with it the side that is predicted: a contact found in one order "
       "only"},
      {"exact_transform_invariant", "a mirror turns N relative to the circle: a contact found in one orientation only"},
      {"motion_parallel_to_line_defined",
       "motion parallel to the line gives d2 - d1 == 0: t = +-inf or 0/0, so a circle overlapping the line is "
       "missed"},
      {"zero_length_line_gives_invalid_input",
       "P1 == P2 normalizes by length 0: N is NaN, every comparison fails, a miss instead of invalid_input"},
      {"special_values_give_invalid_input",
       "NaN and infinities fall through the comparisons to a miss (or a NaN answer), and r < 0 is used as given"},
  };

  std::vector<Variant<T>> out;
  out.push_back({VariantInfo{name, "seed002", scalar,
                             "002_8da84774eab6982e.txt §Predicting collisions between a circle and a line, "
                             "§Shortest distance between a line and a circle",
                             seed_contract, seed_flaws},
                 run_seed002<T>, bound, domain});
  out.push_back({VariantInfo{name, "robust", scalar,
                             "exact signs of k^2 - r^2 |L|^2 over expansions (Shewchuk 1997, "
                             "doi:10.1007/PL00009321); t from D0 / ((|k0| + r|L|) Den), shrunk to a lower bound",
                             robust_contract, {}},
                 run_robust<T>, bound, domain});
  return out;
}

// ---------------------------------------------------------------- regimes

template <class T>
std::vector<gen::Regime<CircleLine<T>>> Traits::regimes() {
  auto r = swept_circle::shared_regimes<T>("zero_length_line");
  r.push_back(swept_circle::special_values_regime<T>());
  return r;
}

// ---------------------------------------------------------------- properties

const std::vector<std::string> kFiniteRegimes = {"small_int_grid", "generic",         "grazing",
                                                 "start_overlap",  "start_touching",  "parallel_motion",
                                                 "zero_motion",    "both_sides",      "axis_aligned",
                                                 "scale_sweep"};

template <class T>
bool valid(const CircleLine<T>& in) {
  return check::all_finite(values_of(in)) && in.r >= 0 && !(in.p1 == in.p2);
}

RootNumber rn(double v) { return RootNumber(oracle::exact(v)); }

/// C0 exactly on the line: then the normal is N by convention, which turns
/// with the order of P1, P2 (and with maps that reverse orientation).
template <class T>
bool center_on_line(const CircleLine<T>& in) {
  using oracle::exact;
  return (exact(in.p2.x) - exact(in.p1.x)) * (exact(in.c0.y) - exact(in.p1.y)) -
             (exact(in.p2.y) - exact(in.p1.y)) * (exact(in.c0.x) - exact(in.p1.x)) ==
         0;
}

/// time_rel u t* + time_eta eta.
RootNumber time_slack(const SweepBound& b, const RootNumber& tstar) {
  return Rational(b.time_rel * b.u) * tstar + RootNumber(Rational(b.time_eta * b.eta));
}

/// t* - slack <= t <= t*, exactly.
bool time_within(const SweepBound& b, double t, const RootNumber& tstar) {
  if (!std::isfinite(t)) return false;
  return oracle::compare(tstar, rn(t)) >= 0 && oracle::compare(rn(t), tstar - time_slack(b, tstar)) >= 0;
}

/// |v - x| <= tol, exactly.
bool within(double v, const RootNumber& x, const Rational& tol) {
  if (!std::isfinite(v)) return false;
  const RootNumber d = rn(v) - x;
  return oracle::sign(d - RootNumber(tol)) <= 0 && oracle::sign(d + RootNumber(tol)) >= 0;
}

template <class T>
Rational point_tol(const SweepBound& b, const CircleLine<T>& in) {
  return Rational(b.point_k) * Rational(b.u) * Rational(check::max_abs(values_of(in))) + Rational(b.point_eta * b.eta);
}

template <class T>
std::vector<PropertyDef<CircleLine<T>, Traits::Variant<T>>> Traits::properties() {
  using In = CircleLine<T>;
  using V = Traits::Variant<T>;
  std::vector<PropertyDef<In, V>> ps;
  auto exact_of = [](const In& in) { return oracle::swept_circle_line_exact(query(in)); };
  auto fail = [exact_of](const In& in, const SweepResult<T>& r, const std::string& why) {
    return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " + show_exact(exact_of(in)) +
                         (why.empty() ? "" : "\n  " + why));
  };

  ps.push_back({{"decision_agrees_with_oracle", "hit or miss equals the exact oracle's", kFiniteRegimes},
                valid<T>,
                [fail](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind == oracle::swept_circle_line_kind(query(in))) return Verdict::pass();
                  return fail(in, r, "");
                }});

  ps.push_back({{"t_in_unit_interval", "a hit reports a finite t in [0, 1]", kFiniteRegimes},
                valid<T>,
                [fail](const V& v, const In& in) {
                  const auto r = Traits::run(v, in);
                  if (r.kind != SweepKind::hit || (r.t >= 0 && r.t <= 1)) return Verdict::pass();
                  return fail(in, r, "t outside [0, 1]");
                }});

  ps.push_back({{"time_within_contract",
                 "when variant and oracle both hit, t* - bound <= t <= t* (measure: t error in ulps of t*)",
                 kFiniteRegimes},
                valid<T>,
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind != SweepKind::hit) return Verdict::pass(0);
                  const auto e = exact_of(in);
                  if (e.kind != SweepKind::hit) return Verdict::skip("decisions differ");
                  if (!time_within(v.bound, r.t, e.t)) return fail(in, r, "t outside [t* - bound, t*]");
                  return Verdict::pass(oracle::ulp_error<T>(r.t, e.t));
                }});

  ps.push_back({{"no_tunneling",
                 "whenever the exact circle touches the line at some t in [0, 1], the variant hits no later than "
                 "the first contact t*",
                 kFiniteRegimes},
                valid<T>,
                [fail](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  if (oracle::swept_circle_line_kind(query(in)) != SweepKind::hit) return Verdict::pass();
                  const auto r = Traits::run(v, in);
                  const auto e = oracle::swept_circle_line_exact(query(in));
                  if (r.kind == SweepKind::hit && std::isfinite(r.t) && oracle::compare(rn(r.t), e.t) <= 0)
                    return Verdict::pass();
                  return fail(in, r, r.kind == SweepKind::hit ? "hit after t*" : "missed a contact");
                }});

  ps.push_back({{"touching_at_reported_t",
                 "at the reported t the exact circle touches the line: it overlaps at t = 0 for a start overlap, "
                 "otherwise its distance minus r lies in [0, bound * |normal speed|]",
                 kFiniteRegimes},
                valid<T>,
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind != SweepKind::hit) return Verdict::pass();
                  if (!std::isfinite(r.t)) return fail(in, r, "t not finite");
                  const auto e = exact_of(in);
                  // gap(t) = sigma k(t) - r |L|: |L| times (distance on C0's side minus r).
                  const Rational t = oracle::exact(r.t);
                  const Rational kt = e.k0 + t * (e.k1 - e.k0);
                  const Rational r_ex = oracle::exact(in.r);
                  const RootNumber gap(Rational(e.side) * kt, Rational(-r_ex), e.l2);
                  if (e.start_overlap || oracle::sign(gap) < 0) {
                    // Overlap at t: allowed only for a start overlap reported at t = 0.
                    if (e.start_overlap && r.t == 0) return Verdict::pass();
                    return fail(in, r, "the circle overlaps the line at the reported t");
                  }
                  const Rational slack = (Rational(v.bound.time_rel * v.bound.u) + Rational(v.bound.time_eta * v.bound.eta)) *
                                         oracle::abs(Rational(e.k1 - e.k0));
                  if (oracle::sign(gap - RootNumber(slack)) <= 0) return Verdict::pass();
                  return fail(in, r, "the circle is still further from the line than the time bound allows");
                }});

  ps.push_back({{"start_overlap_gives_t0",
                 "a circle touching or overlapping the line at t = 0 gives a hit at t = 0 exactly",
                 {"start_overlap", "start_touching", "grazing", "zero_motion", "parallel_motion"}},
                valid<T>,
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto e = exact_of(in);
                  if (!e.start_overlap) return Verdict::skip("no start overlap");
                  const auto r = Traits::run(v, in);
                  if (r.kind == SweepKind::hit && r.t == 0) return Verdict::pass();
                  return fail(in, r, "expected a hit at t = 0");
                }});

  ps.push_back({{"point_and_normal_within_contract",
                 "when variant and oracle both hit, the point is within the point bound of the exact contact point "
                 "and each normal component within the normal bound of the exact sigma N",
                 kFiniteRegimes},
                valid<T>,
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind != SweepKind::hit) return Verdict::pass();
                  const auto e = exact_of(in);
                  if (e.kind != SweepKind::hit) return Verdict::skip("decisions differ");
                  const Rational ntol(v.bound.normal);
                  if (!within(r.normal.x, e.nx, ntol) || !within(r.normal.y, e.ny, ntol))
                    return fail(in, r, "normal outside the bound " + decimal(v.bound.normal));
                  if (check::max_abs(values_of(in)) > v.bound.point_max_abs) return Verdict::pass();
                  const Rational ptol = point_tol(v.bound, in);
                  if (!within(r.point.x, e.px, ptol) || !within(r.point.y, e.py, ptol))
                    return fail(in, r, "point outside the bound " + decimal(oracle::approximate(ptol)));
                  return Verdict::pass();
                }});

  ps.push_back({{"normal_unit_and_oriented",
                 "a hit's normal has unit length within the normal bound and points from the line toward the "
                 "circle's side (C0's side; N's side when C0 is on the line)",
                 kFiniteRegimes},
                valid<T>,
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind != SweepKind::hit) return Verdict::pass();
                  if (!std::isfinite(r.normal.x) || !std::isfinite(r.normal.y)) return fail(in, r, "normal not finite");
                  const auto e = exact_of(in);
                  const Rational nx = oracle::exact(r.normal.x), ny = oracle::exact(r.normal.y);
                  const Rational len2 = nx * nx + ny * ny;
                  const Rational b(v.bound.normal);
                  const Rational lo = (1 - b) * (1 - b), hi = (1 + b) * (1 + b);
                  if (len2 < lo || len2 > hi) return fail(in, r, "normal length outside 1 +- bound");
                  // sigma N is a positive multiple of sigma (-Ly, Lx).
                  const Rational lx = oracle::exact(in.p2.x) - oracle::exact(in.p1.x);
                  const Rational ly = oracle::exact(in.p2.y) - oracle::exact(in.p1.y);
                  if (Rational(e.side) * (-nx * ly + ny * lx) <= 0) return fail(in, r, "normal points away from the circle");
                  return Verdict::pass();
                }});

  ps.push_back({{"line_point_order_invariant",
                 "swapping P1 and P2 (the same line) gives the same decision, t within the time bound, point and "
                 "normal within twice their bounds (the normal negated when C0 lies on the line: N by convention)",
                 kFiniteRegimes},
                valid<T>,
                [fail](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  const In sw{in.c0, in.c1, in.r, in.p2, in.p1};
                  const auto s = Traits::run(v, sw);
                  std::string why;
                  if (r.kind != s.kind) {
                    why = "decision differs";
                  } else if (r.kind == SweepKind::hit) {
                    const Rational ttol = Rational(v.bound.time_rel * v.bound.u) + Rational(v.bound.time_eta * v.bound.eta);
                    const Rational ptol = 2 * point_tol(v.bound, in), ntol = Rational(2 * v.bound.normal);
                    // With C0 on the line the convention's normal N turns with P1, P2.
                    const T flip = center_on_line(in) ? T(-1) : T(1);
                    if (!within(r.t, rn(s.t), ttol)) why = "t differs";
                    else if (!within(flip * r.normal.x, rn(s.normal.x), ntol) ||
                             !within(flip * r.normal.y, rn(s.normal.y), ntol))
                      why = "normal differs";
                    else if (check::max_abs(values_of(in)) <= v.bound.point_max_abs &&
                             (!within(r.point.x, rn(s.point.x), ptol) || !within(r.point.y, rn(s.point.y), ptol)))
                      why = "point differs";
                  }
                  if (why.empty()) return Verdict::pass();
                  return fail(in, r, why + "; with P1, P2 swapped: " + show_result(s));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling (radius included) commute "
                 "with the sweep: same decision, t within the time bound, mapped point and normal within the sum "
                 "of both queries' bounds (the normal negated by mirrors when C0 lies on the line)",
                 kFiniteRegimes},
                valid<T>,
                [fail](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  for (const auto& m : plane_transforms<T>()) {
                    if (m.scale_exponent != 0 && !exactly_scalable<T>(values_of(in), m.scale_exponent)) continue;
                    const In tin{m(in.c0), m(in.c1), m.length(in.r), m(in.p1), m(in.p2)};
                    if (!v.in_domain(tin)) continue;
                    const auto s = Traits::run(v, tin);
                    std::string why;
                    if (r.kind != s.kind) {
                      why = "decision differs";
                    } else if (r.kind == SweepKind::hit) {
                      const Rational ttol = Rational(v.bound.time_rel * v.bound.u) + Rational(v.bound.time_eta * v.bound.eta);
                      Vec2<T> mn = m.map(r.normal, 0);
                      if (m.orientation < 0 && center_on_line(in)) mn = T(-1) * mn;  // N turns with orientation
                      const Rational ntol(2 * v.bound.normal);
                      if (!within(r.t, rn(s.t), ttol)) why = "t differs";
                      else if (!within(mn.x, rn(s.normal.x), ntol) || !within(mn.y, rn(s.normal.y), ntol))
                        why = "normal differs";
                      else if (std::max(check::max_abs(values_of(in)), check::max_abs(values_of(tin))) <=
                               v.bound.point_max_abs) {
                        const Vec2<T> mp = m(r.point);
                        const Rational ptol = Rational(std::ldexp(1.0, m.scale_exponent)) * point_tol(v.bound, in) +
                                              point_tol(v.bound, tin);
                        if (!std::isfinite(mp.x) || !std::isfinite(mp.y) || !within(mp.x, rn(s.point.x), ptol) ||
                            !within(mp.y, rn(s.point.y), ptol))
                          why = "point differs";
                      }
                    }
                    if (!why.empty())
                      return fail(in, r, std::string("transform ") + m.name + ": " + why + "; transformed: " + show_result(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"motion_parallel_to_line_defined",
                 "with motion parallel to the line or no motion, the answer is a hit at t = 0 on a start overlap "
                 "and a miss otherwise",
                 {"parallel_motion", "zero_motion"}},
                [](const In& in) {
                  if (!valid(in)) return false;
                  const Rational lx = oracle::exact(in.p2.x) - oracle::exact(in.p1.x);
                  const Rational ly = oracle::exact(in.p2.y) - oracle::exact(in.p1.y);
                  const Rational mx = oracle::exact(in.c1.x) - oracle::exact(in.c0.x);
                  const Rational my = oracle::exact(in.c1.y) - oracle::exact(in.c0.y);
                  return lx * my - ly * mx == 0;
                },
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  const bool overlap = exact_of(in).start_overlap;
                  if (overlap ? (r.kind == SweepKind::hit && r.t == 0) : r.kind == SweepKind::miss) return Verdict::pass();
                  return fail(in, r, overlap ? "expected a hit at t = 0" : "expected a miss");
                }});

  ps.push_back({{"zero_length_line_gives_invalid_input", "P1 == P2 (finite inputs) gives invalid_input",
                 {"zero_length_line"}},
                [](const In& in) { return check::all_finite(values_of(in)) && in.r >= 0 && in.p1 == in.p2; },
                [fail](const V& v, const In& in) {
                  const auto r = Traits::run(v, in);
                  if (r.kind == SweepKind::invalid_input) return Verdict::pass();
                  return fail(in, r, "expected invalid_input");
                }});

  ps.push_back({{"special_values_give_invalid_input", "any NaN or infinite input, or r < 0, gives invalid_input",
                 {"special_values"}},
                [](const In& in) { return !check::all_finite(values_of(in)) || in.r < 0; },
                [fail](const V& v, const In& in) {
                  const auto r = Traits::run(v, in);
                  if (r.kind == SweepKind::invalid_input) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  expected: invalid_input");
                }});
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_swept_circle_line_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
