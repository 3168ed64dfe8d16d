#pragma once
// Exact oracle for kernels/swept_circle_segment.h, with the robust variant's
// conventions (two-sided, touching counts, start overlap t = 0 at the nearest
// point, a zero-length segment is a point, ties: interior, P1, P2).
//
// Formulated independently of the robust kernel: candidates as numbers
// a + b sqrt(d), ordered exactly.
//   - interior: the roots of |f(t)| = r |L| (oracle/swept_circle_line.h's
//     formulation), kept when the circle is clear of the line at t = 0, the
//     smaller root lies in [0, 1] and the projection s(t) = (C(t) - P1) . L
//     there lies in [0, |L|^2] (evaluated as a RootNumber over |L|^2);
//   - endpoint E: the smaller root of |C0 - E + t D|^2 = r^2 from
//     quadratic_roots, kept in [0, 1];
// the first contact is the least candidate under compare_across.

#include <algorithm>
#include <cmath>
#include <optional>

#include "../kernels/sweep.h"
#include "cross_sign.h"
#include "distance.h"
#include "filter.h"
#include "number.h"
#include "sqrt_extension.h"
#include "swept_circle_line.h"

namespace cc::oracle {

inline FilterStats& swept_circle_segment_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// The exact first contact; feature: 0 interior, 1 P1, 2 P2 (-1 none).
struct SweptCircleSegmentExact {
  SweepKind kind = SweepKind::miss;
  bool start_overlap = false;
  int feature = -1;
  RootNumber t, px, py, nx, ny;
};

namespace swept_circle_segment_detail {

inline bool valid(const CircleLineQuery& q) {
  for (double v : {q.c0.x, q.c0.y, q.c1.x, q.c1.y, q.r, q.p1.x, q.p1.y, q.p2.x, q.p2.y})
    if (!std::isfinite(v)) return false;
  return q.r >= 0;
}

struct RPoint {
  Rational x, y;
};
inline RPoint ex(Vec2<double> p) { return {exact(p.x), exact(p.y)}; }

}  // namespace swept_circle_segment_detail

namespace swept_circle_segment_detail {

/// The exact first contact of the circle of radius r >= 0 (the query's, or
/// grown or shrunk by an offset) with the closed segment.
inline SweptCircleSegmentExact first_contact(const CircleLineQuery& q, const Rational& r) {
  SweptCircleSegmentExact out;
  const RPoint c0 = ex(q.c0), c1 = ex(q.c1), p1 = ex(q.p1), p2 = ex(q.p2);
  const Rational r2 = r * r;
  const Rational lx = p2.x - p1.x, ly = p2.y - p1.y, l2 = lx * lx + ly * ly;
  const Rational dx = c1.x - c0.x, dy = c1.y - c0.y, a = dx * dx + dy * dy;
  auto proj = [&](const RPoint& c) { return Rational((c.x - p1.x) * lx + (c.y - p1.y) * ly); };
  auto orient = [&](const RPoint& c) { return Rational(lx * (c.y - p1.y) - ly * (c.x - p1.x)); };
  const Rational k0 = orient(c0), k1 = orient(c1);
  const int side = k0.sign() < 0 ? -1 : 1;
  const RootNumber nlx = l2 == 0 ? RootNumber(Rational(0)) : RootNumber(Rational(0), Rational(-side * ly / l2), l2);
  const RootNumber nly = l2 == 0 ? RootNumber(Rational(1)) : RootNumber(Rational(0), Rational(side * lx / l2), l2);

  // Start: the nearest point of the closed segment to C0.
  {
    const Rational s0 = proj(c0);
    RPoint near = p1;
    if (l2 != 0 && s0 >= l2) near = p2;
    else if (l2 != 0 && s0 > 0) near = {p1.x + s0 / l2 * lx, p1.y + s0 / l2 * ly};
    const Rational wx = c0.x - near.x, wy = c0.y - near.y, w2 = wx * wx + wy * wy;
    if (w2 <= r2) {
      out.kind = SweepKind::hit;
      out.start_overlap = true;
      out.feature = (l2 != 0 && s0 > 0 && s0 < l2) ? 0 : (l2 != 0 && s0 >= l2 ? 2 : 1);
      out.t = RootNumber(Rational(0));
      out.px = RootNumber(near.x);
      out.py = RootNumber(near.y);
      if (w2 == 0) {
        out.nx = nlx;
        out.ny = nly;
      } else {
        out.nx = RootNumber(Rational(0), Rational(wx / w2), w2);  // w / |w|
        out.ny = RootNumber(Rational(0), Rational(wy / w2), w2);
      }
      return out;
    }
  }

  std::optional<RootNumber> best;
  auto consider = [&](const RootNumber& t, int feature) {
    if (sign(t) < 0 || compare(t, RootNumber(Rational(1))) > 0) return;
    if (best && compare_across(t, *best) >= 0) return;  // ties keep the earlier feature
    best = t;
    out.feature = feature;
  };
  // Interior.
  if (l2 != 0 && sign(RootNumber(abs(k0), Rational(-r), l2)) > 0 && k1 != k0) {
    const Rational inv = Rational(1) / (k1 - k0);
    const RootNumber tp{Rational(-k0 * inv), Rational(r * inv), l2}, tm{Rational(-k0 * inv), Rational(-r * inv), l2};
    const RootNumber t = compare(tp, tm) <= 0 ? tp : tm;
    const Rational s0 = proj(c0), ds = proj(c1) - s0;
    const RootNumber st = RootNumber(s0) + ds * t;
    if (sign(st) >= 0 && compare(st, RootNumber(l2)) <= 0) consider(t, 0);
  }
  // Endpoints.
  const RPoint ends[2] = {p1, p2};
  for (int i = 0; i < 2 && a != 0; ++i) {
    const Rational ux = c0.x - ends[i].x, uy = c0.y - ends[i].y;
    const Rational b = 2 * (dx * ux + dy * uy), c = ux * ux + uy * uy - r2;
    if (b * b - 4 * a * c < 0) continue;
    consider(quadratic_roots(a, b, c).lo, i + 1);
  }
  if (!best) return out;
  out.kind = SweepKind::hit;
  out.t = *best;
  if (out.feature == 0) {
    out.nx = nlx;
    out.ny = nly;
    out.px = RootNumber(c0.x) + dx * out.t - r * nlx;
    out.py = RootNumber(c0.y) + dy * out.t - r * nly;
  } else {
    const RPoint& e = ends[out.feature - 1];
    out.px = RootNumber(e.x);
    out.py = RootNumber(e.y);
    if (r == 0) {
      out.nx = RootNumber(Rational(0), Rational(-dx / a), a);
      out.ny = RootNumber(Rational(0), Rational(-dy / a), a);
    } else {
      out.nx = (Rational(1) / r) * (RootNumber(Rational(c0.x - e.x)) + dx * out.t);
      out.ny = (Rational(1) / r) * (RootNumber(Rational(c0.y - e.y)) + dy * out.t);
    }
  }
  return out;
}

}  // namespace swept_circle_segment_detail

inline SweptCircleSegmentExact swept_circle_segment_exact(const CircleLineQuery& q) {
  if (!swept_circle_segment_detail::valid(q)) {
    SweptCircleSegmentExact out;
    out.kind = SweepKind::invalid_input;
    return out;
  }
  return swept_circle_segment_detail::first_contact(q, exact(q.r));
}

/// The first time in [0, 1] at which the circle with its radius grown by
/// `offset` (shrunk when negative) touches the segment (the capsule of radius
/// r + offset: the interior, then the endpoints as circles), exactly; nullopt
/// when it never does or r + offset is negative. Valid input only.
inline std::optional<RootNumber> swept_circle_segment_first_contact(const CircleLineQuery& q,
                                                                    const Rational& offset) {
  const Rational R = exact(q.r) + offset;
  if (R.sign() < 0) return std::nullopt;
  const auto e = swept_circle_segment_detail::first_contact(q, R);
  if (e.kind != SweepKind::hit) return std::nullopt;
  return e.t;
}

/// The sign of (min over t in [0, 1] of dist(C(t), segment) - (r + offset)):
/// the separation of the whole sweep against an offset. The least distance
/// between the center's path C0-C1 and the segment P1-P2 is 0 when they cross
/// properly, else the least of the four endpoint-to-segment distances (either
/// segment may be a point). Valid input only.
inline int swept_circle_segment_separation_sign(const CircleLineQuery& q, const Rational& offset) {
  const Rational R = exact(q.r) + offset;
  if (R.sign() < 0) return 1;  // a distance is never negative
  const int o1 = cross_sign_exact(q.p2, q.p1, q.c0, q.p1), o2 = cross_sign_exact(q.p2, q.p1, q.c1, q.p1);
  const int o3 = cross_sign_exact(q.c1, q.c0, q.p1, q.c0), o4 = cross_sign_exact(q.c1, q.c0, q.p2, q.c0);
  if (o1 * o2 < 0 && o3 * o4 < 0) return R.sign() > 0 ? -1 : 0;
  auto pt = [](Vec2<double> p) { return exact_point(p.x, p.y); };
  const RationalPoint c0 = pt(q.c0), c1 = pt(q.c1), p1 = pt(q.p1), p2 = pt(q.p2);
  const Rational least =
      std::min(std::min(squared_distance_to_segment(c0, p1, p2), squared_distance_to_segment(c1, p1, p2)),
               std::min(squared_distance_to_segment(p1, c0, c1), squared_distance_to_segment(p2, c0, c1)));
  return sign(Rational(least - R * R));
}

/// The exact kind behind a filter. A hit happens iff the center's path, the
/// segment C0-C1, comes within r of the segment P1-P2: when the two cross
/// properly (four filtered orientation signs, oracle/cross_sign.h), or when the
/// least of the four endpoint-to-segment distances, computed in doubles, is
/// clearly apart from r.
///
/// The distances are computed in the unit frame: every input times the power
/// of two that brings M, the largest |input|, into [0.5, 1)
/// (unit_frame_factor). There no step overflows, and each distance (clamped
/// projection, then a length) is within 16 u M of the exact one, plus what
/// underflow adds: at most 2^-1075 per value moved into the subnormals by the
/// scaling, a few 2^-1074 per product, and, where the segment's squared length
/// l2 is below 2^-900 and its projection t = (w . v) / l2 loses its digits, at
/// most |v| < 2^-449 (any t in [0, 1] is a point of the segment). The filter
/// trusts only distances 64 u M away from r. In the inputs' own frame, squares
/// of lengths near 2^-538 underflow, and a segment of that length at M = 2^-500
/// put its endpoint wrongly 2^-538 away: the filter decided a miss for a
/// contact at t = 1 (regressions/cases/swept_circle_segment/746742bfc9052ecf.case).
inline SweepKind swept_circle_segment_kind(const CircleLineQuery& q) {
  if (!swept_circle_segment_detail::valid(q)) return SweepKind::invalid_input;
  FilterStats& stats = swept_circle_segment_stats();
  ++stats.decisions;
  const double m = max_magnitude({q.c0.x, q.c0.y, q.c1.x, q.c1.y, q.r, q.p1.x, q.p1.y, q.p2.x, q.p2.y});
  if (filtering() && m > 0) {
    FilterStats scratch;
    const int o1 = cross_sign(q.p2, q.p1, q.c0, q.p1, scratch), o2 = cross_sign(q.p2, q.p1, q.c1, q.p1, scratch);
    const int o3 = cross_sign(q.c1, q.c0, q.p1, q.c0, scratch), o4 = cross_sign(q.c1, q.c0, q.p2, q.c0, scratch);
    if (scratch.exact == 0 && o1 * o2 < 0 && o3 * o4 < 0) return SweepKind::hit;
    const double f = unit_frame_factor(m);
    auto unit = [f](Vec2<double> p) { return Vec2<double>{p.x * f, p.y * f}; };
    const Vec2<double> c0 = unit(q.c0), c1 = unit(q.c1), p1 = unit(q.p1), p2 = unit(q.p2);
    const double r = q.r * f;
    auto dist = [](Vec2<double> p, Vec2<double> s, Vec2<double> e) {
      const double vx = e.x - s.x, vy = e.y - s.y, wx = p.x - s.x, wy = p.y - s.y;
      const double l2 = vx * vx + vy * vy;
      double t = l2 > 0 ? (wx * vx + wy * vy) / l2 : 0.0;
      t = std::clamp(t, 0.0, 1.0);
      return std::hypot(wx - t * vx, wy - t * vy);
    };
    const double d = std::min({dist(c0, p1, p2), dist(c1, p1, p2), dist(p1, c0, c1), dist(p2, c0, c1)});
    const double tol = 64 * 0x1p-53;  // 64 u M in the unit frame, where M < 1
    if (d < r - tol) return SweepKind::hit;
    if (d > r + tol && !(o1 * o2 <= 0 && o3 * o4 <= 0)) return SweepKind::miss;
  }
  ++stats.exact;
  return swept_circle_segment_exact(q).kind;
}

}  // namespace cc::oracle
