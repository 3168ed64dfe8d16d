#pragma once
// Does a kernel's own arithmetic round on an input? A flaw class for the
// rounding errors of a transcription: run the very same template code on
// Probe<T>, a scalar that computes exactly what T computes and records whether
// any operation's result differs from the exact result of its operands (or is
// not finite). A failure outside the class (every operation exact, yet a wrong
// answer) is then a flaw of logic, not of rounding, and the gate reports it.

#include <cmath>
#include <functional>
#include <string>

#include "../../include/collide_check/known_flaw.h"
#include "../../kernels/detail/library_pow.h"
#include "../../include/collide_check/fields.h"
#include "../../oracle/number.h"

namespace collide_check::bundled {

/// Set by every Probe operation that rounds (one thread at a time: the
/// checker runs a job per process).
inline bool& probe_rounded() {
  static bool flag = false;
  return flag;
}

template <class T>
struct Probe {
  T v{};

  Probe() = default;
  constexpr Probe(T x) : v(x) {}  // NOLINT: a T is a Probe
  template <class I, std::enable_if_t<std::is_integral_v<I>, int> = 0>
  Probe(I x) : v(static_cast<T>(x)) {}  // NOLINT: so are the literals of the code under probe
  explicit operator T() const { return v; }

  static cc::oracle::Rational exact(T x) { return cc::oracle::exact(static_cast<double>(x)); }
  /// r is the result of an operation whose exact value `is_exact(r)` checks.
  template <class F>
  static Probe checked(T r, bool operands_finite, F is_exact) {
    if (!operands_finite || !std::isfinite(r) || !is_exact(r)) probe_rounded() = true;
    return Probe(r);
  }
  friend bool finite2(Probe a, Probe b) { return std::isfinite(a.v) && std::isfinite(b.v); }

  friend Probe operator+(Probe a, Probe b) {
    const T r = a.v + b.v;
    return checked(r, finite2(a, b), [&](T x) { return exact(x) == exact(a.v) + exact(b.v); });
  }
  friend Probe operator-(Probe a, Probe b) {
    const T r = a.v - b.v;
    return checked(r, finite2(a, b), [&](T x) { return exact(x) == exact(a.v) - exact(b.v); });
  }
  friend Probe operator*(Probe a, Probe b) {
    const T r = a.v * b.v;
    return checked(r, finite2(a, b), [&](T x) { return exact(x) == exact(a.v) * exact(b.v); });
  }
  friend Probe operator/(Probe a, Probe b) {
    const T r = a.v / b.v;
    return checked(r, finite2(a, b) && b.v != 0, [&](T x) { return exact(x) * exact(b.v) == exact(a.v); });
  }
  friend Probe operator-(Probe a) { return Probe(-a.v); }
  Probe& operator+=(Probe b) { return *this = *this + b; }
  Probe& operator-=(Probe b) { return *this = *this - b; }
  Probe& operator*=(Probe b) { return *this = *this * b; }
  Probe& operator/=(Probe b) { return *this = *this / b; }
  friend bool operator<(Probe a, Probe b) { return a.v < b.v; }
  friend bool operator>(Probe a, Probe b) { return a.v > b.v; }
  friend bool operator<=(Probe a, Probe b) { return a.v <= b.v; }
  friend bool operator>=(Probe a, Probe b) { return a.v >= b.v; }
  friend constexpr bool operator==(Probe a, Probe b) { return a.v == b.v; }
  friend constexpr bool operator!=(Probe a, Probe b) { return a.v != b.v; }

  friend Probe sqrt(Probe a) {
    const T r = std::sqrt(a.v);
    return checked(r, std::isfinite(a.v) && a.v >= 0, [&](T x) { return exact(x) * exact(x) == exact(a.v); });
  }
  /// The seed listings' Mathf.Pow and Math.Pow (kernels/detail/library_pow.h).
  friend Probe library_pow(Probe a, Probe b) {
    const T r = cc::detail::library_pow(a.v, b.v);
    if (b.v == 2) return checked(r, std::isfinite(a.v), [&](T x) { return exact(x) == exact(a.v) * exact(a.v); });
    if (b.v == 0.5)
      return checked(r, std::isfinite(a.v) && a.v >= 0, [&](T x) { return exact(x) * exact(x) == exact(a.v); });
    probe_rounded() = true;  // another power: not tracked, counted as rounding
    return Probe(r);
  }
  friend Probe fabs(Probe a) { return Probe(std::fabs(a.v)); }
  friend Probe abs(Probe a) { return Probe(std::fabs(a.v)); }
  friend bool isfinite(Probe a) { return std::isfinite(a.v); }
  friend bool isnan(Probe a) { return std::isnan(a.v); }
};

/// The inputs of `family` on which `run` (the kernel under probe, on
/// Family::Input<Probe<T>>) performs an operation that rounds.
template <class Family, class T, class Run>
InputClass arithmetic_rounds(std::string text, Run run) {
  return InputClass(std::move(text), [run](const CaseView& c) {
    if (c.family != Family::name) return false;
    std::vector<Probe<T>> values;
    for (double v : c.values) values.push_back(Probe<T>(static_cast<T>(v)));
    const auto in = from_values<Family, Probe<T>>(std::span<const Probe<T>>(values));
    probe_rounded() = false;
    run(in);
    return probe_rounded();
  });
}

}  // namespace collide_check::bundled

namespace collide_check::bundled {

/// The same on the input or on any of `images(input)` (the input rotated,
/// mirrored, its arguments swapped...): for invariance properties, where the
/// rounding of the mapped input matters as much as the original's.
template <class Family, class T, class Run, class Images>
InputClass arithmetic_rounds_on_images(std::string text, Run run, Images images) {
  return InputClass(std::move(text), [run, images](const CaseView& c) {
    if (c.family != Family::name) return false;
    std::vector<Probe<T>> values;
    for (double v : c.values) values.push_back(Probe<T>(static_cast<T>(v)));
    const auto in = from_values<Family, Probe<T>>(std::span<const Probe<T>>(values));
    auto all = images(in);
    all.push_back(in);
    for (const auto& image : all) {
      probe_rounded() = false;
      run(image);
      if (probe_rounded()) return true;
    }
    return false;
  });
}

}  // namespace collide_check::bundled
