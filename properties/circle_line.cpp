// circle_line: variants and contracts; the input, regimes and properties are
// shared with circle_segment (circle_crossings.h).

#include "circle_line.h"

#include "circle_crossings.h"

namespace cc::check {
namespace {

using namespace circle;

template <class T>
CircleCrossings<T> run_seed000(Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return seed000::circle_line(c, r, p1, p2); }
template <class T>
CircleCrossings<T> run_seed002(Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return seed002::circle_line(c, r, p1, p2); }
template <class T>
CircleCrossings<T> run_robust(Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return robust::circle_line(c, r, p1, p2); }

struct LinePolicy {
  static constexpr const char* name = "circle_line";
  static constexpr bool segment = false;

  static oracle::CircleLineExact exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_line_exact(c, r, p1, p2);
  }
  static CircleCrossing kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_line_kind(c, r, p1, p2);
  }
  static oracle::FilterStats& stats() { return oracle::circle_line_stats(); }

  template <class T>
  static std::vector<CircleVariant<T>> variants() {
    constexpr bool f32 = std::is_same_v<T, float>;
    const Scalar scalar = scalar_of<T>();
    const PointBound bound = robust_bound<T>();
    const std::string robust_contract =
        f32 ? "count exact for every float input; a root at an input point (P1, P2 on the circle, r = 0) "
              "returned exactly; other points within (2*2^-24 + 29*2^-53) M + 2^-149 per coordinate "
              "(M = largest |input| < 2^126); P1 == P2 is the point P1; NaN/inf/r < 0 -> invalid_input"
            : "count exact for finite inputs whose nonzero magnitudes span at most 2^460; a root at an input "
              "point returned exactly; other points within 28 u M + 2^-1074 per coordinate (u = 2^-53, "
              "M = largest |input| < 2^1022); P1 == P2 is the point P1; NaN/inf/r < 0 -> invalid_input";
    const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";
    const std::string seed002_contract =
        "a decision only (distance < r two, == r one, else none; no points), held to the robust count; what it "
        "fails is declared";

    const std::vector<KnownFlaw> seed000_flaws = {
        {"decision_agrees_with_oracle",
         "a zero-length line has a == 0 and delta == 0: one point (u = -0/0, NaN) whether or not P1 is on the "
         "circle; and delta == 0 rarely survives rounding, so exact tangents give two or no points"},
        {"points_within_contract", "a zero-length line on the circle gives u = -0/0: a NaN point"},
        {"endpoint_order_invariant", "a zero-length line gives a NaN point, so neither order's point matches"},
        {"exact_transform_invariant", "a zero-length line gives a NaN point, which no transform maps onto itself"},
        {"tangency_gives_one_point",
         "an exactly tangent line rarely rounds to delta == 0: two points (or none) instead of one"},
        {"vertical_lines_handled",
         "a tangent vertical line is decided on the rounded delta: two points instead of one"},
        {"points_on_both_shapes", "a zero-length line gives a NaN point, on neither shape"},
        {"special_values_give_invalid_input",
         "a NaN delta falls through every branch: no point instead of invalid_input"},
    };
    const std::vector<KnownFlaw> seed002_flaws = {
        {"decision_agrees_with_oracle",
         "the dot product with the normal is signed: a circle on the far side of the normal is colliding at any "
         "distance; the tangent case needs the rounded distance to equal r; P1 == P2 gives 0/0"},
        {"endpoint_order_invariant", "swapping P1 and P2 flips the normal, and so the side that collides"},
        {"exact_transform_invariant", "mirrors flip the normal, and so the side that collides"},
        {"tangency_gives_one_point", "the rounded distance rarely equals r exactly, and one side is never tangent"},
        {"vertical_lines_handled", "one side of a vertical line collides at any distance"},
        {"special_values_give_invalid_input",
         "NaN compares false (none), infinities give NaN or a collision, a negative radius is compared as is"},
    };

    std::vector<CircleVariant<T>> out;
    out.push_back({VariantInfo{name, "seed000", scalar, "000_0a232b19d70a79de.txt §Circle-line intersection test",
                               seed_contract, seed000_flaws},
                   run_seed000<T>, bound, true, domain_of<T>()});
    out.push_back({VariantInfo{name, "seed002", scalar,
                               "002_8da84774eab6982e.txt §Shortest distance between a line and a circle (§Normals, "
                               "§Dot product)",
                               seed002_contract, seed002_flaws},
                   run_seed002<T>, bound, false, domain_of<T>()});
    out.push_back({VariantInfo{name, "robust", scalar,
                               "exact discriminant r^2|d|^2 - cross(d, P1 - C)^2 by expansions (Shewchuk 1997, "
                               "doi:10.1007/PL00009321); stable roots q/a, c/q",
                               robust_contract, {}},
                   run_robust<T>, bound, true, domain_of<T>()});
    return out;
  }
};

}  // namespace

std::unique_ptr<Family> make_circle_line_family() {
  return std::make_unique<FamilyOf<CircleTraits<LinePolicy>>>();
}

}  // namespace cc::check
