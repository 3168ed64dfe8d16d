// Contracts and flaw classes as the checker applies them, on kernels registered
// through the public API as a user would: a kernel right within its band
// passes and one wrong beyond it fails; a failure inside a declared class is
// the flaw and one outside it fails the gate; a class generation never finds
// fails it too; a kernel that throws is an error no flaw absorbs; a case
// outside the domain is counted, not judged, and a precondition that conforms
// the generated cases spends them inside it.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <stdexcept>

#include "include/collide_check/circle_circle.h"
#include "include/collide_check/exact.h"
#include "include/collide_check/polygon_polygon.h"
#include "include/collide_check/segment_segment.h"
#include "include/collide_check/swept_circle_circle.h"
#include "kernels/robust/swept_circle_circle.h"
#include "regressions/gate.h"

namespace {

using namespace collide_check;
using cc::regress::RowStatus;

/// The centre of A on which the planted kernels below fail (about (1/3, 3/5)).
constexpr double kPlantedX = 0x1.5555555555555p-2, kPlantedY = 0x1.3333333333333p-1;

/// Hit iff the center distance is at most r1 + r2 + grow, in double: a disk
/// test grown by `grow`.
template <int GrowThousandths>
CircleCircleContact grown_disks(const Circle<double>& a, const Circle<double>& b) {
  const double grow = GrowThousandths / 1000.0;
  const double dx = a.c.x - b.c.x, dy = a.c.y - b.c.y, reach = a.r + b.r + grow;
  return dx * dx + dy * dy <= reach * reach ? CircleCircleContact::overlapping : CircleCircleContact::none;
}

VariantSpec spec(const std::string& name, Band band) {
  VariantSpec s;
  s.name = name;
  s.source = "contract_test.cpp";
  s.contract.band = band;
  s.contract.special_values = SpecialValues::unchecked;
  // Where double rounding stays far below the band's 0.01.
  s.contract.domain.max_magnitude = 1000;
  s.contract.domain.min_nonzero_magnitude = 1e-3;
  // What that domain leaves out (every case of these regimes falls outside it).
  s.contract.regime_not_applicable("mixed_magnitude", "values beyond 1e-3 to 1000 beside O(1) ones");
  s.contract.regime_not_applicable("extreme_scale", "a case scaled whole beyond 1e-3 to 1000");
  s.contract.regime_not_applicable("split_tangent", "values split across more than 1e-3 to 1000");
  return s;
}

/// spec() for polygon_polygon, whose regimes include no split_tangent.
VariantSpec polygon_spec(const std::string& name, Band band) {
  VariantSpec s = spec(name, band);
  std::erase_if(s.contract.not_applicable, [](const Contract::NotApplicable& n) { return n.regime == "split_tangent"; });
  return s;
}

/// The bundled robust sweep's bounds for t and the point (the normal's is
/// each test's own).
Contract robust_sweep_contract() {
  using B = cc::robust::SweptCircleCircleBounds<double>;
  Contract c;
  c.bound("t", B::t).bound("point", B::point);
  return c;
}

/// Runs one variant's one property at `cases` generated cases (no corpus).
cc::regress::GateRow check(const std::string& family, const std::string& variant, const std::string& property,
                           int cases = 3000) {
  cc::regress::GateOptions o;
  o.families = {family};
  o.variants = {variant};
  o.properties = {property};
  o.cases = cases;
  const auto report = cc::regress::run_gate(o, {}, nullptr);
  EXPECT_EQ(report.rows.size(), 1u);
  return report.rows.empty() ? cc::regress::GateRow{} : report.rows[0];
}

class Registered : public testing::Environment {
 public:
  void SetUp() override {
    // Grown by 0.005 under a band of 0.01: right within the band.
    register_variant<circle_circle, double>(spec("grown_within_band", Band::absolute(0.01)),
                                            hit_only(grown_disks<5>));
    // Grown by 0.05 under the same band: wrong beyond it.
    register_variant<circle_circle, double>(spec("grown_beyond_band", Band::absolute(0.01)),
                                            hit_only(grown_disks<50>));
    // Grown by 0.05, but the band offset by the growth: a skin the contract states.
    register_variant<circle_circle, double>(spec("skin_in_offset", Band::absolute(0.01, 0.05)),
                                            hit_only(grown_disks<50>));

    // The same wrong kernel with the failure declared on the right class...
    auto declared = spec("declared_right_class", Band::absolute(0.01));
    declared.flaws.push_back({"decision_agrees_with_oracle",
                              when<circle_circle>("disks apart by at most 0.05",
                                                  [](const circle_circle::Input<double>& in) {
                                                    const double dx = in.A.c.x - in.B.c.x, dy = in.A.c.y - in.B.c.y;
                                                    const double gap = std::sqrt(dx * dx + dy * dy) - in.A.r - in.B.r;
                                                    return gap > 0 && gap <= 0.0501;
                                                  }),
                              "grown by 0.05"});
    register_variant<circle_circle, double>(declared, hit_only(grown_disks<50>));
    // ... on a wrong class (its failures fall outside)...
    auto wrong = spec("declared_wrong_class", Band::absolute(0.01));
    wrong.flaws.push_back({"decision_agrees_with_oracle", InputClass::regime("concentric"), "wrongly placed"});
    register_variant<circle_circle, double>(wrong, hit_only(grown_disks<50>));
    // ... and on a class the kernel never fails (a canary that is not found).
    auto unfound = spec("declared_unfound_class", Band::absolute(0.01));
    unfound.flaws.push_back({"decision_agrees_with_oracle", InputClass::regime("concentric"), "not a flaw at all"});
    register_variant<circle_circle, double>(unfound, hit_only(grown_disks<5>));

    // Wrong where A's centre lies right of x = 5 (grown by 5 there): one
    // cause, declared once for the decision and the symmetry. Swapping A and
    // B puts the cause in the image when only B's centre is right of x = 5,
    // so only a class that also tests the image covers the symmetry's failures.
    const auto right_of_five = [](const Circle<double>& a, const Circle<double>& b) {
      return a.c.x > 5 ? grown_disks<5000>(a, b) : grown_disks<5>(a, b);
    };
    const auto cause = when<circle_circle>("A's centre right of x = 5",
                                           [](const circle_circle::Input<double>& in) { return in.A.c.x > 5; });
    auto on_case = spec("cause_on_the_case_only", Band::absolute(0.01));
    on_case.declare_flaw({"decision_agrees_with_oracle", "symmetric_in_circles"}, cause, "grown by 5 there");
    register_variant<circle_circle, double>(on_case, hit_only(right_of_five));
    auto or_image = spec("cause_or_its_image", Band::absolute(0.01));
    or_image.declare_flaw({"decision_agrees_with_oracle", "symmetric_in_circles"}, cause.or_its_image(),
                          "grown by 5 there");
    register_variant<circle_circle, double>(or_image, hit_only(right_of_five));

    // Wrong only where A is centred at P = (0x1.5555555555555p-2,
    // 0x1.3333333333333p-1), about (1/3, 3/5): 53-bit significands no regime
    // draws (small dyadics such as (0.375, 0.625) it does), so the flaw is
    // declared rare and a saved case witnesses it.
    // The same fault declared without `rare`.
    for (const bool is_rare : {true, false}) {
      auto planted = spec(is_rare ? "declared_rare_class" : "declared_planted_class", Band::absolute(0.01));
      planted.flaws.push_back({"decision_agrees_with_oracle",
                               InputClass("A centred at P",
                                          [](const CaseView& c) { return c.values[0] == kPlantedX && c.values[1] == kPlantedY; }),
                               "a planted fault", /*raises=*/false, is_rare});
      register_variant<circle_circle, double>(
          planted, hit_only([](const Circle<double>& a, const Circle<double>& b) {
            if (a.c.x == kPlantedX && a.c.y == kPlantedY) return CircleCircleContact::none;
            return grown_disks<5>(a, b);
          }));
    }

    // A kernel that answers a kind the family does not have, with a flaw
    // declared on every input.
    auto unknown = spec("unknown_kind", Band::exact());
    unknown.contract.domain = {};
    unknown.flaws.push_back({"decision_agrees_with_oracle", InputClass::any(), "declared on everything"});
    register_variant<circle_circle, double>(unknown, [](const Circle<double>&, const Circle<double>&) {
      return static_cast<CircleCircleContact>(99);
    });

    // The robust sweep with its normal replaced by (1, 0): a normal bound of
    // 2 accepts it everywhere, a bound of 1/2 does not.
    for (const double normal_bound : {2.0, 0.5}) {
      VariantSpec sweep;
      sweep.name = normal_bound >= 2 ? "normal_bound_accepts_any" : "normal_bound_judges";
      sweep.source = "contract_test.cpp";
      sweep.contract = robust_sweep_contract();
      sweep.contract.bound("normal", bound::absolute(normal_bound), Norm::euclidean);
      register_variant<swept_circle_circle, double>(sweep, [](const MovingCircle<double>& a, const MovingCircle<double>& b) {
        auto r = cc::robust::swept_circle_circle(a, b);
        r.normal = {1, 0};
        return r;
      });
    }

    // A kernel that throws on some inputs, with a flaw declared on every input.
    auto throws = spec("throws", Band::exact());
    throws.contract.domain = {};
    throws.flaws.push_back({"decision_agrees_with_oracle", InputClass::any(), "declared on everything"});
    register_variant<circle_circle, double>(throws, hit_only([](const Circle<double>& a, const Circle<double>&) {
                                              if (a.r > 3) throw std::runtime_error("radius too large");
                                              return false;
                                            }));

    // An exact kernel (the robust one's decision) with a narrow domain: most
    // generated cases fall outside and are counted.
    auto narrow = spec("narrow_domain", Band::exact());
    narrow.contract.domain = {};
    narrow.contract.domain.max_magnitude = 4;
    register_variant<circle_circle, double>(narrow, [](const Circle<double>& a, const Circle<double>& b) {
      const double dx = a.c.x - b.c.x, dy = a.c.y - b.c.y, s = a.r + b.r;
      const double d = dx * dx + dy * dy, r = s * s;  // exact for the small integers of the domain... mostly
      return d < r ? CircleCircleContact::overlapping : d == r ? CircleCircleContact::touching : CircleCircleContact::none;
    });

    // A kernel right only when A's radius is the larger (it reads B's as the
    // smaller of the two), with that as its precondition: conformed (the radii
    // swapped), every generated case is judged; without a way to conform, the
    // others are counted out of the domain.
    const auto larger_first = [](const Circle<double>& a, const Circle<double>& b) {
      return grown_disks<5>(a, Circle<double>{b.c, std::min(a.r, b.r)});
    };
    const auto a_larger = [](const circle_circle::Input<double>& in) { return in.A.r >= in.B.r; };
    auto conformed = spec("larger_first_conformed", Band::absolute(0.01));
    conformed.contract.domain.preconditions.push_back(precondition<circle_circle>(
        "A.r >= B.r", a_larger, [](circle_circle::Input<double>& in) {
          if (in.A.r < in.B.r) std::swap(in.A.r, in.B.r);
        }));
    register_variant<circle_circle, double>(conformed, hit_only(larger_first));
    auto counted = spec("larger_first_counted", Band::absolute(0.01));
    counted.contract.domain.preconditions.push_back(precondition<circle_circle>("A.r >= B.r", a_larger));
    register_variant<circle_circle, double>(counted, hit_only(larger_first));
    register_variant<circle_circle, double>(spec("larger_first_anywhere", Band::absolute(0.01)),
                                            hit_only(larger_first));

    // polygon_polygon bands: growing by 4000 covers any two quadrilaterals of
    // the domain (a hit is always right); shrinking by 4000 makes any two
    // convex ones miss (a miss is always right); shrinking by 0.001 does not.
    const auto convex = precondition<polygon_polygon>(
        "convex", [](const polygon_polygon::Input<double>& in) {
          return exact::convex_orientation(in.A) != 0 && exact::convex_orientation(in.B) != 0;
        });
    register_variant<polygon_polygon, double>(polygon_spec("always_hit_grown", Band::absolute(0, 4000)),
                                              hit_only([](const Quad<double>&, const Quad<double>&) { return true; }));
    auto shrunk = polygon_spec("always_miss_shrunk", Band::absolute(4000));
    shrunk.contract.domain.preconditions.push_back(convex);
    register_variant<polygon_polygon, double>(shrunk,
                                              hit_only([](const Quad<double>&, const Quad<double>&) { return false; }));
    auto barely = polygon_spec("always_miss_barely_shrunk", Band::absolute(0.001));
    barely.contract.domain.preconditions.push_back(convex);
    register_variant<polygon_polygon, double>(barely,
                                              hit_only([](const Quad<double>&, const Quad<double>&) { return false; }));
  }
};

const auto* const registered = testing::AddGlobalTestEnvironment(new Registered);

TEST(BandContract, AKernelRightWithinItsBandPasses) {
  const auto row = check("circle_circle", "grown_within_band", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
  EXPECT_GT(row.passed, 1000);
}

TEST(BandContract, AKernelWrongBeyondItsBandFails) {
  const auto row = check("circle_circle", "grown_beyond_band", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::fail);
  EXPECT_NE(row.detail.find("the band allows only a miss"), std::string::npos) << row.detail;
}

TEST(BandContract, AnOffsetStatesASkinRadius) {
  const auto row = check("circle_circle", "skin_in_offset", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
}

TEST(FlawClass, AFailureInsideTheDeclaredClassIsTheFlaw) {
  const auto row = check("circle_circle", "declared_right_class", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::flaw_found) << row.detail;
  ASSERT_EQ(row.flaws.size(), 1u);
  EXPECT_GT(row.flaws[0].generated, 0);
}

TEST(FlawClass, AFailureOutsideTheDeclaredClassFailsTheGate) {
  const auto row = check("circle_circle", "declared_wrong_class", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::fail);
  EXPECT_NE(row.detail.find("outside every declared class"), std::string::npos) << row.detail;
  EXPECT_FALSE(row.minimal_case.empty());
}

TEST(FlawClass, AClassGenerationNeverFindsFailsTheGate) {
  const auto row = check("circle_circle", "declared_unfound_class", "decision_agrees_with_oracle", 10000);
  EXPECT_EQ(row.status, RowStatus::flaw_not_found) << row.detail;
}

/// A saved case of the planted fault: A=P r 1 overlapping B=(1, 1) r 1.
cc::regress::CaseFile planted_case(const std::string& found_by) {
  cc::regress::CaseFile c;
  c.data = {"circle_circle", cc::check::Scalar::f64, {kPlantedX, kPlantedY, 1, 1, 1, 1}, ""};
  c.found_by = found_by;
  c.path = "planted.case";
  return c;
}

cc::regress::GateRow check_with_corpus(const std::string& variant, const std::vector<cc::regress::CaseFile>& corpus) {
  cc::regress::GateOptions o;
  o.families = {"circle_circle"};
  o.variants = {variant};
  o.properties = {"decision_agrees_with_oracle"};
  o.cases = 10000;
  const auto report = cc::regress::run_gate(o, corpus, nullptr);
  EXPECT_EQ(report.rows.size(), 1u);
  return report.rows.empty() ? cc::regress::GateRow{} : report.rows[0];
}

TEST(FlawClass, OneCauseDeclaredOnceCoversTheCaseAndTheImageItFailedOn) {
  EXPECT_EQ(check("circle_circle", "cause_on_the_case_only", "decision_agrees_with_oracle").status,
            RowStatus::flaw_found);
  const auto case_only = check("circle_circle", "cause_on_the_case_only", "symmetric_in_circles");
  EXPECT_EQ(case_only.status, RowStatus::fail) << "a failure whose cause is in the swapped image only";
  EXPECT_NE(case_only.detail.find("map: A and B swapped"), std::string::npos) << case_only.detail;
  for (const char* property : {"decision_agrees_with_oracle", "symmetric_in_circles"}) {
    const auto row = check("circle_circle", "cause_or_its_image", property);
    EXPECT_EQ(row.status, RowStatus::flaw_found) << property << ": " << row.detail;
    ASSERT_EQ(row.flaws.size(), 1u);
    EXPECT_EQ(row.flaws[0].inputs, "A's centre right of x = 5 (in the case or in the mapped image it failed on)");
  }
}

TEST(FlawClass, ARareFlawIsFoundByItsOwnSavedCase) {
  const auto row = check_with_corpus(
      "declared_rare_class", {planted_case("circle_circle/declared_rare_class/f64 decision_agrees_with_oracle")});
  EXPECT_EQ(row.status, RowStatus::flaw_found) << row.detail;
  ASSERT_EQ(row.flaws.size(), 1u);
  EXPECT_EQ(row.flaws[0].generated, 0) << "generation never draws the planted centre";
  EXPECT_EQ(row.flaws[0].replayed, 1);
  EXPECT_NE(row.detail.find("found by its saved case only"), std::string::npos) << row.detail;
}

TEST(FlawClass, ARareFlawWithoutAWitnessFailsTheGate) {
  const auto row = check_with_corpus("declared_rare_class", {});
  EXPECT_EQ(row.status, RowStatus::flaw_not_found) << row.detail;
}

TEST(FlawClass, AFlawNotRareIsNotFoundByItsOwnSavedCaseAlone) {
  // The planted fault declared without `rare`: its own old witness still
  // fails on it, but generation no longer reaching it fails the gate.
  const auto row = check_with_corpus(
      "declared_planted_class", {planted_case("circle_circle/declared_planted_class/f64 decision_agrees_with_oracle")});
  ASSERT_EQ(row.flaws.size(), 1u);
  EXPECT_EQ(row.flaws[0].replayed, 1);
  EXPECT_EQ(row.status, RowStatus::flaw_not_found) << row.detail;
}

TEST(FlawClass, AShortRunDoesNotJudgeTheCanary) {
  const auto row = check("circle_circle", "declared_unfound_class", "decision_agrees_with_oracle", 200);
  EXPECT_FALSE(row.canary_judged);
  EXPECT_EQ(row.status, RowStatus::flaw_unjudged) << "a class not found is never reported as found";
}

TEST(VariantError, AThrowingKernelIsAnErrorNoFlawAbsorbs) {
  const auto row = check("circle_circle", "throws", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::variant_error);
  EXPECT_NE(row.detail.find("radius too large"), std::string::npos) << row.detail;
}

TEST(VariantError, AnUnknownResultKindIsAnErrorNoFlawAbsorbs) {
  const auto row = check("circle_circle", "unknown_kind", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::variant_error) << row.detail;
  EXPECT_NE(row.detail.find("no known kind"), std::string::npos) << row.detail;
}

TEST(ValueBound, ANormalBoundThatAcceptsAnyUnitVectorJudgesNothing) {
  const auto row = check("swept_circle_circle", "normal_bound_accepts_any", "normal_within_contract");
  EXPECT_EQ(row.passed, 0) << "a bound of 2 passes no normal as checked";
  EXPECT_GT(row.vacuous, 1000);
  const auto judged = check("swept_circle_circle", "normal_bound_judges", "normal_within_contract");
  EXPECT_EQ(judged.status, RowStatus::fail) << "a bound of 1/2 finds the constant normal";
}

TEST(Domain, CasesOutsideTheDomainAreCountedNotJudged) {
  const auto row = check("circle_circle", "narrow_domain", "symmetric_in_circles");
  EXPECT_GT(row.out_of_domain, 0);
  EXPECT_GT(row.passed, 0);
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
}

TEST(Precondition, AConformedPreconditionSpendsEveryCaseInsideTheDomain) {
  const auto row = check("circle_circle", "larger_first_conformed", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
  EXPECT_GT(row.passed, 1000);
  // Swapping radii changes no magnitude: exactly the cases outside the
  // magnitude domain are out, as for a variant with no precondition.
  const auto baseline = check("circle_circle", "grown_within_band", "decision_agrees_with_oracle");
  EXPECT_EQ(row.out_of_domain, baseline.out_of_domain);
}

TEST(Precondition, WithoutConformTheCasesOutsideAreCountedNotJudged) {
  const auto row = check("circle_circle", "larger_first_counted", "decision_agrees_with_oracle");
  const auto baseline = check("circle_circle", "grown_within_band", "decision_agrees_with_oracle");
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
  EXPECT_GT(row.out_of_domain, baseline.out_of_domain + 500);
  EXPECT_GT(row.passed, 1000);
  // The precondition is what keeps it green: the same kernel without it fails.
  const auto anywhere = check("circle_circle", "larger_first_anywhere", "decision_agrees_with_oracle");
  EXPECT_EQ(anywhere.status, RowStatus::fail);
}

TEST(PolygonBand, GrowingAndShrinkingAreJudgedExactly) {
  const auto grown = check("polygon_polygon", "always_hit_grown", "decision_agrees_with_oracle");
  EXPECT_EQ(grown.status, RowStatus::pass) << grown.detail;
  EXPECT_GT(grown.passed, 1000);
  const auto shrunk = check("polygon_polygon", "always_miss_shrunk", "decision_agrees_with_oracle");
  EXPECT_EQ(shrunk.status, RowStatus::pass) << shrunk.detail;
  EXPECT_GT(shrunk.passed, 500);
  const auto barely = check("polygon_polygon", "always_miss_barely_shrunk", "decision_agrees_with_oracle");
  EXPECT_EQ(barely.status, RowStatus::fail) << "overlapping convex quadrilaterals deeper than 0.001 must be hits";
}

TEST(ExactPredicates, DecideOnTheExactValues) {
  // A point 2^-112 off the diagonal, where a double determinant rounds to 0.
  EXPECT_EQ(exact::orientation({0, 0}, {1, 1}, {0x1p-60, 0x1p-60}), 0);
  EXPECT_EQ(exact::orientation({0, 0}, {1, 1}, {0x1p-60, 0x1p-60 + 0x1p-112}), 1);
  EXPECT_EQ(exact::orientation({0, 0}, {1, 1}, {0x1p-60, 0x1p-60 - 0x1p-112}), -1);
  EXPECT_EQ(exact::distance_sign(Vec2<double>{3, 4}, Vec2<double>{0, 0}, 5.0), 0);
  EXPECT_EQ(exact::distance_sign(Vec2<double>{3, 4}, Vec2<double>{0, 0}, 5 + 0x1p-50), -1);
  EXPECT_EQ(exact::distance_sign(Vec2<double>{3, 4}, Vec2<double>{0, 0}, 2.0, 3.0), 0);
  EXPECT_EQ(exact::distance_sign(Vec2<double>{0, 1}, Segment<double>{{-1, 0}, {1, 0}}, 1.0), 0);
  EXPECT_EQ(exact::distance_sign(Vec2<double>{2, 1}, Segment<double>{{-1, 0}, {1, 0}}, 1.0), 1);
  const Quad<double> square{{{0, 0}, {1, 0}, {1, 1}, {0, 1}}};
  const Quad<double> bowtie{{{0, 0}, {1, 1}, {1, 0}, {0, 1}}};
  const Quad<double> dart{{{0, 0}, {2, 1}, {0, 2}, {1, 1}}};
  EXPECT_EQ(exact::convex_orientation(square), 1);
  EXPECT_EQ(exact::area_sign(Quad<double>{{square.v[3], square.v[2], square.v[1], square.v[0]}}), -1);
  EXPECT_EQ(exact::convex_orientation(dart), 0);
  EXPECT_TRUE(exact::is_simple(square));
  EXPECT_TRUE(exact::is_simple(dart));
  EXPECT_FALSE(exact::is_simple(bowtie));
  EXPECT_FALSE(exact::is_simple(Quad<double>{{{0, 0}, {2, 0}, {1, 0}, {0, 1}}}));  // folds back on itself
}

TEST(FlawClass, CrossingAngleSineBelowSelectsSegmentsByTheirAngle) {
  const InputClass shallow = segment_segment::crossing_angle_sine_below(0.25);
  EXPECT_EQ(shallow.text(), "segments crossing at an angle whose sine is below 1/4");
  EXPECT_EQ(segment_segment::crossing_angle_sine_below(0.3).text(),
            "segments crossing at an angle whose sine is below 0.3");
  const auto contains = [&](Segment<double> A, Segment<double> B, std::string_view family = "segment_segment") {
    const auto values = to_values<segment_segment, double>({A, B});
    return shallow.contains(CaseView{family, Scalar::f64, values, "", {}, {}});
  };
  const Segment<double> x_axis{{-1, 0}, {1, 0}};
  // Sines 0.2 (direction (sqrt 24, 1), of length 5) and 0.6 (direction
  // (4, 3)); parallel segments; a zero-length segment.
  EXPECT_TRUE(contains(x_axis, {{0, -0.5}, {4.8989794855663558, 0.5}}));
  EXPECT_FALSE(contains(x_axis, {{0, 0}, {4, 3}}));
  EXPECT_TRUE(contains(x_axis, {{5, 1}, {7, 1}}));
  EXPECT_FALSE(contains(x_axis, {{2, 2}, {2, 2}}));
  // The threshold is strict: sine exactly 1/4 (direction (sqrt 15, 1)) is
  // within a rounding of it, so only clear sides are asserted.
  EXPECT_TRUE(contains(x_axis, {{0, 0}, {4, 0.99}}));
  EXPECT_FALSE(contains(x_axis, {{0, 0}, {4, 1.1}}));
  // Another family's case is never inside.
  EXPECT_FALSE(contains(x_axis, {{5, 1}, {7, 1}}, "line_line"));
  EXPECT_THROW(segment_segment::crossing_angle_sine_below(0), std::invalid_argument);
  EXPECT_THROW(segment_segment::crossing_angle_sine_below(1.5), std::invalid_argument);
}

TEST(Registration, MistakesAreRejectedWithAMessage) {
  // A reported value without a bound.
  VariantSpec no_bound;
  no_bound.name = "no_bound";
  no_bound.contract.special_values = SpecialValues::unchecked;
  try {
    register_variant<segment_segment, double>(
        no_bound, hit_and_point([](const Segment<double>&, const Segment<double>&) { return std::optional<Vec2<double>>(); }));
    FAIL() << "accepted a point without a bound";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("no bound"), std::string::npos) << e.what();
  }
  // A flaw on a property the family does not have.
  VariantSpec bad_flaw;
  bad_flaw.name = "bad_flaw";
  bad_flaw.contract.special_values = SpecialValues::unchecked;
  bad_flaw.flaws.push_back({"no_such_property", InputClass::any(), ""});
  EXPECT_THROW((register_variant<circle_circle, double>(bad_flaw, hit_only(grown_disks<5>))), std::invalid_argument);
  // A bool kernel promising invalid_input.
  VariantSpec promises;
  promises.name = "promises_invalid";
  EXPECT_THROW((register_variant<circle_circle, double>(promises, hit_only(grown_disks<5>))), std::invalid_argument);
  // A name taken twice.
  EXPECT_THROW((register_variant<circle_circle, double>(spec("grown_within_band", Band::exact()),
                                                       hit_only(grown_disks<5>))),
               std::invalid_argument);
}

}  // namespace
