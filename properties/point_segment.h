#pragma once
// Registration entry of the point_segment family (kernels/point_segment.h
// checked against oracle/point_segment.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_point_segment_family();

}  // namespace cc::check
