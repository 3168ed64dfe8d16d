// point_segment: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/point_segment.h"
#include "../../kernels/robust/point_segment.h"
#include "../../kernels/seeds/point_segment.h"
#include "../../oracle/point_segment.h"

namespace cc::bench {

void register_point_segment_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<point_segment>({"on_line", "near_line", "endpoints"})
      .variant("seed001_slope", CC_KERNEL(cc::seed001_slope::point_segment))
      .variant("robust", CC_KERNEL(cc::robust::point_segment))
      .oracle([](const point_segment::Input<double>& in) { return o::point_segment_exact(in.P, in.S); });
}

}  // namespace cc::bench
