// The collide-check command as a user runs it: exit codes and error messages.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>
#include <sys/wait.h>

namespace {

namespace fs = std::filesystem;

struct Run {
  int status;
  std::string out;
};

// Runs the command with stderr merged into stdout.
Run run(const std::string& args) {
  const std::string cmd = std::string(COLLIDE_CHECK_EXE) + " " + args + " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string out;
  char buf[4096];
  while (std::size_t n = fread(buf, 1, sizeof buf, pipe)) out.append(buf, n);
  const int st = pclose(pipe);
  return {WIFEXITED(st) ? WEXITSTATUS(st) : -1, out};
}

fs::path temp_dir(const std::string& name) {
  const fs::path p = fs::temp_directory_path() / ("collide-check-cli-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(p);
  fs::create_directories(p / "segment_segment");
  return p;
}

// The first case file of one family's corpus, in name order.
std::string first_corpus_file(const std::string& family) {
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(fs::path(COLLIDE_CHECK_TEST_CORPUS) / family))
    if (e.path().extension() == ".case") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files.empty() ? std::string() : files.front();
}

TEST(Cli, ListShowsEveryVariantAndExitsZero) {
  const auto r = run("list");
  EXPECT_EQ(r.status, 0) << r.out;
  for (const char* id : {"segment_segment/seed000/f32", "segment_segment/seed001_slope/f64", "segment_segment/robust/f64"})
    EXPECT_NE(r.out.find(id), std::string::npos) << id;
}

TEST(Cli, ListShowsEveryFamilyWithItsSeedAndRobustVariantsAtBothScalars) {
  const auto r = run("list --brief");
  ASSERT_EQ(r.status, 0) << r.out;
  const std::pair<const char*, std::vector<const char*>> expected[] = {
      {"point_point", {"seed001"}},
      {"point_segment", {"seed001_slope"}},
      {"line_line", {"seed000"}},
      {"segment_segment", {"seed000", "seed001_slope"}},
      {"point_rect", {"seed001"}},
      {"rect_rect", {"seed001"}},
      {"circle_circle", {"seed001", "seed004"}},
      {"circle_line", {"seed000", "seed002"}},
      {"circle_segment", {"seed000", "seed002"}},
      {"polygon_polygon", {"seed000_edges", "seed002_sat"}},
      {"swept_circle_line", {"seed002"}},
      {"swept_circle_segment", {"seed002_capsule"}},
      {"swept_circle_circle", {"seed004"}},
      {"moving_point_segment", {"seed003"}},
      {"swept_polygon_polygon", {"seed003"}},
  };
  for (const auto& [family, seeds] : expected) {
    std::vector<std::string> names(seeds.begin(), seeds.end());
    names.push_back("robust");
    for (const auto& variant : names)
      for (const char* scalar : {"f32", "f64"}) {
        const std::string id = std::string(family) + "/" + variant + "/" + scalar + " ";
        EXPECT_NE(r.out.find(id), std::string::npos) << id;
      }
  }
}

TEST(Cli, UsageErrorsExitTwo) {
  EXPECT_EQ(run("").status, 2);
  EXPECT_EQ(run("frobnicate").status, 2);
  EXPECT_EQ(run("check --cases 0").status, 2);
  EXPECT_EQ(run("check --cases many").status, 2);
  EXPECT_EQ(run("check --shard 3/2").status, 2);
  EXPECT_EQ(run("check --family circle_hexagon").status, 2);
  EXPECT_EQ(run("check --variant nonesuch").status, 2);
  EXPECT_EQ(run("check --property nonesuch").status, 2);
  EXPECT_EQ(run("eval").status, 2);
  EXPECT_EQ(run("eval /nonexistent/x.case").status, 2);
}

TEST(Cli, CheckPassesWithTheCommittedCorpusAndWritesReports) {
  const auto dir = temp_dir("reports");
  const auto r = run("check --cases 200 --no-save --json " + (dir / "r.json").string() + " --junit " +
                     (dir / "r.xml").string());
  EXPECT_EQ(r.status, 0) << r.out;
  std::ifstream in(dir / "r.json");
  const auto j = nlohmann::json::parse(in);
  EXPECT_TRUE(j["ok"].get<bool>());
  EXPECT_GT(j["rows"].size(), 0u);
  EXPECT_TRUE(fs::exists(dir / "r.xml"));

  // The precision report of that run: every family's section and every variant
  // with its contract.
  const auto rep = run("report " + (dir / "r.json").string() + " -o " + (dir / "report.md").string());
  ASSERT_EQ(rep.status, 0) << rep.out;
  std::ifstream md_in(dir / "report.md");
  const std::string md((std::istreambuf_iterator<char>(md_in)), std::istreambuf_iterator<char>());
  EXPECT_NE(md.find("Result: **pass**"), std::string::npos);
  const auto list = nlohmann::json::parse(run("list --json").out);
  for (const auto& family : list) {
    EXPECT_NE(md.find("\n## " + family["family"].get<std::string>() + "\n"), std::string::npos) << family["family"];
    for (const auto& v : family["variants"]) {
      const std::string id = v["id"];
      EXPECT_NE(md.find("### `" + id + "`"), std::string::npos) << id;
    }
  }
  fs::remove_all(dir);
}

TEST(Cli, ReportOfAMissingOrMalformedGateJsonExitsTwo) {
  const auto dir = temp_dir("report");
  EXPECT_EQ(run("report " + (dir / "none.json").string()).status, 2);
  std::ofstream(dir / "bad.json") << "{\"rows\": [{\"family\": \"point_point\"}]}";
  const auto r = run("report " + (dir / "bad.json").string());
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("missing field"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

TEST(Cli, ADeclaredFlawThatIsNotFoundFailsTheGate) {
  // An empty corpus and a single generated case cannot find seed000's symmetry flaw.
  const auto dir = temp_dir("empty");
  const auto r = run("check --corpus " + dir.string() +
                     " --no-save --cases 1 --variant seed000/f64 --property symmetric_in_segments");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("declared flaw not found"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

TEST(Cli, ShardsPartitionTheChecks) {
  const auto all = run("check --cases 50 --no-save --variant robust/f64");
  const auto s0 = run("check --cases 50 --no-save --variant robust/f64 --shard 0/2");
  const auto s1 = run("check --cases 50 --no-save --variant robust/f64 --shard 1/2");
  ASSERT_EQ(all.status, 0) << all.out;
  auto count = [](const std::string& out) {
    const auto at = out.find(" checks, ");
    return std::stoi(out.substr(out.rfind('\n', at) + 1, at));
  };
  EXPECT_EQ(count(s0.out) + count(s1.out), count(all.out));
}

TEST(Cli, CorruptedCaseFileMakesCheckAndEvalExitTwoNamingFileAndLine) {
  const auto dir = temp_dir("corrupt");
  const std::string source = first_corpus_file("segment_segment");
  ASSERT_FALSE(source.empty());
  std::ifstream in(source);
  std::stringstream text;
  text << in.rdbuf();
  std::string s = text.str();
  const auto at = s.find("A.a.y: ");
  s.replace(at, s.find('\n', at) - at, "A.a.y: 0x1.zzp+0");
  const fs::path bad = dir / "segment_segment" / "bad.case";
  std::ofstream(bad) << s;
  const auto chk = run("check --cases 10 --no-save --corpus " + dir.string());
  EXPECT_EQ(chk.status, 2) << chk.out;
  EXPECT_NE(chk.out.find(bad.string() + ":5:"), std::string::npos) << chk.out;
  const auto ev = run("eval " + bad.string());
  EXPECT_EQ(ev.status, 2) << ev.out;
  EXPECT_NE(ev.out.find(bad.string() + ":5:"), std::string::npos) << ev.out;
  fs::remove_all(dir);
}

TEST(Cli, EvalPrintsTheOracleVerdictAndEveryVariantForEveryFamily) {
  const auto list = run("list --json");
  ASSERT_EQ(list.status, 0) << list.out;
  const auto families = nlohmann::json::parse(list.out);
  ASSERT_GE(families.size(), 4u);
  for (const auto& family : families) {
    const std::string name = family["family"];
    const std::string file = first_corpus_file(name);
    ASSERT_FALSE(file.empty()) << "no committed case for " << name;
    const auto r = run("eval " + file + " " + file);
    ASSERT_EQ(r.status, 0) << r.out;
    std::istringstream lines(r.out);
    std::string line;
    int n = 0;
    while (std::getline(lines, line)) {
      const auto j = nlohmann::json::parse(line);
      EXPECT_EQ(j["family"], name);
      EXPECT_TRUE(j["oracle"].contains("kind")) << line;
      EXPECT_EQ(j["variants"].size(), family["variants"].size()) << line;
      for (const auto& v : j["variants"])
        EXPECT_TRUE(v.contains("skipped") || v.contains("verdicts")) << line;
      ++n;
    }
    EXPECT_EQ(n, 2) << name;
  }
}

}  // namespace
