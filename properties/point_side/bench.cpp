// point_side: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h). The
// textbook row is the plain double orientation the robust kernel is measured
// against.

#include "../../bench/harness.h"
#include "../../include/collide_check/point_side.h"
#include "../../kernels/robust/point_side.h"
#include "../../kernels/seeds/point_side.h"
#include "../../oracle/point_side.h"

namespace cc::bench {

void register_point_side_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<point_side>({"on_line", "near_line", "classroom_grid", "full_precision_on_line"})
      .variant("textbook", CC_KERNEL(cc::textbook::point_side))
      .variant("robust", CC_KERNEL(cc::robust::point_side))
      .oracle([](const point_side::Input<double>& in) { return o::point_side_exact(in.A, in.B, in.P); });
}

}  // namespace cc::bench
