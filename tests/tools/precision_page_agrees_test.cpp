// The committed precision page (docs/precision.md) against the data it was
// written with (docs/precision/data.json): every variant's wrong decisions
// and judged cases in its family's table are the data's, and every variant of
// the data has its row. A count edited by hand on the page, or a page left
// behind by a change of its data, fails here.

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// "family/label" -> "wrong/judged", from the first table of each family's
/// section: its rows are "| `name/f64` | ns | ns | rate (wrong/judged) | ...".
std::map<std::string, std::string> page_counts(const std::string& page) {
  std::map<std::string, std::string> out;
  std::istringstream lines(page);
  std::string line, family;
  bool in_first_table = false, seen_table = false;
  while (std::getline(lines, line)) {
    if (line.rfind("## ", 0) == 0) {
      family = line.substr(3);
      in_first_table = seen_table = false;
      continue;
    }
    if (line.rfind("| variant | ns generic", 0) == 0 && !seen_table) {
      in_first_table = seen_table = true;
      continue;
    }
    if (!in_first_table) continue;
    if (line.rfind("|", 0) != 0) {
      in_first_table = false;
      continue;
    }
    if (line.rfind("| `", 0) != 0) continue;  // the header's rule
    const std::size_t a = line.find('`') + 1, b = line.find('`', a);
    const std::string label = line.substr(a, b - a);
    const std::size_t open = line.find(" (", b), close = line.find(")", open);
    if (open == std::string::npos || close == std::string::npos) continue;
    out[family + "/" + label] = line.substr(open + 2, close - open - 2);
  }
  return out;
}

TEST(PrecisionPage, AgreesWithItsData) {
  const std::string dir = COLLIDE_CHECK_SOURCE_DIR "/docs/";
  const std::map<std::string, std::string> page = page_counts(read_file(dir + "precision.md"));
  const auto data = nlohmann::json::parse(read_file(dir + "precision/data.json"));
  ASSERT_FALSE(page.empty()) << "no family table found on the page";
  std::size_t variants = 0;
  for (const auto& [family, f] : data.at("families").items())
    for (const auto& v : f.at("variants")) {
      ++variants;
      const std::string id = v.at("variant").get<std::string>();  // family/name/f64
      const auto it = page.find(id);
      ASSERT_NE(it, page.end()) << id << " is in the data but has no row on the page";
      EXPECT_EQ(it->second, std::to_string(v.at("wrong").get<long>()) + "/" + std::to_string(v.at("judged").get<long>()))
          << id;
    }
  EXPECT_EQ(page.size(), variants) << "the page has rows the data does not";
}

}  // namespace
