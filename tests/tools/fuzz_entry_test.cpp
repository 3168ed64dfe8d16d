// collide_check::fuzz_one_input (include/collide_check/fuzz.h) over a user's
// own variants: a sound kernel passes, a wrong one aborts with its case file
// written, a wrong one inside its declared flaw passes. The selection is made
// once per process, so each call runs in a death test's child.

#include <collide_check/circle_circle.h>
#include <collide_check/fuzz.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace collide_check;

bool overlap(const Circle<double>& a, const Circle<double>& b) {
  const double dx = a.c.x - b.c.x, dy = a.c.y - b.c.y, r = a.r + b.r;
  return dx * dx + dy * dy <= r * r;
}

VariantSpec spec(const char* name) {
  VariantSpec s;
  s.name = name;
  s.source = "tests/tools/fuzz_entry_test.cpp";
  // Away from underflow and overflow, where the plain test is right.
  s.contract.domain.max_magnitude = 1e3;
  s.contract.domain.min_nonzero_magnitude = 1;
  s.contract.special_values = SpecialValues::unchecked;
  s.contract.band = Band::relative_to_inputs(0x1p-40);
  return s;
}

void register_once() {
  static const bool done = [] {
    register_variant<circle_circle, double>(spec("sound"), hit_only(overlap));
    register_variant<circle_circle, double>(
        spec("never_hits"), hit_only([](const Circle<double>&, const Circle<double>&) { return false; }));
    VariantSpec declared = spec("never_hits_declared");
    declared.flaws.push_back({"decision_agrees_with_oracle",
                              when<circle_circle>("every input", [](const auto&) { return true; }),
                              "never reports a hit"});
    register_variant<circle_circle, double>(
        declared, hit_only([](const Circle<double>&, const Circle<double>&) { return false; }));
    return true;
  }();
  (void)done;
}

// Values mode, f64: A = (0, 0) radius 2, B = (1, 0) radius 2 (small integers,
// kind 0): overlapping disks.
constexpr std::array<std::uint8_t, 13> kOverlap = {0x00, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 2};

FuzzOptions options(std::vector<std::string> variants, std::string case_dir = "") {
  FuzzOptions o;
  o.variants = std::move(variants);
  o.case_dir = std::move(case_dir);
  return o;
}

int fuzz(const FuzzOptions& options) {
  register_once();
  fuzz_one_input(kOverlap.data(), kOverlap.size(), options);
  // A few more inputs, every byte string being a case.
  for (int i = 0; i < 64; ++i) {
    const std::array<std::uint8_t, 4> bytes = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(i * 7), 3, 1};
    fuzz_one_input(bytes.data(), bytes.size(), options);
  }
  return 0;
}

TEST(FuzzEntry, ASoundVariantPasses) {
  EXPECT_EXIT(std::exit(fuzz(options({"sound"}))), testing::ExitedWithCode(0), "");
}

TEST(FuzzEntry, AFailureOutsideTheDeclaredFlawsAbortsAndWritesTheCaseFile) {
  const auto dir = std::filesystem::path(testing::TempDir()) / "fuzz_entry_cases";
  std::filesystem::remove_all(dir);
  ::unsetenv("COLLIDE_CHECK_FUZZ_SAVE_DIR");
  EXPECT_DEATH(fuzz(options({"circle_circle/never_hits/f64"}, dir.string())),
               "outside the declared flaws:\n  circle_circle/never_hits/f64 decision_agrees_with_oracle");
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir))
    files += entry.path().extension() == ".case";
  EXPECT_EQ(files, 1);
}

TEST(FuzzEntry, AFailureInsideADeclaredFlawPasses) {
  EXPECT_EXIT(std::exit(fuzz(options({"never_hits_declared"}))), testing::ExitedWithCode(0), "");
}

TEST(FuzzEntry, AnUnknownVariantOrFamilyIsNamed) {
  EXPECT_DEATH(fuzz(options({"no_such_variant"})), "no registered variant 'no_such_variant'");
  FuzzOptions family;
  family.families = {"no_such_family"};
  EXPECT_DEATH(fuzz(family), "no family 'no_such_family'");
}

}  // namespace
