// point_rect: variants, contracts, input regimes and properties.

#include "point_rect.h"

#include "../kernels/robust/point_rect.h"
#include "../kernels/seeds/point_rect.h"
#include "../oracle/point_rect.h"
#include "common.h"
#include "expected_answer.h"
#include "family.h"
#include "format.h"
#include "rect_transform.h"

namespace cc::check {
namespace {

template <class T>
struct PointInRect {
  Vec2<T> P;
  Rect<T> R;
};

const char* kind_name(PointRectContact k) {
  switch (k) {
    case PointRectContact::outside: return "outside";
    case PointRectContact::inside: return "inside";
    case PointRectContact::invalid_input: return "invalid_input";
  }
  return "?";
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  return "P=(" + f(v[0]) + ", " + f(v[1]) + ") R=(x " + f(v[2]) + ", y " + f(v[3]) + ", w " + f(v[4]) + ", h " +
         f(v[5]) + ")";
}

struct Traits {
  static constexpr const char* name = "point_rect";

  template <class T>
  using Input = PointInRect<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    PointRectContact (*fn)(Vec2<T>, const Rect<T>&);
  };

  static std::vector<std::string> fields() { return {"P.x", "P.y", "R.x", "R.y", "R.w", "R.h"}; }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.P.x, in.P.y, in.R.x, in.R.y, in.R.w, in.R.h};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{v[0], v[1]}, {v[2], v[3], v[4], v[5]}};
  }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "none (decisions only)"; }
  static oracle::FilterStats& filter_stats() { return oracle::point_rect_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    return {{"kind", kind_name(v.fn(in.P, in.R))}};
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    if (!check::all_finite(to_values(in)) || in.R.w < 0 || in.R.h < 0) return {{"kind", "invalid_input"}};
    return {{"kind", oracle::point_rect_inside(in.P, in.R) ? "inside" : "outside"}};
  }
};

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  const Scalar scalar = scalar_of<T>();
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "r1.x + r1.w is rounded: a point just beyond the exact right edge is inside, or one just before it outside"},
      {"zero_size_rects_handled",
       "a rectangle of zero height is still a width: its far edge r1.x + r1.w rounds the same way"},
      {"special_values_give_invalid_input",
       "NaN fails the comparisons, infinities and negative sizes compare: outside or inside instead of "
       "invalid_input"},
  };
  return {
      {VariantInfo{name, "seed001", scalar, "001_81a389abe9bca56c.txt §Collision between point and rectangle",
                   "held to the exact convention of kernels/point_rect.h; what it fails is declared", seed_flaws},
       seed001::point_rect<T>},
      {VariantInfo{name, "robust", scalar,
                   "far edges compared as exact sums: monotone rounding and Fast2Sum (Dekker 1971, "
                   "doi:10.1007/BF01397083)",
                   "exact for every input: inside iff x <= P.x <= x + w and y <= P.y <= y + h on the exact values, "
                   "boundary included; NaN/inf or w < 0 or h < 0 -> invalid_input",
                   {}},
       robust::point_rect<T>},
  };
}

template <class T>
std::vector<gen::Regime<PointInRect<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = PointInRect<T>;
  const auto from = [](const std::vector<T>& v) { return from_values<T>(v); };
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  auto size = [](std::int64_t lim) { return rc::gen::map(rc::gen::inRange<std::int64_t>(0, lim + 1), [](std::int64_t v) { return T(v); }); };
  std::vector<gen::Regime<In>> r;

  r.push_back({"small_int_grid", 2,
               rc::gen::apply([](T px, T py, T x, T y, T w, T h) { return In{{px, py}, {x, y, w, h}}; }, small(8),
                              small(8), small(6), small(6), size(6), size(6))});

  // Full-width values at a common scale 2^-k.
  r.push_back({"generic", 2, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 const auto g = gen::full_precision_scaled<T>(k);
                 return rc::gen::apply(
                     [](T px, T py, T x, T y, T w, T h) { return In{{px, py}, {x, y, std::fabs(w), std::fabs(h)}}; },
                     g, g, g, g, g, g);
               })});

  // x + w inexact (w at a finer scale than x), P.x on fl(x + w) moved k ulps, P.y
  // inside; optionally transposed so that the y edge is the one tested.
  r.push_back({"edge_rounding", 4, rc::gen::mapcat(rc::gen::inRange(1, digits), [small, size](int k) {
                 return rc::gen::apply(
                     [](T x, T w, T y, T h, std::int64_t ulps, bool transpose) {
                       w = std::fabs(w);
                       h = std::fabs(h);
                       In in{{gen::ulps_away(x + w, static_cast<int>(ulps)), y}, {x, y, w, h}};
                       if (transpose) in = In{{in.P.y, in.P.x}, {in.R.y, in.R.x, in.R.h, in.R.w}};
                       return in;
                     },
                     gen::full_precision_scaled<T>(0), gen::full_precision_scaled<T>(k), small(8), size(8),
                     gen::small_signed(3), rc::gen::arbitrary<bool>());
               })});

  // P exactly on an edge or corner of a small rectangle, or just off it by 1/8.
  r.push_back({"on_edge", 2,
               rc::gen::apply(
                   [](T x, T y, T w, T h, int where_x, int where_y, std::int64_t off) {
                     const T xs[] = {x, x + w, x + w / 2};
                     const T ys[] = {y, y + h, y + h / 2};
                     return In{{xs[where_x] + T(off) / 8, ys[where_y]}, {x, y, w, h}};
                   },
                   small(16), small(16), size(16), size(16), rc::gen::inRange(0, 3), rc::gen::inRange(0, 3),
                   gen::small_signed(1))});

  // w == 0, h == 0 or both: a segment or a point; P on it, or near it.
  r.push_back({"zero_size", 2,
               rc::gen::apply(
                   [](T px, T py, T x, T y, T w, int which, bool on) {
                     Rect<T> rect{x, y, which == 1 ? w : T(0), which == 2 ? w : T(0)};
                     if (on) {
                       px = rect.x + rect.w / 2;
                       py = rect.y + rect.h;
                     }
                     return In{{px, py}, rect};
                   },
                   small(6), small(6), small(6), small(6), size(6), rc::gen::inRange(0, 3),
                   rc::gen::arbitrary<bool>())});

  // A small configuration at 2^e over the whole exponent range, subnormals included.
  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(6, 16), [from](std::vector<T> v) {
                 for (int i : {4, 5}) v[i] = std::fabs(v[i]);
                 return from(v);
               })});

  // NaN, infinities, or a negative width or height.
  r.push_back({"special_values", 1,
               rc::gen::apply(
                   [from](std::vector<T> v, bool negative_size) {
                     if (negative_size && std::isfinite(v[4]) && std::isfinite(v[5])) v[4] = -1 - std::fabs(v[4]);
                     return from(v);
                   },
                   gen::with_special_values<T>(rc::gen::container<std::vector<T>>(6, small(4)), 6),
                   rc::gen::arbitrary<bool>())});
  return r;
}

template <class T>
bool valid(const PointInRect<T>& in) {
  return check::all_finite(widened(Traits::to_values(in))) && in.R.w >= 0 && in.R.h >= 0;
}

template <class T>
std::string header(const PointInRect<T>& in) {
  return input_lines(widened(Traits::to_values(in)), show);
}

template <class T>
PointRectContact truth(const PointInRect<T>& in) {
  const Rect<double> r{in.R.x, in.R.y, in.R.w, in.R.h};
  return oracle::point_rect_inside({in.P.x, in.P.y}, r) ? PointRectContact::inside : PointRectContact::outside;
}

template <class T>
Verdict agree(const Traits::Variant<T>& v, const PointInRect<T>& in) {
  const auto r = v.fn(in.P, in.R);
  const auto want = truth(in);
  if (r == want) return Verdict::pass();
  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  oracle:  " + kind_name(want));
}

template <class T>
std::vector<PropertyDef<PointInRect<T>, Traits::Variant<T>>> Traits::properties() {
  using In = PointInRect<T>;
  using V = Traits::Variant<T>;
  const std::vector<std::string> finite = {"small_int_grid", "generic", "edge_rounding", "on_edge",
                                           "zero_size",      "scale_sweep"};
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle", "inside or outside equals the exact oracle's", finite}, valid<T>,
                agree<T>});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer "
                 "(where the rectangle's image is exact)",
                 finite},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.R);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(widened(to_values(in)), t.scale_exponent)) continue;
                    const auto image = map_rect(t, in.R);
                    if (!image) continue;
                    const auto s = v.fn(t(in.P), *image);
                    if (r != s)
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  as given: " + kind_name(r) +
                                           "\n  mapped:   " + kind_name(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"boundary_is_inside", "a point exactly on an edge or corner is inside", {"on_edge", "zero_size"}},
                [](const In& in) {
                  if (!valid(in)) return false;
                  // On the boundary: inside the closed rectangle, on one of its four edge lines (exactly).
                  using oracle::exact;
                  const auto px = exact(in.P.x), py = exact(in.P.y), x = exact(in.R.x), y = exact(in.R.y);
                  const auto far_x = x + exact(in.R.w), far_y = y + exact(in.R.h);
                  return truth(in) == PointRectContact::inside &&
                         (px == x || px == far_x || py == y || py == far_y);
                },
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.R);
                  if (r == PointRectContact::inside) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  expected: inside (boundary)");
                }});

  ps.push_back({{"zero_size_rects_handled",
                 "a rectangle of zero width or height (a segment or a point) gives the exact answer", {"zero_size"}},
                [](const In& in) { return valid(in) && (in.R.w == 0 || in.R.h == 0); }, agree<T>});

  ps.push_back(answer_property<In, V, PointRectContact>(
      {"special_values_give_invalid_input",
       "a NaN or infinite value, or a negative width or height, gives invalid_input", {"special_values"}},
      [](const In& in) { return !valid(in); }, [](const V& v, const In& in) { return v.fn(in.P, in.R); },
      [](const PointRectContact& k) { return k == PointRectContact::invalid_input; }, "invalid_input",
      [](const PointRectContact& k) { return std::string(kind_name(k)); }, header<T>));
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_point_rect_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
