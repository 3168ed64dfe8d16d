#pragma once
// Registration entry of the line_line family (kernels/line_line.h
// checked against oracle/line_line.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_line_line_family();

}  // namespace cc::check
