// The robust circle_capsule and circle_convex kernels on hand-computed cases:
// kind, normal and separation where the answer is known by construction.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "../../kernels/robust/circle_capsule.h"
#include "../../kernels/robust/circle_convex.h"

namespace cc {
namespace {

RoundedPolygon<double> rectangle_4_by_2(double r = 0) {
  return {{{{0, 0}, {4, 0}, {4, 2}, {0, 2}, {0, 2}, {0, 2}, {0, 2}, {0, 2}}}, r};
}

TEST(CircleConvex, ApartAtAVertexMeasuresFromTheVertex) {
  // Centre (7, 6): 3-4-5 from the vertex (4, 2); radius 1 leaves 4.
  const auto r = robust::circle_convex(Circle<double>{{7, 6}, 1}, rectangle_4_by_2());
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_DOUBLE_EQ(r.normal.x, 0.6);
  EXPECT_DOUBLE_EQ(r.normal.y, 0.8);
  EXPECT_DOUBLE_EQ(r.separation, 4);
}

TEST(CircleConvex, TouchingAnEdgeExactly) {
  const auto r = robust::circle_convex(Circle<double>{{2, -1.5}, 1}, rectangle_4_by_2(0.5));
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_EQ(r.normal.x, 0);
  EXPECT_EQ(r.normal.y, -1);
  EXPECT_EQ(r.separation, 0);
}

TEST(CircleConvex, InsideTheNearestEdgeGivesTheNormalAndTheDepth) {
  // (3.5, 1): 0.5 below the right edge x = 4, 1 from the others.
  const auto r = robust::circle_convex(Circle<double>{{3.5, 1}, 0.25}, rectangle_4_by_2());
  EXPECT_EQ(r.kind, ContactKind::overlapping);
  EXPECT_EQ(r.normal.x, 1);
  EXPECT_EQ(r.normal.y, 0);
  EXPECT_EQ(r.separation, -0.75);
}

TEST(CircleConvex, InvalidPolygonsAreRejected) {
  // Clockwise.
  const RoundedPolygon<double> cw{{{{0, 0}, {0, 2}, {4, 2}, {4, 0}, {4, 0}, {4, 0}, {4, 0}, {4, 0}}}, 0};
  EXPECT_EQ(robust::circle_convex(Circle<double>{{1, 1}, 1}, cw).kind, ContactKind::invalid_input);
  // A vertex on its neighbours' line.
  const RoundedPolygon<double> flat{{{{0, 0}, {2, 0}, {4, 0}, {4, 2}, {0, 2}, {0, 2}, {0, 2}, {0, 2}}}, 0};
  EXPECT_EQ(robust::circle_convex(Circle<double>{{1, 1}, 1}, flat).kind, ContactKind::invalid_input);
  // A five-pointed star: every turn left, two windings.
  const RoundedPolygon<double> star{{{{5, 0}, {-4, 3}, {3, -4}, {3, 4}, {-4, -3}, {-4, -3}, {-4, -3}, {-4, -3}}}, 0};
  EXPECT_EQ(robust::circle_convex(Circle<double>{{0, 0}, 1}, star).kind, ContactKind::invalid_input);
  // A negative radius.
  EXPECT_EQ(robust::circle_convex(Circle<double>{{1, 1}, -1}, rectangle_4_by_2()).kind, ContactKind::invalid_input);
}

TEST(CircleConvex, ASegmentCoreIsACapsule) {
  const RoundedPolygon<double> seg{{{{0, 0}, {4, 0}, {4, 0}, {4, 0}, {4, 0}, {4, 0}, {4, 0}, {4, 0}}}, 1};
  const auto r = robust::circle_convex(Circle<double>{{2, 3}, 2}, seg);
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_EQ(r.normal.y, 1);
}

TEST(CircleConvex, DistancesBeyondTheRangeGiveFiniteSeparations) {
  // |c - p| = sqrt(2) M overflows, and so does r + s = 2 M; their difference
  // does not (found by fuzz_circle_convex: it was NaN).
  const double M = std::numeric_limits<double>::max();
  const Vec2<double> p{M, M};
  const RoundedPolygon<double> B{{{p, p, p, p, p, p, p, p}}, M};
  const auto r = robust::circle_convex(Circle<double>{{0, -0x1p-1072}, M}, B);
  EXPECT_EQ(r.kind, ContactKind::overlapping);
  EXPECT_NEAR(r.separation, (std::sqrt(2.0) - 2) * M, 32 * 0x1p-53 * M);
}

TEST(CircleCapsule, AnEdgeDistanceBeyondTheRangeCancelsToZero) {
  // The segment y = M, the centre at y = -M: distance 2 M = r + s.
  const double M = std::numeric_limits<double>::max();
  const auto r = robust::circle_capsule(Circle<double>{{0, -M}, M}, Capsule<double>{{-M, M}, {M, M}, M});
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_EQ(r.normal.y, -1);
  EXPECT_EQ(r.separation, 0);
}

/// splitmix64: a deterministic stream for the equivalence test below.
struct Stream {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// An integer in [-k, k] as a double.
  double small(int k) { return static_cast<double>(static_cast<int>(next() % (2 * k + 1)) - k); }
};

TEST(CircleConvex, ThePreparedFastStageAndTheScaledFramesGiveTheFullAlgorithmsResultBitForBit) {
  // Lattice polygons (exact ties, centres on edges and vertices, touching
  // radii) and scaled ones: the fast stage either decides the feature the
  // full steps 2 and 3 find, or defers to them.
  Stream g{12345};
  int fast_eligible = 0;
  for (int k = 0; k < 200000; ++k) {
    const double scale = std::ldexp(1.0, static_cast<int>(g.next() % 41) - 20);
    const int sides = 3 + static_cast<int>(g.next() % 6);
    // A convex lattice polygon: points on a circle of radius 8, rounded to the lattice, deduplicated by merging.
    RoundedPolygon<double> B;
    for (int i = 0; i < kMaxPolygonVertices; ++i) {
      const int at = std::min(i, sides - 1);
      const double angle = 6.283185307179586 * at / sides + 0.1 * static_cast<double>(k % 7);
      B.core.v[i] = {std::round(8 * std::cos(angle)) * scale, std::round(8 * std::sin(angle)) * scale};
    }
    B.r = g.small(2) < 0 ? 0 : std::fabs(g.small(2)) * scale;
    const Circle<double> A{{g.small(12) * scale + (g.next() % 4 == 0 ? scale * 0x1p-30 : 0), g.small(12) * scale},
                           std::fabs(g.small(3)) * scale};
    const auto prepared = robust::prepare_polygon(B);
    if (!prepared.valid) continue;
    fast_eligible += prepared.edges_usable;
    const auto fast = robust::circle_convex(A, prepared);
    const auto full = robust::disk_core_detail::disk_core_contact(A.c, A.r, prepared.v, prepared.n, B.r);
    ASSERT_EQ(fast.kind, full.kind) << k;
    ASSERT_EQ(fast.normal.x, full.normal.x) << k;
    ASSERT_EQ(fast.normal.y, full.normal.y) << k;
    ASSERT_EQ(fast.separation, full.separation) << k;
    // Scaled by 2^600: no fast stage (beyond its range) and the values in
    // power-of-two frames, which round as the unscaled operations do.
    const auto up = [](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, 600), std::ldexp(p.y, 600)}; };
    RoundedPolygon<double> big = B;
    for (auto& p : big.core.v) p = up(p);
    big.r = std::ldexp(B.r, 600);
    const auto scaled = robust::circle_convex(Circle<double>{up(A.c), std::ldexp(A.r, 600)}, big);
    ASSERT_EQ(scaled.kind, fast.kind) << k;
    ASSERT_EQ(scaled.normal.x, fast.normal.x) << k;
    ASSERT_EQ(scaled.normal.y, fast.normal.y) << k;
    ASSERT_EQ(scaled.separation, std::ldexp(fast.separation, 600)) << k;
  }
  EXPECT_GT(fast_eligible, 100000);
}

TEST(CircleCapsule, BothSidesOfTheSegment) {
  const Capsule<double> B{{0, 0}, {4, 0}, 0.5};
  const auto above = robust::circle_capsule(Circle<double>{{1, 3}, 1}, B);
  EXPECT_EQ(above.kind, ContactKind::apart);
  EXPECT_EQ(above.normal.y, 1);
  EXPECT_EQ(above.separation, 1.5);
  const auto below = robust::circle_capsule(Circle<double>{{1, -3}, 1}, B);
  EXPECT_EQ(below.normal.y, -1);
  EXPECT_EQ(below.separation, 1.5);
}

TEST(CircleCapsule, ZeroLengthSegmentIsADisk) {
  const auto r = robust::circle_capsule(Circle<double>{{3, 4}, 2}, Capsule<double>{{0, 0}, {0, 0}, 3});
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_DOUBLE_EQ(r.normal.x, 0.6);
  EXPECT_DOUBLE_EQ(r.normal.y, 0.8);
}

TEST(CircleCapsule, TheKindIsExactOneUlpFromTouching) {
  // |c - p1| = 5 exactly against r + s = 5 minus one ulp of 2.5.
  const double r = std::nextafter(2.5, 0.0);
  const auto k = robust::circle_capsule(Circle<double>{{3, 4}, r}, Capsule<double>{{0, 0}, {-1, 0}, 2.5}).kind;
  EXPECT_EQ(k, ContactKind::apart);
}

}  // namespace
}  // namespace cc
