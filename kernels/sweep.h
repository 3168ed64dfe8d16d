#pragma once
// The result every sweep (time-of-impact) kernel returns, and its conventions.
//
// A sweep moves shape A over one frame, t in [0, 1], linearly from its start
// position (t = 0) to its end position (t = 1); B is static, or moves too when
// the family says so (then both are linear in the same t). All coordinates are
// world coordinates.
//
//   kind == miss          A and B do not touch for any t in [0, 1];
//   kind == hit           t is the first time in [0, 1] at which they touch:
//                         t == 0 when they already touch or overlap at the start;
//                         point is a contact point at time t (on both shapes'
//                         boundaries for t > 0);
//                         normal is a unit vector at the contact, pointing from
//                         B toward A (the direction in which A would be pushed
//                         out); for a start overlap the family states its choice;
//   kind == invalid_input any NaN or infinite input, a negative radius, or
//                         whatever else the family declares invalid.

#include "vec2.h"

namespace cc {

enum class SweepKind : unsigned char { miss, hit, invalid_input };

template <class T>
struct SweepResult {
  SweepKind kind = SweepKind::miss;
  T t{};            ///< first contact time in [0, 1]
  Vec2<T> point{};  ///< contact point at time t
  Vec2<T> normal{}; ///< unit, from B toward A
};

}  // namespace cc
