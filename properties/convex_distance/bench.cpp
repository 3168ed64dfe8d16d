// convex_distance: the benchmark rows, each bundled kernel variant called
// directly as registered (no type erasure in the timed loop) and the family's
// oracle decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/convex_distance.h"
#include "../../kernels/robust/convex_distance.h"
#include "../../kernels/seeds/convex_distance.h"
#include "../../oracle/convex_distance.h"

namespace cc::bench {

void register_convex_distance_rows() {
  using namespace collide_check;

  FamilyRows<convex_distance>({"touching_edge", "parallel_edges", "near_touching", "full_precision_touching"})
      .variant("textbook_closest_features", CC_KERNEL(cc::textbook::convex_distance))
      .variant("robust", CC_KERNEL(cc::robust::convex_distance))
      .oracle([](const convex_distance::Input<double>& in) {
        oracle::ConvexCore a, b;
        a.n = merged_vertices(in.A, a.v);
        b.n = merged_vertices(in.B, b.v);
        return oracle::convex_distance_kind(a, b);
      });
}

}  // namespace cc::bench
