// The generic regime is what the precision page's "generic" figures and the
// recommendations quote: full-width values at many scales, never an input of
// zeros only (RapidCheck's size 0 draws every choice at its smallest, which
// for generic is all zeros; sample() therefore cycles sizes 1..100). An input
// of zeros only that another regime draws is counted under all_zero.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "include/collide_check/main.h"
#include "properties/common.h"
#include "properties/registry.h"

namespace {

class EveryFamily : public testing::TestWithParam<std::string> {};

TEST_P(EveryFamily, GenericNeverDrawsAnInputOfZerosOnly) {
  const auto* family = cc::check::find_family(GetParam());
  ASSERT_NE(family, nullptr);
  for (const auto scalar : {cc::check::Scalar::f32, cc::check::Scalar::f64}) {
    const auto cases = family->sample(scalar, "generic", 2020, 0x5eed);
    ASSERT_EQ(cases.size(), 2020u);
    for (const auto& c : cases) EXPECT_FALSE(cc::check::every_value_zero(c.values)) << family->describe(c);
  }
}

TEST(EveryValueZero, IsTrueOnlyWhenEveryValueIsPlusOrMinusZero) {
  EXPECT_TRUE(cc::check::every_value_zero({0.0, -0.0, 0.0}));
  EXPECT_FALSE(cc::check::every_value_zero({0.0, 0x1p-1074}));
  EXPECT_FALSE(cc::check::every_value_zero({0.0, std::nan("")}));
}

std::vector<std::string> family_names() {
  std::vector<std::string> names;
  for (const auto* f : cc::check::families()) names.push_back(f->name());
  return names;
}

INSTANTIATE_TEST_SUITE_P(Generic, EveryFamily, testing::ValuesIn(family_names()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
