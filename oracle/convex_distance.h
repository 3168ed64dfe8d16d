#pragma once
// The exact oracle of convex_distance: two convex cores
// (kernels/convex_polygon.h; merged vertices, n = 1 a point, n = 2 a segment,
// n >= 3 strictly convex counterclockwise), without radii. The conventions
// are kernels/convex_distance.h's. Nothing here shares arithmetic with the
// robust kernel.
//
//   - the kind is convex_convex's with both radii 0 (oracle/convex_convex.h):
//     apart where the cores do not meet; where they meet, overlapping iff the
//     least overlap over the separating axes (the penetration depth) is
//     positive, else touching (points and parallel segments that meet touch);
//     it is filtered as convex_convex_kind is, and counted in
//     convex_convex_stats();
//   - the distance: 0 where the cores meet, else sqrt(d2), d2 the least
//     squared distance from a vertex of one core to the other (closest_pair:
//     a closest pair of two disjoint convex polygons has a vertex in it), a
//     rational: the distance is a + b sqrt(d) with a = 0, b = 1, d = d2;
//   - the closest points have no exact value to compare with (not unique on
//     parallel edges, none on overlap): near_convex_core decides exactly
//     whether a reported point lies within a bound of a core, and the
//     family's closest_points_within_contract judges any pair by it.

#include "convex_convex.h"

namespace cc::oracle {

/// The exact answer: kind and distance.
struct ConvexDistanceExact {
  ContactKind kind = ContactKind::invalid_input;
  RootNumber distance;
};

/// The exact kind, filtered. Validity (finite values, valid cores) is the caller's.
inline ContactKind convex_distance_kind(const ConvexCore& A, const ConvexCore& B) {
  return convex_convex_kind(A, 0, B, 0);
}

inline ConvexDistanceExact convex_distance_exact(const ConvexCore& A, const ConvexCore& B) {
  ConvexDistanceExact out;
  out.kind = convex_distance_kind(A, B);
  if (out.kind != ContactKind::apart) {
    out.distance = RootNumber(Rational(0));
    return out;
  }
  out.distance = RootNumber(Rational(0), Rational(1), closest_pair(A, B).d2);
  return out;
}

/// Whether the rational point p lies within `bound` (>= 0) of the core k, the
/// closed region (boundary and interior): inside or on it, or its squared
/// distance to the nearest edge (to the point, for n == 1) at most bound^2.
/// `distance`, when given, gets the distance (0 inside), rounded, for the
/// report.
inline bool near_convex_core(const ConvexCore& k, const RationalPoint& p, const Rational& bound,
                             double* distance = nullptr) {
  using namespace convex_convex_detail;
  const auto P = [&k](int i) { return exact_point(k.v[i].x, k.v[i].y); };
  bool inside = k.n >= 3;
  for (int i = 0; i < k.n && inside; ++i) {
    const RationalPoint a = P(i), b = P(next(i, k.n));
    inside = Rational((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)).sign() >= 0;
  }
  if (inside) {
    if (distance) *distance = 0;
    return true;
  }
  Rational d2;
  for (int j = 0; j < std::max(1, edge_count(k.n)); ++j) {
    Rational d = squared_distance_to_segment(p, P(j), P(next(j, k.n)));
    if (j == 0 || d < d2) d2 = std::move(d);
  }
  if (distance) *distance = static_cast<double>(boost::multiprecision::sqrt(to_real(d2)));
  return Rational(d2 - bound * bound).sign() <= 0;
}

}  // namespace cc::oracle
