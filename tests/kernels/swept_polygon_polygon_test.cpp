// The robust swept_polygon_polygon kernel's conventions, and the seed003
// transcription's documented behaviour on the same hand-worked cases.

#include "kernels/robust/swept_polygon_polygon.h"
#include "kernels/seeds/swept_polygon_polygon.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "oracle/number.h"

namespace {

using cc::SweepKind;
using cc::SweptPolygonPolygon;
using cc::Vec2;

template <class T>
SweptPolygonPolygon<T> q(Vec2<T> a0, Vec2<T> a1, Vec2<T> a2, Vec2<T> va, Vec2<T> b0, Vec2<T> b1, Vec2<T> b2,
                         Vec2<T> vb) {
  return {{a0, a1, a2}, va, {b0, b1, b2}, vb};
}

// A = (0,0) (1,0) (0,1) moving by (4,0); B = (3,-1) (5,0) (3,2) at rest. A's
// vertex (1,0) reaches B's edge 2, (3,2) -> (3,-1), at x = 3 when t = 1/2, at
// (3,0), inside that edge; no other vertex touches then. The edge points down,
// its left normal is (1,0); the vertex comes from its right, so the normal is
// (-1,0): from B toward A.
TEST(KernelSweptPolygonPolygon, RobustVertexHitsEdgeAtOneHalf) {
  const auto in = q<double>({0, 0}, {1, 0}, {0, 1}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0});
  const auto r = cc::robust::swept_polygon_polygon(in);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(r.point.x, 3.0);
  EXPECT_EQ(r.point.y, 0.0);
  EXPECT_EQ(r.normal.x, -1.0);
  EXPECT_EQ(r.normal.y, 0.0);
  // For translating pairs the article's a is exactly 0 (l3 - l1 == l4 - l2), so
  // every t1 of the transcription divides by zero: it misses.
  EXPECT_EQ(cc::seed003::swept_polygon_polygon(in).kind, SweepKind::miss);
  // Swapping A and B: the same t, the normal negated (B's vertex now).
  const auto w = cc::robust::swept_polygon_polygon(
      q<double>({3, -1}, {5, 0}, {3, 2}, {0, 0}, {0, 0}, {1, 0}, {0, 1}, {4, 0}));
  ASSERT_EQ(w.kind, SweepKind::hit);
  EXPECT_EQ(w.t, 0.5);
  EXPECT_EQ(w.normal.x, 1.0);
  const auto f = cc::robust::swept_polygon_polygon(
      q<float>({0, 0}, {1, 0}, {0, 1}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0}));
  ASSERT_EQ(f.kind, SweepKind::hit);
  EXPECT_EQ(f.t, 0.5f);
}

// Moving by (6,0): x = 1 + 6t reaches 3 at t* = 1/3, not a double: t is the
// largest double below it.
TEST(KernelSweptPolygonPolygon, RobustTimeIsTheLargestDoubleNotAboveTStar) {
  using cc::oracle::Rational;
  const auto r = cc::robust::swept_polygon_polygon(
      q<double>({0, 0}, {1, 0}, {0, 1}, {6, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_LE(Rational(r.t), Rational(1, 3));
  EXPECT_GT(Rational(std::nextafter(r.t, 1.0)), Rational(1, 3));
  const auto f = cc::robust::swept_polygon_polygon(
      q<float>({0, 0}, {1, 0}, {0, 1}, {6, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0}));
  EXPECT_LE(Rational(double(f.t)), Rational(1, 3));
  EXPECT_GT(Rational(double(std::nextafter(f.t, 1.0f))), Rational(1, 3));
}

// B = (1,1) (2,1) (1,2) strictly inside A = (0,0) (4,0) (0,4), nothing moving:
// a start overlap with no vertex on an edge: t = 0, B's first vertex, normal
// (0, 0). The seed only looks for vertices crossing edges: it misses.
TEST(KernelSweptPolygonPolygon, ContainmentIsAStartOverlap) {
  const auto in = q<double>({0, 0}, {4, 0}, {0, 4}, {1, 1}, {1, 1}, {2, 1}, {1, 2}, {1, 1});
  const auto r = cc::robust::swept_polygon_polygon(in);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.point.x, 1.0);
  EXPECT_EQ(r.point.y, 1.0);
  EXPECT_EQ(r.normal.x, 0.0);
  EXPECT_EQ(r.normal.y, 0.0);
  EXPECT_EQ(cc::seed003::swept_polygon_polygon(in).kind, SweepKind::miss);
}

// Two triangles crossing like a star (no vertex of either inside the other):
// A = (0,0) (4,0) (2,3), B = (0,2) (4,2) (2,-1). Overlap at t = 0.
TEST(KernelSweptPolygonPolygon, CrossingEdgesAreAStartOverlap) {
  const auto r = cc::robust::swept_polygon_polygon(
      q<double>({0, 0}, {4, 0}, {2, 3}, {0, 0}, {0, 2}, {4, 2}, {2, -1}, {0, 0}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
}

// Moving apart, and passing beside: misses. A point triangle (all vertices
// equal) passing through a segment triangle hits it.
TEST(KernelSweptPolygonPolygon, RobustMissesAndDegenerateTriangles) {
  EXPECT_EQ(cc::robust::swept_polygon_polygon(
                q<double>({0, 0}, {1, 0}, {0, 1}, {-4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0}))
                .kind,
            SweepKind::miss);
  EXPECT_EQ(cc::robust::swept_polygon_polygon(
                q<double>({0, 5}, {1, 5}, {0, 6}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0}))
                .kind,
            SweepKind::miss);
  // The point (0,1) moves by (4,0) and meets the segment (2,0)-(2,2) at t = 1/2.
  const auto r = cc::robust::swept_polygon_polygon(
      q<double>({0, 1}, {0, 1}, {0, 1}, {4, 0}, {2, 0}, {2, 2}, {2, 1}, {0, 0}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  EXPECT_EQ(std::fabs(r.normal.x), 1.0);
}

// B is a point at (3,0); A's vertex (1,0), moving by (2,0), reaches it at t = 1.
// The pairs of A's vertex against B's zero-length edges come first in pair
// order, but the normal comes from a tied pair whose edge has positive length.
TEST(KernelSweptPolygonPolygon, RobustPrefersAnEdgeOfPositiveLengthAmongTies) {
  const auto r = cc::robust::swept_polygon_polygon(
      q<double>({0, 0}, {1, 0}, {0, 1}, {2, 0}, {3, 0}, {3, 0}, {3, 0}, {0, 0}));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 1.0);
  EXPECT_EQ(r.point.x, 3.0);
  EXPECT_NEAR(std::hypot(r.normal.x, r.normal.y), 1.0, 1e-15);
}

TEST(KernelSweptPolygonPolygon, RobustSpecialValuesAreInvalid) {
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(cc::robust::swept_polygon_polygon(
                q<double>({NAN, 0}, {1, 0}, {0, 1}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0}))
                .kind,
            SweepKind::invalid_input);
  EXPECT_EQ(cc::robust::swept_polygon_polygon(
                q<double>({0, 0}, {1, 0}, {0, 1}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, inf}))
                .kind,
            SweepKind::invalid_input);
}

}  // namespace
