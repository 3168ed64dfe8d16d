// circle_convex: the benchmark rows, each bundled kernel variant called
// directly as registered (no type erasure in the timed loop) and the family's
// oracle decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/circle_convex.h"
#include "../../kernels/robust/circle_convex.h"
#include "../../kernels/seeds/circle_convex.h"
#include "../../oracle/disk_convex.h"

namespace cc::bench {

void register_circle_convex_rows() {
  using namespace collide_check;

  FamilyRows<circle_convex>({"touching_vertex", "touching_edge", "near_touching"})
      .variant("textbook_sat", CC_KERNEL(cc::textbook::circle_convex))
      .variant("robust", CC_KERNEL(cc::robust::circle_convex))
      .oracle([](const circle_convex::Input<double>& in) {
        oracle::ConvexCore k;
        k.n = merged_vertices(in.B.core, k.v);
        return oracle::disk_convex_kind(in.A.c, in.A.r, k, in.B.r);
      });
}

}  // namespace cc::bench
