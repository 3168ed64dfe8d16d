// The registry: every bundled family, one line each.

#include <cmath>

#include "registry.h"
#include "circle_circle.h"
#include "circle_line.h"
#include "circle_segment.h"
#include "line_line.h"
#include "moving_point_segment.h"
#include "point_point.h"
#include "point_rect.h"
#include "point_segment.h"
#include "polygon_polygon.h"
#include "rect_rect.h"
#include "segment_segment.h"
#include "swept_circle_circle.h"
#include "swept_circle_line.h"
#include "swept_circle_segment.h"
#include "swept_polygon_polygon.h"

namespace cc::check {

const std::vector<std::unique_ptr<Family>>& families() {
  static const std::vector<std::unique_ptr<Family>> all = [] {
    std::vector<std::unique_ptr<Family>> v;
    v.push_back(make_point_point_family());
    v.push_back(make_point_segment_family());
    v.push_back(make_line_line_family());
    v.push_back(make_segment_segment_family());
    v.push_back(make_point_rect_family());
    v.push_back(make_rect_rect_family());
    v.push_back(make_circle_circle_family());
    v.push_back(make_circle_line_family());
    v.push_back(make_circle_segment_family());
    v.push_back(make_polygon_polygon_family());
    v.push_back(make_swept_circle_line_family());
    v.push_back(make_swept_circle_segment_family());
    v.push_back(make_swept_circle_circle_family());
    v.push_back(make_moving_point_segment_family());
    v.push_back(make_swept_polygon_polygon_family());
    return v;
  }();
  return all;
}

const Family* find_family(const std::string& name) {
  for (const auto& f : families())
    if (f->name() == name) return f.get();
  return nullptr;
}

bool can_replay(const CaseData& input, Scalar variant_scalar) {
  if (variant_scalar == Scalar::f64) return true;
  for (double v : input.values) {
    if (std::isnan(v)) continue;
    if (static_cast<double>(static_cast<float>(v)) != v) return false;
  }
  return true;
}

}  // namespace cc::check
