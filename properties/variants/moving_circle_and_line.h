#pragma once
// What the bundled variants of swept_circle_line and swept_circle_segment
// share: the robust contract from the kernel's <Family>Bounds<T>
// (kernels/robust/), and the input classes of seed002's line test
// (kernels/seeds/swept_circle_line.h), which seed002_capsule runs first.
//
// seed002 measures d = (C - P1) . N along the right-hand unit normal N of
// P1 -> P2 and answers t = (r - d1) / (d2 - d1) when it lies in [0, 1]. Exactly
// evaluated, that is the first contact only when C0 lies beyond distance r on
// N's side (d1 > r, or d1 == r with d2 != d1); the classes below say where the
// formula, or its rounding, departs from it.

#include <cmath>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>

#include "../../include/collide_check/contract.h"
#include "../../include/collide_check/register.h"
#include "../../include/collide_check/swept_circle_line.h"
#include "../../oracle/number.h"
#include "../../oracle/sqrt_extension.h"
#include "../../oracle/swept_circle_line.h"

namespace collide_check::bundled {

template <class Bounds>
Contract moving_circle_contract(const std::string& conventions) {
  Contract c;
  // The kernel states t, point and normal for M up to this; a contract has a
  // single domain, so its decisions are judged only there too.
  c.domain.max_magnitude = Bounds::point_input_magnitude_at_most;
  c.bound("t", Bounds::t).bound("point", Bounds::point).bound("normal", Bounds::normal);
  c.bound("normal_length", Bounds::normal_length);
  c.note = conventions +
           "; the |value| limit is that of the kernel's value bounds (its decisions are exact beyond it too, not "
           "judged there)";
  return c;
}

namespace seed002_classes {

using Query = detail::MovingCircleAndLine::Input<double>;
using cc::oracle::Rational;
using cc::oracle::RootNumber;

/// k = cross(P2 - P1, C - P1) = |P2 - P1| times the signed distance d of C along N.
inline Rational orientation(const Query& in, Vec2<double> c) {
  using cc::oracle::exact;
  return Rational((exact(in.p2.x) - exact(in.p1.x)) * (exact(c.y) - exact(in.p1.y)) -
                  (exact(in.p2.y) - exact(in.p1.y)) * (exact(c.x) - exact(in.p1.x)));
}

inline Rational length_squared(const Query& in) {
  using cc::oracle::exact;
  const Rational lx = exact(in.p2.x) - exact(in.p1.x), ly = exact(in.p2.y) - exact(in.p1.y);
  return lx * lx + ly * ly;
}

/// The sign of d1 - x, x >= 0 rational: of k0 - x |P2 - P1|.
inline int d1_minus(const Query& in, const Rational& x) {
  return cc::oracle::sign(RootNumber(orientation(in, in.c0), Rational(-x), length_squared(in)));
}

inline double max_abs(const Query& in) {
  double m = 0;
  for (double v : {in.c0.x, in.c0.y, in.c1.x, in.c1.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y})
    m = std::fmax(m, std::fabs(v));
  return m;
}

/// d1 < r: C0 within r of the line, or on the side opposite N, where the
/// formula gives the later time at which d reaches +r (or nothing in [0, 1]).
template <class Family>
InputClass not_beyond_r_on_n_side() {
  return when<Family>("C0 not beyond distance r on N's side (d1 < r: C0 within r of the line, or on the side "
                      "opposite N)",
                      [](const Query& in) { return d1_minus(in, cc::oracle::exact(in.r)) < 0; });
}

/// |d1 - r| <= relative M: the test t >= 0 is the sign of the rounded r - d1.
template <class Family>
InputClass start_within_rounding_of_r(double relative) {
  return when<Family>("C0 within 2^" + std::to_string(std::ilogb(relative)) +
                          " M of distance r on N's side (t >= 0 is the sign of the rounded r - d1)",
                      [relative](const Query& in) {
                        using cc::oracle::exact;
                        const Rational reach = exact(relative) * exact(max_abs(in)), r = exact(in.r);
                        return d1_minus(in, Rational(r + reach)) <= 0 &&
                               (r < reach || d1_minus(in, Rational(r - reach)) >= 0);
                      });
}

/// r < relative M: a radius small against the input's magnitude M. An
/// endpoint's normal (C(t) - E) / |C(t) - E| divides a difference of length r
/// whose terms carry errors of order u M, times up to 1 / sqrt(u) where the
/// root t cancels: from r below about sqrt(u) M it can point anywhere.
template <class Family>
InputClass radius_small_against_magnitude(double relative) {
  return when<Family>("r < 2^" + std::to_string(std::ilogb(relative)) +
                          " M (the errors of C(t) - E, of order u M and more where the root cancels, reach r)",
                      [relative](const Query& in) { return in.r < relative * max_abs(in); });
}

/// C0 strictly on the side opposite N (d1 < 0), where sigma N = -N.
template <class Family>
InputClass c0_opposite_n() {
  return when<Family>("C0 strictly on the side opposite N (d1 < 0: the exact normal is -N)",
                      [](const Query& in) { return orientation(in, in.c0) < 0; });
}

/// P2 - P1 has two nonzero components: N = (-vy, vx) / sqrt(vx^2 + vy^2) is
/// not a T and carries three roundings.
template <class Family>
InputClass line_not_axis_aligned() {
  return when<Family>("P2 - P1 not axis-aligned (N = (-vy, vx) / sqrt(vx^2 + vy^2) is rounded)",
                      [](const Query& in) { return in.p1.x != in.p2.x && in.p1.y != in.p2.y; });
}

/// Watches a computation in T: `rounded` when some operation is inexact or
/// undefined (Knuth's TwoSum residual for sums, fma residuals for products,
/// quotients and roots; NaN from 0/0), `out_of_range` when a result overflows
/// or a product or quotient of nonzero values falls below T's normal range (to
/// a subnormal or to 0), where its relative error is no longer u.
template <class T>
struct Witness {
  bool rounded = false, out_of_range = false;

  T add(T a, T b) {
    const T s = a + b, bv = s - a, av = s - bv;
    return check(s, false, std::isfinite(s) ? (a - av) + (b - bv) : T(0));
  }
  T sub(T a, T b) { return add(a, -b); }
  T mul(T a, T b) { return check(a * b, a != 0 && b != 0, std::fma(a, b, -(a * b))); }
  T div(T a, T b) { return check(a / b, a != 0, std::fma(a / b, b, -a)); }
  T sqrt(T a) {
    const T s = std::sqrt(a);
    return check(s, false, std::fma(s, s, -a));
  }

 private:
  T check(T x, bool nonzero_operands, T residual) {
    if (std::isinf(x) || (nonzero_operands && std::fabs(x) < std::numeric_limits<T>::min())) out_of_range = true;
    if (!std::isfinite(x) || out_of_range || residual != 0) rounded = true;
    return x;
  }
};

template <class T>
Vec2<T> narrow(Vec2<double> p, int e) {
  return {static_cast<T>(std::ldexp(p.x, e)), static_cast<T>(std::ldexp(p.y, e))};
}

/// seed002's steps in T on the input scaled by 2^e: N, d1, d2 and
/// t = (r - d1) / (d2 - d1).
template <class T>
void seed002_steps(Witness<T>& w, const Query& in, int e = 0) {
  const T r = static_cast<T>(std::ldexp(in.r, e));
  const Vec2<T> c0 = narrow<T>(in.c0, e), c1 = narrow<T>(in.c1, e), p1 = narrow<T>(in.p1, e), p2 = narrow<T>(in.p2, e);
  const T vx = w.sub(p2.x, p1.x), vy = w.sub(p2.y, p1.y);
  const T length = w.sqrt(w.add(w.mul(vx, vx), w.mul(vy, vy)));
  const Vec2<T> n{-w.div(vy, length), w.div(vx, length)};
  auto d = [&](Vec2<T> c) { return w.add(w.mul(w.sub(c.x, p1.x), n.x), w.mul(w.sub(c.y, p1.y), n.y)); };
  const T d1 = d(c0), d2 = d(c1);
  w.div(w.sub(r, d1), w.sub(d2, d1));
}

/// seed002_capsule's endpoint steps in T on the input scaled by 2^e: each
/// endpoint's quadratic a t^2 + b t + c, its root t = (-b - sqrt(b^2 - 4ac)) / 2a
/// and the normal (C(t) - E) / |C(t) - E|.
template <class T>
void seed002_capsule_endpoint_steps(Witness<T>& w, const Query& in, int e = 0) {
  const T r = static_cast<T>(std::ldexp(in.r, e));
  const Vec2<T> c0 = narrow<T>(in.c0, e), c1 = narrow<T>(in.c1, e);
  for (const Vec2<T> p : {narrow<T>(in.p1, e), narrow<T>(in.p2, e)}) {
    const T dx = w.sub(c1.x, c0.x), dy = w.sub(c1.y, c0.y), ux = w.sub(c0.x, p.x), uy = w.sub(c0.y, p.y);
    const T a = w.add(w.mul(dx, dx), w.mul(dy, dy));
    const T b = w.mul(2, w.add(w.mul(dx, ux), w.mul(dy, uy)));
    const T c = w.sub(w.add(w.mul(ux, ux), w.mul(uy, uy)), w.mul(r, r));
    const T disc = w.sub(w.mul(b, b), w.mul(w.mul(4, a), c));
    if (!(disc >= 0) || a == 0) continue;
    const T t = w.div(w.sub(-b, w.sqrt(disc)), w.mul(2, a));
    const T nx = w.sub(w.add(c0.x, w.mul(t, dx)), p.x), ny = w.sub(w.add(c0.y, w.mul(t, dy)), p.y);
    const T length = w.sqrt(w.add(w.mul(nx, nx), w.mul(ny, ny)));
    w.div(nx, length);
    w.div(ny, length);
  }
}

/// A class of inputs evaluated in the case's own scalar: `pred<T>(input)`.
template <class Family, class Pred>
InputClass in_scalar(std::string text, Pred pred) {
  return InputClass(std::move(text), [pred](const CaseView& c) {
    if (c.family != Family::name) return false;
    const auto in = from_values<Family, double>(c.values);
    return c.scalar == Scalar::f32 ? pred.template operator()<float>(in) : pred.template operator()<double>(in);
  });
}

/// seed002's t is rounded to nearest, never down: wherever its arithmetic
/// rounds, t can land after t*.
template <class Family>
InputClass seed002_arithmetic_rounds() {
  return in_scalar<Family>("seed002's arithmetic rounds (some step of N, d1, d2 or t = (r - d1) / (d2 - d1) is "
                           "inexact)",
                           []<class T>(const Query& in) {
                             Witness<T> w;
                             seed002_steps(w, in);
                             return w.rounded;
                           });
}

/// The same for seed002_capsule: its line test, or an endpoint's quadratic.
template <class Family>
InputClass seed002_capsule_arithmetic_rounds() {
  return in_scalar<Family>("seed002_capsule's arithmetic rounds (a step of the line test's t, or of an endpoint's "
                           "quadratic, its root or its normal, is inexact)",
                           []<class T>(const Query& in) {
                             Witness<T> w;
                             seed002_steps(w, in);
                             seed002_capsule_endpoint_steps(w, in);
                             return w.rounded;
                           });
}

/// vx^2 + vy^2 (vx, vy = P2 - P1 in T) overflows, or falls below T's normal
/// range: N = (-vy, vx) / |P2 - P1| is then 0, infinite, NaN or far off.
template <class Family>
InputClass length_squared_out_of_range() {
  return in_scalar<Family>("|P2 - P1|^2 overflows or underflows in the variant's scalar (N is then 0, NaN or far off)",
                           []<class T>(const Query& in) {
                             Witness<T> w;
                             const Vec2<T> p1 = narrow<T>(in.p1, 0), p2 = narrow<T>(in.p2, 0);
                             const T vx = w.sub(p2.x, p1.x), vy = w.sub(p2.y, p1.y);
                             w.add(w.mul(vx, vx), w.mul(vy, vy));
                             return w.out_of_range;
                           });
}

/// An endpoint's quadratic leaves T's range (b^2 overflows from M near
/// 2^30 in float, 2^254 in double; products of small values underflow), at
/// the input's scale or at the scalings 2^-7 and 2^9 of exact_transform_invariant.
template <class Family>
InputClass quadratic_out_of_range() {
  return in_scalar<Family>("an endpoint's quadratic overflows or underflows in the variant's scalar, at the input's "
                           "scale or scaled by 2^-7 or 2^9",
                           []<class T>(const Query& in) {
                             for (int e : {0, -7, 9}) {
                               Witness<T> w;
                               seed002_capsule_endpoint_steps(w, in, e);
                               if (w.out_of_range) return true;
                             }
                             return false;
                           });
}

/// The classes of seed002's line test, which both seeds run, at scalar T.
/// Rounding reaches 128 u M from a touch: 2^-17 M in float, 2^-46 M in double.
struct LineTestClasses {
  InputClass one_sided;      ///< not_beyond_r_on_n_side
  InputClass start_touch;    ///< start_within_rounding_of_r
  InputClass near_boundary;  ///< the rounded d2 - r (or the quadratic) decides a touch at the boundary
  InputClass contact;        ///< the exact answer is a hit
};

/// `exact_kind` is the family's oracle (the contact class).
template <class Family, class T>
LineTestClasses line_test_classes(const std::string& noun,
                                  cc::SweepKind (*exact_kind)(const cc::oracle::CircleLineQuery&)) {
  const double reach = std::is_same_v<T, float> ? 0x1p-17 : 0x1p-46;
  return {not_beyond_r_on_n_side<Family>(), start_within_rounding_of_r<Family>(reach),
          InputClass::near_decision_boundary(reach),
          when<Family>("the circle touches the " + noun + " during the frame", [exact_kind](const Query& in) {
            return exact_kind({in.c0, in.c1, in.r, in.p1, in.p2}) == cc::SweepKind::hit;
          })};
}

}  // namespace seed002_classes

}  // namespace collide_check::bundled
