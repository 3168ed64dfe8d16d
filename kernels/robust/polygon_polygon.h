#pragma once
// polygon_polygon: the robust kernel (namespace cc::robust) and what it
// promises, as data (PolygonPolygonBounds). The conventions and result types
// are in ../polygon_polygon.h. Standard library only: a game copies this header
// with ../detail/, ../error_bound.h, ../polygon_polygon.h and the type headers
// those include.

#include "../detail/fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../polygon_polygon.h"

namespace cc {
namespace robust {

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

namespace polygon_polygon_detail {

/// Exact even-odd containment of p in poly, p not on poly's boundary: an edge
/// crossing the horizontal through p (one end strictly above, the other not)
/// counts when p lies strictly to the left of the edge directed upward, an
/// exact orientation sign.
inline bool contains(const Quad<double>& poly, Vec2<double> p, const detail::Orientation& o) {
  bool inside = false;
  for (int i = 0; i < 4; ++i) {
    const Vec2<double> a = poly.v[i], b = poly.v[(i + 1) % 4];
    const bool a_above = a.y > p.y, b_above = b.y > p.y;
    if (a_above == b_above) continue;
    const Vec2<double> lo = a_above ? b : a, hi = a_above ? a : b;
    if (o.sign(lo, hi, p) > 0) inside = !inside;
  }
  return inside;
}

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

}  // namespace polygon_polygon_detail

/// Exact for every finite input (detail::Orientation). Disjoint bounding
/// boxes answer none at once; otherwise the boundaries meet iff some edge pair
/// meets (exact orientation signs in one shared frame); if they do not, the
/// regions meet iff one contains a vertex of the other (exact even-odd test of
/// one vertex each).
inline PolygonContact polygon_polygon(const Quad<double>& A, const Quad<double>& B) {
  double max_abs = 0.0;
  polygon_polygon_detail::Box box_a, box_b;
  for (int i = 0; i < 4; ++i) {
    for (const Vec2<double>& v : {A.v[i], B.v[i]}) {
      if (!std::isfinite(v.x) || !std::isfinite(v.y)) return PolygonContact::invalid_input;
      max_abs = std::max({max_abs, std::fabs(v.x), std::fabs(v.y)});
    }
    box_a.add(A.v[i]);
    box_b.add(B.v[i]);
  }
  if (!box_a.meets(box_b)) return PolygonContact::none;
  const detail::Orientation o(max_abs);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      if (polygon_polygon_detail::segments_meet(A.v[i], A.v[(i + 1) % 4], B.v[j], B.v[(j + 1) % 4], o))
        return PolygonContact::intersecting;
  if (polygon_polygon_detail::contains(B, A.v[0], o) || polygon_polygon_detail::contains(A, B.v[0], o))
    return PolygonContact::intersecting;
  return PolygonContact::none;
}

/// Float inputs widen exactly: the double algorithm is exact for all of them.
inline PolygonContact polygon_polygon(const Quad<float>& A, const Quad<float>& B) {
  const auto widen = [](const Quad<float>& q) {
    Quad<double> w;
    for (int i = 0; i < 4; ++i) w.v[i] = {q.v[i].x, q.v[i].y};
    return w;
  };
  return polygon_polygon(widen(A), widen(B));
}

}  // namespace robust
}  // namespace cc
