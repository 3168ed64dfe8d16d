// convex_convex and convex_distance, decided with CGAL's exact circular kernel (Gmpq coordinates,
// Root_of_2 for a + b sqrt(d)):
//   - validity: finite values, radii >= 0; each polygon, its slots merged,
//     a point, a segment, or a simple counterclockwise CGAL::Polygon_2 with
//     every consecutive triple a strict left turn;
//   - whether the cores meet: a vertex of one inside the other polygon
//     (bounded_side), or CGAL::do_intersect of two of their pieces (segments,
//     or a point);
//   - apart cores: d^2 the least CGAL::squared_distance between their pieces;
//     kind by d^2 against (rA + rB)^2, separation sqrt(d^2) - rA - rB, the
//     normal (qa - qb) / d from the closest vertex-piece pair (projection on
//     the piece's line, clamped to its ends);
//   - meeting cores: for every edge's CGAL::Line_2 (a segment's two sides),
//     the other core's deepest vertex on its inner side (oriented_side and
//     squared_distance to the line); depth^2 the least of those, 0 where the
//     Minkowski difference has no area (points, parallel segments); the
//     separation -(sqrt(depth^2) + rA + rB); the normal the unique least
//     axis's direction (Direction_2 equality merges parallel axes), none
//     where axes of two directions tie.

#include <cmath>
#include <optional>
#include <vector>

#include <CGAL/Polygon_2.h>

#include "cgal_numbers.h"
#include "cross_check.h"

namespace cc::cgal_check {
namespace {

using CPoint = CK::Point_2;
using CSegment = CK::Segment_2;
using CLine = CK::Line_2;

CPoint cpoint(double x, double y) { return CPoint(Q(x), Q(y)); }

std::vector<CPoint> merged_core(std::span<const double> v, std::size_t first) {
  std::vector<CPoint> out;
  for (std::size_t i = 0; i < 8; ++i) {
    const CPoint p = cpoint(v[first + 2 * i], v[first + 2 * i + 1]);
    if (out.empty() || out.back() != p) out.push_back(p);
  }
  while (out.size() > 1 && out.back() == out.front()) out.pop_back();
  return out;
}

bool core_valid(const std::vector<CPoint>& k) {
  if (k.size() < 3) return true;
  const std::size_t n = k.size();
  for (std::size_t i = 0; i < n; ++i)
    if (CGAL::orientation(k[i], k[(i + 1) % n], k[(i + 2) % n]) != CGAL::LEFT_TURN) return false;
  const CGAL::Polygon_2<CK> poly(k.begin(), k.end());
  return poly.is_simple() && poly.orientation() == CGAL::COUNTERCLOCKWISE;
}

/// The pieces of a core's boundary: its segments, or its point (a segment of
/// zero length stands for it).
std::vector<CSegment> pieces(const std::vector<CPoint>& k) {
  std::vector<CSegment> out;
  if (k.size() == 1) return {CSegment(k[0], k[0])};
  for (std::size_t i = 0; i < (k.size() == 2 ? 1 : k.size()); ++i) out.emplace_back(k[i], k[(i + 1) % k.size()]);
  return out;
}

bool inside(const CPoint& p, const std::vector<CPoint>& k) {
  return k.size() >= 3 && CGAL::Polygon_2<CK>(k.begin(), k.end()).bounded_side(p) != CGAL::ON_UNBOUNDED_SIDE;
}

bool piece_meets(const CSegment& s, const CSegment& t) {
  if (s.is_degenerate() && t.is_degenerate()) return s.source() == t.source();
  if (s.is_degenerate()) return t.has_on(s.source());
  if (t.is_degenerate()) return s.has_on(t.source());
  return CGAL::do_intersect(s, t);
}

bool equal(const Root& x, const Root& y) { return CGAL::compare(x, y) == CGAL::EQUAL; }

/// Whether two cores share a point: a vertex of one inside the other polygon
/// (bounded_side), or CGAL::do_intersect of two of their pieces.
bool cores_meet(const std::vector<CPoint>& a, const std::vector<CPoint>& b) {
  const auto pa = pieces(a), pb = pieces(b);
  bool meet = false;
  for (const CPoint& p : a) meet = meet || inside(p, b);
  for (const CPoint& p : b) meet = meet || inside(p, a);
  for (const auto& s : pa)
    for (const auto& t : pb) meet = meet || piece_meets(s, t);
  return meet;
}

/// The least CGAL::squared_distance between two cores' pieces.
Q least_piece_distance2(const std::vector<CSegment>& pa, const std::vector<CSegment>& pb) {
  Q least = -1;
  for (const auto& s : pa)
    for (const auto& t : pb) {
      const Q d = s.is_degenerate() && t.is_degenerate() ? CGAL::squared_distance(s.source(), t.source())
                  : s.is_degenerate()                    ? CGAL::squared_distance(s.source(), t)
                  : t.is_degenerate()                    ? CGAL::squared_distance(s, t.source())
                                                         : CGAL::squared_distance(s, t);
      if (least < 0 || d < least) least = d;
    }
  return least;
}

/// For meeting cores: the least squared depth over every directed edge's
/// line (a segment's two sides) of the other core's deepest vertex on its
/// inner side, 0 where the Minkowski difference has no area; the unique
/// least axis's direction as a unit normal (none where two directions tie).
struct LeastAxis {
  Q depth2 = 0;
  std::optional<std::pair<Root, Root>> normal;
};

LeastAxis least_axis(const std::vector<CPoint>& a, const std::vector<CPoint>& b) {
  std::optional<std::pair<Root, Root>> normal;
  // Axes: every directed edge of each core (a segment's two sides).
  struct Axis {
    Q depth2;
    CGAL::Direction_2<CK> direction;
  };
  std::vector<Axis> axes;
  const auto add = [&](const std::vector<CPoint>& ref, const std::vector<CPoint>& other, bool ref_is_a) {
    if (ref.size() < 2) return;
    for (std::size_t i = 0; i < ref.size(); ++i) {
      const CPoint p = ref[i], q = ref[(i + 1) % ref.size()];
      const CLine line(p, q);  // inside: the positive (left) side
      Q deepest = 0;
      for (const CPoint& x : other)
        if (line.oriented_side(x) == CGAL::ON_POSITIVE_SIDE)
          deepest = std::max(deepest, CGAL::squared_distance(x, line));
      const CGAL::Vector_2<CK> outward(q.y() - p.y(), p.x() - q.x());
      axes.push_back({deepest, ref_is_a ? CGAL::Direction_2<CK>(-outward) : CGAL::Direction_2<CK>(outward)});
    }
  };
  add(a, b, true);
  add(b, a, false);
  bool area = a.size() >= 3 || b.size() >= 3;
  if (a.size() == 2 && b.size() == 2)
    area = CGAL::orientation(CGAL::Vector_2<CK>(a[0], a[1]), CGAL::Vector_2<CK>(b[0], b[1])) != CGAL::COLLINEAR;
  Q depth2 = 0;
  if (area && !axes.empty()) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < axes.size(); ++i)
      if (axes[i].depth2 < axes[best].depth2) best = i;
    depth2 = axes[best].depth2;
    bool tied = false;
    for (const Axis& x : axes) tied = tied || (x.depth2 == depth2 && x.direction != axes[best].direction);
    if (!tied) {
      const Q dx = axes[best].direction.dx(), dy = axes[best].direction.dy(), L = dx * dx + dy * dy;
      normal = std::pair<Root, Root>{Root(Q(0), dx / L, L), Root(Q(0), dy / L, L)};
    }
  }
  return {depth2, normal};
}

Check convex_convex(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = oracle.at("kind").get<std::string>();
  bool valid = v[16] >= 0 && v[33] >= 0;
  for (double x : v) valid = valid && std::isfinite(x);
  std::vector<CPoint> a, b;
  if (valid) {
    a = merged_core(v, 0);
    b = merged_core(v, 17);
    valid = core_valid(a) && core_valid(b);
  }
  if (!valid || o == "invalid_input") {
    if (valid) return Check::disagree("the oracle says invalid_input for a valid input");
    return o == "invalid_input" ? Check::agree("invalid_input")
                                : Check::disagree("the oracle says " + o + " for an invalid input");
  }
  const Q R = Q(v[16]) + Q(v[33]);
  const auto pa = pieces(a), pb = pieces(b);
  const bool meet = cores_meet(a, b);
  std::string kind, tag;
  Root separation;
  std::optional<std::pair<Root, Root>> normal;
  if (!meet) {
    Q least = -1;
    CPoint qa, qb;
    const auto scan = [&](const std::vector<CPoint>& from, const std::vector<CSegment>& to, bool from_a) {
      for (const CPoint& c : from)
        for (const CSegment& s : to) {
          CPoint q = s.source();
          if (!s.is_degenerate()) {
            const CPoint foot = s.supporting_line().projection(c);
            q = s.has_on(foot)
                    ? foot
                    : (CGAL::squared_distance(c, s.source()) < CGAL::squared_distance(c, s.target()) ? s.source()
                                                                                                     : s.target());
          }
          const Q d = CGAL::squared_distance(c, q);
          if (least < 0 || d < least) least = d, qa = from_a ? c : q, qb = from_a ? q : c;
        }
    };
    scan(a, pb, true);
    scan(b, pa, false);
    // The least distance between pieces, CGAL's own, must be the same.
    if (least_piece_distance2(pa, pb) != least)
      return Check::disagree("CGAL's least segment distance is not the least vertex distance");
    const CGAL::Comparison_result side = CGAL::compare(least, R * R);
    kind = side == CGAL::LARGER ? "apart" : (side == CGAL::EQUAL ? "touching" : "overlapping");
    tag = "cores_apart_" + kind;
    separation = Root(Q(-R), Q(1), least);
    const Q dx = qa.x() - qb.x(), dy = qa.y() - qb.y();
    normal = std::pair<Root, Root>{Root(Q(0), dx / least, least), Root(Q(0), dy / least, least)};
  } else {
    const LeastAxis ax = least_axis(a, b);
    const Q depth2 = ax.depth2;
    normal = ax.normal;
    kind = (R > 0 || depth2 > 0) ? "overlapping" : "touching";
    tag = std::string("cores_meet_") + (normal ? "unique" : "tied");
    separation = depth2 == 0 ? Root(Q(-R)) : Root(Q(-R), Q(-1), depth2);
  }
  if (kind != o) return Check::disagree("CGAL says " + kind + ", the oracle " + o);
  if (!equal(separation, root_of(oracle.at("separation").get<std::string>())))
    return Check::disagree("the separation differs from CGAL's");
  if (normal.has_value() != oracle.contains("normal"))
    return Check::disagree(normal ? "CGAL finds a unique normal, the oracle none"
                                  : "CGAL finds tied normals, the oracle one");
  if (normal && (!equal(normal->first, root_of(oracle.at("normal").at(0).get<std::string>())) ||
                 !equal(normal->second, root_of(oracle.at("normal").at(1).get<std::string>()))))
    return Check::disagree("the normal differs from CGAL's");
  return Check::agree(tag);
}

/// convex_distance: validity as convex_convex's without radii; apart where the
/// polygons do not meet, the distance sqrt(d^2) with d^2 the least
/// CGAL::squared_distance between their pieces (segment to segment: no
/// vertex argument); meeting, touching where the least squared depth is 0
/// (least_axis), else overlapping, the distance 0.
Check convex_distance(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = oracle.at("kind").get<std::string>();
  bool valid = true;
  for (double x : v) valid = valid && std::isfinite(x);
  std::vector<CPoint> a, b;
  if (valid) {
    a = merged_core(v, 0);
    b = merged_core(v, 16);
    valid = core_valid(a) && core_valid(b);
  }
  if (!valid || o == "invalid_input") {
    if (valid) return Check::disagree("the oracle says invalid_input for a valid input");
    return o == "invalid_input" ? Check::agree("invalid_input")
                                : Check::disagree("the oracle says " + o + " for an invalid input");
  }
  std::string kind;
  Root distance(Q(0));
  if (!cores_meet(a, b)) {
    kind = "apart";
    distance = Root(Q(0), Q(1), least_piece_distance2(pieces(a), pieces(b)));
  } else {
    kind = least_axis(a, b).depth2 > 0 ? "overlapping" : "touching";
  }
  if (kind != o) return Check::disagree("CGAL says " + kind + ", the oracle " + o);
  if (!equal(distance, root_of(oracle.at("distance").get<std::string>())))
    return Check::disagree("the distance differs from CGAL's");
  return Check::agree(kind);
}

}  // namespace

void add_convex_pair_checks(FamilyChecks& checks) {
  checks["convex_convex"] = convex_convex;
  checks["convex_distance"] = convex_distance;
}

}  // namespace cc::cgal_check
