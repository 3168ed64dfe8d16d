// The families of points, lines, segments, rectangles and quadrilaterals,
// decided with Epeck: orientation() for point_side, is_simple_2 and
// bounded_side_2 for point_polygon, Iso_rectangle_2 for the tolerance square and the
// rectangles, collinear / Segment_2::has_on for points on segments,
// intersection() of Line_2 and Segment_2 (its point compared exactly with the
// oracle's), and for quadrilaterals (even-odd rule) do_intersect of every edge
// pair plus CGAL::bounded_side_2 of one vertex of each in the other (a crossing
// parity test, which is the even-odd rule for any closed polygon). line_line
// also asks the unfiltered Simple_cartesian<Gmpq> (see line_line below).

#include <array>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include <CGAL/Polygon_2_algorithms.h>
#include <CGAL/Simple_cartesian.h>

#include "cgal_shapes.h"
#include "cross_check.h"

namespace cc::cgal_check {
namespace {

/// CGAL's Cartesian kernel over Gmpq: exact, without a floating-point filter.
using ExactKernel = CGAL::Simple_cartesian<Q>;

bool all_finite(std::span<const double> v) {
  for (double x : v)
    if (!std::isfinite(x)) return false;
  return true;
}

Point at(std::span<const double> v, std::size_t i) { return Point(v[i], v[i + 1]); }

std::string kind_of(const nlohmann::json& oracle) { return oracle.at("kind").get<std::string>(); }

/// The verdict on validity alone: nullopt when the input is valid and the
/// geometric check must run.
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

Check point_point(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v) && v[4] >= 0, o)) return *c;
  const Point p = at(v, 0), q = at(v, 2);
  const FT tol(v[4]);
  const K::Iso_rectangle_2 square(Point(p.x() - tol, p.y() - tol), Point(p.x() + tol, p.y() + tol));
  const std::string cgal = square.has_on_unbounded_side(q) ? "none" : "contact";
  const FT separation = CGAL::max(CGAL::abs(p.x() - q.x()), CGAL::abs(p.y() - q.y())) - tol;
  if (separation != ft_of(oracle.at("separation").get<std::string>()))
    return Check::disagree("the Chebyshev separation differs from the oracle's " + oracle.at("separation").dump());
  return compare_kind(cgal, o, cgal == "contact" && separation == 0 ? "on_the_square" : "");
}

Check point_segment(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v), o)) return *c;
  const Point p = at(v, 0), a = at(v, 2), b = at(v, 4);
  std::string cgal;
  if (a == b) cgal = p == a ? "on_segment" : "off_line";
  else if (!CGAL::collinear(a, b, p)) cgal = "off_line";
  else cgal = K::Segment_2(a, b).has_on(p) ? "on_segment" : "on_line_outside";
  if (squared_distance_to_segment(p, a, b) != ft_of(oracle.at("squared_distance").get<std::string>()))
    return Check::disagree("the squared distance differs from the oracle's " + oracle.at("squared_distance").dump());
  return compare_kind(cgal, o, a == b ? "zero_length" : "");
}

/// point_side: CGAL::orientation(A, B, P) (LEFT_TURN is counterclockwise),
/// and the squared distance from P to the line (to A where A == B).
Check point_side(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v), o)) return *c;
  const Point a = at(v, 0), b = at(v, 2), p = at(v, 4);
  const CGAL::Orientation turn = CGAL::orientation(a, b, p);
  const std::string cgal = turn == CGAL::LEFT_TURN ? "left" : (turn == CGAL::RIGHT_TURN ? "right" : "collinear");
  const FT d2 = a == b ? CGAL::squared_distance(p, a) : CGAL::squared_distance(p, K::Line_2(a, b));
  if (d2 != ft_of(oracle.at("squared_distance").get<std::string>()))
    return Check::disagree("the squared distance differs from the oracle's " + oracle.at("squared_distance").dump());
  return compare_kind(cgal, o, a == b ? "no_line" : (cgal == "collinear" ? "collinear" : ""));
}

/// point_polygon: the merged vertices (consecutive repeats, the last into the
/// first) as CGAL's point range; CGAL::is_simple_2 decides validity (fewer
/// than 3 vertices is not a polygon) and CGAL::bounded_side_2 the side
/// (ON_BOUNDED_SIDE inside, ON_BOUNDARY boundary, ON_UNBOUNDED_SIDE outside).
Check point_polygon(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (!all_finite(v)) return *invalid_input(false, o);
  std::vector<Point> vertices;
  std::vector<std::pair<double, double>> seen;
  for (std::size_t i = 2; i + 1 < v.size(); i += 2)
    if (seen.empty() || !(v[i] == seen.back().first && v[i + 1] == seen.back().second)) seen.emplace_back(v[i], v[i + 1]);
  while (seen.size() > 1 && seen.back() == seen.front()) seen.pop_back();
  for (const auto& [x, y] : seen) vertices.emplace_back(x, y);
  const bool simple = vertices.size() >= 3 && CGAL::is_simple_2(vertices.begin(), vertices.end(), K());
  if (auto c = invalid_input(simple, o)) return *c;
  const CGAL::Bounded_side side = CGAL::bounded_side_2(vertices.begin(), vertices.end(), at(v, 0), K());
  const std::string cgal =
      side == CGAL::ON_BOUNDED_SIDE ? "inside" : (side == CGAL::ON_BOUNDARY ? "boundary" : "outside");
  return compare_kind(cgal, o, cgal == "boundary" ? "boundary" : "");
}

K::Iso_rectangle_2 rect(std::span<const double> v, std::size_t i) {
  const FT x(v[i]), y(v[i + 1]), w(v[i + 2]), h(v[i + 3]);
  return K::Iso_rectangle_2(Point(x, y), Point(x + w, y + h));
}

Check point_rect(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v) && v[4] >= 0 && v[5] >= 0, o)) return *c;
  const auto r = rect(v, 2);
  const Point p = at(v, 0);
  return compare_kind(r.has_on_unbounded_side(p) ? "outside" : "inside", o, r.has_on_boundary(p) ? "on_boundary" : "");
}

Check rect_rect(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v) && v[2] >= 0 && v[3] >= 0 && v[6] >= 0 && v[7] >= 0, o)) return *c;
  const auto a = rect(v, 0), b = rect(v, 4);
  const bool meet = CGAL::do_intersect(a, b);
  // Touching: they meet, but the open rectangles do not overlap on some axis.
  const bool touching = meet && (a.xmax() == b.xmin() || b.xmax() == a.xmin() || a.ymax() == b.ymin() ||
                                 b.ymax() == a.ymin());
  return compare_kind(meet ? "contact" : "none", o, touching ? "touching" : "");
}

bool same_point(const Point& p, const nlohmann::json& j) {
  return p.x() == ft_of(j.at("x").get<std::string>()) && p.y() == ft_of(j.at("y").get<std::string>());
}

Check line_line(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  const Point aa = all_finite(v) ? at(v, 0) : Point(), ab = all_finite(v) ? at(v, 2) : Point();
  const Point ba = all_finite(v) ? at(v, 4) : Point(), bb = all_finite(v) ? at(v, 6) : Point();
  if (auto c = invalid_input(all_finite(v) && aa != ab && ba != bb, o)) return *c;
  // Epeck's interval filter overflows on lines of coordinates near 2^400 (its
  // intersection and do_intersect then report no crossing for lines that
  // cross); the same question in the unfiltered exact kernel decides those.
  // Both are asked; where they differ, the exact kernel's answer is judged and
  // the case counted as "epeck_filter_overflow".
  const auto x = CGAL::intersection(K::Line_2(aa, ab), K::Line_2(ba, bb));
  const std::string epeck = !x ? "parallel" : (boost::get<Point>(&*x) ? "point" : "coincident");
  const auto ex = CGAL::intersection(
      ExactKernel::Line_2(ExactKernel::Point_2(v[0], v[1]), ExactKernel::Point_2(v[2], v[3])),
      ExactKernel::Line_2(ExactKernel::Point_2(v[4], v[5]), ExactKernel::Point_2(v[6], v[7])));
  const auto* ep = ex ? boost::get<ExactKernel::Point_2>(&*ex) : nullptr;
  const std::string exact = !ex ? "parallel" : (ep ? "point" : "coincident");
  const std::string tag = epeck == exact ? "" : "epeck_filter_overflow";
  if (exact != o) return compare_kind(exact, o);
  if (ep) {
    const auto& j = oracle.at("p");
    if (ep->x() != q_of(j.at("x").get<std::string>()) || ep->y() != q_of(j.at("y").get<std::string>()))
      return Check::disagree("the crossing differs from the oracle's " + j.dump());
    if (const Point* p = x ? boost::get<Point>(&*x) : nullptr; p && !same_point(*p, j))
      return Check::disagree("Epeck's crossing differs from the oracle's " + j.dump());
  }
  return Check::agree(tag);
}

Check segment_segment(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v), o)) return *c;
  const Point aa = at(v, 0), ab = at(v, 2), ba = at(v, 4), bb = at(v, 6);
  std::optional<Point> point;
  std::optional<std::pair<Point, Point>> overlap;
  if (aa == ab || ba == bb) {
    if (segments_meet(aa, ab, ba, bb)) point = aa == ab ? aa : ba;
  } else if (const auto x = CGAL::intersection(K::Segment_2(aa, ab), K::Segment_2(ba, bb))) {
    if (const Point* p = boost::get<Point>(&*x)) point = *p;
    else {
      const auto& s = boost::get<K::Segment_2>(*x);
      if (s.source() == s.target()) point = s.source();
      else overlap = std::make_pair(s.source(), s.target());
    }
  }
  const std::string cgal = overlap ? "overlap" : (point ? "point" : "none");
  if (cgal != o) return compare_kind(cgal, o);
  if (point && !same_point(*point, oracle.at("p")))
    return Check::disagree("the point differs from the oracle's " + oracle.at("p").dump());
  if (overlap) {
    auto [s, t] = *overlap;
    // The oracle orders the ends along A: p nearer A.a.
    if (CGAL::compare_distance_to_point(aa, s, t) == CGAL::LARGER) std::swap(s, t);
    if (!same_point(s, oracle.at("p")) || !same_point(t, oracle.at("q")))
      return Check::disagree("the overlap differs from the oracle's " + oracle.at("p").dump() + " " +
                             oracle.at("q").dump());
    return Check::agree("overlap");
  }
  return Check::agree();
}

using Quad = std::array<Point, 4>;

bool quad_has(const Quad& q, const Point& p) {
  return CGAL::bounded_side_2(q.begin(), q.end(), p, K()) != CGAL::ON_UNBOUNDED_SIDE;
}

Check polygon_polygon(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v), o)) return *c;
  Quad a, b;
  for (std::size_t i = 0; i < 4; ++i) {
    a[i] = at(v, 2 * i);
    b[i] = at(v, 8 + 2 * i);
  }
  bool edges = false;
  for (int i = 0; i < 4 && !edges; ++i)
    for (int j = 0; j < 4 && !edges; ++j) edges = segments_meet(a[i], a[(i + 1) % 4], b[j], b[(j + 1) % 4]);
  // Without an edge crossing, A's boundary lies in one face of B's edge
  // arrangement (and B's in one of A's): one vertex of each decides.
  const bool meet = edges || quad_has(b, a[0]) || quad_has(a, b[0]);
  return compare_kind(meet ? "intersecting" : "none", o, edges ? "" : (meet ? "containment" : ""));
}

}  // namespace

void add_linear_checks(FamilyChecks& checks) {
  checks["point_point"] = point_point;
  checks["point_segment"] = point_segment;
  checks["point_side"] = point_side;
  checks["point_polygon"] = point_polygon;
  checks["point_rect"] = point_rect;
  checks["rect_rect"] = rect_rect;
  checks["line_line"] = line_line;
  checks["segment_segment"] = segment_segment;
  checks["polygon_polygon"] = polygon_polygon;
}

}  // namespace cc::cgal_check
