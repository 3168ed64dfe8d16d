#pragma once
// Points exactly on one line, with full-width coordinates at unrelated
// exponents: the exact degeneracies where the arithmetic rounds. Lines drawn
// through small integer points keep every difference and product exact, so
// a filter that mistakes rounding noise for a sign is never tested on them;
// these are the inputs that test it.
//
// The line is y = m x (m odd, |m| <= 7) before one of the eight symmetries of
// the square (axes swapped, x or y negated), all exact. Its points are
// (K 2^s, m K 2^s) with K odd below 2^(digits - 4): m K < 2^(digits - 1), so
// both coordinates are exact at every exponent s, while the difference of two
// points at exponents far apart is not representable. A parallel line is the
// same line moved by 2^c in y (before the symmetry): (K 2^s, m K 2^s + 2^c) is
// exact for s <= c <= s + digits - 2 (the sum is a multiple of 2^s below
// 2^(s + digits)), so its points lie in a band of digits - 1 exponents.

#include <cstdint>
#include <limits>
#include <utility>

#include "../kernels/vec2.h"
#include "draw.h"

namespace cc::gen {

template <class T>
class ExactLine {
 public:
  static constexpr int kDigits = std::numeric_limits<T>::digits;

  /// A line through the origin: m and a symmetry, drawn.
  static ExactLine draw(Draw<T>& d) {
    constexpr int slopes[] = {1, 3, 5, 7};
    ExactLine line;
    line.m_ = slopes[d.index(4)];
    if (d.bit()) line.m_ = -line.m_;
    line.symmetry_ = d.index(8);
    return line;
  }

  /// A full-width odd K below 2^(digits - 4).
  static std::int64_t significand(Draw<T>& d) { return 2 * d.integer(0, (std::int64_t{1} << (kDigits - 5)) - 1) + 1; }

  /// The point (K 2^s, m K 2^s), moved by the line's symmetry.
  Vec2<T> point(std::int64_t k, int s) const {
    const T x = std::ldexp(static_cast<T>(k), s);
    return symmetric({x, std::ldexp(static_cast<T>(m_ * k), s)});
  }

  /// The point (K 2^s, m K 2^s + 2^c) of the line moved by 2^c in y, for
  /// s <= c <= s + digits - 2 (exact: see the header comment).
  Vec2<T> shifted_point(std::int64_t k, int s, int c) const {
    const T x = std::ldexp(static_cast<T>(k), s);
    const T y = std::ldexp(static_cast<T>(m_ * k), s) + std::ldexp(T(1), c);
    return symmetric({x, y});
  }

 private:
  Vec2<T> symmetric(Vec2<T> p) const {
    if (symmetry_ & 1) std::swap(p.x, p.y);
    if (symmetry_ & 2) p.x = -p.x;
    if (symmetry_ & 4) p.y = -p.y;
    return p;
  }

  int m_ = 1;
  int symmetry_ = 0;
};

}  // namespace cc::gen
