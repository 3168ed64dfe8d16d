// The public exact predicates (include/collide_check/exact.h), on the
// oracle's cross-product sign.

#include <cmath>

#include "../include/collide_check/exact.h"
#include "../oracle/cross_sign.h"
#include "../oracle/disk_convex.h"
#include "../oracle/distance.h"
#include "../oracle/filter.h"
#include "../oracle/segment_segment.h"

namespace collide_check::exact {

namespace {

bool finite(Vec2<double> p) { return std::isfinite(p.x) && std::isfinite(p.y); }

bool finite(const Quad<double>& q) {
  for (const auto& v : q.v)
    if (!finite(v)) return false;
  return true;
}

cc::oracle::FilterStats& stats() {
  thread_local cc::oracle::FilterStats s;
  return s;
}

}  // namespace

int area_sign(const Quad<double>& q) {
  if (!finite(q)) return 0;
  using cc::oracle::Rational;
  Rational a2(0);
  for (int i = 0; i < 4; ++i) {
    const auto& p = q.v[i];
    const auto& r = q.v[(i + 1) % 4];
    a2 += cc::oracle::exact(p.x) * cc::oracle::exact(r.y) - cc::oracle::exact(p.y) * cc::oracle::exact(r.x);
  }
  return a2.sign();
}

int distance_sign(Vec2<double> p, Vec2<double> q, double r) {
  using cc::oracle::exact;
  using cc::oracle::Rational;
  if (!finite(p) || !finite(q) || !std::isfinite(r)) return 0;
  const Rational dx = exact(p.x) - exact(q.x), dy = exact(p.y) - exact(q.y), rr = exact(r);
  return Rational(dx * dx + dy * dy - rr * rr).sign();
}

int distance_sign(Vec2<double> p, Vec2<double> q, double r1, double r2) {
  using cc::oracle::exact;
  using cc::oracle::Rational;
  if (!finite(p) || !finite(q) || !std::isfinite(r1) || !std::isfinite(r2)) return 0;
  const Rational dx = exact(p.x) - exact(q.x), dy = exact(p.y) - exact(q.y), rr = exact(r1) + exact(r2);
  return Rational(dx * dx + dy * dy - rr * rr).sign();
}

int distance_sign(Vec2<double> p, const Segment<double>& s, double r) {
  using cc::oracle::exact;
  using cc::oracle::Rational;
  if (!finite(p) || !finite(s.a) || !finite(s.b) || !std::isfinite(r)) return 0;
  const auto point = [](Vec2<double> v) { return cc::oracle::RationalPoint{exact(v.x), exact(v.y)}; };
  const Rational d2 = cc::oracle::squared_distance_to_segment(point(p), point(s.a), point(s.b));
  const Rational rr = exact(r);
  return Rational(d2 - rr * rr).sign();
}

int orientation(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  if (!finite(a) || !finite(b) || !finite(c)) return 0;
  return cc::oracle::cross_sign(b, a, c, a, stats());
}

bool segments_meet(const Segment<double>& A, const Segment<double>& B) {
  const auto k = cc::oracle::segment_segment_kind(A, B, stats());
  return k == cc::SegmentContact::point || k == cc::SegmentContact::overlap;
}

int convex_orientation(const Quad<double>& q) {
  if (!finite(q)) return 0;
  const int o = area_sign(q);
  if (o == 0) return 0;
  for (int i = 0; i < 4; ++i) {
    const int t = orientation(q.v[i], q.v[(i + 1) % 4], q.v[(i + 2) % 4]);
    if (t != 0 && t != o) return 0;
  }
  return o;
}

bool is_simple(const Quad<double>& q) {
  if (!finite(q) || area_sign(q) == 0) return false;
  // Opposite edges must not meet.
  if (segments_meet(q.edge(0), q.edge(2)) || segments_meet(q.edge(1), q.edge(3))) return false;
  // Adjacent edges share only their vertex: they must not fold back onto each
  // other (collinear, pointing the same way from the shared vertex), and no
  // edge may have zero length.
  for (int i = 0; i < 4; ++i) {
    const Vec2<double> a = q.v[i], v = q.v[(i + 1) % 4], b = q.v[(i + 2) % 4];
    if (a == v || v == b) return false;
    if (orientation(a, v, b) == 0) {
      // Collinear: folded back when a and b lie on the same side of v
      // (comparisons of doubles are exact).
      const bool same_x = (a.x > v.x && b.x > v.x) || (a.x < v.x && b.x < v.x);
      const bool same_y = (a.y > v.y && b.y > v.y) || (a.y < v.y && b.y < v.y);
      if (same_x || same_y) return false;
    }
  }
  return true;
}

namespace {

constexpr int kOrders[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 1, 3, 2}};

Quad<double> in_order(const Quad<double>& q, const int (&o)[4]) { return {{q.v[o[0]], q.v[o[1]], q.v[o[2]], q.v[o[3]]}}; }

}  // namespace

Quad<double> simple_order(const Quad<double>& q) {
  for (const auto& o : kOrders)
    if (const auto r = in_order(q, o); is_simple(r)) return r;
  return q;
}

Quad<double> convex_ccw_order(const Quad<double>& q) {
  for (const auto& o : kOrders) {
    const auto r = in_order(q, o);
    const int turn = convex_orientation(r);
    if (turn > 0) return r;
    if (turn < 0) return {{r.v[3], r.v[2], r.v[1], r.v[0]}};
  }
  return q;
}

bool sum_is_exact(double a, double b) {
  // TwoSum (Knuth): the rounding error of a + b, exactly, without overflow.
  const double s = a + b;
  const double bv = s - a;
  return std::isfinite(s) && (a - (s - bv)) + (b - bv) == 0;
}

bool convex_polygon_valid(const cc::ConvexPolygon<double>& p) {
  cc::oracle::ConvexCore core;
  core.n = cc::merged_vertices(p, core.v);
  for (int i = 0; i < core.n; ++i)
    if (!finite(core.v[i])) return false;
  return cc::oracle::convex_core_valid(core, stats());
}

}  // namespace collide_check::exact
