// circle_circle, circle_line and circle_segment, decided with CGAL:
//   - circle_circle: Epeck's compare_squared_distance of the centres against
//     (r_A + r_B)^2 gives none / touching / overlapping; for two positive radii
//     Exact_circular_kernel_2 intersects the two boundaries, and the points it
//     finds must fit the kind (none: no point; touching: one point of
//     multiplicity 2, equal to the rational point c_A + r_A / (r_A + r_B)
//     (c_B - c_A); overlapping: two points, an inner tangency, a containment
//     or the same circle);
//   - circle_line / circle_segment: Exact_circular_kernel_2 intersects the
//     circle with the Line_2 or the Line_arc_2 of the segment; the number of
//     distinct points is the count (a tangency, multiplicity 2, is one point),
//     and each of the oracle's points (a + b sqrt(d)) must equal one of CGAL's
//     algebraic points, compared exactly, in the oracle's order (increasing u
//     along P1 -> P2). A zero radius (the point C) and a zero-length line (the
//     point P1) are decided with Epeck, as the families define them.

#include <cmath>
#include <optional>

#include "cgal_shapes.h"
#include "cross_check.h"

namespace cc::cgal_check {
namespace {

bool all_finite(std::span<const double> v) {
  for (double x : v)
    if (!std::isfinite(x)) return false;
  return true;
}

std::string kind_of(const nlohmann::json& oracle) { return oracle.at("kind").get<std::string>(); }

std::optional<Check> invalid_input(bool valid, const std::string& oracle_kind) {
  if (valid) {
    if (oracle_kind == "invalid_input") return Check::disagree("the oracle says invalid_input for a valid input");
    return std::nullopt;
  }
  if (oracle_kind != "invalid_input") return Check::disagree("the oracle says " + oracle_kind + " for an invalid input");
  return Check::agree("invalid_input");
}

Check compare_kind(const std::string& cgal, const std::string& oracle, const std::string& tag = {}) {
  if (cgal == oracle) return Check::agree(tag);
  return Check::disagree("CGAL says " + cgal + ", the oracle " + oracle);
}

using ArcPoint = std::pair<CK::Circular_arc_point_2, unsigned>;

CK::Point_2 ck_point(double x, double y) { return CK::Point_2(Q(x), Q(y)); }

bool equal(const CK::Circular_arc_point_2& p, const Root& x, const Root& y) {
  return CGAL::compare(p.x(), x) == CGAL::EQUAL && CGAL::compare(p.y(), y) == CGAL::EQUAL;
}

Check circle_circle(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v) && v[2] >= 0 && v[5] >= 0, o)) return *c;
  const Point ca(v[0], v[1]), cb(v[3], v[4]);
  const FT ra(v[2]), rb(v[5]);
  const FT reach = CGAL::square(ra + rb);
  if (CGAL::squared_distance(ca, cb) != ft_of(oracle.at("squared_distance").get<std::string>()) ||
      reach != ft_of(oracle.at("squared_radius_sum").get<std::string>()))
    return Check::disagree("the squared distance or radius sum differs from the oracle's");
  const auto side = CGAL::compare_squared_distance(ca, cb, reach);
  const std::string cgal = side == CGAL::LARGER ? "none" : (side == CGAL::EQUAL ? "touching" : "overlapping");
  if (cgal != o) return compare_kind(cgal, o);
  if (v[2] == 0 || v[5] == 0) return Check::agree("zero_radius");

  // The boundaries, intersected by the circular kernel.
  const CK::Point_2 pa = ck_point(v[0], v[1]), pb = ck_point(v[3], v[4]);
  const Q qa(v[2]), qb(v[5]);
  const CK::Circle_2 A(pa, qa * qa), B(pb, qb * qb);
  using Result = typename CGAL::CK2_Intersection_traits<CK, CK::Circle_2, CK::Circle_2>::type;
  std::vector<Result> out;
  CGAL::intersection(A, B, std::back_inserter(out));
  std::vector<ArcPoint> points;
  bool same_circle = false;
  for (const auto& r : out) {
    if (const auto* p = boost::get<ArcPoint>(&r)) points.push_back(*p);
    else same_circle = true;
  }
  if (cgal == "none") {
    if (!points.empty() || same_circle) return Check::disagree("apart, but the circular kernel finds common boundary points");
    return Check::agree();
  }
  if (cgal == "touching") {
    if (points.size() != 1 || points[0].second != 2)
      return Check::disagree("touching, but the circular kernel finds no single tangency point");
    const Q s = qa / (qa + qb);
    const Root tx(Q(Q(v[0]) + s * (Q(v[3]) - Q(v[0])))), ty(Q(Q(v[1]) + s * (Q(v[4]) - Q(v[1]))));
    if (!equal(points[0].first, tx, ty)) return Check::disagree("the tangency point is not on the line of the centres");
    return Check::agree("tangency");
  }
  if (same_circle) return Check::agree("same_circle");
  if (points.size() == 2) return Check::agree("two_boundary_points");
  if (points.size() == 1 && points[0].second == 2) return Check::agree("inner_tangency");
  if (points.empty()) return Check::agree("containment");
  return Check::disagree("overlapping, but the circular kernel finds a single simple boundary point");
}

/// circle_line (segment = false) and circle_segment (segment = true).
Check circle_crossings(std::span<const double> v, const nlohmann::json& oracle, bool segment) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v) && v[2] >= 0, o)) return *c;
  const Point c(v[0], v[1]), p1(v[3], v[4]), p2(v[5], v[6]);
  const FT r(v[2]);
  const auto& got = oracle.at("points");
  const auto names = std::array<std::string, 3>{"none", "one_point", "two_points"};

  // The degenerate shapes: a point against the circle or the line.
  std::optional<Point> single;
  std::string tag;
  if (p1 == p2) {
    tag = "zero_length";
    if (CGAL::compare_squared_distance(p1, c, r * r) == CGAL::EQUAL) single = p1;
  } else if (v[2] == 0) {
    tag = "zero_radius";
    if (segment ? K::Segment_2(p1, p2).has_on(c) : CGAL::collinear(p1, p2, c)) single = c;
  }
  if (!tag.empty()) {
    const std::string cgal = single ? "one_point" : "none";
    if (cgal != o) return compare_kind(cgal, o);
    if (single) {
      const auto& g = got.at(0);
      if (single->x() != ft_of(g.at("x").get<std::string>()) || single->y() != ft_of(g.at("y").get<std::string>()))
        return Check::disagree("the point differs from the oracle's " + g.dump());
    }
    return Check::agree(tag);
  }

  const Q qr(v[2]);
  const CK::Circle_2 circle(ck_point(v[0], v[1]), qr * qr);
  const CK::Point_2 q1 = ck_point(v[3], v[4]), q2 = ck_point(v[5], v[6]);
  std::vector<ArcPoint> points;
  if (segment) {
    using Result = typename CGAL::CK2_Intersection_traits<CK, CK::Circle_2, CK::Line_arc_2>::type;
    std::vector<Result> out;
    CGAL::intersection(circle, CK::Line_arc_2(CK::Segment_2(q1, q2)), std::back_inserter(out));
    for (const auto& x : out)
      if (const auto* p = boost::get<ArcPoint>(&x)) points.push_back(*p);
  } else {
    using Result = typename CGAL::CK2_Intersection_traits<CK, CK::Circle_2, CK::Line_2>::type;
    std::vector<Result> out;
    CGAL::intersection(circle, CK::Line_2(q1, q2), std::back_inserter(out));
    for (const auto& x : out)
      if (const auto* p = boost::get<ArcPoint>(&x)) points.push_back(*p);
  }
  if (points.size() > 2) return Check::undecided("the circular kernel returned more than two points");
  const std::string cgal = names[points.size()];
  const bool tangency = points.size() == 1 && points[0].second == 2;
  if (cgal != o) return compare_kind(cgal, o);

  // Each oracle point is one of CGAL's, the two distinct, in increasing u.
  std::vector<std::pair<Root, Root>> exact;
  for (const auto& g : got) exact.emplace_back(root_of(g.at("x").get<std::string>()), root_of(g.at("y").get<std::string>()));
  if (exact.size() != points.size()) return Check::disagree("the oracle lists " + std::to_string(exact.size()) + " points");
  for (const auto& [x, y] : exact) {
    bool found = false;
    for (const auto& p : points) found = found || equal(p.first, x, y);
    if (!found) return Check::disagree("an oracle point is not a point CGAL finds: " + got.dump());
  }
  if (exact.size() == 2) {
    // u increases with the projection on P2 - P1: compare it through each
    // point's own radicand.
    const Q dx = Q(v[5]) - Q(v[3]), dy = Q(v[6]) - Q(v[4]);
    auto along = [&](const std::pair<Root, Root>& p) { return (p.first - Q(v[3])) * dx + (p.second - Q(v[4])) * dy; };
    if (CGAL::compare(along(exact[0]), along(exact[1])) != CGAL::SMALLER)
      return Check::disagree("the oracle's two points are not in increasing u: " + got.dump());
  }
  return Check::agree(tangency ? "tangency" : "");
}

}  // namespace

void add_circle_checks(FamilyChecks& checks) {
  checks["circle_circle"] = circle_circle;
  checks["circle_line"] = [](std::span<const double> v, const nlohmann::json& o) { return circle_crossings(v, o, false); };
  checks["circle_segment"] = [](std::span<const double> v, const nlohmann::json& o) {
    return circle_crossings(v, o, true);
  };
}

}  // namespace cc::cgal_check
