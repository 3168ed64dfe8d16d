// The registry's shared functions (registry.h), the announcement of kernel
// calls (kernel_call.h) and the runner's RapidCheck configuration
// (checker/runner.h).

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <stdexcept>

#include <rapidcheck.h>

#include "registry.h"
#include "checker/runner.h"
#include "kernel_call.h"
#include "stage_log.h"

namespace cc::check {

nlohmann::json Family::eval(const CaseData& input) const {
  nlohmann::json j = eval_header(input);
  nlohmann::json variants = nlohmann::json::array();
  for (const VariantInfo* v : eval_order()) variants.push_back(eval_variant(input, *v));
  j["variants"] = variants;
  return j;
}

std::vector<const VariantInfo*> Family::eval_order() const {
  std::vector<const VariantInfo*> out = variants();
  std::stable_partition(out.begin(), out.end(), [](const VariantInfo* v) { return v->scalar == Scalar::f32; });
  return out;
}

const Family* find_family(const std::string& name) {
  for (const Family* f : families())
    if (f->name() == name) return f;
  return nullptr;
}

bool can_replay(const CaseData& input, Scalar variant_scalar) {
  if (variant_scalar == Scalar::f64) return true;
  for (double v : input.values) {
    if (std::isnan(v)) continue;
    if (static_cast<double>(static_cast<float>(v)) != v) return false;
  }
  return true;
}

collide_check::CaseView view_of(const CaseData& c) {
  return {c.family, c.scalar, std::span<const double>(c.values), c.regime, {}, {}};
}

namespace {

int flaw_class_in_view(const VariantInfo& v, const std::string& property, const CaseData& c, bool error,
                       std::span<const double> image, std::string_view map) {
  const auto flaws = v.flaws_of(property);
  // A class is evaluated in the scalar the variant computes in: an f64 case
  // whose values are all floats is replayed on f32 variants too.
  CaseData at = c;
  at.scalar = v.scalar;
  auto view = view_of(at);
  view.image = image;
  view.map = map;
  for (std::size_t i = 0; i < flaws.size(); ++i) {
    if (flaws[i]->raises != error) continue;
    try {
      if (flaws[i]->inputs.contains(view)) return static_cast<int>(i);
    } catch (const std::exception& e) {
      throw std::runtime_error(v.id() + ": the flaw class '" + flaws[i]->inputs.text() + "' of " + property +
                               " threw: " + e.what());
    }
  }
  return -1;
}

}  // namespace

int flaw_class_of(const VariantInfo& v, const std::string& property, const CaseData& c, bool error) {
  return flaw_class_in_view(v, property, c, error, {}, {});
}

int flaw_class_of(const VariantInfo& v, const std::string& property, const CaseData& c, const Verdict& failing) {
  return flaw_class_in_view(v, property, c, failing.kind == Verdict::Kind::variant_error, failing.image,
                            failing.map);
}

namespace {
KernelCallBeacon* g_kernel_call_beacon = nullptr;
}  // namespace

void watch_kernel_calls(KernelCallBeacon* beacon) { g_kernel_call_beacon = beacon; }
KernelCallBeacon* kernel_call_beacon() { return g_kernel_call_beacon; }

KernelCallScope::KernelCallScope(const Values& in) : beacon_(kernel_call_beacon()) {
  stage_log::set_recording(true);
  if (!beacon_) return;
  const int n = std::min(static_cast<int>(in.size()), KernelCallBeacon::kMaxValues);
  for (int i = 0; i < n; ++i) beacon_->values[i] = in[static_cast<std::size_t>(i)];
  beacon_->count = n;
  const auto now = std::chrono::steady_clock::now().time_since_epoch();
  beacon_->started_ns.store(std::max<std::int64_t>(1, std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()),
                            std::memory_order_release);
}

KernelCallScope::~KernelCallScope() {
  stage_log::set_recording(false);
  if (beacon_) beacon_->started_ns.store(0, std::memory_order_release);
}

void configure_rapidcheck_quietly() {
  // RapidCheck loads its global configuration (RC_PARAMS) on first use and
  // announces a random global seed that plays no part here: every run uses
  // explicit parameters.
  static const bool configured = [] {
    std::streambuf* saved = std::cerr.rdbuf(nullptr);
    rc::detail::configuration();
    std::cerr.rdbuf(saved);
    return true;
  }();
  (void)configured;
}

}  // namespace cc::check
