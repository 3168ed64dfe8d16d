#pragma once
// Registration entry of the circle_segment family (kernels/circle_segment.h
// checked against oracle/circle_segment.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_circle_segment_family();

}  // namespace cc::check
