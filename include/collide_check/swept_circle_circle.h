#pragma once
// swept_circle_circle: the first contact of two moving circles over one frame.
//
// A kernel takes (const MovingCircle<T>& A, const MovingCircle<T>& B): each
// center moves linearly from c0 (t = 0) to c1 (t = 1). It returns a
// SweepResult (kernels/sweep.h): miss, or hit with the first contact time t
// in [0, 1] (0 when they start touching or overlapping), the contact point and
// the unit normal from B toward A. kernels/swept_circle_circle.h states the
// conventions. Value components: "t", "point", "normal". A kernel returning
// only a time of impact registers through time_of_impact.

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/swept_circle_circle.h"
#include "register.h"

namespace collide_check {

using cc::MovingCircle;
using cc::SweepKind;
using cc::SweepResult;
using cc::Vec2;

struct swept_circle_circle {
  static constexpr const char* name = "swept_circle_circle";
  static constexpr const char* question = "when do two moving circles first touch during the frame?";
  using Kind = SweepKind;

  template <class T>
  struct Input {
    MovingCircle<T> A, B;
  };
  template <class T>
  using Result = SweepResult<T>;

  static std::vector<std::string> field_names() {
    return {"A0.x", "A0.y", "A1.x", "A1.y", "A.r", "B0.x", "B0.y", "B1.x", "B1.y", "B.r"};
  }
  template <class T>
  static auto tie(Input<T>& in) {
    return std::tie(in.A.c0.x, in.A.c0.y, in.A.c1.x, in.A.c1.y, in.A.r, in.B.c0.x, in.B.c0.y, in.B.c1.x, in.B.c1.y,
                    in.B.r);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& in) { return f(in.A, in.B); }

  static std::vector<std::string> value_components() { return {"t", "point", "normal"}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return {hit ? Kind::hit : Kind::miss, 0, {}, {}}; }
  template <class T>
  static Result<T> from_time(std::optional<T> t) { return t ? Result<T>{Kind::hit, *t, {}, {}} : Result<T>{}; }
};

}  // namespace collide_check
