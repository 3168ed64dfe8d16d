#pragma once
// polygon_polygon: the robust kernel (namespace cc::robust) and what it
// promises, as data (PolygonPolygonBounds). The conventions and result types
// are in ../polygon_polygon.h. Standard library only: a game copies this header
// with ../detail/, ../error_bound.h, ../polygon_polygon.h and the type headers
// those include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <algorithm>
#include <cmath>

#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../polygon_polygon.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::polygon_polygon promises: decisions only, no values.
template <class T>
struct PolygonPolygonBounds;
template <>
struct PolygonPolygonBounds<double> {
  // Decisions only, exact for every finite input: nothing to bound.
};
template <>
struct PolygonPolygonBounds<float> {
  // Decisions only, exact for every finite input: nothing to bound.
};

/// The stages of robust::polygon_polygon, by the names its CC_STAGE markers
/// pass (stage.h): invalid_input, box_apart (disjoint bounding boxes), then the
/// edge pairs by stage A: a_proper_crossing (four proven signs prove two edges
/// cross). The pairs stage A leaves go to exact signs: exact_edges_meet (an
/// edge pair meets). When no edge pair meets, the even-odd containment of one
/// vertex each decides: vertex_inside (intersecting), vertex_outside (none).
template <class T>
struct PolygonPolygonStages {
  static constexpr const char* names[] = {"invalid_input",    "box_apart",     "a_proper_crossing",
                                          "exact_edges_meet", "vertex_inside", "vertex_outside"};
};

namespace polygon_polygon_detail {

struct Box {
  double lo_x = INFINITY, lo_y = INFINITY, hi_x = -INFINITY, hi_y = -INFINITY;

  void add(Vec2<double> p) {
    lo_x = std::min(lo_x, p.x);
    lo_y = std::min(lo_y, p.y);
    hi_x = std::max(hi_x, p.x);
    hi_y = std::max(hi_y, p.y);
  }
  bool meets(const Box& b) const { return lo_x <= b.hi_x && b.lo_x <= hi_x && lo_y <= b.hi_y && b.lo_y <= hi_y; }
};

/// Do the closed segments ab and cd share a point? Exact orientation signs: they
/// do iff c, d are not strictly on one side of line ab and a, b not strictly on
/// one side of line cd; when all four signs are zero (one line, or points) iff
/// their boxes meet. Zero-length segments are covered by the same rules.
inline bool segments_meet(Vec2<double> a, Vec2<double> b, Vec2<double> c, Vec2<double> d,
                          const detail::Orientation& o) {
  const int o1 = o.sign(a, b, c), o2 = o.sign(a, b, d);
  if (o1 * o2 > 0) return false;
  const int o3 = o.sign(c, d, a), o4 = o.sign(c, d, b);
  if (o3 * o4 > 0) return false;
  if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) {
    Box s, t;
    s.add(a);
    s.add(b);
    t.add(c);
    t.add(d);
    return s.meets(t);
  }
  return true;
}

/// Stage A of the edge pair ab, cd (detail::orient2d_stage_a_pair, T double or
/// float): 1 when four proven signs prove a proper crossing, 0 when two proven
/// alike prove the segments apart, detail::kUndecided otherwise. Needs no
/// checks: non-finite values and zero-length edges make their bounds refuse.
template <class T>
int edges_stage_a(Vec2<T> a, Vec2<T> b, Vec2<T> c, Vec2<T> d) {
  const auto cd_sides = detail::orient2d_stage_a_pair(a, b, c, d);
  const bool cd_decided = cd_sides.decided();
  if (cd_decided & cd_sides.same_side()) return 0;
  const auto ab_sides = detail::orient2d_stage_a_pair(c, d, a, b);
  const bool ab_decided = ab_sides.decided();
  if (ab_decided & ab_sides.same_side()) return 0;
  return (cd_decided & ab_decided) ? 1 : detail::kUndecided;
}

/// Whether all sixteen coordinates are finite: v - v is 0 for finite v and NaN
/// otherwise, summed in a tree.
template <class T>
bool all_finite(const Quad<T>& A, const Quad<T>& B) {
  const auto z = [](Vec2<T> p) { return (p.x - p.x) + (p.y - p.y); };
  const T s = ((z(A.v[0]) + z(A.v[1])) + (z(A.v[2]) + z(A.v[3]))) + ((z(B.v[0]) + z(B.v[1])) + (z(B.v[2]) + z(B.v[3])));
  return s == T(0);
}

template <class T>
Box bounding_box(const Quad<T>& q) {
  Box b;
  for (const Vec2<T>& v : q.v) b.add({v.x, v.y});
  return b;
}

/// Exact even-odd containment of p in poly, p not on poly's boundary: an edge
/// crossing the horizontal through p (one end strictly above, the other not)
/// counts when p lies strictly to the left of the edge directed upward, an
/// orientation sign: by stage A in T's arithmetic, exact (in double) where it
/// refuses.
template <class T>
bool contains_filtered(const Quad<T>& poly, Vec2<T> p, const detail::Orientation& o) {
  bool inside = false;
  for (int i = 0; i < 4; ++i) {
    const Vec2<T> a = poly.v[i], b = poly.v[(i + 1) % 4];
    const bool a_above = a.y > p.y, b_above = b.y > p.y;
    if (a_above == b_above) continue;
    const Vec2<T> lo = a_above ? b : a, hi = a_above ? a : b;
    const auto d = detail::orient2d_stage_a(lo, hi, p);
    const int s = d.decided() ? d.sign()
                              : o.sign_after_stage_a({lo.x, lo.y}, {hi.x, hi.y}, {p.x, p.y});
    if (s > 0) inside = !inside;
  }
  return inside;
}

/// The largest coordinate magnitude (finite inputs).
template <class T>
double max_abs(const Quad<T>& A, const Quad<T>& B) {
  double m = 0.0;
  for (const Quad<T>* q : {&A, &B})
    for (const Vec2<T>& v : q->v) m = std::max({m, std::fabs(double(v.x)), std::fabs(double(v.y))});
  return m;
}

/// The decision for finite inputs whose boxes meet: every edge pair by stage A
/// (a proven crossing answers at once), then the pairs it left undecided by
/// exact signs (segments_meet, in double), then containment.
template <class T>
PolygonContact decide(const Quad<T>& A, const Quad<T>& B) {
  unsigned undecided = 0;  // bit 4 i + j: edge pair (i, j) left by stage A
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      const int r = edges_stage_a(A.v[i], A.v[(i + 1) % 4], B.v[j], B.v[(j + 1) % 4]);
      if (r == 1) return CC_STAGE("a_proper_crossing"), PolygonContact::intersecting;
      if (r == detail::kUndecided) undecided |= 1u << (4 * i + j);
    }
  const detail::Orientation o(max_abs(A, B));
  const auto w = [](Vec2<T> v) { return Vec2<double>{v.x, v.y}; };
  for (int k = 0; k < 16; ++k) {
    if (!(undecided & (1u << k))) continue;
    const int i = k / 4, j = k % 4;
    if (segments_meet(w(A.v[i]), w(A.v[(i + 1) % 4]), w(B.v[j]), w(B.v[(j + 1) % 4]), o))
      return CC_STAGE("exact_edges_meet"), PolygonContact::intersecting;
  }
  if (contains_filtered(B, A.v[0], o) || contains_filtered(A, B.v[0], o))
    return CC_STAGE("vertex_inside"), PolygonContact::intersecting;
  return CC_STAGE("vertex_outside"), PolygonContact::none;
}

}  // namespace polygon_polygon_detail

/// Exact for every finite input. Disjoint bounding boxes answer none at once;
/// otherwise the boundaries meet iff some edge pair meets, and if they do not,
/// the regions meet iff one contains a vertex of the other (even-odd test of
/// one vertex each). Every orientation is tried by stage A first
/// (detail::orient2d_stage_a_pair: a proven proper crossing of two edges answers
/// intersecting at once); only the signs it cannot prove are computed exactly
/// (detail::Orientation, one shared frame).
inline PolygonContact polygon_polygon(const Quad<double>& A, const Quad<double>& B) {
  using namespace polygon_polygon_detail;
  if (!all_finite(A, B)) return CC_STAGE("invalid_input"), PolygonContact::invalid_input;
  if (!bounding_box(A).meets(bounding_box(B))) return CC_STAGE("box_apart"), PolygonContact::none;
  return decide(A, B);
}

/// Float inputs widen exactly, so the double exact paths serve them; stage A
/// runs in float arithmetic (its bound derived for float in detail::det2_stage_a).
inline PolygonContact polygon_polygon(const Quad<float>& A, const Quad<float>& B) {
  using namespace polygon_polygon_detail;
  if (!all_finite(A, B)) return CC_STAGE("invalid_input"), PolygonContact::invalid_input;
  if (!bounding_box(A).meets(bounding_box(B))) return CC_STAGE("box_apart"), PolygonContact::none;
  return decide(A, B);
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
