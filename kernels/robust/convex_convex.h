#pragma once
// convex_convex: the robust kernel (namespace cc::robust) and what it
// promises, as data (ConvexConvexBounds, convex_contact_bounds.h has the
// derivation). The conventions and result types are in ../convex_convex.h and
// ../convex_contact.h. Standard library only: a game copies this header with
// disk_core_contact.h, ../detail/, ../error_bound.h and the type headers those
// include.
//
// Decisions are exact for every finite input (signs of polynomials in the
// inputs: orientation signs, orient2d.h; others with running error bounds,
// bounded_double.h, then exact dyadic numbers, big_dyadic.h):
//   1. both cores valid (prepared_polygon.h's core_valid);
//   2. whether the cores meet: where K = B - A has area (a core of 3 or more
//      vertices, or two segments that are not parallel: a sign of
//      cross(a1 - a0, b1 - b0)), iff no edge of either core has every vertex
//      of the other strictly on its outer side; else (points, parallel
//      segments) iff a vertex of one lies on the other;
//   3. cores apart: each vertex against the other rounded core is a disk of
//      radius 0 grown by both radii (disk_core_contact.h's boundary_feature:
//      its nearest feature and the exact sign of its distance - R); the kind
//      is the least of those, and the closest pair the least squared distance
//      among them, compared exactly (|w|^2, or cross(e, w)^2 / |e|^2, cross
//      multiplied);
//   4. cores meeting: every axis (an edge of either core) takes the other
//      core's deepest vertex (largest cross(e, x - v), compared exactly as
//      cross(e, x - x')), and the axis of least depth g / |e| is chosen
//      exactly (g_i^2 |e_j|^2 against g_j^2 |e_i|^2); kind overlapping unless
//      R == 0 and some axis has depth 0 (touching), or K has no area.
// Values come from the chosen feature through disk_core_contact.h's
// feature_values (the same rounded differences scaled to [1, 2)); the
// manifold from the reference edge (the chosen axis) and the other core's
// incident edge (its outward normal most opposed to the axis), both offset
// by their radii onto the rounded surfaces, the incident one clipped to the
// reference edge's extent: every point lies on both surfaces' flat parts but
// for roundings. Where the clipping leaves nothing (the incident edge beside
// the reference edge), the deepest vertex's point is reported alone.

#include "../detail/fp_environment.h"
#include "stage.h"

#include "../convex_convex.h"
#include "convex_contact_bounds.h"
#include "disk_core_contact.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// The stages of robust::convex_convex, by the names its CC_STAGE markers pass
/// (stage.h): invalid_input (NaN, infinity, a negative radius),
/// invalid_polygon; cores_apart (then each vertex against the other core
/// passes disk_core_contact.h's feature_exact, edge, edge_exact, vertex and
/// vertex_exact) and closest_exact (two vertex-to-core distances compared
/// with exact arithmetic); cores_meet, axis_exact (a deepest vertex or the
/// least axis needed exact arithmetic), zero_area (points or parallel
/// segments meeting: no unique normal), clip_fallback (the incident edge
/// beside the reference edge: one point from the deepest vertex).
///
/// Rare in generated inputs, declared so with the regime that reaches them:
/// at float, feature_exact, vertex_exact, edge_exact and closest_exact (30 to
/// 100 in 10000: the float kernel runs the double algorithm on widened
/// inputs, where the filters' products are exact unless the values span more
/// than about 2^29: mixed_magnitude and threshold_band reach them); at both
/// scalars clip_fallback (30 to 45 in 10000: the winning axis's incident edge
/// lies beside the reference edge; most often a polygon against itself moved
/// along one of its edges, coincident, where the axes tie; also a segment
/// core's own axis beside the other core's edge).
template <class T>
struct ConvexConvexStages {
  static constexpr const char* names[] = {
      "invalid_input", "invalid_polygon", "cores_apart", "feature_exact", "edge",         "edge_exact",
      "vertex",        "vertex_exact",    "closest_exact", "cores_meet",  "axis_exact",   "zero_area",
      "clip_fallback"};
};

namespace convex_contact_detail {

using namespace disk_core_detail;
using V = Vec2<double>;

struct Core {
  V v[kMaxPolygonVertices];
  int n = 0;
  double r = 0;
};

inline int next(int i, int n) { return i + 1 < n ? i + 1 : 0; }
inline int edge_count(int n) { return n >= 2 ? n : 0; }

/// A vertex of one core against the other rounded core (the kind of the disk
/// of radius from.r at the vertex against it).
struct Candidate {
  const Core* from = nullptr;
  const Core* to = nullptr;
  int vertex = 0;
  Feature feature;
  bool from_a = true;
};

/// sign(d_x^2 - d_y^2) for two candidates' squared distances (d^2 = |w|^2 at
/// a vertex, cross(e, w)^2 / |e|^2 at an edge), exactly.
inline int compare_candidates(const Candidate& x, const Candidate& y, bool& exact) {
  return filtered_sign(
      [&](auto num) {
        using N = decltype(num(0.0));
        const auto parts = [&num](const Candidate& c, N& top, N& bottom) {
          const V p = c.from->v[c.vertex];
          const V a = c.to->v[c.feature.index];
          const N wx = num(p.x) - num(a.x), wy = num(p.y) - num(a.y);
          if (c.feature.type == Feature::vertex) {
            top = wx * wx + wy * wy;
            bottom = num(1.0);
            return;
          }
          const V b = c.to->v[next(c.feature.index, c.to->n)];
          const N ex = num(b.x) - num(a.x), ey = num(b.y) - num(a.y);
          const N cr = ex * wy - ey * wx;
          top = cr * cr;
          bottom = ex * ex + ey * ey;
        };
        N tx, bx, ty, by;
        parts(x, tx, bx);
        parts(y, ty, by);
        return tx * by - ty * bx;
      },
      exact);
}

/// An edge of `ref` as a separating-axis candidate: the other core's deepest
/// vertex below it, and the sign of that depth.
struct Axis {
  const Core* ref = nullptr;
  const Core* other = nullptr;
  int edge = 0, deepest = 0, sign = -1;
  bool ref_is_a = false;
};

inline Axis make_axis(const Core& ref, int i, const Core& other, bool ref_is_a, const Orientation& o, bool& exact) {
  Axis ax{&ref, &other, i, 0, -1, ref_is_a};
  const V a = ref.v[i], b = ref.v[next(i, ref.n)];
  for (int k = 0; k < other.n; ++k) {
    const int s = o.sign(a, b, other.v[k]);
    if (k == 0) {
      ax.sign = s;
      continue;
    }
    // sign(cross(e, x_k - x_deepest)): deeper where positive.
    const V x = other.v[k], y = other.v[ax.deepest];
    const int deeper = filtered_sign(
        [&](auto num) {
          return (num(b.x) - num(a.x)) * (num(x.y) - num(y.y)) - (num(b.y) - num(a.y)) * (num(x.x) - num(y.x));
        },
        exact);
    if (deeper > 0) ax.deepest = k, ax.sign = s;
  }
  return ax;
}

/// sign(t_x - t_y), t = g / |e| >= 0 with g = cross(e, x - v) at each axis's
/// deepest vertex: sign(g_x^2 L_y - g_y^2 L_x).
inline int compare_axes(const Axis& x, const Axis& y, bool& exact) {
  return filtered_sign(
      [&](auto num) {
        using N = decltype(num(0.0));
        const auto parts = [&num](const Axis& ax, N& g2, N& L) {
          const V a = ax.ref->v[ax.edge], b = ax.ref->v[next(ax.edge, ax.ref->n)], p = ax.other->v[ax.deepest];
          const N ex = num(b.x) - num(a.x), ey = num(b.y) - num(a.y);
          const N g = ex * (num(p.y) - num(a.y)) - ey * (num(p.x) - num(a.x));
          g2 = g * g;
          L = ex * ex + ey * ey;
        };
        N gx, lx, gy, ly;
        parts(x, gx, lx);
        parts(y, gy, ly);
        return gx * ly - gy * lx;
      },
      exact);
}

inline bool on_piece(V x, const Core& k, int j, const Orientation& o, bool& exact) {
  const V p = k.v[j], q = k.v[next(j, k.n)];
  if (k.n == 1) return x == p;
  if (o.sign(p, q, x) != 0) return false;
  const auto dot = [&exact](V c, V a, V b) {
    const int fast = fast_dot_sign(c, a, b);
    if (fast != 2) return fast;
    return filtered_sign(
        [&](auto num) {
          return (num(c.x) - num(a.x)) * (num(b.x) - num(a.x)) + (num(c.y) - num(a.y)) * (num(b.y) - num(a.y));
        },
        exact);
  };
  return dot(x, p, q) >= 0 && dot(x, q, p) >= 0;
}

/// Step 2: whether the cores meet, with every edge of either core as an axis
/// (its other core's deepest vertex and that depth's sign) and whether
/// K = B - A has area. `exact` is set where a sign needed exact arithmetic.
struct Meeting {
  Axis axes[2 * kMaxPolygonVertices];
  int axis_count = 0;
  bool area = true;
  bool meet = true;
};

inline Meeting cores_meet(const Core& A, const Core& B, const Orientation& o, bool& exact) {
  Meeting m;
  m.area = A.n >= 3 || B.n >= 3;
  if (A.n == 2 && B.n == 2) {
    const V a0 = A.v[0], a1 = A.v[1], b0 = B.v[0], b1 = B.v[1];
    m.area = filtered_sign(
                 [&](auto num) {
                   return (num(a1.x) - num(a0.x)) * (num(b1.y) - num(b0.y)) -
                          (num(a1.y) - num(a0.y)) * (num(b1.x) - num(b0.x));
                 },
                 exact) != 0;
  }
  for (int i = 0; i < edge_count(A.n); ++i) m.axes[m.axis_count++] = make_axis(A, i, B, true, o, exact);
  for (int j = 0; j < edge_count(B.n); ++j) m.axes[m.axis_count++] = make_axis(B, j, A, false, o, exact);
  if (m.area) {
    for (int k = 0; k < m.axis_count && m.meet; ++k) m.meet = m.axes[k].sign >= 0;
  } else {
    m.meet = false;
    for (int k = 0; k < A.n && !m.meet; ++k)
      for (int j = 0; j < (B.n == 1 ? 1 : edge_count(B.n)) && !m.meet; ++j) m.meet = on_piece(A.v[k], B, j, o, exact);
    for (int k = 0; k < B.n && !m.meet; ++k)
      for (int i = 0; i < (A.n == 1 ? 1 : edge_count(A.n)) && !m.meet; ++i) m.meet = on_piece(B.v[k], A, i, o, exact);
  }
  return m;
}

/// Step 3, for cores that do not meet: each vertex against the other rounded
/// core (disk_core_contact.h's boundary_feature); `kind` becomes the least of
/// their kinds, and the result is the closest pair, the least squared
/// distance compared exactly (the first such in the order A's vertices, then
/// B's).
inline Candidate closest_candidate(const Core& A, const Core& B, const Orientation& o, ContactKind& kind) {
  Candidate best;
  bool any = false, closest_exact = false;
  const auto scan = [&](const Core& from, const Core& to, bool from_a) {
    for (int k = 0; k < from.n; ++k) {
      Candidate c{&from, &to, k, {}, from_a};
      int first_right = 0;
      if (to.n >= 3)
        for (int i = 0; i < to.n; ++i)
          if (o.sign(to.v[i], to.v[next(i, to.n)], from.v[k]) <= 0) {
            first_right = i;
            break;
          }
      c.feature = boundary_feature(from.v[k], from.r, to.r, to.v, to.n, o, first_right);
      if (c.feature.kind == ContactKind::overlapping ||
          (c.feature.kind == ContactKind::touching && kind == ContactKind::apart))
        kind = c.feature.kind;
      if (!any || compare_candidates(c, best, closest_exact) < 0) best = c;
      any = true;
    }
  };
  scan(A, B, true);
  scan(B, A, false);
  if (closest_exact) CC_STAGE("closest_exact");
  return best;
}

inline double dot(V a, V b) { return a.x * b.x + a.y * b.y; }
inline V along(V p, double t, V d) { return {p.x + t * d.x, p.y + t * d.y}; }

/// The manifold from the reference edge `ref_edge` of P (outward unit normal
/// m) and the incident core Q: Q's incident edge (or point) offset onto Q's
/// rounded surface, clipped to the reference edge's extent, each point
/// projected onto P's offset edge line. The reported point lies on B's
/// surface: the projection where P is B, the clipped point where P is A.
///
/// Computed in the frame scaled by 2^-e, e the exponent of the cores' largest
/// magnitude (exact but for values below 2^-1074 of the frame, negligible
/// beside u M), so that no difference, product or length overflows or
/// underflows; the points and gaps are scaled back once. The incident edges'
/// directions come from the unscaled cores: a position may move by 2^-1074
/// of the frame, a direction must not.
inline void clip_manifold(const Core& P0, int ref_edge, const Core& Q0, bool p_is_b, V m, int deepest,
                          ConvexContact<double>& out) {
  double mag = 0;
  for (const Core* k : {&P0, &Q0}) {
    mag = std::fmax(mag, k->r);
    for (int i = 0; i < k->n; ++i) mag = std::fmax(mag, std::fmax(std::fabs(k->v[i].x), std::fabs(k->v[i].y)));
  }
  const int e = mag > 0 ? binary_exponent(mag) : 0;
  const auto frame = [e](const Core& k) {
    Core s = k;
    for (int i = 0; i < k.n; ++i) s.v[i] = {times_pow2(k.v[i].x, -e), times_pow2(k.v[i].y, -e)};
    s.r = times_pow2(k.r, -e);
    return s;
  };
  const Core P = frame(P0), Q = frame(Q0);
  const V p0 = P.v[ref_edge], p1 = P.v[next(ref_edge, P.n)];
  const V d = {p1.x - p0.x, p1.y - p0.y};
  const double len = std::sqrt(d.x * d.x + d.y * d.y);
  const V t = {m.y * -1.0, m.x};  // along p0 -> p1 for an outward (right-hand) normal
  V y[2];
  int count = 0;
  if (Q.n == 1) {
    y[0] = along(Q.v[0], -Q.r, m);
    count = 1;
  } else {
    int best = 0;
    double least = 2;
    V mq{};
    for (int j = 0; j < Q.n; ++j) {
      // The edge's direction from the inputs as given (difference()): in the
      // frame an edge shorter than 2^-1074 of it would vanish, and with it the
      // offset onto the rounded surface.
      double unused;
      const V nj = outward_unit_normal(difference(Q0.v[next(j, Q0.n)], Q0.v[j], unused));
      const double c = dot(nj, m);
      if (c < least) least = c, best = j, mq = nj;
    }
    y[0] = along(Q.v[best], Q.r, mq);
    y[1] = along(Q.v[next(best, Q.n)], Q.r, mq);
    count = 2;
  }
  // Clip to 0 <= (y - p0).t <= len.
  double s[2];
  for (int k = 0; k < count; ++k) s[k] = (y[k].x - p0.x) * t.x + (y[k].y - p0.y) * t.y;
  // A point within kClipSlack of a side plane counts as on it: the rounded
  // s and len must not drop the one point where an incident edge meets the
  // reference edge's end (collinear edges touching at a vertex).
  constexpr double kClipSlack = 0x1p-47;  // 64u in the frame, where |s| <= 4
  bool empty = false;
  const auto clip = [&](double bound, double sign) {
    // keep sign * (s - bound) <= 0
    const double f0 = sign * (s[0] - bound), f1 = count == 2 ? sign * (s[1] - bound) : f0;
    if (f0 > kClipSlack && f1 > kClipSlack) {
      empty = true;
      return;
    }
    if (count == 2 && (f0 > kClipSlack) != (f1 > kClipSlack)) {
      const double ratio = f0 / (f0 - f1);
      const double lambda = ratio < 0 ? 0 : (ratio > 1 ? 1 : ratio);
      const V cut = {y[0].x + lambda * (y[1].x - y[0].x), y[0].y + lambda * (y[1].y - y[0].y)};
      const int k = f0 > kClipSlack ? 0 : 1;
      y[k] = cut;
      s[k] = bound;
    }
  };
  clip(0, -1);
  if (!empty) clip(len, 1);
  if (empty) {
    CC_STAGE("clip_fallback");
    y[0] = along(Q.v[deepest], -Q.r, m);
    count = 1;
  }
  out.count = count;
  for (int k = 0; k < count; ++k) {
    const double h = (y[k].x - p0.x) * m.x + (y[k].y - p0.y) * m.y;
    const double gap = h - P.r;
    const V z = along(y[k], -gap, m);
    const V p = p_is_b ? z : y[k];
    out.point[k] = {times_pow2(p.x, e), times_pow2(p.y, e)};
    out.gap[k] = times_pow2(gap, e);
  }
}

inline ConvexContact<double> contact(const Core& A, const Core& B) {
  const auto larger = [](double x, double y) { return x > y ? x : y; };
  double mag = 0;
  for (const Core* k : {&A, &B})
    for (int i = 0; i < k->n; ++i) mag = larger(mag, larger(std::fabs(k->v[i].x), std::fabs(k->v[i].y)));
  const Orientation o(mag);
  if (!prepared_polygon_detail::core_valid(A.v, A.n) || !prepared_polygon_detail::core_valid(B.v, B.n))
    return CC_STAGE("invalid_polygon"), ConvexContact<double>{};
  bool exact = false;
  // 2: whether the cores meet.
  const Meeting mt = cores_meet(A, B, o, exact);
  const bool area = mt.area, meet = mt.meet;
  const Axis* axes = mt.axes;
  const int axis_count = mt.axis_count;
  ConvexContact<double> out;
  if (!meet) {
    // 3: each vertex against the other core; the least kind, the closest pair.
    CC_STAGE("cores_apart");
    ContactKind kind = ContactKind::apart;
    Candidate best = closest_candidate(A, B, o, kind);
    const Core& to = *best.to;
    const V c = best.from->v[best.vertex];
    const bool other_side = to.n == 2 && best.feature.type != Feature::vertex && o.sign(to.v[0], to.v[1], c) > 0;
    best.feature.kind = kind;
    const ShapeContact<double> sc = feature_values(best.feature, c, best.from->r, to.r, to.v, to.n, other_side);
    out.kind = kind;
    out.separation = sc.separation;
    out.normal = best.from_a ? sc.normal : V{-sc.normal.x, -sc.normal.y};
    if (kind != ContactKind::apart) {
      // One point: B's surface point of the closest pair, and the separation.
      out.count = 1;
      out.point[0] = best.from_a ? along(c, -(sc.separation + A.r), out.normal) : along(c, B.r, out.normal);
      out.gap[0] = sc.separation;
    }
    return out;
  }
  // 4: the cores meet.
  CC_STAGE("cores_meet");
  const bool rounded = A.r > 0 || B.r > 0;
  if (!area || axis_count == 0) {
    CC_STAGE("zero_area");
    out.kind = rounded ? ContactKind::overlapping : ContactKind::touching;
    out.separation = -(A.r + B.r);
    if (axis_count == 0) {
      // Two equal points: any direction; +y.
      out.normal = {0.0, 1.0};
      out.count = 1;
      out.point[0] = along(B.v[0], B.r, out.normal);
      out.gap[0] = out.separation;
      return out;
    }
  }
  int best = 0;
  bool axis_exact = false;
  for (int k = 1; k < axis_count; ++k)
    if (compare_axes(axes[k], axes[best], axis_exact) < 0) best = k;
  if (axis_exact || exact) CC_STAGE("axis_exact");
  const Axis& ax = axes[best];
  const Core& P = *ax.ref;
  const Core& Q = *ax.other;
  const V x = Q.v[ax.deepest];
  const ShapeContact<double> sc =
      feature_values({Feature::inside_edge, ax.edge, ContactKind::overlapping}, x, Q.r, P.r, P.v, P.n, false);
  if (area) {
    out.kind = (rounded || ax.sign > 0) ? ContactKind::overlapping : ContactKind::touching;
    out.separation = sc.separation;
  }
  out.normal = ax.ref_is_a ? V{-sc.normal.x, -sc.normal.y} : sc.normal;
  clip_manifold(P, ax.edge, Q, !ax.ref_is_a, sc.normal, ax.deepest, out);
  return out;
}

template <class T>
Core core_of(const RoundedPolygon<T>& p) {
  Core k;
  Vec2<T> v[kMaxPolygonVertices];
  k.n = merged_vertices(p.core, v);
  for (int i = 0; i < k.n; ++i) k.v[i] = {static_cast<double>(v[i].x), static_cast<double>(v[i].y)};
  k.r = static_cast<double>(p.r);
  return k;
}

inline bool finite_core(const Core& k) {
  bool finite = detail::all_finite(k.r, k.r);
  for (int i = 0; i < k.n; ++i) finite = finite & detail::all_finite(k.v[i].x, k.v[i].y);
  return finite && k.r >= 0;
}

}  // namespace convex_contact_detail

/// Two rounded convex polygons: kind exact for every finite input; normal,
/// separation and manifold within ConvexConvexBounds<double>.
inline ConvexContact<double> convex_convex(const RoundedPolygon<double>& A, const RoundedPolygon<double>& B) {
  using namespace convex_contact_detail;
  const Core a = core_of(A), b = core_of(B);
  if (!finite_core(a) || !finite_core(b)) return CC_STAGE("invalid_input"), ConvexContact<double>{};
  return contact(a, b);
}

/// The float variant: the double algorithm on the widened inputs, each value
/// rounded once. Kind exact for every float input.
inline ConvexContact<float> convex_convex(const RoundedPolygon<float>& A, const RoundedPolygon<float>& B) {
  using namespace convex_contact_detail;
  const Core a = core_of(A), b = core_of(B);
  if (!finite_core(a) || !finite_core(b)) return CC_STAGE("invalid_input"), ConvexContact<float>{};
  const ConvexContact<double> r = contact(a, b);
  ConvexContact<float> out;
  out.kind = r.kind;
  out.normal = {static_cast<float>(r.normal.x), static_cast<float>(r.normal.y)};
  out.separation = static_cast<float>(r.separation);
  out.count = r.count;
  for (int k = 0; k < r.count; ++k) {
    out.point[k] = {static_cast<float>(r.point[k].x), static_cast<float>(r.point[k].y)};
    out.gap[k] = static_cast<float>(r.gap[k]);
  }
  return out;
}

}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
