// The contract, applied to a described family: see judging.h.

#include "judging.h"

#include <stdexcept>

namespace cc::check {

std::string input_header(const FamilyDescription& f, Scalar scalar, const Values& in) {
  return "input " + f.show_input(in, hex) + "\n      = " +
         f.show_input(in, scalar == Scalar::f32 ? decimal_f32 : decimal);
}

std::string shown_result(const FamilyDescription& f, const VariantInfo& info, const Answer& r) {
  if (info.reports.decision == Reports::Decision::hit_or_miss && info.reports.values.empty() &&
      r.kind != f.invalid_input)
    return f.is_hit(r.kind) ? "hit" : "miss";
  return r.show();
}

std::string failure_text(const FamilyDescription& f, const Variant& v, const Values& in, const Answer& r,
                         const std::string& label, const std::string& text) {
  return input_header(f, v.info->scalar, in) + "\n  variant: " + shown_result(f, *v.info, r) + "\n  " + label +
         ": " + text;
}

Allowed<int> allowed_answers(const FamilyDescription& f, const Contract& c, const Values& in, int exact_kind) {
  using collide_check::Touching;
  Allowed<int> a;
  const bool strict = c.touching == Touching::is_miss;
  if (c.band.is_exact()) {
    int want = exact_kind;
    if (strict && f.is_hit(exact_kind) && f.exact_contact(in) == Contact::touching) {
      want = f.miss;
      a.why = "exact: " + f.kind_name(exact_kind) + ", touching only, which the contract counts as no contact";
    } else {
      a.why = "exact: " + f.kind_name(exact_kind);
    }
    a.kinds = {want};
    (f.is_hit(want) ? a.hit : a.miss) = true;
    return a;
  }
  if (!f.supports_band()) throw std::logic_error(f.name + ": band contracts are not supported");
  const Thresholds th = thresholds(c.band, max_abs(in));
  const int s_lo = f.separation_sign(in, th.lo), s_hi = f.separation_sign(in, th.hi);
  // Hit at threshold s: separation <= s (touching is a hit) or < s (strict).
  a.hit = strict ? s_hi < 0 : s_hi <= 0;
  a.miss = strict ? s_lo >= 0 : s_lo > 0;
  if (f.kind_for_contact) {
    // Families whose kinds are the contact classes: every class some
    // threshold in [lo, hi] gives.
    const auto add = [&](Contact k) {
      int kind = (*f.kind_for_contact)[static_cast<std::size_t>(k)];
      if (strict && k == Contact::touching) kind = f.miss;
      if (std::find(a.kinds.begin(), a.kinds.end(), kind) == a.kinds.end()) a.kinds.push_back(kind);
    };
    if (s_lo > 0) add(Contact::apart);
    if (s_lo >= 0 && s_hi <= 0) add(Contact::touching);
    if (s_hi < 0) add(Contact::overlapping);
  } else {
    // Finer kinds (an overlap against a point) are judged only exactly; a
    // band judges contact.
    const auto with_hit = [&](bool hit) {
      for (int k = 0; k < static_cast<int>(f.kind_names.size()); ++k)
        if (k != f.invalid_input && f.is_hit(k) == hit) a.kinds.push_back(k);
    };
    if (a.hit) with_hit(true);
    if (a.miss) with_hit(false);
  }
  a.why = "exact: " + f.kind_name(exact_kind) + "; the band allows " +
          (a.hit && a.miss ? std::string("hit or miss") : a.hit ? "only a hit" : "only a miss");
  return a;
}

void confirm_oracle_kind(const FamilyDescription& f, const Values& in, int filtered, const std::string& case_text) {
  int exact_only;
  {
    const oracle::EvaluationScope scope(oracle::Evaluation::exact_only);
    exact_only = f.exact_kind(in);
  }
  const int answer = f.exact(in).kind;
  if (exact_only == filtered && answer == filtered) return;
  throw OracleDisagreement(f.name + ": the oracle disagrees with itself (an error of the checker): " +
                           "filtered decision " + f.kind_name(filtered) + ", exact path alone " +
                           f.kind_name(exact_only) + ", exact answer " + f.kind_name(answer) + "\n" + case_text);
}

std::optional<Real> bound_length(const FamilyDescription& f, const std::string& component, const Values& in,
                                 const ExactAnswer& e) {
  if (!f.bound_length) return std::nullopt;
  return f.bound_length(component, in, e);
}

Real bound_value(Scalar s, const collide_check::ErrorBound& b, const BoundAt& at) {
  return s == Scalar::f32 ? bound_value<float>(b, at) : bound_value<double>(b, at);
}

namespace {

/// For a component returned exactly at input points: where an exact 2D point
/// of `exact` equals an input point (fields "<p>.x" and "<p>.y", adjacent),
/// the text saying how the variant's point differs from it; empty when every
/// such point is returned bitwise (or none is an input point).
std::string not_the_input_point(const FamilyDescription& f, const Values& in, const std::vector<double>& got,
                                const std::vector<RootNumber>& exact) {
  if (got.size() != exact.size() || exact.size() % 2 != 0) return {};
  for (std::size_t i = 0; i + 1 < exact.size(); i += 2) {
    // compare_across is exact for a + b sqrt(d) too: a root at an input point
    // may come as one whose radicand is a perfect square.
    for (std::size_t k = 0; k + 1 < f.fields.size() && k + 1 < in.size(); ++k) {
      const std::string& fx = f.fields[k];
      const std::string& fy = f.fields[k + 1];
      if (fx.size() < 3 || fx.compare(fx.size() - 2, 2, ".x") != 0 || fy != fx.substr(0, fx.size() - 2) + ".y")
        continue;
      if (!std::isfinite(in[k]) || !std::isfinite(in[k + 1])) continue;
      if (oracle::compare_across(RootNumber(oracle::exact(in[k])), exact[i]) != 0 ||
          oracle::compare_across(RootNumber(oracle::exact(in[k + 1])), exact[i + 1]) != 0)
        continue;
      // The input point's coordinates are values of the variant's scalar (an
      // f32 variant's case holds floats): the exact answer is representable.
      // Compared with ==, so -0 stands for +0.
      if (got[i] == in[k] && got[i + 1] == in[k + 1]) continue;
      const std::string p = fx.substr(0, fx.size() - 2);
      return (exact.size() > 2 ? "point " + std::to_string(i / 2) + " " : std::string()) + "(" +
             hex_and_decimal(got[i]) + ", " + hex_and_decimal(got[i + 1]) + ") is not the input point " + p + " = (" +
             hex_and_decimal(in[k]) + ", " + hex_and_decimal(in[k + 1]) + "), which is the exact answer";
    }
  }
  return {};
}

}  // namespace

Verdict judge_component(const FamilyDescription& f, const Variant& v, const Values& in, const Answer& r,
                        const std::string& component, const std::string& label, const ExactAnswer* exact_answer) {
  const auto* b = v.contract().bound_for(component);
  if (!b) throw std::logic_error(v.info->id() + " reports " + component + " without a bound");
  const auto& reports = v.info->reports;
  if (!f.has_values(r.kind, reports)) return Verdict::vacuous("no contact reported");
  const ExactAnswer e = exact_answer ? *exact_answer : f.exact(in);
  if (!f.has_values(e.kind, reports)) return Verdict::vacuous("no exact contact");
  // A variant that reports kinds is compared where the kinds agree (the
  // decision properties judge the rest); one that reports hit or miss gives a
  // point of the contact, compared with the nearest exact one.
  if (v.info->reports.decision == Reports::Decision::kinds && r.kind != e.kind)
    return Verdict::vacuous("the kinds differ");
  if (f.value_not_unique && f.value_not_unique(component, in, e))
    return Verdict::vacuous("the exact " + component + " is not unique");
  const auto got = r.coordinates(component);
  const auto exact = f.exact_coordinates(component, in, e, got);
  const auto judge = v.info->scalar == Scalar::f32 ? judge_coordinates<float> : judge_coordinates<double>;
  const auto j = judge(component, got, exact, *b, max_abs(in), bound_length(f, component, in, e),
                       v.contract().allows_infinity(component), v.contract().norm_for(component));
  if (!j.compared) return Verdict::vacuous("no " + component + " to compare");
  if (j.why.empty() && v.contract().exact_at_input_point(component)) {
    const std::string off = not_the_input_point(f, in, got, exact);
    if (!off.empty())
      return Verdict::fail(failure_text(f, v, in, r, label, f.show_exact(e)) + "\n  " + component + " " + off +
                           " (the contract returns it exactly there; bound " +
                           collide_check::to_string(*b, v.info->scalar) + " elsewhere)");
  }
  // A normal within a bound of 2 or more is within it whatever its direction:
  // nothing was judged (a normal off by more, or not unit, still fails).
  if (j.why.empty() && j.accepts_any_unit_vector) return Verdict::vacuous("the bound accepts any unit normal here");
  if (j.why.empty()) return Verdict::pass(j.measure, j.ratio);
  const bool euclidean = v.contract().norm_for(component) == collide_check::Norm::euclidean;
  return Verdict::fail(failure_text(f, v, in, r, label, f.show_exact(e)) + "\n  " + j.why + " (bound " +
                       collide_check::to_string(*b, v.info->scalar) + (euclidean ? ", Euclidean" : "") + ")");
}

}  // namespace cc::check
