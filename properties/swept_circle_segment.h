#pragma once
// Registration entry of the swept_circle_segment family (kernels/swept_circle_segment.h
// checked against oracle/swept_circle_segment.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_swept_circle_segment_family();

}  // namespace cc::check
