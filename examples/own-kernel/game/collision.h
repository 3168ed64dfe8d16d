#pragma once
// A game's own collision code, as games write it: float, its own vector type,
// an epsilon. Nothing here knows about collide-check.

#include <cmath>

namespace game {

struct V2 {
  float x, y;
};

struct Disk {
  V2 center;
  float radius;
};

/// The epsilon of the parametric segment test (in units of the segments'
/// parameters, t and u in [0, 1]).
constexpr float kSegmentEpsilon = 1e-6f;

/// Do segments p0-p1 and q0-q1 cross? On a hit, *at is the crossing.
/// Parallel segments (|denominator| below the epsilon) never hit.
inline bool segments_hit(V2 p0, V2 p1, V2 q0, V2 q1, V2* at) {
  const V2 r{p1.x - p0.x, p1.y - p0.y}, s{q1.x - q0.x, q1.y - q0.y};
  const float denom = r.x * s.y - r.y * s.x;
  if (std::fabs(denom) < kSegmentEpsilon) return false;
  const V2 qp{q0.x - p0.x, q0.y - p0.y};
  const float t = (qp.x * s.y - qp.y * s.x) / denom;
  const float u = (qp.x * r.y - qp.y * r.x) / denom;
  if (t < -kSegmentEpsilon || t > 1 + kSegmentEpsilon || u < -kSegmentEpsilon || u > 1 + kSegmentEpsilon)
    return false;
  *at = {p0.x + t * r.x, p0.y + t * r.y};
  return true;
}

/// Do two disks overlap or touch?
inline bool disks_overlap(const Disk& a, const Disk& b) {
  const float dx = a.center.x - b.center.x, dy = a.center.y - b.center.y;
  const float reach = a.radius + b.radius;
  return dx * dx + dy * dy <= reach * reach;
}

}  // namespace game
