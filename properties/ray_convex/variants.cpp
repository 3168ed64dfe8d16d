// The bundled variants of ray_convex, registered through the public API: the
// robust kernel with the bounds its header exports, and the textbook and seed
// transcriptions with their declared flaws.

#include <cmath>
#include <cstring>
#include <vector>

#include "../../include/collide_check/ray_convex.h"
#include "../../kernels/robust/ray_convex.h"
#include "../../kernels/seeds/ray_convex.h"
#include "../../oracle/ray_convex.h"
#include "../variants/bundled.h"
#include "../variants/rounding_probe.h"

namespace collide_check::bundled {
namespace {

using Query = RayConvex<double>;

/// The merged vertex count: 1 a point polygon, 2 a segment.
int vertex_count(const Query& q) {
  cc::Vec2<double> w[cc::kMaxPolygonVertices];
  return cc::merged_vertices(q.b, w);
}

/// The exact answer of the last input asked about (a failing case is tested
/// against several classes).
const cc::oracle::RayConvexExact& exact(const Query& q) {
  static Query last{};
  static cc::oracle::RayConvexExact e;
  static bool have = false;
  if (!have || std::memcmp(&last, &q, sizeof q) != 0) {
    e = cc::oracle::ray_convex_exact(q);
    last = q;
    have = true;
  }
  return e;
}

/// p0 on the boundary of a polygon of three or more vertices (a hit at t* = 0
/// not strictly inside).
bool start_on_boundary(const Query& q) {
  const auto& e = exact(q);
  return vertex_count(q) >= 3 && e.kind == cc::SweepKind::hit && e.t == 0 && !e.inside;
}

/// Some slot edge's exact n.d = cross(e, p1 - p0) is nonzero and below
/// `limit` in magnitude: the textbook's absolute epsilon (1e-9) calls it
/// parallel, as computed in the input's scale or after the maps' scaling.
bool nearly_parallel_edge(const Query& q, double limit) {
  using cc::oracle::exact;
  using cc::oracle::Rational;
  const Rational dx = exact(q.p1.x) - exact(q.p0.x), dy = exact(q.p1.y) - exact(q.p0.y);
  for (int i = 0; i < cc::kMaxPolygonVertices; ++i) {
    const auto a = q.b.v[i], b = q.b.v[(i + 1) % cc::kMaxPolygonVertices];
    const Rational ex = exact(b.x) - exact(a.x), ey = exact(b.y) - exact(a.y);
    const Rational den = ey * dx - ex * dy;
    if (den != 0 && cc::oracle::abs(den) < Rational(limit)) return true;
  }
  return false;
}

/// The textbook's own arithmetic rounds (rounding_probe.h) on the input, or on
/// its images under the maps of exact_transform_invariant (`mapped`).
template <class T>
InputClass textbook_rounds(std::string text, bool mapped) {
  const auto run = [](const auto& q) { cc::textbook::ray_convex(q); };
  return arithmetic_rounds_on_images<ray_convex, T>(std::move(text), run, [mapped](const auto& q) {
    using Q = std::remove_cvref_t<decltype(q)>;
    using P = std::remove_cvref_t<decltype(q.p0)>;
    std::vector<Q> out;
    if (!mapped) return out;
    for (auto m : exact_point_maps<P>()) {
      Q image = q;
      image.p0 = m(q.p0);
      image.p1 = m(q.p1);
      for (int i = 0; i < cc::kMaxPolygonVertices; ++i) image.b.v[i] = m(q.b.v[i]);
      out.push_back(image);
    }
    return out;
  });
}

/// seed003's quadratic coefficient a for a static slot edge, as the article's
/// arithmetic computes it in T: zero when its sums round exactly, else noise.
template <class T>
bool seed003_a_nonzero(const Query& q) {
  for (int i = 0; i < cc::kMaxPolygonVertices; ++i) {
    const auto a = q.b.v[i], b = q.b.v[(i + 1) % cc::kMaxPolygonVertices];
    const T x_p1 = static_cast<T>(q.p0.x), y_p1 = static_cast<T>(q.p0.y);
    const T x_p2 = static_cast<T>(q.p1.x), y_p2 = static_cast<T>(q.p1.y);
    const T x_l1 = static_cast<T>(a.x), y_l1 = static_cast<T>(a.y), x_l2 = static_cast<T>(b.x),
            y_l2 = static_cast<T>(b.y);
    const T x_l3 = x_l1, y_l3 = y_l1, x_l4 = x_l2, y_l4 = y_l2;
    const T c = (y_l3 + y_l2 - y_l1 - y_l4) * (x_p2 + x_l2 - x_p1 - x_l4) -
                (y_p2 + y_l2 - y_p1 - y_l4) * (x_l3 + x_l2 - x_l1 - x_l4);
    if (c != 0) return true;
  }
  return false;
}

template <class T>
Contract robust_contract() {
  using B = cc::robust::RayConvexBounds<T>;
  Contract c;
  c.bound("t", B::t).bound("point", B::point).bound("normal", B::normal, B::normal_norm);
  c.bound("normal_length", B::normal_length);
  c.note = "the normal is judged where the exact contact has a unique one (an edge's interior; (0, 0) for a start "
           "strictly inside); at a vertex, a point polygon, a segment's end or a start on a segment it is not";
  return c;
}

template <class T>
void register_at() {
  const auto call = [](auto f) { return [f](const RayConvex<T>& q) { return f(q); }; };

  const InputClass degenerate = when<ray_convex>(
      "a point or segment polygon (one or two distinct vertices)", [](const Query& q) { return vertex_count(q) <= 2; });
  const InputClass on_boundary =
      when<ray_convex>("p0 on the boundary of a polygon of three or more vertices", start_on_boundary);
  const InputClass eps = when<ray_convex>("a slot edge with 0 < |n.d| < 2e-9 exactly (n.d = cross(e, p1 - p0))",
                                          [](const Query& q) { return nearly_parallel_edge(q, 2e-9); });
  const InputClass eps_scaled = when<ray_convex>(
      "a slot edge with 0 < |n.d| < 2^15 1e-9 exactly: below the epsilon once scaled by 2^-7",
      [](const Query& q) { return nearly_parallel_edge(q, 0x1p15 * 1e-9); });
  const InputClass rounds = textbook_rounds<T>("inputs on which the textbook's arithmetic rounds", false);
  const InputClass rounds_mapped =
      textbook_rounds<T>("inputs on which the textbook's arithmetic rounds, as given or mapped", true);

  VariantSpec textbook{
      "textbook",
      "Cyrus and Beck, Computers & Graphics 3(1):23-28, 1978; Ericson, Real-Time Collision Detection (2005) §5.3.8, "
      "in 2D, as tutorials write it (|n.d| < 1e-9 parallel)",
      robust_contract<T>(),
      {
          {"decision_agrees_with_oracle", degenerate || eps || rounds,
           "a point polygon has only zero edges (n = 0: parallel, num = 0 kept), so every ray hits it at t = 0; a "
           "segment polygon's two edges bound its line, not the segment; an edge with |n.d| below the absolute "
           "epsilon 1e-9 is taken as parallel and its crossing ignored (or the ray rejected); num = n.(v - p0) and "
           "den = n.d round, and t = num / den decides against t_enter and t_exit near the boundary"},
          {"time_within_contract", degenerate || eps || rounds,
           "t = num / den with num a rounded difference of rounded products: where p0 is near the edge's line num "
           "cancels and t is off by far more than a few u |t*|; a degenerate polygon or an edge taken as parallel "
           "gives another contact altogether"},
          {"point_within_contract", degenerate || eps || rounds,
           "the point p0 + t d is taken at the rounded t (or at another contact): off by |t - t*| |d|"},
          {"normal_within_contract", on_boundary || degenerate || eps || rounds,
           "a start on an edge never raises t_enter (t > t_enter is strict at t = 0): the normal stays (0, 0) "
           "where the conventions give the edge's outward normal; elsewhere the normal is that of the edge the "
           "rounded or epsilon-shifted comparisons select"},
          {"normal_unit_and_oriented", on_boundary || degenerate || eps || rounds,
           "a start on an edge gives the normal (0, 0), which does not point from B toward A; a contact decided "
           "otherwise by rounding or by the epsilon has another edge's normal"},
          {"vertex_order_invariant", degenerate || eps || rounds,
           "the slots' order changes which of two edges with equal rounded t sets the normal (strict >), where "
           "rounding makes a miss a hit or moves the contact off a vertex"},
          {"exact_transform_invariant", rounds_mapped || eps_scaled || degenerate,
           "a rotation, mirror or scaling rounds num and den differently (scaling by 2^-7 or 2^9 also moves n.d "
           "across the absolute epsilon): decisions and t differ between an input and its image"},
          {"special_values_give_invalid_input", InputClass::any(),
           "nothing checks NaN, infinities or convexity: never invalid_input"},
      }};
  register_variant<ray_convex, T>(textbook, call([](const RayConvex<T>& q) { return cc::textbook::ray_convex(q); }));

  // seed003: the article's moving point against each static edge.
  const InputClass exact_hit = when<ray_convex>("the ray meets the polygon (an exact hit)", [](const Query& q) {
    return exact(q).kind == cc::SweepKind::hit;
  });
  const InputClass noise_a = when<ray_convex>(
      "a slot edge whose article coefficient a (zero for a static segment) rounds to nonzero noise in T",
      seed003_a_nonzero<T>);
  VariantSpec seed003{
      "seed003",
      "003_5f9cd7bc7b096bf6.txt §2D Parametric Collision Detection (each point of A against each segment of B, the "
      "earliest kept)",
      robust_contract<T>(),
      {
          {"decision_agrees_with_oracle", exact_hit || noise_a,
           "for a static segment the article's a is zero: t1 = (-b +- |b|) / 0 is NaN or infinite and every edge "
           "misses, and a start inside touches no edge; where its sums round, a is noise and t1 a cancelled "
           "quotient that may fall in [0, 1] anywhere"},
          {"time_within_contract", noise_a,
           "a hit comes only from an edge whose a is rounding noise: t1 = (-b +- sqrt(b^2 - 4ac)) / 2a divides "
           "cancellation by noise"},
          {"point_within_contract", noise_a, "the point is taken at that t1"},
          {"normal_within_contract", noise_a,
           "the normal is that of the edge whose noise produced t1, turned toward p0's side"},
          {"normal_unit_and_oriented", noise_a,
           "the normal is that of the edge whose noise produced t1, turned toward p0's side of its line"},
          {"vertex_order_invariant", noise_a,
           "the slots' order decides which of two noise-made hits at one t is kept (the first edge), with different "
           "normals, where the exact answer is a miss (rare: 3 and 7 in 100000 generated cases at f32, 6 and 4 at "
           "f64, seeds 1 and 7)",
           false, true},
          {"exact_transform_invariant", noise_a.or_its_image(),
           "a rotation, mirror or scaling changes the rounding of the article's sums: a is zero for one input "
           "and noise for its image"},
          {"special_values_give_invalid_input", InputClass::any(),
           "nothing checks NaN, infinities or convexity: never invalid_input"},
      }};
  register_variant<ray_convex, T>(seed003, call([](const RayConvex<T>& q) { return cc::seed003::ray_convex(q); }));

  register_variant<ray_convex, T>(
      collide_check::VariantSpec{
          "robust",
          "Cyrus-Beck clipping with exact decisions: orientation signs (Orientation), cross(e, p1 - p0) by stage A "
          "then BigDyadic, the degree-4 comparisons of edge parameters by a BoundedDouble filter then BigDyadic; "
          "exact convexity and winding checks; t, point and normal in floating point within stated bounds",
          robust_contract<T>(),
          {}}
          .declare_stages(cc::robust::RayConvexStages<T>::names),
      call([](const RayConvex<T>& q) { return cc::robust::ray_convex(q); }));
}

}  // namespace

void register_ray_convex() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
