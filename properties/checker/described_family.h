#pragma once
// DescribedFamily: the one implementation of the Family interface, compiled
// once. It reads a family's description (properties/description.h) and does
// everything else: registering variants and checking their specs, running,
// replaying, judging under contracts, shrinking, eval, the oracle's own
// checks (constructions, filters) and the precision measurements.

#include <memory>
#include <string>
#include <vector>

#include "../../include/collide_check/variant.h"
#include "../description.h"
#include "property.h"

namespace cc::check {

class DescribedFamily final : public Family {
 public:
  explicit DescribedFamily(FamilyDescription description);

  /// Registers a variant: checks its spec against the family (throws
  /// std::invalid_argument naming the mistake), then adds it. `call` runs the
  /// kernel on an input's values (properties/describe.h makes it).
  void add(Scalar scalar, collide_check::VariantSpec spec, Reports reports,
           std::function<Answer(const Values&)> call, std::function<int(const Values&)> rule);

  const FamilyDescription& description() const { return d_; }

  const std::string& name() const override { return d_.name; }
  const std::string& question() const override { return d_.question; }
  const std::vector<std::string>& fields() const override { return d_.fields; }
  const std::vector<std::string>& value_components() const override { return d_.components; }
  std::vector<const VariantInfo*> variants() const override;
  const std::vector<PropertyInfo>& properties() const override { return property_infos_; }
  bool judges(const VariantInfo& v, const std::string& property) const override;
  const std::vector<std::string>& regimes() const override { return regime_names_; }
  bool supports_band() const override { return d_.supports_band(); }
  std::string measure_unit(const VariantInfo& v, const std::string& property) const override;
  oracle::FilterStats& filter_stats() const override { return d_.filter_stats(); }
  std::string describe(const CaseData& c) const override;
  Verdict replay(const VariantInfo& info, const std::string& property, const CaseData& c) const override;
  GeneratedOutcome run(const VariantInfo& info, const std::string& property, const RunOptions& options) const override;
  nlohmann::json oracle_answer(const CaseData& c) const override;
  nlohmann::json eval_header(const CaseData& c) const override;
  nlohmann::json eval_variant(const CaseData& c, const VariantInfo& variant) const override;
  std::vector<std::string> check_constructions(int cases, std::uint64_t seed) const override;
  std::vector<std::string> check_filters(int cases, std::uint64_t seed, int& checked,
                                         FilterInputs inputs) const override;
  bool valid(const CaseData& c) const override;
  bool exactly_touching(const CaseData& c) const override;
  std::vector<CaseData> sample(Scalar scalar, const std::string& regime, int count, std::uint64_t seed,
                               int size) const override;
  CaseMeasurement measure(const CaseData& c, const std::vector<const VariantInfo*>& variants) const override;
  bool near_decision_boundary(const CaseData& c, double relative) const override;

 private:
  /// What the family has at one scalar, ready to run.
  struct PerScalar {
    std::vector<Variant> variants;
    std::vector<Property> properties;
  };

  const PerScalar& per(Scalar s) const { return s == Scalar::f32 ? f32_ : f64_; }
  PerScalar& per(Scalar s) { return s == Scalar::f32 ? f32_ : f64_; }
  const Property& find_property(Scalar s, const std::string& name) const;
  const Variant& find_variant(const VariantInfo& info) const;
  void validate(const VariantInfo& info) const;
  std::optional<int> boundary_log2(Scalar s, const Values& in, double M) const;

  FamilyDescription d_;
  PerScalar f32_, f64_;
  std::vector<std::shared_ptr<VariantInfo>> order_;
  std::vector<PropertyInfo> property_infos_;
  std::vector<std::string> regime_names_;
};

}  // namespace cc::check
