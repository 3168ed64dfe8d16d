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
#include <optional>
#include <sstream>
#include <unistd.h>

#include "../oracle/number.h"
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

namespace {

/// The exact rational a decimal or hex-float token denotes, or nothing when it
/// is not one: [sign] digits [. digits] [e|E exp] or [sign] 0x hexdigits [. hexdigits] p exp.
std::optional<oracle::Rational> exact_rational(const std::string& token) {
  std::size_t i = 0;
  bool negative = false;
  if (i < token.size() && (token[i] == '-' || token[i] == '+')) negative = token[i++] == '-';
  const bool hex = token.compare(i, 2, "0x") == 0 || token.compare(i, 2, "0X") == 0;
  if (hex) i += 2;
  const int base = hex ? 16 : 10;
  auto digit = [&](char ch) -> int {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (hex && ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (hex && ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
  };
  boost::multiprecision::mpz_int mantissa = 0;
  long long scale = 0;  // digits after the point
  int digits = 0;
  bool point = false;
  for (; i < token.size(); ++i) {
    const char ch = token[i];
    if (ch == '.' && !point) {
      point = true;
      continue;
    }
    const int d = digit(ch);
    if (d < 0) break;
    mantissa = mantissa * base + d;
    ++digits;
    if (point) ++scale;
  }
  if (digits == 0) return std::nullopt;
  long long exponent = 0;
  if (i < token.size()) {
    const char marker = token[i];
    if (hex ? (marker != 'p' && marker != 'P') : (marker != 'e' && marker != 'E')) return std::nullopt;
    ++i;
    bool neg_exp = false;
    if (i < token.size() && (token[i] == '-' || token[i] == '+')) neg_exp = token[i++] == '-';
    if (i == token.size() || token.size() - i > 6) return std::nullopt;
    for (; i < token.size(); ++i) {
      if (token[i] < '0' || token[i] > '9') return std::nullopt;
      exponent = exponent * 10 + (token[i] - '0');
    }
    if (neg_exp) exponent = -exponent;
  } else if (hex) {
    return std::nullopt;  // a hex float needs its binary exponent
  }
  // value = mantissa * base^-scale * (2 or 10)^exponent
  oracle::Rational v(mantissa);
  const boost::multiprecision::mpz_int radix = base;
  v /= oracle::Rational(boost::multiprecision::pow(radix, static_cast<unsigned>(scale)));
  const boost::multiprecision::mpz_int e_base = hex ? 2 : 10;
  const auto pow_e = oracle::Rational(boost::multiprecision::pow(e_base, static_cast<unsigned>(std::llabs(exponent))));
  if (exponent >= 0) v *= pow_e;
  else v /= pow_e;
  return negative ? oracle::Rational(-v) : v;
}

/// Whether `r` is exactly the value of the double `d` (a -0 token is -0.0).
bool denotes(const oracle::Rational& r, double d) { return std::isfinite(d) && oracle::Rational(d) == r; }

}  // namespace

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
  const auto exact = exact_rational(token);
  if (!exact) return false;
  char* end = nullptr;
  out = std::strtod(token.c_str(), &end);
  return *end == '\0' && denotes(*exact, out);  // more digits than the double holds round
}

bool parse_exact_value(const std::string& token, check::Scalar scalar, double& out, std::string& why) {
  const bool f32 = scalar == check::Scalar::f32;
  const auto representable = [&](double v) {
    return std::isnan(v) || !f32 || static_cast<double>(static_cast<float>(v)) == v;
  };
  if (parse_value(token, out)) {
    if (representable(out)) return true;
    why = token + " is not exactly representable as f32";
    return false;
  }
  const auto exact = exact_rational(token);
  if (!exact) {
    why = "expected a number (a hex float such as 0x1.8p+1, or a decimal such as 1.5), inf, -inf, nan or "
          "nan:0x<bits>, got '" + token + "'";
    return false;
  }
  char* end = nullptr;
  const double d = std::strtod(token.c_str(), &end);
  const double v = f32 ? static_cast<double>(static_cast<float>(d)) : d;
  if (std::isfinite(v) && denotes(*exact, v) && !(exact->sign() == 0 && token[0] == '-' && !std::signbit(v))) {
    out = v;
    return true;
  }
  if (!std::isfinite(v)) {
    why = token + " is beyond the range of " + check::to_string(scalar);
    return false;
  }
  // The two neighbours around the exact decimal, to write instead.
  double lo = v, hi = v;
  if (oracle::Rational(v) < *exact) hi = f32 ? std::nextafter(static_cast<float>(v), INFINITY) : std::nextafter(v, INFINITY);
  else lo = f32 ? std::nextafter(static_cast<float>(v), -INFINITY) : std::nextafter(v, -INFINITY);
  why = token + " is not exactly a value of " + check::to_string(scalar) + "; the nearest are " + check::hex(lo) +
        " and " + check::hex(hi) + " (write one of those)";
  return false;
}

bool parse_nearest_value(const std::string& token, check::Scalar scalar, double& out, std::string& why) {
  if (!exact_rational(token)) {
    why = "expected a number (a hex float such as 0x1.8p+1, or a decimal such as 1.5), inf, -inf, nan or "
          "nan:0x<bits>, got '" + token + "'";
    return false;
  }
  // strtof and strtod round the decimal once, correctly (no double rounding
  // through double for f32).
  char* end = nullptr;
  const double v = scalar == check::Scalar::f32 ? static_cast<double>(std::strtof(token.c_str(), &end))
                                                : std::strtod(token.c_str(), &end);
  if (!std::isfinite(v)) {
    why = token + " is beyond the range of " + check::to_string(scalar);
    return false;
  }
  out = v;
  return true;
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
  for (const auto& n : c.notes) o << "# " << one_line(n) << "\n";
  o << "family: " << c.data.family << "\n";
  o << "scalar: " << check::to_string(c.data.scalar) << "\n";
  for (std::size_t i = 0; i < family->fields().size(); ++i)
    o << family->fields()[i] << ": " << format_value(c.data.values[i]) << "  # "
      << (c.data.scalar == check::Scalar::f32 ? check::decimal_f32 : check::decimal)(c.data.values[i])
      << "\n";
  auto optional = [&](const char* key, const std::string& value) {
    if (!value.empty()) o << key << ": " << one_line(value) << "\n";
  };
  optional("regime", c.data.regime);
  optional("found-by", c.found_by);
  optional("verdict", c.verdict);
  if (c.seed) o << "seed: " << *c.seed << "\n";
  optional("tool-version", c.tool_version);
  optional("date", c.date);
  optional("build", c.build);
  optional("simplified-from", c.simplified_from);
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

namespace {

/// A line of a file as it may be shown: non-printable bytes as \xHH.
std::string shown(const std::string& s) {
  std::string out;
  for (unsigned char ch : s) {
    if (out.size() > 160) return out + "...";
    if (ch >= 0x20 && ch < 0x7f) {
      out += static_cast<char>(ch);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", ch);
      out += buf;
    }
  }
  return out;
}

}  // namespace

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
  // Every problem of the file, reported together.
  std::vector<std::string> problems;
  auto problem = [&](const std::string& what) {
    if (problems.size() < 20) problems.push_back(path + ":" + std::to_string(n) + ": " + shown(what));
  };
  while (std::getline(in, line)) {
    ++n;
    const std::string t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    const auto colon = t.find(':');
    if (colon == std::string::npos) {
      problem("expected 'key: value', got '" + t + "'");
      continue;
    }
    const std::string key = trim(t.substr(0, colon));
    std::string value = trim(t.substr(colon + 1));
    if (seen.count(key)) {
      problem("duplicate key '" + key + "' (first on line " + std::to_string(seen[key]) + ")");
      continue;
    }
    seen[key] = n;
    if (key == "family") {
      family = check::find_family(value);
      if (!family) problem("unknown family '" + value + "'");
      c.data.family = value;
    } else if (key == "scalar") {
      if (value == "f32") c.data.scalar = check::Scalar::f32;
      else if (value == "f64") c.data.scalar = check::Scalar::f64;
      else problem("scalar must be f32 or f64, got '" + value + "'");
      scalar_seen = true;
    } else if (family && next_field < family->fields().size() && key == family->fields()[next_field]) {
      if (!scalar_seen) problem("'scalar' must come before the input fields");
      std::string decimal_note;
      if (const auto hash = value.find('#'); hash != std::string::npos) {
        decimal_note = trim(value.substr(hash + 1));
        value = trim(value.substr(0, hash));
      }
      double v = 0;
      std::string why;
      if (!parse_exact_value(value, c.data.scalar, v, why)) {
        problem("field '" + key + "': " + why);
      } else if (!decimal_note.empty() && !std::isnan(v)) {
        // The note is the shortest decimal that reads back as the value in the
        // case's scalar: as a double, or for f32 as a float.
        char* end = nullptr;
        const double d = c.data.scalar == check::Scalar::f32
                             ? static_cast<double>(std::strtof(decimal_note.c_str(), &end))
                             : std::strtod(decimal_note.c_str(), &end);
        if (*end != '\0' || d != v)
          problem("field '" + key + "': the decimal note '" + decimal_note + "' does not denote " + value);
      }
      c.data.values.push_back(v);
      ++next_field;
    } else if (key == "regime") {
      c.data.regime = value;
    } else if (key == "found-by") {
      c.found_by = value;
    } else if (key == "verdict") {
      c.verdict = value;
    } else if (key == "seed") {
      char* end = nullptr;
      errno = 0;
      c.seed = std::strtoull(value.c_str(), &end, 10);
      if (value.empty() || value[0] == '-' || *end != '\0' || errno != 0)
        problem("seed must be an unsigned integer, got '" + value + "'");
    } else if (key == "tool-version") {
      c.tool_version = value;
    } else if (key == "date") {
      c.date = value;
    } else if (key == "build") {
      c.build = value;
    } else if (key == "simplified-from") {
      c.simplified_from = value;
    } else if (!family) {
      if (!seen.count("family")) problem("expected 'family: <name>' before '" + key + "'");
    } else if (next_field < family->fields().size()) {
      problem("expected field '" + family->fields()[next_field] + "', got '" + key + "'");
      ++next_field;
    } else {
      problem("unknown key '" + key + "'");
    }
  }
  ++n;
  if (!seen.count("family")) problem("missing 'family'");
  if (!scalar_seen) problem("missing 'scalar'");
  if (family && next_field < family->fields().size()) problem("missing field '" + family->fields()[next_field] + "'");
  if (!problems.empty()) {
    std::string all;
    for (const auto& p : problems) all += (all.empty() ? "" : "\n") + p;
    throw CaseFileError(all);
  }
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

std::string verdict_line(const std::string& message) {
  std::string out, line;
  std::istringstream in(message);
  while (std::getline(in, line)) {
    const auto b = line.find_first_not_of(' ');
    if (b == std::string::npos || line.compare(b, 6, "input ") == 0 || line.compare(b, 2, "= ") == 0) continue;
    out += (out.empty() ? "" : " | ") + line.substr(b);
  }
  return out;
}

}  // namespace cc::regress
