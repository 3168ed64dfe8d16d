#pragma once
// The cross-check of the suite's oracles against CGAL: what one family's check
// receives and answers. A check takes one case (the family's fields in order,
// as exact doubles) and the oracle's verdict on it (Family::oracle_answer), and
// decides the same question independently with CGAL's exact kernels and number
// types:
//   agree      CGAL decides the case, and every fact it can decide holds;
//   disagree   CGAL decides differently (the note says what differs);
//   undecided  CGAL cannot decide this case (the note says why): counted and
//              printed by the driver, never dropped.
// `tag` names a sub-class worth counting (e.g. "tangency", "start_overlap").

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <span>
#include <string>

namespace cc::cgal_check {

struct Check {
  enum class Outcome { agree, disagree, undecided };
  Outcome outcome = Outcome::agree;
  std::string note;
  std::string tag;

  static Check agree(std::string tag = {}) { return {Outcome::agree, {}, std::move(tag)}; }
  static Check disagree(std::string why) { return {Outcome::disagree, std::move(why), {}}; }
  static Check undecided(std::string why) { return {Outcome::undecided, std::move(why), {}}; }
};

using FamilyCheck = std::function<Check(std::span<const double> values, const nlohmann::json& oracle)>;
using FamilyChecks = std::map<std::string, FamilyCheck>;

/// The checks of the families made of points, lines, segments, rectangles and
/// quadrilaterals (linear.cpp).
void add_linear_checks(FamilyChecks& checks);
/// circle_circle, circle_line, circle_segment (circles.cpp).
void add_circle_checks(FamilyChecks& checks);
/// The six sweeps (sweeps.cpp).
void add_sweep_checks(FamilyChecks& checks);
/// circle_capsule, circle_convex (disks.cpp).
void add_disk_checks(FamilyChecks& checks);
/// convex_convex (convex_pairs.cpp).
void add_convex_pair_checks(FamilyChecks& checks);

}  // namespace cc::cgal_check
