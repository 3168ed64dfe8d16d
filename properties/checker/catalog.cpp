// The generic property catalog: see catalog.h. Invariances compare values
// within the sum of both queries' bounds (|m(f(x)) - f(m(x))| <= scale B(x) +
// B(m(x)), since m(exact) is exact).

#include "catalog.h"

#include <algorithm>
#include <boost/multiprecision/mpfr.hpp>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>

namespace cc::check {
namespace {

bool reports_kinds(const Variant& v) { return v.info->reports.decision == Reports::Decision::kinds; }

// ---------------------------------------------------------------- decisions

Verdict check_special_values(const FamilyDescription& f, const Variant& v, const Values& in) {
  const Answer r = v(in);
  if (r.kind == f.invalid_input) return Verdict::pass();
  return Verdict::fail(failure_text(f, v, in, r, "expected", "invalid_input"));
}

Verdict check_own_rule(const FamilyDescription& f, const Variant& v, const Values& in) {
  const Answer r = v(in);
  const int want = v.rule(in);
  if (r.kind == want) return Verdict::pass();
  return Verdict::fail(failure_text(f, v, in, r, "its rule, exactly", f.kind_name(want)));
}

// ---------------------------------------------------------------- invariance

/// Whether a bound depends on the exact value (so the oracle must run).
bool needs_exact(const collide_check::ErrorBound& b) {
  using collide_check::Scale;
  for (const auto& t : b.terms)
    if (t.coefficient != 0 && t.scale != Scale::absolute && t.scale != Scale::input_magnitude &&
        t.scale != Scale::result_max_magnitude)
      return true;
  return false;
}

/// Per coordinate of `component`, the bound of input `in` (exact values only
/// when the bound needs them: `exact` holds the exact answer of `in` once
/// computed, for the next component). Under Norm::euclidean both coordinates
/// of a 2D point get the bound at its exact coordinate of larger magnitude, as
/// judge_coordinates evaluates it.
std::vector<Real> coordinate_bounds(const FamilyDescription& f, Scalar scalar, const collide_check::ErrorBound& b,
                                    const std::string& component, const Values& in, const std::vector<double>& got,
                                    collide_check::Norm norm, std::optional<ExactAnswer>& exact_answer) {
  const std::size_t count = got.size();
  const double M = max_abs(in);
  Real Q = 0;
  for (double g : got)
    if (std::isfinite(g)) Q = std::max(Q, Real(std::fabs(g)));
  std::vector<Real> out;
  if (!needs_exact(b)) {
    out.assign(count, bound_value(scalar, b, BoundAt{M, RootNumber(Rational(0)), 0, std::nullopt, Q}));
    return out;
  }
  if (!exact_answer) exact_answer = f.exact(in);
  const ExactAnswer& e = *exact_answer;
  const auto exact = f.exact_coordinates(component, in, e, got);
  BoundAt at{M, RootNumber(), largest_magnitude(exact), bound_length(f, component, in, e), Q};
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
    out.push_back(bound_value(scalar, b, at));
  }
  return out;
}

/// One invariance check: every map against the variant. A map whose image
/// leaves the contract's domain is not applied (the contract promises nothing
/// there); when every map leaves it, the case is out of the domain. The
/// exact answers the bounds need are computed once: x's for every map and
/// component, each image's for its components.
Verdict check_maps(const FamilyDescription& f, const Variant& v, const Values& in, const std::vector<Map>& maps) {
  const Answer r = v(in);
  const bool kinds = reports_kinds(v);
  const Scalar scalar = v.info->scalar;
  std::optional<ExactAnswer> exact_in;
  std::map<std::string, std::vector<Real>> bounds_in;  // per component, for every map
  int applied = 0, outside = 0;
  for (const auto& m : maps) {
    const auto tin = m.input(in);
    if (!tin) continue;
    if (!v.contract().domain.contains(*tin)) {
      ++outside;
      continue;
    }
    ++applied;
    const Answer s = v(*tin);
    const Answer mapped = m.result(in, r);
    const int kr = mapped.kind, ks = s.kind;
    if (!f.known_kind(ks) || !f.known_kind(kr))
      return Verdict::error(input_header(f, scalar, in) + "\n  the variant's result has no known kind");
    const bool same = kinds ? kr == ks : f.is_hit(kr) == f.is_hit(ks);
    auto fail = [&](const std::string& why) {
      Verdict failed = Verdict::fail(input_header(f, scalar, in) + "\n  map: " + m.name + "\n  f(x) mapped: " +
                                     shown_result(f, *v.info, mapped) + "\n  f(mapped x): " +
                                     shown_result(f, *v.info, s) + (why.empty() ? "" : "\n  " + why));
      failed.image.assign(tin->begin(), tin->end());
      failed.map = m.name;
      return failed;
    };
    if (!same) {
      if (v.contract().band.is_exact()) return fail("");
      // Under a band both answers may be right: f(x) judged on x, f(mapped x)
      // on the image (an absolute band does not scale with the map).
      const auto allowed = allowed_answers(f, v.contract(), in, f.exact_kind(in));
      const auto allowed_image = allowed_answers(f, v.contract(), *tin, f.exact_kind(*tin));
      if (allowed.allows(kr, kinds, f.is_hit(kr)) && allowed_image.allows(ks, kinds, f.is_hit(ks))) continue;
      return fail(!allowed.allows(kr, kinds, f.is_hit(kr)) ? allowed.why : "on the image: " + allowed_image.why);
    }
    if (!f.has_values(ks, v.info->reports)) continue;
    std::optional<ExactAnswer> exact_image;
    // Under a band the two results may differ by more than the value bounds
    // (the band moves the contact; an absolute band does not scale with the
    // map): the image's values are judged against the image's own exact
    // answer instead, as the value properties judge x's. The time of impact
    // is left to time_within_contract, which knows the band.
    if (!v.contract().band.is_exact()) {
      for (const auto& component : v.info->reports.values) {
        if (component == "t" || (m.compares && !m.compares(component, in, r))) continue;
        if (!exact_image) exact_image = f.exact(*tin);
        const Verdict j = judge_component(f, v, *tin, s, component, "oracle on the image", &*exact_image);
        if (j.kind == Verdict::Kind::fail) return fail(j.message);
      }
      continue;
    }
    for (const auto& component : v.info->reports.values) {
      if (m.compares && !m.compares(component, in, r)) continue;
      const auto* b = v.contract().bound_for(component);
      const auto norm = v.contract().norm_for(component);
      const auto a = mapped.coordinates(component), c = s.coordinates(component);
      if (a.size() != c.size()) return fail(component + ": different numbers of coordinates");
      // Equal coordinates (no NaN) are within any bound: nothing to compute.
      if (std::equal(a.begin(), a.end(), c.begin())) continue;
      auto cached = bounds_in.find(component);
      if (cached == bounds_in.end())
        cached = bounds_in
                     .emplace(component,
                              coordinate_bounds(f, scalar, *b, component, in, r.coordinates(component), norm, exact_in))
                     .first;
      const auto& b_in = cached->second;
      const auto b_out = coordinate_bounds(f, scalar, *b, component, *tin, c, norm, exact_image);
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

// ---------------------------------------------------------------- sweeps

Verdict check_t_in_unit_interval(const FamilyDescription& f, const Variant& v, const Values& in) {
  const Answer r = v(in);
  if (!f.is_hit(r.kind)) return Verdict::vacuous("no hit");
  const double t = r.coordinates("t").at(0);
  if (t >= 0 && t <= 1) return Verdict::pass();
  return Verdict::fail(failure_text(f, v, in, r, "expected", "t in [0, 1]"));
}

/// Under a band: t between the exact first contact of the grown shapes (the
/// earliest) and that of the shrunk ones (the latest; none: up to 1), each
/// widened by the time bound.
Verdict judge_time_in_band(const FamilyDescription& f, const Variant& v, const Values& in, const Answer& r) {
  const auto* b = v.contract().bound_for("t");
  if (!f.is_hit(r.kind)) return Verdict::vacuous("no hit");
  const double M = max_abs(in);
  const Thresholds th = thresholds(v.contract().band, M);
  const auto earliest = f.exact_time(in, th.hi);
  if (!earliest) return Verdict::vacuous("the grown shapes never touch");
  const auto latest = f.exact_time(in, th.lo);
  const double rt = r.coordinates("t").at(0);
  if (!std::isfinite(rt)) return Verdict::fail(failure_text(f, v, in, r, "t", "not finite"));
  const Scalar scalar = v.info->scalar;
  const Real t = Real(rt);
  const Real lo = oracle::to_real(*earliest) - bound_value(scalar, *b, BoundAt{M, *earliest, 0, std::nullopt});
  Real hi = 1;
  if (latest) {
    hi = oracle::to_real(*latest);
    if (b->side == collide_check::Side::both) hi += bound_value(scalar, *b, BoundAt{M, *latest, 0, std::nullopt});
  }
  if (t >= lo && t <= hi) return Verdict::pass();
  return Verdict::fail(failure_text(f, v, in, r, "band", "t in [" + decimal(static_cast<double>(lo)) + ", " +
                                                             decimal(static_cast<double>(hi)) + "]"));
}

Verdict check_time(const FamilyDescription& f, const Variant& v, const Values& in) {
  if (!v.contract().band.is_exact()) {
    // A family without exact_time never gets a band contract (registration
    // refuses bands where separation_sign is missing too).
    if (!f.exact_time) throw std::logic_error(f.name + ": a band contract needs exact_time");
    return judge_time_in_band(f, v, in, v(in));
  }
  return judge_component(f, v, in, v(in), "t");
}

Verdict check_normal(const FamilyDescription& f, const Variant& v, const Values& in) {
  const Answer r = v(in);
  const auto& reports = v.info->reports;
  if (!f.has_values(r.kind, reports)) return Verdict::vacuous("no hit");
  const ExactAnswer e = f.exact(in);
  if (!f.has_values(e.kind, reports)) return Verdict::vacuous("no exact hit");
  const auto got = r.coordinates("normal");
  // Where the exact normal is not unique (directions tie), only the length of
  // the variant's is judged.
  const bool tied = f.value_not_unique && f.value_not_unique("normal", in, e);
  const auto exact = tied ? std::vector<RootNumber>{} : f.exact_coordinates("normal", in, e, got);
  if (!tied && exact.size() != 2) return Verdict::vacuous("no exact normal");
  if (got.size() != 2 || !std::isfinite(got[0]) || !std::isfinite(got[1]))
    return Verdict::fail(failure_text(f, v, in, r, "normal", "not finite"));
  if (!tied && oracle::sign(exact[0]) == 0 && oracle::sign(exact[1]) == 0) {
    // A contact without a normal (a zero-length edge): the family's (0, 0).
    if (got[0] == 0 && got[1] == 0) return Verdict::pass();
    return Verdict::fail(failure_text(f, v, in, r, "oracle", f.show_exact(e)) +
                         "\n  the exact contact has no normal: (0, 0) expected");
  }
  const Real nx = got[0], ny = got[1];
  const Real dot = tied ? Real(1) : nx * oracle::to_real(exact[0]) + ny * oracle::to_real(exact[1]);
  if (dot <= 0)
    return Verdict::fail(failure_text(f, v, in, r, "oracle", f.show_exact(e)) +
                         "\n  the normal does not point from B toward A");
  if (const auto* unit = v.contract().bound_for("normal_length")) {
    const Real len = boost::multiprecision::sqrt(nx * nx + ny * ny);
    const Real err = boost::multiprecision::abs(len - 1);
    const Real limit = bound_value(v.info->scalar, *unit, BoundAt{max_abs(in), RootNumber(Rational(1)), 1, std::nullopt});
    if (err > limit)
      return Verdict::fail(failure_text(f, v, in, r, "normal length", decimal(static_cast<double>(len))) +
                           ", more than " + decimal(static_cast<double>(limit)) + " from 1");
  }
  return Verdict::pass();
}

// ---------------------------------------------------------------- manifolds

/// The bound's value on the case, as a rational no smaller (rounded up to a
/// double, then taken exactly).
Rational rational_bound(Scalar scalar, const collide_check::ErrorBound& b, double M) {
  const double d = static_cast<double>(bound_value(scalar, b, BoundAt{M, RootNumber(Rational(0)), 0, std::nullopt}));
  if (!std::isfinite(d)) return Rational(std::numeric_limits<double>::max());
  return oracle::exact(std::nextafter(d, std::numeric_limits<double>::infinity()));
}

/// A contact manifold (kernels/convex_contact.h): points exactly when the
/// decision is a contact; each point on B's surface and the point moved by
/// its gap along the normal on A's, within the bound "manifold"; each gap at
/// least the exact separation less the bound "manifold_gap". The last is
/// sound for any surface points p of B and p + g n* of A joined along an exact
/// normal of least separation n*: A - B lies on the side x . n* >= separation
/// (apart: n* the direction of the closest pair; overlapping: the axis of
/// least overlap, where the support of B - A is the depth).
Verdict check_manifold(const FamilyDescription& f, const Variant& v, const Values& in) {
  if (!f.near_surface) throw std::logic_error(f.name + ": manifold_within_contract needs near_surface");
  const Answer r = v(in);
  if (r.kind == f.invalid_input) return Verdict::vacuous("invalid_input reported");
  const auto m = r.coordinates("manifold");
  if (m.size() % 3 != 0) return Verdict::error(input_header(f, v.info->scalar, in) + "\n  a manifold point without its gap");
  const std::size_t count = m.size() / 3;
  if (f.is_hit(r.kind) != (count > 0))
    return Verdict::fail(failure_text(f, v, in, r, "manifold",
                                      std::to_string(count) + " points where the variant decides " +
                                          f.kind_name(r.kind) + " (points exactly when it decides a contact)"));
  const int truth = f.exact_kind(in);
  const auto allowed = allowed_answers(f, v.contract(), in, truth);
  if (count == 0 && !allowed.miss)
    return Verdict::fail(failure_text(f, v, in, r, "oracle", allowed.why + ": no manifold point"));
  if (count > 0 && !allowed.hit)
    return Verdict::fail(failure_text(f, v, in, r, "oracle", allowed.why + ": manifold points"));
  if (count == 0) return Verdict::vacuous("no manifold points");
  const auto* on_surface = v.contract().bound_for("manifold");
  const auto* gap_bound = v.contract().bound_for("manifold_gap");
  if (!on_surface) throw std::logic_error(v.info->id() + " reports a manifold without a bound");
  const double M = max_abs(in);
  const Rational b = rational_bound(v.info->scalar, *on_surface, M);
  const auto n = r.coordinates("normal");
  const ExactAnswer e = f.exact(in);
  const auto sep = f.exact_coordinates("separation", in, e, {});
  double worst = 0;
  // At the range's end (4M beyond the largest finite value) a rounded shape's
  // surface may lie beyond it: where the contract says so, a point with an
  // infinite coordinate or gap is the rounding of one out there, and is not
  // judged (counted: all such, the case is vacuous).
  const double largest_finite =
      v.info->scalar == Scalar::f32 ? std::numeric_limits<float>::max() : std::numeric_limits<double>::max();
  const bool beyond_allowed = v.contract().allows_infinity("manifold") && M >= largest_finite / 4;
  std::size_t beyond = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double x = m[3 * i], y = m[3 * i + 1], g = m[3 * i + 2];
    const std::string which = "manifold point " + std::to_string(i) + " (" + hex_and_decimal(x) + ", " +
                              hex_and_decimal(y) + ") gap " + hex_and_decimal(g);
    const bool finite_normal = n.size() == 2 && std::isfinite(n[0]) && std::isfinite(n[1]);
    if (beyond_allowed && finite_normal && !std::isnan(x) && !std::isnan(y) && !std::isnan(g) &&
        (std::isinf(x) || std::isinf(y) || std::isinf(g))) {
      ++beyond;
      continue;
    }
    if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(g) || !finite_normal)
      return Verdict::fail(failure_text(f, v, in, r, "manifold", which + ": not finite"));
    const oracle::RationalPoint p{oracle::exact(x), oracle::exact(y)};
    const oracle::RationalPoint q{Rational(p.x + oracle::exact(g) * oracle::exact(n[0])),
                                  Rational(p.y + oracle::exact(g) * oracle::exact(n[1]))};
    double dp = 0, dq = 0;
    const bool on_b = f.near_surface(in, 1, p, b, &dp), on_a = f.near_surface(in, 0, q, b, &dq);
    if (!on_b || !on_a)
      return Verdict::fail(failure_text(f, v, in, r, "oracle", f.show_exact(e)) + "\n  " + which + ": " +
                           (!on_b ? "the point is " + decimal(dp) + " from B's surface"
                                  : "the point moved by its gap along the normal is " + decimal(dq) +
                                        " from A's surface") +
                           ", beyond the bound " + decimal(static_cast<double>(oracle::approximate(b))));
    worst = std::max({worst, std::fabs(dp), std::fabs(dq)});
    if (gap_bound && sep.size() == 1) {
      const Rational bg = rational_bound(v.info->scalar, *gap_bound, M);
      const RootNumber least(Rational(sep[0].a - bg), sep[0].b, sep[0].d);
      if (oracle::compare_across(RootNumber(oracle::exact(g)), least) < 0)
        return Verdict::fail(failure_text(f, v, in, r, "oracle", f.show_exact(e)) + "\n  " + which +
                             ": the gap is below the exact separation by more than the bound " +
                             decimal(static_cast<double>(oracle::approximate(bg))));
    }
  }
  if (beyond == count) return Verdict::vacuous("every manifold point beyond the range (an infinity)");
  // The measure in u M, the unit of a bound relative to the inputs.
  const double bound = static_cast<double>(oracle::approximate(b));
  const double unit = collide_check::unit_roundoff(v.info->scalar) * M;
  return Verdict::pass(unit > 0 ? worst / unit : -1, bound > 0 ? worst / bound : -1);
}

// ---------------------------------------------------------------- closest points

/// A pair of closest points (kernels/convex_distance.h): pA within the bound
/// "points" of A, pB within it of B (closed regions), and |pA - pB| within it
/// of the exact distance d*, all decided exactly. Sound for every closest
/// pair, unique or not: an exact pair lies on its shapes, d* apart. Where the
/// variant reports no points (its convention's overlap), or invalid_input,
/// there is nothing to judge.
Verdict check_closest_points(const FamilyDescription& f, const Variant& v, const Values& in) {
  if (!f.near_shape) throw std::logic_error(f.name + ": closest_points_within_contract needs near_shape");
  const Answer r = v(in);
  if (r.kind == f.invalid_input) return Verdict::vacuous("invalid_input reported");
  const auto m = r.coordinates("points");
  if (m.empty()) return Verdict::vacuous("no points reported");
  if (m.size() != 4) return Verdict::error(input_header(f, v.info->scalar, in) + "\n  points: not two 2D points");
  const auto* bound = v.contract().bound_for("points");
  if (!bound) throw std::logic_error(v.info->id() + " reports closest points without a bound");
  const std::string shown = "pA (" + hex_and_decimal(m[0]) + ", " + hex_and_decimal(m[1]) + "), pB (" +
                            hex_and_decimal(m[2]) + ", " + hex_and_decimal(m[3]) + ")";
  for (double x : m)
    if (!std::isfinite(x)) return Verdict::fail(failure_text(f, v, in, r, "points", shown + ": not finite"));
  const double M = max_abs(in);
  const Rational b = rational_bound(v.info->scalar, *bound, M);
  const ExactAnswer e = f.exact(in);
  const oracle::RationalPoint pa{oracle::exact(m[0]), oracle::exact(m[1])}, pb{oracle::exact(m[2]), oracle::exact(m[3])};
  double da = 0, db = 0;
  const bool on_a = f.near_shape(in, 0, pa, b, &da), on_b = f.near_shape(in, 1, pb, b, &db);
  if (!on_a || !on_b)
    return Verdict::fail(failure_text(f, v, in, r, "oracle", f.show_exact(e)) + "\n  " + shown + ": " +
                         (!on_a ? "pA is " + decimal(da) + " from A" : "pB is " + decimal(db) + " from B") +
                         ", beyond the bound " + decimal(static_cast<double>(oracle::approximate(b))));
  const auto d = f.exact_coordinates("distance", in, e, {});
  if (d.size() != 1) return Verdict::vacuous("no exact distance");
  // |pA - pB| = sqrt(q) against d* -+ b, exactly.
  const Rational dx = pa.x - pb.x, dy = pa.y - pb.y;
  const RootNumber apart(Rational(0), Rational(1), Rational(dx * dx + dy * dy));
  const RootNumber hi(Rational(d[0].a + b), d[0].b, d[0].d), lo(Rational(d[0].a - b), d[0].b, d[0].d);
  const Real gap = boost::multiprecision::abs(oracle::to_real(apart) - oracle::to_real(d[0]));
  if (oracle::compare_across(apart, hi) > 0 || oracle::compare_across(apart, lo) < 0)
    return Verdict::fail(failure_text(f, v, in, r, "oracle", f.show_exact(e)) + "\n  " + shown +
                         ": |pA - pB| is " + decimal(static_cast<double>(gap)) +
                         " from the exact distance, beyond the bound " +
                         decimal(static_cast<double>(oracle::approximate(b))));
  const double worst = std::max({da, db, static_cast<double>(gap)});
  const double limit = static_cast<double>(oracle::approximate(b));
  const double unit = collide_check::unit_roundoff(v.info->scalar) * M;
  return Verdict::pass(unit > 0 ? worst / unit : -1, limit > 0 ? worst / limit : -1);
}

}  // namespace

Verdict judge_decision(const FamilyDescription& f, const Variant& v, const Values& in, int truth, Truth source) {
  const Answer r = v(in);
  const int got = r.kind;
  if (!f.known_kind(got))
    return Verdict::error(input_header(f, v.info->scalar, in) + "\n  the variant's result has no known kind (" +
                          f.kind_name(got) + ")");
  const auto allowed = allowed_answers(f, v.contract(), in, truth);
  if (got != f.invalid_input && allowed.allows(got, reports_kinds(v), f.is_hit(got))) return Verdict::pass();
  if (source == Truth::oracle) confirm_oracle_kind(f, in, truth, input_header(f, v.info->scalar, in));
  return Verdict::fail(failure_text(f, v, in, r, source == Truth::oracle ? "oracle" : "by construction", allowed.why));
}

Property make_property(const FamilyDescription& fd, const PropertyRecipe& recipe) {
  const FamilyDescription* f = &fd;
  Property p;
  p.info = recipe.info;
  p.judges = [](const VariantInfo&) { return true; };
  p.applies = [f](const Values& in) { return f->valid(in); };
  switch (recipe.generic) {
    case Generic::decision_agrees_with_oracle:
      p.check = [f](const Variant& v, const Values& in) {
        return judge_decision(*f, v, in, f->exact_kind(in), Truth::oracle);
      };
      break;
    case Generic::invariance:
      p.check = [f, maps = recipe.maps](const Variant& v, const Values& in) { return check_maps(*f, v, in, maps); };
      break;
    case Generic::special_values_give_invalid_input:
      p.judges = [](const VariantInfo& v) {
        return v.reports.decision == Reports::Decision::kinds &&
               v.contract.special_values == collide_check::SpecialValues::invalid_input;
      };
      p.applies = [f](const Values& in) { return !f->valid(in); };
      p.check = [f](const Variant& v, const Values& in) { return check_special_values(*f, v, in); };
      break;
    case Generic::own_rule_agrees_with_exact:
      p.judges = [](const VariantInfo& v) { return v.has_exact_rule && v.reports.decision == Reports::Decision::kinds; };
      p.check = [f](const Variant& v, const Values& in) { return check_own_rule(*f, v, in); };
      break;
    case Generic::value_within_contract:
      p.judges = [c = recipe.component](const VariantInfo& v) { return v.reports.reports(c); };
      p.check = [f, c = recipe.component](const Variant& v, const Values& in) {
        return judge_component(*f, v, in, v(in), c);
      };
      break;
    case Generic::t_in_unit_interval:
      p.judges = [](const VariantInfo& v) { return v.reports.reports("t"); };
      p.check = [f](const Variant& v, const Values& in) { return check_t_in_unit_interval(*f, v, in); };
      break;
    case Generic::time_within_contract:
      p.judges = [](const VariantInfo& v) { return v.reports.reports("t"); };
      p.check = [f](const Variant& v, const Values& in) { return check_time(*f, v, in); };
      break;
    case Generic::normal_unit_and_oriented:
      p.judges = [](const VariantInfo& v) { return v.reports.reports("normal"); };
      p.check = [f](const Variant& v, const Values& in) { return check_normal(*f, v, in); };
      break;
    case Generic::manifold_within_contract:
      p.judges = [](const VariantInfo& v) { return v.reports.reports("manifold"); };
      p.check = [f](const Variant& v, const Values& in) { return check_manifold(*f, v, in); };
      break;
    case Generic::closest_points_within_contract:
      p.judges = [](const VariantInfo& v) { return v.reports.reports("points"); };
      p.check = [f](const Variant& v, const Values& in) { return check_closest_points(*f, v, in); };
      break;
  }
  // A property the variant's contract declares not applicable is not run for it.
  p.judges = [judges = std::move(p.judges), name = p.info.name](const VariantInfo& v) {
    return v.contract.property_applies(name) && judges(v);
  };
  return p;
}

}  // namespace cc::check
