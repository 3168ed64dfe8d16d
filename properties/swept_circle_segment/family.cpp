// swept_circle_segment: the shape B of the moving-circle spec
// (moving_circle_and_line.h) is the closed segment from P1 to P2 (a point when
// P1 == P2), checked against oracle/swept_circle_segment.h. Its own regimes
// reach the endpoints, which the circle meets as circles of radius 0. The
// variants are registered in variants.cpp, beside it.

#include "../../include/collide_check/swept_circle_segment.h"
#include "../../oracle/segment_segment.h"
#include "../../oracle/swept_circle_segment.h"
#include "../moving_circle_and_line.h"

namespace cc::check {
namespace {

using moving_circle_and_line::Input;
using moving_circle_and_line::vadd;

struct SegmentShape {
  using Exact = oracle::SweptCircleSegmentExact;
  static constexpr moving_circle_and_line::OracleOf<Exact> oracle{
      oracle::swept_circle_segment_exact, oracle::swept_circle_segment_kind, oracle::swept_circle_segment_stats,
      oracle::swept_circle_segment_separation_sign, oracle::swept_circle_segment_first_contact};
  // P1 == P2 is a point.
  static constexpr moving_circle_and_line::ShapeFacts facts{"segment", "zero_length_segment", true,
                                                            "NaN, an infinite value or a negative radius"};
  static std::string feature(const Exact& e) { return e.feature == 0 ? "the interior" : e.feature == 1 ? "P1" : "P2"; }

  static Rational squared_distance(const oracle::RationalPoint& p, const oracle::CircleLineQuery& q) {
    return oracle::squared_distance_to_segment(p, moving_circle_and_line::exact_point(q.p1),
                                               moving_circle_and_line::exact_point(q.p2));
  }
  /// The path C0-C1 and the segment P1-P2 share a point (segment_segment's oracle).
  static bool path_meets(const oracle::CircleLineQuery& q) {
    return oracle::segment_segment_exact({q.c0, q.c1}, {q.p1, q.p2}).kind != SegmentContact::none;
  }
  /// No motion (moving along a segment changes the distance near its ends).
  static bool distance_constant(const oracle::CircleLineQuery& q) { return q.c0 == q.c1; }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> own_regimes() {
    using In = Input<T>;
    using V = Vec2<T>;
    using D = gen::Draw<T>;
    using moving_circle_and_line::side_sign;
    return {
        // A path at distance exactly r from P1 (Pythagorean direction (a, b),
        // offset m W with |W| = c, r = m c): tangent to the endpoint when it
        // passes it, and the segment pointing away from the path.
        {"endpoint_grazing", 2,
         [](D& d) {
           const gen::PythagoreanTriple tr = d.triple(4);
           const V p1 = d.small_point(8);
           const T mm = static_cast<T>(d.integer(0, 2) + 1), j0 = static_cast<T>(d.integer(0, 3)),
                   j1 = static_cast<T>(d.integer(0, 3)), away = static_cast<T>(d.integer(0, 2));
           const T s = static_cast<T>(side_sign(d));
           const V dir{static_cast<T>(tr.a), static_cast<T>(tr.b)}, W{-dir.y, dir.x};
           const V base = vadd(p1, (s * mm) * W);
           return In{vadd(base, -j0 * dir), vadd(base, j1 * dir), mm * static_cast<T>(tr.c), p1,
                     vadd(p1, (-s * (away + 1)) * W)};
         }},

        // Straight at an endpoint from a distance j c (Pythagorean direction), r = m c.
        {"endpoint_head_on", 2,
         [](D& d) {
           const gen::PythagoreanTriple tr = d.triple(4);
           const V p1 = d.small_point(8), other = d.small_point(8);
           const std::int64_t m = d.integer(0, 2), j0 = d.integer(0, 2), j1 = d.integer(0, 3);
           const bool second = d.bit();
           const V dir{static_cast<T>(tr.a), static_cast<T>(tr.b)};
           const V c0 = vadd(p1, static_cast<T>(m + j0 + 1) * dir);
           const V c1 = vadd(p1, static_cast<T>(j1 - 2) * dir);
           const T rad = static_cast<T>(m) * static_cast<T>(tr.c);
           return second ? In{c0, c1, rad, other, p1} : In{c0, c1, rad, p1, other};
         }},
    };
  }

  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, SweepKind>> own_constructions() {
    return {{"a path within r of an endpoint is a hit",
             "the center's path passes an endpoint at distance at most r (exact tangency included)",
             {"endpoint_grazing", "endpoint_head_on"},
             [](const Input<T>& in) -> std::optional<SweepKind> {
               using moving_circle_and_line::exact_point;
               const auto c0 = exact_point({in.c0.x, in.c0.y}), c1 = exact_point({in.c1.x, in.c1.y});
               const Rational r = oracle::exact(in.r);
               for (const Vec2<T> e : {in.p1, in.p2})
                 if (oracle::squared_distance_to_segment(exact_point({e.x, e.y}), c0, c1) <= r * r)
                   return SweepKind::hit;
               return std::nullopt;
             }}};
  }
};

using SweptCircleSegmentSpec = moving_circle_and_line::Spec<collide_check::swept_circle_segment, SegmentShape>;

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::swept_circle_segment, cc::check::SweptCircleSegmentSpec)
