#pragma once
// A registered variant with its code, as the typed checker of one family sees
// it. Calling it runs the kernel and turns anything the kernel throws into a
// VariantThrew, which the runner reports as an error of the variant (never a
// failure a declared flaw could absorb).

#include <memory>
#include <stdexcept>
#include <string>

#include "../include/collide_check/register.h"
#include "registry.h"
#include "spec.h"

namespace cc::check {

/// The kernel under test threw.
struct VariantThrew : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <class S, class T>
struct VariantOf {
  std::shared_ptr<const VariantInfo> info;
  collide_check::detail::KernelFunction<S, T> fn;
  collide_check::detail::ExactRule<S> rule;  ///< may be empty

  ResultOf<S, T> operator()(const InputOf<S, T>& in) const {
    try {
      return fn(in);
    } catch (const std::exception& e) {
      throw VariantThrew(std::string("the variant threw: ") + e.what());
    } catch (...) {
      throw VariantThrew("the variant threw a non-standard exception");
    }
  }
  const Contract& contract() const { return info->contract; }
};

}  // namespace cc::check
