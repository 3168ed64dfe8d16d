// polygon_polygon: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/polygon_polygon.h"
#include "../../kernels/robust/polygon_polygon.h"
#include "../../kernels/seeds/polygon_polygon.h"
#include "../../oracle/polygon_polygon.h"

namespace cc::bench {

void register_polygon_polygon_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<polygon_polygon>({"touching", "near_touching"})
      .variant("seed000_edges", CC_KERNEL(cc::seed000_edges::polygon_polygon))
      .variant("seed002_sat", CC_KERNEL(cc::seed002_sat::polygon_polygon))
      .variant("robust", CC_KERNEL(cc::robust::polygon_polygon))
      .oracle([](const polygon_polygon::Input<double>& in) { return o::polygon_polygon_exact(in.A, in.B); });
}

}  // namespace cc::bench
