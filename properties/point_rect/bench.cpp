// point_rect: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/point_rect.h"
#include "../../kernels/robust/point_rect.h"
#include "../../kernels/seeds/point_rect.h"
#include "../../oracle/point_rect.h"

namespace cc::bench {

void register_point_rect_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<point_rect>({"edge_rounding", "on_edge"})
      .variant("seed001", CC_KERNEL(cc::seed001::point_rect))
      .variant("robust", CC_KERNEL(cc::robust::point_rect))
      .oracle([](const point_rect::Input<double>& in) { return o::point_rect_inside(in.P, in.R); });
}

}  // namespace cc::bench
