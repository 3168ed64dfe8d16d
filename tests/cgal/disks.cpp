// circle_capsule and circle_convex, decided with CGAL's exact circular kernel
// (Gmpq coordinates, Root_of_2 for a + b sqrt(d)):
//   - validity: finite values, radii >= 0; circle_convex's polygon, its slots
//     merged, must be a CGAL::Polygon_2 that is simple and counterclockwise
//     with every consecutive triple a strict left turn (CGAL::orientation);
//   - the kind: the centre strictly inside the polygon (bounded_side) is
//     overlapping; otherwise the least CGAL::squared_distance from the centre
//     to the core's segments (or its point) against (r + s)^2;
//   - the separation: sqrt(d^2) - (r + s) outside, -(sqrt(depth^2) + r + s)
//     inside, depth^2 the least squared distance to an edge's Line_2, compared
//     with the oracle's a + b sqrt(d) exactly;
//   - the normal, where CGAL finds it unique: (c - q) / |c - q| with q the
//     projection of c on the nearest segment (clamped to its ends); on the
//     boundary, the outward normal of the one edge whose interior holds c;
//     inside, the outward normal of the one nearest edge line. Where CGAL finds
//     ties, the oracle must report no normal.

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

bool all_finite(std::span<const double> v) {
  for (double x : v)
    if (!std::isfinite(x)) return false;
  return true;
}

CPoint cpoint(double x, double y) { return CPoint(Q(x), Q(y)); }

/// The distinct vertices of eight slots (consecutive repeats merged, the last
/// into the first).
std::vector<CPoint> merged(std::span<const double> v, std::size_t first, std::size_t slots) {
  std::vector<CPoint> out;
  for (std::size_t i = 0; i < slots; ++i) {
    const CPoint p = cpoint(v[first + 2 * i], v[first + 2 * i + 1]);
    if (out.empty() || out.back() != p) out.push_back(p);
  }
  while (out.size() > 1 && out.back() == out.front()) out.pop_back();
  return out;
}

bool valid_core(const std::vector<CPoint>& k) {
  if (k.size() < 3) return true;
  const std::size_t n = k.size();
  for (std::size_t i = 0; i < n; ++i)
    if (CGAL::orientation(k[i], k[(i + 1) % n], k[(i + 2) % n]) != CGAL::LEFT_TURN) return false;
  const CGAL::Polygon_2<CK> poly(k.begin(), k.end());
  return poly.is_simple() && poly.orientation() == CGAL::COUNTERCLOCKWISE;
}

bool equal(const Root& x, const Root& y) { return CGAL::compare(x, y) == CGAL::EQUAL; }

/// The outward unit normal of edge a -> b (counterclockwise), as roots.
std::pair<Root, Root> outward_normal(const CPoint& a, const CPoint& b) {
  const Q ex = b.x() - a.x(), ey = b.y() - a.y(), L = ex * ex + ey * ey;
  return {Root(Q(0), ey / L, L), Root(Q(0), Q(-ex) / L, L)};
}

Check disk_against_core(const CPoint& c, const Q& r, const std::vector<CPoint>& k, const Q& s,
                        const nlohmann::json& oracle) {
  const std::string o = oracle.at("kind").get<std::string>();
  const Q R = r + s;
  const std::size_t n = k.size();
  std::optional<std::pair<Root, Root>> normal;
  Root separation;
  std::string kind, tag;
  const bool inside =
      n >= 3 && CGAL::Polygon_2<CK>(k.begin(), k.end()).bounded_side(c) == CGAL::ON_BOUNDED_SIDE;
  if (inside) {
    // The nearest edge line; ties leave no unique normal.
    Q least;
    int best = -1, ties = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const Q d = CGAL::squared_distance(c, CLine(k[i], k[(i + 1) % n]));
      if (best < 0 || d < least) least = d, best = static_cast<int>(i), ties = 0;
      else if (d == least) ++ties;
    }
    kind = "overlapping";
    tag = ties ? "inside_tie" : "inside";
    separation = Root(Q(-R), Q(-1), least);
    if (!ties) normal = outward_normal(k[static_cast<std::size_t>(best)], k[(static_cast<std::size_t>(best) + 1) % n]);
  } else {
    Q least = CGAL::squared_distance(c, k[0]);
    CPoint q = k[0];
    int at_zero = 0, zero_edge = -1;
    const std::size_t pieces = n == 1 ? 0 : (n == 2 ? 1 : n);
    for (std::size_t i = 0; i < pieces; ++i) {
      const CSegment seg(k[i], k[(i + 1) % n]);
      const Q d = CGAL::squared_distance(c, seg);
      if (d == 0) ++at_zero, zero_edge = static_cast<int>(i);
      if (d < least) {
        least = d;
        const CPoint foot = seg.supporting_line().projection(c);
        q = seg.has_on(foot) ? foot : (CGAL::squared_distance(c, seg.source()) < CGAL::squared_distance(c, seg.target())
                                           ? seg.source()
                                           : seg.target());
      }
    }
    const CGAL::Comparison_result side = CGAL::compare(least, R * R);
    kind = side == CGAL::LARGER ? "apart" : (side == CGAL::EQUAL ? "touching" : "overlapping");
    tag = least == 0 ? "on_boundary" : kind;
    separation = least == 0 ? Root(Q(-R)) : Root(Q(-R), Q(1), least);
    if (least > 0) {
      const Q dx = c.x() - q.x(), dy = c.y() - q.y();
      normal = std::pair<Root, Root>{Root(Q(0), dx / least, least), Root(Q(0), dy / least, least)};
    } else if (n >= 3 && at_zero == 1) {
      normal = outward_normal(k[static_cast<std::size_t>(zero_edge)], k[(static_cast<std::size_t>(zero_edge) + 1) % n]);
    }
  }
  if (kind != o) return Check::disagree("CGAL says " + kind + ", the oracle " + o);
  if (!equal(separation, root_of(oracle.at("separation").get<std::string>())))
    return Check::disagree("the separation differs from CGAL's");
  if (normal.has_value() != oracle.contains("normal"))
    return Check::disagree(normal ? "CGAL finds a unique normal, the oracle none" : "CGAL finds tied normals, the oracle one");
  if (normal && (!equal(normal->first, root_of(oracle.at("normal").at(0).get<std::string>())) ||
                 !equal(normal->second, root_of(oracle.at("normal").at(1).get<std::string>()))))
    return Check::disagree("the normal differs from CGAL's");
  return Check::agree(tag);
}

Check verdict_for_invalid(bool valid, const std::string& o) {
  if (valid) return o == "invalid_input" ? Check::disagree("the oracle says invalid_input for a valid input") : Check{};
  return o == "invalid_input" ? Check::agree("invalid_input") : Check::disagree("the oracle says " + o + " for an invalid input");
}

Check circle_capsule(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = oracle.at("kind").get<std::string>();
  const bool valid = all_finite(v) && v[2] >= 0 && v[7] >= 0;
  if (!valid || o == "invalid_input") return verdict_for_invalid(valid, o);
  std::vector<CPoint> k = {cpoint(v[3], v[4])};
  if (cpoint(v[5], v[6]) != k[0]) k.push_back(cpoint(v[5], v[6]));
  return disk_against_core(cpoint(v[0], v[1]), Q(v[2]), k, Q(v[7]), oracle);
}

Check circle_convex(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = oracle.at("kind").get<std::string>();
  bool valid = all_finite(v) && v[2] >= 0 && v[19] >= 0;
  std::vector<CPoint> k;
  if (valid) {
    k = merged(v, 3, 8);
    valid = valid_core(k);
  }
  if (!valid || o == "invalid_input") return verdict_for_invalid(valid, o);
  return disk_against_core(cpoint(v[0], v[1]), Q(v[2]), k, Q(v[19]), oracle);
}

}  // namespace

void add_disk_checks(FamilyChecks& checks) {
  checks["circle_capsule"] = circle_capsule;
  checks["circle_convex"] = circle_convex;
}

}  // namespace cc::cgal_check
