#pragma once
// The answer structure shared by the families whose kinds are ContactKind
// (apart, touching, overlapping, invalid_input; kernels/shape_contact.h) and
// whose apart results carry values too (a distance, its direction, closest
// points): a base their specs derive from beside the public tag.

#include <string>
#include <vector>

#include "../kernels/shape_contact.h"
#include "spec.h"

namespace cc::check {

struct ContactKinds {
  static std::vector<std::string> kind_names() { return {"apart", "touching", "overlapping", "invalid_input"}; }
  static bool is_hit(ContactKind k) { return k == ContactKind::touching || k == ContactKind::overlapping; }
  /// Apart shapes carry values too.
  static bool has_values(ContactKind k) { return k != ContactKind::invalid_input; }
  static constexpr ContactKind miss_kind = ContactKind::apart;
  static ContactKind kind_for_contact(Contact c) {
    return c == Contact::apart      ? ContactKind::apart
           : c == Contact::touching ? ContactKind::touching
                                    : ContactKind::overlapping;
  }
  /// The contact class of a kind that is not invalid_input.
  static Contact contact_of(ContactKind k) {
    return k == ContactKind::apart      ? Contact::apart
           : k == ContactKind::touching ? Contact::touching
                                        : Contact::overlapping;
  }
};

}  // namespace cc::check
