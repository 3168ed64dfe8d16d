// point_polygon: the benchmark rows, each bundled kernel variant called
// directly as registered (no type erasure in the timed loop), a plain
// crossing-number loop (the baseline the robust kernels are measured
// against), and the family's oracle decision, with the family's
// near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/point_polygon.h"
#include "../../kernels/robust/point_polygon.h"
#include "../../kernels/seeds/point_polygon.h"
#include "../../oracle/point_polygon.h"

namespace cc::bench {
namespace {

/// The plain crossing-number loop: the half-open straddle test, then the
/// sign of the rounded cross product (no division), no check of anything.
template <class T>
PolygonSide plain_crossing(const SimplePolygon<T>& poly, Vec2<T> p) {
  bool inside = false;
  Vec2<T> a = poly.v[kPolygonSlots - 1];
  for (const Vec2<T>& b : poly.v) {
    if ((a.y > p.y) != (b.y > p.y)) {
      const T det = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
      if ((det > 0) == (b.y > a.y)) inside = !inside;
    }
    a = b;
  }
  return inside ? PolygonSide::inside : PolygonSide::outside;
}

}  // namespace

void register_point_polygon_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<point_polygon>({"on_edge", "near_boundary", "ray_through_vertex", "thin_spike", "full_precision_on_edge"})
      .variant("plain_crossing", CC_KERNEL(plain_crossing))
      .variant("pnpoly", CC_KERNEL(cc::textbook::point_polygon))
      .variant("robust_simple", CC_KERNEL(cc::robust::point_polygon_simple))
      .variant("robust", CC_KERNEL(cc::robust::point_polygon))
      .oracle([](const point_polygon::Input<double>& in) { return o::point_polygon_exact(in.polygon, in.P); });
}

}  // namespace cc::bench
