#pragma once
// A disk (centre c, radius r) against a rounded convex core (its merged
// vertices v[0..n): a point, a segment, or a strictly convex counterclockwise
// polygon; radius s): the shared algorithm of robust::circle_capsule and
// robust::circle_convex. The conventions are ../shape_contact.h's.
//
// Decisions are exact for every finite input; each is the sign of a
// polynomial in the inputs, evaluated with a running error bound
// (bounded_double.h) and, where that cannot decide, as exact dyadic numbers
// (big_dyadic.h):
//   1. the core's validity (n >= 3): every turn strictly left (exact
//      orientation signs, orient2d.h) and one winding: with every turn left,
//      the edge directions pass from the lower half-plane (y < 0, or y == 0
//      and x < 0) to the upper one once per winding; the sign of a rounded
//      difference b - a is the exact one, so the halves are exact;
//   2. where c lies: strictly left of every edge (inside), or not;
//   3. inside: the nearest edge line, least g_i / |e_i| with
//      g_i = cross(e_i, c - v_i) > 0, by comparing g_i^2 |e_j|^2 with
//      g_j^2 |e_i|^2;
//      outside or on the boundary: the nearest feature, an edge whose line
//      has c on its right (or on it) with c - v_i projecting strictly inside
//      it (two dot products' signs), else the vertex whose normal cone holds
//      c (two dot products' signs);
//   4. the kind: inside, overlapping; at a vertex v, the sign of
//      |c - v|^2 - R^2; at an edge, that of cross(e, w)^2 - R^2 |e|^2
//      (R = r + s, w = c - v_i).
// Values are computed from the chosen feature in floating point: w and e are
// rounded differences, each scaled by a power of two to magnitude [1, 2) so
// that no product underflows or overflows; the bounds are derived at
// DiskCoreBounds.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <cmath>

#include "../convex_polygon.h"
#include "../error_bound.h"
#include "../shape_contact.h"
#include "../detail/big_dyadic.h"
#include "../detail/bounded_double.h"
#include "../detail/finite.h"
#include "../detail/orient2d.h"
#include "../detail/pow2_bits.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {
namespace disk_core_detail {

using namespace cc::detail;

/// The sign of the polynomial `poly` evaluates (a generic callable taking a
/// converter from double to its number type): with running error bounds
/// first, as exact dyadic numbers where those cannot decide. `exact` is set
/// when the exact path ran.
template <class Poly>
int filtered_sign(const Poly& poly, bool& exact) {
  bool ok = true;
  const int s = poly([](double x) { return BoundedDouble(x); }).sign(ok);
  if (ok) return s;
  exact = true;
  return poly([](double x) { return BigDyadic(x); }).sign();
}

/// x scaled by a power of two so that max(|x.x|, |x.y|) lies in [1, 2), and
/// the exponent k with x = scaled * 2^k. x != 0. A component more than 2^1022
/// times smaller than the other may round (absolute 2^-1075 in the new frame).
inline Vec2<double> unit_scaled(Vec2<double> x, int& k) {
  const double m = std::fmax(std::fabs(x.x), std::fabs(x.y));
  k = binary_exponent(m) - 1;  // m in [2^k, 2^(k+1)), k in [-1074, 1023]
  if (k == 1023) return {scaled_by_pow2(x.x * 0.5, -1022), scaled_by_pow2(x.y * 0.5, -1022)};
  return {scaled_by_pow2(x.x, -k), scaled_by_pow2(x.y, -k)};
}

/// x 2^k for k in [-1074, 1023], rounded once.
inline double times_pow2(double x, int k) { return k >= -1022 ? scaled_by_pow2(x, k) : std::ldexp(x, k); }

/// The outward unit normal of the edge e (counterclockwise core), e != 0.
inline Vec2<double> outward_unit_normal(Vec2<double> e) {
  int k;
  const Vec2<double> s = unit_scaled(e, k);
  const double len = std::sqrt(s.x * s.x + s.y * s.y);
  return {s.y / len, -s.x / len};
}

/// The feature of the core that decides the contact: the edge below which
/// the centre lies deepest (inside), the edge whose interior is nearest, or
/// the nearest vertex.
struct Feature {
  enum Type { inside_edge, edge, vertex } type = vertex;
  int index = 0;
  ContactKind kind = ContactKind::invalid_input;
};

/// A frame for the values: the inputs times 2^-scale (scale 0, or 4 where a
/// value exceeds 2^1019, so that no difference or sum of two overflows).
struct ValueFrame {
  Vec2<double> c;
  double R;  ///< fl(r + s)
  Vec2<double> v[kMaxPolygonVertices];
  int scale = 0;

  ValueFrame(Vec2<double> c0, double r, const Vec2<double>* v0, int n, double s, double m) {
    scale = std::fmax(m, std::fmax(r, s)) > 0x1p+1019 ? 4 : 0;
    const double f = scale ? 0x1p-4 : 1.0;
    c = {c0.x * f, c0.y * f};
    R = r * f + s * f;
    for (int i = 0; i < n; ++i) v[i] = {v0[i].x * f, v0[i].y * f};
  }
  /// The signed distance from c to edge a b's line, positive on its right
  /// (outside a counterclockwise core): -cross(e, w) / |e|.
  static double right_distance(Vec2<double> c, Vec2<double> a, Vec2<double> b) {
    const Vec2<double> w0{c.x - a.x, c.y - a.y};
    if (w0 == Vec2<double>{}) return 0.0;
    int ke, kw;
    const Vec2<double> e = unit_scaled({b.x - a.x, b.y - a.y}, ke), w = unit_scaled(w0, kw);
    return times_pow2(-(e.x * w.y - e.y * w.x) / std::sqrt(e.x * e.x + e.y * e.y), kw);
  }
};

/// The contact of the disk (c, r) with the core v[0..n) of radius s. Inputs
/// finite, radii >= 0 (the caller checks); an invalid core gives
/// invalid_input.
inline ShapeContact<double> disk_core_contact(Vec2<double> c, double r, const Vec2<double>* v, int n, double s) {
  double m = std::fmax(std::fabs(c.x), std::fabs(c.y));
  for (int i = 0; i < n; ++i) m = std::fmax(m, std::fmax(std::fabs(v[i].x), std::fabs(v[i].y)));
  const Orientation o(m);
  const auto next = [n](int i) { return i + 1 < n ? i + 1 : 0; };
  // 1 and 2: the core's validity, and whether c lies strictly left of every edge.
  bool inside = n >= 3;
  int first_right = -1;  // an edge with c on its right or on its line
  if (n >= 3) {
    int windings = 0;
    for (int i = 0; i < n; ++i) {
      const Vec2<double> a = v[i], b = v[next(i)], d = v[next(next(i))];
      if (o.sign(a, b, d) <= 0) return CC_STAGE("invalid_polygon"), ShapeContact<double>{};
      const bool up_ab = b.y > a.y || (b.y == a.y && b.x > a.x), up_bd = d.y > b.y || (d.y == b.y && d.x > b.x);
      windings += !up_ab & up_bd;
    }
    if (windings != 1) return CC_STAGE("invalid_polygon"), ShapeContact<double>{};
    for (int i = 0; i < n && inside; ++i)
      if (o.sign(v[i], v[next(i)], c) <= 0) inside = false, first_right = i;
  }
  const ValueFrame frame(c, r, v, n, s, m);
  Feature feature;
  bool exact = false;
  if (inside) {
    // 3: the nearest edge line. Approximate depths first (in the value frame);
    // the exact comparison only between edges whose approximate depths are
    // within rounding of the least.
    double depth[kMaxPolygonVertices];
    int best = 0;
    for (int i = 0; i < n; ++i) {
      depth[i] = -ValueFrame::right_distance(frame.c, frame.v[i], frame.v[next(i)]);
      if (depth[i] < depth[best]) best = i;
    }
    // Each depth is within 8 u |c - v_i| + 2^-1075 of its exact value (plus
    // 2^-1075 per coordinate the frame's scaling rounds), |c - v_i| <= 2^1.5 m.
    const double tie = std::fmax(0x1p-44 * std::ldexp(m, -frame.scale), 0x1p-1068);
    const double least = depth[best];
    for (int i = 0; i < n; ++i) {
      if (i == best || !(depth[i] <= least + tie)) continue;
      // sign(g_i^2 L_best - g_best^2 L_i): negative, edge i is nearer.
      const Vec2<double> a = v[i], b = v[next(i)], p = v[best], q = v[next(best)];
      bool unused = false;
      const int cmp = filtered_sign(
          [&](auto num) {
            const auto ex = num(b.x) - num(a.x), ey = num(b.y) - num(a.y);
            const auto fx = num(q.x) - num(p.x), fy = num(q.y) - num(p.y);
            const auto gi = ex * (num(c.y) - num(a.y)) - ey * (num(c.x) - num(a.x));
            const auto gb = fx * (num(c.y) - num(p.y)) - fy * (num(c.x) - num(p.x));
            return gi * gi * (fx * fx + fy * fy) - gb * gb * (ex * ex + ey * ey);
          },
          unused);
      CC_STAGE("nearest_edge_compared");
      if (cmp < 0) best = i;
    }
    CC_STAGE("inside");
    feature = {Feature::inside_edge, best, ContactKind::overlapping};
  } else {
    // 3: the nearest feature of the boundary.
    const auto dot_sign = [&exact](Vec2<double> p, Vec2<double> a, Vec2<double> b) {
      // sign((p - a) . (b - a))
      return filtered_sign(
          [&](auto num) {
            return (num(p.x) - num(a.x)) * (num(b.x) - num(a.x)) + (num(p.y) - num(a.y)) * (num(b.y) - num(a.y));
          },
          exact);
    };
    feature = {Feature::vertex, 0, ContactKind::invalid_input};
    if (n >= 2) {
      const int edges = n == 2 ? 1 : n;
      for (int k = 0; k < edges && feature.type == Feature::vertex; ++k) {
        const int i = n >= 3 ? (first_right + k) % n : 0;
        const Vec2<double> a = v[i], b = v[next(i)];
        if (n >= 3 && k > 0 && o.sign(a, b, c) > 0) continue;  // c strictly left: not this edge
        if (dot_sign(c, a, b) > 0 && dot_sign(c, b, a) > 0) feature = {Feature::edge, i, ContactKind::invalid_input};
      }
      if (feature.type == Feature::vertex) {
        // The vertex whose normal cone holds c: (c - v_j).(v_{j+1} - v_j) <= 0 and (c - v_j).(v_{j-1} - v_j) <= 0.
        for (int j = 0; j < n; ++j)
          if (dot_sign(c, v[j], v[next(j)]) <= 0 && (n == 2 || dot_sign(c, v[j], v[j > 0 ? j - 1 : n - 1]) <= 0)) {
            feature.index = j;
            break;
          }
      }
    }
    if (exact) CC_STAGE("feature_exact");
    // 4: the kind.
    bool decided_exactly = false;
    int sign;
    if (feature.type == Feature::edge) {
      const Vec2<double> a = v[feature.index], b = v[next(feature.index)];
      sign = filtered_sign(
          [&](auto num) {
            const auto ex = num(b.x) - num(a.x), ey = num(b.y) - num(a.y);
            const auto cr = ex * (num(c.y) - num(a.y)) - ey * (num(c.x) - num(a.x));
            const auto rr = num(r) + num(s);
            return cr * cr - rr * rr * (ex * ex + ey * ey);
          },
          decided_exactly);
      decided_exactly ? CC_STAGE("edge_exact") : CC_STAGE("edge");
    } else {
      const Vec2<double> p = v[feature.index];
      sign = filtered_sign(
          [&](auto num) {
            const auto wx = num(c.x) - num(p.x), wy = num(c.y) - num(p.y);
            const auto rr = num(r) + num(s);
            return wx * wx + wy * wy - rr * rr;
          },
          decided_exactly);
      decided_exactly ? CC_STAGE("vertex_exact") : CC_STAGE("vertex");
    }
    feature.kind = sign > 0 ? ContactKind::apart : (sign == 0 ? ContactKind::touching : ContactKind::overlapping);
  }
  // The values, from the feature, in the value frame.
  const double back = frame.scale ? 0x1p+4 : 1.0;
  if (feature.type != Feature::vertex) {
    const Vec2<double> a = frame.v[feature.index], b = frame.v[next(feature.index)];
    const Vec2<double> normal = outward_unit_normal({b.x - a.x, b.y - a.y});
    const double dist = ValueFrame::right_distance(frame.c, a, b);
    // A segment core has two sides: the normal points to c's (on the line: either).
    if (n == 2 && o.sign(v[0], v[1], c) > 0) return {feature.kind, {-normal.x, -normal.y}, (-dist - frame.R) * back};
    return {feature.kind, normal, (dist - frame.R) * back};
  }
  const Vec2<double> p = frame.v[feature.index];
  const Vec2<double> w0{frame.c.x - p.x, frame.c.y - p.y};
  if (w0 == Vec2<double>{}) {
    // c on a vertex: no unique normal; an adjacent edge's outward normal (a
    // point core: +y).
    CC_STAGE("centre_on_vertex");
    if (n == 1) return {feature.kind, {0.0, 1.0}, -frame.R * back};
    const Vec2<double> q = frame.v[next(feature.index)];
    return {feature.kind, outward_unit_normal({q.x - p.x, q.y - p.y}), -frame.R * back};
  }
  int kw;
  const Vec2<double> w = unit_scaled(w0, kw);
  const double len = std::sqrt(w.x * w.x + w.y * w.y);
  return {feature.kind, {w.x / len, w.y / len}, (times_pow2(len, kw) - frame.R) * back};
}

}  // namespace disk_core_detail
}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
