#pragma once
// Registration entry of the point_point family (kernels/point_point.h checked
// against oracle/point_point.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_point_point_family();

}  // namespace cc::check
