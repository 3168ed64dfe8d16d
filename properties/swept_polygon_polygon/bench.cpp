// swept_polygon_polygon: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/swept_polygon_polygon.h"
#include "../../kernels/robust/swept_polygon_polygon.h"
#include "../../kernels/seeds/swept_polygon_polygon.h"
#include "../../oracle/swept_polygon_polygon.h"

namespace cc::bench {

void register_swept_polygon_polygon_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<swept_polygon_polygon>({"grazing", "vertex_hits_vertex", "parallel_edges"})
      .variant("seed003", CC_KERNEL(cc::seed003::swept_polygon_polygon))
      .variant("robust", CC_KERNEL(cc::robust::swept_polygon_polygon))
      .oracle([](const swept_polygon_polygon::Input<double>& in) { return o::swept_polygon_polygon_kind(in); });
}

}  // namespace cc::bench
