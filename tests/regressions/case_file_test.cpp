// Case files: bit-exact round trips, content naming, and a strict reader whose
// errors name file:line.

#include "regressions/case_file.h"

#include <gtest/gtest.h>

#include <iterator>

#include <bit>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>

namespace {

namespace fs = std::filesystem;
using cc::regress::CaseFile;
using cc::regress::CaseFileError;

fs::path temp_dir(const std::string& name) {
  const fs::path p = fs::temp_directory_path() / ("collide-check-test-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

CaseFile sample(cc::check::Scalar scalar, std::vector<double> values) {
  CaseFile c;
  c.data = {"segment_segment", scalar, std::move(values), ""};
  c.found_by = "segment_segment/robust/f64 decision_agrees_with_oracle";
  c.verdict = "variant: none | oracle: point";
  c.seed = 42;
  c.tool_version = "test";
  c.date = "2026-01-01";
  c.build = "test build";
  return c;
}

TEST(CaseFile, SpecialValuesRoundTripBitForBit) {
  const double payload_nan = std::bit_cast<double>(std::uint64_t{0x7ff0000000000123});
  const std::vector<double> values = {-0.0, std::numeric_limits<double>::denorm_min(), 0x1.fffffffffffffp-1023,
                                      INFINITY, -INFINITY, std::numeric_limits<double>::quiet_NaN(), payload_nan,
                                      0x1.23456789abcdep+1000};
  const auto dir = temp_dir("roundtrip");
  const std::string path = cc::regress::write_case(sample(cc::check::Scalar::f64, values), dir.string());
  const CaseFile back = cc::regress::read_case(path);
  ASSERT_EQ(back.data.values.size(), values.size());
  for (std::size_t i = 0; i < values.size(); ++i)
    EXPECT_EQ(std::bit_cast<std::uint64_t>(back.data.values[i]), std::bit_cast<std::uint64_t>(values[i])) << i;
  EXPECT_EQ(back.seed, 42u);
  EXPECT_EQ(back.verdict, "variant: none | oracle: point");
  EXPECT_EQ(fs::path(path).filename().string(), cc::regress::content_hash(back.data) + ".case");
  fs::remove_all(dir);
}

TEST(CaseFile, FloatCasesRoundTripAndNameDependsOnlyOnContent) {
  const std::vector<double> values = {0.1f, -0.0f, 0x1p-149, 3.0f, 1e30f, -2.5f, 0, 1};
  auto a = sample(cc::check::Scalar::f32, values), b = a;
  b.verdict = "different metadata";
  b.seed = 7;
  EXPECT_EQ(cc::regress::content_hash(a.data), cc::regress::content_hash(b.data));
  b.data.scalar = cc::check::Scalar::f64;
  EXPECT_NE(cc::regress::content_hash(a.data), cc::regress::content_hash(b.data));
  const auto dir = temp_dir("float");
  const auto path = cc::regress::write_case(a, dir.string());
  const auto back = cc::regress::read_case(path);
  EXPECT_EQ(back.data.values, values);
  // The notes are the shortest decimals that read back as the floats, not the
  // doubles' expansions (0.10000000149011612).
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("A.a.x: 0x1.99999ap-4  # 0.1\n"), std::string::npos) << text;
  EXPECT_NE(text.find("B.a.x: 0x1.93e594p+99  # 1e+30\n"), std::string::npos) << text;
  fs::remove_all(dir);
}

// Writes `text` to a file and expects read_case to fail naming `line`.
void expect_error_at(const std::string& text, int line, const std::string& fragment) {
  const auto dir = temp_dir("malformed");
  const fs::path path = dir / "bad.case";
  std::ofstream(path) << text;
  try {
    cc::regress::read_case(path.string());
    ADD_FAILURE() << "accepted:\n" << text;
  } catch (const CaseFileError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find(path.string() + ":" + std::to_string(line) + ":"), std::string::npos) << what;
    EXPECT_NE(what.find(fragment), std::string::npos) << what;
  }
  fs::remove_all(dir);
}

std::string good_text() {
  return cc::regress::render(sample(cc::check::Scalar::f64, {0, 0, 1, 1, 0, 1, 1, 0}));
}

std::string replace_line(std::string text, int line, const std::string& with) {
  std::size_t start = 0;
  for (int i = 1; i < line; ++i) start = text.find('\n', start) + 1;
  const std::size_t end = text.find('\n', start);
  return text.replace(start, end - start, with);
}

TEST(CaseFile, ReaderAcceptsWhatTheWriterWrites) {
  const auto dir = temp_dir("good");
  std::ofstream(dir / "good.case") << good_text();
  EXPECT_NO_THROW(cc::regress::read_case((dir / "good.case").string()));
  fs::remove_all(dir);
}

TEST(CaseFile, MalformedFilesAreErrorsNamingFileAndLine) {
  // Line 1 is the comment, 2 family, 3 scalar, 4..11 the fields, 12 found-by ...
  expect_error_at(replace_line(good_text(), 4, "A.a.x: one"), 4, "expected a number");
  expect_error_at(replace_line(good_text(), 4, "A.a.x: 0.1"), 4, "0.1");
  expect_error_at(replace_line(good_text(), 4, "A.a.x: 1e400"), 4, "beyond the range of f64");
  expect_error_at(replace_line(good_text(), 4, "A.a.x: 0x1.8p+1 # 2"), 4, "does not denote");
  expect_error_at(replace_line(good_text(), 5, "A.b.x: 0x0p+0"), 5, "expected field 'A.a.y'");
  expect_error_at(replace_line(good_text(), 2, "family: circle_hexagon"), 2, "unknown family");
  expect_error_at(replace_line(good_text(), 3, "scalar: f16"), 3, "scalar must be f32 or f64");
  expect_error_at(replace_line(good_text(), 12, "found-by"), 12, "expected 'key: value'");
  expect_error_at(replace_line(good_text(), 14, "seed: twelve"), 14, "unsigned integer");
  expect_error_at(good_text() + "seed: 3\n", 18, "duplicate key 'seed'");
  expect_error_at(replace_line(replace_line(good_text(), 3, "scalar: f32"), 4, "A.a.x: 0x1.0000000000001p+0"), 4,
                  "not exactly representable as f32");
  const std::string text = good_text();
  expect_error_at(text.substr(0, text.find("B.b.y")), 11, "missing field 'B.b.y'");
}

TEST(CaseFile, ExactDecimalsAreAcceptedAsTheValueTheyDenote) {
  const auto dir = temp_dir("decimal");
  std::ofstream(dir / "d.case") << replace_line(replace_line(good_text(), 4, "A.a.x: 1.5"), 5, "A.a.y: -0.375");
  const CaseFile c = cc::regress::read_case((dir / "d.case").string());
  EXPECT_EQ(c.data.values[0], 1.5);
  EXPECT_EQ(c.data.values[1], -0.375);
  std::ofstream(dir / "f.case") << replace_line(replace_line(good_text(), 3, "scalar: f32"), 4, "A.a.x: 16777217");
  EXPECT_THROW(cc::regress::read_case((dir / "f.case").string()), CaseFileError);  // 2^24 + 1 is not a float
  fs::remove_all(dir);
}

TEST(CaseFile, AHandWrittenCaseNeedsOnlyFamilyScalarAndFields) {
  const auto dir = temp_dir("minimal");
  std::ofstream(dir / "m.case") << "family: segment_segment\nscalar: f64\n"
                                   "A.a.x: 0\nA.a.y: 0\nA.b.x: 2\nA.b.y: 2\nB.a.x: 0\nB.a.y: 2\nB.b.x: 2\nB.b.y: 0\n";
  const CaseFile c = cc::regress::read_case((dir / "m.case").string());
  EXPECT_EQ(c.data.values, (std::vector<double>{0, 0, 2, 2, 0, 2, 2, 0}));
  EXPECT_FALSE(c.seed.has_value());
  fs::remove_all(dir);
}

TEST(CaseFile, EveryProblemOfAFileIsReportedAtOnceWithBinaryBytesEscaped) {
  const auto dir = temp_dir("problems");
  std::string text = replace_line(good_text(), 4, "A.a.x: zz");
  text = replace_line(text, 6, std::string("A.b.x: \x01\xff"));
  std::ofstream(dir / "p.case") << text;
  try {
    cc::regress::read_case((dir / "p.case").string());
    ADD_FAILURE() << "accepted";
  } catch (const CaseFileError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find(":4:"), std::string::npos) << what;
    EXPECT_NE(what.find(":6:"), std::string::npos) << what;
    EXPECT_NE(what.find("\\x01\\xff"), std::string::npos) << what;
    for (unsigned char ch : what) EXPECT_TRUE(ch == '\n' || (ch >= 0x20 && ch < 0x7f)) << int(ch);
  }
  fs::remove_all(dir);
}

TEST(CaseFile, CorpusReaderFailsOnTheFirstMalformedFile) {
  const auto dir = temp_dir("corpus");
  fs::create_directories(dir / "segment_segment");
  std::ofstream(dir / "segment_segment" / "a.case") << good_text();
  std::ofstream(dir / "segment_segment" / "b.case") << replace_line(good_text(), 6, "A.b.x: oops");
  EXPECT_THROW(cc::regress::read_corpus(dir.string()), CaseFileError);
  EXPECT_TRUE(cc::regress::read_corpus((dir / "missing").string()).empty());
  fs::remove_all(dir);
}

}  // namespace
