#pragma once
// The public result shared by circle_capsule and circle_convex: a ShapeContact
// (kernels/shape_contact.h: apart, touching, overlapping or invalid_input, the
// unit normal from B toward A and the separation). Value components: "normal"
// and "separation". A bool kernel registers through hit_only (a hit stands
// for overlapping, judged as hit or miss).

#include "kernels/shape_contact.h"
#include "register.h"

namespace collide_check {

using cc::ContactKind;
using cc::ShapeContact;

namespace detail {

/// The answer's half of a disk-against-shape tag.
struct shape_contact_answer {
  using Kind = ContactKind;
  template <class T>
  using Result = ShapeContact<T>;

  static std::vector<std::string> value_components() { return {"normal", "separation"}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return {hit ? Kind::overlapping : Kind::apart, {}, T(0)}; }
};

}  // namespace detail
}  // namespace collide_check
