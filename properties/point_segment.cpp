// point_segment: variants, contracts, input regimes and properties.

#include "point_segment.h"

#include <limits>

#include "../kernels/robust/point_segment.h"
#include "../kernels/seeds/point_segment.h"
#include "../oracle/point_segment.h"
#include "common.h"
#include "expected_answer.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

template <class T>
struct PointAndSegment {
  Vec2<T> P;
  Segment<T> S;
};

const char* kind_name(PointSegmentContact k) {
  switch (k) {
    case PointSegmentContact::off_line: return "off_line";
    case PointSegmentContact::on_line_outside: return "on_line_outside";
    case PointSegmentContact::on_segment: return "on_segment";
    case PointSegmentContact::invalid_input: return "invalid_input";
  }
  return "?";
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  return "P=(" + f(v[0]) + ", " + f(v[1]) + ") S=(" + f(v[2]) + ", " + f(v[3]) + ")-(" + f(v[4]) + ", " + f(v[5]) +
         ")";
}

struct Traits {
  static constexpr const char* name = "point_segment";

  template <class T>
  using Input = PointAndSegment<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    PointSegmentContact (*fn)(Vec2<T>, const Segment<T>&);
  };

  static std::vector<std::string> fields() { return {"P.x", "P.y", "S.a.x", "S.a.y", "S.b.x", "S.b.y"}; }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.P.x, in.P.y, in.S.a.x, in.S.a.y, in.S.b.x, in.S.b.y};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{v[0], v[1]}, {{v[2], v[3]}, {v[4], v[5]}}};
  }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "none (decisions only)"; }
  static oracle::FilterStats& filter_stats() { return oracle::point_segment_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    return {{"kind", kind_name(v.fn(in.P, in.S))}};
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    return {{"kind", kind_name(oracle::point_segment_exact(in.P, in.S))}};
  }
};

template <class T>
PointSegmentContact run_seed001(Vec2<T> p, const Segment<T>& s) { return seed001_slope::point_segment(p, s); }
template <class T>
PointSegmentContact run_robust(Vec2<T> p, const Segment<T>& s) { return robust::point_segment(p, s); }

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  const Scalar scalar = scalar_of<T>();
  constexpr bool f32 = std::is_same_v<T, float>;
  // What the checker finds in the transcription; minimal cases in
  // regressions/cases/point_segment.
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "a == b or a vertical segment make m NaN or infinite (no point is on), and m, b, m x + b are rounded"},
      {"beyond_the_ends_is_outside", "no range check: a point on the line beyond the segment is a collision"},
      {"line_membership_agrees_with_oracle",
       "the slope and intercept are rounded: points exactly on the line fail p.y == m p.x + b, and points "
       "off it pass"},
      {"endpoint_order_invariant",
       "the intercept b = y1 - m x1 is rounded differently from either endpoint: reversing the segment flips "
       "the answer"},
      {"exact_transform_invariant",
       "a 90-degree rotation turns a horizontal segment vertical, which the slope form cannot represent"},
      {"endpoints_are_on_segment", "an endpoint itself fails p.y == m p.x + b after rounding, or on a vertical "
                                   "segment (m infinite)"},
      {"vertical_lines_handled", "a vertical segment has m = +-inf and b = NaN or inf: no point is ever on it"},
      {"zero_length_segment_is_a_point", "a == b gives m = 0/0 = NaN: the point itself is not on it"},
      {"special_values_give_invalid_input", "NaN fails the comparison: off_line instead of invalid_input"},
  };
  return {
      {VariantInfo{name, "seed001_slope", scalar, "001_81a389abe9bca56c.txt §Collision between point and line",
                   "held to the exact convention of kernels/point_segment.h; what it fails is declared", seed_flaws},
       run_seed001<T>},
      {VariantInfo{name, "robust", scalar,
                   "exact orientation sign (Shewchuk 1997, doi:10.1007/PL00009321) behind a static filter, then "
                   "an exact box test",
                   f32 ? "exact for every float input: on_segment / on_line_outside / off_line on the exact values "
                         "(no tolerance); a == b is a point; NaN/inf -> invalid_input"
                       : "exact for finite inputs whose nonzero magnitudes span at most 2^900: on_segment / "
                         "on_line_outside / off_line on the exact values (no tolerance); a == b is a point; "
                         "NaN/inf -> invalid_input",
                   {}},
       run_robust<T>},
  };
}

// ---------------------------------------------------------------- regimes

template <class T>
Vec2<T> vec(T x, T y) { return {x, y}; }

template <class T>
std::vector<gen::Regime<PointAndSegment<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = PointAndSegment<T>;
  const auto from = [](const std::vector<T>& v) { return from_values<T>(v); };
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto small_vec = [small](std::int64_t lim) { return rc::gen::apply(vec<T>, small(lim), small(lim)); };
  std::vector<gen::Regime<In>> r;

  r.push_back({"small_int_grid", 2, rc::gen::map(rc::gen::container<std::vector<T>>(6, small(8)), from)});

  r.push_back({"generic", 2, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [from](int k) {
                 return rc::gen::map(rc::gen::container<std::vector<T>>(6, gen::full_precision_scaled<T>(k)), from);
               })});

  // Exactly on the line: a = integers below 2^(digits - 5), direction d of small
  // integers, b = a + n d, P = a + j d (j in [-4, 8]: before, on or beyond the
  // segment); every sum is an integer below 2^digits, hence exact. All scaled by 2^-k.
  const auto on_line = [small, small_vec](bool nudge) {
    const std::int64_t big = (std::int64_t{1} << (digits - 5)) - 1;
    return rc::gen::apply(
        [nudge](T ax, T ay, Vec2<T> d, std::int64_t n, std::int64_t j, int k, std::int64_t ulps, bool in_y) {
          if (d.x == 0 && d.y == 0) d.x = 1;
          const Vec2<T> a{ax, ay};
          const Vec2<T> b = a + T(n) * d;
          Vec2<T> p = a + T(j) * d;
          const T f = std::ldexp(T(1), -k);
          Vec2<T> pa = f * a, pb = f * b, pp = f * p;
          if (nudge) {
            const int u = ulps == 0 ? 1 : static_cast<int>(ulps);
            if (in_y) pp.y = gen::ulps_away(pp.y, u);
            else pp.x = gen::ulps_away(pp.x, u);
          }
          return In{pp, {pa, pb}};
        },
        small(big), small(big), small_vec(8), rc::gen::inRange<std::int64_t>(1, 5),
        rc::gen::inRange<std::int64_t>(-4, 9), rc::gen::inRange(0, digits), gen::small_signed(3),
        rc::gen::arbitrary<bool>());
  };
  r.push_back({"on_line", 3, on_line(false)});
  r.push_back({"near_line", 2, on_line(true)});

  // P is an endpoint of a generic segment (or the other endpoint).
  r.push_back({"endpoints", 1, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 const auto g = gen::full_precision_scaled<T>(k);
                 return rc::gen::apply(
                     [](T ax, T ay, T bx, T by, bool at_b) {
                       const Segment<T> s{{ax, ay}, {bx, by}};
                       return In{at_b ? s.b : s.a, s};
                     },
                     g, g, g, g, rc::gen::arbitrary<bool>());
               })});

  // A vertical segment, P on its x (on, beyond or off in y) or beside it;
  // optionally transposed to a horizontal one.
  r.push_back({"axis_aligned", 2,
               rc::gen::apply(
                   [](T x, T y0, T y1, T py, std::int64_t dx, bool transpose, int e) {
                     if (y0 == y1) y1 = y0 + 1;
                     const T f = std::ldexp(T(1), e);
                     In in{{f * (x + T(dx)), f * py}, {{f * x, f * y0}, {f * x, f * y1}}};
                     if (transpose)
                       for (Vec2<T>* v : {&in.P, &in.S.a, &in.S.b}) std::swap(v->x, v->y);
                     return in;
                   },
                   small(16), small(16), small(16), small(20), gen::small_signed(1), rc::gen::arbitrary<bool>(),
                   gen::exponent_in(-20, 20))});

  // a == b: P on it, or one unit or one ulp away.
  r.push_back({"zero_length", 2,
               rc::gen::apply(
                   [](Vec2<T> a, int where, int k) {
                     const T f = std::ldexp(T(1), -k);
                     a = f * a;
                     Vec2<T> p = a;
                     if (where == 1) p.x = p.x + f;
                     if (where == 2) p.y = gen::ulps_away(p.y, 1);
                     return In{p, {a, a}};
                   },
                   small_vec(1 << 20), rc::gen::inRange(0, 3), rc::gen::inRange(0, digits))});

  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(6, 12), from)});

  r.push_back({"special_values", 1,
               rc::gen::map(gen::with_special_values<T>(rc::gen::container<std::vector<T>>(6, small(4)), 6), from)});
  return r;
}

// ---------------------------------------------------------------- properties

template <class T>
bool finite(const PointAndSegment<T>& in) { return check::all_finite(widened(Traits::to_values(in))); }

/// Finite and inside the contracts' exact domain (a span of at most 2^900, which
/// every float input meets): the cases the finite-input properties judge.
template <class T>
bool judged(const PointAndSegment<T>& in) { return in_orientation_domain(widened(Traits::to_values(in))); }

template <class T>
std::string header(const PointAndSegment<T>& in) {
  return input_lines(widened(Traits::to_values(in)), show);
}

template <class T>
PointSegmentContact truth(const PointAndSegment<T>& in) {
  return oracle::point_segment_exact({in.P.x, in.P.y}, {{in.S.a.x, in.S.a.y}, {in.S.b.x, in.S.b.y}});
}

template <class T>
Verdict agree(const Traits::Variant<T>& v, const PointAndSegment<T>& in) {
  const auto r = v.fn(in.P, in.S);
  const auto want = truth(in);
  if (r == want) return Verdict::pass();
  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  oracle:  " + kind_name(want));
}

template <class T>
std::vector<PropertyDef<PointAndSegment<T>, Traits::Variant<T>>> Traits::properties() {
  using In = PointAndSegment<T>;
  using V = Traits::Variant<T>;
  const std::vector<std::string> all_finite = {"small_int_grid", "generic", "on_line",    "near_line",
                                               "endpoints",      "axis_aligned", "zero_length", "scale_sweep"};
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle", "on_segment, on_line_outside or off_line equals the exact oracle's",
                 all_finite},
                judged<T>, agree<T>});

  ps.push_back({{"line_membership_agrees_with_oracle",
                 "whether P is on the segment's line (on_segment or on_line_outside) equals the exact oracle's",
                 {"small_int_grid", "generic", "on_line", "near_line", "scale_sweep"}},
                judged<T>,
                [](const V& v, const In& in) {
                  const auto on = [](PointSegmentContact k) { return k != PointSegmentContact::off_line; };
                  const auto r = v.fn(in.P, in.S);
                  const auto want = truth(in);
                  if (on(r) == on(want)) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  oracle:  " + kind_name(want));
                }});

  ps.push_back({{"beyond_the_ends_is_outside",
                 "a point on the segment's line beyond an endpoint is on_line_outside", {"on_line"}},
                [](const In& in) { return judged(in) && truth(in) == PointSegmentContact::on_line_outside; }, agree<T>});

  ps.push_back({{"endpoint_order_invariant", "reversing the segment (b, a) gives the same answer", all_finite},
                judged<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.S), s = v.fn(in.P, {in.S.b, in.S.a});
                  if (r == s) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  (a, b): " + kind_name(r) + "\n  (b, a): " + kind_name(s));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer",
                 all_finite},
                judged<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.S);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(widened(to_values(in)), t.scale_exponent))
                      continue;
                    const auto s = v.fn(t(in.P), {t(in.S.a), t(in.S.b)});
                    if (r != s)
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  as given: " + kind_name(r) +
                                           "\n  mapped:   " + kind_name(s));
                  }
                  return Verdict::pass();
                }});

  using K = PointSegmentContact;
  const auto run = [](const V& v, const In& in) { return v.fn(in.P, in.S); };
  const auto show_kind = [](const K& k) { return std::string(kind_name(k)); };
  ps.push_back(answer_property<In, V, K>(
      {"endpoints_are_on_segment", "P equal to an endpoint is on_segment", {"endpoints", "zero_length"}},
      [](const In& in) { return judged(in) && (in.P == in.S.a || in.P == in.S.b); }, run,
      [](const K& k) { return k == K::on_segment; }, "on_segment", show_kind, header<T>));

  ps.push_back({{"vertical_lines_handled",
                 "on vertical (and horizontal) segments the answer equals the exact oracle's", {"axis_aligned"}},
                judged<T>, agree<T>});

  ps.push_back({{"zero_length_segment_is_a_point", "for a == b, P is on_segment iff P == a, off_line otherwise",
                 {"zero_length"}},
                [](const In& in) { return judged(in) && in.S.a == in.S.b; }, agree<T>});

  ps.push_back(answer_property<In, V, K>(
      {"special_values_give_invalid_input", "a NaN or infinite coordinate gives invalid_input", {"special_values"}},
      [](const In& in) { return !finite(in); }, run, [](const K& k) { return k == K::invalid_input; },
      "invalid_input", show_kind, header<T>));
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_point_segment_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
