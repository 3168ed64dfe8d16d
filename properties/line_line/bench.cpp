// line_line: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/line_line.h"
#include "../../kernels/robust/line_line.h"
#include "../../kernels/seeds/line_line.h"
#include "../../oracle/line_line.h"

namespace cc::bench {

void register_line_line_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<line_line>({"near_parallel", "coincident"})
      .variant("seed000", CC_KERNEL(cc::seed000::line_line))
      .variant("robust", CC_KERNEL(cc::robust::line_line))
      .oracle([](const line_line::Input<double>& in) { return o::line_line_kind(in.A, in.B); });
}

}  // namespace cc::bench
