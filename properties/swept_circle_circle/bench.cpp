// swept_circle_circle: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/swept_circle_circle.h"
#include "../../kernels/robust/swept_circle_circle.h"
#include "../../kernels/seeds/swept_circle_circle.h"
#include "../../oracle/swept_circle_circle.h"

namespace cc::bench {

void register_swept_circle_circle_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<swept_circle_circle>({"grazing", "ending_touching", "start_touching"})
      .variant("seed004", CC_KERNEL(cc::seed004::swept_circle_circle))
      .variant("seed_quadratic", CC_KERNEL(cc::seed_quadratic::swept_circle_circle))
      .variant("robust", CC_KERNEL(cc::robust::swept_circle_circle))
      .oracle([](const swept_circle_circle::Input<double>& in) { return o::swept_circle_circle_decision(in.A, in.B); });
}

}  // namespace cc::bench
