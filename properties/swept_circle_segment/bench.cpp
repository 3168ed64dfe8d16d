// swept_circle_segment: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/swept_circle_segment.h"
#include "../../kernels/robust/swept_circle_segment.h"
#include "../../kernels/seeds/swept_circle_segment.h"
#include "../../oracle/swept_circle_segment.h"

namespace cc::bench {

void register_swept_circle_segment_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<swept_circle_segment>({"grazing", "start_touching", "endpoint_grazing"})
      .variant("seed002_capsule", CC_KERNEL(cc::seed002_capsule::swept_circle_segment))
      .variant("robust", CC_KERNEL(cc::robust::swept_circle_segment))
      .oracle([](const swept_circle_segment::Input<double>& in) {
        return o::swept_circle_segment_kind({in.c0, in.c1, in.r, in.p1, in.p2});
      });
}

}  // namespace cc::bench
