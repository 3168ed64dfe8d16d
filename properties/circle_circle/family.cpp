// circle_circle: the family spec (oracle, answer structure, maps that commute
// with the query, answers known by construction), its regimes and properties.
// The variants are registered in variants.cpp, beside it.

#include <bit>
#include <limits>

#include "../../include/collide_check/circle_circle.h"
#include "../../oracle/circle_circle.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::circle_circle::Input<T>;

struct CircleCircleSpec : collide_check::circle_circle {
  struct Exact {
    Kind kind;
    oracle::SquaredDistances q;  ///< D = |A.c - B.c|^2, R = (A.r + B.r)^2
  };

  static std::vector<std::string> kind_names() { return {"none", "touching", "overlapping", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::touching || k == Kind::overlapping; }
  static constexpr Kind miss_kind = Kind::none;
  static Kind kind_for_contact(Contact c) {
    return c == Contact::apart ? Kind::none : c == Contact::touching ? Kind::touching : Kind::overlapping;
  }
  static std::string invalid_input_text() { return "NaN, an infinite value or a negative radius"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"tangent_external", "tangent_internal", "full_precision_tangent",
            "split_tangent",    "near_tangent",     "rounded_tangent"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "A=(" + f(v[0]) + ", " + f(v[1]) + ") r " + f(v[2]) + "  B=(" + f(v[3]) + ", " + f(v[4]) + ") r " + f(v[5]);
  }
  static std::string show(Kind k) { return kind_name<CircleCircleSpec>(k); }
  static std::string show(const Exact& e) {
    return kind_name<CircleCircleSpec>(e.kind) + " (D = " + e.q.D.str() + ", R = " + e.q.R.str() + ")";
  }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<CircleCircleSpec>(k)}}; }
  static nlohmann::json json(const Exact& e) {
    return {{"kind", kind_name<CircleCircleSpec>(e.kind)},
            {"squared_distance", e.q.D.str()},
            {"squared_radius_sum", e.q.R.str()}};
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<CircleCircleSpec, double>(in)) && in.A.r >= 0 && in.B.r >= 0;
  }
  static Exact exact(const Input<double>& in) {
    return {oracle::circle_circle_kind(in.A, in.B), oracle::squared_distances(in.A, in.B)};
  }
  static Kind exact_kind(const Input<double>& in) { return oracle::circle_circle_kind(in.A, in.B); }
  static oracle::FilterStats& filter_stats() { return oracle::circle_circle_stats(); }

  /// The separation |A.c - B.c| - (A.r + B.r).
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    const auto q = oracle::squared_distances(in.A, in.B);
    const oracle::Rational reach = oracle::exact(in.A.r) + oracle::exact(in.B.r) + offset;
    if (reach.sign() < 0) return 1;  // a distance is never negative
    return oracle::sign(oracle::Rational(q.D - reach * reach));
  }
  static Contact exact_contact(const Input<double>& in) {
    const Kind k = exact_kind(in);
    return k == Kind::none ? Contact::apart : k == Kind::touching ? Contact::touching : Contact::overlapping;
  }

  static std::vector<double> coordinates(const std::string&, Kind) { return {}; }
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>&, const Exact&,
                                                           const std::vector<double>&) {
    return {};
  }

  template <class T>
  static std::vector<generic::MapOf<CircleCircleSpec, T>> maps() {
    std::vector<generic::MapOf<CircleCircleSpec, T>> out;
    out.push_back({"symmetric_in_circles", "A and B swapped",
                   [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.B, in.A}; },
                   [](const Input<T>&, Kind k) { return k; }});
    for (auto& m : generic::plane_maps<CircleCircleSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) {
               return Input<T>{{t(in.A.c), t.length(in.A.r)}, {t(in.B.c), t.length(in.B.r)}};
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
    auto squares = [](const Input<T>& in) {
      return oracle::squared_distances({{in.A.c.x, in.A.c.y}, in.A.r}, {{in.B.c.x, in.B.c.y}, in.B.r});
    };
    return {
        {"exact tangency is touching", "center distance equal to the radius sum (Pythagorean triples)",
         {"tangent_external", "full_precision_tangent", "split_tangent", "near_tangent", "zero_radius"},
         [squares](const Input<T>& in) -> std::optional<Kind> {
           const auto q = squares(in);
           if (q.D != q.R) return std::nullopt;
           return Kind::touching;
         }},
        {"internal tangency is overlapping", "D == (r1 - r2)^2 with both radii > 0", {"tangent_internal"},
         [squares](const Input<T>& in) -> std::optional<Kind> {
           if (in.A.r == 0 || in.B.r == 0) return std::nullopt;
           const oracle::Rational dr = oracle::exact(in.A.r) - oracle::exact(in.B.r);
           if (squares(in).D != dr * dr) return std::nullopt;
           return Kind::overlapping;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<CircleCircleSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid",   "generic",      "tangent_external",
                                             "tangent_internal", "full_precision_tangent", "split_tangent", "near_tangent",
                                             "rounded_tangent",  "concentric",   "zero_radius",
                                             "scale_sweep"};
    std::vector<PropertyDef<CircleCircleSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<CircleCircleSpec, T>(finite));
    for (auto& p : generic::invariance_properties<CircleCircleSpec, T>(
             maps<T>(),
             {{"symmetric_in_circles", "swapping A and B gives the same answer"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling (of the radii too) give the "
               "same answer"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::own_rule_agrees_with_exact<CircleCircleSpec, T>(finite));
    ps.push_back(generic::special_values_give_invalid_input<CircleCircleSpec, T>(
        "a NaN or infinite value, or a negative radius, gives invalid_input"));
    return ps;
  }
};

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> CircleCircleSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  constexpr bool f32 = std::is_same_v<T, float>;
  using In = Input<T>;
  using D = gen::Draw<T>;
  const auto from = [](const std::vector<T>& v) { return collide_check::from_values<CircleCircleSpec, T>(std::span<const T>(v)); };
  const auto size = [](D& d, std::int64_t limit) { return T(d.integer(0, limit)); };
  // Centers (a, b) apart with a^2 + b^2 = c^2 (a Pythagorean triple, legs in
  // either order and sign), radii summing (external) or differing (internal)
  // to c, all scaled by 2^e and translated by a small integer: tangency exact in T.
  const auto tangent = [](D& d, bool internal, int e_lo, int e_hi) {
    const gen::PythagoreanTriple t = d.triple(12);
    const std::int64_t split = d.integer(0, 999);
    const int signs = d.index(8);
    const Vec2<T> o = d.small_point(64);
    const T f = std::ldexp(T(1), d.exponent(e_lo, e_hi));
    const bool swap = d.bit();
    std::int64_t a = t.a, b = t.b;
    if (signs & 4) std::swap(a, b);
    const T dx = T((signs & 1) ? -a : a), dy = T((signs & 2) ? -b : b);
    const std::int64_t j = split % (t.c + 1);
    const T r1 = internal ? T(t.c + j) : T(j), r2 = internal ? T(j) : T(t.c - j);
    In in{{{f * o.x, f * o.y}, f * r1}, {{f * (o.x + dx), f * (o.y + dy)}, f * r2}};
    if (swap) std::swap(in.A, in.B);
    return in;
  };
  constexpr int e_lo = f32 ? -100 : -900;
  constexpr int e_hi = f32 ? 100 : 900;
  constexpr int e_round = f32 ? 30 : 60;
  constexpr std::int64_t odd_top = std::int64_t{1} << (digits - 11);  // c + |offset| < 2^11
  return {
      {"small_int_grid", 2,
       [size](D& d) {
         const Vec2<T> a = d.small_point(8);
         const T ar = size(d, 6);
         const Vec2<T> b = d.small_point(8);
         const T br = size(d, 6);
         return In{{a, ar}, {b, br}};
       }},

      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         const Vec2<T> a = d.full_point(k);
         const T ar = std::fabs(d.full_precision(k));
         const Vec2<T> b = d.full_point(k);
         const T br = std::fabs(d.full_precision(k));
         return In{{a, ar}, {b, br}};
       }},

      {"tangent_external", 2, [tangent](D& d) { return tangent(d, false, -40, 40); }},
      {"tangent_internal", 2, [tangent](D& d) { return tangent(d, true, -40, 40); }},

      // Exact external tangency whose squares round in T: the Pythagorean
      // configuration above times an odd m of full width (c m < 2^digits, so
      // every coordinate and radius is exact), scaled by 2^e. R - D is exactly
      // 0 while R and D each round, and their exact sums carry error terms: a
      // filter or a stage that trusts a rounded sign here answers overlapping
      // or none.
      {"full_precision_tangent", 2,
       [](D& d) {
         const gen::PythagoreanTriple t = d.triple(12);
         const std::int64_t split = d.integer(0, 999);
         const int signs = d.index(8);
         const std::int64_t ox = d.integer(-64, 64), oy = d.integer(-64, 64);
         const std::int64_t m = 2 * d.integer(odd_top / 4, odd_top / 2 - 1) + 1;
         const int e = d.exponent(-40, 40);
         std::int64_t a = t.a, b = t.b;
         if (signs & 4) std::swap(a, b);
         if (signs & 1) a = -a;
         if (signs & 2) b = -b;
         const std::int64_t j = split % (t.c + 1);
         const auto at = [m, e](std::int64_t v) { return std::ldexp(static_cast<T>(v * m), e); };
         return In{{{at(ox), at(oy)}, at(j)}, {{at(ox + a), at(oy + b)}, at(t.c - j)}};
       }},

      // Exact external tangency whose differences and radius sum do not fit in
      // T: with a, b, c a Pythagorean triple and m odd with a m above
      // 2^digits, circle A has the leading digits of (a m, b m) and c m as
      // center and radius, circle B their remainders, negated for the center:
      // A - B = (a m, b m) and r_A + r_B = c m exactly, though neither is a T.
      // A kernel's exact sum (two_sum) then carries low parts, and a stage's
      // rounded cross terms make R - D rounding noise around an exact 0.
      {"split_tangent", 2,
       [](D& d) {
         const gen::PythagoreanTriple t = d.triple(12);
         const bool swap = d.bit();
         const int signs = d.index(8);
         const std::int64_t m = 2 * d.integer(std::int64_t{1} << (digits - 3), (std::int64_t{1} << (digits - 2)) - 1) + 1;
         const int e = d.exponent(-40, 40);
         const auto leading = [](std::int64_t v) {  // v >= 0 cut to its first `digits` bits
           const int extra = std::max(0, static_cast<int>(std::bit_width(static_cast<std::uint64_t>(v))) - digits);
           return v >> extra << extra;
         };
         const auto parts = [&](std::int64_t v, bool negative) {  // (leading digits, remainder) of v m, signed
           const std::int64_t hi = leading(v * m), lo = v * m - hi;
           return std::pair{std::ldexp(gen::signed_value<T>(hi, negative), e),
                            std::ldexp(gen::signed_value<T>(lo, negative), e)};
         };
         std::int64_t a = t.a, b = t.b;
         if (signs & 4) std::swap(a, b);
         const auto [xa, xb] = parts(a, signs & 1);
         const auto [ya, yb] = parts(b, signs & 2);
         const auto [ra, rb] = parts(t.c, false);
         In in{{{xa, ya}, ra}, {{-xb, -yb}, rb}};
         if (swap) std::swap(in.A, in.B);
         return in;
       }},

      // External tangency at any scale, then one radius moved k ulps.
      {"near_tangent", 3,
       [tangent](D& d) {
         In in = tangent(d, false, e_lo, e_hi);
         const int k = static_cast<int>(d.small_signed(3));
         const bool which = d.bit();
         T& rad = which ? in.A.r : in.B.r;
         if (rad > 0) rad = gen::ulps_away(rad, k);
         return in;
       }},

      // Tangency rounded in T: full-precision centers, the first radius a share
      // of the distance d = sqrt(dx^2 + dy^2) (in double), the second d - r1
      // rounded to T and moved up to 3 ulps, all scaled by 2^e. R - D is then
      // rounding noise of the size a filter's error bound has to cover: the
      // Pythagorean regimes above are exact in T and never round.
      {"rounded_tangent", 2,
       [](D& d) {
         const Vec2<T> a = d.full_point(digits), b = d.full_point(digits);
         const T share = d.full_precision(digits);
         const int k = static_cast<int>(d.small_signed(3));
         const T f = std::ldexp(T(1), d.exponent(-e_round, e_round));
         // The distance in double: for float centers the differences are exact
         // and the distance is within an ulp of the true one, so r2 starts at
         // the float nearest tangency (in float, its own rounding would put
         // every case several ulps off).
         const double dx = static_cast<double>(a.x) - static_cast<double>(b.x);
         const double dy = static_cast<double>(a.y) - static_cast<double>(b.y);
         const double dist = std::sqrt(dx * dx + dy * dy);
         const T r1 = std::fabs(share) * static_cast<T>(dist);
         const T r2 = std::max(T(0), gen::ulps_away(static_cast<T>(dist - static_cast<double>(r1)), k));
         return In{{f * a, f * r1}, {f * b, f * r2}};
       }},

      {"concentric", 1,
       [size](D& d) {
         const Vec2<T> c = d.small_point(16);
         const T r1 = size(d, 8), r2 = size(d, 8);
         return In{{c, r1}, {c, r2}};
       }},

      // A zero-radius circle (a point) on, inside or outside the other circle.
      {"zero_radius", 1,
       [tangent](D& d) {
         In in = tangent(d, false, -4, 4);
         const int where = d.index(3);
         const bool both = d.bit();
         // in is externally tangent with radii (r1, r2): move all radius to one circle.
         const T total = in.A.r + in.B.r;
         in.A.r = both ? T(0) : total + T(where - 1);
         in.B.r = 0;
         if (in.A.r < 0) in.A.r = 0;
         return in;
       }},

      {"scale_sweep", 2,
       [from](D& d) {
         std::vector<T> v = d.scale_swept(6, 16);
         for (int i : {2, 5}) v[i] = std::fabs(v[i]);
         return from(v);
       }},

      {"special_values", 1, [from](D& d) { return from(d.special_values(6, 4, {2, 5})); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::circle_circle, cc::check::CircleCircleSpec)
