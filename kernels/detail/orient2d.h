#pragma once
// The 2D orientation predicate for doubles, exact in sign for every finite
// input, with an accurate value for constructions.
//
//   orient2d(a, b, c) = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x)
//                     = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
//
// is positive when a, b, c turn counterclockwise (x right, y up), negative when
// clockwise, zero when collinear. Error bounds after Shewchuk (1997),
// doi:10.1007/PL00009321, §4.3 (orient2d stages A, B and C).
//
// The stages, cheapest first, each exact where it answers:
//   A  (det2_stage_a) the rounded determinant and a semi-static error bound: a
//      few flops, no range precondition (an overflow makes the bound infinite or
//      NaN, which refuses);
//   B  (det2_sign_exact_differences) when the four differences are exact, the
//      monotonicity of rounding decides every nonzero rounded determinant, and
//      the products' exact error terms decide a zero one;
//   then the exact expansion in a frame scaled by a power of two, and exact
//      dyadic arithmetic (BigDyadic) beyond that frame.
// Kernels that share a direction between several orientations evaluate stage A
// on their own differences (det2_stage_a): its bound holds for any 2x2
// determinant whose four entries are each one rounded difference of inputs.

#include "fp_environment.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

#include "../vec2.h"
#include "big_dyadic.h"
#include "expansion.h"
#include "pow2_bits.h"

namespace cc::detail {

inline constexpr double kEpsilon = 0x1p-53;  // unit roundoff of double
/// Stage A: |det - fl(det)| <= kOrientBoundA * (|detleft| + |detright|).
inline constexpr double kOrientBoundA = (3.0 + 16.0 * kEpsilon) * kEpsilon;

/// Largest coordinate magnitude for which stage C (accurate values) cannot
/// overflow: differences stay below 2^501, Dekker's split of them below 2^528.
inline constexpr double kFastPathMaxAbs = 0x1p+500;

/// Stage A of x1 * y2 - y1 * x2, where each of x1, y1, x2, y2 is ONE rounded
/// difference of two finite inputs (or an input itself), in double or in float
/// arithmetic (StageA<T>). The sign of `det` is the exact determinant's
/// whenever |det| > bound.
///
/// Derivation (Shewchuk's, with the underflow terms kept), u the unit roundoff
/// (2^-53, 2^-24), eta the smallest subnormal (2^-1074, 2^-149). A rounded
/// difference is (exact)(1 + e), |e| <= u, also when it is subnormal (then it
/// is exact). So each product q_i of rounded differences is E_i (1 + e)(1 + e'),
/// E_i the exact product, and |E_i - q_i| <= (2u + 3u^2 + O(u^3)) |q_i|. The
/// rounded product p_i = fl(q_i) has |q_i - p_i| <= u |p_i| + eta / 2 (eta only
/// in the subnormal range), so |q_i| <= (1 + u) |p_i| + eta / 2 and
///   |E_i - p_i| <= (3u + 5u^2 + O(u^3)) |p_i| + (1 + 3u) eta / 2.
/// The exact determinant X = E_1 - E_2 therefore lies within
/// (3u + 5u^2) S + (1 + 3u) eta of p_1 - p_2, S = |p_1| + |p_2|; fl(p_1 - p_2)
/// has the sign of p_1 - p_2 (a difference is zero only when exact), so the
/// sign is X's when |p_1 - p_2| exceeds that. The test compares
/// det = fl(p_1 - p_2) >= |p_1 - p_2| / (1 + u) with
/// bound = fl(kA fl(S)) >= kA S (1 - u)^2, kA = 3u + 16u^2 (Shewchuk's
/// constant; exactly representable in both formats):
///   |p_1 - p_2| >= det / (1 + u) > bound / (1 + u) >= (3u + 7u^2 + O(u^3)) S,
/// which exceeds (3u + 5u^2) S + (1 + 3u) eta as soon as 2u^2 S > 2 (1 + 3u) eta:
/// S > 2^-968 in double, S > 2^-101 in float. The bound is floored (kFloor):
/// a decided |det| > 2^-950 (2^-99) gives S >= |det| / (1 + u) > 2^-951
/// (2^-100), past that threshold, and then kA fl(S) is a normal number, so the
/// (1 - u) factor above holds. A floor (one max) costs less than a test on S.
/// An overflow anywhere makes S infinite or NaN and the bound refuses
/// (std::max keeps a NaN first argument). The floor costs nothing in practice:
/// a determinant of inputs near 1 is 0 or far above it.
template <class T>
struct StageA;
template <>
struct StageA<double> {
  static constexpr double kBound = kOrientBoundA;
  static constexpr double kFloor = 0x1p-950;
};
template <>
struct StageA<float> {
  static constexpr float kBound = (3.0f + 16.0f * 0x1p-24f) * 0x1p-24f;
  static constexpr float kFloor = 0x1p-99f;
};

template <class T>
struct RoundedDet {
  T det;    ///< fl(x1 y2 - y1 x2)
  T bound;  ///< its sign is exact when |det| > bound (infinite or NaN: undecided)

  bool decided() const { return std::fabs(det) > bound; }
  int sign() const { return (det > T(0)) - (det < T(0)); }
};

template <class T>
RoundedDet<T> det2_stage_a(T x1, T y1, T x2, T y2) {
  const T l = x1 * y2, r = y1 * x2;
  return {l - r, std::max(StageA<T>::kBound * (std::fabs(l) + std::fabs(r)), StageA<T>::kFloor)};
}

/// Stage A of orient2d(a, b, c) in the form (b - a) x (c - a).
template <class T>
RoundedDet<T> orient2d_stage_a(Vec2<T> a, Vec2<T> b, Vec2<T> c) {
  return det2_stage_a(b.x - a.x, b.y - a.y, c.x - a.x, c.y - a.y);
}

/// Stage A of the two orientations of c1 and c2 against the line through a and
/// b, which share the direction b - a: on which sides of the line they lie.
/// (Written out per lane: GCC's vectorizer builds the pair through the stack,
/// and the stalled store-to-load forwarding costs more than it saves.)
template <class T>
struct SidesOfLine {
  T det[2], bound[2];

  bool decided() const { return (std::fabs(det[0]) > bound[0]) & (std::fabs(det[1]) > bound[1]); }
  /// Both strictly on one side; meaningful when decided.
  bool same_side() const { return (det[0] > T(0)) == (det[1] > T(0)); }
};

template <class T>
SidesOfLine<T> orient2d_stage_a_pair(Vec2<T> a, Vec2<T> b, Vec2<T> c1, Vec2<T> c2) {
  const T dx = b.x - a.x, dy = b.y - a.y;
  const RoundedDet<T> d1 = det2_stage_a(dx, dy, c1.x - a.x, c1.y - a.y);
  const RoundedDet<T> d2 = det2_stage_a(dx, dy, c2.x - a.x, c2.y - a.y);
  return {{d1.det, d2.det}, {d1.bound, d2.bound}};
}

/// What det2_sign_exact_differences returns when it cannot decide.
inline constexpr int kUndecided = 2;

/// Stage B: the exact sign of X = (xa - xb)(y2a - y2b) - (ya - yb)(x2a - x2b)
/// from its rounded differences x1 = fl(xa - xb), ... and their tails (two_diff),
/// when a product has a zero factor or all four differences are exact
/// (Shewchuk's tails zero); else kUndecided. For finite inputs; a difference
/// may have overflowed (then its tail is NaN, and only its sign is used).
///
/// A difference rounds to zero only when it is zero, and rounding keeps signs:
/// a product with a zero factor is exactly zero, and X then has the sign of
/// the other product, read from its factors' signs. With exact differences the products E_1 = x1 y2, E_2 = y1 x2 are the exact
/// ones and p_i = fl(E_i). Rounding is monotone (E_1 <= E_2 implies
/// fl(E_1) <= fl(E_2), overflow included), so p_1 > p_2 proves E_1 > E_2, and
/// fl(p_1 - p_2) has the sign of p_1 - p_2: every nonzero rounded determinant
/// is exact in sign, however small. When p_1 == p_2, X = (E_1 - p_1) - (E_2 - p_2):
/// both zero products are exact iff each has a zero factor; otherwise the error
/// terms of Dekker's TwoProduct are exact when every factor lies in
/// [2^-484, 2^500] (no overflow in the split, and the error term, a multiple of
/// ulp(x) ulp(y) >= 2^(-484 - 52) 2^(-484 - 52) = 2^-1072, is representable),
/// and fl(e_1 - e_2) has the sign of e_1 - e_2.
inline int det2_sign_exact_differences(double x1, double x1t, double y1, double y1t, double x2, double x2t,
                                       double y2, double y2t) {
  const auto sgn = [](double v) { return (v > 0.0) - (v < 0.0); };
  const bool zero_left = x1 == 0.0 || y2 == 0.0, zero_right = y1 == 0.0 || x2 == 0.0;
  if (zero_left) return zero_right ? 0 : -sgn(y1) * sgn(x2);
  if (zero_right) return sgn(x1) * sgn(y2);
  if (!(x1t == 0.0 && y1t == 0.0 && x2t == 0.0 && y2t == 0.0)) return kUndecided;
  const double l = x1 * y2, r = y1 * x2;
  const double det = l - r;
  if (det > 0.0) return 1;
  if (det < 0.0) return -1;
  // Here l == r (or both are infinite: in_range refuses them). Both zero means
  // both products underflowed.
  if (l == 0.0) return kUndecided;
  const auto in_range = [](double v) { return std::fabs(v) >= 0x1p-484 && std::fabs(v) <= 0x1p+500; };
  if (!(in_range(x1) && in_range(y1) && in_range(x2) && in_range(y2))) return kUndecided;
  double pl, el, pr, er;
  two_product(x1, y2, pl, el);
  two_product(y1, x2, pr, er);
  const double e = el - er;
  return (e > 0.0) - (e < 0.0);
}

/// Stage B of orient2d(a, b, c), from the differences against c.
inline int orient2d_sign_exact_differences(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  double acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt;
  two_diff(a.x, c.x, acx, acxt);
  two_diff(a.y, c.y, acy, acyt);
  two_diff(b.x, c.x, bcx, bcxt);
  two_diff(b.y, c.y, bcy, bcyt);
  return det2_sign_exact_differences(acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt);
}

/// Stage C: an approximation `value` of
///   X = (x1 + x1t)(y2 + y2t) - (y1 + y1t)(x2 + x2t),
/// the operands given as rounded differences with their exact tails (two_diff),
/// with a bound on |value - X|, for operands below 2^501 in magnitude (the
/// caller's range: TwoProduct and TwoDiff cannot overflow). The exact product
/// of the rounded differences (TwoProduct; TwoDiff of l - r) plus the tails'
/// first-order terms, Shewchuk's stage C, with the bound computed from the
/// actual terms instead of his static kC detsum (which refuses near-degenerate
/// determinants whose tails are mostly zero):
///   X = head + head_tail + (e_l - e_r) + T1 + N, exactly, with
///   T1 = x1 y2t + y2 x1t - y1 x2t - x2 y1t and N = x1t y2t - y1t x2t.
/// The evaluation z1 = fl(e_l - e_r), z2 = fl(head_tail + z1),
/// z3 = fl(z2 + fl(T1)), value = fl(head + z3) rounds each sum once (u times
/// its result) and fl(T1) is within gamma_3 T <= 3.01u T_c of T1, T_c the
/// computed sum of its four products' magnitudes; N is neglected:
///   |value - X| <= |N| + 3.01u T_c + u (|z1| + |z2| + |z3| + |value|).
/// Each of those magnitudes is computed with at most eight roundings (factor
/// 1 + 2^-49 at most), covered by the factor 1 + 2^-40; products that underflow
/// (eta / 2 each, a dozen at most, including TwoProduct's error terms when a
/// product is below 2^-969) are covered by adding 2^-1060. Infinite when detsum
/// is below 2^-800 (then refuse).
struct BoundedValue {
  double value;
  double bound;  ///< |value - X| <= bound

  /// The exact sign, when bound < |value|; else kUndecided.
  int sign() const { return bound < std::fabs(value) ? (value > 0.0 ? 1 : -1) : kUndecided; }
  /// Whether value has relative error at most 2^-53 (1 + 2^-7): bound <= u (1 + 2^-8) |value| gives
  /// |value - X| <= u (1 + 2^-8) (|X| + |value - X|).
  bool accurate() const { return bound <= 0x1p-53 * (1.0 + 0x1p-8) * std::fabs(value); }
};

inline BoundedValue det2_stage_c_bounded(double x1, double x1t, double y1, double y1t, double x2, double x2t,
                                         double y2, double y2t) {
  double l, le, r, re;
  two_product(x1, y2, l, le);
  two_product(y1, x2, r, re);
  const double p1 = x1 * y2t, p2 = y2 * x1t, p3 = y1 * x2t, p4 = x2 * y1t;
  const double t1 = (p1 + p2) - (p3 + p4);
  double head, head_tail;
  two_diff(l, r, head, head_tail);
  const double z1 = le - re;
  const double z2 = head_tail + z1;
  const double z3 = z2 + t1;
  const double value = head + z3;
  const double n = std::fabs(x1t * y2t) + std::fabs(y1t * x2t);
  const double tc = (std::fabs(p1) + std::fabs(p2)) + (std::fabs(p3) + std::fabs(p4));
  const double sums = (std::fabs(z1) + std::fabs(z2)) + (std::fabs(z3) + std::fabs(value));
  const double bound = (n + 3.01 * kEpsilon * tc + kEpsilon * sums) * (1.0 + 0x1p-40) + 0x1p-1060;
  const double detsum = std::fabs(l) + std::fabs(r);
  return {value, detsum >= 0x1p-800 ? bound : INFINITY};
}

/// det2_stage_c_bounded's value when it is accurate (relative error at most
/// 2^-53 (1 + 2^-7)); false otherwise.
inline bool det2_stage_c(double x1, double x1t, double y1, double y1t, double x2, double x2t, double y2,
                         double y2t, double& out) {
  const BoundedValue v = det2_stage_c_bounded(x1, x1t, y1, y1t, x2, x2t, y2, y2t);
  out = v.value;
  return v.accurate();
}

/// The determinant exactly, rounded once, for determinants that cancel too much
/// for stage C: all eight products of (x1 + x1t)(y2 + y2t) - (y1 + y1t)(x2 + x2t)
/// by TwoProduct, summed as an expansion (as orient2d_expansion), compressed and
/// rounded once (Expansion::approximate: relative error u (1 + 2^-49)). For
/// operands below 2^501 (no overflow); a product below 2^-969 may leave an
/// inexact error term (a few eta each, sixteen at most), covered by adding
/// 2^-1060 to the bound: |value - X| <= u (1 + 2^-48) |value| + 2^-1060.
[[gnu::noinline]] inline BoundedValue det2_stage_d(double x1, double x1t, double y1, double y1t, double x2, double x2t,
                                                   double y2, double y2t) {
  const double lhs[4][2] = {{x1, y2}, {x1, y2t}, {x1t, y2}, {x1t, y2t}};
  const double rhs[4][2] = {{y1, x2}, {y1, x2t}, {y1t, x2}, {y1t, x2t}};
  Expansion<16> e;
  for (int side = 0; side < 2; ++side) {
    for (const auto& t : side == 0 ? lhs : rhs) {
      if (t[0] == 0.0 || t[1] == 0.0) continue;
      double p, err;
      two_product(t[0], t[1], p, err);
      e.add(side == 0 ? err : -err);
      e.add(side == 0 ? p : -p);
    }
  }
  e.compress();
  const double value = e.approximate();
  return {value, 0x1p-53 * (1.0 + 0x1p-48) * std::fabs(value) + 0x1p-1060};
}

/// An approximation `out` of (x1 + x1t)(y2 + y2t) - (y1 + y1t)(x2 + x2t) (rounded
/// differences with their exact tails, below 2^501 in magnitude) with relative
/// error at most 2^-53 (1 + 2^-7), or false: stage C, then the exact value
/// rounded once (det2_stage_d).
inline bool det2_accurate(double x1, double x1t, double y1, double y1t, double x2, double x2t, double y2,
                          double y2t, double& out) {
  BoundedValue v = det2_stage_c_bounded(x1, x1t, y1, y1t, x2, x2t, y2, y2t);
  if (!v.accurate()) v = det2_stage_d(x1, x1t, y1, y1t, x2, x2t, y2, y2t);
  out = v.value;
  return v.accurate();
}

/// Stage C of orient2d(a, b, c1) and orient2d(a, b, c2) in the form
/// (b - a) x (c - a), sharing b - a (its tails, and its split inside
/// two_product): each within relative error 2^-53 (1 + 2^-7) of the exact value
/// when true (det2_stage_c's acceptance), for coordinates of magnitude at most
/// kFastPathMaxAbs (the caller's range: differences below 2^501).
inline bool orient2d_stage_c_pair(Vec2<double> a, Vec2<double> b, Vec2<double> c1, Vec2<double> c2, double& v1,
                                  double& v2) {
  double dx, dxt, dy, dyt;
  two_diff(b.x, a.x, dx, dxt);
  two_diff(b.y, a.y, dy, dyt);
  const Vec2<double> c[2] = {c1, c2};
  double v[2];
  bool ok[2];
  for (int i = 0; i < 2; ++i) {
    double cx, cxt, cy, cyt;
    two_diff(c[i].x, a.x, cx, cxt);
    two_diff(c[i].y, a.y, cy, cyt);
    ok[i] = det2_stage_c(dx, dxt, dy, dyt, cx, cxt, cy, cyt, v[i]);
  }
  v1 = v[0];
  v2 = v[1];
  return ok[0] & ok[1];
}

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
/// computes with BigDyadic. The exponent is read from the bits (as std::frexp's:
/// max_abs in [2^(e-1), 2^e)).
inline int scale_exponent(double max_abs) {
  const auto bits = std::bit_cast<std::uint64_t>(max_abs) & ~(std::uint64_t{1} << 63);
  const int biased = static_cast<int>(bits >> 52);
  // A subnormal m 2^-1074 lies in [2^(w - 1075), 2^(w - 1074)), w = bit_width(m).
  const int e = biased != 0 ? biased - 1022 : static_cast<int>(std::bit_width(bits)) - 1074;
  return 500 - e;
}

/// orient2d(a, b, c) exactly, for any finite doubles: the slow path beyond the
/// scaled frame.
inline BigDyadic orient2d_exact(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  const BigDyadic cx(c.x), cy(c.y);
  return (BigDyadic(a.x) - cx) * (BigDyadic(b.y) - cy) - (BigDyadic(a.y) - cy) * (BigDyadic(b.x) - cx);
}

/// Orientation tests over one query's points: stages A and B first, then the
/// exact expansion in a frame scaled by a power of two, and exact dyadic
/// arithmetic for points the frame cannot hold (a nonzero coordinate more than
/// 2^900 times smaller than the largest). Exact for every finite input.
/// Construct with the largest coordinate magnitude of the whole query, so that
/// every test shares one frame; constructing it costs nothing (the frame's
/// scale is found only by the slow paths).
class Orientation {
 public:
  explicit Orientation(double max_abs) : max_abs_(max_abs), fast_ok_(max_abs <= kFastPathMaxAbs) {}

  /// Exact sign of orient2d(a, b, c), for finite points.
  int sign(Vec2<double> a, Vec2<double> b, Vec2<double> c) const {
    const RoundedDet<double> d = det2_stage_a(a.x - c.x, a.y - c.y, b.x - c.x, b.y - c.y);
    if (d.decided()) return d.sign();
    return sign_after_stage_a(a, b, c);
  }

  /// The exact sign once stage A has failed: stage B, then stages C and D (a
  /// value whose error bound is below its magnitude has the exact sign; in the
  /// fast range), then the exact paths.
  int sign_after_stage_a(Vec2<double> a, Vec2<double> b, Vec2<double> c) const {
    double acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt;
    two_diff(a.x, c.x, acx, acxt);
    two_diff(a.y, c.y, acy, acyt);
    two_diff(b.x, c.x, bcx, bcxt);
    two_diff(b.y, c.y, bcy, bcyt);
    const int s = det2_sign_exact_differences(acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt);
    if (s != kUndecided) return s;
    if (fast_ok_) {
      int c_sign = det2_stage_c_bounded(acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt).sign();
      if (c_sign == kUndecided) c_sign = det2_stage_d(acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt).sign();
      if (c_sign != kUndecided) return c_sign;
    }
    return sign_exact(a, b, c);
  }

  /// The exact sign by the expansion in the scaled frame, or BigDyadic beyond it.
  /// Out of line: the callers' fast paths stay small.
  [[gnu::noinline]] int sign_exact(Vec2<double> a, Vec2<double> b, Vec2<double> c) const {
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

  int scale() const { return max_abs_ > 0.0 ? scale_exponent(max_abs_) : 0; }

  /// Whether the point p, scaled to s = scaled(p), lies in the frame where
  /// orient2d_expansion is exact: every nonzero coordinate at least 2^-401 there
  /// (at most 2^501 holds by construction), so every two_product error term is
  /// representable. A nonzero coordinate that scaling flushed to zero is not.
  static bool in_frame(Vec2<double> p, Vec2<double> s) {
    const auto ok = [](double v, double w) { return v == 0.0 || std::fabs(w) >= 0x1p-401; };
    return ok(p.x, s.x) && ok(p.y, s.y);
  }

  /// p times 2^scale(), rounded once as std::ldexp would: the scale lies in
  /// [-524, 1574] (max_abs from 2^-1074 to 2^1024); a factor 2^s with s <= 1023
  /// is one correctly rounded multiplication, and a larger s scales up, which
  /// is exact in two steps (the result stays below 2^501).
  Vec2<double> scaled(Vec2<double> p) const {
    const int s = scale();
    if (s <= 1023) {
      const double f = pow2(s);
      return {p.x * f, p.y * f};
    }
    const double f1 = pow2(s - 1023), f2 = pow2(1023);
    return {(p.x * f1) * f2, (p.y * f1) * f2};
  }

 private:
  static bool stage_c(Vec2<double> a, Vec2<double> b, Vec2<double> c, double& out) {
    double acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt;
    two_diff(a.x, c.x, acx, acxt);
    two_diff(a.y, c.y, acy, acyt);
    two_diff(b.x, c.x, bcx, bcxt);
    two_diff(b.y, c.y, bcy, bcyt);
    return det2_stage_c(acx, acxt, acy, acyt, bcx, bcxt, bcy, bcyt, out);
  }

  double max_abs_;
  bool fast_ok_;
};

}  // namespace cc::detail
