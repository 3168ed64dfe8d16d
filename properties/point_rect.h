#pragma once
// Registration entry of the point_rect family (kernels/point_rect.h checked
// against oracle/point_rect.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_point_rect_family();

}  // namespace cc::check
