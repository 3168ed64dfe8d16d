// Every family, in the order of properties/families.txt. A family's
// translation unit defines its spec and family_of (COLLIDE_CHECK_FAMILY); its
// bundled variants register through the public API (variants/).

#include <collide_check/family_headers.inc>

#include "registry.h"

namespace cc::check {

#define COLLIDE_CHECK_EACH_FAMILY(name) const Family& family_of(const collide_check::name&);
#include <collide_check/families.inc>
#undef COLLIDE_CHECK_EACH_FAMILY

const std::vector<const Family*>& families() {
  static const std::vector<const Family*> all = {
#define COLLIDE_CHECK_EACH_FAMILY(name) &family_of(collide_check::name{}),
#include <collide_check/families.inc>
#undef COLLIDE_CHECK_EACH_FAMILY
  };
  return all;
}

}  // namespace cc::check
