#pragma once
// Registration entry of the moving_point_segment family
// (kernels/moving_point_segment.h checked against oracle/moving_point_segment.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_moving_point_segment_family();

}  // namespace cc::check
