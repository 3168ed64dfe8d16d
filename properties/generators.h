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
#include <vector>

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

/// The exponent range over which a configuration of small integers (up to 2^4)
/// can be scaled by 2^e without overflow: the subnormals up to near the top.
template <class T>
constexpr int lowest_scale_exponent() { return std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits; }
template <class T>
constexpr int highest_scale_exponent() { return std::numeric_limits<T>::max_exponent - 5; }

/// `count` small integers (|v| <= limit, limit < 2^4) scaled together by one 2^e
/// drawn over T's whole exponent range, subnormals included: the scale-sweep
/// regime's values. Shrinks toward small integers at scale 1.
template <class T>
rc::Gen<std::vector<T>> scale_swept_values(std::size_t count, std::int64_t limit) {
  return rc::gen::apply(
      [](std::vector<T> v, int e) {
        for (T& x : v) x = std::ldexp(x, e);
        return v;
      },
      rc::gen::container<std::vector<T>>(count, small_integer<T>(limit)),
      exponent_in(lowest_scale_exponent<T>(), highest_scale_exponent<T>()));
}

/// `base` with NaN or an infinity written over one to three of its entries
/// (positions may repeat). For the special-values regime of every family.
template <class T>
rc::Gen<std::vector<T>> with_special_values(rc::Gen<std::vector<T>> base, std::size_t size) {
  return rc::gen::apply(
      [](std::vector<T> v, std::vector<std::size_t> where, std::vector<int> which) {
        constexpr T specials[] = {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                                  -std::numeric_limits<T>::infinity()};
        const std::size_t count = 1 + which[3] % 3;
        for (std::size_t i = 0; i < count; ++i) v[where[i]] = specials[which[i]];
        return v;
      },
      std::move(base), rc::gen::container<std::vector<std::size_t>>(3, rc::gen::inRange<std::size_t>(0, size)),
      rc::gen::container<std::vector<int>>(4, rc::gen::inRange(0, 3)));
}

/// The legs and hypotenuse (a, b, c) of a Pythagorean triple, a^2 + b^2 == c^2
/// exactly: (m^2 - n^2, 2mn, m^2 + n^2) for 0 < n < m <= limit, times k. The
/// building block of exact tangency. Shrinks toward (3, 4, 5).
struct PythagoreanTriple {
  std::int64_t a, b, c;
};
inline rc::Gen<PythagoreanTriple> pythagorean_triple(std::int64_t limit) {
  return rc::gen::apply(
      [](std::int64_t m_minus_2, std::int64_t n_minus_1, std::int64_t k_minus_1) {
        const std::int64_t m = m_minus_2 + 2, n = 1 + n_minus_1 % (m - 1), k = k_minus_1 + 1;
        return PythagoreanTriple{k * (m * m - n * n), k * 2 * m * n, k * (m * m + n * n)};
      },
      rc::gen::inRange<std::int64_t>(0, limit - 1), rc::gen::inRange<std::int64_t>(0, limit),
      rc::gen::inRange<std::int64_t>(0, 4));
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
