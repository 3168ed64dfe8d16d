// point_point: the benchmark rows, each bundled kernel variant called directly as
// registered (no type erasure in the timed loop) and the family's oracle
// decision, with the family's near-degenerate regimes (bench/harness.h).

#include "../../bench/harness.h"
#include "../../include/collide_check/point_point.h"
#include "../../kernels/robust/point_point.h"
#include "../../kernels/seeds/point_point.h"
#include "../../oracle/point_point.h"

namespace cc::bench {

void register_point_point_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<point_point>({"near_tolerance", "zero_tolerance"})
      .variant("seed001", CC_KERNEL(cc::seed001::point_point))
      .variant("robust", CC_KERNEL(cc::robust::point_point))
      .oracle([](const point_point::Input<double>& in) { return o::point_point_collide(in.P, in.Q, in.tolerance); });
}

}  // namespace cc::bench
