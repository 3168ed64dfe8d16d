#pragma once
// swept_circle_segment: when does a moving circle first touch a static segment?
//
// The circle (A) has radius r; its center moves linearly from C0 (t = 0) to C1
// (t = 1). The segment (B) is closed, from P1 to P2. Results follow
// kernels/sweep.h. Equivalently the center sweeps against the capsule of
// radius r around the segment: the first contact is with the segment's
// interior (the line contact of kernels/swept_circle_line.h, kept when its
// foot lies between the endpoints) or with an endpoint (a moving circle
// against a point: |C0 + t (C1 - C0) - E|^2 = r^2, the earlier root).
//
// Variants, side by side:
//   seed002_capsule  the capsule reading of 002_8da84774eab6982e.txt's comments
//                    (§Predicting collisions between a circle and a line,
//                    commenters Mark and Seb), one-sided like seed002;
//   robust           two-sided, exact decisions, t a certified lower bound.
//
// Conventions of the robust variant (those of swept_circle_line, plus):
//   - a zero-length segment (P1 == P2) is a point: only endpoint contacts;
//   - an endpoint contact reports point = the endpoint exactly and normal =
//     (C(t) - E) / r, from the endpoint toward the center; for r == 0 the
//     normal is -(C1 - C0) / |C1 - C0| (against the motion);
//   - start overlap (distance of C0 to the segment <= r): t = 0, point = the
//     nearest point of the segment to C0, normal from it toward C0; when C0 is
//     that point, N of swept_circle_line (or (0, 1) for a zero-length segment);
//   - ties: the interior before P1 before P2 (a tie of interior and endpoint
//     is a contact at the endpoint with the same point and normal);
//   - NaN, infinities and r < 0 give invalid_input.

#include "swept_circle_line.h"

namespace cc {

namespace seed002_capsule {

/// 002's comments, Mark: "First, do the circle-line collision normally. Then
/// find, if the circle collides with the line, the point on the line closest to
/// the center of the circle. If this point isn't between the 2 corners of the
/// line segment, ignore the collision. Second, do a circle-circle collision with
/// the two corners of the segment, and assume the corners are circles with radii
/// of 0"; Seb: "yes, that's exactly it, check the endpoints as circles". The
/// circle-line test is seed002's; the closest point is its contact point,
/// "between the corners" is its parameter along P1 -> P2 in [0, 1]; the
/// circle-circle test with a radius-0 corner is the textbook quadratic
/// a t^2 + b t + c = 0, earliest root (-b - sqrt(b^2 - 4ac)) / 2a in [0, 1];
/// the earliest of the hits wins, its normal (center - corner) / |center - corner|.
template <class T>
SweepResult<T> swept_circle_segment(Vec2<T> C0, Vec2<T> C1, T r, Vec2<T> P1, Vec2<T> P2) {
  SweepResult<T> best = seed002::swept_circle_line(C0, C1, r, P1, P2);
  if (best.kind == SweepKind::hit) {
    const Vec2<T> v = P2 - P1, w = best.point - P1;
    const T s = (w.x * v.x + w.y * v.y) / (v.x * v.x + v.y * v.y);
    if (!(s >= 0 && s <= 1)) best = {};
  }
  for (const Vec2<T> E : {P1, P2}) {
    const Vec2<T> D = C1 - C0, u = C0 - E;
    const T a = D.x * D.x + D.y * D.y;
    const T b = 2 * (D.x * u.x + D.y * u.y);
    const T c = (u.x * u.x + u.y * u.y) - r * r;
    const T disc = b * b - 4 * a * c;
    if (disc < 0) continue;
    const T t = (-b - std::sqrt(disc)) / (2 * a);
    if (!(t >= 0 && t <= 1)) continue;
    if (best.kind == SweepKind::hit && !(t < best.t)) continue;
    const Vec2<T> center = C0 + t * D, n = center - E;
    const T len = std::sqrt(n.x * n.x + n.y * n.y);
    best = {SweepKind::hit, t, E, {n.x / len, n.y / len}};
  }
  return best;
}

}  // namespace seed002_capsule

namespace robust {

namespace detail_scs {

using detail::BigExpansion;

/// Decisions are exact when the nonzero input magnitudes span at most 2^188.
/// Derivation as in detail_scl::kSpanExponent, for predicates of degree 8 (the
/// foot test and the order of the two endpoints square a degree-4 quantity):
/// the query is scaled so that its largest magnitude lies in [2^119, 2^120);
/// differences stay below 2^121, degree-8 terms below 2^980 (no overflow); a
/// nonzero input of at least 2^(119 - 188) is a multiple of g = 2^-121, so
/// every nonzero degree-8 product is a multiple of g^8 = 2^-968.
inline constexpr int kSpanExponent = 188;
inline constexpr int kFrameTop = 120;

template <std::size_t N>
bool in_exact_domain(const double (&values)[N]) {
  double hi = 0.0, lo = INFINITY;
  for (double v : values) {
    if (!std::isfinite(v)) return false;
    const double m = std::fabs(v);
    if (m == 0.0) continue;
    hi = std::max(hi, m);
    lo = std::min(lo, m);
  }
  return hi == 0.0 || hi <= std::ldexp(lo, kSpanExponent);
}

inline BigExpansion diff(double a, double b) { return BigExpansion(detail::difference(a, b)); }
inline BigExpansion num(double a) { return BigExpansion::of(a); }

/// The shrink of detail_scl::first_contact_time: a quotient within 7.6 u of t*
/// becomes a lower bound within 19 u t* + 3 eta.
inline double lower_time(double q) {
  double t = q * detail_scl::kShrink;
  if (t < 0x1p-1021) t = std::max(0.0, t - 0x1p-1073);
  return std::min(t, 1.0);
}

struct Endpoint {
  Vec2<double> e;  ///< scaled
  BigExpansion c, p, h, q;  ///< |u|^2 - r^2, -D.u, cross(D, u), r^2 |D|^2 - h^2 with u = C0 - E
  bool hit = false;
};

}  // namespace detail_scs

/// Exact decisions (start overlap, hit or miss, interior or which endpoint
/// first) on exact expansion signs for finite inputs whose nonzero magnitudes
/// span at most 2^188 (detail_scs::in_exact_domain). Values, u = 2^-53,
/// eta = 2^-1074, M the largest input magnitude, M <= 2^1021:
///   t:      t* - 19 u t* - 3 eta <= t <= t* (interior: detail_scl's
///           derivation; endpoint: t = c / (p + sqrt(q)) has no cancellation,
///           4.5 u before the same shrink);
///   normal: each component within 11 u of the exact one (interior 6 u;
///           endpoint: (h D_perp - sqrt(q) D) / |.|, two terms of 3.5 u each
///           summed, 4.5 u sqrt(2) relative to the length, and the division
///           by the rounded length 4 u);
///   point:  interior 52 u M + eta per coordinate (as swept_circle_line);
///           endpoint contacts return the endpoint exactly.
inline SweepResult<double> swept_circle_segment(Vec2<double> C0, Vec2<double> C1, double r, Vec2<double> P1,
                                                Vec2<double> P2) {
  using namespace detail_scs;
  const double v[9] = {C0.x, C0.y, C1.x, C1.y, r, P1.x, P1.y, P2.x, P2.y};
  double max_abs = 0.0;
  for (double c : v) {
    if (!std::isfinite(c)) return {SweepKind::invalid_input, {}, {}, {}};
    max_abs = std::max(max_abs, std::fabs(c));
  }
  if (r < 0) return {SweepKind::invalid_input, {}, {}, {}};
  if (max_abs == 0.0) return {SweepKind::hit, 0.0, P1, {0.0, 1.0}};

  int ex;
  std::frexp(max_abs, &ex);
  const int s = kFrameTop - ex;
  auto sc = [s](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, s), std::ldexp(p.y, s)}; };
  auto back = [s](Vec2<double> p) { return Vec2<double>{std::ldexp(p.x, -s), std::ldexp(p.y, -s)}; };
  const Vec2<double> c0 = sc(C0), c1 = sc(C1), p1 = sc(P1), p2 = sc(P2);
  const double rs = std::ldexp(r, s);

  const BigExpansion lx = diff(p2.x, p1.x), ly = diff(p2.y, p1.y);
  const BigExpansion dx = diff(c1.x, c0.x), dy = diff(c1.y, c0.y);
  const BigExpansion l2 = lx * lx + ly * ly, a = dx * dx + dy * dy;
  const BigExpansion r2 = num(rs) * num(rs);
  const BigExpansion s0 = diff(c0.x, p1.x) * lx + diff(c0.y, p1.y) * ly;
  const BigExpansion s1 = diff(c1.x, p1.x) * lx + diff(c1.y, p1.y) * ly;
  const bool segment = l2.sign() > 0;

  Endpoint ends[2] = {{p1, {}, {}, {}, {}, false}, {p2, {}, {}, {}, {}, false}};
  for (Endpoint& E : ends) {
    const BigExpansion ux = diff(c0.x, E.e.x), uy = diff(c0.y, E.e.y);
    E.c = ux * ux + uy * uy - r2;
    E.p = -(dx * ux + dy * uy);
    E.h = dx * uy - dy * ux;
    E.q = r2 * a - E.h * E.h;
  }

  // Start overlap: the distance of C0 to the closed segment, by the region of
  // its projection.
  BigExpansion k0, k1, d0;
  if (segment) {
    k0 = BigExpansion(detail::orient2d_expansion(p1, p2, c0));
    k1 = BigExpansion(detail::orient2d_expansion(p1, p2, c1));
    d0 = k0 * k0 - r2 * l2;
  }
  const int region = !segment || s0.sign() <= 0 ? 0 : ((s0 - l2).sign() >= 0 ? 1 : 2);  // P1, P2, interior
  const double dxr = p2.x - p1.x, dyr = p2.y - p1.y;
  const double len = std::sqrt(dxr * dxr + dyr * dyr);
  const int sigma = segment && k0.sign() < 0 ? -1 : 1;
  const Vec2<double> n_line = segment ? Vec2<double>{sigma * (-dyr / len), sigma * (dxr / len)} : Vec2<double>{0.0, 1.0};
  if (region < 2 ? ends[region].c.sign() <= 0 : d0.sign() <= 0) {
    if (region == 2) {
      const double f = k0.approximate() / l2.approximate();
      return {SweepKind::hit, 0.0, back({c0.x - f * -dyr, c0.y - f * dxr}), n_line};
    }
    const Vec2<double> e = region == 0 ? P1 : P2, w = c0 - ends[region].e;
    if (w.x == 0 && w.y == 0) return {SweepKind::hit, 0.0, e, n_line};
    const double wl = std::sqrt(w.x * w.x + w.y * w.y);
    return {SweepKind::hit, 0.0, e, {w.x / wl, w.y / wl}};
  }

  // The interior: the line contact, kept when its foot s(t_L) lies in [0, l2].
  // Only a circle clear of the line at t = 0 can enter through the interior.
  if (segment && d0.sign() > 0 && (sigma * k1.sign() <= 0 || (k1 * k1 - r2 * l2).sign() <= 0)) {
    const BigExpansion den = sigma > 0 ? k0 - k1 : k1 - k0;
    const BigExpansion abs_k0 = sigma > 0 ? k0 : -k0;
    const BigExpansion ds = s1 - s0, rds = num(rs) * ds;
    // t_L = (|k0| - r|L|) / Den; s(t_L) >= 0 and l2 - s(t_L) >= 0, times Den > 0.
    const bool after_p1 = detail::sign_with_root(s0 * den + abs_k0 * ds, -rds, l2) >= 0;
    const bool before_p2 = detail::sign_with_root((l2 - s0) * den - abs_k0 * ds, rds, l2) >= 0;
    if (after_p1 && before_p2) {
      const double q = d0.approximate() /
                       ((std::fabs(k0.approximate()) + rs * std::sqrt(l2.approximate())) * den.approximate());
      SweepResult<double> out{SweepKind::hit, lower_time(q), {}, n_line};
      const Vec2<double> center = c0 + out.t * (c1 - c0);
      out.point = back(center - rs * n_line);
      return out;
    }
  }

  // The endpoints: the earlier root t_E = (p - sqrt(q)) / a lies in [0, 1] iff
  // q >= 0 (real roots), p > 0 (both roots positive, as c > 0 here) and
  // p - a <= sqrt(q).
  for (Endpoint& E : ends) {
    const BigExpansion pa = E.p - a;
    E.hit = E.q.sign() >= 0 && E.p.sign() > 0 && (pa.sign() <= 0 || (pa * pa - E.q).sign() <= 0);
  }
  int first = -1;
  if (ends[0].hit && ends[1].hit) {
    // a (t1 - t2) = x + sqrt(q2) - sqrt(q1), x = p1 - p2.
    const BigExpansion x = ends[0].p - ends[1].p;
    int w;
    if (detail::sign_with_root(x, num(1.0), ends[1].q) < 0) {
      w = -1;
    } else {
      w = detail::sign_with_root(x * x + ends[1].q - ends[0].q, num(2.0) * x, ends[1].q);
    }
    first = w <= 0 ? 0 : 1;
  } else if (ends[0].hit || ends[1].hit) {
    first = ends[0].hit ? 0 : 1;
  }
  if (first < 0) return {};
  const Endpoint& E = ends[first];
  const double sq = std::sqrt(E.q.approximate());
  SweepResult<double> out{SweepKind::hit, lower_time(E.c.approximate() / (E.p.approximate() + sq)),
                          first == 0 ? P1 : P2, {}};
  const double Dx = c1.x - c0.x, Dy = c1.y - c0.y;
  if (rs == 0) {
    const double dl = std::sqrt(Dx * Dx + Dy * Dy);
    out.normal = {-Dx / dl, -Dy / dl};
  } else {
    // a (C(t*) - E) = h (-Dy, Dx) - sqrt(q) D: orthogonal terms, no cancellation in the length.
    const double h = E.h.approximate();
    const Vec2<double> nv{-h * Dy - sq * Dx, h * Dx - sq * Dy};
    const double nl = std::sqrt(nv.x * nv.x + nv.y * nv.y);
    out.normal = {nv.x / nl, nv.y / nl};
  }
  return out;
}

/// The float variant: the double algorithm on the exactly widened inputs, t
/// rounded toward zero (t* - 3 u t* - 2 eta <= t <= t*, u = 2^-24, eta =
/// 2^-149), normal within 2^-24 + 12 * 2^-53, interior point within
/// (2^-23 + 52 * 2^-53) M + 2^-149; decisions exact for spans up to 2^188.
inline SweepResult<float> swept_circle_segment(Vec2<float> C0, Vec2<float> C1, float r, Vec2<float> P1,
                                               Vec2<float> P2) {
  auto widen = [](Vec2<float> p) { return Vec2<double>{p.x, p.y}; };
  auto narrow = [](Vec2<double> p) { return Vec2<float>{static_cast<float>(p.x), static_cast<float>(p.y)}; };
  const auto d = swept_circle_segment(widen(C0), widen(C1), static_cast<double>(r), widen(P1), widen(P2));
  float t = static_cast<float>(d.t);
  if (static_cast<double>(t) > d.t) t = std::nextafter(t, 0.0f);
  return {d.kind, t, narrow(d.point), narrow(d.normal)};
}

}  // namespace robust
}  // namespace cc
