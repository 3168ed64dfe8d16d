#pragma once
// swept_circle_circle: when do two moving circles first touch?
//
// A moves its center linearly from A.c0 (t = 0) to A.c1 (t = 1) with radius
// A.r, B likewise, both in the same t in [0, 1] (kernels/sweep.h). With
// D(t) = (A.c0 - B.c0) + t V, V = (A.c1 - A.c0) - (B.c1 - B.c0) the relative
// motion and R = A.r + B.r, the closed discs touch when |D(t)| <= R: the
// quadratic a t^2 + b t + c <= 0 with a = |V|^2, b = 2 D0.V, c = |D0|^2 - R^2.
//
// Variants (the seed transcriptions in seeds/swept_circle_circle.h,
// the robust kernel in robust/swept_circle_circle.h):
//   seed004          the article's point-in-time test called at t = 0 and t = 1
//                    (004_97211c74b06b1151.txt §Full code listing, as its
//                    §Summary suggests); tunnels by construction;
//   seed_quadratic   the textbook quadratic of 000_0a232b19d70a79de.txt
//                    §Circle-line intersection test on the relative motion;
//   robust           exact decisions from expansions, a stable root rounded down.
//
// Conventions of every variant's SweepResult (kernels/sweep.h):
//   - touching counts: the first t with |D(t)| == R is a hit, grazing included;
//   - a start overlap or touch (c <= 0) is a hit at t = 0;
//   - point: on the segment from B's center to A's center at time t, at
//     distance B.r from B's center (B(t) + B.r n);
//   - normal n: unit, from B's center toward A's, D(t*) / R at first contact.
//     When the centers coincide at t = 0 the normal is (1, 0). When both radii
//     are zero the circles are points and touch only where the centers meet;
//     the normal is then the direction D0 / |D0| in which A approached;
//   - invalid_input: any NaN or infinite value, or a negative radius (-0 is a
//     radius of zero).

#include "sweep.h"
#include "vec2.h"

namespace cc {

/// A circle whose center moves linearly from c0 (t = 0) to c1 (t = 1).
template <class T>
struct MovingCircle {
  Vec2<T> c0;
  Vec2<T> c1;
  T r{};
};

}  // namespace cc
