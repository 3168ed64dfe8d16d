#pragma once
// Registration entry of the swept_circle_circle family
// (kernels/swept_circle_circle.h checked against oracle/swept_circle_circle.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_swept_circle_circle_family();

}  // namespace cc::check
