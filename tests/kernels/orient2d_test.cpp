// The kernels' exact orientation against the oracle's rational one, on the
// near-collinear nextafter grids where a plain double determinant is wrong.

#include "kernels/detail/orient2d.h"

#include <gtest/gtest.h>

#include <cmath>

#include "oracle/cross_sign.h"

namespace {

using cc::Vec2;
using cc::detail::Orientation;

int exact_orient(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  return cc::oracle::cross_sign_exact(a, c, b, c);  // cross(a - c, b - c)
}

double max_abs(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  return std::fmax(std::fmax(std::fmax(std::fabs(a.x), std::fabs(a.y)), std::fmax(std::fabs(b.x), std::fabs(b.y))),
                   std::fmax(std::fabs(c.x), std::fabs(c.y)));
}

// a walks a 64 x 64 grid of ulps around (0.5, 0.5); b and c lie on y = x.
void check_grid(double scale, int& naive_wrong) {
  const Vec2<double> b{12 * scale, 12 * scale}, c{24 * scale, 24 * scale};
  double y = 0.5 * scale;
  for (int j = 0; j < 64; ++j, y = std::nextafter(y, 1e308)) {
    double x = 0.5 * scale;
    for (int i = 0; i < 64; ++i, x = std::nextafter(x, 1e308)) {
      const Vec2<double> a{x, y};
      const int truth = exact_orient(a, b, c);
      ASSERT_EQ(Orientation(max_abs(a, b, c)).sign(a, b, c), truth)
          << "a = (" << std::hexfloat << a.x << ", " << a.y << ") scale " << scale;
      const double naive = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x);
      naive_wrong += (naive > 0) - (naive < 0) != truth;
    }
  }
}

TEST(Orient2d, SignIsExactOnTheNextafterGrid) {
  int naive_wrong = 0;
  check_grid(1.0, naive_wrong);
  EXPECT_GT(naive_wrong, 0) << "the grid no longer exercises the exact path";
}

TEST(Orient2d, SignIsExactOnTheGridAtExtremeScales) {
  int naive_wrong = 0;
  for (double scale : {0x1p-1060, 0x1p-600, 0x1p+400, 0x1p+1010}) check_grid(scale, naive_wrong);
}

TEST(Orient2d, AccuratePairHasRelativeErrorNearOneUlp) {
  // orient((0,0), (3,1), (x, y)) = y * 3 - x: exact in rationals, approximated here.
  const Vec2<double> a{0, 0}, b{3, 1};
  double x = 0.1, y = 0.7;
  for (int i = 0; i < 1000; ++i, x = std::nextafter(x, 1.0), y = std::nextafter(y * 1.001, 1.0)) {
    const Vec2<double> c1{x, y}, c2{y, x};
    double v1, v2;
    Orientation(3).accurate_pair(a, b, c1, c2, v1, v2);
    for (auto [c, v] : {std::pair{c1, v1}, std::pair{c2, v2}}) {
      using cc::oracle::Rational;
      using cc::oracle::exact;
      const Rational truth = (exact(a.x) - exact(c.x)) * (exact(b.y) - exact(c.y)) -
                             (exact(a.y) - exact(c.y)) * (exact(b.x) - exact(c.x));
      const Rational rel = cc::oracle::abs(Rational(Rational(v) - truth)) / cc::oracle::abs(truth);
      ASSERT_LE(rel, Rational(0x1p-53 * (1 + 0x1p-7)));
    }
  }
}

}  // namespace
