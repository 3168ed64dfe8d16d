#pragma once
// Registration entry of the swept_polygon_polygon family
// (kernels/swept_polygon_polygon.h checked against oracle/swept_polygon_polygon.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_swept_polygon_polygon_family();

}  // namespace cc::check
