// polygon_polygon: the family spec (oracle, answer structure, maps that
// commute with the query, answers known by construction), its regimes and
// properties. The variants are registered in variants.cpp, beside it.
//
// Band contracts: the separation is the distance between the regions when
// they are apart (the smallest distance from a vertex of one to an edge of the
// other), 0 when they touch, and minus the penetration depth when they
// overlap. The penetration depth is evaluated for convex quadrilaterals only
// (the largest gap along the eight edge normals); for concave or
// self-intersecting ones the Minkowski difference A - B is a union of convex
// pieces whose boundary this file does not compute, so a band that shrinks the
// shapes (offset < delta) is judged on convex quadrilaterals only, and a
// variant with such a band declares a convex precondition. Contact classes
// (exact_contact, for strict touching rules) need only whether some
// arbitrarily small translation separates the shapes, which is decided
// exactly below.

#include <algorithm>
#include <limits>
#include <optional>
#include <stdexcept>
#include <tuple>

#include "../../include/collide_check/polygon_polygon.h"
#include "../../oracle/distance.h"
#include "../../oracle/polygon_polygon.h"
#include "../family.h"
#include "../generic/decisions.h"
#include "../generic/invariance.h"
#include "../generic/plane_maps.h"

namespace cc::check {
namespace {

template <class T>
using Input = collide_check::polygon_polygon::Input<T>;
using oracle::Rational;

/// A point or direction in rationals.
struct RPoint {
  Rational x, y;
};

RPoint rational(Vec2<double> p) { return {oracle::exact(p.x), oracle::exact(p.y)}; }
RPoint operator-(const RPoint& a, const RPoint& b) { return {Rational(a.x - b.x), Rational(a.y - b.y)}; }
RPoint operator+(const RPoint& a, const RPoint& b) { return {Rational(a.x + b.x), Rational(a.y + b.y)}; }
Rational cross(const RPoint& a, const RPoint& b) { return a.x * b.y - a.y * b.x; }
bool is_zero(const RPoint& a) { return a.x.sign() == 0 && a.y.sign() == 0; }

/// The sign of c0 + c1 eps for an infinitesimal eps > 0.
int sign_eps(const Rational& c0, const Rational& c1) { return c0.sign() != 0 ? c0.sign() : c1.sign(); }

/// Do A + eps d and B meet, for every small enough eps > 0? The oracle's
/// algorithm (edge pairs by orientation signs, then even-odd containment of a
/// vertex of each), every predicate of which is linear in eps: its sign for
/// small eps is that of its value at 0, or of its eps coefficient when that is 0.
bool meet_when_moved(const RPoint (&a)[4], const RPoint (&b)[4], const RPoint& d) {
  // Closed segments a0 a1 (moved by eps d) and b0 b1.
  auto segments_meet = [&d](const RPoint& a0, const RPoint& a1, const RPoint& b0, const RPoint& b1) {
    const RPoint ea = a1 - a0, eb = b1 - b0;
    const Rational ead = cross(ea, d), ebd = cross(eb, d);
    const int o1 = sign_eps(cross(ea, b0 - a0), Rational(-ead)), o2 = sign_eps(cross(ea, b1 - a0), Rational(-ead));
    if (o1 * o2 > 0) return false;
    const int o3 = sign_eps(cross(eb, a0 - b0), ebd), o4 = sign_eps(cross(eb, a1 - b0), ebd);
    if (o3 * o4 > 0) return false;
    if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) {
      // One line: the boxes meet (coordinates of A shifted by eps d).
      auto overlap = [](const Rational& alo, const Rational& ahi, const Rational& shift, const Rational& blo,
                        const Rational& bhi) {
        return sign_eps(Rational(alo - bhi), shift) <= 0 && sign_eps(Rational(blo - ahi), Rational(-shift)) <= 0;
      };
      return overlap(std::min(a0.x, a1.x), std::max(a0.x, a1.x), d.x, std::min(b0.x, b1.x), std::max(b0.x, b1.x)) &&
             overlap(std::min(a0.y, a1.y), std::max(a0.y, a1.y), d.y, std::min(b0.y, b1.y), std::max(b0.y, b1.y));
    }
    return true;
  };
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      if (segments_meet(a[i], a[(i + 1) % 4], b[j], b[(j + 1) % 4])) return true;
  // No boundary contact: even-odd containment of one vertex, with the
  // polygon's points moved by eps s and the tested point by eps t.
  auto contains = [](const RPoint (&poly)[4], const RPoint& s, const RPoint& p, const RPoint& t) {
    const RPoint rel = t - s;  // the point's motion relative to the polygon
    bool inside = false;
    for (int i = 0; i < 4; ++i) {
      const RPoint& u = poly[i];
      const RPoint& w = poly[(i + 1) % 4];
      const bool u_above = sign_eps(Rational(u.y - p.y), Rational(-rel.y)) > 0;
      const bool w_above = sign_eps(Rational(w.y - p.y), Rational(-rel.y)) > 0;
      if (u_above == w_above) continue;
      const RPoint& lo = u_above ? w : u;
      const RPoint& hi = u_above ? u : w;
      if (sign_eps(cross(hi - lo, p - lo), cross(hi - lo, rel)) > 0) inside = !inside;
    }
    return inside;
  };
  const RPoint zero{Rational(0), Rational(0)};
  return contains(b, zero, a[0], d) || contains(a, d, b[0], zero);
}

struct PolygonPolygonSpec : collide_check::polygon_polygon {
  struct Exact {
    Kind kind;
  };

  static std::vector<std::string> kind_names() { return {"none", "intersecting", "invalid_input"}; }
  static Kind kind(Kind k) { return k; }
  static Kind kind(const Exact& e) { return e.kind; }
  static bool is_hit(Kind k) { return k == Kind::intersecting; }
  static constexpr Kind miss_kind = Kind::none;
  static std::string invalid_input_text() { return "NaN or an infinite coordinate"; }
  /// On a decision boundary, or a few ulps off it: threshold_band moves their cases off it.
  static std::vector<std::string> boundary_regimes() { return {"touching", "near_touching"}; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    std::string s;
    for (int p = 0; p < 2; ++p) {
      s += p == 0 ? "A=" : " B=";
      for (int i = 0; i < 4; ++i) s += (i ? " (" : "(") + f(v[8 * p + 2 * i]) + ", " + f(v[8 * p + 2 * i + 1]) + ")";
    }
    return s;
  }
  static std::string show(Kind k) { return kind_name<PolygonPolygonSpec>(k); }
  static std::string show(const Exact& e) { return kind_name<PolygonPolygonSpec>(e.kind); }
  static nlohmann::json json(Kind k) { return {{"kind", kind_name<PolygonPolygonSpec>(k)}}; }
  static nlohmann::json json(const Exact& e) { return {{"kind", kind_name<PolygonPolygonSpec>(e.kind)}}; }

  static bool valid(const Input<double>& in) { return check::all_finite(values_of<PolygonPolygonSpec, double>(in)); }
  static Exact exact(const Input<double>& in) { return {exact_kind(in)}; }
  static Kind exact_kind(const Input<double>& in) { return oracle::polygon_polygon_exact(in.A, in.B); }
  static oracle::FilterStats& filter_stats() { return oracle::polygon_polygon_stats(); }

  /// Apart when the regions do not meet; touching when they meet and some
  /// translation of A, as small as one likes, separates them; overlapping
  /// otherwise. A - B is a finite union of convex polygons whose edges are
  /// parallel to edges of A or B, so near the origin it is a cone bounded by
  /// rays along those directions: the translations that separate, if any, fill
  /// an open angular gap between consecutive directions among +-(every edge),
  /// and one direction inside each gap decides it (meet_when_moved, exact).
  static Contact exact_contact(const Input<double>& in) {
    if (exact_kind(in) != Kind::intersecting) return Contact::apart;
    RPoint a[4], b[4];
    for (int i = 0; i < 4; ++i) {
      a[i] = rational(in.A.v[i]);
      b[i] = rational(in.B.v[i]);
    }
    std::vector<RPoint> dirs;
    for (const RPoint(*q)[4] : {&a, &b})
      for (int i = 0; i < 4; ++i) {
        const RPoint e = (*q)[(i + 1) % 4] - (*q)[i];
        if (is_zero(e)) continue;
        dirs.push_back(e);
        dirs.push_back({Rational(-e.x), Rational(-e.y)});
      }
    // By angle from +x, counterclockwise; directions of the same angle once.
    const auto half = [](const RPoint& v) { return v.y.sign() > 0 || (v.y.sign() == 0 && v.x.sign() > 0) ? 0 : 1; };
    std::sort(dirs.begin(), dirs.end(), [&half](const RPoint& u, const RPoint& v) {
      if (half(u) != half(v)) return half(u) < half(v);
      return cross(u, v).sign() > 0;
    });
    std::vector<RPoint> distinct;
    for (const auto& v : dirs)
      if (distinct.empty() || half(distinct.back()) != half(v) || cross(distinct.back(), v).sign() != 0)
        distinct.push_back(v);
    std::vector<RPoint> tests;
    if (distinct.empty()) tests.push_back({Rational(1), Rational(0)});  // two points: any move separates
    for (std::size_t i = 0; i < distinct.size(); ++i) {
      const RPoint& u = distinct[i];
      const RPoint& v = distinct[(i + 1) % distinct.size()];
      if (distinct.size() == 1) {
        tests.push_back({Rational(-u.x), Rational(-u.y)});
        break;
      }
      const int c = cross(u, v).sign();
      if (c > 0) tests.push_back(u + v);                                // the gap is below a half turn
      else if (c == 0) tests.push_back({Rational(-u.y), u.x});         // exactly a half turn
      else tests.push_back({Rational(-(u.x + v.x)), Rational(-(u.y + v.y))});  // above a half turn
    }
    for (const auto& d : tests)
      if (!meet_when_moved(a, b, d)) return Contact::touching;
    return Contact::overlapping;
  }

  /// The sign of (separation - offset), exactly (the file comment defines the
  /// separation). Throws std::domain_error for overlapping quadrilaterals that
  /// are not both convex when offset < 0.
  static int separation_sign(const Input<double>& in, const Rational& offset) {
    RPoint a[4], b[4];
    for (int i = 0; i < 4; ++i) {
      a[i] = rational(in.A.v[i]);
      b[i] = rational(in.B.v[i]);
    }
    const Contact contact = exact_contact(in);
    if (contact == Contact::touching) return -offset.sign();
    if (contact == Contact::apart) {
      const auto p = [](const RPoint& q) { return oracle::RationalPoint{q.x, q.y}; };
      std::optional<Rational> d2;
      for (const auto& [from, to] : {std::pair{&a, &b}, std::pair{&b, &a}})
        for (int i = 0; i < 4; ++i)
          for (int j = 0; j < 4; ++j) {
            Rational d = oracle::squared_distance_to_segment(p((*from)[i]), p((*to)[j]), p((*to)[(j + 1) % 4]));
            if (!d2 || d < *d2) d2 = std::move(d);
          }
      return oracle::signed_distance_minus(1, *d2, offset);
    }
    if (offset.sign() >= 0) return -1;
    const int oa = convex_orientation(a), ob = convex_orientation(b);
    if (oa == 0 || ob == 0)
      throw std::domain_error(
          "polygon_polygon: a band that shrinks overlapping shapes is evaluated on convex quadrilaterals only "
          "(declare a convex precondition)");
    // -depth = the largest gap along an outward edge normal n = e rotated a
    // quarter turn outward: min over the other's vertices of n.(q - p_i), over |e|.
    int best = -1;
    for (const auto& [poly, other, o] : {std::tuple{&a, &b, oa}, std::tuple{&b, &a, ob}})
      for (int i = 0; i < 4; ++i) {
        const RPoint e = (*poly)[(i + 1) % 4] - (*poly)[i];
        if (is_zero(e)) continue;
        const RPoint n = o > 0 ? RPoint{e.y, Rational(-e.x)} : RPoint{Rational(-e.y), e.x};
        std::optional<Rational> gap;
        for (int j = 0; j < 4; ++j) {
          const RPoint d = (*other)[j] - (*poly)[i];
          Rational g = n.x * d.x + n.y * d.y;
          if (!gap || g < *gap) gap = std::move(g);
        }
        // sign(gap / |e| - offset) with offset < 0.
        const int s =
            gap->sign() >= 0 ? 1 : Rational(offset * offset * (e.x * e.x + e.y * e.y) - *gap * *gap).sign();
        best = std::max(best, s);
      }
    return best;
  }

  /// +1 or -1 for a convex quadrilateral of nonzero area turning left or right
  /// at every vertex (collinear vertices allowed), 0 otherwise.
  static int convex_orientation(const RPoint (&q)[4]) {
    Rational area2(0);
    for (int i = 0; i < 4; ++i) area2 += cross(q[i], q[(i + 1) % 4]);
    const int o = area2.sign();
    if (o == 0) return 0;
    for (int i = 0; i < 4; ++i) {
      const int t = cross(q[(i + 1) % 4] - q[i], q[(i + 2) % 4] - q[(i + 1) % 4]).sign();
      if (t != 0 && t != o) return 0;
    }
    return o;
  }

  static std::vector<double> coordinates(const std::string&, Kind) { return {}; }
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string&, const Input<double>&, const Exact&,
                                                           const std::vector<double>&) {
    return {};
  }

  template <class T>
  static Quad<T> rotated(const Quad<T>& q, int k) {
    Quad<T> out;
    for (int i = 0; i < 4; ++i) out.v[i] = q.v[(i + k) % 4];
    return out;
  }
  template <class T>
  static Quad<T> reversed(const Quad<T>& q) {
    return {{q.v[3], q.v[2], q.v[1], q.v[0]}};
  }

  template <class T>
  static std::vector<generic::MapOf<PolygonPolygonSpec, T>> maps() {
    using Map = generic::MapOf<PolygonPolygonSpec, T>;
    const auto same = [](const Input<T>&, Kind k) { return k; };
    std::vector<Map> out;
    out.push_back({"symmetric_in_polygons", "A and B swapped",
                   [](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.B, in.A}; }, same});
    for (int k = 0; k < 4; ++k) {
      const std::string from = " from vertex " + std::to_string(k);
      if (k > 0) {
        out.push_back({"vertex_order_invariant", "A" + from,
                       [k](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{rotated(in.A, k), in.B}; },
                       same});
        out.push_back({"vertex_order_invariant", "B" + from,
                       [k](const Input<T>& in) -> std::optional<Input<T>> { return Input<T>{in.A, rotated(in.B, k)}; },
                       same});
      }
      out.push_back({"vertex_order_invariant", "A reversed" + from,
                     [k](const Input<T>& in) -> std::optional<Input<T>> {
                       return Input<T>{rotated(reversed(in.A), k), in.B};
                     },
                     same});
      out.push_back({"vertex_order_invariant", "B reversed" + from,
                     [k](const Input<T>& in) -> std::optional<Input<T>> {
                       return Input<T>{in.A, rotated(reversed(in.B), k)};
                     },
                     same});
    }
    for (auto& m : generic::plane_maps<PolygonPolygonSpec, T>(
             "exact_transform_invariant",
             [](Input<T> in, const PlaneTransform<T>& t) {
               for (Quad<T>* q : {&in.A, &in.B})
                 for (Vec2<T>& x : q->v) x = t(x);
               return in;
             },
             [](Kind k, const PlaneTransform<T>&) { return k; }))
      out.push_back(m);
    return out;
  }

  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> regimes();

  /// Answers known by construction; the oracle is checked against them.
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, Kind>> constructions() {
    return {
        {"a shared boundary point is intersecting",
         "a vertex of one polygon on an edge or a vertex of the other (B built across an edge of A, or sharing a "
         "vertex of it): the closed regions meet",
         {"touching"},
         [](const Input<T>& in) -> std::optional<Kind> {
           for (const auto& [P, Q] : {std::pair{&in.A, &in.B}, std::pair{&in.B, &in.A}})
             for (const Vec2<T>& v : P->v) {
               const RPoint p = rational({v.x, v.y});
               for (int i = 0; i < 4; ++i) {
                 const RPoint a = rational({Q->v[i].x, Q->v[i].y}), b = rational({Q->v[(i + 1) % 4].x, Q->v[(i + 1) % 4].y});
                 const RPoint e = b - a, w = p - a;
                 const Rational dot = e.x * w.x + e.y * w.y, len2 = e.x * e.x + e.y * e.y;
                 if (cross(e, w).sign() == 0 && dot.sign() >= 0 && dot <= len2) return Kind::intersecting;
               }
             }
           return std::nullopt;
         }},
        {"concentric parallelograms intersect",
         "two parallelograms with the same centre (v0 + v2 == v1 + v3 == 2c for both) both contain c",
         {"containment"},
         [](const Input<T>& in) -> std::optional<Kind> {
           auto centre2 = [](const Quad<T>& q) -> std::optional<RPoint> {
             const RPoint s = rational({q.v[0].x, q.v[0].y}) + rational({q.v[2].x, q.v[2].y});
             const RPoint t = rational({q.v[1].x, q.v[1].y}) + rational({q.v[3].x, q.v[3].y});
             if (s.x != t.x || s.y != t.y) return std::nullopt;
             return s;
           };
           const auto a = centre2(in.A), b = centre2(in.B);
           if (!a || !b || a->x != b->x || a->y != b->y) return std::nullopt;
           return Kind::intersecting;
         }},
    };
  }

  template <class T>
  static std::vector<PropertyDef<PolygonPolygonSpec, T>> properties() {
    const std::vector<std::string> finite = {"small_int_grid", "generic",     "convex",     "touching",   "near_touching",
                                             "containment",    "concave",     "degenerate", "scale_sweep", "product_range"};
    using S = PolygonPolygonSpec;
    std::vector<PropertyDef<S, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<S, T>(finite));
    for (auto& p : generic::invariance_properties<S, T>(
             maps<T>(),
             {{"symmetric_in_polygons", "swapping A and B gives the same answer"},
              {"vertex_order_invariant",
               "starting either polygon at another vertex, or reversing its order, gives the same answer"},
              {"exact_transform_invariant",
               "90-degree rotations, mirrors, transposition and power-of-two scaling give the same answer"}},
             finite))
      ps.push_back(std::move(p));
    ps.push_back(generic::own_rule_agrees_with_exact<S, T>(finite));
    ps.push_back(generic::special_values_give_invalid_input<S, T>("a NaN or infinite coordinate gives invalid_input"));
    return ps;
  }
};

// ---------------------------------------------------------------- regimes

template <class T>
Input<T> from_vector(const std::vector<T>& v) {
  return collide_check::from_values<PolygonPolygonSpec, T>(std::span<const T>(v));
}

/// The parallelogram c + u, c + v, c - u, c - v (convex, counterclockwise when
/// cross(u, v) > 0).
template <class T>
Quad<T> parallelogram(Vec2<T> c, Vec2<T> u, Vec2<T> v) {
  return {{c + u, c + v, c - u, c - v}};
}

template <class T>
std::vector<gen::DrawnRegime<Input<T>, T>> PolygonPolygonSpec::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using P = Input<T>;
  using V = Vec2<T>;
  using D = gen::Draw<T>;
  // Two parallelograms: A around c with half-diagonals u, v; B from a choice
  // made by `place` (integer arithmetic, exact), then both scaled by 2^e.
  using Place = Quad<T> (*)(V c, V u, V v, V w, int choice);
  const auto two_parallelograms = [](Place place, int e_lo, int e_hi) {
    return [place, e_lo, e_hi](D& d) {
      const V c = d.small_point(64);
      V u = d.small_point(16), v = d.small_point(16);
      const V w = d.small_point(16);
      const int choice = d.index(4);
      const T f = std::ldexp(T(1), d.exponent(e_lo, e_hi));
      if (u == V{}) u = V{1, 0};
      if (u.x * v.y - u.y * v.x == 0) v = V{-u.y, u.x};  // never parallel half-diagonals
      P p{parallelogram(c, u, v), place(c, u, v, w, choice)};
      for (Quad<T>* q : {&p.A, &p.B})
        for (V& x : q->v) x = f * x;
      return p;
    };
  };
  constexpr int half_top = std::numeric_limits<T>::max_exponent / 2;
  constexpr int half_bottom = (std::numeric_limits<T>::min_exponent - 1) / 2;
  return {
      {"small_int_grid", 2, [](D& d) { return from_vector<T>(d.small_integers(16, 6)); }},
      {"generic", 2,
       [](D& d) {
         const int k = d.index(digits + 20);
         return from_vector<T>(d.full_precisions(16, k));
       }},

      // Two convex parallelograms anywhere near each other.
      {"convex", 3, two_parallelograms(
                        [](V c, V, V, V w, int choice) {
                          const V u2{w.x, w.y + 1}, v2{-w.y - 1, w.x + T(choice)};
                          return parallelogram(c + T(2) * w, u2, v2);
                        },
                        -20, 20)},

      // B is A mirrored across the midpoint of its edge (c + u, c + v), sharing
      // that edge; or A moved by 2u, sharing a vertex; or the mirror slid by
      // half the edge, sharing half of it; or a small parallelogram beyond that
      // edge with one vertex at the edge's midpoint.
      {"touching", 3, two_parallelograms(
                          [](V c, V u, V v, V, int choice) {
                            switch (choice) {
                              case 0: return parallelogram(c + u + v, u, v);
                              case 1: return parallelogram(c + T(2) * u, u, v);
                              case 2: return parallelogram(c + u + v + T(0.5) * (v - u), u, v);
                              default: return parallelogram(c + u + v, T(0.5) * (u + v), T(0.25) * (v - u));
                            }
                          },
                          -30, 30)},

      // Touching configurations at full precision, then B moved by one to three
      // ulps in x and y: touching, overlapping by a hair, or apart by a hair.
      {"near_touching", 3,
       [](D& d) {
         V c = d.small_point(1 << 20), u = d.small_point(1 << 20), v = d.small_point(1 << 20);
         const T f = std::ldexp(T(1), -d.index(digits));
         const bool corner = d.bit();
         const int dx = static_cast<int>(d.small_signed(3)), dy = static_cast<int>(d.small_signed(3));
         if (u == V{}) u = V{1, 0};
         if (u.x * v.y - u.y * v.x == 0) v = V{-u.y, u.x};
         c = f * c;
         u = f * u;
         v = f * v;
         P p{parallelogram(c, u, v), corner ? parallelogram(c + T(2) * u, u, v) : parallelogram(c + u + v, u, v)};
         for (V& x : p.B.v) {
           x.x = gen::ulps_away(x.x, dx);
           x.y = gen::ulps_away(x.y, dy);
         }
         return p;
       }},

      // B strictly inside A (half size, same center), or A inside B.
      {"containment", 2, two_parallelograms(
                             [](V c, V u, V v, V, int choice) {
                               const T s = choice < 2 ? T(0.5) : T(2);
                               return parallelogram(c, s * u, s * v);
                             },
                             -20, 20)},

      // Concave arrowheads: a triangle's apex pulled inward, B near the notch.
      {"concave", 2,
       [](D& d) {
         const V c = d.small_point(16);
         T w = d.small_integer(8), h = d.small_integer(8), depth = d.small_integer(8);
         const V b = d.small_point(8);
         const T s = T(1 + std::abs(d.small_signed(2)));
         w = std::fabs(w) + 2;
         h = std::fabs(h) + 2;
         depth = T(1) + std::fmod(std::fabs(depth), h - 1);
         const Quad<T> A{{c + V{-w, 0}, c + V{0, h}, c + V{w, 0}, c + V{0, depth}}};
         const Quad<T> B{{c + b, c + b + V{s, 0}, c + b + V{s, s}, c + b + V{0, s}}};
         return P{A, B};
       }},

      // Repeated vertices and collinear vertices: polygons of zero area.
      {"degenerate", 2,
       [](D& d) {
         P p = from_vector<T>(d.small_integers(16, 6));
         const int shape = d.index(4);
         const bool swap = d.bit();
         if (shape == 0) p.A.v[1] = p.A.v[0];                        // one repeated vertex
         if (shape == 1) p.A.v[3] = p.A.v[2] = p.A.v[1] = p.A.v[0];  // a point
         if (shape == 2) p.A.v[2] = p.A.v[0], p.A.v[3] = p.A.v[1];   // a segment, folded
         if (shape == 3)                                              // collinear vertices
           for (int i = 1; i < 4; ++i) p.A.v[i] = p.A.v[0] + T(i) * (p.A.v[1] - p.A.v[0]);
         if (swap) std::swap(p.A, p.B);
         return p;
       }},

      {"scale_sweep", 2, [](D& d) { return from_vector<T>(d.scale_swept(16, 12)); }},

      // Small configurations scaled to where products of two coordinates (the
      // orientation and projection terms of a floating-point kernel) come
      // within 2^16 of T's overflow or underflow: the two ends of the range,
      // which scale_sweep reaches only rarely, and within one exact 2^9 or
      // 2^-7 scaling (exact_transform_invariant) of leaving it.
      {"product_range", 1,
       [](D& d) {
         std::vector<T> v = d.small_integers(16, 12);
         const bool high = d.bit();
         const int k = d.index(17);
         const int e = high ? half_top - k : half_bottom - 4 + k;
         for (T& x : v) x = std::ldexp(x, e);
         return from_vector<T>(v);
       }},
      {"special_values", 1, [](D& d) { return from_vector<T>(d.special_values(16, 4)); }},
  };
}


}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::polygon_polygon, cc::check::PolygonPolygonSpec)
