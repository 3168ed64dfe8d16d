// Every family, in a fixed order. A family's translation unit defines its
// spec and family_of (COLLIDE_CHECK_FAMILY); its bundled variants register
// through the public API (variants/).

#include "../include/collide_check/circle_circle.h"
#include "../include/collide_check/circle_line.h"
#include "../include/collide_check/circle_segment.h"
#include "../include/collide_check/line_line.h"
#include "../include/collide_check/moving_point_segment.h"
#include "../include/collide_check/point_point.h"
#include "../include/collide_check/point_rect.h"
#include "../include/collide_check/point_segment.h"
#include "../include/collide_check/polygon_polygon.h"
#include "../include/collide_check/rect_rect.h"
#include "../include/collide_check/segment_segment.h"
#include "../include/collide_check/swept_circle_circle.h"
#include "../include/collide_check/swept_circle_line.h"
#include "../include/collide_check/swept_circle_segment.h"
#include "../include/collide_check/swept_polygon_polygon.h"
#include "registry.h"

namespace cc::check {

const Family& family_of(const collide_check::point_point&);
const Family& family_of(const collide_check::point_segment&);
const Family& family_of(const collide_check::line_line&);
const Family& family_of(const collide_check::segment_segment&);
const Family& family_of(const collide_check::point_rect&);
const Family& family_of(const collide_check::rect_rect&);
const Family& family_of(const collide_check::circle_circle&);
const Family& family_of(const collide_check::circle_line&);
const Family& family_of(const collide_check::circle_segment&);
const Family& family_of(const collide_check::polygon_polygon&);
const Family& family_of(const collide_check::swept_circle_line&);
const Family& family_of(const collide_check::swept_circle_segment&);
const Family& family_of(const collide_check::swept_circle_circle&);
const Family& family_of(const collide_check::moving_point_segment&);
const Family& family_of(const collide_check::swept_polygon_polygon&);

const std::vector<const Family*>& families() {
  static const std::vector<const Family*> all = {
      &family_of(collide_check::point_point{}),
      &family_of(collide_check::point_segment{}),
      &family_of(collide_check::line_line{}),
      &family_of(collide_check::segment_segment{}),
      &family_of(collide_check::point_rect{}),
      &family_of(collide_check::rect_rect{}),
      &family_of(collide_check::circle_circle{}),
      &family_of(collide_check::circle_line{}),
      &family_of(collide_check::circle_segment{}),
      &family_of(collide_check::polygon_polygon{}),
      &family_of(collide_check::swept_circle_line{}),
      &family_of(collide_check::swept_circle_segment{}),
      &family_of(collide_check::swept_circle_circle{}),
      &family_of(collide_check::moving_point_segment{}),
      &family_of(collide_check::swept_polygon_polygon{}),
  };
  return all;
}

}  // namespace cc::check
