// circle_capsule: the benchmark rows, each bundled kernel variant called
// directly as registered (no type erasure in the timed loop) and the family's
// oracle decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/circle_capsule.h"
#include "../../kernels/robust/circle_capsule.h"
#include "../../kernels/seeds/circle_capsule.h"
#include "../../oracle/disk_convex.h"

namespace cc::bench {

void register_circle_capsule_rows() {
  using namespace collide_check;

  FamilyRows<circle_capsule>({"touching_end", "touching_side", "near_touching"})
      .variant("seed002_line_then_ends", CC_KERNEL(cc::seed002::circle_capsule))
      .variant("robust", CC_KERNEL(cc::robust::circle_capsule))
      .oracle([](const circle_capsule::Input<double>& in) {
        oracle::ConvexCore k;
        k.v[0] = in.B.p1;
        k.v[1] = in.B.p2;
        k.n = in.B.p1 == in.B.p2 ? 1 : 2;
        return oracle::disk_convex_kind(in.A.c, in.A.r, k, in.B.r);
      });
}

}  // namespace cc::bench
