// The bundled variants of point_polygon, registered through the public API:
// PNPOLY with its declared flaws, and the two robust kernels (simplicity
// checked, and simplicity a precondition).

#include <limits>

#include "../../include/collide_check/point_polygon.h"
#include "../../kernels/robust/point_polygon.h"
#include "../../kernels/seeds/point_polygon.h"
#include "../../oracle/number.h"
#include "../../oracle/point_polygon.h"
#include "../variants/bundled.h"

namespace collide_check::bundled {
namespace {

using cc::oracle::Rational;
using In = point_polygon::Input<double>;

/// The exact terms of PNPOLY's x-intercept for the edge from vj to vi at P.y:
/// dx = vj.x - vi.x, dy = P.y - vi.y, den = vj.y - vi.y, t = dx dy / den,
/// X = t + vi.x.
struct Intercept {
  Rational dx, dy, den, product, t, x;
};
Intercept intercept(cc::Vec2<double> vi, cc::Vec2<double> vj, cc::Vec2<double> p) {
  using cc::oracle::exact;
  Intercept c;
  c.dx = exact(vj.x) - exact(vi.x);
  c.dy = exact(p.y) - exact(vi.y);
  c.den = exact(vj.y) - exact(vi.y);
  c.product = c.dx * c.dy;
  c.t = c.product / c.den;
  c.x = c.t + exact(vi.x);
  return c;
}

/// Calls f(intercept) for every edge PNPOLY tests (one end strictly above
/// P's horizontal, the other not); true when f is true for one.
template <class F>
bool any_straddling_edge(const In& in, F f) {
  for (int i = 0, j = cc::kPolygonSlots - 1; i < cc::kPolygonSlots; j = i++) {
    const cc::Vec2<double> vi = in.polygon.v[i], vj = in.polygon.v[j];
    if ((vi.y > in.P.y) != (vj.y > in.P.y) && f(intercept(vi, vj, in.P), vi)) return true;
  }
  return false;
}

/// P within rounding reach of an edge's x-intercept: each of PNPOLY's five
/// operations rounds once (relative u), so fl(X) is within about
/// 5u |t| + u |X| of X; the comparison P.x < fl(X) can differ from P.x < X
/// only where |P.x - X| is within that. Bounded at 8u (|t| + |X|).
template <class T>
bool near_intercept(const In& in) {
  using cc::oracle::abs;
  using cc::oracle::exact;
  const Rational u = exact(std::ldexp(1.0, -std::numeric_limits<T>::digits));
  return any_straddling_edge(in, [&](const Intercept& c, cc::Vec2<double>) {
    return abs(Rational(exact(in.P.x) - c.x)) <= 8 * u * (abs(c.t) + abs(c.x));
  });
}

/// An intermediate of an intercept beyond T's largest finite value (within
/// 2^slack of it: an infinity or a NaN), or nonzero below its least normal
/// times 2^slack (absolute rounding, magnified by the division).
template <class T>
bool intercept_out_of_range(const In& in, int slack) {
  using cc::oracle::abs;
  const Rational top = cc::oracle::exact(std::ldexp(static_cast<double>(std::numeric_limits<T>::max()), -slack));
  const Rational low = cc::oracle::exact(std::ldexp(static_cast<double>(std::numeric_limits<T>::min()), slack));
  return any_straddling_edge(in, [&](const Intercept& c, cc::Vec2<double>) {
    for (const Rational* v : {&c.dx, &c.dy, &c.den, &c.product, &c.t, &c.x})
      if (abs(*v) > top || (*v != 0 && abs(*v) < low)) return true;
    return false;
  });
}

bool on_boundary(const In& in) {
  return cc::oracle::point_polygon_rule_exact(in.polygon, in.P) == cc::PolygonSide::boundary;
}

template <class T>
void register_at() {
  constexpr bool f32 = std::is_same_v<T, float>;
  const std::string u_text = f32 ? "2^-24" : "2^-53";
  Contract exact_contract;
  exact_contract.note =
      "the exact side, no tolerance: boundary for P on a "
      "closed edge, else the even-odd rule (equal to nonzero "
      "winding for a simple polygon); either orientation; "
      "consecutive repeated vertices merged";

  const InputClass boundary = when<point_polygon>("P exactly on the boundary (a vertex or an edge)",
                                                  [](const In& in) { return on_boundary(in); });
  const InputClass rounding = when<point_polygon>(
      "P within rounding reach of the x-intercept X of an edge straddling its "
      "horizontal: |P.x - X| <= 8u (|t| + |X|), "
      "t = (vj.x - vi.x)(P.y - vi.y) / (vj.y - vi.y), u = " +
          u_text,
      near_intercept<T>);
  const InputClass range = when<point_polygon>(
      "an intercept's difference, product, quotient or sum beyond 2^-4 of the "
      "largest finite value, or nonzero "
      "below 2^4 times the least normal one",
      [](const In& in) { return intercept_out_of_range<T>(in, 4); });

  register_variant<point_polygon, T>(
      VariantSpec{"pnpoly",
                  "W. Randolph Franklin, PNPOLY - Point Inclusion in Polygon Test "
                  "(https://wrfranklin.org/Research/Short_Notes/pnpoly.html); E. "
                  "Haines, Point in Polygon Strategies, "
                  "Graphics Gems IV (1994), the crossings test: the x-intercept "
                  "divided out in floating point",
                  exact_contract,
                  {}}
          .declare_flaw({"decision_agrees_with_oracle"}, boundary,
                        "the test partitions the plane in two: a point on the "
                        "boundary is reported inside or outside")
          .declare_flaw({"decision_agrees_with_oracle"}, rounding && !boundary,
                        "the intercept's differences, product, quotient and "
                        "sum round: within their reach of an edge "
                        "the comparison with P.x is noise")
          .declare_flaw({"decision_agrees_with_oracle"}, range && !boundary,
                        "an intercept's product overflows (an infinity or NaN "
                        "compares either way) or its terms "
                        "leave the normal range (absolute rounding, magnified "
                        "by the division)")
          .declare_flaw({"vertex_order_invariant"}, (boundary || rounding || range).or_its_image(),
                        "listed the other way round, each edge's intercept is "
                        "taken from its other end: it rounds "
                        "differently, and on the boundary or within rounding "
                        "of it the answer can change")
          .declare_flaw({"exact_transform_invariant"}, (boundary || rounding || range).or_its_image(),
                        "a rotation, mirror or transposition changes which "
                        "edges straddle P's horizontal and on which "
                        "side of P they count: on the boundary either answer, "
                        "within rounding of an edge noise; a "
                        "power-of-two scaling can carry an intercept out of "
                        "the normal range")
          .declare_flaw({"special_values_give_invalid_input"}, InputClass::any(),
                        "no check of the values or of the polygon: NaN "
                        "compares false, infinities propagate, and a "
                        "self-intersecting polygon gets an answer"),
      [](const SimplePolygon<T>& poly, Vec2<T> p) { return cc::textbook::point_polygon<T>(poly, p); });

  register_variant<point_polygon, T>(
      VariantSpec{"robust",
                  "the polygon's simplicity by exact segment tests (O(n^2)), "
                  "then a half-open crossing loop whose "
                  "orientations are exact (Shewchuk 1997, "
                  "doi:10.1007/PL00009321: stage A, then the exact stages)",
                  exact_contract,
                  {}}
          .declare_stages(cc::robust::CheckedPointPolygonStages<T>::names),
      [](const SimplePolygon<T>& poly, Vec2<T> p) { return cc::robust::point_polygon(poly, p); });

  Contract simple_contract = exact_contract;
  simple_contract.note += "; the polygon's simplicity is the caller's precondition, not checked";
  simple_contract.domain.preconditions.push_back(precondition<point_polygon>(
      "a simple polygon (not checked)", [](const In& in) { return cc::oracle::polygon_is_simple_exact(in.polygon); }));
  simple_contract.regime_not_applicable("self_intersecting",
                                        "its polygons break the precondition (robust checks "
                                        "them; robust_simple does not)");
  register_variant<point_polygon, T>(
      VariantSpec{"robust_simple",
                  "a half-open crossing loop whose orientations are exact "
                  "(Shewchuk 1997, doi:10.1007/PL00009321: "
                  "stage A, then the exact stages); the polygon assumed simple",
                  simple_contract,
                  {}}
          .declare_stages(cc::robust::PointPolygonStages<T>::names),
      [](const SimplePolygon<T>& poly, Vec2<T> p) { return cc::robust::point_polygon_simple(poly, p); });
}

}  // namespace

void register_point_polygon() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
