// Boost.Geometry 1.74 checked by collide-check.
//
//   segment_segment  bg::intersects (hit or miss) and bg::intersection into a
//                    vector of points (none, a point, or the two ends of an
//                    overlap)
//   polygon_polygon  bg::intersects on simple quadrilaterals
//   point_rect       bg::covered_by (the closed box) and bg::within (the open
//                    box: touching is no contact) of a point in a box
//   rect_rect        !bg::disjoint of two boxes
//   point_polygon    bg::within (the open polygon: the boundary is no contact)
//                    and bg::covered_by (the closed polygon) of a point in a
//                    simple polygon, with the default strategy (winding)
//   convex_distance  bg::distance(polygon, polygon): the distance only (1.74
//                    has no closest_points; it arrived in 1.80). bg_distance
//                    reads 0 as a contact (hit or miss); bg_distance_apart,
//                    on polygons apart, judges the distance against a bound
//                    derived from the projected-point strategy (64 u M)
//
// Boost.Geometry documents no tolerance: intersects is "true if geometries
// have at least one intersection", covered_by "is inside or on border", within
// "is completely inside". The decisions are therefore held to the exact
// answer and intersection points to a few roundings. Its polygons must be
// valid (a simple ring, in the declared orientation, closed): the polygon
// variant says so as a precondition, and the adapter lists the ring
// counter-clockwise as the polygon type declares. A box is (min corner, max
// corner), so a rectangle (x, y, w, h) maps to one only where x + w and
// y + h are exact in double: a precondition of the box variants, so that the
// adapter's own rounding is never charged to the library.
// docs/findings/boost-geometry.md lists what the checker finds beyond this.

#include <collide_check/convex_distance.h>
#include <collide_check/exact.h>
#include <collide_check/main.h>
#include <collide_check/point_polygon.h>
#include <collide_check/point_rect.h>
#include <collide_check/polygon_polygon.h>
#include <collide_check/rect_rect.h>
#include <collide_check/segment_segment.h>

#include <algorithm>
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>
#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <exception>
#include <initializer_list>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace bg = boost::geometry;
using namespace collide_check;

using BgPoint = bg::model::d2::point_xy<double>;
using BgSegment = bg::model::segment<BgPoint>;
using BgBox = bg::model::box<BgPoint>;
using BgPolygon = bg::model::polygon<BgPoint, /*ClockWise=*/false, /*Closed=*/true>;

BgPoint to_bg(Vec2<double> p) { return {p.x, p.y}; }
BgSegment to_bg(const Segment<double>& s) { return {to_bg(s.a), to_bg(s.b)}; }
BgBox to_bg(const Rect<double>& r) { return {{r.x, r.y}, {r.x + r.w, r.y + r.h}}; }

/// A simple quadrilateral as a counter-clockwise closed ring (the orientation
/// decided exactly, from the sign of the area).
BgPolygon to_bg(const Quad<double>& q) {
  BgPolygon p;
  auto& ring = p.outer();
  const bool ccw = exact::area_sign(q) > 0;
  for (int i = 0; i < 4; ++i) ring.push_back(to_bg(q.v[ccw ? i : 3 - i]));
  ring.push_back(ring.front());
  return p;
}

/// The merged vertices of a point_polygon polygon as a counter-clockwise
/// closed ring. The orientation is decided exactly at the lexicographically
/// smallest vertex: a convex vertex, whose neighbours are not collinear with
/// it in a simple polygon (they would fold back onto one ray). bg::correct
/// would decide it from the area summed in double.
BgPolygon to_bg(const SimplePolygon<double>& sp) {
  Vec2<double> v[cc::kPolygonSlots];
  const int n = cc::merged_vertices(sp, v);
  int m = 0;
  for (int i = 1; i < n; ++i)
    if (v[i].x < v[m].x || (v[i].x == v[m].x && v[i].y < v[m].y)) m = i;
  const bool ccw = n < 3 || exact::orientation(v[(m + n - 1) % n], v[m], v[(m + 1) % n]) > 0;
  BgPolygon p;
  auto& ring = p.outer();
  for (int i = 0; i < n; ++i) ring.push_back(to_bg(v[ccw ? i : n - 1 - i]));
  ring.push_back(ring.front());
  return p;
}

/// A convex_distance polygon (counter-clockwise by the family's convention) as
/// a closed ring of its merged vertices.
BgPolygon to_bg(const ConvexPolygon<double>& cp) {
  Vec2<double> v[cc::kMaxPolygonVertices];
  const int n = cc::merged_vertices(cp, v);
  BgPolygon p;
  auto& ring = p.outer();
  for (int i = 0; i < n; ++i) ring.push_back(to_bg(v[i]));
  ring.push_back(ring.front());
  return p;
}

// ---------------------------------------------------------------- preconditions

Precondition simple_quads() {
  return precondition<polygon_polygon>(
      "both quadrilaterals simple (a valid polygon: no self-intersection, nonzero area)",
      [](const polygon_polygon::Input<double>& in) { return exact::is_simple(in.A) && exact::is_simple(in.B); },
      [](polygon_polygon::Input<double>& in) {
        in.A = exact::simple_order(in.A);
        in.B = exact::simple_order(in.B);
      });
}

bool far_edges_exact(const Rect<double>& r) { return exact::sum_is_exact(r.x, r.w) && exact::sum_is_exact(r.y, r.h); }

/// Replaces w by (x + w) - x, and h alike, where that makes the far edge exact:
/// the nearest rectangle a box can hold.
void make_far_edges_exact(Rect<double>& r) {
  const double w = (r.x + r.w) - r.x, h = (r.y + r.h) - r.y;
  if (exact::sum_is_exact(r.x, w)) r.w = w;
  if (exact::sum_is_exact(r.y, h)) r.h = h;
}

/// bg::is_valid, an exception (it throws on overflowing coordinates) read as
/// invalid.
bool bg_valid(const BgPolygon& p) {
  try {
    return bg::is_valid(p);
  } catch (const std::exception&) {
    return false;
  }
}

Precondition valid_simple_polygon() {
  return precondition<point_polygon>(
      "a valid polygon (bg::is_valid, an exception read as invalid) of 3 or more distinct vertices; the adapter "
      "closes the ring and lists it counter-clockwise (decided exactly), as the polygon type declares",
      [](const point_polygon::Input<double>& in) {
        Vec2<double> v[cc::kPolygonSlots];
        return cc::merged_vertices(in.polygon, v) >= 3 && bg_valid(to_bg(in.polygon));
      });
}

Precondition two_convex_polygons() {
  return precondition<convex_distance>(
      "both polygons of 3 or more distinct vertices (a point or a segment is not a valid polygon)",
      [](const convex_distance::Input<double>& in) {
        Vec2<double> v[cc::kMaxPolygonVertices];
        return cc::merged_vertices(in.A, v) >= 3 && cc::merged_vertices(in.B, v) >= 3;
      });
}

constexpr const char* kFarEdgesExact = "x + w and y + h exact in double (a box holds its far corner)";

// ---------------------------------------------------------------- findings

// The classes below are decided exactly: a finite double times 2^1074 is an
// integer, so differences, determinants and their bounds are integers too (a
// long double determinant errs by 2^-64 |dx dpy|, more than the epsilon
// beside coordinates above about 2^12).

using boost::multiprecision::cpp_int;
constexpr int kExactShift = 1074;

/// v 2^1074 (v finite).
cpp_int exact_scaled(double v) {
  int e = 0;
  const double m = std::frexp(std::fabs(v), &e);  // |v| = m 2^e, 1/2 <= m < 1
  cpp_int r = static_cast<long long>(std::ldexp(m, 53));
  const int shift = e - 53 + kExactShift;  // negative for subnormals, whose low bits are 0
  if (shift >= 0)
    r <<= shift;
  else
    r >>= -shift;
  return v < 0 ? cpp_int(-r) : r;
}

/// The triangle (o, q, r) as side_by_triangle::side_value sees it from o:
/// (dx, dy) = q - o, (dpx, dpy) = r - o, exact, times 2^1074.
struct ExactTriangle {
  cpp_int dx, dy, dpx, dpy;
  ExactTriangle(Vec2<double> o, Vec2<double> q, Vec2<double> r)
      : dx(exact_scaled(q.x) - exact_scaled(o.x)),
        dy(exact_scaled(q.y) - exact_scaled(o.y)),
        dpx(exact_scaled(r.x) - exact_scaled(o.x)),
        dpy(exact_scaled(r.y) - exact_scaled(o.y)) {}
  cpp_int abs_det() const { return abs(cpp_int(dx * dpy - dy * dpx)); }  // times 2^2148
};

bool all_finite(std::initializer_list<Vec2<double>> points) {
  return std::all_of(points.begin(), points.end(),
                     [](Vec2<double> p) { return std::isfinite(p.x) && std::isfinite(p.y); });
}

/// Whether math::equals, widened 16 times, reads a and b (finite) as equal:
/// |a - b| <= 16 DBL_EPSILON max(|a|, |b|, k) (util/math.hpp:112-135, 186-187;
/// k = 2^log2_k as in within_boost_epsilon).
bool within_equals_epsilon(double a, double b, int log2_k = 0) {
  const cpp_int floor = cpp_int(1) << (kExactShift + log2_k);
  const cpp_int ea = exact_scaled(a), eb = exact_scaled(b);
  return cpp_int(abs(cpp_int(ea - eb)) << 48) <= std::max({cpp_int(abs(ea)), cpp_int(abs(eb)), floor});
}

/// Within 16 times Boost.Geometry 1.74's epsilon of a degenerate answer:
/// side_by_triangle reads |cross(p2 - p1, p - p1)| <= DBL_EPSILON max(|dx|,
/// |dy|, |dpx|, |dpy|, 1) as collinear, and math::equals reads coordinates
/// within DBL_EPSILON max(|a|, |b|, 1) as equal (the factor 16 covers the
/// tests' rounding where it is below the epsilon, and their evaluation from
/// another vertex of the triangle; where it is not, see within_side_rounding).
/// `log2_k` > 0 asks the same at every power-of-two scale down to 1/k, k =
/// 2^log2_k (the exact_transform_invariant property scales the input): the
/// absolute floor 1 of the epsilon's scale becomes k there, and the bound
/// on the determinant k times larger.
bool within_boost_epsilon(Vec2<double> p1, Vec2<double> p2, Vec2<double> p, int log2_k = 0) {
  if (!all_finite({p1, p2, p})) return false;
  // 16 DBL_EPSILON = 2^-48: a |x| <= 2^-48 y, scaled, is |x| 2^48 <= y.
  const cpp_int floor = cpp_int(1) << (kExactShift + log2_k);  // k, times 2^1074
  const ExactTriangle t(p1, p2, p);
  const cpp_int scale =
      std::max({cpp_int(abs(t.dx)), cpp_int(abs(t.dy)), cpp_int(abs(t.dpx)), cpp_int(abs(t.dpy)), floor});
  if (cpp_int(t.abs_det() << 48) <= cpp_int(scale << (kExactShift + log2_k))) return true;
  const auto equal = [log2_k](double a, double b) { return within_equals_epsilon(a, b, log2_k); };
  return (equal(p.x, p1.x) && equal(p.y, p1.y)) || (equal(p.x, p2.x) && equal(p.y, p2.y));
}

InputClass segments_within_epsilon(int log2_k = 0) {
  return when<segment_segment>(
      std::string("an endpoint within Boost.Geometry's epsilon of the other segment's line or of its endpoints") +
          (log2_k > 0 ? " at some power-of-two scale down to 2^-" + std::to_string(log2_k) : ""),
      [k = log2_k](const segment_segment::Input<double>& in) {
        return within_boost_epsilon(in.A.a, in.A.b, in.B.a, k) || within_boost_epsilon(in.A.a, in.A.b, in.B.b, k) ||
               within_boost_epsilon(in.B.a, in.B.b, in.A.a, k) || within_boost_epsilon(in.B.a, in.B.b, in.A.b, k);
      });
}

InputClass polygons_within_epsilon(int log2_k = 0) {
  return when<polygon_polygon>(
      std::string("a vertex within Boost.Geometry's epsilon of an edge's line or a vertex of the other "
                  "quadrilateral") +
          (log2_k > 0 ? " at some power-of-two scale down to 2^-" + std::to_string(log2_k) : ""),
      [k = log2_k](const polygon_polygon::Input<double>& in) {
        for (const auto& [p, q] : {std::pair{&in.A, &in.B}, std::pair{&in.B, &in.A}})
          for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
              if (within_boost_epsilon(q->v[j], q->v[(j + 1) % 4], p->v[i], k)) return true;
        return false;
      });
}

const std::string kEpsilonWhy =
    "Boost.Geometry 1.74 decides sides with an epsilon relative to the coordinate differences but floored at 1, "
    "absolute below 1 (side_by_triangle.hpp: |det| <= DBL_EPSILON max(|d|, 1) is collinear; math::equals and the "
    "denominator test of cartesian_segments alike): near-collinear or nearly coincident points are read as "
    "collinear or equal, and the answer changes with the scale; a known design (boostorg/geometry PR #188 "
    "closed unmerged; side_robust default in PR #873, reverted by #924 and #952; opt-in since 1.89, PR #1391)";

/// Whether side_by_triangle's double determinant can take the wrong sign (or
/// 0) for the side of p from the line p1-p2, beyond its epsilon: Boost.Geometry
/// 1.74 (strategies/cartesian/side_by_triangle.hpp, compute_side_value and
/// side_value) evaluates det = dx dpy - dy dpx in double, from the
/// lexicographically smallest of the three points (x first, compared with
/// math::equals, then y), with no error bound. Two rounded differences and a
/// rounded product in each term move det by at most 3u (|dx dpy| + |dy dpx|)
/// (u = 2^-53, the sum of the exact products; the final subtraction keeps the
/// sign), so a wrong sign needs |det| below that; the class takes 4u
/// (2^-51). Where the differences exceed 1 this rounding, quadratic in them,
/// exceeds the epsilon DBL_EPSILON max(|dx|, |dy|, |dpx|, |dpy|, 1), linear
/// in them (PR #272, 2015, scaled it so); the exact side_robust was made the
/// default after 1.74 (PR #873, 2021) and side_by_triangle again (PR #952).
bool within_side_rounding(Vec2<double> p1, Vec2<double> p2, Vec2<double> p) {
  if (!all_finite({p1, p2, p})) return false;
  const auto less = [](Vec2<double> a, Vec2<double> b) {  // compare::cartesian<compare::less>
    const auto equals = [](double x, double y) {          // math::equals
      return x == y ||
             std::fabs(x - y) <= std::numeric_limits<double>::epsilon() * std::max({std::fabs(x), std::fabs(y), 1.0});
    };
    if (!equals(a.x, b.x)) return a.x < b.x;
    return !equals(a.y, b.y) && a.y < b.y;
  };
  // compute_side_value's cyclic rotation: the same triangle, from its first point.
  Vec2<double> o = p1, q = p2, r = p;
  if (less(p, p1)) {
    if (less(p, p2))
      o = p, q = p1, r = p2;
    else
      o = p2, q = p, r = p1;
  } else if (!less(p1, p2)) {
    o = p2, q = p, r = p1;
  }
  const ExactTriangle t(o, q, r);
  return cpp_int(t.abs_det() << 51) <= cpp_int(abs(cpp_int(t.dx * t.dpy)) + abs(cpp_int(t.dy * t.dpx)));
}

InputClass segments_within_side_rounding() {
  return when<segment_segment>(
      "an endpoint whose side of the other segment's line is within the rounding of side_by_triangle's double "
      "determinant: |det| <= 2^-51 (|dx dpy| + |dy dpx|), from the vertex it evaluates at",
      [](const segment_segment::Input<double>& in) {
        return within_side_rounding(in.A.a, in.A.b, in.B.a) || within_side_rounding(in.A.a, in.A.b, in.B.b) ||
               within_side_rounding(in.B.a, in.B.b, in.A.a) || within_side_rounding(in.B.a, in.B.b, in.A.b);
      });
}

const std::string kSideRoundingWhy =
    "Boost.Geometry 1.74 decides sides from the sign of a determinant rounded in double (side_by_triangle.hpp, "
    "side_value, the default side strategy of cartesian_segments in strategies/cartesian/intersection.hpp), with "
    "no error bound: its rounding, up to 3u (|dx dpy| + |dy dpx|), exceeds the epsilon DBL_EPSILON max(|d|, 1) "
    "where the differences exceed 1, so an endpoint just off the other segment's line is put on the wrong side "
    "or on it; outside the epsilon and range classes, generated 6 times (decision_agrees_with_oracle) and 7 "
    "times (exact_transform_invariant) in 400,000 cases (seeds 1 to 40 at 10000)";

InputClass beyond_double_range() {
  return InputClass::magnitude_above(0x1p300) || InputClass::nonzero_magnitude_below(0x1p-300);
}
const std::string kRangeWhy =
    "products of two coordinates (side determinants) overflow beyond 2^511, and of three (the intersection "
    "point's numerators) beyond 2^341; below 2^-341 they underflow";

/// The merged vertices of a point_polygon case's polygon.
std::vector<Vec2<double>> polygon_vertices(const SimplePolygon<double>& sp) {
  Vec2<double> v[cc::kPolygonSlots];
  const int n = cc::merged_vertices(sp, v);
  return {v, v + n};
}

/// The winding strategy's tests of P against the edges (strategies/cartesian/
/// point_in_poly_winding.hpp): math::equals of P.x with each end's x (check_touch,
/// lines 207-208), of P.y with its y (side_equal, line 261), and side_by_triangle's
/// collinearity epsilon for an edge straddling P.x (line 154).
InputClass point_within_epsilon(int log2_k = 0) {
  return when<point_polygon>(
      std::string("P within Boost.Geometry's epsilon of an edge's line or a vertex, or P.x within it of a vertex's "
                  "x (math::equals, 16 DBL_EPSILON max(|a|, |b|, 1))") +
          (log2_k > 0 ? " at some power-of-two scale down to 2^-" + std::to_string(log2_k) : ""),
      [k = log2_k](const point_polygon::Input<double>& in) {
        if (!all_finite({in.P})) return false;
        const auto v = polygon_vertices(in.polygon);
        for (std::size_t i = 0; i < v.size(); ++i) {
          if (!all_finite({v[i]})) return false;
          if (v[i].x != in.P.x && within_equals_epsilon(v[i].x, in.P.x, k)) return true;
          if (within_boost_epsilon(v[i], v[(i + 1) % v.size()], in.P, k)) return true;
        }
        return false;
      });
}

InputClass point_within_side_rounding() {
  return when<point_polygon>(
      "P's side of an edge's line within the rounding of side_by_triangle's double determinant: |det| <= 2^-51 "
      "(|dx dpy| + |dy dpx|), from the vertex it evaluates at",
      [](const point_polygon::Input<double>& in) {
        const auto v = polygon_vertices(in.polygon);
        for (std::size_t i = 0; i < v.size(); ++i)
          if (within_side_rounding(v[i], v[(i + 1) % v.size()], in.P)) return true;
        return false;
      });
}

const std::string kPolygonSideRoundingWhy =
    "Boost.Geometry 1.74 decides the side of P from an edge it straddles by the sign of side_by_triangle's "
    "determinant rounded in double (point_in_poly_winding.hpp:154, side_by_triangle.hpp side_value), with no error "
    "bound: its rounding, up to 3u (|dx dpy| + |dy dpx|), exceeds the epsilon DBL_EPSILON max(|d|, 1) where the "
    "differences exceed 1, so a P just off an edge is counted on the wrong side of it or on it";

InputClass convex_within_epsilon(int log2_k = 0) {
  return when<convex_distance>(
      std::string("a vertex within Boost.Geometry's epsilon of an edge's line or a vertex of the other polygon, or "
                  "its x within it of a vertex's x of the other (math::equals, 16 DBL_EPSILON max(|a|, |b|, 1))") +
          (log2_k > 0 ? " at some power-of-two scale down to 2^-" + std::to_string(log2_k) : ""),
      [k = log2_k](const convex_distance::Input<double>& in) {
        Vec2<double> a[cc::kMaxPolygonVertices], b[cc::kMaxPolygonVertices];
        const int na = cc::merged_vertices(in.A, a), nb = cc::merged_vertices(in.B, b);
        for (int i = 0; i < na; ++i)
          for (int j = 0; j < nb; ++j)
            if ((a[i].x != b[j].x && within_equals_epsilon(a[i].x, b[j].x, k)) ||
                within_boost_epsilon(b[j], b[(j + 1) % nb], a[i], k) ||
                within_boost_epsilon(a[i], a[(i + 1) % na], b[j], k))
              return true;
        return false;
      });
}

InputClass convex_within_side_rounding() {
  return when<convex_distance>(
      "a vertex whose side of an edge's line of the other polygon is within the rounding of side_by_triangle's "
      "double determinant: |det| <= 2^-51 (|dx dpy| + |dy dpx|), from the vertex it evaluates at",
      [](const convex_distance::Input<double>& in) {
        Vec2<double> a[cc::kMaxPolygonVertices], b[cc::kMaxPolygonVertices];
        const int na = cc::merged_vertices(in.A, a), nb = cc::merged_vertices(in.B, b);
        for (int i = 0; i < na; ++i)
          for (int j = 0; j < nb; ++j)
            if (within_side_rounding(b[j], b[(j + 1) % nb], a[i]) || within_side_rounding(a[i], a[(i + 1) % na], b[j]))
              return true;
        return false;
      });
}

// ---------------------------------------------------------------- registration

VariantSpec spec_of(const char* name, const char* source) {
  VariantSpec spec;
  spec.name = name;
  spec.source = source;
  spec.contract.special_values = SpecialValues::unchecked;  // bool answers: nothing says "invalid"
  return spec;
}

void register_segments() {
  VariantSpec intersects = spec_of("bg_intersects", "Boost.Geometry 1.74 bg::intersects(segment, segment)");
  intersects.declare_flaw({"decision_agrees_with_oracle", "endpoint_order_invariant"}, segments_within_epsilon(),
                          kEpsilonWhy);
  intersects.declare_flaw({"symmetric_in_segments"}, segments_within_epsilon(),
                          kEpsilonWhy +
                              "; bg::intersects(A, B) and (B, A) differ only on collinear segments of a few epsilon "
                              "sharing an endpoint: generated about 3 times in 120,000 cases (seeds 1 to 3)",
                          {.rare = true});
  intersects.declare_flaw({"exact_transform_invariant"}, segments_within_epsilon(9), kEpsilonWhy);
  intersects.declare_flaw({"decision_agrees_with_oracle", "endpoint_order_invariant", "exact_transform_invariant"},
                          beyond_double_range(), kRangeWhy);
  // After the range class, which takes the overflowing determinants first.
  // Rare: witnessed by segment_segment/4a704cdcd8ce1b64.case (the decisions of
  // both variants, and their exact_transform_invariant under rotate 90).
  intersects.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"},
                          segments_within_side_rounding().or_its_image(), kSideRoundingWhy, {.rare = true});
  register_variant<segment_segment, double>(intersects,
                                            hit_only([](const Segment<double>& a, const Segment<double>& b) {
                                              return bg::intersects(to_bg(a), to_bg(b));
                                            }));
  VariantSpec spec = spec_of("bg_intersection", "Boost.Geometry 1.74 bg::intersection(segment, segment, points)");
  // A crossing's point from the segment ratio of one segment: a few roundings
  // of the largest coordinate.
  spec.contract.bound("point", bound::relative_to_inputs(0x1p-50));
  spec.declare_flaw(
      {"decision_agrees_with_oracle", "point_within_contract", "symmetric_in_segments", "endpoint_order_invariant"},
      segments_within_epsilon(), kEpsilonWhy);
  spec.declare_flaw({"exact_transform_invariant"}, segments_within_epsilon(9), kEpsilonWhy);
  spec.declare_flaw(
      {"point_within_contract", "endpoint_order_invariant"}, segment_segment::crossing_angle_sine_below(0.25),
      "the crossing point of segments at a small angle is ill-conditioned: bg::intersection computes it from "
      "the ratio along one segment, whose rounding moves it by about 2 u M / sin of the angle, past the bound "
      "of a well-conditioned crossing (8 u M) below a sine of 1/4; and which segment it uses depends on the "
      "order, so the two orders differ by more than both bounds");
  spec.declare_flaw({"decision_agrees_with_oracle", "point_within_contract", "symmetric_in_segments",
                     "endpoint_order_invariant", "exact_transform_invariant"},
                    beyond_double_range(), kRangeWhy);
  spec.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"},
                    segments_within_side_rounding().or_its_image(), kSideRoundingWhy, {.rare = true});
  register_variant<segment_segment, double>(spec, count_and_points([](const Segment<double>& a, const Segment<double>& b) {
                                              std::vector<BgPoint> points;
                                              bg::intersection(to_bg(a), to_bg(b), points);
                                              return points;
                                            },
                                            [](const BgPoint& p) { return Vec2<double>{p.x(), p.y()}; }));
}

void register_polygons() {
  VariantSpec spec = spec_of("bg_intersects", "Boost.Geometry 1.74 bg::intersects(polygon, polygon)");
  spec.contract.domain.preconditions.push_back(simple_quads());
  spec.contract.regime_not_applicable("degenerate", "repeated or collinear vertices: a polygon of zero area is not a "
                                                    "valid OGC polygon");
  spec.declare_flaw({"decision_agrees_with_oracle", "vertex_order_invariant"}, polygons_within_epsilon(), kEpsilonWhy);
  spec.declare_flaw({"exact_transform_invariant"}, polygons_within_epsilon(9), kEpsilonWhy);
  spec.declare_flaw({"decision_agrees_with_oracle", "vertex_order_invariant", "exact_transform_invariant"},
                    beyond_double_range(), kRangeWhy);
  register_variant<polygon_polygon, double>(
      spec, hit_only([](const Quad<double>& a, const Quad<double>& b) { return bg::intersects(to_bg(a), to_bg(b)); }));
}

void register_boxes() {
  const auto point_in_box = precondition<point_rect>(
      kFarEdgesExact, [](const point_rect::Input<double>& in) { return far_edges_exact(in.R); },
      [](point_rect::Input<double>& in) { make_far_edges_exact(in.R); });
  VariantSpec covered = spec_of("bg_covered_by", "Boost.Geometry 1.74 bg::covered_by(point, box)");
  covered.contract.domain.preconditions.push_back(point_in_box);
  register_variant<point_rect, double>(covered, hit_only([](Vec2<double> p, const Rect<double>& r) {
                                         return bg::covered_by(to_bg(p), to_bg(r));
                                       }));
  VariantSpec within = spec_of("bg_within", "Boost.Geometry 1.74 bg::within(point, box)");
  within.contract.touching = Touching::is_miss;  // "completely inside": the border is outside
  within.contract.domain.preconditions.push_back(point_in_box);
  register_variant<point_rect, double>(within, hit_only([](Vec2<double> p, const Rect<double>& r) {
                                         return bg::within(to_bg(p), to_bg(r));
                                       }));

  VariantSpec boxes = spec_of("bg_not_disjoint", "Boost.Geometry 1.74 !bg::disjoint(box, box)");
  boxes.contract.domain.preconditions.push_back(precondition<rect_rect>(
      std::string("both rectangles with ") + kFarEdgesExact,
      [](const rect_rect::Input<double>& in) { return far_edges_exact(in.A) && far_edges_exact(in.B); },
      [](rect_rect::Input<double>& in) {
        make_far_edges_exact(in.A);
        make_far_edges_exact(in.B);
      }));
  register_variant<rect_rect, double>(boxes, hit_only([](const Rect<double>& a, const Rect<double>& b) {
                                        return !bg::disjoint(to_bg(a), to_bg(b));
                                      }));
}

void register_point_polygon() {
  const auto spec_with = [](const char* name, const char* source) {
    VariantSpec spec = spec_of(name, source);
    spec.contract.domain.preconditions.push_back(valid_simple_polygon());
    spec.contract.regime_not_applicable("extreme_scale",
                                        "bg::is_valid, Boost.Geometry's own precondition, rejects or throws on every "
                                        "polygon drawn at these magnitudes");
    spec.declare_flaw({"decision_agrees_with_oracle"}, point_within_epsilon(), kEpsilonWhy);
    spec.declare_flaw({"exact_transform_invariant"}, point_within_epsilon(9), kEpsilonWhy);
    spec.declare_flaw({"decision_agrees_with_oracle"}, point_within_side_rounding(), kPolygonSideRoundingWhy);
    spec.declare_flaw({"exact_transform_invariant"}, point_within_side_rounding().or_its_image(),
                      kPolygonSideRoundingWhy);
    return spec;
  };
  VariantSpec within = spec_with("bg_within",
                                 "Boost.Geometry 1.74 bg::within(point, polygon), default strategy "
                                 "(strategy::within::cartesian_winding)");
  within.contract.touching = Touching::is_miss;  // "is completely inside": the boundary is outside
  register_variant<point_polygon, double>(within, hit_only([](const SimplePolygon<double>& poly, Vec2<double> p) {
                                            return bg::within(to_bg(p), to_bg(poly));
                                          }));
  VariantSpec covered = spec_with("bg_covered_by",
                                  "Boost.Geometry 1.74 bg::covered_by(point, polygon), default "
                                  "strategy (strategy::within::cartesian_winding)");
  register_variant<point_polygon, double>(covered, hit_only([](const SimplePolygon<double>& poly, Vec2<double> p) {
                                            return bg::covered_by(to_bg(p), to_bg(poly));
                                          }));
}

const std::string kDistanceRangeWhy =
    "the squared distances (pythagoras, the comparable strategy) and the dot products of the projection overflow "
    "beyond 2^511 (an infinite or NaN distance) and underflow below 2^-511; the side determinants of the "
    "intersects test likewise";

/// Whether the exact distance between the two polygons' boundaries is at most
/// 2^-24 k (k = 2^log2_k): some vertex of one within that of an edge of the
/// other (a polygon's boundary distance is a vertex-edge one), decided in
/// integers (values times 2^1074).
bool boundary_distance_at_most_2_24(const convex_distance::Input<double>& in, int log2_k) {
  Vec2<double> a[cc::kMaxPolygonVertices], b[cc::kMaxPolygonVertices];
  const int na = cc::merged_vertices(in.A, a), nb = cc::merged_vertices(in.B, b);
  for (int i = 0; i < na; ++i)
    if (!all_finite({a[i]})) return false;
  for (int j = 0; j < nb; ++j)
    if (!all_finite({b[j]})) return false;
  // |x|^2 <= 2^(2 log2_k - 48) in units of 2^-2148: |x_s|^2 2^48 <= 2^(2148 + 2 log2_k).
  const cpp_int limit = cpp_int(1) << (2 * kExactShift + 2 * log2_k);
  const auto near = [&limit](Vec2<double> p, Vec2<double> s0, Vec2<double> s1) {
    const cpp_int px = exact_scaled(p.x), py = exact_scaled(p.y);
    const cpp_int ax = exact_scaled(s0.x), ay = exact_scaled(s0.y);
    const cpp_int dx = exact_scaled(s1.x) - ax, dy = exact_scaled(s1.y) - ay;
    const cpp_int wx = px - ax, wy = py - ay;
    const cpp_int dot = wx * dx + wy * dy, len2 = dx * dx + dy * dy;
    if (dot <= 0 || len2 == 0) return cpp_int((wx * wx + wy * wy) << 48) <= limit;
    if (dot >= len2) {
      const cpp_int vx = px - exact_scaled(s1.x), vy = py - exact_scaled(s1.y);
      return cpp_int((vx * vx + vy * vy) << 48) <= limit;
    }
    const cpp_int cross = dx * wy - dy * wx;  // distance^2 = cross^2 / len2
    return cpp_int((cross * cross) << 48) <= cpp_int(limit * len2);
  };
  for (int i = 0; i < na; ++i)
    for (int j = 0; j < nb; ++j)
      if (near(a[i], b[j], b[(j + 1) % nb]) || near(b[j], a[i], a[(i + 1) % na])) return true;
  return false;
}

InputClass convex_closer_than_2_24(int log2_k = 0) {
  return when<convex_distance>(
      std::string("the polygons within 2^-24 of each other (touching and overlapping included)") +
          (log2_k > 0 ? " at some power-of-two scale down to 2^-" + std::to_string(log2_k) : ""),
      [k = log2_k](const convex_distance::Input<double>& in) { return boundary_distance_at_most_2_24(in, k); });
}

const std::string kEarlyExitWhy =
    "the closest-feature search stops at the first candidate whose comparable (squared) distance math::equals "
    "reads as 0 (algorithms/detail/closest_feature/range_to_range.hpp:110: if (math::equals(dist_min, zero)) "
    "return;), and math::equals floors its epsilon at 1 (util/math.hpp:112-135), so any squared distance up to "
    "DBL_EPSILON (a distance up to 2^-26) ends the search: the first candidate's distance is returned, not the "
    "least; the answer then depends on the vertex order and the scale";

const std::string kConvexSideRoundingWhy =
    "bg::distance(polygon, polygon) returns 0 where bg::intersects holds (detail/distance/"
    "linear_or_areal_to_areal.hpp:79-83), and intersects decides the sides of the edges' ends by the sign of "
    "side_by_triangle's determinant rounded in double, with no error bound: its rounding, up to 3u (|dx dpy| + "
    "|dy dpx|), exceeds the epsilon DBL_EPSILON max(|d|, 1) where the differences exceed 1, so polygons apart by "
    "less than the rounding are read as intersecting (distance 0), or the answer changes with the order";

/// Whether the two convex polygons (valid, 3 or more vertices, counter-
/// clockwise) have no common point, exactly: no two edges meet and no vertex
/// of one is in or on the other.
bool convex_apart(const convex_distance::Input<double>& in) {
  Vec2<double> a[cc::kMaxPolygonVertices], b[cc::kMaxPolygonVertices];
  const int na = cc::merged_vertices(in.A, a), nb = cc::merged_vertices(in.B, b);
  const auto covers = [](const Vec2<double>* q, int n, Vec2<double> p) {
    for (int i = 0; i < n; ++i)
      if (exact::orientation(q[i], q[(i + 1) % n], p) < 0) return false;
    return true;
  };
  for (int i = 0; i < na; ++i)
    if (covers(b, nb, a[i])) return false;
  for (int j = 0; j < nb; ++j)
    if (covers(a, na, b[j])) return false;
  for (int i = 0; i < na; ++i)
    for (int j = 0; j < nb; ++j)
      if (exact::segments_meet({a[i], a[(i + 1) % na]}, {b[j], b[(j + 1) % nb]})) return false;
  return true;
}

/// bg::distance as the family's result: apart where it is positive, and
/// otherwise overlapping (0 does not tell touching from overlapping; the
/// variants judge what that leaves decided).
ConvexDistance<double> bg_convex_distance(const ConvexPolygon<double>& a, const ConvexPolygon<double>& b) {
  ConvexDistance<double> r;
  r.distance = bg::distance(to_bg(a), to_bg(b));
  r.kind = r.distance > 0 ? ContactKind::apart : ContactKind::overlapping;
  return r;
}

void register_convex_distance() {
  // The bound, from the algorithm (strategies/cartesian/distance_projected_point.hpp:
  // v = p2 - p1, w = p - p1, c1 = w.v, c2 = v.v, b = c1 / c2, q = p1 + b v,
  // then |p - q|; the least over the candidates). Coordinates at most M, so
  // |v|, |w| <= 2^1.5 M. Rounded: v and w by u per component; c1 by about
  // 4u |w||v| and c2 by 4u |v|^2 absolute, so b by 4u |w|/|v| + 5u, which
  // moves q along v by 4u |w| + 5u |v| <= 26 u M; v's rounding moves q by
  // b u |v| <= 3 u M, the product and sum round by 3 u M and 1.5 u M; so
  // |q~ - q| <= 34 u M. The difference p - q~ and the root (sqrt of the
  // rounded sum of squares: under 3u relative) add under 3u |p - q| <= 9 u M.
  // Each candidate is within 43 u M, and so is their least (1-Lipschitz); a
  // misread end (c1 <= 0 or c2 <= c1 within rounding) picks an end within
  // |b v| <= 4u |w| of q. Bound 64 u M.
  const ErrorBound bound = bound::relative_to_inputs(0x1p-47);
  const auto common = [&bound](VariantSpec& spec) {
    spec.contract.domain.preconditions.push_back(two_convex_polygons());
    spec.contract.regime_not_applicable("degenerate", "a point or a segment is not a valid OGC polygon");
    spec.contract.regime_not_applicable("full_precision_touching",
                                        "a triangle against a segment: a segment is not a valid OGC polygon");
    spec.contract.bound("distance", bound);
  };
  VariantSpec spec = spec_of("bg_distance",
                             "Boost.Geometry 1.74 bg::distance(polygon, polygon): hit or miss, the "
                             "distance judged on contacts");
  common(spec);
  spec.declare_flaw({"decision_agrees_with_oracle", "symmetric_in_a_and_b", "vertex_order_invariant"},
                    convex_within_epsilon(), kEpsilonWhy);
  spec.declare_flaw({"exact_transform_invariant"}, convex_within_epsilon(9), kEpsilonWhy);
  spec.declare_flaw(
      {"decision_agrees_with_oracle", "symmetric_in_a_and_b", "vertex_order_invariant", "exact_transform_invariant"},
      beyond_double_range(), kDistanceRangeWhy);
  // The distance itself fails only where intersects answers 0 for polygons
  // apart by more than the bound: 0 to 2 (epsilon) and 0 to 3 (range) in
  // 10,000 cases (seeds 1 to 8). Rare: witnessed by saved cases.
  spec.declare_flaw(
      {"distance_within_contract"}, convex_within_epsilon(),
      kEpsilonWhy + "; the distance is off by more than the bound in 0 to 2 of 10,000 cases (seeds 1 to 8)",
      {.rare = true});
  spec.declare_flaw({"distance_within_contract"}, beyond_double_range(),
                    kDistanceRangeWhy + "; off the bound in 0 to 3 of 10,000 cases (seeds 1 to 8)", {.rare = true});
  // After the epsilon and range classes. Rare: 0 to 4 decision failures in
  // 10,000 cases (seeds 1 to 8), 1 to 4 under a transform.
  spec.declare_flaw({"decision_agrees_with_oracle"}, convex_within_side_rounding(), kConvexSideRoundingWhy,
                    {.rare = true});
  spec.declare_flaw({"exact_transform_invariant"}, convex_within_side_rounding().or_its_image(), kConvexSideRoundingWhy,
                    {.rare = true});
  register_variant<convex_distance, double>(
      spec, partial(Reports{Reports::Decision::hit_or_miss, {"distance"}}, bg_convex_distance));

  VariantSpec apart = spec_of("bg_distance_apart",
                              "Boost.Geometry 1.74 bg::distance(polygon, polygon) of polygons apart: the distance "
                              "judged");
  common(apart);
  apart.contract.domain.preconditions.push_back(precondition<convex_distance>(
      "the polygons apart (no common point, decided exactly): bg::distance's 0 does not tell touching from "
      "overlapping, so the adapter reports kinds only where the exact kind is apart",
      convex_apart));
  for (const char* regime : {"touching_edge", "touching_vertex", "vertex_on_edge", "overlapping"})
    apart.contract.regime_not_applicable(regime, "polygons that touch or overlap are not apart");
  apart.declare_flaw({"decision_agrees_with_oracle", "symmetric_in_a_and_b", "vertex_order_invariant"},
                     convex_within_epsilon(), kEpsilonWhy);
  apart.declare_flaw({"exact_transform_invariant"}, convex_within_epsilon(9), kEpsilonWhy);
  apart.declare_flaw({"decision_agrees_with_oracle", "distance_within_contract", "symmetric_in_a_and_b",
                      "vertex_order_invariant", "exact_transform_invariant"},
                     beyond_double_range(), kDistanceRangeWhy);
  apart.declare_flaw({"distance_within_contract"}, convex_closer_than_2_24(), kEarlyExitWhy);
  apart.declare_flaw({"decision_agrees_with_oracle"}, convex_within_side_rounding(), kConvexSideRoundingWhy);
  // Rare (seeds 1 to 5 and 7 at 10,000 cases): the early exit changing with the
  // order, 0 to 1 (symmetry) and 0 to 2 (vertex order) times, with the scale 1
  // to 4 times; the side rounding under a transform 0 to 6 times. Witnessed by
  // saved cases.
  apart.declare_flaw({"symmetric_in_a_and_b", "vertex_order_invariant"}, convex_closer_than_2_24(), kEarlyExitWhy,
                     {.rare = true});
  apart.declare_flaw({"exact_transform_invariant"}, convex_closer_than_2_24(9), kEarlyExitWhy, {.rare = true});
  apart.declare_flaw({"exact_transform_invariant"}, convex_within_side_rounding().or_its_image(),
                     kConvexSideRoundingWhy, {.rare = true});
  register_variant<convex_distance, double>(
      apart, partial(Reports{Reports::Decision::kinds, {"distance"}}, bg_convex_distance));
}

}  // namespace

int main(int argc, char** argv) {
  register_segments();
  register_polygons();
  register_boxes();
  register_point_polygon();
  register_convex_distance();
  return collide_check::main(argc, argv, {.program = "check_boost_geometry", .default_corpus = {"cases"}});
}
