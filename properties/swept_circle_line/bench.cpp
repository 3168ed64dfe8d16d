// swept_circle_line: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/swept_circle_line.h"
#include "../../kernels/robust/swept_circle_line.h"
#include "../../kernels/seeds/swept_circle_line.h"
#include "../../oracle/swept_circle_line.h"

namespace cc::bench {

void register_swept_circle_line_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<swept_circle_line>({"grazing", "start_touching"})
      .variant("seed002", CC_KERNEL(cc::seed002::swept_circle_line))
      .variant("robust", CC_KERNEL(cc::robust::swept_circle_line))
      .oracle([](const swept_circle_line::Input<double>& in) {
        return o::swept_circle_line_kind({in.c0, in.c1, in.r, in.p1, in.p2});
      });
}

}  // namespace cc::bench
