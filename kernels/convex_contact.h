#pragma once
// The answer of a narrow-phase query that reports a contact manifold
// (convex_convex: two rounded convex polygons): a ShapeContact (how the shapes
// stand, the normal, the separation; shape_contact.h) and up to two contact
// points.
//
// Conventions, on the exact values (a kernel approximates them within its
// contract):
//   - kind, normal and separation are ShapeContact's: the normal is the unit
//     direction from B toward A along which A moves least to touch B
//     (apart: from B's closest point toward A's), the separation the distance
//     when apart, 0 touching, minus the penetration depth overlapping;
//   - the manifold: count points, 0 to 2. Each point[i] lies on B's rounded
//     surface, and gap[i] is the signed gap along the normal from it to A's
//     rounded surface: point[i] + gap[i] * normal lies on A's surface
//     (negative where the shapes overlap there). No pair of surface points
//     joined along the exact normal is closer than the separation, so every
//     gap[i] >= separation;
//   - count is 0 when the kernel decides apart, and at least 1 when it decides
//     touching or overlapping (a kernel that reports points within a
//     speculative margin states the margin in its contract);
//   - which points an algorithm reports (one deepest point, or the clipped
//     ends of a face) is the kernel's: the family judges only what every
//     correct manifold satisfies;
//   - invalid_input: count 0, every value 0.

#include "shape_contact.h"
#include "vec2.h"

namespace cc {

inline constexpr int kMaxManifoldPoints = 2;

template <class T>
struct ConvexContact {
  ContactKind kind = ContactKind::invalid_input;
  Vec2<T> normal{};  ///< unit, from B toward A
  T separation{};    ///< distance when apart, minus the depth when overlapping
  int count = 0;     ///< manifold points, 0 to kMaxManifoldPoints
  Vec2<T> point[kMaxManifoldPoints]{};  ///< on B's rounded surface
  T gap[kMaxManifoldPoints]{};          ///< point + gap * normal lies on A's rounded surface
};

}  // namespace cc
