// The bundled variants of segment_segment, registered through the public API
// like any user's kernel: the seed transcriptions with their declared flaws,
// and the robust kernel with the bounds its header exports.

#include "../../include/collide_check/segment_segment.h"
#include "../../kernels/robust/segment_segment.h"
#include "../../kernels/seeds/segment_segment.h"
#include "../../oracle/segment_segment.h"
#include "../variants/bundled.h"
#include "../variants/rounding_probe.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  using Bounds = cc::robust::SegmentSegmentBounds<T>;
  Contract c;
  c.bound("point", Bounds::point).exact_where_input_point("point");
  return c;
}

/// The robust kernel's bound without its exactness at input points: what the
/// seeds are measured against (they compute every point by a formula).
template <class T>
Contract robust_bound_only() {
  Contract c = robust_contract<T>();
  c.exact_at_input_points.clear();
  return c;
}

// The classes of inputs the seeds fail on, each a mechanism of theirs.

/// cross(A.b - A.a, B.b - B.a) == 0 exactly: parallel, collinear or of zero length.
InputClass parallel() {
  return when<segment_segment>("parallel segments (collinear or of zero length included)", [](const auto& in) {
    const cc::oracle::Rational dax = cc::oracle::exact(in.A.b.x) - cc::oracle::exact(in.A.a.x);
    const cc::oracle::Rational day = cc::oracle::exact(in.A.b.y) - cc::oracle::exact(in.A.a.y);
    const cc::oracle::Rational dbx = cc::oracle::exact(in.B.b.x) - cc::oracle::exact(in.B.a.x);
    const cc::oracle::Rational dby = cc::oracle::exact(in.B.b.y) - cc::oracle::exact(in.B.a.y);
    return dax * dby == day * dbx;
  });
}

/// Where seed000's rounding can move its decision, however far the segments
/// are from touching: ua = Na / D or ub = Nb / D within twice a first-order
/// bound on its rounding of 0 or 1, or D within its own rounding of 0.
/// D = cross(dA, dB), Na = cross(dB, A.a - B.a), Nb = cross(dA, A.a - B.a)
/// (dA = A.b - A.a, dB = B.b - B.a); each is a difference of two products
/// of rounded differences, off by at most 4u times the sum of its terms'
/// magnitudes |X| (plus eta, the smallest subnormal), and a quotient N / D
/// by at most (err(N) + |N / D| err(D)) / (|D| - err(D)) + u |N / D|.
/// Nearly parallel segments make |D| small beside its terms: the error of
/// ua and ub then reaches far beyond a small multiple of u M.
template <class T>
InputClass parameters_within_rounding_of_an_end() {
  const std::string u = std::is_same_v<T, float> ? "2^-24" : "2^-53";
  return when<segment_segment>(
      "ua or ub within twice its rounding error of 0 or 1, or denom within its own: err(N / D) = (err(N) + |N / D| "
      "err(D)) / (|D| - err(D)) + u |N / D|, err(X) = 4u |X's terms| + eta (u = " +
          u + ")",
      [](const auto& in) {
        using cc::oracle::abs;
        using cc::oracle::exact;
        using cc::oracle::Rational;
        const Rational unit = exact(std::ldexp(1.0, -std::numeric_limits<T>::digits));
        const Rational eta = exact(static_cast<double>(std::numeric_limits<T>::denorm_min()));
        const Rational dax = exact(in.A.b.x) - exact(in.A.a.x), day = exact(in.A.b.y) - exact(in.A.a.y);
        const Rational dbx = exact(in.B.b.x) - exact(in.B.a.x), dby = exact(in.B.b.y) - exact(in.B.a.y);
        const Rational ex = exact(in.A.a.x) - exact(in.B.a.x), ey = exact(in.A.a.y) - exact(in.B.a.y);
        const auto error = [&](const Rational& p, const Rational& q) {
          return Rational(4 * unit * (abs(p) + abs(q)) + eta);
        };
        const Rational d = dby * dax - dbx * day, d_error = error(dby * dax, dbx * day);
        if (abs(d) <= d_error) return true;
        const auto near_an_end = [&](const Rational& p, const Rational& q) {
          const Rational n = p - q, ratio = n / d;
          const Rational err = (error(p, q) + abs(ratio) * d_error) / (abs(d) - d_error) + unit * abs(ratio);
          return abs(ratio) <= 2 * err || abs(ratio - 1) <= 2 * err;
        };
        return near_an_end(dbx * ey, dby * ex) || near_an_end(dax * ey, day * ex);
      });
}

/// A segment with a.x == b.x: the slope form's m is infinite or NaN.
InputClass vertical() {
  return when<segment_segment>("a vertical segment (zero length included)",
                               [](const auto& in) { return in.A.a.x == in.A.b.x || in.B.a.x == in.B.b.x; });
}

/// A vertical or horizontal segment: a 90-degree rotation turns one into the other.
InputClass axis_aligned() {
  return when<segment_segment>("a vertical or horizontal segment", [](const auto& in) {
    return in.A.a.x == in.A.b.x || in.B.a.x == in.B.b.x || in.A.a.y == in.A.b.y || in.B.a.y == in.B.b.y;
  });
}

/// The seeds' own arithmetic rounds on the input (rounding_probe.h).
template <class T, class Seed>
InputClass seed_rounds(const char* text, Seed seed) {
  return arithmetic_rounds<segment_segment, T>(text, [seed](const auto& in) { seed(in.A, in.B); });
}

/// ... or on the input with a segment reversed, or the segments swapped.
template <class T, class Seed>
InputClass seed_rounds_reordered(const char* text, Seed seed) {
  return arithmetic_rounds_on_images<segment_segment, T>(
      text, [seed](const auto& in) { seed(in.A, in.B); },
      [](const auto& in) {
        using In = std::remove_cvref_t<decltype(in)>;
        return std::vector<In>{{in.B, in.A}, {{in.A.b, in.A.a}, in.B}, {in.A, {in.B.b, in.B.a}},
                               {{in.A.b, in.A.a}, {in.B.b, in.B.a}}};
      });
}

/// ... or on its image under an exact map of the plane (90-degree rotations,
/// mirrors, transposition, scaling by 2^-7 and 2^9).
template <class T, class Seed>
InputClass seed_rounds_mapped(const char* text, Seed seed) {
  return arithmetic_rounds_on_images<segment_segment, T>(
      text, [seed](const auto& in) { seed(in.A, in.B); },
      [](const auto& in) {
        using In = std::remove_cvref_t<decltype(in)>;
        using P = std::remove_cvref_t<decltype(in.A.a)>;
        std::vector<In> out;
        for (auto m : exact_point_maps<P>()) out.push_back({{m(in.A.a), m(in.A.b)}, {m(in.B.a), m(in.B.b)}});
        return out;
      });
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  // The seeds promise nothing of their own: they are held to the robust
  // contract's bound, and what they fail is declared.
  const Contract held_to_robust = robust_bound_only<T>();
  // Products of coordinates overflow from magnitudes near the square root of
  // the largest value, and leave the normal range below the square root of
  // the smallest normal one.
  const InputClass overflow = InputClass::magnitude_above(f32 ? 0x1p63 : 0x1p511);
  const InputClass underflow = InputClass::nonzero_magnitude_below(f32 ? 0x1p-63 : 0x1p-511);
  // Where the rounding of ua and ub (or of slopes and intercepts) can move a
  // decision: an endpoint within a small multiple of u M of the other segment.
  const InputClass rounding_reach = InputClass::near_decision_boundary(f32 ? 0x1p-16 : 0x1p-45);

  const std::string big = f32 ? "2^63" : "2^511", small = f32 ? "2^-63" : "2^-511";
  const KnownFlaw out_of_range{"", overflow || underflow,
                               "products of coordinates leave the normal range: beyond " + big +
                                   " they overflow (inf / inf, a NaN), below " + small +
                                   " they underflow (a zero or subnormal denominator)"};
  const auto s000 = [](const auto& a, const auto& b) { return cc::seed000::segment_segment(a, b); };
  const auto s001 = [](const auto& a, const auto& b) { return cc::seed001_slope::segment_segment(a, b); };
  auto on = [](std::string property, KnownFlaw f) {
    f.property = std::move(property);
    return f;
  };

  const VariantSpec seed000{
      "seed000",
      "000_0a232b19d70a79de.txt §Line-Line intersection test revised",
      held_to_robust,
      {
          {"decision_agrees_with_oracle", parallel(),
           "denom == 0 answers no contact for every parallel pair: collinear overlaps, collinear touching, "
           "zero-length segments"},
          {"decision_agrees_with_oracle", rounding_reach,
           "endpoint contacts are decided on rounded ua and ub: near one, the decision flips"},
          {"decision_agrees_with_oracle", parameters_within_rounding_of_an_end<T>(),
           "ua and ub are quotients of rounded differences of products: for nearly parallel segments their error "
           "is large beside u M, and where it reaches an end of [0, 1] the decision flips"},
          on("decision_agrees_with_oracle", out_of_range),
          {"point_within_contract", seed_rounds<T>("inputs on which seed000's arithmetic rounds", s000),
           "the point A.a + ua (A.b - A.a) carries the rounding of ua, a quotient of rounded products (a NaN when "
           "they overflow), even at an endpoint contact"},
          {"symmetric_in_segments",
           seed_rounds_reordered<T>("inputs on which seed000's arithmetic rounds, in either argument order", s000),
           "ua (from A) and ub (from B) carry different rounding: the two argument orders give different points "
           "or decide an endpoint contact differently"},
          {"endpoint_order_invariant",
           seed_rounds_reordered<T>("inputs on which seed000's arithmetic rounds, in some endpoint order", s000),
           "reversing a segment changes the rounding of ua and ub: the point moves, an endpoint contact flips"},
          {"exact_transform_invariant",
           seed_rounds_mapped<T>("inputs on which seed000's arithmetic rounds, as given or under an exact map", s000),
           "a rotation or mirror changes the rounding of ua and ub, and scaling by 2^9 overflows the products"},
          {"special_values_give_invalid_input", InputClass::any(),
           "NaN and infinities propagate: a NaN point instead of invalid_input"},
      }};
  register_variant<segment_segment, T>(seed000, s000);

  register_variant<segment_segment, T>(
      {"seed001_slope", "001_81a389abe9bca56c.txt §Collision between line and line", held_to_robust,
       {
           {"decision_agrees_with_oracle", vertical(),
            "a vertical segment makes the slope infinite (or 0/0 = NaN at zero length): its contacts are missed"},
           {"decision_agrees_with_oracle", parallel(), "parallel pairs divide by m1 - m2 == 0: the contact is missed"},
           {"decision_agrees_with_oracle", seed_rounds<T>("inputs on which the slope form's arithmetic rounds", s001),
            "the x-range test uses a rounded x, slope and intercept: near an end, or where the slopes overflow, it "
            "flips"},
           {"point_within_contract", seed_rounds<T>("inputs on which the slope form's arithmetic rounds", s001),
            "the point (x, m1 x + b1) goes through the rounded slope and intercept, even at an endpoint contact"},
           {"symmetric_in_segments",
            seed_rounds_reordered<T>("inputs on which the slope form's arithmetic rounds, in either argument order",
                                     s001),
            "y is taken from line 1's rounded equation, so swapping the segments moves the point"},
           {"endpoint_order_invariant",
            seed_rounds_reordered<T>("inputs on which the slope form's arithmetic rounds, in some endpoint order",
                                     s001),
            "the intercept b = y1 - m x1 depends on which endpoint is first: the point moves or a touching endpoint "
            "is missed"},
           {"exact_transform_invariant", axis_aligned(),
            "a 90-degree rotation turns a horizontal segment vertical, which the slope form cannot represent"},
           {"exact_transform_invariant",
            seed_rounds_mapped<T>("inputs on which the slope form's arithmetic rounds, as given or under an exact map",
                                  s001),
            "a rotation or mirror changes every rounding of the slope form"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN and infinities fall through the range comparisons: no contact instead of invalid_input"},
       }},
      s001);

  register_variant<segment_segment, T>(
      collide_check::VariantSpec{"robust",
       "exact orientation signs (Shewchuk 1997, doi:10.1007/PL00009321) behind a static filter; point from the "
       "nearer endpoint",
       robust_contract<T>(),
       {}}.declare_stages(cc::robust::SegmentSegmentStages<T>::names),
      [](const Segment<T>& a, const Segment<T>& b) { return cc::robust::segment_segment(a, b); });
}

}  // namespace

void register_segment_segment() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
