// Shrinking toward short numbers (properties/simplify.h), through the
// type-erased Family interface as the gate and the simplify verb use it.

#include "../../properties/simplify.h"

#include <gtest/gtest.h>

#include "bundled_variant.h"

#include <bit>
#include <cmath>
#include <iostream>

namespace cc::check {
namespace {

// Two lines through the origin, one along y, one along x, at a scale where the
// seed's exact_transform_invariant flaw (products underflow once scaled by
// 2^-7) shows; the two nonzero values carry 13 hexadecimal digits each.
CaseData long_line_line_case() {
  CaseData c;
  c.family = "line_line";
  c.scalar = Scalar::f64;
  c.values = {0, 0, 0, 0x1.234567891234p-531, 0, 0, 0x1.9876543210abcp-532, 0};
  return c;
}

TEST(Simplify, LongValuesBecomeShortAndStillFailTheSameWay) {
  const Family& family = *find_family("line_line");
  const VariantInfo& seed = variant_named(family, "line_line/seed000/f64");
  const std::string property = "exact_transform_invariant";
  const CaseData input = long_line_line_case();
  const auto before = failure_of(family, seed, property, input);
  ASSERT_TRUE(before.has_value()) << "the long case must fail to begin with";
  for (double v : input.values) {
    if (v != 0) {
      ASSERT_GT(significant_digits(v, Scalar::f64), 6);
    }
  }

  const auto r = simplify(family, seed, property, input);
  EXPECT_TRUE(r.failing);
  EXPECT_TRUE(r.changed());
  EXPECT_FALSE(r.budget_exhausted);
  EXPECT_GT(r.evaluations, 0);
  for (double v : r.simplified.values) EXPECT_LE(significant_digits(v, Scalar::f64), 6) << v;
  EXPECT_LT(case_cost(r.simplified), case_cost(input));
  const auto after = failure_of(family, seed, property, r.simplified);
  ASSERT_TRUE(after.has_value());
  EXPECT_EQ(*after, *before);
  EXPECT_FALSE(r.message.empty());
}

TEST(Simplify, PassingCaseIsUntouched) {
  const Family& family = *find_family("line_line");
  const VariantInfo& robust = variant_named(family, "line_line/robust/f64");
  const CaseData input = long_line_line_case();
  ASSERT_FALSE(failure_of(family, robust, "exact_transform_invariant", input).has_value());
  const auto r = simplify(family, robust, "exact_transform_invariant", input);
  EXPECT_FALSE(r.failing);
  EXPECT_FALSE(r.changed());
  EXPECT_EQ(r.evaluations, 0);
  EXPECT_EQ(r.simplified.values, input.values);
  EXPECT_TRUE(r.message.empty());
}

TEST(Simplify, SameInputSameOutput) {
  const Family& family = *find_family("line_line");
  const VariantInfo& seed = variant_named(family, "line_line/seed000/f64");
  const CaseData input = long_line_line_case();
  const auto a = simplify(family, seed, "exact_transform_invariant", input);
  const auto b = simplify(family, seed, "exact_transform_invariant", input);
  ASSERT_EQ(a.simplified.values.size(), b.simplified.values.size());
  for (std::size_t i = 0; i < a.simplified.values.size(); ++i)
    EXPECT_EQ(std::bit_cast<std::uint64_t>(a.simplified.values[i]), std::bit_cast<std::uint64_t>(b.simplified.values[i]));
  EXPECT_EQ(a.evaluations, b.evaluations);
  EXPECT_EQ(a.accepted, b.accepted);
}

TEST(Simplify, BudgetBoundsTheEvaluations) {
  const Family& family = *find_family("line_line");
  const VariantInfo& seed = variant_named(family, "line_line/seed000/f64");
  SimplifyOptions options;
  options.max_evaluations = 3;
  const auto r = simplify(family, seed, "exact_transform_invariant", long_line_line_case(), options);
  EXPECT_LE(r.evaluations, 3);
  EXPECT_TRUE(r.budget_exhausted);
  ASSERT_TRUE(failure_of(family, seed, "exact_transform_invariant", r.simplified).has_value());
}

// Every minimal case a generator shrinks to, in every family, simplifies to a
// case no longer than it that fails the same way.
TEST(Simplify, EveryFamilysMinimalCasesKeepTheirFailure) {
  variant_named(*find_family("line_line"), "line_line/seed000/f64");  // registers the bundled variants
  int simplified = 0, minimal = 0, not_replayed = 0;
  for (const Family* family : families()) {
    for (const VariantInfo* v : family->variants()) {
      if (v->name.rfind("seed", 0) != 0 || v->scalar != Scalar::f64) continue;
      for (const auto& p : family->properties()) {
        if (!family->judges(*v, p.name) || v->flaws_of(p.name).empty()) continue;
        RunOptions run;
        run.cases = 300;
        run.seed = 7;
        run.shrink_class = 0;
        const auto out = family->run(*v, p.name, run);
        if (!out.failure) continue;
        ++minimal;
        SimplifyOptions options;
        options.max_evaluations = 500;
        const auto r = simplify(*family, *v, p.name, out.failure->minimal, options);
        const auto before = failure_of(*family, *v, p.name, out.failure->minimal);
        if (!before) {  // replay differs from the generated check: nothing to keep; counted
          ++not_replayed;
          continue;
        }
        const auto after = failure_of(*family, *v, p.name, r.simplified);
        ASSERT_TRUE(after.has_value()) << v->id() << " " << p.name;
        EXPECT_EQ(*after, *before) << v->id() << " " << p.name;
        EXPECT_FALSE(case_cost(out.failure->minimal) < case_cost(r.simplified)) << v->id() << " " << p.name;
        simplified += r.changed();
        break;  // one property per variant keeps the test short
      }
    }
  }
  EXPECT_GT(minimal, 5);
  EXPECT_GT(simplified, 0);
  EXPECT_LT(not_replayed, minimal);
  std::cout << minimal << " minimal cases, " << simplified << " of them simplified, " << not_replayed
            << " not failing on replay (skipped)\n";
}

TEST(Simplify, ValueLengthsAreShortestForms) {
  EXPECT_EQ(significant_digits(0.125, Scalar::f64), 3);
  EXPECT_EQ(significant_digits(0.1, Scalar::f64), 1);
  EXPECT_EQ(significant_digits(0.12500000000000477, Scalar::f64), 17);
  EXPECT_EQ(significant_digits(static_cast<double>(0.1f), Scalar::f32), 1);
  EXPECT_EQ(significant_digits(0, Scalar::f64), 0);
  EXPECT_EQ(dyadic_digits(std::ldexp(3.0, 511)), 1);
  EXPECT_EQ(dyadic_digits(std::ldexp(1.0, -531)), 1);
  EXPECT_EQ(dyadic_digits(0.1), 16);  // 0x1.999999999999ap-4: m = 7205759403792794 / 2
  EXPECT_EQ(value_length(std::ldexp(1.0, -531), Scalar::f64), 1);
}

}  // namespace
}  // namespace cc::check
