#pragma once
// line_line: the seed transcription (seed000): the seed articles' code as
// written, flaws included, specimens under test rather than kernels to copy.
// The conventions and result types are in ../line_line.h, the robust kernel in
// ../robust/line_line.h.

#include "../line_line.h"

namespace cc {

namespace seed000 {

/// 000 §Line-Line intersection test revised, for infinite lines: denom == 0
/// returns null (reported as parallel, the "no point" answer), otherwise the
/// point LineA1 + ua (LineA2 - LineA1). Nothing distinguishes coincident from
/// parallel lines or checks for equal points or NaN.
template <class T>
LineLineResult<T> line_line(const Segment<T>& LineA, const Segment<T>& LineB) {
  const T denom = ((LineB.b.y - LineB.a.y) * (LineA.b.x - LineA.a.x)) -
                  ((LineB.b.x - LineB.a.x) * (LineA.b.y - LineA.a.y));
  if (denom == 0) return {};
  const T ua = (((LineB.b.x - LineB.a.x) * (LineA.a.y - LineB.a.y)) -
                ((LineB.b.y - LineB.a.y) * (LineA.a.x - LineB.a.x))) / denom;
  return {LineContact::point, LineA.a + ua * (LineA.b - LineA.a)};
}

}  // namespace seed000

}  // namespace cc
