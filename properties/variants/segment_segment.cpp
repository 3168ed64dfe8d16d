// The bundled variants of segment_segment, registered through the public API
// like any user's kernel: the seed transcriptions with their declared flaws,
// and the robust kernel with the bounds its header exports.

#include "../../include/collide_check/segment_segment.h"
#include "../../kernels/robust/segment_segment.h"
#include "../../kernels/seeds/segment_segment.h"
#include "bundled.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  using Bounds = cc::robust::SegmentSegmentBounds<T>;
  Contract c;
  c.domain.max_span_log2 = Bounds::decision_span_log2;
  c.bound("point", Bounds::point);
  c.note = "endpoint contacts and overlap ends exact";
  return c;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  // The seeds promise nothing of their own: they are held to the robust
  // contract, and what they fail is declared.
  const Contract held_to_robust = robust_contract<T>();
  const std::string overflow_at = f32 ? "2^64" : "2^512";
  const double overflow = f32 ? 0x1p63 : 0x1p511;

  register_variant<segment_segment, T>(
      {"seed000", "000_0a232b19d70a79de.txt §Line-Line intersection test revised", held_to_robust,
       {
           {"decision_agrees_with_oracle", InputClass::any(),
            "denom == 0 answers no contact for every parallel pair: zero-length segments, collinear overlaps "
            "and collinear touching"},
           {"point_within_contract", InputClass::magnitude_above(overflow),
            "the products in denom overflow from coordinates near " + overflow_at + " on: ua = inf/inf, a NaN point"},
           {"symmetric_in_segments", InputClass::any(),
            f32 ? "ua (from A) and ub (from B) carry different rounding: the two argument orders give points "
                  "further apart than the bound"
                : "overflow near 2^512 gives a NaN point in one argument order only"},
           {"endpoint_order_invariant", InputClass::any(),
            f32 ? "an endpoint contact decided on rounded ua, ub flips when an endpoint order is reversed"
                : "overflow near 2^512 gives a NaN point in one endpoint order only"},
           {"exact_transform_invariant", InputClass::any(),
            "scaling by 2^9 overflows the products: a NaN point where the unscaled query had a finite one"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN and infinities propagate: a NaN point instead of invalid_input"},
       }},
      [](const Segment<T>& a, const Segment<T>& b) { return cc::seed000::segment_segment(a, b); });

  register_variant<segment_segment, T>(
      {"seed001_slope", "001_81a389abe9bca56c.txt §Collision between line and line", held_to_robust,
       {
           {"decision_agrees_with_oracle", InputClass::any(),
            "vertical segments make the slope infinite or NaN, zero-length ones 0/0, and parallel pairs divide "
            "by m1 - m2 == 0: the contact is missed"},
           {"point_within_contract", InputClass::any(),
            "the point (x, m1 x + b1) goes through a rounded slope and intercept: errors far beyond the bound"},
           {"symmetric_in_segments", InputClass::any(),
            "y is taken from line 1's equation, so swapping the segments moves the point"},
           {"endpoint_order_invariant", InputClass::any(),
            "the intercept b = y1 - m x1 depends on which endpoint is first: a touching endpoint is missed "
            "when reversed"},
           {"exact_transform_invariant", InputClass::any(),
            "a 90-degree rotation turns a horizontal segment vertical, which the slope form cannot represent"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN and infinities fall through the range comparisons: no contact instead of invalid_input"},
       }},
      [](const Segment<T>& a, const Segment<T>& b) { return cc::seed001_slope::segment_segment(a, b); });

  register_variant<segment_segment, T>(
      {"robust",
       "exact orientation signs (Shewchuk 1997, doi:10.1007/PL00009321) behind a static filter; point from the "
       "nearer endpoint",
       robust_contract<T>(),
       {}},
      [](const Segment<T>& a, const Segment<T>& b) { return cc::robust::segment_segment(a, b); });
}

}  // namespace

void register_segment_segment() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
