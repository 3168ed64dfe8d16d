#pragma once
// Flaw classes shared by the seed transcriptions of circle_line and
// circle_segment: both seed000 kernels evaluate the article's quadratic
// a u^2 + b u + c with delta = b^2 - 4ac in the scalar T (000
// §Circle-line intersection test), and both seed002 kernels start from the
// signed distance of 002 §Shortest distance between a line and a circle. Each
// class is a condition on the input, evaluated exactly (rationals), that names
// where the mechanism of a flaw can act.

#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include "../../include/collide_check/circle_crossings.h"
#include "../../include/collide_check/known_flaw.h"
#include "../../oracle/number.h"

namespace collide_check::bundled::crossings {

using cc::oracle::Rational;

/// The input's values as rationals, with the quantities of seed000's quadratic
/// (from P1: w = P1 - C, w2 = P2 - C, d = P2 - P1; a = |d|^2, b = 2 d.w,
/// c = |w|^2 - r^2, delta = b^2 - 4ac) and of the geometry.
struct Quantities {
  Rational cx, cy, r, p1x, p1y, p2x, p2y, wx, wy, w2x, w2y, dx, dy;
  Rational a, b, w2, r2, c, delta;
  Rational M;       ///< the largest |input|
  Rational W2;      ///< max(|P1 - C|^2, |P2 - C|^2)
  Rational cross;   ///< cross(d, C - P1) = |d| times the signed distance from C to the line (left positive)
  Rational H;       ///< |d|^2 (r^2 - dist(C, line)^2) = r^2 |d|^2 - cross^2 = delta / 4

  explicit Quantities(const detail::circle_crossings_tag::Input<double>& in) {
    using cc::oracle::exact;
    cx = exact(in.c.x), cy = exact(in.c.y), r = exact(in.r);
    p1x = exact(in.p1.x), p1y = exact(in.p1.y), p2x = exact(in.p2.x), p2y = exact(in.p2.y);
    wx = p1x - cx, wy = p1y - cy, w2x = p2x - cx, w2y = p2y - cy, dx = p2x - p1x, dy = p2y - p1y;
    a = dx * dx + dy * dy;
    b = 2 * (dx * wx + dy * wy);
    w2 = wx * wx + wy * wy;
    r2 = r * r;
    c = w2 - r2;
    delta = b * b - 4 * a * c;
    M = 0;
    for (const Rational* v : {&cx, &cy, &r, &p1x, &p1y, &p2x, &p2y}) M = std::max(M, cc::oracle::abs(*v));
    const Rational far2 = w2x * w2x + w2y * w2y;
    W2 = std::max(w2, far2);
    cross = dy * wx - dx * wy;
    H = r2 * a - cross * cross;
  }
};

/// A predicate on finite inputs (special values belong to no class but any()).
template <class Family, class Pred>
InputClass on_finite(std::string text, Pred pred) {
  return when<Family>(std::move(text), [pred](const detail::circle_crossings_tag::Input<double>& in) {
    for (double v : {in.c.x, in.c.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y})
      if (!std::isfinite(v)) return false;
    return static_cast<bool>(pred(Quantities(in)));
  });
}

/// seed000 forms P2 - P1 from the local points P1 - C and P2 - C, each rounded
/// in T: where they round to the same point although P1 != P2, a == 0 and the
/// tangent point's u = -b / 2a is 0/0.
template <class Family, class T>
InputClass local_direction_vanishes() {
  return when<Family>(
      "P1 != P2, but a = |(P2 - C) - (P1 - C)|^2 in the scalar is 0 or within 2^16 of its smallest normal (the "
      "local points round together, or their difference squared underflows, at once or after a scale map of 2^-7): "
      "-b / 2a is a NaN point",
      [](const detail::circle_crossings_tag::Input<double>& in) {
        for (double v : {in.c.x, in.c.y, in.r, in.p1.x, in.p1.y, in.p2.x, in.p2.y})
          if (!std::isfinite(v)) return false;
        if (in.p1 == in.p2) return false;
        const auto local = [&](cc::Vec2<double> p) {
          return cc::Vec2<T>{static_cast<T>(static_cast<T>(p.x) - static_cast<T>(in.c.x)),
                             static_cast<T>(static_cast<T>(p.y) - static_cast<T>(in.c.y))};
        };
        const cc::Vec2<T> l1 = local(in.p1), l2 = local(in.p2);
        const T dx = static_cast<T>(l2.x - l1.x), dy = static_cast<T>(l2.y - l1.y);
        const T a = static_cast<T>(static_cast<T>(dx * dx) + static_cast<T>(dy * dy));
        return a < std::numeric_limits<T>::min() * static_cast<T>(65536);
      });
}

template <class Family>
InputClass zero_length() {
  return on_finite<Family>("P1 == P2 (zero length)", [](const Quantities& q) { return q.a == 0; });
}

/// |r^2 - dist(C, line)^2| <= 64 u (W^2 + r^2) (1 + W^2 / |d|^2), W = max |P - C|:
/// within reach of the rounding of delta = b^2 - 4ac, whose terms are of order
/// |d|^2 (W^2 + r^2), and of P2 - P1 when seed000 forms it from the rounded
/// local points (an error of u W, relative u W / |d|).
template <class Family>
InputClass near_tangent(double u) {
  const Rational k = Rational(64) * Rational(u);
  return on_finite<Family>(
      "near tangency: |r^2 - dist(C, line)^2| <= 64 u (W^2 + r^2) (1 + W^2 / |P2 - P1|^2), W = max |P - C|",
      [k](const Quantities& q) {
        if (q.a == 0) return false;
        // |H| / a <= k (W2 + r2) (1 + W2 / a)  <=>  |H| <= k (W2 + r2) (a + W2).
        return cc::oracle::abs(q.H) <= k * (q.W2 + q.r2) * (q.a + q.W2);
      });
}

/// The half chord h = sqrt(r^2 - dist^2) short against W^2 / M:
/// h^2 M^2 <= 2 W^4 (1 + W^2 / |d|^2). seed000's sqrt(delta) = 2 |d| h carries
/// delta's rounding, of order u |d|^2 W^2, so its points move by about
/// u W^2 / h, which passes 28 u M once h falls below a small multiple of W^2 / M
/// (and by u W^2 / |d| more from P2 - P1 rounded out of the local points).
template <class Family>
InputClass short_chord() {
  return on_finite<Family>(
      "a short chord: h^2 M^2 <= 2 W^4 (1 + W^2 / |P2 - P1|^2), h the half chord sqrt(r^2 - dist(C, line)^2), "
      "W = max |P - C|",
      [](const Quantities& q) {
        if (q.a == 0 || q.H.sign() < 0) return false;
        // h^2 = H / a:  H M^2 <= 2 a W2^2 (1 + W2 / a) = 2 W2^2 (a + W2).
        return q.H * q.M * q.M <= 2 * q.W2 * q.W2 * (q.a + q.W2);
      });
}

/// Crossings far from a short line: seed000 forms P2 - P1 from the local points
/// P - C, each rounded by up to u W, and carries that direction's error |u| times
/// to a crossing, |u| up to (W + h) / |P2 - P1|: about 2 u (W + h) W / |P2 - P1|
/// per coordinate, a share of 28 u M once (W + h) W >= 2 M |P2 - P1|.
template <class Family>
InputClass far_from_short_line() {
  return on_finite<Family>(
      "crossings far from a short line: (W + h) W >= 2 M |P2 - P1|, h the half chord, W = max |P - C|",
      [](const Quantities& q) {
        if (q.a == 0 || q.H.sign() < 0) return false;
        const double a = q.a.convert_to<double>(), W = std::sqrt(q.W2.convert_to<double>());
        const double h = std::sqrt(q.H.convert_to<double>() / a), M = q.M.convert_to<double>();
        return (W + h) * W >= 2 * M * std::sqrt(a);
      });
}

/// Where seed000's a, b, c (through |P1 - C|^2 and r^2) and the terms b^2, 4ac
/// of delta leave T's normal range, `margin` binary orders from its ends: they
/// overflow, or a, |P1 - C|^2, r^2 (the parts of c) or the terms of delta
/// become subnormal or zero and their digits are lost.
template <class Family, class T>
InputClass quadratic_out_of_range(int margin, std::string why) {
  using L = std::numeric_limits<T>;
  const Rational hi = Rational(std::ldexp(1.0, L::max_exponent - margin));
  const Rational lo = Rational(std::ldexp(1.0, L::min_exponent - 1 + margin));
  return on_finite<Family>(std::move(why), [hi, lo](const Quantities& q) {
    const Rational bb = q.b * q.b, ac4 = cc::oracle::abs(Rational(4 * q.a * q.c));
    const Rational abs_b = cc::oracle::abs(q.b);
    for (const Rational* v : {&q.a, &abs_b, &q.w2, &q.r2, &bb, &ac4})
      if (*v >= hi) return true;
    // Subnormal or zero: a (the divisor of the roots) or delta's terms.
    const Rational top = std::max(bb, ac4);
    return (top.sign() != 0 && top < lo) || (q.a.sign() != 0 && q.a < lo) || (q.w2.sign() != 0 && q.w2 < lo) ||
           (q.r2.sign() != 0 && q.r2 < lo);
  });
}

/// Where c = |P1 - C|^2 - r^2 as seed000 computes it in T, off by up to
/// 4 u (|P1 - C|^2 + r^2) from its exact value (two squares, their sums and
/// the difference, each rounded once), can make 4ac reach `margin` binary
/// orders from overflow. At or near tangency c is 0 or tiny exactly, but its
/// rounding residue times a large a overflows: delta = b^2 - 4ac becomes an
/// infinity, and so do the roots.
template <class Family, class T>
InputClass c_residue_out_of_range(int margin, std::string why) {
  using L = std::numeric_limits<T>;
  const Rational hi = Rational(std::ldexp(1.0, L::max_exponent - margin));
  const Rational u = Rational(std::ldexp(1.0, -L::digits));
  return on_finite<Family>(std::move(why), [hi, u](const Quantities& q) {
    return 4 * q.a * (cc::oracle::abs(q.c) + 4 * u * (q.w2 + q.r2)) >= hi;
  });
}

/// Whether q is a value of T (finite).
template <class T>
bool representable(const Rational& q) {
  const double d = q.convert_to<double>();
  if (!std::isfinite(d)) return false;
  const T t = static_cast<T>(d);
  return std::isfinite(t) && Rational(static_cast<double>(t)) == q;
}

/// Some operation of seed000's arithmetic in T rounds: the local points, d, a,
/// b, c, delta, sqrt(delta), the roots u = (-b -+ sqrt(delta)) / 2a or the
/// points P1 + u d are not exactly values of T (each evaluated exactly from the
/// exact previous values; a zero-length line is left to its own class).
template <class Family, class T>
InputClass arithmetic_rounds(std::string text) {
  return on_finite<Family>(std::move(text), [](const Quantities& q) {
    auto ok = [](const Rational& v) { return representable<T>(v); };
    // Products and sums in the order the seed writes them.
    const Rational dxx = q.dx * q.dx, dyy = q.dy * q.dy, dxw = q.dx * q.wx, dyw = q.dy * q.wy;
    const Rational wxx = q.wx * q.wx, wyy = q.wy * q.wy, w2 = wxx + wyy;
    const Rational bb = q.b * q.b, a4 = 4 * q.a, ac4 = a4 * q.c;
    for (const Rational* v : {&q.wx, &q.wy, &q.w2x, &q.w2y, &q.dx, &q.dy, &dxx, &dyy, &q.a, &dxw, &dyw, &q.b, &wxx,
                              &wyy, &w2, &q.r2, &q.c, &bb, &a4, &ac4, &q.delta})
      if (!ok(*v)) return true;
    if (q.a == 0) return false;
    if (q.delta.sign() < 0) return false;  // no root: nothing more is computed
    // sqrt(delta) exact: delta a square of a value of T.
    const double s = std::sqrt(q.delta.convert_to<double>());
    const Rational root = Rational(s);
    if (root * root != q.delta || !ok(root)) return true;
    for (int sign : {-1, 1}) {
      const Rational num = -q.b + sign * root, den = 2 * q.a;
      const Rational u = num / den;
      if (!ok(num) || !ok(den) || !ok(u)) return true;
      const Rational ux = u * q.dx, uy = u * q.dy, px = q.p1x + ux, py = q.p1y + uy;
      for (const Rational* v : {&ux, &uy, &px, &py})
        if (!ok(*v)) return true;
      if (q.delta.sign() == 0) break;
    }
    return false;
  });
}

}  // namespace collide_check::bundled::crossings

namespace collide_check::bundled::crossings {

/// seed002's signed distance: C strictly on the right of P1 -> P2, where the
/// distance to the line along N = (-dy, dx) / |d| is negative.
template <class Family>
InputClass centre_on_the_right() {
  return on_finite<Family>("C strictly right of the directed line P1 -> P2 (cross(P2 - P1, C - P1) < 0)",
                           [](const Quantities& q) { return q.cross.sign() < 0; });
}

/// C at distance at least r from the line (a nonzero-length line that does not
/// cross the circle): the side C is on decides seed002's answer.
template <class Family>
InputClass line_misses_or_touches() {
  return on_finite<Family>("a line that does not cross the circle (dist(C, line) >= r, P1 != P2)",
                           [](const Quantities& q) { return q.a != 0 && q.H.sign() <= 0; });
}

/// seed002's length sqrt(d.x^2 + d.y^2) leaves T's normal range (`margin`
/// binary orders from its ends): it overflows to inf, making N = (0, 0), or
/// underflows and N loses its digits or becomes inf/NaN.
template <class Family, class T>
InputClass length_out_of_range(int margin, std::string why) {
  using L = std::numeric_limits<T>;
  const Rational hi = Rational(std::ldexp(1.0, L::max_exponent - margin));
  const Rational lo = Rational(std::ldexp(1.0, L::min_exponent - 1 + margin));
  return on_finite<Family>(std::move(why), [hi, lo](const Quantities& q) {
    const Rational m = std::max(q.dx * q.dx, q.dy * q.dy);
    return m >= hi || (q.a.sign() != 0 && m < lo);
  });
}

}  // namespace collide_check::bundled::crossings

namespace collide_check::bundled::crossings {

/// An end within reach of the rounding of a root at u = 0 or u = 1:
/// | |P - C|^2 - r^2 | <= 64 u (W^2 + r^2) (1 + W^2 / |d|^2) for P1 or P2 (the
/// value of the quadratic there, c or c2, against the size of its terms).
template <class Family>
InputClass end_near_circle(double u) {
  const Rational k = Rational(64) * Rational(u);
  return on_finite<Family>(
      "an end near the circle: | |P - C|^2 - r^2 | <= 64 u (W^2 + r^2) (1 + W^2 / |P2 - P1|^2) for P = P1 or P2",
      [k](const Quantities& q) {
        const Rational far2 = q.w2x * q.w2x + q.w2y * q.w2y;
        const Rational c2 = far2 - q.r2;
        // x / a <= y  <=>  x <= y a  (a > 0); a == 0: P1 == P2, the bound is infinite.
        const Rational limit = k * (q.W2 + q.r2) * (q.a + q.W2);
        if (q.a == 0) return true;
        return cc::oracle::abs(q.c) * q.a <= limit || cc::oracle::abs(c2) * q.a <= limit;
      });
}

/// An end inside the closed disk: |P - C| <= r for P1 or P2.
template <class Family>
InputClass end_in_disk() {
  return on_finite<Family>("an end inside or on the circle (|P - C| <= r for P1 or P2)", [](const Quantities& q) {
    const Rational far2 = q.w2x * q.w2x + q.w2y * q.w2y;
    return q.w2 <= q.r2 || far2 <= q.r2;
  });
}

}  // namespace collide_check::bundled::crossings
