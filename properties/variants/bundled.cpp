// collide_check::register_bundled_variants (include/collide_check/main.h).

#include "bundled.h"

#include "../../include/collide_check/main.h"

namespace collide_check {

void register_bundled_variants() {
  static const bool done = [] {
    bundled::register_segment_segment();
    bundled::register_circle_circle();
    bundled::register_swept_circle_circle();
    bundled::register_moving_point_segment();
    bundled::register_swept_polygon_polygon();
    return true;
  }();
  (void)done;
}

}  // namespace collide_check
