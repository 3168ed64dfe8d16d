#include "case_file.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <unistd.h>

#include "../properties/format.h"

namespace cc::regress {
namespace fs = std::filesystem;

namespace {

constexpr std::uint64_t kQuietNaN = 0x7ff8000000000000ull;

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::string one_line(std::string s) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  std::replace(s.begin(), s.end(), '\r', ' ');
  std::string out;
  for (char ch : s)
    if (!(ch == ' ' && !out.empty() && out.back() == ' ')) out += ch;
  return out;
}

}  // namespace

std::string format_value(double v) {
  if (std::isnan(v)) {
    const auto bits = std::bit_cast<std::uint64_t>(v);
    if (bits == kQuietNaN) return "nan";
    if (bits == (kQuietNaN | (1ull << 63))) return "-nan";
    char buf[40];
    std::snprintf(buf, sizeof buf, "nan:0x%016llx", static_cast<unsigned long long>(bits));
    return buf;
  }
  return check::hex(v);
}

bool parse_value(const std::string& token, double& out) {
  if (token == "inf") return out = INFINITY, true;
  if (token == "-inf") return out = -INFINITY, true;
  if (token == "nan") return out = std::bit_cast<double>(kQuietNaN), true;
  if (token == "-nan") return out = std::bit_cast<double>(kQuietNaN | (1ull << 63)), true;
  if (token.rfind("nan:0x", 0) == 0) {
    if (token.size() != 6 + 16) return false;
    char* end = nullptr;
    const unsigned long long bits = std::strtoull(token.c_str() + 6, &end, 16);
    if (*end != '\0') return false;
    out = std::bit_cast<double>(static_cast<std::uint64_t>(bits));
    return std::isnan(out);
  }
  const std::string body = (!token.empty() && (token[0] == '-' || token[0] == '+')) ? token.substr(1) : token;
  if (body.rfind("0x", 0) != 0 || body.find('p') == std::string::npos) return false;
  char* end = nullptr;
  errno = 0;
  out = std::strtod(token.c_str(), &end);
  return *end == '\0' && errno == 0;  // ERANGE: the value over- or underflowed
}

std::string content_hash(const check::CaseData& d) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  auto mix = [&](const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (std::size_t i = 0; i < n; ++i) {
      h ^= b[i];
      h *= 0x100000001b3ull;
    }
  };
  mix(d.family.data(), d.family.size());
  const char* s = check::to_string(d.scalar);
  mix(s, std::strlen(s));
  for (double v : d.values) {
    const auto bits = std::bit_cast<std::uint64_t>(v);
    mix(&bits, sizeof bits);
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string render(const CaseFile& c) {
  const check::Family* family = check::find_family(c.data.family);
  if (!family) throw std::invalid_argument("render: unknown family " + c.data.family);
  std::ostringstream o;
  o << "# collide-check case\n";
  o << "family: " << c.data.family << "\n";
  o << "scalar: " << check::to_string(c.data.scalar) << "\n";
  for (std::size_t i = 0; i < family->fields().size(); ++i)
    o << family->fields()[i] << ": " << format_value(c.data.values[i]) << "  # " << check::decimal(c.data.values[i])
      << "\n";
  o << "found-by: " << one_line(c.found_by) << "\n";
  o << "verdict: " << one_line(c.verdict) << "\n";
  o << "seed: " << c.seed << "\n";
  o << "tool-version: " << one_line(c.tool_version) << "\n";
  o << "date: " << one_line(c.date) << "\n";
  o << "build: " << one_line(c.build) << "\n";
  return o.str();
}

std::string write_case(const CaseFile& c, const std::string& dir) {
  const fs::path folder = fs::path(dir) / c.data.family;
  fs::create_directories(folder);
  const fs::path path = folder / (content_hash(c.data) + ".case");
  if (fs::exists(path)) return path.string();
  // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on
  // "." + std::string.
  std::string tmp_name = ".";
  tmp_name += content_hash(c.data);
  tmp_name += ".tmp.";
  tmp_name += std::to_string(::getpid());
  const fs::path tmp = folder / tmp_name;
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << render(c);
    out.flush();
    if (!out) throw std::runtime_error("cannot write " + tmp.string());
  }
  fs::rename(tmp, path);
  return path.string();
}

CaseFile read_case(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CaseFileError(path, 0, "cannot open file");
  CaseFile c;
  c.path = path;
  std::map<std::string, int> seen;  // key -> line
  const check::Family* family = nullptr;
  std::size_t next_field = 0;
  bool scalar_seen = false;
  std::string line;
  int n = 0;
  auto fail = [&](const std::string& what) { throw CaseFileError(path, n, what); };
  while (std::getline(in, line)) {
    ++n;
    const std::string t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    const auto colon = t.find(':');
    if (colon == std::string::npos) fail("expected 'key: value', got '" + t + "'");
    const std::string key = trim(t.substr(0, colon));
    std::string value = trim(t.substr(colon + 1));
    if (seen.count(key)) fail("duplicate key '" + key + "' (first on line " + std::to_string(seen[key]) + ")");
    seen[key] = n;
    if (key == "family") {
      family = check::find_family(value);
      if (!family) fail("unknown family '" + value + "'");
      c.data.family = value;
    } else if (key == "scalar") {
      if (value == "f32") c.data.scalar = check::Scalar::f32;
      else if (value == "f64") c.data.scalar = check::Scalar::f64;
      else fail("scalar must be f32 or f64, got '" + value + "'");
      scalar_seen = true;
    } else if (family && next_field < family->fields().size() && key == family->fields()[next_field]) {
      if (!scalar_seen) fail("'scalar' must come before the input fields");
      std::string decimal_note;
      if (const auto hash = value.find('#'); hash != std::string::npos) {
        decimal_note = trim(value.substr(hash + 1));
        value = trim(value.substr(0, hash));
      }
      double v;
      if (!parse_value(value, v))
        fail("field '" + key + "': expected a hex float (e.g. 0x1.8p+1), inf, -inf, nan or nan:0x<bits>, got '" +
             value + "'");
      if (c.data.scalar == check::Scalar::f32 && !std::isnan(v) && static_cast<double>(static_cast<float>(v)) != v)
        fail("field '" + key + "': " + value + " is not exactly representable as f32");
      if (!decimal_note.empty() && !std::isnan(v)) {
        char* end = nullptr;
        const double d = std::strtod(decimal_note.c_str(), &end);
        if (*end != '\0' || d != v)
          fail("field '" + key + "': the decimal note '" + decimal_note + "' does not denote " + value);
      }
      c.data.values.push_back(v);
      ++next_field;
    } else if (key == "found-by") {
      c.found_by = value;
    } else if (key == "verdict") {
      c.verdict = value;
    } else if (key == "seed") {
      char* end = nullptr;
      errno = 0;
      c.seed = std::strtoull(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0' || errno != 0) fail("seed must be an unsigned integer, got '" + value + "'");
    } else if (key == "tool-version") {
      c.tool_version = value;
    } else if (key == "date") {
      c.date = value;
    } else if (key == "build") {
      c.build = value;
    } else if (!family) {
      fail("expected 'family: <name>' before '" + key + "'");
    } else if (next_field < family->fields().size()) {
      fail("expected field '" + family->fields()[next_field] + "', got '" + key + "'");
    } else {
      fail("unknown key '" + key + "'");
    }
  }
  ++n;
  if (!family) fail("missing 'family'");
  if (!scalar_seen) fail("missing 'scalar'");
  if (next_field != family->fields().size()) fail("missing field '" + family->fields()[next_field] + "'");
  for (const char* required : {"found-by", "verdict", "seed", "tool-version", "date", "build"})
    if (!seen.count(required)) fail(std::string("missing '") + required + "'");
  return c;
}

std::vector<CaseFile> read_corpus(const std::string& dir) {
  std::vector<std::string> paths;
  if (!fs::exists(dir)) return {};
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".case") paths.push_back(e.path().string());
  std::sort(paths.begin(), paths.end());
  std::vector<CaseFile> out;
  for (const auto& p : paths) out.push_back(read_case(p));
  return out;
}

std::string today() {
  const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

}  // namespace cc::regress
