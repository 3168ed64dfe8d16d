// Chipmunk2D 7.0.3 checked by collide-check. No space is needed: shapes hang
// on a static body (the identity transform) and are queried directly.
//
//   circle_circle         cpShapesCollide(circle, circle): a contact or none
//   segment_segment       cpShapesCollide(segment, segment), radius 0
//   polygon_polygon       cpShapesCollide(poly, poly), convex, radius 0
//   point_segment         cpShapePointQuery(segment, radius 0) <= 0
//   point_rect            cpShapePointQuery(box) <= 0
//   circle_circle         cpShapePointQuery(circle B, A's centre) <= 0, A.r = 0
//   swept_circle_segment  cpShapeSegmentQuery(segment, C0, C1, r): a circle of
//                         radius r swept against the segment; alpha is t, the
//                         point is on the segment, the normal points from the
//                         segment toward the circle
//   swept_circle_circle   cpShapeSegmentQuery(circle B, A0, A1, A.r), B static
//
// Chipmunk documents no tolerance and computes in double (cpFloat). Its
// circle tests are strict (touching is no contact, chipmunk/cpCollision.c
// CircleToCircle: distsq < mindist^2); its GJK/EPA pairs count touching. The
// contracts hold it to the exact answer give or take a few roundings of the
// largest coordinate (a band of 2^-44 M), which is what a double computation
// of these formulas can promise; docs/findings/chipmunk.md lists what the
// checker finds beyond that. Polygons: cpPolyShapeNewRaw takes "convex
// [vertexes] with a counter-clockwise winding", a precondition here; the same
// precondition leaves out what has no area or no direction (a box of zero
// width or height, whose polygon has coincident vertices and no winding; a
// segment of zero length, whose normal cpvrperp(cpvnormalize(b - a)) is
// (0, 0), cpShape.c:492), counted outside the domain. Where
// cpShapesCollide aborts (a soft assert of its EPA: polygons beyond 2^250;
// segments collinear within rounding, polygons touching along edges parallel
// within rounding) the input is outside the domain.

#include <chipmunk/chipmunk.h>
#include <collide_check/circle_capsule.h>
#include <collide_check/circle_circle.h>
#include <collide_check/circle_convex.h>
#include <collide_check/convex_convex.h>
#include <collide_check/convex_distance.h>
#include <collide_check/exact.h>
#include <collide_check/main.h>
#include <collide_check/point_rect.h>
#include <collide_check/point_segment.h>
#include <collide_check/polygon_polygon.h>
#include <collide_check/ray_convex.h>
#include <collide_check/segment_segment.h>
#include <collide_check/swept_circle_circle.h>
#include <collide_check/swept_circle_segment.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <memory>
#include <span>
#include <string>
#include <tuple>
#include <vector>

namespace {

using namespace collide_check;

// ---------------------------------------------------------------- Chipmunk plumbing

cpBody* static_body() {
  static cpBody* const body = cpBodyNewStatic();
  return body;
}

struct ShapeDeleter {
  void operator()(cpShape* s) const { cpShapeFree(s); }
};
/// A shape on the static body, its world geometry computed (cpShapeUpdate).
using Shape = std::unique_ptr<cpShape, ShapeDeleter>;

Shape updated(cpShape* s) {
  cpShapeUpdate(s, cpTransformIdentity);
  return Shape(s);
}

cpVect to_cp(Vec2<double> p) { return cpv(p.x, p.y); }
Vec2<double> from_cp(cpVect v) { return {v.x, v.y}; }

Shape circle(const Circle<double>& c) { return updated(cpCircleShapeNew(static_body(), c.r, to_cp(c.c))); }
Shape segment(Vec2<double> a, Vec2<double> b) { return updated(cpSegmentShapeNew(static_body(), to_cp(a), to_cp(b), 0)); }
Shape polygon(const Quad<double>& q) {
  cpVect v[4];
  for (int i = 0; i < 4; ++i) v[i] = to_cp(q.v[i]);
  return updated(cpPolyShapeNewRaw(static_body(), 4, v, 0));
}
Shape box(const Rect<double>& r) {
  return updated(cpBoxShapeNew2(static_body(), cpBBNew(r.x, r.y, r.x + r.w, r.y + r.h), 0));
}

bool collide(const Shape& a, const Shape& b) { return cpShapesCollide(a.get(), b.get()).count > 0; }

// ---------------------------------------------------------------- preconditions

// ---------------------------------------------------------------- findings

/// Coordinates whose products of up to four leave double's range.
InputClass beyond_square_range() {
  return InputClass::magnitude_above(0x1p250) || InputClass::nonzero_magnitude_below(0x1p-250);
}
const std::string kRangeWhy =
    "squared lengths (cpvlengthsq, cpvdistsq) and the quadratics built on them multiply up to four "
    "coordinates: beyond 2^255 they overflow and below 2^-255 they underflow to 0";

/// A shape's points: a polygon's vertices in order, a segment's two ends.
using Points = std::span<const Vec2<double>>;

/// A vertex of one shape exactly on the line through an edge of the other.
bool vertex_on_edge_line(Points a, Points b) {
  for (std::size_t j = 0; j < b.size(); ++j) {
    const Vec2<double> e0 = b[j], e1 = b[(j + 1) % b.size()];
    for (const auto& p : a)
      if (e0 == e1 || exact::orientation(e0, e1, p) == 0) return true;
  }
  return false;
}

/// The largest |coordinate| of two shapes' points: M.
double largest_magnitude(Points a, Points b) {
  double m = 0;
  for (const auto& p : a) m = std::max({m, std::fabs(p.x), std::fabs(p.y)});
  for (const auto& p : b) m = std::max({m, std::fabs(p.x), std::fabs(p.y)});
  return m;
}

/// The points b - a of the Minkowski difference B - A that GJK and EPA walk,
/// rounded in double as Chipmunk computes them (MinkowskiPointNew,
/// chipmunk/cpCollision.c:132); non-finite differences are left out.
std::vector<Vec2<double>> minkowski_points(Points a, Points b) {
  std::vector<Vec2<double>> d;
  for (const auto& p : a)
    for (const auto& q : b) {
      const Vec2<double> v{q.x - p.x, q.y - p.y};
      if (std::isfinite(v.x) && std::isfinite(v.y)) d.push_back(v);
    }
  return d;
}

/// "Within rounding" of a line: 2^-48 M. The rounded points b - a are off
/// by up to u M, and the GJK/EPA tests on them (cpCheckPointGreater,
/// cpRobust.c:7; the distance d = n . p of ClosestPointsNew) err by a few u M
/// more; failures were measured up to 5 u M from the line.
constexpr double kNearLine = 0x1p-48;

/// The line through p and q (p != q) passes within kNearLine M of the
/// origin: exactly through it, or |p x q| <= kNearLine M |q - p| (in long
/// double, whose own error is far below the bound).
bool line_near_origin(Vec2<double> p, Vec2<double> q, double m) {
  if (exact::orientation({0, 0}, p, q) == 0) return true;
  const long double cross = static_cast<long double>(p.x) * q.y - static_cast<long double>(p.y) * q.x;
  const long double length =
      std::hypot(static_cast<long double>(q.x) - p.x, static_cast<long double>(q.y) - p.y);
  return std::fabs(cross) <= kNearLine * static_cast<long double>(m) * length;
}

/// The origin within rounding of the line through two distinct points b - a
/// of the Minkowski difference (a vertex of one shape on the line through
/// two vertices of the other is the case where the points share a vertex).
bool origin_near_minkowski_line(Points a, Points b) {
  const double m = largest_magnitude(a, b);
  const auto d = minkowski_points(a, b);
  for (std::size_t i = 0; i < d.size(); ++i)
    for (std::size_t j = i + 1; j < d.size(); ++j)
      if (!(d[i] == d[j]) && line_near_origin(d[i], d[j], m)) return true;
  return false;
}

/// Distance from r to the line through p and q (p != q), in long double.
long double distance_to_line(Vec2<double> p, Vec2<double> q, Vec2<double> r) {
  const long double ux = static_cast<long double>(q.x) - p.x, uy = static_cast<long double>(q.y) - p.y;
  const long double cross = ux * (static_cast<long double>(r.y) - p.y) - uy * (static_cast<long double>(r.x) - p.x);
  return std::fabs(cross) / std::hypot(ux, uy);
}

/// Every coordinate a multiple of one power of two 2^e and below 2^(e + 24),
/// with the squares of the grid neither subnormal nor overflowing: the
/// differences b - a, their differences and the products of GJK's side test
/// (cpCheckPointGreater, cpRobust.c:7) are then exact, so points on one line
/// through the origin are never strictly on either side of it.
bool on_exact_grid(Points a, Points b) {
  int lowest = std::numeric_limits<int>::max(), highest = std::numeric_limits<int>::min();
  const auto add = [&](double v) {
    if (v == 0) return true;
    if (!std::isfinite(v)) return false;
    int e = 0;
    const double mantissa = std::frexp(std::fabs(v), &e);  // |v| < 2^e
    const auto bits = static_cast<std::uint64_t>(std::ldexp(mantissa, 53));
    lowest = std::min(lowest, e - 53 + std::countr_zero(bits));
    highest = std::max(highest, e);
    return true;
  };
  for (const auto& p : a)
    if (!add(p.x) || !add(p.y)) return false;
  for (const auto& p : b)
    if (!add(p.x) || !add(p.y)) return false;
  if (lowest > highest) return true;  // every coordinate 0
  return highest - lowest <= 24 && 2 * lowest >= -1074 && 2 * highest + 4 < 1024;
}

/// Where cpShapesCollide may abort: three points b - a of the Minkowski
/// difference (coincident ones counted) within rounding of one line that
/// passes within rounding of the origin, the arithmetic not exact
/// (on_exact_grid). GJK's side tests (cpCheckPointGreater) then answer by
/// rounding noise and can hand EPA that flat triangle (cpCollision.c:372-375);
/// EPA's hull rebuild keeps only vertices strictly left of their neighbours
/// (cpCollision.c:310-326), none of a straight hull, and the next pass finds
/// one vertex twice and aborts on the soft assert "EPA vertexes are the same"
/// (cpCollision.c:288). Two segments collinear within rounding always have
/// such a triangle; two polygons have one where edges of both are parallel
/// within rounding and the shapes touch there.
bool epa_may_abort(Points a, Points b) {
  const auto d = minkowski_points(a, b);
  if (d.size() < a.size() * b.size()) return false;  // a difference overflows: beyond the range (and its domain bound)
  const long double tolerance = kNearLine * static_cast<long double>(largest_magnitude(a, b));
  const Vec2<double> origin{0, 0};
  const auto sq = [](Vec2<double> u, Vec2<double> v) {
    const long double x = static_cast<long double>(v.x) - u.x, y = static_cast<long double>(v.y) - u.y;
    return x * x + y * y;
  };
  bool flat = false;
  for (std::size_t i = 0; i < d.size() && !flat; ++i)
    for (std::size_t j = i + 1; j < d.size() && !flat; ++j)
      for (std::size_t k = j + 1; k < d.size() && !flat; ++k) {
        // The line through the two points farthest apart; the third near it.
        Vec2<double> p = d[i], q = d[j], r = d[k];
        if (sq(p, r) > sq(p, q) && sq(p, r) >= sq(q, r)) std::swap(q, r);
        else if (sq(q, r) > sq(p, q)) std::swap(p, r);
        if (p == q) {
          flat = std::hypot(static_cast<long double>(p.x), static_cast<long double>(p.y)) <= tolerance;
          continue;
        }
        flat = (exact::orientation(p, q, r) == 0 || distance_to_line(p, q, r) <= tolerance) &&
               (exact::orientation(p, q, origin) == 0 || distance_to_line(p, q, origin) <= tolerance);
      }
  return flat && !on_exact_grid(a, b);
}

const std::string kGjkWhy =
    "GJK/EPA reports a contact (distance 0) for shapes a whole unit apart when the origin lies within rounding "
    "of the line through two points b - a of their Minkowski difference (as rounded in double) and GJK ends on "
    "them: ClosestPointsNew (cpCollision.c:244-246) takes d, the distance from the origin to that line, as the "
    "distance and counts d <= 0 as touching, though the origin lies beyond the points; a vertex of one on the "
    "line through an edge of the other is the case where the two points share a vertex; the contact points "
    "then depend on the argument order";

/// "Within rounding" of contact at t = 0: 2^-48 M, M the largest |value| the
/// start test reads (the start C0, the shape, the radii). cpShapeSegmentQuery
/// decides "starts in contact" by nearest.distance <= radius (cpShape.c:246-248),
/// a distance rounded in double: for a segment, the closest point
/// (cpClosetPointOnSegment, chipmunk.h:183-188: a clamped parameter from a dot
/// product over a squared length), the difference and its length
/// (cpSegmentShapePointQuery, cpShape.c:408-419); for a circle, |p - c| - r
/// (cpCircleShapePointQuery, cpShape.c:298-308). Each is off by a few u M: a
/// start apart by less is taken for a contact. Measured over 8 million starts
/// moved 2^-44 M to 2^-59 M off contact (4 million each for segments and
/// circles, offset from the origin, radii down to 2^-30 of the coordinates):
/// the start taken for a contact up to 2.6 u M from a segment and 3.1 u M from
/// a circle (u = 2^-53).
constexpr double kNearContact = 0x1p-48;

/// r + kNearContact m rounded upward: the class never ends short of the bound.
double plus_near_contact(double r, double m) {
  return std::nextafter(r + kNearContact * m, std::numeric_limits<double>::infinity());
}

/// The motion or the shape starts in contact, or apart by less than the
/// rounding of Chipmunk's distance: the query's answer at t = 0.
InputClass circle_starts_on_segment() {
  return when<swept_circle_segment>(
      "the circle touches or overlaps the segment at t = 0, or is apart from it by at most 2^-48 M (M the largest "
      "|value| of C0, the segment and r)",
      [](const swept_circle_segment::Input<double>& in) {
        double m = std::fabs(in.r);
        for (double v : {in.c0.x, in.c0.y, in.p1.x, in.p1.y, in.p2.x, in.p2.y}) m = std::max(m, std::fabs(v));
        return exact::distance_sign(in.c0, Segment<double>{in.p1, in.p2}, plus_near_contact(in.r, m)) <= 0;
      });
}
InputClass circles_start_in_contact() {
  return when<swept_circle_circle>(
      "the circles touch or overlap at t = 0, or are apart by at most 2^-48 M (M the largest |value| of A0, B and "
      "the radii)",
      [](const swept_circle_circle::Input<double>& in) {
        double m = std::max(std::fabs(in.A.r), std::fabs(in.B.r));
        for (double v : {in.A.c0.x, in.A.c0.y, in.B.c0.x, in.B.c0.y}) m = std::max(m, std::fabs(v));
        return exact::distance_sign(in.A.c0, in.B.c0, in.A.r, plus_near_contact(in.B.r, m)) <= 0;
      });
}
const std::string kStartWhy =
    "a query that starts in contact returns alpha 0 with info.point left at the query's end b (the blank "
    "info's default, cpShape.c:239; upstream issue slembcke/Chipmunk2D#169, open) and a normal from the "
    "nearest point (cpShape.c:251; #222, open), (0, 0) when the start is on the surface (the manual: n = "
    "cpvzero); \"in contact\" is "
    "nearest.distance <= radius in double (cpShape.c:246-251), so a start apart by no more than the rounding of "
    "that distance (a few u M: cpSegmentShapePointQuery, cpShape.c:408-419, cpClosetPointOnSegment, "
    "chipmunk.h:183-188; cpCircleShapePointQuery, cpShape.c:298-308) gets the same answer, where the first "
    "contact is at a t of order u, not 0, and the point and normal are those of a contact";

/// A hit whose time of contact CircleSegmentQuery (chipmunk_private.h:127-132)
/// cannot resolve in double: above all a path passing B's centre at a distance
/// h just inside rA + rB (grazing), and circles small beside their distance D
/// (which finding "small circles" below also covers). There t = (-qb - sqrt(det)) / qa, and det =
/// qb^2 - qa (|da|^2 - rsum^2), exactly |v|^2 (rsum^2 - h^2), is a difference
/// of terms of size D^2 |v|^2 (D the farther of A0, A1 from B's centre, v =
/// A1 - A0) computed in double with qa expanded as |da|^2 - 2 da.db + |db|^2:
/// an error of a few u D^4, which sqrt turns into u D^4 / sqrt(det), t into
/// that over qa, and the normal cpvnormalize(cpvlerp(da, db, t)) (line 134)
/// into e = u D^4 / (|v|^2 rsum sqrt(rsum^2 - h^2)) (u = 2^-53). Measured over
/// 3.2 million hits (Chipmunk against a quad-precision answer), paths from
/// within 2^-49 rsum of grazing to head-on, sweeps down to 2^-20 of D: the
/// normal's error at most 12 e, and above 2^-44 only where e > 2^-47; every
/// point beyond 2^-44 M (the point cpvlerp(a, b, t) - n r2, line 137, moves by
/// rsum times the normal) inside the class. The class: e >= 2^-49, i.e.
/// |v|^2 rsum sqrt(rsum^2 - h^2) <= D^4 / 16 (in long double, far more precise
/// than the class's edge needs).
InputClass ill_conditioned_hit() {
  return when<swept_circle_circle>(
      "a hit near grazing or far beside small circles: |v|^2 (rA + rB) sqrt((rA + rB)^2 - h^2) <= D^4 / 16, h the "
      "distance of B's centre from A's path line, D the farther of A0, A1 from B's centre, v = A1 - A0",
      [](const swept_circle_circle::Input<double>& in) {
        using L = long double;
        const L sx = L(in.A.c0.x) - in.B.c0.x, sy = L(in.A.c0.y) - in.B.c0.y;
        const L ex = L(in.A.c1.x) - in.B.c0.x, ey = L(in.A.c1.y) - in.B.c0.y;
        const L vx = L(in.A.c1.x) - in.A.c0.x, vy = L(in.A.c1.y) - in.A.c0.y;
        const L vv = vx * vx + vy * vy, rsum = L(in.A.r) + in.B.r;
        if (!(vv > 0) || !(rsum > 0)) return false;
        const L cross = sx * vy - sy * vx;
        const L gap = rsum * rsum - cross * cross / vv;  // rsum^2 - h^2
        if (gap < 0) return false;                       // the path's line misses
        const L d2 = std::max(sx * sx + sy * sy, ex * ex + ey * ey);
        return vv * rsum * std::sqrt(gap) <= d2 * d2 / 16;
      });
}
const std::string kGrazingWhy =
    "near grazing the time of contact t = (-qb - sqrt(det)) / qa (CircleSegmentQuery, chipmunk_private.h:127-132) "
    "divides the rounding of det = qb^2 - qa (|da|^2 - rsum^2), a few u D^4 (qa expanded as |da|^2 - 2 da.db + "
    "|db|^2), by sqrt(det) = |v| sqrt(rsum^2 - h^2), which vanishes at grazing: the normal "
    "cpvnormalize(cpvlerp(da, db, t)) (line 134) is then off by up to about 12 u D^4 / (|v|^2 rsum sqrt(rsum^2 - "
    "h^2)) (measured), and the point (line 137) by rsum times that: beyond 2^-44 for a path that passes within a "
    "small fraction of rsum of tangency (or circles small beside D); t keeps within the band";

/// The path nearly parallel to the segment: |sin| of the angle between
/// C1 - C0 and P2 - P1 at most 1/32 (in long double). The face test's time
/// t = ad / (ad - bd) (cpSegmentShapeSegmentQuery, cpShape.c:441-446) divides
/// distances from the segment's line, each off by a few u M (d = (ta - a) . n,
/// line 429, with the rounded unit normal n = cpvrperp(cpvnormalize(b - a)),
/// cpShape.c:492), by ad - bd = |C1 - C0| sin: t is off by a few u M / (|C1 -
/// C0| sin) and the point cpvlerp(a, b, t) (line 449) by a few u M / sin.
/// Measured over 2.1 million face hits (Chipmunk against a quad-precision
/// answer, angles from 2^-32 to 1.5 rad): the point's error at most 3.5 u M /
/// sin (u = 2^-53), beyond 2^-44 M only below sin = 2^-7.6.
InputClass path_nearly_parallel() {
  return when<swept_circle_segment>(
      "the path nearly parallel to the segment: |sin| of the angle between C1 - C0 and P2 - P1 at most 1/32",
      [](const swept_circle_segment::Input<double>& in) {
        using L = long double;
        const L dx = L(in.c1.x) - in.c0.x, dy = L(in.c1.y) - in.c0.y;
        const L sx = L(in.p2.x) - in.p1.x, sy = L(in.p2.y) - in.p1.y;
        const L lengths = std::sqrt(dx * dx + dy * dy) * std::sqrt(sx * sx + sy * sy);
        return lengths > 0 && std::fabs(dx * sy - dy * sx) <= lengths / 32;
      });
}
const std::string kShallowWhy =
    "the face test's t = ad / (ad - bd) (cpSegmentShapeSegmentQuery, cpShape.c:441-446) divides distances from "
    "the segment's line, each off by a few u M (the rounded unit normal n = cpvrperp(cpvnormalize(b - a)), "
    "cpShape.c:492), by ad - bd = |C1 - C0| sin(angle): for a path nearly parallel to the segment the point "
    "cpvlerp(a, b, t) (line 449) is off by up to 3.5 u M / sin (measured), beyond 2^-44 M below sin = 2^-7.6; "
    "t keeps within the band (a shape grown by 2^-44 M moves the contact as far)";

// ---------------------------------------------------------------- registration

/// A few roundings of the largest coordinate: the band every variant here keeps.
constexpr double kRounding = 0x1p-44;

VariantSpec spec_of(const char* name, const char* source) {
  VariantSpec spec;
  spec.name = name;
  spec.source = source;
  spec.contract.band = Band::relative_to_inputs(kRounding);
  spec.contract.special_values = SpecialValues::unchecked;  // nothing in Chipmunk answers "invalid"
  return spec;
}

void register_overlaps() {
  VariantSpec circles = spec_of("cp_shapes_collide", "Chipmunk2D 7.0.3 cpShapesCollide(circle, circle)");
  circles.contract.touching = Touching::is_miss;  // CircleToCircle: distsq < mindist * mindist
  circles.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"}, beyond_square_range(), kRangeWhy);
  register_variant<circle_circle, double>(circles, hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            return collide(circle(a), circle(b));
                                          }));

  VariantSpec segments = spec_of("cp_shapes_collide", "Chipmunk2D 7.0.3 cpShapesCollide(segment, segment), radius 0");
  // Segments collinear within rounding have a flat Minkowski difference, where
  // cpShapesCollide may abort (epa_may_abort; the soft assert is compiled into
  // the packaged library): a crash no flaw can declare, so those inputs are
  // outside this variant's domain, counted.
  segments.contract.domain.preconditions.push_back(precondition<segment_segment>(
      "the segments not collinear within rounding (three points b - a of their Minkowski difference within 2^-48 M "
      "of one line through the origin: there EPA aborts, cpCollision.c:288), unless every coordinate is a "
      "multiple of one 2^e below 2^(e + 24) (GJK's side tests exact)",
      [](const segment_segment::Input<double>& in) {
        const Vec2<double> a[2] = {in.A.a, in.A.b}, b[2] = {in.B.a, in.B.b};
        return !epa_may_abort(a, b);
      }));
  // A segment of zero length has no direction: its normal
  // cpvrperp(cpvnormalize(b - a)) is (0, 0) (cpShape.c:492; cpvnormalize of
  // cpvzero is cpvzero, cpVect.h:146-150), outside what the adapter reads
  // as the shapes Chipmunk documents (the degenerate case of "convex, with a
  // counter-clockwise winding"): counted outside the domain, not judged.
  segments.contract.domain.preconditions.push_back(precondition<segment_segment>(
      "both segments of nonzero length (a zero-length segment has no direction: normal (0, 0), cpShape.c:492)",
      [](const segment_segment::Input<double>& in) { return !(in.A.a == in.A.b) && !(in.B.a == in.B.b); }));
  segments.contract.regime_not_applicable("zero_length", "a zero-length segment is outside the domain");
  segments.declare_flaw(
      {"decision_agrees_with_oracle", "symmetric_in_segments", "endpoint_order_invariant", "exact_transform_invariant"},
      when<segment_segment>("an endpoint of one segment on the other's line, or the origin within 2^-48 M of the "
                            "line through two points b - a of their Minkowski difference (as rounded in double)",
                            [](const segment_segment::Input<double>& in) {
                              const Vec2<double> a[2] = {in.A.a, in.A.b}, b[2] = {in.B.a, in.B.b};
                              return vertex_on_edge_line(a, b) || vertex_on_edge_line(b, a) ||
                                     origin_near_minkowski_line(a, b);
                            }),
      kGjkWhy);
  segments.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"}, beyond_square_range(),
                        kRangeWhy);
  // Reversing an endpoint changes the answer there only where the underflow
  // or overflow depends on the order of the terms, and the failures within
  // rounding of a Minkowski line count as the class above: 12 in 80,000 cases
  // of seeds 1 to 8, none in seed 6.
  segments.declare_flaw({"endpoint_order_invariant"}, beyond_square_range(),
                        kRangeWhy + " (under endpoint reversal: seldom generated, 12 in 80,000 cases)", {.rare = true});
  register_variant<segment_segment, double>(
      segments,
      hit_only([](const Segment<double>& a, const Segment<double>& b) {
        return collide(segment(a.a, a.b), segment(b.a, b.b));
      }));

  VariantSpec polygons = spec_of("cp_shapes_collide", "Chipmunk2D 7.0.3 cpShapesCollide(poly, poly), radius 0");
  polygons.contract.domain.preconditions.push_back(precondition<polygon_polygon>(
      "both quadrilaterals convex and counter-clockwise, four distinct vertices each (cpPolyShapeNewRaw)",
      [](const polygon_polygon::Input<double>& in) {
        const auto distinct = [](const Quad<double>& q) {
          for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j)
              if (q.v[i] == q.v[j]) return false;
          return true;
        };
        return exact::convex_orientation(in.A) > 0 && exact::convex_orientation(in.B) > 0 && distinct(in.A) &&
               distinct(in.B);
      },
      [](polygon_polygon::Input<double>& in) {
        in.A = exact::convex_ccw_order(in.A);
        in.B = exact::convex_ccw_order(in.B);
      }));
  // Beyond 2^250 cpShapesCollide aborts (a soft assert of the EPA), and at any
  // scale where edges of both are parallel within rounding and the shapes
  // touch there (epa_may_abort): crashes no flaw can declare, so those inputs
  // are outside this variant's domain, counted.
  polygons.contract.domain.max_magnitude = 0x1p250;
  polygons.contract.domain.min_nonzero_magnitude = 0x1p-250;
  polygons.contract.domain.preconditions.push_back(precondition<polygon_polygon>(
      "no three points b - a of the Minkowski difference within 2^-48 M of one line through the origin (edges of "
      "both parallel within rounding where the shapes touch: there EPA aborts, cpCollision.c:288), unless every "
      "coordinate is a multiple of one 2^e below 2^(e + 24) (GJK's side tests exact)",
      [](const polygon_polygon::Input<double>& in) { return !epa_may_abort(in.A.v, in.B.v); }));
  polygons.contract
      .regime_not_applicable("concave", "cpPolyShape holds convex polygons only: a concave quadrilateral stays concave")
      .regime_not_applicable("degenerate", "cpPolyShapeNewRaw needs four distinct vertices")
      .regime_not_applicable("mixed_magnitude", "values beyond 2^-250 or 2^250: outside the domain (EPA aborts)")
      .regime_not_applicable("extreme_scale", "a case scaled whole beyond 2^512 or below 2^-511: outside the domain")
      .regime_not_applicable("product_range", "values near the ends of the double range: beyond 2^250");
  polygons.declare_flaw(
      {"decision_agrees_with_oracle", "vertex_order_invariant"},
      when<polygon_polygon>("parallel edges (within or across the quadrilaterals), or a vertex of one on the "
                            "line through an edge of the other, or the origin within 2^-48 M of the line through "
                            "two points b - a of their Minkowski difference (as rounded in double)",
                            [](const polygon_polygon::Input<double>& in) {
                              if (vertex_on_edge_line(in.A.v, in.B.v) || vertex_on_edge_line(in.B.v, in.A.v) ||
                                  origin_near_minkowski_line(in.A.v, in.B.v))
                                return true;
                              const Vec2<double> o{0, 0};
                              std::vector<Vec2<double>> edges;
                              for (const auto* q : {&in.A, &in.B})
                                for (int i = 0; i < 4; ++i)
                                  edges.push_back({q->v[(i + 1) % 4].x - q->v[i].x, q->v[(i + 1) % 4].y - q->v[i].y});
                              for (std::size_t i = 0; i < edges.size(); ++i)
                                for (std::size_t j = i + 1; j < edges.size(); ++j)
                                  if (exact::orientation(o, edges[i], edges[j]) == 0) return true;
                              return false;
                            }),
      kGjkWhy + "; parallel edges tie the support function the same way");
  register_variant<polygon_polygon, double>(polygons, hit_only([](const Quad<double>& a, const Quad<double>& b) {
                                              return collide(polygon(a), polygon(b));
                                            }));
}

void register_point_queries() {
  VariantSpec on_segment = spec_of("cp_point_query", "Chipmunk2D 7.0.3 cpShapePointQuery(segment, radius 0) <= 0");
  on_segment.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"}, beyond_square_range(),
                          kRangeWhy);
  // Reversing the segment changes the answer there only where the underflow
  // depends on which endpoint the closest point is measured from
  // (cpClosetPointOnSegment, chipmunk.h:183-188: b + (a - b) t): 5 generated
  // failures in 200,000 cases of seeds 1 to 4, none in seed 3.
  on_segment.declare_flaw({"endpoint_order_invariant"}, beyond_square_range(),
                          kRangeWhy + " (under endpoint reversal: seldom generated, 5 in 200,000 cases)",
                          {.rare = true});
  register_variant<point_segment, double>(
      on_segment,
      hit_only([](Vec2<double> p, const Segment<double>& s) {
        return cpShapePointQuery(segment(s.a, s.b).get(), to_cp(p), nullptr) <= 0;
      }));

  // A point against a circle shape is circle_circle with A of radius 0.
  VariantSpec in_circle = spec_of("cp_point_query", "Chipmunk2D 7.0.3 cpShapePointQuery(circle B, A's centre) <= 0");
  in_circle.contract.domain.preconditions.push_back(precondition<circle_circle>(
      "A a point (A.r = 0)", [](const circle_circle::Input<double>& in) { return in.A.r == 0; },
      [](circle_circle::Input<double>& in) { in.A.r = 0; }));
  // Swapped, A is B, a circle of nonzero radius in these regimes: only inputs
  // of zeros only stayed, which are counted apart (all_zero).
  for (const char* regime : {"split_tangent", "generic", "rounded_tangent"})
    in_circle.contract.regime_not_applicable(
        regime, "swapped, A is the circle of nonzero radius and no longer a point: every case leaves the domain",
        {"symmetric_in_circles"});
  in_circle.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"}, beyond_square_range(),
                         kRangeWhy);
  register_variant<circle_circle, double>(in_circle, hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            return cpShapePointQuery(circle(b).get(), to_cp(a.c), nullptr) <= 0;
                                          }));

  VariantSpec in_box = spec_of("cp_point_query", "Chipmunk2D 7.0.3 cpShapePointQuery(cpBoxShapeNew2) <= 0");
  in_box.contract.domain.preconditions.push_back(precondition<point_rect>(
      "x + w and y + h exact in double (cpBB holds the far corner)",
      [](const point_rect::Input<double>& in) {
        return exact::sum_is_exact(in.R.x, in.R.w) && exact::sum_is_exact(in.R.y, in.R.h);
      },
      [](point_rect::Input<double>& in) {
        const double w = (in.R.x + in.R.w) - in.R.x, h = (in.R.y + in.R.h) - in.R.y;
        if (exact::sum_is_exact(in.R.x, w)) in.R.w = w;
        if (exact::sum_is_exact(in.R.y, h)) in.R.h = h;
      }));
  // cpBoxShapeNew2 passes the four corners to cpPolyShapeInitRaw
  // (cpPolyShape.c:234-244), whose vertices "must be convex with a
  // counter-clockwise winding" (cpPolyShape.h:37): a box of zero width or
  // height has coincident vertices, zero area and no winding, and its
  // zero-length edges have normal (0, 0). Outside the domain, counted.
  in_box.contract.domain.preconditions.push_back(precondition<point_rect>(
      "a box of nonzero width and height (cpPolyShapeInitRaw: convex, counter-clockwise vertices; a zero-area box "
      "has coincident vertices and no winding)",
      [](const point_rect::Input<double>& in) { return in.R.w != 0 && in.R.h != 0; }));
  in_box.contract.regime_not_applicable("zero_size", "a box of zero width or height is outside the domain");
  in_box.declare_flaw({"decision_agrees_with_oracle", "exact_transform_invariant"}, beyond_square_range(), kRangeWhy);
  register_variant<point_rect, double>(in_box, hit_only([](Vec2<double> p, const Rect<double>& r) {
                                         return cpShapePointQuery(box(r).get(), to_cp(p), nullptr) <= 0;
                                       }));
}

/// cpShapeSegmentQuery as a sweep: alpha is t; the point is on the shape, the
/// normal points from the shape toward the swept circle's center.
SweepResult<double> segment_query(const Shape& shape, Vec2<double> c0, Vec2<double> c1, double r) {
  cpSegmentQueryInfo info;
  if (!cpShapeSegmentQuery(shape.get(), to_cp(c0), to_cp(c1), r, &info)) return {};
  return {SweepKind::hit, info.alpha, from_cp(info.point), from_cp(info.normal)};
}

void add_sweep_bounds(Contract& c, ErrorBound normal = bound::absolute(kRounding)) {
  c.bound("t", bound::absolute(kRounding));
  c.bound("point", bound::relative_to_inputs(kRounding));
  c.bound("normal", normal);
}

/// The swept circle's normal n = cpvnormalize(cpvlerp(da, db, t))
/// (chipmunk_private.h:134), da = A0 - B and db = A1 - B, is the direction of
/// the contact offset C(t) - B, whose length at contact is L = rA + rB: an
/// error e in the offset turns the normal by about e / L. The offset is
/// off by the roundings of da, db (u |.| <= 2u M each), their difference, the
/// product with t and the sum (about 10 u M in all), and by t's own error
/// times |A1 - A0| <= 2M. The roundings give the bound 2^-44 + 16 u M / L
/// (Scale::input_per_length, L from swept_circle_circle's bound_length; 16 u
/// over the 10 u derived leaves t's usual error room); where t itself is
/// ill-conditioned (grazing) the class ill_conditioned_hit says so. Measured:
/// at most 0.63 of the bound at seeds 1 to 4 (10000 cases each) outside
/// that class.
ErrorBound conditioned_normal_bound() {
  ErrorBound b;
  b.terms[0] = {kRounding, Scale::absolute};
  b.terms[1] = {16 * 0x1p-53, Scale::input_per_length};
  return b;
}

void register_sweeps() {
  VariantSpec segments = spec_of("cp_segment_query", "Chipmunk2D 7.0.3 cpShapeSegmentQuery(segment, C0, C1, r)");
  add_sweep_bounds(segments.contract);
  // A zero-length segment has no direction (normal (0, 0), cpShape.c:492):
  // outside the domain, counted, as for segment_segment.
  segments.contract.domain.preconditions.push_back(precondition<swept_circle_segment>(
      "a segment of nonzero length (a zero-length segment has no direction: normal (0, 0), cpShape.c:492)",
      [](const swept_circle_segment::Input<double>& in) { return !(in.p1 == in.p2); }));
  segments.contract.regime_not_applicable("zero_length_segment", "a zero-length segment is outside the domain");
  // The range class before the start class: a case in both (a start 2^-600
  // from the segment, whose squared distance underflows to 0) counts as the
  // underflow it is.
  segments.declare_flaw(
      {"decision_agrees_with_oracle", "time_within_contract", "point_within_contract", "normal_within_contract",
       "normal_unit_and_oriented", "endpoint_order_invariant", "exact_transform_invariant"},
      beyond_square_range(), kRangeWhy);
  segments.declare_flaw({"point_within_contract", "normal_within_contract", "normal_unit_and_oriented",
                         "endpoint_order_invariant", "exact_transform_invariant"},
                        circle_starts_on_segment(), kStartWhy);
  segments.declare_flaw(
      {"decision_agrees_with_oracle", "time_within_contract", "point_within_contract", "normal_within_contract",
       "endpoint_order_invariant", "exact_transform_invariant"},
      when<swept_circle_segment>("the circle's path passes within r of an endpoint",
                                 [](const swept_circle_segment::Input<double>& in) {
                                   const Segment<double> path{in.c0, in.c1};
                                   return exact::distance_sign(in.p1, path, in.r) <= 0 ||
                                          exact::distance_sign(in.p2, path, in.r) <= 0;
                                 }),
      "the segment's face is tested first (cpShape.c:440-452) and its endcaps only when the path's line misses "
      "the face's span (the else branch, cpShape.c:453-463): an earlier contact with an endpoint is reported "
      "later on the face, with the face's normal (tunnelling past the endpoint), or missed; related to "
      "slembcke/Chipmunk2D#138 (open, \"Segment queries with a radius fails in many edge cases\")");
  segments.declare_flaw({"point_within_contract", "exact_transform_invariant"}, path_nearly_parallel(),
                        kShallowWhy +
                            " (rare: 1 generated failure of the point and 1 under the maps in 200,000 cases each, "
                            "seeds 1 to 4; its saved case finds it)",
                        {.rare = true});
  register_variant<swept_circle_segment, double>(
      segments, [](Vec2<double> c0, Vec2<double> c1, double r, Vec2<double> p1, Vec2<double> p2) {
        return segment_query(segment(p1, p2), c0, c1, r);
      });

  VariantSpec circles = spec_of("cp_segment_query", "Chipmunk2D 7.0.3 cpShapeSegmentQuery(circle B, A0, A1, A.r)");
  add_sweep_bounds(circles.contract, conditioned_normal_bound());
  circles.contract.domain.preconditions.push_back(precondition<swept_circle_circle>(
      "B static (a shape query sweeps one circle)",
      [](const swept_circle_circle::Input<double>& in) { return in.B.c0 == in.B.c1; },
      [](swept_circle_circle::Input<double>& in) { in.B.c1 = in.B.c0; }));
  // Swapped, the moving circle is static and the static one moves: only inputs
  // of zeros only stayed from generic, which are counted apart (all_zero).
  for (const char* regime : {"tunneling", "generic"})
    circles.contract.regime_not_applicable(
        regime, "swapped, the moving circle is static and the static one moves: every case leaves the domain",
        {"symmetric_in_circles"});
  circles.declare_flaw({"point_within_contract", "normal_within_contract", "normal_unit_and_oriented",
                        "symmetric_in_circles", "exact_transform_invariant"},
                       circles_start_in_contact(), kStartWhy);
  // normal_within_contract does not judge it: with rA + rB = 0 the
  // conditioned normal bound (M / L) is infinite; the unit test still does.
  circles.declare_flaw({"normal_unit_and_oriented", "exact_transform_invariant"},
                       when<swept_circle_circle>(
                           "both radii 0 (a point against a point)",
                           [](const swept_circle_circle::Input<double>& in) { return in.A.r == 0 && in.B.r == 0; }),
                       "a zero-radius query hitting a zero-radius circle reports the normal (0, 0)");
  // Or its image: scaling by 2^9 takes a case at 2^247 beyond 2^250.
  circles.declare_flaw({"decision_agrees_with_oracle", "time_within_contract", "point_within_contract",
                        "normal_within_contract", "normal_unit_and_oriented", "exact_transform_invariant"},
                       beyond_square_range().or_its_image(), kRangeWhy);
  circles.declare_flaw({"point_within_contract", "normal_within_contract", "exact_transform_invariant"},
                       ill_conditioned_hit(),
                       kGrazingWhy +
                           " (rare: 9, 8 and 7 generated failures of the point, the normal and the maps in 200,000 "
                           "cases each, seeds 1 to 4; its saved cases find it)",
                       {.rare = true});
  register_variant<swept_circle_circle, double>(
      circles, [](const MovingCircle<double>& a, const MovingCircle<double>& b) {
        return segment_query(circle({b.c0, b.r}), a.c0, a.c1, a.r);
      });
}

// ---------------------------------------------------------------- a disk against a segment or a polygon

/// cpShapesCollide(circle, b) as a ShapeContact: the contact set's normal
/// points from its first shape to its second ("the normal of the collision",
/// cpShape.h:85; cpShapesCollide, cpShape.c:260-283 at 7.0.3), here from A
/// toward B, so it is negated; the separation is points[0].distance
/// (negative: the depth). No contact: apart (Chipmunk reports overlaps only).
/// With `b_first`, cpShapesCollide(b, circle) instead, whose normal already
/// points from B toward A.
ShapeContact<double> contact(const Shape& a, const Shape& b, bool b_first = false) {
  const cpContactPointSet set = b_first ? cpShapesCollide(b.get(), a.get()) : cpShapesCollide(a.get(), b.get());
  if (set.count == 0) return {ContactKind::apart, {}, 0.0};
  const Vec2<double> n = from_cp(set.normal);
  return {ContactKind::overlapping, b_first ? n : Vec2<double>{-n.x, -n.y}, set.points[0].distance};
}

/// Normal: 2^-44 and the rounding of the nearest point, 16 u M over the
/// distance L from the centre to B's core (conditioned_normal_bound);
/// separation: 2^-44 M.
void disk_bounds(Contract& c) {
  c.bound("normal", conditioned_normal_bound());
  c.bound("separation", bound::relative_to_inputs(kRounding));
}

/// The largest |value| of a case.
template <class Family>
double largest_value(const typename Family::template Input<double>& in) {
  double m = 0;
  for (double v : to_values<Family, double>(in)) m = std::max(m, std::fabs(v));
  return m;
}

/// The distance from p to the closed segment a b, in long double (a class
/// boundary, not a judgement).
long double segment_distance(Vec2<double> a, Vec2<double> b, Vec2<double> p) {
  using L = long double;
  const L ex = L(b.x) - a.x, ey = L(b.y) - a.y, wx = L(p.x) - a.x, wy = L(p.y) - a.y;
  const L len2 = ex * ex + ey * ey;
  L t = len2 > 0 ? (wx * ex + wy * ey) / len2 : 0;
  t = std::clamp(t, L(0), L(1));
  const L dx = wx - t * ex, dy = wy - t * ey;
  return std::sqrt(dx * dx + dy * dy);
}

/// c within `d` of the line through two distinct vertices of the polygon: the
/// origin near the line through two points v_i - c, v_j - c of the Minkowski
/// difference, where GJK's side tests answer by rounding (findings 1, 2).
bool centre_near_vertex_line(const circle_convex::Input<double>& in, long double d) {
  Vec2<double> v[cc::kMaxPolygonVertices];
  const int n = cc::merged_vertices(in.B.core, v);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      using L = long double;
      const L ex = L(v[j].x) - v[i].x, ey = L(v[j].y) - v[i].y, wx = L(in.A.c.x) - v[i].x, wy = L(in.A.c.y) - v[i].y;
      if (std::fabs(ex * wy - ey * wx) <= d * std::sqrt(ex * ex + ey * ey)) return true;
    }
  return false;
}

/// An inside centre whose two nearest edge lines are within `d` of each
/// other: EPA's face is chosen by rounding.
bool inside_faces_tie(const circle_convex::Input<double>& in, long double d) {
  Vec2<double> v[cc::kMaxPolygonVertices];
  const int n = cc::merged_vertices(in.B.core, v);
  std::vector<long double> depth;
  for (int i = 0; i < n; ++i) {
    using L = long double;
    const Vec2<double> a = v[i], b = v[(i + 1) % n];
    const L ex = L(b.x) - a.x, ey = L(b.y) - a.y, wx = L(in.A.c.x) - a.x, wy = L(in.A.c.y) - a.y;
    const L g = (ex * wy - ey * wx) / std::sqrt(ex * ex + ey * ey);
    if (g <= 0) return false;  // not inside
    depth.push_back(g);
  }
  std::sort(depth.begin(), depth.end());
  return depth.size() >= 2 && depth[1] - depth[0] <= d;
}

void register_disk_contacts() {
  const auto capsule_contract = [](VariantSpec& spec) {
    spec.contract.touching = Touching::is_miss;  // CircleToSegment: distsq < mindist * mindist (cpCollision.c:555)
    disk_bounds(spec.contract);
    spec.declare_flaw({"decision_agrees_with_oracle", "normal_within_contract", "separation_within_contract",
                       "normal_unit_and_oriented", "endpoint_order_invariant", "exact_transform_invariant"},
                      beyond_square_range(), kRangeWhy);
    spec.declare_flaw(
        {"normal_unit_and_oriented"},
        when<circle_capsule>("the centre within 2^-40 M of the segment, not on it",
                             [](const circle_capsule::Input<double>& in) {
                               const long double d = segment_distance(in.B.p1, in.B.p2, in.A.c);
                               return d > 0 && d <= 0x1p-40L * largest_value<circle_capsule>(in);
                             }),
        "the normal is closest - center over its length (cpCollision.c:553-557 at 7.0.3), closest rounded by a "
        "few u M: for a centre within rounding of the segment it points anywhere (normal_within_contract's bound, "
        "16 u M / L, accepts that; the orientation test does not)");
    spec.declare_flaw(
        {"separation_within_contract", "endpoint_order_invariant", "exact_transform_invariant"},
        when<circle_capsule>(
            "a zero-length segment with the centre on it",
            [](const circle_capsule::Input<double>& in) { return in.B.p1 == in.B.p2 && in.A.c == in.B.p1; })
            .or_its_image(),
        "a centre on the segment takes the segment's normal tn (cpCollision.c:557 at 7.0.3), (0, 0) for a "
        "zero-length one (cpShape.c:492): the contact has a zero normal and distance 0 for disks overlapping by "
        "A.r + B.r");
  };
  VariantSpec capsule = spec_of("cp_shapes_collide",
                                "Chipmunk2D 7.0.3 cpShapesCollide(circle, segment of radius B.r): normal (negated), "
                                "distance");
  capsule_contract(capsule);
  register_variant<circle_capsule, double>(
      capsule, partial(Reports{Reports::Decision::hit_or_miss, {"normal", "separation"}}, [](const Circle<double>& A,
                                                                                             const Capsule<double>& B) {
        return contact(circle(A), updated(cpSegmentShapeNew(static_body(), to_cp(B.p1), to_cp(B.p2), B.r)));
      }));

  // The same query with the shapes the other way round: cpCollide sorts them
  // by type and cpShapesCollide flips the normal back, but takes the
  // distance as dot(p2 - p1, flipped normal) (cpShape.c:269-279 at 7.0.3,
  // unchanged at f2f3d66): its sign is flipped.
  VariantSpec swapped = spec_of("cp_shapes_collide_swapped",
                                "Chipmunk2D 7.0.3 cpShapesCollide(segment of radius B.r, circle): normal, distance");
  capsule_contract(swapped);
  swapped.declare_flaw(
      {"separation_within_contract", "endpoint_order_invariant", "exact_transform_invariant"},
      when<circle_capsule>(
          "overlapping shapes",
          [](const circle_capsule::Input<double>& in) {
            return exact::distance_sign(in.A.c, cc::Segment<double>{in.B.p1, in.B.p2}, in.A.r + in.B.r) < 0;
          })
          .or_its_image(),
      "cpShapesCollide computes each point's distance as dot(p2 - p1, set.normal) with the "
      "points in cpCollide's order and the normal already flipped to the caller's "
      "(cpShape.c:269-279 at 7.0.3, unchanged at f2f3d66): when it swapped the shapes, every "
      "distance has its sign flipped, a penetration reported as a gap");
  register_variant<circle_capsule, double>(
      swapped, partial(Reports{Reports::Decision::hit_or_miss, {"normal", "separation"}}, [](const Circle<double>& A,
                                                                                             const Capsule<double>& B) {
        return contact(circle(A), updated(cpSegmentShapeNew(static_body(), to_cp(B.p1), to_cp(B.p2), B.r)), true);
      }));

  VariantSpec polygon = spec_of("cp_shapes_collide",
                                "Chipmunk2D 7.0.3 cpShapesCollide(circle, poly of radius B.r): normal (negated), "
                                "distance");
  disk_bounds(polygon.contract);
  polygon.contract.domain.preconditions.push_back(precondition<circle_convex>(
      "B a polygon of 3 to 8 vertices (after merging repeats), strictly convex and counter-clockwise "
      "(cpPolyShapeNewRaw: \"convex with a counter-clockwise winding\", cpPolyShape.h:37)",
      [](const circle_convex::Input<double>& in) {
        Vec2<double> v[cc::kMaxPolygonVertices];
        return cc::merged_vertices(in.B.core, v) >= 3 && exact::convex_polygon_valid(in.B.core);
      }));
  // The circle's support point is its centre (CircleSupportPoint): the
  // Minkowski difference is v_i - c, and EPA aborts where three of those
  // points lie within rounding of a line through the origin (epa_may_abort).
  polygon.contract.domain.preconditions.push_back(precondition<circle_convex>(
      "cpShapesCollide does not abort: no three points v_i - c of the Minkowski difference within 2^-48 M of a "
      "line through the origin (epa_may_abort; cpCollision.c:288 at 7.0.3)",
      [](const circle_convex::Input<double>& in) {
        const Vec2<double> c[1] = {in.A.c};
        Vec2<double> v[cc::kMaxPolygonVertices];
        for (int i = 0; i < cc::kMaxPolygonVertices; ++i) v[i] = in.B.core.v[i];
        return !epa_may_abort(c, v);
      }));
  polygon.contract.regime_not_applicable("degenerate_core", "cpPolyShape needs 3 or more vertices")
      .regime_not_applicable("invalid_polygon", "cpPolyShapeNewRaw takes convex counter-clockwise polygons only");
  polygon.declare_flaw({"decision_agrees_with_oracle", "normal_within_contract", "separation_within_contract",
                        "normal_unit_and_oriented", "vertex_order_invariant", "exact_transform_invariant"},
                       beyond_square_range(), kRangeWhy);
  polygon.declare_flaw(
      {"separation_within_contract", "vertex_order_invariant", "exact_transform_invariant"},
      when<circle_convex>("a rounded polygon (B.r > 0)",
                          [](const circle_convex::Input<double>& in) { return in.B.r > 0; })
          .or_its_image(),
      "CircleToPoly places the polygon's contact point at points.b + n poly->r instead of - n poly->r "
      "(cpCollision.c:677 at 7.0.3): every distance is 2 B.r too large. Reported as slembcke/Chipmunk2D#160 and "
      "fixed by PR #161, merged on 2019-06-10, three days after the 7.0.3 tag, so not in the packaged release");
  const InputClass near_vertex_line =
      when<circle_convex>("the centre within 2^-48 M of the line through two vertices of the polygon",
                          [](const circle_convex::Input<double>& in) {
                            return centre_near_vertex_line(in, 0x1p-48L * largest_value<circle_convex>(in));
                          })
          .or_its_image();
  const std::string near_vertex_line_why =
      "GJK ends on a Minkowski-difference edge v_i - c, v_j - c whose line passes within rounding of the origin, "
      "and ClosestPointsNew answers from that edge's line (cpCollision.c:243-249, 377-380 at 7.0.3): the "
      "mechanism of findings 1 and 2, here with a wrong closest feature and normal";
  polygon.declare_flaw(
      {"normal_within_contract", "normal_unit_and_oriented", "vertex_order_invariant", "exact_transform_invariant"},
      near_vertex_line, near_vertex_line_why);
  polygon.declare_flaw({"decision_agrees_with_oracle", "separation_within_contract"}, near_vertex_line,
                       near_vertex_line_why +
                           ", and where the wrong feature is nearer than the disk's reach, a contact for disks "
                           "apart or the wrong distance (rare: 7 and 5 generated failures in 70000 cases, seeds 1 to "
                           "8; its saved cases find it)",
                       {.rare = true});
  polygon.declare_flaw(
      {"normal_within_contract", "normal_unit_and_oriented", "vertex_order_invariant", "exact_transform_invariant"},
      when<circle_convex>("an inside centre whose two nearest edge lines are within 2^-40 M of each other",
                          [](const circle_convex::Input<double>& in) {
                            return inside_faces_tie(in, 0x1p-40L * largest_value<circle_convex>(in));
                          })
          .or_its_image(),
      "EPA expands toward the Minkowski-difference face nearest the origin by rounded distances "
      "(cpCollision.c:283-330 at 7.0.3): two nearly equally near faces go either way, and with them the normal "
      "(rare: 3 generated failures of normal_unit_and_oriented and 2 of normal_within_contract in 80000 cases, "
      "seeds 1 to 8; their saved cases find it)",
      {.rare = true});
  register_variant<circle_convex, double>(
      polygon, partial(Reports{Reports::Decision::hit_or_miss, {"normal", "separation"}},
                       [](const Circle<double>& A, const RoundedPolygon<double>& B) {
                         Vec2<double> v[cc::kMaxPolygonVertices];
                         const int n = cc::merged_vertices(B.core, v);
                         cpVect p[cc::kMaxPolygonVertices];
                         for (int i = 0; i < n; ++i) p[i] = to_cp(v[i]);
                         return contact(circle(A), updated(cpPolyShapeNewRaw(static_body(), n, p, B.r)));
                       }));
}

// ---------------------------------------------------------------- a ray against a polygon

void register_polygon_segment_query() {
  VariantSpec rays = spec_of("cp_segment_query", "Chipmunk2D 7.0.3 cpShapeSegmentQuery(poly, p0, p1, radius 0)");
  add_sweep_bounds(rays.contract);
  rays.contract.domain.preconditions.push_back(precondition<ray_convex>(
      "B a polygon of 3 to 8 vertices (after merging repeats), strictly convex and counter-clockwise "
      "(cpPolyShapeNewRaw, cpPolyShape.h:37)",
      [](const ray_convex::Input<double>& q) {
        Vec2<double> v[cc::kMaxPolygonVertices];
        return cc::merged_vertices(q.b, v) >= 3 && exact::convex_polygon_valid(q.b);
      }));
  rays.contract.regime_not_applicable("degenerate", "cpPolyShape needs 3 or more vertices")
      .regime_not_applicable("invalid_polygon", "cpPolyShapeNewRaw takes convex counter-clockwise polygons only");
  // cpShapeSegmentQuery (cpShape.c:238-256 at 7.0.3): a start within the
  // radius of the shape (on it or inside) is a hit at alpha 0 whose point is
  // left at b, the blank's, and whose normal is cpvnormalize(a - nearest).
  const InputClass starts_on_or_in =
      when<ray_convex>("the ray starts in the closed polygon or within 2^-40 M of it",
                       [](const ray_convex::Input<double>& q) {
                         Vec2<double> v[cc::kMaxPolygonVertices];
                         const int n = cc::merged_vertices(q.b, v);
                         long double m = 0;
                         for (double x : to_values<ray_convex, double>(q)) m = std::max(m, (long double)std::fabs(x));
                         bool inside = true;
                         for (int i = 0; i < n; ++i) {
                           if (segment_distance(v[i], v[(i + 1) % n], q.p0) <= 0x1p-40L * m) return true;
                           if (exact::orientation(v[i], v[(i + 1) % n], q.p0) < 0) inside = false;
                         }
                         return inside;
                       })
          .or_its_image();
  rays.declare_flaw(
      {"point_within_contract", "normal_within_contract", "normal_unit_and_oriented", "vertex_order_invariant",
       "exact_transform_invariant"},
      starts_on_or_in,
      "a start on the polygon or inside it (by cpPolyShapePointQuery's rounded distance, so also a start within "
      "rounding outside) is a hit at alpha 0 (cpShape.c:246-252 at 7.0.3), but info->point "
      "keeps the blank's value, b, the segment's far end (:239), and the normal is cpvnormalize(a - "
      "nearest.point): 0/0 = NaN on the boundary, pointing inward inside, where the family's convention is the "
      "start and (0, 0)");
  rays.declare_flaw({"decision_agrees_with_oracle", "time_within_contract"}, starts_on_or_in,
                    "a start within rounding outside a face, entering through it, has d = an - v0.n rounded below 0 "
                    "and is skipped as behind the face (cpPolyShape.c:115-117 at 7.0.3), while the point query "
                    "put it outside: no face is hit (rare: 2 generated failures in 40000 cases, seeds 1, 2, 3 and "
                    "7; its saved case finds it)",
                    {.rare = true});
  rays.declare_flaw(
      {"time_within_contract", "point_within_contract", "vertex_order_invariant", "exact_transform_invariant"},
      when<ray_convex>("the ray within an angle of sine 1/8 of one of the polygon's edges",
                       [](const ray_convex::Input<double>& q) {
                         Vec2<double> v[cc::kMaxPolygonVertices];
                         const int n = cc::merged_vertices(q.b, v);
                         const long double dx = (long double)q.p1.x - q.p0.x, dy = (long double)q.p1.y - q.p0.y;
                         for (int i = 0; i < n; ++i) {
                           const long double ex = (long double)v[(i + 1) % n].x - v[i].x,
                                             ey = (long double)v[(i + 1) % n].y - v[i].y;
                           const long double cross = dx * ey - dy * ex;
                           if (cross * cross <= (dx * dx + dy * dy) * (ex * ex + ey * ey) / 64) return true;
                         }
                         return false;
                       })
          .or_its_image(),
      "t = d / (an - bn) (cpPolyShape.c:115-120 at 7.0.3) divides the start's distance to the face's plane, "
      "rounded by a few u M, by the ray's approach, |d| sin(angle): for a ray nearly along a face t and the point "
      "lose u M / sin(angle)");
  // cpPolyShapeSegmentQuery (cpPolyShape.c:113-134): the face crossed at t is
  // kept only if the point lies within the face's extent, dtMin <= dt <= dtMax,
  // in rounded cross products.
  rays.declare_flaw(
      {"decision_agrees_with_oracle", "time_within_contract", "point_within_contract", "normal_within_contract",
       "normal_unit_and_oriented", "vertex_order_invariant", "exact_transform_invariant"},
      when<ray_convex>("a vertex of the polygon within 2^-40 M of the ray",
                       [](const ray_convex::Input<double>& q) {
                         Vec2<double> v[cc::kMaxPolygonVertices];
                         const int n = cc::merged_vertices(q.b, v);
                         long double m = 0;
                         for (double x : to_values<ray_convex, double>(q)) m = std::max(m, (long double)std::fabs(x));
                         for (int i = 0; i < n; ++i)
                           if (segment_distance(q.p0, q.p1, v[i]) <= 0x1p-40L * m) return true;
                         return false;
                       })
          .or_its_image(),
      "the face the ray crosses is kept only if the crossing lies within the face's extent, dtMin <= dt <= dtMax in "
      "rounded cross products (cpPolyShape.c:124-128 at 7.0.3): a ray through a vertex can fail both adjacent "
      "faces' tests and miss");
  rays.declare_flaw({"decision_agrees_with_oracle", "time_within_contract", "point_within_contract",
                     "normal_within_contract", "normal_unit_and_oriented", "vertex_order_invariant",
                     "exact_transform_invariant"},
                    beyond_square_range(), kRangeWhy);
  register_variant<ray_convex, double>(rays, [](const ray_convex::Input<double>& q) {
    Vec2<double> v[cc::kMaxPolygonVertices];
    const int n = cc::merged_vertices(q.b, v);
    cpVect p[cc::kMaxPolygonVertices];
    for (int i = 0; i < n; ++i) p[i] = to_cp(v[i]);
    return segment_query(updated(cpPolyShapeNewRaw(static_body(), n, p, 0)), q.p0, q.p1, 0);
  });
}

// ---------------------------------------------------------------- two rounded polygons: the contact set

/// A rounded polygon as Chipmunk holds it: the merged vertices, its radius.
Shape rounded_polygon(const RoundedPolygon<double>& p) {
  Vec2<double> v[cc::kMaxPolygonVertices];
  const int n = cc::merged_vertices(p.core, v);
  cpVect c[cc::kMaxPolygonVertices];
  for (int i = 0; i < n; ++i) c[i] = to_cp(v[i]);
  return updated(cpPolyShapeNewRaw(static_body(), n, c, p.r));
}

/// cpShapesCollide(B, A)'s contact set as convex_convex's manifold. Its
/// normal points from its first shape to its second ("the normal of the
/// collision", cpContactPointSet, chipmunk.h at 7.0.3; cpCollide orders the
/// shapes by type, equal here), so passing the family's B first gives the
/// family's normal, from B toward A; each pair's pointA lies on B's surface
/// and pointB on A's, with "distance" = dot(pointB - pointA, n), "negative if
/// overlapping" (cpShape.c:269-279): the family's point is pointA, its gap the
/// distance.
ConvexContact<double> contact_set(const RoundedPolygon<double>& A, const RoundedPolygon<double>& B) {
  const Shape a = rounded_polygon(A), b = rounded_polygon(B);
  const cpContactPointSet set = cpShapesCollide(b.get(), a.get());
  ConvexContact<double> c;
  c.kind = set.count > 0 ? ContactKind::overlapping : ContactKind::apart;
  if (set.count == 0) return c;
  c.normal = from_cp(set.normal);
  c.count = std::min(set.count, cc::kMaxManifoldPoints);
  for (int i = 0; i < c.count; ++i) {
    c.point[i] = from_cp(set.points[i].pointA);
    c.gap[i] = set.points[i].distance;
  }
  return c;
}

/// A polygon's distinct vertices (consecutive repeats merged).
std::vector<Vec2<double>> merged(const ConvexPolygon<double>& p) {
  Vec2<double> v[cc::kMaxPolygonVertices];
  const int n = cc::merged_vertices(p, v);
  return std::vector<Vec2<double>>(v, v + n);
}

/// Where GJK's support function and side tests tie: parallel edges, a vertex
/// on an edge's line, the origin near the line through two Minkowski points.
bool gjk_ties(Points a, Points b) {
  if (vertex_on_edge_line(a, b) || vertex_on_edge_line(b, a) || origin_near_minkowski_line(a, b)) return true;
  const Vec2<double> o{0, 0};
  std::vector<Vec2<double>> edges;
  for (const Points q : {a, b})
    for (std::size_t i = 0; i < q.size(); ++i)
      edges.push_back({q[(i + 1) % q.size()].x - q[i].x, q[(i + 1) % q.size()].y - q[i].y});
  for (std::size_t i = 0; i < edges.size(); ++i)
    for (std::size_t j = i + 1; j < edges.size(); ++j)
      if (exact::orientation(o, edges[i], edges[j]) == 0) return true;
  return false;
}

/// Overlapping cores whose two deepest face axes of different directions (the
/// faces of the Minkowski difference nearest the origin) are within `tol` of
/// each other in their separation (long double; a class boundary).
bool overlap_faces_tie(Points a, Points b, long double tol) {
  using L = long double;
  struct Axis {
    L separation, nx, ny;
  };
  std::vector<Axis> axes;
  for (const auto& [p, q, sign] : {std::tuple{a, b, 1.0L}, std::tuple{b, a, -1.0L}})
    for (std::size_t i = 0; i < p.size(); ++i) {
      const Vec2<double> v0 = p[i], v1 = p[(i + 1) % p.size()];
      const L ex = L(v1.x) - v0.x, ey = L(v1.y) - v0.y, len = std::hypot(ex, ey);
      L least = std::numeric_limits<L>::infinity();
      for (const Vec2<double>& w : q) least = std::min(least, ((L(w.x) - v0.x) * ey - (L(w.y) - v0.y) * ex) / len);
      axes.push_back({least, sign * ey / len, -sign * ex / len});
    }
  std::sort(axes.begin(), axes.end(), [](const Axis& x, const Axis& y) { return x.separation > y.separation; });
  if (axes.size() < 2 || !(axes[0].separation < 0)) return false;
  for (std::size_t i = 1; i < axes.size() && axes[0].separation - axes[i].separation <= tol; ++i)
    if (std::hypot(axes[i].nx - axes[0].nx, axes[i].ny - axes[0].ny) > 0x1p-40L) return true;
  return false;
}

void register_rounded_polygons() {
  VariantSpec polygons = spec_of("cp_shapes_collide",
                                 "Chipmunk2D 7.0.3 cpShapesCollide(poly B, poly A), both with their radius: the "
                                 "contact set's normal, points and distances");
  polygons.contract.bound("normal", bound::absolute(kRounding));
  polygons.contract.bound("manifold", bound::relative_to_inputs(kRounding), Norm::euclidean);
  polygons.contract.bound("manifold_gap", bound::relative_to_inputs(kRounding));
  polygons.contract.domain.max_magnitude = 0x1p250;
  polygons.contract.domain.min_nonzero_magnitude = 0x1p-250;
  polygons.contract.domain.preconditions.push_back(precondition<convex_convex>(
      "A and B polygons of 3 to 8 vertices (after merging repeats), strictly convex and counter-clockwise "
      "(cpPolyShapeNewRaw: \"convex with a counter-clockwise winding\", cpPolyShape.h:37)",
      [](const convex_convex::Input<double>& in) {
        Vec2<double> v[cc::kMaxPolygonVertices];
        return cc::merged_vertices(in.A.core, v) >= 3 && cc::merged_vertices(in.B.core, v) >= 3 &&
               exact::convex_polygon_valid(in.A.core) && exact::convex_polygon_valid(in.B.core);
      }));
  polygons.contract.domain.preconditions.push_back(precondition<convex_convex>(
      "cpShapesCollide does not abort: no three points b - a of the Minkowski difference within 2^-48 M of one "
      "line through the origin (epa_may_abort; cpCollision.c:288 at 7.0.3)",
      [](const convex_convex::Input<double>& in) { return !epa_may_abort(merged(in.A.core), merged(in.B.core)); }));
  polygons.contract.regime_not_applicable("degenerate_core", "cpPolyShape needs 3 or more vertices")
      .regime_not_applicable("invalid_polygon", "cpPolyShapeNewRaw takes convex counter-clockwise polygons only")
      .regime_not_applicable("mixed_magnitude", "values beyond 2^-250 or 2^250: outside the domain (EPA aborts)")
      .regime_not_applicable("extreme_scale", "a case scaled whole beyond 2^512 or below 2^-511: outside the domain");
  const InputClass ties =
      when<convex_convex>(
          "parallel edges (within or across the polygons), or a vertex of one on "
          "the line through an edge of the other, or the origin within 2^-48 M of "
          "the line through two points b - a of their Minkowski difference (as "
          "rounded in double)",
          [](const convex_convex::Input<double>& in) { return gjk_ties(merged(in.A.core), merged(in.B.core)); })
          .or_its_image();
  const std::string ties_why = kGjkWhy + "; parallel edges tie the support function the same way";
  polygons.declare_flaw({"normal_within_contract", "manifold_within_contract", "symmetric_in_a_and_b",
                         "vertex_order_invariant", "exact_transform_invariant"},
                        ties, ties_why);
  polygons.declare_flaw({"decision_agrees_with_oracle", "normal_unit_and_oriented"}, ties,
                        ties_why +
                            " (a contact for apart shapes, or a normal turned away, rare: 0 to 3 generated "
                            "failures per property in 10000 cases at seeds 1, 2, 3 and 7; its saved cases find "
                            "it)",
                        {.rare = true});
  polygons.declare_flaw(
      {"normal_within_contract", "normal_unit_and_oriented", "manifold_within_contract", "symmetric_in_a_and_b",
       "vertex_order_invariant", "exact_transform_invariant"},
      when<convex_convex>("overlapping cores whose two deepest faces of different directions are within 2^-40 M of "
                          "each other in their separation",
                          [](const convex_convex::Input<double>& in) {
                            return overlap_faces_tie(merged(in.A.core), merged(in.B.core),
                                                     0x1p-40L * largest_value<convex_convex>(in));
                          })
          .or_its_image(),
      "EPA expands toward the Minkowski-difference face nearest the origin by rounded distances "
      "(cpCollision.c:283-330 at 7.0.3): two nearly equally near faces go either way, and with them the normal "
      "(rare: 0 to 2 generated failures per property in 10000 cases at seeds 1, 2, 3 and 7; its saved cases find "
      "it)",
      {.rare = true});
  polygons.declare_flaw(
      {"manifold_within_contract"},
      when<convex_convex>("a rounded polygon (A.r > 0 or B.r > 0)",
                          [](const convex_convex::Input<double>& in) { return in.A.r > 0 || in.B.r > 0; })
          .or_its_image(),
      "ContactPoints (cpCollision.c:478-518 at 7.0.3) moves each clipped core point by its radius "
      "along the collision normal, not along its own face's normal, and clamps the projections at "
      "the edges' ends: the pair's points are up to a radius inside the rounded surfaces and "
      "not aligned with the normal");
  register_variant<convex_convex, double>(
      polygons, partial(Reports{Reports::Decision::hit_or_miss, {"normal", "manifold"}}, contact_set));
}

// ---------------------------------------------------------------- a point against a polygon: the distance

/// cpShapePointQuery(polygon, point) as convex_distance with A or B a point:
/// "the closest point on the shape's surface" and "the distance to the point.
/// The distance is negative if the point is inside the shape"
/// (cpPointQueryInfo, cpShape.h:27-37 at 7.0.3). Apart (distance > 0): the
/// distance, the query point and Chipmunk's closest point. Inside or on
/// the surface: a contact, reported with distance 0 and no points (the depth
/// of a point inside is not the family's; cpPolyShapePointQuery gives the
/// nearest surface point there, not a common point).
ConvexDistance<double> point_query(const ConvexPolygon<double>& A, const ConvexPolygon<double>& B) {
  const bool point_is_a = merged(A).size() == 1;
  const Shape polygon = rounded_polygon(RoundedPolygon<double>{point_is_a ? B : A, 0});
  const Vec2<double> p = point_is_a ? A.v[0] : B.v[0];
  cpPointQueryInfo info;
  cpShapePointQuery(polygon.get(), to_cp(p), &info);
  ConvexDistance<double> d;
  if (info.distance > 0) {
    d.kind = ContactKind::apart;
    d.distance = info.distance;
    (point_is_a ? d.pA : d.pB) = p;
    (point_is_a ? d.pB : d.pA) = from_cp(info.point);
  } else {
    d.kind = ContactKind::overlapping;
  }
  return d;
}

/// One of convex_distance's polygons a point, the other a Chipmunk polygon.
bool point_and_polygon(const ConvexPolygon<double>& p, const ConvexPolygon<double>& q) {
  return merged(p).size() == 1 && merged(q).size() >= 3 && exact::convex_polygon_valid(q);
}

void register_polygon_point_query() {
  VariantSpec query = spec_of("cp_point_query",
                              "Chipmunk2D 7.0.3 cpShapePointQuery(polygon, point), radius 0: distance and closest "
                              "point when apart; inside or on the surface a contact");
  query.contract.bound("distance", bound::relative_to_inputs(kRounding));
  query.contract.bound("points", bound::relative_to_inputs(kRounding), Norm::euclidean);
  query.contract.domain.max_magnitude = 0x1p250;
  query.contract.domain.min_nonzero_magnitude = 0x1p-250;
  query.contract.domain.preconditions.push_back(precondition<convex_distance>(
      "one of A and B a point (1 vertex after merging; a case of two polygons gives A's first vertex), the other a "
      "polygon of 3 to 8 vertices, strictly convex and counter-clockwise (cpPolyShapeNewRaw: \"convex with a "
      "counter-clockwise winding\", cpPolyShape.h:37)",
      [](const convex_distance::Input<double>& in) {
        return point_and_polygon(in.A, in.B) || point_and_polygon(in.B, in.A);
      },
      [](convex_distance::Input<double>& in) {
        if (merged(in.B).size() == 1) return;
        for (auto& v : in.A.v) v = in.A.v[0];
      }));
  query.contract.regime_not_applicable("mixed_magnitude", "values beyond 2^-250 or 2^250: outside the domain")
      .regime_not_applicable("extreme_scale", "a case scaled whole beyond 2^512 or below 2^-511: outside the domain");
  register_variant<convex_distance, double>(
      query, partial(Reports{Reports::Decision::hit_or_miss, {"distance", "points"}, /*values_when_apart=*/true},
                     point_query));
}

}  // namespace

int main(int argc, char** argv) {
  register_overlaps();
  register_point_queries();
  register_sweeps();
  register_disk_contacts();
  register_polygon_segment_query();
  register_rounded_polygons();
  register_polygon_point_query();
  return collide_check::main(argc, argv, {.program = "check_chipmunk", .default_corpus = {"cases"}});
}
