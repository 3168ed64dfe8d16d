// One exact answer per case: before a failure against the oracle stands, the
// judge confirms the filtered decision on the oracle's exact path alone and on
// its exact answer (properties/judge.h, confirm_oracle_kind). A disagreement
// is an error of the checker (OracleDisagreement, with the case), never a
// failure of the variant. Shown on a toy family whose filter is wrong on
// purpose where its input's square underflows.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>  // properties/spec.h names nlohmann::json without including it

#include "oracle/filter.h"
#include "properties/judge.h"

namespace {

// A one-field family: is |x| at least 2^-538? The "filter" asks whether x^2 is
// positive in double, so for x = 2^-538 it sees 0 (2^-1076 underflows) and
// says miss; the exact path compares exactly. Its exact answer follows the
// exact path. The two agree at 2^-537 (whose square 2^-1074 is the least
// subnormal), at 2^-540 (both miss) and far from the threshold.
struct ToySpec {
  static constexpr const char* name = "toy";
  enum class Kind { miss, hit, invalid_input };
  template <class T>
  struct Input {
    T x;
  };
  struct Exact {
    Kind kind;
  };
  static std::vector<std::string> kind_names() { return {"miss", "hit", "invalid_input"}; }
  static Kind exact_path(double x) { return std::fabs(x) >= 0x1p-538 ? Kind::hit : Kind::miss; }
  static Kind exact_kind(const Input<double>& in) {
    if (cc::oracle::filtering()) return in.x * in.x > 0 ? Kind::hit : Kind::miss;
    return exact_path(in.x);
  }
  static Exact exact(const Input<double>& in) { return {exact_path(in.x)}; }
  static Kind kind(const Exact& e) { return e.kind; }
};

TEST(OracleDisagreement, AFilterThatDisagreesWithItsExactPathIsAnErrorOfTheChecker) {
  const ToySpec::Input<double> in{0x1p-538};
  const auto filtered = ToySpec::exact_kind(in);
  ASSERT_EQ(filtered, ToySpec::Kind::miss);  // the toy's filter is wrong here, as built
  try {
    cc::check::confirm_oracle_kind<ToySpec>(in, filtered, "input x=0x1p-538");
    FAIL() << "a disagreement between the oracle's paths was not reported";
  } catch (const cc::check::OracleDisagreement& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("disagrees with itself"), std::string::npos) << what;
    EXPECT_NE(what.find("filtered decision miss, exact path alone hit, exact answer hit"), std::string::npos) << what;
    EXPECT_NE(what.find("input x=0x1p-538"), std::string::npos) << what;
  }
}

TEST(OracleDisagreement, AgreeingPathsConfirmSilently) {
  for (const double x : {0x1p-537, 0x1p-540, 1.0, 0.0}) {
    const ToySpec::Input<double> in{x};
    EXPECT_NO_THROW(cc::check::confirm_oracle_kind<ToySpec>(in, ToySpec::exact_kind(in), "x")) << x;
  }
}

}  // namespace
