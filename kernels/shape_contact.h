#pragma once
// The answer of the narrow-phase queries between a disk and a rounded shape
// (circle_capsule, circle_convex): how the shapes stand, and along which
// direction and by how much.
//
// Conventions, on the exact values:
//   - separation: the distance between the shapes when they are apart, 0 when
//     they touch, minus the penetration depth when they overlap (the length of
//     the shortest translation of A that makes them touch);
//   - kind: apart (separation > 0), touching (== 0), overlapping (< 0), decided
//     exactly by a robust variant;
//   - normal: the unit direction from B toward A along which that translation
//     moves A (apart: from B's closest point toward A's); reported for every
//     valid kind. Where it is not unique (A's centre on a vertex of B's core,
//     equally deep below two of B's edges, on a zero-area core), any of the
//     tied directions may be returned, and only its length is judged;
//   - invalid_input: any NaN or infinite value, a negative radius, or a shape
//     its family's conventions reject; normal and separation are then 0.

#include "vec2.h"

namespace cc {

enum class ContactKind : unsigned char { apart, touching, overlapping, invalid_input };

template <class T>
struct ShapeContact {
  ContactKind kind = ContactKind::invalid_input;
  Vec2<T> normal{};  ///< unit, from B toward A
  T separation{};    ///< distance when apart, minus the depth when overlapping
};

}  // namespace cc
