// One case judged by every variant and property of its family (judge_case.h).

#include "judge_case.h"

#include <exception>

#include "../properties/registry.h"
#include "../regressions/case_file.h"

namespace cc::fuzz {

Judgement judge_case(const check::Family& family, const check::CaseData& c) {
  return judge_case(family, c, family.variants());
}

Judgement judge_case(const check::Family& family, const check::CaseData& c,
                     const std::vector<const check::VariantInfo*>& variants) {
  Judgement out;
  for (const check::VariantInfo* v : variants) {
    if (!check::can_replay(c, v->scalar)) continue;
    for (const check::PropertyInfo& p : family.properties()) {
      try {
        const check::Verdict verdict = family.replay(*v, p.name, c);
        using K = check::Verdict::Kind;
        if (verdict.kind == K::not_applicable || verdict.kind == K::out_of_domain) continue;
        ++out.judged;
        const bool error = verdict.kind == K::variant_error;
        if (!error && verdict.kind != K::fail) continue;
        if (check::flaw_class_of(*v, p.name, c, verdict) >= 0) {
          ++out.expected;
          continue;
        }
        out.findings.push_back({v->id(), p.name, (error ? "variant error: " : "") + verdict.message});
      } catch (const std::exception& e) {
        out.findings.push_back({v->id(), p.name, std::string("the checker threw: ") + e.what()});
      }
    }
  }
  return out;
}

std::string case_text(const check::CaseData& c, const Finding* finding) {
  regress::CaseFile file;
  file.data = c;
  if (finding) {
    file.found_by = finding->variant + " " + finding->property;
    file.verdict = finding->message;
  }
  return regress::render(file);
}

}  // namespace cc::fuzz
