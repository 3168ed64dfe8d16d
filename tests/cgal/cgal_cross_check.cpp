// cgal-cross-check: the suite's oracles against CGAL, family by family.
//
//   cgal-cross-check [--cases N] [--seed S] [--family F]... [--wrong-oracle]
//
// For every family (or those named), N cases are drawn from the family's own
// regimes through Family::sample (every regime, mixed_magnitude and the
// constructed boundaries included, f32 and f64 in turn: the same deterministic
// generators the checker runs), the oracle's verdict is taken from
// Family::oracle_answer, and the family's CGAL check (cross_check.h) decides the
// case again. Prints one row per family (cases, agreements, disagreements,
// undecided, seconds), the cases per regime and the counted sub-classes, then
// every disagreement and every undecided case as a replayable
// `collide-check case` command. Exit status: 0 when CGAL agrees on every case,
// 1 on any disagreement (or a family without a check), 2 on a usage error.
//
// --wrong-oracle runs the same cases with wrong oracle answers instead
// (wrong_oracle.h: another kind, a contact time or a point moved by 2^-80): every one must
// be rejected, or the check decides nothing; exit status 1 if one passes.

#include <chrono>
#include <cstdint>
#include <exception>
#include <iomanip>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "cgal_numbers.h"
#include "cross_check.h"
#include "properties/registry.h"
#include "wrong_oracle.h"

namespace {

using cc::cgal_check::Check;

struct Tally {
  int cases = 0, agree = 0, disagree = 0, undecided = 0;
  double seconds = 0;
  std::map<std::string, int> per_regime, per_tag;
  std::vector<std::string> disagreements, undecided_lines;
};

std::string replay_line(const cc::check::CaseData& c) {
  std::string line = "collide-check case ";
  line += c.family + " --scalar " + cc::check::to_string(c.scalar);
  for (double v : c.values) {
    line += ' ';
    line += cc::cgal_check::hex(v);
  }
  return line;
}

/// A seed per family, regime and scalar, from the run's seed.
std::uint64_t derive(std::uint64_t seed, const std::string& family, const std::string& regime, int scalar) {
  std::uint64_t h = seed ^ 0x9e3779b97f4a7c15ULL;
  for (char ch : family + "/" + regime) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001b3ULL;
  return h + static_cast<std::uint64_t>(scalar);
}

Tally run_family(const cc::check::Family& family, const cc::cgal_check::FamilyCheck& check, int cases,
                 std::uint64_t seed) {
  Tally t;
  const auto start = std::chrono::steady_clock::now();
  const auto& regimes = family.regimes();
  const int slots = static_cast<int>(regimes.size()) * 2;
  const int per_slot = (cases + slots - 1) / slots;
  for (std::size_t r = 0; r < regimes.size(); ++r) {
    for (int s = 0; s < 2; ++s) {
      const auto scalar = s == 0 ? cc::check::Scalar::f32 : cc::check::Scalar::f64;
      std::vector<cc::check::CaseData> drawn;
      try {
        drawn = family.sample(scalar, regimes[r], per_slot, derive(seed, family.name(), regimes[r], s));
      } catch (const std::exception& e) {
        ++t.disagree;  // a regime that cannot be drawn fails the run: nothing may go unchecked
        t.disagreements.push_back(family.name() + " [" + regimes[r] + "] cannot be drawn at " +
                                  cc::check::to_string(scalar) + ": " + e.what());
        continue;
      }
      for (const auto& c : drawn) {
        ++t.cases;
        ++t.per_regime[c.regime];
        Check verdict;
        nlohmann::json oracle;
        try {
          oracle = family.oracle_answer(c);
          verdict = check(c.values, oracle);
        } catch (const std::exception& e) {
          verdict = Check::undecided(std::string("threw: ") + e.what());
        }
        switch (verdict.outcome) {
          case Check::Outcome::agree:
            ++t.agree;
            if (!verdict.tag.empty()) ++t.per_tag[verdict.tag];
            break;
          case Check::Outcome::disagree:
            ++t.disagree;
            if (t.disagreements.size() < 50)
              t.disagreements.push_back(family.name() + " [" + c.regime + "] " + verdict.note + "\n    oracle: " +
                                        oracle.dump() + "\n    " + replay_line(c));
            break;
          case Check::Outcome::undecided:
            ++t.undecided;
            ++t.per_tag["undecided"];
            if (t.undecided_lines.size() < 50)
              t.undecided_lines.push_back(family.name() + " [" + c.regime + "] " + verdict.note + "\n    " +
                                          replay_line(c));
            break;
        }
      }
    }
  }
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

/// Wrong answers given to the check in place of the oracle's: every one must
/// be rejected. Returns the number of wrong answers that passed.
int run_wrong_oracle(const cc::check::Family& family, const cc::cgal_check::FamilyCheck& check, int cases,
                     std::uint64_t seed) {
  int tried = 0, rejected = 0, passed = 0;
  const auto& regimes = family.regimes();
  const int slots = static_cast<int>(regimes.size()) * 2;
  const int per_slot = (cases + slots - 1) / slots;
  for (std::size_t r = 0; r < regimes.size(); ++r)
    for (int s = 0; s < 2; ++s) {
      const auto scalar = s == 0 ? cc::check::Scalar::f32 : cc::check::Scalar::f64;
      for (const auto& c : family.sample(scalar, regimes[r], per_slot, derive(seed, family.name(), regimes[r], s))) {
        const auto oracle = family.oracle_answer(c);
        for (const auto& wrong : {cc::cgal_check::with_wrong_kind(family.name(), oracle),
                                  cc::cgal_check::with_wrong_time(oracle),
                                  cc::cgal_check::with_wrong_point(oracle),
                                  cc::cgal_check::with_wrong_separation(oracle),
                                  cc::cgal_check::with_wrong_distance(oracle)}) {
          if (!wrong) continue;
          ++tried;
          Check verdict;
          try {
            verdict = check(c.values, *wrong);
          } catch (const std::exception& e) {
            verdict = Check::undecided(e.what());
          }
          if (verdict.outcome == Check::Outcome::disagree) {
            ++rejected;
          } else {
            if (++passed <= 10)
              std::cout << "  ACCEPTED a wrong answer [" << c.regime << "] " << wrong->dump() << "\n    "
                        << replay_line(c) << "\n";
          }
        }
      }
    }
  std::cout << std::left << std::setw(24) << family.name() << std::right << std::setw(9) << tried << std::setw(10)
            << rejected << std::setw(10) << passed << "\n";
  return passed;
}

int usage(const std::string& why) {
  std::cerr << "cgal-cross-check: " << why
            << "\nusage: cgal-cross-check [--cases N] [--seed S] [--family F]... [--wrong-oracle]\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  int cases = 2000;
  std::uint64_t seed = 1;
  std::vector<std::string> only;
  bool wrong_oracle = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--wrong-oracle") {
      wrong_oracle = true;
      continue;
    }
    if (i + 1 >= argc) return usage("missing value after " + a);
    const std::string value = argv[++i];
    try {
      if (a == "--cases") cases = std::stoi(value);
      else if (a == "--seed") seed = std::stoull(value);
      else if (a == "--family") only.push_back(value);
      else return usage("unknown option " + a);
    } catch (const std::exception&) {
      return usage("bad number " + value);
    }
    if (cases < 1) return usage("--cases must be at least 1");
  }
  cc::cgal_check::FamilyChecks checks;
  cc::cgal_check::add_linear_checks(checks);
  cc::cgal_check::add_circle_checks(checks);
  cc::cgal_check::add_sweep_checks(checks);
  cc::cgal_check::add_disk_checks(checks);
  cc::cgal_check::add_convex_pair_checks(checks);

  std::vector<const cc::check::Family*> selected;
  for (const auto& name : only) {
    const auto* f = cc::check::find_family(name);
    if (!f) return usage("unknown family " + name);
    selected.push_back(f);
  }
  if (selected.empty()) selected = cc::check::families();

  if (wrong_oracle) {
    std::cout << "wrong oracle answers against CGAL " << CGAL_VERSION_STR << ": " << cases
              << " cases per family, each answer replaced by another kind, its contact time or its point moved\n\n"
              << std::left << std::setw(24) << "family" << std::right << std::setw(9) << "wrong" << std::setw(10)
              << "rejected" << std::setw(10) << "ACCEPTED" << "\n";
    int passed = 0;
    for (const auto* family : selected) {
      const auto it = checks.find(family->name());
      if (it == checks.end()) return usage("no CGAL check for " + family->name());
      passed += run_wrong_oracle(*family, it->second, cases, seed);
    }
    std::cout << "\n" << (passed ? "FAIL" : "OK") << ": " << passed << " wrong answers accepted\n";
    return passed ? 1 : 0;
  }

  std::cout << std::unitbuf;  // rows appear as each family ends
  std::cout << "oracles against CGAL " << CGAL_VERSION_STR << ": " << cases << " cases per family (every regime, f32 and f64), seed "
            << seed << "\n\n";
  std::cout << std::left << std::setw(24) << "family" << std::right << std::setw(9) << "cases" << std::setw(9) << "agree"
            << std::setw(10) << "disagree" << std::setw(11) << "undecided" << std::setw(10) << "seconds" << "\n";
  bool failed = false;
  Tally total;
  std::vector<std::string> disagreements, undecided;
  for (const auto* family : selected) {
    const auto it = checks.find(family->name());
    if (it == checks.end()) {
      std::cout << std::left << std::setw(24) << family->name() << " NO CGAL CHECK\n";
      failed = true;
      continue;
    }
    const Tally t = run_family(*family, it->second, cases, seed);
    std::cout << std::left << std::setw(24) << family->name() << std::right << std::setw(9) << t.cases << std::setw(9)
              << t.agree << std::setw(10) << t.disagree << std::setw(11) << t.undecided << std::setw(10) << std::fixed
              << std::setprecision(1) << t.seconds << "\n";
    std::cout << "    regimes:";
    for (const auto& [r, n] : t.per_regime) std::cout << " " << r << "=" << n;
    std::cout << "\n";
    if (!t.per_tag.empty()) {
      std::cout << "    of which:";
      for (const auto& [tag, n] : t.per_tag) std::cout << " " << tag << "=" << n;
      std::cout << "\n";
    }
    total.cases += t.cases;
    total.agree += t.agree;
    total.disagree += t.disagree;
    total.undecided += t.undecided;
    total.seconds += t.seconds;
    failed = failed || t.disagree > 0;
    for (const auto& d : t.disagreements) disagreements.push_back(d);
    if (t.disagree > static_cast<int>(t.disagreements.size()))
      disagreements.push_back(family->name() + ": " + std::to_string(t.disagree - t.disagreements.size()) +
                              " more disagreements not shown");
    for (const auto& u : t.undecided_lines) undecided.push_back(u);
    if (t.undecided > static_cast<int>(t.undecided_lines.size()))
      undecided.push_back(family->name() + ": " + std::to_string(t.undecided - t.undecided_lines.size()) +
                          " more undecided cases not shown");
  }
  std::cout << std::left << std::setw(24) << "total" << std::right << std::setw(9) << total.cases << std::setw(9)
            << total.agree << std::setw(10) << total.disagree << std::setw(11) << total.undecided << std::setw(10)
            << std::fixed << std::setprecision(1) << total.seconds << "\n";
  if (!undecided.empty()) {
    std::cout << "\nundecided by CGAL (counted above, not judged):\n";
    for (const auto& u : undecided) std::cout << "  " << u << "\n";
  }
  if (!disagreements.empty()) {
    std::cout << "\nDISAGREEMENTS:\n";
    for (const auto& d : disagreements) std::cout << "  " << d << "\n";
  }
  std::cout << "\n" << (failed ? "FAIL" : "OK") << ": " << total.disagree << " disagreements, " << total.undecided
            << " undecided, in " << total.cases << " cases\n";
  return failed ? 1 : 0;
}
