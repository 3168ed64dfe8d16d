// precision --export and --include (tools/precision_export.cpp): a library's
// checker measures its variants and collide-check puts them in its tables.
// Exporting a family's measurements and including them into an empty copy
// of the family gives back every figure, and the same page.

#include <gtest/gtest.h>

#include <cmath>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "include/collide_check/main.h"
#include "properties/registry.h"
#include "tools/precision.h"

namespace {

namespace fs = std::filesystem;
using namespace cc::precision;

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// The same numbers, NaN equal to NaN.
bool same(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i])))) return false;
  return true;
}

TEST(PrecisionExport, IncludingAnExportGivesBackEveryFigureAndTheSamePage) {
  collide_check::register_bundled_variants();
  const Options options{40, 5, "segment_segment"};
  const Measurements measured = measure(options, nullptr);
  ASSERT_EQ(measured.families.size(), 1u);
  // A page of the family without its variants, then with them read back
  // (through text, as a file carries them).
  Measurements rebuilt = measured;
  rebuilt.families[0].variants.clear();
  std::deque<cc::check::VariantInfo> infos;
  const auto text = export_measurements(measured).dump();
  include_measurements(rebuilt, nlohmann::json::parse(text), "test", infos);
  // Included variants are marked as another program's (the page calls them
  // library functions); unmarked, they must give the page back unchanged.
  for (auto& r : rebuilt.families[0].variants) {
    EXPECT_TRUE(r.included);
    r.included = false;
  }
  const auto& a = measured.families[0].variants;
  const auto& b = rebuilt.families[0].variants;
  ASSERT_EQ(a.size(), b.size());
  bool some_nan = false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].info->id(), b[i].info->id());
    EXPECT_EQ(a[i].all.judged, b[i].all.judged);
    EXPECT_EQ(a[i].all.wrong, b[i].all.wrong);
    EXPECT_EQ(a[i].by_regime.size(), b[i].by_regime.size());
    EXPECT_EQ(a[i].by_boundary.size(), b[i].by_boundary.size());
    ASSERT_EQ(a[i].values.size(), b[i].values.size());
    for (const auto& [component, e] : a[i].values) {
      const auto& f = b[i].values.at(component);
      EXPECT_TRUE(same(e.ulps, f.ulps)) << a[i].info->id() << " " << component;
      EXPECT_TRUE(same(e.of_bound, f.of_bound)) << a[i].info->id() << " " << component;
      for (double x : e.ulps) some_nan = some_nan || !std::isfinite(x);
    }
  }
  EXPECT_TRUE(some_nan) << "no non-finite error drawn: the encoding of NaN and infinity is not exercised";
  const fs::path dir = fs::temp_directory_path() / "collide_check_precision_export";
  fs::remove_all(dir);
  write_precision(measured, nlohmann::json::object(), {(dir / "a.md").string(), (dir / "a").string(), false});
  write_precision(rebuilt, nlohmann::json::object(), {(dir / "b.md").string(), (dir / "b").string(), false});
  std::string page_a = read_file(dir / "a.md"), page_b = read_file(dir / "b.md");
  // The pages name their own folders: the rest is identical.
  for (std::string* p : {&page_a, &page_b})
    for (std::size_t at = p->find("](a/"); at != std::string::npos; at = p->find("](a/", at)) p->replace(at, 4, "](b/");
  EXPECT_FALSE(page_a.empty());
  EXPECT_EQ(page_a, page_b);
  fs::remove_all(dir);
}

TEST(PrecisionExport, RefusesAnExportOfOtherCases) {
  collide_check::register_bundled_variants();
  const Measurements measured = measure(Options{20, 5, "circle_circle"}, nullptr);
  Measurements other = measure(Options{20, 6, "circle_circle"}, nullptr);
  std::deque<cc::check::VariantInfo> infos;
  try {
    include_measurements(other, export_measurements(measured), "five.json", infos);
    FAIL() << "an export of seed 5 was included into a page of seed 6";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("five.json: measured with another seed"), std::string::npos) << e.what();
  }
  // Twice the same variants: refused, not listed twice.
  Measurements same_seed = measure(Options{20, 5, "circle_circle"}, nullptr);
  EXPECT_THROW(include_measurements(same_seed, export_measurements(measured), "again.json", infos), std::runtime_error);
}

}  // namespace
