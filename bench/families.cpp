// The rows of every family, in the order of properties/families.txt: each
// family's rows are registered by register_<family>_rows() in its folder,
// properties/<family>/bench.cpp.

#include "families.h"

namespace cc::bench {

#define COLLIDE_CHECK_EACH_FAMILY(name) void register_##name##_rows();
#include <collide_check/families.inc>
#undef COLLIDE_CHECK_EACH_FAMILY

void register_family_rows() {
#define COLLIDE_CHECK_EACH_FAMILY(name) register_##name##_rows();
#include <collide_check/families.inc>
#undef COLLIDE_CHECK_EACH_FAMILY
}

}  // namespace cc::bench
