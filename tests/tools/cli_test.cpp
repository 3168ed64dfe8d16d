// The collide-check command as a user runs it: exit codes and error messages.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <chrono>
#include <csignal>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

struct Run {
  int status;
  std::string out;
};

// Runs `program` with stderr merged into stdout.
Run run_program(const std::string& program, const std::string& args) {
  const std::string cmd = program + " " + args + " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string out;
  char buf[4096];
  while (std::size_t n = fread(buf, 1, sizeof buf, pipe)) out.append(buf, n);
  const int st = pclose(pipe);
  return {WIFEXITED(st) ? WEXITSTATUS(st) : -1, out};
}

// A --json report, parsed.
nlohmann::json read_json(const fs::path& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

// A --json report's rows by variant id: their status, and their detail.
std::pair<std::map<std::string, std::string>, std::map<std::string, std::string>> rows_by_variant(
    const nlohmann::json& j) {
  std::map<std::string, std::string> status, detail;
  for (const auto& row : j["rows"]) {
    status[row["variant"]] = row["status"];
    detail[row["variant"]] = row.value("detail", "");
  }
  return {status, detail};
}

// Runs collide-check with the committed corpus as its default (COLLIDE_CHECK_CORPUS).
Run run(const std::string& args) {
  return run_program("COLLIDE_CHECK_CORPUS=" + std::string(COLLIDE_CHECK_TEST_CORPUS) + " " + COLLIDE_CHECK_EXE, args);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

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
      {"circle_capsule", {"seed002_line_then_ends"}},
      {"circle_convex", {"textbook_sat"}},
      {"swept_circle_line", {"seed002"}},
      {"swept_circle_segment", {"seed002_capsule"}},
      {"swept_circle_circle", {"seed004"}},
      {"moving_point_segment", {"seed003"}},
      {"swept_polygon_polygon", {"seed003"}},
      {"ray_convex", {"textbook", "seed003"}},
      {"convex_convex", {"textbook_sat"}},
      {"point_side", {"textbook"}},
      {"point_polygon", {"pnpoly", "robust_simple"}},
      {"convex_distance", {"textbook_closest_features"}},
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
  EXPECT_NE(r.out.find("not the JSON of collide-check check"), std::string::npos) << r.out;
  fs::remove_all(dir);
}

TEST(Cli, ADeclaredFlawThatIsNotFoundFailsTheGate) {
  // A user's variant declaring a class no input of the family is in: judged
  // from 10000 cases, it fails; in a shorter run it is shown as not judged.
  const auto dir = temp_dir("empty");
  const auto r = run_program(FAULTY_KERNELS_EXE, "check --no-corpus --no-save --cases 10000 --variant unfound_flaw");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_TRUE(contains(r.out, "declared flaw not found")) << r.out;
  const auto short_run = run_program(FAULTY_KERNELS_EXE, "check --no-corpus --no-save --cases 10 --variant unfound_flaw");
  EXPECT_EQ(short_run.status, 0) << short_run.out;
  EXPECT_TRUE(contains(short_run.out, "declared flaw not judged (short run)")) << short_run.out;
  EXPECT_FALSE(contains(short_run.out, "flaw found")) << short_run.out;
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

TEST(Cli, BadNumbersAreNamedWithTheirRange) {
  for (const char* bad : {"0", "-5", "abc", "1e3", ""}) {
    const auto r = run(std::string("check --cases '") + bad + "'");
    EXPECT_EQ(r.status, 2) << bad;
    EXPECT_TRUE(contains(r.out, "--cases expects a whole number from 1 to 1000000000")) << r.out;
  }
  const auto seed = run("check --seed -1");
  EXPECT_EQ(seed.status, 2);
  EXPECT_TRUE(contains(seed.out, "--seed expects a whole number")) << seed.out;
  EXPECT_EQ(run("check --jobs -1").status, 2);
  const auto zero_jobs = run("check --jobs 0");
  EXPECT_EQ(zero_jobs.status, 2);
  EXPECT_TRUE(contains(zero_jobs.out, "--in-process runs in this process")) << zero_jobs.out;
  const auto timeout = run("check --in-process --timeout 5");
  EXPECT_EQ(timeout.status, 2);
  EXPECT_TRUE(contains(timeout.out, "--in-process runs every check in this process: it takes no --jobs or --timeout"))
      << timeout.out;
}

TEST(Cli, AnUnknownCommandIsNamed) {
  const auto r = run("frobnicate");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.out, "unknown command 'frobnicate'")) << r.out;
}

TEST(Cli, BadGoogleTestShardVariablesAreBlamedByName) {
  const auto r = run_program("GTEST_TOTAL_SHARDS=x GTEST_SHARD_INDEX=0 " + std::string(COLLIDE_CHECK_EXE),
                             "check --no-corpus --cases 1");
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(contains(r.out, "GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS")) << r.out;
  EXPECT_FALSE(contains(r.out, "--shard")) << r.out;
}

TEST(Cli, AnEmptySelectionIsAUsageError) {
  // point_point's seed is seed001: seed000 matches nothing in that family.
  const auto r = run("check --family point_point --variant seed000");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(contains(r.out, "selection matches no variant")) << r.out;
}

TEST(Cli, AMissingCorpusIsAnErrorAndNoCorpusMustBeSaidOutright) {
  const auto missing = run("check --corpus /nonexistent/cases --cases 1");
  EXPECT_EQ(missing.status, 2);
  EXPECT_TRUE(contains(missing.out, "corpus folder /nonexistent/cases does not exist")) << missing.out;
  // Without --corpus, COLLIDE_CHECK_CORPUS or a default folder there is nothing to replay: said, not assumed.
  const auto none = run_program(COLLIDE_CHECK_EXE, "check --cases 1 --family point_point");
  EXPECT_EQ(none.status, 2);
  EXPECT_TRUE(contains(none.out, "--no-corpus")) << none.out;
}

TEST(Cli, OutputPathsAreCheckedBeforeTheRun) {
  const auto json = run("check --no-save --json /no/such/dir/x.json");
  EXPECT_EQ(json.status, 2);
  EXPECT_TRUE(contains(json.out, "--json /no/such/dir/x.json: no such folder")) << json.out;
  EXPECT_FALSE(contains(json.out, "replaying")) << "the run started: " << json.out;
  const auto junit = run("check --no-save --junit /no/such/dir/x.xml");
  EXPECT_EQ(junit.status, 2);
  const auto save = run("check --save-dir /proc/no-such-dir");
  EXPECT_EQ(save.status, 2);
  EXPECT_TRUE(contains(save.out, "--save-dir")) << save.out;
}

TEST(Cli, JUnitShowsDeclaredFlawsAsSkippedAndFailuresWithAReproduceCommand) {
  const auto dir = temp_dir("junit");
  const auto r = run("check --no-save --cases 300 --family segment_segment --variant seed000/f64 --junit " +
                     (dir / "r.xml").string());
  ASSERT_EQ(r.status, 0) << r.out;
  std::ifstream in(dir / "r.xml");
  const std::string xml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(contains(xml, "<skipped")) << xml;
  EXPECT_FALSE(contains(xml, "e-0")) << "a time in scientific notation";
  EXPECT_FALSE(contains(xml, "e+0")) << "a time in scientific notation";
  // A failing row: a declared flaw class that 10000 cases never find.
  const auto f = run_program(FAULTY_KERNELS_EXE, "check --no-corpus --no-save --cases 10000 --variant unfound_flaw "
                                                 "--junit " + (dir / "f.xml").string());
  EXPECT_EQ(f.status, 1) << f.out;
  std::ifstream fin(dir / "f.xml");
  const std::string fxml((std::istreambuf_iterator<char>(fin)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(contains(fxml, "<failure")) << fxml;
  // Every flag the result depends on: the cases, the corpus, the per-call limit.
  EXPECT_TRUE(contains(fxml, "reproduce: faulty_kernels check --seed 1 --cases 10000 --no-corpus --timeout 10 "
                             "--variant circle_circle/unfound_flaw/f64 --property decision_agrees_with_oracle"))
      << fxml;
  fs::remove_all(dir);
}

TEST(Cli, ShardReportsMergeIntoOneReport) {
  const auto dir = temp_dir("shards");
  for (int i = 0; i < 2; ++i) {
    const auto r = run("check --no-save --cases 100 --family point_point --shard " + std::to_string(i) + "/2 --json " +
                       (dir / ("s" + std::to_string(i) + ".json")).string());
    ASSERT_EQ(r.status, 0) << r.out;
  }
  const auto one = run("report " + (dir / "s0.json").string());
  EXPECT_EQ(one.status, 2) << "a lone shard is not the whole gate: " << one.out;
  const auto both = run("report " + (dir / "s0.json").string() + " " + (dir / "s1.json").string() + " -o " +
                        (dir / "r.md").string());
  EXPECT_EQ(both.status, 0) << both.out;
  fs::remove_all(dir);
}

TEST(Cli, ACrashingHangingOrExitingKernelFailsAloneWithItsCaseSaved) {
  const auto dir = temp_dir("faulty");
  fs::remove_all(dir / "segment_segment");
  // Under AddressSanitizer the signal stays a signal (handle_segv=0): its own
  // handler would report the fault and exit with status 1, the "exits" case.
  const auto r = run_program("ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_segv=0\" " +
                                 std::string(FAULTY_KERNELS_EXE),
                             "check --no-corpus --save-dir " + dir.string() +
                                 " --cases 200 --jobs 2 --timeout 3 --variant crashes hangs exits sound --property "
                                 "decision_agrees_with_oracle --json " + (dir / "r.json").string());
  EXPECT_EQ(r.status, 1) << r.out;
  const auto j = read_json(dir / "r.json");
  auto [status, detail] = rows_by_variant(j);
  EXPECT_EQ(status["circle_circle/crashes/f64"], "FAIL: variant error");
  EXPECT_TRUE(contains(detail["circle_circle/crashes/f64"], "crashed (SIGSEGV)")) << detail["circle_circle/crashes/f64"];
  EXPECT_EQ(status["circle_circle/hangs/f64"], "FAIL: variant error");
  EXPECT_TRUE(contains(detail["circle_circle/hangs/f64"], "hung: one call of the kernel ran longer than 3 s"))
      << detail["circle_circle/hangs/f64"];
  // The input of the call that hung: A's centre right of x = 1, where it loops.
  EXPECT_TRUE(contains(detail["circle_circle/hangs/f64"], "called on: A=(")) << detail["circle_circle/hangs/f64"];
  EXPECT_EQ(status["circle_circle/exits/f64"], "FAIL: variant error");
  EXPECT_TRUE(contains(detail["circle_circle/exits/f64"], "exited with status 7 before returning a result"))
      << detail["circle_circle/exits/f64"];
  EXPECT_EQ(status["circle_circle/sound/f64"], "pass") << detail["circle_circle/sound/f64"];
  // The cases saved (the same input may have stopped both: one file).
  int saved = 0;
  for (const auto& e : fs::directory_iterator(dir / "circle_circle")) {
    std::ifstream c(e.path());
    const std::string text((std::istreambuf_iterator<char>(c)), std::istreambuf_iterator<char>());
    EXPECT_TRUE(contains(text, "the variant ")) << text;
    ++saved;
  }
  EXPECT_GE(saved, 1);
  for (const auto& row : j["rows"])
    if (row["status"] == "FAIL: variant error") {
      EXPECT_TRUE(fs::exists(row["saved"].get<std::string>())) << row;
    }
  fs::remove_all(dir);
}

// With no isolation flag, every check runs in a child process: a crashing
// kernel fails alone, with its case saved, and every other row and both
// reports are written, with standard output sent to a file.
TEST(Cli, WithoutIsolationFlagsACrashingKernelFailsAloneAndTheReportsAreWritten) {
  const auto dir = temp_dir("default-isolation");
  const auto r = run_program("ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_segv=0\" " +
                                 std::string(FAULTY_KERNELS_EXE),
                             "check --no-corpus --save-dir " + dir.string() +
                                 " --cases 200 --variant crashes sound --property decision_agrees_with_oracle --json " +
                                 (dir / "r.json").string() + " --junit " + (dir / "r.xml").string() + " > " +
                                 (dir / "stdout.txt").string());
  EXPECT_EQ(r.status, 1) << r.out;
  std::ifstream table(dir / "stdout.txt");
  const std::string printed((std::istreambuf_iterator<char>(table)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(contains(printed, "2 checks, 1 failing")) << printed;
  EXPECT_TRUE(contains(printed, "--timeout 10)")) << "the reproduce line names the per-call limit: " << printed;
  const auto j = read_json(dir / "r.json");
  auto [status, detail] = rows_by_variant(j);
  EXPECT_EQ(status["circle_circle/crashes/f64"], "FAIL: variant error");
  EXPECT_TRUE(contains(detail["circle_circle/crashes/f64"], "crashed (SIGSEGV)")) << detail["circle_circle/crashes/f64"];
  EXPECT_EQ(status["circle_circle/sound/f64"], "pass") << detail["circle_circle/sound/f64"];
  EXPECT_TRUE(fs::exists(dir / "r.xml"));
  int saved = 0;
  for (const auto& e : fs::directory_iterator(dir / "circle_circle")) saved += e.path().extension() == ".case";
  EXPECT_EQ(saved, 1);
  fs::remove_all(dir);
}

// A check killed for a hang while it shrinks a failing case leaves that case
// on disk: the summary counts every file the run wrote.
TEST(Cli, TheSummaryCountsEveryCaseFileAKilledCheckLeft) {
  const auto dir = temp_dir("killed-files");
  const auto r = run_program(FAULTY_KERNELS_EXE, "check --no-corpus --save-dir " + dir.string() +
                                                     " --cases 2000 --timeout 1 --variant wrong_then_hangs --property "
                                                     "decision_agrees_with_oracle");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_TRUE(contains(r.out, "hung: one call of the kernel ran longer than 1 s")) << r.out;
  int on_disk = 0;
  for (const auto& e : fs::directory_iterator(dir / "circle_circle")) on_disk += e.path().extension() == ".case";
  for (const auto& e : fs::directory_iterator(dir / "circle_circle"))
    EXPECT_EQ(e.path().extension(), ".case") << "a temporary file left behind: " << e.path();
  EXPECT_GE(on_disk, 2) << "the failing case being shrunk and the input of the call that hung: " << r.out;
  EXPECT_TRUE(contains(r.out, std::to_string(on_disk) + " new case files saved in")) << on_disk << " on disk: " << r.out;
  fs::remove_all(dir);
}

// eval judges each variant on the case in its own child: a variant that
// crashes, exits or hangs on it is that variant's row, every other variant's
// verdicts are printed, and the exit status is 1.
TEST(Cli, EvalReportsAVariantThatCrashesAsItsRowAndJudgesTheOthers) {
  const auto dir = temp_dir("eval-isolation");
  const std::string exe = "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}handle_segv=0\" " +
                          std::string(FAULTY_KERNELS_EXE);
  const auto written = run_program(exe, "case circle_circle 2 0 1 0 0 1 -o " + dir.string());
  ASSERT_EQ(written.status, 0) << written.out;
  fs::path file;
  for (const auto& e : fs::directory_iterator(dir / "circle_circle")) file = e.path();
  const auto r = run_program(exe, "eval --timeout 1 " + file.string());
  EXPECT_EQ(r.status, 1) << r.out;
  const auto line = r.out.find("{\"family\"");
  ASSERT_NE(line, std::string::npos) << r.out;
  const auto j = nlohmann::json::parse(r.out.substr(line, r.out.find('\n', line) - line));
  std::map<std::string, nlohmann::json> rows;
  for (const auto& v : j["variants"]) rows[v["variant"].get<std::string>()] = v;
  EXPECT_TRUE(contains(rows["circle_circle/crashes/f64"].value("error", ""), "crashed (SIGSEGV)")) << j;
  EXPECT_TRUE(contains(rows["circle_circle/exits/f64"].value("error", ""), "exited with status 7")) << j;
  EXPECT_TRUE(contains(rows["circle_circle/hangs/f64"].value("error", ""), "hung: one call of the kernel ran longer "
                                                                           "than 1 s"))
      << j;
  EXPECT_EQ(rows["circle_circle/sound/f64"]["verdicts"]["decision_agrees_with_oracle"], "pass") << j;
  EXPECT_EQ(rows["circle_circle/sound/f64"]["result"]["kind"], "hit") << j;
  EXPECT_TRUE(contains(r.out, "eval: " + file.string() + ": circle_circle/crashes/f64: the variant crashed")) << r.out;
  fs::remove_all(dir);
}

// A regime whose every case falls outside the contract's domain was not
// tested: on a run of 10000 cases that fails the row, names the regime, and
// shows in the regime table and the judged share; declared not applicable,
// it passes and the contract says why.
TEST(Cli, ARegimeNeverJudgedAtTenThousandCasesFailsUnlessDeclaredNotApplicable) {
  const auto r = run_program(FAULTY_KERNELS_EXE, "check --no-corpus --no-save --cases 10000 --variant sound "
                                                 "sound_in_its_world --property decision_agrees_with_oracle");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_TRUE(contains(r.out, "decision_agrees_with_oracle     10000")) << r.out;
  EXPECT_TRUE(contains(r.out, "FAIL: regime never judged")) << r.out;
  // extreme_scale's cases are outside the world too: before, only its inputs
  // of zeros only were judged, which are now counted under all_zero.
  EXPECT_TRUE(contains(r.out, "no case judged in extreme_scale (all ")) << r.out;
  EXPECT_TRUE(contains(r.out, "mixed_magnitude (all ")) << r.out;
  EXPECT_TRUE(contains(r.out, "all_zero=")) << r.out;
  EXPECT_TRUE(contains(r.out, "Contract::regime_not_applicable(regime, why)")) << r.out;
  EXPECT_TRUE(contains(r.out, "mixed_magnitude=0 (NONE judged: all ")) << r.out;
  EXPECT_TRUE(contains(r.out, "warning: fewer than half of the cases were judged")) << r.out;
  EXPECT_TRUE(contains(r.out, "2 checks, 1 failing")) << "sound_in_its_world passes: " << r.out;
  const auto list = run_program(FAULTY_KERNELS_EXE, "list");
  // A relative band states what it is where every input is 0.
  EXPECT_TRUE(contains(list.out, "(no band where every input is 0: M = 0 there; Band::absolute(d).plus_relative(r) "
                                 "adds a floor)"))
      << list.out;
  EXPECT_TRUE(contains(list.out, "regime mixed_magnitude not applicable: values below 1 or above 1e3 are outside the "
                                 "world"))
      << list.out;
  const auto short_run = run_program(FAULTY_KERNELS_EXE, "check --no-corpus --no-save --cases 2000 --variant sound "
                                                         "--property decision_agrees_with_oracle");
  EXPECT_EQ(short_run.status, 0) << "coverage is judged from 10000 cases: " << short_run.out;
}

// A registration mistake left uncaught ends the user's program with the
// variant's name, what to fix, and status 2 (not std::terminate's abort).
TEST(Cli, AnUncaughtRegistrationMistakeIsAUsageErrorNamingTheVariant) {
  const auto r = run_program("FAULTY_KERNELS_REGISTER_TWICE=1 " + std::string(FAULTY_KERNELS_EXE), "list");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(contains(r.out, "collide-check: cannot register the variant circle_circle/sound/f64: a variant of this "
                              "name and scalar is already registered"))
      << r.out;
  EXPECT_FALSE(contains(r.out, "terminate called")) << r.out;
}

// --timeout limits one call of the kernel, not a whole check: a sound kernel
// whose check takes over ten seconds (3 ms a call), and a wrong one that
// shrinks for seconds (100 ms a call), are never reported as hangs at
// --timeout 1.
TEST(Cli, ASlowKernelWhoseChecksTakeLongIsNeverAHang) {
  const auto dir = temp_dir("slow");
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_program(FAULTY_KERNELS_EXE, "check --no-corpus --save-dir " + dir.string() +
                                                     " --cases 3500 --jobs 2 --timeout 1 --variant slow_sound slow_wrong"
                                                     " --property decision_agrees_with_oracle --json " +
                                                     (dir / "r.json").string());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_GT(seconds, 10) << "the check was meant to take longer than ten seconds";
  auto [status, detail] = rows_by_variant(read_json(dir / "r.json"));
  EXPECT_EQ(status["circle_circle/slow_sound/f64"], "pass") << detail["circle_circle/slow_sound/f64"];
  EXPECT_EQ(status["circle_circle/slow_wrong/f64"], "FAIL") << detail["circle_circle/slow_wrong/f64"];
  // A hit_only kernel's answer is shown as what it said: hit or miss.
  EXPECT_TRUE(contains(detail["circle_circle/slow_wrong/f64"], "variant: hit") ||
              contains(detail["circle_circle/slow_wrong/f64"], "variant: miss"))
      << detail["circle_circle/slow_wrong/f64"];
  EXPECT_FALSE(contains(r.out, "hung")) << r.out;
  fs::remove_all(dir);
}

TEST(Cli, KillingTheRunWhileItShrinksLosesNoCase) {
  const auto dir = temp_dir("kill");
  const std::string cmd = std::string("exec ") + FAULTY_KERNELS_EXE + " check --no-corpus --save-dir " + dir.string() +
                          " --cases 1000 --variant slow_wrong --property decision_agrees_with_oracle >/dev/null 2>&1";
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  // The first failing case is saved when found, then rewritten as it
  // shrinks: kill -9 once it exists, in the middle of the shrinking.
  const auto cases = [&] {
    std::vector<fs::path> out;
    if (fs::exists(dir / "circle_circle"))
      for (const auto& e : fs::directory_iterator(dir / "circle_circle"))
        if (e.path().extension() == ".case") out.push_back(e.path());
    return out;
  };
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (cases().empty() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  int status = 0;
  const bool still_running = waitpid(pid, &status, WNOHANG) == 0;
  kill(pid, SIGKILL);
  waitpid(pid, &status, 0);
  EXPECT_TRUE(still_running) << "the run ended before it was killed: shrinking was not interrupted";
  const auto saved = cases();
  ASSERT_FALSE(saved.empty()) << "no case survived the kill";
  for (const auto& file : saved) {
    // Every file left is whole: eval reads it (in collide-check: the faulty
    // program's crashing kernel would end its eval), and it names its finder.
    const auto r = run("eval " + file.string());
    EXPECT_EQ(r.status, 0) << file << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, "\"family\":\"circle_circle\"")) << r.out;
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_TRUE(contains(text, "found-by: circle_circle/slow_wrong/f64 decision_agrees_with_oracle")) << text;
  }
  fs::remove_all(dir);
}

TEST(Cli, TheSameSeedGivesTheSameResultsRunToRun) {
  // Two runs of one seed, seed variants with failures and shrinking included:
  // the JSON is identical once the timings are taken out.
  const auto dir = temp_dir("determinism");
  const auto run_json = [&](const std::string& name) {
    const auto r = run("check --no-corpus --no-save --seed 7 --cases 2000 --family segment_segment circle_line --json " +
                       (dir / name).string());
    EXPECT_EQ(r.status, 0) << r.out;
    std::ifstream in(dir / name);
    auto j = nlohmann::json::parse(in);
    for (auto& row : j["rows"]) row.erase("seconds");
    return j;
  };
  const auto a = run_json("a.json"), b = run_json("b.json");
  ASSERT_FALSE(a["rows"].empty());
  EXPECT_EQ(a.dump(1), b.dump(1));
  fs::remove_all(dir);
}

TEST(Cli, ThePrecisionPageMeasuresWithoutStoppingAndIsTheSameRunToRun) {
  // Two runs of one seed write identical pages, data and worst cases; the
  // measurement goes on past wrong answers: the seed transcription of
  // segment_segment is wrong on some cases, the robust variant on none.
  const auto dir = temp_dir("precision");
  const auto page = [&](const std::string& name) {
    const auto out = dir / name;
    const auto r = run("precision --family segment_segment --cases 60 --seed 3 --no-plots -o " +
                       (out / "precision.md").string() + " --dir " + (out / "precision").string());
    EXPECT_EQ(r.status, 0) << r.out;
    std::map<std::string, std::string> files;
    for (const auto& e : fs::recursive_directory_iterator(out))
      if (e.is_regular_file()) {
        std::ifstream in(e.path(), std::ios::binary);
        files[fs::relative(e.path(), out).generic_string()] =
            std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      }
    return files;
  };
  const auto a = page("a"), b = page("b");
  ASSERT_TRUE(a.count("precision.md")) << "no page written";
  EXPECT_EQ(a, b);
  const auto data = nlohmann::json::parse(a.at("precision/data.json"));
  long robust_judged = 0, robust_wrong = 0, seed_wrong = 0;
  for (const auto& v : data["families"]["segment_segment"]["variants"]) {
    const std::string id = v["variant"];
    if (id.find("/robust/") != std::string::npos) {
      robust_judged += v["judged"].get<long>();
      robust_wrong += v["wrong"].get<long>();
    }
    if (id == "segment_segment/seed000/f64") seed_wrong = v["wrong"].get<long>();
  }
  EXPECT_GT(robust_judged, 1000);
  EXPECT_EQ(robust_wrong, 0);
  EXPECT_GT(seed_wrong, 0) << "the seed's known wrong answers were not counted";
  EXPECT_TRUE(contains(a.at("precision.md"), "**Recommendation.**"));
  fs::remove_all(dir);
}

TEST(Cli, CaseWritesAnExactCaseFileThatEvalReads) {
  const auto dir = temp_dir("case");
  const auto r = run("case circle_circle 0 0 1 2 0 1 -o " + dir.string());
  ASSERT_EQ(r.status, 0) << r.out;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir / "circle_circle")) files.push_back(e.path());
  ASSERT_EQ(files.size(), 1u) << r.out;
  const auto ev = run("eval " + files[0].string());
  ASSERT_EQ(ev.status, 0) << ev.out;
  EXPECT_EQ(nlohmann::json::parse(ev.out)["oracle"]["kind"], "touching") << ev.out;
  // A decimal that is not a value of the scalar is rounded once to the
  // nearest one (0.1 lies nearer 0x1.99999ap-4 than 0x1.999998p-4), and the
  // file says what was typed; a case file itself still takes exact values only.
  const auto inexact = run("case circle_circle 0 0 0.1 2 0 1 --scalar f32");
  EXPECT_EQ(inexact.status, 0) << inexact.out;
  EXPECT_TRUE(contains(inexact.out, "# A.r: typed 0.1, rounded to the nearest f32, 0x1.99999ap-4")) << inexact.out;
  EXPECT_TRUE(contains(inexact.out, "A.r: 0x1.99999ap-4  # 0.1\n")) << inexact.out;
  // Rounded once: 0.099999997764825820923 lies just above the midpoint
  // 0x1.999999p-4 of two floats, so its nearest float is 0x1.99999ap-4;
  // through double it would become the midpoint, and ties-to-even 0x1.999998p-4.
  const auto once = run("case circle_circle 0 0 0.099999997764825820923 2 0 1 --scalar f32");
  EXPECT_EQ(once.status, 0) << once.out;
  EXPECT_TRUE(contains(once.out, "A.r: 0x1.99999ap-4")) << once.out;
  std::ofstream(dir / "rounded.case") << "family: circle_circle\nscalar: f32\nA.c.x: 0\nA.c.y: 0\nA.r: 0.1\n"
                                        "B.c.x: 2\nB.c.y: 0\nB.r: 1\n";
  const auto refused = run("eval " + (dir / "rounded.case").string());
  EXPECT_EQ(refused.status, 2) << refused.out;
  EXPECT_TRUE(contains(refused.out, "0x1.999998p-4 and 0x1.99999ap-4")) << refused.out;
  EXPECT_EQ(run("case circle_circle 0 0 1").status, 2) << "too few values";
  fs::remove_all(dir);
}

}  // namespace

namespace {

TEST(Cli, PrecisionIncludeRefusesWhatIsNotAnExportOfTheSameCases) {
  const auto dir = temp_dir("include");
  const auto page = " -o " + (dir / "p.md").string() + " --dir " + (dir / "p").string() + " --no-plots";
  {
    std::ofstream(dir / "other.json") << "{\"rows\": []}";
    const auto r =
        run("precision --family circle_circle --cases 5" + page + " --include " + (dir / "other.json").string());
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_TRUE(contains(r.out, "not a precision export")) << r.out;
  }
  {
    const auto r =
        run("precision --family circle_circle --cases 5" + page + " --include " + (dir / "absent.json").string());
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_TRUE(contains(r.out, "--include " + (dir / "absent.json").string() + ": cannot read it")) << r.out;
  }
  {
    // An export of another seed draws other cases: refused, no page written.
    const auto e = run("precision --family circle_circle --cases 5 --seed 3 --export " + (dir / "seed3.json").string());
    ASSERT_EQ(e.status, 0) << e.out;
    const auto r = run("precision --family circle_circle --cases 5 --seed 4" + page + " --include " +
                       (dir / "seed3.json").string());
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_TRUE(contains(r.out, "measured with another seed")) << r.out;
    EXPECT_FALSE(fs::exists(dir / "p.md"));
  }
  fs::remove_all(dir);
}

}  // namespace
