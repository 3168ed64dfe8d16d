#pragma once
// An axis-aligned rectangle as 001 writes it: corner (x, y), width w, height h.
// It is closed and spans [x, x + w] x [y, y + h] on the exact values: the far
// edges x + w and y + h are exact sums, which a float need not hold. w == 0 or
// h == 0 is a degenerate rectangle (a segment or a point); w < 0 or h < 0 is
// not a rectangle.

namespace cc {

template <class T>
struct Rect {
  T x{};
  T y{};
  T w{};
  T h{};

  friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

}  // namespace cc
