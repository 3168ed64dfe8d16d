#pragma once
// Registration entry of the circle_circle family (kernels/circle_circle.h checked
// against oracle/circle_circle.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_circle_circle_family();

}  // namespace cc::check
