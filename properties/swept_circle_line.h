#pragma once
// Registration entry of the swept_circle_line family (kernels/swept_circle_line.h
// checked against oracle/swept_circle_line.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_swept_circle_line_family();

}  // namespace cc::check
