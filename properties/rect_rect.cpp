// rect_rect: the family spec (oracle, answer structure, the exact separation
// of two closed rectangles, maps that commute with the query, answers known by
// construction), its regimes and properties. The variants are registered in
// properties/variants/rect_rect.cpp.

#include <limits>

#include "../include/collide_check/rect_rect.h"
#include "../oracle/rect_rect.h"
#include "family.h"
#include "generic/decisions.h"
#include "generic/invariance.h"
#include "generic/plane_maps.h"
#include "rect_transform.h"

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
  static std::vector<gen::Regime<Input<T>>> regimes();

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
std::vector<gen::Regime<Input<T>>> RectRectSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = Input<T>;
  const auto from = [](const std::vector<T>& v) {
    return collide_check::from_values<RectRectSpec, T>(std::span<const T>(v));
  };
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto size = [](std::int64_t lim) {
    return rc::gen::map(rc::gen::inRange<std::int64_t>(0, lim + 1), [](std::int64_t v) { return T(v); });
  };
  auto rect = [small, size](std::int64_t lim) {
    return rc::gen::apply([](T x, T y, T w, T h) { return Rect<T>{x, y, w, h}; }, small(lim), small(lim), size(lim),
                          size(lim));
  };
  std::vector<gen::Regime<In>> r;

  r.push_back({"small_int_grid", 2, rc::gen::apply([](Rect<T> a, Rect<T> b) { return In{a, b}; }, rect(6), rect(6))});

  // Full-width values at a common scale 2^-k.
  r.push_back({"generic", 2, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 const auto g = gen::full_precision_scaled<T>(k);
                 return rc::gen::apply(
                     [](T ax, T ay, T aw, T ah, T bx, T by, T bw, T bh) {
                       return In{{ax, ay, std::fabs(aw), std::fabs(ah)}, {bx, by, std::fabs(bw), std::fabs(bh)}};
                     },
                     g, g, g, g, g, g, g, g);
               })});

  // A.x + A.w inexact (w at a finer scale than x); B starts on fl(A.x + A.w)
  // moved k ulps, overlapping in y; optionally transposed, optionally swapped.
  r.push_back({"edge_rounding", 4, rc::gen::mapcat(rc::gen::inRange(1, digits), [rect](int k) {
                 return rc::gen::apply(
                     [](T x, T w, Rect<T> b, std::int64_t ulps, bool transpose, bool swap) {
                       w = std::fabs(w);
                       In in{{x, b.y, w, b.h}, {gen::ulps_away(x + w, static_cast<int>(ulps)), b.y, b.w, b.h}};
                       if (transpose)
                         for (Rect<T>* q : {&in.A, &in.B}) *q = Rect<T>{q->y, q->x, q->h, q->w};
                       if (swap) std::swap(in.A, in.B);
                       return in;
                     },
                     gen::full_precision_scaled<T>(0), gen::full_precision_scaled<T>(k), rect(8),
                     gen::small_signed(3), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>());
               })});

  // B placed against a side or corner of A exactly (small integers), or one unit off.
  r.push_back({"touching", 2,
               rc::gen::apply(
                   [](Rect<T> a, Rect<T> b, int side, bool corner, std::int64_t off) {
                     const T gap = T(off);
                     if (side == 0) b.x = a.x + a.w + gap;
                     if (side == 1) b.x = a.x - b.w - gap;
                     if (side == 2) b.y = a.y + a.h + gap;
                     if (side == 3) b.y = a.y - b.h - gap;
                     if (corner) (side < 2 ? b.y : b.x) = side < 2 ? a.y + a.h : a.x + a.w;
                     return In{a, b};
                   },
                   rect(8), rect(8), rc::gen::inRange(0, 4), rc::gen::arbitrary<bool>(), gen::small_signed(1))});

  // B inside A, or A inside B.
  r.push_back({"contained", 1,
               rc::gen::apply(
                   [](Rect<T> a, std::int64_t dx, std::int64_t dy, std::int64_t w, std::int64_t h, bool swap) {
                     a.w += 4;
                     a.h += 4;
                     const T bx = a.x + T(dx % 2), by = a.y + T(dy % 2);
                     In in{a, {bx, by, T(w % 2), T(h % 2)}};
                     if (swap) std::swap(in.A, in.B);
                     return in;
                   },
                   rect(8), rc::gen::inRange<std::int64_t>(0, 2), rc::gen::inRange<std::int64_t>(0, 2),
                   rc::gen::inRange<std::int64_t>(0, 2), rc::gen::inRange<std::int64_t>(0, 2),
                   rc::gen::arbitrary<bool>())});

  // Zero width or height in one or both rectangles: segments and points.
  r.push_back({"zero_size", 2,
               rc::gen::apply(
                   [](Rect<T> a, Rect<T> b, int which) {
                     if (which & 1) a.w = 0;
                     if (which & 2) a.h = 0;
                     if (which & 4) b.w = 0;
                     if (which & 8) b.h = 0;
                     return In{a, b};
                   },
                   rect(4), rect(4), rc::gen::inRange(1, 16))});

  // A small configuration at 2^e over the whole exponent range, subnormals included.
  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(8, 16), [from](std::vector<T> v) {
                 for (int i : {2, 3, 6, 7}) v[i] = std::fabs(v[i]);
                 return from(v);
               })});

  r.push_back({"special_values", 1,
               rc::gen::map(gen::with_special_values_or_negative_size<T>(
                                rc::gen::container<std::vector<T>>(8, small(4)), 8, {2, 3, 6, 7}),
                            from)});
  return r;
}

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::rect_rect, cc::check::RectRectSpec)
