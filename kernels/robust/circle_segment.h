#pragma once
// circle_segment: the robust kernel (namespace cc::robust) and what it
// promises, as data (CircleSegmentBounds). The conventions and result types are
// in ../circle_segment.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../circle_segment.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <cmath>

#include "../detail/circle_line_filter.h"
#include "../detail/circle_line_quadratic.h"
#include "../error_bound.h"
#include "../circle_segment.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::circle_segment promises (the roots of robust::circle_line, computed the same way), per coordinate of
/// every returned point; a root at an input point (an end on the circle, a zero radius) is returned exactly. `point`
/// holds for M < point_input_magnitude_below (so that |C| + r, which bounds every point, stays finite); the checker
/// judges the count and the points only there.
template <class T>
struct CircleSegmentBounds;
template <>
struct CircleSegmentBounds<double> {
  /// 28 u M + eta (u = 2^-53, eta = 2^-1074): derivation at robust::circle_line. Measured: a 30 s hunt
  /// (collide-check hunt --variant circle_segment/robust/f64 --property point_within_contract) reaches 0.5 of it
  /// in the subnormals (the eta term), 0.24 where u M dominates: the derivation sums the worst rounding of each of
  /// the root's steps (the discriminant, its square root, the quotient, the point), which no input takes at once
  /// beside a proven crossing; the bound is kept as derived.
  static constexpr ErrorBound point{{{28 * 0x1p-53, Scale::input_magnitude}, {0x1p-1074, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+1022;  ///< M < 2^1022
};
template <>
struct CircleSegmentBounds<float> {
  /// (2 u_f + 29 u_d) M + eta_f: the double bound, u_f |P| <= 2 u_f M and eta_f / 2 (robust::circle_segment for
  /// float).
  static constexpr ErrorBound point{{{0x1p-23 + 29 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+126;  ///< M < 2^126
};

/// The stages of robust::circle_segment, by the names its CC_STAGE markers pass
/// (stage.h). Stage A (detail/circle_line_filter.h) decides most calls:
/// a_apart (disc proven negative), a_outside (disc and the four membership
/// signs proven, no root in [0, 1]) and a_points (the kept crossings proven
/// within the bound). circle_segment_slow takes the rest: invalid_input, grid
/// (CircleLineQuadratic's grid stage on the inputs as given), zero_length (P1 ==
/// P2, from any stage), a2_apart, a2_outside and a2_points (stage A2,
/// circle_line_accurate, on membership signs from stage A or exact products),
/// exact (the exact stages of CircleLineQuadratic: double-double, expansions or
/// exact dyadic numbers). From the grid's or the exact stages' signs: tangent
/// (disc == 0 exactly, whether or not the tangent point is on the segment) and
/// zero_radius (a zero radius whose centre is on the segment: the centre);
/// from those or stage A2's exact products: endpoint_root (disc > 0 and c or c2
/// exactly zero, a root at P1 or P2 returned exactly).
///
/// Rare in generated inputs, declared so with the regime that reaches them:
/// a2_outside, at both scalars (stage A refused, yet stage A2 proves both
/// roots off the segment: a line that crosses the circle near the tangent
/// point, beside the segment rather than on it, closer to tangency than
/// stage A resolves; tangent_band, which moves the centre of a tangent
/// configuration off by distances swept from 2^-8 to 2^-114, reaches it in
/// the quarter of its cases where the segment lies to one side of the
/// tangent point and the move is toward the line).
template <class T>
struct CircleSegmentStages {
  static constexpr const char* names[] = {"a_apart",     "a_outside",   "a_points",     "invalid_input", "grid",
                                          "zero_length", "a2_apart",    "a2_outside",   "a2_points",     "exact",
                                          "tangent",     "zero_radius", "endpoint_root"};
};

namespace circle_segment_detail {

/// The answer from the exact signs and approximations of detail::CircleLineQuadratic.
inline CircleCrossings<double> from_quadratic(const detail::CircleLineQuadratic& q, Vec2<double> centre,
                                              double radius, Vec2<double> p1) {
  if (q.point)
    return CC_STAGE("zero_length"),
           q.sign_c == 0 ? CircleCrossings<double>{CircleCrossing::one_point, {p1, {}}} : CircleCrossings<double>{};
  if (q.sign_disc < 0) return {};
  if (q.sign_disc == 0) {
    CC_STAGE("tangent");
    if (!q.tangent_in_segment()) return {};
    if (radius == 0.0) return CC_STAGE("zero_radius"), CircleCrossings<double>{CircleCrossing::one_point, {centre, {}}};
    return {CircleCrossing::one_point, {q.tangent_point(), {}}};
  }
  const bool keep_lo = q.lo_in_segment(), keep_hi = q.hi_in_segment();
  if (!keep_lo && !keep_hi) return {};
  if ((q.sign_c == 0) | (q.sign_c2 == 0)) CC_STAGE("endpoint_root");
  Vec2<double> lo, hi;
  q.secant_points(lo, hi);
  if (keep_lo && keep_hi) return {CircleCrossing::two_points, {lo, hi}};
  if (keep_lo) return {CircleCrossing::one_point, {lo, {}}};
  return {CircleCrossing::one_point, {hi, {}}};
}

/// What stage A leaves open, and the special values: the grid stage (exact and
/// cheap on small integers), stage A2 where stage A proved the four membership
/// signs, then the exact stages. Out of line, as circle_line's.
[[gnu::noinline]] inline CircleCrossings<double> circle_segment_slow(double cx, double cy, double radius, double p1x,
                                                                  double p1y, double p2x, double p2y) {
  // Scalars rather than Vec2 parameters, and no arrays of them: GCC spills a Vec2
  // parameter (or builds an array) on the stack and reloads pairs as 16-byte
  // vectors, a store-forwarding stall of a dozen cycles per pair.
  const Vec2<double> centre{cx, cy}, p1{p1x, p1y}, p2{p2x, p2y};
  if (!(std::isfinite(cx) && std::isfinite(cy) && std::isfinite(radius) && std::isfinite(p1x) && std::isfinite(p1y) &&
        std::isfinite(p2x) && std::isfinite(p2y)) ||
      radius < 0.0)
    return CC_STAGE("invalid_input"), CircleCrossings<double>{CircleCrossing::invalid_input, {}};
  const detail::CircleLineQuadratic q(centre, radius, p1, p2, detail::CircleLineQuadratic::GridOnly{});
  if (q.grid_applied()) return CC_STAGE("grid"), from_quadratic(q, centre, radius, p1);
  const detail::CircleLineFilter f = detail::circle_line_filter(centre, radius, p1, p2);
  const double vx = p2.x - centre.x, vy = p2.y - centre.y;
  const int sb = detail::certain_dot_sign(f.dx, f.wx, f.dy, f.wy);
  const int sb2 = detail::certain_dot_sign(f.dx, vx, f.dy, vy);
  const int sc = detail::certain_power_sign(f.wx, f.wy, f.r2), sc2 = detail::certain_power_sign(vx, vy, f.r2);
  if (p1 == p2) {  // the point P1: on the circle iff c == 0
    if (sc != 0) return CC_STAGE("zero_length"), CircleCrossings<double>{};
    if (f.wx == 0.0 && f.wy == 0.0 && radius == 0.0)  // P1 = C, r = 0
      return CC_STAGE("zero_length"), CircleCrossings<double>{CircleCrossing::one_point, {p1, {}}};
  }
  if (!(p1 == p2)) {
    // Signs stage A left open: exactly, where the differences are exact (stage A2 of
    // the degree-2 signs; 2 marks a sign still unknown).
    const double m = detail::largest_magnitude(centre, radius, p1, p2);
    int b1 = sb, b2 = sb2, c1 = sc, c2 = sc2;
    if ((b1 == 0) | (b2 == 0) | (c1 == 0) | (c2 == 0)) {
      const detail::SegmentDifferences d = detail::segment_differences(centre, radius, p1, p2, m);
      const double plus[3] = {1.0, 1.0, -1.0};
      const auto exact_dot = [&](double x1, double y1, double x2, double y2) {
        const double x[2] = {x1, x2}, y[2] = {y1, y2};
        return d.exact ? detail::exact_products_sign(x, y, plus, 2) : 2;
      };
      const auto exact_power = [&](double x1, double x2) {
        const double x[3] = {x1, x2, radius};
        return d.exact ? detail::exact_products_sign(x, x, plus, 3) : 2;
      };
      if (b1 == 0) b1 = exact_dot(d.dx, d.wx, d.dy, d.wy);
      if (b2 == 0) b2 = exact_dot(d.dx, d.vx, d.dy, d.vy);
      if (c1 == 0) c1 = exact_power(d.wx, d.wy);
      if (c2 == 0) c2 = exact_power(d.vx, d.vy);
    }
    if ((b1 != 2) & (b2 != 2) & (c1 != 2) & (c2 != 2)) {
      // The rules of CircleLineQuadratic::lo_in_segment / hi_in_segment.
      const bool keep_lo = b1 <= 0 && c1 >= 0 && (b2 >= 0 || c2 <= 0);
      const bool keep_hi = (b1 <= 0 || c1 <= 0) && b2 >= 0 && c2 >= 0;
      const detail::CircleLineAccurate acc = detail::circle_line_accurate(f, centre, radius, p1, p2, m, false);
      if (acc.sign_disc < 0) return CC_STAGE("a2_apart"), CircleCrossings<double>{};
      if (acc.sign_disc > 0 && !keep_lo && !keep_hi) return CC_STAGE("a2_outside"), CircleCrossings<double>{};
      if (acc.roots) {
        CC_STAGE("a2_points");
        if ((c1 == 0) | (c2 == 0)) CC_STAGE("endpoint_root");
        Vec2<double> lo = acc.lo, hi = acc.hi;
        // A root at an endpoint is that endpoint, exactly (as CircleLineQuadratic::secant_points).
        if (c1 == 0) (b1 < 0 ? lo : hi) = p1;
        if (c2 == 0) (b2 > 0 ? hi : lo) = p2;
        if (keep_lo && keep_hi) return {CircleCrossing::two_points, {lo, hi}};
        return {CircleCrossing::one_point, {keep_lo ? lo : hi, {}}};
      }
    }
  }
  return CC_STAGE("exact"), from_quadratic(detail::CircleLineQuadratic(centre, radius, p1, p2), centre, radius, p1);
}

}  // namespace circle_segment_detail

/// Exact count: the line's discriminant and the membership of each root in
/// [0, 1] are signs of exact polynomials (disc, beta, c, beta2, c2; see
/// detail/circle_line_quadratic.h), so tangency, endpoints on the circle and
/// roots at u = 0 or 1 are decided exactly for every finite input. Stages A and
/// A2 (detail/circle_line_filter.h) prove the signs they can; the fast paths
/// need all four of beta, c, beta2, c2 proven nonzero (which also rules out a
/// root at an endpoint), and anything else goes to the exact path
/// (detail::CircleLineQuadratic).
///
/// Points: as circle_line's robust variant (an endpoint on the circle or a zero
/// radius returned exactly; otherwise within 28 u M + eta per coordinate, u =
/// 2^-53, eta = 2^-1074, M the largest input magnitude, M < 2^1022): the points
/// kept are the same roots, computed the same way (stage A's only where proven
/// within the bound).
inline CircleCrossings<double> circle_segment(Vec2<double> centre, double radius, Vec2<double> p1,
                                              Vec2<double> p2) {
  const detail::CircleLineFilter f = detail::circle_line_filter(centre, radius, p1, p2);
  if (f.sign_disc < 0) return CC_STAGE("a_apart"), CircleCrossings<double>{};
  if (f.sign_disc > 0) {
    const double vx = p2.x - centre.x, vy = p2.y - centre.y;
    const int sb = detail::certain_dot_sign(f.dx, f.wx, f.dy, f.wy);
    const int sb2 = detail::certain_dot_sign(f.dx, vx, f.dy, vy);
    const int sc = detail::certain_power_sign(f.wx, f.wy, f.r2), sc2 = detail::certain_power_sign(vx, vy, f.r2);
    if ((sb != 0) & (sb2 != 0) & (sc != 0) & (sc2 != 0)) {
      // The rules of CircleLineQuadratic::lo_in_segment / hi_in_segment, every sign nonzero.
      const bool keep_lo = sb < 0 && sc > 0 && (sb2 > 0 || sc2 < 0);
      const bool keep_hi = (sb < 0 || sc < 0) && sb2 > 0 && sc2 > 0;
      if (!keep_lo && !keep_hi) return CC_STAGE("a_outside"), CircleCrossings<double>{};
      Vec2<double> lo, hi;
      if (detail::circle_line_fast_roots(f, centre, radius, detail::largest_magnitude(centre, radius, p1, p2), lo, hi)) {
        CC_STAGE("a_points");
        if (keep_lo && keep_hi) return {CircleCrossing::two_points, {lo, hi}};
        return {CircleCrossing::one_point, {keep_lo ? lo : hi, {}}};
      }
    }
  }
  return circle_segment_detail::circle_segment_slow(centre.x, centre.y, radius, p1.x, p1.y, p2.x, p2.y);
}

/// The float variant: the double algorithm on widened inputs, each coordinate
/// rounded once. Count exact for every float input; points within
/// (2 u_f + 29 u_d) M + eta_f (u_f = 2^-24, u_d = 2^-53, eta_f = 2^-149), M < 2^126.
inline CircleCrossings<float> circle_segment(Vec2<float> centre, float radius, Vec2<float> p1, Vec2<float> p2) {
  const auto r = circle_segment(Vec2<double>{centre.x, centre.y}, static_cast<double>(radius),
                                Vec2<double>{p1.x, p1.y}, Vec2<double>{p2.x, p2.y});
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  return {r.kind, {narrow(r.p[0]), narrow(r.p[1])}};
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
