// collide_check::register_bundled_variants (include/collide_check/main.h).

#include "bundled.h"

#include "../../include/collide_check/main.h"

namespace collide_check {

void register_bundled_variants() {
  static const bool done = [] {
#define COLLIDE_CHECK_EACH_FAMILY(name) bundled::register_##name();
#include <collide_check/families.inc>
#undef COLLIDE_CHECK_EACH_FAMILY
    return true;
  }();
  (void)done;
}

}  // namespace collide_check
