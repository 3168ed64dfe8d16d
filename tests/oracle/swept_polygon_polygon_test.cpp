// The swept_polygon_polygon oracle on hand-worked cases, and its pair times
// against moving_point_segment_exact where the moved positions are exact.

#include "oracle/swept_polygon_polygon.h"

#include <gtest/gtest.h>

#include "oracle/moving_point_segment.h"

namespace {

using cc::SweepKind;
using cc::SweptPolygonPolygon;
using cc::Vec2;
using cc::oracle::Rational;
using cc::oracle::swept_polygon_polygon_exact;
using cc::oracle::swept_polygon_polygon_kind;

SweptPolygonPolygon<double> q(Vec2<double> a0, Vec2<double> a1, Vec2<double> a2, Vec2<double> va, Vec2<double> b0,
                              Vec2<double> b1, Vec2<double> b2, Vec2<double> vb) {
  return {{a0, a1, a2}, va, {b0, b1, b2}, vb};
}

// A's vertex a[1] = (1,0) moves by (4,0) and meets B's edge 2, (3,2) -> (3,-1),
// at t = 1/2 (pair 3 * 1 + 2 = 5), coming from its right: normal (-1, 0).
TEST(OracleSweptPolygonPolygon, VertexHitsEdgeAtOneHalf) {
  const auto e = swept_polygon_polygon_exact(q({0, 0}, {1, 0}, {0, 1}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0}));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_EQ(e.t, Rational(1, 2));
  EXPECT_FALSE(e.start_overlap);
  ASSERT_EQ(e.earliest.size(), 1u);
  EXPECT_EQ(e.earliest[0].index, 5);
  EXPECT_EQ(e.earliest[0].px, 3);
  EXPECT_EQ(e.earliest[0].py, 0);
  const auto n = cc::oracle::reference_normal(e.earliest[0]);
  EXPECT_EQ(n.first, -1);
  EXPECT_EQ(n.second, 0);
}

// B moves instead, by (-4,0): the same relative motion, the same t.
TEST(OracleSweptPolygonPolygon, OnlyRelativeMotionMatters) {
  const auto e = swept_polygon_polygon_exact(q({0, 0}, {1, 0}, {0, 1}, {1, 0}, {3, -1}, {5, 0}, {3, 2}, {-3, 0}));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_EQ(e.t, Rational(1, 2));
}

// Containment and star-shaped crossing at rest: start overlaps. In the first no
// vertex touches an edge (no earliest pair); the filter cannot prove a miss.
TEST(OracleSweptPolygonPolygon, StartOverlaps) {
  const auto c = swept_polygon_polygon_exact(q({0, 0}, {4, 0}, {0, 4}, {0, 0}, {1, 1}, {2, 1}, {1, 2}, {0, 0}));
  ASSERT_EQ(c.kind, SweepKind::hit);
  EXPECT_TRUE(c.start_overlap);
  EXPECT_EQ(c.t, 0);
  EXPECT_TRUE(c.earliest.empty());
  const auto s = swept_polygon_polygon_exact(q({0, 0}, {4, 0}, {2, 3}, {0, 0}, {0, 2}, {4, 2}, {2, -1}, {0, 0}));
  ASSERT_EQ(s.kind, SweepKind::hit);
  EXPECT_TRUE(s.start_overlap);
}

// Far apart: the filter proves the miss; moving away: the exact path does.
TEST(OracleSweptPolygonPolygon, Misses) {
  auto& st = cc::oracle::swept_polygon_polygon_stats();
  st.reset();
  EXPECT_EQ(swept_polygon_polygon_kind(q({0, 0}, {1, 0}, {0, 1}, {1, 0}, {10, 0}, {11, 0}, {10, 1}, {0, 0})),
            SweepKind::miss);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(swept_polygon_polygon_kind(q({0, 0}, {1, 0}, {0, 1}, {-4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0})),
            SweepKind::miss);
}

// Two point "triangles": (0,0) moving by (2,2) meets (1,1) at t = 1/2; every
// earliest edge has zero length.
TEST(OracleSweptPolygonPolygon, PointsMeet) {
  const auto e = swept_polygon_polygon_exact(q({0, 0}, {0, 0}, {0, 0}, {2, 2}, {1, 1}, {1, 1}, {1, 1}, {0, 0}));
  ASSERT_EQ(e.kind, SweepKind::hit);
  EXPECT_EQ(e.t, Rational(1, 2));
  for (const auto& p : e.earliest) EXPECT_TRUE(p.degenerate);
}

// At rest, A = (0,0) (2,0) (0,2) and B = (3,3) (1.5,3) (3,1.5): their boxes
// overlap ([0,2]^2 and [1.5,3]^2) but the diagonal x + y separates them (A up to
// 2, B from 4.5). The separating-axis stage of the filter proves the miss.
TEST(OracleSweptPolygonPolygon, FilterSeparatesOnADiagonalAxis) {
  auto& st = cc::oracle::swept_polygon_polygon_stats();
  st.reset();
  EXPECT_EQ(swept_polygon_polygon_kind(q({0, 0}, {2, 0}, {0, 2}, {0, 0}, {3, 3}, {1.5, 3}, {3, 1.5}, {0, 0})),
            SweepKind::miss);
  EXPECT_EQ(st.decisions, 1u);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(swept_polygon_polygon_exact(q({0, 0}, {2, 0}, {0, 2}, {0, 0}, {3, 3}, {1.5, 3}, {3, 1.5}, {0, 0})).kind,
            SweepKind::miss);
}

TEST(OracleSweptPolygonPolygon, NonFiniteIsInvalid) {
  EXPECT_EQ(swept_polygon_polygon_exact(q({NAN, 0}, {1, 0}, {0, 1}, {1, 0}, {3, 0}, {4, 0}, {3, 1}, {0, 0})).kind,
            SweepKind::invalid_input);
}

// On small integers p + v is exact, so each pair is a moving_point_segment query
// with an independent exact oracle: when the triangles do not overlap at the
// start, the earliest of those 18 times is t*.
TEST(OracleSweptPolygonPolygon, AgreesWithMovingPointSegmentExactOnAGrid) {
  using cc::MovingPointSegment;
  using cc::oracle::compare_across;
  using cc::oracle::RootNumber;
  int compared = 0;
  for (int n = 0; n < 400; ++n) {
    double v[16];
    for (int i = 0; i < 16; ++i) v[i] = static_cast<double>((n * 7 + i * 13 + (n * i) % 11) % 9 - 4);
    const auto in = q({v[0], v[1]}, {v[2], v[3]}, {v[4], v[5]}, {v[6], v[7]}, {v[8], v[9]}, {v[10], v[11]},
                      {v[12], v[13]}, {v[14], v[15]});
    const auto e = swept_polygon_polygon_exact(in);
    if (e.start_overlap) continue;
    std::optional<RootNumber> best;
    for (int k = 0; k < 18; ++k) {
      const bool bv = k >= 9;
      const int i = (k % 9) / 3, j = k % 3;
      const auto& P = bv ? in.b : in.a;
      const auto& L = bv ? in.a : in.b;
      const Vec2<double> vp = bv ? in.vb : in.va, vl = bv ? in.va : in.vb;
      const auto r = cc::oracle::moving_point_segment_exact(
          MovingPointSegment<double>{P[i], P[i] + vp, L[j], L[(j + 1) % 3], L[j] + vl, L[(j + 1) % 3] + vl});
      if (r.kind == SweepKind::hit && (!best || compare_across(r.t, *best) < 0)) best = r.t;
    }
    ASSERT_EQ(e.kind == SweepKind::hit, best.has_value()) << "case " << n;
    if (best) {
      EXPECT_EQ(compare_across(RootNumber(e.t), *best), 0) << "case " << n;
      ++compared;
    }
  }
  EXPECT_GT(compared, 20);
}

// The set the triangles share at t*: a single point for a vertex on an edge,
// a region for a start overlap, and the point of it nearest to a query.
TEST(OracleSweptPolygonPolygon, ContactSet) {
  const auto hit = q({0, 0}, {1, 0}, {0, 1}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0});
  const auto at_half = cc::oracle::swept_polygon_polygon_contact_set(hit, Rational(1, 2));
  ASSERT_EQ(at_half.size(), 1u);
  EXPECT_EQ(at_half[0].x, 3);
  EXPECT_EQ(at_half[0].y, 0);
  EXPECT_TRUE(cc::oracle::swept_polygon_polygon_contact_set(hit, Rational(1, 4)).empty());
  const auto overlap = q({0, 0}, {2, 0}, {0, 2}, {0, 0}, {0.5, 0.5}, {3, 0.5}, {0.5, 3}, {0, 0});
  const auto region = cc::oracle::swept_polygon_polygon_contact_set(overlap, Rational(0));
  ASSERT_EQ(region.size(), 3u);  // (1/2, 1/2), (3/2, 1/2), (1/2, 3/2)
  const auto p = cc::oracle::nearest_in_hull(region, cc::oracle::exact_point(2, 2));
  EXPECT_EQ(p.x, 1);
  EXPECT_EQ(p.y, 1);
  const auto inside = cc::oracle::nearest_in_hull(region, cc::oracle::exact_point(0.75, 0.75));
  EXPECT_EQ(inside.x, Rational(3, 4));
}

// Band support: the vertex (1, 0) moving by (4, 0) is 2 - 4t from B's edge
// x = 3 until it touches at t = 1/2; then it enters B, whose other edges are
// further from it than x = 3, so the penetration depth is 4t - 2.
TEST(OracleSweptPolygonPolygon, SeparationAndOffsetFirstContact) {
  using cc::oracle::RootNumber;
  using cc::oracle::swept_polygon_polygon_first_contact;
  using cc::oracle::swept_polygon_polygon_separation_sign;
  const auto hit = q({0, 0}, {1, 0}, {0, 1}, {4, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0});
  auto first = [&](Rational offset) { return swept_polygon_polygon_first_contact(hit, offset); };
  ASSERT_TRUE(first(Rational(0)));
  EXPECT_EQ(compare_across(*first(Rational(0)), RootNumber(Rational(1, 2))), 0);
  EXPECT_EQ(compare_across(*first(Rational(1)), RootNumber(Rational(1, 4))), 0);
  EXPECT_EQ(compare_across(*first(Rational(3)), RootNumber(Rational(0))), 0);
  EXPECT_EQ(compare_across(*first(Rational(-1, 2)), RootNumber(Rational(5, 8))), 0);
  EXPECT_EQ(swept_polygon_polygon_separation_sign(hit, Rational(0)), -1);  // it overlaps later
  EXPECT_EQ(swept_polygon_polygon_separation_sign(hit, Rational(-1, 2)), -1);
  // At rest, 2 apart: the separation is 2.
  const auto apart = q({0, 0}, {1, 0}, {0, 1}, {0, 0}, {3, -1}, {5, 0}, {3, 2}, {0, 0});
  EXPECT_EQ(swept_polygon_polygon_separation_sign(apart, Rational(1)), 1);
  EXPECT_EQ(swept_polygon_polygon_separation_sign(apart, Rational(2)), 0);
  EXPECT_EQ(swept_polygon_polygon_separation_sign(apart, Rational(3)), -1);
  EXPECT_FALSE(swept_polygon_polygon_first_contact(apart, Rational(1)));
  EXPECT_EQ(compare_across(*swept_polygon_polygon_first_contact(apart, Rational(2)), RootNumber(Rational(0))), 0);
  // Sliding along each other's edges: touching throughout, never overlapping.
  const auto graze = q({-5, 1}, {-4, 1}, {-5, 2}, {10, 0}, {0, 0}, {2, 0}, {0, 1}, {0, 0});
  EXPECT_EQ(swept_polygon_polygon_separation_sign(graze, Rational(0)), 0);
  EXPECT_FALSE(swept_polygon_polygon_first_contact(graze, Rational(-1, 1024)));
}

}  // namespace

// A's first edge has subnormal length (a1 = 2^-1074 (kx, ky)), so its normal
// is subnormal; a2 is the exact midpoint of B's edge b0-b1, a hit at t = 0.
// The separating-axis filter's margin 44 u |n| M once rounded 44 u |n| to 0
// and trusted a gap of 2^-736 that is rounding: filtered miss, exact hit.
TEST(OracleSweptPolygonPolygon, SubnormalEdgeAxis) {
  const auto x = q({0x0p+0, 0x0p+0}, {0x0.002d41a8b08adp-1022, 0x0.0056acaceec01p-1022},
                   {-0x1.cb443cfef6ap+344, 0x1.c402042b2a54p+348}, {0, 0}, {-0x1.9e02944e6bdp+344, 0x1.c96ccefa1655p+348},
                   {-0x1.f885e5af817p+344, 0x1.be97395c3e53p+348}, {-0x1.5ab2b3bb076d1p+382, 0x1.6a0d45853881p+381},
                   {0, 0});
  EXPECT_EQ(swept_polygon_polygon_kind(x), SweepKind::hit);
  const cc::oracle::EvaluationScope scope(cc::oracle::Evaluation::exact_only);
  EXPECT_EQ(swept_polygon_polygon_kind(x), SweepKind::hit);
}
