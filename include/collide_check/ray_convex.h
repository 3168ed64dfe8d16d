#pragma once
// ray_convex: the first contact of a ray (a point moving over one frame) with
// a static convex polygon.
//
// A kernel takes (const RayConvex<T>& q): the point moves p0 -> p1, t in
// [0, 1]; the polygon q.b has eight vertex slots, counterclockwise, consecutive
// repeats merged (kernels/convex_polygon.h). It returns a SweepResult
// (kernels/sweep.h): miss, or hit with the first t at which the point is in the
// closed polygon (0 when it starts there), the point P(t) and the unit outward
// normal of the edge hit; kernels/ray_convex.h states the conventions (the
// normal (0, 0) of a start strictly inside, no unique normal at a vertex, a
// point or a segment polygon, invalid_input for a polygon that is not strictly
// convex counterclockwise). Value components: "t", "point", "normal". A kernel
// returning only a time of impact registers through time_of_impact.

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/ray_convex.h"
#include "register.h"

namespace collide_check {

using cc::ConvexPolygon;
using cc::RayConvex;
using cc::SweepKind;
using cc::SweepResult;
using cc::Vec2;

struct ray_convex {
  static constexpr const char* name = "ray_convex";
  static constexpr const char* question = "when does a ray (a point moving over the frame) first touch a convex polygon?";
  using Kind = SweepKind;

  template <class T>
  using Input = RayConvex<T>;
  template <class T>
  using Result = SweepResult<T>;

  static std::vector<std::string> field_names() {
    return {"p0.x",  "p0.y",  "p1.x",  "p1.y",  "B.0.x", "B.0.y", "B.1.x", "B.1.y", "B.2.x", "B.2.y",
            "B.3.x", "B.3.y", "B.4.x", "B.4.y", "B.5.x", "B.5.y", "B.6.x", "B.6.y", "B.7.x", "B.7.y"};
  }
  template <class T>
  static auto tie(Input<T>& q) {
    auto& v = q.b.v;
    return std::tie(q.p0.x, q.p0.y, q.p1.x, q.p1.y, v[0].x, v[0].y, v[1].x, v[1].y, v[2].x, v[2].y, v[3].x, v[3].y,
                    v[4].x, v[4].y, v[5].x, v[5].y, v[6].x, v[6].y, v[7].x, v[7].y);
  }
  template <class F, class T>
  static decltype(auto) call(const F& f, const Input<T>& q) { return f(q); }

  static std::vector<std::string> value_components() { return {"t", "point", "normal"}; }
  template <class T>
  static Result<T> from_hit(bool hit) { return {hit ? Kind::hit : Kind::miss, 0, {}, {}}; }
  template <class T>
  static Result<T> from_time(std::optional<T> t) { return t ? Result<T>{Kind::hit, *t, {}, {}} : Result<T>{}; }
};

}  // namespace collide_check
