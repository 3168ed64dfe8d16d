// convex_convex: the benchmark rows, each bundled kernel variant called
// directly as registered (no type erasure in the timed loop) and the family's
// oracle decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/convex_convex.h"
#include "../../kernels/robust/convex_convex.h"
#include "../../kernels/seeds/convex_convex.h"
#include "../../oracle/convex_convex.h"

namespace cc::bench {

void register_convex_convex_rows() {
  using namespace collide_check;

  FamilyRows<convex_convex>({"touching_edge", "touching_vertex", "near_touching"})
      .variant("textbook_sat", CC_KERNEL(cc::textbook::convex_convex))
      .variant("robust", CC_KERNEL(cc::robust::convex_convex))
      .oracle([](const convex_convex::Input<double>& in) {
        oracle::ConvexCore a, b;
        a.n = merged_vertices(in.A.core, a.v);
        b.n = merged_vertices(in.B.core, b.v);
        return oracle::convex_convex_kind(a, in.A.r, b, in.B.r);
      });
}

}  // namespace cc::bench
