#pragma once
// Registration entry of the polygon_polygon family (kernels/polygon_polygon.h
// checked against oracle/polygon_polygon.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_polygon_polygon_family();

}  // namespace cc::check
