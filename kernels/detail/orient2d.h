#pragma once
// The 2D orientation predicate for doubles, exact in sign over a stated domain,
// with an accurate value for constructions.
//
//   orient2d(a, b, c) = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x)
//
// is positive when a, b, c turn counterclockwise (x right, y up), negative when
// clockwise, zero when collinear. Error bounds after Shewchuk (1997),
// doi:10.1007/PL00009321, §4.3 (orient2d stages A and C).

#include "fp_environment.h"

#include <algorithm>
#include <cmath>

#include "../vec2.h"
#include "big_dyadic.h"
#include "expansion.h"

namespace cc::detail {

inline constexpr double kEpsilon = 0x1p-53;  // unit roundoff of double
/// Stage A: |det - fl(det)| <= kOrientBoundA * (|detleft| + |detright|).
inline constexpr double kOrientBoundA = (3.0 + 16.0 * kEpsilon) * kEpsilon;
/// Stage C: the tails' contribution is known to within kOrientBoundC * detsum.
inline constexpr double kOrientBoundC = (9.0 + 64.0 * kEpsilon) * kEpsilon * kEpsilon;

/// Largest coordinate magnitude for which the unscaled fast path cannot overflow.
inline constexpr double kFastPathMaxAbs = 0x1p+500;
/// Below this detsum a product may have underflowed and the stage A bound no longer
/// holds; such inputs take the exact path.
inline constexpr double kFastPathMinDetsum = 0x1p-900;

/// Exact orientation over doubles that all lie in a "scaled frame": magnitudes
/// below 2^501 and every nonzero magnitude at least 2^-401. In that frame no
/// difference overflows and every two_product error term is a multiple of
/// 2^-908, so the expansion below is the exact determinant.
inline Expansion<16> orient2d_expansion(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  double acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt;
  two_diff(a.x, c.x, acx, acxt);
  two_diff(a.y, c.y, acy, acyt);
  two_diff(b.x, c.x, bcx, bcxt);
  two_diff(b.y, c.y, bcy, bcyt);
  // (acx + acxt)(bcy + bcyt) - (acy + acyt)(bcx + bcxt), term by term.
  const double lhs[4][2] = {{acx, bcy}, {acx, bcyt}, {acxt, bcy}, {acxt, bcyt}};
  const double rhs[4][2] = {{acy, bcx}, {acy, bcxt}, {acyt, bcx}, {acyt, bcxt}};
  Expansion<16> e;
  for (const auto& t : lhs) {
    if (t[0] == 0.0 || t[1] == 0.0) continue;
    double p, err;
    two_product(t[0], t[1], p, err);
    e.add(err);
    e.add(p);
  }
  for (const auto& t : rhs) {
    if (t[0] == 0.0 || t[1] == 0.0) continue;
    double p, err;
    two_product(t[0], t[1], p, err);
    e.add(-err);
    e.add(-p);
  }
  return e;
}

/// The power of two 2^s that maps a point set with largest magnitude `max_abs`
/// (finite, nonzero) into [2^499, 2^500]. Scaling by it is exact unless it scales
/// down and some input is more than 2^900 times smaller than the largest: that is
/// the edge of the frame (Orientation::in_frame), beyond which Orientation
/// computes with BigDyadic.
inline int scale_exponent(double max_abs) {
  int e;
  std::frexp(max_abs, &e);  // max_abs in [2^(e-1), 2^e)
  return 500 - e;
}

/// orient2d(a, b, c) exactly, for any finite doubles: the slow path beyond the
/// scaled frame.
inline BigDyadic orient2d_exact(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  const BigDyadic cx(c.x), cy(c.y);
  return (BigDyadic(a.x) - cx) * (BigDyadic(b.y) - cy) - (BigDyadic(a.y) - cy) * (BigDyadic(b.x) - cx);
}

/// Orientation tests over one query's points: a static filter first, then the exact
/// expansion in a frame scaled by a power of two, and exact dyadic arithmetic
/// for points the frame cannot hold (a nonzero coordinate more than 2^900 times
/// smaller than the largest). Exact for every finite input. Construct with the
/// largest coordinate magnitude of the whole query, so that every test shares
/// one frame.
class Orientation {
 public:
  explicit Orientation(double max_abs)
      : fast_ok_(max_abs <= kFastPathMaxAbs),
        scale_(max_abs > 0.0 ? scale_exponent(max_abs) : 0) {}

  /// Exact sign of orient2d(a, b, c), for finite points.
  int sign(Vec2<double> a, Vec2<double> b, Vec2<double> c) const {
    if (fast_ok_) {
      const double detleft = (a.x - c.x) * (b.y - c.y);
      const double detright = (a.y - c.y) * (b.x - c.x);
      const double det = detleft - detright;
      const double detsum = std::fabs(detleft) + std::fabs(detright);
      const double bound = kOrientBoundA * detsum;
      if (detsum >= kFastPathMinDetsum && std::fabs(det) > bound) return det > 0.0 ? 1 : -1;
      if (detsum == 0.0 && no_underflow(a, b, c)) return 0;
    }
    const Vec2<double> sa = scaled(a), sb = scaled(b), sc = scaled(c);
    if (in_frame(a, sa) && in_frame(b, sb) && in_frame(c, sc)) return orient2d_expansion(sa, sb, sc).sign();
    return orient2d_exact(a, b, c).sign();
  }

  /// Approximations of orient2d(a, b, c1) and orient2d(a, b, c2) in one common
  /// frame (both multiplied by the same power of two), each with relative error at
  /// most 2^-53 * (1 + 2^-7). Their ratio is what constructions need.
  void accurate_pair(Vec2<double> a, Vec2<double> b, Vec2<double> c1, Vec2<double> c2,
                     double& v1, double& v2) const {
    if (fast_ok_ && stage_c(a, b, c1, v1) && stage_c(a, b, c2, v2)) return;
    const Vec2<double> sa = scaled(a), sb = scaled(b), s1 = scaled(c1), s2 = scaled(c2);
    if (in_frame(a, sa) && in_frame(b, sb) && in_frame(c1, s1) && in_frame(c2, s2)) {
      v1 = orient2d_expansion(sa, sb, s1).approximate();
      v2 = orient2d_expansion(sa, sb, s2).approximate();
      return;
    }
    // Exact values, both scaled by the one power of two that brings the larger
    // into [2^999, 2^1000); the smaller may then underflow, by at most 2^-2073
    // of the larger.
    const BigDyadic e1 = orient2d_exact(a, b, c1), e2 = orient2d_exact(a, b, c2);
    long x1 = 0, x2 = 0;
    e1.frexp(x1);
    e2.frexp(x2);
    const long top = e1.sign() == 0 ? x2 : (e2.sign() == 0 ? x1 : std::max(x1, x2));
    v1 = e1.to_double(1000 - top);
    v2 = e2.to_double(1000 - top);
  }

  int scale() const { return scale_; }

  /// Whether the point p, scaled to s = scaled(p), lies in the frame where
  /// orient2d_expansion is exact: every nonzero coordinate at least 2^-401 there
  /// (at most 2^501 holds by construction), so every two_product error term is
  /// representable. A nonzero coordinate that scaling flushed to zero is not.
  static bool in_frame(Vec2<double> p, Vec2<double> s) {
    const auto ok = [](double v, double w) { return v == 0.0 || std::fabs(w) >= 0x1p-401; };
    return ok(p.x, s.x) && ok(p.y, s.y);
  }

  Vec2<double> scaled(Vec2<double> p) const {
    return {std::ldexp(p.x, scale_), std::ldexp(p.y, scale_)};
  }

 private:
  // Stage C: the exact product of the rounded differences plus the tails' first
  // order terms. Accepted when everything neglected or rounded is below 2^-8 ulp
  // of the estimate, and detsum is far enough above the underflow threshold that
  // the two_product error terms are exact.
  static bool stage_c(Vec2<double> a, Vec2<double> b, Vec2<double> c, double& out) {
    double acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt;
    two_diff(a.x, c.x, acx, acxt);
    two_diff(a.y, c.y, acy, acyt);
    two_diff(b.x, c.x, bcx, bcxt);
    two_diff(b.y, c.y, bcy, bcyt);
    double l, le, r, re;
    two_product(acx, bcy, l, le);
    two_product(acy, bcx, r, re);
    const double tails = (acx * bcyt + bcy * acxt) - (acy * bcxt + bcx * acyt);
    double head, head_tail;
    two_diff(l, r, head, head_tail);
    out = head + (head_tail + (le - re) + tails);
    const double detsum = std::fabs(l) + std::fabs(r);
    return detsum >= 0x1p-800 &&
           (kOrientBoundC + 4.0 * kEpsilon * kEpsilon) * detsum <= 0x1p-8 * kEpsilon * std::fabs(out);
  }

  // detsum == 0 proves collinearity only if no product of nonzero differences
  // underflowed to zero.
  static bool no_underflow(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
    const double d[4] = {a.x - c.x, a.y - c.y, b.x - c.x, b.y - c.y};
    for (double v : d)
      if (v != 0.0 && std::fabs(v) < 0x1p-500) return false;
    return true;
  }

  bool fast_ok_;
  int scale_;
};

}  // namespace cc::detail
