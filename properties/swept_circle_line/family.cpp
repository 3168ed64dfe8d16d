// swept_circle_line: the shape B of the moving-circle spec
// (moving_circle_and_line.h) is the infinite line through P1 and P2, checked
// against oracle/swept_circle_line.h. P1 == P2 names no line: invalid_input.
// The variants are registered in variants.cpp, beside it.

#include "../../include/collide_check/swept_circle_line.h"
#include "../../oracle/cross_sign.h"
#include "../../oracle/swept_circle_line.h"
#include "../moving_circle_and_line.h"

namespace cc::check {
namespace {

using moving_circle_and_line::Input;

struct LineShape {
  using Exact = oracle::SweptCircleLineExact;
  static constexpr moving_circle_and_line::OracleOf<Exact> oracle{
      oracle::swept_circle_line_exact, oracle::swept_circle_line_kind, oracle::swept_circle_line_stats,
      oracle::swept_circle_line_separation_sign, oracle::swept_circle_line_first_contact};
  // P1 == P2 names no line: invalid.
  static constexpr moving_circle_and_line::ShapeFacts facts{
      "line", "zero_length_line", false, "NaN, an infinite value, a negative radius, or P1 == P2"};
  static std::string feature(const Exact&) { return {}; }

  /// cross(L, p - P1)^2 / |L|^2.
  static Rational squared_distance(const oracle::RationalPoint& p, const oracle::CircleLineQuery& q) {
    const auto a = moving_circle_and_line::exact_point(q.p1), b = moving_circle_and_line::exact_point(q.p2);
    const Rational lx = b.x - a.x, ly = b.y - a.y;
    const Rational k = lx * (p.y - a.y) - ly * (p.x - a.x);
    return k * k / (lx * lx + ly * ly);
  }
  /// C0 and C1 on the line or on opposite sides.
  static bool path_meets(const oracle::CircleLineQuery& q) {
    return oracle::cross_sign_exact(q.p2, q.p1, q.c0, q.p1) * oracle::cross_sign_exact(q.p2, q.p1, q.c1, q.p1) <= 0;
  }
  /// C1 - C0 parallel to the line (or zero).
  static bool distance_constant(const oracle::CircleLineQuery& q) {
    return oracle::cross_sign_exact(q.p2, q.p1, q.c1, q.c0) == 0;
  }
  template <class T>
  static std::vector<gen::DrawnRegime<Input<T>, T>> own_regimes() { return {}; }
  template <class T>
  static std::vector<ExpectedAnswer<Input<T>, SweepKind>> own_constructions() { return {}; }
};

using SweptCircleLineSpec = moving_circle_and_line::Spec<collide_check::swept_circle_line, LineShape>;

}  // namespace
}  // namespace cc::check

COLLIDE_CHECK_FAMILY(collide_check::swept_circle_line, cc::check::SweptCircleLineSpec)
