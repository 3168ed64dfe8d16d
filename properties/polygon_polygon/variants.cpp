// The bundled variants of polygon_polygon, registered through the public API:
// the seed transcriptions with their declared flaws, and the robust kernel.

#include "../../include/collide_check/polygon_polygon.h"
#include "../../kernels/robust/polygon_polygon.h"
#include "../../kernels/seeds/polygon_polygon.h"
#include "../../oracle/number.h"
#include "../variants/bundled.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace collide_check::bundled {
namespace {

// ---------------------------------------------------------------- flaw classes
//
// Conditions on the input, evaluated exactly (rationals), that name where the
// mechanism of a seed's flaw can act.

using cc::oracle::Rational;

struct RPoint {
  Rational x, y;
};

struct Shapes {
  RPoint a[4], b[4];
  Rational M;  ///< the largest |coordinate|

  explicit Shapes(const polygon_polygon::Input<double>& in) {
    M = 0;
    for (int i = 0; i < 4; ++i) {
      a[i] = {cc::oracle::exact(in.A.v[i].x), cc::oracle::exact(in.A.v[i].y)};
      b[i] = {cc::oracle::exact(in.B.v[i].x), cc::oracle::exact(in.B.v[i].y)};
      for (const Rational* v : {&a[i].x, &a[i].y, &b[i].x, &b[i].y}) M = std::max(M, cc::oracle::abs(*v));
    }
  }
};

RPoint minus(const RPoint& p, const RPoint& q) { return {Rational(p.x - q.x), Rational(p.y - q.y)}; }
Rational cross(const RPoint& p, const RPoint& q) { return p.x * q.y - p.y * q.x; }
Rational dot(const RPoint& p, const RPoint& q) { return p.x * q.x + p.y * q.y; }
int orient(const RPoint& p, const RPoint& q, const RPoint& r) { return cross(minus(q, p), minus(r, p)).sign(); }

/// Squared distance from p to the closed segment [s, t].
Rational distance2(const RPoint& p, const RPoint& s, const RPoint& t) {
  const RPoint d = minus(t, s), w = minus(p, s);
  const Rational len2 = dot(d, d);
  if (len2 == 0) return dot(w, w);
  Rational k = dot(w, d) / len2;
  if (k < 0) k = 0;
  if (k > 1) k = 1;
  const RPoint n{Rational(s.x + k * d.x - p.x), Rational(s.y + k * d.y - p.y)};
  return dot(n, n);
}

/// Do the closed segments [p, q] and [r, s] share a point?
bool meet(const RPoint& p, const RPoint& q, const RPoint& r, const RPoint& s) {
  const int o1 = orient(p, q, r), o2 = orient(p, q, s), o3 = orient(r, s, p), o4 = orient(r, s, q);
  if (o1 * o2 > 0 || o3 * o4 > 0) return false;
  if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0)
    return std::min(p.x, q.x) <= std::max(r.x, s.x) && std::min(r.x, s.x) <= std::max(p.x, q.x) &&
           std::min(p.y, q.y) <= std::max(r.y, s.y) && std::min(r.y, s.y) <= std::max(p.y, q.y);
  return true;
}

template <class Pred>
InputClass on_finite(std::string text, Pred pred) {
  return when<polygon_polygon>(std::move(text), [pred](const polygon_polygon::Input<double>& in) {
    for (const Quad<double>* q : {&in.A, &in.B})
      for (const Vec2<double>& v : q->v)
        if (!std::isfinite(v.x) || !std::isfinite(v.y)) return false;
    return static_cast<bool>(pred(Shapes(in)));
  });
}

/// The boundaries meet, and only in edge pairs that are parallel
/// (cross(e_A, e_B) == 0, a zero-length edge included).
InputClass contact_only_in_parallel_edges() {
  return on_finite("the boundaries meet only in parallel edge pairs (cross(e_A, e_B) == 0, zero-length edges "
                   "included)",
                   [](const Shapes& s) {
                     bool any = false;
                     for (int i = 0; i < 4; ++i)
                       for (int j = 0; j < 4; ++j) {
                         const RPoint &p = s.a[i], &q = s.a[(i + 1) % 4], &r = s.b[j], &t = s.b[(j + 1) % 4];
                         if (!meet(p, q, r, t)) continue;
                         if (cross(minus(q, p), minus(t, r)).sign() != 0) return false;
                         any = true;
                       }
                     return any;
                   });
}

/// A vertex of one polygon within k M of the other's boundary (0 included).
InputClass near_contact(double k, std::string text) {
  const Rational kk = Rational(k);
  return on_finite(std::move(text), [kk](const Shapes& s) {
    const Rational limit = kk * kk * s.M * s.M;
    for (const auto& [P, Q] : {std::pair{&s.a, &s.b}, std::pair{&s.b, &s.a}})
      for (const RPoint& v : *P)
        for (int i = 0; i < 4; ++i)
          if (distance2(v, (*Q)[i], (*Q)[(i + 1) % 4]) <= limit) return true;
    return false;
  });
}

/// A or B is not a convex polygon: after dropping repeated consecutive
/// vertices, fewer than three remain, or all are on one line, or two turns
/// have opposite signs, or the boundary doubles back (a turn of 180 degrees).
InputClass not_convex() {
  return on_finite("A or B is not convex (a reflex vertex, a crossing, a fold back, or all vertices on one line)",
                   [](const Shapes& s) {
                     for (const RPoint(*q)[4] : {&s.a, &s.b}) {
                       std::vector<RPoint> v;
                       for (int i = 0; i < 4; ++i)
                         if (v.empty() || (*q)[i].x != v.back().x || (*q)[i].y != v.back().y) v.push_back((*q)[i]);
                       while (v.size() > 1 && v.front().x == v.back().x && v.front().y == v.back().y) v.pop_back();
                       if (v.size() < 3) return true;
                       int sign = 0;
                       const std::size_t n = v.size();
                       for (std::size_t i = 0; i < n; ++i) {
                         const RPoint &p = v[i], &m = v[(i + 1) % n], &t = v[(i + 2) % n];
                         const int o = orient(p, m, t);
                         if (o == 0) {
                           if (dot(minus(m, p), minus(t, m)).sign() < 0) return true;  // folds back
                           continue;
                         }
                         if (sign != 0 && o != sign) return true;
                         sign = o;
                       }
                       if (sign == 0) return true;  // all on one line
                     }
                     return false;
                   });
}

/// Products of two coordinate differences (seed000's denom and numerators) or
/// of a coordinate difference and a coordinate (seed002's projections) come
/// within 2^margin of T's overflow, or are nonzero and within 2^margin of its
/// smallest normal value.
template <class T>
InputClass products_out_of_range(bool with_coordinates, int margin, std::string text) {
  using L = std::numeric_limits<T>;
  const Rational hi = Rational(std::ldexp(1.0, L::max_exponent - margin));
  const Rational lo = Rational(std::ldexp(1.0, L::min_exponent - 1 + margin));
  return on_finite(std::move(text), [hi, lo, with_coordinates](const Shapes& s) {
    std::vector<const RPoint*> all;
    for (int i = 0; i < 4; ++i) {
      all.push_back(&s.a[i]);
      all.push_back(&s.b[i]);
    }
    Rational dmax = 0, dmin = -1, xmax = 0, xmin = -1;
    auto low = [](Rational& m, const Rational& v) {
      if (v != 0 && (m < 0 || v < m)) m = v;
    };
    for (const RPoint* p : all) {
      for (const Rational* c : {&p->x, &p->y}) {
        xmax = std::max(xmax, cc::oracle::abs(*c));
        low(xmin, cc::oracle::abs(*c));
      }
      for (const RPoint* q : all)
        for (const Rational& d : {cc::oracle::abs(Rational(p->x - q->x)), cc::oracle::abs(Rational(p->y - q->y))}) {
          dmax = std::max(dmax, d);
          low(dmin, d);
        }
    }
    const Rational top = with_coordinates ? Rational(dmax * xmax) : Rational(dmax * dmax);
    if (top >= hi) return true;
    if (dmin < 0) return false;
    const Rational bottom = with_coordinates ? (xmin < 0 ? Rational(-1) : Rational(dmin * xmin)) : Rational(dmin * dmin);
    return bottom >= 0 && bottom < lo;
  });
}

template <class T>
Contract robust_contract() {
  Contract c;
  c.note = "intersecting iff the closed regions (even-odd rule) share a point";
  return c;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  constexpr double u = f32 ? 0x1p-24 : 0x1p-53;
  // The seeds promise nothing of their own: they are held to the robust
  // contract, and what they fail is declared.
  const Contract held = robust_contract<T>();
  const std::string top = f32 ? "2^128" : "2^1024", bottom = f32 ? "2^-126" : "2^-1022";
  const InputClass parallel = contact_only_in_parallel_edges();
  const InputClass near = near_contact(64 * u, "a vertex within 64 u M of the other polygon's boundary");
  const InputClass range = products_out_of_range<T>(
      false, 2, "a product of two coordinate differences beyond " + top + " / 4 or, nonzero, below " + bottom + " * 4");
  const InputClass scaled_range = products_out_of_range<T>(
      false, 20, "a product of two coordinate differences within 2^20 of " + top + ", or nonzero and within 2^20 of " +
                     bottom);
  const InputClass sat_range = products_out_of_range<T>(
      true, 2, "a product of a coordinate difference and a coordinate beyond " + top + " / 4 or, nonzero, below " +
                   bottom + " * 4");
  const InputClass sat_scaled_range = products_out_of_range<T>(
      true, 20, "a product of a coordinate difference and a coordinate within 2^20 of " + top +
                    ", or nonzero and within 2^20 of " + bottom);

  register_variant<polygon_polygon, T>(
      {"seed000_edges",
       "000_0a232b19d70a79de.txt closing remarks (segment tests of §Line-Line intersection test revised) plus a "
       "ray-crossing containment test",
       held,
       {
           {"decision_agrees_with_oracle", range,
            "denom and the numerators of ua, ub are products of coordinate differences: they overflow (NaN passes "
            "every range test: intersecting) or underflow to 0 (denom == 0: no contact)"},
           {"decision_agrees_with_oracle", parallel,
            "denom == 0 for parallel edges, zero-length ones included: a contact made only by collinear or "
            "degenerate edges is missed"},
           {"decision_agrees_with_oracle", near,
            "a vertex on or near the other boundary is decided on rounded ua, ub and on the ray test's rounded "
            "crossing"},
           {"vertex_order_invariant", range,
            "overflow or underflow of the products in some edge pairs and not in their reordered counterparts"},
           {"vertex_order_invariant", near,
            "a vertex touching an edge is decided on rounded ua, ub, which another first vertex or order rounds "
            "differently"},
           {"exact_transform_invariant", scaled_range,
            "scaling by 2^9 or 2^-7 multiplies the products by 2^18 or 2^-14: overflow or underflow where the "
            "unscaled query had none"},
           {"exact_transform_invariant", parallel || near,
            "a vertex on the other polygon's boundary (a collinear contact, which the edge tests miss) is in or out "
            "by the ray test's half-open rule toward +x, which a rotation or a mirror changes"},
           {"special_values_give_invalid_input", InputClass::any(),
            "never answers invalid_input: NaN fails every comparison (none)"},
       }},
      [](const Quad<T>& a, const Quad<T>& b) { return cc::seed000_edges::polygon_polygon(a, b); });

  register_variant<polygon_polygon, T>(
      {"seed002_sat", "002_8da84774eab6982e.txt comments (separating axis theorem)", held,
       {
           {"decision_agrees_with_oracle", sat_range,
            "the projections n.v are products of a difference and a coordinate: they overflow (inf or NaN, which "
            "separate nothing) or underflow (equal projections)"},
           {"decision_agrees_with_oracle", not_convex(),
            "SAT is sound for convex polygons only: a concave, self-intersecting or flat quadrilateral is tested as "
            "the convex hull of its vertices, with the axes of its own edges"},
           {"decision_agrees_with_oracle", near,
            "a projection rounded apart separates polygons that touch or overlap by a hair, or rounded together "
            "joins ones apart by a hair"},
           {"vertex_order_invariant", sat_range,
            "overflow or underflow of the projections: the NaN or equal projections fall differently in another "
            "vertex order"},
           {"exact_transform_invariant", sat_scaled_range,
            "scaling by 2^9 or 2^-7 multiplies the projections by 2^18 or 2^-14: inf, NaN or equal projections, "
            "which separate nothing, where the unscaled query had none"},
           {"special_values_give_invalid_input", InputClass::any(),
            "never answers invalid_input: NaN fails every comparison (intersecting or none)"},
       }},
      [](const Quad<T>& a, const Quad<T>& b) { return cc::seed002_sat::polygon_polygon(a, b); });

  register_variant<polygon_polygon, T>(
      collide_check::VariantSpec{
          "robust",
          "box rejection, exact edge-pair decisions and exact even-odd containment (orientation signs in one shared "
          "frame, Shewchuk 1997, doi:10.1007/PL00009321)",
          robust_contract<T>(),
          {}}
          .declare_stages(cc::robust::PolygonPolygonStages<T>::names),
      [](const Quad<T>& a, const Quad<T>& b) { return cc::robust::polygon_polygon(a, b); });
}

}  // namespace

void register_polygon_polygon() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
