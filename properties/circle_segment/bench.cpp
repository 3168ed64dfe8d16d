// circle_segment: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/circle_segment.h"
#include "../../kernels/robust/circle_segment.h"
#include "../../kernels/seeds/circle_segment.h"
#include "../../oracle/circle_segment.h"

namespace cc::bench {

void register_circle_segment_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<circle_segment>({"tangent", "near_tangent", "endpoint_on_circle"})
      .variant("seed000", CC_KERNEL(cc::seed000::circle_segment))
      .variant("seed002", CC_KERNEL(cc::seed002::circle_segment))
      .variant("robust", CC_KERNEL(cc::robust::circle_segment))
      .oracle([](const circle_segment::Input<double>& in) { return o::circle_segment_kind(in.c, in.r, in.p1, in.p2); });
}

}  // namespace cc::bench
