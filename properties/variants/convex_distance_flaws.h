#pragma once
// convex_distance's bundled variants: the robust contract every variant is
// held to (kernels/robust/convex_distance.h, ConvexDistanceBounds), and the
// input classes the textbook transcription fails on, by mechanism.

#include <cmath>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "../../include/collide_check/convex_distance.h"
#include "../../include/collide_check/known_flaw.h"
#include "../../include/collide_check/register.h"
#include "../../kernels/robust/convex_distance.h"
#include "../../oracle/convex_distance.h"
#include "../../oracle/reference.h"
#include "flaw_mechanism.h"

namespace collide_check::bundled {

/// The robust kernel's contract: the kind exact; the distance within its
/// bound (an infinity beyond the range); the closest points, where reported
/// (apart and touching), each within the bound "points" of its polygon and
/// |pA - pB| within it of the exact distance.
template <class T>
Contract convex_distance_contract() {
  using B = cc::robust::ConvexDistanceBounds<T>;
  Contract c;
  c.bound("distance", B::distance);
  c.bound("points", B::points, Norm::euclidean);
  c.infinity_beyond_range("distance");
  c.note =
      "the kind exact (convex_convex's with radii 0: overlapping iff the penetration depth is positive); the "
      "distance 0 unless apart; the closest points reported apart and touching (a common point), each within "
      "'points' of its polygon and |pA - pB| within it of the exact distance; none on overlap";
  return c;
}

namespace convex_distance_detail {

using cc::oracle::Rational;
using In = convex_distance::Input<double>;

inline cc::oracle::ConvexCore core(const ConvexPolygon<double>& p) {
  cc::oracle::ConvexCore k;
  k.n = cc::merged_vertices(p, k.v);
  return k;
}

/// cross(b - a, c - a), at 120 bits: a classification, not a decision.
inline cc::oracle::Real area(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  using cc::oracle::Real;
  return (Real(b.x) - a.x) * (Real(c.y) - a.y) - (Real(b.y) - a.y) * (Real(c.x) - a.x);
}

/// Whether the seed's overlap tests see the overlap with room `m` (an area)
/// to spare: a vertex of one polygon inside the other (3 or more vertices)
/// with every edge's area above m, or two edges crossing with all four
/// areas beyond m in magnitude and of opposite signs in pairs. m = 0: the
/// tests' exact outcome.
inline bool overlap_visible(const cc::oracle::ConvexCore& a, const cc::oracle::ConvexCore& b, double m) {
  const auto inside = [m](Vec2<double> p, const cc::oracle::ConvexCore& k) {
    if (k.n < 3) return false;
    for (int i = 0; i < k.n; ++i)
      if (area(k.v[i], k.v[(i + 1) % k.n], p) <= m) return false;
    return true;
  };
  for (int i = 0; i < a.n; ++i)
    if (inside(a.v[i], b)) return true;
  for (int i = 0; i < b.n; ++i)
    if (inside(b.v[i], a)) return true;
  const auto apart = [m](const cc::oracle::Real& x, const cc::oracle::Real& y) {
    return boost::multiprecision::abs(x) > m && boost::multiprecision::abs(y) > m && x * y < 0;
  };
  const int ea = a.n == 2 ? 1 : a.n, eb = b.n == 2 ? 1 : b.n;
  for (int i = 0; a.n >= 2 && i < ea; ++i)
    for (int j = 0; b.n >= 2 && j < eb; ++j) {
      const auto p = a.v[i], q = a.v[(i + 1) % a.n], c = b.v[j], d = b.v[(j + 1) % b.n];
      if (apart(area(p, q, c), area(p, q, d)) && apart(area(c, d, p), area(c, d, q))) return true;
    }
  return false;
}

inline double largest(const In& in) {
  double M = 0;
  for (double x : to_values<convex_distance, double>(in)) M = std::fmax(M, std::fabs(x));
  return M;
}

}  // namespace convex_distance_detail

/// The classes textbook_closest_features fails on, by mechanism.
template <class T>
std::vector<KnownFlaw> textbook_closest_features_flaws() {
  using namespace convex_distance_detail;
  constexpr bool f32 = std::is_same_v<T, float>;
  constexpr double eps = std::numeric_limits<T>::epsilon();
  const double room = (f32 ? 0x1p-24 : 0x1p-53) * 256;
  const InputClass hidden_overlap = when<convex_distance>(
      std::string("overlapping polygons with no vertex inside the other and no two edges crossing by more than ") +
          (f32 ? "2^-16" : "2^-45") +
          " M^2 in area (exactly none: equal polygons, a polygon moved along its own edge, vertices on the other's "
          "edges)",
      [room](const In& in) {
        const auto a = core(in.A), b = core(in.B);
        const double M = largest(in);
        return cc::oracle::convex_distance_kind(a, b) == ContactKind::overlapping &&
               !overlap_visible(a, b, room * M * M);
      });
  const InputClass short_edge =
      when<convex_distance>(std::string("an edge of squared length at most EPSILON = ") + (f32 ? "2^-23" : "2^-52") +
                                " (taken as its first point)",
                            [eps](const In& in) {
                              for (const auto k : {core(in.A), core(in.B)})
                                for (int i = 0; k.n >= 2 && i < k.n; ++i) {
                                  const cc::oracle::Real dx = cc::oracle::Real(k.v[(i + 1) % k.n].x) - k.v[i].x;
                                  const cc::oracle::Real dy = cc::oracle::Real(k.v[(i + 1) % k.n].y) - k.v[i].y;
                                  if (dx * dx + dy * dy <= eps * 1.0001) return true;
                                }
                              return false;
                            });
  // Ericson's denominator a e - b^2 of two nearly parallel edges cancels (his
  // parallel test is denom != 0): s carries a relative error up to about
  // 2u / sin^2 of their angle, and the distance about 2u |d1| / sin, beyond
  // 32 u M only where sin^2 < 2^-6 (first order).
  const InputClass near_parallel = when<convex_distance>(
      "an edge of A and an edge of B within 7 degrees of parallel (sin^2 of their angle at most 2^-6, exactly)",
      [](const In& in) {
        using cc::oracle::exact;
        using R = cc::oracle::Rational;
        const auto a = core(in.A), b = core(in.B);
        if (a.n < 2 || b.n < 2) return false;
        for (int i = 0; i < a.n; ++i)
          for (int k = 0; k < b.n; ++k) {
            const int i1 = (i + 1) % a.n, k1 = (k + 1) % b.n;
            const R ux = exact(a.v[i1].x) - exact(a.v[i].x), uy = exact(a.v[i1].y) - exact(a.v[i].y);
            const R vx = exact(b.v[k1].x) - exact(b.v[k].x), vy = exact(b.v[k1].y) - exact(b.v[k].y);
            const R cross = ux * vy - uy * vx;
            if (cross * cross * 64 <= (ux * ux + uy * uy) * (vx * vx + vy * vy)) return true;
          }
        return false;
      });
  constexpr int hi_exp = std::numeric_limits<T>::max_exponent / 4 - 2;
  constexpr int lo_exp = (std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits) / 4 + 2;
  const InputClass range = when<convex_distance>(
      "a difference of two vertices with a coordinate beyond 2^" + std::to_string(hi_exp) + " or nonzero below 2^" +
          std::to_string(lo_exp) + " (the fourth powers a e and b^2 overflow or underflow)",
      [](const In& in) {
        const double hi = std::ldexp(1.0, hi_exp), lo = std::ldexp(1.0, lo_exp);
        const auto out = [&](double x, double y) {
          const double d = std::fabs(x - y);  // rounded: a classification, not a decision
          return d != 0 && (d > hi || d < lo);
        };
        const auto a = core(in.A), b = core(in.B);
        for (const auto* p : {&a, &b})
          for (const auto* q : {&a, &b})
            for (int i = 0; i < p->n; ++i)
              for (int k = 0; k < q->n; ++k)
                if (out(p->v[i].x, q->v[k].x) || out(p->v[i].y, q->v[k].y)) return true;
        return false;
      });
  const double u = f32 ? 0x1p-24 : 0x1p-53;
  const InputClass near = InputClass::near_decision_boundary(64 * u) || InputClass::exactly_touching();
  using Mechanism = FlawMechanism;
  const Mechanism hidden_m{hidden_overlap,
                           "overlap is seen only through a vertex strictly inside or a proper crossing, by rounded "
                           "signs (the fourth area as a3 + a2 - a1): polygons whose boundaries meet only at vertices "
                           "and along collinear edges, or cross within rounding, are called touching"};
  const Mechanism short_m{short_edge,
                          "the absolute EPSILON takes a short edge for its first point: its closest point is that "
                          "vertex, the distance too large (the test does not scale with the input)"};
  const Mechanism parallel_m{near_parallel,
                             "ClosestPtSegmentSegment's denominator a e - b^2 cancels for nearly parallel edges (its "
                             "test for parallel ones is denom != 0), so s, the closest points and the distance "
                             "carry errors up to about 2u |d| / sin of the angle"};
  const Mechanism range_m{range,
                          "squared lengths and their products overflow to inf (inf - inf: NaN) or underflow "
                          "to 0 (a parallel pair, s = 0), so distance and points are NaN or wrong"};
  const Mechanism near_m{near,
                         "touching needs a rounded squared distance of exactly 0 and the crossing tests rounded "
                         "signs: near the boundary roundings of the two orders or images decide"};
  std::vector<KnownFlaw> flaws;
  const auto declare = [&flaws](const std::string& property, std::initializer_list<FlawEntry> es, bool image) {
    declare_flaws(flaws, property, es, image);
  };
  declare("decision_agrees_with_oracle", {{&hidden_m}, {&near_m}, {&range_m}}, false);
  constexpr const char* parallel_rare =
      "0 in 10000 generated cases at seeds 1 and 7; found by fuzz_convex_distance (f64), its saved case witnesses it";
  declare("distance_within_contract", {{&range_m}, {&short_m}}, false);
  declare("closest_points_within_contract", {{&range_m}, {&short_m}}, false);
  if (!f32) {
    declare("distance_within_contract", {{&parallel_m, parallel_rare}}, false);
    declare("closest_points_within_contract", {{&parallel_m, parallel_rare}}, false);
  }
  // At f32 the rounded closest point of a long edge (p2 + t d2) may leave the
  // points bound only where the seed mistakes a touch for a near miss.
  if (f32)
    declare("closest_points_within_contract",
            {{&near_m, "2 and 3 in 50000 generated cases at seeds 1 and 7 (f32); its saved case witnesses it"}}, false);
  for (const char* p : {"symmetric_in_a_and_b", "vertex_order_invariant"})
    declare(p, {{&hidden_m}, {&near_m}, {&range_m}}, true);
  // Rotating the slots changes which end of a short edge is its first point:
  // witnessed at f64 only (a segment of length 2^-126 beside a point).
  if (!f32)
    declare("vertex_order_invariant",
            {{&short_m, "0 in 10000 generated cases at seeds 1, 2, 3 and 7 (f64); found by fuzz_convex_distance, its "
                        "saved case witnesses it"}},
            true);
  declare("exact_transform_invariant", {{&hidden_m}, {&near_m}, {&range_m}, {&short_m}}, true);
  flaws.push_back({"special_values_give_invalid_input", InputClass::any(),
                   "never answers invalid_input: it checks neither the values nor the polygons' convexity and "
                   "winding"});
  return flaws;
}

}  // namespace collide_check::bundled
