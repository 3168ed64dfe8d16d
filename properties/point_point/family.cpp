// point_point: the family spec (oracle, answer structure, the exact Chebyshev
// separation, maps that commute with the query, answers known by
// construction), its regimes and properties. The variants are registered in
// variants.cpp, beside it.

#include <limits>

#include "../../include/collide_check/point_point.h"
#include "../../oracle/point_point.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::point_point::Input<T>;

/// max(|P.x - Q.x|, |P.y - Q.y|) - tolerance, exactly.
oracle::Rational chebyshev_separation(const Input<double>& in) {
  using oracle::exact;
  const oracle::Rational dx = oracle::abs(oracle::Rational(exact(in.P.x) - exact(in.Q.x)));
  const oracle::Rational dy = oracle::abs(oracle::Rational(exact(in.P.y) - exact(in.Q.y)));
  return oracle::Rational(std::max(dx, dy) - exact(in.tolerance));
}

struct PointPointSpec : collide_check::point_point {
  struct Exact {
    Kind kind;
    oracle::Rational separation;  ///< max(|dx|, |dy|) - tolerance
  };

  static std::vector<std::string> kind_names() { return {"none", "contact", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::contact; }
  static constexpr Kind miss_kind = Kind::none;
  static std::string invalid_input_text() {
    return "a NaN or infinite coordinate, or a negative, NaN or infinite tolerance";
  }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() { return {"near_tolerance", "zero_tolerance"}; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "P=(" + f(v[0]) + ", " + f(v[1]) + ") Q=(" + f(v[2]) + ", " + f(v[3]) + ") tolerance=" + f(v[4]);
  }
  static std::string show(Kind k) { return kind_name<PointPointSpec>(k); }
  static std::string show(const Exact& e) {
    return kind_name<PointPointSpec>(e.kind) + " (max(|dx|, |dy|) - tolerance = " + e.separation.str() + ")";
  }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<PointPointSpec>(k)}}; }
  static nlohmann::json json(const Exact& e) {
    return {{"kind", kind_name<PointPointSpec>(e.kind)}, {"separation", e.separation.str()}};
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<PointPointSpec, double>(in)) && in.tolerance >= 0;
  }
  static Kind exact_kind(const Input<double>& in) {
    return oracle::point_point_collide(in.P, in.Q, in.tolerance) ? Kind::contact : Kind::none;
  }
  static Exact exact(const Input<double>& in) { return {exact_kind(in), chebyshev_separation(in)}; }
  static oracle::FilterStats& filter_stats() { return oracle::point_point_stats(); }

  /// The separation is max(|dx|, |dy|) - tolerance (the Chebyshev distance
  /// between the points less the tolerance): rational, so its sign against any
  /// offset is exact.
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    return oracle::sign(oracle::Rational(chebyshev_separation(in) - offset));
  }
  static Contact exact_contact(const Input<double>& in) {
    const int s = separation_sign(in, oracle::Rational(0));
    return s > 0 ? Contact::apart : s == 0 ? Contact::touching : Contact::overlapping;
  }

  static std::vector<double> coordinates(const std::string&, Kind) { return {}; }
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>&, const Exact&,
                                                           const std::vector<double>&) {
    return {};
  }

  template <class T>
  static std::vector<generic::MapOf<PointPointSpec, T>> maps() {
    std::vector<generic::MapOf<PointPointSpec, T>> out;
    out.push_back({"symmetric_in_points", "P and Q swapped",
                   [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.Q, in.P, in.tolerance}; },
                   [](const Input<T>&, Kind k) { return k; }});
    for (auto& m : generic::plane_maps<PointPointSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) {
               return Input<T>{t(in.P), t(in.Q), t.length(in.tolerance)};
             },
             [](Kind k, const PlaneTransform<T>&) { return k; }))
      out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {
        {"zero tolerance is equality", "with tolerance 0 the points collide exactly when they are equal (-0 == +0)",
         {"zero_tolerance"},
         [](const Input<T>& in) -> std::optional<Kind> {
           if (in.tolerance != 0) return std::nullopt;
           return in.P == in.Q ? Kind::contact : Kind::none;
         }},
        {"a difference of exactly the tolerance is contact",
         "Q = P + tolerance in one coordinate, exactly, and within it in the other: the boundary is inside",
         {"near_tolerance", "small_int_grid"},
         [](const Input<T>& in) -> std::optional<Kind> {
           using oracle::exact;
           const oracle::Rational tol = exact(in.tolerance);
           const oracle::Rational dx = oracle::abs(oracle::Rational(exact(in.P.x) - exact(in.Q.x)));
           const oracle::Rational dy = oracle::abs(oracle::Rational(exact(in.P.y) - exact(in.Q.y)));
           if (!((dx == tol && dy <= tol) || (dy == tol && dx <= tol))) return std::nullopt;
           return Kind::contact;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<PointPointSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid", "generic", "near_tolerance", "zero_tolerance",
                                             "scale_sweep"};
    std::vector<PropertyDef<PointPointSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<PointPointSpec, T>(finite));
    for (auto& p : generic::invariance_properties<PointPointSpec, T>(
             maps<T>(),
             {{"symmetric_in_points", "swapping P and Q gives the same answer"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling (of the tolerance too) give "
               "the same answer"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<PointPointSpec, T>(
        "a NaN or infinite coordinate, or a negative, NaN or infinite tolerance, gives invalid_input"));
    return ps;
  }
};

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> PointPointSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using D = gen::Draw<T>;
  return {
      {"small_int_grid", 2,
       [](D& d) {
         const Vec2<T> p = d.small_point(6), q = d.small_point(6);
         return In{p, q, T(d.integer(0, 3))};
       }},

      // Full-width coordinates at a common scale 2^-k; the tolerance at 2^-(k+8).
      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         const Vec2<T> p = d.full_point(k), delta = d.full_point(k + 8);
         const T tolerance = std::fabs(d.full_precision(k + 8));
         return In{p, {p.x + delta.x, p.y + delta.y}, tolerance};
       }},

      // Q = P + (+-tolerance) in one or both coordinates, rounded, then moved k
      // ulps: the exact difference lands on either side of the tolerance. P's
      // scale is drawn apart from the tolerance's, so that P.x - Q.x is not
      // always exact.
      {"near_tolerance", 4,
       [](D& d) {
         const int k = d.index(digits + 20);
         const Vec2<T> p = d.full_point(k);
         const T tol = std::fabs(d.full_precision(digits));
         const bool neg_x = d.bit(), neg_y = d.bit();
         const int kx = static_cast<int>(d.small_signed(3)), ky = static_cast<int>(d.small_signed(3));
         const bool y_inside = d.bit();
         const T qx = gen::ulps_away(p.x + (neg_x ? -tol : tol), kx);
         const T qy = y_inside ? p.y : gen::ulps_away(p.y + (neg_y ? -tol : tol), ky);
         return In{p, {qx, qy}, tol};
       }},

      // Q equal to P (zeros of either sign), or one ulp away, with tolerance 0.
      {"zero_tolerance", 2,
       [](D& d) {
         const Vec2<T> p = d.small_point(4);
         const int move = d.index(3);
         const bool negate_zero = d.bit();
         Vec2<T> q = p;
         if (move == 1) q.x = gen::ulps_away(q.x, 1);
         if (move == 2) q.y = gen::ulps_away(q.y, -1);
         if (negate_zero && q.x == 0) q.x = -q.x;
         return In{p, q, negate_zero ? T(-0.0) : T(0)};
       }},

      // A small configuration at 2^e over the whole exponent range, subnormals included.
      {"scale_sweep", 2,
       [](D& d) {
         std::vector<T> v = d.scale_swept(5, 16);
         v[4] = std::fabs(v[4]);
         return collide_check::from_values<PointPointSpec, T>(std::span<const T>(v));
       }},

      // NaN or infinities, or a negative tolerance.
      {"special_values", 1,
       [](D& d) {
         const std::vector<T> v = d.special_values(5, 4, {4});
         return collide_check::from_values<PointPointSpec, T>(std::span<const T>(v));
       }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::point_point, cc::check::PointPointSpec)
