// rect_rect: the family spec (oracle, answer structure, the exact separation
// of two closed rectangles, maps that commute with the query, answers known by
// construction), its regimes and properties. The variants are registered in
// variants.cpp, beside it.

#include <limits>

#include "../../include/collide_check/rect_rect.h"
#include "../../oracle/rect_rect.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"
#include "../rect_transform.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::rect_rect::Input<T>;

struct RectRectSpec : collide_check::rect_rect {
  struct Exact {
    Kind kind;
    oracle::RectGaps gaps;
  };

  static std::vector<std::string> kind_names() { return {"none", "contact", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::contact; }
  static constexpr Kind miss_kind = Kind::none;
  static std::string invalid_input_text() { return "a NaN or infinite value, or a negative width or height"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() { return {"edge_rounding", "touching"}; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "A=(x " + f(v[0]) + ", y " + f(v[1]) + ", w " + f(v[2]) + ", h " + f(v[3]) + ") B=(x " + f(v[4]) +
           ", y " + f(v[5]) + ", w " + f(v[6]) + ", h " + f(v[7]) + ")";
  }
  static std::string show(Kind k) { return kind_name<RectRectSpec>(k); }
  static std::string show(const Exact& e) {
    return kind_name<RectRectSpec>(e.kind) + " (gaps x " + e.gaps.gx.str() + ", y " + e.gaps.gy.str() + ")";
  }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<RectRectSpec>(k)}}; }
  static nlohmann::json json(const Exact& e) {
    return {{"kind", kind_name<RectRectSpec>(e.kind)}, {"gap_x", e.gaps.gx.str()}, {"gap_y", e.gaps.gy.str()}};
  }

  static bool valid(const Input<double>& in) {
    return check::all_finite(values_of<RectRectSpec, double>(in)) && in.A.w >= 0 && in.A.h >= 0 && in.B.w >= 0 &&
           in.B.h >= 0;
  }
  static Kind exact_kind(const Input<double>& in) {
    return oracle::rect_rect_meet(in.A, in.B) ? Kind::contact : Kind::none;
  }
  static Exact exact(const Input<double>& in) { return {exact_kind(in), oracle::rect_rect_gaps(in.A, in.B)}; }
  static oracle::FilterStats& filter_stats() { return oracle::rect_rect_stats(); }

  /// The separation: the distance between the rectangles when apart, minus the
  /// smallest overlap along x or y (the penetration depth) when their
  /// interiors overlap (oracle::rect_rect_gaps), signed exactly by comparing
  /// squares.
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    return oracle::rect_gaps_separation_sign(oracle::rect_rect_gaps(in.A, in.B), offset);
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
  static std::vector<generic::MapOf<RectRectSpec, T>> maps() {
    std::vector<generic::MapOf<RectRectSpec, T>> out;
    out.push_back({"symmetric_in_rects", "A and B swapped",
                   [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.B, in.A}; },
                   [](const Input<T>&, Kind k) { return k; }});
    // A rectangle whose image is not exactly representable (its far corner is
    // not) makes the input no case of the map.
    for (auto& m : generic::plane_maps<RectRectSpec, T>(
             "exact_transform_invariant",
             [](const Input<T>& in, const PlaneTransform<T>& t) -> std::optional<Input<T>> {
               const auto a = map_rect(t, in.A), b = map_rect(t, in.B);
               if (!a || !b) return std::nullopt;
               return Input<T>{*a, *b};
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
        {"sharing only boundary is contact",
         "B's near edge exactly on A's far edge (or the reverse) along one axis, the closed spans overlapping "
         "along the other: an edge piece or a corner in common",
         {"touching", "zero_size", "small_int_grid"},
         [](const Input<T>& in) -> std::optional<Kind> {
           using oracle::exact;
           const oracle::Rational ax = exact(in.A.x), ay = exact(in.A.y), bx = exact(in.B.x), by = exact(in.B.y);
           const oracle::Rational ax1 = ax + exact(in.A.w), ay1 = ay + exact(in.A.h);
           const oracle::Rational bx1 = bx + exact(in.B.w), by1 = by + exact(in.B.h);
           const bool x_edge = bx == ax1 || ax == bx1, y_edge = by == ay1 || ay == by1;
           const bool x_spans = bx <= ax1 && ax <= bx1, y_spans = by <= ay1 && ay <= by1;
           if (!((x_edge && y_spans) || (y_edge && x_spans))) return std::nullopt;
           return Kind::contact;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<RectRectSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid", "generic",   "edge_rounding", "touching",
                                             "contained",      "zero_size", "scale_sweep"};
    std::vector<PropertyDef<RectRectSpec, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<RectRectSpec, T>(finite));
    for (auto& p : generic::invariance_properties<RectRectSpec, T>(
             maps<T>(),
             {{"symmetric_in_rects", "swapping A and B gives the same answer"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer (where "
               "both rectangles' images are exact)"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::special_values_give_invalid_input<RectRectSpec, T>(
        "a NaN or infinite value, or a negative width or height, gives invalid_input"));
    return ps;
  }
};

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> RectRectSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  using D = gen::Draw<T>;
  const auto from = [](const std::vector<T>& v) {
    return collide_check::from_values<RectRectSpec, T>(std::span<const T>(v));
  };
  // A rectangle of small integers: corner in [-limit, limit]^2, sizes in [0, limit].
  const auto rect = [](D& d, std::int64_t limit) {
    const Vec2<T> corner = d.small_point(limit);
    const T w = T(d.integer(0, limit));
    const T h = T(d.integer(0, limit));
    return Rect<T>{corner.x, corner.y, w, h};
  };
  return {
      {"small_int_grid", 2,
       [rect](D& d) {
         const Rect<T> a = rect(d, 6), b = rect(d, 6);
         return In{a, b};
       }},

      // Full-width values at a common scale 2^-k.
      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         const Vec2<T> ac = d.full_point(k), as = d.full_point(k), bc = d.full_point(k), bs = d.full_point(k);
         return In{{ac.x, ac.y, std::fabs(as.x), std::fabs(as.y)}, {bc.x, bc.y, std::fabs(bs.x), std::fabs(bs.y)}};
       }},

      // A.x + A.w inexact (w at a finer scale than x); B starts on fl(A.x + A.w)
      // moved k ulps, overlapping in y; optionally transposed, optionally swapped.
      {"edge_rounding", 4,
       [rect](D& d) {
         const int k = static_cast<int>(d.integer(1, digits - 1));
         const T x = d.full_precision(0), w = std::fabs(d.full_precision(k));
         const Rect<T> b = rect(d, 8);
         const int ulps = static_cast<int>(d.small_signed(3));
         const bool transpose = d.bit(), swap = d.bit();
         In in{{x, b.y, w, b.h}, {gen::ulps_away(x + w, ulps), b.y, b.w, b.h}};
         if (transpose)
           for (Rect<T>* q : {&in.A, &in.B}) *q = Rect<T>{q->y, q->x, q->h, q->w};
         if (swap) std::swap(in.A, in.B);
         return in;
       }},

      // B placed against a side or corner of A exactly (small integers), or one unit off.
      {"touching", 2,
       [rect](D& d) {
         const Rect<T> a = rect(d, 8);
         Rect<T> b = rect(d, 8);
         const int side = d.index(4);
         const bool corner = d.bit();
         const T gap = T(d.small_signed(1));
         if (side == 0) b.x = a.x + a.w + gap;
         if (side == 1) b.x = a.x - b.w - gap;
         if (side == 2) b.y = a.y + a.h + gap;
         if (side == 3) b.y = a.y - b.h - gap;
         if (corner) (side < 2 ? b.y : b.x) = side < 2 ? a.y + a.h : a.x + a.w;
         return In{a, b};
       }},

      // B inside A, or A inside B.
      {"contained", 1,
       [rect](D& d) {
         Rect<T> a = rect(d, 8);
         const T dx = T(d.integer(0, 1)), dy = T(d.integer(0, 1)), w = T(d.integer(0, 1)), h = T(d.integer(0, 1));
         const bool swap = d.bit();
         a.w += 4;
         a.h += 4;
         In in{a, {a.x + dx, a.y + dy, w, h}};
         if (swap) std::swap(in.A, in.B);
         return in;
       }},

      // Zero width or height in one or both rectangles: segments and points.
      {"zero_size", 2,
       [rect](D& d) {
         Rect<T> a = rect(d, 4), b = rect(d, 4);
         const int which = static_cast<int>(d.integer(1, 15));
         if (which & 1) a.w = 0;
         if (which & 2) a.h = 0;
         if (which & 4) b.w = 0;
         if (which & 8) b.h = 0;
         return In{a, b};
       }},

      // A small configuration at 2^e over the whole exponent range, subnormals included.
      {"scale_sweep", 2,
       [from](D& d) {
         std::vector<T> v = d.scale_swept(8, 16);
         for (int i : {2, 3, 6, 7}) v[i] = std::fabs(v[i]);
         return from(v);
       }},

      {"special_values", 1, [from](D& d) { return from(d.special_values(8, 4, {2, 3, 6, 7})); }},
  };
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::rect_rect, cc::check::RectRectSpec)
