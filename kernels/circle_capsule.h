#pragma once
// circle_capsule: a disk A (centre c, radius r) against a capsule B, the
// points within B.r of the segment from B.p1 to B.p2 (Chipmunk2D's segment
// shape, Box2D's edge with its skin).
//
// The answer is a ShapeContact (shape_contact.h states the conventions):
// separation = |c - q| - r - B.r with q the point of the segment nearest to c;
// normal (c - q) / |c - q|, from the capsule toward the disk. A zero-length
// segment (p1 == p2) is a disk of radius B.r; zero radii are valid (a point, a
// segment). Where c lies on the segment the normal is not unique (either side,
// or any direction at p1 == p2 == c).
//
// Variants (the textbook transcriptions in seeds/circle_capsule.h, the robust
// kernel in robust/circle_capsule.h):
//   seed002_line_then_ends  the comments of 002_8da84774eab6982e.txt §"35
//                           replies": the line test, kept when the nearest
//                           point of the line lies between the ends, else a
//                           circle test against each end;
//   robust                  the decision exact, normal and separation to a
//                           derived bound.

#include "circle.h"
#include "shape_contact.h"

namespace cc {

/// The points within `r` of the closed segment p1 p2.
template <class T>
struct Capsule {
  Vec2<T> p1, p2;
  T r;
};

}  // namespace cc
