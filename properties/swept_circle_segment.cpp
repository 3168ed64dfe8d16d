// swept_circle_segment: variants, contracts, input regimes and properties.

#include "swept_circle_segment.h"

#include <limits>

#include "../kernels/robust/swept_circle_segment.h"
#include "../kernels/seeds/swept_circle_segment.h"
#include "../oracle/reference.h"
#include "../oracle/swept_circle_segment.h"
#include "common.h"
#include "family.h"
#include "format.h"
#include "swept_circle_shared.h"

namespace cc::check {
namespace {

using namespace swept_circle;

using oracle::Rational;
using oracle::RootNumber;

std::string show_exact(const oracle::SweptCircleSegmentExact& e) {
  std::string s = kind_name(e.kind);
  if (e.kind == SweepKind::hit)
    s += std::string(e.start_overlap ? " (start overlap)" : "") + " t=" + e.t.str() + " (~" +
         decimal(oracle::nearest_double(e.t)) + ") point~(" + decimal(oracle::nearest_double(e.px)) + ", " +
         decimal(oracle::nearest_double(e.py)) + ") normal~(" + decimal(oracle::nearest_double(e.nx)) + ", " +
         decimal(oracle::nearest_double(e.ny)) + ")";
  return s;
}

struct Traits {
  static constexpr const char* name = "swept_circle_segment";

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
  static oracle::FilterStats& filter_stats() { return oracle::swept_circle_segment_stats(); }

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
    const auto e = oracle::swept_circle_segment_exact(query(in));
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
SweepResult<T> run_seed002(Vec2<T> c0, Vec2<T> c1, T r, Vec2<T> p1, Vec2<T> p2) {
  return seed002_capsule::swept_circle_segment(c0, c1, r, p1, p2);
}
template <class T>
SweepResult<T> run_robust(Vec2<T> c0, Vec2<T> c1, T r, Vec2<T> p1, Vec2<T> p2) {
  return robust::swept_circle_segment(c0, c1, r, p1, p2);
}

template <class T>
bool span_domain(const CircleLine<T>& in) {
  const double v[9] = {in.c0.x, in.c0.y, in.c1.x, in.c1.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y};
  return robust::swept_circle_segment_detail::in_exact_domain(v);
}

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const Scalar scalar = scalar_of<T>();
  // The robust bounds of this scalar (kernels/swept_circle_segment.h); the seed
  // variant is held to them too.
  const SweepBound bound = f32 ? SweepBound{0x1p-24, 0x1p-149, 3, 2, 2 + 52 * 0x1p-29, 1, 0x1p-24 + 12 * 0x1p-53, 0x1p+125}
                               : SweepBound{0x1p-53, 0x1p-1074, 19, 3, 52, 1, 11 * 0x1p-53, 0x1p+1021};
  const std::string robust_contract =
      std::string("decisions (start overlap, hit, interior or which endpoint first) exact for finite inputs whose "
                  "nonzero magnitudes span at most 2^188; ") +
      (f32 ? "t* - 3 u t* - 2 eta <= t <= t* (u = 2^-24, eta = 2^-149); normal components within 2^-24 + 12*2^-53; "
             "interior point within (2^-23 + 52*2^-53) M + 2^-149, endpoint contacts exact (M <= 2^125)"
           : "t* - 19 u t* - 3 eta <= t <= t* (u = 2^-53, eta = 2^-1074); normal components within 11 u; interior "
             "point within 52 u M + eta, endpoint contacts exact (M <= 2^1021)") +
      "; P1 == P2 is a point; NaN/inf, r < 0 -> invalid_input";
  const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";
  // What the checker finds in the transcription (minimal cases in
  // regressions/cases/swept_circle_segment).
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "a start overlap is missed (seed002's line test, and c <= 0 puts the endpoint roots outside [0, 1]); a "
       "zero-length segment or no motion divides by a == 0"},
      {"time_within_contract",
       "one-sided line test: a start overlap or an approach from the side opposite N is reported late"},
      {"no_tunneling", "a circle already touching the segment without moving (a == 0) is missed"},
      {"touching_at_reported_t", "a start overlap is reported at a later t while the circle still overlaps"},
      {"start_overlap_gives_t0", "a circle overlapping the segment at t = 0 is missed or reported at t > 0"},
      {"point_and_normal_within_contract",
       "a radius-0 corner reached at t = 0 gives the normal 0/0 = NaN; late answers put the point elsewhere"},
      {"normal_unit_and_oriented", "the normal (center - corner) / |center - corner| is NaN when r == 0"},
      {"endpoint_order_invariant", "swapping P1 and P2 turns N around: the line contact is found in one order only"},
      {"exact_transform_invariant", "a mirror turns N relative to the circle: a contact found in one orientation only"},
      {"zero_motion_defined", "no motion makes a == 0 and d2 == d1: every test divides by zero, a miss"},
      {"special_values_give_invalid_input", "NaN and infinities fall through the comparisons to a miss"},
  };

  std::vector<Variant<T>> out;
  out.push_back({VariantInfo{name, "seed002_capsule", scalar,
                             "002_8da84774eab6982e.txt §Predicting collisions between a circle and a line, comments "
                             "of Mark and Seb (endpoints as circles of radius 0)",
                             seed_contract, seed_flaws},
                 run_seed002<T>, bound, span_domain<T>});
  out.push_back({VariantInfo{name, "robust", scalar,
                             "exact signs over expansions of degree up to 8 (Shewchuk 1997, doi:10.1007/PL00009321): "
                             "capsule = interior line contact or endpoint quadratic; t shrunk to a lower bound",
                             robust_contract, {}},
                 run_robust<T>, bound, span_domain<T>});
  return out;
}

// ---------------------------------------------------------------- regimes

template <class T>
std::vector<gen::Regime<CircleLine<T>>> Traits::regimes() {
  using In = CircleLine<T>;
  const auto vec = [](std::int64_t lim) { return small_point<T>(lim); };
  const auto sign = side_sign();
  auto r = swept_circle::shared_regimes<T>("zero_length_segment");
  // A path at distance exactly r from P1 (Pythagorean direction (a, b), offset
  // m W with |W| = c, r = m c): tangent to the endpoint when it passes it, and
  // the segment pointing away from the path.
  r.push_back({"endpoint_grazing", 2,
               rc::gen::apply(
                   [](gen::PythagoreanTriple tr, Vec2<T> p1, std::int64_t m, std::int64_t j0, std::int64_t j1,
                      std::int64_t away, int side) {
                     const Vec2<T> Dir{static_cast<T>(tr.a), static_cast<T>(tr.b)}, W{-Dir.y, Dir.x};
                     const T s = static_cast<T>(side), mm = static_cast<T>(m + 1);
                     const Vec2<T> base = vadd(p1, (s * mm) * W);
                     return In{vadd(base, static_cast<T>(-j0) * Dir), vadd(base, static_cast<T>(j1) * Dir),
                               mm * static_cast<T>(tr.c), p1, vadd(p1, (-s * static_cast<T>(away + 1)) * W)};
                   },
                   gen::pythagorean_triple(4), vec(8), rc::gen::inRange<std::int64_t>(0, 3),
                   rc::gen::inRange<std::int64_t>(0, 4), rc::gen::inRange<std::int64_t>(0, 4),
                   rc::gen::inRange<std::int64_t>(0, 3), sign)});

  // Straight at an endpoint from a distance j c (Pythagorean direction), r = m c.
  r.push_back({"endpoint_head_on", 2,
               rc::gen::apply(
                   [](gen::PythagoreanTriple tr, Vec2<T> p1, Vec2<T> other, std::int64_t m, std::int64_t j0,
                      std::int64_t j1, bool second) {
                     const Vec2<T> Dir{static_cast<T>(tr.a), static_cast<T>(tr.b)};
                     const Vec2<T> c0 = vadd(p1, static_cast<T>(m + j0 + 1) * Dir);
                     const Vec2<T> c1 = vadd(p1, static_cast<T>(j1 - 2) * Dir);
                     const T rad = static_cast<T>(m) * static_cast<T>(tr.c);
                     return second ? In{c0, c1, rad, other, p1} : In{c0, c1, rad, p1, other};
                   },
                   gen::pythagorean_triple(4), vec(8), vec(8), rc::gen::inRange<std::int64_t>(0, 3),
                   rc::gen::inRange<std::int64_t>(0, 3), rc::gen::inRange<std::int64_t>(0, 4),
                   rc::gen::arbitrary<bool>())});

  r.push_back(swept_circle::special_values_regime<T>());
  return r;
}

// ---------------------------------------------------------------- properties

const std::vector<std::string> kFiniteRegimes = {
    "small_int_grid", "generic",    "grazing",      "start_overlap",    "start_touching",   "parallel_motion",
    "zero_motion",    "both_sides", "axis_aligned", "scale_sweep",      "zero_length_segment",
    "endpoint_grazing", "endpoint_head_on"};

template <class T>
bool valid(const CircleLine<T>& in) {
  return check::all_finite(values_of(in)) && in.r >= 0;
}

RootNumber rn(double v) { return RootNumber(oracle::exact(v)); }

/// time_rel u t* + time_eta eta.
RootNumber time_slack(const SweepBound& b, const RootNumber& tstar) {
  return Rational(b.time_rel * b.u) * tstar + RootNumber(Rational(b.time_eta * b.eta));
}

bool time_within(const SweepBound& b, double t, const RootNumber& tstar) {
  if (!std::isfinite(t)) return false;
  return oracle::compare_across(tstar, rn(t)) >= 0 && oracle::compare(rn(t), tstar - time_slack(b, tstar)) >= 0;
}

bool within(double v, const RootNumber& x, const Rational& tol) {
  if (!std::isfinite(v)) return false;
  const RootNumber d = rn(v) - x;
  return oracle::sign(d - RootNumber(tol)) <= 0 && oracle::sign(d + RootNumber(tol)) >= 0;
}

template <class T>
Rational point_tol(const SweepBound& b, const CircleLine<T>& in) {
  return Rational(b.point_k) * Rational(b.u) * Rational(check::max_abs(values_of(in))) + Rational(b.point_eta * b.eta);
}

/// The exact squared distance from a rational point to the closed segment.
Rational segment_distance2(const Rational& x, const Rational& y, const oracle::CircleLineQuery& q) {
  using oracle::exact;
  const Rational ax = exact(q.p1.x), ay = exact(q.p1.y);
  const Rational lx = exact(q.p2.x) - ax, ly = exact(q.p2.y) - ay, l2 = lx * lx + ly * ly;
  const Rational wx = x - ax, wy = y - ay;
  Rational s = l2 == 0 ? Rational(0) : Rational((wx * lx + wy * ly) / l2);
  if (s < 0) s = 0;
  if (s > 1) s = 1;
  const Rational dx = wx - s * lx, dy = wy - s * ly;
  return dx * dx + dy * dy;
}

template <class T>
std::vector<PropertyDef<CircleLine<T>, Traits::Variant<T>>> Traits::properties() {
  using In = CircleLine<T>;
  using V = Traits::Variant<T>;
  std::vector<PropertyDef<In, V>> ps;
  auto exact_of = [](const In& in) { return oracle::swept_circle_segment_exact(query(in)); };
  auto fail = [exact_of](const In& in, const SweepResult<T>& r, const std::string& why) {
    return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  oracle:  " + show_exact(exact_of(in)) +
                         (why.empty() ? "" : "\n  " + why));
  };
  auto ttol_of = [](const V& v) {
    return Rational(v.bound.time_rel * v.bound.u) + Rational(v.bound.time_eta * v.bound.eta);
  };

  ps.push_back({{"decision_agrees_with_oracle", "hit or miss equals the exact oracle's", kFiniteRegimes},
                valid<T>,
                [fail](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind == oracle::swept_circle_segment_kind(query(in))) return Verdict::pass();
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
                 "whenever the exact circle touches the segment at some t in [0, 1], the variant hits no later "
                 "than the first contact t*",
                 kFiniteRegimes},
                valid<T>,
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  if (oracle::swept_circle_segment_kind(query(in)) != SweepKind::hit) return Verdict::pass();
                  const auto r = Traits::run(v, in);
                  const auto e = exact_of(in);
                  if (r.kind == SweepKind::hit && std::isfinite(r.t) && oracle::compare_across(rn(r.t), e.t) <= 0)
                    return Verdict::pass();
                  return fail(in, r, r.kind == SweepKind::hit ? "hit after t*" : "missed a contact");
                }});

  ps.push_back({{"touching_at_reported_t",
                 "at the reported t the exact circle touches the segment: it overlaps only for a start overlap "
                 "reported at t = 0, otherwise its distance lies in [r, r + bound * |C1 - C0|_1]",
                 kFiniteRegimes},
                valid<T>,
                [fail, exact_of, ttol_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind != SweepKind::hit) return Verdict::pass();
                  if (!std::isfinite(r.t)) return fail(in, r, "t not finite");
                  using oracle::exact;
                  const Rational t = exact(r.t);
                  const Rational mx = exact(in.c1.x) - exact(in.c0.x), my = exact(in.c1.y) - exact(in.c0.y);
                  const Rational d2 = segment_distance2(exact(in.c0.x) + t * mx, exact(in.c0.y) + t * my, query(in));
                  const Rational rad = exact(in.r);
                  const bool start = exact_of(in).start_overlap;
                  if (start || d2 < rad * rad) {
                    if (start && r.t == 0) return Verdict::pass();
                    return fail(in, r, "the circle overlaps the segment at the reported t");
                  }
                  const Rational reach = rad + ttol_of(v) * (oracle::abs(mx) + oracle::abs(my));
                  if (d2 <= reach * reach) return Verdict::pass();
                  return fail(in, r, "the circle is still further from the segment than the time bound allows");
                }});

  ps.push_back({{"start_overlap_gives_t0",
                 "a circle touching or overlapping the segment at t = 0 gives a hit at t = 0 exactly",
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
                 "and each normal component within the normal bound of the exact normal",
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
                 "a hit's normal has unit length within the normal bound and a positive component along the exact "
                 "normal (from the segment toward the circle)",
                 kFiniteRegimes},
                valid<T>,
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  if (r.kind != SweepKind::hit) return Verdict::pass();
                  if (!std::isfinite(r.normal.x) || !std::isfinite(r.normal.y)) return fail(in, r, "normal not finite");
                  const auto e = exact_of(in);
                  if (e.kind != SweepKind::hit) return Verdict::skip("decisions differ");
                  const Rational nx = oracle::exact(r.normal.x), ny = oracle::exact(r.normal.y);
                  const Rational len2 = nx * nx + ny * ny;
                  const Rational b(v.bound.normal);
                  if (len2 < (1 - b) * (1 - b) || len2 > (1 + b) * (1 + b))
                    return fail(in, r, "normal length outside 1 +- bound");
                  if (oracle::sign(nx * e.nx + ny * e.ny) <= 0) return fail(in, r, "normal points away from the circle");
                  return Verdict::pass();
                }});

  ps.push_back({{"endpoint_order_invariant",
                 "swapping P1 and P2 (the same segment) gives the same decision and t within the time bound",
                 kFiniteRegimes},
                valid<T>,
                [fail, ttol_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  const auto s = Traits::run(v, In{in.c0, in.c1, in.r, in.p2, in.p1});
                  if (r.kind == s.kind && (r.kind != SweepKind::hit || within(r.t, rn(s.t), ttol_of(v))))
                    return Verdict::pass();
                  return fail(in, r, "with P1, P2 swapped: " + show_result(s));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling (radius included) commute "
                 "with the sweep: same decision, t within the time bound",
                 kFiniteRegimes},
                valid<T>,
                [fail, ttol_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  for (const auto& m : plane_transforms<T>()) {
                    if (m.scale_exponent != 0 && !exactly_scalable<T>(values_of(in), m.scale_exponent)) continue;
                    const In tin{m(in.c0), m(in.c1), m.length(in.r), m(in.p1), m(in.p2)};
                    if (!v.in_domain(tin)) continue;
                    const auto s = Traits::run(v, tin);
                    if (r.kind == s.kind && (r.kind != SweepKind::hit || within(r.t, rn(s.t), ttol_of(v)))) continue;
                    return fail(in, r, std::string("transform ") + m.name + "; transformed: " + show_result(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"zero_motion_defined", "without motion the answer is a hit at t = 0 on a start overlap, else a miss",
                 {"zero_motion"}},
                [](const In& in) { return valid(in) && in.c0 == in.c1; },
                [fail, exact_of](const V& v, const In& in) {
                  if (!v.in_domain(in)) return Verdict::skip("outside the contract's domain");
                  const auto r = Traits::run(v, in);
                  const bool overlap = exact_of(in).start_overlap;
                  if (overlap ? (r.kind == SweepKind::hit && r.t == 0) : r.kind == SweepKind::miss) return Verdict::pass();
                  return fail(in, r, overlap ? "expected a hit at t = 0" : "expected a miss");
                }});

  ps.push_back({{"special_values_give_invalid_input", "any NaN or infinite input, or r < 0, gives invalid_input",
                 {"special_values"}},
                [](const In& in) { return !check::all_finite(values_of(in)) || in.r < 0; },
                [](const V& v, const In& in) {
                  const auto r = Traits::run(v, in);
                  if (r.kind == SweepKind::invalid_input) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + show_result(r) + "\n  expected: invalid_input");
                }});
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_swept_circle_segment_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
