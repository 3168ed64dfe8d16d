// rect_rect: variants, contracts, input regimes and properties.

#include "rect_rect.h"

#include "../kernels/robust/rect_rect.h"
#include "../kernels/seeds/rect_rect.h"
#include "../oracle/rect_rect.h"
#include "common.h"
#include "expected_answer.h"
#include "family.h"
#include "format.h"
#include "rect_transform.h"

namespace cc::check {
namespace {

template <class T>
struct RectPair {
  Rect<T> A, B;
};

const char* kind_name(RectRectContact k) {
  switch (k) {
    case RectRectContact::none: return "none";
    case RectRectContact::contact: return "contact";
    case RectRectContact::invalid_input: return "invalid_input";
  }
  return "?";
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  return "A=(x " + f(v[0]) + ", y " + f(v[1]) + ", w " + f(v[2]) + ", h " + f(v[3]) + ") B=(x " + f(v[4]) +
         ", y " + f(v[5]) + ", w " + f(v[6]) + ", h " + f(v[7]) + ")";
}

struct Traits {
  static constexpr const char* name = "rect_rect";

  template <class T>
  using Input = RectPair<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    RectRectContact (*fn)(const Rect<T>&, const Rect<T>&);
  };

  static std::vector<std::string> fields() { return {"A.x", "A.y", "A.w", "A.h", "B.x", "B.y", "B.w", "B.h"}; }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.A.x, in.A.y, in.A.w, in.A.h, in.B.x, in.B.y, in.B.w, in.B.h};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{v[0], v[1], v[2], v[3]}, {v[4], v[5], v[6], v[7]}};
  }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "none (decisions only)"; }
  static oracle::FilterStats& filter_stats() { return oracle::rect_rect_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    return {{"kind", kind_name(v.fn(in.A, in.B))}};
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    if (!check::all_finite(to_values(in)) || in.A.w < 0 || in.A.h < 0 || in.B.w < 0 || in.B.h < 0)
      return {{"kind", "invalid_input"}};
    return {{"kind", oracle::rect_rect_meet(in.A, in.B) ? "contact" : "none"}};
  }
};

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  const Scalar scalar = scalar_of<T>();
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "r1.x + r1.w and r2.x + r2.w are rounded: rectangles a fraction of an ulp apart touch, or touching ones "
       "separate"},
      {"zero_size_rects_handled",
       "a rectangle of zero width or height still has rounded far edges: a segment a fraction of an ulp away "
       "touches"},
      {"special_values_give_invalid_input",
       "NaN fails every comparison and so reports contact; infinities and negative sizes compare: no "
       "invalid_input"},
  };
  return {
      {VariantInfo{name, "seed001", scalar, "001_81a389abe9bca56c.txt §Collision between two rectangles (De Morgan form)",
                   "held to the exact convention of kernels/rect_rect.h; what it fails is declared", seed_flaws},
       seed001::rect_rect<T>},
      {VariantInfo{name, "robust", scalar,
                   "far edges compared as exact sums: monotone rounding and Fast2Sum (Dekker 1971, "
                   "doi:10.1007/BF01397083)",
                   "exact for every input: contact iff the closed spans overlap on both axes on the exact values, "
                   "touching included; NaN/inf or a negative width or height -> invalid_input",
                   {}},
       robust::rect_rect<T>},
  };
}

template <class T>
std::vector<gen::Regime<RectPair<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = RectPair<T>;
  const auto from = [](const std::vector<T>& v) { return from_values<T>(v); };
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
               rc::gen::apply(
                   [from](std::vector<T> v, bool negative_size) {
                     if (negative_size && std::isfinite(v[6])) v[6] = -1 - std::fabs(v[6]);
                     return from(v);
                   },
                   gen::with_special_values<T>(rc::gen::container<std::vector<T>>(8, small(4)), 8),
                   rc::gen::arbitrary<bool>())});
  return r;
}

template <class T>
bool valid(const RectPair<T>& in) {
  return check::all_finite(widened(Traits::to_values(in))) && in.A.w >= 0 && in.A.h >= 0 && in.B.w >= 0 &&
         in.B.h >= 0;
}

template <class T>
std::string header(const RectPair<T>& in) {
  return input_lines(widened(Traits::to_values(in)), show);
}

Rect<double> wide(const Rect<float>& r) { return {r.x, r.y, r.w, r.h}; }
Rect<double> wide(const Rect<double>& r) { return r; }

template <class T>
RectRectContact truth(const RectPair<T>& in) {
  return oracle::rect_rect_meet(wide(in.A), wide(in.B)) ? RectRectContact::contact : RectRectContact::none;
}

template <class T>
Verdict agree(const Traits::Variant<T>& v, const RectPair<T>& in) {
  const auto r = v.fn(in.A, in.B);
  const auto want = truth(in);
  if (r == want) return Verdict::pass();
  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  oracle:  " + kind_name(want));
}

/// The closed rectangles meet but their interiors do not (exactly).
template <class T>
bool touching_only(const RectPair<T>& in) {
  if (truth(in) != RectRectContact::contact) return false;
  using oracle::exact;
  const auto overlap = [](const oracle::Rational& lo1, const oracle::Rational& hi1, const oracle::Rational& lo2,
                          const oracle::Rational& hi2) { return lo2 < hi1 && lo1 < hi2; };
  const auto ax = exact(in.A.x), ay = exact(in.A.y), bx = exact(in.B.x), by = exact(in.B.y);
  const bool interiors = overlap(ax, ax + exact(in.A.w), bx, bx + exact(in.B.w)) &&
                         overlap(ay, ay + exact(in.A.h), by, by + exact(in.B.h));
  return !interiors;
}

template <class T>
std::vector<PropertyDef<RectPair<T>, Traits::Variant<T>>> Traits::properties() {
  using In = RectPair<T>;
  using V = Traits::Variant<T>;
  const std::vector<std::string> finite = {"small_int_grid", "generic",   "edge_rounding", "touching",
                                           "contained",      "zero_size", "scale_sweep"};
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle", "contact or none equals the exact oracle's", finite}, valid<T>,
                agree<T>});

  ps.push_back({{"symmetric_in_rects", "swapping A and B gives the same answer", finite}, valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B), s = v.fn(in.B, in.A);
                  if (r == s) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(A, B): " + kind_name(r) + "\n  f(B, A): " + kind_name(s));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer "
                 "(where both rectangles' images are exact)",
                 finite},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(widened(to_values(in)), t.scale_exponent)) continue;
                    const auto a = map_rect(t, in.A), b = map_rect(t, in.B);
                    if (!a || !b) continue;
                    const auto s = v.fn(*a, *b);
                    if (r != s)
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  as given: " + kind_name(r) +
                                           "\n  mapped:   " + kind_name(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"touching_counts_as_contact",
                 "rectangles that share only boundary (an edge piece or a corner) are in contact", {"touching"}},
                [](const In& in) { return valid(in) && touching_only(in); },
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.A, in.B);
                  if (r == RectRectContact::contact) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  expected: contact (touching)");
                }});

  ps.push_back({{"zero_size_rects_handled",
                 "rectangles of zero width or height (segments and points) give the exact answer", {"zero_size"}},
                [](const In& in) { return valid(in) && (in.A.w == 0 || in.A.h == 0 || in.B.w == 0 || in.B.h == 0); },
                agree<T>});

  ps.push_back(answer_property<In, V, RectRectContact>(
      {"special_values_give_invalid_input",
       "a NaN or infinite value, or a negative width or height, gives invalid_input", {"special_values"}},
      [](const In& in) { return !valid(in); }, [](const V& v, const In& in) { return v.fn(in.A, in.B); },
      [](const RectRectContact& k) { return k == RectRectContact::invalid_input; }, "invalid_input",
      [](const RectRectContact& k) { return std::string(kind_name(k)); }, header<T>));
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_rect_rect_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
