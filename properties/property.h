#pragma once
// One property of a family at one scalar type, as the family lists it: a
// recipe of the generic catalog (properties/description.h, PropertyRecipe).
// Generic properties (properties/generic/) build these from the family's spec.

#include "description.h"
#include "format.h"
#include "spec.h"

namespace cc::check {

template <class S, class T>
using PropertyDef = PropertyRecipe;

}  // namespace cc::check
