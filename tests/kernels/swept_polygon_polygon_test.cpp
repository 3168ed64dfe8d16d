// The robust swept_polygon_polygon kernel's conventions, and the seed003
// transcription's documented behaviour on the same hand-worked cases.

#include "kernels/robust/swept_polygon_polygon.h"
#include "kernels/seeds/swept_polygon_polygon.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <optional>

#include "oracle/number.h"
#include "oracle/swept_polygon_polygon.h"

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


// ---------------------------------------------------------------------------
// The filters in front of the exact algorithm: inputs at their thresholds,
// where the fast path must refuse and the exact path answer (checked against
// the oracle).

namespace spp = cc::robust::swept_polygon_polygon_detail;

std::optional<cc::SweepResult<double>> fast_only(const SweptPolygonPolygon<double>& in) {
  spp::Pair pairs[18];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      pairs[3 * i + j] = {in.a[i], in.va, in.b[j], in.b[(j + 1) % 3], in.vb, false};
      pairs[9 + 3 * i + j] = {in.b[i], in.vb, in.a[j], in.a[(j + 1) % 3], in.va, true};
    }
  return spp::sweep_fast(in, pairs);
}

// The kernel's kind and time against the oracle's: t the largest double not above t*.
void expect_matches_oracle(const SweptPolygonPolygon<double>& in) {
  using cc::oracle::Rational;
  const auto o = cc::oracle::swept_polygon_polygon_exact(in);
  const auto r = cc::robust::swept_polygon_polygon(in);
  ASSERT_EQ(r.kind, o.kind);
  if (r.kind != SweepKind::hit) return;
  EXPECT_LE(Rational(r.t), o.t);
  EXPECT_TRUE(r.t == 1.0 || Rational(std::nextafter(r.t, 2.0)) > o.t);
}

// One vertex (0, 0) moving by (3, 0) toward the static edge (X, -1) -> (X, 1):
// F0 = 2X, F1 = -6, t* = X / 3.
spp::Pair vertex_toward(double X) { return {{0, 0}, {3, 0}, {X, -1}, {X, 1}, {0, 0}, false}; }

// fast_time decides c <= t* for adjacent doubles c; when t* is itself a double
// the comparison at c = t* is an exact zero, which no bound proves: with exact
// differences (a grid) the exact sum decides it, otherwise fast_time refuses
// (the exact search answers). One ulp of X beside such a case the bound decides.
TEST(KernelSweptPolygonPolygon, FastTimeRefusesExactDoublesAndDecidesBesideThem) {
  using cc::oracle::Rational;
  double t = -1.0;
  ASSERT_TRUE(spp::fast_time(vertex_toward(1.5), -1, t));  // t* = 1/2, exact differences
  EXPECT_EQ(t, 0.5);
  ASSERT_TRUE(spp::fast_time(vertex_toward(0.75), -1, t));  // t* = 1/4
  EXPECT_EQ(t, 0.25);
  // The edge (1.5, -2^-60) -> (1.5, 1): D.y = 1 + 2^-60 rounds (a nonzero
  // tail), t* = 1/2 still: the bound cannot prove the zero, and fast_time refuses.
  const spp::Pair inexact{{0, 0}, {3, 0}, {1.5, -0x1p-60}, {1.5, 1}, {0, 0}, false};
  EXPECT_FALSE(spp::fast_time(inexact, -1, t));
  expect_matches_oracle(q<double>({-1, 0.25}, {0, 0}, {-1, -0.25}, {3, 0}, {1.5, -0x1p-60}, {2.5, 0}, {1.5, 1}, {0, 0}));
  ASSERT_TRUE(spp::fast_time(vertex_toward(1.5 + 0x1p-52), -1, t));  // t* = 1/2 + (2/3) 2^-53
  EXPECT_EQ(t, 0.5);
  ASSERT_TRUE(spp::fast_time(vertex_toward(1.5 - 0x1p-52), -1, t));  // t* = 1/2 - (4/3) 2^-54
  EXPECT_EQ(t, 0.5 - 0x1p-53);
  ASSERT_TRUE(spp::fast_time(vertex_toward(1.0), -1, t));  // t* = 1/3
  EXPECT_LE(Rational(t), Rational(1, 3));
  EXPECT_GT(Rational(std::nextafter(t, 1.0)), Rational(1, 3));
  // The whole kernel answers, through the exact search where fast_time refuses.
  for (double X : {1.5, 0.75, 1.5 + 0x1p-52, 1.5 - 0x1p-52, 1.0}) {
    const auto in = q<double>({-1, 0.25}, {0, 0}, {-1, -0.25}, {3, 0}, {X, -1}, {X + 1, 0}, {X, 1}, {0, 0});
    expect_matches_oracle(in);
  }
}

// t* = 1 exactly: the root interval contains 1 and the fast path refuses; one
// ulp either side of 1 the exact answers are a hit at 1 - 2^-53 and a miss.
TEST(KernelSweptPolygonPolygon, FastPathRefusesARootIntervalContainingOne) {
  const auto at = [](double X) {
    return q<double>({-1, 0.25}, {0, 0}, {-1, -0.25}, {2, 0}, {X, -1}, {X + 1, 0}, {X, 1}, {0, 0});
  };
  EXPECT_FALSE(fast_only(at(2.0)).has_value());
  const auto r = cc::robust::swept_polygon_polygon(at(2.0));
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 1.0);
  const auto below = cc::robust::swept_polygon_polygon(at(2.0 - 0x1p-52));  // t* = 1 - 2^-53
  ASSERT_EQ(below.kind, SweepKind::hit);
  EXPECT_EQ(below.t, 1.0 - 0x1p-53);
  EXPECT_EQ(cc::robust::swept_polygon_polygon(at(2.0 + 0x1p-51)).kind, SweepKind::miss);  // t* = 1 + 2^-52
  for (double X : {2.0, 2.0 - 0x1p-52, 2.0 + 0x1p-51, 1.5}) expect_matches_oracle(at(X));
  // Far from 1 the fast path answers, with the exact path's time.
  const auto fast = fast_only(at(1.5));
  ASSERT_TRUE(fast.has_value());
  EXPECT_EQ(fast->t, 0.75);
}

// A vertex reaching the other triangle's vertex: g(t*) = 0 at the shared
// endpoint, so contact is undecided for both tied pairs (pair_stage_a:
// candidate) and the fast path refuses; a vertex starting on an edge's line
// (F0 = 0 exactly) likewise. The exact path answers both.
TEST(KernelSweptPolygonPolygon, FastPathRefusesEndpointContactAndStartOnALine) {
  const auto vv = q<double>({1, 0}, {0, 1}, {0, -1}, {4, 0}, {3, 0}, {5, 1}, {5, -1}, {0, 0});
  EXPECT_EQ(spp::pair_stage_a(spp::Pair{{1, 0}, {4, 0}, {3, 0}, {5, 1}, {0, 0}, false}).status,
            spp::FastPair::candidate);
  EXPECT_FALSE(fast_only(vv).has_value());
  const auto r = cc::robust::swept_polygon_polygon(vv);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.5);
  expect_matches_oracle(vv);
  // a[0] = (3, 5) starts on the line of B's edge 2, (3, 1) -> (3, -1), outside the edge.
  const auto line = q<double>({3, 5}, {2, 6}, {2, 4}, {1, 0}, {3, -1}, {5, 0}, {3, 1}, {0, 0});
  EXPECT_EQ(spp::pair_stage_a(spp::Pair{{3, 5}, {1, 0}, {3, 1}, {3, -1}, {0, 0}, false}).status,
            spp::FastPair::undecided);
  EXPECT_FALSE(fast_only(line).has_value());
  expect_matches_oracle(line);
}

// Two of A's vertices reach B's edge 2^-50 apart in time: the root intervals
// (a few u wide) are disjoint and the fast path orders them; 2^-60 apart they
// overlap and it refuses. The exact comparison picks the same pair.
TEST(KernelSweptPolygonPolygon, NearTiesAreOrderedOrRefused) {
  using cc::oracle::Rational;
  for (double d : {0x1p-40, 0x1p-50, 0x1p-60, 0.0, -0x1p-60, -0x1p-50}) {
    // Edge (1, -1) -> (1 + d, 2): vertices (0, 0) and (0, 1) of A, moving by (2, 0).
    const auto in = q<double>({0, 0}, {0, 1}, {-1, 0.5}, {2, 0}, {1 + d, 2}, {1, -1}, {3, 0.5}, {0, 0});
    expect_matches_oracle(in);
    const auto o = cc::oracle::swept_polygon_polygon_exact(in);
    const auto r = cc::robust::swept_polygon_polygon(in);
    ASSERT_FALSE(o.earliest.empty());
    EXPECT_EQ(r.point.y, o.earliest.front().py == Rational(0) ? 0.0 : 1.0) << d;
  }
  const auto apart = q<double>({0, 0}, {0, 1}, {-1, 0.5}, {2, 0}, {1 + 0x1p-40, 2}, {1, -1}, {3, 0.5}, {0, 0});
  EXPECT_TRUE(fast_only(apart).has_value());
  const auto tied = q<double>({0, 0}, {0, 1}, {-1, 0.5}, {2, 0}, {1 + 0x1p-60, 2}, {1, -1}, {3, 0.5}, {0, 0});
  EXPECT_FALSE(fast_only(tied).has_value());
}

// The filters run for M <= 2^200 (no product of four differences overflows):
// at 2^200 and just above (the exact path alone) the answers agree with the
// oracle and with each other (a power-of-two scale leaves t unchanged).
TEST(KernelSweptPolygonPolygon, FilterRangeEdgeAndMixedMagnitudes) {
  const auto scaled = [](double s) {
    return q<double>({0, 0}, {s, 0}, {0, s}, {6 * s, 0}, {3 * s, -s}, {5 * s, s / 2}, {3 * s, 2 * s}, {0, 0});
  };
  const double k = 0x1p+197;  // 6 k < 2^200: inside; 2k: 12 k > 2^200: outside
  const auto in_range = cc::robust::swept_polygon_polygon(scaled(k));
  const auto beyond = cc::robust::swept_polygon_polygon(scaled(2 * k));
  ASSERT_EQ(in_range.kind, SweepKind::hit);
  ASSERT_EQ(beyond.kind, SweepKind::hit);
  EXPECT_EQ(in_range.t, beyond.t);
  EXPECT_TRUE(fast_only(scaled(k)).has_value());
  expect_matches_oracle(scaled(k));
  expect_matches_oracle(scaled(2 * k));
  // M = 2^200 exactly: a coordinate there, far from the contact.
  expect_matches_oracle(q<double>({0, 0}, {1, 0}, {0, 1}, {6, 0}, {3, -1}, {0x1p+200, 0}, {3, 2}, {0, 0}));
  // Subnormal coordinates beside unit ones (the guards of stage C and the floors).
  const double tiny = 0x1p-1070;
  expect_matches_oracle(q<double>({tiny, 0}, {1, tiny}, {0, 1}, {6, tiny}, {3, -1}, {5, 0}, {3, 2}, {0, 0}));
  expect_matches_oracle(q<double>({0, 0}, {1, 0}, {0, 1}, {6, 0}, {3 + tiny, -1}, {5, 0}, {3, 2}, {tiny, 0}));
  expect_matches_oracle(q<double>({0, 0}, {tiny, 0}, {0, tiny}, {1, 0}, {0.5, -tiny}, {1, 0}, {0.5, tiny}, {0, 0}));
}


// A vertex exactly on an edge's line at t = 0 (F0 = 0, proved by stage B on
// exact differences): inside the edge a hit at t = 0, outside it a miss of
// that pair, at an endpoint undecided (the exact decide answers).
TEST(KernelSweptPolygonPolygon, StartOnTheLineDecidedByStageB) {
  // The edge (3, -1) -> (3, 1); the vertex moves by (1, 0).
  EXPECT_EQ(spp::pair_on_line_stage_b(spp::Pair{{3, 0}, {1, 0}, {3, -1}, {3, 1}, {0, 0}, false}).status,
            spp::FastPair::hit);
  EXPECT_EQ(spp::pair_on_line_stage_b(spp::Pair{{3, 5}, {1, 0}, {3, -1}, {3, 1}, {0, 0}, false}).status,
            spp::FastPair::miss);
  EXPECT_EQ(spp::pair_on_line_stage_b(spp::Pair{{3, 1}, {1, 0}, {3, -1}, {3, 1}, {0, 0}, false}).status,
            spp::FastPair::undecided);
  // Moving along the line (F1 = 0): undecided.
  EXPECT_EQ(spp::pair_on_line_stage_b(spp::Pair{{3, 5}, {0, 1}, {3, -1}, {3, 1}, {0, 0}, false}).status,
            spp::FastPair::undecided);
  // Off the line by one ulp: stage B proves F0 != 0, not its business.
  EXPECT_EQ(spp::pair_on_line_stage_b(spp::Pair{{std::nextafter(3.0, 4.0), 0}, {1, 0}, {3, -1}, {3, 1}, {0, 0}, false})
                .status,
            spp::FastPair::undecided);
  // The whole kernel: A's vertex (3, 0) on B's edge 0, (3, 1) -> (3, -1)... B = (3,1) (3,-1) (5,0).
  const auto touching = q<double>({3, 0}, {2, 1}, {2, -1}, {1, 0}, {3, 1}, {3, -1}, {5, 0}, {0, 0});
  const auto r = cc::robust::swept_polygon_polygon(touching);
  ASSERT_EQ(r.kind, SweepKind::hit);
  EXPECT_EQ(r.t, 0.0);
  EXPECT_EQ(r.point.x, 3.0);
  EXPECT_EQ(r.point.y, 0.0);
  EXPECT_EQ(r.normal.x, -1.0);  // from B toward A: A comes from the left, x < 3
  expect_matches_oracle(touching);
  for (double y : {1.0, 0.5, 2.0, -1.0})
    expect_matches_oracle(q<double>({3, y}, {2, y + 1}, {2, y - 1}, {1, 0}, {3, 1}, {3, -1}, {5, 0}, {0, 0}));
}

}  // namespace
