// point_side: the family spec (oracle, answer structure, the exact distance
// from P to the line, maps that commute with the query, answers known by
// construction), its regimes and properties. The variants are registered in
// variants.cpp, beside it.

#include "../family.h"

#include <limits>

#include "../../include/collide_check/point_side.h"
#include "../../oracle/distance.h"
#include "../../oracle/point_side.h"
#include "../exact_lines.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::point_side::Input<T>;
using oracle::Rational;

/// cross(B - A, P - A) and |B - A|^2, exactly.
struct ExactCross {
  Rational cross, length2;
};
ExactCross exact_cross(const Input<double>& in) {
  using oracle::exact;
  const Rational ex = exact(in.B.x) - exact(in.A.x), ey = exact(in.B.y) - exact(in.A.y);
  const Rational wx = exact(in.P.x) - exact(in.A.x), wy = exact(in.P.y) - exact(in.A.y);
  return {ex * wy - ey * wx, ex * ex + ey * ey};
}

/// The squared distance from P to the line through A and B (to A where A == B).
Rational squared_distance(const Input<double>& in) {
  const ExactCross c = exact_cross(in);
  if (c.length2 == 0)
    return oracle::squared_distance(oracle::exact_point(in.P.x, in.P.y), oracle::exact_point(in.A.x, in.A.y));
  return Rational(c.cross * c.cross / c.length2);
}

PointSide flipped(PointSide k) {
  return k == PointSide::left ? PointSide::right : (k == PointSide::right ? PointSide::left : k);
}

struct PointSideSpec : collide_check::point_side {
  struct Exact {
    Kind kind;
    Rational squared_distance;  ///< from P to the line
  };

  static std::vector<std::string> kind_names() { return {"right", "collinear", "left", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::collinear; }
  static constexpr Kind miss_kind = Kind::left;
  static std::string invalid_input_text() { return "a NaN or infinite coordinate"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() {
    return {"on_line", "near_line", "classroom_grid", "full_precision_on_line"};
  }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "A=(" + f(v[0]) + ", " + f(v[1]) + ") B=(" + f(v[2]) + ", " + f(v[3]) + ") P=(" + f(v[4]) + ", " + f(v[5]) +
           ")";
  }
  static std::string show(Kind k) { return kind_name<PointSideSpec>(k); }
  static std::string show(const Exact& e) {
    return kind_name<PointSideSpec>(e.kind) + " (squared distance to the line " + e.squared_distance.str() + ")";
  }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<PointSideSpec>(k)}}; }
  static nlohmann::json json(const Exact& e) {
    return {{"kind", kind_name<PointSideSpec>(e.kind)}, {"squared_distance", e.squared_distance.str()}};
  }

  static bool valid(const Input<double>& in) { return check::all_finite(values_of<PointSideSpec, double>(in)); }
  static Kind exact_kind(const Input<double>& in) { return oracle::point_side_exact(in.A, in.B, in.P); }
  static Exact exact(const Input<double>& in) { return {exact_kind(in), squared_distance(in)}; }
  static oracle::FilterStats& filter_stats() { return oracle::point_side_stats(); }

  /// The separation is the distance from P to the line (never negative): its
  /// square is rational, so its sign against any offset is exact.
  static int separation_sign(const Input<double>& in, const Rational& offset) {
    return oracle::signed_distance_minus(1, squared_distance(in), offset);
  }
  static Contact exact_contact(const Input<double>& in) {
    return exact_cross(in).cross == 0 ? Contact::touching : Contact::apart;
  }

  static std::vector<double> coordinates(const std::string&, Kind) { return {}; }
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>&, const Exact&,
                                                           const std::vector<double>&) {
    return {};
  }

  template <class T>
  static std::vector<generic::MapOf<PointSideSpec, T>> maps() {
    std::vector<generic::MapOf<PointSideSpec, T>> out;
    out.push_back({"cyclic_invariant", "(A, B, P) -> (B, P, A)",
                   [](const Input<T>& in) -> std::optional<Input<T>> {
                     return Input<T>{in.B, in.P, in.A};
                   },
                   [](const Input<T>&, Kind k) { return k; }});
    out.push_back({"cyclic_invariant", "(A, B, P) -> (P, A, B)",
                   [](const Input<T>& in) -> std::optional<Input<T>> {
                     return Input<T>{in.P, in.A, in.B};
                   },
                   [](const Input<T>&, Kind k) { return k; }});
    out.push_back({"swap_flips_side", "(A, B, P) -> (B, A, P)",
                   [](const Input<T>& in) -> std::optional<Input<T>> {
                     return Input<T>{in.B, in.A, in.P};
                   },
                   [](const Input<T>&, Kind k) { return flipped(k); }});
    for (auto& m : generic::plane_maps<PointSideSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>&in, const PlaneTransform<T>&t) {
               return Input<T>{t(in.A), t(in.B), t(in.P)};
             },
             [](Kind k, const PlaneTransform<T>&t) { return t.orientation < 0 ? flipped(k) : k; }))
      out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    using oracle::exact;
    return {
        {"a repeated point is collinear",
         "P equal to A or B, or A equal to B, is collinear",
         {"degenerate"},
         [](const Input<T>& in) -> std::optional<Kind> {
           if (!(in.P == in.A || in.P == in.B || in.A == in.B)) return std::nullopt;
           return Kind::collinear;
         }},
        {"a lattice point of the line is collinear",
         "P = A + j (B - A) / n exactly (the on_line regime's integers) is collinear, inside or beyond the ends",
         {"on_line"},
         [](const Input<T>& in) -> std::optional<Kind> {
           // The regime builds P on the line from integers; this restates it
           // by the parameter along B - A, computed in rationals.
           const Rational ex = exact(in.B.x) - exact(in.A.x), ey = exact(in.B.y) - exact(in.A.y);
           const Rational wx = exact(in.P.x) - exact(in.A.x), wy = exact(in.P.y) - exact(in.A.y);
           if (ex == 0 && ey == 0) return std::nullopt;
           const Rational t = ex != 0 ? Rational(wx / ex) : Rational(wy / ey);
           if (Rational(t * ex) == wx && Rational(t * ey) == wy) return Kind::collinear;
           return std::nullopt;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<PointSideSpec, T>> properties() {
    const std::vector<std::string> finite = {
        "small_int_grid", "generic",    "on_line",      "near_line",   "classroom_grid",
        "offset_2k",      "degenerate", "axis_aligned", "scale_sweep", "full_precision_on_line"};
    std::vector<PropertyDef<PointSideSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<PointSideSpec, T>(finite));
    for (auto& p : generic::invariance_properties<PointSideSpec, T>(
             maps<T>(),
             {{"cyclic_invariant", "rotating the roles (A, B, P) -> (B, P, A) or (P, A, B) keeps the side"},
              {"swap_flips_side", "swapping A and B turns left into right and right into left"},
              {"exact_transform_invariant",
               "90-degree rotations and power-of-two scaling keep the side; mirrors and transposition flip it"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<PointSideSpec, T>(
        "a NaN or infinite coordinate gives invalid_input"));
    return ps;
  }
};

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> PointSideSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using D = gen::Draw<T>;
  const auto from = [](const std::vector<T>& v) {
    return collide_check::from_values<PointSideSpec, T>(std::span<const T>(v));
  };
  // The roles of three points rotated (A, B, P) -> (B, P, A) `turns` times:
  // the exact side is the same, the textbook's pivot is not.
  const auto rotated = [](In in, int turns) {
    for (int k = 0; k < turns; ++k) in = In{in.B, in.P, in.A};
    return in;
  };
  // Exactly on the line: A = integers below 2^(digits - 5), a direction d of
  // small integers, B = A + n d, P = A + j d (j in [-4, 8]: before, between
  // or beyond the ends); every sum an integer below 2^digits, hence exact;
  // all scaled by 2^-k. near_line then moves P one to three ulps in x or y.
  const auto on_line = [](bool nudge) {
    return [nudge](D& d) {
      const std::int64_t big = (std::int64_t{1} << (digits - 5)) - 1;
      const Vec2<T> a = d.small_point(big);
      Vec2<T> dir = d.small_point(8);
      const T n = T(d.integer(1, 4)), j = T(d.integer(-4, 8));
      const T f = std::ldexp(T(1), -d.index(digits));
      const int ulps = static_cast<int>(d.small_signed(3));
      const bool in_y = d.bit();
      if (dir.x == 0 && dir.y == 0) dir.x = 1;
      const Vec2<T> b = a + n * dir, p = a + j * dir;
      Vec2<T> pp = f * p;
      if (nudge) {
        const int u = ulps == 0 ? 1 : ulps;
        if (in_y)
          pp.y = gen::ulps_away(pp.y, u);
        else
          pp.x = gen::ulps_away(pp.x, u);
      }
      return In{f * a, f * b, pp};
    };
  };
  return {
      {"small_int_grid", 2, [from](D& d) { return from(d.small_integers(6, 8)); }},
      {"generic", 2,
       [from](D& d) {
         const int k = d.index(digits + 20);
         return from(d.full_precisions(6, k));
       }},
      {"on_line", 3, on_line(false)},
      {"near_line", 2, on_line(true)},

      // Kettner et al. 2008, §3: P on an ulp grid around a point of the
      // diagonal, P = (c + i ulp(c), c + j ulp(c)) for |i|, |j| < 2^8, against
      // A and B on the diagonal too (their example: c = 1/2, A = (12, 12),
      // B = (24, 24)), the roles rotated: the sign of every grid point is
      // exact and simple, the textbook's a picture of noise.
      {"classroom_grid", 3,
       [rotated](D& d) {
         const T c = T(d.integer(1, 63)) / 2;
         const T a = T(d.integer(2, 40)), b = a + T(d.integer(1, 40));
         const T step = std::ldexp(T(1), std::ilogb(c) - digits + 1);
         const T i = T(d.small_signed(255)), j = T(d.small_signed(255));
         const int turns = d.index(3);
         return rotated(In{{a, a}, {b, b}, {c + i * step, c + j * step}}, turns);
       }},

      // P a point of an exact line moved by 2^-k of the coordinates'
      // magnitude in x or y (k from 1 to the significand's width and beyond):
      // the side is decided by an offset from large to below one ulp.
      {"offset_2k", 2,
       [](D& d) {
         using Line = gen::ExactLine<T>;
         const Line line = Line::draw(d);
         const int base = d.exponent(-40, 40);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d), k3 = Line::significand(d);
         const int k = 1 + d.index(digits + 10);
         const bool in_y = d.bit(), down = d.bit();
         const Vec2<T> a = line.point(k1, base), b = line.point(k2 == k1 ? k2 + 2 : k2, base);
         Vec2<T> p = line.point(k3, base);
         T& moved = in_y ? p.y : p.x;
         const T m = std::fmax(std::fabs(moved), std::ldexp(T(1), base));
         moved = moved + (down ? -1 : 1) * std::ldexp(m, -k);
         return In{a, b, p};
       }},

      // Repeated points: A == B (no line), P == A, P == B; or one ulp apart.
      {"degenerate", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         const Vec2<T> a = d.full_point(k), b = d.full_point(k), p = d.full_point(k);
         const int which = d.index(4);
         const bool ulp = d.bit();
         Vec2<T> q = which == 0 ? a : (which == 1 ? b : a);
         if (ulp) q.x = gen::ulps_away(q.x, 1);
         if (which == 0) return In{a, q, p};  // A and B equal or one ulp apart
         if (which == 1) return In{a, b, q};  // P on B
         if (which == 2) return In{a, b, q};  // P on A
         return In{a, a, p};
       }},

      // A vertical line, P on its x or one unit beside it; or transposed.
      {"axis_aligned", 2,
       [](D& d) {
         const T x = d.small_integer(16), y0 = d.small_integer(16);
         T y1 = d.small_integer(16);
         const T py = d.small_integer(20), dx = T(d.small_signed(1));
         const bool transpose = d.bit();
         const T f = std::ldexp(T(1), d.exponent(-20, 20));
         if (y0 == y1) y1 = y0 + 1;
         In in{{f * x, f * y0}, {f * x, f * y1}, {f * (x + dx), f * py}};
         if (transpose)
           for (Vec2<T>* v : {&in.A, &in.B, &in.P}) std::swap(v->x, v->y);
         return in;
       }},

      {"scale_sweep", 2, [from](D& d) { return from(d.scale_swept(6, 12)); }},

      // A, B and P full-width points of one exact line at exponents up to
      // `spread` apart (exact_lines.h), P sometimes one ulp off it, the roles
      // rotated: exactly collinear while every difference rounds.
      {"full_precision_on_line", 2,
       [rotated](D& d) {
         using Line = gen::ExactLine<T>;
         constexpr int spread = std::is_same_v<T, float> ? 60 : 50;
         constexpr int top = std::is_same_v<T, float> ? 60 : 900;
         const Line line = Line::draw(d);
         const int base = d.exponent(-top, top);
         const std::int64_t k1 = Line::significand(d), k2 = Line::significand(d), k3 = Line::significand(d);
         const int s1 = base - d.index(spread), s2 = base - d.index(spread), s3 = base - d.index(spread);
         const int nudge = d.index(5);  // 0, 1: on the line; 2..4: one ulp off in x, in y, or both
         const int turns = d.index(3);
         Vec2<T> p = line.point(k3, s3);
         if (nudge >= 2 && nudge != 3) p.x = gen::ulps_away(p.x, 1);
         if (nudge >= 3) p.y = gen::ulps_away(p.y, -1);
         return rotated(In{line.point(k1, s1), line.point(k2 == k1 && s2 == s1 ? k2 + 2 : k2, s2), p}, turns);
       }},
      {"special_values", 1, [from](D& d) { return from(d.special_values(6, 4)); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::point_side, cc::check::PointSideSpec)
