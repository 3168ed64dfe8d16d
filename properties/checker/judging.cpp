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

Verdict judge_component(const FamilyDescription& f, const Variant& v, const Values& in, const Answer& r,
                        const std::string& component, const std::string& label) {
  const auto* b = v.contract().bound_for(component);
  if (!b) throw std::logic_error(v.info->id() + " reports " + component + " without a bound");
  if (!f.is_hit(r.kind)) return Verdict::vacuous("no contact reported");
  const ExactAnswer e = f.exact(in);
  if (!f.is_hit(e.kind)) return Verdict::vacuous("no exact contact");
  // A variant that reports kinds is compared where the kinds agree (the
  // decision properties judge the rest); one that reports hit or miss gives a
  // point of the contact, compared with the nearest exact one.
  if (v.info->reports.decision == Reports::Decision::kinds && r.kind != e.kind)
    return Verdict::vacuous("the kinds differ");
  const auto got = r.coordinates(component);
  const auto exact = f.exact_coordinates(component, in, e, got);
  const auto judge = v.info->scalar == Scalar::f32 ? judge_coordinates<float> : judge_coordinates<double>;
  const auto j = judge(component, got, exact, *b, max_abs(in), bound_length(f, component, in, e),
                       v.contract().allows_infinity(component), v.contract().norm_for(component));
  if (!j.compared) return Verdict::vacuous("no " + component + " to compare");
  // A normal within a bound of 2 or more is within it whatever its direction:
  // nothing was judged (a normal off by more, or not unit, still fails).
  if (j.why.empty() && j.accepts_any_unit_vector) return Verdict::vacuous("the bound accepts any unit normal here");
  if (j.why.empty()) return Verdict::pass(j.measure);
  const bool euclidean = v.contract().norm_for(component) == collide_check::Norm::euclidean;
  return Verdict::fail(failure_text(f, v, in, r, label, f.show_exact(e)) + "\n  " + j.why + " (bound " +
                       collide_check::to_string(*b, v.info->scalar) + (euclidean ? ", Euclidean" : "") + ")");
}

}  // namespace cc::check
