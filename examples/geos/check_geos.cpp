// GEOS 3.11 (the C API, geos_c.h) checked by collide-check.
//
//   point_side       GEOSOrientationIndex_r, read by its C header's comment and
//                    by its C++ implementation's convention (they disagree)
//   point_segment    GEOSOrientationIndex_r, then GEOSIntersects_r of the point
//                    and the two-point line string: on the line, and on the
//                    segment or beyond an end
//   segment_segment  GEOSSegmentIntersection_r: hit and its point
//   polygon_polygon  GEOSIntersects_r and GEOSPreparedIntersects_r on simple
//                    quadrilaterals
//   point_polygon    GEOSContains_r, GEOSWithin_r, GEOSCovers_r (hit or miss),
//                    Covers then Contains and Touches then Within (three
//                    kinds), each plain and prepared, on simple polygons
//   convex_distance  GEOSDistance_r (the distance) and GEOSNearestPoints_r
//                    (the points), the kind read beside them with
//                    GEOSRelatePattern_r
//
// GEOS documents no tolerance: its predicates are the orientation sign in
// double-double arithmetic ("JTS uses extended-precision arithmetic to increase
// the robustness of the computation", geos/algorithm/Orientation.h), so the
// decisions are held to the exact answer and intersection points to a few
// roundings. GEOS's polygon predicates are specified for valid (OGC) polygons
// only: a simple ring of nonzero area; the polygon variants say so as a
// precondition. docs/findings/geos.md lists what the checker finds beyond this.

#include <collide_check/convex_distance.h>
#include <collide_check/exact.h>
#include <collide_check/kernels/robust/point_polygon.h>
#include <collide_check/main.h>
#include <collide_check/point_polygon.h>
#include <collide_check/point_segment.h>
#include <collide_check/point_side.h>
#include <collide_check/polygon_polygon.h>
#include <collide_check/segment_segment.h>
#include <geos_c.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace {

using namespace collide_check;

// ---------------------------------------------------------------- GEOS plumbing

std::string& last_geos_message() {
  static std::string message;
  return message;
}

void keep_geos_message(const char* fmt, ...) {
  char buffer[512];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buffer, sizeof buffer, fmt, args);
  va_end(args);
  last_geos_message() = buffer;
}

GEOSContextHandle_t geos() {
  static const GEOSContextHandle_t handle = [] {
    GEOSContextHandle_t h = GEOS_init_r();
    GEOSContext_setErrorHandler_r(h, keep_geos_message);
    GEOSContext_setNoticeHandler_r(h, keep_geos_message);
    return h;
  }();
  return handle;
}

/// A GEOS call that reported an exception: the variant's error, never an answer.
[[noreturn]] void geos_failed(const char* what) {
  throw std::runtime_error(std::string(what) + " raised a GEOS exception: " + last_geos_message());
}

struct GeometryDeleter {
  void operator()(GEOSGeometry* g) const { GEOSGeom_destroy_r(geos(), g); }
};
using Geometry = std::unique_ptr<GEOSGeometry, GeometryDeleter>;

Geometry point(Vec2<double> p) { return Geometry(GEOSGeom_createPointFromXY_r(geos(), p.x, p.y)); }

Geometry line_string(const Segment<double>& s) {
  GEOSCoordSequence* cs = GEOSCoordSeq_create_r(geos(), 2, 2);
  GEOSCoordSeq_setXY_r(geos(), cs, 0, s.a.x, s.a.y);
  GEOSCoordSeq_setXY_r(geos(), cs, 1, s.b.x, s.b.y);
  return Geometry(GEOSGeom_createLineString_r(geos(), cs));
}

/// The quadrilateral as a polygon, its ring closed; coordinates set bit for bit.
Geometry polygon(const Quad<double>& q) {
  GEOSCoordSequence* cs = GEOSCoordSeq_create_r(geos(), 5, 2);
  for (unsigned i = 0; i < 5; ++i) GEOSCoordSeq_setXY_r(geos(), cs, i, q.v[i % 4].x, q.v[i % 4].y);
  GEOSGeometry* ring = GEOSGeom_createLinearRing_r(geos(), cs);
  if (!ring) geos_failed("GEOSGeom_createLinearRing_r");
  return Geometry(GEOSGeom_createPolygon_r(geos(), ring, nullptr, 0));
}

bool predicate(char result, const char* what) {
  if (result == 2) geos_failed(what);
  return result == 1;
}

// ---------------------------------------------------------------- findings

/// Coordinates whose products of up to three leave double's range: beyond
/// 2^300, or nonzero below 2^-300.
InputClass beyond_double_double_range() {
  return InputClass::magnitude_above(0x1p300) || InputClass::nonzero_magnitude_below(0x1p-300);
}
const std::string kRangeWhy =
    "the double-double arithmetic multiplies coordinate differences (two for the orientation, three for an "
    "intersection point's numerators): beyond 2^341 the products overflow (inf - inf, read as collinear, or "
    "a point at an endpoint) and below 2^-341 they underflow to 0";

/// The number of significant bits of the exact difference a - b, from its
/// highest set bit to its lowest (0 when a == b): what a product of it must
/// hold. The difference is the exact sum s + e of a two-sum; overflow gives 0
/// (that range is beyond_double_double_range).
int difference_bits(double a, double b) {
  const double s = a - b;
  if (s == 0 || !std::isfinite(s)) return 0;
  const double bb = s - a;
  const double e = (a - (s - bb)) + (-b - bb);
  const auto lowest_bit = [](double v) {
    int exp = 0;
    const auto m = static_cast<std::int64_t>(std::ldexp(std::frexp(std::fabs(v), &exp), 53));
    return exp - 53 + std::countr_zero(static_cast<std::uint64_t>(m));
  };
  int top = std::ilogb(s);
  // s a power of two rounded up from below: the exact value is under 2^top.
  if (e != 0 && (e < 0) != (s < 0) && std::fabs(s) == std::ldexp(1.0, top)) --top;
  return top - lowest_bit(e != 0 ? e : s) + 1;
}

/// Where GEOS's orientation of c against the directed line a -> b can read
/// exactly collinear points as off the line: a, b, c exactly collinear, and
/// one of the two products CGAlgorithmsDD::orientationIndex forms,
/// (b - a).x (c - b).y and (b - a).y (c - b).x, has factors of more than 106
/// significant bits together (2 x 53, what a double-double product keeps; at
/// most 106 it is exact). docs/findings/geos.md, finding 6.
bool collinear_beyond_double_double_product(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  if (exact::orientation(a, b, c) != 0) return false;
  const auto factor_bits = [](int u, int v) { return u == 0 || v == 0 ? 0 : u + v; };  // a product of 0 is exact
  return factor_bits(difference_bits(b.x, a.x), difference_bits(c.y, b.y)) > 106 ||
         factor_bits(difference_bits(b.y, a.y), difference_bits(c.x, b.x)) > 106;
}

const std::string kDoubleDoubleProductWhy =
    "the orientation's double-double products round: CGAlgorithmsDD::orientationIndex multiplies coordinate "
    "differences held exactly as double-doubles, but a double-double product keeps about 106 bits (DD::selfMultiply "
    "drops lo * lo and rounds the cross terms), so the two products of collinear points, equal exactly, differ by "
    "their roundings and the determinant's sign is that of the rounding noise: collinear points read as off the "
    "line";

// ---------------------------------------------------------------- point_segment

/// P exactly on the line through S, where an orientation GEOS evaluates rounds
/// its products: (S.a, S.b, P) for GEOSOrientationIndex_r, and also
/// (S.b, S.a, P) for GEOSIntersects_r (LineIntersector::hasIntersection tests
/// both orders).
InputClass on_line_beyond_double_double_product() {
  return when<point_segment>(
      "P exactly on the line through S, with a product of the orientation's coordinate differences (S.b - S.a by "
      "P - S.b, or S.a - S.b by P - S.a) whose factors need more than 106 significant bits together",
      [](const point_segment::Input<double>& in) {
        return in.S.a != in.S.b && (collinear_beyond_double_double_product(in.S.a, in.S.b, in.P) ||
                                    collinear_beyond_double_double_product(in.S.b, in.S.a, in.P));
      });
}

PointSegmentContact geos_point_on_segment(Vec2<double> P, const Segment<double>& S) {
  // A zero-length segment is the family's point; GEOS has no answer for it
  // (the orientation of anything against a repeated point is 0, and a line
  // string of one repeated point is invalid), so it is not asked.
  if (S.a == S.b) return P == S.a ? PointSegmentContact::on_segment : PointSegmentContact::off_line;
  const int side = GEOSOrientationIndex_r(geos(), S.a.x, S.a.y, S.b.x, S.b.y, P.x, P.y);
  if (side == 2) geos_failed("GEOSOrientationIndex_r");
  if (side != 0) return PointSegmentContact::off_line;
  return predicate(GEOSIntersects_r(geos(), point(P).get(), line_string(S).get()), "GEOSIntersects_r")
             ? PointSegmentContact::on_segment
             : PointSegmentContact::on_line_outside;
}

void register_point_segment() {
  VariantSpec spec;
  spec.name = "geos_orientation_index";
  spec.source = "GEOS 3.11 GEOSOrientationIndex_r, then GEOSIntersects_r(point, line string)";
  spec.contract.special_values = SpecialValues::unchecked;  // NaN gives an exception or 0, by position
  spec.contract.note = "a zero-length segment is answered by the adapter (P == S.a), not by GEOS";
  spec.declare_flaw({"decision_agrees_with_oracle", "endpoint_order_invariant", "exact_transform_invariant"},
                    beyond_double_double_range(), kRangeWhy);
  spec.declare_flaw({"decision_agrees_with_oracle", "endpoint_order_invariant"},
                    on_line_beyond_double_double_product(), kDoubleDoubleProductWhy);
  register_variant<point_segment, double>(spec, geos_point_on_segment);
}

// ---------------------------------------------------------------- point_side

/// GEOSOrientationIndex_r's sign read the way its C header documents it
/// (geos_c.h at 3.11.1, lines 4605-4607: "-1 if reaching P takes a
/// counter-clockwise (left) turn, 1 if reaching P takes a clockwise (right)
/// turn, 0 if P is collinear with A-B"), or the way the function it calls
/// defines it: GEOSOrientationIndex_r returns Orientation::index(A, B, P)
/// (capi/geos_ts_c.cpp:3743 at 3.11.1), whose enum says COUNTERCLOCKWISE = 1,
/// LEFT = 1, CLOCKWISE = -1, RIGHT = -1 (include/geos/algorithm/Orientation.h:
/// 47-51 at 3.11.1).
PointSide geos_side(Vec2<double> A, Vec2<double> B, Vec2<double> P, int left) {
  const int s = GEOSOrientationIndex_r(geos(), A.x, A.y, B.x, B.y, P.x, P.y);
  if (s == 2) geos_failed("GEOSOrientationIndex_r");
  return s == 0 ? PointSide::collinear : (s == left ? PointSide::left : PointSide::right);
}

/// A, B, P exactly collinear with a product of GEOS's orientation whose
/// factors need more than 106 bits (finding 6), for A -> B against P.
InputClass side_collinear_beyond_double_double_product() {
  return when<point_side>(
      "A, B, P exactly collinear, with a product of the orientation's coordinate differences (B - A by P - B) "
      "whose factors need more than 106 significant bits together",
      [](const point_side::Input<double>& in) {
        return in.A != in.B && collinear_beyond_double_double_product(in.A, in.B, in.P);
      });
}

void register_point_side() {
  const auto contract = [](VariantSpec& spec) {
    spec.contract.special_values = SpecialValues::unchecked;  // NaN gives an exception or 0, by position
    spec.declare_flaw(
        {"decision_agrees_with_oracle", "cyclic_invariant", "swap_flips_side", "exact_transform_invariant"},
        beyond_double_double_range(), kRangeWhy);
    spec.declare_flaw({"decision_agrees_with_oracle", "cyclic_invariant", "swap_flips_side"},
                      side_collinear_beyond_double_double_product().or_its_image(), kDoubleDoubleProductWhy);
  };
  VariantSpec behaves;
  behaves.name = "geos_orientation_index";
  behaves.source =
      "GEOS 3.11 GEOSOrientationIndex_r read as Orientation::index defines it: 1 left (counterclockwise), -1 right";
  contract(behaves);
  register_variant<point_side, double>(
      behaves, [](Vec2<double> A, Vec2<double> B, Vec2<double> P) { return geos_side(A, B, P, 1); });

  VariantSpec documented;
  documented.name = "geos_orientation_index_as_documented";
  documented.source =
      "GEOS 3.11 GEOSOrientationIndex_r read as geos_c.h documents it: -1 left (counterclockwise), 1 right";
  contract(documented);
  documented.declare_flaw(
      {"decision_agrees_with_oracle"},
      when<point_side>("P strictly left or right of the line A -> B",
                       [](const point_side::Input<double>& in) { return exact::orientation(in.A, in.B, in.P) != 0; }),
      "geos_c.h documents -1 for a counter-clockwise (left) turn and 1 for a clockwise (right) one (lines "
      "4605-4607 at 3.11.1, unchanged at main), but the function returns Orientation::index, whose "
      "COUNTERCLOCKWISE and LEFT are 1 (Orientation.h:47-51): every point off the line reads on the wrong side "
      "(P = (0, 1), A = (0, 0), B = (1, 0) gives 1)");
  register_variant<point_side, double>(
      documented, [](Vec2<double> A, Vec2<double> B, Vec2<double> P) { return geos_side(A, B, P, -1); });
}

// ---------------------------------------------------------------- segment_segment

/// An endpoint of one segment exactly on the other's line, where the
/// orientation LineIntersector::computeIntersect evaluates rounds its
/// products: (A.a, A.b, B.a or B.b) and (B.a, B.b, A.a or A.b), in that order.
InputClass endpoint_on_line_beyond_double_double_product() {
  return when<segment_segment>(
      "an endpoint of one segment exactly on the other's line (a positive length), with a product of the "
      "orientation's coordinate differences (the segment's b - a by the endpoint minus its b) whose factors need "
      "more than 106 significant bits together",
      [](const segment_segment::Input<double>& in) {
        const auto endpoint_on = [](const Segment<double>& s, const Segment<double>& t) {
          return s.a != s.b && (collinear_beyond_double_double_product(s.a, s.b, t.a) ||
                                collinear_beyond_double_double_product(s.a, s.b, t.b));
        };
        return endpoint_on(in.A, in.B) || endpoint_on(in.B, in.A);
      });
}

std::optional<Vec2<double>> geos_segment_intersection(const Segment<double>& A, const Segment<double>& B) {
  double x = 0, y = 0;
  const int r = GEOSSegmentIntersection_r(geos(), A.a.x, A.a.y, A.b.x, A.b.y, B.a.x, B.a.y, B.b.x, B.b.y, &x, &y);
  if (r == 0) geos_failed("GEOSSegmentIntersection_r");
  if (r < 0) return std::nullopt;
  return Vec2<double>{x, y};
}

void register_segment_segment() {
  VariantSpec spec;
  spec.name = "geos_segment_intersection";
  spec.source = "GEOS 3.11 GEOSSegmentIntersection_r";
  spec.contract.special_values = SpecialValues::unchecked;
  // The point: a few roundings of the largest coordinate (for an overlap, a
  // point of it), where the crossing is well conditioned.
  spec.contract.bound("point", bound::relative_to_inputs(0x1p-50));
  spec.declare_flaw(
      {"point_within_contract"}, segment_segment::crossing_angle_sine_below(0.25),
      "at a small angle the crossing point is ill-conditioned: GEOS's point moves by more than 8 u M, its error "
      "growing as 1/sin of the angle (10 u M at a sine of 0.028: examples/geos/cases/segment_segment/"
      "a90d54c6b739db45.case)");
  spec.declare_flaw({"decision_agrees_with_oracle", "point_within_contract", "symmetric_in_segments",
                     "endpoint_order_invariant", "exact_transform_invariant"},
                    beyond_double_double_range(), kRangeWhy);
  spec.declare_flaw({"decision_agrees_with_oracle", "endpoint_order_invariant"},
                    endpoint_on_line_beyond_double_double_product().or_its_image(), kDoubleDoubleProductWhy);
  register_variant<segment_segment, double>(spec, hit_and_point(geos_segment_intersection));
}

// ---------------------------------------------------------------- polygon_polygon

/// A vertex of one quadrilateral within 2^-48 M of a vertex of the other in
/// both coordinates (M the largest |coordinate|), coincident ones included.
InputClass nearly_coincident_vertices() {
  return when<polygon_polygon>("a vertex of one within 2^-48 M of a vertex of the other",
                               [](const polygon_polygon::Input<double>& in) {
                                 double m = 0;
                                 for (const auto* q : {&in.A, &in.B})
                                   for (const auto& v : q->v) m = std::max({m, std::fabs(v.x), std::fabs(v.y)});
                                 const double near = 0x1p-48 * m;
                                 for (const auto& a : in.A.v)
                                   for (const auto& b : in.B.v)
                                     if (std::fabs(a.x - b.x) <= near && std::fabs(a.y - b.y) <= near) return true;
                                 return false;
                               });
}

Precondition simple_quads() {
  return precondition<polygon_polygon>(
      "both quadrilaterals simple (a valid OGC polygon: no self-intersection, nonzero area)",
      [](const polygon_polygon::Input<double>& in) { return exact::is_simple(in.A) && exact::is_simple(in.B); },
      [](polygon_polygon::Input<double>& in) {
        in.A = exact::simple_order(in.A);
        in.B = exact::simple_order(in.B);
      });
}

bool geos_intersects(const Quad<double>& A, const Quad<double>& B) {
  return predicate(GEOSIntersects_r(geos(), polygon(A).get(), polygon(B).get()), "GEOSIntersects_r");
}

bool geos_prepared_intersects(const Quad<double>& A, const Quad<double>& B) {
  const Geometry a = polygon(A), b = polygon(B);
  const GEOSPreparedGeometry* prepared = GEOSPrepare_r(geos(), a.get());
  if (!prepared) geos_failed("GEOSPrepare_r");
  const char r = GEOSPreparedIntersects_r(geos(), prepared, b.get());
  GEOSPreparedGeom_destroy_r(geos(), prepared);
  return predicate(r, "GEOSPreparedIntersects_r");
}

void register_polygon_polygon() {
  for (auto [name, kernel] : {std::pair{"geos_intersects", &geos_intersects},
                              std::pair{"geos_prepared_intersects", &geos_prepared_intersects}}) {
    VariantSpec spec;
    spec.name = name;
    spec.source = std::string("GEOS 3.11 ") +
                  (kernel == &geos_intersects ? "GEOSIntersects_r" : "GEOSPrepare_r + GEOSPreparedIntersects_r");
    spec.contract.special_values = SpecialValues::unchecked;
    spec.contract.domain.preconditions.push_back(simple_quads());
    spec.contract.regime_not_applicable("degenerate", "repeated or collinear vertices: a polygon of zero area is not "
                                                      "a valid OGC polygon");
    spec.declare_flaw(
        kernel == &geos_intersects
            ? std::vector<std::string>{"decision_agrees_with_oracle", "exact_transform_invariant"}
            : std::vector<std::string>{"decision_agrees_with_oracle", "symmetric_in_polygons", "vertex_order_invariant",
                                       "exact_transform_invariant"},
        beyond_double_double_range(), kRangeWhy);
    // Under vertex reordering GEOSIntersects_r mostly throws on these inputs
    // (the raising class below); a wrong answer without a throw is drawn 35
    // times in 100000 cases at seed 1 but none in the first 10000.
    if (kernel == &geos_intersects)
      spec.declare_flaw({"vertex_order_invariant"}, beyond_double_double_range(),
                        kRangeWhy +
                            " (rare without a throw: 0 in the first 10000 generated cases at seed 1, 35 in 100000; "
                            "its saved case finds it)",
                        {.rare = true});
    if (kernel == &geos_intersects)
      spec.declare_flaw(
          {"decision_agrees_with_oracle", "symmetric_in_polygons", "vertex_order_invariant",
           "exact_transform_invariant"},
          nearly_coincident_vertices(),
          "TopologyException 'side location conflict' on valid polygons with vertices a few ulps apart: "
          "Geometry::intersects computes the full relate matrix (topology graph, geomgraph/EdgeEndStar.cpp:309 "
          "throws); libgeos/geos#766, fixed in 3.12.0 by PR #775 (GEOSIntersects uses the prepared predicate)",
          {.raises = true});
    if (kernel == &geos_intersects)
      spec.declare_flaw(
          {"decision_agrees_with_oracle", "symmetric_in_polygons", "vertex_order_invariant",
           "exact_transform_invariant"},
          beyond_double_double_range(),
          "TopologyException 'side location conflict' on valid polygons whose noded intersections leave the "
          "range (" +
              kRangeWhy + ")",
          {.raises = true});
    register_variant<polygon_polygon, double>(spec, hit_only(kernel));
  }
}

// ---------------------------------------------------------------- point_polygon

/// The polygon's distinct vertices as a GEOS polygon, its ring closed (the
/// first vertex added again at the end); coordinates set bit for bit.
Geometry simple_polygon(const SimplePolygon<double>& p) {
  Vec2<double> v[cc::kPolygonSlots];
  const int n = cc::merged_vertices(p, v);
  GEOSCoordSequence* cs = GEOSCoordSeq_create_r(geos(), static_cast<unsigned>(n + 1), 2);
  for (int i = 0; i <= n; ++i) GEOSCoordSeq_setXY_r(geos(), cs, static_cast<unsigned>(i), v[i % n].x, v[i % n].y);
  GEOSGeometry* ring = GEOSGeom_createLinearRing_r(geos(), cs);
  if (!ring) geos_failed("GEOSGeom_createLinearRing_r");
  return Geometry(GEOSGeom_createPolygon_r(geos(), ring, nullptr, 0));
}

/// One prepared geometry, destroyed before the geometry it wraps.
struct Prepared {
  const GEOSPreparedGeometry* p;
  explicit Prepared(const Geometry& g) : p(GEOSPrepare_r(geos(), g.get())) {
    if (!p) geos_failed("GEOSPrepare_r");
  }
  ~Prepared() { GEOSPreparedGeom_destroy_r(geos(), p); }
  Prepared(const Prepared&) = delete;
  Prepared& operator=(const Prepared&) = delete;
};

/// The four predicates the point_polygon variants call, each plain or
/// prepared (GEOSPrepare_r on its first argument).
enum class PolygonCall { contains, covers, touches, within };

bool geos_point_polygon(PolygonCall call, bool prepared, const SimplePolygon<double>& polygon, Vec2<double> P) {
  const Geometry area = simple_polygon(polygon), pt = point(P);
  // Contains and Covers ask (polygon, point); Touches and Within (point, polygon).
  const bool polygon_first = call == PolygonCall::contains || call == PolygonCall::covers;
  const Geometry& first = polygon_first ? area : pt;
  const Geometry& second = polygon_first ? pt : area;
  if (!prepared) {
    switch (call) {
      case PolygonCall::contains:
        return predicate(GEOSContains_r(geos(), first.get(), second.get()), "GEOSContains_r");
      case PolygonCall::covers:
        return predicate(GEOSCovers_r(geos(), first.get(), second.get()), "GEOSCovers_r");
      case PolygonCall::touches:
        return predicate(GEOSTouches_r(geos(), first.get(), second.get()), "GEOSTouches_r");
      case PolygonCall::within:
        return predicate(GEOSWithin_r(geos(), first.get(), second.get()), "GEOSWithin_r");
    }
  }
  // Touches is symmetric: the polygon is prepared, as a caller testing many
  // points would. Within is not: the point is prepared (a prepared polygon
  // asks whether the polygon lies within the point).
  const bool prepare_polygon = call != PolygonCall::within;
  const Prepared pg(prepare_polygon ? area : pt);
  const Geometry& other = prepare_polygon ? pt : area;
  switch (call) {
    case PolygonCall::contains:
      return predicate(GEOSPreparedContains_r(geos(), pg.p, other.get()), "GEOSPreparedContains_r");
    case PolygonCall::covers:
      return predicate(GEOSPreparedCovers_r(geos(), pg.p, other.get()), "GEOSPreparedCovers_r");
    case PolygonCall::touches:
      return predicate(GEOSPreparedTouches_r(geos(), pg.p, other.get()), "GEOSPreparedTouches_r");
    case PolygonCall::within:
      return predicate(GEOSPreparedWithin_r(geos(), pg.p, other.get()), "GEOSPreparedWithin_r");
  }
  return false;
}

Precondition simple_polygon_precondition() {
  return precondition<point_polygon>(
      "a simple polygon (a valid OGC polygon without holes: at least 3 distinct vertices, no self-intersection, "
      "nonzero area; GEOSisValid_r's condition, decided exactly by robust::polygon_is_simple)",
      [](const point_polygon::Input<double>& in) { return cc::robust::polygon_is_simple(in.polygon); });
}

/// P exactly on the line through an edge, where the orientation
/// RayCrossingCounter::countSegment evaluates for that edge rounds its
/// products (finding 6), in either direction of the edge.
InputClass on_edge_line_beyond_double_double_product() {
  return when<point_polygon>(
      "P exactly on the line through an edge of the polygon, with a product of the orientation's coordinate "
      "differences (the edge's end minus its start by P minus its end, either direction) whose factors need more "
      "than 106 significant bits together",
      [](const point_polygon::Input<double>& in) {
        Vec2<double> v[cc::kPolygonSlots];
        const int n = cc::merged_vertices(in.polygon, v);
        for (int i = 0; i < n; ++i) {
          const Vec2<double> a = v[i], b = v[(i + 1) % n];
          if (a != b && (collinear_beyond_double_double_product(a, b, in.P) ||
                         collinear_beyond_double_double_product(b, a, in.P)))
            return true;
        }
        return false;
      });
}

const std::string kRayCrossingWhy =
    "every path locates the point with RayCrossingCounter (algorithm/RayCrossingCounter.cpp:79-141 at 3.11.1), "
    "whose test for an edge straddling P's horizontal is CGAlgorithmsDD::orientationIndex(p1, p2, P) (:126), zero "
    "meaning on the boundary; " +
    kDoubleDoubleProductWhy;

/// The contract every point_polygon variant shares, and its declared flaws.
/// `relate`: the call goes through Geometry::relate's topology graph
/// (every unprepared predicate, and the prepared Touches and Within, which
/// BasicPreparedGeometry hands to the base geometry:
/// src/geom/prep/BasicPreparedGeometry.cpp:148-157 at 3.11.1), which can
/// raise; the prepared Contains and Covers of a polygon locate the point
/// with IndexedPointInAreaLocator and never raise.
void point_polygon_contract(VariantSpec& spec, const std::string& call, bool relate) {
  spec.source = "GEOS 3.11 " + call;
  spec.contract.special_values = SpecialValues::unchecked;  // a boolean predicate cannot say "invalid"
  spec.contract.domain.preconditions.push_back(simple_polygon_precondition());
  spec.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"}, beyond_double_double_range(),
                    kRangeWhy);
  spec.declare_flaw({"vertex_order_invariant"}, beyond_double_double_range(),
                    kRangeWhy +
                        " (rare under a reordering of the slots: 0 or 1 generated failure in 10000 cases; "
                        "its saved cases find it)",
                    {.rare = true});
  if (relate)
    spec.declare_flaw(
        {"decision_agrees_with_oracle", "vertex_order_invariant", "exact_transform_invariant"},
        beyond_double_double_range(),
        "TopologyException 'side location conflict' on a valid polygon near 2^-538: the relate computation's "
        "topology graph labels edge sides with the orientation (geomgraph/EdgeEndStar.cpp:309 at 3.11.1 throws), "
        "and below 2^-341 its double-double products underflow (" +
            kRangeWhy + ")",
        {.raises = true});
  // Covers reads a boundary point as inside rightly; it fails the class where
  // the boundary point is read as outside (both orders of the ring occur).
  spec.declare_flaw({"decision_agrees_with_oracle", "vertex_order_invariant"},
                    on_edge_line_beyond_double_double_product().or_its_image(),
                    kRayCrossingWhy +
                        " (rare: 0 or 1 generated failure per property in 10000 cases at seeds 1, 2, 3 and 7; its "
                        "saved cases find it)",
                    {.rare = true});
}

void register_point_polygon() {
  struct OneCall {
    const char* name;
    const char* call;
    PolygonCall which;
    bool prepared;
    Touching touching;
  };
  // A boolean answer is a hit_or_miss variant where its set is the family's
  // hit (inside or boundary: Covers) or the hit with the boundary a miss
  // (inside only: Contains, Within). Touches (boundary only) is neither: its
  // false does not say inside or outside, so it is asked with Within below.
  for (const OneCall& c : {
           OneCall{"geos_contains", "GEOSContains_r(polygon, point)", PolygonCall::contains, false, Touching::is_miss},
           OneCall{"geos_within", "GEOSWithin_r(point, polygon)", PolygonCall::within, false, Touching::is_miss},
           OneCall{"geos_covers", "GEOSCovers_r(polygon, point)", PolygonCall::covers, false, Touching::is_hit},
           OneCall{"geos_prepared_contains", "GEOSPrepare_r(polygon) + GEOSPreparedContains_r(prepared, point)",
                   PolygonCall::contains, true, Touching::is_miss},
           OneCall{"geos_prepared_within", "GEOSPrepare_r(point) + GEOSPreparedWithin_r(prepared, polygon)",
                   PolygonCall::within, true, Touching::is_miss},
           OneCall{"geos_prepared_covers", "GEOSPrepare_r(polygon) + GEOSPreparedCovers_r(prepared, point)",
                   PolygonCall::covers, true, Touching::is_hit},
       }) {
    VariantSpec spec;
    spec.name = c.name;
    point_polygon_contract(spec, c.call, !(c.prepared && c.which != PolygonCall::within));
    spec.contract.touching = c.touching;
    if (c.touching == Touching::is_miss)
      spec.contract.note = "true: P inside; a point on the boundary is a miss";
    else
      spec.contract.note = "true: P inside or on the boundary";
    register_variant<point_polygon, double>(
        spec, hit_only([which = c.which, prepared = c.prepared](const SimplePolygon<double>& polygon, Vec2<double> P) {
          return geos_point_polygon(which, prepared, polygon, P);
        }));
  }

  // Three-way answers from two predicates.
  for (bool prepared : {false, true}) {
    VariantSpec covers_contains;
    covers_contains.name = prepared ? "geos_prepared_covers_contains" : "geos_covers_contains";
    point_polygon_contract(covers_contains,
                           prepared ? "GEOSPreparedCovers_r, then GEOSPreparedContains_r (the polygon prepared for "
                                      "each call)"
                                    : "GEOSCovers_r(polygon, point), then GEOSContains_r",
                           !prepared);
    covers_contains.contract.note =
        "Covers false: outside; Covers and Contains: inside; Covers without Contains: boundary";
    register_variant<point_polygon, double>(
        covers_contains, [prepared](const SimplePolygon<double>& polygon, Vec2<double> P) {
          if (!geos_point_polygon(PolygonCall::covers, prepared, polygon, P)) return PolygonSide::outside;
          return geos_point_polygon(PolygonCall::contains, prepared, polygon, P) ? PolygonSide::inside
                                                                                 : PolygonSide::boundary;
        });

    VariantSpec touches_within;
    touches_within.name = prepared ? "geos_prepared_touches_within" : "geos_touches_within";
    point_polygon_contract(touches_within,
                           prepared ? "GEOSPreparedTouches_r(prepared polygon, point), then "
                                      "GEOSPreparedWithin_r(prepared point, polygon)"
                                    : "GEOSTouches_r(point, polygon), then GEOSWithin_r",
                           true);
    touches_within.contract.note = "Touches: boundary; else Within: inside; else outside";
    register_variant<point_polygon, double>(touches_within, [prepared](const SimplePolygon<double>& polygon,
                                                                       Vec2<double> P) {
      if (geos_point_polygon(PolygonCall::touches, prepared, polygon, P)) return PolygonSide::boundary;
      return geos_point_polygon(PolygonCall::within, prepared, polygon, P) ? PolygonSide::inside : PolygonSide::outside;
    });
  }
}

// ---------------------------------------------------------------- convex_distance

/// A convex_distance polygon as GEOS holds it: its merged vertices as a point
/// (1), a two-point line string (2), or a polygon with its ring closed (3+).
Geometry convex_geometry(const ConvexPolygon<double>& p) {
  Vec2<double> v[cc::kMaxPolygonVertices];
  const int n = cc::merged_vertices(p, v);
  if (n == 1) return point(v[0]);
  if (n == 2) return line_string(Segment<double>{v[0], v[1]});
  GEOSCoordSequence* cs = GEOSCoordSeq_create_r(geos(), static_cast<unsigned>(n + 1), 2);
  for (int i = 0; i <= n; ++i) GEOSCoordSeq_setXY_r(geos(), cs, static_cast<unsigned>(i), v[i % n].x, v[i % n].y);
  GEOSGeometry* ring = GEOSGeom_createLinearRing_r(geos(), cs);
  if (!ring) geos_failed("GEOSGeom_createLinearRing_r");
  return Geometry(GEOSGeom_createPolygon_r(geos(), ring, nullptr, 0));
}

/// The contact kind beside a GEOS distance: apart where it is positive;
/// where it is 0, overlapping if both are polygons (3 or more vertices) whose
/// interiors meet, GEOSRelatePattern_r(A, B, "T********") (the DE-9IM
/// interior-interior entry nonempty), else touching, as the family's oracle
/// has it (overlapping: a positive penetration depth): a point overlaps only
/// a polygon's interior, a segment a polygon's interior or another segment
/// it crosses at one interior point ("0********"). GEOS's distance
/// itself does not tell touching from overlapping.
ContactKind contact_kind(const ConvexPolygon<double>& A, const ConvexPolygon<double>& B, double distance) {
  if (distance != 0) return ContactKind::apart;
  Vec2<double> v[cc::kMaxPolygonVertices];
  const int na = cc::merged_vertices(A, v), nb = cc::merged_vertices(B, v);
  if (na < 3 && nb < 3 && (na == 1 || nb == 1)) return ContactKind::touching;  // a point never overlaps
  // Two segments overlap where they cross at one interior point (dimension 0);
  // collinear ones sharing a stretch (dimension 1) touch.
  const char* pattern = na < 3 && nb < 3 ? "0********" : "T********";
  return predicate(GEOSRelatePattern_r(geos(), convex_geometry(A).get(), convex_geometry(B).get(), pattern),
                   "GEOSRelatePattern_r")
             ? ContactKind::overlapping
             : ContactKind::touching;
}

double geos_distance_value(const ConvexPolygon<double>& A, const ConvexPolygon<double>& B) {
  double d = 0;
  if (GEOSDistance_r(geos(), convex_geometry(A).get(), convex_geometry(B).get(), &d) != 1)
    geos_failed("GEOSDistance_r");
  return d;
}

/// GEOSDistance_r, its kind as contact_kind reads it.
ConvexDistance<double> geos_distance(const ConvexPolygon<double>& A, const ConvexPolygon<double>& B) {
  ConvexDistance<double> r;
  r.distance = geos_distance_value(A, B);
  r.kind = contact_kind(A, B, r.distance);
  return r;
}

/// GEOSNearestPoints_r: the first point on g1 = A, the second on g2 = B
/// (geos_c.h, "The first point comes from g1 geometry and the second point
/// comes from g2"); the kind from GEOSDistance_r as geos_distance reads it
/// (the points do not tell a contact: on overlapping polygons they can be a
/// few ulps apart). No points on overlap, as the family wants.
ConvexDistance<double> geos_nearest_points(const ConvexPolygon<double>& A, const ConvexPolygon<double>& B) {
  ConvexDistance<double> r;
  r.kind = contact_kind(A, B, geos_distance_value(A, B));
  if (r.kind == ContactKind::overlapping) return r;
  GEOSCoordSequence* cs = GEOSNearestPoints_r(geos(), convex_geometry(A).get(), convex_geometry(B).get());
  if (!cs) geos_failed("GEOSNearestPoints_r");
  const int ok =
      GEOSCoordSeq_getXY_r(geos(), cs, 0, &r.pA.x, &r.pA.y) & GEOSCoordSeq_getXY_r(geos(), cs, 1, &r.pB.x, &r.pB.y);
  GEOSCoordSeq_destroy_r(geos(), cs);
  if (!ok) geos_failed("GEOSCoordSeq_getXY_r");
  return r;
}

/// A vertex of one polygon within 2^-40 M of the other's boundary (an edge or
/// a vertex; M the largest |coordinate|), on it included: where the relate
/// computation nodes edges that nearly meet. The distance is taken in double:
/// a classification, not a decision.
InputClass vertex_near_other_boundary() {
  return when<convex_distance>(
      "a vertex of one polygon within 2^-40 M of the other's boundary (an edge or a vertex), on it included",
      [](const convex_distance::Input<double>& in) {
        double m = 0;
        for (const auto* q : {&in.A, &in.B})
          for (const auto& v : q->v) m = std::max({m, std::fabs(v.x), std::fabs(v.y)});
        const double near = 0x1p-40 * m;
        const auto near_boundary = [near](Vec2<double> p, const ConvexPolygon<double>& poly) {
          Vec2<double> v[cc::kMaxPolygonVertices];
          const int n = cc::merged_vertices(poly, v);
          for (int i = 0; i < n; ++i) {
            const Vec2<double> a = v[i], b = v[(i + 1) % n];
            const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
            double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
            t = std::clamp(t, 0.0, 1.0);
            if (std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)) <= near) return true;
          }
          return false;
        };
        for (const auto& a : in.A.v)
          if (near_boundary(a, in.B)) return true;
        for (const auto& b : in.B.v)
          if (near_boundary(b, in.A)) return true;
        return false;
      });
}

const std::string kRelateConflictWhy =
    "the kind's GEOSRelatePattern_r raises TopologyException 'side location conflict' on valid polygons where a "
    "vertex lies on or within a few ulps of the other's boundary: the relate computation's topology graph "
    "(geomgraph/EdgeEndStar.cpp:309 at 3.11.1 "
    "throws), finding 1's mechanism (libgeos/geos#766)";

const std::string kMissedOverlapWhy =
    "GEOSDistance_r is positive for overlapping polygons where a vertex of one pokes out of the other by a few "
    "ulps: DistanceOp tests containment with the first vertex of each polygon only (computeContainmentDistance, "
    "operation/distance/DistanceOp.cpp:211-247, one location per polygon from ConnectedElementLocationFilter:54 at "
    "3.11.1), and Distance::segmentToSegment finds a crossing by a double test of r and s in [0, 1] "
    "(algorithm/Distance.cpp:148-165): where the first vertex tested is the one poking out and both crossings lie "
    "within rounding of it, both are missed and the distance is that vertex's to the edge, about u M, while "
    "GEOSIntersects_r answers 1 for the same pair (rare: 1 generated failure in 10000 cases at seed 3, 0 at "
    "seeds 1, 2 and 7; its saved case finds it)";

const std::string kDistanceRangeWhy =
    "the distance is formed in double from products of coordinate differences (algorithm/Distance.cpp:56-78 at "
    "3.11.1): beyond 2^511 the squares overflow (inf / inf, a NaN or a 0 distance) and below 2^-511 they "
    "underflow to 0";

Precondition valid_convex_polygons() {
  return precondition<convex_distance>(
      "A and B valid: 1 or 2 distinct vertices, or 3 or more strictly convex and counterclockwise (a valid OGC "
      "polygon)",
      [](const convex_distance::Input<double>& in) {
        return exact::convex_polygon_valid(in.A) && exact::convex_polygon_valid(in.B);
      });
}

void register_convex_distance() {
  // The error: DistanceOp (operation/distance/DistanceOp.cpp at 3.11.1) returns
  // 0 where a vertex of one lies in the other (PointLocator, exact), else the
  // least Distance::segmentToSegment over pairs of edges (:460), which is 0
  // where its double test (algorithm/Distance.cpp:148-165) finds a crossing,
  // else the least Distance::pointToSegment of the four ends (:170-172): a
  // projection r = (AP . AB) / |AB|^2 (:56-57) choosing an end (:59-64), else
  // |AP x AB| / |AB|^2 * |AB| (:75-78). With every |coordinate| <= M and
  // u = 2^-53: the differences round once (|AP|, |AB| <= 2 sqrt(2) M), the
  // cross product's error is at most 3 u (|AP.y AB.x| + |AP.x AB.y|) + O(u^2)
  // <= 3 u |AP| |AB|, so |AP x AB| / |AB| is within 3 u |AP| <= 8.5 u M of
  // its exact value, and the division, square root and product add 4 u d
  // (d <= 2 sqrt(2) M: 11.4 u M); an end chosen on the wrong side of r = 0 or
  // 1 by r's error is within |r - 0| |AB| <= 3 u |AP| of the perpendicular's
  // foot, so the end's distance is within that too. The least of values each
  // within e of its exact value is within e of the exact least: 20 u M in all.
  // A crossing wrongly found (distance 0) needs r and s in [0, 1] within
  // their roundings: the segments are then within the same 3 u |AP|-order
  // error of meeting. Measured worst: see docs/findings/geos.md.
  const ErrorBound distance_bound = bound::plus(bound::relative_to_inputs(32 * 0x1p-53), bound::absolute(0x1p-1072));
  {
    VariantSpec spec;
    spec.name = "geos_distance";
    spec.source = "GEOS 3.11 GEOSDistance_r (DistanceOp::distance)";
    spec.contract.special_values = SpecialValues::unchecked;
    spec.contract.domain.preconditions.push_back(valid_convex_polygons());
    spec.contract.band = Band::relative_to_inputs(32 * 0x1p-53);
    spec.contract.bound("distance", distance_bound);
    spec.contract.note = "a distance of 0 is a contact (touching or overlapping); the distance within its bound";
    spec.declare_flaw({"decision_agrees_with_oracle", "distance_within_contract", "symmetric_in_a_and_b",
                       "vertex_order_invariant", "exact_transform_invariant"},
                      beyond_double_double_range(), kDistanceRangeWhy);
    spec.declare_flaw({"vertex_order_invariant"}, vertex_near_other_boundary(), kRelateConflictWhy, {.raises = true});
    spec.declare_flaw({"decision_agrees_with_oracle", "distance_within_contract", "symmetric_in_a_and_b",
                       "exact_transform_invariant"},
                      vertex_near_other_boundary(),
                      kRelateConflictWhy +
                          " (rare on these properties: 0 to 8 generated failures per property in 10000 cases at "
                          "seeds 1, 2, 3 and 7; its saved cases find it)",
                      {.raises = true, .rare = true});
    spec.declare_flaw({"vertex_order_invariant"}, vertex_near_other_boundary(), kMissedOverlapWhy, {.rare = true});
    spec.declare_flaw({"decision_agrees_with_oracle", "distance_within_contract", "symmetric_in_a_and_b",
                       "vertex_order_invariant", "exact_transform_invariant"},
                      beyond_double_double_range(),
                      "GEOSRelatePattern_r raises TopologyException beyond the range (" + kDistanceRangeWhy + ")",
                      {.raises = true});
    register_variant<convex_distance, double>(spec,
                                              partial(Reports{Reports::Decision::kinds, {"distance"}}, geos_distance));
  }
  {
    VariantSpec spec;
    spec.name = "geos_nearest_points";
    spec.source = "GEOS 3.11 GEOSNearestPoints_r (DistanceOp::nearestPoints): the first point on A, the second on B";
    spec.contract.special_values = SpecialValues::unchecked;
    spec.contract.domain.preconditions.push_back(valid_convex_polygons());
    spec.contract.band = Band::relative_to_inputs(32 * 0x1p-53);
    spec.contract.bound("points", distance_bound, Norm::euclidean);
    spec.contract.note =
        "equal points are a contact (touching or overlapping), a common point; the points each within 'points' of "
        "their polygon and |pA - pB| within it of the distance";
    const std::vector<std::string> all = {"decision_agrees_with_oracle", "closest_points_within_contract",
                                          "symmetric_in_a_and_b", "vertex_order_invariant",
                                          "exact_transform_invariant"};
    spec.declare_flaw({"decision_agrees_with_oracle", "closest_points_within_contract", "vertex_order_invariant",
                       "exact_transform_invariant"},
                      beyond_double_double_range(), kDistanceRangeWhy);
    spec.declare_flaw({"symmetric_in_a_and_b"}, beyond_double_double_range(),
                      kDistanceRangeWhy +
                          " (rare under the swap without a NULL or an exception: 1 generated failure "
                          "in 10000 cases at seed 1, 0 at seeds 2, 3 and 7; its saved case finds it)",
                      {.rare = true});
    spec.declare_flaw(all, vertex_near_other_boundary(), kRelateConflictWhy, {.raises = true});
    spec.declare_flaw({"vertex_order_invariant"}, vertex_near_other_boundary(), kMissedOverlapWhy, {.rare = true});
    spec.declare_flaw(all, beyond_double_double_range(),
                      "the kind's GEOSRelatePattern_r raises TopologyException beyond the range, and "
                      "GEOSNearestPoints_r returns NULL without an error message: below 2^-511 every squared length "
                      "underflows to 0, each projection factor is 0 / 0 (NaN) and no distance compares below "
                      "the initial infinity (DistanceOp.cpp:461, :501), so no location is set and nearestPoints "
                      "returns nullptr (:127-132)",
                      {.raises = true});
    register_variant<convex_distance, double>(
        spec, partial(Reports{Reports::Decision::kinds, {"points"}}, geos_nearest_points));
  }
}

}  // namespace

int main(int argc, char** argv) {
  register_point_side();
  register_point_segment();
  register_segment_segment();
  register_polygon_polygon();
  register_point_polygon();
  register_convex_distance();
  const int status = collide_check::main(argc, argv, {.program = "check_geos", .default_corpus = {"cases"}});
  GEOS_finish_r(geos());
  return status;
}
