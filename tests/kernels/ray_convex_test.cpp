// The robust ray_convex kernel's conventions and the textbook transcription's
// documented behaviour, on hand-worked cases (expected answers computed by
// hand, not by a kernel).

#include "kernels/robust/ray_convex.h"
#include "kernels/seeds/ray_convex.h"

#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <vector>

#include "oracle/ray_convex.h"

namespace {

using cc::RayConvex;
using cc::SweepKind;
using cc::Vec2;

/// The ray p0 -> p1 against the distinct vertices `vs` (counterclockwise), the
/// last one repeated to fill the eight slots.
template <class T>
RayConvex<T> q(Vec2<T> p0, Vec2<T> p1, std::initializer_list<Vec2<T>> vs) {
  RayConvex<T> r{p0, p1, {}};
  std::vector<Vec2<T>> v(vs);
  for (int i = 0; i < cc::kMaxPolygonVertices; ++i) r.b.v[i] = v[std::min<std::size_t>(i, v.size() - 1)];
  return r;
}

// The square [0, 2]^2, counterclockwise.
template <class T>
RayConvex<T> square(Vec2<T> p0, Vec2<T> p1) {
  return q<T>(p0, p1, {{0, 0}, {2, 0}, {2, 2}, {0, 2}});
}

// From (1, -2) to (1, 2): enters through the bottom edge y = 0 at t = 1/2,
// point (1, 0), outward normal (0, -1).
TEST(KernelRayConvex, EntersAnEdgeInterior) {
  for (const auto& r : {cc::robust::ray_convex(square<double>({1, -2}, {1, 2}))}) {
    ASSERT_EQ(r.kind, SweepKind::hit);
    EXPECT_EQ(r.t, 0.5);
    EXPECT_EQ(r.point.x, 1.0);
    EXPECT_EQ(r.point.y, 0.0);
    EXPECT_EQ(r.normal.x, 0.0);
    EXPECT_EQ(r.normal.y, -1.0);
  }
  const auto f = cc::robust::ray_convex(square<float>({1, -2}, {1, 2}));
  ASSERT_EQ(f.kind, SweepKind::hit);
  EXPECT_EQ(f.t, 0.5f);
  const auto t = cc::textbook::ray_convex(square<double>({1, -2}, {1, 2}));
  ASSERT_EQ(t.kind, SweepKind::hit);
  EXPECT_EQ(t.t, 0.5);
  EXPECT_EQ(t.normal.y, -1.0);
}

// From (5, 1) to (-3, 1): enters the right edge x = 2 at t = 3/8, normal (1, 0).
TEST(KernelRayConvex, EntersFromTheRight) {
  const auto r = cc::robust::ray_convex(square<double>({5, 1}, {-3, 1}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.375);
  EXPECT_EQ(r.point.x, 2.0);
  EXPECT_EQ(r.point.y, 1.0);
  EXPECT_EQ(r.normal.x, 1.0);
  EXPECT_EQ(r.normal.y, 0.0);
}

// Misses: beside the square, stopping short of it, and parallel just outside.
TEST(KernelRayConvex, Misses) {
  EXPECT_EQ(cc::robust::ray_convex(square<double>({3, -1}, {3, 5})).kind, SweepKind::miss);
  EXPECT_EQ(cc::robust::ray_convex(square<double>({1, -3}, {1, -1})).kind, SweepKind::miss);
  EXPECT_EQ(cc::robust::ray_convex(square<double>({-1, 2.5}, {3, 2.5})).kind, SweepKind::miss);
  // The diagonal x + y = 5 passes outside the corner (2, 2) (x + y = 4 there).
  EXPECT_EQ(cc::robust::ray_convex(square<double>({5, 0}, {0, 5})).kind, SweepKind::miss);
}

// Ending exactly on the boundary: t* = 1.
TEST(KernelRayConvex, EndsOnTheBoundary) {
  const auto r = cc::robust::ray_convex(square<double>({1, 4}, {1, 2}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 1.0);
  EXPECT_EQ(r.point.y, 2.0);
  EXPECT_EQ(r.normal.y, 1.0);
}

// Through the corner (2, 2) only: x + y = 4 touches the square at that vertex
// alone, at t = 1/2.
TEST(KernelRayConvex, ThroughAVertexAlone) {
  const auto r = cc::robust::ray_convex(square<double>({3, 1}, {1, 3}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.point.x, 2.0);
  EXPECT_EQ(r.point.y, 2.0);
  const auto e = cc::oracle::ray_convex_exact(square<double>({3, 1}, {1, 3}));
  EXPECT_FALSE(e.has_normal);  // a vertex: no unique normal
}

// Grazing along the bottom edge's line from the left: the first contact is the
// vertex (0, 0) at t = 1/4.
TEST(KernelRayConvex, GrazesAlongAnEdge) {
  const auto r = cc::robust::ray_convex(square<double>({-1, 0}, {3, 0}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.25);
  EXPECT_EQ(r.point.x, 0.0);
  EXPECT_EQ(r.point.y, 0.0);
}

// Starts: strictly inside (normal (0, 0)); on the left edge's interior (normal
// (-1, 0)); the textbook keeps (0, 0) on the edge (its strict t > t_enter).
TEST(KernelRayConvex, Starts) {
  const auto in = cc::robust::ray_convex(square<double>({1, 1}, {5, 5}));
  ASSERT_EQ(in.kind, SweepKind::hit);
  EXPECT_EQ(in.t, 0.0);
  EXPECT_EQ(in.normal.x, 0.0);
  EXPECT_EQ(in.normal.y, 0.0);
  const auto on = cc::robust::ray_convex(square<double>({0, 1}, {-3, 1}));
  ASSERT_EQ(on.kind, SweepKind::hit);
  EXPECT_EQ(on.t, 0.0);
  EXPECT_EQ(on.point.x, 0.0);
  EXPECT_EQ(on.normal.x, -1.0);
  EXPECT_EQ(on.normal.y, 0.0);
  const auto tb = cc::textbook::ray_convex(square<double>({0, 1}, {-3, 1}));
  ASSERT_EQ(tb.kind, SweepKind::hit);
  EXPECT_EQ(tb.normal.x, 0.0);
  // p0 == p1: a hit at 0 inside, a miss outside.
  EXPECT_EQ(cc::robust::ray_convex(square<double>({1, 1}, {1, 1})).kind, SweepKind::hit);
  EXPECT_EQ(cc::robust::ray_convex(square<double>({3, 1}, {3, 1})).kind, SweepKind::miss);
}

// A triangle (0,0), (4,0), (0,4): the ray from (3, 3) to (0, 0) enters the
// hypotenuse x + y = 4 at (2, 2), t = 1/3; outward normal (1, 1) / sqrt 2.
TEST(KernelRayConvex, TriangleHypotenuse) {
  const auto r = cc::robust::ray_convex(q<double>({3, 3}, {0, 0}, {{0, 0}, {4, 0}, {0, 4}}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_NEAR(r.t, 1.0 / 3.0, 5 * 0x1p-53);
  EXPECT_NEAR(r.point.x, 2.0, 16 * 3 * 0x1p-53);
  // Within the stated bound, 6 u (Euclidean).
  EXPECT_NEAR(r.normal.x, std::sqrt(0.5), 6 * 0x1p-53);
  EXPECT_NEAR(r.normal.y, std::sqrt(0.5), 6 * 0x1p-53);
}

// Degenerate polygons: a point (hit when the ray passes through it), a segment
// (crossed in its interior: its normal toward p0's side; along its line: the
// near end first).
TEST(KernelRayConvex, PointAndSegmentPolygons) {
  const auto p = cc::robust::ray_convex(q<double>({0, 0}, {4, 8}, {{1, 2}}));
  ASSERT_EQ(p.kind, SweepKind::hit);
  EXPECT_EQ(p.t, 0.25);
  EXPECT_EQ(p.point.x, 1.0);
  // No unique normal at a point: back along the motion, (-1, -2) / sqrt 5.
  EXPECT_NEAR(p.normal.x, -1 / std::sqrt(5.0), 6 * 0x1p-53);
  EXPECT_NEAR(p.normal.y, -2 / std::sqrt(5.0), 6 * 0x1p-53);
  EXPECT_EQ(cc::robust::ray_convex(q<double>({0, 0}, {4, 8}, {{1, 3}})).kind, SweepKind::miss);
  // The segment (0, 0)-(4, 0), the ray from (1, 3) to (1, -1): crosses at t = 3/4,
  // from above: normal (0, 1).
  const auto s = cc::robust::ray_convex(q<double>({1, 3}, {1, -1}, {{0, 0}, {4, 0}}));
  ASSERT_EQ(s.kind, SweepKind::hit);
  EXPECT_EQ(s.t, 0.75);
  EXPECT_EQ(s.point.y, 0.0);
  EXPECT_EQ(s.normal.x, 0.0);
  EXPECT_EQ(s.normal.y, 1.0);
  // Along the segment's line from (8, 0) to (0, 0): reaches (4, 0) at t = 1/2.
  const auto a = cc::robust::ray_convex(q<double>({8, 0}, {0, 0}, {{0, 0}, {4, 0}}));
  ASSERT_EQ(a.kind, SweepKind::hit);
  EXPECT_EQ(a.t, 0.5);
  EXPECT_EQ(a.point.x, 4.0);
  // The textbook takes a point polygon's zero edges as parallel: a hit at t = 0 anywhere.
  const auto tp = cc::textbook::ray_convex(q<double>({0, 0}, {4, 8}, {{1, 3}}));
  EXPECT_EQ(tp.kind, SweepKind::hit);
  EXPECT_EQ(tp.t, 0.0);
}

// A ray within a segment's line moving by the least subnormal reaches the
// segment's end at t = 1, along either axis (halving that motion rounded it to
// 0, and the ray missed along y; found by fuzz_ray_convex).
TEST(KernelRayConvex, ASubnormalMotionAlongASegmentsLine) {
  const double tiny = std::numeric_limits<double>::denorm_min();
  for (const bool along_y : {false, true}) {
    const Vec2<double> p0 = along_y ? Vec2<double>{0, -tiny} : Vec2<double>{-tiny, 0};
    const Vec2<double> end = along_y ? Vec2<double>{0, 100} : Vec2<double>{100, 0};
    const auto r = cc::robust::ray_convex(q<double>(p0, {0, 0}, {{0, 0}, end}));
    ASSERT_EQ(r.kind, SweepKind::hit) << (along_y ? "along y" : "along x");
    EXPECT_EQ(r.t, 1.0);
    EXPECT_EQ(r.point.x, 0.0);
    EXPECT_EQ(r.point.y, 0.0);
  }
}

// Invalid inputs: NaN, infinity, a clockwise square, a vertex on its
// neighbours' line, a pentagram (every turn left, winding twice).
TEST(KernelRayConvex, InvalidInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(cc::robust::ray_convex(square<double>({nan, 0}, {1, 1})).kind, SweepKind::invalid_input);
  EXPECT_EQ(cc::robust::ray_convex(square<double>({0, 0}, {inf, 1})).kind, SweepKind::invalid_input);
  EXPECT_EQ(cc::robust::ray_convex(q<double>({5, 5}, {6, 6}, {{0, 0}, {0, 2}, {2, 2}, {2, 0}})).kind,
            SweepKind::invalid_input);
  EXPECT_EQ(cc::robust::ray_convex(q<double>({5, 5}, {6, 6}, {{0, 0}, {1, 0}, {2, 0}, {2, 2}})).kind,
            SweepKind::invalid_input);
  // The octagon of the triple (3, 4, 5) in steps of three: winds three times.
  const Vec2<double> o[8] = {{4, 3}, {3, 4}, {-3, 4}, {-4, 3}, {-4, -3}, {-3, -4}, {3, -4}, {4, -3}};
  RayConvex<double> star{{10, 10}, {11, 11}, {}};
  for (int i = 0; i < 8; ++i) star.b.v[i] = o[(3 * i) % 8];
  EXPECT_EQ(cc::robust::ray_convex(star).kind, SweepKind::invalid_input);
  RayConvex<double> octagon{{10, 10}, {11, 11}, {}};
  for (int i = 0; i < 8; ++i) octagon.b.v[i] = o[i];
  EXPECT_EQ(cc::robust::ray_convex(octagon).kind, SweepKind::miss);
  EXPECT_EQ(cc::oracle::ray_convex_exact(star).kind, SweepKind::invalid_input);
  EXPECT_EQ(cc::oracle::ray_convex_kind(star), SweepKind::invalid_input);
}

// Exact decisions at full width: the ray through the vertex (2^-30 + 1, 1) of a
// thin triangle, one ulp off it on either side.
TEST(KernelRayConvex, ExactNearAVertex) {
  const double a = 1 + 0x1p-30;
  const auto tri = [&](Vec2<double> p0, Vec2<double> p1) {
    return q<double>(p0, p1, {{0, 0}, {a, 1}, {0, 2}});
  };
  // The vertical line x = a touches only the vertex (a, 1).
  EXPECT_EQ(cc::robust::ray_convex(tri({a, -3}, {a, 5})).kind, SweepKind::hit);
  EXPECT_EQ(cc::robust::ray_convex(tri({std::nextafter(a, 2.0), -3}, {std::nextafter(a, 2.0), 5})).kind,
            SweepKind::miss);
  EXPECT_EQ(cc::robust::ray_convex(tri({std::nextafter(a, 0.0), -3}, {std::nextafter(a, 0.0), 5})).kind,
            SweepKind::hit);
}

}  // namespace
