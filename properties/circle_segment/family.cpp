// circle_segment: the family spec (circle_crossings.h, shared with
// circle_line) with the segment's oracle. The variants are registered in
// variants.cpp, beside it.

#include "../../include/collide_check/circle_segment.h"
#include "../../oracle/circle_segment.h"
#include "../circle_crossings.h"

namespace cc::check {
namespace {

struct SegmentPolicy {
  static constexpr bool segment = true;
  static oracle::CircleLineExact exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_segment_exact(c, r, p1, p2);
  }
  static CircleCrossing kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_segment_kind(c, r, p1, p2);
  }
  static oracle::FilterStats& stats() { return oracle::circle_segment_stats(); }
};

using CircleSegmentSpec = crossings::CircleCrossingsSpec<collide_check::circle_segment, SegmentPolicy>;
// A segment's count is not a function of its contact class: no band support
// (circle_crossings.h).
static_assert(FamilySpec<CircleSegmentSpec> && !BandSpec<CircleSegmentSpec>);

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::circle_segment, cc::check::CircleSegmentSpec)
