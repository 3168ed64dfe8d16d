#pragma once
// swept_polygon_polygon: the first contact of two translating triangles over
// one frame.
//
// A kernel takes (const SweptPolygonPolygon<T>& q): triangle A (a[0..2])
// moves by va, triangle B (b[0..2]) by vb, t in [0, 1]; both are closed
// regions, a degenerate triangle its hull. It returns a SweepResult
// (kernels/sweep.h): miss, or hit with the first time t at which they share a
// point (0 when they touch or overlap at the start), a contact point and the
// unit normal from B toward A of the edge an earliest vertex touches;
// kernels/swept_polygon_polygon.h states the conventions (the 18 vertex/edge
// pairs, the normal (0, 0) of a start overlap without a vertex on an edge and
// of an edge of zero length). Value components: "t", "point", "normal". A
// kernel returning only a time of impact registers through time_of_impact.

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "kernels/swept_polygon_polygon.h"
#include "register.h"

namespace collide_check {

using cc::SweepKind;
using cc::SweepResult;
using cc::SweptPolygonPolygon;
using cc::Vec2;

struct swept_polygon_polygon {
  static constexpr const char* name = "swept_polygon_polygon";
  static constexpr const char* question = "when do two translating triangles first touch during the frame?";
  using Kind = SweepKind;

  template <class T>
  using Input = SweptPolygonPolygon<T>;
  template <class T>
  using Result = SweepResult<T>;

  static std::vector<std::string> field_names() {
    return {"A.0.x", "A.0.y", "A.1.x", "A.1.y", "A.2.x", "A.2.y", "vA.x", "vA.y",
            "B.0.x", "B.0.y", "B.1.x", "B.1.y", "B.2.x", "B.2.y", "vB.x", "vB.y"};
  }
  template <class T>
  static auto tie(Input<T>& q) {
    return std::tie(q.a[0].x, q.a[0].y, q.a[1].x, q.a[1].y, q.a[2].x, q.a[2].y, q.va.x, q.va.y, q.b[0].x, q.b[0].y,
                    q.b[1].x, q.b[1].y, q.b[2].x, q.b[2].y, q.vb.x, q.vb.y);
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
