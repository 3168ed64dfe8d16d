// The GoogleTest adapter (include/collide_check/gtest.h).

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <sstream>

#include "../include/collide_check/gtest.h"
#include "../regressions/gate.h"

namespace collide_check {
namespace {

std::vector<std::string> corpus_dirs(const GTestOptions& o) {
  if (!o.corpus.empty()) return o.corpus;
  std::vector<std::string> out;
  if (const char* env = std::getenv("COLLIDE_CHECK_CORPUS")) {
    std::istringstream in(env);
    std::string item;
    while (std::getline(in, item, ':'))
      if (!item.empty()) out.push_back(item);
  }
  return out;
}

class PropertyTest : public testing::Test {
 public:
  PropertyTest(std::shared_ptr<const std::vector<cc::regress::CaseFile>> corpus, cc::regress::GateOptions options)
      : corpus_(std::move(corpus)), options_(std::move(options)) {}

  void TestBody() override {
    const auto report = cc::regress::run_gate(options_, *corpus_, nullptr);
    ASSERT_EQ(report.rows.size(), 1u);
    const auto& row = report.rows[0];
    if (row.status == cc::regress::RowStatus::flaw_found) {
      std::string why;
      for (const auto& f : row.flaws) why += "\n  declared flaw on " + f.inputs + ": " + f.explanation;
      GTEST_SKIP() << "every failure is a declared flaw, and every declared flaw was found:" << why;
    }
    if (row.status == cc::regress::RowStatus::flaw_unjudged)
      GTEST_SKIP() << "no undeclared failure; " << row.detail;
    std::string text = std::string(cc::regress::to_string(row.status)) + "\n" + row.detail;
    if (!row.minimal_case.empty()) text += "\nminimal case: " + row.minimal_case;
    if (!row.saved_path.empty()) text += "\nsaved: " + row.saved_path;
    EXPECT_TRUE(cc::regress::row_ok(row.status)) << text;
  }

 private:
  std::shared_ptr<const std::vector<cc::regress::CaseFile>> corpus_;
  cc::regress::GateOptions options_;
};

}  // namespace

int register_gtests(const GTestOptions& o) {
  auto corpus = std::make_shared<std::vector<cc::regress::CaseFile>>();
  const auto dirs = corpus_dirs(o);
  for (const auto& d : dirs) {
    if (!std::filesystem::is_directory(d)) throw std::invalid_argument("collide_check::register_gtests: corpus folder " + d + " does not exist");
    auto more = cc::regress::read_corpus(d);
    corpus->insert(corpus->end(), more.begin(), more.end());
  }
  cc::regress::GateOptions base;
  base.families = o.families;
  base.variants = o.variants;
  base.cases = o.cases;
  base.seed = o.seed;
  if (o.save) base.save_dir = !o.save_dir.empty() ? o.save_dir : (dirs.empty() ? std::string() : dirs.front());
  int registered = 0;
  for (const auto& job : cc::regress::select_jobs(base)) {
    cc::regress::GateOptions one = base;
    one.families = {job.family->name()};
    one.variants = {job.variant->id()};
    one.properties = {job.property};
    std::string suite = job.variant->id();
    for (char& ch : suite)
      if (ch == '/') ch = '_';
    testing::RegisterTest(suite.c_str(), job.property.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                          [corpus, one]() -> testing::Test* { return new PropertyTest(corpus, one); });
    ++registered;
  }
  return registered;
}

}  // namespace collide_check
