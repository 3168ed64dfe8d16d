// collide_check::register_bundled_variants (include/collide_check/main.h).

#include "bundled.h"

#include "../../include/collide_check/main.h"

namespace collide_check {

void register_bundled_variants() {
  static const bool done = [] {
    bundled::register_point_point();
    bundled::register_point_segment();
    bundled::register_line_line();
    bundled::register_segment_segment();
    bundled::register_point_rect();
    bundled::register_rect_rect();
    bundled::register_circle_circle();
    bundled::register_circle_line();
    bundled::register_circle_segment();
    bundled::register_polygon_polygon();
    bundled::register_swept_circle_line();
    bundled::register_swept_circle_segment();
    bundled::register_swept_circle_circle();
    bundled::register_moving_point_segment();
    bundled::register_swept_polygon_polygon();
    return true;
  }();
  (void)done;
}

}  // namespace collide_check
