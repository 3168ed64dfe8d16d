// The robust convex_convex kernel's conventions and the textbook
// transcription's documented behaviour, on hand-worked cases (every expected
// answer computed by hand, not by a kernel), and the oracle on the same cases.

#include "kernels/robust/convex_convex.h"
#include "kernels/seeds/convex_convex.h"

#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <vector>

#include "oracle/convex_convex.h"

namespace {

using cc::ContactKind;
using cc::ConvexContact;
using cc::RoundedPolygon;
using cc::Vec2;

/// The rounded polygon of the distinct vertices `vs` (counterclockwise), the
/// last one repeated to fill the eight slots.
template <class T>
RoundedPolygon<T> poly(std::initializer_list<Vec2<T>> vs, T r = 0) {
  RoundedPolygon<T> p;
  std::vector<Vec2<T>> v(vs);
  for (int i = 0; i < cc::kMaxPolygonVertices; ++i) p.core.v[i] = v[std::min<std::size_t>(i, v.size() - 1)];
  p.r = r;
  return p;
}

/// The square [x, x + s] x [y, y + s].
template <class T>
RoundedPolygon<T> square(T x, T y, T s, T r = 0) {
  return poly<T>({{x, y}, {x + s, y}, {x + s, y + s}, {x, y + s}}, r);
}

cc::oracle::ConvexCore core(const RoundedPolygon<double>& p) {
  cc::oracle::ConvexCore k;
  k.n = cc::merged_vertices(p.core, k.v);
  return k;
}

/// The oracle's separation, rounded.
double oracle_separation(const RoundedPolygon<double>& A, const RoundedPolygon<double>& B) {
  return cc::oracle::nearest_double(cc::oracle::convex_convex_exact(core(A), A.r, core(B), B.r).separation);
}

constexpr double kTol = 1e-12;

// A = [0, 2]^2 above B = [0, 2] x [-3, -1]: a gap of 1 along y, edges
// parallel, radii 0.25 each: separation 1 - 0.5 = 0.5, normal (0, 1).
TEST(ConvexConvexRobust, ApartAcrossParallelEdges) {
  const auto A = square<double>(0, 0, 2, 0.25), B = square<double>(0, -3, 2, 0.25);
  const ConvexContact<double> r = cc::robust::convex_convex(A, B);
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_NEAR(r.separation, 0.5, kTol);
  EXPECT_NEAR(r.normal.x, 0, kTol);
  EXPECT_NEAR(r.normal.y, 1, kTol);
  EXPECT_EQ(r.count, 0);
  EXPECT_NEAR(oracle_separation(A, B), 0.5, kTol);
}

// Radii 0.5 each close the gap of 1 exactly: touching, one point on B's
// surface (y = -0.5) with gap 0.
TEST(ConvexConvexRobust, RoundedEdgesTouch) {
  const auto A = square<double>(0, 0, 2, 0.5), B = square<double>(0, -3, 2, 0.5);
  const ConvexContact<double> r = cc::robust::convex_convex(A, B);
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_EQ(r.separation, 0);
  ASSERT_GE(r.count, 1);
  EXPECT_NEAR(r.point[0].y, -0.5, kTol);
  EXPECT_NEAR(r.gap[0], 0, kTol);
}

// Corner to corner: A's vertex (3, 4) and B's vertex (0, 0), B the unit-free
// square [-2, 0]^2 and A the square [3, 5] x [4, 6]: distance 5 along (3, 4) / 5.
TEST(ConvexConvexRobust, VertexPairApart) {
  const auto A = square<double>(3, 4, 2), B = square<double>(-2, -2, 2);
  const ConvexContact<double> r = cc::robust::convex_convex(A, B);
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_NEAR(r.separation, 5, kTol);
  EXPECT_NEAR(r.normal.x, 0.6, kTol);
  EXPECT_NEAR(r.normal.y, 0.8, kTol);
}

// A = [0, 2] x [1, 3] sinks 0.5 into B = [-1, 3] x [-2, 1.5]: the least
// overlap is along y (0.5; along x it is 3), normal (0, 1), separation -0.5.
// The clipped manifold: A's bottom edge from x = 0 to 2, on B's top face
// y = 1.5, each gap -0.5.
TEST(ConvexConvexRobust, OverlapClipsTwoPoints) {
  const auto A = square<double>(0, 1, 2), B = poly<double>({{-1, -2}, {3, -2}, {3, 1.5}, {-1, 1.5}});
  const ConvexContact<double> r = cc::robust::convex_convex(A, B);
  EXPECT_EQ(r.kind, ContactKind::overlapping);
  EXPECT_NEAR(r.separation, -0.5, kTol);
  EXPECT_NEAR(r.normal.x, 0, kTol);
  EXPECT_NEAR(r.normal.y, 1, kTol);
  ASSERT_EQ(r.count, 2);
  for (int i = 0; i < 2; ++i) {
    EXPECT_NEAR(r.point[i].y, 1.5, kTol);
    EXPECT_NEAR(r.gap[i], -0.5, kTol);
  }
  EXPECT_NEAR(std::fmin(r.point[0].x, r.point[1].x), 0, kTol);
  EXPECT_NEAR(std::fmax(r.point[0].x, r.point[1].x), 2, kTol);
  EXPECT_NEAR(oracle_separation(A, B), -0.5, kTol);
}

// A core edge shorter than the clipping frame's resolution: A the segment
// (7, 0)-(-8, 0), radius 1; B the segment (2^-1074, 0)-(0, 0), radius 2, on A's
// core. The cores meet (no unique normal: either of +-y), the separation is
// -(1 + 2). Each manifold point lies on B's rounded surface, 2 from B's core
// (|y| = 2), and moved by its gap along the normal reaches A's surface
// (|y| = 1). The clipping frame (2^-3 here) once took B's edge as zero and
// left the points on B's core (found by fuzz_convex_convex).
TEST(ConvexConvexRobust, AnEdgeBelowTheFramesResolutionKeepsItsDirection) {
  const auto A = poly<double>({{7, 0}, {-8, 0}}, 1), B = poly<double>({{0x1p-1074, 0}, {0, 0}}, 2);
  const ConvexContact<double> r = cc::robust::convex_convex(A, B);
  EXPECT_EQ(r.kind, ContactKind::overlapping);
  EXPECT_EQ(r.separation, -3);
  EXPECT_EQ(r.normal.x, 0);
  EXPECT_EQ(std::fabs(r.normal.y), 1);
  ASSERT_GE(r.count, 1);
  for (int i = 0; i < r.count; ++i) {
    EXPECT_NEAR(r.point[i].x, 0, kTol);
    EXPECT_NEAR(std::fabs(r.point[i].y), 2, kTol) << "point " << i << " not on B's surface";
    EXPECT_NEAR(std::fabs(r.point[i].y + r.gap[i] * r.normal.y), 1, kTol) << "point " << i << " + gap n not on A's";
  }
  EXPECT_EQ(oracle_separation(A, B), -3);
}

// Swapping A and B reverses the normal and keeps the separation.
TEST(ConvexConvexRobust, SwapReversesNormal) {
  const auto A = square<double>(0, 1, 2), B = poly<double>({{-1, -2}, {3, -2}, {3, 1.5}, {-1, 1.5}});
  const ConvexContact<double> r = cc::robust::convex_convex(B, A);
  EXPECT_NEAR(r.separation, -0.5, kTol);
  EXPECT_NEAR(r.normal.y, -1, kTol);
}

// Two triangles crossing like a star of David: no vertex of one inside the
// other, yet the cores overlap (edges cross). A = (0, 0) (4, 0) (2, 3),
// B = (0, 2) (2, -1) (4, 2): overlapping.
TEST(ConvexConvexRobust, CrossingTrianglesOverlap) {
  const auto A = poly<double>({{0, 0}, {4, 0}, {2, 3}}), B = poly<double>({{0, 2}, {2, -1}, {4, 2}});
  EXPECT_EQ(cc::robust::convex_convex(A, B).kind, ContactKind::overlapping);
  EXPECT_EQ(cc::oracle::convex_convex_kind(core(A), 0, core(B), 0), ContactKind::overlapping);
}

// A vertex exactly on an edge, radii 0: touching. A's lowest vertex (1, 0)
// on B's top edge y = 0.
TEST(ConvexConvexRobust, VertexOnEdgeTouches) {
  const auto A = poly<double>({{1, 0}, {2, 1}, {0, 1}});
  const auto B2 = poly<double>({{-1, -2}, {3, -2}, {3, 0}, {-1, 0}});
  EXPECT_EQ(cc::robust::convex_convex(A, B2).kind, ContactKind::touching);
  EXPECT_EQ(cc::oracle::convex_convex_kind(core(A), 0, core(B2), 0), ContactKind::touching);
}

// Collinear segments on one line, apart by 1: the distance is along the line
// (no edge normal shows it). A = (2, 0)-(3, 0), B = (0, 0)-(1, 0).
TEST(ConvexConvexRobust, CollinearSegmentsApart) {
  const auto A = poly<double>({{2, 0}, {3, 0}}), B = poly<double>({{0, 0}, {1, 0}});
  const ConvexContact<double> r = cc::robust::convex_convex(A, B);
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_NEAR(r.separation, 1, kTol);
  EXPECT_NEAR(r.normal.x, 1, kTol);
}

// Invalid input: a clockwise square, NaN, a negative radius.
TEST(ConvexConvexRobust, InvalidInput) {
  const auto ok = square<double>(0, 0, 1);
  const auto clockwise = poly<double>({{0, 0}, {0, 1}, {1, 1}, {1, 0}});
  EXPECT_EQ(cc::robust::convex_convex(ok, clockwise).kind, ContactKind::invalid_input);
  auto nan = ok;
  nan.core.v[2].x = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(cc::robust::convex_convex(nan, ok).kind, ContactKind::invalid_input);
  EXPECT_EQ(cc::robust::convex_convex(ok, square<double>(3, 0, 1, -1)).kind, ContactKind::invalid_input);
  EXPECT_EQ(cc::robust::convex_convex(ok, clockwise).count, 0);
}

// The float variant decides exactly too: squares one float ulp apart.
TEST(ConvexConvexRobust, FloatUlpApart) {
  const float x = std::nextafter(2.0f, 3.0f);
  const auto A = square<float>(x, 0, 1), B = square<float>(1, 0, 1);
  EXPECT_EQ(cc::robust::convex_convex(A, B).kind, ContactKind::apart);
  EXPECT_EQ(cc::robust::convex_convex(square<float>(2, 0, 1), B).kind, ContactKind::touching);
}

// The textbook transcription: two point cores have no axis, so it answers
// overlapping for equal points (the exact answer: touching) with normal (0, 0).
TEST(ConvexConvexTextbook, TwoPointsHaveNoAxis) {
  const auto p = poly<double>({{0, 0}});
  const ConvexContact<double> r = cc::textbook::convex_convex(p, p);
  EXPECT_EQ(r.kind, ContactKind::overlapping);
  EXPECT_EQ(r.normal.x, 0);
  EXPECT_EQ(r.normal.y, 0);
}

// The textbook transcription: corner to corner, the edge axes show a gap of
// at most 4 (along y) though the distance is 5, so radii of 2.25 each are
// called overlapping; the exact answer is apart (5 > 4.5).
TEST(ConvexConvexTextbook, VertexPairIsNoAxis) {
  const auto A = square<double>(3, 4, 2, 2.25), B = square<double>(-2, -2, 2, 2.25);
  EXPECT_EQ(cc::textbook::convex_convex(A, B).kind, ContactKind::overlapping);
  EXPECT_EQ(cc::robust::convex_convex(A, B).kind, ContactKind::apart);
}

// The oracle: a point on the rounded surface, exactly, and one off it.
TEST(ConvexConvexOracle, NearRoundedSurface) {
  const auto B = square<double>(0, 0, 2, 1);
  const cc::oracle::RationalPoint on{cc::oracle::exact(3), cc::oracle::exact(1)};   // 1 right of x = 2
  const cc::oracle::RationalPoint off{cc::oracle::exact(1), cc::oracle::exact(1)};  // the centre, 2 inside
  EXPECT_TRUE(cc::oracle::near_rounded_surface(core(B), B.r, on, cc::oracle::Rational(0)));
  EXPECT_FALSE(cc::oracle::near_rounded_surface(core(B), B.r, off, cc::oracle::Rational(1)));
  EXPECT_TRUE(cc::oracle::near_rounded_surface(core(B), B.r, off, cc::oracle::Rational(2)));
}

}  // namespace
