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
//
// GEOS documents no tolerance: its predicates are the orientation sign in
// double-double arithmetic ("JTS uses extended-precision arithmetic to increase
// the robustness of the computation", geos/algorithm/Orientation.h), so the
// decisions are held to the exact answer and intersection points to a few
// roundings. GEOS's polygon predicates are specified for valid (OGC) polygons
// only: a simple ring of nonzero area; the polygon variants say so as a
// precondition. docs/findings/geos.md lists what the checker finds beyond this.

#include <collide_check/exact.h>
#include <collide_check/main.h>
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

}  // namespace

int main(int argc, char** argv) {
  register_point_side();
  register_point_segment();
  register_segment_segment();
  register_polygon_polygon();
  const int status = collide_check::main(argc, argv, {.program = "check_geos", .default_corpus = {"cases"}});
  GEOS_finish_r(geos());
  return status;
}
