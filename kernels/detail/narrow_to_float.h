#pragma once
// The float variants of the robust sweeps run the double algorithm (or its
// values) and round the answer once to float. The time of impact is rounded
// toward zero, so that a float t never passes the exact t*: the other values
// are rounded to nearest.

#include "fp_environment.h"

#include <bit>
#include <cstdint>

#include "../sweep.h"

namespace cc::detail {

/// The largest float not above t, for t >= 0: t itself when representable,
/// else the float below the nearest one. A float rounded up is positive, so
/// its bit pattern less one is the next float toward zero (std::nextafter is
/// a library call on the hot path).
inline float float_not_above(double t) {
  float f = static_cast<float>(t);
  if (static_cast<double>(f) > t) f = std::bit_cast<float>(std::bit_cast<std::uint32_t>(f) - 1u);
  return f;
}

inline Vec2<float> narrow(Vec2<double> p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }

/// A double sweep's answer in float: t toward zero, point and normal to nearest.
inline SweepResult<float> narrow(const SweepResult<double>& r) {
  return {r.kind, float_not_above(r.t), narrow(r.point), narrow(r.normal)};
}

}  // namespace cc::detail
