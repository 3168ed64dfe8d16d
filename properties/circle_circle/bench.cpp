// circle_circle: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/circle_circle.h"
#include "../../kernels/robust/circle_circle.h"
#include "../../kernels/seeds/circle_circle.h"
#include "../../oracle/circle_circle.h"

namespace cc::bench {

void register_circle_circle_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<circle_circle>({"tangent_external", "tangent_internal", "near_tangent"})
      .variant("seed001", CC_KERNEL(cc::seed001::circle_circle))
      .variant("seed004", CC_KERNEL(cc::seed004::circle_circle))
      .variant("robust", CC_KERNEL(cc::robust::circle_circle))
      .oracle([](const circle_circle::Input<double>& in) { return o::circle_circle_kind(in.A, in.B); });
}

}  // namespace cc::bench
