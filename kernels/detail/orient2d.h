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
/// the edge of the exact domain (see in_exact_domain).
inline int scale_exponent(double max_abs) {
  int e;
  std::frexp(max_abs, &e);  // max_abs in [2^(e-1), 2^e)
  return 500 - e;
}

/// True when every input is finite and the largest nonzero magnitude is at most
/// 2^900 times the smallest nonzero one: the domain where orientation signs from
/// Orientation below are exact.
template <class Values>  // an array or container of doubles
bool in_exact_domain(const Values& values) {
  double hi = 0.0, lo = INFINITY;
  for (double v : values) {
    if (!std::isfinite(v)) return false;
    const double m = std::fabs(v);
    if (m == 0.0) continue;
    hi = std::max(hi, m);
    lo = std::min(lo, m);
  }
  return hi == 0.0 || hi <= lo * 0x1p+900;
}

/// Orientation tests over one query's points: a static filter first, then the exact
/// expansion in a frame scaled by a power of two. Construct with the largest
/// coordinate magnitude of the whole query, so that every test shares one frame.
class Orientation {
 public:
  explicit Orientation(double max_abs)
      : fast_ok_(max_abs <= kFastPathMaxAbs),
        scale_(max_abs > 0.0 ? scale_exponent(max_abs) : 0) {}

  /// Exact sign of orient2d(a, b, c) within the exact domain.
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
    return orient2d_expansion(scaled(a), scaled(b), scaled(c)).sign();
  }

  /// Approximations of orient2d(a, b, c1) and orient2d(a, b, c2) in one common
  /// frame (both multiplied by the same power of two), each with relative error at
  /// most 2^-53 * (1 + 2^-7). Their ratio is what constructions need.
  void accurate_pair(Vec2<double> a, Vec2<double> b, Vec2<double> c1, Vec2<double> c2,
                     double& v1, double& v2) const {
    if (fast_ok_ && stage_c(a, b, c1, v1) && stage_c(a, b, c2, v2)) return;
    const Vec2<double> sa = scaled(a), sb = scaled(b);
    v1 = orient2d_expansion(sa, sb, scaled(c1)).approximate();
    v2 = orient2d_expansion(sa, sb, scaled(c2)).approximate();
  }

  int scale() const { return scale_; }

 private:
  Vec2<double> scaled(Vec2<double> p) const {
    return {std::ldexp(p.x, scale_), std::ldexp(p.y, scale_)};
  }
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
