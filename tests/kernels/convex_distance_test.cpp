// The robust convex_distance kernel's conventions and the textbook
// transcription's documented behaviour, on hand-worked cases (every expected
// answer computed by hand, not by a kernel), and the oracle on the same cases.

#include "kernels/robust/convex_distance.h"

#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <vector>

#include "kernels/seeds/convex_distance.h"
#include "oracle/convex_distance.h"

namespace {

using cc::ContactKind;
using cc::ConvexDistance;
using cc::ConvexPolygon;
using cc::Vec2;

/// The polygon of the distinct vertices `vs` (counterclockwise), the last one
/// repeated to fill the eight slots.
template <class T>
ConvexPolygon<T> poly(std::initializer_list<Vec2<T>> vs) {
  ConvexPolygon<T> p;
  std::vector<Vec2<T>> v(vs);
  for (int i = 0; i < cc::kMaxPolygonVertices; ++i) p.v[i] = v[std::min<std::size_t>(i, v.size() - 1)];
  return p;
}

/// The square [x, x + s] x [y, y + s].
template <class T>
ConvexPolygon<T> square(T x, T y, T s) {
  return poly<T>({{x, y}, {x + s, y}, {x + s, y + s}, {x, y + s}});
}

cc::oracle::ConvexCore core(const ConvexPolygon<double>& p) {
  cc::oracle::ConvexCore k;
  k.n = cc::merged_vertices(p, k.v);
  return k;
}

cc::oracle::ConvexDistanceExact oracle(const ConvexPolygon<double>& A, const ConvexPolygon<double>& B) {
  return cc::oracle::convex_distance_exact(core(A), core(B));
}

template <class T>
class RobustConvexDistance : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(RobustConvexDistance, Scalars);

// Unit squares side by side, 2 apart: parallel edges x = 1 and x = 3, any
// pair (1, y), (3, y) with y in [0, 1] is a closest pair.
TYPED_TEST(RobustConvexDistance, ParallelEdgesAnyClosestPair) {
  using T = TypeParam;
  const auto r = cc::robust::convex_distance(square<T>(0, 0, 1), square<T>(3, 0, 1));
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_EQ(r.distance, T(2));
  EXPECT_EQ(r.pA.x, T(1));
  EXPECT_EQ(r.pB.x, T(3));
  EXPECT_EQ(r.pA.y, r.pB.y);
  EXPECT_GE(r.pA.y, T(0));
  EXPECT_LE(r.pA.y, T(1));
}

// Corner to corner: (1, 1) and (4, 5), a 3-4-5 triangle.
TYPED_TEST(RobustConvexDistance, VertexToVertex) {
  using T = TypeParam;
  const auto r = cc::robust::convex_distance(square<T>(0, 0, 1), square<T>(4, 5, 1));
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_EQ(r.distance, T(5));
  EXPECT_EQ(r.pA, (Vec2<T>{1, 1}));
  EXPECT_EQ(r.pB, (Vec2<T>{4, 5}));
}

// A triangle's lowest vertex (0, 3) above the top edge y = 1 of B.
TYPED_TEST(RobustConvexDistance, VertexToEdge) {
  using T = TypeParam;
  const auto A = poly<T>({{0, 3}, {1, 5}, {-1, 5}});
  const auto B = poly<T>({{-2, -2}, {2, -2}, {2, 1}, {-2, 1}});
  const auto r = cc::robust::convex_distance(A, B);
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_EQ(r.distance, T(2));
  EXPECT_EQ(r.pA, (Vec2<T>{0, 3}));
  EXPECT_EQ(r.pB, (Vec2<T>{0, 1}));
  // Swapped: the points swap.
  const auto s = cc::robust::convex_distance(B, A);
  EXPECT_EQ(s.pA, (Vec2<T>{0, 1}));
  EXPECT_EQ(s.pB, (Vec2<T>{0, 3}));
}

// The same triangle lowered onto the edge: touching at its vertex (0, 1).
TYPED_TEST(RobustConvexDistance, TouchingReportsTheCommonVertex) {
  using T = TypeParam;
  const auto A = poly<T>({{0, 1}, {1, 3}, {-1, 3}});
  const auto B = poly<T>({{-2, -2}, {2, -2}, {2, 1}, {-2, 1}});
  const auto r = cc::robust::convex_distance(A, B);
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_EQ(r.distance, T(0));
  EXPECT_EQ(r.pA, (Vec2<T>{0, 1}));
  EXPECT_EQ(r.pB, (Vec2<T>{0, 1}));
}

// Squares sharing the edge x = 1: touching at a vertex of that edge.
TYPED_TEST(RobustConvexDistance, EdgeOnEdgeTouches) {
  using T = TypeParam;
  const auto r = cc::robust::convex_distance(square<T>(0, 0, 1), square<T>(1, 0, 1));
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_EQ(r.distance, T(0));
  EXPECT_EQ(r.pA, r.pB);
  EXPECT_EQ(r.pA.x, T(1));
  EXPECT_TRUE(r.pA.y == T(0) || r.pA.y == T(1));
}

// [0, 2]^2 and [1, 3]^2 overlap: distance 0, no points.
TYPED_TEST(RobustConvexDistance, OverlapHasNoPoints) {
  using T = TypeParam;
  const auto r = cc::robust::convex_distance(square<T>(0, 0, 2), square<T>(1, 1, 2));
  EXPECT_EQ(r.kind, ContactKind::overlapping);
  EXPECT_EQ(r.distance, T(0));
  EXPECT_EQ(r.pA, (Vec2<T>{0, 0}));
  EXPECT_EQ(r.pB, (Vec2<T>{0, 0}));
}

// A point and a segment: (0, 0) and x = 3 from y = -1 to 4; two crossing
// segments overlap (convex_convex's rule: their depth is positive).
TYPED_TEST(RobustConvexDistance, PointsAndSegments) {
  using T = TypeParam;
  const auto r = cc::robust::convex_distance(poly<T>({{0, 0}}), poly<T>({{3, -1}, {3, 4}}));
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_EQ(r.distance, T(3));
  EXPECT_EQ(r.pA, (Vec2<T>{0, 0}));
  EXPECT_EQ(r.pB, (Vec2<T>{3, 0}));
  const auto x = cc::robust::convex_distance(poly<T>({{-1, 0}, {1, 0}}), poly<T>({{0, -1}, {0, 1}}));
  EXPECT_EQ(x.kind, ContactKind::overlapping);
  // The point (3, 0) on the segment: touching there.
  const auto t = cc::robust::convex_distance(poly<T>({{3, 0}}), poly<T>({{3, -1}, {3, 4}}));
  EXPECT_EQ(t.kind, ContactKind::touching);
  EXPECT_EQ(t.pA, (Vec2<T>{3, 0}));
}

TYPED_TEST(RobustConvexDistance, InvalidInput) {
  using T = TypeParam;
  const auto clockwise = poly<T>({{0, 0}, {0, 1}, {1, 1}, {1, 0}});
  EXPECT_EQ(cc::robust::convex_distance(clockwise, square<T>(3, 0, 1)).kind, ContactKind::invalid_input);
  const auto on_line = poly<T>({{0, 0}, {1, 0}, {2, 0}, {1, 1}});
  EXPECT_EQ(cc::robust::convex_distance(on_line, square<T>(3, 0, 1)).kind, ContactKind::invalid_input);
  auto nan = square<T>(0, 0, 1);
  nan.v[2].x = std::numeric_limits<T>::quiet_NaN();
  EXPECT_EQ(cc::robust::convex_distance(nan, square<T>(3, 0, 1)).kind, ContactKind::invalid_input);
  auto inf = square<T>(0, 0, 1);
  inf.v[0].y = std::numeric_limits<T>::infinity();
  EXPECT_EQ(cc::robust::convex_distance(square<T>(3, 0, 1), inf).kind, ContactKind::invalid_input);
}

// At the ends of the range: squares of side 2^(e) two sides apart, where
// every square of a difference overflows (e = 1000 at double, 120 at float)
// or underflows (sides of 2^-1070, 2^-146: subnormal).
TYPED_TEST(RobustConvexDistance, ExtremeMagnitudes) {
  using T = TypeParam;
  constexpr bool f32 = std::is_same_v<T, float>;
  const T big = std::ldexp(T(1), f32 ? 120 : 1000);
  const auto r = cc::robust::convex_distance(square<T>(0, 0, big), square<T>(3 * big, 0, big));
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_EQ(r.distance, 2 * big);
  EXPECT_EQ(r.pA.x, big);
  EXPECT_EQ(r.pB.x, 3 * big);
  const T tiny = std::ldexp(T(1), f32 ? -146 : -1070);
  const auto s = cc::robust::convex_distance(square<T>(0, 0, tiny), square<T>(4 * tiny, 4 * tiny, tiny));
  EXPECT_EQ(s.kind, ContactKind::apart);
  // Corner (t, t) to corner (4t, 4t): 3 sqrt 2 t, within the bound's eta.
  EXPECT_NEAR(static_cast<double>(s.distance), 3 * std::sqrt(2.0) * static_cast<double>(tiny),
              f32 ? 0x1p-148 : 0x1p-1072);
  EXPECT_EQ(s.pA, (Vec2<T>{tiny, tiny}));
  EXPECT_EQ(s.pB, (Vec2<T>{4 * tiny, 4 * tiny}));
}

TEST(ConvexDistanceOracle, HandWorkedDistances) {
  using cc::oracle::nearest_double;
  EXPECT_EQ(oracle(square<double>(0, 0, 1), square<double>(3, 0, 1)).kind, ContactKind::apart);
  EXPECT_EQ(nearest_double(oracle(square<double>(0, 0, 1), square<double>(3, 0, 1)).distance), 2.0);
  EXPECT_EQ(nearest_double(oracle(square<double>(0, 0, 1), square<double>(4, 5, 1)).distance), 5.0);
  // (0, 0) to the segment (1, 0) -> (0, 1): sqrt(1/2).
  EXPECT_EQ(nearest_double(oracle(poly<double>({{0, 0}}), poly<double>({{1, 0}, {0, 1}})).distance), std::sqrt(0.5));
  EXPECT_EQ(oracle(square<double>(0, 0, 1), square<double>(1, 0, 1)).kind, ContactKind::touching);
  EXPECT_EQ(oracle(square<double>(0, 0, 2), square<double>(1, 1, 2)).kind, ContactKind::overlapping);
  EXPECT_EQ(nearest_double(oracle(square<double>(0, 0, 2), square<double>(1, 1, 2)).distance), 0.0);
}

TEST(ConvexDistanceOracle, NearShapeDecidesTheClosedRegion) {
  using cc::oracle::exact;
  const auto k = core(square<double>(0, 0, 1));
  const cc::oracle::RationalPoint inside{exact(0.5), exact(0.5)}, out{exact(1.5), exact(0.5)};
  EXPECT_TRUE(cc::oracle::near_convex_core(k, inside, exact(0.0)));
  EXPECT_FALSE(cc::oracle::near_convex_core(k, out, exact(0.25)));
  EXPECT_TRUE(cc::oracle::near_convex_core(k, out, exact(0.5)));
}

// The transcription's documented flaws, as they show on hand-worked cases.
TEST(TextbookConvexDistance, EqualPolygonsLookTouching) {
  // Equal squares overlap, but no vertex is strictly inside the other and no
  // two edges cross properly: the seed calls them touching.
  const auto r = cc::textbook::convex_distance(square<double>(0, 0, 1), square<double>(0, 0, 1));
  EXPECT_EQ(r.kind, ContactKind::touching);
  EXPECT_EQ(cc::robust::convex_distance(square<double>(0, 0, 1), square<double>(0, 0, 1)).kind,
            ContactKind::overlapping);
}

TEST(TextbookConvexDistance, AbsoluteEpsilonTakesShortEdgesForPoints) {
  // Squares of side s = 2^-13 at float (s^2 = 2^-26 <= EPSILON = 2^-23): B is
  // s above A, moved s / 2 along x, so the exact distance s is edge to edge;
  // each edge taken as its first point leaves corner to corner,
  // sqrt((s / 2)^2 + s^2) = s sqrt(5) / 2.
  const float s = 0x1p-13f;
  const auto r = cc::textbook::convex_distance(square<float>(0, 0, s), square<float>(s / 2, 2 * s, s));
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_NEAR(r.distance, s * std::sqrt(5.0f) / 2, s * 1e-5f);
  const auto robust = cc::robust::convex_distance(square<float>(0, 0, s), square<float>(s / 2, 2 * s, s));
  EXPECT_EQ(robust.distance, s);
}

TEST(TextbookConvexDistance, HandWorkedApart) {
  const auto r = cc::textbook::convex_distance(square<double>(0, 0, 1), square<double>(4, 5, 1));
  EXPECT_EQ(r.kind, ContactKind::apart);
  EXPECT_EQ(r.distance, 5.0);
  EXPECT_EQ(r.pA, (Vec2<double>{1, 1}));
  EXPECT_EQ(r.pB, (Vec2<double>{4, 5}));
}

}  // namespace
