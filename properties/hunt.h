#pragma once
// The hunt: a search for one variant's worst inputs, since random sampling
// rarely lands on them. For a property with a measure (Verdict::measure, in
// the unit of the variant's bound) it maximizes the measure; for a decision
// property it climbs toward the exact decision boundary (the smallest
// relative distance Family::near_decision_boundary admits) where decisions
// flip. Every failure found is a flip, reported with its flaw class.
//
// It starts from the given cases (the saved corpus) and samples of every
// regime, keeps the best cases per property, and derives new ones from them:
// one value moved by +-2^j ulps, two values moved together, every value
// scaled by a power of two, a value replaced by (a neighbour of) another
// field's value, and the regime re-sampled at a new seed and size. A decision
// property's search counts distinct flips and steers toward them: it draws
// most from the regimes and moves that gave new flips (each move's yield so
// far), among them a flip's neighbours (a few ulps away), where the variant's
// rounding flips again. Built on the type-erased Family interface alone.
// Deterministic for a seed and an evaluation budget; a time budget is a
// convenience and is not.

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "registry.h"
#include "simplify.h"

namespace cc::check {

struct HuntOptions {
  std::vector<std::string> properties;  ///< empty: every property that judges the variant
  std::uint64_t seed = 1;
  long long max_evaluations = 0;  ///< cases evaluated, at most (0: no limit)
  double max_seconds = 0;         ///< wall-clock limit (0: none); one of the two limits is required
  std::vector<CaseData> starts;   ///< cases to start from (e.g. the saved corpus of the family)
  /// false: plain random sampling from each property's regimes, no climbing
  /// and no start cases: the baseline the hunt is measured against.
  bool climb = true;
  int keep = 3;                   ///< worst cases kept per property
  std::ostream* progress = nullptr;  ///< a progress line about once a second (may be null)
};

/// One case the hunt reports.
struct HuntFind {
  CaseData input;
  std::string property;
  double measure = -1;             ///< the measure (value properties), or -1
  std::optional<Failure> failure;  ///< set for a flip
  std::string message;             ///< the verdict's message for a flip
};

struct PropertyHunt {
  std::string property;
  std::string unit;                ///< the measure's unit; empty for a decision property
  double worst = -1;               ///< the largest measure found (-1: none)
  double worst_ratio = -1;         ///< the largest error over its bound found (1: at the bound; -1: none)
  /// Decision properties: the largest k <= 1100 with a case within 2^-k M of
  /// the decision boundary (1100: on it); -1 when none or the family has no bands.
  int closest = -1;
  std::vector<HuntFind> worst_cases;  ///< up to `keep`, worst first
  std::vector<HuntFind>
      flips;  ///< the flips outside the declared classes (the first 1000), and the first of each class
  /// Distinct flips found (cases of distinct values; one found again is not counted again).
  long long flips_undeclared = 0, flips_declared = 0;
  long long evaluations = 0;
};

struct HuntResult {
  std::vector<PropertyHunt> properties;
  long long evaluations = 0;
  double seconds = 0;
};

/// Throws std::invalid_argument when no property judges the variant, or
/// neither limit is given.
HuntResult hunt(const Family& family, const VariantInfo& variant, const HuntOptions& options);

}  // namespace cc::check
