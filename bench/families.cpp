// The rows of every family: each bundled kernel variant, called directly as
// registered (no type erasure in the timed loop), and the family's oracle
// decision. The near-degenerate set of each family lists its boundary regimes.

#include "families.h"

#include "harness.h"
#include "include/collide_check/circle_circle.h"
#include "include/collide_check/circle_line.h"
#include "include/collide_check/circle_segment.h"
#include "include/collide_check/line_line.h"
#include "include/collide_check/moving_point_segment.h"
#include "include/collide_check/point_point.h"
#include "include/collide_check/point_rect.h"
#include "include/collide_check/point_segment.h"
#include "include/collide_check/polygon_polygon.h"
#include "include/collide_check/rect_rect.h"
#include "include/collide_check/segment_segment.h"
#include "include/collide_check/swept_circle_circle.h"
#include "include/collide_check/swept_circle_line.h"
#include "include/collide_check/swept_circle_segment.h"
#include "include/collide_check/swept_polygon_polygon.h"
#include "kernels/robust/circle_circle.h"
#include "kernels/robust/circle_line.h"
#include "kernels/robust/circle_segment.h"
#include "kernels/robust/line_line.h"
#include "kernels/robust/moving_point_segment.h"
#include "kernels/robust/point_point.h"
#include "kernels/robust/point_rect.h"
#include "kernels/robust/point_segment.h"
#include "kernels/robust/polygon_polygon.h"
#include "kernels/robust/rect_rect.h"
#include "kernels/robust/segment_segment.h"
#include "kernels/robust/swept_circle_circle.h"
#include "kernels/robust/swept_circle_line.h"
#include "kernels/robust/swept_circle_segment.h"
#include "kernels/robust/swept_polygon_polygon.h"
#include "kernels/seeds/circle_circle.h"
#include "kernels/seeds/circle_line.h"
#include "kernels/seeds/circle_segment.h"
#include "kernels/seeds/line_line.h"
#include "kernels/seeds/moving_point_segment.h"
#include "kernels/seeds/point_point.h"
#include "kernels/seeds/point_rect.h"
#include "kernels/seeds/point_segment.h"
#include "kernels/seeds/polygon_polygon.h"
#include "kernels/seeds/rect_rect.h"
#include "kernels/seeds/segment_segment.h"
#include "kernels/seeds/swept_circle_circle.h"
#include "kernels/seeds/swept_circle_line.h"
#include "kernels/seeds/swept_circle_segment.h"
#include "kernels/seeds/swept_polygon_polygon.h"
#include "oracle/circle_circle.h"
#include "oracle/circle_line.h"
#include "oracle/circle_segment.h"
#include "oracle/line_line.h"
#include "oracle/moving_point_segment.h"
#include "oracle/point_point.h"
#include "oracle/point_rect.h"
#include "oracle/point_segment.h"
#include "oracle/polygon_polygon.h"
#include "oracle/rect_rect.h"
#include "oracle/segment_segment.h"
#include "oracle/swept_circle_circle.h"
#include "oracle/swept_circle_line.h"
#include "oracle/swept_circle_segment.h"
#include "oracle/swept_polygon_polygon.h"

// A kernel of the family's arguments, at whichever scalar they are.
#define CC_KERNEL(f) [](const auto&... args) { return f(args...); }

namespace cc::bench {

void register_family_rows() {
  namespace o = cc::oracle;
  using namespace collide_check;

  FamilyRows<point_point>({"near_tolerance", "zero_tolerance"})
      .variant("seed001", CC_KERNEL(cc::seed001::point_point))
      .variant("robust", CC_KERNEL(cc::robust::point_point))
      .oracle([](const point_point::Input<double>& in) { return o::point_point_collide(in.P, in.Q, in.tolerance); });

  FamilyRows<point_segment>({"on_line", "near_line", "endpoints"})
      .variant("seed001_slope", CC_KERNEL(cc::seed001_slope::point_segment))
      .variant("robust", CC_KERNEL(cc::robust::point_segment))
      .oracle([](const point_segment::Input<double>& in) { return o::point_segment_exact(in.P, in.S); });

  FamilyRows<line_line>({"near_parallel", "coincident"})
      .variant("seed000", CC_KERNEL(cc::seed000::line_line))
      .variant("robust", CC_KERNEL(cc::robust::line_line))
      .oracle([](const line_line::Input<double>& in) { return o::line_line_kind(in.A, in.B); });

  FamilyRows<segment_segment>({"collinear", "near_parallel", "endpoint_on_segment"})
      .variant("seed000", CC_KERNEL(cc::seed000::segment_segment))
      .variant("seed001_slope", CC_KERNEL(cc::seed001_slope::segment_segment))
      .variant("robust", CC_KERNEL(cc::robust::segment_segment))
      .oracle([](const segment_segment::Input<double>& in) { return o::segment_segment_kind(in.A, in.B); });

  FamilyRows<point_rect>({"edge_rounding", "on_edge"})
      .variant("seed001", CC_KERNEL(cc::seed001::point_rect))
      .variant("robust", CC_KERNEL(cc::robust::point_rect))
      .oracle([](const point_rect::Input<double>& in) { return o::point_rect_inside(in.P, in.R); });

  FamilyRows<rect_rect>({"edge_rounding", "touching"})
      .variant("seed001", CC_KERNEL(cc::seed001::rect_rect))
      .variant("robust", CC_KERNEL(cc::robust::rect_rect))
      .oracle([](const rect_rect::Input<double>& in) { return o::rect_rect_meet(in.A, in.B); });

  FamilyRows<circle_circle>({"tangent_external", "tangent_internal", "near_tangent"})
      .variant("seed001", CC_KERNEL(cc::seed001::circle_circle))
      .variant("seed004", CC_KERNEL(cc::seed004::circle_circle))
      .variant("robust", CC_KERNEL(cc::robust::circle_circle))
      .oracle([](const circle_circle::Input<double>& in) { return o::circle_circle_kind(in.A, in.B); });

  FamilyRows<circle_line>({"tangent", "near_tangent", "through_center"})
      .variant("seed000", CC_KERNEL(cc::seed000::circle_line))
      .variant("seed002", CC_KERNEL(cc::seed002::circle_line))
      .variant("robust", CC_KERNEL(cc::robust::circle_line))
      .oracle([](const circle_line::Input<double>& in) { return o::circle_line_kind(in.c, in.r, in.p1, in.p2); });

  FamilyRows<circle_segment>({"tangent", "near_tangent", "endpoint_on_circle"})
      .variant("seed000", CC_KERNEL(cc::seed000::circle_segment))
      .variant("seed002", CC_KERNEL(cc::seed002::circle_segment))
      .variant("robust", CC_KERNEL(cc::robust::circle_segment))
      .oracle([](const circle_segment::Input<double>& in) { return o::circle_segment_kind(in.c, in.r, in.p1, in.p2); });

  FamilyRows<polygon_polygon>({"touching", "near_touching"})
      .variant("seed000_edges", CC_KERNEL(cc::seed000_edges::polygon_polygon))
      .variant("seed002_sat", CC_KERNEL(cc::seed002_sat::polygon_polygon))
      .variant("robust", CC_KERNEL(cc::robust::polygon_polygon))
      .oracle([](const polygon_polygon::Input<double>& in) { return o::polygon_polygon_exact(in.A, in.B); });

  FamilyRows<swept_circle_line>({"grazing", "start_touching"})
      .variant("seed002", CC_KERNEL(cc::seed002::swept_circle_line))
      .variant("robust", CC_KERNEL(cc::robust::swept_circle_line))
      .oracle([](const swept_circle_line::Input<double>& in) {
        return o::swept_circle_line_kind({in.c0, in.c1, in.r, in.p1, in.p2});
      });

  FamilyRows<swept_circle_segment>({"grazing", "start_touching", "endpoint_grazing"})
      .variant("seed002_capsule", CC_KERNEL(cc::seed002_capsule::swept_circle_segment))
      .variant("robust", CC_KERNEL(cc::robust::swept_circle_segment))
      .oracle([](const swept_circle_segment::Input<double>& in) {
        return o::swept_circle_segment_kind({in.c0, in.c1, in.r, in.p1, in.p2});
      });

  FamilyRows<swept_circle_circle>({"grazing", "ending_touching", "start_touching"})
      .variant("seed004", CC_KERNEL(cc::seed004::swept_circle_circle))
      .variant("seed_quadratic", CC_KERNEL(cc::seed_quadratic::swept_circle_circle))
      .variant("robust", CC_KERNEL(cc::robust::swept_circle_circle))
      .oracle([](const swept_circle_circle::Input<double>& in) { return o::swept_circle_circle_decision(in.A, in.B); });

  FamilyRows<moving_point_segment>({"grazing_endpoint", "start_on_segment", "double_root"})
      .variant("seed003", CC_KERNEL(cc::seed003::moving_point_segment))
      .variant("robust", CC_KERNEL(cc::robust::moving_point_segment))
      .oracle([](const moving_point_segment::Input<double>& in) { return o::moving_point_segment_kind(in); });

  FamilyRows<swept_polygon_polygon>({"grazing", "vertex_hits_vertex", "parallel_edges"})
      .variant("seed003", CC_KERNEL(cc::seed003::swept_polygon_polygon))
      .variant("robust", CC_KERNEL(cc::robust::swept_polygon_polygon))
      .oracle([](const swept_polygon_polygon::Input<double>& in) { return o::swept_polygon_polygon_kind(in); });
}

}  // namespace cc::bench
