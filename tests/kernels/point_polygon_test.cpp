// point_polygon: the robust kernels, the oracle and PNPOLY on cases worked by
// hand.

#include "kernels/robust/point_polygon.h"

#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <vector>

#include "kernels/seeds/point_polygon.h"
#include "oracle/point_polygon.h"

namespace {

using cc::PolygonSide;
using cc::SimplePolygon;
using cc::Vec2;

/// The vertices in order, the last repeated into the trailing slots, the list
/// starting at slot `start`.
template <class T = double>
SimplePolygon<T> polygon(std::initializer_list<Vec2<T>> vertices, int start = 0) {
  SimplePolygon<T> p;
  const std::vector<Vec2<T>> v(vertices);
  for (int i = 0; i < cc::kPolygonSlots; ++i)
    p.v[(i + start) % cc::kPolygonSlots] = v[std::min<std::size_t>(static_cast<std::size_t>(i), v.size() - 1)];
  return p;
}

/// Every exact answerer (both robust kernels, the oracle) in double, and the
/// robust kernels in float where every value is a float (then the answer is
/// the same exact one).
void expect_all(const SimplePolygon<double>& poly, Vec2<double> p, PolygonSide expected) {
  EXPECT_EQ(cc::robust::point_polygon(poly, p), expected);
  EXPECT_EQ(cc::robust::point_polygon_simple(poly, p), expected);
  EXPECT_EQ(cc::oracle::point_polygon_exact(poly, p), expected);
  const auto is_float = [](double v) { return std::isnan(v) || static_cast<double>(static_cast<float>(v)) == v; };
  bool floats = is_float(p.x) && is_float(p.y);
  SimplePolygon<float> f;
  for (int i = 0; i < cc::kPolygonSlots; ++i) {
    floats = floats && is_float(poly.v[i].x) && is_float(poly.v[i].y);
    f.v[i] = {static_cast<float>(poly.v[i].x), static_cast<float>(poly.v[i].y)};
  }
  if (!floats) return;
  const Vec2<float> pf{static_cast<float>(p.x), static_cast<float>(p.y)};
  EXPECT_EQ(cc::robust::point_polygon(f, pf), expected);
  EXPECT_EQ(cc::robust::point_polygon_simple(f, pf), expected);
}

// The unit square (0, 0), (2, 0), (2, 2), (0, 2), counterclockwise.
const SimplePolygon<double> kSquare = polygon({{0, 0}, {2, 0}, {2, 2}, {0, 2}});

TEST(PointPolygon, TheSquaresCentreIsInsideAndAFarPointOutside) {
  expect_all(kSquare, {1, 1}, PolygonSide::inside);
  expect_all(kSquare, {3, 1}, PolygonSide::outside);
  expect_all(kSquare, {-1, 1}, PolygonSide::outside);
  expect_all(kSquare, {1, 5}, PolygonSide::outside);
  EXPECT_EQ(cc::textbook::point_polygon(kSquare, Vec2<double>{1, 1}), PolygonSide::inside);
  EXPECT_EQ(cc::textbook::point_polygon(kSquare, Vec2<double>{3, 1}), PolygonSide::outside);
}

TEST(PointPolygon, VerticesAndEdgesAreTheBoundary) {
  // Every corner, each edge's midpoint, a point a quarter along the top edge.
  for (const Vec2<double> p : {Vec2<double>{0, 0}, {2, 0}, {2, 2}, {0, 2}, {1, 0}, {2, 1}, {1, 2}, {0, 1}, {0.5, 2}})
    expect_all(kSquare, p, PolygonSide::boundary);
}

TEST(PointPolygon, OneUlpOffAnEdgeIsDecided) {
  // The right edge is x = 2; the double beside 2 toward 0 is 2 - 2^-52
  // (inside), toward 3 is 2 + 2^-51 (outside).
  expect_all(kSquare, {std::nextafter(2.0, 0.0), 1}, PolygonSide::inside);
  expect_all(kSquare, {std::nextafter(2.0, 3.0), 1}, PolygonSide::outside);
  // The bottom edge y = 0: the least subnormal above it is inside, below
  // outside.
  const double eta = std::numeric_limits<double>::denorm_min();
  expect_all(kSquare, {1, eta}, PolygonSide::inside);
  expect_all(kSquare, {1, -eta}, PolygonSide::outside);
}

TEST(PointPolygon, EitherOrientationAndAnyStartingSlotGiveTheSameAnswer) {
  const SimplePolygon<double> clockwise = polygon({{0, 2}, {2, 2}, {2, 0}, {0, 0}}, 17);
  expect_all(clockwise, {1, 1}, PolygonSide::inside);
  expect_all(clockwise, {2, 1.5}, PolygonSide::boundary);
  expect_all(clockwise, {2.5, 1}, PolygonSide::outside);
}

// The diamond (1, 0), (2, 1), (1, 2), (0, 1): the ray toward +x from
// P = (-1, 1) passes through its vertices (0, 1) and (2, 1), entering at one
// and leaving at the other, so P is outside; a count that takes both edges at
// a vertex, or neither, gets an odd count at one of them and says inside.
// From P = (1, 1) the ray leaves through (2, 1) only: inside.
TEST(PointPolygon, ARayThroughVerticesCountsEachOnce) {
  const SimplePolygon<double> diamond = polygon({{1, 0}, {2, 1}, {1, 2}, {0, 1}});
  expect_all(diamond, {-1, 1}, PolygonSide::outside);
  expect_all(diamond, {1, 1},
             PolygonSide::inside);  // the ray leaves through the vertex (2, 1)
  expect_all(diamond, {3, 1}, PolygonSide::outside);
  EXPECT_EQ(cc::textbook::point_polygon(diamond, Vec2<double>{-1, 1}), PolygonSide::outside);
  EXPECT_EQ(cc::textbook::point_polygon(diamond, Vec2<double>{1, 1}), PolygonSide::inside);
  // A vertex where the boundary only touches the ray's line from below: the
  // triangle (0, 0), (4, 0), (2, 1) has its apex on y = 1; P = (0, 1) and
  // (3, 1) are outside, the apex itself on the boundary.
  const SimplePolygon<double> tri = polygon({{0, 0}, {4, 0}, {2, 1}});
  expect_all(tri, {0, 1}, PolygonSide::outside);
  expect_all(tri, {3, 1}, PolygonSide::outside);
  expect_all(tri, {2, 1}, PolygonSide::boundary);
}

// An L of six vertices with two horizontal edges on y = 1: (0, 0), (2, 0),
// (2, 1), (1, 1), (1, 2), (0, 2). P = (1.5, 1) lies on the edge (2, 1)-(1, 1);
// P = (-1, 1) sees the horizontal edge on its ray: the count must be even.
TEST(PointPolygon, HorizontalEdges) {
  const SimplePolygon<double> l = polygon({{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 2}});
  expect_all(l, {1.5, 1}, PolygonSide::boundary);
  expect_all(l, {-1, 1}, PolygonSide::outside);
  expect_all(l, {0.5, 1},
             PolygonSide::inside);                  // below the notch's floor level, left part of the L
  expect_all(l, {1.5, 1.5}, PolygonSide::outside);  // in the notch
  expect_all(l, {3, 1}, PolygonSide::outside);
}

// Collinear vertices: the square with (1, 0) and (2, 1) as extra vertices on
// its edges is the same square.
TEST(PointPolygon, CollinearVerticesChangeNothing) {
  const SimplePolygon<double> s = polygon({{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {0, 2}});
  expect_all(s, {1, 1}, PolygonSide::inside);
  expect_all(s, {1, 0}, PolygonSide::boundary);
  expect_all(s, {0.5, 0}, PolygonSide::boundary);
  expect_all(s, {3, 1}, PolygonSide::outside);
}

// A spike of width 2 at its base y = 0 and height 2^40: at height 2^40 - 1 it
// is 2^-39 wide, centred on x = 0. P = (0, 2^40 - 1) is inside, (2^-38, 2^40 -
// 1) outside (beyond the half-width 2^-40), (2^-41, ...) inside.
TEST(PointPolygon, AVeryThinSpike) {
  const double h = 0x1p40;
  const SimplePolygon<double> spike = polygon({{-1, 0}, {1, 0}, {0, h}});
  expect_all(spike, {0, h - 1}, PolygonSide::inside);
  expect_all(spike, {0x1p-38, h - 1}, PolygonSide::outside);
  expect_all(spike, {0x1p-41, h - 1}, PolygonSide::inside);
  expect_all(spike, {0x1p-40, h - 1}, PolygonSide::boundary);
}

TEST(PointPolygon, NaNAndInfinitiesAreInvalid) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  expect_all(kSquare, {nan, 1}, PolygonSide::invalid_input);
  expect_all(kSquare, {1, inf}, PolygonSide::invalid_input);
  expect_all(polygon({{0, 0}, {2, 0}, {2, 2}, {0, -inf}}), {1, 1}, PolygonSide::invalid_input);
}

// The square (0, 0), (2^1021, 0), (2^1021, 2^1021), (0, 2^1021): every value
// finite, but the coordinates' sum overflows (the filtered pass defers) and
// the differences of the orientations overflow (the exact stages decide).
TEST(PointPolygon, HugeFiniteValuesAreDecidedExactly) {
  const double h = 0x1p1021;
  const SimplePolygon<double> big = polygon({{0, 0}, {h, 0}, {h, h}, {0, h}});
  expect_all(big, {h / 2, h / 2}, PolygonSide::inside);
  expect_all(big, {h, h / 2}, PolygonSide::boundary);
  expect_all(big, {-h, h / 2}, PolygonSide::outside);
  expect_all(big, {std::nextafter(h, 0.0), h / 2}, PolygonSide::inside);
}

// A NaN in the last slot only, after P was found on the boundary: still
// invalid_input (the pass never answers before every value is seen).
TEST(PointPolygon, ANaNInTheLastSlotIsInvalid) {
  SimplePolygon<double> p = kSquare;
  p.v[cc::kPolygonSlots - 1].x = std::numeric_limits<double>::quiet_NaN();
  expect_all(p, {0, 0}, PolygonSide::invalid_input);
  expect_all(p, {1, 1}, PolygonSide::invalid_input);
}

TEST(PointPolygon, ANonSimplePolygonIsInvalidWhereChecked) {
  // The bowtie (0, 0), (2, 2), (2, 0), (0, 2): its edges cross at (1, 1).
  const SimplePolygon<double> bowtie = polygon({{0, 0}, {2, 2}, {2, 0}, {0, 2}});
  EXPECT_EQ(cc::robust::point_polygon(bowtie, Vec2<double>{1.5, 1}), PolygonSide::invalid_input);
  EXPECT_EQ(cc::oracle::point_polygon_exact(bowtie, {1.5, 1}), PolygonSide::invalid_input);
  EXPECT_FALSE(cc::robust::polygon_is_simple(bowtie));
  // Unchecked, the even-odd rule: (1.5, 1) lies in the right lobe.
  EXPECT_EQ(cc::robust::point_polygon_simple(bowtie, Vec2<double>{1.5, 1}), PolygonSide::inside);
  // Fewer than 3 vertices, a zero-area triangle, a vertex on a non-adjacent
  // edge, a pinch (a vertex repeated non-consecutively).
  for (const SimplePolygon<double>& bad :
       {polygon({{0, 0}, {1, 1}}), polygon({{0, 0}, {2, 0}, {1, 0}}), polygon({{0, 0}, {4, 0}, {4, 4}, {2, 0}, {0, 4}}),
        polygon({{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}, {1, 1}})}) {
    EXPECT_FALSE(cc::robust::polygon_is_simple(bad));
    EXPECT_FALSE(cc::oracle::polygon_is_simple_exact(bad));
    EXPECT_EQ(cc::robust::point_polygon(bad, Vec2<double>{7, 7}), PolygonSide::invalid_input);
  }
  EXPECT_TRUE(cc::robust::polygon_is_simple(kSquare));
}

}  // namespace
