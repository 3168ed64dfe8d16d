// point_rect: the family spec (oracle, answer structure, the exact separation
// of a point from a closed rectangle, maps that commute with the query,
// answers known by construction), its regimes and properties. The variants
// are registered in variants.cpp, beside it.

#include <limits>

#include "../../include/collide_check/point_rect.h"
#include "../../oracle/point_rect.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../rect_transform.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::point_rect::Input<T>;

struct PointRectSpec : collide_check::point_rect {
  struct Exact {
    Kind kind;
    oracle::RectGaps gaps;
  };

  static std::vector<std::string> kind_names() { return {"outside", "inside", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::inside; }
  static constexpr Kind miss_kind = Kind::outside;
  static std::string invalid_input_text() { return "a NaN or infinite value, or a negative width or height"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() { return {"edge_rounding", "on_edge"}; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "P=(" + f(v[0]) + ", " + f(v[1]) + ") R=(x " + f(v[2]) + ", y " + f(v[3]) + ", w " + f(v[4]) + ", h " +
           f(v[5]) + ")";
  }
  static std::string show(Kind k) { return kind_name<PointRectSpec>(k); }
  static std::string show(const Exact& e) {
    return kind_name<PointRectSpec>(e.kind) + " (gaps x " + e.gaps.gx.str() + ", y " + e.gaps.gy.str() + ")";
  }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<PointRectSpec>(k)}}; }
  static nlohmann::json json(const Exact& e) {
    return {{"kind", kind_name<PointRectSpec>(e.kind)}, {"gap_x", e.gaps.gx.str()}, {"gap_y", e.gaps.gy.str()}};
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<PointRectSpec, double>(in)) && in.R.w >= 0 && in.R.h >= 0;
  }
  static Kind exact_kind(const Input<double>& in) {
    return oracle::point_rect_inside(in.P, in.R) ? Kind::inside : Kind::outside;
  }
  static Exact exact(const Input<double>& in) { return {exact_kind(in), oracle::point_rect_gaps(in.P, in.R)}; }
  static oracle::FilterStats& filter_stats() { return oracle::point_rect_stats(); }

  /// The separation: the distance from P to R when outside, minus the
  /// distance to the nearest edge when inside (oracle::point_rect_gaps), signed
  /// exactly by comparing squares.
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    return oracle::rect_gaps_separation_sign(oracle::point_rect_gaps(in.P, in.R), offset);
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

  /// The exact maps of the plane; a rectangle whose image is not exactly
  /// representable (its far corner is not) is not a case of the map.
  template <class T>
  static std::vector<generic::MapOf<PointRectSpec, T>> maps() {
    return generic::plane_maps<PointRectSpec, T>(
        "exact_transform_invariant",
        [](const Input<T>& in, const PlaneTransform<T>& t) -> std::optional<Input<T>> {
          const auto image = map_rect(t, in.R);
          if (!image) return std::nullopt;
          return Input<T>{t(in.P), *image};
        },
        [](Kind k, const PlaneTransform<T>&) { return k; });
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {
        {"the boundary is inside", "P exactly on an edge or a corner of R (zero sizes included) is inside",
         {"on_edge", "zero_size"},
         [](const Input<T>& in) -> std::optional<Kind> {
           using oracle::exact;
           const oracle::Rational px = exact(in.P.x), py = exact(in.P.y), x = exact(in.R.x), y = exact(in.R.y);
           const oracle::Rational far_x = x + exact(in.R.w), far_y = y + exact(in.R.h);
           const bool within = x <= px && px <= far_x && y <= py && py <= far_y;
           if (!within || !(px == x || px == far_x || py == y || py == far_y)) return std::nullopt;
           return Kind::inside;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<PointRectSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid", "generic",   "edge_rounding",
                                             "on_edge",        "zero_size", "scale_sweep"};
    std::vector<PropertyDef<PointRectSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<PointRectSpec, T>(finite));
    for (auto& p : generic::invariance_properties<PointRectSpec, T>(
             maps<T>(),
             {{"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer (where "
               "the rectangle's image is exact)"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<PointRectSpec, T>(
        "a NaN or infinite value, or a negative width or height, gives invalid_input"));
    return ps;
  }
};

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> PointRectSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using D = gen::Draw<T>;
  const auto from = [](const std::vector<T>& v) {
    return collide_check::from_values<PointRectSpec, T>(std::span<const T>(v));
  };
  const auto size = [](D& d, std::int64_t limit) { return T(d.integer(0, limit)); };
  return {
      {"small_int_grid", 2,
       [size](D& d) {
         const Vec2<T> p = d.small_point(8), corner = d.small_point(6);
         const T w = size(d, 6), h = size(d, 6);
         return In{p, {corner.x, corner.y, w, h}};
       }},

      // Full-width values at a common scale 2^-k.
      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         const Vec2<T> p = d.full_point(k), corner = d.full_point(k), size = d.full_point(k);
         return In{p, {corner.x, corner.y, std::fabs(size.x), std::fabs(size.y)}};
       }},

      // x + w inexact (w at a finer scale than x), P.x on fl(x + w) moved k ulps,
      // P.y inside; optionally transposed so that the y edge is the one tested.
      {"edge_rounding", 4,
       [size](D& d) {
         const int k = static_cast<int>(d.integer(1, digits - 1));
         const T x = d.full_precision(0), w = std::fabs(d.full_precision(k));
         const T y = d.small_integer(8), h = size(d, 8);
         const int ulps = static_cast<int>(d.small_signed(3));
         const bool transpose = d.bit();
         In in{{gen::ulps_away(x + w, ulps), y}, {x, y, w, h}};
         if (transpose) in = In{{in.P.y, in.P.x}, {in.R.y, in.R.x, in.R.h, in.R.w}};
         return in;
       }},

      // P exactly on an edge or corner of a small rectangle, or just off it by 1/8.
      {"on_edge", 2,
       [size](D& d) {
         const Vec2<T> corner = d.small_point(16);
         const T w = size(d, 16), h = size(d, 16);
         const int where_x = d.index(3), where_y = d.index(3);
         const T off = T(d.small_signed(1));
         const T xs[] = {corner.x, corner.x + w, corner.x + w / 2};
         const T ys[] = {corner.y, corner.y + h, corner.y + h / 2};
         return In{{xs[where_x] + off / 8, ys[where_y]}, {corner.x, corner.y, w, h}};
       }},

      // w == 0, h == 0 or both: a segment or a point; P on it, or near it.
      {"zero_size", 2,
       [size](D& d) {
         Vec2<T> p = d.small_point(6);
         const Vec2<T> corner = d.small_point(6);
         const T w = size(d, 6);
         const int which = d.index(3);
         const bool on = d.bit();
         const Rect<T> rect{corner.x, corner.y, which == 1 ? w : T(0), which == 2 ? w : T(0)};
         if (on) p = {rect.x + rect.w / 2, rect.y + rect.h};
         return In{p, rect};
       }},

      // A small configuration at 2^e over the whole exponent range, subnormals included.
      {"scale_sweep", 2,
       [from](D& d) {
         std::vector<T> v = d.scale_swept(6, 16);
         for (int i : {4, 5}) v[i] = std::fabs(v[i]);
         return from(v);
       }},

      // NaN, infinities, or a negative width or height.
      {"special_values", 1, [from](D& d) { return from(d.special_values(6, 4, {4, 5})); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::point_rect, cc::check::PointRectSpec)
