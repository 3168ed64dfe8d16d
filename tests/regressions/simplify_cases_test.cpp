// Simplification of saved cases: the simplify verb's rewrite of a case file
// (regressions/simplify_cases.h), and the gate saving the simplified minimum.

#include "../../regressions/simplify_cases.h"

#include <gtest/gtest.h>

#include <bit>
#include <filesystem>
#include <unistd.h>

#include "../../include/collide_check/main.h"
#include "../../properties/simplify.h"
#include "../../regressions/gate.h"

namespace cc::regress {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path;
  TempDir() {
    static const bool bundled = (collide_check::register_bundled_variants(), true);
    (void)bundled;
    path = fs::temp_directory_path() / ("collide-check-simplify-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

CaseFile long_case(const std::string& found_by) {
  CaseFile c;
  c.data.family = "line_line";
  c.data.scalar = check::Scalar::f64;
  c.data.values = {0, 0, 0, 0x1.234567891234p-531, 0, 0, 0x1.9876543210abcp-532, 0};
  c.data.regime = "scale_sweep";
  c.found_by = found_by;
  c.verdict = "as found";
  c.seed = 5;
  c.date = "2026-01-02";
  return c;
}

const check::VariantInfo& variant_named(const std::string& id) {
  for (const auto* v : check::find_family("line_line")->variants())
    if (v->id() == id) return *v;
  throw std::invalid_argument(id);
}

TEST(SimplifyCaseFile, RewritesUnderANewNameKeepingProvenance) {
  TempDir dir;
  const std::string old_path = write_case(long_case("line_line/seed000/f64 exact_transform_invariant"), dir.path);
  const CaseFile before = read_case(old_path);
  const auto r = simplify_case_file(before, 4000);
  ASSERT_EQ(r.outcome, SimplifiedFile::Outcome::simplified) << r.why;
  EXPECT_FALSE(fs::exists(old_path));
  ASSERT_TRUE(fs::exists(r.new_path));
  EXPECT_NE(r.new_path, old_path);
  const CaseFile after = read_case(r.new_path);
  EXPECT_EQ(after.simplified_from, content_hash(before.data));
  EXPECT_EQ(after.found_by, before.found_by);
  EXPECT_EQ(after.seed, before.seed);
  EXPECT_EQ(after.date, before.date);
  EXPECT_EQ(after.data.regime, before.data.regime);
  EXPECT_NE(after.verdict, "as found");  // the verdict on the simplified case
  for (double v : after.data.values) EXPECT_LE(check::significant_digits(v, check::Scalar::f64), 6) << v;
  // It still witnesses what the original did, everywhere in its family.
  const auto& family = *check::find_family("line_line");
  EXPECT_TRUE(check::keeps_witnesses(check::witnesses(family, before.data), check::witnesses(family, after.data)));
  EXPECT_EQ(fs::path(r.new_path).filename().string(), content_hash(after.data) + ".case");
}

TEST(SimplifyCaseFile, APassingCaseIsUntouched) {
  TempDir dir;
  const std::string path = write_case(long_case("line_line/robust/f64 exact_transform_invariant"), dir.path);
  const auto r = simplify_case_file(read_case(path), 4000);
  EXPECT_EQ(r.outcome, SimplifiedFile::Outcome::passes);
  EXPECT_EQ(r.new_path, path);
  EXPECT_TRUE(fs::exists(path));
  EXPECT_EQ(read_case(path).data.values, long_case("").data.values);
}

TEST(SimplifyCaseFile, ARetiredFoundByFallsBackToAWitnessedFlaw) {
  TempDir dir;
  const std::string path = write_case(long_case("line_line/seed000/f64 a_retired_property"), dir.path);
  const auto r = simplify_case_file(read_case(path), 4000);
  EXPECT_EQ(r.outcome, SimplifiedFile::Outcome::simplified);
  EXPECT_NE(r.why.find("simplified under line_line/seed000/f64"), std::string::npos) << r.why;
  EXPECT_EQ(read_case(r.new_path).found_by, "line_line/seed000/f64 a_retired_property");
}

// The gate saves the minimal case of a declared flaw it found: the file holds
// RapidCheck's minimum simplified, exactly as check::simplify gives it.
TEST(GateSaves, TheSimplifiedMinimum) {
  TempDir dir;
  const auto& v = variant_named("line_line/seed000/f64");
  const std::string property = "exact_transform_invariant";
  GateOptions o;
  o.variants = {v.id()};
  o.properties = {property};
  o.cases = 2000;
  o.seed = 1;
  o.save_dir = dir.path.string();
  const auto report = run_gate(o, {}, nullptr);
  ASSERT_EQ(report.rows.size(), 1u);
  ASSERT_FALSE(report.rows[0].flaws.empty());
  const auto& flaw = report.rows[0].flaws[0];
  ASSERT_GT(flaw.generated, 0) << "seed000 fails exact_transform_invariant inside its first class at 2000 cases";
  ASSERT_FALSE(flaw.saved_path.empty());

  check::RunOptions run;
  run.cases = o.cases;
  run.seed = job_seed(o.seed, "line_line", v.scalar, property);
  run.shrink_class = 0;
  const auto minimal = check::find_family("line_line")->run(v, property, run);
  ASSERT_TRUE(minimal.failure.has_value());
  const auto expected = check::simplify(*check::find_family("line_line"), v, property, minimal.failure->minimal);
  const CaseFile saved = read_case(flaw.saved_path);
  ASSERT_EQ(saved.data.values.size(), expected.simplified.values.size());
  for (std::size_t i = 0; i < saved.data.values.size(); ++i)
    EXPECT_EQ(std::bit_cast<std::uint64_t>(saved.data.values[i]),
              std::bit_cast<std::uint64_t>(expected.simplified.values[i]));
  EXPECT_FALSE(check::case_cost(minimal.failure->minimal) < check::case_cost(saved.data));
  EXPECT_EQ(flaw.minimal_case, check::find_family("line_line")->describe(saved.data));
  // Only the final cases stay (one per class found): nothing RapidCheck shrank
  // through is left behind.
  int files = 0, saved_classes = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir.path)) files += e.is_regular_file();
  for (const auto& f : report.rows[0].flaws) saved_classes += !f.saved_path.empty();
  EXPECT_EQ(files, saved_classes);
  EXPECT_EQ(report.saved.size(), static_cast<std::size_t>(saved_classes));
}

}  // namespace
}  // namespace cc::regress
