#pragma once
// Stage A of the robust circle_line and circle_segment kernels: the signs of the
// circle-line quadratic (circle_line_quadratic.h has the notation) from one pass
// of rounded double arithmetic with static error bounds, and the two crossing
// points with an a-posteriori bound that proves them within the kernels'
// exported bound (28 u M per coordinate). Whatever this stage cannot prove is
// left to the exact stages of CircleLineQuadratic (the caller falls back).
//
// Notation: u = 2^-53, eta = 2^-1075 (the most a product loses to underflow),
// gamma_n = n u / (1 - n u) (Higham, Accuracy and Stability of Numerical
// Algorithms, 2nd ed., Lemma 3.1). Starred quantities are exact: d* = P2 - P1,
// w* = P1 - C, v* = P2 - C, a* = |d*|^2, cr* = cross(d*, w*) = dx* wy* - dy* wx*,
// disc* = r^2 a* - cr*^2, beta* = d*.w*, c* = |w*|^2 - r^2, beta2* = d*.v*,
// c2* = |v*|^2 - r^2. Unstarred ones are the rounded values computed here:
// dx = dx* (1 + delta), |delta| <= u, and so on. Sums and differences never
// lose anything to underflow (a subnormal sum is exact); each product may, by
// at most eta. Every test below is false for NaN operands, and each one's
// right side is finite only if nothing before it overflowed, so special values
// and overflows always fall back.
//
// Compile with -ffp-contract=off (the kernels target sets it).

#include "fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../vec2.h"
#include "expansion.h"

namespace cc::detail {

/// The rounded quantities of stage A that the roots reuse.
struct CircleLineFilter {
  double dx, dy, wx, wy;  ///< d = P2 - P1, w = P1 - C, rounded
  double a;               ///< |d|^2
  double cr;              ///< cross(d, w)
  double K;               ///< |dx wy| + |dy wx|, which bounds |cr*| and the rounding of cr
  double r2;              ///< r^2
  int sign_disc;          ///< the proven sign of disc* (+1 or -1), or 0 when undecided
};

inline constexpr double kStageAU = 0x1p-53;

/// disc* = r^2 a* - cr*^2 with a proven sign where it is far from zero.
///
/// Bound (first order in u made rigorous by the gamma_n): a = a* (1 + theta_4)
/// (each of dx^2, dy^2 carries (1 + delta)^3, the sum one more), A = fl(r2 a) =
/// r^2 a* (1 + theta_6). The products dx wy and dy wx carry theta_3, so
/// |cr - cr*| <= gamma_3 K* + u |cr| <= gamma_4 K*, K* = |dx* wy*| + |dy* wx*| >=
/// |cr*|, and |fl(cr^2) - cr*^2| <= gamma_4 K* (2 + gamma_4) K* + u (1 + gamma_4)^2 K*^2
/// <= 9.01u K*^2. The difference rounds once more: |disc - disc*| <= gamma_6 r^2 a* +
/// 9.01u K*^2 + u (r^2 a* (1 + gamma_6) + 1.01 K*^2) <= 7.01u r^2 a* + 10.02u K*^2.
/// The computed S = fl(A + fl(K K)) is at least (1 - gamma_10)(r^2 a* + K*^2), so
/// 12u S (rounded once more) exceeds that bound.
///
/// Underflow: each product loses at most eta; carried through the later
/// products these losses are multiplied by at most a, r2 and 2 |cr| <= 2K (to
/// within 1 + 2^-40), so they add at most 5.05 eta G to the error and take
/// less than that off S, G = fl(a + r2 + K + 1). Requiring S >= 2^-1000 G
/// leaves 12u S - 10.02u (r^2 a* + K*^2) >= 1.9u S >= 2^-1052 G, far above
/// them. (A term like 2^-1066 G added to the threshold would be subnormal: x86
/// takes a microcode assist of about a hundred cycles on every subnormal
/// operand or result, so no constant or intermediate of this file's fast
/// paths is subnormal for inputs in range.)
///
/// Overflow: with S <= 2^1000 every intermediate is finite (each is at most S,
/// or its square root, up to rounding); beyond, or for NaN, the test fails.
inline CircleLineFilter circle_line_filter(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  CircleLineFilter f;
  f.dx = p2.x - p1.x;
  f.dy = p2.y - p1.y;
  f.wx = p1.x - c.x;
  f.wy = p1.y - c.y;
  f.a = f.dx * f.dx + f.dy * f.dy;
  const double pc = f.dx * f.wy, pd = f.dy * f.wx;
  f.cr = pc - pd;
  f.K = std::fabs(pc) + std::fabs(pd);
  f.r2 = r * r;
  const double A = f.r2 * f.a;
  const double disc = A - f.cr * f.cr;
  const double S = A + f.K * f.K;
  const double G = f.a + f.r2 + f.K + 1.0;
  // One branch: & rather than && (every operand is already computed).
  const bool decided =
      (r >= 0) & (S <= 0x1p+1000) & (S >= 0x1p-1000 * G) & (std::fabs(disc) > 12 * kStageAU * S);
  f.sign_disc = decided ? (disc > 0 ? 1 : -1) : 0;
  return f;
}

/// Whether x* y* + z* t* (sign +1) or x* y* - z* t* ... is certainly nonzero, for the
/// dot products beta = d.w and beta2 = d.v: with p = fl(x y), q = fl(z t) (each within
/// theta_3 of the exact product of the exact differences) and fl(p + q),
/// |fl(p + q) - beta*| <= gamma_4 (|x* y*| + |z* t*|) + 2.01 eta, and the computed
/// fl(|p| + |q|) =: B is at least (1 - gamma_4) of that magnitude less 2 eta; so
/// |fl(p + q)| > 5u B with B >= 2^-1000 (the margin 0.99u B then exceeds 2.01 eta)
/// proves beta* != 0, of the sign of fl(p + q). Returns that sign, or 0 when unproven.
inline int certain_dot_sign(double x, double y, double z, double t) {
  const double p = x * y, q = z * t;
  const double s = p + q, B = std::fabs(p) + std::fabs(q);
  const bool decided = (B >= 0x1p-1000) & (std::fabs(s) > 5 * kStageAU * B);
  return decided ? (s > 0 ? 1 : -1) : 0;
}

/// The sign of c* = x*^2 + y*^2 - r^2 (x = x* (1 + delta) a rounded difference), or 0
/// when unproven: ww = fl(x^2 + y^2) = (x*^2 + y*^2)(1 + theta_4) (+ 2 eta), r2 =
/// r^2 (1 + delta) (+ eta), and the difference rounds once, so |fl(ww - r2) - c*| <=
/// gamma_5 (x*^2 + y*^2 + r^2) + 3.01 eta; the computed fl(ww + r2) is at least
/// (1 - gamma_5) of that magnitude less 3 eta, hence the test with 6u, and with
/// fl(ww + r2) >= 2^-1000 for the underflow (as certain_dot_sign).
inline int certain_power_sign(double x, double y, double r2) {
  const double ww = x * x + y * y;
  const double c = ww - r2, B = ww + r2;
  const bool decided = (B >= 0x1p-1000) & (std::fabs(c) > 6 * kStageAU * B);
  return decided ? (c > 0 ? 1 : -1) : 0;
}

/// The two crossing points (disc* > 0 proven), lower u first, and whether they are
/// proven within 28 u M per coordinate of the exact ones (M the largest input
/// magnitude); when not, the caller computes them on the exact path.
///
/// Construction: with L = |d|, the unit direction e = d / L, dist = cr / L (the
/// signed distance from C to the line) and the half chord h = sqrt((r - |dist|)
/// (r + |dist|)), the crossings are C + dist (-e_y, e_x) -+ h e: the foot of the
/// perpendicular from C, then h along the line (d.n = 0 and w = (beta d + cr n) /
/// a for n = (-dy, dx)). Unlike -beta / a -+ sqrt(disc) / a, the half chord comes
/// from (r - |dist|)(r + |dist|), whose rounding error is relative to h^2 and
/// |dist|, not to r^2 a and cr^2.
///
/// Bound, in units of u, to first order with the second-order terms covered by
/// the margins below. a = a* (1 + theta_4), so L = fl(sqrt(a)) = L* (1 + theta_3)
/// and fl(1 / L) = (1 + sigma) / L* with |sigma| <= 4.02 (one sigma, shared by
/// e_x, e_y and dist). e_x = e_x* (1 + sigma)(1 + theta_2), likewise e_y.
/// dist = fl(cr fl(1 / L)): |dist - dist*| <= 5.03 |dist*| + (3.01 K* + 1.01 |cr|) / L*
/// <= Delta := 6.1 |dist| + 3.1 K / L (K* / L* <= 1.001 K fl(1 / L)).
///
/// Half chord: with Y = r^2 - dist^2 (dist the computed one), |Y - h*^2| =
/// |dist^2 - dist*^2| <= E := Delta (2 |dist| + u Delta), and hh = fl(fl(r - |dist|)
/// fl(r + |dist|)) = Y (1 + theta_3), h = fl(sqrt(hh)) within 2.52 sqrt(Y) of
/// sqrt(Y). If E <= Y / 4, |sqrt(Y) - h*| = |Y - h*^2| / (sqrt(Y) + h*) <=
/// E / ((1 + sqrt(3/4)) sqrt(Y)) <= 0.5361 E / h: |h - h*| <= 0.5361 E / h + 2.53 h.
///
/// Crossing, per coordinate: X = fl(fl(-dist e_y) +- fl(h e_x)) against
/// X* = -dist* e_y* +- h* e_x*: X - X* = -(dist - dist*) e_y* +- (h - h*) e_x*
/// + (the shared sigma and the final rounding) times -dist e_y* +- h e_x*, whose
/// magnitude is at most sqrt(dist^2 + h^2) <= r (1 + 1.51u) (Cauchy-Schwarz with
/// the unit (e_x*, e_y*)), + theta_3 (|dist e_y*| + h |e_x*|) <= 3.01 r: so
/// |X - X*| <= Delta + |h - h*| + 8.04 r. C + X rounds by u |P| <= 1.01 (max|C| + r).
/// Per coordinate: Delta + 0.5361 E / h + 2.53 h + 9.05 r + 1.01 max|C|. Requiring
/// that below 28 (1 - 2^-9) M (the margin covers the rounding of this test and
/// the neglected second-order terms) and multiplying through by h gives the
/// test below, with E <= Y / 4 checked as u E <= 0.249 hh.
///
/// Range: M in [2^-300, 2^900], a >= 2^-600 (so 1 / L <= 2^300) and hh >= 2^-900
/// keep every underflow loss below 2^-770 absolute, far inside the margin
/// 2^-9 28 u M >= 2^-357; and nothing overflows (every quantity is at most a few M).
inline bool circle_line_fast_roots(const CircleLineFilter& f, Vec2<double> c, double r, double m,
                                   Vec2<double>& lo, Vec2<double>& hi) {
  const double L = std::sqrt(f.a), iL = 1.0 / L;
  const double ex = f.dx * iL, ey = f.dy * iL;
  const double dist = f.cr * iL, ad = std::fabs(dist);
  const double hh = (r - ad) * (r + ad);
  const double h = std::sqrt(hh);
  const double nx = -dist * ey, ny = dist * ex, tx = h * ex, ty = h * ey;
  lo = {c.x + (nx - tx), c.y + (ny - ty)};
  hi = {c.x + (nx + tx), c.y + (ny + ty)};
  const double delta = 6.1 * ad + 3.1 * (f.K * iL);
  const double E = delta * (2 * ad + kStageAU * delta);
  const double max_c = std::max(std::fabs(c.x), std::fabs(c.y));
  const double room = 28 * (1 - 0x1p-9) * m - delta - 2.6 * h - 9.1 * r - 1.02 * max_c;
  return (m >= 0x1p-300) & (m <= 0x1p+900) & (f.a >= 0x1p-600) & (hh >= 0x1p-900) &
         (kStageAU * E <= 0.249 * hh) & (0.537 * E <= h * room);
}

/// Stage A2's outcome: the proven sign of disc* (or 0), and for disc* > 0 the two
/// crossings, lower u first, when proven within the bound.
struct CircleLineAccurate {
  int sign_disc = 0;
  bool roots = false;
  Vec2<double> lo{}, hi{};
};

/// Stage A2, for what stage A leaves open (disc* near zero, or crossings it cannot
/// prove): the exact differences (two_diff: dx* = dx + dxl, ...) and exact
/// products (two_product) give cr* and a* as ch + T and ah + al to within
/// O(u^2), |d*| as Lh + Ll, and then N1 = r |d*| - |cr*| and N2 = r |d*| + |cr*|,
/// whose product is disc* (Lagrange: disc* = r^2 a* - cr*^2): the sign of N1 is
/// disc*'s, and the half chord times |d*| is sqrt(N1 N2) with the cancellation
/// confined to N1, which is accurate to O(u^2) of its terms. The crossings are
/// C + (sigma H d_x - cr d_y, sigma H d_y + cr d_x) / a with H = sqrt(N1 N2), as in
/// the exact stages (robust::circle_line derives that formula's error).
///
/// Range: M in [2^-200, 2^200] and every nonzero one of dx, dy, wx, wy, r at least
/// 2^-200 M. Every two_product then has a product of at least 2^-800 (its error
/// term exact, detail/expansion.h) and everything stays below 2^410. Products
/// with a tail (dx wyl, ...) may underflow, by eta each: six in T, four in al
/// (moved by at most r / (2 Lh) <= 2^199 into N1), one in Ll (times r <= 2^200):
/// below 2^-873 in all, covered by the normal constant 2^-860 in Ec, E1 and E2.
///
/// Error bounds (u = 2^-53, each tail at most u of its head: |dxl| <= u |dx|, and
/// |pe| <= u |p| for p + pe = dx wy; K = fl(|dx wy| + |dy wx|) from stage A):
/// - cr* = ch + T*, T* the nine terms che + pe - qe + dx wyl + dxl wy - dy wxl
///   - dyl wx + dxl wyl - dyl wxl, of total magnitude at most u |ch| + 3.03u K;
///   summed (six rounded products) within gamma_9 of that: Ec = 9.1u^2 |ch| +
///   27.5u^2 K + 2^-860. With |ch| (1 - 2u) > 3.1u K + 2^-860, |T*| < |ch| and
///   cr* has the sign of ch: |cr*| = |ch| + sg T*, sg = sign(ch).
/// - a* = ah + T_a*, seven terms of magnitude at most 4.02u ah, within gamma_7:
///   Ea = 28.5u^2 ah (+ underflow).
/// - Lh = fl(sqrt(ah)), Lh^2 = s + se (two_product), ah - s exact (Sterbenz:
///   |ah - s| <= 3.01u ah); rho = fl(fl((ah - s) - se) + al) is within
///   Ea + 16.3u^2 ah of a* - Lh^2, and |rho| <= 8.07u ah. Ll = fl(rho fl(0.5 / Lh))
///   (relative 2.01u, |Ll| <= 4.04u Lh), and sqrt(Lh^2 + rho*) = Lh + rho* / (2 Lh)
///   less at most 8.2u^2 Lh: |d*| = Lh + Ll within E_L = 40u^2 Lh (+ underflow).
/// - r Lh = q1 + q1e (two_product), q1 - |ch| = n1 + n1e (two_diff); N1* = n1 +
///   [n1e + q1e + r Ll - sg T] - sg (T* - T) + r (|d*| - Lh - Ll). The bracket's
///   four terms (at most u (|n1| + 5.05 |q1| + 3.05 K + 1.01 |ch|)) round within
///   gamma_4; with Ec and r E_L <= 40.1u^2 |q1| + ..., and |n1| <= |q1| + |ch|,
///   |ch| <= 1.001 K: |N1* - fl(n1 + bracket)| <= 66u^2 (|q1| + K) + u |N1| +
///   2^-860 =: E1. |N1| (1 - 2u) > E1 - u |N1| proves the sign.
/// - N2 = fl(q1 + |ch|) (both terms >= 0): N2* within E2 = 1.01u (N2 + 5.1 |q1| +
///   3.1 K + 1.1 |ch|) + 2^-860.
/// - H = fl(sqrt(fl(N1 N2))): with e1 = E1 / N1, e2 = E2 / N2 <= 1/4, N1* N2* =
///   N1 N2 (1 + x), |x| <= e1 + e2 + e1 e2 <= 0.57, and |sqrt(1 + x) - 1| <=
///   |x| / (1 + sqrt(1 - |x|)) <= 0.61 |x|; with the two roundings,
///   |H - sqrt(disc*)| <= Delta_H := H (0.62 (e1 + e2 + e1 e2) + 1.7u). Without
///   divisions: e1 e2 <= e1 / 4, and multiplied by H N2, H e1 H N2 = E1 N2^2 H^2 /
///   (N1 N2) <= 1.0001 E1 N2^2 (H^2 = N1 N2 to 3u), H e2 H N2 = E2 H^2: Delta_H H N2
///   <= 0.78 E1 N2^2 + 0.63 E2 H^2 + 1.7u H^2 N2.
/// - cr_d = fl(ch + T) within Ec' = Ec + u |cr_d|; a_d = fl(ah + al) within
///   Ea + u a_d <= 1.01u a_d. The crossing formula with 1 / a_d (one more rounding
///   than robust::circle_line's division) is then within (Delta_H + Ec') / |d*| +
///   (5u + 1.01u) r of C's offset per coordinate, and C + . rounds by
///   u |P| <= u (max|C| + 1.01 r). Requiring (Delta_H + Ec') fl(1 / Lh) <= 8u M
///   (1 - 2^-20) leaves at most (8 + 6.1 + 1.02 + 1.01) u M < 16.2u M per
///   coordinate, within 28 u M. Multiplied through by H N2, the test below.
/// - check_endpoints: a crossing at P1 or P2 must be that input exactly
///   (robust::circle_line); a computed crossing farther than 17u M from an
///   endpoint in some coordinate cannot be at it (its error is below 16.2u M).
///   When that cannot be shown, the crossings are left to the exact stages.
inline CircleLineAccurate circle_line_accurate(const CircleLineFilter& f, Vec2<double> c, double r,
                                               Vec2<double> p1, Vec2<double> p2, double m,
                                               bool check_endpoints) {
  constexpr double u = kStageAU, uu = kStageAU * kStageAU;
  CircleLineAccurate out;
  const double small = m * 0x1p-200;
  const auto in_range = [small](double x) { return (x == 0.0) | (std::fabs(x) >= small); };
  if (!((m >= 0x1p-200) & (m <= 0x1p+200) & (r >= 0) & in_range(f.dx) & in_range(f.dy) & in_range(f.wx) &
        in_range(f.wy) & in_range(r)))
    return out;
  double dx, dxl, dy, dyl, wx, wxl, wy, wyl;
  two_diff(p2.x, p1.x, dx, dxl);
  two_diff(p2.y, p1.y, dy, dyl);
  two_diff(p1.x, c.x, wx, wxl);
  two_diff(p1.y, c.y, wy, wyl);
  // cr* = ch + T*.
  double p, pe, q, qe, ch, che;
  two_product(dx, wy, p, pe);
  two_product(dy, wx, q, qe);
  two_diff(p, q, ch, che);
  const double T = ((che + (pe - qe)) + ((dx * wyl + dxl * wy) - (dy * wxl + dyl * wx))) + (dxl * wyl - dyl * wxl);
  const double K = f.K, ach = std::fabs(ch);
  if (!(ach * (1 - 2 * u) > 3.1 * u * K + 0x1p-860)) return out;
  const double sg = ch > 0 ? 1.0 : -1.0;
  const double Ec = 9.1 * uu * ach + 27.5 * uu * K + 0x1p-860;
  // a* = ah + al; |d*| = Lh + Ll.
  double a1, a1e, a2, a2e, ah, ahe;
  two_product(dx, dx, a1, a1e);
  two_product(dy, dy, a2, a2e);
  two_sum(a1, a2, ah, ahe);
  const double al = ((ahe + (a1e + a2e)) + 2 * (dx * dxl + dy * dyl)) + (dxl * dxl + dyl * dyl);
  const double Lh = std::sqrt(ah), iLh = 1.0 / Lh;
  double sq, sqe;
  two_product(Lh, Lh, sq, sqe);
  const double Ll = (((ah - sq) - sqe) + al) * (0.5 * iLh);
  // N1 = r |d| - |cr|, N2 = r |d| + |cr|.
  double q1, q1e, n1, n1e;
  two_product(r, Lh, q1, q1e);
  two_diff(q1, ach, n1, n1e);
  const double N1 = n1 + (((n1e + q1e) + r * Ll) - sg * T);
  const double aq1 = std::fabs(q1), underflow = 0x1p-860;
  const double E1 = 66 * uu * (aq1 + K) + u * std::fabs(N1) + underflow;
  if (!(std::fabs(N1) * (1 - 2 * u) > E1 - u * std::fabs(N1))) return out;
  out.sign_disc = N1 > 0 ? 1 : -1;
  if (N1 < 0) return out;
  const double N2 = q1 + ach;
  const double E2 = 1.01 * u * (N2 + 5.1 * aq1 + 3.1 * K + 1.1 * ach) + underflow;
  const double H = std::sqrt(N1 * N2);
  const double cr = ch + T, ia = 1.0 / (ah + al);
  const double Ecr = Ec + u * std::fabs(cr);
  // (Delta_H + Ec') H N2 / Lh, against 8u M H N2.
  const double scaled_error = (0.78 * E1 * N2 * N2 + 0.63 * E2 * H * H + (1.7 * u * H + Ecr) * H * N2) * iLh;
  if (!((4 * E1 <= N1) & (4 * E2 <= N2) & (scaled_error <= 8 * u * (1 - 0x1p-20) * m * H * N2))) return out;
  const double hx = H * dx, hy = H * dy, cx = cr * dx, cy = cr * dy;
  out.lo = {c.x + (-hx - cy) * ia, c.y + (cx - hy) * ia};
  out.hi = {c.x + (hx - cy) * ia, c.y + (cx + hy) * ia};
  if (check_endpoints) {
    const double far = 17 * u * m;
    const auto apart = [far](Vec2<double> x, Vec2<double> y) {
      return (std::fabs(x.x - y.x) > far) | (std::fabs(x.y - y.y) > far);
    };
    if (!(apart(out.lo, p1) & apart(out.lo, p2) & apart(out.hi, p1) & apart(out.hi, p2))) return out;
  }
  out.roots = true;
  return out;
}

/// The exact sign of sum_k sign_k x_k y_k (n <= 3 products of doubles) when every
/// product's error term is exact (two_product: each product nonzero at least
/// 2^-969 in magnitude, or zero, and none overflowing): the products and their
/// error terms summed into an expansion (Shewchuk 1997, Grow-Expansion), whose
/// largest component carries the sign. For the degree-2 signs of
/// circle_segment's membership test (beta, c, beta2, c2) where the differences
/// are exact (two_diff tails zero) and stage A's filter could not decide,
/// typically because the value is exactly zero (a root at an endpoint).
inline int exact_products_sign(const double* x, const double* y, const double* sign, int n) {
  Expansion<6> e;
  for (int k = 0; k < n; ++k) {
    double p, pe;
    two_product(x[k], y[k], p, pe);
    if (pe != 0.0) e.add(sign[k] * pe);
    if (p != 0.0) e.add(sign[k] * p);
  }
  return e.sign();
}

/// The differences of circle_segment's membership test with their exactness
/// and range: stage A2's range (M in [2^-200, 2^200], every nonzero difference
/// and r at least 2^-200 M) keeps every product of two of them in [2^-800,
/// 2^402], where exact_products_sign applies.
struct SegmentDifferences {
  double dx, dy, wx, wy, vx, vy;
  bool exact;  ///< every difference exact (its two_diff tail zero) and in range
};
inline SegmentDifferences segment_differences(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2,
                                              double m) {
  SegmentDifferences d;
  double t1, t2, t3, t4, t5, t6;
  two_diff(p2.x, p1.x, d.dx, t1);
  two_diff(p2.y, p1.y, d.dy, t2);
  two_diff(p1.x, c.x, d.wx, t3);
  two_diff(p1.y, c.y, d.wy, t4);
  two_diff(p2.x, c.x, d.vx, t5);
  two_diff(p2.y, c.y, d.vy, t6);
  const double small = m * 0x1p-200;
  const auto in_range = [small](double x) { return (x == 0.0) | (std::fabs(x) >= small); };
  d.exact = (t1 == 0.0) & (t2 == 0.0) & (t3 == 0.0) & (t4 == 0.0) & (t5 == 0.0) & (t6 == 0.0) & (m >= 0x1p-200) &
            (m <= 0x1p+200) & in_range(d.dx) & in_range(d.dy) & in_range(d.wx) & in_range(d.wy) & in_range(d.vx) &
            in_range(d.vy) & in_range(r);
  return d;
}

/// The largest magnitude of the seven inputs (comparisons only: no library call).
inline double largest_magnitude(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
  const double m1 = std::max(std::fabs(c.x), std::fabs(c.y)), m2 = std::max(std::fabs(p1.x), std::fabs(p1.y));
  const double m3 = std::max(std::fabs(p2.x), std::fabs(p2.y));
  return std::max(std::max(m1, m2), std::max(m3, std::fabs(r)));
}

}  // namespace cc::detail
