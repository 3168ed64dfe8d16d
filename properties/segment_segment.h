#pragma once
// Registration entry of the segment_segment family (kernels/segment_segment.h
// checked against oracle/segment_segment.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_segment_segment_family();

}  // namespace cc::check
