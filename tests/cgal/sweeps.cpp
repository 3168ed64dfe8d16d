// The six sweeps, checked with CGAL's exact types against the oracle's exact
// first contact time t* (a rational, or a + b sqrt(d) as a Root):
//   - hit at t* = 0: the shapes touch or overlap at t = 0 (Epeck);
//   - hit at t* > 0: they are apart at t = 0 and at the largest double below
//     t* (Epeck, rational times); they touch at t* exactly (the squared
//     separation equals r^2 in Root arithmetic, or the rational triangles
//     meet); and, for the circle sweeps, the squared separation g(t) is not
//     increasing at t* (g is convex in t, so g'(t*) < 0 proves that no earlier
//     t touches; g'(t*) == 0 is a grazing contact, counted as "tangency");
//   - miss: CGAL finds no contact on [0, 1]: the squared distance from the
//     centre's path (a Segment_2) to the line, the segment or (relative
//     motion) the other centre exceeds r^2; for triangles no vertex path meets
//     an edge of the other triangle and they do not meet at t = 0 (the first
//     contact of translating convex shapes is a vertex on an edge); for a
//     triangle hit, CGAL's own first contact time (the earliest point where a
//     vertex's relative path meets an edge, by intersection()) must equal t*;
//   - moving_point_segment (the segment turns and stretches, so nothing is
//     convex): CGAL's own first contact time, from the real roots of the
//     collinearity polynomial (CGAL::make_root_of_2) or, when the point stays
//     on the segment's line, of the betweenness polynomials, each candidate
//     tested exactly, compared with t* exactly;
//   - ray_convex: validity by CGAL's Polygon_2 (simple, convex,
//     counterclockwise, strictly left turns), CGAL's own first contact time
//     (0 inside, else the earliest meeting of the ray with an edge), the
//     point P(t*), and no contact at the double just below t*.

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <sstream>
#include <vector>

#include <CGAL/Polygon_2.h>

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

std::string text(const Root& t) {
  std::ostringstream s;
  s << t;
  return s.str();
}

/// A vector with Root coordinates (one radicand: the contact time's).
struct RootVec {
  Root x, y;
};
RootVec operator-(const RootVec& a, const RootVec& b) { return {a.x - b.x, a.y - b.y}; }
Root dot(const RootVec& a, const RootVec& b) { return a.x * b.x + a.y * b.y; }
Root cross(const RootVec& a, const RootVec& b) { return a.x * b.y - a.y * b.x; }

/// p0 + t (p1 - p0) for a Root t.
RootVec along(double x0, double y0, double x1, double y1, const Root& t) {
  return {Root(Q(x0)) + t * (Q(x1) - Q(x0)), Root(Q(y0)) + t * (Q(y1) - Q(y0))};
}
RootVec fixed(double x, double y) { return {Root(Q(x)), Root(Q(y))}; }

/// p0 + t (p1 - p0) for a rational t, in Epeck.
Point along(const Point& p0, const Point& p1, const FT& t) { return p0 + t * (p1 - p0); }

std::vector<Root> roots_in_unit(const Q& c2, const Q& c1, const Q& c0);

/// A sweep of two convex shapes whose squared separation g(t) is convex in t,
/// compared with r^2:
///   at(t)       compare(g(t), r^2) at a rational t (Epeck);
///   at_root(t)  (sign of g(t) - r^2, sign of g'(t)) at a Root t;
///   meets()     whether g(t) <= r^2 for some t in [0, 1] (Epeck distances).
struct ConvexSweep {
  std::function<CGAL::Comparison_result(const FT&)> at;
  std::function<std::pair<CGAL::Sign, CGAL::Sign>(const Root&)> at_root;
  std::function<bool()> meets;
  /// CGAL's own first contact time t > 0 (the first of the candidate roots
  /// at which g(t) == r^2), or empty when not computed.
  std::function<std::optional<Root>()> first_contact;
};

Root contact_time(const nlohmann::json& oracle) { return root_of(oracle.at("t").at("exact").get<std::string>()); }

Check judge_convex(const ConvexSweep& s, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  const bool meets = s.meets();
  if (o == "miss") {
    if (meets) return Check::disagree("the oracle says miss, CGAL finds a contact on [0, 1]");
    return Check::agree("miss");
  }
  if (!meets) return Check::disagree("the oracle says hit, CGAL finds no contact on [0, 1]");
  const Root t = contact_time(oracle);
  if (CGAL::sign(t) < 0 || CGAL::compare(t, Root(Q(1))) == CGAL::LARGER)
    return Check::disagree("t* = " + text(t) + " lies outside [0, 1]");
  const bool start = s.at(FT(0)) != CGAL::LARGER;
  if (oracle.contains("start_overlap") && oracle.at("start_overlap").get<bool>() != start)
    return Check::disagree(std::string("the oracle's start_overlap is ") + oracle.at("start_overlap").dump() +
                           ", CGAL's " + (start ? "true" : "false"));
  if (CGAL::sign(t) == 0) {
    if (!start) return Check::disagree("t* = 0, but the shapes are apart at t = 0");
    return Check::agree("start_overlap");
  }
  if (start) return Check::disagree("t* = " + text(t) + " > 0, but the shapes touch at t = 0");
  const auto [g, slope] = s.at_root(t);
  if (g != CGAL::ZERO)
    return Check::disagree(std::string("at t* = ") + text(t) + " the shapes are " + (g > 0 ? "apart" : "overlapping"));
  if (slope == CGAL::POSITIVE) return Check::disagree("at t* = " + text(t) + " the separation grows: t* is a later contact");
  if (s.first_contact) {
    const auto mine = s.first_contact();
    if (!mine || CGAL::compare(*mine, t) != CGAL::EQUAL)
      return Check::disagree("t* = " + text(t) + ", CGAL's first contact t = " + (mine ? text(*mine) : "none"));
  }
  const double before = double_below(t);
  if (s.at(FT(before)) != CGAL::LARGER)
    return Check::disagree("at t = " + hex(before) + ", just before t* = " + text(t) + ", the shapes touch");
  return Check::agree(slope == CGAL::ZERO ? "tangency" : "");
}

/// swept_circle_line (segment = false) and swept_circle_segment (segment = true):
/// C0, C1, r, P1, P2.
Check swept_circle_linear(std::span<const double> v, const nlohmann::json& oracle, bool segment) {
  const std::string o = kind_of(oracle);
  const bool valid = all_finite(v) && v[4] >= 0 && (segment || !(v[5] == v[7] && v[6] == v[8]));
  if (auto c = invalid_input(valid, o)) return *c;
  const Point c0(v[0], v[1]), c1(v[2], v[3]), p1(v[5], v[6]), p2(v[7], v[8]);
  const FT r2 = CGAL::square(FT(v[4]));
  const Q dx = Q(v[7]) - Q(v[5]), dy = Q(v[8]) - Q(v[6]);
  const RootVec d{Root(dx), Root(dy)};
  const RootVec motion{Root(Q(v[2]) - Q(v[0])), Root(Q(v[3]) - Q(v[1]))};
  const Q rr = Q(v[4]) * Q(v[4]);
  ConvexSweep s;
  if (!segment) {
    const K::Line_2 line(p1, p2);
    s.at = [=](const FT& t) { return CGAL::compare(CGAL::squared_distance(along(c0, c1, t), line), r2); };
    s.at_root = [&](const Root& t) {
      // The squared distance is f^2 / |d|^2 with f = cross(d, C(t) - P1).
      const Root f = cross(d, along(v[0], v[1], v[2], v[3], t) - fixed(v[5], v[6]));
      const Q dd = dx * dx + dy * dy;
      const CGAL::Sign g = CGAL::sign(f * f - Root(rr * dd));
      return std::make_pair(g, CGAL::Sign(int(CGAL::sign(f)) * int(CGAL::sign(cross(d, motion)))));
    };
    s.meets = [=]() {
      const FT d2 = c0 == c1 ? CGAL::squared_distance(c0, line) : CGAL::squared_distance(K::Segment_2(c0, c1), line);
      return d2 <= r2;
    };
  } else {
    s.at = [=](const FT& t) { return CGAL::compare(squared_distance_to_segment(along(c0, c1, t), p1, p2), r2); };
    s.at_root = [&](const Root& t) {
      // g = |X - Y|^2 with Y the point of the segment nearest X; the squared
      // distance to a convex set has gradient 2 (X - Y).
      const RootVec x = along(v[0], v[1], v[2], v[3], t);
      const RootVec a = fixed(v[5], v[6]), b = fixed(v[7], v[8]);
      RootVec y = a;
      if (!(dx == 0 && dy == 0)) {
        const Root s_ = dot(x - a, d);
        const Q dd = dx * dx + dy * dy;
        if (CGAL::compare(s_, Root(dd)) != CGAL::SMALLER) y = b;
        else if (CGAL::sign(s_) > 0) {
          const Root u = s_ * (Q(1) / dd);
          y = {a.x + u * dx, a.y + u * dy};
        }
      }
      const RootVec gap = x - y;
      return std::make_pair(CGAL::sign(dot(gap, gap) - Root(rr)), CGAL::sign(dot(gap, motion)));
    };
    s.meets = [=]() { return squared_distance_between_segments(c0, c1, p1, p2) <= r2; };
  }
  // The candidates for the first contact: the line's contacts, cross(d, C(t) -
  // P1) = +-r |d| (roots over the radicand |d|^2), and for a segment the
  // endpoints' circles, |C(t) - E|^2 = r^2 (CGAL::make_root_of_2). The first
  // candidate at which g(t) == r^2 exactly is CGAL's first contact; a contact
  // that slides along the segment (motion parallel to it at distance r) starts
  // at an endpoint's root.
  s.first_contact = [&]() -> std::optional<Root> {
    std::vector<Root> candidates;
    const Q f1 = dx * (Q(v[3]) - Q(v[1])) - dy * (Q(v[2]) - Q(v[0]));  // cross(d, C1 - C0)
    const Q f0 = dx * (Q(v[1]) - Q(v[6])) - dy * (Q(v[0]) - Q(v[5]));  // cross(d, C0 - P1)
    const Q dd = dx * dx + dy * dy;
    if (f1 != 0 && dd != 0)
      for (int sign : {1, -1}) {
        const Root t(Q(-f0 / f1), Q(Q(sign) * Q(v[4]) / f1), dd);
        if (CGAL::sign(t) >= 0 && CGAL::compare(t, Root(Q(1))) != CGAL::LARGER) candidates.push_back(t);
      }
    if (segment)
      for (int e : {5, 7}) {
        const Q mx = Q(v[2]) - Q(v[0]), my = Q(v[3]) - Q(v[1]);
        const Q wx = Q(v[0]) - Q(v[e]), wy = Q(v[1]) - Q(v[e + 1]);
        for (const auto& t : roots_in_unit(mx * mx + my * my, 2 * (wx * mx + wy * my), wx * wx + wy * wy - rr))
          candidates.push_back(t);
      }
    std::sort(candidates.begin(), candidates.end(),
              [](const Root& a, const Root& b) { return CGAL::compare(a, b) == CGAL::SMALLER; });
    for (const auto& t : candidates)
      if (s.at_root(t).first == CGAL::ZERO) return t;
    return std::nullopt;
  };
  return judge_convex(s, oracle);
}

Check swept_circle_circle(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v) && v[4] >= 0 && v[9] >= 0, o)) return *c;
  const Point a0(v[0], v[1]), a1(v[2], v[3]), b0(v[5], v[6]), b1(v[7], v[8]);
  const FT reach2 = CGAL::square(FT(v[4]) + FT(v[9]));
  const Q reach = Q(v[4]) + Q(v[9]);
  // Relative motion: D(t) = D0 + t V, D0 = A.c0 - B.c0, V = (A.c1 - A.c0) - (B.c1 - B.c0).
  const Q d0x = Q(v[0]) - Q(v[5]), d0y = Q(v[1]) - Q(v[6]);
  const Q vx = (Q(v[2]) - Q(v[0])) - (Q(v[7]) - Q(v[5])), vy = (Q(v[3]) - Q(v[1])) - (Q(v[8]) - Q(v[6]));
  ConvexSweep s;
  s.at = [=](const FT& t) { return CGAL::compare(CGAL::squared_distance(along(a0, a1, t), along(b0, b1, t)), reach2); };
  s.at_root = [=](const Root& t) {
    const RootVec dt{Root(d0x) + t * vx, Root(d0y) + t * vy};
    return std::make_pair(CGAL::sign(dot(dt, dt) - Root(reach * reach)), CGAL::sign(dt.x * vx + dt.y * vy));
  };
  s.meets = [=]() {
    const Point origin(0, 0);
    const Point d0 = origin + (a0 - b0), d1 = d0 + ((a1 - a0) - (b1 - b0));
    return squared_distance_to_segment(origin, d0, d1) <= reach2;
  };
  return judge_convex(s, oracle);
}

// ---- moving_point_segment -------------------------------------------------

/// The real roots in [0, 1] of c2 t^2 + c1 t + c0 (none when it is constant).
std::vector<Root> roots_in_unit(const Q& c2, const Q& c1, const Q& c0) {
  std::vector<Root> out;
  if (c2 != 0) {
    const Q disc = c1 * c1 - 4 * c2 * c0;
    if (disc < 0) return out;
    out.push_back(CGAL::make_root_of_2(c2, c1, c0, true));
    if (disc > 0) out.push_back(CGAL::make_root_of_2(c2, c1, c0, false));
  } else if (c1 != 0) {
    out.push_back(Root(Q(-c0 / c1)));
  }
  std::vector<Root> in;
  for (const auto& r : out)
    if (CGAL::sign(r) >= 0 && CGAL::compare(r, Root(Q(1))) != CGAL::LARGER) in.push_back(r);
  return in;
}

struct Vq {
  Q x, y;
};
Vq vq(double x, double y) { return {Q(x), Q(y)}; }
Vq operator-(const Vq& a, const Vq& b) { return {a.x - b.x, a.y - b.y}; }
Q dot(const Vq& a, const Vq& b) { return a.x * b.x + a.y * b.y; }
Q cross(const Vq& a, const Vq& b) { return a.x * b.y - a.y * b.x; }

/// The point on the segment at a Root time t: p(t) on [a(t), b(t)].
bool point_on_segment_at(std::span<const double> v, const Root& t) {
  const RootVec p = along(v[0], v[1], v[2], v[3], t);
  const RootVec a = along(v[4], v[5], v[8], v[9], t);
  const RootVec b = along(v[6], v[7], v[10], v[11], t);
  const RootVec e = b - a;
  if (CGAL::sign(e.x) == 0 && CGAL::sign(e.y) == 0) return CGAL::compare(p.x, a.x) == 0 && CGAL::compare(p.y, a.y) == 0;
  if (CGAL::sign(cross(e, p - a)) != 0) return false;
  return CGAL::sign(dot(p - a, e)) >= 0 && CGAL::sign(dot(p - b, a - b)) >= 0;
}

/// CGAL's first contact time on [0, 1], or nullopt for none.
std::optional<Root> first_contact(std::span<const double> v) {
  const Vq p1 = vq(v[0], v[1]), p2 = vq(v[2], v[3]), l1 = vq(v[4], v[5]), l2 = vq(v[6], v[7]), l3 = vq(v[8], v[9]),
           l4 = vq(v[10], v[11]);
  // b(t) - a(t) = e0 + t e1, p(t) - a(t) = w0 + t w1, p(t) - b(t) = z0 + t z1.
  const Vq e0 = l2 - l1, e1 = (l4 - l2) - (l3 - l1);
  const Vq w0 = p1 - l1, w1 = (p2 - p1) - (l3 - l1);
  const Vq z0 = p1 - l2, z1 = (p2 - p1) - (l4 - l2);
  const Q f2 = cross(e1, w1), f1 = cross(e0, w1) + cross(e1, w0), f0 = cross(e0, w0);
  std::vector<Root> candidates;
  auto add = [&](const std::vector<Root>& roots) { candidates.insert(candidates.end(), roots.begin(), roots.end()); };
  if (f2 != 0 || f1 != 0 || f0 != 0) {
    add(roots_in_unit(f2, f1, f0));  // contact needs collinearity: a root of f
  } else {
    // Always collinear: the contact set's first point is 0 or a point where
    // an end passes the point (a root of a betweenness product), where the
    // segment collapses, or where the point meets the collapsed segment.
    candidates.push_back(Root(Q(0)));
    add(roots_in_unit(dot(w1, e1), dot(w0, e1) + dot(w1, e0), dot(w0, e0)));
    add(roots_in_unit(dot(z1, e1), dot(z0, e1) + dot(z1, e0), dot(z0, e0)));
    add(roots_in_unit(0, e1.x, e0.x));
    add(roots_in_unit(0, e1.y, e0.y));
    add(roots_in_unit(0, w1.x, w0.x));
    add(roots_in_unit(0, w1.y, w0.y));
  }
  std::sort(candidates.begin(), candidates.end(),
            [](const Root& a, const Root& b) { return CGAL::compare(a, b) == CGAL::SMALLER; });
  for (const auto& t : candidates)
    if (point_on_segment_at(v, t)) return t;
  return std::nullopt;
}

Check moving_point_segment(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v), o)) return *c;
  const auto mine = first_contact(v);
  if (o == "miss") {
    if (mine) return Check::disagree("the oracle says miss, CGAL finds a contact at t = " + text(*mine));
    return Check::agree("miss");
  }
  if (!mine) return Check::disagree("the oracle says hit, CGAL finds no contact on [0, 1]");
  const Root t = contact_time(oracle);
  if (CGAL::compare(t, *mine) != CGAL::EQUAL)
    return Check::disagree("t* = " + text(t) + ", CGAL's first contact t = " + text(*mine));
  // The brief's facts, directly: contact at t*, none just before it.
  if (!point_on_segment_at(v, t)) return Check::disagree("at t* = " + text(t) + " the point is not on the segment");
  if (CGAL::sign(t) == 0) return Check::agree("start_overlap");
  const double before = double_below(t);
  if (point_on_segment_at(v, Root(Q(before))))
    return Check::disagree("at t = " + hex(before) + ", just before t* = " + text(t) + ", the point is on the segment");
  return Check::agree();
}

// ---- swept_polygon_polygon ------------------------------------------------

/// The first t in [0, 1] at which the point p + t w lies on the closed segment
/// [a, b] (w != 0), from CGAL's intersection of the path with the segment.
std::optional<FT> first_on_segment(const Point& p, const K::Vector_2& w, const Point& a, const Point& b) {
  const K::Segment_2 path(p, p + w);
  auto time = [&](const Point& x) { return ((x - p) * w) / w.squared_length(); };
  if (a == b) {
    if (!path.has_on(a)) return std::nullopt;
    return time(a);
  }
  const auto x = CGAL::intersection(path, K::Segment_2(a, b));
  if (!x) return std::nullopt;
  if (const Point* q = boost::get<Point>(&*x)) return time(*q);
  const auto& piece = boost::get<K::Segment_2>(*x);
  return CGAL::min(time(piece.source()), time(piece.target()));
}

Check swept_polygon_polygon(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (auto c = invalid_input(all_finite(v), o)) return *c;
  Triangle a, b;
  for (std::size_t i = 0; i < 3; ++i) {
    a[i] = Point(v[2 * i], v[2 * i + 1]);
    b[i] = Point(v[8 + 2 * i], v[8 + 2 * i + 1]);
  }
  const K::Vector_2 va(v[6], v[7]), vb(v[14], v[15]);
  auto meet_at = [&](const FT& t) {
    Triangle at_a, at_b;
    for (int i = 0; i < 3; ++i) {
      at_a[i] = a[i] + t * va;
      at_b[i] = b[i] + t * vb;
    }
    return triangles_meet(at_a, at_b);
  };
  // Some contact on [0, 1]: at the start, or a vertex's relative path (B
  // still, A moving by w = vA - vB) meets an edge of the other triangle.
  const K::Vector_2 w = va - vb;
  bool path = false;
  for (int i = 0; i < 3 && !path; ++i)
    for (int j = 0; j < 3 && !path; ++j)
      path = segments_meet(a[i], a[i] + w, b[j], b[(j + 1) % 3]) || segments_meet(b[i], b[i] - w, a[j], a[(j + 1) % 3]);
  const bool start = meet_at(FT(0));
  const bool meets = start || path;
  // CGAL's first contact time: 0 at a start contact, else the earliest time a
  // vertex's relative path reaches an edge of the other triangle.
  std::optional<FT> first;
  if (start) first = FT(0);
  else if (w != CGAL::NULL_VECTOR)
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j)
        for (const auto& t : {first_on_segment(a[i], w, b[j], b[(j + 1) % 3]),
                              first_on_segment(b[i], -w, a[j], a[(j + 1) % 3])})
          if (t && (!first || *t < *first)) first = t;
  if (o == "miss") {
    if (meets) return Check::disagree("the oracle says miss, CGAL finds a contact on [0, 1]");
    return Check::agree("miss");
  }
  if (!meets) return Check::disagree("the oracle says hit, CGAL finds no contact on [0, 1]");
  const std::string ts = oracle.at("t").at("exact").get<std::string>();
  const FT t = ft_of(ts);
  if (t < 0 || t > 1) return Check::disagree("t* = " + ts + " lies outside [0, 1]");
  if (oracle.contains("start_overlap") && oracle.at("start_overlap").get<bool>() != start)
    return Check::disagree(std::string("the oracle's start_overlap is ") + oracle.at("start_overlap").dump());
  if (t == 0) {
    if (!start) return Check::disagree("t* = 0, but the triangles are apart at t = 0");
    return Check::agree("start_overlap");
  }
  if (start) return Check::disagree("t* = " + ts + " > 0, but the triangles meet at t = 0");
  if (!first || *first != t) return Check::disagree("t* = " + ts + " differs from CGAL's first contact time");
  if (!meet_at(t)) return Check::disagree("at t* = " + ts + " the triangles do not meet");
  const double before = double_below(Root(q_of(ts)));
  if (meet_at(FT(before)))
    return Check::disagree("at t = " + hex(before) + ", just before t* = " + ts + ", the triangles meet");
  return Check::agree();
}

// ---- ray_convex -----------------------------------------------------------

/// ray_convex: the polygon's distinct vertices (consecutive repeats merged, the
/// last into the first), valid when 1 or 2 of them, or when CGAL's Polygon_2
/// of them is simple, convex, counterclockwise and turns strictly left at
/// every vertex. CGAL's first contact: 0 when p0 is in the closed polygon,
/// else the earliest time the ray's path meets an edge (a point polygon: the
/// point itself). At t* > 0 the point is on the boundary and the double just
/// below t* is outside; the oracle's point is P(t*).
Check ray_convex(std::span<const double> v, const nlohmann::json& oracle) {
  const std::string o = kind_of(oracle);
  if (!all_finite(v)) {
    if (o != "invalid_input") return Check::disagree("the oracle says " + o + " for a non-finite input");
    return Check::agree("invalid_input");
  }
  const Point p0(v[0], v[1]), p1(v[2], v[3]);
  std::vector<Point> w;
  for (int i = 0; i < 8; ++i) {
    const Point x(v[4 + 2 * i], v[5 + 2 * i]);
    if (w.empty() || w.back() != x) w.push_back(x);
  }
  while (w.size() > 1 && w.back() == w.front()) w.pop_back();
  const std::size_t n = w.size();
  bool valid = true;
  if (n >= 3) {
    const CGAL::Polygon_2<K> poly(w.begin(), w.end());
    valid = poly.is_simple() && poly.is_convex() && poly.orientation() == CGAL::COUNTERCLOCKWISE;
    for (std::size_t i = 0; i < n && valid; ++i)
      valid = CGAL::orientation(w[i], w[(i + 1) % n], w[(i + 2) % n]) == CGAL::LEFT_TURN;
  }
  if (auto c = invalid_input(valid, o)) return *c;
  // In the closed polygon (its hull when 1 or 2 vertices).
  auto inside = [&](const Point& p) {
    if (n == 1) return p == w[0];
    if (n == 2) return segments_meet(w[0], w[1], p, p);
    for (std::size_t i = 0; i < n; ++i)
      if (CGAL::orientation(w[i], w[(i + 1) % n], p) == CGAL::RIGHT_TURN) return false;
    return true;
  };
  const K::Vector_2 d = p1 - p0;
  std::optional<FT> first;
  if (inside(p0)) {
    first = FT(0);
  } else if (d != CGAL::NULL_VECTOR) {
    for (std::size_t i = 0; i < n; ++i)
      if (const auto t = first_on_segment(p0, d, w[i], w[(i + 1) % n]); t && (!first || *t < *first)) first = t;
  }
  if (o == "miss") {
    if (first) return Check::disagree("the oracle says miss, CGAL finds a contact on [0, 1]");
    return Check::agree("miss");
  }
  if (!first) return Check::disagree("the oracle says hit, CGAL finds no contact on [0, 1]");
  const std::string ts = oracle.at("t").at("exact").get<std::string>();
  const FT t = ft_of(ts);
  if (t != *first) return Check::disagree("t* = " + ts + " differs from CGAL's first contact time");
  const Point at = p0 + t * d;
  const FT px = ft_of(oracle.at("point").at(0).at("exact").get<std::string>());
  const FT py = ft_of(oracle.at("point").at(1).at("exact").get<std::string>());
  if (at.x() != px || at.y() != py) return Check::disagree("the oracle's point is not P(t*)");
  if (!inside(at)) return Check::disagree("at t* = " + ts + " the point is not in the polygon");
  if (t == 0) return Check::agree("start_inside_or_on");
  const double before = double_below(Root(q_of(ts)));
  if (inside(p0 + FT(before) * d))
    return Check::disagree("at t = " + hex(before) + ", just before t* = " + ts + ", the point is in the polygon");
  return Check::agree();
}

}  // namespace

void add_sweep_checks(FamilyChecks& checks) {
  checks["swept_circle_line"] = [](std::span<const double> v, const nlohmann::json& o) {
    return swept_circle_linear(v, o, false);
  };
  checks["swept_circle_segment"] = [](std::span<const double> v, const nlohmann::json& o) {
    return swept_circle_linear(v, o, true);
  };
  checks["swept_circle_circle"] = swept_circle_circle;
  checks["moving_point_segment"] = moving_point_segment;
  checks["swept_polygon_polygon"] = swept_polygon_polygon;
  checks["ray_convex"] = ray_convex;
}

}  // namespace cc::cgal_check
