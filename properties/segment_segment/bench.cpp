// segment_segment: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/segment_segment.h"
#include "../../kernels/robust/segment_segment.h"
#include "../../kernels/seeds/segment_segment.h"
#include "../../oracle/segment_segment.h"

namespace cc::bench {

void register_segment_segment_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<segment_segment>({"collinear", "near_parallel", "endpoint_on_segment"})
      .variant("seed000", CC_KERNEL(cc::seed000::segment_segment))
      .variant("seed001_slope", CC_KERNEL(cc::seed001_slope::segment_segment))
      .variant("robust", CC_KERNEL(cc::robust::segment_segment))
      .oracle([](const segment_segment::Input<double>& in) { return o::segment_segment_kind(in.A, in.B); });
}

}  // namespace cc::bench
