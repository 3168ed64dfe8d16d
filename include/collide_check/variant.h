#pragma once
// A variant: one implementation of a family at one scalar type, with what it
// promises (its contract) and what it is known to get wrong (its flaws).

#include <initializer_list>
#include <string>
#include <vector>

#include "contract.h"
#include "known_flaw.h"

namespace collide_check {

/// How a declared flaw behaves (KnownFlaw's raises and rare).
struct FlawOptions {
  bool raises = false;  ///< the variant throws on these inputs instead of answering
  bool rare = false;    ///< generation reaches them too seldom to find on every run
};

/// A stage of a kernel that decides too few generated cases to meet the
/// stage-coverage rule (stages.h), with the regime written to reach it.
struct RareStage {
  std::string stage;   ///< one of VariantSpec::stages
  std::string regime;  ///< the family's regime that reaches it
  std::string why;     ///< why it is rare: the kernel's header says the same
};

/// What a user writes to register a kernel (register_variant): everything but
/// the code and the scalar.
struct VariantSpec {
  std::string name;    ///< e.g. "game_eps"; the id is family/name/f64
  std::string source;  ///< where the code lives, or the reference it follows
  Contract contract;
  std::vector<KnownFlaw> flaws;
  /// The names the kernel passes to stage_reached (stages.h); empty: the
  /// kernel reports no stages.
  std::vector<std::string> stages = {};
  std::vector<RareStage> rare_stages = {};

  /// One cause, declared once: the inputs it fails on and why, for every
  /// property it fails. Each listed property gets the flaw, and each must
  /// find it (KnownFlaw). For a cause that a property sees only on the image
  /// of the case it maps (symmetry, transforms), write the class with
  /// InputClass::or_its_image.
  ///
  ///   spec.declare_flaw({"decision_agrees_with_oracle", "symmetric_in_segments"},
  ///                     near_parallel.or_its_image(), "reads |cross| < 1e-6 as parallel");
  VariantSpec& declare_flaw(const std::vector<std::string>& properties, const InputClass& inputs,
                            const std::string& why, FlawOptions options = {}) {
    for (const auto& p : properties) flaws.push_back({p, inputs, why, options.raises, options.rare});
    return *this;
  }

  /// The kernel's stages, by the names it passes to stage_reached: any range
  /// of strings, e.g. a robust kernel's SegmentSegmentStages<T>::names.
  template <class Names>
  VariantSpec& declare_stages(const Names& names) {
    stages.clear();
    for (const auto& n : names) stages.emplace_back(n);
    return *this;
  }
  /// The same, written in place: declare_stages({"filter", "exact"}).
  VariantSpec& declare_stages(std::initializer_list<std::string> names) {
    return declare_stages<std::initializer_list<std::string>>(names);
  }
  /// A stage that the family's regimes reach too seldom for the coverage
  /// rule, the regime that reaches it, and why it is rare. The gate still
  /// requires `regime` to reach it at least once in a run of the default
  /// budget.
  VariantSpec& declare_rare_stage(std::string stage, std::string regime, std::string why) {
    rare_stages.push_back({std::move(stage), std::move(regime), std::move(why)});
    return *this;
  }
};

/// What a variant's results carry. Set by the adapter the kernel is registered
/// through: a kernel returning the family's full result reports every kind and
/// every value; `hit_only` reports hit or miss alone; `hit_and_point` adds a
/// point; `time_of_impact` a time.
struct Reports {
  enum class Decision {
    kinds,        ///< the family's result kinds (none / touching / overlapping, counts, ...)
    hit_or_miss,  ///< contact or not: judged under the contract's touching rule
  };
  Decision decision = Decision::kinds;
  std::vector<std::string> values;  ///< value components, e.g. {"point"} or {"t", "point", "normal"}
  /// For a hit_or_miss variant: its misses carry values too, judged wherever
  /// the family's kinds carry them (a distance function: apart shapes have
  /// their distance and closest points, contacts 0), as a kinds-reporting
  /// variant's are. False (a library's manifold, empty when apart): values
  /// are judged on contacts only.
  bool values_when_apart = false;

  bool reports(const std::string& component) const {
    for (const auto& v : values)
      if (v == component) return true;
    return false;
  }
};

}  // namespace collide_check
