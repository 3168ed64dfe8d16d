// circle_line: the family spec (circle_crossings.h, shared with circle_segment)
// with the line's oracle. The variants are registered in
// variants.cpp, beside it.

#include "../../include/collide_check/circle_line.h"
#include "../../oracle/circle_line.h"
#include "../circle_crossings.h"

namespace cc::check {
namespace {

struct LinePolicy {
  static constexpr bool segment = false;
  static oracle::CircleLineExact exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_line_exact(c, r, p1, p2);
  }
  static CircleCrossing kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_line_kind(c, r, p1, p2);
  }
  static oracle::FilterStats& stats() { return oracle::circle_line_stats(); }
};

using CircleLineSpec = crossings::CircleCrossingsSpec<collide_check::circle_line, LinePolicy>;
static_assert(BandSpec<CircleLineSpec>);

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::circle_line, cc::check::CircleLineSpec)
