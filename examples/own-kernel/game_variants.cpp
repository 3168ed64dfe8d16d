// The game's collision code (game/collision.h) registered with collide-check:
// each kernel with the contract it honestly keeps, and what it is known to get
// wrong declared on the inputs it gets wrong. check_collision.cpp checks them,
// fuzz_collision.cpp fuzzes them.

#include "game_variants.h"

#include <collide_check/circle_circle.h>
#include <collide_check/segment_segment.h>

#include <cmath>
#include <optional>

#include "game/collision.h"

namespace {

using namespace collide_check;

game::V2 to_game(Vec2<float> p) { return {p.x, p.y}; }
game::Disk to_game(const Circle<float>& c) { return {to_game(c.c), c.r}; }

/// The segment test's own denominator, computed as it computes it.
float denominator(const segment_segment::Input<double>& in) {
  const float rx = static_cast<float>(in.A.b.x) - static_cast<float>(in.A.a.x);
  const float ry = static_cast<float>(in.A.b.y) - static_cast<float>(in.A.a.y);
  const float sx = static_cast<float>(in.B.b.x) - static_cast<float>(in.B.a.x);
  const float sy = static_cast<float>(in.B.b.y) - static_cast<float>(in.B.a.y);
  return rx * sy - ry * sx;
}

void register_segments() {
  VariantSpec spec;
  spec.name = "game_segments_hit";
  spec.source = "examples/own-kernel/game/collision.h segments_hit";
  // t and u may exceed [0, 1] by the epsilon 1e-6: a contact up to 1e-6 |r| <= 2e-6 M
  // beyond an end counts, and float rounding adds its own. The band is that, in units of
  // M, the largest |coordinate|.
  spec.contract.band = Band::relative_to_inputs(0x1p-18);
  spec.contract.bound("point", bound::relative_to_inputs(0x1p-16));
  // The game's world: coordinates within 1e4, at a resolution of 1e-3. What
  // that leaves out is declared, so that a run says what it did not test.
  spec.contract.domain.max_magnitude = 1e4;
  spec.contract.domain.min_nonzero_magnitude = 1e-3;
  spec.contract.regime_not_applicable("mixed_magnitude", "tiny or huge values beside O(1) ones: outside the world");
  spec.contract.regime_not_applicable("extreme_scale", "a case scaled whole to an end of the range: outside the world");
  // A bool test has no answer for NaN.
  spec.contract.special_values = SpecialValues::unchecked;
  spec.flaws.push_back(
      {"decision_agrees_with_oracle",
       when<segment_segment>("a denominator below the epsilon: parallel, nearly parallel or short segments",
                             [](const auto& in) { return std::fabs(denominator(in)) < game::kSegmentEpsilon; }),
       "|cross(r, s)| < 1e-6 is read as parallel: collinear overlaps and short crossing segments are missed"});
  register_variant<segment_segment, float>(
      spec, hit_and_point([](const Segment<float>& a, const Segment<float>& b) -> std::optional<game::V2> {
        game::V2 at;
        if (game::segments_hit(to_game(a.a), to_game(a.b), to_game(b.a), to_game(b.b), &at)) return at;
        return std::nullopt;
      }));
}

void register_disks() {
  VariantSpec spec;
  spec.name = "game_disks_overlap";
  spec.source = "examples/own-kernel/game/collision.h disks_overlap";
  // Touching counts (<=); the squares round, so near tangency either answer is
  // right within a few float roundings of the largest coordinate.
  spec.contract.band = Band::relative_to_inputs(0x1p-20);
  spec.contract.domain.max_magnitude = 1e4;
  spec.contract.domain.min_nonzero_magnitude = 1e-3;
  spec.contract.regime_not_applicable("mixed_magnitude", "tiny or huge values beside O(1) ones: outside the world");
  spec.contract.regime_not_applicable("extreme_scale", "a case scaled whole to an end of the range: outside the world");
  spec.contract.regime_not_applicable("split_tangent",
                                      "values split across more than 2^24 of magnitude: wider than "
                                      "the world's 1e-3 to 1e4");
  spec.contract.special_values = SpecialValues::unchecked;
  register_variant<circle_circle, float>(
      spec, hit_only(convert_arguments([](const Circle<float>& c) { return to_game(c); }, game::disks_overlap)));
}

}  // namespace

void register_game_variants() {
  register_segments();
  register_disks();
}
