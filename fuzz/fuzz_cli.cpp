// Fuzz target of the command line (tools/cli.cpp through collide_check::main):
// the bytes are the arguments, split at '\0' and '\n' (at most 16 of up to 80
// bytes each), run through the parser and the cheap verbs (list, case, eval,
// --help, --version). Any exit status is fine; a crash or an escaping
// exception is not.
//
// Kept cheap and contained: "check" and "report" are replaced by "list" (a
// check runs for minutes), '/' is removed from every argument, and the
// command runs in a scratch folder (two levels below a fresh temporary folder,
// so ".." stays inside it) that holds ok.case (a small valid case), f32.case
// and bad.case (malformed), for eval to read and case -o to write under.
// Standard output and error are discarded.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <streambuf>
#include <string>
#include <unistd.h>
#include <vector>

#include "../include/collide_check/main.h"

namespace {

namespace fs = std::filesystem;

/// Accepts and drops every character (a null rdbuf would set badbit instead,
/// and the verbs would take a different path).
class DiscardBuffer final : public std::streambuf {
 protected:
  int overflow(int ch) override { return traits_type::not_eof(ch); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

DiscardBuffer discard;

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::trunc);
  out << text;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  collide_check::register_bundled_variants();
  const fs::path scratch =
      fs::temp_directory_path() / ("collide-check-fuzz-cli-" + std::to_string(::getpid())) / "a" / "b";
  fs::create_directories(scratch);
  fs::current_path(scratch);
  write_text("ok.case",
             "family: segment_segment\nscalar: f64\nA.a.x: 0\nA.a.y: 0\nA.b.x: 2\nA.b.y: 2\n"
             "B.a.x: 0\nB.a.y: 2\nB.b.x: 2\nB.b.y: 0\n");
  write_text("f32.case",
             "family: circle_circle\nscalar: f32\nA.c.x: 0\nA.c.y: 0\nA.r: 3\nB.c.x: 0x1p-149\nB.c.y: 4\nB.r: 2\n");
  write_text("bad.case", "family: circle_circle\nscalar: f16\nA.c.x: 0.1\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> args{"collide-check"};
  std::string current;
  auto finish = [&] {
    if (args.size() < 17) {
      if (current == "check" || current == "report") current = "list";
      args.push_back(current);
    }
    current.clear();
  };
  for (std::size_t i = 0; i < size; ++i) {
    const char ch = static_cast<char>(data[i]);
    if (ch == '\0' || ch == '\n') finish();
    else if (ch != '/' && current.size() < 80) current += ch;
  }
  if (size > 0) finish();
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);

  std::streambuf* out = std::cout.rdbuf(&discard);
  std::streambuf* err = std::cerr.rdbuf(&discard);
  collide_check::main(static_cast<int>(args.size()), argv.data());
  std::cout.rdbuf(out);
  std::cerr.rdbuf(err);
  return 0;
}
