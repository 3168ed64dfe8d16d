// circle_line: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/circle_line.h"
#include "../../kernels/robust/circle_line.h"
#include "../../kernels/seeds/circle_line.h"
#include "../../oracle/circle_line.h"

namespace cc::bench {

void register_circle_line_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<circle_line>({"tangent", "near_tangent", "through_center"})
      .variant("seed000", CC_KERNEL(cc::seed000::circle_line))
      .variant("seed002", CC_KERNEL(cc::seed002::circle_line))
      .variant("robust", CC_KERNEL(cc::robust::circle_line))
      .oracle([](const circle_line::Input<double>& in) { return o::circle_line_kind(in.c, in.r, in.p1, in.p2); });
}

}  // namespace cc::bench
