#pragma once
// Properties of the form "every input of this kind gets this one answer":
// special values give invalid_input, a point on the boundary is inside, a
// degenerate line is invalid. The family says which inputs apply, how to run a
// variant, which answers are right, and how to render them; the verdict and its
// failure message are the same for every family.

#include <functional>
#include <string>
#include <utility>

#include "family.h"

namespace cc::check {

/// Passes when `is_expected(run(variant, input))`; otherwise fails with the
/// input's header, the variant's answer and the `expected` one in words.
template <class In, class V, class R>
PropertyDef<In, V> answer_property(PropertyInfo info, std::function<bool(const In&)> applies,
                                   std::function<R(const V&, const In&)> run,
                                   std::function<bool(const R&)> is_expected, std::string expected,
                                   std::function<std::string(const R&)> show,
                                   std::function<std::string(const In&)> header) {
  return {std::move(info), std::move(applies),
          [run = std::move(run), is_expected = std::move(is_expected), expected = std::move(expected),
           show = std::move(show), header = std::move(header)](const V& v, const In& in) {
            const R r = run(v, in);
            if (is_expected(r)) return Verdict::pass();
            return Verdict::fail(header(in) + "\n  variant: " + show(r) + "\n  expected: " + expected);
          }};
}

}  // namespace cc::check
