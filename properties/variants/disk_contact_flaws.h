#pragma once
// What circle_capsule and circle_convex share among their bundled variants:
// the robust contract every variant is held to, and the input classes their
// seed and textbook transcriptions fail on.

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "../../include/collide_check/circle_capsule.h"
#include "../../include/collide_check/circle_convex.h"
#include "../../include/collide_check/known_flaw.h"
#include "../../include/collide_check/register.h"
#include "../../kernels/robust/disk_core_bounds.h"
#include "../../oracle/disk_convex.h"
#include "../../oracle/distance.h"
#include "../../oracle/number.h"

namespace collide_check::bundled {

/// The robust kernels' contract (kernels/robust/disk_core_bounds.h): the kind
/// exact, normal and separation within their bounds where M stays below the
/// values' limit; beyond it a separation may be an infinity of its sign.
template <class T>
Contract disk_contact_contract() {
  using B = cc::robust::DiskCoreBounds<T>;
  Contract c;
  c.bound("normal", B::normal);
  c.bound("separation", B::separation);
  c.bound("normal_length", B::normal_length);
  c.infinity_beyond_range("separation");
  c.note = "the kind exact; the normal from B toward A, unit; the separation the distance (apart) or minus the "
           "depth (overlapping); where the exact normal is not unique (the centre on a vertex or on a zero-area "
           "core, equally deep below two edges) only its length is judged";
  return c;
}

/// A difference of two input points (a segment's direction, the centre from
/// an end) with a nonzero coordinate whose square leaves T's normal range
/// (within 2^slack of it): the seeds' squared lengths overflow or underflow.
template <class T>
InputClass capsule_square_out_of_range(int slack, std::string text) {
  return when<circle_capsule>(std::move(text), [slack](const circle_capsule::Input<double>& in) {
    const double hi = std::ldexp(1.0, std::numeric_limits<T>::max_exponent / 2 - slack);
    const double lo = std::ldexp(1.0, (std::numeric_limits<T>::min_exponent - 1) / 2 + slack);
    const auto out = [&](double a, double b) {
      const double d = std::fabs(a - b);  // rounded: a classification, not a decision
      return d != 0 && (d > hi || d < lo);
    };
    return out(in.B.p2.x, in.B.p1.x) || out(in.B.p2.y, in.B.p1.y) || out(in.A.c.x, in.B.p1.x) ||
           out(in.A.c.y, in.B.p1.y) || out(in.A.c.x, in.B.p2.x) || out(in.A.c.y, in.B.p2.y);
  });
}

template <class Family, class T>
std::vector<KnownFlaw> seed002_capsule_flaws() {
  constexpr bool f32 = std::is_same_v<T, float>;
  using In = circle_capsule::Input<double>;
  const InputClass zero_length = when<circle_capsule>(
      "a zero-length segment, or the centre on an end",
      [](const In& in) { return in.B.p1 == in.B.p2 || in.A.c == in.B.p1 || in.A.c == in.B.p2; });
  const InputClass right = when<circle_capsule>(
      "the centre strictly on the right of P1 -> P2", [](const In& in) {
        const auto ex = cc::oracle::exact(in.B.p2.x) - cc::oracle::exact(in.B.p1.x);
        const auto ey = cc::oracle::exact(in.B.p2.y) - cc::oracle::exact(in.B.p1.y);
        const auto wx = cc::oracle::exact(in.A.c.x) - cc::oracle::exact(in.B.p1.x);
        const auto wy = cc::oracle::exact(in.A.c.y) - cc::oracle::exact(in.B.p1.y);
        return cc::oracle::Rational(ex * wy - ey * wx).sign() < 0;
      });
  const InputClass first_corner = when<circle_capsule>(
      "P1 within A.r + B.r of the centre while P2 is nearer", [](const In& in) {
        const auto C = cc::oracle::exact_point(in.A.c.x, in.A.c.y);
        const auto d1 = cc::oracle::squared_distance(C, cc::oracle::exact_point(in.B.p1.x, in.B.p1.y));
        const auto d2 = cc::oracle::squared_distance(C, cc::oracle::exact_point(in.B.p2.x, in.B.p2.y));
        const cc::oracle::Rational R = cc::oracle::exact(in.A.r) + cc::oracle::exact(in.B.r);
        return d1 < R * R && d2 < d1;
      });
  const InputClass apart_beside = when<circle_capsule>(
      "shapes apart with the centre's foot on the line strictly between the ends", [](const In& in) {
        using cc::oracle::Rational;
        const auto ex = cc::oracle::exact(in.B.p2.x) - cc::oracle::exact(in.B.p1.x);
        const auto ey = cc::oracle::exact(in.B.p2.y) - cc::oracle::exact(in.B.p1.y);
        const auto wx = cc::oracle::exact(in.A.c.x) - cc::oracle::exact(in.B.p1.x);
        const auto wy = cc::oracle::exact(in.A.c.y) - cc::oracle::exact(in.B.p1.y);
        const Rational along = wx * ex + wy * ey, L = ex * ex + ey * ey, cross = ex * wy - ey * wx;
        const Rational R = cc::oracle::exact(in.A.r) + cc::oracle::exact(in.B.r);
        return along.sign() > 0 && Rational(along - L).sign() < 0 && Rational(cross * cross - R * R * L).sign() > 0;
      });
  const int k = f32 ? 16 : 40;
  const InputClass ends_tie = when<circle_capsule>(
      std::string("the two ends' squared distances from the centre within 2^-") + std::to_string(k) +
          " of their sum of each other (the nearer end decided by rounding)",
      [k](const In& in) {
        using cc::oracle::Rational;
        const auto C = cc::oracle::exact_point(in.A.c.x, in.A.c.y);
        const Rational d1 = cc::oracle::squared_distance(C, cc::oracle::exact_point(in.B.p1.x, in.B.p1.y));
        const Rational d2 = cc::oracle::squared_distance(C, cc::oracle::exact_point(in.B.p2.x, in.B.p2.y));
        const Rational diff = d1 > d2 ? Rational(d1 - d2) : Rational(d2 - d1);
        return in.B.p1 != in.B.p2 && diff <= cc::oracle::exact(std::ldexp(1.0, -k)) * Rational(d1 + d2);
      });
  const InputClass foot_near_end = when<circle_capsule>(
      std::string("the centre's foot on the line beyond an end by at most 2^-") + std::to_string(k) + " M",
      [k](const In& in) {
        using cc::oracle::Rational;
        const auto ex = cc::oracle::exact(in.B.p2.x) - cc::oracle::exact(in.B.p1.x);
        const auto ey = cc::oracle::exact(in.B.p2.y) - cc::oracle::exact(in.B.p1.y);
        const auto wx = cc::oracle::exact(in.A.c.x) - cc::oracle::exact(in.B.p1.x);
        const auto wy = cc::oracle::exact(in.A.c.y) - cc::oracle::exact(in.B.p1.y);
        const Rational along = wx * ex + wy * ey, L = ex * ex + ey * ey;
        if (L.sign() == 0) return false;
        const Rational beyond = along.sign() < 0 ? Rational(-along) : Rational(along - L);
        if (beyond.sign() <= 0) return false;
        double M = 0;
        for (double v : {in.A.c.x, in.A.c.y, in.A.r, in.B.p1.x, in.B.p1.y, in.B.p2.x, in.B.p2.y, in.B.r})
          M = std::fmax(M, std::fabs(v));
        const Rational reach = cc::oracle::exact(std::ldexp(M, -k));
        return Rational(beyond * beyond - reach * reach * L).sign() <= 0;
      });
  const InputClass off_axes = when<circle_capsule>(
      "a contact normal off the axes (|C - q| with both coordinates nonzero, q the nearest point of the segment)",
      [](const In& in) {
        const auto C = cc::oracle::exact_point(in.A.c.x, in.A.c.y);
        const auto P = cc::oracle::exact_point(in.B.p1.x, in.B.p1.y), Q = cc::oracle::exact_point(in.B.p2.x, in.B.p2.y);
        const auto q = cc::oracle::nearest_on_segment(C, P, Q);
        const cc::oracle::Rational ex = Q.x - P.x, ey = Q.y - P.y;
        if (C.x == q.x && C.y == q.y) return ex.sign() != 0 && ey.sign() != 0;  // the segment's normal
        return C.x != q.x && C.y != q.y;
      });
  const double u = f32 ? 0x1p-24 : 0x1p-53;
  const InputClass near = InputClass::near_decision_boundary(64 * u);
  const InputClass range = capsule_square_out_of_range<T>(
      2, std::string("a coordinate of P2 - P1 or C - P beyond ") + (f32 ? "2^62" : "2^510") + " or below " +
             (f32 ? "2^-61" : "2^-509") + " (its square overflows or underflows)");
  const InputClass scaled_range = capsule_square_out_of_range<T>(
      10, "a coordinate of P2 - P1 or C - P within 2^10 of where its square overflows or underflows");
  std::vector<KnownFlaw> flaws;
  const std::string ends_tie_why =
      "the corner step keeps the first end unless the other's rounded distance is smaller: where the two "
      "distances round alike, the first end's direction is the normal, off by the angle between the ends as seen "
      "from the centre (found by fuzz_circle_capsule: a centre 2e19 away, ends 16384 apart)";
  const std::string apart_why =
      "the line step runs only when the line collides (distance <= R), so apart shapes get the nearer corner's "
      "distance and direction even where the segment's interior is nearer";
  const std::string foot_why =
      "the rounded t = (E - P1).d decides between the line's N and the corner's normal, which differ where the "
      "foot lies just beyond an end";
  if (f32)
    flaws.push_back({"normal_within_contract", off_axes || foot_near_end,
                     "|d| and the quotients round in float, up to about 2.5 u_f per coordinate of the normal, where "
                     "the contract allows u_f + 6 u_d (one rounding of a double computation); and " +
                         foot_why});
  else
    flaws.push_back({"normal_within_contract", foot_near_end, foot_why});
  std::vector<KnownFlaw> common = {
      {"decision_agrees_with_oracle", zero_length,
       "N = (-d.y, d.x) / |d| is 0/0 for a zero-length segment, and a corner's distance is 0 for a centre on it: "
       "NaN compares false, and touching needs |corner - C| < r + 0"},
      {"decision_agrees_with_oracle", right,
       "the line step's distance (C - P1).N is signed: a centre on the right of P1 -> P2 is 'colliding' at any "
       "distance once its foot lies between the ends"},
      {"decision_agrees_with_oracle", InputClass::exactly_touching() || near,
       "touching needs the rounded distance to equal A.r + B.r exactly on the line, and a corner touches only when "
       "|corner - C| < r + 0: an exact touch at an end is apart, and near the boundary the rounding decides"},
      {"decision_agrees_with_oracle", range,
       "the squared lengths overflow or underflow: N or |corner - C| is 0, inf or NaN"},
      {"normal_within_contract", right || first_corner || zero_length,
       "the line step's normal is N whatever side the centre is on; the corner step returns the first corner "
       "within reach, not the nearer; a zero-length segment or a centre on an end gives a 0/0 normal"},
      {"separation_within_contract", right || first_corner,
       "the line step's signed distance is negative on the right (minus the distance less the radii), and the "
       "corner step measures from the first corner within reach, not the nearer"},
      {"normal_unit_and_oriented", right || first_corner || zero_length || foot_near_end,
       "N points left of P1 -> P2 whatever side the centre is on; the first corner within reach need not be the "
       "nearer; 0/0 at a zero-length segment or a centre on an end; a foot just beyond an end takes the line's N"},
      {"normal_within_contract", range,
       "the squared lengths overflow or underflow: N or the corner's normal is inf or NaN"},

      {"separation_within_contract", range, "the squared lengths overflow or underflow: the distance is inf or NaN"},
      {"normal_within_contract", apart_beside, apart_why},
      {"endpoint_order_invariant", ends_tie.or_its_image(), ends_tie_why},
      {"exact_transform_invariant", ends_tie.or_its_image(), ends_tie_why},
      {"separation_within_contract", apart_beside, apart_why},
      {"normal_unit_and_oriented", apart_beside, apart_why},
      {"normal_unit_and_oriented", range, "the squared lengths overflow or underflow: the normal is inf or NaN"},
      {"endpoint_order_invariant",
       (right || first_corner || zero_length || range || foot_near_end || near).or_its_image(),
       "swapping the ends flips N and the side the centre is on, and the order the corners are tried in; near the "
       "boundary the two orders round the distance differently"},
      {"exact_transform_invariant",
       (right || first_corner || zero_length || scaled_range || foot_near_end || near).or_its_image(),
       "mirrors flip N and the side the centre is on; scaling by 2^9 or 2^-7 moves a square out of range; near the "
       "boundary the image rounds the distance differently"},
      {"special_values_give_invalid_input", InputClass::any(),
       "never answers invalid_input: NaN compares false (apart), infinities and negative radii are computed with"},
  };
  flaws.insert(flaws.end(), common.begin(), common.end());
  if (!f32)
    flaws.push_back({"normal_within_contract", ends_tie,
                     ends_tie_why + "; rare: 0 generated failures in 10000 cases at seed 1 (the ends must be nearly "
                                    "equidistant and far apart as seen from the centre), its saved case finds it",
                     false, true});
  return flaws;
}

namespace disk_contact_detail {

using cc::oracle::Rational;

struct ConvexCase {
  cc::oracle::RationalPoint c;
  std::vector<cc::oracle::RationalPoint> v;  // the merged vertices
  double M = 0;
};

inline ConvexCase convex_case(const circle_convex::Input<double>& in) {
  ConvexCase k;
  cc::Vec2<double> v[cc::kMaxPolygonVertices];
  const int n = cc::merged_vertices(in.B.core, v);
  for (int i = 0; i < n; ++i) k.v.push_back(cc::oracle::exact_point(v[i].x, v[i].y));
  k.c = cc::oracle::exact_point(in.A.c.x, in.A.c.y);
  for (double x : to_values<circle_convex, double>(in)) k.M = std::fmax(k.M, std::fabs(x));
  return k;
}

}  // namespace disk_contact_detail

/// A difference of two input points of circle_convex (an edge, the centre from
/// a vertex) with a nonzero coordinate whose square leaves T's normal range
/// (within 2^slack of it).
template <class T>
InputClass convex_square_out_of_range(int slack, std::string text) {
  return when<circle_convex>(std::move(text), [slack](const circle_convex::Input<double>& in) {
    const double hi = std::ldexp(1.0, std::numeric_limits<T>::max_exponent / 2 - slack);
    const double lo = std::ldexp(1.0, (std::numeric_limits<T>::min_exponent - 1) / 2 + slack);
    const auto out = [&](double a, double b) {
      const double d = std::fabs(a - b);  // rounded: a classification, not a decision
      return d != 0 && (d > hi || d < lo);
    };
    cc::Vec2<double> v[cc::kMaxPolygonVertices];
    const int n = cc::merged_vertices(in.B.core, v);
    for (int i = 0; i < n; ++i) {
      const cc::Vec2<double> a = v[i], b = v[(i + 1) % n];
      if (out(a.x, b.x) || out(a.y, b.y) || out(in.A.c.x, a.x) || out(in.A.c.y, a.y)) return true;
    }
    return false;
  });
}

template <class Family, class T>
std::vector<KnownFlaw> textbook_sat_flaws() {
  using namespace disk_contact_detail;
  using In = circle_convex::Input<double>;
  constexpr bool f32 = std::is_same_v<T, float>;
  const int k = f32 ? 16 : 40;
  const std::string two_k = "2^-" + std::to_string(k);
  const InputClass on_vertex = when<circle_convex>("the centre on a vertex of the core", [](const In& in) {
    cc::Vec2<double> v[cc::kMaxPolygonVertices];
    const int n = cc::merged_vertices(in.B.core, v);
    for (int i = 0; i < n; ++i)
      if (v[i] == in.A.c) return true;
    return false;
  });
  const InputClass invalid = when<circle_convex>(
      "a polygon of 3 or more vertices that is not strictly convex and counterclockwise", [](const In& in) {
        cc::oracle::ConvexCore core;
        core.n = cc::merged_vertices(in.B.core, core.v);
        cc::oracle::FilterStats stats;
        return !cc::oracle::convex_core_valid(core, stats);
      });
  const InputClass near_boundary =
      when<circle_convex>("the centre within " + two_k + " M of the core's boundary", [k](const In& in) {
        const ConvexCase c = convex_case(in);
        const std::size_t n = c.v.size();
        const Rational reach = cc::oracle::exact(std::ldexp(c.M, -k));
        for (std::size_t i = 0; i < (n == 1 ? 1 : n); ++i)
          if (cc::oracle::squared_distance_to_segment(c.c, c.v[i], c.v[(i + 1) % n]) <= reach * reach) return true;
        return false;
      });
  const InputClass near_tie = when<circle_convex>(
      "two least squared vertex distances, or two least squared edge-line depths of a centre inside, within " + two_k +
          " M^2 of each other (the nearest vertex or the least overlap decided by rounding)",
      [k](const In& in) {
        const ConvexCase c = convex_case(in);
        const std::size_t n = c.v.size();
        const Rational reach = cc::oracle::exact(std::ldexp(c.M * c.M, -k));
        const auto two_least_close = [&reach](std::vector<Rational> x) {
          if (x.size() < 2) return false;
          std::sort(x.begin(), x.end());
          return Rational(x[1] - x[0]) <= reach;
        };
        std::vector<Rational> d2, depth2;
        bool inside = n >= 3;
        for (std::size_t i = 0; i < n; ++i) {
          d2.push_back(cc::oracle::squared_distance(c.c, c.v[i]));
          const auto& a = c.v[i];
          const auto& b = c.v[(i + 1) % n];
          const Rational ex = b.x - a.x, ey = b.y - a.y;
          const Rational g = ex * (c.c.y - a.y) - ey * (c.c.x - a.x);
          inside = inside && g.sign() > 0;
          if (n >= 3) depth2.push_back(Rational(g * g / (ex * ex + ey * ey)));  // edges of nonzero length
        }
        return two_least_close(d2) || (inside && two_least_close(depth2));
      });
  // Two axes at an angle theta give gaps that differ by about d theta^2 / 2
  // (d the distance along them): below the gaps' rounding, some u M, for
  // theta up to about sqrt(u); 2^-10 at float, 2^-22 at double.
  const int k_angle = f32 ? 10 : 22;
  const InputClass parallel_axes = when<circle_convex>(
      "an edge's normal within 2^-" + std::to_string(k_angle) +
          " radians of the axis from the nearest vertex to the centre or of another edge's normal not parallel to "
          "it (or of their opposites): two candidate axes whose gaps differ by less than their rounding",
      [k = k_angle](const In& in) {
        const ConvexCase c = convex_case(in);
        const std::size_t n = c.v.size();
        if (n < 2) return false;
        std::size_t nearest = 0;
        for (std::size_t i = 1; i < n; ++i)
          if (cc::oracle::squared_distance(c.c, c.v[i]) < cc::oracle::squared_distance(c.c, c.v[nearest])) nearest = i;
        const Rational wx = c.c.x - c.v[nearest].x, wy = c.c.y - c.v[nearest].y;
        const Rational eps = cc::oracle::exact(std::ldexp(1.0, -k));
        for (std::size_t i = 0; i < n; ++i) {
          const Rational ex = c.v[(i + 1) % n].x - c.v[i].x, ey = c.v[(i + 1) % n].y - c.v[i].y;
          const Rational dot = ex * wx + ey * wy;  // the sine between the edge's normal and w, times |e| |w|
          if (dot * dot <= eps * eps * (ex * ex + ey * ey) * (wx * wx + wy * wy)) return true;
          for (std::size_t j = i + 1; j < n; ++j) {
            const Rational fx = c.v[(j + 1) % n].x - c.v[j].x, fy = c.v[(j + 1) % n].y - c.v[j].y;
            const Rational sine = ex * fy - ey * fx;  // between the two edges' normals, times |e| |f|
            if (sine.sign() != 0 && sine * sine <= eps * eps * (ex * ex + ey * ey) * (fx * fx + fy * fy)) return true;
          }
        }
        return false;
      });
  const double u = f32 ? 0x1p-24 : 0x1p-53;
  const InputClass near = InputClass::near_decision_boundary(64 * u);
  const InputClass range = convex_square_out_of_range<T>(
      2, std::string("an edge or the centre from a vertex with a coordinate beyond ") + (f32 ? "2^62" : "2^510") +
             " or below " + (f32 ? "2^-61" : "2^-509") + " (its square overflows or underflows)");
  const InputClass scaled_range = convex_square_out_of_range<T>(
      10, "an edge or the centre from a vertex with a coordinate within 2^10 of where its square leaves the range");
  const InputClass structural = on_vertex || invalid || range;
  const InputClass off_axes = when<circle_convex>("a contact normal off the axes, or not unique", [](const In& in) {
    cc::oracle::ConvexCore core;
    core.n = cc::merged_vertices(in.B.core, core.v);
    const auto e = cc::oracle::disk_convex_exact(in.A.c, in.A.r, core, in.B.r);
    return !e.normal || (cc::oracle::sign((*e.normal)[0]) != 0 && cc::oracle::sign((*e.normal)[1]) != 0);
  });
  std::vector<KnownFlaw> flaws;
  if (f32)
    for (const char* property : {"normal_within_contract", "vertex_order_invariant", "exact_transform_invariant"})
      flaws.push_back({property, property[0] == 'n' ? off_axes : off_axes.or_its_image(),
                       "the axes' lengths and quotients round in float, up to about 2.5 u_f per coordinate of the "
                       "normal; the contract allows u_f + 6 u_d (one rounding of a double computation)"});
  if (f32)
    flaws.push_back({"separation_within_contract", off_axes,
                     "the two projections onto a float axis off the coordinate axes, and the axis itself, round in "
                     "float, each within about u_f of its magnitude: the gap of apart shapes (the distance, "
                     "judged since apart values are) then exceeds the contract's (5 + 2^-24) u_f M, as at (-5, -5) "
                     "against the point (1, 5)"});
  if (f32)
    flaws.push_back({"normal_unit_and_oriented", off_axes,
                     "the axis's length and quotients round in float, so the normal's length is 1 within about "
                     "1.5 u_f, beyond the contract's u_f + 6 u_d"});
  std::vector<KnownFlaw> common = {
      {"decision_agrees_with_oracle", structural || InputClass::exactly_touching() || near || near_tie,
       "the nearest vertex's axis is 0/0 for a centre on it; an invalid polygon is tested as if convex; squares "
       "overflow or underflow; touching needs two rounded projections to meet exactly; a rounded nearest vertex "
       "misses the separating axis"},
      {"normal_within_contract", structural || near_boundary || near_tie || parallel_axes,
       "the least overlap is chosen among rounded overlaps: where the centre nearly touches the core's boundary "
       "or two axes nearly tie, another axis wins; 0/0 at a vertex; squares out of range"},
      {"separation_within_contract", structural || near_tie,
       "a rounded nearest vertex gives the wrong vertex axis (its gap is not the distance); 0/0 at a vertex; "
       "squares out of range"},
      {"normal_unit_and_oriented", structural || near_boundary || near_tie || parallel_axes,
       "0/0 at a vertex; squares out of range; near the boundary or a tie another axis's direction wins"},
      {"vertex_order_invariant", (structural || near_boundary || near_tie || parallel_axes || near).or_its_image(),
       "another start slot tries the axes in another order: ties and near-ties go to another axis"},
      {"exact_transform_invariant",
       (structural || scaled_range || near_boundary || near_tie || parallel_axes || near).or_its_image(),
       "the image rounds the projections differently: ties and near-ties go to another axis; scaling moves a "
       "square out of range"},
      {"special_values_give_invalid_input", InputClass::any(),
       "never answers invalid_input: it checks neither the values nor the polygon's convexity and winding"},
  };
  flaws.insert(flaws.end(), common.begin(), common.end());
  return flaws;
}

}  // namespace collide_check::bundled
