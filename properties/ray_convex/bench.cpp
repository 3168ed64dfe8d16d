// ray_convex: the benchmark rows, each bundled kernel variant called directly
// as registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/ray_convex.h"
#include "../../kernels/robust/ray_convex.h"
#include "../../kernels/seeds/ray_convex.h"
#include "../../oracle/ray_convex.h"

namespace cc::bench {

void register_ray_convex_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<ray_convex>({"through_vertex", "graze_edge", "near_boundary"})
      .variant("textbook", CC_KERNEL(cc::textbook::ray_convex))
      .variant("seed003", CC_KERNEL(cc::seed003::ray_convex))
      .variant("robust", CC_KERNEL(cc::robust::ray_convex))
      .oracle([](const ray_convex::Input<double>& in) { return o::ray_convex_kind(in); });
}

}  // namespace cc::bench
