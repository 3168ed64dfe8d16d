// Flaw classes (include/collide_check/known_flaw.h).

#include <cmath>

#include "../include/collide_check/known_flaw.h"
#include "contract_text.h"
#include "registry.h"

namespace collide_check {

InputClass InputClass::any() {
  return InputClass("any input the property judges", [](const CaseView&) { return true; });
}

InputClass InputClass::regime(std::string name) {
  return InputClass("inputs of regime " + name, [name](const CaseView& c) { return c.regime == name; });
}

InputClass InputClass::magnitude_above(double m) {
  return InputClass("a value of magnitude above " + cc::check::dyadic_text(m), [m](const CaseView& c) {
    for (double v : c.values)
      if (std::isfinite(v) && std::fabs(v) > m) return true;
    return false;
  });
}

InputClass InputClass::nonzero_magnitude_below(double m) {
  return InputClass("a nonzero value of magnitude below " + cc::check::dyadic_text(m), [m](const CaseView& c) {
    for (double v : c.values)
      if (v != 0 && std::fabs(v) < m) return true;
    return false;
  });
}

InputClass InputClass::magnitude_span_above(int log2_span) {
  return InputClass("nonzero magnitudes spanning more than 2^" + std::to_string(log2_span), [log2_span](const CaseView& c) {
    int lo = 1 << 30, hi = -(1 << 30);
    for (double v : c.values) {
      if (!std::isfinite(v) || v == 0) continue;
      lo = std::min(lo, std::ilogb(v));
      hi = std::max(hi, std::ilogb(v));
    }
    return hi >= lo && hi - lo > log2_span;
  });
}

InputClass InputClass::near_decision_boundary(double relative) {
  return InputClass("within " + cc::check::dyadic_text(relative) + " M of the decision boundary",
                    [relative](const CaseView& c) {
                      const auto* family = cc::check::find_family(std::string(c.family));
                      if (!family) return false;
                      cc::check::CaseData data{std::string(c.family), c.scalar,
                                               std::vector<double>(c.values.begin(), c.values.end()),
                                               std::string(c.regime)};
                      return family->near_decision_boundary(data, relative);
                    });
}

InputClass InputClass::exactly_touching() {
  return InputClass("shapes that touch exactly, without overlapping", [](const CaseView& c) {
    const auto* family = cc::check::find_family(std::string(c.family));
    if (!family) return false;
    cc::check::CaseData data{std::string(c.family), c.scalar, std::vector<double>(c.values.begin(), c.values.end()),
                             std::string(c.regime)};
    return family->exactly_touching(data);
  });
}

InputClass InputClass::or_its_image() const {
  return InputClass(text_ + " (in the case or in the mapped image it failed on)", [t = test_](const CaseView& c) {
    if (t(c)) return true;
    if (c.image.empty()) return false;
    CaseView image = c;
    image.values = c.image;
    image.regime = {};  // the image was not drawn by a regime
    image.image = {};
    return t(image);
  });
}

InputClass InputClass::operator||(const InputClass& other) const {
  return InputClass(text_ + ", or " + other.text_,
                    [a = test_, b = other.test_](const CaseView& c) { return a(c) || b(c); });
}

InputClass InputClass::operator&&(const InputClass& other) const {
  return InputClass(text_ + ", and " + other.text_,
                    [a = test_, b = other.test_](const CaseView& c) { return a(c) && b(c); });
}

InputClass InputClass::operator!() const {
  return InputClass("not " + text_, [a = test_](const CaseView& c) { return !a(c); });
}

}  // namespace collide_check
