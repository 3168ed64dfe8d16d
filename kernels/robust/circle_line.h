#pragma once
// circle_line: the robust kernel (namespace cc::robust) and what it promises,
// as data (CircleLineBounds). The conventions and result types are in
// ../circle_line.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../circle_line.h and the type headers those
// include.

#include "../detail/fp_environment.h"
#include "stage.h"

#include <cmath>

#include "../detail/circle_line_filter.h"
#include "../detail/circle_line_quadratic.h"
#include "../error_bound.h"
#include "../circle_line.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::circle_line promises (derivation at robust::circle_line), per coordinate of every returned point; a
/// root at an input point (an end on the circle, a zero radius) is returned exactly. `point` holds for M <
/// point_input_magnitude_below (so that |C| + r, which bounds every point, stays finite); the checker judges the
/// count and the points only there.
template <class T>
struct CircleLineBounds;
template <>
struct CircleLineBounds<double> {
  /// 28 u M + eta (u = 2^-53, eta = 2^-1074): derivation at robust::circle_line.
  static constexpr ErrorBound point{{{28 * 0x1p-53, Scale::input_magnitude}, {0x1p-1074, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+1022;  ///< M < 2^1022
};
template <>
struct CircleLineBounds<float> {
  /// (2 u_f + 29 u_d) M + eta_f: the double bound, u_f |P| <= 2 u_f M and eta_f / 2 (robust::circle_line for float).
  static constexpr ErrorBound point{{{0x1p-23 + 29 * 0x1p-53, Scale::input_magnitude}, {0x1p-149, Scale::absolute}}};
  static constexpr double point_input_magnitude_below = 0x1p+126;  ///< M < 2^126
};

/// The stages of robust::circle_line, by the names its CC_STAGE markers pass
/// (stage.h). Stage A (detail/circle_line_filter.h) decides most calls:
/// a_apart (disc proven negative) and a_two_points (both crossings proven
/// within the bound). circle_line_slow takes the rest: invalid_input, grid
/// (CircleLineQuadratic's grid stage on the inputs as given), zero_length (P1 ==
/// P2, from any stage), a2_apart and a2_two_points (stage A2,
/// circle_line_accurate), exact (the exact stages of CircleLineQuadratic:
/// double-double, expansions or exact dyadic numbers). From the grid's or the
/// exact stages' signs: tangent (disc == 0 exactly), zero_radius (the tangent
/// point of a zero radius, the centre), endpoint_root (two crossings, one at P1
/// or P2 exactly).
///
/// For float, stage A2 sees only what the grid refuses: values spanning more
/// than 31 bits, closer to tangency than stage A resolves (relative 2^-50 or
/// less); tangent_band, a tangent configuration with its centre moved off by
/// 2^-8 to 2^-114, is the regime that reaches it.
template <class T>
struct CircleLineStages {
  static constexpr const char* names[] = {"a_apart",     "a_two_points", "invalid_input", "grid",
                                          "zero_length", "a2_apart",     "a2_two_points", "exact",
                                          "tangent",     "zero_radius",  "endpoint_root"};
};

namespace circle_line_detail {

/// The answer from the exact signs and approximations of detail::CircleLineQuadratic.
inline CircleCrossings<double> from_quadratic(const detail::CircleLineQuadratic& q, Vec2<double> centre,
                                              double radius, Vec2<double> p1) {
  if (q.point)
    return CC_STAGE("zero_length"),
           q.sign_c == 0 ? CircleCrossings<double>{CircleCrossing::one_point, {p1, {}}} : CircleCrossings<double>{};
  if (q.sign_disc < 0) return {};
  if (q.sign_disc == 0) {
    CC_STAGE("tangent");
    if (radius == 0.0) return CC_STAGE("zero_radius"), CircleCrossings<double>{CircleCrossing::one_point, {centre, {}}};
    return {CircleCrossing::one_point, {q.tangent_point(), {}}};
  }
  if ((q.sign_c == 0) | (q.sign_c2 == 0)) CC_STAGE("endpoint_root");
  Vec2<double> lo, hi;
  q.secant_points(lo, hi);
  return {CircleCrossing::two_points, {lo, hi}};
}

/// What stage A leaves open, and the special values: the grid stage (exact and
/// cheap on small integers), stage A2, then the exact stages. Kept out of line
/// (gnu::noinline: GCC and Clang; others ignore it) so that the kernel (stage A)
/// stays small enough to inline into its caller.
[[gnu::noinline]] inline CircleCrossings<double> circle_line_slow(double cx, double cy, double radius, double p1x,
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
  // c and c2 proven nonzero: no crossing at P1 or P2, nothing for stage A2 to check.
  const bool off_circle = detail::certain_power_sign(f.wx, f.wy, f.r2) != 0 &&
                          detail::certain_power_sign(p2.x - centre.x, p2.y - centre.y, f.r2) != 0;
  if (p1 == p2) {  // the point P1: on the circle iff c == 0
    if (off_circle) return CC_STAGE("zero_length"), CircleCrossings<double>{};
    if (f.wx == 0.0 && f.wy == 0.0 && radius == 0.0)  // P1 = C, r = 0
      return CC_STAGE("zero_length"), CircleCrossings<double>{CircleCrossing::one_point, {p1, {}}};
  }
  if (!(p1 == p2)) {
    const double m = detail::largest_magnitude(centre, radius, p1, p2);
    const detail::CircleLineAccurate acc = detail::circle_line_accurate(f, centre, radius, p1, p2, m, !off_circle);
    if (acc.sign_disc < 0) return CC_STAGE("a2_apart"), CircleCrossings<double>{};
    if (acc.roots)
      return CC_STAGE("a2_two_points"), CircleCrossings<double>{CircleCrossing::two_points, {acc.lo, acc.hi}};
  }
  return CC_STAGE("exact"), from_quadratic(detail::CircleLineQuadratic(centre, radius, p1, p2), centre, radius, p1);
}

}  // namespace circle_line_detail

/// Exact count: disc = r^2 |d|^2 - cross(d, P1 - C)^2 has an exact sign for every
/// finite input: stage A (detail/circle_line_filter.h) proves it in rounded
/// arithmetic where it is far from zero; otherwise detail::CircleLineQuadratic
/// evaluates it exactly (integers on a common grid, a double-double stage with a
/// proven error, expansions, or exact dyadic numbers), so tangency (disc == 0)
/// and zero-length lines on the circle are decided exactly.
///
/// Points: a root at an input point (P1 or P2 on the circle, a zero radius) is
/// returned exactly; otherwise each coordinate is within 28 u M + eta of the
/// exact point, u = 2^-53, M the largest input magnitude, eta = 2^-1074, as long
/// as M < 2^1022 (so that |C| + r, which bounds every point, is representable).
/// Each path proves it:
///
/// - Stage A returns its points only where its a-posteriori bound proves them
///   within 28 u M (circle_line_fast_roots), and only where c and c2 are proven
///   nonzero (no root at P1 or P2, which must be exact). Stage A2
///   (circle_line_accurate) likewise, within 16.2u M, and only where each point
///   is proven apart from P1 and P2.
///
/// - In the frame (CircleLineQuadratic::frame_point), the roots are
///   C + (-cr d_y + sigma s d_x, cr d_x + sigma s d_y) / a, s = sqrt(disc), from
///   approximations a_d, cr_d, D of a, cr = cross(d, w), disc with absolute
///   errors Ea, Ec, Ed, and d rounded (relative u). To first order, per
///   coordinate: the numerator's error is at most (Ed / sqrt(D) + Ec) |d| (the
///   square root moves by at most Ed / sqrt(D) + u s), plus 3u (s |d_x| + |cr d_y|)
///   for the rounding of d, the products and their sum, plus u s |d|; dividing
///   by a adds (Ea / a + u) of the quotient. With h = s / |d| and |dist| =
///   |cr| / |d|, (s |d_x| + |cr d_y|) / a <= sqrt(h^2 + dist^2) = r (Cauchy-Schwarz),
///   so the quotient is within (Ed / sqrt(D) + Ec) / |d| + (6u + Ea / a) r, and
///   C + . rounds by u |P| <= 2u M. Exact evaluations (integers: a_d, cr_d, D
///   correctly rounded; expansions: relative u (1 + 2^-49)) have Ed / sqrt(D) =
///   u' s, Ec = u' |cr| with u' = u (1 + 2^-49), so the first term is at most
///   u' (h + |dist|) <= 1.5u r: at most 10.6u M in all. The double-double stage
///   is accepted only where Ea <= 2u a and (Ec + Ed / sqrt(D)) / |d| <= 8u M / 1.01:
///   at most 18u M. In the frame every value is a multiple of 2^-1074 below
///   2^1010, so nothing is lost to underflow on the way but the roundings of
///   subnormal results (at most 2^-1075 each, moved by at most 2^526 through
///   1 / a and the square root: below 2^-270 against u M >= 2^196). The tangent
///   point (sigma = 0) is tighter. Scaling back to input coordinates rounds once
///   only if the result is subnormal: eta / 2. Hence 28 u M + eta.
///
/// - Beyond the frame (a nonzero input more than 2^460 times smaller than M),
///   the approximations are exact dyadic numbers rounded to WideDoubles, a,
///   beta, c and disc with relative error u' = u (1 + 2^-49) each, and the roots
///   are P1 + u d by the stable form: sqrt(disc) u'/2 + u; q = -(beta +
///   sign(beta) sqrt(disc)) adds terms of one sign, 2.5 u; each root q / a or
///   c / q, 4.5 u; the product with d = P2 - P1 (rounded, u) rounds once more,
///   so u d carries 6.5 u relative. |u d| = |P - P1| <= r + |P1 - C| <=
///   (1 + 2 sqrt 2) M = 3.83 M, so 24.9 u M, plus the final sum's rounding
///   u |P| <= u (|C| + r) <= 2 u M: 26.9 u M. Scaling back rounds once only if
///   the result is subnormal: eta / 2. The tangent point -beta / a is tighter
///   (5 u M).
///
/// Measured against the bound: the eta term is met at half (a subnormal
/// result's rounding, eta / 2: `collide-check hunt --variant
/// circle_line/robust/f64 --property point_within_contract --time 30` finds
/// 0.5 of the bound on inputs of 5e-324); where u M dominates, the worst seen
/// is 3.9 u M (0.14 of the bound, seeds 1 and 7 of the gate and the precision
/// page's cases): 28 u M is the largest of the paths' first-order sums, each
/// adding every rounding at its worst alignment, which no input meets at once.
inline CircleCrossings<double> circle_line(Vec2<double> centre, double radius, Vec2<double> p1,
                                           Vec2<double> p2) {
  const detail::CircleLineFilter f = detail::circle_line_filter(centre, radius, p1, p2);
  if (f.sign_disc < 0) return CC_STAGE("a_apart"), CircleCrossings<double>{};
  if (f.sign_disc > 0 && detail::certain_power_sign(f.wx, f.wy, f.r2) != 0 &&
      detail::certain_power_sign(p2.x - centre.x, p2.y - centre.y, f.r2) != 0) {
    Vec2<double> lo, hi;
    if (detail::circle_line_fast_roots(f, centre, radius, detail::largest_magnitude(centre, radius, p1, p2), lo, hi))
      return CC_STAGE("a_two_points"), CircleCrossings<double>{CircleCrossing::two_points, {lo, hi}};
  }
  return circle_line_detail::circle_line_slow(centre.x, centre.y, radius, p1.x, p1.y, p2.x, p2.y);
}

/// The float variant runs the double algorithm on the (exactly widened) inputs
/// and rounds each coordinate once: the count is exact for every float input;
/// points within (2 u_f + 29 u_d) M + eta_f, u_f = 2^-24, u_d = 2^-53,
/// eta_f = 2^-149 (the double bound, plus u_f |P| <= 2 u_f M and eta_f / 2),
/// as long as M < 2^126.
inline CircleCrossings<float> circle_line(Vec2<float> centre, float radius, Vec2<float> p1, Vec2<float> p2) {
  const auto r = circle_line(Vec2<double>{centre.x, centre.y}, static_cast<double>(radius),
                             Vec2<double>{p1.x, p1.y}, Vec2<double>{p2.x, p2.y});
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  return {r.kind, {narrow(r.p[0]), narrow(r.p[1])}};
}

}  // inline namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
