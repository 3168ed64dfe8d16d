// Every family/variant/property of the registry as its own GoogleTest test:
// the committed corpus is replayed and the property runs on generated cases; the
// test passes when the variant meets its contract or its declared flaw is found.
// Fewer cases than the gate, so that ctest stays quick.

#include <gtest/gtest.h>

#include "regressions/gate.h"

namespace {

constexpr int kCases = 1000;

class PropertyTest : public testing::Test {
 public:
  PropertyTest(std::string family, std::string variant, std::string property)
      : family_(std::move(family)), variant_(std::move(variant)), property_(std::move(property)) {}

  void TestBody() override {
    static const auto corpus = cc::regress::read_corpus(COLLIDE_CHECK_CORPUS_DIR);
    cc::regress::GateOptions o;
    o.families = {family_};
    o.variants = {variant_};
    o.properties = {property_};
    o.cases = kCases;
    const auto report = cc::regress::run_gate(o, corpus, nullptr);
    ASSERT_EQ(report.rows.size(), 1u);
    const auto& row = report.rows[0];
    EXPECT_TRUE(cc::regress::row_ok(row.status))
        << cc::regress::to_string(row.status) << "\n" << row.detail << "\nminimal case: " << row.minimal_case;
  }

 private:
  std::string family_, variant_, property_;
};

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  for (const auto& family : cc::check::families())
    for (const auto& v : family->variants())
      for (const auto& p : family->properties()) {
        const std::string family_name = family->name(), variant = v.id(), property = p.name;
        std::string suite = v.id();
        for (char& ch : suite)
          if (ch == '/') ch = '_';
        testing::RegisterTest(suite.c_str(), p.name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [=]() -> testing::Test* { return new PropertyTest(family_name, variant, property); });
      }
  return RUN_ALL_TESTS();
}
