// One exact answer per case: before a failure against the oracle stands, the
// judge confirms the filtered decision on the oracle's exact path alone and on
// its exact answer (properties/checker/judging.h, confirm_oracle_kind). A disagreement
// is an error of the checker (OracleDisagreement, with the case), never a
// failure of the variant. Shown on a toy family whose filter is wrong on
// purpose where its input's square underflows.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "oracle/filter.h"
#include "properties/checker/judging.h"

namespace {

// A one-field family: is |x| at least 2^-538? The "filter" asks whether x^2 is
// positive in double, so for x = 2^-538 it sees 0 (2^-1076 underflows) and
// says miss; the exact path compares exactly. Its exact answer follows the
// exact path. The two agree at 2^-537 (whose square 2^-1074 is the least
// subnormal), at 2^-540 (both miss) and far from the threshold.
enum Kind { miss, hit, invalid_input };

int exact_path(double x) { return std::fabs(x) >= 0x1p-538 ? hit : miss; }

cc::check::FamilyDescription toy() {
  cc::check::FamilyDescription d;
  d.name = "toy";
  d.kind_names = {"miss", "hit", "invalid_input"};
  d.hit_of = [](int k) { return k == hit; };
  d.invalid_input = invalid_input;
  d.exact_kind = [](const cc::check::Values& v) {
    if (cc::oracle::filtering()) return v[0] * v[0] > 0 ? int{hit} : int{miss};
    return exact_path(v[0]);
  };
  d.exact = [](const cc::check::Values& v) { return cc::check::ExactAnswer{exact_path(v[0]), nullptr}; };
  return d;
}

TEST(OracleDisagreement, AFilterThatDisagreesWithItsExactPathIsAnErrorOfTheChecker) {
  const auto family = toy();
  const cc::check::Values in{0x1p-538};
  const int filtered = family.exact_kind(in);
  ASSERT_EQ(filtered, miss);  // the toy's filter is wrong here, as built
  try {
    cc::check::confirm_oracle_kind(family, in, filtered, "input x=0x1p-538");
    FAIL() << "a disagreement between the oracle's paths was not reported";
  } catch (const cc::check::OracleDisagreement& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("disagrees with itself"), std::string::npos) << what;
    EXPECT_NE(what.find("filtered decision miss, exact path alone hit, exact answer hit"), std::string::npos) << what;
    EXPECT_NE(what.find("input x=0x1p-538"), std::string::npos) << what;
  }
}

TEST(OracleDisagreement, AgreeingPathsConfirmSilently) {
  const auto family = toy();
  for (const double x : {0x1p-537, 0x1p-540, 1.0, 0.0}) {
    const cc::check::Values in{x};
    EXPECT_NO_THROW(cc::check::confirm_oracle_kind(family, in, family.exact_kind(in), "x")) << x;
  }
}

}  // namespace
