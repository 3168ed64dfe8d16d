// Differential fuzz target of one family (COLLIDE_CHECK_FUZZ_FAMILY, set per
// target by fuzz/CMakeLists.txt): the bytes decode to one case (decode.h),
// which every registered variant of the family, seed and robust, f32 and f64,
// is judged on against the exact oracle under its contract (judge_case.h). A
// failure outside the variant's declared flaws aborts, after printing the case
// as a case file that `collide-check eval` replays; with
// COLLIDE_CHECK_FUZZ_SAVE_DIR set it is also written there as
// <dir>/<family>/<hash>.case.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <span>

#include "../include/collide_check/main.h"
#include "../regressions/case_file.h"
#include "decode.h"
#include "judge_case.h"

#ifndef COLLIDE_CHECK_FUZZ_FAMILY
#error "COLLIDE_CHECK_FUZZ_FAMILY names the family this target fuzzes"
#endif

namespace {

const cc::check::Family* family = nullptr;

[[noreturn]] void report_and_abort(const cc::check::CaseData& c, const std::vector<cc::fuzz::Finding>& findings) {
  std::fprintf(stderr, "\ncollide-check fuzz: %zu failure(s) outside the declared flaws:\n", findings.size());
  for (const auto& f : findings)
    std::fprintf(stderr, "  %s %s: %s\n", f.variant.c_str(), f.property.c_str(), f.message.c_str());
  const std::string text = cc::fuzz::case_text(c, &findings.front());
  std::fprintf(stderr, "--- case file (collide-check eval FILE replays it) ---\n%s--- end of case file ---\n",
               text.c_str());
  if (const char* dir = std::getenv("COLLIDE_CHECK_FUZZ_SAVE_DIR")) {
    cc::regress::CaseFile file;
    file.data = c;
    file.found_by = findings.front().variant + " " + findings.front().property;
    file.verdict = findings.front().message;
    std::fprintf(stderr, "saved as %s\n", cc::regress::write_case(file, dir).c_str());
  }
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  collide_check::register_bundled_variants();
  family = cc::check::find_family(COLLIDE_CHECK_FUZZ_FAMILY);
  if (!family) {
    std::fprintf(stderr, "no family '%s' is registered\n", COLLIDE_CHECK_FUZZ_FAMILY);
    std::abort();
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto c = cc::fuzz::decode_case(*family, std::span<const std::uint8_t>(data, size));
  const auto judgement = cc::fuzz::judge_case(*family, c);
  if (!judgement.findings.empty()) report_and_abort(c, judgement.findings);
  return 0;
}
