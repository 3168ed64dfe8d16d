#pragma once
// Exact oracle for kernels/ray_convex.h, same conventions (closed polygon, t*
// the first t in [0, 1] with P(t) in it, the outward normal of the one edge
// whose interior holds the contact point, (0, 0) for a start strictly inside
// and for a still point on a point polygon, no unique normal at a vertex, at a
// point polygon, at a segment's end or for a start on a segment).
//
// Exact path, in rationals, formulated as interval clipping (independently of
// the robust kernel's floating-point evaluation): with d = p1 - p0 and, per
// edge e_i = w[i+1] - w[i] of the merged polygon, f_i(t) = cross(e_i, P(t) -
// w[i]) = A_i + t B_i (>= 0 on the polygon's side), t* is the largest lower
// bound among 0 and -A_i / B_i (B_i > 0), a hit when it is not above every
// upper bound (1 and -A_i / B_i, B_i < 0) and no edge with B_i == 0 has
// A_i < 0. A segment polygon is the line f == 0 clipped by its two end caps
// dot(e, P - w0) >= 0 and dot(e, w1 - P) >= 0; a point polygon is P(t) == w.
//
// Filter (exact_kind): the same decision as a separating-axis test on
// orientation signs alone, each from cross_sign (a static filter, then exact
// doubles, then rationals): the ray misses iff both ends lie strictly outside
// one edge, or every vertex lies strictly on one side of the ray's line (for
// closed convex sets in the plane, the edges' normals of both are the only
// candidate separating axes). Validity (strict convexity, winding once) uses
// the same signs.

#include <array>
#include <cmath>
#include <optional>
#include <vector>

#include "../kernels/ray_convex.h"
#include "cross_sign.h"
#include "filter.h"
#include "number.h"
#include "reference.h"
#include "sqrt_extension.h"

namespace cc::oracle {

/// Filter statistics of the ray_convex oracle (process-wide).
inline FilterStats& ray_convex_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// The exact answer. For a hit: t*, P(t*), and the normal's direction (nx, ny)
/// unnormalized when the contact has one (`has_normal`); `inside` for a start
/// strictly inside (the normal (0, 0)).
struct RayConvexExact {
  SweepKind kind = SweepKind::miss;
  Rational t;
  Rational px, py;
  bool has_normal = false;  ///< the contact point is in exactly one edge's interior
  bool inside = false;      ///< the normal is (0, 0): p0 strictly inside, or p0 == p1 on a point polygon
  Rational nx, ny;          ///< the outward normal's direction, when has_normal
  int vertices = 0;         ///< merged vertex count (1 point, 2 segment)
};

namespace ray_convex_detail {

struct Merged {
  Vec2<double> w[kMaxPolygonVertices];
  int n = 0;
};

inline Merged merged(const RayConvex<double>& in) {
  Merged m;
  m.n = merged_vertices(in.b, m.w);
  return m;
}

inline bool all_finite(const RayConvex<double>& in) {
  if (!std::isfinite(in.p0.x) || !std::isfinite(in.p0.y) || !std::isfinite(in.p1.x) || !std::isfinite(in.p1.y))
    return false;
  for (const auto& v : in.b.v)
    if (!std::isfinite(v.x) || !std::isfinite(v.y)) return false;
  return true;
}

/// The edge direction w[i+1] - w[i] lies in the lower half (y < 0, or y == 0
/// and x < 0): exact comparisons of the doubles.
inline bool lower_half(Vec2<double> a, Vec2<double> b) { return b.y < a.y || (b.y == a.y && b.x < a.x); }

/// Strictly convex and counterclockwise, winding once (n >= 3), given the
/// sign of orient(a, b, c) = cross(b - a, c - a).
template <class Orient>
bool convex_ccw(const Merged& m, Orient orient) {
  if (m.n < 3) return true;
  int ups = 0;
  for (int i = 0; i < m.n; ++i) {
    const Vec2<double> a = m.w[i], b = m.w[(i + 1) % m.n], c = m.w[(i + 2) % m.n];
    if (orient(a, b, c) <= 0) return false;
    if (lower_half(a, b) && !lower_half(b, c)) ++ups;
  }
  return ups == 1;
}

inline int orient_exact(Vec2<double> a, Vec2<double> b, Vec2<double> c) { return cross_sign_exact(b, a, c, a); }

inline int orient_filtered(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  return cross_sign(b, a, c, a, ray_convex_stats());
}

struct RPoint {
  Rational x, y;
};
inline RPoint R(Vec2<double> p) { return {exact(p.x), exact(p.y)}; }
inline Rational rcross(const RPoint& a, const RPoint& b) { return a.x * b.y - a.y * b.x; }
inline Rational rdot(const RPoint& a, const RPoint& b) { return a.x * b.x + a.y * b.y; }
inline RPoint rsub(const RPoint& a, const RPoint& b) { return {a.x - b.x, a.y - b.y}; }

/// Lower and upper bounds of t from constraints A + t B >= 0.
struct Clip {
  Rational lo{0}, hi{1};
  bool empty = false;
  void add(const Rational& A, const Rational& B) {
    if (B == 0) {
      if (A < 0) empty = true;
      return;
    }
    const Rational t = -A / B;
    if (B > 0) {
      if (t > lo) lo = t;
    } else if (t < hi) {
      hi = t;
    }
  }
  bool hit() const { return !empty && lo <= hi; }
};

}  // namespace ray_convex_detail

/// Whether the input is one the conventions answer (finite, and the polygon
/// strictly convex counterclockwise when it has three vertices or more), on
/// exact signs.
inline bool ray_convex_valid_exact(const RayConvex<double>& in) {
  using namespace ray_convex_detail;
  return all_finite(in) && convex_ccw(merged(in), orient_exact);
}

inline RayConvexExact ray_convex_exact(const RayConvex<double>& in) {
  using namespace ray_convex_detail;
  RayConvexExact e;
  if (!ray_convex_valid_exact(in)) {
    e.kind = SweepKind::invalid_input;
    return e;
  }
  const Merged m = merged(in);
  e.vertices = m.n;
  const RPoint p0 = R(in.p0), d = rsub(R(in.p1), p0);
  auto finish = [&](const Rational& t) {
    e.kind = SweepKind::hit;
    e.t = t;
    e.px = p0.x + t * d.x;
    e.py = p0.y + t * d.y;
  };
  if (m.n == 1) {
    const RPoint w = rsub(R(m.w[0]), p0);  // P(t) == w[0]: t d == w - p0
    const Rational dd = rdot(d, d);
    if (dd == 0) {
      if (w.x == 0 && w.y == 0) {
        finish(Rational(0));
        e.inside = true;  // no motion, no edge: the normal (0, 0)
      }
      return e;
    }
    const Rational t = rdot(w, d) / dd;
    if (t < 0 || t > 1 || w.x != t * d.x || w.y != t * d.y) return e;
    finish(t);
    return e;
  }
  if (m.n == 2) {
    const RPoint w0 = R(m.w[0]), w1 = R(m.w[1]), edge = rsub(w1, w0);
    const RPoint s = rsub(p0, w0);
    const Rational A = rcross(edge, s), B = rcross(edge, d);
    // End caps: g0 = dot(e, P - w0) >= 0, g1 = dot(e, w1 - P) >= 0.
    const Rational G0 = rdot(edge, s), H0 = rdot(edge, d);
    const Rational G1 = rdot(edge, rsub(w1, p0));
    Clip c;
    c.add(G0, H0);
    c.add(G1, -H0);
    if (B == 0) {
      if (A != 0) return e;
    } else {
      const Rational t = -A / B;
      c.add(t, Rational(-1));  // t' <= t
      c.add(-t, Rational(1));  // t' >= t
    }
    if (!c.hit()) return e;
    finish(c.lo);
    const Rational g0 = G0 + c.lo * H0, g1 = G1 - c.lo * H0;
    if (B != 0 && c.lo > 0 && g0 > 0 && g1 > 0) {
      // The segment's interior, crossed from the side of p0 (A != 0 there).
      const int side = A.sign();
      e.has_normal = true;
      e.nx = Rational(-side * edge.y);
      e.ny = Rational(side * edge.x);
    }
    return e;
  }
  std::vector<Rational> As(m.n), Bs(m.n);
  std::vector<RPoint> edges(m.n);
  Clip c;
  for (int i = 0; i < m.n; ++i) {
    const RPoint wi = R(m.w[i]);
    edges[i] = rsub(R(m.w[(i + 1) % m.n]), wi);
    As[i] = rcross(edges[i], rsub(p0, wi));
    Bs[i] = rcross(edges[i], d);
    c.add(As[i], Bs[i]);
  }
  if (!c.hit()) return e;
  finish(c.lo);
  int on = 0, which = -1;
  for (int i = 0; i < m.n; ++i)
    if (As[i] + c.lo * Bs[i] == 0) ++on, which = i;
  if (on == 0) e.inside = true;
  if (on == 1) {
    e.has_normal = true;
    e.nx = edges[which].y;
    e.ny = Rational(-edges[which].x);
  }
  return e;
}

/// The exact kind only, decided by orientation signs (the separating-axis
/// test), counted in the stats. `exact_path(in)` supplies the exact answer
/// when filtering is off.
template <class ExactPath>
SweepKind ray_convex_kind(const RayConvex<double>& in, ExactPath&& exact_path) {
  using namespace ray_convex_detail;
  FilterStats& st = ray_convex_stats();
  if (!all_finite(in)) return SweepKind::invalid_input;
  if (!filtering()) {
    ++st.decisions;
    ++st.exact;
    return exact_path(in).kind;
  }
  const Merged m = merged(in);
  if (!convex_ccw(m, orient_filtered)) return SweepKind::invalid_input;
  const Vec2<double> p0 = in.p0, p1 = in.p1;
  const bool still = p0 == p1;
  auto in_box = [](Vec2<double> q, Vec2<double> a, Vec2<double> b) {
    return std::min(a.x, b.x) <= q.x && q.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= q.y &&
           q.y <= std::max(a.y, b.y);
  };
  const auto hit = [](bool h) { return h ? SweepKind::hit : SweepKind::miss; };
  if (m.n == 1) {
    if (still) return hit(p0 == m.w[0]);
    return hit(orient_filtered(p0, p1, m.w[0]) == 0 && in_box(m.w[0], p0, p1));
  }
  if (m.n == 2) {
    const Vec2<double> w0 = m.w[0], w1 = m.w[1];
    if (still) return hit(orient_filtered(w0, w1, p0) == 0 && in_box(p0, w0, w1));
    const int o1 = orient_filtered(p0, p1, w0), o2 = orient_filtered(p0, p1, w1);
    if (o1 == 0 && o2 == 0) {
      return hit(std::max(std::min(p0.x, p1.x), std::min(w0.x, w1.x)) <=
                     std::min(std::max(p0.x, p1.x), std::max(w0.x, w1.x)) &&
                 std::max(std::min(p0.y, p1.y), std::min(w0.y, w1.y)) <=
                     std::min(std::max(p0.y, p1.y), std::max(w0.y, w1.y)));
    }
    const int o3 = orient_filtered(w0, w1, p0), o4 = orient_filtered(w0, w1, p1);
    return hit(o1 * o2 <= 0 && o3 * o4 <= 0);
  }
  bool all_left = true, all_right = true;
  for (int i = 0; i < m.n; ++i) {
    const Vec2<double> a = m.w[i], b = m.w[(i + 1) % m.n];
    const int s0 = orient_filtered(a, b, p0);
    if (still) {
      if (s0 < 0) return SweepKind::miss;
      continue;
    }
    if (s0 < 0 && orient_filtered(a, b, p1) < 0) return SweepKind::miss;
    const int side = orient_filtered(p0, p1, a);
    all_left = all_left && side > 0;
    all_right = all_right && side < 0;
  }
  if (still) return SweepKind::hit;
  return hit(!all_left && !all_right);
}

inline SweepKind ray_convex_kind(const RayConvex<double>& in) {
  return ray_convex_kind(in, [](const RayConvex<double>& q) { return ray_convex_exact(q); });
}

/// Whether the input is valid, with the filtered signs.
inline bool ray_convex_valid(const RayConvex<double>& in) {
  using namespace ray_convex_detail;
  return all_finite(in) && convex_ccw(merged(in), orient_filtered);
}

/// The reference unit normal (MPFR) of an exact hit: (0, 0) where there is none.
inline std::pair<Real, Real> reference_normal(const RayConvexExact& e) {
  if (!e.has_normal) return {Real(0), Real(0)};
  const Real x = to_real(e.nx), y = to_real(e.ny);
  const Real len = boost::multiprecision::sqrt(x * x + y * y);
  return {x / len, y / len};
}

}  // namespace cc::oracle
