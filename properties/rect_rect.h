#pragma once
// Registration entry of the rect_rect family (kernels/rect_rect.h checked
// against oracle/rect_rect.h).

#include <memory>

#include "registry.h"

namespace cc::check {

std::unique_ptr<Family> make_rect_rect_family();

}  // namespace cc::check
