#pragma once
// Registering a kernel: the one door through which the bundled variants and a
// user's own kernels enter the checker.
//
//   using namespace collide_check;
//   register_variant<segment_segment, double>(spec, my_kernel);             // returns the family's result
//   register_variant<circle_circle, float>(spec, hit_only(my_overlap));     // bool: hit or miss
//   register_variant<segment_segment, double>(spec, hit_and_point(my_hit)); // std::optional<point>
//   register_variant<circle_line, double>(spec, count_and_points(my_cross)); // a range of points
//   register_variant<swept_circle_circle, double>(spec, time_of_impact(my_toi)); // std::optional<t>
//
// A kernel takes the family's arguments (the family header says which, e.g.
// f(A, B) for segment_segment). Your own vector and shape types come in through
// convert_arguments(to_yours, f), and your own point type goes back through the
// adapter's second argument, or by itself when it has members x and y.
//
// Registration checks the spec against the family and throws RegistrationError
// (a std::invalid_argument) with the variant's name and what to fix on a
// mistake: a reported value without a bound, a band on a family that cannot
// evaluate one, a name already taken. Left uncaught, it ends the program with
// that message on standard error and exit status 2 (a usage error), not with
// std::terminate's abort.

#include <algorithm>
#include <concepts>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "kernels/vec2.h"
#include "fields.h"
#include "variant.h"

namespace collide_check {

/// A variant's spec that the family cannot accept: what() names the variant
/// (family/name/scalar) and what to change.
struct RegistrationError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

namespace detail {

template <class Family, class T>
using KernelFunction =
    std::function<typename Family::template Result<T>(const typename Family::template Input<T>&)>;

/// The variant's own rule evaluated exactly (for a kernel with an epsilon rule
/// that is not a Minkowski band): property own_rule_agrees_with_exact then
/// checks that every difference from the rule is rounding.
template <class Family>
using ExactRule = std::function<typename Family::Kind(const typename Family::template Input<double>&)>;

/// Defined in the library for every family and scalar.
template <class Family, class T>
void add_variant(VariantSpec spec, Reports reports, KernelFunction<Family, T> kernel, ExactRule<Family> rule);

/// A point of any type with members x and y, or indexable [0], [1], as a Vec2<T>.
template <class T, class P>
cc::Vec2<T> to_vec2(const P& p) {
  if constexpr (requires { p.x; p.y; }) {
    return {static_cast<T>(p.x), static_cast<T>(p.y)};
  } else {
    return {static_cast<T>(p[0]), static_cast<T>(p[1])};
  }
}

struct AsIs {
  template <class P>
  const P& operator()(const P& p) const { return p; }
};

}  // namespace detail

/// The kernel returns bool: true for a contact.
template <class F>
struct HitOnly {
  F f;
};
template <class F>
HitOnly<F> hit_only(F f) { return {std::move(f)}; }

/// The kernel returns an optional point (std::optional, or anything testable as
/// bool with operator*): a contact and where.
template <class F, class C>
struct HitAndPoint {
  F f;
  C to_point;
};
template <class F, class C = detail::AsIs>
HitAndPoint<F, C> hit_and_point(F f, C to_point = {}) { return {std::move(f), std::move(to_point)}; }

/// The kernel returns a range of points: their number is the family's count
/// (circle_line: 0, 1 or 2 crossings; segment_segment: 1 point or 2 overlap ends).
template <class F, class C>
struct CountAndPoints {
  F f;
  C to_point;
};
template <class F, class C = detail::AsIs>
CountAndPoints<F, C> count_and_points(F f, C to_point = {}) { return {std::move(f), std::move(to_point)}; }

/// The sweep adapters below say how a kernel's answer reads as a time of
/// impact. Each takes .miss_after_one(): a time above 1 is then a miss (a
/// kernel that solves for the first contact along the whole ray and leaves the
/// caller to compare with the frame, as Ericson's tests return t and let the
/// caller check t <= 1). Without it such a t is judged as the kernel's answer.
template <class Self>
struct TimeReading {
  bool miss_above_one = false;
  Self miss_after_one() const {
    Self s = static_cast<const Self&>(*this);
    s.miss_above_one = true;
    return s;
  }
};

/// The kernel of a sweep returns an optional time of impact in [0, 1]: a hit at
/// that time, or a miss.
template <class F>
struct TimeOfImpact : TimeReading<TimeOfImpact<F>> {
  F f;
};
template <class F>
TimeOfImpact<F> time_of_impact(F f) {
  TimeOfImpact<F> k;
  k.f = std::move(f);
  return k;
}

/// The kernel returns bool (a hit) and writes the time into its last
/// argument, a reference: bool f(args..., T& t), as in Ericson's
/// IntersectMovingSphereSphere. t is read only on a hit.
template <class F>
struct TimeOutParameter : TimeReading<TimeOutParameter<F>> {
  F f;
};
template <class F>
TimeOutParameter<F> time_out_parameter(F f) {
  TimeOutParameter<F> k;
  k.f = std::move(f);
  return k;
}

/// The kernel returns the time, or the value `miss` (such as -1) for a miss.
template <class F, class V>
struct TimeWithSentinel : TimeReading<TimeWithSentinel<F, V>> {
  F f;
  V miss;
};
template <class F, class V>
TimeWithSentinel<F, V> time_with_sentinel(F f, V miss) {
  TimeWithSentinel<F, V> k;
  k.f = std::move(f);
  k.miss = miss;
  return k;
}

/// The kernel returns a struct with a hit flag and a time, and optionally a
/// point and a normal (unit, from B toward A): members named hit, t, point and
/// normal, directly or in what `to_contact` makes of the kernel's answer. The
/// checker judges the time, and the point and normal where the struct has them.
template <class F, class C>
struct SweepContact : TimeReading<SweepContact<F, C>> {
  F f;
  C to_contact;
};
template <class F, class C = detail::AsIs>
SweepContact<F, C> sweep_contact(F f, C to_contact = {}) {
  SweepContact<F, C> k;
  k.f = std::move(f);
  k.to_contact = std::move(to_contact);
  return k;
}

/// The kernel returns the family's full result but fills only part of it: the
/// checker judges what `reports` names and nothing else.
template <class F>
struct Partial {
  F f;
  Reports reports;
};
template <class F>
Partial<F> partial(Reports reports, F f) { return {std::move(f), std::move(reports)}; }

/// A kernel on your own types: every argument goes through `to_yours` first.
template <class C, class F>
auto convert_arguments(C to_yours, F f) {
  return [to_yours = std::move(to_yours), f = std::move(f)](const auto&... args) { return f(to_yours(args)...); };
}

namespace detail {

template <class Family, class T>
struct Adapted {
  Reports reports;
  KernelFunction<Family, T> fn;
};

/// A kernel returning the family's full result reports everything.
template <class Family, class T, class K>
Adapted<Family, T> adapt(K kernel) {
  return {Reports{Reports::Decision::kinds, Family::value_components()},
          [f = std::move(kernel)](const typename Family::template Input<T>& in) { return Family::call(f, in); }};
}

template <class Family, class T, class F>
Adapted<Family, T> adapt(HitOnly<F> k) {
  return {Reports{Reports::Decision::hit_or_miss, {}},
          [f = std::move(k.f)](const typename Family::template Input<T>& in) {
            return Family::template from_hit<T>(static_cast<bool>(Family::call(f, in)));
          }};
}

template <class Family, class T, class F, class C>
Adapted<Family, T> adapt(HitAndPoint<F, C> k) {
  return {Reports{Reports::Decision::hit_or_miss, {"point"}},
          [k = std::move(k)](const typename Family::template Input<T>& in) {
            const auto r = Family::call(k.f, in);
            if (!r) return Family::template from_points<T>({});
            const cc::Vec2<T> p = to_vec2<T>(k.to_point(*r));
            return Family::template from_points<T>(std::span<const cc::Vec2<T>>(&p, 1));
          }};
}

template <class Family, class T, class F, class C>
Adapted<Family, T> adapt(CountAndPoints<F, C> k) {
  return {Reports{Reports::Decision::kinds, {"point"}},
          [k = std::move(k)](const typename Family::template Input<T>& in) {
            std::vector<cc::Vec2<T>> points;
            for (const auto& p : Family::call(k.f, in)) points.push_back(to_vec2<T>(k.to_point(p)));
            return Family::template from_points<T>(points);
          }};
}

/// A hit at `t`, or a miss where the reading says a t above 1 is one.
template <class Family, class T, class V>
typename Family::template Result<T> hit_at(V t, bool miss_above_one) {
  if (miss_above_one && t > 1) return Family::template from_time<T>(std::nullopt);
  return Family::template from_time<T>(static_cast<T>(t));
}

template <class Family, class T, class F>
Adapted<Family, T> adapt(TimeOfImpact<F> k) {
  return {Reports{Reports::Decision::hit_or_miss, {"t"}},
          [f = std::move(k.f), above = k.miss_above_one](const typename Family::template Input<T>& in) {
            const auto t = Family::call(f, in);
            return t ? hit_at<Family, T>(*t, above) : Family::template from_time<T>(std::nullopt);
          }};
}

template <class Family, class T, class F>
Adapted<Family, T> adapt(TimeOutParameter<F> k) {
  return {Reports{Reports::Decision::hit_or_miss, {"t"}},
          [f = std::move(k.f), above = k.miss_above_one](const typename Family::template Input<T>& in) {
            T t{};
            const bool hit = Family::call([&](const auto&... args) { return static_cast<bool>(f(args..., t)); }, in);
            return hit ? hit_at<Family, T>(t, above) : Family::template from_time<T>(std::nullopt);
          }};
}

template <class Family, class T, class F, class V>
Adapted<Family, T> adapt(TimeWithSentinel<F, V> k) {
  return {Reports{Reports::Decision::hit_or_miss, {"t"}},
          [f = std::move(k.f), miss = k.miss, above = k.miss_above_one](const typename Family::template Input<T>& in) {
            const auto t = Family::call(f, in);
            return t == miss ? Family::template from_time<T>(std::nullopt) : hit_at<Family, T>(t, above);
          }};
}

template <class Family, class T, class F, class C>
Adapted<Family, T> adapt(SweepContact<F, C> k) {
  using Answer = decltype(k.to_contact(Family::call(k.f, std::declval<const typename Family::template Input<T>&>())));
  using Contact = std::remove_cvref_t<Answer>;
  constexpr bool has_point = requires(const Contact& c) { c.point; };
  constexpr bool has_normal = requires(const Contact& c) { c.normal; };
  std::vector<std::string> values = {"t"};
  if (has_point) values.push_back("point");
  if (has_normal) values.push_back("normal");
  return {Reports{Reports::Decision::hit_or_miss, std::move(values)},
          [k = std::move(k)](const typename Family::template Input<T>& in) {
            const Contact c = k.to_contact(Family::call(k.f, in));
            if (!c.hit || (k.miss_above_one && c.t > 1)) return Family::template from_time<T>(std::nullopt);
            auto r = Family::template from_time<T>(static_cast<T>(c.t));
            if constexpr (has_point) r.point = to_vec2<T>(c.point);
            if constexpr (has_normal) r.normal = to_vec2<T>(c.normal);
            return r;
          }};
}

template <class Family, class T, class F>
Adapted<Family, T> adapt(Partial<F> k) {
  return {std::move(k.reports), [f = std::move(k.f)](const typename Family::template Input<T>& in) {
            return Family::call(f, in);
          }};
}

}  // namespace detail

/// Registers `kernel` as variant family/spec.name/f32 or f64 (T = float or
/// double). `exact_rule`, when given, is the kernel's own rule evaluated exactly.
template <class Family, class T, class Kernel>
void register_variant(VariantSpec spec, Kernel kernel, detail::ExactRule<Family> exact_rule = {}) {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>, "T is float or double");
  auto adapted = detail::adapt<Family, T>(std::move(kernel));
  detail::add_variant<Family, T>(std::move(spec), std::move(adapted.reports), std::move(adapted.fn),
                                 std::move(exact_rule));
}

/// A precondition written with the family's own types: `holds` receives the
/// case as Family::Input<double> (float cases widen exactly); `conform`, when
/// given, modifies one in place so that the condition holds (Precondition in
/// contract.h says what it may do).
///
///   spec.contract.domain.preconditions.push_back(precondition<moving_point_segment>(
///       "a static segment", [](const auto& q) { return q.l1 == q.l3 && q.l2 == q.l4; },
///       [](auto& q) { q.l3 = q.l1; q.l4 = q.l2; }));
template <class Family, class Holds>
Precondition precondition(std::string text, Holds holds) {
  return {std::move(text),
          [holds = std::move(holds)](std::span<const double> v) {
            return static_cast<bool>(holds(from_values<Family, double>(v)));
          },
          {}};
}
template <class Family, class Holds, class Conform>
Precondition precondition(std::string text, Holds holds, Conform conform) {
  Precondition p = precondition<Family>(std::move(text), std::move(holds));
  p.conform = [conform = std::move(conform)](std::span<double> v) {
    auto in = from_values<Family, double>(std::span<const double>(v.data(), v.size()));
    conform(in);
    const auto out = to_values<Family, double>(in);
    std::copy(out.begin(), out.end(), v.begin());
  };
  return p;
}

/// An input class written with the family's own types: `pred` receives the
/// case as Family::Input<double> (float cases widen exactly).
template <class Family, class Pred>
InputClass when(std::string text, Pred pred) {
  return InputClass(std::move(text), [pred = std::move(pred)](const CaseView& c) {
    if (c.family != Family::name) return false;
    return static_cast<bool>(pred(from_values<Family, double>(c.values)));
  });
}

}  // namespace collide_check
