// Hand cases for the fast path of robust::swept_circle_segment: the segment's
// own filtered signs (the region of C0, the foot tests), the coarse grid where
// its plain values are exact, and the line's and the endpoints' values it
// reuses, at and beside their thresholds; every answer against the oracle.

#include "kernels/robust/swept_circle_segment.h"
#include "oracle/reference.h"
#include "oracle/swept_circle_segment.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace {

using cc::SweepKind;
using cc::Vec2;
namespace fast = cc::robust::swept_circle_segment_detail;

template <class T>
cc::SweepResult<T> robust(T c0x, T c0y, T c1x, T c1y, T r, T p1x, T p1y, T p2x, T p2y) {
  return cc::robust::swept_circle_segment(Vec2<T>{c0x, c0y}, Vec2<T>{c1x, c1y}, r, Vec2<T>{p1x, p1y},
                                          Vec2<T>{p2x, p2y});
}

// Same kind; on a hit t* - 19 u t* - 3 eta <= t <= t* (double) or t* - 3 u t*
// - 2 eta <= t <= t* (float); the point: the endpoint itself for an endpoint
// contact, else within (52 u M + eta) per coordinate (double bound; float adds 2^-23 M).
template <class T>
void expect_exact_answer(T c0x, T c0y, T c1x, T c1y, T r, T p1x, T p1y, T p2x, T p2y) {
  using cc::oracle::Rational;
  using cc::oracle::RootNumber;
  const auto got = robust<T>(c0x, c0y, c1x, c1y, r, p1x, p1y, p2x, p2y);
  const cc::oracle::CircleLineQuery q{{c0x, c0y}, {c1x, c1y}, r, {p1x, p1y}, {p2x, p2y}};
  const auto e = cc::oracle::swept_circle_segment_exact(q);
  ASSERT_EQ(got.kind, e.kind);
  if (got.kind != SweepKind::hit) return;
  constexpr bool f32 = std::is_same_v<T, float>;
  const double u = f32 ? 0x1p-24 : 0x1p-53, eta = f32 ? 0x1p-149 : 0x1p-1074;
  const RootNumber t(Rational(static_cast<double>(got.t)));
  EXPECT_LE(cc::oracle::compare(t, e.t), 0) << "t after t*";
  const RootNumber lowest = Rational(1 - (f32 ? 3 : 19) * u) * e.t - RootNumber(Rational(f32 ? 2 * eta : 3 * eta));
  EXPECT_LE(cc::oracle::compare(lowest, t), 0) << "t too early";
  double M = 0;
  for (double v : {c0x, c0y, c1x, c1y, r, p1x, p1y, p2x, p2y}) M = std::max(M, std::fabs(v));
  const double pb = (f32 ? 0x1p-23 + 52 * 0x1p-53 : 52 * 0x1p-53) * M + (f32 ? 0x1p-149 : 0x1p-1074);
  EXPECT_NEAR(static_cast<double>(got.point.x), cc::oracle::nearest_double(e.px), pb * (1 + 0x1p-40));
  EXPECT_NEAR(static_cast<double>(got.point.y), cc::oracle::nearest_double(e.py), pb * (1 + 0x1p-40));
  const double nb = f32 ? 0x1p-24 + 12 * 0x1p-53 : 11 * 0x1p-53;
  EXPECT_NEAR(static_cast<double>(got.normal.x), cc::oracle::nearest_double(e.nx), nb * (1 + 0x1p-20));
  EXPECT_NEAR(static_cast<double>(got.normal.y), cc::oracle::nearest_double(e.ny), nb * (1 + 0x1p-20));
}

void expect_exact_answer(const double (&in)[9]) {
  expect_exact_answer(in[0], in[1], in[2], in[3], in[4], in[5], in[6], in[7], in[8]);
}

fast::Outcome outcome(const double (&in)[9], bool exact) {
  auto f = fast::fast_quantities(in);
  return fast::decide(f, exact, in[4]).outcome;
}

TEST(SweptCircleSegmentFastPath, ExactTangenciesOnTheGridAreDecidedThere) {
  // Touching P1 at the start (C0 projects before P1): region 0, c = 0.
  const double touch[9] = {-3, 4, 5, 9, 5, 0, 0, 8, 0};
  // Grazing P1: the path passes at distance exactly r from it (disc = 0).
  const double graze[9] = {-6, 5, 6, 5, 5, 0, 0, 0, -8};
  // The line contact's foot exactly at P2: the interior wins the tie (F2 = 0).
  const double foot[9] = {8, 5, 8, -5, 2, 0, 0, 8, 0};
  const fast::Outcome expected[3] = {fast::Outcome::start_overlap, fast::Outcome::endpoint, fast::Outcome::interior};
  int k = 0;
  for (const auto* in : {&touch, &graze, &foot}) {
    EXPECT_EQ(outcome(*in, false), fast::Outcome::unknown);
    EXPECT_TRUE(fast::exact_on_grid(*in));
    EXPECT_EQ(outcome(*in, true), expected[k++]);
    expect_exact_answer(*in);
    // Translated by 4097: off the grid (13 bits), the exact path.
    const double t = 4097;
    const double moved[9] = {(*in)[0] + t, (*in)[1] + t, (*in)[2] + t, (*in)[3] + t, (*in)[4],
                             (*in)[5] + t, (*in)[6] + t, (*in)[7] + t, (*in)[8] + t};
    EXPECT_FALSE(fast::exact_on_grid(moved));
    expect_exact_answer(moved);
    expect_exact_answer(static_cast<float>((*in)[0]), static_cast<float>((*in)[1]), static_cast<float>((*in)[2]),
                        static_cast<float>((*in)[3]), static_cast<float>((*in)[4]), static_cast<float>((*in)[5]),
                        static_cast<float>((*in)[6]), static_cast<float>((*in)[7]), static_cast<float>((*in)[8]));
  }
  // One ulp either side of the foot at P2 (off the grid): the interior, or P2 first.
  for (const double x : {std::nextafter(8.0, 7.0), std::nextafter(8.0, 9.0)}) {
    const double in[9] = {x, 5, x, -5, 2, 0, 0, 8, 0};
    EXPECT_FALSE(fast::exact_on_grid(in));
    expect_exact_answer(in);
  }
}

TEST(SweptCircleSegmentFastPath, RegionOfC0) {
  // C0 projecting exactly onto P1 (s0 = 0) and overlapping: on the grid, region 0.
  const double on_p1[9] = {0, 3, 5, 9, 4, 0, 0, 8, 0};
  EXPECT_EQ(outcome(on_p1, true), fast::Outcome::start_overlap);
  expect_exact_answer(on_p1);
  // s0 a few ulps of the bound from 0, off the grid: the region is uncertain, the exact path.
  const double near_p1[9] = {0x1p-60, 3, 5, 9, 4, 0, 0, 8, 0};
  EXPECT_EQ(outcome(near_p1, false), fast::Outcome::unknown);
  EXPECT_FALSE(fast::exact_on_grid(near_p1));
  expect_exact_answer(near_p1);
  // Generic start overlaps in each region.
  expect_exact_answer(-0.3, 0.4, 5.1, 9.2, 0.9, 0.1, -0.2, 8.3, 0.7);
  expect_exact_answer(8.9, 1.3, 5.1, 9.2, 1.5, 0.1, -0.2, 8.3, 0.7);
  expect_exact_answer(4.1, 0.9, 5.1, 9.2, 1.3, 0.1, -0.2, 8.3, 0.7);
}

TEST(SweptCircleSegmentFastPath, ExactFootSigns) {
  using fast::sign_with_root_exact;
  EXPECT_EQ(sign_with_root_exact(3, -1, 9), 0);   // 3 - 3
  EXPECT_EQ(sign_with_root_exact(-3, 1, 9), 0);
  EXPECT_EQ(sign_with_root_exact(2, -1, 5), -1);  // 2 - sqrt(5)
  EXPECT_EQ(sign_with_root_exact(3, -1, 8), 1);   // 3 - sqrt(8)
  EXPECT_EQ(sign_with_root_exact(-5, 2, 7), 1);   // -5 + 2 sqrt(7)
  EXPECT_EQ(sign_with_root_exact(0, -1, 0), 0);
  // Near the limits of exact_on_grid's analysis: A below 2^53, B below 2^38, C below 2^25.
  const double B = 0x1p+37 - 1, C = 0x1p+24 - 1;
  EXPECT_EQ(sign_with_root_exact(0x1p+52, -B, C), 1);  // 2^52 against (2^37 - 1) (2^12 - 2^-13 ...)
  EXPECT_EQ(sign_with_root_exact(-0x1p+52, B, C), -1);
}

TEST(SweptCircleSegmentFastPath, ValuesFromTheLineAndTheEndpointCircles) {
  // Full precision: an interior contact (the line's double-double time), an
  // endpoint contact (the circle's double-double values), a miss, a zero-length
  // segment and r = 0 (normal against the motion).
  expect_exact_answer(0x1.3456789abcdefp+1, 0x1.fedcba9876543p+1, 0x1.1111111111111p+1, -0x1.9999999999999p+1,
                      0x1.6666666666666p-1, -0x1.2222222222222p+0, 0x1.5555555555555p-3, 0x1.7777777777777p+1,
                      -0x1.3333333333333p-2);
  expect_exact_answer(0x1.3456789abcdefp+2, 0x1.fedcba9876543p+1, 0x1.1111111111111p+2, -0x1.9999999999999p+1,
                      0x1.6666666666666p-1, -0x1.2222222222222p+0, 0x1.5555555555555p-3, 0x1.7777777777777p+1,
                      -0x1.3333333333333p-2);
  expect_exact_answer(0x1.3456789abcdefp+3, 0x1.fedcba9876543p+1, 0x1.1111111111111p+3, -0x1.9999999999999p+1,
                      0x1.6666666666666p-1, -0x1.2222222222222p+0, 0x1.5555555555555p-3, 0x1.7777777777777p+1,
                      -0x1.3333333333333p-2);
  expect_exact_answer(-3.1, 0.2, 4.3, -0.1, 0.7, 0.5, 0.3, 0.5, 0.3);
  expect_exact_answer(-3.0, 1.0, 5.0, -3.0, 0.0, 0.0, 0.0, 4.0, 3.0);
  // Endpoint contacts in float: the circle's float values, the point exactly the endpoint.
  const auto f = robust<float>(5.3f, 3.9f, 5.1f, -3.2f, 0.7f, -1.1f, 0.2f, 4.6f, -0.3f);
  expect_exact_answer(5.3f, 3.9f, 5.1f, -3.2f, 0.7f, -1.1f, 0.2f, 4.6f, -0.3f);
  if (f.kind == SweepKind::hit && f.t > 0) {
    const bool at_end = (f.point.x == -1.1f && f.point.y == 0.2f) || (f.point.x == 4.6f && f.point.y == -0.3f);
    const auto e =
        cc::oracle::swept_circle_segment_exact({{5.3f, 3.9f}, {5.1f, -3.2f}, 0.7f, {-1.1f, 0.2f}, {4.6f, -0.3f}});
    EXPECT_EQ(at_end, e.feature > 0);
  }
  expect_exact_answer(2.3f, 3.9f, -0.6f, -3.2f, 0.7f, -1.1f, 0.2f, 2.9f, -0.3f);
}

}  // namespace
