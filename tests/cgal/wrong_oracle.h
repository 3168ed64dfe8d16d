#pragma once
// Wrong oracle answers, made on purpose: the cross-check must reject each one.
// A check that let them pass would decide nothing. Two kinds of wrong answer:
//   - another kind of the family ("none" for "touching", "hit" for "miss");
//   - for a contact time t*, t* moved by 2^-80 (later; or earlier when t* = 1);
//   - for a point (a crossing, an overlap end, a circle's point) or a contact
//     normal, its x moved by 2^-80;
//   - for a separation or a distance, the value moved by 2^-80.

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cgal_numbers.h"

namespace cc::cgal_check {

/// Every kind of each family but invalid_input.
inline const std::map<std::string, std::vector<std::string>>& family_kinds() {
  static const std::map<std::string, std::vector<std::string>> kinds = {
      {"point_point", {"none", "contact"}},
      {"point_segment", {"off_line", "on_line_outside", "on_segment"}},
      {"point_side", {"right", "collinear", "left"}},
      {"point_polygon", {"outside", "boundary", "inside"}},
      {"point_rect", {"outside", "inside"}},
      {"rect_rect", {"none", "contact"}},
      {"line_line", {"parallel", "point", "coincident"}},
      {"segment_segment", {"none", "point", "overlap"}},
      {"circle_circle", {"none", "touching", "overlapping"}},
      {"circle_line", {"none", "one_point", "two_points"}},
      {"circle_segment", {"none", "one_point", "two_points"}},
      {"polygon_polygon", {"none", "intersecting"}},
      {"circle_capsule", {"apart", "touching", "overlapping"}},
      {"circle_convex", {"apart", "touching", "overlapping"}},
      {"convex_convex", {"apart", "touching", "overlapping"}},
      {"convex_distance", {"apart", "touching", "overlapping"}},
      {"swept_circle_line", {"miss", "hit"}},
      {"swept_circle_segment", {"miss", "hit"}},
      {"swept_circle_circle", {"miss", "hit"}},
      {"moving_point_segment", {"miss", "hit"}},
      {"swept_polygon_polygon", {"miss", "hit"}},
      {"ray_convex", {"miss", "hit"}},
  };
  return kinds;
}

/// The oracle's answer with its kind replaced by the next one of the family,
/// or nullopt for an invalid input (or a family without a list).
inline std::optional<nlohmann::json> with_wrong_kind(const std::string& family, const nlohmann::json& oracle) {
  const auto it = family_kinds().find(family);
  const std::string kind = oracle.at("kind").get<std::string>();
  if (it == family_kinds().end() || kind == "invalid_input") return std::nullopt;
  const auto& ks = it->second;
  for (std::size_t i = 0; i < ks.size(); ++i)
    if (ks[i] == kind) {
      nlohmann::json wrong = oracle;
      wrong["kind"] = ks[(i + 1) % ks.size()];
      return wrong;
    }
  return std::nullopt;
}

/// The oracle's exact text of x + shift, written as the oracle writes it.
inline std::string shifted(const std::string& exact, bool down) {
  const Root x = root_of(exact);
  Q step(1);
  for (int i = 0; i < 80; ++i) step = step / 2;
  std::ostringstream text;
  text << (down ? Q(x.a0() - step) : Q(x.a0() + step));
  if (x.is_extended() && CGAL::sign(x.a1()) != 0) {
    const bool negative = CGAL::sign(x.a1()) < 0;
    text << (negative ? " - " : " + ") << (negative ? Q(-x.a1()) : x.a1()) << "*sqrt(" << x.root() << ")";
  }
  return text.str();
}

/// The oracle's answer with its contact time t* moved by 2^-80 (earlier when
/// t* = 1), or nullopt when it has no time.
inline std::optional<nlohmann::json> with_wrong_time(const nlohmann::json& oracle) {
  if (!oracle.contains("t")) return std::nullopt;
  const std::string t = oracle.at("t").at("exact").get<std::string>();
  nlohmann::json wrong = oracle;
  wrong["t"]["exact"] = shifted(t, CGAL::compare(root_of(t), Root(Q(1))) == CGAL::EQUAL);
  return wrong;
}

/// The oracle's answer with the x of its (first) point moved by 2^-80, or
/// nullopt when it has no point: line_line's and segment_segment's "p",
/// circle_line's and circle_segment's "points", the disk families' "normal".
inline std::optional<nlohmann::json> with_wrong_point(const nlohmann::json& oracle) {
  nlohmann::json wrong = oracle;
  if (oracle.contains("p") && oracle.at("p").contains("x")) {
    wrong["p"]["x"] = shifted(oracle.at("p").at("x").get<std::string>(), false);
    return wrong;
  }
  if (oracle.contains("points") && !oracle.at("points").empty()) {
    wrong["points"][0]["x"] = shifted(oracle.at("points").at(0).at("x").get<std::string>(), false);
    return wrong;
  }
  if (oracle.contains("normal") && oracle.at("normal").is_array() && oracle.at("normal").at(0).is_string()) {
    wrong["normal"][0] = shifted(oracle.at("normal").at(0).get<std::string>(), false);
    return wrong;
  }
  return std::nullopt;
}

/// The oracle's answer with its separation moved by 2^-80, or nullopt when it
/// has none.
inline std::optional<nlohmann::json> with_wrong_separation(const nlohmann::json& oracle) {
  if (!oracle.contains("separation") || !oracle.at("separation").is_string()) return std::nullopt;
  nlohmann::json wrong = oracle;
  wrong["separation"] = shifted(oracle.at("separation").get<std::string>(), false);
  return wrong;
}

/// The oracle's answer with its distance moved by 2^-80 (convex_distance), or
/// nullopt when it has none.
inline std::optional<nlohmann::json> with_wrong_distance(const nlohmann::json& oracle) {
  if (!oracle.contains("distance") || !oracle.at("distance").is_string()) return std::nullopt;
  nlohmann::json wrong = oracle;
  wrong["distance"] = shifted(oracle.at("distance").get<std::string>(), false);
  return wrong;
}

}  // namespace cc::cgal_check
