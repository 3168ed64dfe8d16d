#pragma once
// line_line: where do two infinite lines meet? Line A passes through A.a and
// A.b, line B through B.a and B.b.
//
// Variants (the seed transcription in seeds/line_line.h,
// the robust kernel in robust/line_line.h):
//   seed000  the parametric test of 000_0a232b19d70a79de.txt §Line-Line
//            intersection test revised without its u/v check (the article marks
//            those lines "only necessary if we are checking line segments");
//   robust   exact parallel / coincident decision, a point accurate relative to
//            its own size and the inputs'.
//
// Conventions shared by every variant's result:
//   - point: the lines cross in exactly one point p;
//   - parallel: distinct parallel lines, no point;
//   - coincident: the same line;
//   - invalid_input: a NaN or infinite coordinate, or a "line" given by two equal
//     points (it defines no line);
//   - a crossing whose exact coordinate lies beyond the largest finite value is
//     reported as an infinity of that coordinate's sign (the lines of nearly
//     parallel inputs can meet arbitrarily far away).

#include "vec2.h"

namespace cc {

enum class LineContact : unsigned char { parallel, point, coincident, invalid_input };

template <class T>
struct LineLineResult {
  LineContact kind = LineContact::parallel;
  Vec2<T> p{};  ///< the crossing, for `point`
};

}  // namespace cc
