#pragma once
// circle_capsule: a disk A (centre c, radius r) against a capsule B (the
// points within B.r of the segment B.p1 B.p2): apart, touching or
// overlapping, with the unit normal from B toward A and the separation.
//
// A kernel takes (const Circle<T>& A, const Capsule<T>& B) and returns a
// ShapeContact<T>; kernels/circle_capsule.h and kernels/shape_contact.h state
// the conventions. Value components: "normal", "separation".

#include <string>
#include <tuple>
#include <vector>

#include "kernels/circle_capsule.h"
#include "shape_contact.h"

namespace collide_check {

using cc::Capsule;
using cc::Circle;
using cc::Vec2;

struct circle_capsule : detail::shape_contact_answer {
  static constexpr const char* name = "circle_capsule";
  static constexpr const char* question =
      "how do a disk and a capsule (a segment with a radius) stand: apart, touching or overlapping, along which "
      "normal, by how much?";

  template <class T>
  struct Input {
    Circle<T> A;
    Capsule<T> B;
  };

  static std::vector<std::string> field_names() {
    return {"A.c.x", "A.c.y", "A.r", "B.p1.x", "B.p1.y", "B.p2.x", "B.p2.y", "B.r"};
  }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.A.c.x, in.A.c.y, in.A.r, in.B.p1.x, in.B.p1.y, in.B.p2.x, in.B.p2.y, in.B.r);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }
};

}  // namespace collide_check
