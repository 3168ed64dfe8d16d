// circle_segment: variants and contracts; the input, regimes and properties are
// shared with circle_line (circle_crossings.h).

#include "circle_segment.h"

#include "../kernels/robust/circle_segment.h"
#include "../kernels/seeds/circle_segment.h"
#include "../oracle/circle_segment.h"
#include "circle_crossings.h"

namespace cc::check {
namespace {

using namespace circle;

template <class T>
CircleCrossings<T> run_seed000(Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return seed000::circle_segment(c, r, p1, p2); }
template <class T>
CircleCrossings<T> run_seed002(Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return seed002::circle_segment(c, r, p1, p2); }
template <class T>
CircleCrossings<T> run_robust(Vec2<T> c, T r, Vec2<T> p1, Vec2<T> p2) { return robust::circle_segment(c, r, p1, p2); }

struct SegmentPolicy {
  static constexpr const char* name = "circle_segment";
  static constexpr bool segment = true;

  static oracle::CircleLineExact exact(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_segment_exact(c, r, p1, p2);
  }
  static CircleCrossing kind(Vec2<double> c, double r, Vec2<double> p1, Vec2<double> p2) {
    return oracle::circle_segment_kind(c, r, p1, p2);
  }
  static oracle::FilterStats& stats() { return oracle::circle_segment_stats(); }

  template <class T>
  static std::vector<CircleVariant<T>> variants() {
    constexpr bool f32 = std::is_same_v<T, float>;
    const Scalar scalar = scalar_of<T>();
    const PointBound bound = robust_bound<T>();
    const std::string robust_contract =
        f32 ? "count exact for every float input (membership of each root in [0, 1] exact); an endpoint on the "
              "circle or r = 0 returned exactly; other points within (2*2^-24 + 29*2^-53) M + 2^-149 per "
              "coordinate (M = largest |input| < 2^126); P1 == P2 is the point P1; NaN/inf/r < 0 -> invalid_input"
            : "count exact for finite inputs whose nonzero magnitudes span at most 2^460 (membership of each root "
              "in [0, 1] exact); an endpoint on the circle or r = 0 returned exactly; other points within "
              "28 u M + 2^-1074 per coordinate (u = 2^-53, M = largest |input| < 2^1022); P1 == P2 is the point "
              "P1; NaN/inf/r < 0 -> invalid_input";
    const std::string seed_contract = "held to the robust contract of its scalar; what it fails is declared";
    const std::string seed002_contract =
        "a decision only (line step: distance < r two, == r one, foot between the ends; else an end closer than "
        "r one; else none; no points), held to the robust count; what it fails is declared";

    const std::vector<KnownFlaw> seed000_flaws = {
        {"decision_agrees_with_oracle",
         "a zero-length segment has a == 0 and delta == 0: u = -0/0 fails 0 <= u <= 1, so a point on the "
         "circle is missed; exact tangents rarely round to delta == 0"},
        {"points_within_contract", "u from -b +- sqrt(delta) and a rounded delta: points beyond the bound"},
        {"endpoint_order_invariant",
         "membership is decided on a rounded u: an end on the circle is kept in one order and dropped in the "
         "other"},
        {"exact_transform_invariant",
         "a, b^2 and 4ac round differently once scaled: the count changes under power-of-two scaling"},
        {"tangency_gives_one_point", "an exactly tangent segment rarely rounds to delta == 0: two points or none"},
        {"vertical_lines_handled", "a tangent vertical segment is decided on the rounded delta: the count is wrong"},
        {"points_on_both_shapes", "the points of a rounded delta lie off the circle by more than the bound"},
        {"special_values_give_invalid_input",
         "a NaN delta falls through every branch: no point instead of invalid_input"},
    };
    const std::vector<KnownFlaw> seed002_flaws = {
        {"decision_agrees_with_oracle",
         "it decides whether disk and segment overlap, not how often the circle crosses the segment: a segment "
         "inside the disk collides; and the line step's distance is signed"},
        {"endpoint_order_invariant", "swapping P1 and P2 flips the normal, and so the side that collides"},
        {"exact_transform_invariant", "mirrors flip the normal, and so the side that collides"},
        {"tangency_gives_one_point", "the rounded distance rarely equals r exactly, and one side is never tangent"},
        {"vertical_lines_handled", "one side of a vertical segment collides at any distance"},
        {"special_values_give_invalid_input",
         "NaN compares false (none), infinities give NaN or a collision, a negative radius is compared as is"},
    };

    std::vector<CircleVariant<T>> out;
    out.push_back({VariantInfo{name, "seed000", scalar,
                               "000_0a232b19d70a79de.txt §Circle-line intersection test (u in [0, 1] for the segment)",
                               seed_contract, seed000_flaws},
                   run_seed000<T>, bound, true, domain_of<T>()});
    out.push_back({VariantInfo{name, "seed002", scalar,
                               "002_8da84774eab6982e.txt §Shortest distance between a line and a circle, with the "
                               "segment extension of its comments",
                               seed002_contract, seed002_flaws},
                   run_seed002<T>, bound, false, domain_of<T>()});
    out.push_back({VariantInfo{name, "robust", scalar,
                               "exact signs of disc, beta, c, beta2, c2 by expansions (Shewchuk 1997, "
                               "doi:10.1007/PL00009321); stable roots q/a, c/q",
                               robust_contract, {}},
                   run_robust<T>, bound, true, domain_of<T>()});
    return out;
  }
};

}  // namespace

std::unique_ptr<Family> make_circle_segment_family() {
  return std::make_unique<FamilyOf<CircleTraits<SegmentPolicy>>>();
}

}  // namespace cc::check
