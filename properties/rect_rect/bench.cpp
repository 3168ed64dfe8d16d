// rect_rect: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/rect_rect.h"
#include "../../kernels/robust/rect_rect.h"
#include "../../kernels/seeds/rect_rect.h"
#include "../../oracle/rect_rect.h"

namespace cc::bench {

void register_rect_rect_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<rect_rect>({"edge_rounding", "touching"})
      .variant("seed001", CC_KERNEL(cc::seed001::rect_rect))
      .variant("robust", CC_KERNEL(cc::robust::rect_rect))
      .oracle([](const rect_rect::Input<double>& in) { return o::rect_rect_meet(in.A, in.B); });
}

}  // namespace cc::bench
