// circle_capsule: the family spec (disk_contact.h, shared with circle_convex)
// with the capsule's core, maps, regimes and properties. The variants are
// registered in variants.cpp, beside it.

#include <cmath>
#include <limits>

#include "../../include/collide_check/circle_capsule.h"
#include "../disk_contact.h"
#include "../exact_lines.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::circle_capsule::Input<T>;

struct CapsuleShape {
  static oracle::ConvexCore core(const Input<double>& in) {
    oracle::ConvexCore k;
    k.v[0] = in.B.p1;
    k.v[1] = in.B.p2;
    k.n = in.B.p1 == in.B.p2 ? 1 : 2;
    return k;
  }
  static double core_radius(const Input<double>& in) { return in.B.r; }
  template <class T>
  static Input<T> transformed(const Input<T>& in, const PlaneTransform<T>& t) {
    return {{t(in.A.c), t.length(in.A.r)}, {t(in.B.p1), t(in.B.p2), t.length(in.B.r)}};
  }
  static std::string show_shape(const std::vector<double>& v, std::string (*f)(double)) {
    return "(" + f(v[3]) + ", " + f(v[4]) + ") (" + f(v[5]) + ", " + f(v[6]) + ") r " + f(v[7]);
  }
};

struct CircleCapsuleSpec
    : disk_contact::DiskContactSpec<collide_check::circle_capsule, CapsuleShape, struct CircleCapsuleSpec> {
  using Self = CircleCapsuleSpec;
  static std::string invalid_input_text() { return "NaN, an infinite value or a negative radius"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"touching_end", "touching_side", "near_touching", "centre_on_segment", "full_precision_on_line"};
  }

  template <class T>
  static std::vector<generic::MapOf<Self, T>> maps() {
    std::vector<generic::MapOf<Self, T>> out;
    generic::MapOf<Self, T> swap{"endpoint_order_invariant", "B.p1 and B.p2 swapped",
                                 [](const Input<T>& in) -> std::optional<Input<T>> {
                                   return Input<T>{in.A, {in.B.p2, in.B.p1, in.B.r}};
                                 },
                                 [](const Input<T>&, const ShapeContact<T>& r) { return r; }};
    swap.compares = [](const std::string& component, const Input<T>& in, const ShapeContact<T>&) {
      return component != "normal" || normal_unique(in);
    };
    out.push_back(swap);
    for (auto& m : Self::template plane_maps<T>()) out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    using oracle::Rational;
    return {
        {"exact tangency is touching",
         "the centre at distance A.r + B.r from an end (a Pythagorean triple) or from the segment's interior (a "
         "multiple of its integer length along its normal)",
         {"touching_end", "touching_side"},
         [](const Input<T>& in) -> std::optional<Kind> {
           const auto C = oracle::exact_point(in.A.c.x, in.A.c.y), P = oracle::exact_point(in.B.p1.x, in.B.p1.y),
                      Q = oracle::exact_point(in.B.p2.x, in.B.p2.y);
           const Rational R = oracle::exact(in.A.r) + oracle::exact(in.B.r);
           if (oracle::squared_distance_to_segment(C, P, Q) != R * R) return std::nullopt;
           return Kind::touching;
         }},
        {"a centre on the segment overlaps a disk of positive radius",
         "the centre drawn on the segment between its ends, A.r + B.r > 0", {"centre_on_segment"},
         [](const Input<T>& in) -> std::optional<Kind> {
           const auto C = oracle::exact_point(in.A.c.x, in.A.c.y), P = oracle::exact_point(in.B.p1.x, in.B.p1.y),
                      Q = oracle::exact_point(in.B.p2.x, in.B.p2.y);
           if (oracle::squared_distance_to_segment(C, P, Q).sign() != 0) return std::nullopt;
           return in.A.r + in.B.r > 0 ? Kind::overlapping : Kind::touching;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<Self, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid",    "generic",      "touching_end", "touching_side", "near_touching",
        "centre_on_segment", "full_precision_on_line",       "zero_length",   "scale_sweep"};
    auto ps = Self::template value_properties<T>(finite);
    for (auto& p : generic::invariance_properties<Self, T>(
             maps<T>(),
             {{"endpoint_order_invariant",
               "swapping the segment's ends gives the same kind, normal and separation (the normal where unique)"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling (of the radii too) give the "
               "mapped kind, normal and separation"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<Self, T>(
        "a NaN or infinite value, or a negative radius, gives invalid_input"));
    return ps;
  }
};

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> CircleCapsuleSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  const auto radius = [](D& d, std::int64_t limit) { return T(d.integer(0, limit)); };
  const auto scaled = [](In in, T f) {
    for (V* p : {&in.A.c, &in.B.p1, &in.B.p2}) *p = f * *p;
    in.A.r *= f;
    in.B.r *= f;
    return in;
  };
  // A triple direction u = (+-a, +-b) (legs in either order), |u| = c.
  const auto direction = [](D& d, const gen::PythagoreanTriple& t) {
    const int signs = d.index(8);
    std::int64_t a = t.a, b = t.b;
    if (signs & 4) std::swap(a, b);
    return V{T((signs & 1) ? -a : a), T((signs & 2) ? -b : b)};
  };
  // The radius sum `total` split into A.r + B.r.
  const auto split = [](D& d, std::int64_t total, In& in) {
    const std::int64_t j = d.integer(0, total);
    in.A.r = T(j);
    in.B.r = T(total - j);
  };
  // Tangent to the segment's side: p1 = o, p2 = o + k u, c = o + j u + m u^perp
  // (0 <= j <= k), at distance m c = A.r + B.r.
  const auto side = [direction, split](D& d) {
    const gen::PythagoreanTriple t = d.triple(12);
    const V u = direction(d, t), o = d.small_point(64);
    const std::int64_t k = d.integer(1, 4), j = d.integer(0, k), m = d.integer(1, 3);
    const bool left = d.bit();
    const V perp = left ? V{-u.y, u.x} : V{u.y, -u.x};
    In in{{o + T(j) * u + T(m) * perp, 0}, {o, o + T(k) * u, 0}};
    split(d, m * t.c, in);
    if (d.bit()) std::swap(in.B.p1, in.B.p2);
    return in;
  };
  // Tangent at an end: c = p1 + u, p2 = p1 - (k u + j u^perp) (c in p1's
  // region: (c - p1).(p2 - p1) = -k c^2 < 0), |c - p1| = c = A.r + B.r.
  const auto end = [direction, split](D& d) {
    const gen::PythagoreanTriple t = d.triple(12);
    const V u = direction(d, t), o = d.small_point(64);
    const std::int64_t k = d.integer(1, 3), j = d.small_signed(3);
    In in{{o + u, 0}, {o, o - (T(k) * u + T(j) * V{-u.y, u.x}), 0}};
    split(d, t.c, in);
    if (d.bit()) std::swap(in.B.p1, in.B.p2);
    return in;
  };
  // Within [2^-20, 2^16] mostly, where engines tuned for metres work (the
  // ends of the range are extreme_scale's and scale_sweep's).
  constexpr int e_lo = -18, e_hi = 12;
  return {
      {"small_int_grid", 2,
       [radius](D& d) {
         const V c = d.small_point(8);
         const T r = radius(d, 4);
         const V p1 = d.small_point(8), p2 = d.small_point(8);
         const T s = radius(d, 3);
         return In{{c, r}, {p1, p2, s}};
       }},
      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         const V c = d.full_point(k);
         const T r = std::fabs(d.full_precision(k));
         const V p1 = d.full_point(k), p2 = d.full_point(k);
         const T s = std::fabs(d.full_precision(k));
         return In{{c, r}, {p1, p2, s}};
       }},
      {"touching_end", 3,
       [end, scaled](D& d) {
         In in = end(d);
         return scaled(in, std::ldexp(T(1), d.exponent(e_lo, e_hi)));
       }},
      {"touching_side", 3,
       [side, scaled](D& d) {
         In in = side(d);
         return scaled(in, std::ldexp(T(1), d.exponent(e_lo, e_hi)));
       }},
      // A tangent configuration with the centre or a radius moved by 1 to 3 ulps.
      {"near_touching", 3,
       [side, end, scaled](D& d) {
         const bool at_end = d.bit();
         In in = at_end ? end(d) : side(d);
         in = scaled(in, std::ldexp(T(1), d.exponent(e_lo, e_hi)));
         return disk_contact::nudged_off_touching(in, d);
       }},
      // The centre exactly on the segment (radii often zero: touching).
      {"centre_on_segment", 2,
       [direction, radius](D& d) {
         const gen::PythagoreanTriple t = d.triple(12);
         const V u = direction(d, t), o = d.small_point(64);
         const std::int64_t k = d.integer(1, 4), j = d.integer(0, k);
         const bool zero = d.bit();
         const T r = zero ? T(0) : radius(d, 3), s = zero ? T(0) : radius(d, 3);
         return In{{o + T(j) * u, r}, {o, o + T(k) * u, s}};
       }},
      // Three points exactly on one line at full precision (exact_lines.h): the
      // centre on the segment's line, between its ends or beyond them; zero
      // radii (touching where it is on the segment) or full-width ones.
      {"full_precision_on_line", 2,
       [](D& d) {
         const auto line = gen::ExactLine<T>::draw(d);
         const int s = d.exponent(-30, 30);
         const std::int64_t k1 = gen::ExactLine<T>::significand(d), k2 = gen::ExactLine<T>::significand(d),
                            k3 = gen::ExactLine<T>::significand(d);
         const int e2 = s + d.index(8), e3 = s + d.index(8);
         const bool zero = d.bit();
         const T r = zero ? T(0) : std::fabs(d.full_precision(-s));
         return In{{line.point(k1, s), r}, {line.point(k2, e2), line.point(-k3, e3), zero ? T(0) : r}};
       }},
      // A zero-length segment (a disk of radius B.r): the centre at distance
      // c, the radii summing to c or one off it; or, one case in four, the
      // centre on the point (no unique normal).
      {"zero_length", 2,
       [direction, split](D& d) {
         const gen::PythagoreanTriple t = d.triple(12);
         const V u = direction(d, t), o = d.small_point(64);
         const int offset = static_cast<int>(d.small_signed(1));
         const bool on_point = d.index(4) == 0;
         In in{{on_point ? o : o + u, 0}, {o, o, 0}};
         split(d, t.c + offset, in);  // touching, or one unit off
         return in;
       }},
      {"scale_sweep", 2,
       [](D& d) {
         std::vector<T> v = d.scale_swept(8, 12);
         v[2] = std::fabs(v[2]);
         v[7] = std::fabs(v[7]);
         return collide_check::from_values<CircleCapsuleSpec, T>(std::span<const T>(v));
       }},
      {"special_values", 1,
       [](D& d) {
         const std::vector<T> v = d.special_values(8, 4);
         return collide_check::from_values<CircleCapsuleSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::circle_capsule, cc::check::CircleCapsuleSpec)
