// Contracts and flaw classes as the checker applies them, on kernels registered
// through the public API as a user would: a kernel right within its band
// passes and one wrong beyond it fails; a failure inside a declared class is
// the flaw and one outside it fails the gate; a class generation never finds
// fails it too; a kernel that throws is an error no flaw absorbs; a case
// outside the domain is counted, not judged.

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "include/collide_check/circle_circle.h"
#include "include/collide_check/segment_segment.h"
#include "regressions/gate.h"

namespace {

using namespace collide_check;
using cc::regress::RowStatus;

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
  return s;
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

TEST(Domain, CasesOutsideTheDomainAreCountedNotJudged) {
  const auto row = check("circle_circle", "narrow_domain", "symmetric_in_circles");
  EXPECT_GT(row.out_of_domain, 0);
  EXPECT_GT(row.passed, 0);
  EXPECT_EQ(row.status, RowStatus::pass) << row.detail;
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
