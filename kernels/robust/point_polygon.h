#pragma once
// point_polygon: the robust kernels (namespace cc::robust) and what they
// promise, as data (PointPolygonBounds). The conventions and result types are
// in ../point_polygon.h. Standard library only: a game copies this header with
// ../detail/, ../error_bound.h, ../point_polygon.h and the type headers those
// include.
//
// Two entry points, because the two demands cannot meet in one call:
// deciding simplicity takes a test of every pair of edges (O(n^2), about 2000
// pairs at 64 vertices), while the query itself is one pass over the edges.
//   point_polygon_simple  the exact answer under the precondition that the
//                         polygon is simple (unchecked; on a non-simple closed
//                         chain it still returns the exact even-odd answer
//                         with the exact boundary): one filtered pass at
//                         about the cost of a plain crossing loop, a careful
//                         exact pass where the filter cannot decide;
//   point_polygon         polygon_is_simple first (invalid_input where it
//                         fails), then point_polygon_simple. A caller that
//                         queries one polygon many times checks it once with
//                         polygon_is_simple and calls point_polygon_simple.

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "../detail/fp_environment.h"
#include "../detail/orient2d.h"
#include "../error_bound.h"
#include "../point_polygon.h"
#include "stage.h"

namespace cc {
namespace robust {
inline namespace CC_ROBUST_ABI {

/// What robust::point_polygon and robust::point_polygon_simple promise: a
/// decision only, exact for every finite input; nothing to bound.
template <class T>
struct PointPolygonBounds {};

/// The stages of the robust kernels, by the names their CC_STAGE markers pass
/// (stage.h): filtered_pass (point_polygon_simple's first pass decided every
/// edge by stage A), then in the careful pass comparisons (an answer decided
/// by coordinate comparisons alone: no edge near P needed an orientation),
/// stage_a (an orientation decided by Shewchuk's stage A bound), exact (an
/// orientation stage A left: stage B, then detail::Orientation's exact
/// paths), invalid_input (a NaN or an infinity). point_polygon adds
/// not_simple (polygon_is_simple failed); its simplicity test's orientations
/// count as stage_a and exact too.
template <class T>
struct PointPolygonStages {
  static constexpr const char* names[] = {"filtered_pass", "comparisons", "stage_a", "exact", "invalid_input"};
};
template <class T>
struct CheckedPointPolygonStages {
  static constexpr const char* names[] = {"filtered_pass", "comparisons",   "stage_a",
                                          "exact",         "invalid_input", "not_simple"};
};

namespace point_polygon_detail {

/// Finiteness from the bits: the exponent field plus one reaches the sign
/// bit exactly when it is all ones (NaN or infinity). term(v) for each value,
/// OR-ed together, then finite(): integer operations only, no branch.
template <class T>
struct FiniteBits {
  using U = std::conditional_t<sizeof(T) == 8, std::uint64_t, std::uint32_t>;
  static constexpr int kMantissa = std::numeric_limits<T>::digits - 1;
  static constexpr U kExponent = (~U{0} >> 1) & ~((U{1} << kMantissa) - 1);
  static constexpr U kOne = U{1} << kMantissa;
  static constexpr U kSign = ~(~U{0} >> 1);
  static U term(T v) { return (std::bit_cast<U>(v) & kExponent) + kOne; }
  static bool finite(U acc) { return (acc & kSign) == 0; }
};

/// Whether every coordinate of the polygon and P is finite.
template <class T>
bool all_finite(const SimplePolygon<T>& poly, Vec2<T> p) {
  using Bits = FiniteBits<T>;
  typename Bits::U acc = Bits::term(p.x) | Bits::term(p.y);
  for (const Vec2<T>& v : poly.v) acc |= Bits::term(v.x) | Bits::term(v.y);
  return Bits::finite(acc);
}

/// The exact sign of orient2d(a, b, c) once stage A has refused. Out of line:
/// the crossing loop stays small.
[[gnu::noinline]] inline int orientation_after_stage_a(Vec2<double> a, Vec2<double> b, Vec2<double> c) {
  // A NaN or an infinity (point_polygon_simple gathers finiteness beside
  // its loop and answers invalid_input after it): no sign to compute.
  for (double v : {a.x, a.y, b.x, b.y, c.x, c.y})
    if (!std::isfinite(v)) return 0;
  CC_STAGE("exact");
  double max_abs = 0.0;
  for (double v : {a.x, a.y, b.x, b.y, c.x, c.y}) max_abs = std::max(max_abs, std::fabs(v));
  return detail::Orientation(max_abs).sign_after_stage_a(a, b, c);
}

/// The exact sign of orient2d(a, b, c) = (b - a) x (c - a), for finite points:
/// stage A in T's own arithmetic (a float's bound in float), then the exact
/// stages in double (floats widen exactly).
template <class T>
int orientation(Vec2<T> a, Vec2<T> b, Vec2<T> c) {
  const auto d = detail::orient2d_stage_a(a, b, c);
  if (d.det > d.bound) return CC_STAGE("stage_a"), 1;
  if (-d.det > d.bound) return CC_STAGE("stage_a"), -1;
  return orientation_after_stage_a({a.x, a.y}, {b.x, b.y}, {c.x, c.y});
}

/// Whether the closed segments [a, b] and [c, d] share a point, exactly.
/// The bounding boxes first (exact comparisons; they reject most pairs), then
/// the four orientations: the segments meet iff each one's ends are not
/// strictly on one side of the other's line, and for four collinear ends iff
/// the boxes overlap.
template <class T>
bool segments_meet(Vec2<T> a, Vec2<T> b, Vec2<T> c, Vec2<T> d) {
  if (std::max(a.x, b.x) < std::min(c.x, d.x) || std::max(c.x, d.x) < std::min(a.x, b.x)) return false;
  if (std::max(a.y, b.y) < std::min(c.y, d.y) || std::max(c.y, d.y) < std::min(a.y, b.y)) return false;
  const int o1 = orientation(a, b, c), o2 = orientation(a, b, d);
  if (o1 * o2 > 0) return false;
  const int o3 = orientation(c, d, a), o4 = orientation(c, d, b);
  if (o3 * o4 > 0) return false;
  return true;  // crossing, touching, or collinear with overlapping boxes
}

/// Adjacent edges a -> b -> c (a != b, b != c) meet beyond b iff they fold
/// back: c collinear with a and b, on a's side of b.
template <class T>
bool folds_back(Vec2<T> a, Vec2<T> b, Vec2<T> c) {
  if (orientation(a, b, c) != 0) return false;
  if (a.x != b.x) return (a.x < b.x) == (c.x < b.x);
  return (a.y < b.y) == (c.y < b.y);
}

}  // namespace point_polygon_detail

/// Whether the polygon (finite coordinates) is simple, exactly: at least 3
/// vertices after merging, no adjacent edges folding back, no two non-adjacent
/// edges sharing a point. O(n^2) pairs of edges, most rejected by their
/// bounding boxes.
template <class T>
bool polygon_is_simple(const SimplePolygon<T>& poly) {
  namespace d = point_polygon_detail;
  Vec2<T> v[kPolygonSlots];
  const int n = merged_vertices(poly, v);
  if (n < 3) return false;
  for (int i = 0; i < n; ++i)
    if (d::folds_back(v[i], v[(i + 1) % n], v[(i + 2) % n])) return false;
  for (int i = 0; i < n; ++i)
    for (int j = i + 2; j < n; ++j) {
      if (i == 0 && j == n - 1) continue;  // adjacent across the wrap
      if (d::segments_meet(v[i], v[i + 1], v[j], v[(j + 1) % n])) return false;
    }
  return true;
}

namespace point_polygon_detail {

/// The careful pass: the finiteness of every value first (unless the caller
/// has proven it: `known_finite`), then the half-open
/// crossing loop with every case the filtered pass defers. An edge with both
/// ends strictly on one side of P's horizontal costs a comparison; one that
/// straddles it wholly left or right of P is decided by comparisons too; only
/// a straddling edge whose x-range holds P.x needs an orientation (stage A,
/// exact beyond), whose zero means P on the edge. P on an edge that does not
/// straddle the horizontal is found by comparisons: the edge is then
/// horizontal at P.y, or P is its upper end (and the edge ending at that
/// vertex sees it). Out of line: the filtered pass stays small.
template <class T>
[[gnu::noinline]] PolygonSide point_polygon_careful(const SimplePolygon<T>& poly, Vec2<T> p, bool known_finite) {
  if (!known_finite && !all_finite(poly, p)) return CC_STAGE("invalid_input"), PolygonSide::invalid_input;
  bool inside = false, oriented = false;
  Vec2<T> a = poly.v[kPolygonSlots - 1];
  bool a_up = a.y > p.y;
  for (const Vec2<T>& b : poly.v) {
    const bool b_up = b.y > p.y;
    if (a_up != b_up) {
      if (a.x > p.x && b.x > p.x) {
        inside = !inside;
      } else if (!(a.x < p.x && b.x < p.x)) {
        const int s = orientation(a, b, p);
        oriented = true;
        if (s == 0) return PolygonSide::boundary;
        if ((s > 0) == b_up) inside = !inside;
      }
    } else if (b.y == p.y) {
      // Both ends at or below the horizontal, b on it.
      if (a.y == p.y ? (std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x)) : b.x == p.x)
        return PolygonSide::boundary;
    }
    a = b;
    a_up = b_up;
  }
  if (!oriented) CC_STAGE("comparisons");
  return inside ? PolygonSide::inside : PolygonSide::outside;
}

}  // namespace point_polygon_detail

/// The exact answer for a simple polygon (the precondition is the caller's:
/// on any closed chain of finite vertices the answer is the exact even-odd
/// rule's, with the exact boundary), invalid_input for a NaN or an infinity.
///
/// First a filtered pass, the plain crossing loop with a proof beside it:
/// for each edge straddling P's horizontal, Shewchuk's stage A orientation
/// (1997, doi:10.1007/PL00009321: the rounded determinant and its static
/// relative bound, detail::orient2d_stage_a), counted when (det > 0) == (b
/// above). The pass answers when nothing needed more: every straddling edge
/// decided by stage A, no vertex on P's horizontal (then no edge holds P and
/// no vertex lies on the ray), and the sum of every coordinate finite. That
/// sum is the finiteness check: a NaN or an infinity anywhere leaves it NaN or
/// infinite (an infinity plus anything finite is that infinity, plus the
/// opposite one NaN), and it costs two additions per vertex on a chain the
/// loop's comparisons hide. Anything else (a near edge, a vertex on the
/// horizontal, a special value, or finite values whose sum overflows) goes to
/// the careful pass, point_polygon_detail::point_polygon_careful, which
/// decides it exactly.
template <class T>
PolygonSide point_polygon_simple(const SimplePolygon<T>& poly, Vec2<T> p) {
  constexpr T kMax = std::numeric_limits<T>::max();
  bool inside = false, defer = false;
  T sum = p.x + p.y;
  Vec2<T> a = poly.v[kPolygonSlots - 1];
  for (const Vec2<T>& b : poly.v) {
    defer |= b.y == p.y;
    sum += b.x + b.y;
    if ((a.y > p.y) != (b.y > p.y)) {
      const auto d = detail::orient2d_stage_a(a, b, p);
      defer |= !(std::fabs(d.det) > d.bound);
      inside ^= (d.det > T(0)) == (b.y > p.y);
    }
    a = b;
  }
  const bool finite = std::fabs(sum) <= kMax;
  if (finite && !defer) return CC_STAGE("filtered_pass"), inside ? PolygonSide::inside : PolygonSide::outside;
  return point_polygon_detail::point_polygon_careful(poly, p, finite);
}

/// The exact answer, the polygon's simplicity checked: invalid_input for a
/// NaN or an infinity, or for a polygon that is not simple
/// (../point_polygon.h); otherwise point_polygon_simple's answer.
template <class T>
PolygonSide point_polygon(const SimplePolygon<T>& poly, Vec2<T> p) {
  if (!point_polygon_detail::all_finite(poly, p)) return CC_STAGE("invalid_input"), PolygonSide::invalid_input;
  if (!polygon_is_simple(poly)) return CC_STAGE("not_simple"), PolygonSide::invalid_input;
  return point_polygon_simple(poly, p);
}

}  // namespace CC_ROBUST_ABI
}  // namespace robust
}  // namespace cc
