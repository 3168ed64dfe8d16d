// Fuzz target of the case-file reader (regressions/case_file.h): any text
// gives a case or a CaseFileError naming file:line, never a crash or another
// exception. A case that is read renders to a file that reads back to the same
// family, scalar and value bits, and `eval` answers on it.

#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "../include/collide_check/main.h"
#include "../regressions/case_file.h"

namespace {

std::string scratch_path;

void write_file(const std::string& path, const char* data, std::size_t size) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(data, static_cast<std::streamsize>(size));
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    std::abort();
  }
}

bool same_case(const cc::check::CaseData& a, const cc::check::CaseData& b) {
  if (a.family != b.family || a.scalar != b.scalar || a.values.size() != b.values.size()) return false;
  for (std::size_t i = 0; i < a.values.size(); ++i)
    if (std::bit_cast<std::uint64_t>(a.values[i]) != std::bit_cast<std::uint64_t>(b.values[i])) return false;
  return true;
}

[[noreturn]] void fail(const std::string& why, const std::string& text) {
  std::fprintf(stderr, "case-file reader: %s\n--- text ---\n%s\n--- end ---\n", why.c_str(), text.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  collide_check::register_bundled_variants();
  scratch_path = (std::filesystem::temp_directory_path() /
                  ("collide-check-fuzz-case-" + std::to_string(::getpid()) + ".case"))
                     .string();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  write_file(scratch_path, text.data(), text.size());
  cc::regress::CaseFile c;
  try {
    c = cc::regress::read_case(scratch_path);
  } catch (const cc::regress::CaseFileError& e) {
    const std::string what = e.what();
    if (what.rfind(scratch_path + ":", 0) != 0) fail("an error that does not name file:line: " + what, text);
    return 0;
  }
  const auto* family = cc::check::find_family(c.data.family);
  if (!family) fail("a case of an unknown family", text);
  if (c.data.values.size() != family->fields().size()) fail("a case with the wrong number of values", text);
  const std::string rendered = cc::regress::render(c);
  write_file(scratch_path, rendered.data(), rendered.size());
  cc::regress::CaseFile again;
  try {
    again = cc::regress::read_case(scratch_path);
  } catch (const cc::regress::CaseFileError& e) {
    fail(std::string("the rendered case does not read back: ") + e.what() + "\nrendered:\n" + rendered, text);
  }
  if (!same_case(c.data, again.data)) fail("the rendered case reads back different values:\n" + rendered, text);
  (void)family->eval(c.data).dump();
  return 0;
}
