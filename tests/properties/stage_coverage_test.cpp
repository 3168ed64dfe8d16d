// Stage coverage as the gate judges it (regressions/stage_coverage.h), on
// kernels registered through the public API as a user would: a kernel that
// reports its stages with collide_check::stage_reached and declares them. A
// declared stage no case reaches fails; a stage the kernel reports but never
// declared fails; a rare stage passes only where its regime reached it; a run
// shorter than the default budget judges nothing.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "include/collide_check/point_point.h"
#include "include/collide_check/stages.h"
#include "kernels/robust/point_point.h"
#include "regressions/gate.h"

namespace {

using namespace collide_check;
using cc::regress::StageRow;

/// The robust kernel, reporting "contact" or "apart" by its answer.
PointPointContact reports_its_answer(Vec2<double> p, Vec2<double> q, double tolerance) {
  const auto r = cc::robust::point_point(p, q, tolerance);
  if (r == PointPointContact::contact) stage_reached("contact");
  if (r == PointPointContact::none) stage_reached("apart");
  return r;
}

/// The same, and "surprise" on every contact: a stage it never declares.
PointPointContact reports_a_surprise(Vec2<double> p, Vec2<double> q, double tolerance) {
  const auto r = reports_its_answer(p, q, tolerance);
  if (r == PointPointContact::contact) stage_reached("surprise");
  return r;
}

VariantSpec spec(const std::string& name) {
  VariantSpec s;
  s.name = name;
  s.source = "stage_coverage_test.cpp";
  return s;
}

class Registered : public testing::Environment {
 public:
  void SetUp() override {
    register_variant<point_point, double>(spec("stages_declared").declare_stages({"contact", "apart"}),
                                          reports_its_answer);
    register_variant<point_point, double>(spec("stage_never_reached").declare_stages({"contact", "apart", "never"}),
                                          reports_its_answer);
    register_variant<point_point, double>(spec("stage_undeclared").declare_stages({"contact", "apart"}),
                                          reports_a_surprise);
    // "never" declared rare, with the regime that would reach it.
    register_variant<point_point, double>(spec("rare_never_reached")
                                              .declare_stages({"contact", "apart", "never"})
                                              .declare_rare_stage("never", "generic", "test: nothing reaches it"),
                                          reports_its_answer);
  }
};

const auto* const registered = testing::AddGlobalTestEnvironment(new Registered);

/// The stage rows of one variant after a gate run of `cases` cases per
/// property (no corpus, in this process).
std::vector<StageRow> stages_of(const std::string& variant, int cases = 10000) {
  cc::regress::GateOptions o;
  o.families = {"point_point"};
  o.variants = {variant};
  o.cases = cases;
  const auto report = cc::regress::run_gate(o, {}, nullptr);
  EXPECT_FALSE(report.rows.empty());
  return report.stages;
}

const StageRow* find(const std::vector<StageRow>& rows, const std::string& stage) {
  const auto it = std::find_if(rows.begin(), rows.end(), [&](const StageRow& s) { return s.stage == stage; });
  return it == rows.end() ? nullptr : &*it;
}

TEST(StageCoverage, StagesEveryPropertyReachesPass) {
  const auto rows = stages_of("stages_declared");
  ASSERT_EQ(rows.size(), 2u);
  for (const auto& s : rows) {
    EXPECT_EQ(s.status, StageRow::Status::pass) << s.stage << ": " << s.detail;
    EXPECT_GE(s.best, cc::regress::stage_minimum(10000)) << s.stage;
    EXPECT_GE(s.total, s.best);
  }
}

TEST(StageCoverage, ADeclaredStageNoCaseReachesFailsTheGate) {
  const auto rows = stages_of("stage_never_reached");
  const StageRow* never = find(rows, "never");
  ASSERT_NE(never, nullptr);
  EXPECT_EQ(never->status, StageRow::Status::fail);
  EXPECT_EQ(never->total, 0);
  EXPECT_NE(never->detail.find("decided 0 cases"), std::string::npos) << never->detail;
}

TEST(StageCoverage, AReachedStageMissingFromTheListFailsTheGate) {
  const auto rows = stages_of("stage_undeclared");
  const StageRow* surprise = find(rows, "surprise");
  ASSERT_NE(surprise, nullptr);
  EXPECT_EQ(surprise->status, StageRow::Status::undeclared);
  EXPECT_GT(surprise->total, 0);
}

TEST(StageCoverage, ARareStageItsRegimeNeverReachesFails) {
  const auto rows = stages_of("rare_never_reached");
  const StageRow* never = find(rows, "never");
  ASSERT_NE(never, nullptr);
  EXPECT_EQ(never->status, StageRow::Status::fail);
  EXPECT_NE(never->detail.find("declared rare"), std::string::npos) << never->detail;
}

TEST(StageCoverage, AShortRunJudgesNoStage) {
  const auto rows = stages_of("stage_never_reached", 500);
  const StageRow* never = find(rows, "never");
  ASSERT_NE(never, nullptr);
  EXPECT_EQ(never->status, StageRow::Status::not_judged);
}

TEST(StageCoverage, TheMinimumScalesWithTheBudget) {
  EXPECT_EQ(cc::regress::stage_minimum(10000), 100);
  EXPECT_EQ(cc::regress::stage_minimum(20000), 200);
  EXPECT_EQ(cc::regress::stage_minimum(15), 1);
}

}  // namespace
