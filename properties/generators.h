#pragma once
// Scalar generators shared by every family. All of them shrink toward small
// integers and short dyadic values (RapidCheck shrinks an integer toward the
// low end of its range, so magnitudes and exponents are generated from 0 up and
// signs separately). None uses std::uniform_*_distribution: values come from
// RapidCheck's own deterministic bit source, so a seed means the same inputs on
// every standard library.

#include <rapidcheck.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

namespace cc::gen {

/// An integer in [-limit, limit] that shrinks toward 0 (then toward positive).
inline rc::Gen<std::int64_t> small_signed(std::int64_t limit) {
  return rc::gen::apply(
      [](std::int64_t mag, bool neg) { return neg ? -mag : mag; },
      rc::gen::inRange<std::int64_t>(0, limit + 1), rc::gen::arbitrary<bool>());
}

/// An integer in [lo, hi] (lo <= 0 <= hi) that shrinks toward 0.
inline rc::Gen<int> exponent_in(int lo, int hi) {
  const std::int64_t lim = std::max(-lo, hi);
  return rc::gen::map(rc::gen::suchThat(small_signed(lim), [=](std::int64_t e) { return e >= lo && e <= hi; }),
                      [](std::int64_t e) { return static_cast<int>(e); });
}

/// The integer `m` as a T, with the sign of `negative` kept on zero (so -0 is drawn).
template <class T>
T signed_value(std::int64_t magnitude, bool negative) {
  const T v = static_cast<T>(magnitude);
  return negative ? -v : v;
}

/// An integer-valued T in [-limit, limit], -0 included; shrinks toward 0.
template <class T>
rc::Gen<T> small_integer(std::int64_t limit) {
  return rc::gen::apply([](std::int64_t mag, bool neg) { return signed_value<T>(mag, neg); },
                        rc::gen::inRange<std::int64_t>(0, limit + 1), rc::gen::arbitrary<bool>());
}

/// A full-precision T of magnitude below 2^(digits - k) for a given k: a random
/// significand of the scalar's full width, scaled by 2^-k. Shrinks toward a
/// small integer significand.
template <class T>
rc::Gen<T> full_precision_scaled(int k) {
  constexpr int digits = std::numeric_limits<T>::digits;
  return rc::gen::apply(
      [k](std::int64_t mag, bool neg) { return std::ldexp(signed_value<T>(mag, neg), -k); },
      rc::gen::inRange<std::int64_t>(0, (std::int64_t{1} << digits)), rc::gen::arbitrary<bool>());
}

/// A T exactly k ulps away from v (k may be negative), by repeated nextafter.
template <class T>
T ulps_away(T v, int k) {
  const T toward = k > 0 ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity();
  for (int i = 0; i < std::abs(k); ++i) v = std::nextafter(v, toward);
  return v;
}

/// Generators of one input type tagged with the regime that produced them.
template <class Input>
struct Tagged {
  std::string regime;
  Input input;
};

/// A named regime and its generator.
template <class Input>
struct Regime {
  std::string name;
  int weight = 1;
  rc::Gen<Input> gen;
};

/// Draws from the given regimes in proportion to their weights, tagging each case.
/// Shrinking moves toward the first regime, so list the most readable first.
template <class Input>
rc::Gen<Tagged<Input>> tagged_one_of(const std::vector<Regime<Input>>& regimes) {
  std::int64_t total = 0;
  for (const auto& r : regimes) total += r.weight;
  // Fixed size: RapidCheck scales inRange by the run's growing size, which would
  // favour the first regimes early in every run.
  const auto ticket_gen = rc::gen::resize(100, rc::gen::inRange<std::int64_t>(0, total));
  return rc::gen::mapcat(ticket_gen, [regimes](std::int64_t ticket) {
    std::size_t i = 0;
    while (ticket >= regimes[i].weight) ticket -= regimes[i++].weight;
    const std::string name = regimes[i].name;
    return rc::gen::map(regimes[i].gen, [name](Input in) { return Tagged<Input>{name, std::move(in)}; });
  });
}

}  // namespace cc::gen
