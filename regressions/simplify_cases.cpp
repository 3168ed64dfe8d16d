#include "simplify_cases.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "../properties/simplify.h"

namespace cc::regress {

const char* to_string(SimplifiedFile::Outcome o) {
  switch (o) {
    case SimplifiedFile::Outcome::simplified: return "simplified";
    case SimplifiedFile::Outcome::unchanged: return "unchanged";
    case SimplifiedFile::Outcome::passes: return "passes (untouched)";
    case SimplifiedFile::Outcome::skipped: return "skipped";
  }
  return "?";
}

SimplifiedFile simplify_case_file(const CaseFile& file, int max_evaluations) {
  namespace fs = std::filesystem;
  SimplifiedFile r;
  r.old_path = r.new_path = file.path;
  const check::Family* family = check::find_family(file.data.family);
  if (!family) {
    r.why = "unknown family";
    return r;
  }
  const auto original = check::witnesses(*family, file.data);

  // The variant and property that found it; when they are no longer
  // registered (a renamed or retired property), the first declared flaw the
  // case witnesses now, else its first failure.
  const auto variant_of = [&](const std::string& id) -> const check::VariantInfo* {
    for (const auto* v : family->variants())
      if (v->id() == id) return v;
    return nullptr;
  };
  const auto& all = family->properties();
  const auto is_property = [&](const std::string& name) {
    return std::any_of(all.begin(), all.end(), [&](const check::PropertyInfo& p) { return p.name == name; });
  };
  const check::VariantInfo* variant = nullptr;
  std::string property;
  if (const auto space = file.found_by.find(' '); space != std::string::npos) {
    variant = variant_of(file.found_by.substr(0, space));
    property = file.found_by.substr(space + 1);
    if (!variant || !is_property(property) || !family->judges(*variant, property)) {
      r.why = "found-by " + file.found_by + " is not registered";
      variant = nullptr;
    }
  } else {
    r.why = "no found-by line";
  }
  if (!variant) {
    const std::pair<std::string, check::Failure>* pick = nullptr;
    for (const auto& w : original)
      if (w.second.flaw_class >= 0) {
        pick = &w;
        break;
      }
    if (!pick && !original.empty()) pick = &original.front();
    if (!pick) {
      r.outcome = SimplifiedFile::Outcome::passes;
      return r;
    }
    const auto space = pick->first.find(' ');
    variant = variant_of(pick->first.substr(0, space));
    property = pick->first.substr(space + 1);
    r.why += "; simplified under " + pick->first;
  }

  check::SimplifyOptions options;
  options.max_evaluations = max_evaluations;
  options.also_keeps = [&](const check::CaseData& candidate) {
    return check::keeps_witnesses(original, check::witnesses(*family, candidate));
  };
  const auto s = check::simplify(*family, *variant, property, file.data, options);
  r.evaluations = s.evaluations;
  r.budget_exhausted = s.budget_exhausted;
  if (!s.failing) {
    r.outcome = SimplifiedFile::Outcome::passes;
    return r;
  }
  if (!s.changed()) {
    r.outcome = SimplifiedFile::Outcome::unchanged;
    return r;
  }
  CaseFile next = file;
  next.data = s.simplified;
  next.verdict = verdict_line(s.message);
  const std::string old_hash = content_hash(file.data);
  next.simplified_from = file.simplified_from.empty() ? old_hash : file.simplified_from + " " + old_hash;
  // <root>/<family>/<hash>.case: the new name goes beside the old one.
  const fs::path root = fs::path(file.path).parent_path().parent_path();
  r.new_path = write_case(next, root.string());
  if (fs::path(r.new_path) != fs::path(file.path)) fs::remove(file.path);
  r.outcome = SimplifiedFile::Outcome::simplified;
  return r;
}

}  // namespace cc::regress
