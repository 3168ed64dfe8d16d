#pragma once
// Exact oracle for kernels/moving_point_segment.h, same conventions (closed
// segment, a zero-length segment is a point, t* the first contact in [0, 1],
// the normal toward the side the point comes from, the two stated exceptions).
//
// Formulated independently of the robust kernel: with pa(t) = p(t) - a(t) and
// ba(t) = b(t) - a(t), the point is on the segment's line iff
//   g(t) = cross(pa, ba) = A t^2 + B t + C = 0,
// whose roots are RootNumbers (quadratic_roots; -C/B when A == 0); at a root the
// contact is decided on the point itself: ba == 0 means the segment is a point
// and pa must be 0, otherwise 0 <= dot(pa, ba) <= dot(ba, ba), evaluated in the
// root's quadratic extension. When g == 0 for all t the point moves within the
// segment's line and enters it only through an endpoint: the candidates are 0
// and the rational times at which p meets a or b. The earliest candidate that
// is a contact is t*.
//
// Filter: two exact floating-point tests decide most misses without GMP: the
// bounding boxes of the point's path and of the swept segment (the hull of
// l1..l4) are disjoint, or |C| > |A| + |B| (with a bound on the rounding of
// the double evaluation), so that g has no root in [0, 1]. Most other inputs
// are decided by brackets: g takes opposite certain signs at the two ends of a
// short interval of t around each of its roots, over which the point certainly
// projects inside the segment (a hit) or beyond an end (filtered_decision).

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "../kernels/moving_point_segment.h"
#include "bounded.h"
#include "filter.h"
#include "number.h"
#include "reference.h"
#include "sqrt_extension.h"

namespace cc::oracle {

/// Filter statistics of the moving_point_segment oracle (process-wide).
inline FilterStats& moving_point_segment_stats() {
  thread_local FilterStats stats;
  return stats;
}

/// The exact answer. For a hit: t* and the exact vectors the references are
/// built from (p(t*), b(t*) - a(t*)) and the side (+1 left of a -> b).
struct MovingPointSegmentExact {
  SweepKind kind = SweepKind::miss;
  RootNumber t;
  RootNumber px, py;  ///< p(t*)
  RootNumber dx, dy;  ///< b(t*) - a(t*)
  int side = 1;
  bool collinear = false;   ///< g == 0 for all t: the normal is the left normal
  bool degenerate = false;  ///< b(t*) == a(t*): no normal, (0, 0)
};

namespace moving_point_segment_detail {

struct LinR {  // c0 + c1 t, rational
  Rational c0, c1;
  RootNumber at(const RootNumber& t) const { return c1 * t + RootNumber(c0); }
};

inline RootNumber mul(const RootNumber& x, const RootNumber& y) {
  const bool xr = x.is_rational(), yr = y.is_rational();
  if (xr && yr) return RootNumber(Rational(x.a * y.a));
  if (xr) return x.a * y;
  if (yr) return y.a * x;
  if (x.d != y.d) throw std::domain_error("moving_point_segment oracle: mixed radicands");
  return {Rational(x.a * y.a + x.b * y.b * x.d), Rational(x.a * y.b + x.b * y.a), x.d};
}

struct Setup {
  LinR pax, pay, bax, bay, pbx, pby;  // p - a, b - a, p - b
  Rational A, B, C;
};

inline Setup setup(const MovingPointSegment<double>& in) {
  auto R = [](double v) { return exact(v); };
  const Rational p1x = R(in.p1.x), p1y = R(in.p1.y), p2x = R(in.p2.x), p2y = R(in.p2.y);
  const Rational l1x = R(in.l1.x), l1y = R(in.l1.y), l2x = R(in.l2.x), l2y = R(in.l2.y);
  const Rational l3x = R(in.l3.x), l3y = R(in.l3.y), l4x = R(in.l4.x), l4y = R(in.l4.y);
  Setup s;
  s.pax = {p1x - l1x, (p2x - p1x) - (l3x - l1x)};
  s.pay = {p1y - l1y, (p2y - p1y) - (l3y - l1y)};
  s.bax = {l2x - l1x, (l4x - l2x) - (l3x - l1x)};
  s.bay = {l2y - l1y, (l4y - l2y) - (l3y - l1y)};
  s.pbx = {p1x - l2x, (p2x - p1x) - (l4x - l2x)};
  s.pby = {p1y - l2y, (p2y - p1y) - (l4y - l2y)};
  // cross(pa, ba) = pa.x ba.y - pa.y ba.x, coefficient by coefficient.
  s.C = s.pax.c0 * s.bay.c0 - s.pay.c0 * s.bax.c0;
  s.B = s.pax.c0 * s.bay.c1 + s.pax.c1 * s.bay.c0 - s.pay.c0 * s.bax.c1 - s.pay.c1 * s.bax.c0;
  s.A = s.pax.c1 * s.bay.c1 - s.pay.c1 * s.bax.c1;
  return s;
}

inline bool contact_at(const Setup& s, const RootNumber& t) {
  const RootNumber px = s.pax.at(t), py = s.pay.at(t), bx = s.bax.at(t), by = s.bay.at(t);
  if (sign(bx) == 0 && sign(by) == 0) return sign(px) == 0 && sign(py) == 0;
  if (sign(mul(px, by) - mul(py, bx)) != 0) return false;
  const RootNumber dot = mul(px, bx) + mul(py, by);
  const RootNumber len2 = mul(bx, bx) + mul(by, by);
  return sign(dot) >= 0 && compare(dot, len2) <= 0;
}

// The time at which c0 + c1 t == 0 in both coordinates, if one exists and is
// unique (nullopt for none or for all t).
inline std::optional<Rational> meeting_time(const LinR& x, const LinR& y) {
  if (x.c1 == 0 && y.c1 == 0) return std::nullopt;
  const Rational t = x.c1 != 0 ? Rational(-x.c0 / x.c1) : Rational(-y.c0 / y.c1);
  if (x.c0 + x.c1 * t != 0 || y.c0 + y.c1 * t != 0) return std::nullopt;
  return t;
}

inline double max_abs(const MovingPointSegment<double>& in) {
  double m = 0;
  for (double v : {in.p1.x, in.p1.y, in.p2.x, in.p2.y, in.l1.x, in.l1.y, in.l2.x, in.l2.y, in.l3.x, in.l3.y,
                   in.l4.x, in.l4.y})
    m = std::max(m, std::fabs(v));
  return m;
}

// True when a floating-point test proves there is no contact in [0, 1].
inline bool filtered_miss(const MovingPointSegment<double>& in) {
  // Boxes: comparisons of inputs are exact.
  const double pxl = std::min(in.p1.x, in.p2.x), pxh = std::max(in.p1.x, in.p2.x);
  const double pyl = std::min(in.p1.y, in.p2.y), pyh = std::max(in.p1.y, in.p2.y);
  const double sxl = std::min({in.l1.x, in.l2.x, in.l3.x, in.l4.x});
  const double sxh = std::max({in.l1.x, in.l2.x, in.l3.x, in.l4.x});
  const double syl = std::min({in.l1.y, in.l2.y, in.l3.y, in.l4.y});
  const double syh = std::max({in.l1.y, in.l2.y, in.l3.y, in.l4.y});
  if (pxh < sxl || sxh < pxl || pyh < syl || syh < pyl) return true;
  // |g(t) - C| <= |A| + |B| on [0, 1]. In doubles, each coefficient is a sum of
  // at most four products of differences of at most four inputs. A difference
  // of two inputs rounds once (relative error u); a difference of two such
  // differences, (p2 - p1) - (l3 - l1), carries at most 3u times its magnitude
  // bound |p2 - p1| + |l3 - l1| (not times its own value, which can cancel to
  // 0); every product <= 7u of the product of magnitude bounds + O(u^2), the sum
  // of products 3u more, so each computed coefficient is within 16u of the same
  // expression in magnitude bounds (abs below). Valid without overflow (inputs
  // <= 2^200) and underflow (abs sums >= 2^-800).
  if (max_abs(in) > 0x1p+200) return false;
  const double pax0 = in.p1.x - in.l1.x, pay0 = in.p1.y - in.l1.y;
  const double pax1 = (in.p2.x - in.p1.x) - (in.l3.x - in.l1.x), pay1 = (in.p2.y - in.p1.y) - (in.l3.y - in.l1.y);
  const double bax0 = in.l2.x - in.l1.x, bay0 = in.l2.y - in.l1.y;
  const double bax1 = (in.l4.x - in.l2.x) - (in.l3.x - in.l1.x), bay1 = (in.l4.y - in.l2.y) - (in.l3.y - in.l1.y);
  const double C = pax0 * bay0 - pay0 * bax0;
  const double B = pax0 * bay1 + pax1 * bay0 - pay0 * bax1 - pay1 * bax0;
  const double A = pax1 * bay1 - pay1 * bax1;
  using std::fabs;
  // Magnitude bounds of the differences of differences.
  const double mpax1 = fabs(in.p2.x - in.p1.x) + fabs(in.l3.x - in.l1.x);
  const double mpay1 = fabs(in.p2.y - in.p1.y) + fabs(in.l3.y - in.l1.y);
  const double mbax1 = fabs(in.l4.x - in.l2.x) + fabs(in.l3.x - in.l1.x);
  const double mbay1 = fabs(in.l4.y - in.l2.y) + fabs(in.l3.y - in.l1.y);
  const double aC = fabs(pax0 * bay0) + fabs(pay0 * bax0);
  const double aB = fabs(pax0 * mbay1) + fabs(mpax1 * bay0) + fabs(pay0 * mbax1) + fabs(mpay1 * bax0);
  const double aA = fabs(mpax1 * mbay1) + fabs(mpay1 * mbax1);
  const double sum = aA + aB + aC;
  if (!(sum >= 0x1p-800) || !std::isfinite(sum)) return false;
  constexpr double u = 0x1p-53;
  return fabs(C) - fabs(A) - fabs(B) > 32 * u * sum;  // 16u per coefficient, doubled for this test's own roundings
}

/// The decision when floating-point tests prove it, else nullopt. With
/// pa(t) = p(t) - a(t), pb(t) = p(t) - b(t) and ba(t) = b(t) - a(t), all linear
/// in t and evaluated from the exact inputs with running error bounds
/// (bounded.h), the point is on the segment's line where the quadratic
/// g = cross(pa, ba) vanishes, and on the segment where moreover
/// dot(pa, ba) >= 0 >= dot(pb, ba).
///
/// Each root of g computed in doubles gets a bracket [ta, tb] (2^-26 either
/// side, clipped to [0, 1]). Opposite certain signs of g at its ends prove a
/// root t* inside (g is continuous). If the two dot products have certain
/// signs for every t in the bracket (t enters as an interval, centre and
/// radius), the point at t* is certainly strictly inside the segment (a hit),
/// or certainly beyond one end. A miss needs every root of g in [0, 1]
/// accounted for: g(0) and g(1) have certain signs, whose agreement gives the
/// parity of the number of roots in (0, 1); a quadratic not identically zero
/// has at most two; with no certified root, none at all is proven by a certain
/// negative discriminant or a certain equal sign of g' at 0 and 1 (g monotone).
inline std::optional<SweepKind> filtered_decision(const MovingPointSegment<double>& in) {
  const auto x = Bounded::exactly;
  struct Lin {
    Bounded c0, c1;
    Bounded at(Bounded t) const { return c0 + c1 * t; }
  };
  const Lin pax{x(in.p1.x) - x(in.l1.x), (x(in.p2.x) - x(in.p1.x)) - (x(in.l3.x) - x(in.l1.x))};
  const Lin pay{x(in.p1.y) - x(in.l1.y), (x(in.p2.y) - x(in.p1.y)) - (x(in.l3.y) - x(in.l1.y))};
  const Lin bax{x(in.l2.x) - x(in.l1.x), (x(in.l4.x) - x(in.l2.x)) - (x(in.l3.x) - x(in.l1.x))};
  const Lin bay{x(in.l2.y) - x(in.l1.y), (x(in.l4.y) - x(in.l2.y)) - (x(in.l3.y) - x(in.l1.y))};
  const Lin pbx{x(in.p1.x) - x(in.l2.x), (x(in.p2.x) - x(in.p1.x)) - (x(in.l4.x) - x(in.l2.x))};
  const Lin pby{x(in.p1.y) - x(in.l2.y), (x(in.p2.y) - x(in.p1.y)) - (x(in.l4.y) - x(in.l2.y))};
  const auto g = [&](Bounded t) { return pax.at(t) * bay.at(t) - pay.at(t) * bax.at(t); };
  // g = A t^2 + B t + C, coefficient by coefficient.
  const Bounded C = pax.c0 * bay.c0 - pay.c0 * bax.c0;
  const Bounded B = pax.c0 * bay.c1 + pax.c1 * bay.c0 - pay.c0 * bax.c1 - pay.c1 * bax.c0;
  const Bounded A = pax.c1 * bay.c1 - pay.c1 * bax.c1;
  const int g0 = certain(g(x(0.0))), g1 = certain(g(x(1.0)));
  if (g0 == 2 || g1 == 2) return std::nullopt;

  // Approximate roots, in increasing order.
  double roots[2];
  int count = 0;
  if (A.v == 0) {
    if (B.v != 0) roots[count++] = -C.v / B.v;
  } else {
    const double disc = B.v * B.v - 4 * A.v * C.v;
    if (disc >= 0) {
      const double q = -0.5 * (B.v + std::copysign(std::sqrt(disc), B.v));
      roots[count++] = q / A.v;
      if (q != 0) roots[count++] = C.v / q;
      if (count == 2 && roots[1] < roots[0]) std::swap(roots[0], roots[1]);
    }
  }
  constexpr double half_width = 0x1p-26;
  if (count == 2 && !(roots[1] - roots[0] > 4 * half_width)) return std::nullopt;  // brackets must not overlap
  int outside = 0;  // roots certified in [0, 1] with the point beyond an end
  for (int i = 0; i < count; ++i) {
    if (!(roots[i] >= -half_width && roots[i] <= 1 + half_width)) continue;
    const double ta = std::max(0.0, roots[i] - half_width), tb = std::min(1.0, roots[i] + half_width);
    const int ga = certain(g(x(ta))), gb = certain(g(x(tb)));
    if (ga == 2 || gb == 2) return std::nullopt;
    if (ga == gb) {
      // No sign change: a root near 0 or 1 may lie just outside [0, 1]; one
      // well inside is a double root or a miscomputed one.
      if (roots[i] > 2 * half_width && roots[i] < 1 - 2 * half_width) return std::nullopt;
      continue;
    }
    // Every t in [ta, tb]: centre (ta + tb) / 2 within half a unit, radius tb - ta.
    const Bounded t = Bounded::around(0.5 * (ta + tb), tb - ta);
    const int along_a = certain(pax.at(t) * bax.at(t) + pay.at(t) * bay.at(t));
    const int along_b = certain(pbx.at(t) * bax.at(t) + pby.at(t) * bay.at(t));
    if (along_a == 1 && along_b == -1) return SweepKind::hit;
    if (along_a == -1 || along_b == 1) {
      ++outside;
      continue;
    }
    return std::nullopt;
  }
  const bool odd = g0 != g1;  // the parity of the number of roots in (0, 1)
  if (outside == 2 || (outside == 1 && odd)) return SweepKind::miss;
  if (outside == 0 && !odd) {
    if (certain(B * B - x(4) * A * C) == -1) return SweepKind::miss;
    const int d0 = certain(B), d1 = certain(x(2) * A + B);
    if (d0 != 2 && d0 == d1) return SweepKind::miss;
  }
  return std::nullopt;
}

}  // namespace moving_point_segment_detail

/// The exact first contact, entirely in rationals and RootNumbers. Requires
/// finite inputs (otherwise invalid_input).
inline MovingPointSegmentExact moving_point_segment_exact(const MovingPointSegment<double>& in) {
  using namespace moving_point_segment_detail;
  for (double v : {in.p1.x, in.p1.y, in.p2.x, in.p2.y, in.l1.x, in.l1.y, in.l2.x, in.l2.y, in.l3.x, in.l3.y,
                   in.l4.x, in.l4.y})
    if (!std::isfinite(v)) return {SweepKind::invalid_input, {}, {}, {}, {}, {}, 1, false, false};
  const Setup s = setup(in);
  const bool all_line = s.A == 0 && s.B == 0 && s.C == 0;
  std::vector<RootNumber> cands;
  if (all_line) {
    cands.emplace_back(Rational(0));
    if (auto t = meeting_time(s.pax, s.pay)) cands.emplace_back(*t);
    if (auto t = meeting_time(s.pbx, s.pby)) cands.emplace_back(*t);
  } else if (s.A != 0) {
    const Rational disc = s.B * s.B - 4 * s.A * s.C;
    if (disc >= 0) {
      const QuadraticRoots r = quadratic_roots(s.A, s.B, s.C);
      cands.push_back(r.lo);
      if (disc != 0) cands.push_back(r.hi);
    }
  } else if (s.B != 0) {
    cands.emplace_back(Rational(-s.C / s.B));
  }
  std::vector<RootNumber> valid;
  for (const auto& t : cands)
    if (sign(t) >= 0 && compare(t, RootNumber(Rational(1))) <= 0) valid.push_back(t);
  std::sort(valid.begin(), valid.end(),
            [](const RootNumber& x, const RootNumber& y) { return compare_across(x, y) < 0; });
  for (const auto& t : valid) {
    if (!contact_at(s, t)) continue;
    MovingPointSegmentExact e;
    e.kind = SweepKind::hit;
    e.t = t;
    const RootNumber pax = s.pax.at(t), pay = s.pay.at(t);
    e.dx = s.bax.at(t);
    e.dy = s.bay.at(t);
    // p(t*) = a(t*) + pa(t*); a(t) = l1 + t (l3 - l1).
    const LinR ax{exact(in.l1.x), Rational(exact(in.l3.x) - exact(in.l1.x))};
    const LinR ay{exact(in.l1.y), Rational(exact(in.l3.y) - exact(in.l1.y))};
    e.px = ax.at(t) + pax;
    e.py = ay.at(t) + pay;
    e.collinear = all_line;
    e.degenerate = sign(e.dx) == 0 && sign(e.dy) == 0;
    if (!all_line) {
      // The kernel's f is -g: the side just before t* is sign g'(t*), or -sign A.
      const int gp = sign(Rational(2 * s.A) * t + RootNumber(s.B));
      e.side = gp != 0 ? gp : -s.A.sign();
    }
    return e;
  }
  return {};
}

/// The exact kind only, with the filter in front (counted in the stats).
/// `exact_path(in)` supplies the exact answer when the filter cannot decide
/// (a memoizing caller passes its cache).
template <class ExactPath>
SweepKind moving_point_segment_kind(const MovingPointSegment<double>& in, ExactPath&& exact_path) {
  FilterStats& st = moving_point_segment_stats();
  ++st.decisions;
  for (double v : {in.p1.x, in.p1.y, in.p2.x, in.p2.y, in.l1.x, in.l1.y, in.l2.x, in.l2.y, in.l3.x, in.l3.y,
                   in.l4.x, in.l4.y})
    if (!std::isfinite(v)) return SweepKind::invalid_input;
  if (filtering() && moving_point_segment_detail::filtered_miss(in)) return SweepKind::miss;
  if (filtering())
    if (const auto kind = moving_point_segment_detail::filtered_decision(in)) return *kind;
  ++st.exact;
  return exact_path(in).kind;
}

inline SweepKind moving_point_segment_kind(const MovingPointSegment<double>& in) {
  return moving_point_segment_kind(in, [](const MovingPointSegment<double>& q) {
    return moving_point_segment_exact(q);
  });
}

/// The reference unit normal (MPFR) of an exact hit, per the conventions.
inline std::pair<Real, Real> reference_normal(const MovingPointSegmentExact& e) {
  if (e.degenerate) return {Real(0), Real(0)};
  const Real dx = to_real(e.dx), dy = to_real(e.dy);
  const Real len = boost::multiprecision::sqrt(dx * dx + dy * dy);
  const int s = e.collinear ? 1 : e.side;
  return {Real(-s) * dy / len, Real(s) * dx / len};
}

}  // namespace cc::oracle
