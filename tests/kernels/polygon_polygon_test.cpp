// polygon_polygon: the conventions on configurations worked by hand.

#include <gtest/gtest.h>

#include "kernels/robust/polygon_polygon.h"
#include "kernels/seeds/polygon_polygon.h"
#include "oracle/polygon_polygon.h"

namespace {

using cc::PolygonContact;
using cc::Quad;

Quad<double> square(double x, double y, double s) { return {{{x, y}, {x + s, y}, {x + s, y + s}, {x, y + s}}}; }

TEST(PolygonPolygon, TouchingContainedApart) {
  for (auto f : {cc::robust::polygon_polygon, cc::oracle::polygon_polygon_exact}) {
    EXPECT_EQ(f(square(0, 0, 1), square(1, 0, 1)), PolygonContact::intersecting);   // a shared edge
    EXPECT_EQ(f(square(0, 0, 1), square(1, 1, 1)), PolygonContact::intersecting);   // a shared corner
    EXPECT_EQ(f(square(0, 0, 4), square(1, 1, 1)), PolygonContact::intersecting);   // contained
    EXPECT_EQ(f(square(1, 1, 1), square(0, 0, 4)), PolygonContact::intersecting);   // containing
    EXPECT_EQ(f(square(0, 0, 1), square(1.5, 0, 1)), PolygonContact::none);
  }
}

TEST(PolygonPolygon, ConcaveNotchFoolsTheSeparatingAxisTest) {
  // An arrowhead whose notch is the triangle (-3, 0), (3, 0), (0, 1): the square
  // (-0.25, 0.25)-(0.25, 0.5) lies in the notch, outside the polygon but inside
  // its convex hull.
  const Quad<double> arrow{{{-3, 0}, {0, 2}, {3, 0}, {0, 1}}};
  const Quad<double> in_notch = {{{-0.25, 0.25}, {0.25, 0.25}, {0.25, 0.5}, {-0.25, 0.5}}};
  EXPECT_EQ(cc::robust::polygon_polygon(arrow, in_notch), PolygonContact::none);
  EXPECT_EQ(cc::oracle::polygon_polygon_exact(arrow, in_notch), PolygonContact::none);
  EXPECT_EQ(cc::seed002_sat::polygon_polygon(arrow, in_notch), PolygonContact::intersecting);
}

TEST(PolygonPolygon, CollinearEdgeContactIsMissedBySeed000) {
  // Two segments folded into quadrilaterals, overlapping along y = 0: every edge
  // pair is collinear, denom == 0.
  const Quad<double> a{{{0, 0}, {2, 0}, {0, 0}, {2, 0}}}, b{{{1, 0}, {3, 0}, {1, 0}, {3, 0}}};
  EXPECT_EQ(cc::robust::polygon_polygon(a, b), PolygonContact::intersecting);
  EXPECT_EQ(cc::seed000_edges::polygon_polygon(a, b), PolygonContact::none);
}

}  // namespace
