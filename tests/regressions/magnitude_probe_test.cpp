// Probes of the saved cases at the ends of the range: every case of
// regressions/cases with one value replaced by a tiny or a huge magnitude (its
// sign kept, zeros made positive), and the robust variant of the case's
// family and scalar judged on it by decision_agrees_with_oracle. A robust
// decision is exact for every finite input, so no probe may fail; a probe
// outside a contract's domain is counted, not judged.

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <map>
#include <string>

#include "../../include/collide_check/main.h"
#include "../../properties/registry.h"
#include "../../regressions/case_file.h"

namespace {

using cc::check::Verdict;

/// Tiny and huge magnitudes of the scalar: subnormal, the smallest normal,
/// the square roots of the range's ends, and the largest values.
std::vector<double> magnitudes(cc::check::Scalar s) {
  if (s == cc::check::Scalar::f32)
    return {0x1p-149, 0x1p-126, 0x1p-70, 0x1p-63, 0x1p63, 0x1p70, 0x1p126, FLT_MAX};
  return {0x1p-1074, 0x1p-1022, 0x1p-560, 0x1p-511, 0x1p511, 0x1p560, 0x1p1022, DBL_MAX};
}

TEST(MagnitudeProbes, RobustDecisionsAgreeWithTheOracleOnEverySavedCaseWithOneValueMovedToAnEndOfTheRange) {
  collide_check::register_bundled_variants();
  const auto corpus = cc::regress::read_corpus(COLLIDE_CHECK_TEST_CORPUS);
  ASSERT_FALSE(corpus.empty());
  std::map<std::string, int> judged, outside;
  for (const auto& file : corpus) {
    const cc::check::Family* family = cc::check::find_family(file.data.family);
    ASSERT_NE(family, nullptr) << file.path;
    const cc::check::VariantInfo* robust = nullptr;
    for (const auto* v : family->variants())
      if (v->name == "robust" && v->scalar == file.data.scalar) robust = v;
    if (!robust) continue;
    for (std::size_t i = 0; i < file.data.values.size(); ++i) {
      if (!std::isfinite(file.data.values[i])) continue;
      for (double m : magnitudes(file.data.scalar)) {
        cc::check::CaseData probe = file.data;
        probe.values[i] = std::signbit(file.data.values[i]) ? -m : m;
        const Verdict v = family->replay(*robust, "decision_agrees_with_oracle", probe);
        if (v.kind == Verdict::Kind::out_of_domain || v.kind == Verdict::Kind::not_applicable) {
          ++outside[family->name()];  // counted: outside the domain, or a regime the property does not draw
          continue;
        }
        ++judged[family->name()];
        EXPECT_TRUE(v.kind == Verdict::Kind::pass || v.kind == Verdict::Kind::vacuous)
            << file.path << " with " << family->fields()[i] << " = " << m << ": verdict " << static_cast<int>(v.kind)
            << " " << v.message;
      }
    }
  }
  for (const auto& [name, n] : judged)
    std::cout << name << ": " << n << " probes judged, " << outside[name]
              << " not judged (outside the domain, or of a regime the property does not draw)\n";
  for (const char* name : {"circle_capsule", "circle_convex", "ray_convex"}) EXPECT_GT(judged[name], 0) << name;
}

}  // namespace
