#pragma once
// Registration entry of the circle_line family (kernels/circle_line.h checked
// against oracle/circle_line.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_circle_line_family();

}  // namespace cc::check
