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

#include <cmath>

#include "../convex_polygon.h"
#include "../detail/big_dyadic.h"
#include "../detail/bounded_double.h"
#include "../detail/finite.h"
#include "../detail/fp_environment.h"
#include "../detail/orient2d.h"
#include "../detail/pow2_bits.h"
#include "../error_bound.h"
#include "../shape_contact.h"
#include "prepared_polygon.h"
#include "stage.h"

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

// The fast stage of the three signs every call needs: each value in plain
// double with a static bound on its error (u = 2^-53, each rounding relative u,
// eta = 2^-1066 for every product or square that may round into the
// subnormals); 2 when the bound cannot prove the sign (or on an overflow,
// which leaves the value or the bound infinite or NaN). The callers fall back
// to filtered_sign.
inline constexpr double kFastU = 0x1p-53;
inline constexpr double kFastEta = 0x1p-1066;
inline constexpr double kFastMargin = 1 + 0x1p-40;  // the bound's own roundings

inline int certain_sign(double v, double bound) {
  if (std::fabs(v) > bound * kFastMargin) return v > 0 ? 1 : -1;
  return 2;  // also for NaN and infinite bounds
}

/// sign((p - a) . (b - a)): the differences, the products and the sum each
/// round once: within 4u (|t1| + |t2|) (Shewchuk's orient2d stage A bound,
/// doi:10.1007/PL00009321, holds for a sum of two such products too).
inline int fast_dot_sign(Vec2<double> p, Vec2<double> a, Vec2<double> b) {
  const double t1 = (p.x - a.x) * (b.x - a.x), t2 = (p.y - a.y) * (b.y - a.y);
  return certain_sign(t1 + t2, 4 * kFastU * (std::fabs(t1) + std::fabs(t2)) + 2 * kFastEta);
}

/// sign(|c - p|^2 - (r + s)^2): |w|^2 from rounded differences within 4.01u
/// of the exact, (r + s)^2 within 3.01u, the difference rounds once more.
inline int fast_vertex_sign(Vec2<double> c, Vec2<double> p, double r, double s) {
  const double wx = c.x - p.x, wy = c.y - p.y, R = r + s;
  const double W = wx * wx + wy * wy, RR = R * R;
  return certain_sign(W - RR, 8 * kFastU * (W + RR) + 3 * kFastEta);
}

/// sign(cross(e, w)^2 - (r + s)^2 |e|^2), e = b - a, w = c - a: the cross
/// product within ec = 4u (|t1| + |t2|) of the exact, so its square within
/// 2 |cr| ec + ec^2 (+ u cr^2 for its rounding); (r + s)^2 |e|^2 within 8.1u,
/// plus eta times the other factor for a square that underflows; the
/// difference rounds once more.
inline int fast_edge_sign(Vec2<double> c, Vec2<double> a, Vec2<double> b, double r, double s) {
  const double ex = b.x - a.x, ey = b.y - a.y, wx = c.x - a.x, wy = c.y - a.y;
  const double t1 = ex * wy, t2 = ey * wx, cr = t1 - t2;
  const double ec = 4 * kFastU * (std::fabs(t1) + std::fabs(t2)) + 2 * kFastEta;
  const double R = r + s, RR = R * R, L = ex * ex + ey * ey, RL = RR * L, cc2 = cr * cr;
  // RR and L may each lose eta to underflow, which the other factor scales.
  return certain_sign(cc2 - RL, 2 * std::fabs(cr) * ec + ec * ec + 2 * kFastU * cc2 + 10 * kFastU * RL +
                                    2 * kFastEta * (L + RR) + 4 * kFastEta);
}

/// x scaled by a power of two so that max(|x.x|, |x.y|) lies in [1, 2), and
/// the exponent k with x = scaled * 2^k. x != 0. A component more than 2^1022
/// times smaller than the other may round (absolute 2^-1075 in the new frame).
inline Vec2<double> unit_scaled(Vec2<double> x, int& k) {
  const double ax = std::fabs(x.x), ay = std::fabs(x.y);
  k = binary_exponent(ax > ay ? ax : ay) - 1;  // m in [2^k, 2^(k+1)), k in [-1074, 1023]
  if (k == 1023) return {scaled_by_pow2(x.x * 0.5, -1022), scaled_by_pow2(x.y * 0.5, -1022)};
  return {scaled_by_pow2(x.x, -k), scaled_by_pow2(x.y, -k)};
}

/// x 2^k, rounded once (an infinity where it overflows).
inline double times_pow2(double x, int k) { return k >= -1022 && k <= 1023 ? scaled_by_pow2(x, k) : std::ldexp(x, k); }

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

/// a - b, rounded, with the scale of the frame it was taken in: 1, or 16
/// where the difference of the inputs overflows (then (a / 16) - (b / 16),
/// whose halvings are exact but for components below 2^-1018, negligible
/// beside a difference beyond 2^1020). A direction needs no scale; a length
/// is the scaled one times `scale`.
inline Vec2<double> difference(Vec2<double> a, Vec2<double> b, double& scale) {
  const Vec2<double> d{a.x - b.x, a.y - b.y};
  scale = 1;
  if (std::fabs(d.x) < INFINITY && std::fabs(d.y) < INFINITY) return d;
  scale = 16;
  return {a.x * 0x1p-4 - b.x * 0x1p-4, a.y * 0x1p-4 - b.y * 0x1p-4};
}

/// Whether every nonzero coordinate of x lies in [2^-500, 2^500]: then the
/// squares and products of two such vectors neither underflow nor overflow,
/// and computing unscaled rounds as the unit_scaled frame does.
inline bool plain_range(Vec2<double> x) {
  const auto in = [](double t) {
    const double a = std::fabs(t);
    return a == 0 || (a >= 0x1p-500 && a <= 0x1p500);
  };
  return in(x.x) && in(x.y);
}

/// The normal and separation from the decided feature. Differences are taken
/// from the inputs as given (difference(): in a frame scaled by 2^-4 only
/// where they overflow), so a tiny offset that decides the direction is never
/// lost to a scaling. `other_side`: a segment core with c on the left of
/// v0 -> v1.
inline ShapeContact<double> feature_values(const Feature& f, Vec2<double> c, double r, double s, const Vec2<double>* v,
                                           int n, bool other_side) {
  const int j = f.index + 1 < n ? f.index + 1 : 0;
  // The separation x 2^k - (r + s) for a signed distance x 2^k (|x| < 4):
  // where the distance or r + s overflows, in the frame 2^-4 (exact halvings
  // but for terms below 2^-1018, negligible beside an overflow), so the result
  // is an infinity only where the exact one lies at the range's end.
  const auto separation = [r, s](double x, int k) {
    const double plain = times_pow2(x, k) - (r + s);
    if (std::fabs(plain) < INFINITY) return plain;
    return (times_pow2(x, k - 4) - (r * 0x1p-4 + s * 0x1p-4)) * 16;
  };
  const auto frame_exponent = [](double scale) { return scale == 1 ? 0 : 4; };
  if (f.type != Feature::vertex) {
    const Vec2<double> a = v[f.index], b = v[j];
    double se, sw;
    const Vec2<double> e0 = difference(b, a, se), w0 = difference(c, a, sw);
    if (plain_range(e0) && plain_range(w0) && se == 1 && sw == 1) {
      // The same operations unscaled: no square or product leaves the normal
      // range, so each rounds as its scaled image does.
      const double len = std::sqrt(e0.x * e0.x + e0.y * e0.y);
      const double dist = -(e0.x * w0.y - e0.y * w0.x) / len;
      const Vec2<double> normal{e0.y / len, -e0.x / len};
      if (other_side) return {f.kind, {-normal.x, -normal.y}, separation(-dist, 0)};
      return {f.kind, normal, separation(dist, 0)};
    }
    const Vec2<double> normal = outward_unit_normal(e0);
    double dist = 0;  // -cross(e, w) / |e| = dist 2^kw, |dist| < 4
    int kw = 0;
    if (!(w0 == Vec2<double>{})) {
      int ke;
      const Vec2<double> e = unit_scaled(e0, ke), w = unit_scaled(w0, kw);
      dist = -(e.x * w.y - e.y * w.x) / std::sqrt(e.x * e.x + e.y * e.y);
      kw += frame_exponent(sw);
    }
    // A segment core has two sides: the normal points to c's (on the line: either).
    if (other_side) return {f.kind, {-normal.x, -normal.y}, separation(-dist, kw)};
    return {f.kind, normal, separation(dist, kw)};
  }
  const Vec2<double> p = v[f.index];
  double sw;
  const Vec2<double> w0 = difference(c, p, sw);
  if (w0 == Vec2<double>{}) {
    // c on a vertex: no unique normal; an adjacent edge's outward normal (a
    // point core: +y).
    CC_STAGE("centre_on_vertex");
    if (n == 1) return {f.kind, {0.0, 1.0}, separation(0.0, 0)};
    double se;
    return {f.kind, outward_unit_normal(difference(v[j], p, se)), separation(0.0, 0)};
  }
  if (plain_range(w0) && sw == 1) {
    const double len = std::sqrt(w0.x * w0.x + w0.y * w0.y);
    return {f.kind, {w0.x / len, w0.y / len}, separation(len, 0)};
  }
  int kw;
  const Vec2<double> w = unit_scaled(w0, kw);
  const double len = std::sqrt(w.x * w.x + w.y * w.y);
  return {f.kind, {w.x / len, w.y / len}, separation(len, kw + frame_exponent(sw))};
}

/// sign(g_i^2 L_j - g_j^2 L_i) for edges i and j of the core against c (g the
/// cross product cross(e, c - v), L = |e|^2), fast: each g within
/// 4u (|t1| + |t2|) =: e_g, so g^2 within 2|g| e_g + e_g^2 + u g^2, L within
/// 4.01u, each product within their sum plus u; 2 when that cannot decide.
inline int fast_depth_order(Vec2<double> c, Vec2<double> a, Vec2<double> b, Vec2<double> p, Vec2<double> q) {
  const auto term = [c](Vec2<double> x, Vec2<double> y, double& g2, double& g2err, double& L) {
    const double ex = y.x - x.x, ey = y.y - x.y;
    const double t1 = ex * (c.y - x.y), t2 = ey * (c.x - x.x), g = t1 - t2;
    const double eg = 4 * kFastU * (std::fabs(t1) + std::fabs(t2)) + 2 * kFastEta;
    g2 = g * g;
    g2err = 2 * std::fabs(g) * eg + eg * eg + kFastU * g2 + kFastEta;
    L = ex * ex + ey * ey;
  };
  double gi2, gi2e, Li, gj2, gj2e, Lj;
  term(a, b, gi2, gi2e, Li);
  term(p, q, gj2, gj2e, Lj);
  const double X = gi2 * Lj, Y = gj2 * Li;
  const double bound = gi2e * Lj + gj2e * Li + 7 * kFastU * (X + Y) + 4 * kFastEta;
  return certain_sign(X - Y, bound);
}

/// 4: the kind of the contact with a boundary feature (an edge whose
/// interior is nearest, or the nearest vertex): the sign of
/// cross(e, w)^2 - R^2 |e|^2 or of |w|^2 - R^2 (R = r + s), by the fast filter,
/// exactly where it cannot decide.
inline ContactKind boundary_kind(const Feature& feature, Vec2<double> c, double r, double s, const Vec2<double>* v,
                                 int n) {
  const int j = feature.index + 1 < n ? feature.index + 1 : 0;
  bool decided_exactly = false;
  int sign;
  if (feature.type == Feature::edge) {
    const Vec2<double> a = v[feature.index], b = v[j];
    sign = fast_edge_sign(c, a, b, r, s);
    if (sign == 2)
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
    sign = fast_vertex_sign(c, p, r, s);
    if (sign == 2)
      sign = filtered_sign(
          [&](auto num) {
            const auto wx = num(c.x) - num(p.x), wy = num(c.y) - num(p.y);
            const auto rr = num(r) + num(s);
            return wx * wx + wy * wy - rr * rr;
          },
          decided_exactly);
    decided_exactly ? CC_STAGE("vertex_exact") : CC_STAGE("vertex");
  }
  return sign > 0 ? ContactKind::apart : (sign == 0 ? ContactKind::touching : ContactKind::overlapping);
}

/// The fast stage of steps 2 to 4 for a polygon core (n >= 3) prepared with
/// the inverse lengths of its edges e_i = fl(v_{i+1} - v_i) (prepare_polygon):
/// one pass of outward separations s_i = -cross(e_i, c - v_i) / |e_i|, all
/// within one bound B of the exact ones, then
///   - inside: the largest s_i < -B, and beyond the second largest by 2B:
///     its edge is the unique nearest edge line (overlapping);
///   - outside: the largest s_i > B (c strictly outside that edge's line), and
///     fast dot-product signs put c in its slab (then its interior is
///     nearest: the core lies behind its line) or in the normal cone of one of
///     its ends (then that vertex is nearest); the kind of an edge from
///     s_i - (r + s) where that exceeds B and the rounding of r + s, else by
///     boundary_kind.
/// False where a bound cannot decide: the caller runs steps 2 to 4 in full.
/// The feature and kind are the unique ones those steps find too.
///
/// The bound: the rounded cross product is within e_g = 4u (|t1| + |t2|) +
/// 2 eta of the exact one (fast_edge_sign's), and |t1| + |t2| <= sqrt(2) |e| W
/// with W >= every |coordinate| of c - v_i (|c| + the core's magnitude, and
/// u more); 1 / |e| is within 5u (prepare_polygon keeps it only where |e|^2
/// is far from the ends of the range), so |s - S| <= e_g / |e| (1 + 6u) +
/// 6.1u |s| + 2 eta <= (4 sqrt 2 (1 + 8u) + 6.1 sqrt 2 (1 + u)) u W +
/// 2 eta / |e| + 2 eta < 16 u W + 3 eta max(1 / |e|) + 2 eta; the comparisons
/// take kFastMargin for their own roundings.
inline bool fast_polygon_feature(Vec2<double> c, double r, double s, const Vec2<double>* v,
                                 const double* inverse_length, double largest_inverse_length, int n, double magnitude,
                                 Feature& feature) {
  const double ax = std::fabs(c.x), ay = std::fabs(c.y);
  const double W = (ax > ay ? ax : ay) + magnitude;
  // Products |e| |w| <= 2 M W and separations <= sqrt 2 W stay finite (no
  // NaN from inf - inf can hide an edge).
  if (!(W < 0x1p500 && magnitude < 0x1p500)) return false;
  const double B = (16 * kFastU * W + 3 * kFastEta * largest_inverse_length + 2 * kFastEta) * kFastMargin;
  double sep[kMaxPolygonVertices];
  double best = -INFINITY;
  int at = 0;
  for (int i = 0; i < n; ++i) {
    const Vec2<double> b = v[i + 1 < n ? i + 1 : 0];
    const double ex = b.x - v[i].x, ey = b.y - v[i].y;
    const double si = ((c.x - v[i].x) * ey - (c.y - v[i].y) * ex) * inverse_length[i];
    sep[i] = si;
    const bool larger = si > best;  // selects, not branches: the order is data
    at = larger ? i : at;
    best = larger ? si : best;
  }
  const auto next = [n](int i) { return i + 1 < n ? i + 1 : 0; };
  const auto prev = [n](int i) { return i > 0 ? i - 1 : n - 1; };
  if (best > B) {
    const int j = next(at);
    const int u1 = fast_dot_sign(c, v[at], v[j]), u2 = fast_dot_sign(c, v[j], v[at]);
    if (u1 == 2 || u2 == 2) return false;
    if (u1 > 0 && u2 > 0) {
      feature = {Feature::edge, at, ContactKind::invalid_input};
      const double R = r + s, gap = best - R, reach = (B + kFastU * R) * kFastMargin;
      if (gap > reach) return feature.kind = ContactKind::apart, CC_STAGE("edge"), true;
      if (gap < -reach) return feature.kind = ContactKind::overlapping, CC_STAGE("edge"), true;
      return true;  // the kind by boundary_kind
    }
    const int vertex = u1 <= 0 ? at : j, beyond = u1 <= 0 ? prev(at) : next(j);
    const int cone = fast_dot_sign(c, v[vertex], v[beyond]);
    if (cone != -1 && cone != 0) return false;
    return feature = {Feature::vertex, vertex, ContactKind::invalid_input}, true;
  }
  if (!(best < -B)) return false;
  for (int i = 0; i < n; ++i)
    if (i != at && !(best - sep[i] > 2 * B * kFastMargin)) return false;
  return feature = {Feature::inside_edge, at, ContactKind::overlapping}, true;
}

/// Steps 3 and 4 for a centre c not strictly inside the valid core v[0..n)
/// (radius s; the disk's radius r): the nearest feature of the core's
/// boundary and the exact kind. `first_right` is an edge with c on its right
/// or on its line (n >= 3; any value otherwise).
inline Feature boundary_feature(Vec2<double> c, double r, double s, const Vec2<double>* v, int n, const Orientation& o,
                                int first_right) {
  const auto next = [n](int i) { return i + 1 < n ? i + 1 : 0; };
  Feature feature;
  bool exact = false;
  // 3: the nearest feature of the boundary.
  const auto dot_sign = [&exact](Vec2<double> p, Vec2<double> a, Vec2<double> b) {
    // sign((p - a) . (b - a))
    const int fast = fast_dot_sign(p, a, b);
    if (fast != 2) return fast;
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
  feature.kind = boundary_kind(feature, c, r, s, v, n);
  return feature;
}

/// The contact of the disk (c, r) with the valid core v[0..n) (core_valid,
/// prepared_polygon.h)
/// of radius s and largest |coordinate| `magnitude`. Inputs finite, radii
/// >= 0 (the caller checks).
/// `inverse_length`, where given (a PreparedPolygon's), lets a polygon core
/// take the fast stage of steps 2 to 4 first.
inline ShapeContact<double> disk_valid_core_contact(Vec2<double> c, double r, const Vec2<double>* v, int n, double s,
                                                    double magnitude, const double* inverse_length = nullptr,
                                                    double largest_inverse_length = 0) {
  if (inverse_length && n >= 3) {
    Feature feature;
    if (fast_polygon_feature(c, r, s, v, inverse_length, largest_inverse_length, n, magnitude, feature)) {
      if (feature.type == Feature::inside_edge)
        CC_STAGE("inside");
      else if (feature.kind == ContactKind::invalid_input)
        feature.kind = boundary_kind(feature, c, r, s, v, n);
      return feature_values(feature, c, r, s, v, n, false);
    }
  }
  const Orientation o(std::fmax(magnitude, std::fmax(std::fabs(c.x), std::fabs(c.y))));
  const auto next = [n](int i) { return i + 1 < n ? i + 1 : 0; };
  // 2: whether c lies strictly left of every edge.
  bool inside = n >= 3;
  int first_right = -1;  // an edge with c on its right or on its line
  for (int i = 0; i < n && inside; ++i)
    if (o.sign(v[i], v[next(i)], c) <= 0) inside = false, first_right = i;
  Feature feature;
  if (inside) {
    // 3: the nearest edge line, least g_i / |e_i|: each comparison
    // sign(g_i^2 L_best - g_best^2 L_i) by the fast filter, exactly where it
    // cannot decide.
    int best = 0;
    for (int i = 1; i < n; ++i) {
      const Vec2<double> a = v[i], b = v[next(i)], p = v[best], q = v[next(best)];
      int cmp = fast_depth_order(c, a, b, p, q);
      if (cmp == 2) {
        bool unused = false;
        cmp = filtered_sign(
            [&](auto num) {
              const auto ex = num(b.x) - num(a.x), ey = num(b.y) - num(a.y);
              const auto fx = num(q.x) - num(p.x), fy = num(q.y) - num(p.y);
              const auto gi = ex * (num(c.y) - num(a.y)) - ey * (num(c.x) - num(a.x));
              const auto gb = fx * (num(c.y) - num(p.y)) - fy * (num(c.x) - num(p.x));
              return gi * gi * (fx * fx + fy * fy) - gb * gb * (ex * ex + ey * ey);
            },
            unused);
        CC_STAGE("nearest_edge_compared");
      }
      if (cmp < 0) best = i;
    }
    CC_STAGE("inside");
    feature = {Feature::inside_edge, best, ContactKind::overlapping};
  } else {
    feature = boundary_feature(c, r, s, v, n, o, first_right);
  }
  // The values, from the feature.
  const bool other_side = n == 2 && feature.type != Feature::vertex && o.sign(v[0], v[1], c) > 0;
  return feature_values(feature, c, r, s, v, n, other_side);
}

/// The contact of the disk (c, r) with the core v[0..n) of radius s. Inputs
/// finite, radii >= 0 (the caller checks); an invalid core gives
/// invalid_input.
inline ShapeContact<double> disk_core_contact(Vec2<double> c, double r, const Vec2<double>* v, int n, double s) {
  if (!prepared_polygon_detail::core_valid(v, n)) return CC_STAGE("invalid_polygon"), ShapeContact<double>{};
  return disk_valid_core_contact(c, r, v, n, s, prepared_polygon_detail::core_magnitude(v, n));
}

}  // namespace disk_core_detail
}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
