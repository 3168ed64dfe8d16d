// moving_point_segment: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/moving_point_segment.h"
#include "../../kernels/robust/moving_point_segment.h"
#include "../../kernels/seeds/moving_point_segment.h"
#include "../../oracle/moving_point_segment.h"

namespace cc::bench {

void register_moving_point_segment_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<moving_point_segment>({"grazing_endpoint", "start_on_segment", "double_root"})
      .variant("seed003", CC_KERNEL(cc::seed003::moving_point_segment))
      .variant("robust", CC_KERNEL(cc::robust::moving_point_segment))
      .oracle([](const moving_point_segment::Input<double>& in) { return o::moving_point_segment_kind(in); });
}

}  // namespace cc::bench
