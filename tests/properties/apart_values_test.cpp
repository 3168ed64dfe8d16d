// Values of a miss: a family whose conventions give apart shapes values (the
// disk families: the distance and its direction) has them judged for a
// variant that reports the family's kinds, and not for one that reports hit
// or miss alone (a library's manifold has no point when apart) unless it says
// its misses carry values (Reports::values_when_apart).

#include <gtest/gtest.h>

#include "include/collide_check/circle_convex.h"
#include "include/collide_check/register.h"
#include "kernels/robust/circle_convex.h"
#include "kernels/robust/disk_core_bounds.h"
#include "regressions/gate.h"

namespace {

using namespace collide_check;
using cc::Circle;
using cc::ContactKind;
using cc::RoundedPolygon;
using cc::ShapeContact;

/// The robust kernel with the distance of apart shapes doubled: right on
/// every contact, wrong on every miss.
ShapeContact<double> doubled_when_apart(const Circle<double>& A, const RoundedPolygon<double>& B) {
  auto r = cc::robust::circle_convex(A, B);
  if (r.kind == ContactKind::apart) r.separation *= 2;
  return r;
}

class ApartValueKernels : public testing::Environment {
 public:
  void SetUp() override {
    using Bounds = cc::robust::DiskCoreBounds<double>;
    const auto spec = [](const char* name) {
      VariantSpec s;
      s.name = name;
      s.source = "apart_values_test.cpp";
      s.contract.bound("normal", Bounds::normal);
      s.contract.bound("separation", Bounds::separation);
      s.contract.infinity_beyond_range("separation");
      return s;
    };
    register_variant<circle_convex, double>(spec("robust_as_registered"), [](const Circle<double>& A,
                                                                              const RoundedPolygon<double>& B) {
      return cc::robust::circle_convex(A, B);
    });
    register_variant<circle_convex, double>(spec("doubled_when_apart"), doubled_when_apart);
    VariantSpec hit_or_miss = spec("doubled_when_apart_hit_or_miss");
    hit_or_miss.contract.special_values = SpecialValues::unchecked;
    register_variant<circle_convex, double>(
        hit_or_miss,
        partial(Reports{Reports::Decision::hit_or_miss, {"normal", "separation"}}, doubled_when_apart));
    VariantSpec with_values = spec("doubled_when_apart_hit_or_miss_with_values");
    with_values.contract.special_values = SpecialValues::unchecked;
    register_variant<circle_convex, double>(
        with_values,
        partial(Reports{Reports::Decision::hit_or_miss, {"normal", "separation"}, true}, doubled_when_apart));
  }
};
const auto* const kRegistered = testing::AddGlobalTestEnvironment(new ApartValueKernels);

cc::regress::GateRow check(const std::string& variant) {
  cc::regress::GateOptions o;
  o.families = {"circle_convex"};
  o.variants = {variant};
  o.properties = {"separation_within_contract"};
  o.cases = 2000;
  const auto report = cc::regress::run_gate(o, {}, nullptr);
  EXPECT_EQ(report.rows.size(), 1u);
  return report.rows.empty() ? cc::regress::GateRow{} : report.rows[0];
}

TEST(ApartValues, TheDistanceOfApartShapesIsJudged) {
  const auto robust = check("robust_as_registered");
  EXPECT_EQ(robust.status, cc::regress::RowStatus::pass) << robust.detail;
  const auto doubled = check("doubled_when_apart");
  EXPECT_EQ(doubled.status, cc::regress::RowStatus::fail) << "a wrong distance of apart shapes must fail";
  EXPECT_NE(doubled.detail.find("apart"), std::string::npos) << doubled.detail;
}

TEST(ApartValues, AHitOrMissVariantIsJudgedOnContactsOnly) {
  const auto row = check("doubled_when_apart_hit_or_miss");
  EXPECT_EQ(row.status, cc::regress::RowStatus::pass) << row.detail;
}

TEST(ApartValues, AHitOrMissVariantWhoseMissesCarryValuesIsJudgedOnThem) {
  const auto row = check("doubled_when_apart_hit_or_miss_with_values");
  EXPECT_EQ(row.status, cc::regress::RowStatus::fail) << "a distance function's wrong apart distance must fail";
}

}  // namespace
