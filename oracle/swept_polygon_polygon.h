#pragma once
// Exact oracle for kernels/swept_polygon_polygon.h, same conventions (closed
// triangles, degenerate ones their hulls, t* the first time in [0, 1] at which
// they share a point, 0 when they touch or overlap at the start; the 18
// vertex/edge pairs in the kernel's order, each with the moving_point_segment
// normal convention, negated for B's vertices).
//
// Formulated in rationals, independently of the kernel:
//   - t = 0: the triangles share a point iff a vertex of one lies in the other
//     or an edge of one meets an edge of the other (every extreme point of the
//     intersection of two convex polygons is one of those), decided with exact
//     rational orientations;
//   - otherwise t* is the earliest contact of a vertex p with an edge l1-l2.
//     With w the vertex's velocity relative to the edge's and D = l2 - l1
//     (constant: nothing turns), U(t) = p - l1 + t w, the vertex is on the edge's
//     line iff f(t) = cross(D, U(t)) = f0 + f1 t = 0: one rational root when
//     f1 != 0, none when f1 == 0 != f0, and when f == 0 throughout the vertex
//     slides along the line and first meets the edge where s(t) = dot(U(t), D)
//     first enters [0, |D|^2]. A zero-length edge is a point, met when U(t) = 0.
//     Every time is rational; moving_point_segment_exact needs the moved
//     positions p + w as doubles, which they are not in general.
//
// Filter (filtered_miss), a certain miss without GMP: the box of A's path
// relative to B (A's box at t = 0 swept by vA - vB, every bound rounded outward)
// is disjoint from B's box; or a separating axis with a proven rounding margin;
// or the start test decides "apart" with every orientation sign certain
// (running-error bounds) and every pair is excluded by pair_filtered_out. The
// exact path uses the same sign filters before each rational evaluation. The
// kind alone is also decided without GMP when the start test finds an overlap
// with every sign certain (a hit at t = 0), or the triangles certainly share a
// point at t = 1, 1/2, or a multiple of 1/4 or 1/8 (overlap_certain_at).
//
// Values and bands: the set the triangles share at t* (its hull, and the point
// of it nearest to a query), the exact normal of a pair, and, from the
// Minkowski difference K = B - A and the relative path t (vA - vB), the sign of
// (separation - offset) over the frame and the first contact of the triangles
// offset by any rational: offset edge lines and vertex circles give times in
// one quadratic extension each, inward offsets a feasibility interval of t.

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include "../kernels/swept_polygon_polygon.h"
#include "bounded.h"
#include "distance.h"
#include "filter.h"
#include "number.h"
#include "reference.h"
#include "sqrt_extension.h"

namespace cc::oracle {

/// Filter statistics of the swept_polygon_polygon oracle (process-wide).
inline FilterStats& swept_polygon_polygon_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// One vertex/edge pair's exact first contact.
struct PolygonPairExact {
  int index = 0;            ///< kernel pair order: 3 i + j (a[i], B's edge j), 9 + 3 i + j (b[i], A's edge j)
  Rational t;               ///< its first contact time
  Rational px, py;          ///< the vertex at t
  Rational dx, dy;          ///< the edge's direction l2 - l1
  int side = 1;             ///< +1: the vertex comes from the left of l1 -> l2
  bool collinear = false;   ///< f == 0 throughout: the left normal
  bool degenerate = false;  ///< zero-length edge: normal (0, 0)
  bool b_vertex = false;    ///< the vertex is B's: the normal is negated
};

/// The exact answer: t* and every pair whose first contact is at t* (empty only
/// for a start overlap in which no vertex touches an edge).
struct SweptPolygonPolygonExact {
  SweepKind kind = SweepKind::miss;
  Rational t;
  bool start_overlap = false;
  std::vector<PolygonPairExact> earliest;
};

namespace swept_polygon_polygon_detail {

struct RVec {
  Rational x, y;
};
inline RVec operator-(const RVec& a, const RVec& b) { return {Rational(a.x - b.x), Rational(a.y - b.y)}; }
inline Rational cross(const RVec& a, const RVec& b) { return a.x * b.y - a.y * b.x; }
inline Rational dot(const RVec& a, const RVec& b) { return a.x * b.x + a.y * b.y; }
inline RVec R(Vec2<double> p) { return {exact(p.x), exact(p.y)}; }

/// The sign of orient2d(a, b, c) from a running-error double evaluation
/// (bounded.h); `ok` turns false when it cannot decide (a zero is never certain).
inline int orient_filtered(Vec2<double> a, Vec2<double> b, Vec2<double> c, bool& ok) {
  const auto in = Bounded::exactly;
  const int s = certain((in(b.x) - in(a.x)) * (in(c.y) - in(a.y)) - (in(b.y) - in(a.y)) * (in(c.x) - in(a.x)));
  if (s == 2) ok = false;
  return s == 2 ? 0 : s;
}

/// The exact sign of orient2d(a, b, c): the filter, then rationals.
inline int orient_exact(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  bool ok = filtering();
  const int s = ok ? orient_filtered(a, b, c, ok) : 0;
  if (ok) return s;
  const RVec ra = R(a), rb = R(b), rc = R(c);
  return cross(rb - ra, rc - ra).sign();
}

// The start test, on the inputs themselves (coordinate comparisons are exact)
// with the orientation sign supplied: exact, or filtered (then the answer only
// counts if every sign was decided).
inline bool in_box(Vec2<double> p, Vec2<double> a, Vec2<double> b) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
template <class Orient>
bool on_segment(Vec2<double> p, Vec2<double> a, Vec2<double> b, Orient& orient) {
  return in_box(p, a, b) && orient(a, b, p) == 0;  // also right for a == b
}
template <class Orient>
bool in_triangle(Vec2<double> p, const Vec2<double> (&t)[3], Orient& orient) {
  const int s = orient(t[0], t[1], t[2]);
  if (s == 0)
    return on_segment(p, t[0], t[1], orient) || on_segment(p, t[1], t[2], orient) ||
           on_segment(p, t[2], t[0], orient);
  for (int j = 0; j < 3; ++j)
    if (orient(t[j], t[(j + 1) % 3], p) * s < 0) return false;
  return true;
}
template <class Orient>
bool segments_meet(Vec2<double> a, Vec2<double> b, Vec2<double> c, Vec2<double> d, Orient& orient) {
  if (on_segment(a, c, d, orient) || on_segment(b, c, d, orient) || on_segment(c, a, b, orient) ||
      on_segment(d, a, b, orient))
    return true;
  return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}
template <class Orient>
bool overlap_at_start(const SweptPolygonPolygon<double>& in, Orient& orient) {
  for (const auto& p : in.a)
    if (in_triangle(p, in.b, orient)) return true;
  for (const auto& p : in.b)
    if (in_triangle(p, in.a, orient)) return true;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      if (segments_meet(in.a[i], in.a[(i + 1) % 3], in.b[j], in.b[(j + 1) % 3], orient)) return true;
  return false;
}

/// Outward-rounded interval arithmetic on doubles for the filter.
inline double down(double x) { return std::nextafter(x, -std::numeric_limits<double>::infinity()); }
inline double up(double x) { return std::nextafter(x, std::numeric_limits<double>::infinity()); }

struct Box {
  double xl, xh, yl, yh;
};
inline Box box_of(std::initializer_list<Vec2<double>> ps) {
  Box b{INFINITY, -INFINITY, INFINITY, -INFINITY};
  for (const auto& p : ps) {
    b.xl = std::min(b.xl, p.x), b.xh = std::max(b.xh, p.x);
    b.yl = std::min(b.yl, p.y), b.yh = std::max(b.yh, p.y);
  }
  return b;
}
/// The box b swept by the displacement va - vb, enclosing the exact sweep.
inline Box swept(const Box& b, Vec2<double> va, Vec2<double> vb) {
  const double wx = va.x - vb.x, wy = va.y - vb.y;
  const double wxl = down(wx), wxh = up(wx), wyl = down(wy), wyh = up(wy);
  return {down(b.xl + std::min(0.0, wxl)), up(b.xh + std::max(0.0, wxh)), down(b.yl + std::min(0.0, wyl)),
          up(b.yh + std::max(0.0, wyh))};
}
/// True when the boxes are certainly disjoint (NaN from overflow never proves it).
inline bool disjoint(const Box& a, const Box& b) { return a.xh < b.xl || b.xh < a.xl || a.yh < b.yl || b.yh < a.yl; }

/// The pair's first contact in [0, 1], exactly.
inline std::optional<PolygonPairExact> pair_exact(const RVec& p, const RVec& w, const RVec& l1, const RVec& l2) {
  const RVec D = l2 - l1, U0 = p - l1;
  PolygonPairExact e;
  e.dx = D.x, e.dy = D.y;
  auto in_unit = [](const Rational& t) { return t >= 0 && t <= 1; };
  std::optional<Rational> t;
  if (D.x == 0 && D.y == 0) {
    e.degenerate = true;
    if (U0.x == 0 && U0.y == 0) {
      t = Rational(0);
    } else if (w.x != 0 || w.y != 0) {  // U0 + t w == 0
      const Rational c = w.x != 0 ? Rational(-U0.x / w.x) : Rational(-U0.y / w.y);
      if (U0.x + c * w.x == 0 && U0.y + c * w.y == 0 && in_unit(c)) t = c;
    }
    if (!t) return std::nullopt;
  } else {
    const Rational f0 = cross(D, U0), f1 = cross(D, w);
    if (f1 != 0) {
      // 0 <= -f0 / f1 <= 1 by signs and one comparison, before any division.
      const int sf = f1.sign();
      if (f0.sign() == sf || (sf > 0 ? Rational(-f0) > f1 : Rational(-f0) < f1)) return std::nullopt;
      const Rational c = -f0 / f1;
      const Rational s = dot(U0, D) + c * dot(w, D);
      if (s < 0 || s > dot(D, D)) return std::nullopt;
      t = c;
      e.side = -sf;  // f = f1 (t - t*): its sign just before t*
    } else if (f0 != 0) {
      return std::nullopt;
    } else {
      const Rational L = dot(D, D), s0 = dot(U0, D), s1 = dot(w, D);
      e.collinear = true;
      if (s0 >= 0 && s0 <= L) {
        t = Rational(0);
      } else if (s1 != 0) {
        const Rational c = ((s0 < 0 ? Rational(0) : L) - s0) / s1;
        if (!in_unit(c)) return std::nullopt;
        t = c;
      } else {
        return std::nullopt;
      }
    }
  }
  e.t = *t;
  return e;
}

/// True when a floating-point test proves that vertex p (moving by vp) never
/// touches edge l1-l2 (moving by vl) in [0, 1]: their relative boxes are
/// disjoint, or f = cross(D, U(t)), linear in t, has the same nonzero sign at
/// t = 0 and t = 1 (running-error bounds, bounded.h).
inline bool pair_filtered_out(Vec2<double> p, Vec2<double> vp, Vec2<double> l1, Vec2<double> l2,
                              Vec2<double> vl) {
  if (disjoint(swept(box_of({p}), vp, vl), box_of({l1, l2}))) return true;
  const auto in = Bounded::exactly;
  const Bounded dx = in(l2.x) - in(l1.x), dy = in(l2.y) - in(l1.y);
  const Bounded ux = in(p.x) - in(l1.x), uy = in(p.y) - in(l1.y);
  const Bounded wx = in(vp.x) - in(vl.x), wy = in(vp.y) - in(vl.y);
  const int s0 = certain(dx * uy - dy * ux), s1 = certain(dx * (uy + wy) - dy * (ux + wx));
  return s0 != 2 && s0 == s1;
}

inline bool finite(const SweptPolygonPolygon<double>& in) {
  for (const auto& p : {in.a[0], in.a[1], in.a[2], in.va, in.b[0], in.b[1], in.b[2], in.vb})
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) return false;
  return true;
}

/// True when a floating-point test proves that no contact happens in [0, 1]:
/// the relative swept boxes are disjoint, or some axis n separates B from the
/// region A sweeps relative to B, the hull of A and A + (vA - vB). By the
/// separating axis theorem it suffices to try the normals of A's and B's edges
/// and of vA - vB; any n works as given (its own rounding does not matter),
/// only the projections round. Each projection is a sum of at most six products
/// n.c x with |x| <= M, so it is within gamma_7 (|n.x| + |n.y|) 3 M < 22 u
/// (|n.x| + |n.y|) M of its exact value, plus an underflow term; the margin
/// below doubles that. Used only for 2^-900 <= M <= 2^500 (no overflow, and the
/// underflow terms 12 eta stay below the margin's absolute part). Each axis is
/// first brought to |n.x| + |n.y| in [0.5, 1) by a power of two
/// (unit_frame_factor): an edge of subnormal length gave an n whose 44 u |n|
/// underflowed to 0, leaving a margin of 2^-1000 beside projection errors near
/// 2^-737, and the filter answered miss for a hit
/// (tests/oracle/swept_polygon_polygon_test.cpp, SubnormalEdgeAxis).
inline bool filtered_miss(const SweptPolygonPolygon<double>& in) {
  const Box a = swept(box_of({in.a[0], in.a[1], in.a[2]}), in.va, in.vb);
  if (disjoint(a, box_of({in.b[0], in.b[1], in.b[2]}))) return true;
  double M = 0;
  for (const auto& p : {in.a[0], in.a[1], in.a[2], in.va, in.b[0], in.b[1], in.b[2], in.vb})
    M = std::max({M, std::fabs(p.x), std::fabs(p.y)});
  if (!(M >= 0x1p-900 && M <= 0x1p+500)) return false;
  auto separates = [&](Vec2<double> axis) {
    if (axis.x == 0 && axis.y == 0) return false;
    const double f = unit_frame_factor(std::fabs(axis.x) + std::fabs(axis.y));
    const Vec2<double> n{axis.x * f, axis.y * f};
    auto proj = [&](Vec2<double> p) { return n.x * p.x + n.y * p.y; };
    const double shift = (n.x * in.va.x + n.y * in.va.y) - (n.x * in.vb.x + n.y * in.vb.y);
    double alo = INFINITY, ahi = -INFINITY, blo = INFINITY, bhi = -INFINITY;
    for (const auto& p : in.a) {
      const double x = proj(p), y = x + shift;
      alo = std::min({alo, x, y}), ahi = std::max({ahi, x, y});
    }
    for (const auto& p : in.b) blo = std::min(blo, proj(p)), bhi = std::max(bhi, proj(p));
    const double margin = 0x1p-53 * 44 * ((std::fabs(n.x) + std::fabs(n.y)) * M) + 0x1p-1000;
    return blo - ahi > 2 * margin || alo - bhi > 2 * margin;
  };
  for (int j = 0; j < 3; ++j) {
    const Vec2<double> da = in.a[(j + 1) % 3] - in.a[j], db = in.b[(j + 1) % 3] - in.b[j];
    if (separates({-da.y, da.x}) || separates({-db.y, db.x})) return true;
  }
  const Vec2<double> w = in.va - in.vb;
  if (separates({-w.y, w.x})) return true;
  // No start overlap (every sign decided) and no pair that can touch.
  for (int k = 0; k < 18; ++k) {
    const bool bv = k >= 9;
    const int i = (k % 9) / 3, j = k % 3;
    const auto& P = bv ? in.b : in.a;
    const auto& L = bv ? in.a : in.b;
    if (!pair_filtered_out(P[i], bv ? in.vb : in.va, L[j], L[(j + 1) % 3], bv ? in.va : in.vb)) return false;
  }
  bool ok = true;
  auto orient = [&ok](Vec2<double> a, Vec2<double> b, Vec2<double> c) { return orient_filtered(a, b, c, ok); };
  return !overlap_at_start(in, orient) && ok;
}

/// True when a floating-point test proves that the triangles share a point at
/// time t (a double in [0, 1], taken as exact): with the moved vertices
/// a_i + t vA and b_i + t vB evaluated with running error bounds (bounded.h), a
/// vertex of one lies strictly inside the other (every orientation certain and
/// of the triangle's own sign), or two edges cross properly (the four
/// orientations certain and alternating). A shared point in [0, 1] is a hit.
inline bool overlap_certain_at(const SweptPolygonPolygon<double>& in, double t) {
  const auto x = Bounded::exactly;
  struct P {
    Bounded x, y;
  };
  P A[3], B[3];
  for (int i = 0; i < 3; ++i) {
    A[i] = {x(in.a[i].x) + x(t) * x(in.va.x), x(in.a[i].y) + x(t) * x(in.va.y)};
    B[i] = {x(in.b[i].x) + x(t) * x(in.vb.x), x(in.b[i].y) + x(t) * x(in.vb.y)};
  }
  const auto orient = [](const P& a, const P& b, const P& c) {
    return certain((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  };
  const auto strictly_inside = [&](const P& p, const P (&T)[3]) {
    const int s = orient(T[0], T[1], T[2]);
    if (s == 2) return false;
    for (int j = 0; j < 3; ++j)
      if (orient(T[j], T[(j + 1) % 3], p) != s) return false;
    return true;
  };
  for (const P& p : A)
    if (strictly_inside(p, B)) return true;
  for (const P& p : B)
    if (strictly_inside(p, A)) return true;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      const P &a0 = A[i], &a1 = A[(i + 1) % 3], &b0 = B[j], &b1 = B[(j + 1) % 3];
      const int o1 = orient(a0, a1, b0), o2 = orient(a0, a1, b1), o3 = orient(b0, b1, a0), o4 = orient(b0, b1, a1);
      if (o1 != 2 && o2 != 2 && o3 != 2 && o4 != 2 && o1 == -o2 && o3 == -o4) return true;
    }
  return false;
}

}  // namespace swept_polygon_polygon_detail

/// The exact first contact. Requires finite inputs (otherwise invalid_input).
inline SweptPolygonPolygonExact swept_polygon_polygon_exact(const SweptPolygonPolygon<double>& in) {
  using namespace swept_polygon_polygon_detail;
  if (!finite(in)) return {SweepKind::invalid_input, {}, false, {}};
  const RVec A[3] = {R(in.a[0]), R(in.a[1]), R(in.a[2])}, B[3] = {R(in.b[0]), R(in.b[1]), R(in.b[2])};
  const RVec va = R(in.va), vb = R(in.vb);
  SweptPolygonPolygonExact out;
  auto orient = [](Vec2<double> a, Vec2<double> b, Vec2<double> c) { return orient_exact(a, b, c); };
  out.start_overlap = overlap_at_start(in, orient);
  std::vector<PolygonPairExact> hits;
  for (int k = 0; k < 18; ++k) {
    const bool bv = k >= 9;
    const int i = (k % 9) / 3, j = k % 3;
    const Vec2<double> p = bv ? in.b[i] : in.a[i], vp = bv ? in.vb : in.va, vl = bv ? in.va : in.vb;
    const Vec2<double> l1 = bv ? in.a[j] : in.b[j], l2 = bv ? in.a[(j + 1) % 3] : in.b[(j + 1) % 3];
    if (filtering() && pair_filtered_out(p, vp, l1, l2, vl)) continue;
    const RVec rp = bv ? B[i] : A[i], rvp = bv ? vb : va;
    auto e = pair_exact(rp, rvp - (bv ? va : vb), bv ? A[j] : B[j], bv ? A[(j + 1) % 3] : B[(j + 1) % 3]);
    if (!e) continue;
    e->index = k;
    e->b_vertex = bv;
    e->px = rp.x + e->t * rvp.x;
    e->py = rp.y + e->t * rvp.y;
    hits.push_back(*e);
  }
  std::optional<Rational> first;
  for (const auto& h : hits)
    if (!first || h.t < *first) first = h.t;
  if (out.start_overlap) {
    out.kind = SweepKind::hit;
    out.t = 0;
  } else if (first) {
    out.kind = SweepKind::hit;
    out.t = *first;
  } else {
    return out;
  }
  for (const auto& h : hits)
    if (h.t == out.t) out.earliest.push_back(h);
  return out;
}

/// The exact kind only, with the filter in front (counted in the stats).
/// `exact_path(in)` supplies the exact answer when the filter cannot decide.
template <class ExactPath>
SweepKind swept_polygon_polygon_kind(const SweptPolygonPolygon<double>& in, ExactPath&& exact_path) {
  FilterStats& st = swept_polygon_polygon_stats();
  ++st.decisions;
  if (!swept_polygon_polygon_detail::finite(in)) return SweepKind::invalid_input;
  if (!filtering()) {
    ++st.exact;
    return exact_path(in).kind;
  }
  if (swept_polygon_polygon_detail::filtered_miss(in)) return SweepKind::miss;
  // A start overlap with every orientation sign certain is a hit at t = 0.
  bool ok = true;
  auto orient = [&ok](Vec2<double> a, Vec2<double> b, Vec2<double> c) {
    return swept_polygon_polygon_detail::orient_filtered(a, b, c, ok);
  };
  if (swept_polygon_polygon_detail::overlap_at_start(in, orient) && ok) return SweepKind::hit;
  // An overlap at a later time: the frame's end, its middle, quarters and eighths.
  for (const double t : {1.0, 0.5, 0.75, 0.25, 0.875, 0.625, 0.375, 0.125})
    if (swept_polygon_polygon_detail::overlap_certain_at(in, t)) return SweepKind::hit;
  ++st.exact;
  return exact_path(in).kind;
}

inline SweepKind swept_polygon_polygon_kind(const SweptPolygonPolygon<double>& in) {
  return swept_polygon_polygon_kind(in, [](const SweptPolygonPolygon<double>& q) {
    return swept_polygon_polygon_exact(q);
  });
}

/// The reference unit normal (MPFR) of one earliest pair, from B toward A.
inline std::pair<Real, Real> reference_normal(const PolygonPairExact& e) {
  if (e.degenerate) return {Real(0), Real(0)};
  const Real dx = to_real(e.dx), dy = to_real(e.dy);
  const Real len = boost::multiprecision::sqrt(dx * dx + dy * dy);
  int s = e.collinear ? 1 : e.side;
  if (e.b_vertex) s = -s;
  return {Real(-s) * dy / len, Real(s) * dx / len};
}

/// The exact unit normal of one earliest pair, from B toward A: s perp(D) / |D|
/// = (0 + (-s D.y / |D|^2) sqrt(|D|^2), 0 + (s D.x / |D|^2) sqrt(|D|^2)); (0, 0)
/// for a zero-length edge.
inline std::pair<RootNumber, RootNumber> exact_normal(const PolygonPairExact& e) {
  if (e.degenerate) return {RootNumber(Rational(0)), RootNumber(Rational(0))};
  int s = e.collinear ? 1 : e.side;
  if (e.b_vertex) s = -s;
  const Rational d = e.dx * e.dx + e.dy * e.dy;
  return {RootNumber(Rational(0), Rational(-s * e.dy / d), d), RootNumber(Rational(0), Rational(s * e.dx / d), d)};
}

namespace swept_polygon_polygon_detail {

inline bool on_segment_exact(const RationalPoint& p, const RationalPoint& a, const RationalPoint& b) {
  const Rational dx = b.x - a.x, dy = b.y - a.y, ux = p.x - a.x, uy = p.y - a.y;
  if (dx == 0 && dy == 0) return ux == 0 && uy == 0;
  if (ux * dy - uy * dx != 0) return false;
  const Rational dot = ux * dx + uy * dy;
  return dot >= 0 && dot <= dx * dx + dy * dy;
}

inline Rational cross3(const RationalPoint& o, const RationalPoint& a, const RationalPoint& b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/// p in the closed triangle t (its hull when degenerate).
inline bool in_triangle_exact(const RationalPoint& p, const RationalPoint (&t)[3]) {
  const int s = cross3(t[0], t[1], t[2]).sign();
  if (s == 0)
    return on_segment_exact(p, t[0], t[1]) || on_segment_exact(p, t[1], t[2]) || on_segment_exact(p, t[2], t[0]);
  for (int j = 0; j < 3; ++j)
    if (cross3(t[j], t[(j + 1) % 3], p).sign() * s < 0) return false;
  return true;
}

/// The convex hull of points, counterclockwise, without repeated or collinear
/// points (Andrew's monotone chain): one point, two for a segment.
inline std::vector<RationalPoint> hull(std::vector<RationalPoint> p) {
  std::sort(p.begin(), p.end(), [](const RationalPoint& a, const RationalPoint& b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  p.erase(std::unique(p.begin(), p.end(),
                      [](const RationalPoint& a, const RationalPoint& b) { return a.x == b.x && a.y == b.y; }),
          p.end());
  if (p.size() <= 2) return p;
  std::vector<RationalPoint> h(2 * p.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    while (k >= 2 && cross3(h[k - 2], h[k - 1], p[i]).sign() <= 0) --k;
    h[k++] = p[i];
  }
  for (std::size_t i = p.size() - 1, lower = k + 1; i-- > 0;) {
    while (k >= lower && cross3(h[k - 2], h[k - 1], p[i]).sign() <= 0) --k;
    h[k++] = p[i];
  }
  h.resize(k - 1);
  return h;
}

}  // namespace swept_polygon_polygon_detail

/// The set of points the closed triangles share at time t (A + t vA and
/// B + t vB), as the convex hull of the vertices of each inside the other and
/// the crossings of their edges: every extreme point of the intersection of
/// two convex polygons (or of their degenerate hulls) is one of those. Empty
/// when they do not meet at t.
inline std::vector<RationalPoint> swept_polygon_polygon_contact_set(const SweptPolygonPolygon<double>& in,
                                                                    const Rational& t) {
  using namespace swept_polygon_polygon_detail;
  RationalPoint A[3], B[3];
  for (int i = 0; i < 3; ++i) {
    A[i] = {Rational(exact(in.a[i].x) + t * exact(in.va.x)), Rational(exact(in.a[i].y) + t * exact(in.va.y))};
    B[i] = {Rational(exact(in.b[i].x) + t * exact(in.vb.x)), Rational(exact(in.b[i].y) + t * exact(in.vb.y))};
  }
  std::vector<RationalPoint> points;
  for (const auto& p : A)
    if (in_triangle_exact(p, B)) points.push_back(p);
  for (const auto& p : B)
    if (in_triangle_exact(p, A)) points.push_back(p);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      const RationalPoint &a0 = A[i], &a1 = A[(i + 1) % 3], &b0 = B[j], &b1 = B[(j + 1) % 3];
      const Rational dax = a1.x - a0.x, day = a1.y - a0.y, dbx = b1.x - b0.x, dby = b1.y - b0.y;
      const Rational den = dax * dby - day * dbx;
      if (den == 0) continue;  // parallel or zero length: their shared points are vertices in the other
      const Rational wx = b0.x - a0.x, wy = b0.y - a0.y;
      const Rational u = (wx * dby - wy * dbx) / den, v = (wx * day - wy * dax) / den;
      if (u >= 0 && u <= 1 && v >= 0 && v <= 1) points.push_back({Rational(a0.x + u * dax), Rational(a0.y + u * day)});
    }
  return hull(std::move(points));
}

/// The point of a convex hull (as swept_polygon_polygon_contact_set returns
/// it, nonempty) nearest to p.
inline RationalPoint nearest_in_hull(const std::vector<RationalPoint>& h, const RationalPoint& p) {
  using swept_polygon_polygon_detail::cross3;
  if (h.size() == 1) return h[0];
  if (h.size() >= 3) {
    bool inside = true;
    for (std::size_t i = 0; i < h.size() && inside; ++i)
      if (cross3(h[i], h[(i + 1) % h.size()], p).sign() < 0) inside = false;
    if (inside) return p;
  }
  RationalPoint best = h[0];
  Rational best_d2 = squared_distance(p, best);
  const std::size_t edges = h.size() == 2 ? 1 : h.size();
  for (std::size_t i = 0; i < edges; ++i) {
    const RationalPoint q = nearest_on_segment(p, h[i], h[(i + 1) % h.size()]);
    const Rational d2 = squared_distance(p, q);
    if (d2 < best_d2) best = q, best_d2 = d2;
  }
  return best;
}

namespace swept_polygon_polygon_detail {

/// The sweep seen from B: A(t) and B(t) share a point iff t w lies in
/// K = B - A (the Minkowski difference of the start triangles, the hull of
/// b_j - a_i, counterclockwise), w = vA - vB. The separation of A(t) and B(t)
/// is the signed distance of t w to K: the distance outside K, minus the
/// distance to K's boundary inside it (a K without area has no inside).
struct Relative {
  std::vector<RationalPoint> K;
  RationalPoint w;
};

inline Relative relative(const SweptPolygonPolygon<double>& in) {
  std::vector<RationalPoint> diff;
  for (const auto& b : in.b)
    for (const auto& a : in.a) diff.push_back({Rational(exact(b.x) - exact(a.x)), Rational(exact(b.y) - exact(a.y))});
  return {hull(std::move(diff)),
          {Rational(exact(in.va.x) - exact(in.vb.x)), Rational(exact(in.va.y) - exact(in.vb.y))}};
}

/// x y for RootNumbers of one radicand (or rational).
inline RootNumber times(const RootNumber& x, const RootNumber& y) {
  if (x.is_rational()) return x.a * y;
  if (y.is_rational()) return y.a * x;
  if (x.d != y.d) throw std::domain_error("swept_polygon_polygon oracle: mixed radicands");
  return {Rational(x.a * y.a + x.b * y.b * x.d), Rational(x.a * y.b + x.b * y.a), x.d};
}

/// The squared distance between the closed segments [a, b] and [c, d] (0 when they meet).
inline Rational segment_distance2(const RationalPoint& a, const RationalPoint& b, const RationalPoint& c,
                                  const RationalPoint& d) {
  const int o1 = cross3(a, b, c).sign(), o2 = cross3(a, b, d).sign(), o3 = cross3(c, d, a).sign(),
            o4 = cross3(c, d, b).sign();
  if (o1 * o2 < 0 && o3 * o4 < 0) return 0;
  return std::min({squared_distance_to_segment(a, c, d), squared_distance_to_segment(b, c, d),
                   squared_distance_to_segment(c, a, b), squared_distance_to_segment(d, a, b)});
}

/// For K with area: the times t in [0, 1] at which t w has depth >= d
/// (closed) or > d (open) in K, d > 0: each edge's inward offset by d bounds t
/// on one side, alpha t >= beta with beta = d |n| - c (a RootNumber over |n|^2).
/// Returns the first such t, or nullopt.
inline std::optional<RootNumber> first_at_depth(const Relative& r, const Rational& d, bool open) {
  std::optional<RootNumber> lo, hi;  // strictest lower and upper bounds
  bool lo_open = false, hi_open = false;
  for (std::size_t i = 0; i < r.K.size(); ++i) {
    const RationalPoint& k0 = r.K[i];
    const RationalPoint& k1 = r.K[(i + 1) % r.K.size()];
    const Rational nx = k1.y - k0.y, ny = -(k1.x - k0.x);  // outward for a counterclockwise K
    const Rational c = nx * k0.x + ny * k0.y;
    const Rational alpha = -(nx * r.w.x + ny * r.w.y);
    const RootNumber beta(Rational(-c), d, Rational(nx * nx + ny * ny));
    if (alpha == 0) {
      const int s = sign(beta);
      if (s > 0 || (open && s == 0)) return std::nullopt;
      continue;
    }
    const RootNumber bound = Rational(1 / alpha) * beta;
    if (alpha > 0) {
      if (!lo || compare_across(bound, *lo) > 0) lo = bound;
    } else {
      if (!hi || compare_across(bound, *hi) < 0) hi = bound;
    }
  }
  lo_open = hi_open = open;
  // Intersect with [0, 1] (closed).
  const RootNumber zero(Rational(0)), one(Rational(1));
  RootNumber L = zero, U = one;
  bool L_open = false, U_open = false;
  if (lo && compare_across(*lo, zero) >= 0) L = *lo, L_open = lo_open;
  if (hi && compare_across(*hi, one) <= 0) U = *hi, U_open = hi_open;
  const int c = compare_across(L, U);
  if (c > 0 || (c == 0 && (L_open || U_open))) return std::nullopt;
  return L;
}

/// Whether the point x (coordinates in one quadratic field) is within distance
/// r of K (inside K included), exactly.
inline bool within(const Relative& rel, const RootNumber& x, const RootNumber& y, const Rational& r) {
  const auto& K = rel.K;
  auto dist2_le = [&](const RootNumber& dx, const RootNumber& dy) {
    return sign(times(dx, dx) + times(dy, dy) - RootNumber(Rational(r * r))) <= 0;
  };
  if (K.size() >= 3) {
    bool inside = true;
    for (std::size_t i = 0; i < K.size() && inside; ++i) {
      const RationalPoint& k0 = K[i];
      const RationalPoint& k1 = K[(i + 1) % K.size()];
      // cross(k1 - k0, x - k0) >= 0 inside a counterclockwise K.
      const RootNumber c = Rational(k1.x - k0.x) * (y - RootNumber(k0.y)) - Rational(k1.y - k0.y) * (x - RootNumber(k0.x));
      if (sign(c) < 0) inside = false;
    }
    if (inside) return true;
  }
  const std::size_t edges = K.size() == 1 ? 1 : (K.size() == 2 ? 1 : K.size());
  for (std::size_t i = 0; i < edges; ++i) {
    const RationalPoint& k0 = K[i];
    const RationalPoint& k1 = K.size() == 1 ? K[0] : K[(i + 1) % K.size()];
    const RootNumber ux = x - RootNumber(k0.x), uy = y - RootNumber(k0.y);
    const Rational ex = k1.x - k0.x, ey = k1.y - k0.y, len2 = ex * ex + ey * ey;
    if (len2 == 0) {
      if (dist2_le(ux, uy)) return true;
      continue;
    }
    const RootNumber s = ex * ux + ey * uy;
    if (sign(s) <= 0) {
      if (dist2_le(ux, uy)) return true;
    } else if (compare(s, RootNumber(len2)) >= 0) {
      if (dist2_le(x - RootNumber(k1.x), y - RootNumber(k1.y))) return true;
    } else {
      const RootNumber c = ex * uy - ey * ux;  // the distance is |c| / |e|
      if (sign(times(c, c) - RootNumber(Rational(r * r * len2))) <= 0) return true;
    }
  }
  return false;
}

}  // namespace swept_polygon_polygon_detail

/// The exact sign of (separation - offset), the separation of the sweep being
/// its least value over the frame: the distance between A(t) and B(t) when
/// apart, minus the penetration depth when they overlap (positive depth needs
/// a K with area). K is the Minkowski difference B - A, counterclockwise, of
/// any size; A moves by w relative to B.
inline int relative_sweep_separation_sign(const swept_polygon_polygon_detail::Relative& r, const Rational& offset) {
  using namespace swept_polygon_polygon_detail;
  const RationalPoint o{Rational(0), Rational(0)};
  // The squared distance from the path [0, w] to K.
  Rational d2;
  if (r.K.size() == 1) {
    d2 = squared_distance_to_segment(r.K[0], o, r.w);
  } else if (r.K.size() == 2) {
    d2 = segment_distance2(o, r.w, r.K[0], r.K[1]);
  } else {
    d2 = -1;
    for (const auto& p : {o, r.w}) {  // an end of the path inside K
      bool inside = true;
      for (std::size_t i = 0; i < r.K.size(); ++i)
        if (cross3(r.K[i], r.K[(i + 1) % r.K.size()], p).sign() < 0) inside = false;
      if (inside) d2 = 0;
    }
    for (std::size_t i = 0; i < r.K.size() && d2 != 0; ++i) {
      const Rational e = segment_distance2(o, r.w, r.K[i], r.K[(i + 1) % r.K.size()]);
      if (d2 < 0 || e < d2) d2 = e;
    }
  }
  if (d2 > 0) {  // apart throughout: separation sqrt(d2) > 0
    if (offset.sign() <= 0) return 1;
    return Rational(d2 - offset * offset).sign();
  }
  // They meet: the separation is 0, or minus the largest depth D.
  const bool has_depth = r.K.size() >= 3 && first_at_depth(r, Rational(0), true).has_value();
  if (offset.sign() > 0) return -1;
  if (!has_depth) return offset.sign() == 0 ? 0 : 1;
  if (offset.sign() == 0) return -1;
  // -D - offset: compare D with d = -offset.
  const Rational d = -offset;
  if (first_at_depth(r, d, true)) return -1;   // D > d
  if (first_at_depth(r, d, false)) return 0;   // D == d
  return 1;
}

/// The exact sign of (separation - offset) for two translating triangles
/// (relative_sweep_separation_sign of their Minkowski difference).
inline int swept_polygon_polygon_separation_sign(const SweptPolygonPolygon<double>& in, const Rational& offset) {
  return relative_sweep_separation_sign(swept_polygon_polygon_detail::relative(in), offset);
}

/// The first time in [0, 1] at which t w, offset by `offset`, meets K: the
/// shapes whose Minkowski difference is K, moving apart by w, offset by
/// `offset` touch (nullopt: never). K counterclockwise, any size.
inline std::optional<RootNumber> relative_sweep_first_contact(const swept_polygon_polygon_detail::Relative& r,
                                                              const Rational& offset) {
  using namespace swept_polygon_polygon_detail;
  if (offset.sign() < 0) {
    if (r.K.size() < 3) return std::nullopt;
    return first_at_depth(r, Rational(-offset), false);
  }
  // The first contact is t = 0 or a time at which t w reaches an edge's line
  // offset by `offset`, or the circle of radius `offset` around a vertex of K;
  // the earliest such time within `offset` of K is it.
  const Rational& rr = offset;
  std::vector<RootNumber> candidates{RootNumber(Rational(0))};
  const RootNumber zero(Rational(0)), one(Rational(1));
  auto add = [&](const RootNumber& t) {
    if (compare_across(t, zero) >= 0 && compare_across(t, one) <= 0) candidates.push_back(t);
  };
  const std::size_t edges = r.K.size() >= 3 ? r.K.size() : (r.K.size() == 2 ? 1 : 0);
  for (std::size_t i = 0; i < edges; ++i) {
    const RationalPoint& k0 = r.K[i];
    const RationalPoint& k1 = r.K[(i + 1) % r.K.size()];
    const Rational nx = k1.y - k0.y, ny = -(k1.x - k0.x), n2 = nx * nx + ny * ny;
    const Rational c = nx * k0.x + ny * k0.y, nw = nx * r.w.x + ny * r.w.y;
    if (nw == 0) continue;
    add(RootNumber(Rational(c / nw), Rational(rr / nw), n2));  // n.(t w) = c + r |n|
    if (r.K.size() == 2) add(RootNumber(Rational(c / nw), Rational(-rr / nw), n2));  // both sides of a segment
  }
  const Rational ww = r.w.x * r.w.x + r.w.y * r.w.y;
  if (ww != 0)
    for (const auto& k : r.K) {  // |t w - k|^2 = r^2
      const Rational b = -2 * (r.w.x * k.x + r.w.y * k.y), c = k.x * k.x + k.y * k.y - rr * rr;
      if (Rational(b * b - 4 * ww * c) < 0) continue;
      const QuadraticRoots q = quadratic_roots(ww, b, c);
      add(q.lo);
      add(q.hi);
    }
  std::sort(candidates.begin(), candidates.end(),
            [](const RootNumber& x, const RootNumber& y) { return compare_across(x, y) < 0; });
  for (const auto& t : candidates)
    if (within(r, times(t, RootNumber(r.w.x)), times(t, RootNumber(r.w.y)), rr)) return t;
  return std::nullopt;
}

/// The first time in [0, 1] at which the triangles offset by `offset` touch:
/// the separation of A(t) and B(t) is at most `offset` (nullopt: never).
inline std::optional<RootNumber> swept_polygon_polygon_first_contact(const SweptPolygonPolygon<double>& in,
                                                                     const Rational& offset) {
  return relative_sweep_first_contact(swept_polygon_polygon_detail::relative(in), offset);
}

}  // namespace cc::oracle
