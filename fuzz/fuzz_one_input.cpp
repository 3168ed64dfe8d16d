// The public fuzz entry (include/collide_check/fuzz.h): bytes -> a case of a
// selected family (decode.h) -> judged by the selected variants (judge_case.h)
// -> on a finding, the case file printed and written, then abort.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <span>
#include <system_error>

#include "../include/collide_check/fuzz.h"
#include "../properties/registry.h"
#include "../regressions/case_file.h"
#include "decode.h"
#include "judge_case.h"

namespace collide_check {
namespace {

namespace check = cc::check;

struct Target {
  const check::Family* family;
  std::vector<const check::VariantInfo*> variants;
};

struct Selection {
  std::vector<Target> targets;
  std::string case_dir;
};

[[noreturn]] void fail_setup(const std::string& why) {
  std::fprintf(stderr, "collide_check::fuzz_one_input: %s\n", why.c_str());
  std::abort();
}

bool selected(const check::VariantInfo& v, const std::vector<std::string>& names) {
  if (names.empty()) return true;
  return std::find(names.begin(), names.end(), v.name) != names.end() ||
         std::find(names.begin(), names.end(), v.id()) != names.end();
}

Selection select(const FuzzOptions& options) {
  Selection out;
  std::vector<const check::Family*> families;
  if (options.families.empty()) {
    families = check::families();
  } else {
    for (const auto& name : options.families) {
      const check::Family* f = check::find_family(name);
      if (!f) fail_setup("no family '" + name + "' (collide-check list names them)");
      families.push_back(f);
    }
  }
  for (const check::Family* f : families) {
    Target t{f, {}};
    for (const check::VariantInfo* v : f->variants())
      if (selected(*v, options.variants)) t.variants.push_back(v);
    if (!t.variants.empty())
      out.targets.push_back(std::move(t));
    else if (!options.families.empty())
      fail_setup("no variant of family '" + f->name() + "' to judge");
  }
  for (const auto& name : options.variants) {
    bool found = false;
    for (const Target& t : out.targets)
      for (const check::VariantInfo* v : t.variants) found = found || v->name == name || v->id() == name;
    if (!found) fail_setup("no registered variant '" + name + "' in the fuzzed families");
  }
  if (out.targets.empty()) fail_setup("no variant to judge: register the variants before the first call");
  out.case_dir = options.case_dir;
  if (const char* dir = std::getenv("COLLIDE_CHECK_FUZZ_SAVE_DIR")) out.case_dir = dir;
  return out;
}

/// Writes the case file when there is a folder; prints where. Returns the
/// path, or empty.
std::string save(const cc::regress::CaseFile& file, const std::string& dir) {
  if (dir.empty()) return {};
  try {
    std::string path = cc::regress::write_case(file, dir);
    std::fprintf(stderr, "saved as %s\n", path.c_str());
    return path;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "could not write the case file into %s: %s\n", dir.c_str(), e.what());
    return {};
  }
}

/// `written_before`: the case file print_case wrote before judging (without
/// the finding), replaced by the one with it.
[[noreturn]] void report_and_abort(const check::CaseData& c, const std::vector<cc::fuzz::Finding>& findings,
                                   const std::string& dir, const std::string& written_before) {
  std::fprintf(stderr, "\ncollide-check fuzz: %zu failure(s) outside the declared flaws:\n", findings.size());
  for (const auto& f : findings)
    std::fprintf(stderr, "  %s %s: %s\n", f.variant.c_str(), f.property.c_str(), f.message.c_str());
  const std::string text = cc::fuzz::case_text(c, &findings.front());
  std::fprintf(stderr, "--- case file (collide-check eval FILE replays it) ---\n%s--- end of case file ---\n",
               text.c_str());
  cc::regress::CaseFile file;
  file.data = c;
  file.found_by = findings.front().variant + " " + findings.front().property;
  file.verdict = findings.front().message;
  if (!written_before.empty()) {
    std::error_code ignored;
    std::filesystem::remove(written_before, ignored);
  }
  save(file, dir);
  std::abort();
}

bool print_case_from_env() {
  const char* v = std::getenv("COLLIDE_CHECK_FUZZ_PRINT_CASE");
  return v && *v && std::string(v) != "0";
}

}  // namespace

int fuzz_one_input(const std::uint8_t* data, std::size_t size, const FuzzOptions& options) {
  static const Selection selection = select(options);
  static const bool print_case = options.print_case || print_case_from_env();
  std::span<const std::uint8_t> bytes(data, size);
  const Target* target = &selection.targets.front();
  if (selection.targets.size() > 1) {
    const std::uint8_t choice = bytes.empty() ? 0 : bytes.front();
    if (!bytes.empty()) bytes = bytes.subspan(1);
    target = &selection.targets[choice % selection.targets.size()];
  }
  check::CaseData c;
  try {
    c = cc::fuzz::decode_case(*target->family, bytes);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "collide-check fuzz: decoding a case of %s threw: %s\n", target->family->name().c_str(),
                 e.what());
    std::abort();
  }
  std::string written_before;
  if (print_case) {
    std::fprintf(stderr, "--- case file (collide-check eval FILE replays it) ---\n%s--- end of case file ---\n",
                 cc::fuzz::case_text(c, nullptr).c_str());
    cc::regress::CaseFile file;
    file.data = c;
    written_before = save(file, selection.case_dir);
  }
  const auto judgement = cc::fuzz::judge_case(*target->family, c, target->variants);
  if (!judgement.findings.empty()) report_and_abort(c, judgement.findings, selection.case_dir, written_before);
  return 0;
}

}  // namespace collide_check
