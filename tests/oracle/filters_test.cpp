// Every family's oracle, filtered and exact-only (oracle::Evaluation), on the
// family's own generated inputs: every regime (mixed_magnitude and the
// degenerate ones included), both scalars. The filters may only ever decide
// where their error bounds prove the sign, so the two must agree on every
// input. Also: the constructions (inputs whose exact answer is known by how
// they are built) agree with the oracle.
//
// Both at the magnitudes generated and moved to extreme ones.

#include <gtest/gtest.h>

#include <iostream>

#include "include/collide_check/main.h"
#include "properties/registry.h"

namespace {

class EveryFamily : public testing::TestWithParam<std::string> {};

TEST_P(EveryFamily, FilteredOracleEqualsExactOnlyOn20000Inputs) {
  const auto* family = cc::check::find_family(GetParam());
  ASSERT_NE(family, nullptr);
  int checked = 0;
  const auto disagreements = family->check_filters(20000, 0x5eed, checked, cc::check::FilterInputs::as_generated);
  for (const auto& d : disagreements) ADD_FAILURE() << d;
  EXPECT_GE(checked, 20000) << "too few valid inputs were compared";
}

// The same at magnitudes 2^-560 to 2^-480 and 2^480 to 2^560, mixed within a
// case: where a filter's squares and products underflow or overflow, its bound
// must still hold, or it must refuse and leave the decision to the exact path.
TEST_P(EveryFamily, FilteredOracleEqualsExactOnlyOn20000InputsAtExtremeMagnitudes) {
  const auto* family = cc::check::find_family(GetParam());
  ASSERT_NE(family, nullptr);
  int checked = 0;
  const auto disagreements =
      family->check_filters(20000, 0x5eed, checked, cc::check::FilterInputs::extreme_magnitudes);
  for (const auto& d : disagreements) ADD_FAILURE() << d;
  EXPECT_GE(checked, 20000) << "too few valid inputs were compared";
  std::cout << GetParam() << ": " << checked << " inputs at extreme magnitudes compared\n";
}

TEST_P(EveryFamily, ConstructionsAgreeWithTheOracle) {
  const auto* family = cc::check::find_family(GetParam());
  ASSERT_NE(family, nullptr);
  for (const auto& d : family->check_constructions(2000, 0x5eed)) ADD_FAILURE() << d;
}

std::vector<std::string> family_names() {
  std::vector<std::string> names;
  for (const auto* f : cc::check::families()) names.push_back(f->name());
  return names;
}

INSTANTIATE_TEST_SUITE_P(Oracle, EveryFamily, testing::ValuesIn(family_names()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
