// Time per call of each library function the adapters in examples/ check,
// beside the suite's robust kernel of the same family (collide_check's
// kernels/robust/), on the same 1024 inputs walked cyclically. Shapes are built
// once, before timing: a row times the query alone, as a physics step calls it
// on shapes it already holds. Inputs (deterministic, splitmix64):
//   circles    centres in [-8, 8)^2, radii in [0.5, 4)
//   segments   endpoints in [-8, 8)^2
//   polygons   convex counter-clockwise quadrilaterals: four vertices at
//              angles k 90 deg + [0, 45) deg from a centre in [-8, 8)^2, radius
//              in [1, 4)
//   points / boxes  points in [-8, 8)^2, boxes with corners in [-8, 8)^2 and
//              sides in [0, 8), all values multiples of 2^-10 (far edges exact)
//   sweeps     the circles or a point moving by a displacement in [-16, 16)^2
// Every value is a float, so the f32 (Box2D) and f64 rows see the same shapes.
// Compare rows as ratios within one run: the machine is shared.
// Each row is named by the variant its adapter registers,
// family/variant/scalar/library_inputs: `collide-check precision --bench`
// puts the figures beside the variants on the precision page
// (tools/run-bench.sh).

#include <benchmark/benchmark.h>
#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_distance.h>
#include <box2d/b2_edge_shape.h>
#include <box2d/b2_polygon_shape.h>
#include <box2d/b2_time_of_impact.h>
#include <chipmunk/chipmunk.h>
#include <collide_check/kernels/robust/circle_capsule.h>
#include <collide_check/kernels/robust/circle_circle.h>
#include <collide_check/kernels/robust/circle_convex.h>
#include <collide_check/kernels/robust/convex_distance.h>
#include <collide_check/kernels/robust/point_polygon.h>
#include <collide_check/kernels/robust/point_rect.h>
#include <collide_check/kernels/robust/point_segment.h>
#include <collide_check/kernels/robust/point_side.h>
#include <collide_check/kernels/robust/polygon_polygon.h>
#include <collide_check/kernels/robust/rect_rect.h>
#include <collide_check/kernels/robust/segment_segment.h>
#include <collide_check/kernels/robust/swept_circle_circle.h>
#include <collide_check/kernels/robust/swept_circle_segment.h>
#include <collide_check/kernels/robust/swept_polygon_polygon.h>
#include <collide_check/kernels/seeds/circle_capsule.h>
#include <collide_check/kernels/seeds/circle_convex.h>
#include <collide_check/kernels/seeds/convex_distance.h>
#include <collide_check/kernels/seeds/point_polygon.h>
#include <collide_check/kernels/seeds/point_side.h>
#include <geos_c.h>

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

namespace bg = boost::geometry;
using cc::Circle;
using cc::MovingCircle;
using cc::Quad;
using cc::Rect;
using cc::Segment;
using cc::Vec2;

constexpr std::size_t kInputs = 1024;  // a power of two: the cyclic index is a mask

// ---------------------------------------------------------------- inputs

/// splitmix64 (Steele, Lea, Flood 2014): deterministic on every platform.
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  /// A multiple of 2^-10 in [lo, hi): exact in float and double.
  double in(double lo, double hi) {
    const double steps = (hi - lo) * 1024;
    return lo + static_cast<double>(next() % static_cast<std::uint64_t>(steps)) / 1024;
  }
  Vec2<double> point(double lo, double hi) { return {in(lo, hi), in(lo, hi)}; }
};

Circle<double> circle(SplitMix64& r) { return {r.point(-8, 8), r.in(0.5, 4)}; }

/// A convex counter-clockwise quadrilateral; vertices rounded to float.
Quad<double> quad(SplitMix64& r) {
  const Vec2<double> c = r.point(-8, 8);
  const double radius = r.in(1, 4);
  Quad<double> q;
  for (int k = 0; k < 4; ++k) {
    const double a = (k * 90 + r.in(0, 45)) * 3.14159265358979323846 / 180;
    q.v[k] = {static_cast<float>(c.x + radius * std::cos(a)), static_cast<float>(c.y + radius * std::sin(a))};
  }
  return q;
}

template <class T>
std::vector<T> inputs(std::uint64_t seed, T (*make)(SplitMix64&)) {
  SplitMix64 r{seed};
  std::vector<T> out;
  for (std::size_t i = 0; i < kInputs; ++i) out.push_back(make(r));
  return out;
}

struct CirclePair {
  Circle<double> A, B;
};
struct SegmentPair {
  Segment<double> A, B;
};
struct QuadPair {
  Quad<double> A, B;
};
struct PointBox {
  Vec2<double> P;
  Rect<double> R;
};
struct BoxPair {
  Rect<double> A, B;
};

Rect<double> box(SplitMix64& r) { return {r.in(-8, 8), r.in(-8, 8), r.in(0, 8), r.in(0, 8)}; }

const std::vector<CirclePair>& circle_pairs() {
  static const auto v = inputs<CirclePair>(1, [](SplitMix64& r) { return CirclePair{circle(r), circle(r)}; });
  return v;
}
const std::vector<SegmentPair>& segment_pairs() {
  static const auto v = inputs<SegmentPair>(2, [](SplitMix64& r) {
    return SegmentPair{{r.point(-8, 8), r.point(-8, 8)}, {r.point(-8, 8), r.point(-8, 8)}};
  });
  return v;
}
const std::vector<QuadPair>& quad_pairs() {
  static const auto v = inputs<QuadPair>(3, [](SplitMix64& r) { return QuadPair{quad(r), quad(r)}; });
  return v;
}
/// A disk and a convex counter-clockwise polygon of 3 to 8 vertices on a
/// circle (vertices rounded to float; the slots padded by repeating the
/// last), overlapping about half the time.
struct DiskPolygon {
  Circle<double> A;
  cc::RoundedPolygon<double> B;
  int n;
};
DiskPolygon disk_polygon(SplitMix64& r) {
  DiskPolygon d;
  const Vec2<double> c = r.point(-8, 8);
  const double radius = r.in(1, 4);
  d.n = 3 + static_cast<int>(r.next() % 6);
  for (int k = 0; k < cc::kMaxPolygonVertices; ++k) {
    const int j = k < d.n ? k : d.n - 1;
    const double a = (j + r.in(0, 0.5)) * 2 * 3.14159265358979323846 / d.n;
    const Vec2<double> v{static_cast<float>(c.x + radius * std::cos(a)),
                         static_cast<float>(c.y + radius * std::sin(a))};
    d.B.core.v[k] = k < d.n ? v : d.B.core.v[d.n - 1];
  }
  d.B.r = 0;
  d.A = {{c.x + r.in(-8, 8), c.y + r.in(-8, 8)}, r.in(0.5, 4)};
  return d;
}
const std::vector<DiskPolygon>& disk_polygons() {
  static const auto v = inputs<DiskPolygon>(11, disk_polygon);
  return v;
}
/// A disk and a capsule (a segment with a radius), overlapping about half the time.
struct DiskCapsule {
  Circle<double> A;
  cc::Capsule<double> B;
};
const std::vector<DiskCapsule>& disk_capsules() {
  static const auto v = inputs<DiskCapsule>(12, [](SplitMix64& r) {
    return DiskCapsule{circle(r), {r.point(-8, 8), r.point(-8, 8), r.in(0, 2)}};
  });
  return v;
}

const std::vector<PointBox>& point_boxes() {
  static const auto v = inputs<PointBox>(4, [](SplitMix64& r) { return PointBox{r.point(-8, 8), box(r)}; });
  return v;
}
const std::vector<BoxPair>& box_pairs() {
  static const auto v = inputs<BoxPair>(5, [](SplitMix64& r) { return BoxPair{box(r), box(r)}; });
  return v;
}
/// A circle (or, with r = 0, a point) moving by up to 16 against a static circle.
const std::vector<CirclePair>& sweeps() {
  static const auto v = inputs<CirclePair>(6, [](SplitMix64& r) { return CirclePair{circle(r), circle(r)}; });
  return v;
}
const std::vector<Vec2<double>>& displacements() {
  static const auto v = inputs<Vec2<double>>(7, [](SplitMix64& r) { return r.point(-16, 16); });
  return v;
}

/// Runs f(i) over the inputs cyclically and reports ns per call.
template <class F>
void time_calls(benchmark::State& state, F f) {
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(f(i));
    i = (i + 1) & (kInputs - 1);
  }
  state.SetItemsProcessed(state.iterations());
}

Vec2<float> narrow(Vec2<double> p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
b2Vec2 b2(Vec2<double> p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
cpVect cp(Vec2<double> p) { return cpv(p.x, p.y); }

// ---------------------------------------------------------------- shapes, built once

b2Transform identity() {
  b2Transform xf;
  xf.SetIdentity();
  return xf;
}

b2CircleShape b2_circle(const Circle<double>& c) {
  b2CircleShape s;
  s.m_p = b2(c.c);
  s.m_radius = static_cast<float>(c.r);
  return s;
}

b2PolygonShape b2_polygon(const Quad<double>& q) {
  b2Vec2 v[4];
  for (int i = 0; i < 4; ++i) v[i] = b2(q.v[i]);
  b2PolygonShape p;
  p.Set(v, 4);  // convex and well separated: Set keeps the four vertices
  return p;
}

cpBody* body() {
  static cpBody* const b = cpBodyNewStatic();
  return b;
}
cpShape* updated(cpShape* s) {
  cpShapeUpdate(s, cpTransformIdentity);
  return s;
}

GEOSContextHandle_t geos() {
  static const GEOSContextHandle_t h = GEOS_init_r();
  return h;
}
GEOSGeometry* geos_polygon(const Quad<double>& q) {
  GEOSCoordSequence* cs = GEOSCoordSeq_create_r(geos(), 5, 2);
  for (unsigned i = 0; i < 5; ++i) GEOSCoordSeq_setXY_r(geos(), cs, i, q.v[i % 4].x, q.v[i % 4].y);
  return GEOSGeom_createPolygon_r(geos(), GEOSGeom_createLinearRing_r(geos(), cs), nullptr, 0);
}

using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint, false, true>;
BgPoint bgp(Vec2<double> p) { return {p.x, p.y}; }
BgPolygon bg_polygon(const Quad<double>& q) {
  BgPolygon p;
  for (int i = 0; i < 5; ++i) p.outer().push_back(bgp(q.v[i % 4]));
  return p;
}
bg::model::box<BgPoint> bg_box(const Rect<double>& r) { return {{r.x, r.y}, {r.x + r.w, r.y + r.h}}; }

template <class Shape, class Make>
std::vector<Shape> built(std::size_t n, Make make) {
  std::vector<Shape> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(make(i));
  return out;
}

// ---------------------------------------------------------------- circle_circle

void circle_circle_robust_f64(benchmark::State& s) {
  const auto& in = circle_pairs();
  time_calls(s, [&](std::size_t i) { return cc::robust::circle_circle(in[i].A, in[i].B); });
}
void circle_circle_b2TestOverlap(benchmark::State& s) {
  const auto a = built<b2CircleShape>(kInputs, [](std::size_t i) { return b2_circle(circle_pairs()[i].A); });
  const auto b = built<b2CircleShape>(kInputs, [](std::size_t i) { return b2_circle(circle_pairs()[i].B); });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) { return b2TestOverlap(&a[i], 0, &b[i], 0, xf, xf); });
}
void circle_circle_b2CollideCircles(benchmark::State& s) {
  const auto a = built<b2CircleShape>(kInputs, [](std::size_t i) { return b2_circle(circle_pairs()[i].A); });
  const auto b = built<b2CircleShape>(kInputs, [](std::size_t i) { return b2_circle(circle_pairs()[i].B); });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) {
    b2Manifold m;
    b2CollideCircles(&m, &a[i], xf, &b[i], xf);
    return m.pointCount;
  });
}
void circle_circle_cpShapesCollide(benchmark::State& s) {
  const auto shapes = built<cpShape*>(2 * kInputs, [](std::size_t i) {
    const auto& c = i < kInputs ? circle_pairs()[i].A : circle_pairs()[i - kInputs].B;
    return updated(cpCircleShapeNew(body(), c.r, cp(c.c)));
  });
  time_calls(s, [&](std::size_t i) { return cpShapesCollide(shapes[i], shapes[i + kInputs]).count; });
}

// ---------------------------------------------------------------- point_side

/// Three points in [-8, 8]^2 (a segment pair's first segment and the second's start).
void point_side_robust_f64(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) { return cc::robust::point_side(in[i].A.a, in[i].A.b, in[i].B.a); });
}
void point_side_textbook_f64(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) { return cc::textbook::point_side(in[i].A.a, in[i].A.b, in[i].B.a); });
}
void point_side_GEOSOrientationIndex(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) {
    const auto& a = in[i].A.a;
    const auto& b = in[i].A.b;
    const auto& p = in[i].B.a;
    return GEOSOrientationIndex_r(geos(), a.x, a.y, b.x, b.y, p.x, p.y);
  });
}

// ---------------------------------------------------------------- segment_segment

void segment_segment_robust_f64(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) { return cc::robust::segment_segment(in[i].A, in[i].B).kind; });
}
void segment_segment_GEOSSegmentIntersection(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) {
    const auto& a = in[i].A;
    const auto& b = in[i].B;
    double x = 0, y = 0;
    return GEOSSegmentIntersection_r(geos(), a.a.x, a.a.y, a.b.x, a.b.y, b.a.x, b.a.y, b.b.x, b.b.y, &x, &y) + x;
  });
}
void segment_segment_bg_intersects(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) {
    using Seg = bg::model::segment<BgPoint>;
    return bg::intersects(Seg(bgp(in[i].A.a), bgp(in[i].A.b)), Seg(bgp(in[i].B.a), bgp(in[i].B.b)));
  });
}
void segment_segment_bg_intersection(benchmark::State& s) {
  const auto& in = segment_pairs();
  std::vector<BgPoint> points;
  time_calls(s, [&](std::size_t i) {
    using Seg = bg::model::segment<BgPoint>;
    points.clear();
    bg::intersection(Seg(bgp(in[i].A.a), bgp(in[i].A.b)), Seg(bgp(in[i].B.a), bgp(in[i].B.b)), points);
    return points.size();
  });
}
void segment_segment_cpShapesCollide(benchmark::State& s) {
  const auto shapes = built<cpShape*>(2 * kInputs, [](std::size_t i) {
    const auto& g = i < kInputs ? segment_pairs()[i].A : segment_pairs()[i - kInputs].B;
    return updated(cpSegmentShapeNew(body(), cp(g.a), cp(g.b), 0));
  });
  time_calls(s, [&](std::size_t i) { return cpShapesCollide(shapes[i], shapes[i + kInputs]).count; });
}

// ---------------------------------------------------------------- polygon_polygon

void polygon_polygon_robust_f64(benchmark::State& s) {
  const auto& in = quad_pairs();
  time_calls(s, [&](std::size_t i) { return cc::robust::polygon_polygon(in[i].A, in[i].B); });
}
void polygon_polygon_GEOSIntersects(benchmark::State& s) {
  const auto g = built<GEOSGeometry*>(2 * kInputs, [](std::size_t i) {
    return geos_polygon(i < kInputs ? quad_pairs()[i].A : quad_pairs()[i - kInputs].B);
  });
  time_calls(s, [&](std::size_t i) { return GEOSIntersects_r(geos(), g[i], g[i + kInputs]); });
}
void polygon_polygon_GEOSPreparedIntersects(benchmark::State& s) {
  const auto g = built<GEOSGeometry*>(2 * kInputs, [](std::size_t i) {
    return geos_polygon(i < kInputs ? quad_pairs()[i].A : quad_pairs()[i - kInputs].B);
  });
  const auto prepared =
      built<const GEOSPreparedGeometry*>(kInputs, [&](std::size_t i) { return GEOSPrepare_r(geos(), g[i]); });
  time_calls(s, [&](std::size_t i) { return GEOSPreparedIntersects_r(geos(), prepared[i], g[i + kInputs]); });
}
void polygon_polygon_bg_intersects(benchmark::State& s) {
  const auto p = built<BgPolygon>(2 * kInputs, [](std::size_t i) {
    return bg_polygon(i < kInputs ? quad_pairs()[i].A : quad_pairs()[i - kInputs].B);
  });
  time_calls(s, [&](std::size_t i) { return bg::intersects(p[i], p[i + kInputs]); });
}
void polygon_polygon_cpShapesCollide(benchmark::State& s) {
  const auto shapes = built<cpShape*>(2 * kInputs, [](std::size_t i) {
    const auto& q = i < kInputs ? quad_pairs()[i].A : quad_pairs()[i - kInputs].B;
    cpVect v[4];
    for (int k = 0; k < 4; ++k) v[k] = cp(q.v[k]);
    return updated(cpPolyShapeNewRaw(body(), 4, v, 0));
  });
  time_calls(s, [&](std::size_t i) { return cpShapesCollide(shapes[i], shapes[i + kInputs]).count; });
}
void polygon_polygon_b2TestOverlap(benchmark::State& s) {
  const auto p = built<b2PolygonShape>(2 * kInputs, [](std::size_t i) {
    return b2_polygon(i < kInputs ? quad_pairs()[i].A : quad_pairs()[i - kInputs].B);
  });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) { return b2TestOverlap(&p[i], 0, &p[i + kInputs], 0, xf, xf); });
}
void polygon_polygon_b2CollidePolygons(benchmark::State& s) {
  const auto p = built<b2PolygonShape>(2 * kInputs, [](std::size_t i) {
    return b2_polygon(i < kInputs ? quad_pairs()[i].A : quad_pairs()[i - kInputs].B);
  });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) {
    b2Manifold m;
    b2CollidePolygons(&m, &p[i], xf, &p[i + kInputs], xf);
    return m.pointCount;
  });
}

// ---------------------------------------------------------------- circle_convex, circle_capsule

void circle_convex_robust_f64(benchmark::State& s) {
  const auto& in = disk_polygons();
  time_calls(s, [&](std::size_t i) { return cc::robust::circle_convex(in[i].A, in[i].B).separation; });
}
/// The polygon checked once (prepare_polygon), as Box2D's is built once below.
void circle_convex_robust_prepared_f64(benchmark::State& s) {
  const auto& in = disk_polygons();
  const auto p =
      built<cc::robust::PreparedPolygon>(kInputs, [&](std::size_t i) { return cc::robust::prepare_polygon(in[i].B); });
  time_calls(s, [&](std::size_t i) { return cc::robust::circle_convex(in[i].A, p[i]).separation; });
}
void circle_convex_textbook_sat_f64(benchmark::State& s) {
  const auto& in = disk_polygons();
  time_calls(s, [&](std::size_t i) { return cc::textbook::circle_convex(in[i].A, in[i].B).separation; });
}
/// Box2D's polygon built once (Set computes its normals), as a game builds it.
void circle_convex_b2CollidePolygonAndCircle(benchmark::State& s) {
  const auto& in = disk_polygons();
  const auto p = built<b2PolygonShape>(kInputs, [&](std::size_t i) {
    b2Vec2 v[cc::kMaxPolygonVertices];
    for (int k = 0; k < in[i].n; ++k) v[k] = b2(in[i].B.core.v[k]);
    b2PolygonShape shape;
    shape.Set(v, in[i].n);
    return shape;
  });
  const auto c = built<b2CircleShape>(kInputs, [&](std::size_t i) { return b2_circle(in[i].A); });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) {
    b2Manifold m;
    b2CollidePolygonAndCircle(&m, &p[i], xf, &c[i], xf);
    return m.pointCount;
  });
}
void circle_convex_cpShapesCollide(benchmark::State& s) {
  const auto& in = disk_polygons();
  const auto shapes = built<cpShape*>(2 * kInputs, [&](std::size_t i) {
    if (i >= kInputs) return updated(cpCircleShapeNew(body(), in[i - kInputs].A.r, cp(in[i - kInputs].A.c)));
    cpVect v[cc::kMaxPolygonVertices];
    for (int k = 0; k < in[i].n; ++k) v[k] = cp(in[i].B.core.v[k]);
    return updated(cpPolyShapeNewRaw(body(), in[i].n, v, 0));
  });
  time_calls(s, [&](std::size_t i) { return cpShapesCollide(shapes[i + kInputs], shapes[i]).count; });
}

void circle_capsule_robust_f64(benchmark::State& s) {
  const auto& in = disk_capsules();
  time_calls(s, [&](std::size_t i) { return cc::robust::circle_capsule(in[i].A, in[i].B).separation; });
}
void circle_capsule_seed002_f64(benchmark::State& s) {
  const auto& in = disk_capsules();
  time_calls(s, [&](std::size_t i) { return cc::seed002::circle_capsule(in[i].A, in[i].B).separation; });
}
/// Box2D's edge has the fixed skin b2_polygonRadius: the timed query is the
/// same computation whatever the capsule's radius.
void circle_capsule_b2CollideEdgeAndCircle(benchmark::State& s) {
  const auto& in = disk_capsules();
  const auto e = built<b2EdgeShape>(kInputs, [&](std::size_t i) {
    b2EdgeShape edge;
    edge.SetTwoSided(b2(in[i].B.p1), b2(in[i].B.p2));
    return edge;
  });
  const auto c = built<b2CircleShape>(kInputs, [&](std::size_t i) { return b2_circle(in[i].A); });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) {
    b2Manifold m;
    b2CollideEdgeAndCircle(&m, &e[i], xf, &c[i], xf);
    return m.pointCount;
  });
}
void circle_capsule_cpShapesCollide(benchmark::State& s) {
  const auto& in = disk_capsules();
  const auto shapes = built<cpShape*>(2 * kInputs, [&](std::size_t i) {
    if (i >= kInputs) return updated(cpCircleShapeNew(body(), in[i - kInputs].A.r, cp(in[i - kInputs].A.c)));
    return updated(cpSegmentShapeNew(body(), cp(in[i].B.p1), cp(in[i].B.p2), in[i].B.r));
  });
  time_calls(s, [&](std::size_t i) { return cpShapesCollide(shapes[i + kInputs], shapes[i]).count; });
}

// ---------------------------------------------------------------- point_rect, rect_rect

void point_rect_robust_f64(benchmark::State& s) {
  const auto& in = point_boxes();
  time_calls(s, [&](std::size_t i) { return cc::robust::point_rect(in[i].P, in[i].R); });
}
void point_rect_bg_covered_by(benchmark::State& s) {
  const auto& in = point_boxes();
  const auto boxes = built<bg::model::box<BgPoint>>(kInputs, [&](std::size_t i) { return bg_box(in[i].R); });
  time_calls(s, [&](std::size_t i) { return bg::covered_by(bgp(in[i].P), boxes[i]); });
}
void point_rect_cpShapePointQuery(benchmark::State& s) {
  const auto& in = point_boxes();
  const auto shapes = built<cpShape*>(kInputs, [&](std::size_t i) {
    const auto& r = in[i].R;
    return updated(cpBoxShapeNew2(body(), cpBBNew(r.x, r.y, r.x + r.w, r.y + r.h), 0));
  });
  time_calls(s, [&](std::size_t i) { return cpShapePointQuery(shapes[i], cp(in[i].P), nullptr) <= 0; });
}
void rect_rect_robust_f64(benchmark::State& s) {
  const auto& in = box_pairs();
  time_calls(s, [&](std::size_t i) { return cc::robust::rect_rect(in[i].A, in[i].B); });
}
void rect_rect_bg_disjoint(benchmark::State& s) {
  const auto& in = box_pairs();
  const auto a = built<bg::model::box<BgPoint>>(kInputs, [&](std::size_t i) { return bg_box(in[i].A); });
  const auto b = built<bg::model::box<BgPoint>>(kInputs, [&](std::size_t i) { return bg_box(in[i].B); });
  time_calls(s, [&](std::size_t i) { return !bg::disjoint(a[i], b[i]); });
}

// ---------------------------------------------------------------- point_segment

void point_segment_robust_f64(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) { return cc::robust::point_segment(in[i].B.a, in[i].A); });
}
void point_segment_GEOSOrientationIndex(benchmark::State& s) {
  const auto& in = segment_pairs();
  time_calls(s, [&](std::size_t i) {
    const auto& g = in[i].A;
    const auto p = in[i].B.a;
    return GEOSOrientationIndex_r(geos(), g.a.x, g.a.y, g.b.x, g.b.y, p.x, p.y);
  });
}
void point_segment_cpShapePointQuery(benchmark::State& s) {
  const auto& in = segment_pairs();
  const auto shapes = built<cpShape*>(kInputs, [&](std::size_t i) {
    return updated(cpSegmentShapeNew(body(), cp(in[i].A.a), cp(in[i].A.b), 0));
  });
  time_calls(s, [&](std::size_t i) { return cpShapePointQuery(shapes[i], cp(in[i].B.a), nullptr) <= 0; });
}

// ---------------------------------------------------------------- sweeps

void swept_circle_circle_robust_f64(benchmark::State& s) {
  const auto& in = sweeps();
  const auto& d = displacements();
  time_calls(s, [&](std::size_t i) {
    const MovingCircle<double> a{in[i].A.c, {in[i].A.c.x + d[i].x, in[i].A.c.y + d[i].y}, in[i].A.r};
    const MovingCircle<double> b{in[i].B.c, in[i].B.c, in[i].B.r};
    return cc::robust::swept_circle_circle(a, b).t;
  });
}
void swept_circle_circle_cpShapeSegmentQuery(benchmark::State& s) {
  const auto& in = sweeps();
  const auto& d = displacements();
  const auto shapes =
      built<cpShape*>(kInputs, [&](std::size_t i) { return updated(cpCircleShapeNew(body(), in[i].B.r, cp(in[i].B.c))); });
  time_calls(s, [&](std::size_t i) {
    cpSegmentQueryInfo info;
    const Vec2<double> to{in[i].A.c.x + d[i].x, in[i].A.c.y + d[i].y};
    return cpShapeSegmentQuery(shapes[i], cp(in[i].A.c), cp(to), in[i].A.r, &info);
  });
}
void swept_circle_circle_b2TimeOfImpact(benchmark::State& s) {
  const auto& in = sweeps();
  const auto& d = displacements();
  const auto a = built<b2CircleShape>(kInputs, [&](std::size_t i) { return b2_circle({{0, 0}, in[i].A.r}); });
  const auto b = built<b2CircleShape>(kInputs, [&](std::size_t i) { return b2_circle({{0, 0}, in[i].B.r}); });
  time_calls(s, [&](std::size_t i) {
    b2TOIInput t;
    t.proxyA.Set(&a[i], 0);
    t.proxyB.Set(&b[i], 0);
    t.sweepA = {{0, 0}, b2(in[i].A.c), b2({in[i].A.c.x + d[i].x, in[i].A.c.y + d[i].y}), 0, 0, 0};
    t.sweepB = {{0, 0}, b2(in[i].B.c), b2(in[i].B.c), 0, 0, 0};
    t.tMax = 1;
    b2TOIOutput out;
    b2TimeOfImpact(&out, &t);
    return out.t;
  });
}
void swept_circle_circle_b2CircleRayCast(benchmark::State& s) {
  const auto& in = sweeps();
  const auto& d = displacements();
  const auto b = built<b2CircleShape>(kInputs, [&](std::size_t i) { return b2_circle(in[i].B); });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) {
    b2RayCastInput ray{b2(in[i].A.c), b2({in[i].A.c.x + d[i].x, in[i].A.c.y + d[i].y}), 1};
    b2RayCastOutput out;
    return b[i].RayCast(&out, ray, xf, 0);
  });
}
void swept_circle_segment_robust_f64(benchmark::State& s) {
  const auto& in = sweeps();
  const auto& g = segment_pairs();
  const auto& d = displacements();
  time_calls(s, [&](std::size_t i) {
    const Vec2<double> to{in[i].A.c.x + d[i].x, in[i].A.c.y + d[i].y};
    return cc::robust::swept_circle_segment(in[i].A.c, to, in[i].A.r, g[i].A.a, g[i].A.b).t;
  });
}
void swept_circle_segment_cpShapeSegmentQuery(benchmark::State& s) {
  const auto& in = sweeps();
  const auto& g = segment_pairs();
  const auto& d = displacements();
  const auto shapes =
      built<cpShape*>(kInputs, [&](std::size_t i) { return updated(cpSegmentShapeNew(body(), cp(g[i].A.a), cp(g[i].A.b), 0)); });
  time_calls(s, [&](std::size_t i) {
    cpSegmentQueryInfo info;
    const Vec2<double> to{in[i].A.c.x + d[i].x, in[i].A.c.y + d[i].y};
    return cpShapeSegmentQuery(shapes[i], cp(in[i].A.c), cp(to), in[i].A.r, &info);
  });
}
void swept_circle_segment_b2EdgeRayCast(benchmark::State& s) {
  const auto& in = sweeps();
  const auto& g = segment_pairs();
  const auto& d = displacements();
  const auto edges = built<b2EdgeShape>(kInputs, [&](std::size_t i) {
    b2EdgeShape e;
    e.SetTwoSided(b2(g[i].A.a), b2(g[i].A.b));
    return e;
  });
  const b2Transform xf = identity();
  time_calls(s, [&](std::size_t i) {
    b2RayCastInput ray{b2(in[i].A.c), b2({in[i].A.c.x + d[i].x, in[i].A.c.y + d[i].y}), 1};
    b2RayCastOutput out;
    return edges[i].RayCast(&out, ray, xf, 0);
  });
}
void swept_polygon_polygon_robust_f64(benchmark::State& s) {
  const auto& q = quad_pairs();
  const auto& d = displacements();
  time_calls(s, [&](std::size_t i) {
    cc::SweptPolygonPolygon<double> in{{q[i].A.v[0], q[i].A.v[1], q[i].A.v[2]}, d[i],
                                       {q[i].B.v[0], q[i].B.v[1], q[i].B.v[2]}, {0, 0}};
    return cc::robust::swept_polygon_polygon(in).t;
  });
}
void swept_polygon_polygon_b2TimeOfImpact(benchmark::State& s) {
  const auto& q = quad_pairs();
  const auto& d = displacements();
  std::vector<b2Vec2> va(3 * kInputs), vb(3 * kInputs);
  for (std::size_t i = 0; i < kInputs; ++i)
    for (int k = 0; k < 3; ++k) {
      va[3 * i + k] = b2(q[i].A.v[k]);
      vb[3 * i + k] = b2(q[i].B.v[k]);
    }
  time_calls(s, [&](std::size_t i) {
    b2TOIInput t;
    t.proxyA.Set(&va[3 * i], 3, b2_polygonRadius);
    t.proxyB.Set(&vb[3 * i], 3, b2_polygonRadius);
    t.sweepA = {{0, 0}, {0, 0}, b2(d[i]), 0, 0, 0};
    t.sweepB = {{0, 0}, {0, 0}, {0, 0}, 0, 0, 0};
    t.tMax = 1;
    b2TOIOutput out;
    b2TimeOfImpact(&out, &t);
    return out.t;
  });
}

// ---------------------------------------------------------------- point_polygon, convex_distance

/// A point and a convex polygon of 3 to 8 vertices (disk_polygon's, so simple
/// and counter-clockwise), the point inside about half the time: the polygon
/// in point_polygon's slots (the last vertex repeated).
struct PointPolygon {
  Vec2<double> P;
  cc::SimplePolygon<double> poly;
  int n;
};
const std::vector<PointPolygon>& point_polygons() {
  static const auto v = inputs<PointPolygon>(13, [](SplitMix64& r) {
    const DiskPolygon d = disk_polygon(r);
    PointPolygon q;
    q.P = d.A.c;
    q.n = d.n;
    for (int k = 0; k < cc::kPolygonSlots; ++k) q.poly.v[k] = d.B.core.v[std::min(k, d.n - 1)];
    return q;
  });
  return v;
}
/// Two convex polygons of 3 to 8 vertices, apart about half the time.
struct PolygonPair {
  DiskPolygon A, B;
};
const std::vector<PolygonPair>& polygon_pairs() {
  static const auto v = inputs<PolygonPair>(14, [](SplitMix64& r) {
    return PolygonPair{disk_polygon(r), disk_polygon(r)};
  });
  return v;
}
std::vector<Vec2<double>> ring(const Vec2<double>* v, int n) { return std::vector<Vec2<double>>(v, v + n); }
GEOSGeometry* geos_polygon(const std::vector<Vec2<double>>& v) {
  const auto n = static_cast<unsigned>(v.size());
  GEOSCoordSequence* cs = GEOSCoordSeq_create_r(geos(), n + 1, 2);
  for (unsigned i = 0; i <= n; ++i) GEOSCoordSeq_setXY_r(geos(), cs, i, v[i % n].x, v[i % n].y);
  return GEOSGeom_createPolygon_r(geos(), GEOSGeom_createLinearRing_r(geos(), cs), nullptr, 0);
}
GEOSGeometry* geos_point(Vec2<double> p) { return GEOSGeom_createPointFromXY_r(geos(), p.x, p.y); }
/// Boost.Geometry's counter-clockwise closed polygon (bg_polygon's type).
BgPolygon bg_polygon(const std::vector<Vec2<double>>& v) {
  BgPolygon p;
  for (std::size_t i = 0; i <= v.size(); ++i) p.outer().push_back(bgp(v[i % v.size()]));
  return p;
}

void point_polygon_robust_simple_f64(benchmark::State& s) {
  const auto& in = point_polygons();
  time_calls(s, [&](std::size_t i) { return cc::robust::point_polygon_simple(in[i].poly, in[i].P); });
}
void point_polygon_robust_f64(benchmark::State& s) {
  const auto& in = point_polygons();
  time_calls(s, [&](std::size_t i) { return cc::robust::point_polygon(in[i].poly, in[i].P); });
}
void point_polygon_pnpoly_f64(benchmark::State& s) {
  const auto& in = point_polygons();
  time_calls(s, [&](std::size_t i) { return cc::textbook::point_polygon(in[i].poly, in[i].P); });
}
void point_polygon_GEOSContains(benchmark::State& s) {
  const auto& in = point_polygons();
  const auto g =
      built<GEOSGeometry*>(kInputs, [&](std::size_t i) { return geos_polygon(ring(in[i].poly.v, in[i].n)); });
  const auto p = built<GEOSGeometry*>(kInputs, [&](std::size_t i) { return geos_point(in[i].P); });
  time_calls(s, [&](std::size_t i) { return GEOSContains_r(geos(), g[i], p[i]); });
}
void point_polygon_GEOSPreparedContains(benchmark::State& s) {
  const auto& in = point_polygons();
  const auto g =
      built<GEOSGeometry*>(kInputs, [&](std::size_t i) { return geos_polygon(ring(in[i].poly.v, in[i].n)); });
  const auto prepared =
      built<const GEOSPreparedGeometry*>(kInputs, [&](std::size_t i) { return GEOSPrepare_r(geos(), g[i]); });
  const auto p = built<GEOSGeometry*>(kInputs, [&](std::size_t i) { return geos_point(in[i].P); });
  time_calls(s, [&](std::size_t i) { return GEOSPreparedContains_r(geos(), prepared[i], p[i]); });
}
void point_polygon_bg_within(benchmark::State& s) {
  const auto& in = point_polygons();
  const auto p = built<BgPolygon>(kInputs, [&](std::size_t i) { return bg_polygon(ring(in[i].poly.v, in[i].n)); });
  time_calls(s, [&](std::size_t i) { return bg::within(bgp(in[i].P), p[i]); });
}
void point_polygon_bg_covered_by(benchmark::State& s) {
  const auto& in = point_polygons();
  const auto p = built<BgPolygon>(kInputs, [&](std::size_t i) { return bg_polygon(ring(in[i].poly.v, in[i].n)); });
  time_calls(s, [&](std::size_t i) { return bg::covered_by(bgp(in[i].P), p[i]); });
}

void convex_distance_robust_f64(benchmark::State& s) {
  const auto& in = polygon_pairs();
  time_calls(s, [&](std::size_t i) { return cc::robust::convex_distance(in[i].A.B.core, in[i].B.B.core).distance; });
}
void convex_distance_textbook_f64(benchmark::State& s) {
  const auto& in = polygon_pairs();
  time_calls(s, [&](std::size_t i) { return cc::textbook::convex_distance(in[i].A.B.core, in[i].B.B.core).distance; });
}
void convex_distance_GEOSDistance(benchmark::State& s) {
  const auto& in = polygon_pairs();
  const auto g = built<GEOSGeometry*>(2 * kInputs, [&](std::size_t i) {
    const DiskPolygon& d = i < kInputs ? in[i].A : in[i - kInputs].B;
    return geos_polygon(ring(d.B.core.v, d.n));
  });
  time_calls(s, [&](std::size_t i) {
    double d = 0;
    GEOSDistance_r(geos(), g[i], g[i + kInputs], &d);
    return d;
  });
}
void convex_distance_bg_distance(benchmark::State& s) {
  const auto& in = polygon_pairs();
  const auto p = built<BgPolygon>(2 * kInputs, [&](std::size_t i) {
    const DiskPolygon& d = i < kInputs ? in[i].A : in[i - kInputs].B;
    return bg_polygon(ring(d.B.core.v, d.n));
  });
  time_calls(s, [&](std::size_t i) { return bg::distance(p[i], p[i + kInputs]); });
}
void convex_distance_b2Distance(benchmark::State& s) {
  const auto& in = polygon_pairs();
  std::vector<b2Vec2> v(2 * kInputs * cc::kMaxPolygonVertices);
  for (std::size_t i = 0; i < 2 * kInputs; ++i) {
    const DiskPolygon& d = i < kInputs ? in[i].A : in[i - kInputs].B;
    for (int k = 0; k < d.n; ++k) v[i * cc::kMaxPolygonVertices + k] = b2(d.B.core.v[k]);
  }
  time_calls(s, [&](std::size_t i) {
    b2DistanceInput d;
    d.proxyA.Set(&v[i * cc::kMaxPolygonVertices], in[i].A.n, 0);
    d.proxyB.Set(&v[(i + kInputs) * cc::kMaxPolygonVertices], in[i].B.n, 0);
    d.transformA = identity();
    d.transformB = identity();
    d.useRadii = false;
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput out;
    b2Distance(&out, &cache, &d);
    return out.distance;
  });
}

}  // namespace

BENCHMARK(circle_circle_robust_f64)->Name("circle_circle/robust/f64/library_inputs");
BENCHMARK(circle_circle_b2TestOverlap)->Name("circle_circle/b2_test_overlap/f32/library_inputs");
BENCHMARK(circle_circle_b2CollideCircles)->Name("circle_circle/b2_collide_circles/f32/library_inputs");
BENCHMARK(circle_circle_cpShapesCollide)->Name("circle_circle/cp_shapes_collide/f64/library_inputs");
BENCHMARK(point_side_robust_f64)->Name("point_side/robust/f64/library_inputs");
BENCHMARK(point_side_textbook_f64)->Name("point_side/textbook/f64/library_inputs");
BENCHMARK(point_side_GEOSOrientationIndex)->Name("point_side/geos_orientation_index/f64/library_inputs");
BENCHMARK(segment_segment_robust_f64)->Name("segment_segment/robust/f64/library_inputs");
BENCHMARK(segment_segment_GEOSSegmentIntersection)
    ->Name("segment_segment/geos_segment_intersection/f64/library_inputs");
BENCHMARK(segment_segment_bg_intersects)->Name("segment_segment/bg_intersects/f64/library_inputs");
BENCHMARK(segment_segment_bg_intersection)->Name("segment_segment/bg_intersection/f64/library_inputs");
BENCHMARK(segment_segment_cpShapesCollide)->Name("segment_segment/cp_shapes_collide/f64/library_inputs");
BENCHMARK(circle_convex_robust_f64)->Name("circle_convex/robust/f64/library_inputs");
BENCHMARK(circle_convex_robust_prepared_f64)->Name("circle_convex/robust_prepared/f64/library_inputs");
BENCHMARK(circle_convex_textbook_sat_f64)->Name("circle_convex/textbook_sat/f64/library_inputs");
BENCHMARK(circle_convex_b2CollidePolygonAndCircle)
    ->Name("circle_convex/b2_collide_polygon_and_circle/f32/library_inputs");
BENCHMARK(circle_convex_cpShapesCollide)->Name("circle_convex/cp_shapes_collide/f64/library_inputs");
BENCHMARK(circle_capsule_robust_f64)->Name("circle_capsule/robust/f64/library_inputs");
BENCHMARK(circle_capsule_seed002_f64)->Name("circle_capsule/seed002_line_then_ends/f64/library_inputs");
BENCHMARK(circle_capsule_b2CollideEdgeAndCircle)->Name("circle_capsule/b2_collide_edge_and_circle/f32/library_inputs");
BENCHMARK(circle_capsule_cpShapesCollide)->Name("circle_capsule/cp_shapes_collide/f64/library_inputs");
BENCHMARK(polygon_polygon_robust_f64)->Name("polygon_polygon/robust/f64/library_inputs");
BENCHMARK(polygon_polygon_GEOSIntersects)->Name("polygon_polygon/geos_intersects/f64/library_inputs");
BENCHMARK(polygon_polygon_GEOSPreparedIntersects)->Name("polygon_polygon/geos_prepared_intersects/f64/library_inputs");
BENCHMARK(polygon_polygon_bg_intersects)->Name("polygon_polygon/bg_intersects/f64/library_inputs");
BENCHMARK(polygon_polygon_cpShapesCollide)->Name("polygon_polygon/cp_shapes_collide/f64/library_inputs");
BENCHMARK(polygon_polygon_b2TestOverlap)->Name("polygon_polygon/b2_test_overlap/f32/library_inputs");
BENCHMARK(polygon_polygon_b2CollidePolygons)->Name("polygon_polygon/b2_collide_polygons/f32/library_inputs");
BENCHMARK(point_rect_robust_f64)->Name("point_rect/robust/f64/library_inputs");
BENCHMARK(point_rect_bg_covered_by)->Name("point_rect/bg_covered_by/f64/library_inputs");
BENCHMARK(point_rect_cpShapePointQuery)->Name("point_rect/cp_point_query/f64/library_inputs");
BENCHMARK(rect_rect_robust_f64)->Name("rect_rect/robust/f64/library_inputs");
BENCHMARK(rect_rect_bg_disjoint)->Name("rect_rect/bg_not_disjoint/f64/library_inputs");
BENCHMARK(point_segment_robust_f64)->Name("point_segment/robust/f64/library_inputs");
BENCHMARK(point_segment_GEOSOrientationIndex)->Name("point_segment/geos_orientation_index/f64/library_inputs");
BENCHMARK(point_segment_cpShapePointQuery)->Name("point_segment/cp_point_query/f64/library_inputs");
BENCHMARK(swept_circle_circle_robust_f64)->Name("swept_circle_circle/robust/f64/library_inputs");
BENCHMARK(swept_circle_circle_cpShapeSegmentQuery)->Name("swept_circle_circle/cp_segment_query/f64/library_inputs");
BENCHMARK(swept_circle_circle_b2TimeOfImpact)->Name("swept_circle_circle/b2_time_of_impact/f32/library_inputs");
BENCHMARK(swept_circle_circle_b2CircleRayCast)->Name("swept_circle_circle/b2_circle_ray_cast/f32/library_inputs");
BENCHMARK(swept_circle_segment_robust_f64)->Name("swept_circle_segment/robust/f64/library_inputs");
BENCHMARK(swept_circle_segment_cpShapeSegmentQuery)->Name("swept_circle_segment/cp_segment_query/f64/library_inputs");
BENCHMARK(swept_circle_segment_b2EdgeRayCast)->Name("swept_circle_segment/b2_edge_ray_cast/f32/library_inputs");
BENCHMARK(swept_polygon_polygon_robust_f64)->Name("swept_polygon_polygon/robust/f64/library_inputs");
BENCHMARK(swept_polygon_polygon_b2TimeOfImpact)->Name("swept_polygon_polygon/b2_time_of_impact/f32/library_inputs");

BENCHMARK(point_polygon_robust_simple_f64)->Name("point_polygon/robust_simple/f64/library_inputs");
BENCHMARK(point_polygon_robust_f64)->Name("point_polygon/robust/f64/library_inputs");
BENCHMARK(point_polygon_pnpoly_f64)->Name("point_polygon/pnpoly/f64/library_inputs");
BENCHMARK(point_polygon_GEOSContains)->Name("point_polygon/geos_contains/f64/library_inputs");
BENCHMARK(point_polygon_GEOSPreparedContains)->Name("point_polygon/geos_prepared_contains/f64/library_inputs");
BENCHMARK(point_polygon_bg_within)->Name("point_polygon/bg_within/f64/library_inputs");
BENCHMARK(point_polygon_bg_covered_by)->Name("point_polygon/bg_covered_by/f64/library_inputs");
BENCHMARK(convex_distance_robust_f64)->Name("convex_distance/robust/f64/library_inputs");
BENCHMARK(convex_distance_textbook_f64)->Name("convex_distance/textbook_closest_features/f64/library_inputs");
BENCHMARK(convex_distance_GEOSDistance)->Name("convex_distance/geos_distance/f64/library_inputs");
BENCHMARK(convex_distance_bg_distance)->Name("convex_distance/bg_distance/f64/library_inputs");
BENCHMARK(convex_distance_b2Distance)->Name("convex_distance/b2_distance/f32/library_inputs");

BENCHMARK_MAIN();
