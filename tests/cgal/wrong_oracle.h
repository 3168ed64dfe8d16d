#pragma once
// Wrong oracle answers, made on purpose: the cross-check must reject each one.
// A check that let them pass would decide nothing. Two kinds of wrong answer:
//   - another kind of the family ("none" for "touching", "hit" for "miss");
//   - for a contact time t*, t* moved by 2^-80 (later; or earlier when t* = 1).

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
      {"point_rect", {"outside", "inside"}},
      {"rect_rect", {"none", "contact"}},
      {"line_line", {"parallel", "point", "coincident"}},
      {"segment_segment", {"none", "point", "overlap"}},
      {"circle_circle", {"none", "touching", "overlapping"}},
      {"circle_line", {"none", "one_point", "two_points"}},
      {"circle_segment", {"none", "one_point", "two_points"}},
      {"polygon_polygon", {"none", "intersecting"}},
      {"swept_circle_line", {"miss", "hit"}},
      {"swept_circle_segment", {"miss", "hit"}},
      {"swept_circle_circle", {"miss", "hit"}},
      {"moving_point_segment", {"miss", "hit"}},
      {"swept_polygon_polygon", {"miss", "hit"}},
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

/// The oracle's answer with its contact time t* moved by 2^-80, written as the
/// oracle writes it, or nullopt when it has no time.
inline std::optional<nlohmann::json> with_wrong_time(const nlohmann::json& oracle) {
  if (!oracle.contains("t")) return std::nullopt;
  const Root t = root_of(oracle.at("t").at("exact").get<std::string>());
  Q step(1);
  for (int i = 0; i < 80; ++i) step = step / 2;
  const bool at_end = CGAL::compare(t, Root(Q(1))) == CGAL::EQUAL;
  const Q a = at_end ? Q(t.a0() - step) : Q(t.a0() + step);
  std::ostringstream text;
  text << a;
  if (t.is_extended() && CGAL::sign(t.a1()) != 0) {
    const bool negative = CGAL::sign(t.a1()) < 0;
    text << (negative ? " - " : " + ") << (negative ? Q(-t.a1()) : t.a1()) << "*sqrt(" << t.root() << ")";
  }
  nlohmann::json wrong = oracle;
  wrong["t"]["exact"] = text.str();
  return wrong;
}

}  // namespace cc::cgal_check
